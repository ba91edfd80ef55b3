//! Deaths and what follows them in classic Mafia: the dawn's news (a
//! janitor's hidden role), a lover's death of grief, and the mafia's room
//! refilled (a cursed recruited, a traitor promoted when the room is
//! empty).

use super::night::NightOutcome;
use super::{MafiaGame, MafiaMessage, MafiaTeam, Role};
use crate::mafia::words::Effect;
use crate::seat::Seat;

impl MafiaGame {
    /// The dawn's news: the first death (or none), then the others; a
    /// cleaned death's role stays hidden and its janitor learns it.
    pub(super) fn announce_deaths(
        &mut self,
        day: u32,
        outcome: &NightOutcome,
        effects: &mut Vec<Effect>,
    ) {
        let cleaned = |seat: Seat| outcome.cleaned.iter().find(|(dead, _)| *dead == seat);
        let mut news = Vec::new();
        for seat in &outcome.deaths {
            let shown = self.core.take_out(*seat);
            let role = if cleaned(*seat).is_some() {
                None
            } else {
                shown
            };
            news.push((*seat, role));
        }
        let first = news.first().copied();
        effects.push(Effect::public(MafiaMessage::Dawn {
            day,
            killed: first.map(|(s, _)| s),
            role: first.and_then(|(_, r)| r),
        }));
        for (seat, role) in news.into_iter().skip(1) {
            effects.push(Effect::public(MafiaMessage::AlsoDied { seat, role }));
        }
        for (dead, janitor) in &outcome.cleaned {
            effects.push(Effect::to_seat(
                *janitor,
                MafiaMessage::Cleaned {
                    target: *dead,
                    role: self.core.board.role(*dead),
                },
            ));
        }
        self.grieve(effects);
        self.promote_traitors(effects);
    }

    /// Makes `seat` a mafioso: told with `news` and a new card, and the
    /// mafia's room told of its new member.
    pub(super) fn join_mafia(&mut self, seat: Seat, news: MafiaMessage, effects: &mut Vec<Effect>) {
        self.core.board.change_role(seat, Role::Mafioso);
        effects.push(Effect::to_seat(seat, news));
        effects.push(self.role_card(seat));
        let others: Vec<Seat> = self
            .core
            .board
            .mafia_room()
            .into_iter()
            .filter(|s| *s != seat)
            .collect();
        if !others.is_empty() {
            effects.push(Effect::to_team(
                MafiaTeam::Mafia,
                others,
                MafiaMessage::NewMember { seat },
            ));
        }
    }

    /// When the mafia's room is empty, a living traitor takes up the kill
    /// as a mafioso.
    pub(super) fn promote_traitors(&mut self, effects: &mut Vec<Effect>) {
        if !self.core.board.mafia_room().is_empty() {
            return;
        }
        let traitors: Vec<Seat> = self
            .core
            .board
            .living_in(MafiaTeam::Mafia)
            .into_iter()
            .filter(|s| !self.core.board.role(*s).unit().mafia_member())
            .collect();
        for seat in traitors {
            self.join_mafia(seat, MafiaMessage::Promoted, effects);
        }
    }

    /// A lover whose partner died dies of grief (told publicly), as long
    /// as deaths keep coming.
    pub(super) fn grieve(&mut self, effects: &mut Vec<Effect>) {
        let Some((a, b)) = self.marks.lovers else {
            return;
        };
        let board = &self.core.board;
        let mourner = match (board.is_alive(a), board.is_alive(b)) {
            (true, false) => a,
            (false, true) => b,
            _ => return,
        };
        let role = self.core.take_out(mourner);
        effects.push(Effect::public(MafiaMessage::LoverDied {
            seat: mourner,
            role,
        }));
    }
}
