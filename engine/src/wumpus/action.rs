//! What a player can do on their turn: one action.

use crate::wumpus::words::Act;
use serde::{Deserialize, Serialize};

/// The most characters a voice may carry (after control characters are
/// stripped): a chat message, not a letter.
pub const MAX_WORDS: usize = 300;

/// A player's action. Exits are numbered from 1 in the order the player
/// is shown them (see [`super::exits`]); room labels never appear.
///
/// A voice (whisper, speak, scream) carries the player's own words, or
/// none: `words: None` is a wordless sound, as every voice was before
/// voices had words. Stored games hold such voices as the bare strings
/// `"Whisper"`, `"Speak"`, `"Scream"`, which still load (see
/// [`compat`]). Words that are given must hold something besides
/// whitespace and at most [`MAX_WORDS`] characters.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "compat::Stored")]
pub enum WumpusAction {
    /// Pick up a bow lying here (a held pebble is dropped here).
    PickUpBow,
    /// Drop the bow here (its arrow is lost).
    DropBow,
    /// Pick up a pebble lying here (a held bow is dropped here).
    PickUpPebble,
    /// Drop the pebble here: it clicks.
    DropPebble,
    /// Throw the pebble through an exit.
    Throw {
        /// The exit, from 1.
        exit: u8,
    },
    /// Shoot the arrow through an exit.
    Shoot {
        /// The exit, from 1.
        exit: u8,
    },
    /// Walk through an exit.
    Walk {
        /// The exit, from 1.
        exit: u8,
    },
    /// Whisper: heard only in this room.
    Whisper {
        /// What is whispered; `None` is a wordless whisper.
        #[serde(default)]
        words: Option<String>,
    },
    /// Speak: heard here and next door, by the Wumpus too.
    Speak {
        /// What is said; `None` is a wordless sound.
        #[serde(default)]
        words: Option<String>,
    },
    /// Scream: heard everywhere.
    Scream {
        /// What is screamed; `None` is a wordless scream.
        #[serde(default)]
        words: Option<String>,
    },
}

/// How far a voice carries: a voice action without its words.
///
/// A turn's prompt lists each voice as a wordless action
/// (`WumpusAction::Speak { words: None }`), which is itself a valid
/// answer. A host that lets the player add words recognises a voice choice
/// with [`WumpusAction::voice`] and sends [`Voice::with`] the player's
/// text instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Voice {
    /// Heard in the speaker's room only.
    Whisper,
    /// Heard in the speaker's room and the neighbouring rooms.
    Speak,
    /// Heard everywhere.
    Scream,
}

impl Voice {
    /// Every voice, from the quietest.
    pub const ALL: [Voice; 3] = [Voice::Whisper, Voice::Speak, Voice::Scream];

    /// This voice carrying `words` (the engine checks them when the action
    /// is taken).
    pub fn with(self, words: impl Into<String>) -> WumpusAction {
        self.action(Some(words.into()))
    }

    /// This voice without words.
    pub fn wordless(self) -> WumpusAction {
        self.action(None)
    }

    fn action(self, words: Option<String>) -> WumpusAction {
        match self {
            Voice::Whisper => WumpusAction::Whisper { words },
            Voice::Speak => WumpusAction::Speak { words },
            Voice::Scream => WumpusAction::Scream { words },
        }
    }
}

impl WumpusAction {
    /// What the action is, for rejections.
    pub fn verb(&self) -> Act {
        match self {
            WumpusAction::PickUpBow => Act::PickUpBow,
            WumpusAction::DropBow => Act::DropBow,
            WumpusAction::PickUpPebble => Act::PickUpPebble,
            WumpusAction::DropPebble => Act::DropPebble,
            WumpusAction::Throw { .. } => Act::Throw,
            WumpusAction::Shoot { .. } => Act::Shoot,
            WumpusAction::Walk { .. } => Act::Walk,
            WumpusAction::Whisper { .. } => Act::Whisper,
            WumpusAction::Speak { .. } => Act::Speak,
            WumpusAction::Scream { .. } => Act::Scream,
        }
    }

