//! Which gateway shards this process runs (DISCORD_SHARDS).
//!
//! Discord sends each server's events on one shard only, shard
//! `(guild_id >> 22) % total`, and direct messages on shard 0. One process
//! runs every shard by default; with `FIRST-LAST/TOTAL` several processes
//! split them, each connecting only its own range.

use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// The shards of this process.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Shards {
    /// Every shard, as many as Discord recommends (GET /gateway/bot).
    #[default]
    Auto,
    /// Shards `first..=last` of `total`.
    Range(ShardRange),
}

/// Shards `first..=last` of `total`; always `first <= last < total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ShardRange {
    first: u32,
    last: u32,
    total: u32,
}

impl ShardRange {
    /// Shards `first..=last` of `total`, if that is a range of shards.
    pub fn new(first: u32, last: u32, total: u32) -> Result<ShardRange, ShardsError> {
        if total == 0 {
            return Err(ShardsError::NoShards);
        }
        if first > last {
            return Err(ShardsError::Backwards { first, last });
        }
        if last >= total {
            return Err(ShardsError::PastTotal { last, total });
        }
        Ok(ShardRange { first, last, total })
    }

    /// The first shard this process runs.
    pub fn first(&self) -> u32 {
        self.first
    }

    /// The last shard this process runs (included).
    pub fn last(&self) -> u32 {
        self.last
    }

    /// How many shards the bot has in all, over every process.
    pub fn total(&self) -> u32 {
        self.total
    }
}

/// The form DISCORD_SHARDS takes, for the messages.
const FORM: &str = "DISCORD_SHARDS must be FIRST-LAST/TOTAL (e.g. 0-1/4), or empty or `auto` for every shard in this process";

/// Why a DISCORD_SHARDS value is not a range of shards.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum ShardsError {
    /// Not of the form FIRST-LAST/TOTAL with numbers.
    #[error("{FORM}; {0:?} is not")]
    Form(String),
    /// TOTAL is 0.
    #[error("{FORM}; TOTAL cannot be 0")]
    NoShards,
    /// FIRST comes after LAST.
    #[error("{FORM}; FIRST ({first}) is after LAST ({last})")]
    Backwards {
        /// The first shard given.
        first: u32,
        /// The last shard given.
        last: u32,
    },
    /// LAST is not below TOTAL (shards are numbered from 0).
    #[error(
        "{FORM}; LAST ({last}) must be below TOTAL ({total}): shards are numbered from 0 to TOTAL-1"
    )]
    PastTotal {
        /// The last shard given.
        last: u32,
        /// The total given.
        total: u32,
    },
}

impl FromStr for Shards {
    type Err = ShardsError;

    fn from_str(s: &str) -> Result<Shards, ShardsError> {
        let t = s.trim();
        if t.is_empty() || t.eq_ignore_ascii_case("auto") {
            return Ok(Shards::Auto);
        }
        let form = || ShardsError::Form(s.to_owned());
        let (range, total) = t.split_once('/').ok_or_else(form)?;
        let (first, last) = range.split_once('-').ok_or_else(form)?;
        // `u32::from_str` takes a leading `+`; a shard number does not.
        let number = |x: &str| {
            let x = x.trim();
            if x.is_empty() || !x.bytes().all(|b| b.is_ascii_digit()) {
                return Err(form());
            }
            x.parse::<u32>().map_err(|_| form())
        };
        Ok(Shards::Range(ShardRange::new(
            number(first)?,
            number(last)?,
            number(total)?,
        )?))
    }
}

impl fmt::Display for Shards {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shards::Auto => f.write_str("auto"),
            Shards::Range(r) => write!(f, "{}-{}/{}", r.first, r.last, r.total),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn range(s: &str) -> (u32, u32, u32) {
        match s.parse::<Shards>() {
            Ok(Shards::Range(r)) => (r.first(), r.last(), r.total()),
            other => panic!("{s:?} gave {other:?}"),
        }
    }

    #[test]
    fn reads_a_range() {
        assert_eq!(range("0-1/4"), (0, 1, 4));
        assert_eq!(range("3-3/4"), (3, 3, 4));
        assert_eq!(range("0-0/1"), (0, 0, 1));
        assert_eq!(range(" 2 - 5 / 16 "), (2, 5, 16));
    }

    #[test]
    fn empty_or_auto_is_every_shard() {
        for s in ["", "  ", "auto", "AUTO"] {
            assert_eq!(s.parse::<Shards>(), Ok(Shards::Auto), "{s:?}");
        }
        assert_eq!(Shards::default(), Shards::Auto);
    }

    #[test]
    fn shows_as_it_is_written() {
        for s in ["auto", "0-1/4", "7-9/10"] {
            assert_eq!(s.parse::<Shards>().map(|x| x.to_string()), Ok(s.into()));
        }
    }

    #[test]
    fn refuses_first_after_last() {
        assert_eq!(
            "2-1/4".parse::<Shards>(),
            Err(ShardsError::Backwards { first: 2, last: 1 })
        );
    }

    #[test]
    fn refuses_a_last_shard_past_the_total() {
        assert_eq!(
            "0-4/4".parse::<Shards>(),
            Err(ShardsError::PastTotal { last: 4, total: 4 })
        );
        assert_eq!(
            "5-5/4".parse::<Shards>(),
            Err(ShardsError::PastTotal { last: 5, total: 4 })
        );
    }

    #[test]
    fn refuses_no_shards() {
        assert_eq!("0-0/0".parse::<Shards>(), Err(ShardsError::NoShards));
    }

    #[test]
    fn refuses_garbage() {
        for s in [
            "4",
            "0-1",
            "0/4",
            "a-b/c",
            "0-1/4/8",
            "-1-2/4",
            "0--1/4",
            "+0-1/4",
            "0-1/+4",
            "0-1/",
            "-1/4",
            "0-1/99999999999",
            "0.5-1/4",
            "0-1/4x",
        ] {
            assert_eq!(
                s.parse::<Shards>(),
                Err(ShardsError::Form(s.into())),
                "{s:?}"
            );
        }
    }

    #[test]
    fn every_refusal_names_the_setting_and_its_form() {
        for s in ["x", "2-1/4", "0-4/4", "0-0/0"] {
            let Err(e) = s.parse::<Shards>() else {
                panic!("{s:?} was taken");
            };
            let msg = e.to_string();
            assert!(msg.contains("DISCORD_SHARDS"), "{msg}");
            assert!(msg.contains("FIRST-LAST/TOTAL"), "{msg}");
        }
    }
}
