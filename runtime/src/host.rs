//! Hosting many games at once for a chat platform: one task per game that
//! applies inputs in order, lets the computer players answer, delivers the
//! effects through the platform and arms the phase deadline. After a
//! restart [`Host::resume_all`] rebuilds every unfinished game, sends what
//! was never delivered and re-arms each deadline from its stored absolute
//! time.

use crate::clock::Clock;
use crate::error::RuntimeError;
use crate::live::{Keyed, LiveGame};
use crate::record::GameRecord;
use narrator_engine::{Effect, Input, Rejection, SeatInfo, Timestamp};
use narrator_store::{EffectKey, GameId, Store};
use std::collections::HashMap;
use std::future::Future;
use std::sync::{Arc, Mutex};
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};

/// A platform's way of sending an effect (a group post, a DM, a button).
pub trait Surface: Send + Sync + 'static {
    /// Sends one effect of `game`; `seats` names the players. Ordering is
    /// the host's job: effects of a game arrive one at a time, in order.
    fn deliver(
        &self,
        game: GameId,
        seats: &[SeatInfo],
        effect: &Effect,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send;

    /// Waits until everything `deliver` queued for `game` went out (or
    /// failed for good). The host calls it after each batch of effects and
    /// only then records them as delivered, so a surface may queue sends
    /// (and let a rate limiter join them) instead of waiting for each.
    fn flush(&self, game: GameId) -> impl Future<Output = ()> + Send {
        let _ = game;
        async {}
    }

    /// Tells the players that the phase ending at `ends` is about to end.
    /// Called once per phase, `left_ms` before its deadline; a reminder
    /// whose time passed while the bot was down is skipped rather than
    /// sent late (it may have been sent before the restart).
    fn remind(
        &self,
        game: GameId,
        seats: &[SeatInfo],
        ends: Timestamp,
        left_ms: u64,
    ) -> impl Future<Output = ()> + Send {
        let _ = (game, seats, ends, left_ms);
        async {}
    }
}

/// A failed delivery.
#[derive(Clone, Debug, Error)]
#[error("delivery failed: {detail}")]
pub struct DeliveryError {
    /// Whether trying again later may work (a network error), as opposed
    /// to never (the user blocked the bot).
    pub retryable: bool,
    /// What the platform said.
    pub detail: String,
}

/// Why the host could not take an input.
#[derive(Debug, Error)]
pub enum HostError {
    /// No running game has this id (finished, or never existed).
    #[error("there is no running game {0}")]
    NoSuchGame(GameId),
    /// Hosting failed.
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
}

/// Tries per delivery before an effect is given up (and logged).
const DELIVERY_TRIES: u32 = 3;

type ViewFn = Box<dyn FnOnce(&LiveGame) + Send>;

enum Command {
    Submit {
        input: Input,
        reply: Reply,
        /// Answer once the input is stored, before its effects go out.
        early: bool,
    },
    View(ViewFn),
}

/// Every running game of one platform.
pub struct Host<S: Surface> {
    store: Store,
    surface: Arc<S>,
    clock: Clock,
    games: Arc<Mutex<HashMap<GameId, mpsc::Sender<Command>>>>,
    tasks: Mutex<Vec<tokio::task::AbortHandle>>,
    reminder_ms: Option<u64>,
}

impl<S: Surface> Drop for Host<S> {
    /// The games stop with their host; the store keeps them for the next.
    fn drop(&mut self) {
        for task in self
            .tasks
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .drain(..)
        {
            task.abort();
        }
    }
}

impl<S: Surface> Host<S> {
    /// A host with no games yet.
    pub fn new(store: Store, surface: Arc<S>, clock: Clock) -> Host<S> {
        Host {
            store,
            surface,
            clock,
            games: Arc::new(Mutex::new(HashMap::new())),
            tasks: Mutex::new(Vec::new()),
            reminder_ms: None,
        }
    }

