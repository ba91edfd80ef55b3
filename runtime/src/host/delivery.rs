//! Delivering a game's effects: its runner hands them to the game's
//! outbox, a deliverer queues them with the surface in order, and a
//! marker records each as delivered once the platform accepted it.

use super::runner::Runner;
use super::{DeliveryError, Reply, Sending, Surface};
use crate::clock::Clock;
use crate::error::RuntimeError;
use crate::live::Keyed;
use narrator_engine::{Effect, SeatInfo};
use narrator_lock::LockExt;
use narrator_store::{EffectKey, GameId, Store};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use tokio::sync::mpsc;

/// Tries per delivery before an effect is given up (and logged).
const DELIVERY_TRIES: u32 = 3;

/// Effects handed from a game's runner to its deliverer.
struct Batch {
    /// The names to render them with, as they were when they happened.
    seats: Vec<SeatInfo>,
    effects: Vec<Keyed>,
    /// Told once these effects went out (for [`Host::submit`](super::Host::submit)).
    reply: Option<Reply>,
}

/// The runner's side of delivery.
impl<S: Surface> Runner<S> {
    /// Hands effects to the game's delivery, with the names they need,
    /// and starts one if none is under way.
    pub(super) fn deliver(&self, effects: Vec<Keyed>, reply: Option<Reply>) {
        if effects.is_empty() && reply.is_none() {
            return;
        }
        // Before the start there are no seats, only the lobby's players:
        // a lobby message shows them.
        let table = self.live.table();
        let seats = if table.started() {
            table.seats().to_vec()
        } else {
            table.lobby_players().to_vec()
        };
        let batch = Batch {
            seats,
            effects,
            reply,
        };
        let start = {
            let mut queue = self.outbox.queue();
            queue.batches.push_back(Box::new(batch));
            queue.unsettled += 1;
            !std::mem::replace(&mut queue.busy, true)
        };
        if start {
            let (tracks, tracked) = mpsc::unbounded_channel();
            let deliverer = Deliverer {
                game: self.live.id(),
                surface: self.surface.clone(),
                clock: self.clock.clone(),
                marker: tracks,
                outbox: self.outbox.clone(),
                holding: true,
            };
            let marker = Marker {
                game: self.live.id(),
                store: self.store.clone(),
                outbox: self.outbox.clone(),
            };
            let outbox = self.outbox.clone();
            tokio::spawn(async move {
                tokio::select! {
                    biased;
                    // The game was stopped with its host: so is what it
                    // was doing.
                    _ = outbox.stopped.acquire() => {}
                    _ = async { tokio::join!(deliverer.run(), marker.run(tracked)) } => {}
                }
            });
        }
    }
}

/// A game's effects waiting for the surface. A game does not keep a
/// delivery task waiting on it: one is started when effects arrive and
/// ends once it has queued them all and their sends are settled, so an
/// idle game (most of a game's life) costs its own task only.
pub(super) struct Outbox {
    queue: Mutex<Queue>,
    /// Closed when the game's task is stopped with its host: its
    /// deliveries stop at once (it never has permits; waiting on it
    /// ends only when it closes).
    stopped: tokio::sync::Semaphore,
    /// Told whenever a batch's sends are all settled.
    settled: tokio::sync::Notify,
}

impl Default for Outbox {
    fn default() -> Outbox {
        Outbox {
            queue: Mutex::default(),
            stopped: tokio::sync::Semaphore::new(0),
            settled: tokio::sync::Notify::new(),
        }
    }
}

impl Outbox {
    pub(super) fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock_or_recover()
    }

    /// Waits until no batch handed over is left unsettled.
    pub(super) async fn settled_all(&self) {
        loop {
            let settled = self.settled.notified();
            tokio::pin!(settled);
            // Registered before looking, so a batch settling in between
            // still wakes this.
            settled.as_mut().enable();
            if self.queue().unsettled == 0 {
                return;
            }
            settled.await;
        }
    }
}

