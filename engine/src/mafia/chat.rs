//! Private rooms the bot relays: the mafia's night room and the dead's
//! room. What is said in one reaches its other members at once and
//! nobody else; nothing from the dead's room reaches a living seat but a
//! medium, at night, who talks with the dead there.

use super::board::Board;
use super::kinds::MafiaTeam;
use super::message::MafiaMessage;
use super::reason::MafiaReason;
use super::sport::pseudonyms::Who;
use crate::mafia::words::{Act, Rejection};
use crate::mafia::words::{Audience, Effect, EffectKind};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// Which room words were said in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Room {
    /// The living mafia, at night.
    Team,
    /// The players out of the game.
    Dead,
}

/// The words a room may carry at most, in characters (every game's rooms
/// carry the same).
pub use crate::message::CHAT_LIMIT;

/// What a game tells [`relay`] about the moment.
pub struct Moment<'a> {
    /// Whether the mafia may talk now (the night, or hp's secret steps).
    pub night: bool,
    /// The table's `team_chat` option.
    pub team_chat: bool,
    /// How the others are shown the speaker (an alias under sport's
    /// pseudonyms, never the name then).
    pub speaker: &'a dyn Fn(Seat) -> Who,
}

/// Relays `text` from `seat` to the other members of the room it is in
/// now, or says why there is no room for it.
pub fn relay(
    board: &Board,
    moment: &Moment<'_>,
    seat: Seat,
    text: &str,
) -> Result<Vec<Effect>, Rejection> {
    let refuse = |reason: MafiaReason| Rejection::NotYourTurn {
        action: Act::Chat,
        reason: reason.into(),
    };
    let speaker = (moment.speaker)(seat);
    // At night a living medium sits in the dead's room.
    let mediums: Vec<Seat> = if moment.night {
        board
            .living()
            .into_iter()
            .filter(|s| board.role(*s).unit().hears_the_dead())
            .collect()
    } else {
        Vec::new()
    };
    if !board.is_alive(seat) || mediums.contains(&seat) {
        let dead: Vec<Seat> = board
            .seats()
            .filter(|s| !board.is_alive(*s))
            .chain(mediums.iter().copied())
            .filter(|s| *s != seat)
            .collect();
        // One effect even when no other seat is dead: the table adds the
        // spectators to the dead's room.
        return Ok(vec![Effect {
            audience: Audience::People {
                seats: dead,
                watchers: Vec::new(),
            },
            kind: EffectKind::Message(
                MafiaMessage::Chat {
                    room: Room::Dead,
                    speaker,
                    text: text.to_string(),
                }
                .into(),
            ),
        }]);
    }
    if !board.role(seat).unit().mafia_member() {
        return Err(refuse(MafiaReason::NoChatRoom));
    }
    if !moment.team_chat {
        return Err(refuse(MafiaReason::TeamChatOff));
    }
    if !moment.night {
        return Err(refuse(MafiaReason::TeamChatAtNight));
    }
    let others: Vec<Seat> = board
        .mafia_room()
        .into_iter()
        .filter(|s| *s != seat)
        .collect();
    if others.is_empty() {
        return Ok(Vec::new());
    }
    Ok(vec![Effect::to_team(
        MafiaTeam::Mafia,
        others,
        MafiaMessage::Chat {
            room: Room::Team,
            speaker,
            text: text.to_string(),
        },
    )])
}
