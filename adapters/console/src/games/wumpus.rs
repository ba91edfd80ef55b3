//! The Wumpus hunt at the terminal: the voices (`whisper`, `speak`,
//! `scream`) with the player's words, and the revealed cave saved as a
//! PNG file next to the player, since a terminal cannot show the picture
//! a chat channel gets.

use super::TerminalGame;
use crate::text::{t, ta};
use narrator_engine::GameMessage;
use narrator_engine::render::{Lang, Names};
use narrator_engine::wumpus::{Reveal, Voice, WumpusAction, WumpusMessage};
use narrator_engine::{Action, Message};
use narrator_i18n::args;
use narrator_pictures::{PLAYER_COLOURS, wumpus_cave};
use narrator_runtime::{GameId, LiveGame};
use std::path::PathBuf;

/// Hunt the Twisted Wumpus.
pub struct Hunt;

impl TerminalGame for Hunt {
    fn parse(
        &self,
        words: &[&str],
        line: &str,
        _game: &LiveGame,
        _lang: Lang,
    ) -> Option<Result<Action, String>> {
        match words {
            // A voice, with the player's words after it or none.
            [word @ ("whisper" | "speak" | "scream"), ..] => {
                Some(Ok(Action::Wumpus(parse_voice(word, line))))
            }
            _ => None,
        }
    }

    fn unknown(&self) -> &'static str {
        "console-unknown-wumpus"
    }

    fn help(&self, lang: Lang) -> Vec<String> {
        let mut lines: Vec<String> = [
            "console-help-whisper",
            "console-help-speak",
            "console-help-scream",
        ]
        .iter()
        .map(|id| t(lang, id))
        .collect();
        lines.push(format!("{:18}{}", "", t(lang, "console-help-wordless")));
        lines
    }

    fn choices_hint(&self, choices: &[Action]) -> &'static str {
        let voices = choices
            .iter()
            .any(|c| matches!(c, Action::Wumpus(a) if a.voice().is_some()));
        if voices {
            "console-type-number-or-voice"
        } else {
            "console-type-number"
        }
    }

    fn shown(&self, message: &Message, game: &LiveGame, names: &Names, lang: Lang) {
        if let Message::Game(GameMessage::Wumpus(WumpusMessage::Reveal(r))) = message {
            save_picture(r, game.id(), names, lang);
        }
    }
}

/// `whisper|speak|scream [TEXT]`: the voice with the rest of the line as
/// its words (as typed; the engine cleans and checks them), or wordless
/// when nothing follows.
fn parse_voice(word: &str, line: &str) -> WumpusAction {
    let voice = match word {
        "whisper" => Voice::Whisper,
        "scream" => Voice::Scream,
        _ => Voice::Speak,
    };
    let rest = line.trim_start().get(word.len()..).unwrap_or("").trim();
    if rest.is_empty() {
        voice.wordless()
    } else {
        voice.with(rest)
    }
}

/// Writes `wumpus-game-<id>.png` in the current directory and prints
/// where it is and what its colours mean. A failure is printed, not
/// fatal: the game itself is over and stored.
fn save_picture(reveal: &Reveal, game: GameId, names: &Names, lang: Lang) {
    let path = PathBuf::from(format!("wumpus-game-{game}.png"));
    let shown = path.display().to_string();
    let written = wumpus_cave(reveal)
        .map_err(|e| e.to_string())
        .and_then(|png| std::fs::write(&path, png).map_err(|e| e.to_string()));
    match written {
        Ok(()) => {
            let colours: Vec<String> = reveal
                .trails
                .iter()
                .enumerate()
                .map(|(i, trail)| {
                    let colour = PLAYER_COLOURS[i % PLAYER_COLOURS.len()].0;
                    let a = args![("name", names.of(trail.seat)), ("colour", colour)];
                    ta(lang, "console-path-colour", &a)
                })
                .collect();
            println!(
                "{}\n{}\n{}",
                ta(lang, "console-picture-saved", &args![("path", shown)]),
                t(lang, "console-picture-legend"),
                ta(
                    lang,
                    "console-picture-paths",
                    &args![("names", colours.join(", "))]
                )
            );
        }
        Err(e) => println!(
            "{}",
            ta(
                lang,
                "console-picture-failed",
                &args![("path", shown), ("error", e)]
            )
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English legend is the pictures crate's, word for word.
    #[test]
    fn the_english_legend_is_the_pictures_one() {
        assert_eq!(
            t(Lang::En, "console-picture-legend"),
            narrator_pictures::LEGEND
        );
        for (colour, _) in PLAYER_COLOURS {
            let a = args![("name", "Ann"), ("colour", colour)];
            assert_eq!(
                ta(Lang::En, "console-path-colour", &a),
                format!("Ann {colour}")
            );
            for lang in [Lang::Ru, Lang::Vi] {
                assert!(
                    !ta(lang, "console-path-colour", &a).contains(colour),
                    "{lang} names {colour}"
                );
            }
        }
    }
}
