//! A game's computer player behind every game's words: it observes only
//! its own game's effects, lowered into its words, and its answers are
//! lifted back.

use super::words::{Action, AnyGame, Registered};
use crate::bots::ComputerPlayer;
use crate::effect::{Effect, Prompt};

/// `bot` behind every game's words.
pub(super) fn lowered<V: Registered>(
    bot: Box<dyn ComputerPlayer<V>>,
) -> Box<dyn ComputerPlayer<AnyGame>> {
    Box::new(Lowered { bot })
}

struct Lowered<V: Registered> {
    bot: Box<dyn ComputerPlayer<V>>,
}

impl<V: Registered> ComputerPlayer<AnyGame> for Lowered<V> {
    fn observe(&mut self, effect: &Effect<AnyGame>) {
        if let Some(own) = effect.lower::<V>() {
            self.bot.observe(&own);
        }
    }

    fn talk(&mut self, prompt: &Prompt<AnyGame>) -> Vec<Action> {
        prompt.lower::<V>().map_or_else(Vec::new, |p| {
            self.bot.talk(&p).into_iter().map(Into::into).collect()
        })
    }

    fn decide(&mut self, prompt: &Prompt<AnyGame>) -> Option<Action> {
        let own = prompt.lower::<V>()?;
        self.bot.decide(&own).map(Into::into)
    }

    fn reconsider(&mut self, prompt: &Prompt<AnyGame>) -> Option<Action> {
        let own = prompt.lower::<V>()?;
        self.bot.reconsider(&own).map(Into::into)
    }
}
