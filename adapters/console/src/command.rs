//! What a line typed at the terminal means.

use crate::text::{t, ta, typed};
use narrator_engine::{Action, PlayerId};
use narrator_i18n::{Lang, args};
use narrator_runtime::LiveGame;

/// A parsed line.
pub enum Command {
    /// One of the prompt's choices, or a canned line.
    Act(Action),
    /// Leave; the game stays saved.
    Quit,
    /// List the commands.
    Help,
    /// Show the open question again.
    Show,
    /// An empty line.
    Nothing,
}

/// Parses a line against the open prompt. The error says what was wrong
/// and what is allowed, in `lang`.
pub fn parse(line: &str, game: &LiveGame, you: &PlayerId, lang: Lang) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let seat = game.table().seat_of(you);
    // The game's own words (`say`, a voice, `touch`…).
    let terminal = crate::games::of(game.table().setup().config.kind());
    match words.as_slice() {
        [] => Ok(Command::Nothing),
        ["quit" | "exit" | "q"] => Ok(Command::Quit),
        ["help" | "?"] => Ok(Command::Help),
        ["show" | "status"] => Ok(Command::Show),
        [number] if number.parse::<usize>().is_ok() => {
            let prompt = seat
                .and_then(|s| game.open_prompt(s))
                .ok_or_else(|| t(lang, "console-nothing-to-choose"))?;
            let n: usize = number.parse().unwrap_or(0);
            prompt
                .choices
                .get(n.wrapping_sub(1))
                .cloned()
                .map(Command::Act)
                .ok_or_else(|| {
                    let a = args![("typed", n), ("min", 1), ("max", prompt.choices.len())];
                    ta(lang, "console-no-such-choice", &a)
                })
        }
        _ => match terminal.parse(&words, line, game, lang) {
            Some(action) => action.map(Command::Act),
            None => Err(ta(lang, terminal.unknown(), &args![("typed", typed(line))])),
        },
    }
}