    /// Reminds players `ms` before each deadline (see [`Surface::remind`]).
    pub fn with_reminder(mut self, ms: u64) -> Host<S> {
        self.reminder_ms = Some(ms).filter(|ms| *ms > 0);
        self
    }

    /// Rebuilds and runs every unfinished game on `surface_prefix` (e.g.
    /// "telegram:"). A game that cannot be rebuilt is reported, not fatal:
    /// the others run.
    pub async fn resume_all(
        &self,
        surface_prefix: &str,
    ) -> Result<Vec<RuntimeError>, RuntimeError> {
        let mut failures = Vec::new();
        for id in self.store.unfinished_games().await? {
            let game = match self.store.load_game(id).await {
                Ok(g) => g,
                Err(e) => {
                    failures.push(e.into());
                    continue;
                }
            };
            if !game.surface.starts_with(surface_prefix) {
                continue;
            }
            match LiveGame::load(&self.store, id).await {
                Ok((live, pending)) => self.spawn(live, pending),
                Err(e) => {
                    tracing::error!(game = id, "cannot resume: {e}");
                    failures.push(e);
                }
            }
        }
        Ok(failures)
    }

    /// Opens a new game (an empty lobby) and runs it.
    pub async fn open(&self, record: GameRecord, surface: &str) -> Result<GameId, RuntimeError> {
        let live = LiveGame::create(&self.store, record, surface, self.clock.now()).await?;
        let id = live.id();
        self.spawn(live, Vec::new());
        Ok(id)
    }

    /// Applies an input to a running game; the effects are delivered before
    /// this returns. A rejection is returned for the adapter to show.
    pub async fn submit(
        &self,
        game: GameId,
        input: Input,
    ) -> Result<Result<(), Rejection>, HostError> {
        self.submit_with(game, input, false).await
    }

    /// Like [`Host::submit`], but returns as soon as the input is accepted
    /// and stored; its effects are delivered after. A chat platform wants
    /// this for button presses: the press is answered at once while the
    /// news waits for the rate limits.
    pub async fn submit_accepted(
        &self,
        game: GameId,
        input: Input,
    ) -> Result<Result<(), Rejection>, HostError> {
        self.submit_with(game, input, true).await
    }

    async fn submit_with(
        &self,
        game: GameId,
        input: Input,
        early: bool,
    ) -> Result<Result<(), Rejection>, HostError> {
        let (reply, answer) = oneshot::channel();
        self.send(
            game,
            Command::Submit {
                input,
                reply,
                early,
            },
        )
        .await?;
        Ok(answer.await.map_err(|_| HostError::NoSuchGame(game))??)
    }

    /// Reads a running game's state (to draw buttons, show a prompt again).
    pub async fn view<R: Send + 'static>(
        &self,
        game: GameId,
        f: impl FnOnce(&LiveGame) -> R + Send + 'static,
    ) -> Result<R, HostError> {
        let (reply, answer) = oneshot::channel();
        let view: ViewFn = Box::new(move |g| {
            let _ = reply.send(f(g));
        });
        self.send(game, Command::View(view)).await?;
        answer.await.map_err(|_| HostError::NoSuchGame(game))
    }

    /// Ids of the running games.
    pub fn running(&self) -> Vec<GameId> {
        let games = self.games.lock().unwrap_or_else(|p| p.into_inner());
        let mut ids: Vec<GameId> = games.keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    async fn send(&self, game: GameId, cmd: Command) -> Result<(), HostError> {
        let tx = {
            let games = self.games.lock().unwrap_or_else(|p| p.into_inner());
            games.get(&game).cloned()
        };
        let tx = tx.ok_or(HostError::NoSuchGame(game))?;
        tx.send(cmd).await.map_err(|_| HostError::NoSuchGame(game))
    }

    fn spawn(&self, live: LiveGame, pending: Vec<Keyed>) {
        let (tx, rx) = mpsc::channel(64);
        let id = live.id();
        self.games
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(id, tx);
        let (batches, queued) = mpsc::unbounded_channel();
        let deliverer = Deliverer {
            game: id,
            store: self.store.clone(),
            surface: self.surface.clone(),
            clock: self.clock.clone(),
        };
        let runner = Runner {
            live,
            surface: self.surface.clone(),
            clock: self.clock.clone(),
            reminder_ms: self.reminder_ms,
            reminded: None,
            batches,
        };
        let games = self.games.clone();
        let delivering = tokio::spawn(deliverer.run(queued));
        let task = tokio::spawn(async move {
            if let Err(e) = runner.run(rx, pending).await {
                tracing::error!(game = id, "game stopped: {e}");
            }
            games.lock().unwrap_or_else(|p| p.into_inner()).remove(&id);
        });
        let mut tasks = self.tasks.lock().unwrap_or_else(|p| p.into_inner());
        tasks.retain(|t| !t.is_finished());
        tasks.push(task.abort_handle());
        tasks.push(delivering.abort_handle());
    }
}

