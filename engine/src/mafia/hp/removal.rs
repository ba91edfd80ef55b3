//! hp's rule for an inactive player's seat under `afk_action = remove`:
//! the seat dies without its role being shown, with no hit points left,
//! its own pick or vote is dropped, and the win rule is checked at once.

use super::{HpGame, Phase};
use crate::mafia::words::Effect;
use crate::mafia::{MafiaMessage, Who};
use crate::seat::Seat;
use crate::time::Timestamp;

impl HpGame {
    /// Takes `seat` out of the game because its player let too many
    /// deadlines pass. The table calls it at a deadline, before the phase
    /// is settled, so the phase ends without the seat: a dead mafia no
    /// longer adds to the strike, and picks and votes naming it count for
    /// nobody. The role stays secret until the end. When everyone left
    /// has answered, the phase ends now, as after the last answer.
    pub fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.core.result.is_some() || !self.core.board.is_alive(seat) {
            return effects;
        }
        self.core.board.remove(seat);
        if let Some(hp) = self.hp.get_mut(seat.index()) {
            *hp = 0;
        }
        effects.push(Effect::public(MafiaMessage::AfkRemoved {
            who: Who::Seat(seat),
        }));
        match &mut self.phase {
            Phase::Secret { choices, .. } => choices.forget(seat),
            Phase::Vote { votes, .. } => {
                votes.cast.remove(&seat);
            }
            Phase::Over => {}
        }
        if self.check_win(&mut effects) {
            return effects;
        }
        match &self.phase {
            Phase::Secret { n, choices } if choices.complete(&self.core.board) => {
                let n = *n;
                self.end_secret(n, now, &mut effects);
            }
            Phase::Vote { n, repeats, votes } if votes.complete(&self.core.board) => {
                let (n, repeats) = (*n, *repeats);
                self.end_vote(n, repeats, now, &mut effects);
            }
            _ => {}
        }
        effects
    }
}
