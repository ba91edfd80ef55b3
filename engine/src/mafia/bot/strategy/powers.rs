//! The computer player's use of the newer roles' night powers. Each
//! power's choice is drawn from the same suspicion the village votes on,
//! so the roles play as a casual group would: the vigilante shoots only a
//! player it finds suspect, the framer frames whom a cop would look at,
//! the arsonist douses a few players before it ignites them.

use super::{Draw, Scratch, VOTE_THRESHOLD, cleared, protect, rng, target_of, weighted};
use crate::bots::BotSeeds;
use crate::mafia::bot::knowledge::Knowledge;
use crate::mafia::words::Prompt;
use crate::mafia::{MafiaAction, MafiaTeam, Power};
use crate::seat::Seat;
use rand::RngExt;

/// A dead hunter's last shot: the most suspect player, never an ally;
/// nobody when nobody is suspect at all.
pub(super) fn last_shot(
    k: &Knowledge,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &Scratch,
) -> Option<MafiaAction> {
    let mut rng = rng(&seeds.own(), prompt.phase, Draw::Power);
    let top = prompt
        .choices
        .iter()
        .filter_map(target_of)
        .filter(|t| *t != k.me && !k.facts(*t).ally && !cleared(k, scratch, *t))
        .map(|t| scratch.score(t))
        .max()?;
    if top <= 0 {
        return Some(MafiaAction::Pass);
    }
    weighted(prompt, &mut rng, |c| match target_of(c) {
        Some(t) if t != k.me && !k.facts(t).ally && scratch.score(t) == top => 1,
        _ => 0,
    })
}

/// The answer to a prompt whose first power is `power`.
pub(super) fn choose(
    power: Power,
    k: &Knowledge,
    seeds: &BotSeeds,
    prompt: &Prompt,
    scratch: &Scratch,
) -> Option<MafiaAction> {
    let mut rng = rng(&seeds.own(), prompt.phase, Draw::Power);
    let suspect = |t: Seat| scratch.score(t).clamp(0, 8);
    let weight = |t: Seat| 1 + u32::try_from(suspect(t)).unwrap_or(0);
    let ours = |t: Seat| t == k.me || k.facts(t).ally;
    match power {
        // The bodyguard guards whom a doctor would protect.
        Power::Guard => protect(k, seeds, prompt, scratch),
        // Watch someone not known yet, the more suspect the likelier.
        Power::Track => weighted(prompt, &mut rng, |c| match target_of(c) {
            Some(t) if !ours(t) && k.known_team(t).is_none() => weight(t),
            _ => 0,
        }),
        // Shoot the most suspect player, only when suspicion is strong.
        Power::Shoot => {
            let top = prompt
                .choices
                .iter()
                .filter_map(target_of)
                .filter(|t| !ours(*t) && !cleared(k, scratch, *t))
                .map(|t| scratch.score(t))
                .max()
                .unwrap_or(0);
            if top < VOTE_THRESHOLD + 2 {
                return Some(MafiaAction::Pass);
            }
            weighted(prompt, &mut rng, |c| match target_of(c) {
                Some(t) if !ours(t) && scratch.score(t) == top => 1,
                _ => 0,
            })
        }
        // Frame a villager the town already half suspects: the cop is
        // likeliest to look there, and a guilty finding confirms it.
        Power::Frame => weighted(prompt, &mut rng, |c| match target_of(c) {
            Some(t) if !ours(t) => weight(t),
            _ => 0,
        }),
        // Clean the victim the mafia agreed on, if there is one.
        Power::Clean => match k.agreed_pick() {
            Some(t) if prompt.choices.contains(&Power::Clean.on(t)) => Some(Power::Clean.on(t)),
            _ => Some(MafiaAction::Pass),
        },
        // Kill the loudest players: believable claimants first.
        Power::Stab | Power::Kill => weighted(prompt, &mut rng, |c| match target_of(c) {
            Some(t) if ours(t) => 0,
            Some(t) if scratch.credit(t) > 0 || k.facts(t).claimed_cop => 8,
            Some(t) if k.facts(t).claimed_doctor => 4,
            Some(_) => 1,
            None => 0,
        }),
        // Douse until a few wait, then ignite them all.
        Power::Douse | Power::Ignite => {
            let ignite = Power::Ignite.on(k.me);
            let left = prompt
                .choices
                .iter()
                .filter(|c| matches!(c, MafiaAction::Use(Power::Douse, _)))
                .count();
            let living = k.living().count();
            let doused = living.saturating_sub(left + 1);
            // Never ignite with nobody doused, and with one doused player
            // only every other night or so: a doctor guarding that player
            // every night made the fire fail forever, and with no other
            // killer left the game never ended.
            let ready = doused >= 3 || left <= 1 || living <= 4;
            let sure = doused >= 2 || (doused == 1 && rng.random_range(0..2) == 0);
            if prompt.choices.contains(&ignite) && ready && sure {
                return Some(ignite);
            }
            weighted(prompt, &mut rng, |c| match c {
                MafiaAction::Use(Power::Douse, t) if !ours(*t) => 1,
                _ => 0,
            })
        }
        // Poison a player the witch is sure of; keep the heal for a
        // believable cop claimant.
        Power::Heal | Power::Poison => {
            let sure = prompt.choices.iter().find_map(|c| match c {
                MafiaAction::Use(Power::Poison, t)
                    if k.known_team(*t) == Some(MafiaTeam::Mafia)
                        || scratch.score(*t) >= VOTE_THRESHOLD + 4 =>
                {
                    Some(c.clone())
                }
                _ => None,
            });
            if sure.is_some() {
                return sure;
            }
            let claimant = prompt.choices.iter().find_map(|c| match c {
                MafiaAction::Use(Power::Heal, t) if *t != k.me && scratch.credit(*t) > 1 => {
                    Some(c.clone())
                }
                _ => None,
            });
            claimant.or(Some(MafiaAction::Pass))
        }
        // Cupid binds two players other than itself, drawn at random.
        Power::Bind => weighted(prompt, &mut rng, |c| match target_of(c) {
            Some(t) if t != k.me => 1,
            _ => 0,
        }),
        Power::Investigate | Power::Protect | Power::Block => None,
    }
}
