//! Refused settings: what an option allows, and a ruleset that cannot be
//! used, in a language.

use super::Lang;
use crate::allowed::Allowed;
use narrator_i18n::{Args, args, text};

/// What an option allows, in `lang`.
pub fn allowed(lang: Lang, a: &Allowed) -> String {
    let say = |id: &str, args: Args| text(lang, id, Some(&args));
    match a {
        Allowed::Range { lo, hi } => say("engine-allowed-range", args![("lo", *lo), ("hi", *hi)]),
        Allowed::Percent { lo, hi } => {
            say("engine-allowed-percent", args![("lo", *lo), ("hi", *hi)])
        }
        Allowed::Seconds { lo, hi } => {
            say("engine-allowed-seconds", args![("lo", *lo), ("hi", *hi)])
        }
        Allowed::Seats { preset, lo, hi } => say(
            "engine-allowed-seats",
            args![("preset", preset.as_str()), ("lo", *lo), ("hi", *hi)],
        ),
        Allowed::AtLeast { option, value } => say(
            "engine-allowed-at-least",
            args![("option", option.as_str()), ("value", *value)],
        ),
        Allowed::UpTo { lo, option, value } => say(
            "engine-allowed-up-to",
            args![("lo", *lo), ("option", option.as_str()), ("value", *value)],
        ),
        Allowed::MostlyHuman { lo, hi } => say(
            "engine-allowed-mostly-human",
            args![("lo", *lo), ("hi", *hi)],
        ),
        Allowed::OneOf { items } => say("engine-allowed-one-of", args![("items", items.as_str())]),
        Allowed::PresetAllows { preset, items } => say(
            "engine-allowed-preset-allows",
            args![("preset", preset.as_str()), ("items", items.as_str())],
        ),
        Allowed::NoPseudonyms { preset } => say(
            "engine-allowed-no-pseudonyms",
            args![("preset", preset.as_str())],
        ),
        Allowed::OnlyEnglish => text(lang, "engine-allowed-only-english", None),
        Allowed::OnlyClassic { preset } => say(
            "engine-allowed-only-classic",
            args![("preset", preset.as_str())],
        ),
        Allowed::NeedsOneOf { items } => say(
            "engine-allowed-needs-one-of",
            args![("items", items.as_str())],
        ),
        Allowed::WholeNumber => text(lang, "engine-allowed-whole-number", None),
    }
}

/// `option = value` refused, saying what is allowed, in `lang`.
pub fn invalid(lang: Lang, option: &str, value: &str, a: &Allowed) -> String {
    text(
        lang,
        "engine-invalid-option",
        Some(&args![
            ("option", option),
            ("value", value),
            ("allowed", allowed(lang, a))
        ]),
    )
}
