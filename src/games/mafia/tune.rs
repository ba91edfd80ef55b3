//! `narrator balance --tune`: searches a mode's deal at each table size
//! for the village's win rate nearest the middle of the mode's band, and
//! writes the mode again with what it found for each size, printing what
//! it changed. First the mafia count (`mafia_at`; the fixed roles and the
//! pools stay as they were); where no count lands near the middle, the
//! size gets its own pools (`pools_at`) with a weighted choice between
//! two deals whose rates lie on either side of it: one mafioso more or
//! not, a protector or nothing, a pool's draw or a villager in its place.
//! A whole role is too coarse a step at most sizes (the village's rate
//! jumps by 10 to 20 points); a choice between two such deals, weighed,
//! lands where it must on average. Each candidate is measured with
//! `--games` computer games on every core, the same seeds for every
//! candidate so that their differences are not noise.

use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::formula::Formula;
use narrator_engine::mafia::modes::{Mode, Pool};
use narrator_engine::mafia::{MafiaTeam, Role};
use narrator_engine::{GameConfig, Outcome, Seed, Team};
use std::collections::BTreeMap;
use std::path::Path;

/// What tuning may add at a size, and whether a table may hold it twice:
/// one mafioso more; protectors, a blocker and milder helps (a lucky
/// villager, a mayor) for the village; mafia support that blocks or
/// frames. Not a jester: it brings the village's rate down by winning
/// games itself, not by making the mafia stronger. A mayor or a lucky
/// villager is one of a kind: never added where the mode may deal one.
const ADDITIONS: [(&str, bool); 10] = [
    ("mafioso", true),
    ("cop", true),
    ("tracker", true),
    ("doctor", true),
    ("bodyguard", true),
    ("escort", true),
    ("lucky", false),
    ("mayor", false),
    ("consort", true),
    ("framer", true),
];

/// A seat with no role, in a pool.
const NOTHING: &str = "villager";

/// How far from the band's middle a size may stay before tuning mixes
/// two deals (two standard errors of a 2,000-game measure).
const CLOSE_ENOUGH: f64 = 0.022;

/// One size's deal as tuning sees it: the mafia count and every pool
/// drawn there (the mode's, then one more that tuning may fill; a pool
/// of villagers only draws nothing).
#[derive(Clone, Debug, PartialEq)]
struct SizeDeal {
    mafiosi: u8,
    pools: Vec<Pool>,
}

/// A pool of one draw.
fn one_of(from: &[(&str, u32)]) -> Pool {
    Pool {
        count: "1".into(),
        from: from.iter().map(|(r, w)| (r.to_string(), *w)).collect(),
    }
}

/// Whether a pool draws nothing but villagers.
fn draws_nothing(pool: &Pool) -> bool {
    pool.from.iter().all(|(r, w)| r == NOTHING || *w == 0)
}

impl SizeDeal {
    /// The mode's pools with `mafiosi` and nothing more.
    fn plain(mode: &Mode, mafiosi: u8) -> SizeDeal {
        let mut pools: Vec<Pool> = mode.deal.pools.clone();
        pools.push(one_of(&[(NOTHING, 1)]));
        SizeDeal { mafiosi, pools }
    }

    /// The same with `role` added.
    fn adding(&self, role: &str) -> SizeDeal {
        let mut deal = self.clone();
        if let Some(last) = deal.pools.last_mut() {
            *last = one_of(&[(role, 1)]);
        }
        deal
    }

    /// The same with a villager in the place of pool `i`'s one draw.
    fn without(&self, i: usize) -> SizeDeal {
        let mut deal = self.clone();
        if let Some(pool) = deal.pools.get_mut(i) {
            *pool = one_of(&[(NOTHING, 1)]);
        }
        deal
    }

    /// The pools to write: those that draw something.
    fn written(&self) -> Vec<Pool> {
        self.pools
            .iter()
            .filter(|p| !draws_nothing(p))
            .cloned()
            .collect()
    }

