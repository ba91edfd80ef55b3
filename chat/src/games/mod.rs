//! The games the chat front runs, each known through one registration (a
//! [`ChatGame`]): its command word, its settings, how its prompts are
//! answered and what free text means to it. The front and the surface ask
//! the registration and never name a game; adding a game is one file here
//! and one line in [`Games::standard`].

pub mod mafia;
pub mod roles;
pub mod settings;
pub mod wumpus;
pub mod zombie;

pub use roles::{RoleBook, UnknownRole};
pub use settings::{SettingsError, ValueKind};

use crate::api::Picture;
use narrator_engine::render::Names;
use narrator_engine::{Action, GameConfig, GameKind, Message, Prompt, PromptKind, Seat};
use narrator_i18n::Lang;
use std::sync::Arc;

/// One game as the chat front knows it.
pub trait ChatGame: Send + Sync + 'static {
    /// The command word (`mafia` for `/mafia`).
    fn word(&self) -> &'static str;

    /// The engine's game this registers.
    fn kind(&self) -> GameKind;

    /// Preset names `start` and `rules` accept; empty when it has none.
    fn presets(&self) -> &'static [&'static str] {
        &[]
    }

    /// Whether `addbot` seats registered external bots in its lobbies.
    fn external_bots(&self) -> bool {
        false
    }

    /// Whether `watch` may let people without a seat watch (the game's
    /// rules still decide each time).
    fn spectators(&self) -> bool {
        false
    }

    /// Its roles explained (`roles`, `role NAME`); `None` for a game
    /// without a book of roles, whose players are told so.
    fn roles(&self) -> Option<&dyn RoleBook> {
        None
    }

    /// Its modes (`/WORD modes`; `/WORD start MODE` plays one), each with
    /// its player range and description in `lang`; none for a game
    /// without modes.
    fn modes(&self, lang: Lang) -> Vec<ModeLine> {
        let _ = lang;
        Vec::new()
    }

    /// How many seats "Fill with computer players" fills the table to,
    /// given its seat range: by default the least that can start.
    fn fill_to(&self, (min, _max): (u8, u8)) -> u8 {
        min
    }

    /// Where a group's settings of this game are kept (a store scope).
    fn settings_scope(&self) -> String {
        format!("{}-rules", self.word())
    }

    /// The game a group plays: its stored settings (`None`: the defaults)
    /// with the named preset, if any, applied.
    fn config(
        &self,
        stored: Option<&str>,
        preset: Option<&str>,
    ) -> Result<GameConfig, SettingsError>;

    /// Settings described for players (`rules`, `config`).
    fn describe(&self, lang: Lang, config: &GameConfig) -> String;

    /// Sets one option of the stored settings; returns the new stored form.
    fn set(&self, stored: Option<&str>, option: &str, value: &str)
    -> Result<String, SettingsError>;

    /// Whether a prompt is answered in the group on one shared message
    /// (with a live tally) rather than by each player privately.
    fn answered_in_group(&self, kind: PromptKind) -> bool {
        let _ = kind;
        false
    }

    /// Whether, while `prompt` is open, a player's private free text is
    /// something they say in the game ([`ChatGame::said`] makes it an
    /// action).
    fn reads_text(&self, prompt: &Prompt) -> bool {
        let _ = prompt;
        false
    }

    /// The action a player's words stand for, when [`ChatGame::reads_text`].
    fn said(&self, prompt: &Prompt, words: &str) -> Option<Action> {
        let _ = (prompt, words);
        None
    }

    /// Whether a chosen action still needs the player's words (a Wumpus
    /// voice): the press is kept and the player's next private message
    /// completes it ([`ChatGame::with_words`]).
    fn wants_words(&self, chosen: &Action) -> bool {
        let _ = chosen;
        false
    }

    /// The chosen action with the player's words.
    fn with_words(&self, chosen: &Action, words: &str) -> Option<Action> {
        let _ = (chosen, words);
        None
    }

    /// The picture a public message brings (the revealed Wumpus cave),
    /// with its caption, posted after the message's text.
    fn picture(&self, lang: Lang, message: &Message, names: &Names) -> Option<(Picture, String)> {
        let _ = (lang, message, names);
        None
    }

    /// A message that changes the group prompt's tally: who chose what.
    fn tally(&self, message: &Message) -> Option<(Seat, Action)> {
        let _ = message;
        None
    }
}

/// One mode as `/WORD modes` lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeLine {
    /// Its name (`/WORD start NAME`).
    pub name: String,
    /// Fewest players.
    pub min: u8,
    /// Most players.
    pub max: u8,
    /// What it is like, in the reader's language.
    pub description: String,
}

/// Every registered game.
#[derive(Clone)]
pub struct Games(Arc<Vec<Arc<dyn ChatGame>>>);

impl Games {
    /// The games narrator plays in chat.
    pub fn standard() -> Games {
        Games(Arc::new(vec![
            Arc::new(mafia::Mafia),
            Arc::new(zombie::Zombie),
            Arc::new(wumpus::Wumpus),
        ]))
    }

    /// The game of a command word.
    pub fn by_word(&self, word: &str) -> Option<&Arc<dyn ChatGame>> {
        self.0.iter().find(|g| g.word().eq_ignore_ascii_case(word))
    }

    /// The registration of an engine game.
    pub fn of(&self, kind: GameKind) -> Option<&Arc<dyn ChatGame>> {
        self.0.iter().find(|g| g.kind() == kind)
    }

    /// All of them, in help order.
    pub fn iter(&self) -> impl Iterator<Item = &Arc<dyn ChatGame>> {
        self.0.iter()
    }
}
