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

crate::vocabulary::game_words!(Words, ZombieMessage, ZombieReason);

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
