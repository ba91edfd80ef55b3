//! A running table's inactive players: missed deadlines counted per seat,
//! warnings, and the seats taken over or removed (the rules themselves
//! are each game's, see [`crate::afk`]).

use crate::afk::{AfkAction, AfkRules};
use crate::game::{Audience, Effect, EffectKind, Message};
use crate::seat::{Seat, SeatInfo};
use crate::vocabulary::PromptText;
use std::collections::{BTreeMap, BTreeSet};

/// Per-seat strike counts of a running table.
#[derive(Debug, Default)]
pub(crate) struct Afk {
    /// Missed deadlines in a row, per seat.
    strikes: BTreeMap<Seat, u8>,
    /// The phase of each seat's latest prompt.
    open: BTreeMap<Seat, u32>,
    /// Seats that acted in the current phase.
    acted: BTreeSet<Seat>,
    /// Seats a computer player took over.
    replaced: BTreeSet<Seat>,
    /// Seats that left the game for inactivity.
    removed: BTreeSet<Seat>,
}

impl Afk {
    /// Notes the prompts among effects.
    pub(crate) fn note(&mut self, effects: &[Effect]) {
        for e in effects {
            if let (Audience::Seat(s), EffectKind::Prompt(p)) = (&e.audience, &e.kind) {
                if p.kind.counts_as_activity() {
                    self.open.insert(*s, p.phase);
                } else {
                    self.open.remove(s);
                }
            }
        }
    }

    /// A seat's accepted move: its count starts again.
    pub(crate) fn acted(&mut self, seat: Seat) {
        self.acted.insert(seat);
        self.strikes.remove(&seat);
    }

    /// Whether a computer player took the seat.
    pub(crate) fn is_replaced(&self, seat: Seat) -> bool {
        self.replaced.contains(&seat)
    }

    /// Seats a computer player took over, in seat order.
    pub(crate) fn replaced(&self) -> &BTreeSet<Seat> {
        &self.replaced
    }

    /// Seats that left the game for inactivity, in seat order.
    pub(crate) fn removed(&self) -> &BTreeSet<Seat> {
        &self.removed
    }

    /// The player is back: the seat is theirs again.
    pub(crate) fn give_back(&mut self, seat: Seat) {
        self.replaced.remove(&seat);
        self.strikes.remove(&seat);
    }

    /// A phase ended by the clock (it was `ended`): counts a strike for
    /// every person who had a prompt of that phase open and did not act,
    /// and returns the seats to warn and the seats at the limit, which
    /// are noted as replaced or removed as `rules.action` says.
    pub(crate) fn phase_ended(
        &mut self,
        ended: u32,
        rules: AfkRules,
        seats: &[SeatInfo],
        alive: impl Fn(Seat) -> bool,
    ) -> (Vec<(Seat, u8)>, Vec<Seat>) {
        let mut warn = Vec::new();
        let mut limit = Vec::new();
        if rules.action != AfkAction::None {
            for (&seat, &phase) in &self.open {
                let person = seats.get(seat.index()).is_some_and(|s| !s.computer);
                if phase != ended
                    || !person
                    || self.acted.contains(&seat)
                    || self.replaced.contains(&seat)
                    || !alive(seat)
                {
                    continue;
                }
                let n = self.strikes.entry(seat).or_default();
                *n = n.saturating_add(1);
                if *n >= rules.strikes {
                    limit.push(seat);
                } else {
                    warn.push((seat, rules.strikes - *n));
                }
            }
        }
        for seat in &limit {
            self.strikes.remove(seat);
            if rules.action == AfkAction::Remove {
                self.removed.insert(*seat);
            } else {
                self.replaced.insert(*seat);
            }
        }
        self.acted.clear();
        (warn, limit)
    }
}

/// The private warning after a missed deadline.
pub(crate) fn warning(seat: Seat, left: u8, action: AfkAction) -> Effect {
    Effect::to_seat(seat, Message::AfkWarning { left, action })
}
