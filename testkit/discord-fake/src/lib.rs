//! A local fake Discord for end-to-end tests of the narrator bot.
//!
//! [`FakeDiscord`] serves Discord's REST API under `/api/v10` and a gateway
//! websocket at `/gateway` on `127.0.0.1`. Every request and response body
//! is checked against Discord's OpenAPI spec, rate limits are enforced with
//! Discord's headers, and interactions follow Discord's timing rules. The
//! test side sets up guilds and users, injects slash commands, component
//! presses and user messages, and reads back what the bot did.
//!
//! Point serenity at it with `HttpBuilder::new(token).proxy(fake.url())`
//! and `ClientBuilder::new_with_http`.

// serde_json::json! of a whole guild object nests deeper than the default.
#![recursion_limit = "256"]

mod core;
mod error;
mod events;
mod faults;
mod gateway;
mod handle;
mod messages;
mod normalize;
mod ratelimit;
mod render;
mod rest;
mod shard;
mod snowflake;
mod spec;
mod visibility;
mod world;

pub use error::{ApiError, DispatchError, StartError};
pub use events::SlashCommand;
pub use faults::{Fault, FaultConfig, FaultCounts};
pub use handle::{Config, Dispatched, FakeDiscord, GuildIds, InteractionRecord};
pub use ratelimit::RateLimitConfig;
pub use shard::shard_of;
pub use world::{Attachment, StoredMessage as Message, Violation};
