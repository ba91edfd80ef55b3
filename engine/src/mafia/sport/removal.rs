//! sport's rule for an inactive player's seat under `afk_action = remove`:
//! the seat leaves without its card being shown (under pseudonyms by its
//! alias), drops out of the speech order, the nominations, the votes and
//! the night, and the win rule is checked at once.

use super::{Phase, SportGame, intro};
use crate::mafia::MafiaMessage;
use crate::mafia::words::Effect;
use crate::seat::Seat;
use crate::time::Timestamp;

impl SportGame {
    /// Takes `seat` out of the game because its player let too many
    /// deadlines pass. The table calls it at a deadline, before the phase
    /// is settled, so the phase ends without the seat: a nominee or
    /// candidate is no longer one, its speech turn is over and later turns
    /// skip it, its shot and vote are dropped, and a shot victim still
    /// waiting for the morning is no longer news then. The card stays
    /// secret until the end. When everyone left has answered, the phase
    /// ends now, as after the last answer.
    pub fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.core.result.is_some() || !self.core.board.is_alive(seat) {
            return effects;
        }
        self.core.board.remove(seat);
        self.names
            .tell(&mut effects, |who| MafiaMessage::AfkRemoved {
                who: who(seat),
            });
        let stays = |s: &Seat| *s != seat;
        match &mut self.phase {
            Phase::Intro | Phase::Over => {}
            Phase::Talk { talk, .. } => {
                talk.nominees.retain(stays);
                if let Some(tied) = &mut talk.crash {
                    tied.retain(stays);
                }
            }
            Phase::Ballot { ballot, .. } => {
                ballot.nominees.retain(stays);
                ballot.votes.remove(&seat);
            }
            Phase::Confirm { confirm, .. } => {
                confirm.candidates.retain(stays);
                confirm.votes.remove(&seat);
            }
            Phase::Shooting { shots, .. } => {
                shots.shots.remove(&seat);
            }
            // It left before the morning that would have told of the shot.
            Phase::Checks { victim, .. } => {
                if *victim == Some(seat) {
                    *victim = None;
                }
            }
        }
        if self.check_win(&mut effects) {
            return effects;
        }
        self.after_removal(seat, now, &mut effects);
        effects
    }

    /// Moves on when the removal leaves the phase with nothing to wait
    /// for: the don's night-0 turn, the seat's own speech, a vote with no
    /// one left to vote on, or answers now complete.
    fn after_removal(&mut self, seat: Seat, now: Timestamp, effects: &mut Vec<Effect>) {
        match &self.phase {
            Phase::Intro if intro::don(&self.core.board) == Some(seat) => {
                self.enter_day(1, now, effects);
            }
            Phase::Talk { talk, .. } if talk.speaker() == Some(seat) => {
                self.next_speaker(now, effects);
            }
            Phase::Ballot { day, ballot } if ballot.nominees.is_empty() => {
                let day = *day;
                self.enter_night(day, now, effects);
            }
            Phase::Ballot { ballot, .. } if ballot.complete(&self.core.board) => {
                self.end_ballot(now, effects);
            }
            Phase::Confirm { day, confirm } if confirm.candidates.is_empty() => {
                let day = *day;
                self.enter_night(day, now, effects);
            }
            Phase::Confirm { confirm, .. } if confirm.complete(&self.core.board) => {
                self.end_confirm(now, effects);
            }
            Phase::Shooting { shots, .. } if shots.complete(&self.core.board) => {
                self.end_shooting(now, effects);
            }
            Phase::Checks { checks, .. } if checks.complete(&self.core.board) => {
                self.morning(now, effects);
            }
            _ => {}
        }
    }
}
