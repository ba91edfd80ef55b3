//! The Wumpus hunt's words for the shapes every game shares (see
//! [`crate::vocabulary`]), and how each is worded (in [`super::render`]).

use super::render;
use super::{WumpusAction, WumpusMessage, WumpusPrompt, WumpusReason, WumpusTeam};
use crate::render::{Lang, Names};
use crate::vocabulary::{
    ChoiceText, ClauseText, Ending, MessageText, PromptText, TeamText, Vocabulary,
};
use std::convert::Infallible;

pub use crate::rejection::{Act, Target, Title, Used};

/// The Wumpus hunt's vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Words;

impl Vocabulary for Words {
    type Message = WumpusMessage;
    type Action = WumpusAction;
    type Team = WumpusTeam;
    type Prompt = WumpusPrompt;
    type Reason = WumpusReason;
    // No refusal names a phase, and every option set can start a game.
    type Phase = Infallible;
    type RulesError = Infallible;

    fn role_name(lang: Lang, name: &str) -> Option<String> {
        render::role_name(lang, name)
    }
}

crate::vocabulary::game_words!(Words, WumpusMessage, WumpusReason);

impl MessageText for WumpusMessage {
    fn text(&self, lang: Lang, names: &Names) -> String {
        render::message(lang, self, names)
    }
}

impl ChoiceText for WumpusAction {
    fn text(&self, lang: Lang, _: &Names) -> String {
        render::choice(lang, self)
    }
}

impl TeamText for WumpusTeam {
    fn text(self, lang: Lang) -> String {
        render::team(lang, self)
    }

    fn ending(self, winners: usize) -> Ending {
        // A hunt names its surviving hunters; the Wumpus wins as a side.
        let _ = winners;
        match self {
            WumpusTeam::Hunters => Ending::Winners,
            WumpusTeam::Wumpus => Ending::Team,
        }
    }
}

impl PromptText for WumpusPrompt {
    fn text(self, lang: Lang) -> String {
        render::prompt(lang)
    }
}

impl ClauseText for WumpusReason {
    fn text(&self, lang: Lang) -> String {
        let (id, args) = render::reason(self);
        narrator_i18n::text(lang, id, Some(&args))
    }
}
