//! Drawing the zombies: seats shuffled by the seed.

use super::role::Role;
use crate::seed::Seed;
use rand::seq::SliceRandom;

/// The roles in seat order for `n` players, `zombies` of them zombies.
/// Depends only on the seed, `n` and `zombies`, so `narrator verify` can
/// recompute it after the game.
pub fn deal(seed: &Seed, n: usize, zombies: usize) -> Vec<Role> {
    let zombies = zombies.min(n);
    let mut roles: Vec<Role> = std::iter::repeat_n(Role::Zombie, zombies)
        .chain(std::iter::repeat_n(Role::Human, n - zombies))
        .collect();
    roles.shuffle(&mut seed.rng("deal", 0));
    roles
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_and_seed_dependence() {
        for n in 3..30 {
            for z in 0..=n {
                let roles = deal(&Seed::from_number(n as u64), n, z);
                assert_eq!(roles.len(), n);
                assert_eq!(roles.iter().filter(|r| **r == Role::Zombie).count(), z);
            }
        }
        let a = deal(&Seed::from_number(1), 10, 2);
        assert_eq!(a, deal(&Seed::from_number(1), 10, 2));
        assert!((2..20).any(|s| deal(&Seed::from_number(s), 10, 2) != a));
    }
}
