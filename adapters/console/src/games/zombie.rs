//! The Zombie Game at the terminal: `touch NAME`, `decline NAME`,
//! `antidote`, `end`.

use super::TerminalGame;
use crate::text::{t, ta, typed};
use narrator_engine::render::Lang;
use narrator_engine::zombie::ZombieAction;
use narrator_engine::{Action, Seat};
use narrator_i18n::args;
use narrator_runtime::LiveGame;

/// The Zombie Game.
pub struct Zombie;

impl TerminalGame for Zombie {
    fn parse(
        &self,
        words: &[&str],
        _line: &str,
        game: &LiveGame,
        lang: Lang,
    ) -> Option<Result<Action, String>> {
        let word = words.first()?.trim_start_matches('/');
        if !matches!(word, "touch" | "decline" | "antidote" | "end") {
            return None;
        }
        let names = game.table().names();
        // Touching a player who asked first accepts their request.
        let action = match (word, words.get(1..).unwrap_or_default()) {
            ("antidote", []) => Ok(ZombieAction::Antidote),
            ("end", []) => Ok(ZombieAction::EndTurn),
            ("touch", name) if !name.is_empty() => {
                find_player(&name.join(" "), &names, lang).map(ZombieAction::Touch)
            }
            ("decline", name) if !name.is_empty() => {
                find_player(&name.join(" "), &names, lang).map(ZombieAction::Decline)
            }
            _ => Err(t(lang, "console-zombie-usage")),
        };
        Some(action.map(Action::Zombie))
    }

    fn help(&self, lang: Lang) -> Vec<String> {
        [
            "console-help-touch",
            "console-help-decline",
            "console-help-antidote",
            "console-help-end",
        ]
        .iter()
        .map(|id| t(lang, id))
        .collect()
    }
}

/// A player by name ignoring case: the exact name, or else the only name
/// that starts with what was typed.
fn find_player(typed_name: &str, names: &[String], lang: Lang) -> Result<Seat, String> {
    let key = typed_name.to_lowercase();
    let lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    let exact = lower.iter().position(|n| *n == key);
    let starts: Vec<usize> = (0..lower.len())
        .filter(|i| lower[*i].starts_with(&key))
        .collect();
    let at = match (exact, starts.as_slice()) {
        (Some(i), _) | (None, &[i]) => i,
        (None, []) => {
            let a = args![("typed", typed(typed_name)), ("names", names.join(", "))];
            return Err(ta(lang, "console-nobody-called", &a));
        }
        (None, _) => {
            let options: Vec<&str> = starts.iter().map(|i| names[*i].as_str()).collect();
            let or = format!(" {} ", t(lang, "console-or"));
            let a = args![("typed", typed(typed_name)), ("names", options.join(&or))];
            return Err(ta(lang, "console-could-be", &a));
        }
    };
    u8::try_from(at)
        .map(Seat)
        .map_err(|_| t(lang, "console-no-such-player"))
}
