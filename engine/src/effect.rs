//! What a game asks its host to do.

pub use crate::game::{PromptKind, Team};

use crate::game::Action;
use crate::message::Message;
use crate::seat::{PlayerId, Seat};
use crate::seed::Seed;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Who may see an effect. Every effect carries one, so a host delivers it
/// to exactly these people and tests can check who learns what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Audience {
    /// Everyone in the channel, players or not.
    Public,
    /// One seat, privately.
    Seat(Seat),
    /// The members of a team, privately; the members are fixed when the
    /// effect is made so delivery later (after a restart) goes to the same
    /// people.
    Team {
        /// Which team.
        team: Team,
        /// Its members at the time of the effect.
        members: Vec<Seat>,
    },
    /// Seats and spectators (people watching without a seat), privately;
    /// fixed when the effect is made, like a team's members.
    People {
        /// The seats.
        seats: Vec<Seat>,
        /// The spectators.
        watchers: Vec<PlayerId>,
    },
}

impl Audience {
    /// Whether `seat` is among the recipients.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Audience::Public => true,
            Audience::Seat(s) => *s == seat,
            Audience::Team { members, .. } => members.contains(&seat),
            Audience::People { seats, .. } => seats.contains(&seat),
        }
    }
}

/// One thing a host must do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Effect {
    /// Who receives it.
    pub audience: Audience,
    /// What it is.
    pub kind: EffectKind,
}

impl Effect {
    /// A public message.
    pub fn public(message: impl Into<Message>) -> Effect {
        Effect {
            audience: Audience::Public,
            kind: EffectKind::Message(message.into()),
        }
    }

    /// A private message to one seat.
    pub fn to_seat(seat: Seat, message: impl Into<Message>) -> Effect {
        Effect {
            audience: Audience::Seat(seat),
            kind: EffectKind::Message(message.into()),
        }
    }

    /// A message to a team's members.
    pub fn to_team(
        team: impl Into<Team>,
        members: Vec<Seat>,
        message: impl Into<Message>,
    ) -> Effect {
        Effect {
            audience: Audience::Team {
                team: team.into(),
                members,
            },
            kind: EffectKind::Message(message.into()),
        }
    }

    /// The two effects that end every game: the public result message and
    /// the end itself.
    pub fn game_over(result: &GameResult) -> [Effect; 2] {
        [
            Effect::public(Message::GameOver(result.clone())),
            Effect {
                audience: Audience::Public,
                kind: EffectKind::End(result.clone()),
            },
        ]
    }

    /// The message this effect carries, if it is one.
    pub fn message(&self) -> Option<&Message> {
        match &self.kind {
            EffectKind::Message(m) => Some(m),
            _ => None,
        }
    }
}

/// The kinds of effects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum EffectKind {
    /// Text to show, rendered per language by the host.
    Message(Message),
    /// A request for a decision: the host shows the choices (buttons, a
    /// numbered list) and computer players answer it.
    Prompt(Prompt),
    /// The current phase ends at this absolute time: the host must send a
    /// tick then. A later deadline replaces an earlier one.
    Deadline {
        /// When to tick.
        at: Timestamp,
    },
    /// The game is over.
    End(GameResult),
}

/// A decision a seat may take now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Prompt {
    /// What is asked.
    pub kind: PromptKind,
    /// The phase it belongs to; a host refuses an answer from another phase
    /// (an old button) before it reaches the engine.
    pub phase: u32,
    /// Every valid answer. The engine still checks whatever comes back.
    pub choices: Vec<Action>,
    /// When the phase ends.
    pub deadline: Timestamp,
}

/// How a game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Outcome {
    /// A team met its win condition.
    Won(Team),
    /// The host or an admin stopped the game.
    Stopped,
}

/// The final result, kept for stats and shown to everyone.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// How it ended.
    pub outcome: Outcome,
    /// Every seat on the winning team, dead or alive.
    pub winners: Vec<Seat>,
    /// Every seat's role name, revealed at the end (e.g. "cop").
    pub roles: Vec<String>,
    /// The seed, revealed so anyone can check the deal.
    pub seed: Seed,
    /// The commitment published at the start.
    pub commitment: String,
}
