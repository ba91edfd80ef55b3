//! End-to-end tests of `narrator serve` on Discord, against the fake
//! Discord in `testkit/discord-fake`, one module per subject, in one test
//! binary so the suite links it once.

#[path = "../common/mod.rs"]
mod common;
#[path = "../discord_support/mod.rs"]
mod discord_support;

mod afk;
mod chat_rooms;
mod dead_room;
mod hostile;
mod languages;
mod lobby_buttons;
mod mafia;
mod shards;
mod stats;
mod wumpus;
mod zombie;
