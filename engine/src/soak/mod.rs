//! Soak runs: tables fed long random input sequences, to show that no
//! input, however ill-formed or ill-timed, makes the engine panic, that a
//! refused input changes nothing, and that a game stays consistent (once
//! over, it stays over).
//!
//! [`Soak`] plays session after session (a table from its lobby to a
//! little past its end, see [`Session`]) and checks every answer (see
//! [`check`]). Everything derives from one seed, so a failure is
//! replayed by running the same seed for the same count of inputs.
//!
//! It lives in the library, not in a test helper, because both the
//! engine's property tests and the shipped `narrator soak` run it; it
//! draws on nothing the engine does not already depend on.

pub mod check;
pub mod fuzz;
pub mod input;
pub mod session;

pub use crate::game::soak::{Grounds, GroundsError, Target};
pub use check::Broken;
pub use session::{Ending, Session, Step};

use crate::input::Input;
use crate::seed::Seed;
use crate::time::Timestamp;
use std::fmt;
use std::panic::{self, AssertUnwindSafe};
use thiserror::Error;

/// Sessions played one after the other, each on its own seed.
#[derive(Debug)]
pub struct Soak {
    targets: Vec<Target>,
    seed: Seed,
    grounds: Grounds,
    sessions: u64,
    /// The index into `targets` of the current session's game.
    cursor: usize,
    session: Session,
    tally: Tally,
}

/// Counts of what a soak did, to show that games got somewhere.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Inputs handled.
    pub inputs: u64,
    /// Inputs accepted.
    pub accepted: u64,
    /// Inputs refused.
    pub refused: u64,
    /// Sessions played to their end.
    pub sessions: u64,
    /// Sessions whose game was won by a side.
    pub won: u64,
    /// Sessions whose started game was stopped.
    pub stopped: u64,
    /// Sessions whose lobby closed before a start.
    pub closed: u64,
    /// Sessions cut short while still going.
    pub cut: u64,
    /// Phases played in the finished sessions.
    pub phases: u64,
}

impl fmt::Display for Tally {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{} inputs ({} accepted, {} refused); {} sessions ({} won, {} stopped, {} closed in the lobby, {} cut short) through {} phases",
            self.inputs,
            self.accepted,
            self.refused,
            self.sessions,
            self.won,
            self.stopped,
            self.closed,
            self.cut,
            self.phases
        )
    }
}

impl std::ops::AddAssign<&Tally> for Tally {
    fn add_assign(&mut self, t: &Tally) {
        self.inputs += t.inputs;
        self.accepted += t.accepted;
        self.refused += t.refused;
        self.sessions += t.sessions;
        self.won += t.won;
        self.stopped += t.stopped;
        self.closed += t.closed;
        self.cut += t.cut;
        self.phases += t.phases;
    }
}

/// Where a soak failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Position {
    /// The failing input's number, from 1: a soak of the same seed for
    /// this many inputs ends on it.
    pub input: u64,
    /// The session's number, from 0.
    pub session: u64,
    /// Its game.
    pub target: Target,
    /// The input's number within the session, from 1.
    pub in_session: u64,
    /// The input and its time.
    pub last: Option<(Input, Timestamp)>,
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "input {} (session {}, {}, its input {})",
            self.input, self.session, self.target, self.in_session
        )?;
        match &self.last {
            Some((input, at)) => write!(f, ": {input:?} at {}", at.0),
            None => Ok(()),
        }
    }
}

/// Why a soak stopped.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum Failure {
    /// The engine panicked.
    #[error("the engine panicked at {at}: {message}")]
    Panic {
        /// Where.
        at: Box<Position>,
        /// The panic's message.
        message: String,
    },
    /// A rule of the engine broke.
    #[error("a rule broke at {at}: {broken}")]
    Broken {
        /// Where.
        at: Box<Position>,
        /// Which.
        broken: Broken,
    },
}

