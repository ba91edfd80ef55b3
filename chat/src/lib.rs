//! The chat front every chat platform shares: `/mafia` commands, buttons
//! checked against server-side state, one game per group, group rules in
//! SQLite, and the [`ChatSurface`] that turns effects into posts, private
//! messages, keyboards and edits. A platform adapter implements
//! [`ChatApi`] and maps its events to [`Front::command`] and
//! [`Front::press`]; no game rule lives there or here.

pub mod api;
pub mod button;
pub mod command;
pub mod external;
pub mod front;
pub mod games;
pub mod inbox;
pub mod keyboard;
pub mod language;
pub mod links;
pub mod pages;
pub mod registry;
pub mod surface;
pub mod text;

pub use api::{ChatApi, Picture, Posted, SendKey, Target};
pub use button::Button;
pub use command::{Command, Usage};
pub use external::{BotSettings, External};
pub use front::{Answer, Caller, Front, FrontError, Place};
pub use games::{ChatGame, Games};
pub use keyboard::{Key, Keyboard};
pub use surface::ChatSurface;
