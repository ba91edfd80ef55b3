//! The narrator game master: platform-agnostic and sans-I/O.
//!
//! A [`Table`] is one game from its lobby to its end. It is driven only by
//! [`Table::handle`], which takes an [`Input`] (a player's command or a clock
//! tick) and the current time, and returns [`Effect`]s (messages addressed to
//! an [`Audience`], deadlines, prompts, the end) or a typed [`Rejection`].
//! Nothing here reads a clock, touches the network or uses a global RNG, so
//! the same seed and the same inputs always give the same effects: that is
//! what lets the store rebuild a game by replaying its inputs.

pub mod afk;
pub mod allowed;
pub mod bots;
pub mod definition;
pub mod effect;
pub mod fairness;
pub mod game;
mod inactivity;
pub mod input;
pub mod kind;
pub mod lobby;
pub mod mafia;
pub mod message;
pub mod rejection;
pub mod render;
pub mod result;
pub mod seat;
pub mod seed;
pub mod soak;
pub mod table;
pub mod time;
pub mod timeline;
pub mod vocabulary;
pub mod wumpus;
pub mod zombie;

pub use game::{
    Action, AnyGame, Audience, Effect, EffectKind, Game, GameConfig, GameKind, GameMessage,
    GameReason, GameResult, GameRules, Message, OtherGame, Outcome, Prompt, PromptKind, Reason,
    Rejection, Team,
};
pub use input::Input;
pub use seat::{PlayerId, Seat, SeatInfo};
pub use seed::Seed;
pub use table::{Table, TableSetup};
pub use time::Timestamp;
