//! Seeds and the RNG streams derived from them.

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};
use std::fmt;
use std::str::FromStr;
use thiserror::Error;

/// A game's 256-bit seed. Everything random in a game derives from it.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Seed(pub [u8; 32]);

/// A seed given as text that is not 64 hex digits or a small number.
#[derive(Debug, Error, PartialEq, Eq)]
#[error("a seed is 64 hex digits or a decimal number, not {0:?}")]
pub struct BadSeed(pub String);

impl Seed {
    /// A seed from a small number: for tests and `--seed 42`. Hashed, so
    /// nearby numbers give unrelated games.
    pub fn from_number(n: u64) -> Seed {
        Seed(Sha256::digest(n.to_le_bytes()).into())
    }

    /// An independent 32-byte value for one purpose (`label`) and one index.
    /// Streams for the deal, the game's own draws and each computer player
    /// never overlap, and knowing one does not reveal another.
    pub fn derive(&self, label: &str, index: u64) -> [u8; 32] {
        let mut h = Sha256::new();
        h.update(self.0);
        h.update(label.as_bytes());
        h.update(index.to_le_bytes());
        h.finalize().into()
    }

    /// A ChaCha8 stream for one purpose.
    pub fn rng(&self, label: &str, index: u64) -> ChaCha8Rng {
        ChaCha8Rng::from_seed(self.derive(label, index))
    }

    /// Lower-case hex, as revealed at the end of a game.
    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }
}

impl FromStr for Seed {
    type Err = BadSeed;
    fn from_str(s: &str) -> Result<Seed, BadSeed> {
        let s = s.trim();
        if s.len() == 64 {
            let mut out = [0u8; 32];
            hex::decode_to_slice(s, &mut out).map_err(|_| BadSeed(s.to_string()))?;
            return Ok(Seed(out));
        }
        s.parse::<u64>()
            .map(Seed::from_number)
            .map_err(|_| BadSeed(s.to_string()))
    }
}

impl fmt::Debug for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Seed({})", self.to_hex())
    }
}

impl fmt::Display for Seed {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_hex())
    }
}

impl Serialize for Seed {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.to_hex())
    }
}

impl<'de> Deserialize<'de> for Seed {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Seed, D::Error> {
        let s = String::deserialize(d)?;
        let mut out = [0u8; 32];
        hex::decode_to_slice(&s, &mut out).map_err(serde::de::Error::custom)?;
        Ok(Seed(out))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hex_roundtrip_and_numbers() {
        let s = Seed::from_number(7);
        assert_eq!(s.to_hex().parse::<Seed>(), Ok(s));
        assert_eq!("7".parse::<Seed>(), Ok(s));
        assert!("xyz".parse::<Seed>().is_err());
        assert_ne!(s.derive("deal", 0), s.derive("play", 0));
    }
}
