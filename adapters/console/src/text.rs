//! The console's own lines, from the `console` catalogue.

use narrator_i18n::{Args, Lang};

/// A message without arguments.
pub fn t(lang: Lang, id: &str) -> String {
    narrator_i18n::text(lang, id, None)
}

/// A message with arguments.
pub fn ta(lang: Lang, id: &str, args: &Args) -> String {
    narrator_i18n::text(lang, id, Some(args))
}

/// What was typed, escaped as Rust's `{:?}` would (control characters and
/// quotes shown), without the quotes: each language quotes it its own way.
pub fn typed(s: &str) -> String {
    let debug = format!("{s:?}");
    debug
        .strip_prefix('"')
        .and_then(|d| d.strip_suffix('"'))
        .unwrap_or(&debug)
        .to_string()
}
