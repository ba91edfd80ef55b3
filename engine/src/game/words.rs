//! Every game's words in one vocabulary, [`AnyGame`]: the shared
//! [`Action`], [`Team`] and [`PromptKind`] wrap each game's own enum, as
//! [`GameMessage`], [`GameReason`], [`Phase`] and [`RulesError`] do. A
//! game's effects are lifted into it at the registry's boundary; its
//! computer player reads them lowered back into its own words.

use crate::mafia::words::Words as Mafia;
use crate::mafia::{
    MafiaAction, MafiaMessage, MafiaPhase, MafiaPrompt, MafiaReason, MafiaTeam, RulesetError,
};
use crate::render::{Lang, Names};
use crate::vocabulary::{
    ChoiceText, ClauseText, Ending, MessageText, PromptText, TeamText, Vocabulary,
};
use crate::wumpus::words::Words as Wumpus;
use crate::wumpus::{WumpusAction, WumpusMessage, WumpusPrompt, WumpusReason, WumpusTeam};
use crate::zombie::words::Words as Zombie;
use crate::zombie::{ZombieAction, ZombieMessage, ZombiePrompt, ZombieReason, ZombieTeam};
use serde::{Deserialize, Serialize};
use std::convert::Infallible;

/// Every game's vocabulary: what the host, the store and the chat front
/// handle.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct AnyGame;

impl Vocabulary for AnyGame {
    type Message = GameMessage;
    type Action = Action;
    type Team = Team;
    type Prompt = PromptKind;
    type Reason = GameReason;
    type Phase = Phase;
    type RulesError = RulesError;

    fn role_name(lang: Lang, name: &str) -> Option<String> {
        Mafia::role_name(lang, name)
            .or_else(|| Zombie::role_name(lang, name))
            .or_else(|| Wumpus::role_name(lang, name))
    }

    /// The game whose roles are every one of `names` words them (a hunt's
    /// seats are all hunters, a name Mafia has too; a Mafia table always
    /// has a role no hunt knows).
    fn role_names(lang: Lang, names: &[String]) -> Vec<String> {
        let knows =
            |f: fn(Lang, &str) -> Option<String>| names.iter().all(|n| f(lang, n).is_some());
        let game: fn(Lang, &str) -> Option<String> = if knows(Wumpus::role_name) {
            Wumpus::role_name
        } else if knows(Zombie::role_name) {
            Zombie::role_name
        } else {
            Self::role_name
        };
        names
            .iter()
            .map(|n| game(lang, n).unwrap_or_else(|| n.clone()))
            .collect()
    }
}

/// A game's words as the registry needs them: each lifts into every
/// game's words, and what a game's computer player reads lowers back.
pub trait Registered:
    Vocabulary<
        Message: Into<GameMessage> + TryFrom<GameMessage>,
        Action: Into<Action> + TryFrom<Action>,
        Team: Into<Team> + TryFrom<Team>,
        Prompt: Into<PromptKind> + TryFrom<PromptKind>,
        Reason: Into<GameReason>,
        Phase: Into<Phase>,
        RulesError: Into<RulesError>,
    >
{
}

impl<V> Registered for V where
    V: Vocabulary<
            Message: Into<GameMessage> + TryFrom<GameMessage>,
            Action: Into<Action> + TryFrom<Action>,
            Team: Into<Team> + TryFrom<Team>,
            Prompt: Into<PromptKind> + TryFrom<PromptKind>,
            Reason: Into<GameReason>,
            Phase: Into<Phase>,
            RulesError: Into<RulesError>,
        >
{
}

/// A game's own message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameMessage {
    /// A Mafia message.
    Mafia(MafiaMessage),
    /// A Wumpus hunt message.
    Wumpus(WumpusMessage),
    /// A Zombie Game message.
    Zombie(ZombieMessage),
}

/// A move in some game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A Mafia move.
    Mafia(MafiaAction),
    /// A Wumpus hunt move.
    Wumpus(WumpusAction),
    /// A Zombie Game move.
    Zombie(ZombieAction),
}

/// A side of some game. Teams are both who wins and who may share secrets.
///
/// Stored (in results and open prompts) as the bare name of the game's own
/// team, e.g. `"Village"`, as before the games had their own enums: the
/// names differ between games, so the name alone says which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Team {
    /// A Mafia side.
    Mafia(MafiaTeam),
    /// A Wumpus hunt side.
    Wumpus(WumpusTeam),
    /// A Zombie Game side.
    Zombie(ZombieTeam),
}

/// What a prompt asks for, in some game.
///
/// Stored as the bare name of the game's own prompt, e.g. `"Vote"` or
/// `"ZombieTurn"`, as before the games had their own enums.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PromptKind {
    /// A Mafia prompt.
    Mafia(MafiaPrompt),
    /// A Wumpus hunt prompt.
    Wumpus(WumpusPrompt),
    /// A Zombie Game prompt.
    Zombie(ZombiePrompt),
}

/// Why some game refused a move, in its own terms.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameReason {
    /// A Mafia rule.
    Mafia(MafiaReason),
    /// A Wumpus hunt rule.
    Wumpus(WumpusReason),
    /// A Zombie Game rule.
    Zombie(ZombieReason),
}

/// A phase, as a refusal names it (only Mafia's refusals name one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// A Mafia phase.
    Mafia(MafiaPhase),
}

