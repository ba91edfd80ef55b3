//! `narrator balance --tune`: searches a mode's deal at each table size
//! for the mafia count that brings the village's win rate nearest the
//! middle of the mode's band, and writes the mode again with that count
//! for each size (`mafia_at`; the fixed roles and the pools' draws stay
//! as they were), printing what it changed. Each candidate is measured
//! with `--games` computer games on every core.

use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::Mode;
use narrator_engine::mafia::{MafiaTeam, Role};
use narrator_engine::{GameConfig, Outcome, Seed, Team};
use std::path::Path;

/// The village's win rate with `mafiosi` mafiosi at `n` seats.
fn village_rate(mode: &Mode, n: u8, mafiosi: u8, games: u32, jobs: usize) -> f64 {
    let mut trial = mode.clone();
    trial.deal.mafia_at.insert(n.to_string(), mafiosi);
    let Ok(rules) = trial.ruleset() else {
        return 0.0;
    };
    let config = GameConfig::Mafia(rules);
    let wins = std::sync::atomic::AtomicU32::new(0);
    std::thread::scope(|scope| {
        for job in 0..jobs {
            let (config, wins) = (&config, &wins);
            scope.spawn(move || {
                for g in (job..games as usize).step_by(jobs) {
                    let seed = Seed::from_number((u64::from(n) << 40) + g as u64);
                    let sim = simulate::run(config, seed, n, false);
                    let village = Team::Mafia(MafiaTeam::Village);
                    if sim.result.map(|r| r.outcome) == Some(Outcome::Won(village)) {
                        wins.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                    }
                }
            });
        }
    });
    f64::from(wins.into_inner()) / f64::from(games.max(1))
}

/// Tunes `mode` at `sizes` and writes it to `out`; returns the lines to
/// print.
pub fn tune(
    mode: &Mode,
    sizes: &[u8],
    games: u32,
    jobs: usize,
    out: &Path,
) -> anyhow::Result<Vec<String>> {
    let (lo, hi) = mode.village_band;
    let target = (f64::from(lo) + f64::from(hi)) / 200.0;
    let mut tuned = mode.clone();
    let mut said = Vec::new();
    // Counts never shrink as the table grows: players expect more mafia
    // at a bigger table.
    let mut floor = 0;
    for &n in sizes {
        let start = mode.deal.counts(&Seed::from_number(0), usize::from(n));
        let mafiosi = start.get("mafioso").copied().unwrap_or(0);
        let others: u8 = start
            .iter()
            .filter(|(r, _)| r.as_str() != "mafioso")
            .map(|(_, k)| *k)
            .sum();
        let before = village_rate(mode, n, mafiosi, games, jobs);
        // The mafia's side without mafiosi (a godfather, a consort…).
        let side: u8 = start
            .iter()
            .filter(|(r, _)| r.as_str() != "mafioso")
            .filter(|(r, _)| Role::named(r).is_some_and(|r| r.team() == MafiaTeam::Mafia))
            .map(|(_, k)| *k)
            .sum();
        let mut best = if mafiosi >= floor {
            (mafiosi, before)
        } else {
            (floor, village_rate(mode, n, floor, games, jobs))
        };
        // Every mafia count that keeps a mafia and leaves the village more
        // seats than the mafia's side.
        for k in floor..=(n / 2).saturating_sub(1) {
            if k == best.0 || others + k > n || side + k == 0 || 2 * (side + k) >= n {
                continue;
            }
            let rate = village_rate(mode, n, k, games, jobs);
            if (rate - target).abs() < (best.1 - target).abs() {
                best = (k, rate);
            }
        }
        said.push(format!(
            "{n:>3} players: mafioso {mafiosi} → {}, village {:.1}% → {:.1}%",
            best.0,
            before * 100.0,
            best.1 * 100.0
        ));
        floor = best.0;
        tuned.deal.mafia_at.insert(n.to_string(), best.0);
    }
    let text = toml::to_string(&tuned)?;
    std::fs::write(out, text)?;
    said.push(format!("written to {}", out.display()));
    Ok(said)
}