type Reply = oneshot::Sender<Result<Result<(), Rejection>, RuntimeError>>;

/// Effects handed from a game's runner to its deliverer.
struct Batch {
    /// The names to render them with, as they were when they happened.
    seats: Vec<SeatInfo>,
    effects: Vec<Keyed>,
    /// Told once these effects went out (for [`Host::submit`]).
    reply: Option<Reply>,
}

/// One game's task.
struct Runner<S: Surface> {
    live: LiveGame,
    surface: Arc<S>,
    clock: Clock,
    reminder_ms: Option<u64>,
    /// The deadline whose reminder is done (sent, or skipped as late).
    reminded: Option<Timestamp>,
    /// To the game's deliverer: inputs go on being applied while earlier
    /// effects wait for the platform's rate limits.
    batches: mpsc::UnboundedSender<Batch>,
}

impl<S: Surface> Runner<S> {
    async fn run(
        mut self,
        mut rx: mpsc::Receiver<Command>,
        pending: Vec<Keyed>,
    ) -> Result<(), RuntimeError> {
        self.deliver(pending, None);
        // Decisions lost in a crash are made again now.
        let now = self.clock.now();
        let effects = self.live.run_computers(now).await?;
        self.deliver(effects, None);
        while !self.live.table().is_over() {
            let deadline = self.live.table().deadline();
            let remind_at = self.reminder_due(deadline);
            tokio::select! {
                _ = self.clock.sleep_until(remind_at) => {
                    if let (Some(ends), Some(ms)) = (deadline, self.reminder_ms) {
                        self.reminded = Some(ends);
                        let seats = self.live.table().seats().to_vec();
                        self.surface.remind(self.live.id(), &seats, ends, ms).await;
                    }
                }
                cmd = rx.recv() => match cmd {
                    None => return Ok(()),
                    Some(Command::View(f)) => f(&self.live),
                    Some(Command::Submit { input, reply, early }) => {
                        // An early reply hears the outcome once the input
                        // is stored; a late one once its effects went out.
                        let (accepted, delivered) = if early { (Some(reply), None) } else { (None, Some(reply)) };
                        self.apply(input, accepted, delivered).await;
                    }
                },
                _ = self.clock.sleep_until(deadline) => {
                    self.apply(Input::Tick, None, None).await;
                }
            }
        }
        Ok(())
    }

    /// When to remind about `deadline`, if that is still to do. A reminder
    /// already late is marked done instead: after a restart it may have
    /// gone out before the crash, and a late one says nothing new.
    fn reminder_due(&mut self, deadline: Option<Timestamp>) -> Option<Timestamp> {
        let (ends, ms) = (deadline?, self.reminder_ms?);
        if self.reminded == Some(ends) {
            return None;
        }
        let at = Timestamp(ends.0.saturating_sub(i64::try_from(ms).unwrap_or(i64::MAX)));
        if at < self.clock.now() {
            self.reminded = Some(ends);
            return None;
        }
        Some(at)
    }

