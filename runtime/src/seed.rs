//! Fresh seeds from the operating system.

use narrator_engine::Seed;
use rand::TryRng;
use rand::rngs::SysRng;

/// 256 random bits from the OS, so a deal commitment cannot be searched.
pub fn fresh() -> Result<Seed, crate::RuntimeError> {
    let mut bytes = [0u8; 32];
    SysRng
        .try_fill_bytes(&mut bytes)
        .map_err(|e| crate::RuntimeError::Entropy(e.to_string()))?;
    Ok(Seed(bytes))
}
