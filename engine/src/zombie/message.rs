//! Zombie messages, as data.

use super::outbreak::{Ending, Ranked, TurnReport};
use super::role::{Condition, Role};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// One player's state, revealed at the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FinalState {
    /// Who.
    pub seat: Seat,
    /// What they were dealt.
    pub role: Role,
    /// What they ended as.
    pub condition: Condition,
    /// Their score.
    pub score: u32,
    /// Whether they used their antidote.
    pub antidote_used: bool,
}

/// Every Zombie message. The public ones are exactly what the judge
/// announces; the private ones never say whether anyone is infected.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ZombieMessage {
    /// Private: you are a human or a zombie.
    RoleCard {
        /// The role dealt.
        role: Role,
    },
    /// Public: how many of each, and how long the game lasts.
    Opening {
        /// Humans dealt.
        humans: usize,
        /// Zombies dealt.
        zombies: usize,
        /// Turns at most.
        max_turns: u32,
    },
    /// Public: a turn begins.
    TurnBegins {
        /// The turn (from 0).
        turn: u32,
        /// Its length, seconds.
        secs: u32,
    },
    /// Private to the one who started it: the interaction happened.
    YouInteracted {
        /// With whom.
        with: Seat,
    },
    /// Private to the other player: who interacted with them, nothing more.
    InteractedWithYou {
        /// Who.
        by: Seat,
    },
    /// Private (`handshake_consent`): your request waits for their accept.
    RequestSent {
        /// To whom.
        to: Seat,
    },
    /// Private (`handshake_consent`): someone wants to interact with you.
    RequestReceived {
        /// Who.
        from: Seat,
    },
    /// Private (`handshake_consent`), to the one who declined: nothing
    /// happened.
    YouDeclined {
        /// Whose request.
        from: Seat,
    },
    /// Private (`handshake_consent`), to the one who asked: they declined;
    /// nothing happened.
    RequestDeclined {
        /// Who declined.
        by: Seat,
    },
    /// Private (`handshake_consent`): the turn ended before they accepted;
    /// nothing happened.
    RequestExpired {
        /// The player asked.
        to: Seat,
    },
    /// Private: your antidote is used (on yourself, or given to `on`).
    AntidoteUsed {
        /// The player it was given to, if not yourself.
        on: Option<Seat>,
    },
    /// Private (`antidote_gift`): someone applied their antidote to you.
    AntidoteReceived {
        /// Who.
        from: Seat,
    },
    /// Public: the announcement at the end of a turn.
    TurnEnded(TurnReport),
    /// Public: the game is over, with its winners ranked by score.
    Ended {
        /// How.
        ending: Ending,
        /// The ranking.
        ranking: Vec<Ranked>,
    },
    /// Public, after the end: everyone's final state.
    Reveal {
        /// In seat order.
        players: Vec<FinalState>,
    },
}
