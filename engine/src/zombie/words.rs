//! The Zombie Game's words for the shapes every game shares (see
//! [`crate::vocabulary`]), and how each is worded (in [`super::render`]).

use super::render;
use super::{ZombieAction, ZombieMessage, ZombiePrompt, ZombieReason, ZombieTeam};
use crate::render::{Lang, Names};
use crate::vocabulary::{
    ChoiceText, ClauseText, Ending, MessageText, PromptText, TeamText, Vocabulary,
};
use std::convert::Infallible;

pub use crate::rejection::{Act, Target, Title, Used};

/// The Zombie Game's vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Words;

impl Vocabulary for Words {
    type Message = ZombieMessage;
    type Action = ZombieAction;
    type Team = ZombieTeam;
    type Prompt = ZombiePrompt;
    type Reason = ZombieReason;
    // No refusal names a phase, and every option set can start a game.
    type Phase = Infallible;
    type RulesError = Infallible;

    fn role_name(lang: Lang, name: &str) -> Option<String> {
        render::role_name(lang, name)
    }
}

/// A Zombie Game effect.
pub type Effect = crate::effect::Effect<Words>;
/// What a Zombie Game effect does.
pub type EffectKind = crate::effect::EffectKind<Words>;
/// Who receives a Zombie Game effect.
pub type Audience = crate::effect::Audience<Words>;
/// A Zombie Game decision to take.
pub type Prompt = crate::effect::Prompt<Words>;
/// A Zombie Game game's end.
pub type GameResult = crate::effect::GameResult<Words>;
/// How a Zombie Game game ended.
pub type Outcome = crate::effect::Outcome<Words>;
/// A message in a Zombie Game game, shared or the game's own.
pub type Message = crate::message::Message<Words>;
/// A refused move.
pub type Rejection = crate::rejection::Rejection<Words>;
/// Why a move was refused.
pub type Reason = crate::rejection::Reason<Words>;

impl From<ZombieMessage> for Message {
    fn from(m: ZombieMessage) -> Message {
        Message::Game(m)
    }
}

impl From<ZombieReason> for Reason {
    fn from(r: ZombieReason) -> Reason {
        Reason::Game(r)
    }
}

impl MessageText for ZombieMessage {
    fn text(&self, lang: Lang, names: &Names) -> String {
        render::message(lang, self, names)
    }
}

impl ChoiceText for ZombieAction {
    fn text(&self, lang: Lang, names: &Names) -> String {
        render::choice(lang, self, names)
    }
}

impl TeamText for ZombieTeam {
    fn text(self, lang: Lang) -> String {
        render::team(lang, self)
    }

    fn ending(self, winners: usize) -> Ending {
        // The last human standing is named; a side wins in the plural.
        match (self, winners) {
            (ZombieTeam::Humans, 1) => Ending::Winners,
            _ => Ending::TeamPlural,
        }
    }
}

impl PromptText for ZombiePrompt {
    fn text(self, lang: Lang) -> String {
        render::prompt(lang)
    }
}

impl ClauseText for ZombieReason {
    fn text(&self, lang: Lang) -> String {
        narrator_i18n::text(lang, render::reason(*self), None)
    }
}
