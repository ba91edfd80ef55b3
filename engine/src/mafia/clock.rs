//! The phase counter and deadline that every Mafia flow keeps the same
//! way: a new phase bumps the counter (prompts carry it, so a host can
//! refuse an answer from an older phase) and announces its deadline.

use super::action::MafiaAction;
use crate::mafia::kinds::MafiaPrompt;
use crate::mafia::words::{Audience, Effect, EffectKind, Prompt};
use crate::seat::Seat;
use crate::time::Timestamp;

/// The current phase's number and end.
#[derive(Clone, Debug, Default)]
pub struct PhaseClock {
    phase_no: u32,
    deadline: Option<Timestamp>,
}

impl PhaseClock {
    /// The phase counter.
    pub fn phase_no(&self) -> u32 {
        self.phase_no
    }

    /// When the current phase ends.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.deadline
    }

    /// Starts a phase of `secs` seconds and announces its deadline.
    pub fn begin(&mut self, secs: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase_no += 1;
        let at = now.plus_secs(secs);
        self.deadline = Some(at);
        effects.push(Effect {
            audience: Audience::Public,
            kind: EffectKind::Deadline { at },
        });
    }

    /// Whether the current phase's deadline has passed.
    pub fn due(&self, now: Timestamp) -> bool {
        self.deadline.is_some_and(|d| now >= d)
    }

    /// No more deadlines: the game is over.
    pub fn stop(&mut self) {
        self.deadline = None;
    }

    /// A prompt for `seat` in the current phase.
    pub fn prompt(&self, seat: Seat, kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Effect {
        Effect {
            audience: Audience::Seat(seat),
            kind: EffectKind::Prompt(Prompt {
                kind,
                phase: self.phase_no,
                choices: choices.into_iter().collect(),
                deadline: self.deadline.unwrap_or(Timestamp(0)),
            }),
        }
    }
}