#[derive(Default)]
pub(super) struct Queue {
    batches: std::collections::VecDeque<Box<Batch>>,
    /// A [`Deliverer`] takes the batches; a new one starts only once the
    /// last has queued everything, which keeps a game's effects in order.
    busy: bool,
    /// Batches handed over whose sends are not all settled yet (an ended
    /// game is finished once none is left).
    unsettled: usize,
    /// Whether an effect could not be delivered or recorded: it goes out
    /// after a restart, so the game must not be finished before.
    pub(super) owed: bool,
}

/// Closes a game's [`Outbox::stopped`] when dropped armed: the game's
/// task was aborted (its host is gone).
pub(super) struct StopDeliveries(pub(super) Option<Arc<Outbox>>);

impl StopDeliveries {
    pub(super) fn disarm(mut self) {
        self.0 = None;
    }
}

impl Drop for StopDeliveries {
    fn drop(&mut self) {
        if let Some(outbox) = &self.0 {
            outbox.stopped.close();
        }
    }
}

/// Queues one game's effects in order with the surface and hands each
/// effect's progress to its [`Marker`] (in the same task, so a game's
/// delivery costs one task). It takes every batch waiting before it
/// ends, so a burst of presses costs one round of rate-limited sends
/// rather than one each.
struct Deliverer<S: Surface> {
    game: GameId,
    surface: Arc<S>,
    clock: Clock,
    marker: mpsc::UnboundedSender<Box<Track>>,
    outbox: Arc<Outbox>,
    /// Whether this deliverer still owns the outbox (`busy`).
    holding: bool,
}

impl<S: Surface> Drop for Deliverer<S> {
    /// A deliverer stopped early (a panic) lets the next one start.
    fn drop(&mut self) {
        if self.holding {
            self.outbox.queue().busy = false;
        }
    }
}

impl<S: Surface> Deliverer<S> {
    /// The next batch to queue; `None` gives the outbox up, in the same
    /// turn of its lock as finding it empty, so a batch added meanwhile
    /// starts a new deliverer rather than being left behind.
    fn next(&mut self) -> Option<Box<Batch>> {
        let mut queue = self.outbox.queue();
        let batch = queue.batches.pop_front();
        if batch.is_none() {
            queue.busy = false;
            // A burst's room is not kept by an idle game.
            queue.batches = std::collections::VecDeque::new();
            self.holding = false;
        }
        batch
    }

    async fn run(mut self) {
        let mut next_batch = 0u64;
        while let Some(batch) = self.next() {
            let id = next_batch;
            next_batch += 1;
            for (key, effect) in &batch.effects {
                let sending = self.deliver_one(&batch.seats, *key, effect).await;
                let _ = self.marker.send(Box::new(Track::Effect {
                    batch: id,
                    key: *key,
                    sending,
                }));
            }
            let _ = self.marker.send(Box::new(Track::Close {
                batch: id,
                reply: batch.reply,
            }));
        }
    }

    /// Queues an effect; `None` when the surface could not take it (the
    /// store failed): it stays unrecorded, to go out after a restart.
    async fn deliver_one(
        &self,
        seats: &[SeatInfo],
        key: EffectKey,
        effect: &Effect,
    ) -> Option<Sending> {
        for attempt in 1..=DELIVERY_TRIES {
            match self.surface.deliver(self.game, seats, key, effect).await {
                Ok(sending) => return Some(sending),
                Err(e) if e.retryable && attempt < DELIVERY_TRIES => {
                    self.clock.sleep(u64::from(attempt) * 500).await;
                }
                Err(e) if e.retryable => {
                    tracing::error!(game = self.game, %key, "an effect could not be queued; it goes out after a restart: {e}");
                    return None;
                }
                Err(e) => {
                    tracing::warn!(game = self.game, %key, "an effect was refused for good: {e}");
                    return Some(Box::pin(async { Ok(()) }));
                }
            }
        }
        None
    }
}

/// What the deliverer tells the marker.
enum Track {
    /// An effect on its way (`None`: it could not be queued).
    Effect {
        batch: u64,
        key: EffectKey,
        sending: Option<Sending>,
    },
    /// Every effect of `batch` was handed over; `reply` hears once they
    /// are all settled.
    Close { batch: u64, reply: Option<Reply> },
}

