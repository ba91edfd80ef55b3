//! A chaos deal: every table gets a different mix of roles, drawn at
//! random from the seed and tried again until the two sides weigh about
//! the same, by the strength each role declares
//! ([`crate::mafia::roles::RoleUnit::strength`]), as Werewolf for
//! Telegram's chaos mode deals. The draws come from the seed's own
//! stream, so the same seed deals the same roles and `narrator verify`
//! recomputes them.

use super::formula::Formula;
use crate::mafia::MafiaTeam;
use crate::mafia::roles::Role;
use rand::{Rng, RngExt};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a chaos deal draws (`[deal.chaos]` in a mode file).
///
/// Each try draws the mafia's seats (between `mafia` and `mafia_most`;
/// power roles from `mafia_roles`, the rest mafiosi, so at least one
/// mafioso always kills), up to `lone` lone roles, and up to
/// `village_powers` village power roles from `village` (the rest
/// villagers). A try is taken when the village's strength and the
/// others' differ by at most `margin` after the village gives up `lean`
/// (the computer players' village wins more than its roles' worth at big
/// tables); after `retries` tries the closest one is taken.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chaos {
    /// The largest difference of strengths taken, in points.
    pub margin: u32,
    /// Tries before the closest one is taken.
    pub retries: u32,
    /// How much more strength the village must have, a formula of `n`
    /// (`"n / 2"`; none by default).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lean: Option<String>,
    /// The lean at a given size instead of the formula (`"9" = 12`; it
    /// may be negative): what `narrator balance --tune` sets.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub lean_at: BTreeMap<String, i32>,
    /// The fewest seats of the mafia's side, a formula of `n`.
    pub mafia: String,
    /// The most seats of the mafia's side, a formula of `n`.
    pub mafia_most: String,
    /// The mafia's power roles → weight, each dealt at most once.
    #[serde(default)]
    pub mafia_roles: BTreeMap<String, u32>,
    /// The most lone roles, a formula of `n`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lone_most: Option<String>,
    /// The lone roles → weight, each dealt at most once.
    #[serde(default)]
    pub lone: BTreeMap<String, u32>,
    /// The most village power roles, a formula of `n`.
    pub village_powers: String,
    /// The village's power roles → weight, each dealt at most once.
    #[serde(default)]
    pub village: BTreeMap<String, u32>,
}

/// A chaos deal at one size, with how it weighs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChaosDeal {
    /// The roles and counts dealt (villagers not counted).
    pub counts: BTreeMap<String, u8>,
    /// The village's strength (villagers counted).
    pub village: i32,
    /// The mafia's and the lone roles' strength, as a positive number.
    pub others: i32,
    /// The village's surplus the mode asks for ([`Chaos::lean`]).
    pub lean: i32,
    /// The try that was taken (from 1).
    pub tries: u32,
}

impl ChaosDeal {
    /// How far the deal is from even: |village − lean − others|.
    pub fn gap(&self) -> u32 {
        (self.village - self.lean - self.others).unsigned_abs()
    }
}

fn at(formula: &str, n: usize) -> usize {
    Formula::parse(formula).map_or(0, |f| f.at(n))
}

/// Draws up to `count` distinct roles from `from` by weight.
pub(super) fn draw(rng: &mut impl Rng, from: &BTreeMap<String, u32>, count: usize) -> Vec<String> {
    let mut left: Vec<(&String, u32)> = from.iter().map(|(r, w)| (r, *w)).collect();
    let mut out = Vec::new();
    for _ in 0..count {
        let total: u32 = left.iter().map(|(_, w)| *w).sum();
        if total == 0 {
            break;
        }
        let mut roll = rng.random_range(0..total);
        let Some(i) = left.iter().position(|(_, w)| {
            let hit = roll < *w;
            roll = roll.saturating_sub(*w);
            hit
        }) else {
            break;
        };
        out.push(left.remove(i).0.clone());
    }
    out
}

/// A number drawn evenly from `lo..=hi` (`lo` when `hi` is below it).
fn between(rng: &mut impl Rng, lo: usize, hi: usize) -> usize {
    if hi <= lo {
        lo
    } else {
        rng.random_range(lo..=hi)
    }
}

impl Chaos {
    /// Every role the chaos deal may name.
    pub fn names(&self) -> impl Iterator<Item = &String> {
        self.mafia_roles
            .keys()
            .chain(self.lone.keys())
            .chain(self.village.keys())
    }

