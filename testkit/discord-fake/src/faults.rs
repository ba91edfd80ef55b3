//! Sends that fail on purpose, so a client's retries can be tested: a
//! share of message creates and edits is answered with a 500, held until
//! it times out, or has its connection dropped before or after the fake
//! acted on it (the last is the case a client cannot tell from the others
//! and must not turn into a second message: Discord's nonce is for it).
//! A test can also queue exact faults for the next sends.

use std::collections::VecDeque;
use std::sync::Mutex;
use std::time::Duration;

use narrator_lock::LockExt;

/// Which sends fail, and how often.
#[derive(Clone, Debug)]
pub struct FaultConfig {
    /// The share of message creates and edits that fail, 0 to 1.
    pub rate: f64,
    /// Seeds the choice, so a failing run can be repeated.
    pub seed: u64,
    /// How long a "timeout" holds the request before dropping it.
    pub hold: Duration,
    /// The kinds to pick from, evenly; all four when empty.
    pub kinds: Vec<Fault>,
}

/// One way a send fails.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fault {
    /// `500 Internal Server Error`; nothing was done.
    ServerError,
    /// No answer for a while, then the connection drops; nothing was done.
    Timeout,
    /// The connection drops before the fake acts.
    DropBefore,
    /// The fake acts (the message exists), then the connection drops.
    DropAfter,
}

/// How many sends failed, by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct FaultCounts {
    /// 500s answered.
    pub server_errors: u64,
    /// Requests held and dropped.
    pub timeouts: u64,
    /// Connections dropped before acting.
    pub dropped_before: u64,
    /// Connections dropped after acting.
    pub dropped_after: u64,
}

impl FaultCounts {
    /// All faults served.
    pub fn total(&self) -> u64 {
        self.server_errors + self.timeouts + self.dropped_before + self.dropped_after
    }
}

/// The fault source of one fake.
#[derive(Debug)]
pub struct Faults {
    config: Option<FaultConfig>,
    state: Mutex<(u64, FaultCounts)>,
    /// Faults for the next sends, in order, before any random ones: for
    /// tests that need one exact failure.
    queued: Mutex<VecDeque<Fault>>,
}

impl Faults {
    /// Faults as configured; none when `config` is `None`.
    pub fn new(config: Option<FaultConfig>) -> Faults {
        let seed = config.as_ref().map_or(1, |c| c.seed.max(1));
        Faults {
            config,
            state: Mutex::new((seed, FaultCounts::default())),
            queued: Mutex::new(VecDeque::new()),
        }
    }

    /// How long a timeout holds its request.
    pub fn hold(&self) -> Duration {
        self.config
            .as_ref()
            .map_or(Duration::from_secs(1), |c| c.hold)
    }

    /// Whether this request fails, and how. Only message creates and
    /// edits in channels fail: they are the sends a game is made of.
    pub fn pick(&self, method: &str, path: &str) -> Option<Fault> {
        let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
        let send = matches!(
            (method, segs.as_slice()),
            ("POST", ["channels", _, "messages"]) | ("PATCH", ["channels", _, "messages", _])
        );
        if !send {
            return None;
        }
        let queued = self.queued.lock_or_recover().pop_front();
        let mut state = self.state.lock_or_recover();
        let fault = match queued {
            Some(fault) => fault,
            None => {
                let config = self.config.as_ref()?;
                let roll = next(&mut state.0);
                if (roll % 1_000_000) as f64 >= config.rate * 1_000_000.0 {
                    return None;
                }
                const ALL: [Fault; 4] = [
                    Fault::ServerError,
                    Fault::Timeout,
                    Fault::DropBefore,
                    Fault::DropAfter,
                ];
                let kinds: &[Fault] = if config.kinds.is_empty() {
                    &ALL
                } else {
                    &config.kinds
                };
                let pick = next(&mut state.0) % kinds.len() as u64;
                kinds[usize::try_from(pick).unwrap_or(0)]
            }
        };
        let counts = &mut state.1;
        match fault {
            Fault::ServerError => counts.server_errors += 1,
            Fault::Timeout => counts.timeouts += 1,
            Fault::DropBefore => counts.dropped_before += 1,
            Fault::DropAfter => counts.dropped_after += 1,
        }
        Some(fault)
    }

    /// Makes the next message creates and edits fail with `faults`, in
    /// order, whatever the configured rate.
    pub fn queue(&self, faults: &[Fault]) {
        self.queued.lock_or_recover().extend(faults.iter().copied());
    }

    /// The faults served so far.
    pub fn counts(&self) -> FaultCounts {
        self.state.lock_or_recover().1
    }
}

/// xorshift64: small, seeded, good enough to pick faults.
fn next(s: &mut u64) -> u64 {
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    *s
}