    /// The exit the action goes through, if any.
    pub fn exit(&self) -> Option<u8> {
        match self {
            WumpusAction::Throw { exit }
            | WumpusAction::Shoot { exit }
            | WumpusAction::Walk { exit } => Some(*exit),
            _ => None,
        }
    }

    /// The voice, if the action is one.
    pub fn voice(&self) -> Option<Voice> {
        match self {
            WumpusAction::Whisper { .. } => Some(Voice::Whisper),
            WumpusAction::Speak { .. } => Some(Voice::Speak),
            WumpusAction::Scream { .. } => Some(Voice::Scream),
            _ => None,
        }
    }

    /// A voice's words, if it has any.
    pub fn words(&self) -> Option<&str> {
        match self {
            WumpusAction::Whisper { words }
            | WumpusAction::Speak { words }
            | WumpusAction::Scream { words } => words.as_deref(),
            _ => None,
        }
    }
}

/// Reading stored actions: today's form and the form from before voices
/// had words, when a voice was a unit variant (`"Speak"`). An old voice
/// reads as the same voice without words, so old games replay exactly as
/// they were played.
pub mod compat {
    use super::WumpusAction;
    use serde::Deserialize;

    /// Any stored form of an action.
    #[derive(Deserialize)]
    #[serde(
        untagged,
        // not for players: serde's word for a stored action that does not parse
        expecting = "a Wumpus action, e.g. \"PickUpBow\", {\"Walk\":{\"exit\":1}} or {\"Speak\":{\"words\":\"hello\"}}"
    )]
    pub enum Stored {
        /// A voice from before voices had words.
        Old(OldVoice),
        /// Today's form.
        Now(Now),
    }

    /// The voices as they were stored before they had words.
    #[derive(Deserialize)]
    pub enum OldVoice {
        /// `"Whisper"`.
        Whisper,
        /// `"Speak"`.
        Speak,
        /// `"Scream"`.
        Scream,
    }

    /// Today's form, field for field [`WumpusAction`] (which reads through
    /// this type, so it cannot derive its own reader).
    #[derive(Deserialize)]
    #[allow(missing_docs)]
    pub enum Now {
        PickUpBow,
        DropBow,
        PickUpPebble,
        DropPebble,
        Throw {
            exit: u8,
        },
        Shoot {
            exit: u8,
        },
        Walk {
            exit: u8,
        },
        Whisper {
            #[serde(default)]
            words: Option<String>,
        },
        Speak {
            #[serde(default)]
            words: Option<String>,
        },
        Scream {
            #[serde(default)]
            words: Option<String>,
        },
    }

    impl From<Stored> for WumpusAction {
        fn from(s: Stored) -> WumpusAction {
            match s {
                Stored::Old(OldVoice::Whisper) => WumpusAction::Whisper { words: None },
                Stored::Old(OldVoice::Speak) => WumpusAction::Speak { words: None },
                Stored::Old(OldVoice::Scream) => WumpusAction::Scream { words: None },
                Stored::Now(n) => match n {
                    Now::PickUpBow => WumpusAction::PickUpBow,
                    Now::DropBow => WumpusAction::DropBow,
                    Now::PickUpPebble => WumpusAction::PickUpPebble,
                    Now::DropPebble => WumpusAction::DropPebble,
                    Now::Throw { exit } => WumpusAction::Throw { exit },
                    Now::Shoot { exit } => WumpusAction::Shoot { exit },
                    Now::Walk { exit } => WumpusAction::Walk { exit },
                    Now::Whisper { words } => WumpusAction::Whisper { words },
                    Now::Speak { words } => WumpusAction::Speak { words },
                    Now::Scream { words } => WumpusAction::Scream { words },
                },
            }
        }
    }
}
