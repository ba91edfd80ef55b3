//! sport's deal: ⌊n/3⌋ black cards, one of them the don; the rest red,
//! one of them the sheriff. Seats are shuffled by the shared deal code.

use crate::mafia::roles::Role;
use crate::mafia::ruleset::Ruleset;

/// How many of each card `n` players get.
pub fn counts(rules: &Ruleset, n: usize) -> Vec<(Role, usize)> {
    let black = (n / usize::from(rules.mafia_divisor.max(1))).max(1).min(n);
    let sheriff = usize::from(n > black);
    vec![
        (Role::Don, 1),
        (Role::Mafioso, black - 1),
        (Role::Sheriff, sheriff),
        (Role::Villager, n - black - sheriff),
    ]
}

/// Whether a role holds a black card.
pub fn is_black(role: Role) -> bool {
    matches!(role, Role::Don | Role::Mafioso)
}