    /// How it reads in tuning's report: the count, each pool that is not
    /// the mode's own ("+ one of consort 7/10, mafioso 3/10"), and each of
    /// the mode's pools it draws no more ("without one of consort, …").
    fn said(&self, mode: &Mode) -> String {
        let mut out = self.mafiosi.to_string();
        let written = self.written();
        for pool in &mode.deal.pools {
            let kept = written
                .iter()
                .any(|w| pool.from.keys().all(|r| w.from.contains_key(r)));
            if !kept {
                let names: Vec<&str> = pool.from.keys().map(String::as_str).collect();
                out.push_str(&format!(" without one of {}", names.join(", ")));
            }
        }
        for pool in written {
            if mode.deal.pools.contains(&pool) {
                continue;
            }
            let total: u32 = pool.from.values().sum();
            let roles: Vec<String> = pool
                .from
                .iter()
                .map(|(r, w)| match pool.from.len() {
                    1 => r.clone(),
                    _ => format!("{r} {w}/{total}"),
                })
                .collect();
            // A mode's pool with a villager blended in takes its place.
            let instead = mode
                .deal
                .pools
                .iter()
                .any(|p| p.from.keys().all(|r| pool.from.contains_key(r)));
            let how = if instead { "instead, one of" } else { "one of" };
            out.push_str(&match roles.len() {
                1 => format!(" + {}", roles.join("")),
                _ => format!(" + {how} {}", roles.join(", ")),
            });
        }
        out
    }
}

/// `mode` dealing `deal` at `n` seats, whatever it dealt there before.
fn trial(mode: &Mode, n: u8, deal: &SizeDeal) -> Mode {
    let mut trial = mode.clone();
    let size = n.to_string();
    trial.deal.mafia_at.insert(size.clone(), deal.mafiosi);
    trial.deal.extra_at.remove(&size);
    let pools = deal.written();
    if pools == mode.deal.pools {
        trial.deal.pools_at.remove(&size);
    } else {
        trial.deal.pools_at.insert(size, pools);
    }
    trial
}

/// Whether `mode` deals at `n` seats with a killer, the roles fitting
/// the seats, and the mafia's side short of half the table.
fn deals(mode: &Mode, n: u8) -> bool {
    if !mode.deal.problems(n, n).is_empty() {
        return false;
    }
    let most = mode
        .deal
        .most_of_side(usize::from(n), MafiaTeam::Mafia)
        .unwrap_or(usize::MAX);
    2 * most < usize::from(n)
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

/// The additions the mode may take at `n` seats: a role of one kind
/// only where the mode deals none.
fn additions(mode: &Mode, n: u8) -> Vec<&'static str> {
    let size = usize::from(n);
    let dealt: Vec<String> = mode
        .deal
        .sure_counts(size)
        .into_keys()
        .chain(mode.deal.pools.iter().flat_map(|p| p.from.keys().cloned()))
        .collect();
    ADDITIONS
        .into_iter()
        .filter(|(r, twice)| *twice || !dealt.iter().any(|d| d == r))
        .map(|(r, _)| r)
        .filter(|r| Role::named(r).is_some_and(Role::classic))
        .collect()
}

/// The mode's pools that give one role at `n` seats: a villager may take
/// that role's place.
fn single_draws(mode: &Mode, n: u8) -> Vec<usize> {
    let at = |f: &str| Formula::parse(f).map_or(0, |f| f.at(usize::from(n)));
    (0..mode.deal.pools.len())
        .filter(|i| mode.deal.pools.get(*i).is_some_and(|p| at(&p.count) == 1))
        .collect()
}

