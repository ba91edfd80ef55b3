//! The morning news: the night's kill (removed now, with the role when
//! roles are revealed) or the miss.

use super::pseudonyms::Aliases;
use crate::mafia::board::Board;
use crate::mafia::message::MafiaMessage;
use crate::mafia::words::Effect;
use crate::seat::Seat;

/// Removes the night's victim, if any, and tells the table.
pub fn morning(
    board: &mut Board,
    names: &Aliases,
    day: u32,
    victim: Option<Seat>,
    reveal: bool,
    effects: &mut Vec<Effect>,
) {
    if let Some(v) = victim {
        board.remove(v);
    }
    let role = victim.filter(|_| reveal).map(|v| board.role(v));
    names.tell(effects, |who| MafiaMessage::Morning {
        day,
        killed: victim.map(who),
        role,
    });
}