/// Records each effect of one game as delivered the moment the platform
/// accepted it, one effect at a time rather than a batch at a time: a
/// batch waits for its slowest chat's rate window, and a crash in that
/// wait must not send again what reached everyone else long before.
struct Marker {
    game: GameId,
    store: Store,
    /// Told of each settled batch.
    outbox: Arc<Outbox>,
}

/// An effect's sends are over: its batch, its key and how they went.
type Settled = (u64, EffectKey, Result<(), DeliveryError>);

/// A batch still being delivered.
#[derive(Default)]
struct Open {
    unsettled: usize,
    closed: bool,
    reply: Option<Reply>,
    /// Whether an effect of it stays owed (unqueued, unrecorded).
    pub(super) owed: bool,
}

impl Marker {
    async fn run(self, mut tracks: mpsc::UnboundedReceiver<Box<Track>>) {
        let mut sending: tokio::task::JoinSet<Settled> = tokio::task::JoinSet::new();
        let mut open: HashMap<u64, Open> = HashMap::new();
        let mut closed = false;
        while !(closed && sending.is_empty()) {
            tokio::select! {
                track = tracks.recv(), if !closed => match track.map(|t| *t) {
                    Some(Track::Effect { batch, key, sending: Some(s) }) => {
                        open.entry(batch).or_default().unsettled += 1;
                        sending.spawn(async move { (batch, key, s.await) });
                    }
                    Some(Track::Effect { batch, .. }) => open.entry(batch).or_default().owed = true,
                    Some(Track::Close { batch, reply }) => {
                        let o = open.entry(batch).or_default();
                        o.closed = true;
                        o.reply = reply;
                        self.settle(&mut open, batch);
                    }
                    None => closed = true,
                },
                Some(first) = sending.join_next(), if !sending.is_empty() => {
                    // Record together whatever else is settled by now.
                    let mut settled = vec![first];
                    while let Some(more) = sending.try_join_next() {
                        settled.push(more);
                    }
                    self.record(settled, &mut open).await;
                }
            }
        }
    }

    async fn record(
        &self,
        settled: Vec<Result<Settled, tokio::task::JoinError>>,
        open: &mut HashMap<u64, Open>,
    ) {
        let mut done = Vec::new();
        let mut batches = Vec::new();
        for outcome in settled {
            let Ok((batch, key, result)) = outcome else {
                tracing::error!(
                    game = self.game,
                    "a delivery panicked; its effect goes out after a restart"
                );
                continue;
            };
            batches.push(batch);
            match result {
                Ok(()) => done.push(key),
                Err(e) if e.retryable => {
                    tracing::warn!(game = self.game, %key, "not delivered; it goes out after a restart: {e}");
                    if let Some(o) = open.get_mut(&batch) {
                        o.owed = true;
                    }
                }
                Err(e) => {
                    // Refused for good and nothing else to do (a group
                    // that removed the bot): trying again cannot help.
                    tracing::warn!(game = self.game, %key, "an effect was refused for good: {e}");
                    done.push(key);
                }
            }
        }
        if !done.is_empty()
            && let Err(e) = self.store.mark_delivered(self.game, &done).await
        {
            // They will be sent again after a restart: at least once.
            tracing::error!(game = self.game, "cannot record deliveries: {e}");
            for b in &batches {
                if let Some(o) = open.get_mut(b) {
                    o.owed = true;
                }
            }
        }
        for b in batches {
            if let Some(o) = open.get_mut(&b) {
                o.unsettled = o.unsettled.saturating_sub(1);
            }
            self.settle(open, b);
        }
    }

    /// Answers a finished batch's waiter.
    fn settle(&self, open: &mut HashMap<u64, Open>, batch: u64) {
        if !open
            .get(&batch)
            .is_some_and(|o| o.closed && o.unsettled == 0)
        {
            return;
        }
        let Some(o) = open.remove(&batch) else {
            return;
        };
        {
            let mut queue = self.outbox.queue();
            queue.unsettled = queue.unsettled.saturating_sub(1);
            queue.owed |= o.owed;
        }
        self.outbox.settled.notify_waiters();
        if let Some(reply) = o.reply {
            let _ = reply.send(if o.owed {
                Err(RuntimeError::Stopped(
                    "an effect could not be delivered or recorded".into(),
                ))
            } else {
                Ok(Ok(()))
            });
        }
    }
}