/// One pool of one draw that is `a` with odds (10 − share) and `b` with
/// odds share: each role's chance the mix of its chances in the two.
fn blend(a: &Pool, b: &Pool, share: u32) -> Pool {
    let (wa, wb): (u32, u32) = (a.from.values().sum(), b.from.values().sum());
    let mut from: BTreeMap<String, u32> = BTreeMap::new();
    for (r, w) in &a.from {
        *from.entry(r.clone()).or_default() += (10 - share) * w * wb.max(1);
    }
    for (r, w) in &b.from {
        *from.entry(r.clone()).or_default() += share * w * wa.max(1);
    }
    from.retain(|_, w| *w > 0);
    let common = from.values().copied().fold(0, gcd);
    if common > 1 {
        from.values_mut().for_each(|w| *w /= common);
    }
    Pool {
        count: "1".into(),
        from,
    }
}

fn gcd(a: u32, b: u32) -> u32 {
    if b == 0 { a } else { gcd(b, a % b) }
}

/// Two measured deals at the same mafia count that differ in one pool of
/// one draw, with rates on either side of the target.
struct Pair {
    low: SizeDeal,
    high: SizeDeal,
    /// The pool they differ in.
    pool: usize,
}

impl Pair {
    /// `low` with its pool drawing `high`'s with odds `share` in 10.
    fn at(&self, share: u32) -> SizeDeal {
        let mut deal = self.low.clone();
        if let (Some(pool), Some(a), Some(b)) = (
            deal.pools.get_mut(self.pool),
            self.low.pools.get(self.pool),
            self.high.pools.get(self.pool),
        ) {
            *pool = blend(a, b, share);
        }
        deal
    }
}

/// Of the measured deals, the pair whose rates lie on either side of
/// `target` and that differ in one pool of one draw, the two closest in
/// rate (the least difference between one table and the next); with the
/// share in 10 that a straight line between them puts at the target.
fn pair(measured: &[(SizeDeal, f64)], target: f64) -> Option<(Pair, u32)> {
    let mut best: Option<(f64, Pair, u32)> = None;
    for (low, r_low) in measured.iter().filter(|(_, r)| *r <= target) {
        for (high, r_high) in measured.iter().filter(|(_, r)| *r >= target) {
            let gap = r_high - r_low;
            if low.mafiosi != high.mafiosi || gap < 1e-9 || low.pools.len() != high.pools.len() {
                continue;
            }
            let differ: Vec<usize> = (0..low.pools.len())
                .filter(|i| low.pools.get(*i) != high.pools.get(*i))
                .collect();
            let [i] = differ[..] else {
                continue;
            };
            let single = |d: &SizeDeal| d.pools.get(i).is_some_and(|p| p.count == "1");
            if !single(low) || !single(high) || best.as_ref().is_some_and(|(g, ..)| *g <= gap) {
                continue;
            }
            let share = ((target - r_low) / gap * 10.0).round() as u32;
            let pair = Pair {
                low: low.clone(),
                high: high.clone(),
                pool: i,
            };
            best = Some((gap, pair, share.clamp(1, 9)));
        }
    }
    best.map(|(_, pair, share)| (pair, share))
}

