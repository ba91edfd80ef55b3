//! Night 0, the introduction: the black players learn each other and the
//! don, and the don may send the black team a kill order (free text,
//! relayed privately to the black team). Nobody is shot.

use super::deal::is_black;
use super::pseudonyms::Aliases;
use crate::mafia::board::Board;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::message::MafiaMessage;
use crate::mafia::roles::Role;
use crate::mafia::words::Effect;
use crate::seat::Seat;

/// The don, if in the game.
pub fn don(board: &Board) -> Option<Seat> {
    board.seats().find(|s| board.role(*s) == Role::Don)
}

/// The black team's introduction: to each black player, the team and its
/// don, as that player sees them.
pub fn introduce(board: &Board, names: &Aliases, effects: &mut Vec<Effect>) {
    let Some(don) = don(board) else { return };
    let black: Vec<Seat> = board.seats().filter(|s| is_black(board.role(*s))).collect();
    for viewer in &black {
        let members = names
            .order_for(*viewer, black.clone())
            .into_iter()
            .map(|s| names.who(s, Some(*viewer)))
            .collect();
        effects.push(Effect::to_seat(
            *viewer,
            MafiaMessage::BlackTeam {
                members,
                don: names.who(don, Some(*viewer)),
            },
        ));
    }
}

/// The don's kill order, relayed to the living black team.
pub fn relay_order(board: &Board, text: String) -> Effect {
    Effect::to_team(
        MafiaTeam::Mafia,
        board.living_in(MafiaTeam::Mafia),
        MafiaMessage::KillOrder { text },
    )
}
