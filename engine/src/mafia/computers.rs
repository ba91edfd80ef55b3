//! How a game's computer players play: settings a mode (its `[computers]`
//! table) or a group's ruleset chooses, so that a mode can have a hasty
//! village or a quiet cop as part of its character, and `narrator balance`
//! can measure how much each habit is worth.
//!
//! They steer the classic computer player (`mafia::bot`); the hp and
//! sport presets have players of their own that do not read them.
//!
//! Every default is the strategy as it was before the settings existed,
//! and a default never draws anything extra from a seed, so a game with
//! default settings plays exactly as it did.

use serde::{Deserialize, Serialize};

/// The settings of a game's computer players. Unset keys keep their
/// default (`[computers]` may name only the one it changes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Computers {
    /// The chance in percent (0–100) that a computer player outside the
    /// mafia casts its reasoned day vote; otherwise it votes for a listed
    /// choice at random that day. 100 is a careful village, 0 one that
    /// knows nothing (`narrator balance --random-village`).
    pub village_skill: u8,
    /// Whether the village votes "no one" on a day without evidence
    /// (unless a day without a lynch would lose the game). Off, it
    /// lynches every day as most casual groups do: the most suspicious
    /// player, or without evidence one it agrees on by a shared draw.
    /// Waiting costs the village a night kill per day; lynching blind
    /// costs it a villager four times in five: which one wins more
    /// depends on the roles (a mafia that leaves no trail, a godfather
    /// the cop cannot find, punish waiting).
    pub village_waits: bool,
    /// When a computer cop tells the table what it found.
    pub cop_claims: CopClaims,
    /// Whether a mafioso answers an unproven cop's accusation with a false
    /// claim of its own.
    pub mafia_counterclaims: bool,
    /// Whether a jester claims to be the cop and accuses someone on its
    /// first day, to draw the lynch.
    pub jester_claims: bool,
}

/// When a computer cop claims and reports its findings.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CopClaims {
    /// Once it has found a mafioso, or the village is a day from losing
    /// and its findings can clear players; with village findings only it
    /// keeps quiet, which keeps it alive.
    #[default]
    WhenFound,
    /// From its first day with any finding, even if every one is a
    /// villager: the village learns more, and the mafia learn whom to
    /// kill.
    AtOnce,
    /// Never: its findings guide only its own vote.
    Never,
}

impl CopClaims {
    /// Every setting, for listings and refusals.
    pub const ALL: [CopClaims; 3] = [CopClaims::WhenFound, CopClaims::AtOnce, CopClaims::Never];

    /// The setting's word in TOML and in `/mafia config`.
    pub fn word(self) -> &'static str {
        match self {
            CopClaims::WhenFound => "when_found",
            CopClaims::AtOnce => "at_once",
            CopClaims::Never => "never",
        }
    }
}

impl Default for Computers {
    fn default() -> Self {
        Computers {
            village_skill: 100,
            village_waits: true,
            cop_claims: CopClaims::WhenFound,
            mafia_counterclaims: true,
            jester_claims: true,
        }
    }
}

impl Computers {
    /// The most `village_skill` allows: every vote reasoned.
    pub const FULL_SKILL: u8 = 100;

    /// Whether every setting is its default (such a ruleset is written
    /// without a `computers` table, as before the settings existed).
    pub fn is_default(&self) -> bool {
        *self == Computers::default()
    }
}