/// The share of `pair` whose measured rate is nearest `target`: the
/// computer players assume the most mafia a pool may deal, so the rate
/// is not a straight line between the two deals; a search by halving
/// from the straight line's guess, a few measures.
fn settle(
    pair: &Pair,
    guess: u32,
    target: f64,
    rate_of: impl Fn(&SizeDeal) -> Option<f64>,
) -> Option<(SizeDeal, f64)> {
    let (mut lo, mut hi) = (0, 10);
    let mut share = guess;
    let mut best: Option<(SizeDeal, f64)> = None;
    while lo < hi && (1..=9).contains(&share) {
        let deal = pair.at(share);
        let rate = rate_of(&deal)?;
        if best
            .as_ref()
            .is_none_or(|(_, b)| (rate - target).abs() < (b - target).abs())
        {
            best = Some((deal, rate));
        }
        if (rate - target).abs() <= CLOSE_ENOUGH / 2.0 {
            break;
        }
        if rate < target {
            lo = share;
        } else {
            hi = share;
        }
        share = (lo + hi).div_ceil(2);
        if share == lo || share == hi {
            break;
        }
    }
    best
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
        let before = measure(mode, n, games, jobs);
        let was = mode
            .deal
            .counts(&Seed::from_number(0), usize::from(n))
            .get("mafioso")
            .copied()
            .unwrap_or(0);
        let rate_of = |deal: &SizeDeal| {
            let t = trial(mode, n, deal);
            deals(&t, n).then(|| measure(&t, n, games, jobs))
        };
        // Every mafia count the table can hold, from the floor.
        let mut counts: Vec<(SizeDeal, f64)> = Vec::new();
        for k in floor..n / 2 {
            let deal = SizeDeal::plain(mode, k);
            if let Some(rate) = rate_of(&deal) {
                counts.push((deal, rate));
            }
        }
        let nearest = |list: &[(SizeDeal, f64)]| {
            list.iter()
                .min_by(|a, b| (a.1 - target).abs().total_cmp(&(b.1 - target).abs()))
                .cloned()
        };
        let Some((mut best, mut rate)) = nearest(&counts) else {
            said.push(format!(
                "{n:>3} players: no mafia count deals here, left as it was"
            ));
            continue;
        };
        if (rate - target).abs() > CLOSE_ENOUGH {
            // Each addition, and a villager in each single draw's place,
            // at the best count and at one count fewer, so that a mix can
            // reach the middle from either side.
            let mut measured = counts.clone();
            let bases = [best.mafiosi.checked_sub(1), Some(best.mafiosi)];
            for k in bases.into_iter().flatten().filter(|k| *k >= floor) {
                let plain = SizeDeal::plain(mode, k);
                let added = additions(mode, n).into_iter().map(|r| plain.adding(r));
                let dropped = single_draws(mode, n).into_iter().map(|i| plain.without(i));
                for deal in added.chain(dropped).collect::<Vec<_>>() {
                    if let Some(r) = rate_of(&deal) {
                        measured.push((deal, r));
                    }
                }
            }
            let mixed = pair(&measured, target)
                .and_then(|(pair, guess)| settle(&pair, guess, target, rate_of));
            // Whichever lands nearest: the mix, or one deal measured.
            let found = mixed.into_iter().chain(nearest(&measured));
            if let Some((deal, r)) =
                found.min_by(|a, b| (a.1 - target).abs().total_cmp(&(b.1 - target).abs()))
            {
                (best, rate) = (deal, r);
            }
        }
        said.push(format!(
            "{n:>3} players: mafioso {was} → {}, village {:.1}% → {:.1}%",
            best.said(mode),
            before * 100.0,
            rate * 100.0
        ));
        floor = best.mafiosi;
        tuned = trial(&tuned, n, &best);
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

#[cfg(test)]
mod tests {
    use super::*;

    fn pool(from: &[(&str, u32)]) -> Pool {
        one_of(from)
    }

    fn chance(pool: &Pool, role: &str) -> f64 {
        let total: u32 = pool.from.values().sum();
        f64::from(pool.from.get(role).copied().unwrap_or(0)) / f64::from(total)
    }

    #[test]
    fn a_blend_gives_each_role_the_mixed_chance() {
        let mixed = blend(&pool(&[(NOTHING, 1)]), &pool(&[("mafioso", 1)]), 3);
        assert_eq!(mixed.from, pool(&[("mafioso", 3), (NOTHING, 7)]).from);
        // A pool of several roles against nothing: each keeps its share
        // of the 6 in 10, the villager takes 4 in 10.
        let support = pool(&[("consort", 2), ("framer", 2), ("janitor", 1)]);
        let mixed = blend(&support, &pool(&[(NOTHING, 1)]), 4);
        assert!((chance(&mixed, NOTHING) - 0.4).abs() < 1e-9, "{mixed:?}");
        assert!((chance(&mixed, "consort") - 0.24).abs() < 1e-9, "{mixed:?}");
        assert!((chance(&mixed, "janitor") - 0.12).abs() < 1e-9, "{mixed:?}");
        // Written small: common factors are taken out.
        assert_eq!(mixed.from.get("janitor"), Some(&3));
    }

    fn deal(mafiosi: u8, extra: &str) -> SizeDeal {
        SizeDeal {
            mafiosi,
            pools: vec![pool(&[("doctor", 1)]), pool(&[(extra, 1)])],
        }
    }

    #[test]
    fn the_pair_is_the_closest_two_on_either_side_at_one_count() {
        let measured = vec![
            (deal(2, NOTHING), 0.42),
            (deal(2, "mafioso"), 0.30),
            (deal(2, "escort"), 0.47),
            (deal(2, "bodyguard"), 0.58),
            (deal(2, "doctor"), 0.66),
            // Closer still, but at another count: never mixed.
            (deal(3, "lucky"), 0.51),
        ];
        let (pair, share) = pair(&measured, 0.5).expect("a pair");
        assert_eq!((pair.low.mafiosi, pair.pool), (2, 1));
        assert_eq!(pair.low, deal(2, "escort"));
        assert_eq!(pair.high, deal(2, "bodyguard"));
        // (0.50 − 0.47) / (0.58 − 0.47) ≈ 0.27: three in ten.
        assert_eq!(share, 3);
        let mixed = pair.at(share);
        assert_eq!(mixed.pools[0], pool(&[("doctor", 1)]));
        assert_eq!(
            mixed.pools[1].from,
            pool(&[("bodyguard", 3), ("escort", 7)]).from
        );
        // Nothing on the far side: no pair.
        assert!(pair_none(&measured[..2]));
    }

    #[test]
    fn the_report_names_what_a_size_adds_and_drops() {
        let text = "name = \"x\"\nmin_players = 7\nmax_players = 9\n\
                    [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n\
                    [deal]\nmafia = \"1\"\n\
                    [[deal.pools]]\ncount = \"1\"\nfrom = { escort = 1, consort = 1 }\n";
        let mode = Mode::read("x.toml", text).expect("reads");
        let plain = SizeDeal::plain(&mode, 2);
        assert_eq!(plain.said(&mode), "2");
        assert_eq!(plain.adding("cop").said(&mode), "2 + cop");
        assert_eq!(
            plain.without(0).said(&mode),
            "2 without one of consort, escort"
        );
        let mixed = Pair {
            low: plain.clone(),
            high: plain.adding("mafioso"),
            pool: 1,
        }
        .at(4);
        assert_eq!(mixed.said(&mode), "2 + one of mafioso 2/5, villager 3/5");
    }

    fn pair_none(measured: &[(SizeDeal, f64)]) -> bool {
        super::pair(measured, 0.5).is_none()
    }

    #[test]
    fn settling_measures_until_the_share_lands_nearest() {
        let pair = Pair {
            low: deal(2, NOTHING),
            high: deal(2, "mafioso"),
            pool: 1,
        };
        // Not a straight line: the rate climbs slowly, then fast.
        let rate = |d: &SizeDeal| {
            let share = d.pools[1].from.get("mafioso").copied().unwrap_or(0);
            let total: u32 = d.pools[1].from.values().sum();
            let x = f64::from(share) / f64::from(total);
            Some(0.40 + 0.20 * x * x)
        };
        let (found, r) = settle(&pair, 5, 0.5, rate).expect("settled");
        // x² = 0.5 at x ≈ 0.71: seven in ten is the nearest.
        assert_eq!(found.pools[1].from.get("mafioso"), Some(&7), "{found:?}");
        assert!((r - 0.498).abs() < 1e-9, "{r}");
    }
}
