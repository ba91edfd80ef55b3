//! What a game asks its host to do.
//!
//! Each shape is generic over a game's [`Vocabulary`]: a game makes its
//! own effects (`Effect<mafia::Words>`), and the registry lifts them into
//! every game's vocabulary (`Effect<AnyGame>`, exported as
//! [`crate::Effect`]) for the host.

use crate::message::Message;
pub use crate::result::{GameResult, Outcome};
use crate::seat::{PlayerId, Seat};
use crate::time::Timestamp;
use crate::vocabulary::Vocabulary;
use serde::{Deserialize, Serialize};

/// Who may see an effect. Every effect carries one, so a host delivers it
/// to exactly these people and tests can check who learns what.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum Audience<V: Vocabulary> {
    /// Everyone in the channel, players or not.
    Public,
    /// One seat, privately.
    Seat(Seat),
    /// The members of a team, privately; the members are fixed when the
    /// effect is made so delivery later (after a restart) goes to the same
    /// people.
    Team {
        /// Which team.
        team: V::Team,
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

impl<V: Vocabulary> Audience<V> {
    /// Whether `seat` is among the recipients.
    pub fn includes(&self, seat: Seat) -> bool {
        match self {
            Audience::Public => true,
            Audience::Seat(s) => *s == seat,
            Audience::Team { members, .. } => members.contains(&seat),
            Audience::People { seats, .. } => seats.contains(&seat),
        }
    }

    /// The same audience in a wider vocabulary.
    pub fn lift<W: Vocabulary>(self) -> Audience<W>
    where
        V::Team: Into<W::Team>,
    {
        match self {
            Audience::Public => Audience::Public,
            Audience::Seat(s) => Audience::Seat(s),
            Audience::Team { team, members } => Audience::Team {
                team: team.into(),
                members,
            },
            Audience::People { seats, watchers } => Audience::People { seats, watchers },
        }
    }

    /// The same audience in a narrower vocabulary; `None` when it names
    /// another game's team.
    pub fn lower<W: Vocabulary>(&self) -> Option<Audience<W>>
    where
        W::Team: TryFrom<V::Team>,
    {
        Some(match self {
            Audience::Public => Audience::Public,
            Audience::Seat(s) => Audience::Seat(*s),
            Audience::Team { team, members } => Audience::Team {
                team: W::Team::try_from(*team).ok()?,
                members: members.clone(),
            },
            Audience::People { seats, watchers } => Audience::People {
                seats: seats.clone(),
                watchers: watchers.clone(),
            },
        })
    }
}

/// One thing a host must do.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Effect<V: Vocabulary> {
    /// Who receives it.
    pub audience: Audience<V>,
    /// What it is.
    pub kind: EffectKind<V>,
}

impl<V: Vocabulary> Effect<V> {
    /// A public message.
    pub fn public(message: impl Into<Message<V>>) -> Effect<V> {
        Effect {
            audience: Audience::Public,
            kind: EffectKind::Message(message.into()),
        }
    }

    /// A private message to one seat.
    pub fn to_seat(seat: Seat, message: impl Into<Message<V>>) -> Effect<V> {
        Effect {
            audience: Audience::Seat(seat),
            kind: EffectKind::Message(message.into()),
        }
    }

    /// A message to a team's members.
    pub fn to_team(
        team: impl Into<V::Team>,
        members: Vec<Seat>,
        message: impl Into<Message<V>>,
    ) -> Effect<V> {
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
    pub fn game_over(result: &GameResult<V>) -> [Effect<V>; 2] {
        [
            Effect::public(Message::GameOver(result.clone())),
            Effect {
                audience: Audience::Public,
                kind: EffectKind::End(result.clone()),
            },
        ]
    }

    /// The message this effect carries, if it is one.
    pub fn message(&self) -> Option<&Message<V>> {
        match &self.kind {
            EffectKind::Message(m) => Some(m),
            _ => None,
        }
    }

    /// The same effect in a wider vocabulary (a game's effect for its
    /// host).
    pub fn lift<W: Vocabulary>(self) -> Effect<W>
    where
        V::Message: Into<W::Message>,
        V::Action: Into<W::Action>,
        V::Team: Into<W::Team>,
        V::Prompt: Into<W::Prompt>,
    {
        Effect {
            audience: self.audience.lift(),
            kind: match self.kind {
                EffectKind::Message(m) => EffectKind::Message(m.lift()),
                EffectKind::Prompt(p) => EffectKind::Prompt(p.lift()),
                EffectKind::Deadline { at } => EffectKind::Deadline { at },
                EffectKind::End(r) => EffectKind::End(r.lift()),
            },
        }
    }

    /// The same effect in a narrower vocabulary (what a game's computer
    /// player reads); `None` when it is another game's.
    pub fn lower<W: Vocabulary>(&self) -> Option<Effect<W>>
    where
        W::Message: TryFrom<V::Message>,
        W::Action: TryFrom<V::Action>,
        W::Team: TryFrom<V::Team>,
        W::Prompt: TryFrom<V::Prompt>,
    {
        Some(Effect {
            audience: self.audience.lower()?,
            kind: match &self.kind {
                EffectKind::Message(m) => EffectKind::Message(m.lower()?),
                EffectKind::Prompt(p) => EffectKind::Prompt(p.lower()?),
                EffectKind::Deadline { at } => EffectKind::Deadline { at: *at },
                EffectKind::End(r) => EffectKind::End(r.lower()?),
            },
        })
    }
}

/// The kinds of effects.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub enum EffectKind<V: Vocabulary> {
    /// Text to show, rendered per language by the host.
    Message(Message<V>),
    /// A request for a decision: the host shows the choices (buttons, a
    /// numbered list) and computer players answer it.
    Prompt(Prompt<V>),
    /// The current phase ends at this absolute time: the host must send a
    /// tick then. A later deadline replaces an earlier one.
    Deadline {
        /// When to tick.
        at: Timestamp,
    },
    /// The game is over.
    End(GameResult<V>),
}

/// A decision a seat may take now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(bound = "")]
pub struct Prompt<V: Vocabulary> {
    /// What is asked.
    pub kind: V::Prompt,
    /// The phase it belongs to; a host refuses an answer from another phase
    /// (an old button) before it reaches the engine.
    pub phase: u32,
    /// Every valid answer. The engine still checks whatever comes back.
    pub choices: Vec<V::Action>,
    /// When the phase ends.
    pub deadline: Timestamp,
}

impl<V: Vocabulary> Prompt<V> {
    /// The same prompt in a wider vocabulary.
    pub fn lift<W: Vocabulary>(self) -> Prompt<W>
    where
        V::Action: Into<W::Action>,
        V::Prompt: Into<W::Prompt>,
    {
        Prompt {
            kind: self.kind.into(),
            phase: self.phase,
            choices: self.choices.into_iter().map(Into::into).collect(),
            deadline: self.deadline,
        }
    }

    /// The same prompt in a narrower vocabulary; `None` when it is
    /// another game's.
    pub fn lower<W: Vocabulary>(&self) -> Option<Prompt<W>>
    where
        W::Action: TryFrom<V::Action>,
        W::Prompt: TryFrom<V::Prompt>,
    {
        Some(Prompt {
            kind: W::Prompt::try_from(self.kind).ok()?,
            phase: self.phase,
            choices: self
                .choices
                .iter()
                .filter_map(|c| W::Action::try_from(c.clone()).ok())
                .collect(),
            deadline: self.deadline,
        })
    }
}
