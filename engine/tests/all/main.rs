//! The engine's integration tests, one module per subject, in one test
//! binary so a change to the engine relinks one binary, not twenty-two.

mod common;
mod zombie_support;

mod afk;
mod chat_rooms;
mod classic_rules;
mod computers;
mod i18n_games;
mod i18n_mafia;
mod i18n_rejection;
mod i18n_timeline;
mod i18n_wumpus;
mod i18n_you;
mod i18n_zombie;
mod lobby;
mod lobby_timeout;
mod modes;
mod properties;
mod rejection_english;
mod role_leaks;
mod role_texts;
mod role_units;
mod roles;
mod rulesets;
mod simulate_parity;
mod soak;
mod stored_replays;
mod timeline;
mod wumpus_props;
mod wumpus_rules;
mod zombie_properties;
mod zombie_rules;
mod zombie_script;
