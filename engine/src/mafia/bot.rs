//! The baseline computer player for Mafia.

use super::ruleset::Ruleset;
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::effect::{Effect, Prompt};
use crate::game::Action;
use crate::seat::Seat;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

/// A computer Mafia player.
pub struct MafiaBot {
    #[allow(dead_code)]
    rules: Ruleset,
    #[allow(dead_code)]
    seat: Seat,
    seeds: BotSeeds,
}

impl MafiaBot {
    /// A player for `seat`.
    pub fn new(rules: Ruleset, seat: Seat, seeds: BotSeeds) -> MafiaBot {
        MafiaBot { rules, seat, seeds }
    }

    fn rng(&self, prompt: &Prompt) -> ChaCha8Rng {
        let mut s = self.seeds.own;
        for (b, p) in s.iter_mut().zip(prompt.phase.to_le_bytes()) {
            *b ^= p;
        }
        ChaCha8Rng::from_seed(s)
    }
}

impl ComputerPlayer for MafiaBot {
    fn observe(&mut self, _effect: &Effect) {}

    fn talk(&mut self, _prompt: &Prompt) -> Vec<Action> {
        Vec::new()
    }

    fn decide(&mut self, prompt: &Prompt) -> Option<Action> {
        prompt.choices.choose(&mut self.rng(prompt)).cloned()
    }
}

#[cfg(test)]
mod tests {
    use crate::bots::simulate;
    use crate::effect::{Outcome, Team};
    use crate::game::GameConfig;
    use crate::mafia::Ruleset;
    use crate::seed::Seed;

    #[test]
    #[ignore]
    fn win_rates() {
        let config = GameConfig::Mafia(Ruleset::classic());
        let (mut v, mut m, mut other) = (0, 0, 0);
        let start = std::time::Instant::now();
        for n in 0..2000u64 {
            let g = simulate::run(&config, Seed::from_number(n), 10, false);
            match g.result.map(|r| r.outcome) {
                Some(Outcome::Won(Team::Village)) => v += 1,
                Some(Outcome::Won(Team::Mafia)) => m += 1,
                _ => other += 1,
            }
        }
        println!(
            "village {v} mafia {m} other {other} in {:?}",
            start.elapsed()
        );
    }
}