    /// Every formula it holds.
    pub fn formulas(&self) -> impl Iterator<Item = &String> {
        [&self.mafia, &self.mafia_most, &self.village_powers]
            .into_iter()
            .chain(self.lone_most.iter())
            .chain(self.lean.iter())
    }

    /// The role names on the wrong side's list: a mafia role must be of
    /// the mafia's side, a village role of the village's, a lone role of
    /// neither.
    pub fn misplaced(&self) -> Vec<String> {
        let side = |name: &String| Role::named(name).map(Role::team);
        let wrong = |names: &BTreeMap<String, u32>, ok: &dyn Fn(MafiaTeam) -> bool| {
            names
                .keys()
                .filter(|n| side(n).is_some_and(|s| !ok(s)))
                .cloned()
                .collect::<Vec<_>>()
        };
        let mut out = wrong(&self.mafia_roles, &|s| s == MafiaTeam::Mafia);
        out.extend(wrong(&self.village, &|s| s == MafiaTeam::Village));
        out.extend(wrong(&self.lone, &|s| {
            s != MafiaTeam::Village && s != MafiaTeam::Mafia
        }));
        out
    }

    /// How much more strength the village must have at `n` seats.
    pub fn lean_at(&self, n: usize) -> i32 {
        match self.lean_at.get(&n.to_string()) {
            Some(lean) => *lean,
            None => i32::try_from(self.lean.as_deref().map_or(0, |f| at(f, n))).unwrap_or(0),
        }
    }

    /// The deal at `n` seats, drawing from `rng`: tries until the sides
    /// weigh within the margin, else the closest try (the first of equal
    /// ones).
    pub fn deal(&self, rng: &mut impl Rng, n: usize) -> ChaosDeal {
        let lean = self.lean_at(n);
        let mut best: Option<ChaosDeal> = None;
        for t in 1..=self.retries.max(1) {
            let mut tried = self.try_once(rng, n);
            tried.lean = lean;
            tried.tries = t;
            let gap = tried.gap();
            if best.as_ref().is_none_or(|b| gap < b.gap()) {
                best = Some(tried);
            }
            if gap <= self.margin {
                break;
            }
        }
        best.unwrap_or_else(|| self.try_once(rng, n))
    }

    fn try_once(&self, rng: &mut impl Rng, n: usize) -> ChaosDeal {
        let lo = at(&self.mafia, n).max(1);
        // The mafia's side stays short of half the table.
        let hi = at(&self.mafia_most, n).min(n.saturating_sub(1) / 2).max(lo);
        let mafia = between(rng, lo, hi).min(n);
        // At least one mafioso: the mafia's power roles take the others.
        let mafia_powers = between(rng, 0, mafia.saturating_sub(1));
        let mut dealt = draw(rng, &self.mafia_roles, mafia_powers);
        let mafiosi = mafia - dealt.len();
        let lone_most = self.lone_most.as_deref().map_or(0, |f| at(f, n));
        let lone_count = between(rng, 0, lone_most.min(n - mafia));
        let lone = draw(rng, &self.lone, lone_count);
        let village_seats = n - mafia - lone.len();
        let powers = between(rng, 0, at(&self.village_powers, n).min(village_seats));
        let village = draw(rng, &self.village, powers);
        let villagers = village_seats - village.len();
        let strength = |name: &String| Role::named(name).map_or(0, Role::strength);
        let seats = |k: usize| i32::try_from(k).unwrap_or(i32::MAX);
        let village_strength = village.iter().map(strength).sum::<i32>()
            + seats(villagers) * Role::Villager.strength();
        let others = -(dealt.iter().chain(&lone).map(strength).sum::<i32>()
            + seats(mafiosi) * Role::Mafioso.strength());
        dealt.extend(lone);
        dealt.extend(village);
        let mut counts: BTreeMap<String, u8> = BTreeMap::new();
        for role in dealt {
            *counts.entry(role).or_default() += 1;
        }
        if mafiosi > 0 {
            *counts.entry(Role::Mafioso.name().into()).or_default() +=
                u8::try_from(mafiosi).unwrap_or(u8::MAX);
        }
        ChaosDeal {
            counts,
            village: village_strength,
            others,
            lean: 0,
            tries: 0,
        }
    }
}
