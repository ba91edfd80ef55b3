//! What must hold after every input, whatever it was.

use crate::game::Rejection;
use crate::game::{Audience, Effect, EffectKind};
use crate::input::Input;
use crate::table::Table;
use std::fmt::Write as _;
use std::hash::{DefaultHasher, Hasher};
use thiserror::Error;

/// A broken rule of the engine, found by a soak.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum Broken {
    /// A refused input changed the table's state.
    #[error("it was refused ({0}) but changed the table")]
    RefusalChangedState(Rejection),
    /// A table fed only the accepted inputs answered an accepted input
    /// differently (or ended in another state): some refused input before
    /// it left a trace, or the engine is not deterministic.
    #[error(
        "a twin table fed only the accepted inputs differs (a refused input left a trace, or the engine is not deterministic): {0}"
    )]
    RefusalLeftTrace(String),
    /// After the end, something other than a tick was accepted, or an
    /// accepted tick had effects.
    #[error("the table was over but accepted it with {0} effect(s)")]
    AcceptedAfterEnd(usize),
    /// After the end, a refusal other than "the game is over".
    #[error("the table was over but refused it with \"{0}\" instead of saying so")]
    WrongRefusalAfterEnd(Rejection),
    /// An ended game came back.
    #[error("the table was over and is going again")]
    Revived,
    /// A started game went back to its lobby.
    #[error("the game had started and is back in its lobby")]
    Unstarted,
    /// The phase counter went down.
    #[error("the phase went back from {from} to {to}")]
    PhaseWentBack {
        /// Before the input.
        from: u32,
        /// After it.
        to: u32,
    },
    /// The game ended without the end effect, or the end effect does not
    /// match the table's result.
    #[error("the game's end and its End effect do not match: {0}")]
    EndMismatch(&'static str),
    /// An effect addressed to a seat the table does not have.
    #[error("an effect for seat {seat} at a table of {seats}: {effect}")]
    NoSuchSeat {
        /// The seat (0-based).
        seat: usize,
        /// Seats at the table.
        seats: usize,
        /// The effect.
        effect: String,
    },
    /// A prompt not addressed to one seat, or from a phase not yet begun.
    #[error("a prompt that no one can answer: {0}")]
    BadPrompt(String),
}

/// What the checks need to remember from before an input.
#[derive(Clone, Copy, Debug)]
pub struct Before {
    over: bool,
    started: bool,
    phase: u32,
}

impl Before {
    /// The table as it is now.
    pub fn of(table: &Table) -> Before {
        Before {
            over: table.is_over(),
            started: table.started(),
            phase: table.phase_no(),
        }
    }
}

/// Checks the table and what it answered to `input`.
pub fn answer(
    before: Before,
    table: &Table,
    input: &Input,
    answer: &Result<Vec<Effect>, Rejection>,
) -> Result<(), Broken> {
    if before.over {
        match answer {
            Ok(effects) if !effects.is_empty() || *input != Input::Tick => {
                return Err(Broken::AcceptedAfterEnd(effects.len()));
            }
            Err(r) if *r != Rejection::GameOver => {
                return Err(Broken::WrongRefusalAfterEnd(r.clone()));
            }
            _ => {}
        }
    }
    if before.over && !table.is_over() {
        return Err(Broken::Revived);
    }
    if before.started && !table.started() {
        return Err(Broken::Unstarted);
    }
    if table.phase_no() < before.phase {
        return Err(Broken::PhaseWentBack {
            from: before.phase,
            to: table.phase_no(),
        });
    }
    if let Ok(effects) = answer {
        effects_fit(before, table, effects)?;
    }
    Ok(())
}

/// The effects of an accepted input: addressed to real seats, prompts
/// answerable, one end exactly when the game ends.
fn effects_fit(before: Before, table: &Table, effects: &[Effect]) -> Result<(), Broken> {
    let seats = table.seats().len();
    let mut ends = 0;
    for e in effects {
        let addressed: &[_] = match &e.audience {
            Audience::Public => &[],
            Audience::Seat(s) => std::slice::from_ref(s),
            Audience::Team { members, .. } => members,
            Audience::People { seats, .. } => seats,
        };
        if let Some(s) = addressed.iter().find(|s| s.index() >= seats) {
            return Err(Broken::NoSuchSeat {
                seat: s.index(),
                seats,
                effect: format!("{e:?}"),
            });
        }
        match &e.kind {
            EffectKind::Prompt(p)
                if !matches!(e.audience, Audience::Seat(_)) || p.phase > table.phase_no() =>
            {
                return Err(Broken::BadPrompt(format!("{e:?}")));
            }
            EffectKind::End(r) => {
                ends += 1;
                if table.result() != Some(r) {
                    return Err(Broken::EndMismatch(
                        "the End effect is not the table's result",
                    ));
                }
            }
            _ => {}
        }
    }
    let ended_now = !before.over && table.is_over() && table.started();
    match (ends, ended_now) {
        (0, false) | (1, true) => Ok(()),
        (0, true) => Err(Broken::EndMismatch("the game ended without an End effect")),
        (1, false) => Err(Broken::EndMismatch("an End effect, but the game goes on")),
        _ => Err(Broken::EndMismatch("more than one End effect")),
    }
}

/// A hash of everything the table holds, as its `Debug` shows it. The
/// game's random stream hides its position there; a refused input that
/// draws from it is caught by [`Broken::RefusalLeftTrace`] instead.
/// `scratch` is reused between calls, so that long states are not built
/// up afresh each time.
pub fn fingerprint(table: &Table, scratch: &mut String) -> u64 {
    scratch.clear();
    // Writing into a String cannot fail.
    let _ = write!(scratch, "{table:?}");
    let mut h = DefaultHasher::new();
    h.write(scratch.as_bytes());
    h.finish()
}