impl Failure {
    /// Where it happened.
    pub fn position(&self) -> &Position {
        match self {
            Failure::Panic { at, .. } | Failure::Broken { at, .. } => at,
        }
    }
}

impl Soak {
    /// A soak of `targets` in turn (every game when empty), all drawn
    /// from `seed`. Fails only if a built-in map does not load.
    pub fn new(targets: &[Target], seed: Seed) -> Result<Soak, GroundsError> {
        let targets = if targets.is_empty() {
            Target::ALL.to_vec()
        } else {
            targets.to_vec()
        };
        let grounds = Grounds::new()?;
        let session = Session::new(targets[0], &Seed(seed.derive("soak-session", 0)), &grounds);
        Ok(Soak {
            targets,
            seed,
            grounds,
            sessions: 0,
            cursor: 0,
            session,
            tally: Tally::default(),
        })
    }

    /// What the soak did so far.
    pub fn tally(&self) -> &Tally {
        &self.tally
    }

    /// Handles `inputs` more inputs; stops at the first panic or broken
    /// rule.
    pub fn run(&mut self, inputs: u64) -> Result<(), Failure> {
        for _ in 0..inputs {
            self.tally.inputs += 1;
            let session = &mut self.session;
            match catching(|| session.step()) {
                Ok(Ok(step)) => {
                    if step.accepted {
                        self.tally.accepted += 1;
                    } else {
                        self.tally.refused += 1;
                    }
                    if let Some(ending) = step.ended {
                        self.next_session(ending);
                    }
                }
                Ok(Err(broken)) => {
                    return Err(Failure::Broken {
                        at: Box::new(self.position()),
                        broken,
                    });
                }
                Err(message) => {
                    return Err(Failure::Panic {
                        at: Box::new(self.position()),
                        message,
                    });
                }
            }
        }
        Ok(())
    }

    fn position(&self) -> Position {
        Position {
            input: self.tally.inputs,
            session: self.sessions,
            target: self.session.target(),
            in_session: self.session.handled(),
            last: self.session.last().cloned(),
        }
    }

    /// Counts the session's end and begins the next.
    fn next_session(&mut self, ending: Ending) {
        self.tally.sessions += 1;
        self.tally.phases += u64::from(self.session.phase_no());
        match ending {
            Ending::Won => self.tally.won += 1,
            Ending::Stopped => self.tally.stopped += 1,
            Ending::Closed => self.tally.closed += 1,
            Ending::Cut => self.tally.cut += 1,
        }
        self.sessions += 1;
        self.cursor = (self.cursor + 1) % self.targets.len();
        let target = self.targets[self.cursor];
        let seed = Seed(self.seed.derive("soak-session", self.sessions));
        self.session = Session::new(target, &seed, &self.grounds);
    }
}

/// Runs `f`; a panic comes back as its message. The session that
/// panicked is not used again.
fn catching<T>(f: impl FnOnce() -> T) -> Result<T, String> {
    panic::catch_unwind(AssertUnwindSafe(f)).map_err(|payload| {
        payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "(a panic without a message)".into())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_panic_comes_back_with_its_message() {
        assert_eq!(catching(|| 7), Ok(7));
        assert_eq!(catching(|| panic!("static")), Err::<(), _>("static".into()));
        let n = 3;
        assert_eq!(
            catching(|| panic!("formatted {n}")),
            Err::<(), _>("formatted 3".into())
        );
        assert_eq!(
            catching(|| std::panic::panic_any(5u8)),
            Err::<(), _>("(a panic without a message)".into())
        );
    }

    #[test]
    fn the_same_seed_gives_the_same_soak() {
        let run = |seed| {
            let mut soak = Soak::new(&[], Seed::from_number(seed)).expect("the built-in maps load");
            soak.run(3_000).expect("no failure");
            soak.tally().clone()
        };
        let a = run(5);
        assert_eq!(a.inputs, 3_000);
        assert_eq!(a.accepted + a.refused, 3_000);
        assert_eq!(a, run(5));
        assert_ne!(a, run(6));
    }
}
