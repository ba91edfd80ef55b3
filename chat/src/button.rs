//! Callback data. The client writes it, so it is only ever a request:
//! it names a game, a phase and a choice number, and the handler checks
//! all of them against the game's state (who pressed, which seat, the open
//! prompt) before anything reaches the engine.

use narrator_store::GameId;

/// What a button asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Button {
    /// Take a lobby seat.
    Join(GameId),
    /// Leave the lobby.
    Leave(GameId),
    /// Start the game (host).
    Start(GameId),
    /// Fill the empty seats with computer players (host).
    Fill(GameId),
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
    },
}

impl Button {
    /// The callback data (well under Telegram's 64 bytes and Discord's 100-character custom_id).
    pub fn encode(&self) -> String {
        match self {
            Button::Join(g) => format!("j:{g}"),
            Button::Leave(g) => format!("l:{g}"),
            Button::Start(g) => format!("s:{g}"),
            Button::Fill(g) => format!("f:{g}"),
            Button::Inbox(g) => format!("i:{g}"),
            Button::Choose { game, phase, index } => format!("c:{game}:{phase}:{index}"),
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
            "i" => Button::Inbox(game),
            "c" => Button::Choose {
                game,
                phase: parts.next()?.parse().ok()?,
                index: parts.next()?.parse().ok()?,
            },
            _ => return None,
        };
        parts.next().is_none().then_some(button)
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
            Button::Inbox(3),
            Button::Choose {
                game: 3,
                phase: 4,
                index: 5,
            },
        ] {
            assert_eq!(Button::decode(&b.encode()), Some(b));
        }
        for bad in [
            "",
            "x:1",
            "j:abc",
            "c:1:2",
            "c:1:2:3:4",
            "j:1:2",
            "c:1:-2:3",
        ] {
            assert_eq!(Button::decode(bad), None, "{bad}");
        }
    }
}
