//! Complete all-computer Wumpus hunts per second (5 players), and how they
//! ended: `cargo bench -p narrator-engine --bench wumpus_games`.

use narrator_engine::Outcome;
use narrator_engine::bots::simulate;
use narrator_engine::wumpus::WumpusRules;
use narrator_engine::wumpus::WumpusTeam;
use narrator_engine::{GameConfig, Seed};
use std::time::Instant;

fn main() {
    let Ok(rules) = WumpusRules::standard() else {
        eprintln!("the shipped map does not load");
        return;
    };
    let config = GameConfig::Wumpus(rules);
    let games = 2_000u64;
    let mut hunters = 0u64;
    let started = Instant::now();
    for n in 0..games {
        let sim = simulate::run(&config, Seed::from_number(n), 5, false);
        if sim.result.map(|r| r.outcome) == Some(Outcome::Won(WumpusTeam::Hunters.into())) {
            hunters += 1;
        }
    }
    let secs = started.elapsed().as_secs_f64();
    println!(
        "{games} hunts of 5 players in {secs:.2} s: {:.0} games/s on one core; a hunter won {hunters}",
        games as f64 / secs.max(1e-9)
    );
}