    /// Applies an input and lets the computer players answer. `accepted`
    /// hears the outcome once the input is stored (or refused); `delivered`
    /// once its effects went out. A failure of the store is logged and
    /// reported to whoever waits.
    async fn apply(&mut self, input: Input, accepted: Option<Reply>, delivered: Option<Reply>) {
        let outcome = self.apply_input(input).await;
        let answer = match &outcome {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(r)) => Err(Some(r.clone())),
            Err(e) => {
                tracing::error!(game = self.live.id(), "an input failed: {e}");
                Err(None)
            }
        };
        let tell = |tx: Reply| {
            let _ = tx.send(match &answer {
                Ok(()) => Ok(Ok(())),
                Err(Some(r)) => Ok(Err(r.clone())),
                Err(None) => Err(RuntimeError::Stopped("the store failed".into())),
            });
        };
        if let Some(tx) = accepted {
            tell(tx);
        }
        match outcome {
            Ok(Ok(effects)) => self.deliver(effects, delivered),
            _ => {
                if let Some(tx) = delivered {
                    tell(tx);
                }
            }
        }
    }

    async fn apply_input(
        &mut self,
        input: Input,
    ) -> Result<Result<Vec<Keyed>, Rejection>, RuntimeError> {
        let now = self.clock.now();
        let mut effects = match self.live.submit(input, now).await? {
            Ok(effects) => effects,
            Err(rejection) => return Ok(Err(rejection)),
        };
        effects.extend(self.live.run_computers(now).await?);
        Ok(Ok(effects))
    }

    /// Hands effects to the deliverer, with the names they need.
    fn deliver(&self, effects: Vec<Keyed>, reply: Option<Reply>) {
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
        if self.batches.send(batch).is_err() {
            tracing::error!(
                game = self.live.id(),
                "the deliverer stopped; effects kept for a restart"
            );
        }
    }
}

/// Sends one game's effects in order, recording each as delivered once
/// sent (or given up after repeated failures, so one blocked user cannot
/// stall the game). It takes every batch waiting at once before it
/// flushes, so a burst of presses costs one round of rate-limited sends
/// rather than one each.
struct Deliverer<S: Surface> {
    game: GameId,
    store: Store,
    surface: Arc<S>,
    clock: Clock,
}

impl<S: Surface> Deliverer<S> {
    async fn run(self, mut queued: mpsc::UnboundedReceiver<Batch>) {
        while let Some(first) = queued.recv().await {
            let mut batches = vec![first];
            while let Ok(more) = queued.try_recv() {
                batches.push(more);
            }
            let mut done = Vec::new();
            for batch in &batches {
                for (key, effect) in &batch.effects {
                    self.deliver_one(&batch.seats, *key, effect).await;
                    done.push(*key);
                }
            }
            self.surface.flush(self.game).await;
            let marked = self.store.mark_delivered(self.game, &done).await;
            if let Err(e) = &marked {
                // They will be sent again after a restart: at least once.
                tracing::error!(game = self.game, "cannot record deliveries: {e}");
            }
            for reply in batches.into_iter().filter_map(|b| b.reply) {
                let _ = reply.send(match &marked {
                    Ok(()) => Ok(Ok(())),
                    Err(e) => Err(RuntimeError::Stopped(e.to_string())),
                });
            }
        }
    }

    async fn deliver_one(&self, seats: &[SeatInfo], key: EffectKey, effect: &Effect) {
        for attempt in 1..=DELIVERY_TRIES {
            match self.surface.deliver(self.game, seats, effect).await {
                Ok(()) => return,
                Err(e) if e.retryable && attempt < DELIVERY_TRIES => {
                    self.clock.sleep(u64::from(attempt) * 500).await;
                }
                Err(e) => {
                    tracing::warn!(game = self.game, %key, "giving up on an effect: {e}");
                    return;
                }
            }
        }
    }
}

/// Converts an engine time to how long to wait from `now`.
pub(crate) fn until(now: Timestamp, at: Timestamp) -> std::time::Duration {
    std::time::Duration::from_millis(u64::try_from(at.0.saturating_sub(now.0)).unwrap_or(0))
}
