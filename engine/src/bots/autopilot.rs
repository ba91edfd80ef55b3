//! Runs the computer players of one table: routes effects to them and
//! turns their decisions into ordinary inputs, one at a time.

use super::BotSeeds;
use super::steps::Steps;
use crate::game::{AnyGame, ComputerSeats, Effect};
use crate::input::Input;
use crate::seat::{PlayerId, Seat, SeatInfo};
use crate::table::Table;
use std::collections::{BTreeMap, BTreeSet};

/// The computer players of a started table.
///
/// The host loop is: apply an input, give its effects to
/// [`Autopilot::observe`], then apply [`Autopilot::next_input`] until it
/// returns `None`, before taking the next input from a person. Each
/// decision is made when it is popped, from what the player has observed by
/// then, so replaying the stored inputs through the same loop rebuilds the
/// same decisions.
pub struct Autopilot {
    /// The computer players, by seat (none for seats people play).
    bots: Box<dyn ComputerSeats>,
    players: BTreeMap<Seat, PlayerId>,
    /// What they will do next, in order.
    steps: Steps<AnyGame>,
    /// Seats taken over from inactive players: their moves are
    /// [`Input::Computer`].
    taken: BTreeSet<Seat>,
    /// Every effect observed while a seat may still be taken over (a
    /// person plays it, or it was taken and may be given back), so a
    /// computer player taking over a seat learns everything the seat was
    /// told. An all-computer table keeps none.
    log: Vec<Effect>,
    /// Seats people play now.
    people: BTreeSet<Seat>,
}

impl Autopilot {
    /// Computer players for every computer seat of a started table.
    pub fn new(table: &Table) -> Autopilot {
        Autopilot::for_seats(table, |info| info.computer)
    }

    /// Computer players for every seat, people's too (`--auto` play).
    pub fn new_all(table: &Table) -> Autopilot {
        Autopilot::for_seats(table, |_| true)
    }

    fn for_seats(table: &Table, chosen: impl Fn(&SeatInfo) -> bool) -> Autopilot {
        let mut bots = table.setup().config.computers();
        let mut players = BTreeMap::new();
        let mut people = BTreeSet::new();
        let seed = &table.setup().seed;
        let shared = BotSeeds::shared(seed);
        for (i, info) in table.seats().iter().enumerate() {
            let Ok(i) = u8::try_from(i) else { continue };
            let seat = Seat(i);
            if chosen(info) {
                bots.seat(seat, BotSeeds::with_shared(seed, seat, shared));
                players.insert(seat, info.player.clone());
            } else {
                people.insert(seat);
            }
        }
        Autopilot {
            bots,
            players,
            steps: Steps::default(),
            taken: BTreeSet::new(),
            log: Vec::new(),
            people,
        }
    }

    /// Follows the table's takeovers: a computer player for each seat the
    /// table handed over (told everything the seat saw so far), none for a
    /// seat given back. Call it after each accepted input, before
    /// [`Autopilot::observe`] of that input's effects.
    pub fn sync(&mut self, table: &Table) {
        let replaced: BTreeSet<Seat> = table.replaced().into_iter().collect();
        for seat in self
            .taken
            .difference(&replaced)
            .copied()
            .collect::<Vec<_>>()
        {
            self.taken.remove(&seat);
            self.players.remove(&seat);
            self.steps.forget(seat);
            self.bots.unseat(seat);
            self.people.insert(seat);
        }
        for seat in replaced
            .difference(&self.taken)
            .copied()
            .collect::<Vec<_>>()
        {
            let Some(info) = table.seats().get(seat.index()) else {
                continue;
            };
            if self.bots.has(seat) {
                continue;
            }
            self.bots
                .seat(seat, BotSeeds::for_seat(&table.setup().seed, seat));
            for e in self.log.iter().filter(|e| e.audience.includes(seat)) {
                self.bots.observe(e, Some(&[seat]));
            }
            self.players.insert(seat, info.player.clone());
            self.taken.insert(seat);
            self.people.remove(&seat);
        }
    }

    /// Whether any seat is played by the computer.
    pub fn is_empty(&self) -> bool {
        self.players.is_empty()
    }

    /// Routes effects to the computer players who may see them; prompts for
    /// them are queued (talk first, then decide, in seat order).
    pub fn observe(&mut self, effects: &[Effect]) {
        if !self.people.is_empty() || !self.taken.is_empty() {
            self.log.extend_from_slice(effects);
        }
        self.steps.observe(effects, &mut *self.bots);
    }

    /// The next input a computer player wants to make, if any.
    pub fn next_input(&mut self, table: &Table) -> Option<Input> {
        let stale = |seat: Seat, phase: u32| {
            phase != table.phase_no()
                || table.is_over()
                || table.game().is_some_and(|g| !g.may_act(seat))
        };
        let (seat, action) = self.steps.next(&mut *self.bots, stale)?;
        if self.taken.contains(&seat) {
            return Some(Input::Computer { seat, action });
        }
        let player = self.players.get(&seat)?.clone();
        Some(Input::Act { player, action })
    }
}
