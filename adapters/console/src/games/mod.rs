//! What each game adds to the terminal: its own command words, its help
//! lines, how its team rooms are labelled and what it shows beside text.
//! This is the one place of the console that names every game.

mod mafia;
mod wumpus;
mod zombie;

use narrator_engine::render::{Lang, Names};
use narrator_engine::{Action, GameKind, Message, Team};
use narrator_runtime::LiveGame;

/// One game's terminal words.
pub trait TerminalGame: Sync {
    /// The game's own command in a typed line (`words` are its
    /// whitespace-separated words); `None` when it is none of the game's
    /// words. An error says what was wrong and what is allowed.
    fn parse(
        &self,
        words: &[&str],
        line: &str,
        game: &LiveGame,
        lang: Lang,
    ) -> Option<Result<Action, String>>;

    /// The catalogue message for a line nobody understood.
    fn unknown(&self) -> &'static str {
        "console-unknown"
    }

    /// The catalogue messages (or lines) of its commands in `help`.
    fn help(&self, lang: Lang) -> Vec<String>;

    /// How a private message to `team` is labelled when every seat is
    /// watched; `None`: by the team's members.
    fn team_label(&self, team: Team, lang: Lang) -> Option<String> {
        let _ = (team, lang);
        None
    }

    /// The line under a prompt's choices.
    fn choices_hint(&self, choices: &[Action]) -> &'static str {
        let _ = choices;
        "console-type-number"
    }

    /// What the terminal does beside printing a message (the hunt's end
    /// picture).
    fn shown(&self, message: &Message, game: &LiveGame, names: &Names, lang: Lang) {
        let _ = (message, game, names, lang);
    }
}

/// The terminal words of a game.
pub fn of(kind: GameKind) -> &'static dyn TerminalGame {
    match kind {
        GameKind::Mafia => &mafia::Mafia,
        GameKind::Wumpus => &wumpus::Hunt,
        GameKind::Zombie => &zombie::Zombie,
    }
}
