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
pub use narrator_store::stats::ModeGame;
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
    /// its player range and description in `lang`, its side's win rate in
    /// computer games, and what `played` (the finished games of its modes,
    /// [`narrator_store::Store::mode_games`]) says of real ones; none for
    /// a game without modes.
    fn modes(&self, lang: Lang, played: &[ModeGame]) -> Vec<ModeLine> {
        let _ = (lang, played);
        Vec::new()
    }

    /// What an open lobby of `config` says of the game beside who sits,
    /// with `players` seated (a Mafia mode's name and what it deals at
    /// that size, no more than the rules let the group know); none by
    /// default.
    fn lobby_note(&self, lang: Lang, config: &GameConfig, players: usize) -> Option<String> {
        let _ = (lang, config, players);
        None
    }

    /// A warning about settings just accepted (`option` was set; `config`
    /// is the result), in `lang`: a Mafia group's own list of roles that
    /// computer games find lopsided. None by default. It may take a while
    /// (it may play computer games): the front calls it off the async
    /// runtime.
    fn setting_warning(&self, lang: Lang, option: &str, config: &GameConfig) -> Option<String> {
        let _ = (lang, option, config);
        None
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
#[derive(Clone, Debug, PartialEq)]
pub struct ModeLine {
    /// Its name (`/WORD start NAME`).
    pub name: String,
    /// Fewest players.
    pub min: u8,
    /// Most players.
    pub max: u8,
    /// What it is like, in the reader's language.
    pub description: String,
    /// The side whose win rates are given (Mafia's village), in the
    /// reader's language.
    pub side: String,
    /// The side's win rate in computer games, percent, per table size (the
    /// mode's measured balance); empty when it was never measured.
    pub simulated: Vec<(u8, f32)>,
    /// Its finished real games, per table size, smallest first.
    pub played: Vec<Played>,
}

/// Real games of a mode at one table size.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    /// Players at the table.
    pub players: u32,
    /// Finished games.
    pub games: u32,
    /// Games the side won.
    pub wins: u32,
}

/// How many finished games a mode needs before its real win rate is
/// shown: fewer say too little to set beside the simulated one.
pub const REAL_RATE_MIN_GAMES: u32 = 25;

/// A mode's real win rate beside the simulated one at the same sizes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Compared {
    /// Real finished games.
    pub games: u32,
    /// The side's real win rate, percent.
    pub real: f32,
    /// The simulated rate averaged over the sizes the real games were
    /// played at (each size as often as it was played), percent; `None`
    /// when the mode has no simulated rate at any of them.
    pub simulated: Option<f32>,
}

impl ModeLine {
    /// Finished real games at every size.
    pub fn games(&self) -> u32 {
        self.played.iter().map(|p| p.games).sum()
    }

    /// The simulated rate at `players`, when measured.
    pub fn simulated_at(&self, players: u32) -> Option<f32> {
        self.simulated
            .iter()
            .find(|(n, _)| u32::from(*n) == players)
            .map(|(_, rate)| *rate)
    }

    /// The real win rate beside the simulated one, once the mode has
    /// [`REAL_RATE_MIN_GAMES`] finished games.
    pub fn compared(&self) -> Option<Compared> {
        let games = self.games();
        if games < REAL_RATE_MIN_GAMES {
            return None;
        }
        let wins: u32 = self.played.iter().map(|p| p.wins).sum();
        // Weighted by how often each size was played, over the sizes
        // that have a simulated rate.
        let (mut weighted, mut counted) = (0.0f64, 0u32);
        for p in &self.played {
            if let Some(rate) = self.simulated_at(p.players) {
                weighted += f64::from(rate) * f64::from(p.games);
                counted += p.games;
            }
        }
        Some(Compared {
            games,
            real: (f64::from(wins) * 100.0 / f64::from(games)) as f32,
            simulated: (counted > 0).then(|| (weighted / f64::from(counted)) as f32),
        })
    }
}

/// Every registered game.
#[derive(Clone)]
pub struct Games(Arc<Vec<Arc<dyn ChatGame>>>);

impl std::fmt::Debug for Games {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.iter().map(|g| g.word()))
            .finish()
    }
}

impl Games {
    /// The games narrator plays in chat, Mafia with its built-in modes.
    pub fn standard() -> Games {
        Games::with_mafia_modes(narrator_engine::mafia::modes::Modes::built_in())
    }

    /// The games narrator plays in chat, Mafia offering `modes` (the
    /// built-in ones and an operator's, as the host read them at start).
    pub fn with_mafia_modes(modes: narrator_engine::mafia::modes::Modes) -> Games {
        Games(Arc::new(vec![
            Arc::new(mafia::Mafia::with_modes(modes)),
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