/// Why a game's options cannot start a game (only Mafia's can fail).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesError {
    /// A Mafia ruleset's error.
    Mafia(RulesetError),
}

/// A shared value that belongs to another game than the one asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("it belongs to another game")]
pub struct OtherGame;

/// `From`/`TryFrom` between a shared wrapper and a game's own enum, and
/// comparison of the wrapper with the game's value.
macro_rules! wrap {
    ($outer:ident :: $variant:ident ($inner:ty)) => {
        impl From<$inner> for $outer {
            fn from(v: $inner) -> $outer {
                $outer::$variant(v)
            }
        }

        impl TryFrom<$outer> for $inner {
            type Error = OtherGame;
            #[allow(unreachable_patterns)]
            fn try_from(v: $outer) -> Result<$inner, OtherGame> {
                match v {
                    $outer::$variant(x) => Ok(x),
                    _ => Err(OtherGame),
                }
            }
        }

        impl<'a> TryFrom<&'a $outer> for &'a $inner {
            type Error = OtherGame;
            #[allow(unreachable_patterns)]
            fn try_from(v: &'a $outer) -> Result<&'a $inner, OtherGame> {
                match v {
                    $outer::$variant(x) => Ok(x),
                    _ => Err(OtherGame),
                }
            }
        }

        impl PartialEq<$inner> for $outer {
            fn eq(&self, other: &$inner) -> bool {
                matches!(self, $outer::$variant(x) if x == other)
            }
        }
    };
}

wrap!(GameMessage::Mafia(MafiaMessage));
wrap!(GameMessage::Wumpus(WumpusMessage));
wrap!(GameMessage::Zombie(ZombieMessage));
wrap!(Action::Mafia(MafiaAction));
wrap!(Action::Wumpus(WumpusAction));
wrap!(Action::Zombie(ZombieAction));
wrap!(Team::Mafia(MafiaTeam));
wrap!(Team::Wumpus(WumpusTeam));
wrap!(Team::Zombie(ZombieTeam));
wrap!(PromptKind::Mafia(MafiaPrompt));
wrap!(PromptKind::Wumpus(WumpusPrompt));
wrap!(PromptKind::Zombie(ZombiePrompt));
wrap!(GameReason::Mafia(MafiaReason));
wrap!(GameReason::Wumpus(WumpusReason));
wrap!(GameReason::Zombie(ZombieReason));
wrap!(Phase::Mafia(MafiaPhase));
wrap!(RulesError::Mafia(RulesetError));

/// A game without phases or option errors lifts its (empty) ones.
macro_rules! never {
    ($($outer:ident),*) => {
        $(impl From<Infallible> for $outer {
            fn from(never: Infallible) -> $outer {
                match never {}
            }
        })*
    };
}
never!(Phase, RulesError);

/// A shared message in some game's words.
impl From<MafiaMessage> for crate::message::Message<AnyGame> {
    fn from(m: MafiaMessage) -> Self {
        crate::message::Message::Game(GameMessage::Mafia(m))
    }
}

impl From<WumpusMessage> for crate::message::Message<AnyGame> {
    fn from(m: WumpusMessage) -> Self {
        crate::message::Message::Game(GameMessage::Wumpus(m))
    }
}

impl From<ZombieMessage> for crate::message::Message<AnyGame> {
    fn from(m: ZombieMessage) -> Self {
        crate::message::Message::Game(GameMessage::Zombie(m))
    }
}

/// A game's own reason, as a reason in every game's words.
macro_rules! reason_from {
    ($($inner:ty),*) => {
        $(impl From<$inner> for crate::rejection::Reason<AnyGame> {
            fn from(r: $inner) -> Self {
                crate::rejection::Reason::Game(r.into())
            }
        })*
    };
}
reason_from!(MafiaReason, WumpusReason, ZombieReason);

/// Dispatches a text trait to the game whose value this is.
macro_rules! text_by_game {
    ($value:expr, $x:ident => $text:expr) => {
        match $value {
            Self::Mafia($x) => $text,
            Self::Wumpus($x) => $text,
            Self::Zombie($x) => $text,
        }
    };
}

impl MessageText for GameMessage {
    fn text(&self, lang: Lang, names: &Names) -> String {
        text_by_game!(self, m => m.text(lang, names))
    }
}

impl ChoiceText for Action {
    fn text(&self, lang: Lang, names: &Names) -> String {
        text_by_game!(self, a => a.text(lang, names))
    }
}

impl TeamText for Team {
    fn text(self, lang: Lang) -> String {
        text_by_game!(self, t => t.text(lang))
    }

    fn ending(self, winners: usize) -> Ending {
        text_by_game!(self, t => t.ending(winners))
    }
}

impl PromptText for PromptKind {
    fn text(self, lang: Lang) -> String {
        text_by_game!(self, p => p.text(lang))
    }

    fn counts_as_activity(self) -> bool {
        text_by_game!(self, p => p.counts_as_activity())
    }
}

impl ClauseText for GameReason {
    fn text(&self, lang: Lang) -> String {
        text_by_game!(self, r => r.text(lang))
    }
}

impl ClauseText for Phase {
    fn text(&self, lang: Lang) -> String {
        let Phase::Mafia(p) = self;
        p.text(lang)
    }
}

impl ClauseText for RulesError {
    fn text(&self, lang: Lang) -> String {
        let RulesError::Mafia(e) = self;
        e.text(lang)
    }
}

crate::vocabulary::game_words!(AnyGame, GameMessage, GameReason);
