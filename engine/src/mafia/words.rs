//! Mafia's words for the shapes every game shares (see
//! [`crate::vocabulary`]): its messages, moves, sides, prompts and
//! refusals, and how each is worded (in [`super::render`]).

use super::render;
use super::{
    MafiaAction, MafiaMessage, MafiaPhase, MafiaPrompt, MafiaReason, MafiaTeam, RulesetError,
};
use crate::render::{Lang, Names};
use crate::vocabulary::{ChoiceText, ClauseText, MessageText, PromptText, TeamText, Vocabulary};

pub use crate::rejection::{Act, Target, Title, Used};

/// Mafia's vocabulary (every preset's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Words;

impl Vocabulary for Words {
    type Message = MafiaMessage;
    type Action = MafiaAction;
    type Team = MafiaTeam;
    type Prompt = MafiaPrompt;
    type Reason = MafiaReason;
    type Phase = MafiaPhase;
    type RulesError = RulesetError;

    fn role_name(lang: Lang, name: &str) -> Option<String> {
        render::role_name(lang, name)
    }
}

crate::vocabulary::game_words!(Words, MafiaMessage, MafiaReason);

impl MessageText for MafiaMessage {
    fn text(&self, lang: Lang, names: &Names) -> String {
        render::message(lang, self, names)
    }
}

impl ChoiceText for MafiaAction {
    fn text(&self, lang: Lang, names: &Names) -> String {
        render::choice(lang, self, names)
    }
}

impl TeamText for MafiaTeam {
    fn text(self, lang: Lang) -> String {
        render::team(lang, self)
    }
}

impl PromptText for MafiaPrompt {
    fn text(self, lang: Lang) -> String {
        render::prompt(lang, self)
    }

    fn counts_as_activity(self) -> bool {
        // Day 0's "ready" may rightly be left unanswered.
        self != MafiaPrompt::Ready
    }
}

impl ClauseText for MafiaReason {
    fn text(&self, lang: Lang) -> String {
        let (id, args) = render::reason(*self);
        narrator_i18n::text(lang, id, Some(&args))
    }
}

impl ClauseText for MafiaPhase {
    fn text(&self, lang: Lang) -> String {
        render::phase(lang, *self)
    }
}

impl ClauseText for RulesetError {
    fn text(&self, lang: Lang) -> String {
        render::ruleset_error(lang, self)
    }
}
