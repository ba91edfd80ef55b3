//! End-to-end tests of `narrator serve` on Telegram, against the Bot API
//! emulator in this folder (telegram-test-api 4.2.1 with server.js), one
//! module per subject, in one test binary so the suite links it once.

#[path = "../common/mod.rs"]
mod common;
#[path = "../telegram_support/mod.rs"]
mod telegram_support;

mod afk;
mod chat_order;
mod chat_rooms;
mod database_faults;
mod failover;
mod hostile;
mod languages;
mod lobby_timeout;
mod mafia;
mod stats;
mod timeline;
mod webhook;
mod wumpus;
mod zombie;
