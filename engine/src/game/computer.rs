//! A game's computer player behind every game's words: it observes only
//! its own game's effects, lowered into its words, and its answers are
//! lifted back.

use super::words::{Action, AnyGame, GameMessage, PromptKind, Team};
use crate::bots::ComputerPlayer;
use crate::effect::{Effect, Prompt};
use crate::vocabulary::Vocabulary;

/// `bot` behind every game's words.
pub(super) fn lowered<V>(bot: Box<dyn ComputerPlayer<V>>) -> Box<dyn ComputerPlayer<AnyGame>>
where
    V: Vocabulary,
    V::Message: TryFrom<GameMessage>,
    V::Action: TryFrom<Action>,
    V::Team: TryFrom<Team>,
    V::Prompt: TryFrom<PromptKind>,
    Action: From<V::Action>,
{
    Box::new(Lowered { bot })
}

struct Lowered<V: Vocabulary> {
    bot: Box<dyn ComputerPlayer<V>>,
}

impl<V> ComputerPlayer<AnyGame> for Lowered<V>
where
    V: Vocabulary,
    V::Message: TryFrom<GameMessage>,
    V::Action: TryFrom<Action>,
    V::Team: TryFrom<Team>,
    V::Prompt: TryFrom<PromptKind>,
    Action: From<V::Action>,
{
    fn observe(&mut self, effect: &Effect<AnyGame>) {
        if let Some(own) = effect.lower::<V>() {
            self.bot.observe(&own);
        }
    }

    fn talk(&mut self, prompt: &Prompt<AnyGame>) -> Vec<Action> {
        prompt.lower::<V>().map_or_else(Vec::new, |p| {
            self.bot.talk(&p).into_iter().map(Action::from).collect()
        })
    }

    fn decide(&mut self, prompt: &Prompt<AnyGame>) -> Option<Action> {
        let own = prompt.lower::<V>()?;
        self.bot.decide(&own).map(Action::from)
    }

    fn reconsider(&mut self, prompt: &Prompt<AnyGame>) -> Option<Action> {
        let own = prompt.lower::<V>()?;
        self.bot.reconsider(&own).map(Action::from)
    }
}
