//! Runs the computer players of one table: routes effects to them and
//! turns their decisions into ordinary inputs, one at a time.

use super::BotSeeds;
use crate::game::Action;
use crate::game::ComputerSeats;
use crate::game::{Audience, Effect, EffectKind, Prompt};
use crate::input::Input;
use crate::seat::{PlayerId, Seat, SeatInfo};
use crate::table::Table;
use std::collections::{BTreeMap, BTreeSet, VecDeque};

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Talk,
    Decide,
    Reconsider,
}

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
    /// Steps to run, with the phase of the prompt they answer. The prompt
    /// itself is looked up in `current`, so queueing costs no copy.
    queue: VecDeque<(Step, Seat, u32)>,
    /// The latest prompt per seat, for deciding and reconsidering.
    current: BTreeMap<Seat, Prompt>,
    /// Seats with a reconsider step already queued.
    reconsidering: BTreeSet<Seat>,
    /// Actions decided but not yet handed out, with their phase.
    ready: VecDeque<(Seat, u32, Action)>,
    /// Changed answers per seat in the current phase.
    changes: BTreeMap<Seat, u32>,
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

/// A cap on changed answers per seat and phase, so two players who keep
/// reacting to each other cannot loop forever.
const MAX_CHANGES_PER_PHASE: u32 = 3;

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
        for (i, info) in table.seats().iter().enumerate() {
            let Ok(i) = u8::try_from(i) else { continue };
            let seat = Seat(i);
            if chosen(info) {
                bots.seat(seat, BotSeeds::for_seat(&table.setup().seed, seat));
                players.insert(seat, info.player.clone());
            } else {
                people.insert(seat);
            }
        }
        Autopilot {
            bots,
            players,
            queue: VecDeque::new(),
            current: BTreeMap::new(),
            reconsidering: BTreeSet::new(),
            ready: VecDeque::new(),
            changes: BTreeMap::new(),
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
            self.current.remove(&seat);
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
        let mut prompted = Vec::new();
        for effect in effects {
            match &effect.audience {
                Audience::Public => self.bots.observe(effect, None),
                Audience::Seat(s) => {
                    if self.bots.has(*s) {
                        self.bots.observe(effect, Some(&[*s]));
                        if let EffectKind::Prompt(p) = &effect.kind {
                            prompted.push(*s);
                            self.current.insert(*s, p.clone());
                        }
                    }
                }
                Audience::Team { members, .. } | Audience::People { seats: members, .. } => {
                    self.bots.observe(effect, Some(members));
                }
            }
        }
        if prompted.is_empty() {
            // New evidence: let each seat with an open prompt reconsider.
            if effects
                .iter()
                .any(|e| matches!(e.kind, EffectKind::Message(_)))
            {
                for (seat, p) in &self.current {
                    if self.reconsidering.insert(*seat) {
                        self.queue.push_back((Step::Reconsider, *seat, p.phase));
                    }
                }
            }
            return;
        }
        let phase = prompted
            .iter()
            .filter_map(|s| self.current.get(s))
            .map(|p| p.phase)
            .max()
            .unwrap_or(0);
        self.current.retain(|_, p| p.phase >= phase);
        self.queue.retain(|(_, _, p)| *p >= phase);
        self.reconsidering.clear();
        self.changes.clear();
        for s in &prompted {
            self.queue.push_back((Step::Talk, *s, phase));
        }
        for s in prompted {
            self.queue.push_back((Step::Decide, s, phase));
        }
    }

    /// The next input a computer player wants to make, if any.
    pub fn next_input(&mut self, table: &Table) -> Option<Input> {
        loop {
            if let Some((seat, phase, action)) = self.ready.pop_front() {
                if is_stale(table, seat, phase) {
                    continue;
                }
                if self.taken.contains(&seat) {
                    return Some(Input::Computer { seat, action });
                }
                let player = self.players.get(&seat)?.clone();
                return Some(Input::Act { player, action });
            }
            let (step, seat, phase) = self.queue.pop_front()?;
            if step == Step::Reconsider {
                self.reconsidering.remove(&seat);
            }
            if is_stale(table, seat, phase) {
                continue;
            }
            let Some(prompt) = self.current.get(&seat).filter(|p| p.phase == phase) else {
                continue;
            };
            if !self.bots.has(seat) {
                continue;
            }
            let actions: Vec<Action> = match step {
                Step::Talk => self.bots.talk(seat, prompt),
                Step::Decide => self.bots.decide(seat, prompt).into_iter().collect(),
                Step::Reconsider => {
                    let changes = self.changes.entry(seat).or_default();
                    if *changes >= MAX_CHANGES_PER_PHASE {
                        continue;
                    }
                    let change = self.bots.reconsider(seat, prompt);
                    if change.is_some() {
                        *changes += 1;
                    }
                    change.into_iter().collect()
                }
            };
            self.ready
                .extend(actions.into_iter().map(|a| (seat, phase, a)));
        }
    }
}

fn is_stale(table: &Table, seat: Seat, phase: u32) -> bool {
    phase != table.phase_no() || table.is_over() || table.game().is_some_and(|g| !g.may_act(seat))
}
