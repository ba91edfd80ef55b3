//! The night: the mafia pick a victim, the cop investigates, the doctor
//! protects; everything is resolved together at dawn.

pub mod investigate;
pub mod kill;
pub mod protect;

use super::board::Board;
use super::message::{MafiaMessage, Power};
use crate::mafia::kinds::{MafiaPrompt, MafiaTeam};
use crate::mafia::words::Effect;
use crate::mafia::words::Rejection;
use crate::seat::Seat;
use rand::Rng;
use std::collections::BTreeMap;

/// The choices made so far tonight. A player may change theirs until the
/// night ends; the last one counts.
#[derive(Clone, Debug, Default)]
pub struct Night {
    /// Mafioso → pick.
    pub kills: BTreeMap<Seat, Seat>,
    /// Cop → target.
    pub investigations: BTreeMap<Seat, Seat>,
    /// Doctor → target.
    pub protections: BTreeMap<Seat, Seat>,
}

/// What the night did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightOutcome {
    /// Who dies (after the doctor's save).
    pub killed: Option<Seat>,
    /// (cop, target, alignment) for each investigation.
    pub findings: Vec<(Seat, Seat, MafiaTeam)>,
    /// Doctors who protected themselves tonight.
    pub self_protected: Vec<Seat>,
}

impl Night {
    /// Records a choice after checking it.
    pub fn choose(
        &mut self,
        board: &Board,
        actor: Seat,
        power: Power,
        target: Seat,
        self_saves_left: bool,
    ) -> Result<Vec<Effect>, Rejection> {
        let mut effects = Vec::new();
        match power {
            Power::Kill => {
                kill::validate(board, actor, target)?;
                self.kills.insert(actor, target);
                effects.push(Effect::to_team(
                    MafiaTeam::Mafia,
                    board.living_in(MafiaTeam::Mafia),
                    MafiaMessage::MafiaPick { by: actor, target },
                ));
            }
            Power::Investigate => {
                investigate::validate(board, actor, target)?;
                self.investigations.insert(actor, target);
            }
            Power::Protect => {
                protect::validate(board, actor, target, self_saves_left)?;
                self.protections.insert(actor, target);
            }
        }
        effects.push(Effect::to_seat(
            actor,
            MafiaMessage::ChoiceRecorded { power, target },
        ));
        Ok(effects)
    }

    /// Whether every living player with a power has chosen.
    pub fn complete(&self, board: &Board) -> bool {
        board
            .living()
            .into_iter()
            .all(|s| match board.role(s).night_power() {
                Some(Power::Kill) => self.kills.contains_key(&s),
                Some(Power::Investigate) => self.investigations.contains_key(&s),
                Some(Power::Protect) => self.protections.contains_key(&s),
                None => true,
            })
    }

    /// Settles the night. Only the living's choices count.
    pub fn resolve(&self, board: &Board, rng: &mut impl Rng) -> NightOutcome {
        let alive = |(actor, _): &(&Seat, &Seat)| board.is_alive(**actor);
        let picks: BTreeMap<Seat, Seat> = self
            .kills
            .iter()
            .filter(alive)
            .filter(|(_, t)| board.is_alive(**t))
            .map(|(a, t)| (*a, *t))
            .collect();
        let victim = kill::victim(&picks, rng);
        let saved =
            victim.is_some_and(|v| self.protections.iter().filter(alive).any(|(_, t)| *t == v));
        let findings = self
            .investigations
            .iter()
            .filter(alive)
            .map(|(cop, t)| (*cop, *t, board.role(*t).shows_as()))
            .collect();
        let self_protected = self
            .protections
            .iter()
            .filter(alive)
            .filter(|(d, t)| d == t)
            .map(|(d, _)| *d)
            .collect();
        NightOutcome {
            killed: if saved { None } else { victim },
            findings,
            self_protected,
        }
    }
}

/// The prompt kind for a power.
pub fn prompt_kind(power: Power) -> MafiaPrompt {
    match power {
        Power::Kill => MafiaPrompt::NightKill,
        Power::Investigate => MafiaPrompt::Investigate,
        Power::Protect => MafiaPrompt::Protect,
    }
}
