//! Every word a player reads comes from the catalogues (`locales/`): this
//! check fails on a sentence-like string literal in the production code of
//! the engine, the chat front and the adapters.
//!
//! The rule it applies:
//! - A literal is sentence-like when, after leading punctuation, it holds
//!   three or more words of letters separated by spaces ("the table is
//!   full", "Game over"… is two words and passes: a label, not a
//!   sentence). Catalogue ids, field names and format strings of numbers
//!   are not.
//! - Test code is not looked at: whatever follows `#[cfg(test)]` in a
//!   file, and files named `tests.rs`.
//! - Text for operators and developers is allowed where it can only reach
//!   them: the arguments of logging macros (`tracing::info!` and its
//!   kin), of panics and assertions (`panic!`, `unreachable!`, `assert*!`,
//!   `.expect(…)`), and `#[error(…)]` messages of error types.
//! - Any other literal that is not for players says so on its line or the
//!   line above with a comment containing `not for players` and why (a
//!   platform's wire text it matches, a reason that goes to the log).
//! - Whole files that speak to operators or other programs are listed in
//!   [`NOT_FOR_PLAYERS`] with the reason.

use std::path::{Path, PathBuf};

/// The source folders checked, from the workspace root.
const CHECKED: [&str; 6] = [
    "engine/src",
    "chat/src",
    "adapters/console/src",
    "adapters/telegram/src",
    "adapters/discord/src",
    "web/src",
];

/// Files whose literals are for operators or other programs, and why.
const NOT_FOR_PLAYERS: [(&str, &str); 9] = [
    (
        "engine/src/mafia/canned.rs",
        "the bot protocol's canned lines, as external bots send and read them; people read them from the catalogue",
    ),
    (
        "engine/src/zombie/script.rs",
        "the command-line judge's script mode, which reads and reports in English",
    ),
    (
        "engine/src/zombie/status.rs",
        "the command-line judge's status table",
    ),
    (
        "engine/src/soak/",
        "the soak test's generator and checker, whose findings are for developers",
    ),
    (
        "adapters/telegram/src/batch.rs",
        "why an update cannot be read, which goes to the log",
    ),
    (
        "adapters/telegram/src/transport.rs",
        "Bot API calls: Telegram's own error texts it matches, failure details for the log",
    ),
    (
        "adapters/discord/src/transport.rs",
        "Discord API calls: failure details for the log",
    ),
    (
        "adapters/discord/src/rest.rs",
        "the REST client: failure details for the log",
    ),
    (
        "adapters/discord/src/unreadable.rs",
        "why an event cannot be read, which goes to the log",
    ),
];

/// Calls whose literal arguments reach operators and developers only.
const FOR_DEVELOPERS: [&str; 22] = [
    "error",
    "warn",
    "info",
    "debug",
    "trace",
    "event",
    "error_span",
    "warn_span",
    "info_span",
    "debug_span",
    "trace_span",
    "panic",
    "unreachable",
    "todo",
    "unimplemented",
    "assert",
    "assert_eq",
    "assert_ne",
    "debug_assert",
    "debug_assert_eq",
    "debug_assert_ne",
    "expect",
];

/// The marker of a literal that is not for players.
const MARKER: &str = "not for players";

/// A string literal found in a source file.
struct Literal {
    line: usize,
    text: String,
    /// The calls (macros, methods, attributes) it is an argument of,
    /// innermost last.
    within: Vec<String>,
}

/// The string literals of `src`, with the calls around each. Comments,
/// character literals and lifetimes are skipped.
fn literals(src: &str) -> Vec<Literal> {
    let bytes = src.as_bytes();
    let mut found = Vec::new();
    // The calls open at this point: the name before each open bracket
    // ("" for a bracket after anything else).
    let mut open: Vec<String> = Vec::new();
    let mut pending: Option<String> = None;
    let mut line = 1;
    let mut i = 0;
    while i < bytes.len() {
        let c = bytes[i];
        let rest = &src[i..];
        if c == b'\n' {
            line += 1;
        }
        if rest.starts_with("//") {
            i += rest.find('\n').unwrap_or(rest.len());
            continue;
        }
        if rest.starts_with("/*") {
            let end = rest.find("*/").map_or(rest.len(), |e| e + 2);
            line += rest[..end].matches('\n').count();
            i += end;
            continue;
        }
        let word_before = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if c == b'r' && !word_before {
            let hashes = rest[1..].bytes().take_while(|&b| b == b'#').count();
            if rest[1 + hashes..].starts_with('"') {
                let start = 2 + hashes;
                let close = format!("\"{}", "#".repeat(hashes));
                let end = rest[start..].find(&close).map_or(rest.len(), |e| start + e);
                let text = &rest[start..end];
                found.push(Literal {
                    line,
                    text: text.to_string(),
                    within: open.clone(),
                });
                line += text.matches('\n').count();
                i += end + close.len();
                continue;
            }
        }
        if c == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            let text = &src[i + 1..j.min(src.len())];
            found.push(Literal {
                line,
                text: text.to_string(),
                within: open.clone(),
            });
            line += text.matches('\n').count();
            i = j + 1;
            continue;
        }
        if c == b'\'' {
            // A character literal ('a', '\n', '\'') or a lifetime ('a).
            let close = rest[1..]
                .char_indices()
                .take(8)
                .find(|&(k, ch)| ch == '\'' && !(k == 1 && rest[1..].starts_with('\\')));
            match close {
                Some((k, _)) if k > 0 && (k <= 4 || rest[1..].starts_with('\\')) => {
                    i += k + 2;
                }
                _ => i += 1,
            }
            continue;
        }
        if c.is_ascii_alphabetic() || c == b'_' {
            let end = rest
                .find(|ch: char| !(ch.is_ascii_alphanumeric() || ch == '_'))
                .unwrap_or(rest.len());
            let name = &rest[..end];
            let after = rest[end..].trim_start_matches('!').trim_start();
            pending = after.starts_with(['(', '[', '{']).then(|| name.to_string());
            i += end;
            continue;
        }
        match c {
            b'(' | b'[' | b'{' => open.push(pending.take().unwrap_or_default()),
            b')' | b']' | b'}' => {
                open.pop();
                pending = None;
            }
            b'!' | b'#' => {}
            _ if c.is_ascii_whitespace() => {}
            _ => pending = None,
        }
        i += 1;
    }
    found
}

