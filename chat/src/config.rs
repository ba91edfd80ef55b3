//! A group's default ruleset, set by its admins with `/mafia config` and
//! kept in SQLite. Every change is validated like a ruleset file: a value
//! out of range is refused and the stored rules stay as they were.

use narrator_engine::mafia::{Preset, Ruleset, RulesetError};
use narrator_store::{Store, StoreError};
use thiserror::Error;

const SCOPE: &str = "group-rules";

/// Why a setting was refused.
#[derive(Debug, Error)]
pub enum ConfigError {
    /// No such option.
    #[error("there is no option `{option}`; the options are: {known}")]
    Unknown {
        /// What was typed.
        option: String,
        /// Every option's name.
        known: String,
    },
    /// A value of the wrong kind (a word where a number goes).
    #[error("{option} takes {kind}, not `{value}`")]
    WrongKind {
        /// The option.
        option: String,
        /// What was typed.
        value: String,
        /// What it takes.
        kind: &'static str,
    },
    /// Out of range, or not a preset.
    #[error(transparent)]
    Rules(#[from] RulesetError),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A preset by name.
pub fn preset(name: &str) -> Option<Preset> {
    Preset::ALL
        .into_iter()
        .find(|p| p.to_string().eq_ignore_ascii_case(name))
}

/// The names of every preset, for replies.
pub fn preset_names() -> String {
    Preset::ALL
        .iter()
        .map(ToString::to_string)
        .collect::<Vec<_>>()
        .join(", ")
}

/// The group's ruleset (classic until an admin sets one). A stored value
/// that no longer reads (an older version's) falls back to classic.
pub async fn load(store: &Store, place: &str) -> Result<Ruleset, StoreError> {
    Ok(match store.get_setting(SCOPE, place).await? {
        Some(text) => Ruleset::from_toml(&text).unwrap_or_else(|e| {
            tracing::warn!(place, "stored group rules unreadable, using classic: {e}");
            Ruleset::classic()
        }),
        None => Ruleset::classic(),
    })
}

/// Stores the group's ruleset.
pub async fn save(store: &Store, place: &str, rules: &Ruleset) -> Result<(), StoreError> {
    store.set_setting(SCOPE, place, &rules.to_toml()).await
}

/// `rules` with one option changed. `preset NAME` starts over from that
/// preset; other options keep the TOML names (`day_secs`, `hp.mafia`).
pub fn set(rules: &Ruleset, option: &str, value: &str) -> Result<Ruleset, ConfigError> {
    if option == "preset" {
        return Ok(preset(value)
            .ok_or_else(|| RulesetError::Invalid {
                option: "preset".into(),
                value: value.into(),
                allowed: format!("one of {}", preset_names()),
            })?
            .ruleset());
    }
    let mut table: toml::Table =
        toml::from_str(&rules.to_toml()).map_err(|e| RulesetError::Parse(e.to_string()))?;
    let known = option_names(&table);
    let unknown = || ConfigError::Unknown {
        option: option.into(),
        known: known.join(", "),
    };
    let mut path = option.split('.');
    let first = path.next().ok_or_else(unknown)?;
    let mut slot = table.get_mut(first).ok_or_else(unknown)?;
    for part in path {
        slot = match slot {
            toml::Value::Table(t) => t.get_mut(part).ok_or_else(unknown)?,
            _ => return Err(unknown()),
        };
    }
    let wrong = |kind| ConfigError::WrongKind {
        option: option.into(),
        value: value.into(),
        kind,
    };
    *slot = match slot {
        toml::Value::Integer(_) => {
            toml::Value::Integer(value.parse().map_err(|_| wrong("a whole number"))?)
        }
        toml::Value::Boolean(_) => toml::Value::Boolean(match value {
            "on" | "true" | "yes" => true,
            "off" | "false" | "no" => false,
            _ => return Err(wrong("on or off")),
        }),
        toml::Value::String(_) => toml::Value::String(value.into()),
        _ => return Err(unknown()),
    };
    let text = toml::to_string(&table).map_err(|e| RulesetError::Parse(e.to_string()))?;
    Ok(Ruleset::from_toml(&text)?)
}

fn option_names(table: &toml::Table) -> Vec<String> {
    let mut names = Vec::new();
    for (k, v) in table {
        match v {
            toml::Value::Table(t) => names.extend(t.keys().map(|sub| format!("{k}.{sub}"))),
            _ => names.push(k.clone()),
        }
    }
    names
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_a_number_a_switch_and_a_preset() {
        let r = set(&Ruleset::classic(), "day_secs", "90").expect("day_secs");
        assert_eq!(r.day_secs, 90);
        let r = set(&r, "allow_no_lynch", "off").expect("switch");
        assert!(!r.allow_no_lynch);
        let r = set(&r, "preset", "hp").expect("preset");
        assert_eq!(r, Ruleset::hp());
    }

    #[test]
    fn refuses_unknown_options_wrong_kinds_and_ranges() {
        let c = Ruleset::classic();
        assert!(matches!(
            set(&c, "dance", "1"),
            Err(ConfigError::Unknown { .. })
        ));
        assert!(matches!(
            set(&c, "day_secs", "long"),
            Err(ConfigError::WrongKind { .. })
        ));
        let e = set(&c, "day_secs", "0").expect_err("range");
        assert!(e.to_string().contains("day_secs"), "{e}");
        assert!(set(&c, "preset", "chess").is_err());
    }
}
