//! The shapes every game shares (an effect, a message, a prompt, a
//! rejection, a result) hold each game's own words: its messages,
//! actions, sides, prompts and reasons. A game names its words by
//! implementing [`Vocabulary`] on a marker type in its own folder, and
//! speaks only them; [`crate::game`] registers every game's words in one
//! vocabulary for the code that hosts any game. The shared modules know
//! the games only through this trait, so none of them imports a game.

use crate::render::names::Names;
use narrator_i18n::Lang;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use std::hash::Hash;

/// One game's words (or, in [`crate::game::AnyGame`], every game's).
pub trait Vocabulary: Clone + Copy + Debug + PartialEq + Eq + Hash + Send + Sync + 'static {
    /// What the game says.
    type Message: Clone + Debug + Eq + Serialize + DeserializeOwned + Send + Sync + MessageText;
    /// A move in the game.
    type Action: Clone + Debug + Eq + Hash + Serialize + DeserializeOwned + Send + Sync + ChoiceText;
    /// A side: who wins, and who may share secrets.
    type Team: Copy
        + Debug
        + Eq
        + Ord
        + Hash
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + TeamText;
    /// What a prompt asks for.
    type Prompt: Copy + Debug + Eq + Hash + Serialize + DeserializeOwned + Send + Sync + PromptText;
    /// Why a move was refused, in the game's own terms.
    type Reason: Clone + Debug + Eq + Send + Sync + ClauseText;
    /// A phase, as a refusal names it.
    type Phase: Copy + Debug + Eq + Send + Sync + ClauseText;
    /// Why the game's options cannot start a game.
    type RulesError: Clone + Debug + Eq + Send + Sync + ClauseText;

    /// A role's name in `lang`, from its stable name (as results store
    /// it), if the role is one of this game's.
    fn role_name(lang: Lang, name: &str) -> Option<String>;

    /// Every seat's role name in `lang`, from a result's stable names (a
    /// name no game knows is shown as it is). Games share some names (a
    /// hunt's hunter, Mafia's hunter), so the whole list is read at once.
    fn role_names(lang: Lang, names: &[String]) -> Vec<String> {
        names
            .iter()
            .map(|n| Self::role_name(lang, n).unwrap_or_else(|| n.clone()))
            .collect()
    }
}

/// A game's message as text.
pub trait MessageText {
    /// The message in `lang`, with seats named by `names`.
    fn text(&self, lang: Lang, names: &Names) -> String;
}

/// A choice's label, e.g. on a button.
pub trait ChoiceText {
    /// The label in `lang`.
    fn text(&self, lang: Lang, names: &Names) -> String;
}

/// A side's name, and how the end names its winners.
pub trait TeamText: Copy {
    /// The side's name in `lang`.
    fn text(self, lang: Lang) -> String;

    /// How the end message names this side's win with `winners` seats on
    /// it.
    fn ending(self, winners: usize) -> Ending {
        let _ = winners;
        Ending::Team
    }
}

/// How the end message names the winners.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// By the side's name ("The village wins").
    Team,
    /// By the side's name, as a plural ("The humans win").
    TeamPlural,
    /// By the winners' names ("Ada and Bo win").
    Winners,
}

/// The question a prompt asks.
pub trait PromptText: Copy {
    /// The question in `lang` (the bot protocol's night wording).
    fn text(self, lang: Lang) -> String;

    /// Whether letting this prompt's deadline pass counts as a missed
    /// deadline: a prompt one may rightly leave unanswered does not.
    fn counts_as_activity(self) -> bool {
        true
    }
}

/// A clause of a refusal (a reason, a phase, a rules error).
pub trait ClauseText {
    /// The clause in `lang`.
    fn text(&self, lang: Lang) -> String;
}

/// A game without phases a refusal names, or whose options are always
/// valid, says so with this type.
impl ClauseText for std::convert::Infallible {
    fn text(&self, _: Lang) -> String {
        match *self {}
    }
}

/// A game's names for the shared shapes in its own words (`Effect`,
/// `Message`, `Rejection`…, what its code uses), and its own message and
/// reason as shared ones: one line in each game's `words.rs`.
macro_rules! game_words {
    ($words:ty, $message:ty, $reason:ty) => {
        /// An effect in this game's words.
        pub type Effect = crate::effect::Effect<$words>;
        /// What an effect does.
        pub type EffectKind = crate::effect::EffectKind<$words>;
        /// Who receives an effect.
        pub type Audience = crate::effect::Audience<$words>;
        /// A decision to take.
        pub type Prompt = crate::effect::Prompt<$words>;
        /// The game's end.
        pub type GameResult = crate::effect::GameResult<$words>;
        /// How the game ended.
        pub type Outcome = crate::effect::Outcome<$words>;
        /// A message in this game, shared or its own.
        pub type Message = crate::message::Message<$words>;
        /// A refused move.
        pub type Rejection = crate::rejection::Rejection<$words>;
        /// Why a move was refused.
        pub type Reason = crate::rejection::Reason<$words>;

        impl From<$message> for Message {
            fn from(m: $message) -> Message {
                Message::Game(m)
            }
        }

        impl From<$reason> for Reason {
            fn from(r: $reason) -> Reason {
                Reason::Game(r)
            }
        }
    };
}
pub(crate) use game_words;
