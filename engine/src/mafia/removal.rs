//! Classic Mafia's rule for an inactive player's seat under
//! `afk_action = remove`: the seat dies without its role being shown, its
//! own pending answer is dropped, and the win rule is checked at once.

use super::{MafiaGame, MafiaMessage, Phase, Who};
use crate::mafia::words::Effect;
use crate::seat::Seat;
use crate::time::Timestamp;

impl MafiaGame {
    /// Takes `seat` out of the game because its player let too many
    /// deadlines pass. The table calls it at a deadline, before the phase
    /// is settled, so the phase ends without the seat: its ready, night
    /// choice or vote is dropped, and picks and votes naming it count for
    /// nobody, as for any dead seat. The role stays secret until the end.
    /// When everyone left has answered, the phase ends now, as it would
    /// after the last answer.
    pub fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.core.result.is_some() || !self.core.board.is_alive(seat) {
            return effects;
        }
        self.core.board.remove(seat);
        effects.push(Effect::public(MafiaMessage::AfkRemoved {
            who: Who::Seat(seat),
        }));
        match &mut self.phase {
            Phase::DayZero { ready } => {
                ready.remove(&seat);
            }
            Phase::Night { night, .. } => {
                night.forget(seat);
            }
            Phase::Day { votes, .. } => {
                votes.cast.remove(&seat);
            }
            Phase::LastShot { .. } | Phase::Over => {}
        }
        if self.check_win(&mut effects) {
            return effects;
        }
        let living = self.core.board.living();
        match &self.phase {
            Phase::DayZero { ready } if living.iter().all(|s| ready.contains(s)) => {
                self.enter_night(0, now, &mut effects);
            }
            Phase::Night { n, night } if night.complete(&self.ask()) => {
                let day = n + 1;
                self.dawn(day, now, &mut effects);
            }
            Phase::Day { n, votes }
                if self.core.rules.end_day_when_all_voted && votes.complete(&self.core.board) =>
            {
                let n = *n;
                self.end_day(n, now, &mut effects);
            }
            _ => {}
        }
        effects
    }
}
