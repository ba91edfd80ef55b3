//! Dealing roles: counts from the ruleset, seats shuffled by the seed.

use super::kinds::MafiaTeam;
use super::roles::Role;
use super::ruleset::{Preset, Ruleset};
use crate::seed::Seed;
use rand::seq::SliceRandom;

/// How many of each role `n` players get: ⌊n/d⌋ mafia, then the cops and
/// doctors, villagers for the rest. Powers are dropped (doctor first) if a
/// tiny table cannot hold them all.
pub fn role_counts(rules: &Ruleset, n: usize) -> Vec<(Role, usize)> {
    match rules.preset {
        Preset::Hp => return hp_counts(rules, n),
        Preset::Sport => return super::sport::deal::counts(rules, n),
        Preset::Classic => {}
    }
    if let Some(plan) = &rules.mode {
        // A sample of the mode's draws (the deal itself draws from the
        // game's seed).
        return listed_counts(&plan.counts(&Seed::from_number(0), n), n);
    }
    if let Some(roles) = &rules.roles {
        return listed_counts(roles, n);
    }
    let mafia = (n / usize::from(rules.mafia_divisor.max(1))).max(1).min(n);
    let cops = usize::from(rules.cops).min(n - mafia);
    let doctors = usize::from(rules.doctors).min(n - mafia - cops);
    vec![
        (Role::Mafioso, mafia),
        (Role::Cop, cops),
        (Role::Doctor, doctors),
        (Role::Villager, n - mafia - cops - doctors),
    ]
}

/// A classic list of roles (checked by the ruleset), in the roles'
/// order, and villagers for the other seats.
fn listed_counts(roles: &std::collections::BTreeMap<String, u8>, n: usize) -> Vec<(Role, usize)> {
    let mut counts: Vec<(Role, usize)> = Role::ALL
        .into_iter()
        .filter(|r| *r != Role::Villager)
        .filter_map(|r| roles.get(r.name()).map(|k| (r, usize::from(*k))))
        .collect();
    let powers: usize = counts.iter().map(|(_, k)| k).sum();
    counts.push((Role::Villager, n.saturating_sub(powers)));
    counts
}

/// hp: ⌊n/5⌋ mafia, ⌊n/5⌋ detectives, max(1, ⌊n/10⌋) healers, the rest
/// commoners (the divisors and the healers' floor come from the ruleset).
fn hp_counts(rules: &Ruleset, n: usize) -> Vec<(Role, usize)> {
    let per = |d: u8| n / usize::from(d.max(1));
    let mafia = per(rules.mafia_divisor).max(1).min(n);
    let detectives = per(rules.detective_divisor).min(n - mafia);
    let healers = per(rules.healer_divisor)
        .max(usize::from(rules.min_healers))
        .min(n - mafia - detectives);
    vec![
        (Role::Mafioso, mafia),
        (Role::Detective, detectives),
        (Role::Healer, healers),
        (Role::Commoner, n - mafia - detectives - healers),
    ]
}

/// How many of the mafia's side every player may count on at `n` seats:
/// the deal's count, or where a mode's pool may or may not draw one, the
/// most it can deal (a careful village's assumption).
pub fn mafia_known(rules: &Ruleset, n: usize) -> usize {
    let most = match (&rules.mode, rules.preset) {
        (Some(plan), Preset::Classic) => plan.most_of_side(n, MafiaTeam::Mafia),
        _ => None,
    };
    most.unwrap_or_else(|| {
        role_counts(rules, n)
            .iter()
            .filter(|(r, _)| r.team() == MafiaTeam::Mafia)
            .map(|(_, k)| k)
            .sum()
    })
}

/// The roles in seat order for `n` seats. Depends only on the rules, the
/// seed and `n`, so `narrator verify` can recompute it after the game.
pub fn deal(rules: &Ruleset, seed: &Seed, n: usize) -> Vec<Role> {
    let counts = match (&rules.mode, rules.preset) {
        (Some(plan), Preset::Classic) => listed_counts(&plan.counts(seed, n), n),
        _ => role_counts(rules, n),
    };
    let mut roles: Vec<Role> = counts
        .into_iter()
        .flat_map(|(role, k)| std::iter::repeat_n(role, k))
        .collect();
    roles.shuffle(&mut seed.rng("deal", 0));
    roles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn classic_counts() {
        let r = Ruleset::classic();
        for n in 6..=20 {
            let roles = deal(&r, &Seed::from_number(n as u64), n);
            let count = |x| roles.iter().filter(|&&y| y == x).count();
            assert_eq!(roles.len(), n);
            assert_eq!(count(Role::Mafioso), n / 3);
            assert_eq!(count(Role::Cop), 1);
            assert_eq!(count(Role::Doctor), 1);
            assert_eq!(count(Role::Villager), n - n / 3 - 2);
        }
    }

    #[test]
    fn hp_counts_follow_the_arithmetic() {
        let r = Ruleset::hp();
        for n in 6..=30 {
            let roles = deal(&r, &Seed::from_number(n as u64), n);
            let count = |x| roles.iter().filter(|&&y| y == x).count();
            assert_eq!(roles.len(), n);
            assert_eq!(count(Role::Mafioso), n / 5, "n={n}");
            assert_eq!(count(Role::Detective), n / 5, "n={n}");
            assert_eq!(count(Role::Healer), (n / 10).max(1), "n={n}");
            assert_eq!(
                count(Role::Commoner),
                n - 2 * (n / 5) - (n / 10).max(1),
                "n={n}"
            );
        }
    }

    #[test]
    fn deal_depends_on_seed() {
        let r = Ruleset::classic();
        let a = deal(&r, &Seed::from_number(1), 10);
        assert_eq!(a, deal(&r, &Seed::from_number(1), 10));
        assert!((2..20).any(|s| deal(&r, &Seed::from_number(s), 10) != a));
    }
}
