//! The mafia's strike: the target loses the living mafias' summed HP (down
//! to 0) and the damage is shared among the mafias that still have HP.

use crate::seat::Seat;

/// What a strike did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strike {
    /// The target's HP before the strike.
    pub before: u32,
    /// The target's HP after it.
    pub after: u32,
}

/// Applies the mafias' strike on `target`. `hp` is indexed by seat;
/// `mafias` are the living mafias in seat order.
///
/// With X the target's HP and H the mafias' total: the target ends at
/// X − H, or 0 if H ≥ X. The damage X is shared equally among the mafias
/// with HP > 0; one with less HP than its share loses all it has and the
/// rest is shared again among the others, until X is absorbed or every
/// mafia is at 0. An indivisible remainder goes one point each to the first
/// mafias in seat order, which keeps the arithmetic exact and deterministic.
pub fn strike(hp: &mut [u32], mafias: &[Seat], target: Seat) -> Strike {
    let before = hp[target.index()];
    let total: u64 = mafias.iter().map(|m| u64::from(hp[m.index()])).sum();
    let after = u32::try_from(u64::from(before).saturating_sub(total)).unwrap_or(0);
    hp[target.index()] = after;
    share_damage(hp, mafias, u64::from(before));
    Strike { before, after }
}

/// Shares `damage` among `mafias` as [`strike`] describes.
fn share_damage(hp: &mut [u32], mafias: &[Seat], mut damage: u64) {
    loop {
        let active: Vec<Seat> = mafias
            .iter()
            .copied()
            .filter(|m| hp[m.index()] > 0)
            .collect();
        if damage == 0 || active.is_empty() {
            return;
        }
        let y = active.len() as u64;
        // A mafia whose HP is at most its share (HP · Y ≤ X) is emptied
        // first; the rest of the damage is shared again.
        let emptied: Vec<Seat> = active
            .iter()
            .copied()
            .filter(|m| u64::from(hp[m.index()]) * y <= damage)
            .collect();
        if emptied.is_empty() {
            let (share, rest) = (damage / y, damage % y);
            for (i, m) in active.iter().enumerate() {
                let loss = share + u64::from((i as u64) < rest);
                let left = u64::from(hp[m.index()]).saturating_sub(loss);
                hp[m.index()] = u32::try_from(left).unwrap_or(0);
            }
            return;
        }
        for m in emptied {
            damage -= u64::from(hp[m.index()]);
            hp[m.index()] = 0;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(mafia_hp: &[u32], target_hp: u32) -> (Vec<u32>, u32) {
        let mut hp: Vec<u32> = mafia_hp.to_vec();
        hp.push(target_hp);
        let mafias: Vec<Seat> = (0..mafia_hp.len() as u8).map(Seat).collect();
        let target = Seat(mafia_hp.len() as u8);
        let s = strike(&mut hp, &mafias, target);
        assert_eq!(s.after, hp[target.index()]);
        (hp[..mafia_hp.len()].to_vec(), s.after)
    }

    #[test]
    fn mafias_at_100_and_200_kill_250_and_end_at_0_and_50() {
        assert_eq!(run(&[100, 200], 250), (vec![0, 50], 0));
    }

    #[test]
    fn a_target_stronger_than_the_mafia_survives_with_the_difference() {
        assert_eq!(run(&[100, 200], 1000), (vec![0, 0], 700));
    }

    #[test]
    fn damage_is_shared_equally_when_all_can_absorb_it() {
        assert_eq!(run(&[2500, 2500], 1000), (vec![2000, 2000], 0));
        // An odd remainder goes to the first mafia in seat order.
        assert_eq!(run(&[2500, 2500, 2500], 1000), (vec![2166, 2167, 2167], 0));
    }

    #[test]
    fn exhausted_mafias_stay_at_zero_and_hp_never_goes_negative() {
        assert_eq!(run(&[0, 300], 250), (vec![0, 50], 0));
        assert_eq!(run(&[0, 0], 250), (vec![0, 0], 250));
        assert_eq!(run(&[100, 100], 200), (vec![0, 0], 0));
    }
}
