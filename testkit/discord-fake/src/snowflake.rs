//! Snowflake ids that look like Discord's: a millisecond timestamp since the
//! Discord epoch in the high bits, so they sort by creation time and decode
//! to a plausible date in clients that read them.

use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// 2015-01-01T00:00:00Z in Unix milliseconds.
const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Hands out unique, increasing snowflakes.
#[derive(Debug, Default)]
pub struct Snowflakes {
    last: AtomicU64,
}

impl Snowflakes {
    /// A new id, strictly greater than every id handed out before, even when
    /// many are asked for within one millisecond.
    pub fn next(&self) -> u64 {
        self.next_where(|_| true)
    }

    /// A new id for which `fits` holds, like [`Snowflakes::next`] but
    /// moved on to a later millisecond while it does not fit. A rule on
    /// the timestamp part that some millisecond of every `n` meets (a
    /// guild's shard) puts the id at most `n - 1` ms ahead of the clock.
    pub fn next_where(&self, fits: impl Fn(u64) -> bool) -> u64 {
        let now = now_ms().saturating_sub(DISCORD_EPOCH_MS) << 22;
        let mut prev = self.last.load(Ordering::Relaxed);
        loop {
            let mut candidate = now.max(prev + 1);
            while !fits(candidate) {
                candidate = ((candidate >> 22) + 1) << 22;
            }
            match self.last.compare_exchange_weak(
                prev,
                candidate,
                Ordering::Relaxed,
                Ordering::Relaxed,
            ) {
                Ok(_) => return candidate,
                Err(actual) => prev = actual,
            }
        }
    }
}

/// Unix time in milliseconds.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// The ISO 8601 timestamp of a Unix millisecond instant, as Discord writes
/// them (`2026-12-03T07:54:35.123000+00:00`).
pub fn iso8601(ms: u64) -> String {
    let secs = ms / 1000;
    let (days, rem) = (secs / 86_400, secs % 86_400);
    let (y, m, d) = civil_from_days(days as i64);
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}.{:03}000+00:00",
        rem / 3600,
        rem % 3600 / 60,
        rem % 60,
        ms % 1000
    )
}

/// Howard Hinnant's days-to-civil algorithm; avoids a date-time dependency
/// for the one conversion the fake needs.
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let y = yoe + era * 400;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    (if m <= 2 { y + 1 } else { y }, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_increase() {
        let s = Snowflakes::default();
        let a = s.next();
        let b = s.next();
        assert!(b > a);
        assert!(a > 1 << 40, "has a timestamp part");
    }

    #[test]
    fn ids_can_be_picked_by_their_timestamp_and_still_increase() {
        let s = Snowflakes::default();
        let mut last = s.next();
        for want in [0, 1, 2, 1, 1, 0, 2] {
            let id = s.next_where(|id| (id >> 22) % 3 == want);
            assert_eq!((id >> 22) % 3, want);
            assert!(id > last, "{id} after {last}");
            let plain = s.next();
            assert!(plain > id, "later plain ids come after it");
            last = plain;
        }
    }

    #[test]
    fn formats_a_known_instant() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00.000000+00:00");
        assert_eq!(
            iso8601(1_709_251_200_123),
            "2024-03-01T00:00:00.123000+00:00"
        );
    }
}
