//! Game modes as data: a mode is a TOML file (the built-in ones in the
//! repository's `modes/`, an operator's in the folder `NARRATOR_MODES_DIR`
//! names) with its name, its description in en, ru and vi, its player
//! range, how it deals (explicit lists per table size, or slots: fixed
//! roles, the mafia's count as a formula of `n`, draws from weighted
//! pools), the options it changes from classic and how its computer
//! players play (`[computers]`, [`Computers`]). A game started from a
//! mode carries the mode's deal in its ruleset.

pub mod chaos;
pub mod formula;
pub mod plan;

use super::computers::Computers;
use super::ruleset::{Ruleset, RulesetError};
pub use chaos::{Chaos, ChaosDeal};
pub use plan::{DealPlan, PlanProblem, Pool};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use thiserror::Error;

/// The built-in modes, as their files read.
const BUILT_IN: [(&str, &str); 8] = [
    ("classic", include_str!("../../../../modes/classic.toml")),
    ("town", include_str!("../../../../modes/town.toml")),
    ("lovers", include_str!("../../../../modes/lovers.toml")),
    (
        "witchcraft",
        include_str!("../../../../modes/witchcraft.toml"),
    ),
    ("hidden", include_str!("../../../../modes/hidden.toml")),
    ("big", include_str!("../../../../modes/big.toml")),
    ("quick", include_str!("../../../../modes/quick.toml")),
    ("chaos", include_str!("../../../../modes/chaos.toml")),
];

/// A mode's description for players, in every language.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Descriptions {
    /// English.
    pub en: String,
    /// Russian.
    pub ru: String,
    /// Vietnamese.
    pub vi: String,
}

/// A game mode.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Mode {
    /// The mode's name (`/mafia start NAME`).
    pub name: String,
    /// What it is like, for players.
    pub description: Descriptions,
    /// Fewest seats.
    pub min_players: u8,
    /// Most seats.
    pub max_players: u8,
    /// The village's target win rate band, in percent (45–55 unless the
    /// mode says otherwise), for `narrator balance`.
    #[serde(default = "band")]
    pub village_band: (u8, u8),
    /// The ruleset options it changes from classic (`reveal_on_death`,
    /// `tie_rule`, `night_secs`, `day_secs`, `team_chat`, `allow_no_lynch`,
    /// role options…).
    #[serde(default)]
    pub options: toml::Table,
    /// How it deals.
    pub deal: DealPlan,
    /// How its computer players play (`[computers]`); part of the mode's
    /// character, and of its measured balance.
    #[serde(default, skip_serializing_if = "Computers::is_default")]
    pub computers: Computers,
    /// Its balance as computer games measured it (`narrator balance`),
    /// shown to players beside the real games' rates.
    #[serde(default, skip_serializing_if = "Balance::is_empty")]
    pub balance: Balance,
}

/// A mode's measured balance: the village's win rate by table size.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Balance {
    /// Computer games played per size.
    pub games: u32,
    /// The village's win rate in percent, by table size (`"10" = 51.5`;
    /// TOML keys are strings).
    pub village: BTreeMap<String, f32>,
}

impl Balance {
    /// Nothing measured.
    pub fn is_empty(&self) -> bool {
        self.village.is_empty()
    }

    /// The village's measured win rate in percent at `players` seats.
    pub fn village_at(&self, players: u8) -> Option<f32> {
        self.village.get(&players.to_string()).copied()
    }

    /// The measured sizes in order, with the village's rate.
    pub fn by_size(&self) -> Vec<(u8, f32)> {
        let mut sizes: Vec<(u8, f32)> = self
            .village
            .iter()
            .filter_map(|(k, v)| Some((k.parse().ok()?, *v)))
            .collect();
        sizes.sort_by_key(|(n, _)| *n);
        sizes
    }
}

fn band() -> (u8, u8) {
    (45, 55)
}

/// A mode that cannot be used.
#[derive(Debug, Error)]
pub enum ModeError {
    /// The file is not a mode.
    #[error("the mode file {file} does not read: {detail}")]
    Unreadable {
        /// The file.
        file: String,
        /// The TOML reader's words.
        detail: String,
    },
    /// Its options or player range are refused.
    #[error("the mode {mode} is refused: {reason}")]
    Rules {
        /// The mode.
        mode: String,
        /// What the ruleset says.
        reason: RulesetError,
    },
    /// Its deal cannot deal.
    #[error("the mode {mode} cannot deal: {problems:?}")]
    Deal {
        /// The mode.
        mode: String,
        /// Every problem found.
        problems: Vec<PlanProblem>,
    },
    /// Two modes share a name.
    #[error("two modes are named {0}")]
    Twice(String),
}

