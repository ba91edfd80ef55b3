//! What a game's group has seen so far, for a game still running: the
//! same replay as the timeline's, but the story reads the public effects
//! alone (never a private result, a night choice or a team's talk) and
//! never looks into the game, and the end's secrets are not there.

use super::Timeline;
use crate::game::{GameConfig, Story};
use crate::input::Input;
use crate::table::{Table, TableSetup};
use crate::time::Timestamp;

/// A game as its group has seen it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SoFar {
    /// The game and its options.
    pub config: GameConfig,
    /// The players' names, in seat order.
    pub names: Vec<String>,
    /// What was told to everyone, as the game tells it.
    pub story: Story,
}

impl Timeline {
    /// Replays a game's stored inputs from its setup and tells what its
    /// group saw, running or not. An input refused on replay changed
    /// nothing live either, and is passed over.
    pub fn so_far(setup: &TableSetup, inputs: &[(Input, Timestamp)]) -> SoFar {
        let mut table = Table::new(setup.clone());
        let mut story = Story::new(&setup.config);
        for (input, at) in inputs {
            if let Ok(effects) = table.handle(input, *at) {
                story.read_public(&effects);
            }
        }
        SoFar {
            config: setup.config.clone(),
            names: table.names(),
            story,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::simulate;
    use crate::mafia::Ruleset;
    use crate::mafia::timeline::Event;
    use crate::seat::PlayerId;
    use crate::seed::Seed;
    use crate::zombie::ZombieOptions;

    fn setup(config: &GameConfig, n: u64) -> TableSetup {
        TableSetup {
            config: config.clone(),
            seed: Seed::from_number(n),
            host: PlayerId::new("sim:host"),
        }
    }

    #[test]
    fn what_the_group_saw_holds_no_night_choice_or_private_result() {
        for (ruleset, players) in [
            (Ruleset::classic(), 7),
            (Ruleset::hp(), 8),
            (Ruleset::sport(), 10),
        ] {
            let config = GameConfig::Mafia(ruleset);
            for n in 1..4 {
                let game = simulate::run(&config, Seed::from_number(n), players, false);
                let so_far = Timeline::so_far(&setup(&config, n), &game.inputs);
                let whole = Timeline::replay(&setup(&config, n), &game.inputs).expect("ended");
                assert!(!so_far.story.events().is_empty());
                for event in so_far.story.events() {
                    assert!(
                        !matches!(
                            event,
                            Event::Pick { .. }
                                | Event::Found { .. }
                                | Event::Saved { .. }
                                | Event::Shot { .. }
                                | Event::DonCheck { .. }
                                | Event::SheriffCheck { .. }
                                | Event::Blocked { .. }
                        ),
                        "{event:?} is no public fact"
                    );
                    // Everything the group saw is in the whole story (a
                    // quiet night may turn out a save there).
                    assert!(
                        whole.story.events().contains(event) || *event == Event::Quiet,
                        "{event:?}"
                    );
                }
                // Votes are public (but for sport's pseudonyms, whose news
                // goes to each seat apart): the counts agree with the
                // whole story's.
                let seen = so_far.story.tallies();
                if players < 10 || !seen.is_empty() {
                    assert_eq!(seen, whole.story.tallies());
                }
            }
        }
    }

    #[test]
    fn a_zombie_games_turns_show_the_players_only_in_the_whole_story() {
        let config = GameConfig::Zombie(ZombieOptions::default());
        let game = simulate::run(&config, Seed::from_number(3), 7, false);
        let so_far = Timeline::so_far(&setup(&config, 3), &game.inputs);
        let whole = Timeline::replay(&setup(&config, 3), &game.inputs).expect("ended");
        let public = so_far.story.turns().expect("a turn table").rows();
        let judged = whole.story.turns().expect("a turn table").rows();
        assert!(!public.is_empty());
        assert_eq!(public.len(), judged.len());
        for (p, j) in public.iter().zip(judged) {
            assert!(
                p.players.is_empty(),
                "the group never sees a player's state"
            );
            assert_eq!(j.players.len(), 7);
            assert_eq!((p.turn, p.humans, p.zombies), (j.turn, j.humans, j.zombies));
            let humans = j
                .players
                .iter()
                .filter(|s| s.condition(crate::render::Lang::En) == "human")
                .count();
            assert_eq!(humans, j.humans);
        }
    }
}
