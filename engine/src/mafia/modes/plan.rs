//! A mode's deal: the roles and their counts at each table size, as
//! explicit lists or as slots (fixed roles, the mafia's count as a
//! formula of `n`, draws from weighted pools). Kept in the ruleset of a
//! game started from a mode, so `narrator verify` recomputes the deal
//! from the stored ruleset and the seed alone.

use super::chaos::{Chaos, ChaosDeal};
use super::formula::Formula;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::roles::Role;
use crate::seed::Seed;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// One pool's draws: `count` roles, each drawn by weight among the
/// roles not drawn yet.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Pool {
    /// How many roles the pool gives, a formula of `n`.
    pub count: String,
    /// Role → weight.
    pub from: BTreeMap<String, u32>,
}

/// How a mode deals.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DealPlan {
    /// The mode's name (shown in the lobby and the results; set from the
    /// mode's `name` when its file is read).
    #[serde(default)]
    pub mode: String,
    /// Explicit lists by table size (`"8" = { mafioso = 2, cop = 1 }`);
    /// a size listed here ignores the slots below.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lists: BTreeMap<String, BTreeMap<String, u8>>,
    /// Roles dealt at every size.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub fixed: BTreeMap<String, u8>,
    /// How many mafiosi, a formula of `n` (`"n / 3"`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mafia: Option<String>,
    /// How many mafiosi at a given size instead of the formula
    /// (`"10" = 3`): what `narrator balance --tune` sets.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub mafia_at: BTreeMap<String, u8>,
    /// Draws from pools, in order.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pools: Vec<Pool>,
    /// Roles added at a given size besides the slots above
    /// (`"13" = { doctor = 1 }`): what `narrator balance --tune` adds
    /// where the mafia count alone misses the band.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub extra_at: BTreeMap<String, BTreeMap<String, u8>>,
    /// The pools at a given size instead of the ones above
    /// (`"12" = [{ count = "1", from = { lucky = 6, villager = 4 } }]`):
    /// what `narrator balance --tune` writes where no whole role lands
    /// the size in the band: a weighted choice between two deals whose
    /// rates lie on either side of the target. A pool may draw
    /// `villager`: a seat with no role.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub pools_at: BTreeMap<String, Vec<Pool>>,
    /// A chaos deal instead of the slots above: random roles, drawn
    /// again until the sides weigh the same.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chaos: Option<Chaos>,
}

/// Why a plan cannot deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PlanProblem {
    /// A role no classic list may name.
    UnknownRole(String),
    /// A formula that does not read.
    Formula(String),
    /// A size key that is not a number.
    Size(String),
    /// At this size the roles outnumber the seats.
    TooMany {
        /// The table size.
        n: usize,
        /// The roles dealt.
        roles: usize,
    },
    /// At this size a pool has fewer roles than it must give.
    PoolTooSmall {
        /// The table size.
        n: usize,
        /// The pool's place in the list (from 1).
        pool: usize,
    },
    /// At this size no role of the mafia's side can kill.
    NoKiller {
        /// The table size.
        n: usize,
    },
    /// A chaos deal lists a role on another side's list.
    Misplaced(String),
    /// A chaos deal beside fixed roles, a mafia count or pools (chaos
    /// deals every seat itself).
    ChaosWithSlots,
}

impl DealPlan {
    /// The roles and counts dealt at `n` seats (villagers not counted):
    /// the draws from the pools come from the seed's own stream, apart
    /// from the shuffle of the seats.
    pub fn counts(&self, seed: &Seed, n: usize) -> BTreeMap<String, u8> {
        if let Some(list) = self.lists.get(&n.to_string()) {
            return list.clone();
        }
        if let Some(chaos) = self.chaos_deal(seed, n) {
            return chaos.counts;
        }
        self.slots(Some(seed), n)
    }

    /// The slots' roles at `n` seats: the fixed ones, the mafiosi, the
    /// pools' draws from `seed` (none without one) and the size's extras.
    fn slots(&self, seed: Option<&Seed>, n: usize) -> BTreeMap<String, u8> {
        let mut counts = self.fixed.clone();
        let at = |f: &str| Formula::parse(f).map_or(0, |f| f.at(n));
        let k = match (self.mafia_at.get(&n.to_string()), &self.mafia) {
            (Some(k), _) => *k,
            (None, Some(mafia)) => u8::try_from(at(mafia)).unwrap_or(u8::MAX),
            (None, None) => 0,
        };
        if k > 0 {
            *counts.entry("mafioso".into()).or_default() += k;
        }
        if let Some(seed) = seed {
            let mut rng = seed.rng("mode", 0);
            for pool in self.pools_at_size(n) {
                for role in super::chaos::draw(&mut rng, &pool.from, at(&pool.count)) {
                    *counts.entry(role).or_default() += 1;
                }
            }
        }
        for (role, k) in self.extra_at.get(&n.to_string()).into_iter().flatten() {
            *counts.entry(role.clone()).or_default() += k;
        }
        // A villager drawn is a seat like any other not dealt a role.
        counts.remove("villager");
        counts.retain(|_, k| *k > 0);
        counts
    }

    /// Every pool that draws at `n` seats: the size's own if it has any,
    /// else the mode's (an explicit list or a chaos deal draws from none).
    pub fn pools_at_size(&self, n: usize) -> impl Iterator<Item = &Pool> {
        let slots = !self.lists.contains_key(&n.to_string()) && self.chaos.is_none();
        let pools = match self.pools_at.get(&n.to_string()) {
            Some(sized) => sized.as_slice(),
            None => self.pools.as_slice(),
        };
        pools.iter().filter(move |_| slots)
    }

