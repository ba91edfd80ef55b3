//! The night: every role with a night power chooses; at dawn the choices
//! are settled in one order, each power a step: blocks first (a blocked
//! player's choice does nothing), then protections, the mafia's kill, and
//! the investigations.

pub mod block;
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
use std::collections::{BTreeMap, BTreeSet};

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
    /// Escort or consort → target.
    pub blocks: BTreeMap<Seat, Seat>,
}

/// What a player's earlier nights limit tonight.
#[derive(Clone, Copy, Debug, Default)]
pub struct Limits {
    /// A doctor may still protect themself.
    pub self_saves_left: bool,
    /// Whom a blocker blocked last night (not again tonight).
    pub last_block: Option<Seat>,
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
    /// Players whose night action a block voided, in seat order.
    pub blocked: Vec<Seat>,
}

impl Night {
    /// Records a choice after checking it.
    pub fn choose(
        &mut self,
        board: &Board,
        actor: Seat,
        power: Power,
        target: Seat,
        limits: Limits,
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
                protect::validate(board, actor, target, limits.self_saves_left)?;
                self.protections.insert(actor, target);
            }
            Power::Block => {
                block::validate(board, actor, target, limits.last_block)?;
                self.blocks.insert(actor, target);
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
            .all(|s| match board.night_power(s) {
                Some(Power::Kill) => self.kills.contains_key(&s),
                Some(Power::Investigate) => self.investigations.contains_key(&s),
                Some(Power::Protect) => self.protections.contains_key(&s),
                Some(Power::Block) => self.blocks.contains_key(&s),
                None => true,
            })
    }

    /// Settles the night, step by step. Only the living's choices count,
    /// and of those only the unblocked ones.
    pub fn resolve(&self, board: &Board, rng: &mut impl Rng) -> NightOutcome {
        // Blocks first: every living blocker's block holds.
        let blocked: BTreeSet<Seat> = self
            .blocks
            .iter()
            .filter(|(blocker, _)| board.is_alive(**blocker))
            .map(|(_, target)| *target)
            .collect();
        let acts =
            |(actor, _): &(&Seat, &Seat)| board.is_alive(**actor) && !blocked.contains(actor);
        // Then protections, then the kill they may stop.
        let protected: BTreeSet<Seat> = self
            .protections
            .iter()
            .filter(acts)
            .map(|(_, t)| *t)
            .collect();
        let picks: BTreeMap<Seat, Seat> = self
            .kills
            .iter()
            .filter(acts)
            .filter(|(_, t)| board.is_alive(**t))
            .map(|(a, t)| (*a, *t))
            .collect();
        let victim = kill::victim(&picks, rng);
        let saved = victim.is_some_and(|v| protected.contains(&v));
        // Then what investigations show.
        let findings = self
            .investigations
            .iter()
            .filter(acts)
            .map(|(cop, t)| (*cop, *t, board.role(*t).shows_as()))
            .collect();
        let self_protected = self
            .protections
            .iter()
            .filter(acts)
            .filter(|(d, t)| d == t)
            .map(|(d, _)| *d)
            .collect();
        NightOutcome {
            killed: if saved { None } else { victim },
            findings,
            self_protected,
            blocked: blocked
                .into_iter()
                .filter(|s| board.night_power(*s).is_some())
                .collect(),
        }
    }
}

/// The prompt kind for a power.
pub fn prompt_kind(power: Power) -> MafiaPrompt {
    match power {
        Power::Kill => MafiaPrompt::NightKill,
        Power::Investigate => MafiaPrompt::Investigate,
        Power::Protect => MafiaPrompt::Protect,
        Power::Block => MafiaPrompt::Block,
    }
}
