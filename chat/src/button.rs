//! Callback data. The client writes it, so it is only ever a request:
//! it names a game, a phase and a choice number, and the handler checks
//! all of them against the game's state (who pressed, which seat, the open
//! prompt) before anything reaches the engine.

use narrator_engine::Action;
use narrator_store::GameId;
use serde::{Deserialize, Serialize};

/// What a button asks for. Serialized as its callback data (a chat event
/// relayed to another process carries its buttons that way).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub enum Button {
    /// Take a lobby seat.
    Join(GameId),
    /// Leave the lobby.
    Leave(GameId),
    /// Start the game (host).
    Start(GameId),
    /// Fill the empty seats with computer players (host).
    Fill(GameId),
    /// Give the lobby more time before it closes (host, once).
    Extend(GameId),
    /// Watch the running game without a seat (option `spectators`).
    Watch(GameId),
    /// Show the presser the private messages the platform could not
    /// deliver to them, and their open prompt.
    Inbox(GameId),
    /// Answer the presser's open prompt of `phase` with choice `index`.
    Choose {
        /// The game.
        game: GameId,
        /// The phase the prompt belonged to.
        phase: u32,
        /// The choice's position in the prompt.
        index: usize,
        /// A short digest of the chosen action ([`tag`]): a game may ask
        /// again within a phase with other choices (a Zombie turn after
        /// each handshake), and an older message's button must not pick
        /// whatever now sits at its position. `None` on buttons made
        /// before tags existed.
        tag: Option<u16>,
    },
}

/// A digest of an action, the same in every process and version that
/// serializes it the same (FNV-1a over its JSON, folded to 16 bits).
pub fn tag(action: &Action) -> u16 {
    let json = serde_json::to_string(action).unwrap_or_default();
    let mut hash: u32 = 0x811c_9dc5;
    for byte in json.bytes() {
        hash ^= u32::from(byte);
        hash = hash.wrapping_mul(0x0100_0193);
    }
    ((hash >> 16) ^ (hash & 0xffff)) as u16
}

impl Button {
    /// The game the button belongs to.
    pub fn game(&self) -> GameId {
        match *self {
            Button::Join(g)
            | Button::Leave(g)
            | Button::Start(g)
            | Button::Fill(g)
            | Button::Extend(g)
            | Button::Watch(g)
            | Button::Inbox(g) => g,
            Button::Choose { game, .. } => game,
        }
    }

    /// The callback data (well under Telegram's 64 bytes and Discord's 100-character custom_id).
    pub fn encode(&self) -> String {
        match self {
            Button::Join(g) => format!("j:{g}"),
            Button::Leave(g) => format!("l:{g}"),
            Button::Start(g) => format!("s:{g}"),
            Button::Fill(g) => format!("f:{g}"),
            Button::Extend(g) => format!("x:{g}"),
            Button::Watch(g) => format!("w:{g}"),
            Button::Inbox(g) => format!("i:{g}"),
            Button::Choose {
                game,
                phase,
                index,
                tag: None,
            } => format!("c:{game}:{phase}:{index}"),
            Button::Choose {
                game,
                phase,
                index,
                tag: Some(tag),
            } => format!("c:{game}:{phase}:{index}:{tag}"),
        }
    }

    /// Reads callback data; `None` for anything this bot never wrote.
    pub fn decode(data: &str) -> Option<Button> {
        let mut parts = data.split(':');
        let tag = parts.next()?;
        let game: GameId = parts.next()?.parse().ok()?;
        let button = match tag {
            "j" => Button::Join(game),
            "l" => Button::Leave(game),
            "s" => Button::Start(game),
            "f" => Button::Fill(game),
            "x" => Button::Extend(game),
            "w" => Button::Watch(game),
            "i" => Button::Inbox(game),
            "c" => Button::Choose {
                game,
                phase: parts.next()?.parse().ok()?,
                index: parts.next()?.parse().ok()?,
                tag: match parts.next() {
                    Some(tag) => Some(tag.parse().ok()?),
                    None => None,
                },
            },
            _ => return None,
        };
        parts.next().is_none().then_some(button)
    }
}

impl From<Button> for String {
    fn from(button: Button) -> String {
        button.encode()
    }
}

impl TryFrom<String> for Button {
    type Error = String;
    fn try_from(data: String) -> Result<Button, String> {
        // not for players: why button data was refused, for the log
        Button::decode(&data).ok_or_else(|| format!("not a narrator button: {data:?}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trips_and_refuses_forgeries() {
        for b in [
            Button::Join(3),
            Button::Leave(3),
            Button::Start(3),
            Button::Fill(3),
            Button::Extend(3),
            Button::Watch(3),
            Button::Inbox(3),
            Button::Choose {
                game: 3,
                phase: 4,
                index: 5,
                tag: None,
            },
            Button::Choose {
                game: 3,
                phase: 4,
                index: 5,
                tag: Some(65535),
            },
        ] {
            assert_eq!(Button::decode(&b.encode()), Some(b));
        }
        for bad in [
            "",
            "z:1",
            "j:abc",
            "c:1:2",
            "c:1:2:3:4:5",
            "c:1:2:3:65536",
            "j:1:2",
            "c:1:-2:3",
        ] {
            assert_eq!(Button::decode(bad), None, "{bad}");
        }
    }
}
