//! narrator's languages. Every word a person reads comes from a Fluent
//! catalogue under `locales/LANG/AREA.ftl` (English, Russian, Vietnamese),
//! built into the binary; Rust code names a message and its arguments,
//! never its words. Plural forms follow CLDR (Russian one/few/many).

pub mod script;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use fluent_syntax::ast;
use narrator_lock::LockExt;
use serde::{Deserialize, Serialize};
use std::collections::BTreeSet;
use std::fmt;
use std::str::FromStr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, OnceLock};
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

/// One area's catalogue files, in `Lang::ALL` order.
macro_rules! area {
    ($name:literal) => {
        (
            $name,
            [
                include_str!(concat!("../../locales/en/", $name, ".ftl")),
                include_str!(concat!("../../locales/ru/", $name, ".ftl")),
                include_str!(concat!("../../locales/vi/", $name, ".ftl")),
            ],
        )
    };
}

/// The catalogue files, by area: `chat` (the chat front), `engine` (what
/// every game shares: lobby, start, end), one per game (Mafia's roles
/// explained to players in `mafia-roles`), `rejection` (why
/// an input was refused), `console` (terminal play) and the adapters'
/// own texts (`discord`, `telegram`).
const AREAS: &[(&str, [&str; 3])] = &[
    area!("chat"),
    area!("engine"),
    area!("mafia"),
    area!("mafia-roles"),
    area!("zombie"),
    area!("wumpus"),
    area!("rejection"),
    area!("console"),
    area!("discord"),
    area!("telegram"),
    area!("stats"),
    area!("timeline"),
    area!("link"),
    area!("web"),
];

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
    let recording = RECORDING.load(Ordering::Relaxed);
    for lang in [lang, Lang::En] {
        let bundle = &bundles()[lang.index()];
        let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) else {
            if recording {
                record_error(format!("{lang}: no message `{id}`"));
            }
            continue;
        };
        let mut errors = Vec::new();
        let out = bundle.format_pattern(pattern, args, &mut errors);
        if recording {
            record_use(id);
            for e in errors {
                record_error(format!("{lang}: `{id}`: {e:?}"));
            }
        }
        return out.into_owned();
    }
    id.to_string()
}

static RECORDING: AtomicBool = AtomicBool::new(false);

#[derive(Default)]
struct Record {
    used: BTreeSet<String>,
    errors: Vec<String>,
}

fn record() -> std::sync::MutexGuard<'static, Record> {
    static RECORD: OnceLock<Mutex<Record>> = OnceLock::new();
    RECORD.get_or_init(Mutex::default).lock_or_recover()
}

fn record_use(id: &str) {
    record().used.insert(id.to_string());
}

fn record_error(error: String) {
    record().errors.push(error);
}

/// From now on, remember which messages [`text`] formats and every
/// problem it meets (a missing message, a missing argument, a Fluent
/// error), for the tests that render every message: see [`used`] and
/// [`errors`]. Off by default, so serving text costs no lock.
pub fn start_recording() {
    RECORDING.store(true, Ordering::Relaxed);
}

/// The messages formatted since [`start_recording`].
pub fn used() -> BTreeSet<String> {
    record().used.clone()
}

/// The problems met since [`start_recording`].
pub fn errors() -> Vec<String> {
    record().errors.clone()
}

/// The English message ids of one area (`mafia`, `chat`, …), to check
/// that a test rendering everything used each of them.
pub fn area_ids(area: &str) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    for (name, files) in AREAS {
        if *name == area {
            out.extend(message_ids(files[Lang::En.index()]));
        }
    }
    out
}

fn message_ids(file: &str) -> Vec<String> {
    let resource = match FluentResource::try_new(file.to_string()) {
        Ok(r) | Err((r, _)) => r,
    };
    resource
        .entries()
        .filter_map(|entry| match entry {
            ast::Entry::Message(m) => Some(m.id.name.to_string()),
            _ => None,
        })
        .collect()
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
    /// A message id defined twice (in one area or in two): one would
    /// silently replace the other.
    Duplicate {
        /// Which language.
        lang: Lang,
        /// The area of the second definition.
        area: &'static str,
        /// The message.
        id: String,
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
    AREAS
        .iter()
        .flat_map(|(_, files)| message_ids(files[lang.index()]))
        .collect()
}

/// The variables message `id` reads in `lang` (through the messages it
/// references too), so a test can fill every one of them.
pub fn variables(lang: Lang, id: &str) -> BTreeSet<String> {
    // Parsed once per language: the tests ask for every message's
    // variables, and parsing every file for each cost seconds.
    static PARSED: OnceLock<Vec<Vec<FluentResource>>> = OnceLock::new();
    let parsed = PARSED.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|lang| {
                AREAS
                    .iter()
                    .map(|(_, files)| {
                        match FluentResource::try_new(files[lang.index()].to_string()) {
                            Ok(r) | Err((r, _)) => r,
                        }
                    })
                    .collect()
            })
            .collect()
    });
    let resources = &parsed[lang.index()];
    let find = |id: &str| {
        resources.iter().find_map(|r| {
            r.entries().find_map(|e| match e {
                ast::Entry::Message(m) if m.id.name == id => m.value.as_ref(),
                _ => None,
            })
        })
    };
    let mut out = BTreeSet::new();
    let mut todo = vec![id.to_string()];
    let mut seen = BTreeSet::new();
    while let Some(id) = todo.pop() {
        if !seen.insert(id.clone()) {
            continue;
        }
        if let Some(pattern) = find(&id) {
            walk_pattern(pattern, &mut out, &mut todo);
        }
    }
    out
}

fn walk_pattern(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>, refs: &mut Vec<String>) {
    for element in &p.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            walk_expression(expression, vars, refs);
        }
    }
}

fn walk_expression(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>, refs: &mut Vec<String>) {
    match e {
        ast::Expression::Select { selector, variants } => {
            walk_inline(selector, vars, refs);
            for v in variants {
                walk_pattern(&v.value, vars, refs);
            }
        }
        ast::Expression::Inline(i) => walk_inline(i, vars, refs),
    }
}

fn walk_inline(
    i: &ast::InlineExpression<&str>,
    vars: &mut BTreeSet<String>,
    refs: &mut Vec<String>,
) {
    match i {
        ast::InlineExpression::VariableReference { id } => {
            vars.insert(id.name.to_string());
        }
        ast::InlineExpression::MessageReference { id, .. } => refs.push(id.name.to_string()),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                walk_inline(a, vars, refs);
            }
            for a in &arguments.named {
                walk_inline(&a.value, vars, refs);
            }
        }
        ast::InlineExpression::Placeable { expression } => walk_expression(expression, vars, refs),
        _ => {}
    }
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
    for lang in Lang::ALL {
        let mut seen = BTreeSet::new();
        for (area, files) in AREAS {
            for id in message_ids(files[lang.index()]) {
                if !seen.insert(id.clone()) {
                    out.push(Problem::Duplicate { lang, area, id });
                }
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