impl Mode {
    /// Reads a mode file's text (`file` names it in errors) and checks it.
    pub fn read(file: &str, text: &str) -> Result<Mode, ModeError> {
        let mut mode: Mode = toml::from_str(text).map_err(|e| ModeError::Unreadable {
            file: file.into(),
            detail: e.to_string(),
        })?;
        mode.deal.mode = mode.name.clone();
        mode.ruleset()?;
        let problems = mode.deal.problems(mode.min_players, mode.max_players);
        if !problems.is_empty() {
            return Err(ModeError::Deal {
                mode: mode.name,
                problems,
            });
        }
        Ok(mode)
    }

    /// The mode's ruleset: classic with the mode's options, player range,
    /// deal and computer players' settings (`[computers]` replaces any
    /// `computers` table under `[options]` when it sets anything).
    pub fn ruleset(&self) -> Result<Ruleset, ModeError> {
        let refused = |reason| ModeError::Rules {
            mode: self.name.clone(),
            reason,
        };
        let mut table: toml::Table = toml::from_str(&Ruleset::classic().to_toml())
            .map_err(|e| refused(RulesetError::Parse(e.to_string())))?;
        for (k, v) in &self.options {
            table.insert(k.clone(), v.clone());
        }
        let text =
            toml::to_string(&table).map_err(|e| refused(RulesetError::Parse(e.to_string())))?;
        let mut rules = Ruleset::from_toml(&text).map_err(refused)?;
        rules.min_players = self.min_players;
        rules.max_players = self.max_players;
        rules.mode = Some(Box::new(self.deal.clone()));
        if !self.computers.is_default() {
            rules.computers = self.computers;
        }
        rules.validate().map_err(refused)?;
        Ok(rules)
    }

    /// The description in `lang`.
    pub fn description(&self, lang: crate::render::Lang) -> &str {
        match lang {
            crate::render::Lang::Ru => &self.description.ru,
            crate::render::Lang::Vi => &self.description.vi,
            _ => &self.description.en,
        }
    }
}

/// The modes a process offers: the built-in ones, and an operator's (the
/// host reads the operator's folder and adds each file).
#[derive(Clone, Debug, Default)]
pub struct Modes {
    by_name: BTreeMap<String, Mode>,
}

impl Modes {
    /// The built-in modes (a file that does not read is left out; the
    /// tests check that none is: [`Modes::built_in_errors`]).
    pub fn built_in() -> Modes {
        // Read and checked once per process: the chat asks at every
        // command that names a preset or a mode.
        static BUILT: std::sync::LazyLock<Modes> = std::sync::LazyLock::new(|| {
            let mut modes = Modes::default();
            for (file, text) in BUILT_IN {
                if let Ok(mode) = Mode::read(file, text) {
                    modes.by_name.insert(mode.name.clone(), mode);
                }
            }
            modes
        });
        BUILT.clone()
    }

    /// Why built-in mode files are refused (none, in a good build).
    pub fn built_in_errors() -> Vec<ModeError> {
        BUILT_IN
            .iter()
            .filter_map(|(file, text)| Mode::read(file, text).err())
            .collect()
    }

    /// Adds an operator's mode (one may not reuse a name).
    pub fn add(&mut self, mode: Mode) -> Result<(), ModeError> {
        if self.get(&mode.name).is_some() {
            return Err(ModeError::Twice(mode.name));
        }
        self.by_name.insert(mode.name.clone(), mode);
        Ok(())
    }

    /// A mode by name (case-insensitive).
    pub fn get(&self, name: &str) -> Option<&Mode> {
        self.by_name
            .values()
            .find(|m| m.name.eq_ignore_ascii_case(name))
    }

    /// Every mode, by name.
    pub fn all(&self) -> impl Iterator<Item = &Mode> {
        self.by_name.values()
    }

    /// The modes' names, comma-separated (for refusals).
    pub fn names(&self) -> String {
        self.by_name.keys().cloned().collect::<Vec<_>>().join(", ")
    }
}
