//! Time as the engine sees it: whatever the caller says it is.

use serde::{Deserialize, Serialize};

/// Milliseconds since the Unix epoch, as given by the caller with each input.
///
/// The engine never reads a clock; deadlines are absolute so that a restarted
/// host can re-arm them from the stored effects.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Timestamp(pub i64);

impl Timestamp {
    /// This time plus a number of seconds (saturating, so a huge option
    /// value cannot overflow).
    pub fn plus_secs(self, secs: u32) -> Timestamp {
        Timestamp(self.0.saturating_add(i64::from(secs) * 1000))
    }
}
