//! Settling tonight's attacks, after every power has had its step: a
//! protection (the doctor's, the witch's healing potion) saves from every
//! attack; otherwise a bodyguard guarding the target dies in their place;
//! otherwise the target's role reacts (the lucky survives their first
//! attack, the cursed joins the mafia when the mafia attack) or the target
//! dies. Then a janitor hides the role of a player they named who died.

use super::{Attack, Dusk};
use crate::mafia::Power;
use crate::mafia::roles::Reaction;
use crate::seat::Seat;

/// Turns the attacks into deaths, saves and reactions.
pub fn settle(dusk: &mut Dusk) {
    let attacks: Vec<Attack> = dusk.attacks.clone();
    for attack in attacks {
        let target = attack.target;
        // A target who left the game since (an inactive player removed)
        // cannot die again.
        if !dusk.board.is_alive(target)
            || dusk.out.deaths.contains(&target)
            || dusk.protected.contains(&target)
        {
            continue;
        }
        if let Some(bodyguard) = dusk.guards.get(&target).copied()
            && !dusk.out.deaths.contains(&bodyguard)
        {
            dusk.guards.remove(&target);
            dusk.out.deaths.push(bodyguard);
            continue;
        }
        let luck_left =
            !dusk.marks.luck_spent.contains(&target) && !dusk.out.lucky.contains(&target);
        match dusk
            .board
            .role(target)
            .unit()
            .when_attacked(attack.by, luck_left)
        {
            Reaction::Dies => {
                // A cursed recruited by an earlier attack tonight dies a
                // villager.
                dusk.out.recruited.retain(|s| *s != target);
                dusk.out.deaths.push(target);
            }
            Reaction::Survives => dusk.out.lucky.push(target),
            Reaction::JoinsMafia => dusk.out.recruited.push(target),
        }
    }
    let cleanings: Vec<(Seat, Seat)> = dusk.cleanings.iter().map(|(j, t)| (*j, *t)).collect();
    for (janitor, target) in cleanings {
        let cleaned = dusk.out.cleaned.iter().any(|(dead, _)| *dead == target);
        if dusk.out.deaths.contains(&target) && !cleaned {
            dusk.out.cleaned.push((target, janitor));
            dusk.out.used.push((janitor, Power::Clean));
        }
    }
}
