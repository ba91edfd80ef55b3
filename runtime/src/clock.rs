//! The host's clock: wall-clock time for the engine, and sleeps that agree
//! with it. Tests run it faster than real time, so a 60-second phase passes
//! in 60 ms without the test reaching into the host.

use crate::host::until;
use narrator_engine::Timestamp;
use tokio::time::Instant;

/// Wall-clock time anchored at start-up and advanced by tokio's clock.
#[derive(Clone, Debug)]
pub struct Clock {
    wall_at_start: Timestamp,
    started: Instant,
    /// How many clock milliseconds pass per real millisecond.
    speed: u32,
}

impl Clock {
    /// The real clock.
    pub fn system() -> Clock {
        Clock::starting_at(crate::now(), 1)
    }

    /// A clock that reads `at` now and then runs `speed` times faster than
    /// real time (1 for real time).
    pub fn starting_at(at: Timestamp, speed: u32) -> Clock {
        Clock {
            wall_at_start: at,
            started: Instant::now(),
            speed: speed.max(1),
        }
    }

    /// The current time.
    pub fn now(&self) -> Timestamp {
        let real = self.started.elapsed().as_millis();
        let ms = i64::try_from(real.saturating_mul(u128::from(self.speed))).unwrap_or(i64::MAX);
        Timestamp(self.wall_at_start.0.saturating_add(ms))
    }

    /// Sleeps until `at`, or forever when there is no deadline.
    pub async fn sleep_until(&self, at: Option<Timestamp>) {
        match at {
            Some(at) => tokio::time::sleep(until(self.now(), at) / self.speed).await,
            None => std::future::pending().await,
        }
    }

    /// Sleeps for a number of milliseconds.
    pub async fn sleep(&self, ms: u64) {
        tokio::time::sleep(std::time::Duration::from_millis(ms) / self.speed).await;
    }
}
