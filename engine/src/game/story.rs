//! Each game's story of a finished game, for the timeline (see
//! [`crate::timeline`]): only Mafia has nights and days to tell, with
//! each day's votes counted; a Zombie game keeps its turn table; another
//! game's timeline holds its end alone. The same story read from public
//! effects only ([`Story::read_public`]) is what the group saw while the
//! game ran.

use super::tally::{self, Tally};
use super::turns::Turns;
use super::words::{Audience, Effect};
use super::{Game, GameConfig};
use crate::mafia::Preset;
use crate::mafia::timeline::Story as MafiaStory;
use crate::mafia::words::Words as Mafia;
use crate::render::{Lang, Names};
use crate::seat::Seat;
use crate::zombie::ZombieMessage;
use crate::zombie::words::{Message as ZombieWords, Words as Zombie};

/// What a game's timeline tells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Story {
    /// A Mafia game's nights and days.
    Mafia(MafiaStory),
    /// A Zombie game's turns.
    Zombie(Turns),
    /// A game that tells no story but its end.
    Untold,
}

impl Story {
    /// An empty story for a game with `config`.
    pub fn new(config: &GameConfig) -> Story {
        match config {
            GameConfig::Mafia(r) => Story::Mafia(MafiaStory::new(r.preset == Preset::Classic)),
            GameConfig::Zombie(_) => Story::Zombie(Turns::default()),
            GameConfig::Wumpus(_) => Story::Untold,
        }
    }

    /// Reads one input's public effects alone: what the group saw.
    pub fn read_public(&mut self, effects: &[Effect]) {
        let public: Vec<Effect> = effects
            .iter()
            .filter(|e| matches!(e.audience, Audience::Public))
            .cloned()
            .collect();
        self.read(&public);
    }

    /// Looks at the game after an input was read, for what only the game
    /// knows (a Zombie game's players at a turn's end). Never called on a
    /// story of public effects.
    pub fn look(&mut self, game: Option<&Game>) {
        if let Story::Zombie(turns) = self {
            turns.look(game);
        }
    }

    /// Reads one input's effects.
    pub fn read(&mut self, effects: &[Effect]) {
        match self {
            Story::Mafia(story) => {
                let own: Vec<_> = effects.iter().filter_map(|e| e.lower::<Mafia>()).collect();
                story.read(&own);
            }
            Story::Zombie(turns) => {
                for effect in effects.iter().filter_map(|e| e.lower::<Zombie>()) {
                    if let Some(ZombieWords::Game(ZombieMessage::TurnEnded(report))) =
                        effect.message()
                        && matches!(effect.audience, crate::zombie::words::Audience::Public)
                    {
                        turns.ended(report);
                    }
                }
            }
            Story::Untold => {}
        }
    }

    /// Each day's votes, counted (none in a game without votes).
    pub fn tallies(&self) -> Vec<Tally> {
        match self {
            Story::Mafia(story) => tally::count(&story.chapters()),
            Story::Zombie(_) | Story::Untold => Vec::new(),
        }
    }

    /// A Zombie game's turn table.
    pub fn turns(&self) -> Option<&Turns> {
        match self {
            Story::Zombie(turns) => Some(turns),
            Story::Mafia(_) | Story::Untold => None,
        }
    }

    /// A Mafia story's events (none for a game that tells no story).
    pub fn events(&self) -> &[crate::mafia::timeline::Event] {
        match self {
            Story::Mafia(story) => story.events(),
            Story::Zombie(_) | Story::Untold => &[],
        }
    }

    /// Every death and departure, in order.
    pub fn departures(&self) -> Vec<Seat> {
        match self {
            Story::Mafia(story) => story.departures(),
            Story::Zombie(_) | Story::Untold => Vec::new(),
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
            Story::Zombie(_) | Story::Untold => Vec::new(),
        }
    }

    /// The story as the group saw it while the game ran, in chapters of
    /// lines in `lang`: a seat's role only where an event showed it then
    /// (read from public effects alone, see [`Story::read_public`]).
    pub fn public_chapters(&self, lang: Lang, names: &Names) -> Vec<Vec<String>> {
        match self {
            Story::Mafia(story) => story
                .chapters()
                .into_iter()
                .map(|events| {
                    events
                        .iter()
                        .map(|e| crate::mafia::timeline_text::public_event(lang, e, names))
                        .collect()
                })
                .collect(),
            Story::Zombie(_) | Story::Untold => Vec::new(),
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
            Story::Zombie(_) | Story::Untold => {
                vec![narrator_i18n::text(lang, "timeline-no-nights", None)]
            }
        }
    }
}
