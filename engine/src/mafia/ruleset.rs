//! The options of a Mafia game. A preset is a named value of [`Ruleset`].

use serde::{Deserialize, Serialize};
use std::fmt;

/// A built-in starting point for a ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// The King-of-the-Hill rules: mafia, cop, doctor, villagers.
    Classic,
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Preset::Classic => "classic",
        })
    }
}

/// What happens when the day's vote ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// One of the tied is drawn with the game's RNG.
    Random,
    /// Nobody is removed.
    NoLynch,
}

/// Every option of a Mafia game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ruleset {
    /// The preset this ruleset started from.
    pub preset: Preset,
    /// Fewest seats.
    pub min_players: u8,
    /// Most seats.
    pub max_players: u8,
    /// One mafioso per this many players (⌊n / d⌋).
    pub mafia_divisor: u8,
    /// Cops dealt.
    pub cops: u8,
    /// Doctors dealt.
    pub doctors: u8,
    /// Length of day 0 (no vote), seconds.
    pub day0_secs: u32,
    /// Length of a voting day, seconds.
    pub day_secs: u32,
    /// Length of a night, seconds.
    pub night_secs: u32,
    /// Whether a removed player's role is announced.
    pub reveal_on_death: bool,
    /// Whether "no one" may be voted for.
    pub allow_no_lynch: bool,
    /// How a tied vote is settled.
    pub tie_rule: TieRule,
    /// How often each doctor may protect themself in one game.
    pub doctor_self_saves: u8,
    /// Whether a day ends as soon as every living player has voted. The bot
    /// arena turns it off: the protocol's day always runs its 50 rounds and
    /// votes may change until the end.
    #[serde(default = "yes")]
    pub end_day_when_all_voted: bool,
}

/// Serde default for options that were always on before they existed.
fn yes() -> bool {
    true
}

impl Ruleset {
    /// The `classic` preset of the rules.
    pub fn classic() -> Ruleset {
        Ruleset {
            preset: Preset::Classic,
            min_players: 6,
            max_players: 20,
            mafia_divisor: 3,
            cops: 1,
            doctors: 1,
            day0_secs: 60,
            day_secs: 300,
            night_secs: 120,
            reveal_on_death: true,
            allow_no_lynch: true,
            tie_rule: TieRule::Random,
            doctor_self_saves: 1,
            end_day_when_all_voted: true,
        }
    }
}
