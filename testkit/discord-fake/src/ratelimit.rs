//! Fixed-window rate limits with Discord's headers.
//!
//! Every response carries `X-RateLimit-*` headers so a client that honours
//! them (serenity does, pre-emptively) never sees a 429; a client that
//! ignores them gets one, and the fake counts it.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use crate::snowflake::now_ms;

/// Limits applied to REST requests.
#[derive(Clone, Debug)]
pub struct RateLimitConfig {
    /// Message creates per channel: `(count, window)`; `None` disables.
    pub channel_messages: Option<(u32, Duration)>,
    /// Requests per second across all routes; `None` disables.
    pub global_per_second: Option<u32>,
    /// The limit reported (and enforced) for every other route bucket.
    pub other_routes: (u32, Duration),
}

impl Default for RateLimitConfig {
    fn default() -> Self {
        RateLimitConfig {
            channel_messages: Some((5, Duration::from_secs(5))),
            global_per_second: Some(50),
            other_routes: (50, Duration::from_secs(1)),
        }
    }
}

/// The state of one bucket after counting a request.
#[derive(Clone, Debug, PartialEq)]
pub struct BucketState {
    /// The bucket's name, sent as `X-RateLimit-Bucket`.
    pub bucket: String,
    /// Requests allowed per window.
    pub limit: u32,
    /// Requests left in this window.
    pub remaining: u32,
    /// Time until the window resets.
    pub reset_after: Duration,
}

impl BucketState {
    /// The `X-RateLimit-*` header pairs.
    pub fn headers(&self) -> Vec<(&'static str, String)> {
        let reset_at = now_ms() as f64 / 1000.0 + self.reset_after.as_secs_f64();
        vec![
            ("x-ratelimit-limit", self.limit.to_string()),
            ("x-ratelimit-remaining", self.remaining.to_string()),
            ("x-ratelimit-reset", format!("{reset_at:.3}")),
            (
                "x-ratelimit-reset-after",
                format!("{:.3}", self.reset_after.as_secs_f64()),
            ),
            ("x-ratelimit-bucket", self.bucket.clone()),
        ]
    }
}

/// Whether a request may go on.
#[derive(Clone, Debug, PartialEq)]
pub enum Decision {
    /// Served; the bucket's state for the headers.
    Allowed(BucketState),
    /// Over the route's limit.
    Limited(BucketState),
    /// Over the global limit; retry after this long.
    GlobalLimited(Duration),
}

#[derive(Debug)]
struct Window {
    started: Instant,
    count: u32,
}

/// Counts requests per bucket.
#[derive(Debug)]
pub struct RateLimiter {
    config: RateLimitConfig,
    windows: HashMap<String, Window>,
    global: Option<Window>,
}

impl RateLimiter {
    /// A limiter with these limits.
    pub fn new(config: RateLimitConfig) -> RateLimiter {
        RateLimiter {
            config,
            windows: HashMap::new(),
            global: None,
        }
    }

    /// Counts a request to `template` (the spec path) with its major
    /// parameter (channel, guild or webhook id) and decides.
    pub fn check(&mut self, method: &str, template: &str, major: &str) -> Decision {
        let now = Instant::now();
        if let Some(per_second) = self.config.global_per_second {
            let w = self.global.get_or_insert(Window {
                started: now,
                count: 0,
            });
            if now.duration_since(w.started) >= Duration::from_secs(1) {
                *w = Window {
                    started: now,
                    count: 0,
                };
            }
            if w.count >= per_second {
                return Decision::GlobalLimited(
                    Duration::from_secs(1).saturating_sub(now.duration_since(w.started)),
                );
            }
            w.count += 1;
        }
        let is_message_create = method == "POST" && template == "/channels/{channel_id}/messages";
        let (limit, window) = match (is_message_create, self.config.channel_messages) {
            (true, Some(l)) => l,
            // Interaction callbacks are not rate limited by Discord.
            _ if template.starts_with("/interactions/") => (u32::MAX, self.config.other_routes.1),
            _ => self.config.other_routes,
        };
        let bucket = bucket_name(method, template);
        let key = format!("{bucket}:{major}");
        let w = self.windows.entry(key).or_insert(Window {
            started: now,
            count: 0,
        });
        if now.duration_since(w.started) >= window {
            *w = Window {
                started: now,
                count: 0,
            };
        }
        let reset_after = window.saturating_sub(now.duration_since(w.started));
        if w.count >= limit {
            return Decision::Limited(BucketState {
                bucket,
                limit,
                remaining: 0,
                reset_after,
            });
        }
        w.count += 1;
        Decision::Allowed(BucketState {
            bucket,
            limit,
            remaining: limit - w.count,
            reset_after,
        })
    }
}

/// An opaque bucket id per route, like Discord's hashes.
fn bucket_name(method: &str, template: &str) -> String {
    // FNV-1a: stable across runs, unlike the std hasher.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in method.bytes().chain(template.bytes()) {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixth_message_in_a_channel_is_limited() {
        let mut l = RateLimiter::new(RateLimitConfig::default());
        let t = "/channels/{channel_id}/messages";
        for i in 0..5 {
            match l.check("POST", t, "1") {
                Decision::Allowed(s) => assert_eq!(s.remaining, 4 - i),
                other => panic!("{other:?}"),
            }
        }
        assert!(matches!(l.check("POST", t, "1"), Decision::Limited(_)));
        assert!(
            matches!(l.check("POST", t, "2"), Decision::Allowed(_)),
            "per channel"
        );
    }

    #[test]
    fn global_limit_spans_routes() {
        let config = RateLimitConfig {
            global_per_second: Some(3),
            ..RateLimitConfig::default()
        };
        let mut l = RateLimiter::new(config);
        for major in ["1", "2", "3"] {
            assert!(matches!(
                l.check("GET", "/channels/{channel_id}", major),
                Decision::Allowed(_)
            ));
        }
        assert!(matches!(
            l.check("GET", "/users/@me", ""),
            Decision::GlobalLimited(_)
        ));
    }
}