/// Whether `text` reads like a sentence: three or more words of letters.
fn sentence_like(text: &str) -> bool {
    let words: Vec<&str> = text
        .trim_start_matches(|c: char| !c.is_alphabetic())
        .split(' ')
        .take_while(|w| {
            let w = w.trim_matches(|c: char| ",.;:!?()'\"".contains(c));
            !w.is_empty()
                && w.chars()
                    .all(|c| c.is_alphabetic() || c == '\'' || c == '-')
        })
        .collect();
    words.len() >= 3
}

/// The sentence-like literals of one file that no rule allows, as
/// `path:line: "text"`.
fn offences(root: &Path, path: &Path) -> Vec<String> {
    let shown = path
        .strip_prefix(root)
        .unwrap_or(path)
        .display()
        .to_string();
    if NOT_FOR_PLAYERS
        .iter()
        .any(|(listed, _)| shown.starts_with(listed))
        || path.file_name().is_some_and(|f| f == "tests.rs")
    {
        return Vec::new();
    }
    let full = std::fs::read_to_string(path).expect("a source file reads");
    let production = full
        .find("#[cfg(test)]")
        .map_or(full.as_str(), |cut| &full[..cut]);
    let lines: Vec<&str> = production.lines().collect();
    let marked = |line: usize| {
        let here = lines.get(line - 1).is_some_and(|l| l.contains(MARKER));
        let above = line >= 2 && lines.get(line - 2).is_some_and(|l| l.contains(MARKER));
        here || above
    };
    literals(production)
        .into_iter()
        .filter(|lit| sentence_like(&lit.text))
        .filter(|lit| {
            !lit.within
                .iter()
                .any(|call| FOR_DEVELOPERS.contains(&call.as_str()))
        })
        .filter(|lit| !marked(lit.line))
        .map(|lit| format!("{shown}:{}: {:?}", lit.line, lit.text))
        .collect()
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("a source folder reads")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for path in entries {
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn no_sentence_bypasses_the_catalogues() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the workspace root");
    let mut files = Vec::new();
    for dir in CHECKED {
        rust_files(&root.join(dir), &mut files);
    }
    assert!(files.len() > 50, "the sources were not found: {files:?}");
    let found: Vec<String> = files.iter().flat_map(|f| offences(root, f)).collect();
    assert!(
        found.is_empty(),
        "sentences in code, not in locales/ (see this check's rule to except one):\n{}",
        found.join("\n")
    );
}

#[test]
fn the_check_finds_sentences_and_keeps_its_exceptions() {
    let src = r##"
fn f() {
    let a = "the table is full";
    let b = format!("{} takes a seat now", name);
    tracing::warn!("cannot keep this update here");
    let c = x.expect("the game is there");
    let d = "engine-title";
    let e = 'x';
    let f = "two words";
    // not for players: Telegram's own error text
    let g = "chat not found here";
    let h = r#"a raw sentence with "quotes" inside"#;
}
#[derive(Error)]
enum E {
    #[error("the database is gone")]
    Gone,
}
"##;
    let flagged: Vec<String> = literals(src)
        .into_iter()
        .filter(|l| sentence_like(&l.text))
        .filter(|l| {
            !l.within
                .iter()
                .any(|c| FOR_DEVELOPERS.contains(&c.as_str()))
        })
        .map(|l| l.text)
        .collect();
    assert_eq!(
        flagged,
        [
            "the table is full",
            "{} takes a seat now",
            "chat not found here",
            "a raw sentence with \"quotes\" inside",
        ]
    );
    assert!(!sentence_like("engine-title"));
    assert!(!sentence_like("Game over"));
    assert!(sentence_like("…and then the night falls"));
}
