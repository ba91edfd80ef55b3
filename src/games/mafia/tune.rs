//! `narrator balance --tune`: searches a mode's deal at each table size
//! for the mafia count that brings the village's win rate nearest the
//! middle of the mode's band, and writes the mode again with that count
//! for each size (`mafia_at`; the fixed roles and the pools' draws stay
//! as they were); where no count lands in the band, it tries one role
//! more at that size (`extra_at`: a protector or a blocker for the
//! village, or a mafia support role in a mafioso's place), printing what
//! it changed. Each candidate is measured with `--games` computer games
//! on every core.

use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::Mode;
use narrator_engine::mafia::{MafiaTeam, Role};
use narrator_engine::{GameConfig, Outcome, Seed, Team};
use std::path::Path;

/// The roles tuning may add for the village at a size where it loses
/// too often: protectors, and two milder helps (a lucky villager, a
/// mayor) for the sizes where a protector overshoots.
const VILLAGE_HELPERS: [&str; 4] = ["doctor", "bodyguard", "lucky", "mayor"];
/// The roles tuning may add against the village where it wins too
/// often (or deal in a mafioso's place where it loses too often): mafia
/// support that blocks or frames. Not a jester: it brings the village's
/// rate down by winning games itself (a third of them at some sizes),
/// not by making the mafia stronger.
const MAFIA_SUPPORT: [&str; 2] = ["consort", "framer"];

/// `mode` with `mafiosi` mafiosi at `n` seats and `extra` added there.
fn trial(mode: &Mode, n: u8, mafiosi: u8, extra: Option<&str>) -> Mode {
    let mut trial = mode.clone();
    trial.deal.mafia_at.insert(n.to_string(), mafiosi);
    match extra {
        Some(role) => {
            trial
                .deal
                .extra_at
                .insert(n.to_string(), [(role.to_string(), 1)].into());
        }
        None => {
            trial.deal.extra_at.remove(&n.to_string());
        }
    }
    trial
}

/// Whether `mode` deals at `n` seats with a killer, the roles fitting
/// the seats, and the mafia's side short of half the table.
fn deals(mode: &Mode, n: u8) -> bool {
    if !mode.deal.problems(n, n).is_empty() {
        return false;
    }
    let counts = mode.deal.counts(&Seed::from_number(0), usize::from(n));
    let mafia: u8 = counts
        .iter()
        .filter(|(r, _)| Role::named(r).is_some_and(|r| r.team() == MafiaTeam::Mafia))
        .map(|(_, k)| *k)
        .sum();
    2 * mafia < n
}

/// The village's win rate with `mafiosi` mafiosi at `n` seats.
fn village_rate(mode: &Mode, n: u8, mafiosi: u8, games: u32, jobs: usize) -> f64 {
    let keep = mode
        .deal
        .extra_at
        .get(&n.to_string())
        .and_then(|l| l.keys().next().map(String::as_str));
    measure(&trial(mode, n, mafiosi, keep), n, games, jobs)
}

/// The village's win rate under `trial` at `n` seats.
fn measure(trial: &Mode, n: u8, games: u32, jobs: usize) -> f64 {
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
    if mode.deal.chaos.is_some() {
        return tune_chaos(mode, sizes, games, jobs, out);
    }
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
        // Between two counts the band may be missed by both: then one
        // role more for the side that loses too often, or a support role
        // in a mafioso's place where the village wins too often.
        let in_band = |rate: f64| (f64::from(lo) / 100.0..=f64::from(hi) / 100.0).contains(&rate);
        let mut extra: Option<&str> = mode
            .deal
            .extra_at
            .get(&n.to_string())
            .and_then(|l| l.keys().next().map(String::as_str));
        if !in_band(best.1) {
            let k = best.0;
            let candidates: Vec<(u8, &str)> = if best.1 * 100.0 < f64::from(lo) {
                VILLAGE_HELPERS
                    .iter()
                    .map(|h| (k, *h))
                    .chain(MAFIA_SUPPORT.iter().map(|s| (k.saturating_sub(1), *s)))
                    .collect()
            } else {
                MAFIA_SUPPORT
                    .iter()
                    .map(|s| (k, *s))
                    .chain(VILLAGE_HELPERS.iter().map(|h| (k + 1, *h)))
                    .collect()
            };
            for (k, role) in candidates {
                let t = trial(mode, n, k, Some(role));
                if k < floor || !deals(&t, n) {
                    continue;
                }
                let rate = measure(&t, n, games, jobs);
                if (rate - target).abs() < (best.1 - target).abs() {
                    best = (k, rate);
                    extra = Some(role);
                }
            }
        }
        said.push(format!(
            "{n:>3} players: mafioso {mafiosi} → {}{}, village {:.1}% → {:.1}%",
            best.0,
            extra.map(|r| format!(" + {r}")).unwrap_or_default(),
            before * 100.0,
            best.1 * 100.0
        ));
        floor = best.0;
        tuned = self::trial(&tuned, n, best.0, extra);
    }
    let text = toml::to_string(&tuned)?;
    std::fs::write(out, text)?;
    said.push(format!("written to {}", out.display()));
    Ok(said)
}

/// Tunes a chaos mode: at each size, the village's lean (how much more
/// strength its roles must have than the others') whose village rate is
/// nearest the band's middle, searched by halving (the village wins more
/// as its lean grows), written as `[deal.chaos.lean_at]`.
fn tune_chaos(
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
    let with_lean = |n: u8, lean: i32| {
        let mut trial = mode.clone();
        if let Some(chaos) = trial.deal.chaos.as_mut() {
            chaos.lean_at.insert(n.to_string(), lean);
        }
        trial
    };
    for &n in sizes {
        let before_lean = mode
            .deal
            .chaos
            .as_ref()
            .map_or(0, |c| c.lean_at(usize::from(n)));
        let before = measure(mode, n, games, jobs);
        let mut best = (before_lean, before);
        let (mut low, mut high) = (-8_i32, 40_i32);
        while low <= high {
            let mid = (low + high).div_euclid(2);
            let rate = if mid == before_lean {
                before
            } else {
                measure(&with_lean(n, mid), n, games, jobs)
            };
            if (rate - target).abs() < (best.1 - target).abs() {
                best = (mid, rate);
            }
            if rate < target {
                low = mid + 1;
            } else {
                high = mid - 1;
            }
        }
        said.push(format!(
            "{n:>3} players: lean {before_lean} → {}, village {:.1}% → {:.1}%",
            best.0,
            before * 100.0,
            best.1 * 100.0
        ));
        if let Some(chaos) = tuned.deal.chaos.as_mut() {
            chaos.lean_at.insert(n.to_string(), best.0);
        }
    }
    let text = toml::to_string(&tuned)?;
    std::fs::write(out, text)?;
    said.push(format!("written to {}", out.display()));
    Ok(said)
}
