//! End-to-end tests that drive both chat platforms' peers at once (the
//! Telegram emulator and the fake Discord): one identity linked across
//! them, pictures on both, and three processes sharing one database.

#[path = "../common/mod.rs"]
mod common;
#[path = "../discord_support/mod.rs"]
mod discord_support;
#[path = "../telegram_support/mod.rs"]
mod telegram_support;

mod linked_identities;
mod pictures;
mod three_processes;
