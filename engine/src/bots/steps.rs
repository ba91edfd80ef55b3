//! The order in which computer players talk, decide and reconsider, in
//! any vocabulary: the table's [`super::Autopilot`] runs it on every
//! game's words, the simulation's own loop on one game's words. One
//! order for both, so a simulated game is the game a table would play.

use crate::effect::{Audience, Effect, EffectKind, Prompt};
use crate::seat::Seat;
use crate::vocabulary::Vocabulary;
use std::collections::VecDeque;

/// A table's computer players, by seat, speaking `V`.
pub trait Players<V: Vocabulary> {
    /// Whether a computer player sits at `seat`.
    fn has(&self, seat: Seat) -> bool;
    /// Shows `effect` to the computer players at `seats`, or to every one
    /// when `None`.
    fn observe(&mut self, effect: &Effect<V>, seats: Option<&[Seat]>);
    /// Public talk before deciding, from the player at `seat`.
    fn talk(&mut self, seat: Seat, prompt: &Prompt<V>) -> Vec<V::Action>;
    /// The answer of the player at `seat`.
    fn decide(&mut self, seat: Seat, prompt: &Prompt<V>) -> Option<V::Action>;
    /// A changed answer of the player at `seat`, after new evidence.
    fn reconsider(&mut self, seat: Seat, prompt: &Prompt<V>) -> Option<V::Action>;
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    Talk,
    Decide,
    Reconsider,
}

/// A cap on changed answers per seat and phase, so two players who keep
/// reacting to each other cannot loop forever.
const MAX_CHANGES_PER_PHASE: u32 = 3;

/// The computer players' pending steps.
///
/// The loop is: show an input's effects to [`Steps::observe`], then take
/// [`Steps::next`] until it returns `None`, before the next outside input.
/// Each decision is made when it is popped, from what the player has
/// observed by then, so replaying the same inputs makes the same ones.
pub struct Steps<V: Vocabulary> {
    /// Steps to run, with the phase of the prompt they answer. The prompt
    /// itself is looked up in `current`, so queueing costs no copy.
    queue: VecDeque<(Step, Seat, u32)>,
    /// The latest prompt per seat (by seat index).
    current: Vec<Option<Prompt<V>>>,
    /// Seats with a reconsider step already queued (by seat index).
    reconsidering: Vec<bool>,
    /// Actions decided but not yet handed out, with their phase.
    ready: VecDeque<(Seat, u32, V::Action)>,
    /// Changed answers per seat in the current phase (by seat index).
    changes: Vec<u32>,
}

impl<V: Vocabulary> Default for Steps<V> {
    fn default() -> Self {
        Steps {
            queue: VecDeque::new(),
            current: Vec::new(),
            reconsidering: Vec::new(),
            ready: VecDeque::new(),
            changes: Vec::new(),
        }
    }
}

/// Sets `v[seat]`, growing `v` as needed.
fn slot<T: Default>(v: &mut Vec<T>, seat: Seat) -> &mut T {
    if v.len() <= seat.index() {
        v.resize_with(seat.index() + 1, T::default);
    }
    &mut v[seat.index()]
}

/// Whether a batch of effects brought news (a message): new evidence
/// worth reconsidering an answer over.
fn has_news<V: Vocabulary>(effects: &[Effect<V>]) -> bool {
    effects
        .iter()
        .any(|e| matches!(e.kind, EffectKind::Message(_)))
}

/// Shows each effect to the computer players who may see it; returns the
/// seats prompted, in order.
fn route<V: Vocabulary, P: Players<V> + ?Sized>(
    effects: &[Effect<V>],
    players: &mut P,
) -> Vec<Seat> {
    let mut prompted = Vec::new();
    for effect in effects {
        match &effect.audience {
            Audience::Public => players.observe(effect, None),
            Audience::Seat(s) => {
                if players.has(*s) {
                    players.observe(effect, Some(&[*s]));
                    if matches!(effect.kind, EffectKind::Prompt(_)) {
                        prompted.push(*s);
                    }
                }
            }
            Audience::Team { members, .. } | Audience::People { seats: members, .. } => {
                players.observe(effect, Some(members));
            }
        }
    }
    prompted
}

impl<V: Vocabulary> Steps<V> {
    /// Forgets `seat`'s prompt (its computer player left).
    pub fn forget(&mut self, seat: Seat) {
        if let Some(p) = self.current.get_mut(seat.index()) {
            *p = None;
        }
    }

