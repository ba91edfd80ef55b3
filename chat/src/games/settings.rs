//! Setting one option of a game's settings, whatever the game: the
//! settings are kept as TOML, an option is a (dotted) key of it, and the
//! new value must have the old one's kind. Each game then checks the
//! result like a settings file, so a value out of range is refused and the
//! stored settings stay as they were.

use narrator_engine::allowed::Allowed;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// Why a setting (or a preset) was refused: data, worded per language
/// by [`crate::text::settings_error`]; `Display` is the English.
#[derive(Debug)]
pub enum SettingsError {
    /// No such option.
    Unknown {
        /// What was typed.
        option: String,
        /// The options there are, comma-separated.
        known: String,
    },
    /// A value of the wrong kind (a word for a number).
    WrongKind {
        /// The option.
        option: String,
        /// What was typed.
        value: String,
        /// What it takes.
        kind: ValueKind,
    },
    /// A value of the right kind out of its range.
    Invalid {
        /// The option.
        option: String,
        /// What was typed.
        value: String,
        /// What is allowed.
        allowed: Allowed,
    },
    /// No such preset.
    UnknownPreset {
        /// What was typed.
        name: String,
        /// The presets there are, comma-separated; `None` for a game
        /// without presets.
        known: Option<String>,
    },
    /// Stored settings that do not read back (a bug, or an older format).
    Unreadable(String),
}

/// The kind of value an option takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueKind {
    /// A whole number.
    WholeNumber,
    /// On or off.
    OnOff,
    /// A list of roles and counts (`cop:1,doctor:1,mafioso:2`), or `off`.
    RoleList,
}

impl std::fmt::Display for SettingsError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::text::settings_error(narrator_i18n::Lang::En, self))
    }
}

impl std::error::Error for SettingsError {}

/// `text` (TOML) with `option` set to `value`.
pub fn set_in_toml(text: &str, option: &str, value: &str) -> Result<String, SettingsError> {
    let mut table: toml::Table =
        toml::from_str(text).map_err(|e| SettingsError::Unreadable(e.to_string()))?;
    let known = option_names(&table);
    let unknown = || SettingsError::Unknown {
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
    let wrong = |kind| SettingsError::WrongKind {
        option: option.into(),
        value: value.into(),
        kind,
    };
    *slot = match slot {
        toml::Value::Integer(_) => {
            toml::Value::Integer(value.parse().map_err(|_| wrong(ValueKind::WholeNumber))?)
        }
        toml::Value::Boolean(_) => toml::Value::Boolean(match value {
            "on" | "true" | "yes" => true,
            "off" | "false" | "no" => false,
            _ => return Err(wrong(ValueKind::OnOff)),
        }),
        toml::Value::String(_) => toml::Value::String(value.into()),
        _ => return Err(unknown()),
    };
    toml::to_string(&table).map_err(|e| SettingsError::Unreadable(e.to_string()))
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

/// Settings kept as TOML: the stored ones, or the defaults when there are
/// none or they do not read (logged: a bad row never stops a group from
/// playing).
pub fn stored_or<T: DeserializeOwned>(text: Option<&str>, defaults: impl FnOnce() -> T) -> T {
    match text.map(toml::from_str::<T>) {
        Some(Ok(settings)) => settings,
        Some(Err(e)) => {
            tracing::warn!("stored settings unreadable, using the defaults: {e}");
            defaults()
        }
        None => defaults(),
    }
}

/// `current` with `option` set to `value`, as a settings value again.
pub fn set_typed<T: Serialize + DeserializeOwned>(
    current: &T,
    option: &str,
    value: &str,
) -> Result<T, SettingsError> {
    let changed = set_in_toml(&to_toml(current)?, option, value)?;
    // A number too big (or negative) for its option does not read back.
    toml::from_str(&changed).map_err(|_| out_of_range(option, value, Allowed::WholeNumber))
}

/// Settings as stored.
pub fn to_toml<T: Serialize>(settings: &T) -> Result<String, SettingsError> {
    toml::to_string(settings).map_err(|e| SettingsError::Unreadable(e.to_string()))
}

/// The refusal of a preset by a game that has none.
pub fn no_presets(name: &str) -> SettingsError {
    SettingsError::UnknownPreset {
        name: name.into(),
        known: None,
    }
}

/// A number option out of its range, as a refusal.
pub fn out_of_range(option: &str, value: impl ToString, allowed: Allowed) -> SettingsError {
    SettingsError::Invalid {
        option: option.into(),
        value: value.to_string(),
        allowed,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_numbers_switches_and_nested_keys() {
        let text = "a = 1\nb = true\n[hp]\nheal = 5\n";
        let t = set_in_toml(text, "a", "7").expect("a");
        assert!(t.contains("a = 7"), "{t}");
        let t = set_in_toml(&t, "b", "off").expect("b");
        assert!(t.contains("b = false"), "{t}");
        let t = set_in_toml(&t, "hp.heal", "9").expect("hp.heal");
        assert!(t.contains("heal = 9"), "{t}");
    }

    #[test]
    fn refuses_unknown_options_and_wrong_kinds() {
        let text = "a = 1\nb = true\n";
        match set_in_toml(text, "c", "1") {
            Err(SettingsError::Unknown { known, .. }) => assert_eq!(known, "a, b"),
            other => panic!("{other:?}"),
        }
        assert!(matches!(
            set_in_toml(text, "a", "many"),
            Err(SettingsError::WrongKind { .. })
        ));
        assert!(matches!(
            set_in_toml(text, "b", "maybe"),
            Err(SettingsError::WrongKind { .. })
        ));
    }
}