    /// The chaos deal at `n` seats with how it weighs, if the plan deals
    /// chaos at that size.
    pub fn chaos_deal(&self, seed: &Seed, n: usize) -> Option<ChaosDeal> {
        let chaos = self.chaos.as_ref()?;
        if self.lists.contains_key(&n.to_string()) {
            return None;
        }
        Some(chaos.deal(&mut seed.rng("mode", 0), n))
    }

    /// The most members of `side` any draw of the plan can deal at `n`
    /// seats: exact where nothing drawn is of that side, and what a
    /// careful player assumes where a pool may or may not draw one. None
    /// for a chaos deal, whose sides are all drawn.
    pub fn most_of_side(&self, n: usize, side: MafiaTeam) -> Option<usize> {
        if self.chaos.is_some() && !self.lists.contains_key(&n.to_string()) {
            return None;
        }
        let ours = |r: &str| Role::named(r).is_some_and(|r| r.team() == side);
        // The roles dealt whatever the draws, then the most each pool can add.
        let mut most: usize = self
            .sure_counts(n)
            .iter()
            .filter(|(r, _)| ours(r))
            .map(|(_, k)| usize::from(*k))
            .sum();
        for pool in self.pools_at_size(n) {
            let want = Formula::parse(&pool.count).map_or(0, |f| f.at(n));
            let of_side = pool.from.iter().filter(|(r, w)| **w > 0 && ours(r)).count();
            most += want.min(of_side);
        }
        Some(most)
    }

    /// The roles dealt at `n` seats whatever the seed: every slot but the
    /// pools' draws (nothing for a chaos deal, which draws every seat).
    pub fn sure_counts(&self, n: usize) -> BTreeMap<String, u8> {
        match (self.lists.get(&n.to_string()), &self.chaos) {
            (Some(list), _) => list.clone(),
            (None, Some(_)) => BTreeMap::new(),
            (None, None) => self.slots(None, n),
        }
    }

    /// Every pool at any size, the mode's own first.
    fn every_pool(&self) -> impl Iterator<Item = &Pool> {
        self.pools.iter().chain(self.pools_at.values().flatten())
    }

    /// Every role name the plan may deal, at any size.
    pub fn role_names(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .lists
            .values()
            .flat_map(|l| l.keys())
            .chain(self.fixed.keys())
            .chain(self.every_pool().flat_map(|p| p.from.keys()))
            .chain(self.chaos.iter().flat_map(Chaos::names))
            .chain(self.extra_at.values().flat_map(|l| l.keys()))
            .cloned()
            .collect();
        names.sort();
        names.dedup();
        names
    }

    /// Every problem that keeps the plan from dealing at some size of
    /// `min..=max` (checked with a few seeds, for the pools' draws).
    pub fn problems(&self, min: u8, max: u8) -> Vec<PlanProblem> {
        let mut out = Vec::new();
        for name in &self.role_names() {
            if !Role::named(name).is_some_and(Role::classic)
                && !out.contains(&PlanProblem::UnknownRole(name.clone()))
            {
                out.push(PlanProblem::UnknownRole(name.clone()));
            }
        }
        if let Some(chaos) = &self.chaos {
            out.extend(chaos.misplaced().into_iter().map(PlanProblem::Misplaced));
            let slots = !self.fixed.is_empty()
                || self.mafia.is_some()
                || !self.mafia_at.is_empty()
                || !self.pools.is_empty()
                || !self.extra_at.is_empty()
                || !self.pools_at.is_empty();
            if slots {
                out.push(PlanProblem::ChaosWithSlots);
            }
        }
        let formulas = self
            .mafia
            .iter()
            .chain(self.every_pool().map(|p| &p.count))
            .chain(self.chaos.iter().flat_map(Chaos::formulas));
        for f in formulas {
            if Formula::parse(f).is_err() {
                out.push(PlanProblem::Formula(f.clone()));
            }
        }
        let sized = self.lists.keys().chain(self.mafia_at.keys());
        let leans = self.chaos.iter().flat_map(|c| c.lean_at.keys());
        let extra = self.extra_at.keys().chain(self.pools_at.keys());
        for size in sized.chain(extra).chain(leans) {
            if size.parse::<u8>().is_err() {
                out.push(PlanProblem::Size(size.clone()));
            }
        }
        if !out.is_empty() {
            return out;
        }
        for n in usize::from(min)..=usize::from(max) {
            for (i, pool) in self.pools_at_size(n).enumerate() {
                let want = Formula::parse(&pool.count).map_or(0, |f| f.at(n));
                if want > pool.from.len() {
                    out.push(PlanProblem::PoolTooSmall { n, pool: i + 1 });
                }
            }
            for s in 0..4 {
                let counts = self.counts(&Seed::from_number(s), n);
                let roles: usize = counts.values().map(|k| usize::from(*k)).sum();
                if roles > n {
                    out.push(PlanProblem::TooMany { n, roles });
                    break;
                }
                let killer = counts
                    .keys()
                    .filter_map(|r| Role::named(r))
                    .any(Role::mafia_killer);
                if !killer {
                    out.push(PlanProblem::NoKiller { n });
                    break;
                }
            }
        }
        out
    }
}