    /// Routes effects to the computer players who may see them; prompts
    /// for them are queued (talk first, then decide, in seat order).
    pub fn observe<P: Players<V> + ?Sized>(&mut self, effects: &[Effect<V>], players: &mut P) {
        let prompted = route(effects, players);
        for effect in effects {
            if let (Audience::Seat(s), EffectKind::Prompt(p)) = (&effect.audience, &effect.kind)
                && players.has(*s)
            {
                *slot(&mut self.current, *s) = Some(p.clone());
            }
        }
        self.queue(has_news(effects), &prompted);
    }

    /// [`Steps::observe`] of effects nobody else needs: the prompts are
    /// kept without a copy.
    pub fn observe_owned<P: Players<V> + ?Sized>(
        &mut self,
        effects: Vec<Effect<V>>,
        players: &mut P,
    ) {
        let prompted = route(&effects, players);
        let news = has_news(&effects);
        for effect in effects {
            if let (Audience::Seat(s), EffectKind::Prompt(p)) = (effect.audience, effect.kind)
                && players.has(s)
            {
                *slot(&mut self.current, s) = Some(p);
            }
        }
        self.queue(news, &prompted);
    }

    /// Queues the steps after a batch of effects: talk and decide for the
    /// seats `prompted`, else (when the batch brought `news`) a
    /// reconsidering for each seat with an open prompt.
    fn queue(&mut self, news: bool, prompted: &[Seat]) {
        if prompted.is_empty() {
            // New evidence: let each seat with an open prompt reconsider.
            if news {
                for (i, p) in self.current.iter().enumerate() {
                    let (Some(p), Ok(i)) = (p, u8::try_from(i)) else {
                        continue;
                    };
                    let queued = slot(&mut self.reconsidering, Seat(i));
                    if !*queued {
                        *queued = true;
                        self.queue.push_back((Step::Reconsider, Seat(i), p.phase));
                    }
                }
            }
            return;
        }
        let phase = prompted
            .iter()
            .filter_map(|s| self.current.get(s.index()).and_then(Option::as_ref))
            .map(|p| p.phase)
            .max()
            .unwrap_or(0);
        for p in &mut self.current {
            if p.as_ref().is_some_and(|p| p.phase < phase) {
                *p = None;
            }
        }
        self.queue.retain(|(_, _, p)| *p >= phase);
        self.reconsidering.iter_mut().for_each(|r| *r = false);
        self.changes.iter_mut().for_each(|c| *c = 0);
        for s in prompted {
            self.queue.push_back((Step::Talk, *s, phase));
        }
        for s in prompted {
            self.queue.push_back((Step::Decide, *s, phase));
        }
    }

    /// The next move a computer player wants to make, with its seat, if
    /// any. `stale(seat, phase)` says whether a step of that phase may no
    /// longer be taken (the phase is over, the seat may not act).
    pub fn next<P: Players<V> + ?Sized>(
        &mut self,
        players: &mut P,
        stale: impl Fn(Seat, u32) -> bool,
    ) -> Option<(Seat, V::Action)> {
        loop {
            if let Some((seat, phase, action)) = self.ready.pop_front() {
                if stale(seat, phase) {
                    continue;
                }
                return Some((seat, action));
            }
            let (step, seat, phase) = self.queue.pop_front()?;
            if step == Step::Reconsider {
                *slot(&mut self.reconsidering, seat) = false;
            }
            if stale(seat, phase) {
                continue;
            }
            let Some(prompt) = self
                .current
                .get(seat.index())
                .and_then(Option::as_ref)
                .filter(|p| p.phase == phase)
            else {
                continue;
            };
            if !players.has(seat) {
                continue;
            }
            match step {
                Step::Talk => {
                    let said = players.talk(seat, prompt);
                    self.ready
                        .extend(said.into_iter().map(|a| (seat, phase, a)));
                }
                Step::Decide => {
                    if let Some(a) = players.decide(seat, prompt) {
                        self.ready.push_back((seat, phase, a));
                    }
                }
                Step::Reconsider => {
                    if self.changes.get(seat.index()).copied().unwrap_or(0) >= MAX_CHANGES_PER_PHASE
                    {
                        continue;
                    }
                    if let Some(a) = players.reconsider(seat, prompt) {
                        *slot(&mut self.changes, seat) += 1;
                        self.ready.push_back((seat, phase, a));
                    }
                }
            }
        }
    }
}
