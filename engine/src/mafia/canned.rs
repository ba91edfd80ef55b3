//! The canned public messages 0–16 of the bot protocol, which people and
//! computer players alike can send and read.

use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// The texts, by id. Ids 0–4 take no subject; 5–16 need one.
pub const TEXTS: [&str; 17] = [
    "No",
    "Yes",
    "I am the cop",
    "I am the doctor",
    "I am a normal villager",
    "I trust this player:",
    "I think this player is suspicious:",
    "I think this player is the cop:",
    "I think this player is the doctor:",
    "I think this player is a normal villager:",
    "I think this player is mafia:",
    "Do you think this player is mafia?",
    "I tried to save this player:",
    "I successfully saved this player:",
    "I investigated this player and found that they were mafia-aligned:",
    "I investigated this player and found that they were village-aligned:",
    "Will you please use your power on this player tonight?",
];

/// Ids that take a subject.
pub const FIRST_WITH_SUBJECT: u8 = 5;

/// Named ids, for code that says them.
pub mod id {
    /// "I am the cop"
    pub const I_AM_COP: u8 = 2;
    /// "I am the doctor"
    pub const I_AM_DOCTOR: u8 = 3;
    /// "I think this player is mafia:"
    pub const SUSPECT_MAFIA: u8 = 10;
    /// "I investigated … mafia-aligned:"
    pub const FOUND_MAFIA: u8 = 14;
    /// "I investigated … village-aligned:"
    pub const FOUND_VILLAGE: u8 = 15;
    /// "I successfully saved this player:"
    pub const SAVED: u8 = 13;
}

/// One canned line with its arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Canned {
    /// 0–16.
    pub id: u8,
    /// The player it is about (ids 5–16).
    pub subject: Option<Seat>,
    /// Whom it is addressed to, if anyone.
    pub recipient: Option<Seat>,
}

impl Canned {
    /// The fixed text of this id, if the id exists.
    pub fn text(&self) -> Option<&'static str> {
        TEXTS.get(usize::from(self.id)).copied()
    }

    /// Whether this id needs a subject.
    pub fn needs_subject(&self) -> bool {
        self.id >= FIRST_WITH_SUBJECT
    }
}
