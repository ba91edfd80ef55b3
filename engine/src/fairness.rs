//! The fair-deal commitment: published when a game starts, checkable when
//! it ends and the seed is revealed.
//!
//! The commitment hashes the seed together with the deal, so it pins both:
//! the host cannot swap the deal after the start without the published hash
//! failing to match. The seed has 256 random bits, so the hash cannot be
//! searched to learn the deal early.

use crate::seed::Seed;
use sha2::{Digest, Sha256};

/// SHA-256 (hex) over a version tag, the seed and the role names in seat
/// order.
pub fn commitment(seed: &Seed, deal: &[&str]) -> String {
    let mut h = Sha256::new();
    h.update(b"narrator-deal-v1\n");
    h.update(seed.to_hex().as_bytes());
    for role in deal {
        h.update(b"\n");
        h.update(role.as_bytes());
    }
    hex::encode(h.finalize())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commitment_depends_on_seed_and_deal() {
        let s = Seed::from_number(1);
        let a = commitment(&s, &["cop", "villager"]);
        assert_eq!(a.len(), 64);
        assert_eq!(a, commitment(&s, &["cop", "villager"]));
        assert_ne!(a, commitment(&s, &["villager", "cop"]));
        assert_ne!(a, commitment(&Seed::from_number(2), &["cop", "villager"]));
    }
}
