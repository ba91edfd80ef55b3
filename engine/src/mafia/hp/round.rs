//! One hp round's secret steps, in the rules' order: the mafia strike, the
//! detectives test, the healers heal, then the struck target dies if they
//! are at 0 HP and were not healed. Each team decides together: every
//! member picks and the most-picked player counts (ties drawn).

use super::strike::strike;
use crate::mafia::board::Board;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::message::{MafiaMessage, Power};
use crate::mafia::night::kill::victim as most_picked;
use crate::mafia::reason::MafiaReason;
use crate::mafia::roles::Role;
use crate::mafia::words::Effect;
use crate::mafia::words::{Act, Rejection, Target};
use crate::seat::Seat;
use rand::Rng;
use std::collections::BTreeMap;

/// The power a role uses each round, if any.
pub fn power_of(role: Role) -> Option<Power> {
    match role {
        Role::Mafioso => Some(Power::Kill),
        Role::Detective => Some(Power::Investigate),
        Role::Healer => Some(Power::Protect),
        _ => None,
    }
}

/// The role that holds a power in hp (nobody blocks in hp).
fn holder(power: Power) -> Option<Role> {
    match power {
        Power::Kill => Some(Role::Mafioso),
        Power::Investigate => Some(Role::Detective),
        Power::Protect => Some(Role::Healer),
        _ => None,
    }
}

/// Who a power may pick: the mafia strike a living non-mafia, the
/// detectives test a living non-detective, the healers heal anyone living.
pub fn targets(board: &Board, power: Power) -> Vec<Seat> {
    match power {
        Power::Kill => board.living_in(MafiaTeam::Village),
        Power::Investigate => board
            .living()
            .into_iter()
            .filter(|s| board.role(*s) != Role::Detective)
            .collect(),
        Power::Protect => board.living(),
        _ => Vec::new(),
    }
}

/// The choices made so far this round; the last pick of each member counts.
#[derive(Clone, Debug, Default)]
pub struct Choices {
    picks: BTreeMap<Power, BTreeMap<Seat, Seat>>,
}

/// What the round's secret steps did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundOutcome {
    /// Who the mafia struck, if anyone.
    pub struck: Option<Seat>,
    /// Who died (struck to 0 HP and not healed).
    pub killed: Option<Seat>,
    /// The detectives' test: who, and whether they are mafia.
    pub test: Option<(Seat, bool)>,
    /// Who the healers healed.
    pub healed: Option<Seat>,
}

impl Choices {
    /// Records a pick after checking it; the actor's teammates hear of it.
    pub fn choose(
        &mut self,
        board: &Board,
        actor: Seat,
        power: Power,
        target: Seat,
    ) -> Result<Vec<Effect>, Rejection> {
        let Some(holder) = holder(power).filter(|h| board.role(actor) == *h) else {
            return Err(Rejection::NotYourTurn {
                action: verb(power),
                reason: MafiaReason::OnlyHolders(power).into(),
            });
        };
        board.require_living_target(target)?;
        if !targets(board, power).contains(&target) {
            let reason = match power {
                Power::Kill => MafiaReason::InMafia,
                _ => MafiaReason::TestOutsiders,
            };
            return Err(Rejection::InvalidTarget {
                target: Target::Player(board.name(target)),
                reason: reason.into(),
            });
        }
        self.picks.entry(power).or_default().insert(actor, target);
        let team = board.living_with(holder);
        let pick = match power {
            Power::Kill => MafiaMessage::MafiaPick { by: actor, target },
            _ => MafiaMessage::AllyPick {
                by: actor,
                power,
                target,
            },
        };
        Ok(vec![
            Effect::to_team(holder.team(), team, pick),
            Effect::to_seat(actor, MafiaMessage::ChoiceRecorded { power, target }),
        ])
    }

    /// Drops a seat's own picks (it left the game before the round was
    /// settled).
    pub fn forget(&mut self, actor: Seat) {
        for picks in self.picks.values_mut() {
            picks.remove(&actor);
        }
    }

    /// Whether every living player with a power has picked.
    pub fn complete(&self, board: &Board) -> bool {
        board.living().into_iter().all(|s| {
            power_of(board.role(s))
                .is_none_or(|p| self.picks.get(&p).is_some_and(|m| m.contains_key(&s)))
        })
    }

    /// The team's pick: the most-picked among the living members' picks of
    /// still-valid targets.
    fn team_pick(&self, board: &Board, power: Power, rng: &mut impl Rng) -> Option<Seat> {
        let valid = targets(board, power);
        let picks: BTreeMap<Seat, Seat> = self
            .picks
            .get(&power)?
            .iter()
            .filter(|(a, t)| board.is_alive(**a) && valid.contains(t))
            .map(|(a, t)| (*a, *t))
            .collect();
        most_picked(&picks, rng)
    }

    /// Settles the round's secret steps on `hp` (indexed by seat). A step
    /// whose team is gone has no picks and is skipped.
    pub fn resolve(
        &self,
        board: &Board,
        hp: &mut [u32],
        heal: u32,
        rng: &mut impl Rng,
    ) -> RoundOutcome {
        let struck = self.team_pick(board, Power::Kill, rng);
        if let Some(target) = struck {
            strike(hp, &board.living_with(Role::Mafioso), target);
        }
        let test = self
            .team_pick(board, Power::Investigate, rng)
            .map(|t| (t, board.role(t) == Role::Mafioso));
        let healed = self.team_pick(board, Power::Protect, rng);
        if let Some(h) = healed {
            hp[h.index()] = hp[h.index()].saturating_add(heal);
        }
        let killed = struck.filter(|s| hp[s.index()] == 0);
        RoundOutcome {
            struck,
            killed,
            test,
            healed,
        }
    }
}

fn verb(power: Power) -> Act {
    match power {
        Power::Kill => Act::Kill,
        Power::Investigate => Act::Test,
        Power::Protect => Act::Heal,
        Power::Block => Act::Block,
        _ => Act::UsePower,
    }
}
