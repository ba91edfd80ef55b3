//! Each game's story of a finished game, for the timeline (see
//! [`crate::timeline`]): only Mafia has nights and days to tell; another
//! game's timeline holds its end alone.

use super::GameConfig;
use super::words::Effect;
use crate::mafia::Preset;
use crate::mafia::timeline::Story as MafiaStory;
use crate::mafia::words::Words as Mafia;
use crate::render::{Lang, Names};
use crate::seat::Seat;

/// What a game's timeline tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Story {
    /// A Mafia game's nights and days.
    Mafia(MafiaStory),
    /// A game that tells no story but its end.
    Untold,
}

impl Story {
    /// An empty story for a game with `config`.
    pub fn new(config: &GameConfig) -> Story {
        match config {
            GameConfig::Mafia(r) => Story::Mafia(MafiaStory::new(r.preset == Preset::Classic)),
            GameConfig::Wumpus(_) | GameConfig::Zombie(_) => Story::Untold,
        }
    }

    /// Reads one input's effects.
    pub fn read(&mut self, effects: &[Effect]) {
        match self {
            Story::Mafia(story) => {
                let own: Vec<_> = effects.iter().filter_map(|e| e.lower::<Mafia>()).collect();
                story.read(&own);
            }
            Story::Untold => {}
        }
    }

    /// A Mafia story's events (none for a game that tells no story).
    pub fn events(&self) -> &[crate::mafia::timeline::Event] {
        match self {
            Story::Mafia(story) => story.events(),
            Story::Untold => &[],
        }
    }

    /// Every death and departure, in order.
    pub fn departures(&self) -> Vec<Seat> {
        match self {
            Story::Mafia(story) => story.departures(),
            Story::Untold => Vec::new(),
        }
    }

    /// The story as chapters of lines in `lang` (each night and each
    /// day, for a web page to step through); none for a game that tells
    /// no story. `roles` are every seat's role at the end.
    pub fn chapters(&self, lang: Lang, names: &Names, roles: &[String]) -> Vec<Vec<String>> {
        match self {
            Story::Mafia(story) => story
                .chapters()
                .into_iter()
                .map(|events| {
                    events
                        .iter()
                        .map(|e| crate::mafia::timeline_text::event(lang, e, roles, names))
                        .collect()
                })
                .collect(),
            Story::Untold => Vec::new(),
        }
    }

    /// The story as lines in `lang`; `roles` are every seat's role at
    /// the end.
    pub fn lines(&self, lang: Lang, names: &Names, roles: &[String]) -> Vec<String> {
        match self {
            Story::Mafia(story) => story
                .events()
                .iter()
                .map(|e| crate::mafia::timeline_text::event(lang, e, roles, names))
                .collect(),
            Story::Untold => vec![narrator_i18n::text(lang, "timeline-no-nights", None)],
        }
    }
}
