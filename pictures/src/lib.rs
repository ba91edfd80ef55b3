//! Pictures for narrator's games: pure functions from game data to PNG
//! bytes, so any host (terminal, chat) can post the same picture.
//!
//! No words are drawn (no font is shipped); hosts post a caption with
//! [`caption`] (or [`legend`]), in the group's language. The balance
//! chart's figures and mode names are drawn in a small built-in pixel
//! font.

pub mod balance;
pub mod colours;
pub mod layout;
pub mod wumpus;

pub use balance::{SERIES_COLOURS, Series, balance_chart};
pub use colours::PLAYER_COLOURS;
pub use wumpus::{LEGEND, caption, legend, wumpus_cave};

use thiserror::Error;

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum PictureError {
    /// The canvas could not be allocated.
    #[error("cannot allocate a {0}×{0} picture")]
    Canvas(u32),
    /// PNG encoding failed.
    #[error("cannot encode the picture as PNG: {0}")]
    Png(String),
}
