//! Complete 10-player classic games per second on one core, and a
//! 15-player classic game with a group's own list of ten roles.
//!
//! `cargo bench -p narrator-engine` runs all-computer games through
//! `bots::simulate::run` for a few seconds (`NARRATOR_BENCH_SECS`, default 3)
//! and prints the rate. The target is at least 10,000 games/s in release.
//! Run without `--bench` (as `cargo test --benches` does) it only plays a
//! few games as a smoke test; with `NARRATOR_BENCH_PROFILE_GAMES=N` it
//! plays N 10-player games and nothing else, for a profiler.

use narrator_engine::bots::simulate;
use narrator_engine::mafia::MafiaTeam;
use narrator_engine::mafia::Ruleset;
use narrator_engine::{GameConfig, Seed};
use narrator_engine::{Outcome, Team};
use std::hint::black_box;
use std::time::{Duration, Instant};

// `narrator` runs on jemalloc (see `narrator_runtime::JEMALLOC_CONF`); the
// games are measured on the same allocator.
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

const PLAYERS: u8 = 10;
const TARGET: f64 = 10_000.0;

struct Tally {
    games: u64,
    inputs: u64,
    mafia_wins: u64,
    unfinished: u64,
}

/// Plays `players`-seat games from seed `first` on until `budget` has
/// passed.
fn play_for(config: &GameConfig, players: u8, first: u64, budget: Duration) -> (Tally, Duration) {
    let mut t = Tally {
        games: 0,
        inputs: 0,
        mafia_wins: 0,
        unfinished: 0,
    };
    let begin = Instant::now();
    let mut i = first;
    loop {
        // Check the clock every 64 games so it does not weigh on the rate.
        for _ in 0..64 {
            let sim = black_box(simulate::run(
                config,
                Seed::from_number(black_box(i)),
                players,
                false,
            ));
            i += 1;
            t.games += 1;
            t.inputs += sim.inputs.len() as u64;
            match sim.result.map(|r| r.outcome) {
                Some(Outcome::Won(Team::Mafia(MafiaTeam::Mafia))) => t.mafia_wins += 1,
                Some(_) => {}
                None => t.unfinished += 1,
            }
        }
        let spent = begin.elapsed();
        if spent >= budget {
            return (t, spent);
        }
    }
}

/// A 15-seat classic game dealing ten different roles (the rest
/// villagers).
fn mix() -> GameConfig {
    let mut rules = Ruleset::classic();
    // The list's ten roles need as many seats at the smallest table.
    rules.min_players = 10;
    rules.roles = Some(
        [
            ("godfather", 1),
            ("mafioso", 1),
            ("consort", 1),
            ("framer", 1),
            ("cop", 1),
            ("doctor", 1),
            ("bodyguard", 1),
            ("vigilante", 1),
            ("tracker", 1),
            ("jester", 1),
        ]
        .into_iter()
        .map(|(r, n)| (r.to_string(), n))
        .collect(),
    );
    GameConfig::Mafia(rules)
}

/// Prints one measured rate.
fn report(name: &str, t: &Tally, spent: Duration) -> f64 {
    let rate = t.games as f64 / spent.as_secs_f64();
    println!(
        "classic_games/{name}: {} games in {:.2} s = {:.0} games/s on one core \
         ({:.1} µs/game, {:.1} inputs/game, mafia won {:.1}%, unfinished {})",
        t.games,
        spent.as_secs_f64(),
        rate,
        spent.as_secs_f64() * 1e6 / t.games as f64,
        t.inputs as f64 / t.games as f64,
        100.0 * t.mafia_wins as f64 / t.games as f64,
        t.unfinished,
    );
    rate
}

fn main() {
    let benching = std::env::args().any(|a| a == "--bench");
    let config = GameConfig::Mafia(Ruleset::classic());
    if !benching {
        // A profile of the 10-player games alone (e.g. under callgrind,
        // which counts instructions however loaded the machine is).
        if let Some(games) = std::env::var("NARRATOR_BENCH_PROFILE_GAMES")
            .ok()
            .and_then(|g| g.parse::<u64>().ok())
        {
            for i in 0..games {
                black_box(simulate::run(&config, Seed::from_number(i), PLAYERS, false));
            }
            return;
        }
        let (t, _) = play_for(&config, PLAYERS, 0, Duration::ZERO);
        assert_eq!(t.unfinished, 0, "every simulated game finishes");
        let (m, _) = play_for(&mix(), 15, 0, Duration::ZERO);
        assert_eq!(m.unfinished, 0, "every simulated mix finishes");
        println!(
            "classic_games: smoke run of {} games and {} mixes ok",
            t.games, m.games
        );
        return;
    }
    let secs: f64 = std::env::var("NARRATOR_BENCH_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(3.0);
    // Warm up caches and the allocator.
    play_for(&config, PLAYERS, 1_000_000_000, Duration::from_millis(300));
    let (t, spent) = play_for(&config, PLAYERS, 0, Duration::from_secs_f64(secs));
    let rate = report(&format!("{PLAYERS}p"), &t, spent);
    println!(
        "classic_games/{PLAYERS}p: target {TARGET:.0} games/s: {}",
        if rate >= TARGET { "met" } else { "NOT met" }
    );
    let (m, spent) = play_for(&mix(), 15, 0, Duration::from_secs_f64(secs));
    report("15p-ten-roles", &m, spent);
}
