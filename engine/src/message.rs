//! Messages are data: what happened, with its arguments. Text is made from
//! them per language by [`crate::render`].
//!
//! [`Message`] holds what every game says in the same words (the lobby,
//! the start, the end, spectators, inactive players) and, in its last
//! variant, the game's own messages (its [`Vocabulary::Message`]).

use crate::kind::GameKind;
use crate::result::GameResult;
use crate::vocabulary::Vocabulary;
use serde::{Deserialize, Serialize};

/// The words a room (a team's, the dead's, the watchers') may carry at
/// most, in characters.
pub const CHAT_LIMIT: usize = 500;

/// Every message a table can send.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Message<V: Vocabulary> {
    /// Someone took a lobby seat.
    Joined {
        /// Their name.
        name: String,
        /// Players in the lobby now.
        count: usize,
        /// Seats needed to start.
        min: u8,
        /// Seats at most.
        max: u8,
    },
    /// Someone left the lobby.
    Left {
        /// Their name.
        name: String,
        /// Players in the lobby now.
        count: usize,
    },
    /// The host changed because the old one left.
    NewHost {
        /// The new host's name.
        name: String,
    },
    /// Computer players took the empty seats.
    Filled {
        /// Their names.
        names: Vec<String>,
    },
    /// The deal is done. The commitment lets anyone check the deal at the end.
    Started {
        /// Which game.
        kind: GameKind,
        /// The players in seat order.
        names: Vec<String>,
        /// SHA-256 (hex) of the seed and the deal.
        commitment: String,
    },
    /// The host or an admin stopped the game.
    Stopped {
        /// Who stopped it.
        by: String,
    },
    /// The lobby emptied before the game started.
    LobbyClosed,
    /// To a new spectator: they watch now.
    Watching {
        /// Whether they will also be shown every role.
        roles: bool,
    },
    /// To the dead and the spectators: a spectator's words.
    WatcherSaid {
        /// The spectator's name.
        name: String,
        /// The words.
        text: String,
    },
    /// To the dead and the spectators (option `dead_see_roles`): every
    /// seat's role, in seat order.
    Roles {
        /// Role names, as in a result.
        roles: Vec<String>,
    },
    /// The lobby closed: nobody started the game in time.
    LobbyTimedOut {
        /// The time it was open, in minutes.
        minutes: u32,
    },
    /// The host gave the lobby more time.
    LobbyExtended {
        /// The time added, in minutes.
        minutes: u32,
    },
    /// To one player: they let a deadline pass without acting.
    AfkWarning {
        /// Missed deadlines left before `action` is taken.
        left: u8,
        /// What happens then.
        action: crate::afk::AfkAction,
    },
    /// A computer player took an inactive player's seat (no role shown).
    AfkReplaced {
        /// The seat.
        seat: crate::seat::Seat,
    },
    /// A replaced player took their seat back.
    AfkBack {
        /// The seat.
        seat: crate::seat::Seat,
    },
    /// The end: winner, every role, the seed.
    GameOver(GameResult<V>),
    /// The game's own message. Stored as the game's message alone (e.g.
    /// `{"Mafia": …}` in every game's vocabulary), as before the shared
    /// messages were separated from the games'.
    #[serde(untagged)]
    Game(V::Message),
}

impl<V: Vocabulary> Message<V> {
    /// The same message in a wider vocabulary.
    pub fn lift<W: Vocabulary>(self) -> Message<W>
    where
        V::Message: Into<W::Message>,
        V::Team: Into<W::Team>,
    {
        match self.map(
            |m| Ok::<_, std::convert::Infallible>(m.into()),
            |r| Ok(r.lift()),
        ) {
            Ok(m) => m,
            Err(never) => match never {},
        }
    }

    /// The same message in a narrower vocabulary; `None` when it is
    /// another game's.
    pub fn lower<W: Vocabulary>(&self) -> Option<Message<W>>
    where
        W::Message: TryFrom<V::Message>,
        W::Team: TryFrom<V::Team>,
    {
        self.clone()
            .map(
                |m| W::Message::try_from(m).map_err(drop),
                |r| r.lower().ok_or(()),
            )
            .ok()
    }

    /// The message with its game part and its result mapped; an error
    /// when either map fails.
    fn map<W: Vocabulary, E>(
        self,
        game: impl FnOnce(V::Message) -> Result<W::Message, E>,
        result: impl FnOnce(GameResult<V>) -> Result<GameResult<W>, E>,
    ) -> Result<Message<W>, E> {
        Ok(match self {
            Message::Joined {
                name,
                count,
                min,
                max,
            } => Message::Joined {
                name,
                count,
                min,
                max,
            },
            Message::Left { name, count } => Message::Left { name, count },
            Message::NewHost { name } => Message::NewHost { name },
            Message::Filled { names } => Message::Filled { names },
            Message::Started {
                kind,
                names,
                commitment,
            } => Message::Started {
                kind,
                names,
                commitment,
            },
            Message::Stopped { by } => Message::Stopped { by },
            Message::LobbyClosed => Message::LobbyClosed,
            Message::Watching { roles } => Message::Watching { roles },
            Message::WatcherSaid { name, text } => Message::WatcherSaid { name, text },
            Message::Roles { roles } => Message::Roles { roles },
            Message::LobbyTimedOut { minutes } => Message::LobbyTimedOut { minutes },
            Message::LobbyExtended { minutes } => Message::LobbyExtended { minutes },
            Message::AfkWarning { left, action } => Message::AfkWarning { left, action },
            Message::AfkReplaced { seat } => Message::AfkReplaced { seat },
            Message::AfkBack { seat } => Message::AfkBack { seat },
            Message::GameOver(r) => Message::GameOver(result(r)?),
            Message::Game(m) => Message::Game(game(m)?),
        })
    }
}
