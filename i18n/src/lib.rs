//! narrator's languages. Every word a person reads comes from a Fluent
//! catalogue under `locales/LANG/AREA.ftl` (English, Russian, Vietnamese),
//! built into the binary; Rust code names a message and its arguments,
//! never its words. Plural forms follow CLDR (Russian one/few/many).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;
use std::sync::OnceLock;
use thiserror::Error;

pub use fluent_bundle::FluentArgs as Args;
pub use fluent_bundle::FluentValue as Value;

/// A language narrator speaks.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    /// English, the default.
    #[default]
    En,
    /// Russian.
    Ru,
    /// Vietnamese.
    Vi,
}

impl Lang {
    /// Every language, English first.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Ru, Lang::Vi];

    /// Its code (`en`, `ru`, `vi`).
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ru => "ru",
            Lang::Vi => "vi",
        }
    }

    /// The language of a platform's locale tag (`ru`, `ru-RU`, `vi_VN`),
    /// if narrator speaks it.
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    fn index(self) -> usize {
        match self {
            Lang::En => 0,
            Lang::Ru => 1,
            Lang::Vi => 2,
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A language code narrator does not speak.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
#[error("there is no language `{0}`; the languages are en, ru and vi")]
pub struct UnknownLang(pub String);

impl FromStr for Lang {
    type Err = UnknownLang;

    fn from_str(s: &str) -> Result<Lang, UnknownLang> {
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| UnknownLang(s.trim().to_string()))
    }
}

/// The catalogue files, by area, in `Lang::ALL` order.
const AREAS: &[(&str, [&str; 3])] = &[(
    "chat",
    [
        include_str!("../../locales/en/chat.ftl"),
        include_str!("../../locales/ru/chat.ftl"),
        include_str!("../../locales/vi/chat.ftl"),
    ],
)];

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle; 3] {
    static BUNDLES: OnceLock<[Bundle; 3]> = OnceLock::new();
    BUNDLES.get_or_init(|| Lang::ALL.map(bundle))
}

fn bundle(lang: Lang) -> Bundle {
    let id = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Chat clients show Unicode isolation marks as stray characters.
    bundle.set_use_isolating(false);
    for (_, files) in AREAS {
        let resource = match FluentResource::try_new(files[lang.index()].to_string()) {
            Ok(r) => r,
            // A resource with errors keeps what did parse; the tests fail on
            // the errors.
            Err((r, _)) => r,
        };
        // A duplicate id keeps the first; the tests fail on it.
        bundle.add_resource_overriding(resource);
    }
    bundle
}

/// The text of message `id` in `lang` with `args`. A message missing in
/// `lang` falls back to English, and one missing everywhere to its id (the
/// catalogue tests fail on both).
pub fn text(lang: Lang, id: &str, args: Option<&FluentArgs>) -> String {
    for lang in [lang, Lang::En] {
        let bundle = &bundles()[lang.index()];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            continue;
        };
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, args, &mut errors);
        return out.into_owned();
    }
    id.to_string()
}

/// A problem in the catalogues, for the tests.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// A file that does not parse.
    Syntax {
        /// Which language.
        lang: Lang,
        /// Which area.
        area: &'static str,
        /// What the parser said.
        detail: String,
    },
    /// A message English has and this language lacks, or the reverse.
    Missing {
        /// The language lacking it.
        lang: Lang,
        /// The message.
        id: String,
    },
}

/// The message ids of a language's catalogues.
pub fn ids(lang: Lang) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (_, files) in AREAS {
        let resource = match FluentResource::try_new(files[lang.index()].to_string()) {
            Ok(r) | Err((r, _)) => r,
        };
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                out.insert(m.id.name.to_string());
            }
        }
    }
    out
}

/// Every syntax error and every message one language has and another
/// lacks.
pub fn problems() -> Vec<Problem> {
    let mut out = Vec::new();
    for (area, files) in AREAS {
        for lang in Lang::ALL {
            if let Err((_, errors)) = FluentResource::try_new(files[lang.index()].to_string()) {
                out.extend(errors.into_iter().map(|e| Problem::Syntax {
                    lang,
                    area,
                    detail: format!("{e:?}"),
                }));
            }
        }
    }
    let english = ids(Lang::En);
    for lang in [Lang::Ru, Lang::Vi] {
        let theirs = ids(lang);
        for id in english.symmetric_difference(&theirs) {
            let lacking = if theirs.contains(id) { Lang::En } else { lang };
            out.push(Problem::Missing {
                lang: lacking,
                id: id.clone(),
            });
        }
    }
    out
}

/// Builds Fluent arguments from pairs: `args![("name", name), ("count", 3)]`.
#[macro_export]
macro_rules! args {
    ($(($key:expr, $value:expr)),* $(,)?) => {{
        let mut args = $crate::Args::new();
        $(args.set($key, $value);)*
        args
    }};
}
