//! Hosting many games at once for a chat platform: one task per game that
//! applies inputs in order, lets the computer players answer, delivers the
//! effects through the platform and arms the phase deadline. After a
//! restart [`Host::resume_all`] rebuilds every unfinished game, sends what
//! was never delivered and re-arms each deadline from its stored absolute
//! time.
//!
//! One job a file: this one holds the [`Host`], its public API and the
//! running games; `ownership` shares a database with other processes
//! (leases, taking games over, the queue of inputs and relayed events);
//! `runner` is a game's task; `delivery` sends a game's effects and
//! records them as delivered.

mod delivery;
mod ownership;
mod runner;

pub use ownership::{Adopted, Ownership};

use crate::clock::Clock;
use crate::error::RuntimeError;
use crate::live::{Keyed, LiveGame};
use crate::record::GameRecord;
use delivery::{Outbox, StopDeliveries};
use narrator_engine::{Effect, Input, Rejection, SeatInfo, Timestamp};
use narrator_lock::LockExt;
use narrator_store::{EffectKey, GameId, Lease, Store};
use runner::Runner;
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};

/// The platform's progress on one effect: resolves once every message
/// the effect makes was accepted by the platform (or handled for good: held
/// for a player the bot cannot message). The host records the effect as
/// delivered then, and not before.
pub type Sending = Pin<Box<dyn Future<Output = Result<(), DeliveryError>> + Send>>;

/// A platform's way of sending an effect (a group post, a DM, a button).
pub trait Surface: Send + Sync + 'static {
    /// Queues one effect of `game` (`key` names it for good, also after a
    /// restart; `seats` names the players) and returns how it is getting
    /// on. Ordering is the host's job: effects of a game are queued one at
    /// a time, in order, and a surface keeps that order per chat.
    fn deliver(
        &self,
        game: GameId,
        seats: &[SeatInfo],
        key: EffectKey,
        effect: &Effect,
    ) -> impl Future<Output = Result<Sending, DeliveryError>> + Send;

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

    /// A chat event another process relayed to this one because this one
    /// runs `game` ([`Host::relay`]): a press, a private message or a
    /// command, as JSON its front wrote, handed over in order with the
    /// game's queued inputs. The front handles it outside the game's task
    /// and stores its answer under `id` for the process waiting for it.
    /// A surface that never relays gets none; one that does not handle
    /// them drops them.
    fn relayed(&self, game: GameId, id: i64, event_json: String) {
        let _ = event_json;
        tracing::warn!(
            game,
            id,
            "a relayed chat event, but nothing here handles them; dropped"
        );
    }
}

/// A failed delivery.
#[derive(Clone, Debug, Error)]
#[error("delivery failed: {detail}")]
pub struct DeliveryError {
    /// Whether the effect is still owed (the store failed, the bot is
    /// shutting down): it stays unrecorded and goes out again after a
    /// restart. `false`: the platform refused for good and nothing else
    /// can be done, so the effect counts as handled.
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

type ViewFn = Box<dyn FnOnce(&LiveGame) + Send>;

/// An input to apply.
struct Submit {
    input: Input,
    reply: Reply,
    /// Answer once the input is stored, before its effects go out.
    early: bool,
}

/// Turns a request (a button press) into an input by looking at the game,
/// or declines it (`None`); run inside the game's task, so nothing can
/// change between the look and the input.
type ResolveFn = Box<dyn FnOnce(&LiveGame) -> Option<Input> + Send>;

type ResolvedReply = oneshot::Sender<Option<Result<Result<(), Rejection>, RuntimeError>>>;

/// What a game's task is asked to do. The larger requests are boxed: a
/// game's channel keeps room for 32 of them from its start, which for ten
/// thousand idle games is memory better spent elsewhere.
enum Command {
    Submit(Box<Submit>),
    /// Boxed twice so that every command is one thin pointer: the
    /// channel's first block keeps room for 32 of them per game.
    View(Box<ViewFn>),
    Resolve(Box<(ResolveFn, ResolvedReply)>),
    /// Apply whatever other processes queued for the game.
    Drain,
}

/// Every running game of one platform.
pub struct Host<S: Surface> {
    store: Store,
    surface: Arc<S>,
    clock: Clock,
    games: Arc<Mutex<HashMap<GameId, mpsc::Sender<Command>>>>,
    /// The games' tasks, to stop with the host; each leaves when it ends.
    tasks: Arc<Mutex<TaskList>>,
    reminder_ms: Option<u64>,
    ownership: std::sync::OnceLock<Ownership>,
    /// The leases of the games this host runs (with an ownership).
    leases: Arc<Mutex<HashMap<GameId, Lease>>>,
    /// The outboxes of games resumed with effects still owed, until
    /// [`Host::owed_sent`] takes them to wait for them.
    owing: Mutex<Vec<Arc<Outbox>>>,
}

impl<S: Surface> Drop for Host<S> {
    /// The games stop with their host; the store keeps them for the next.
    fn drop(&mut self) {
        for (_, task) in self.tasks.lock_or_recover().drain() {
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
            tasks: Arc::default(),
            reminder_ms: None,
            ownership: std::sync::OnceLock::new(),
            leases: Arc::new(Mutex::new(HashMap::new())),
            owing: Mutex::default(),
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
        let claimed = match self.ownership.get() {
            Some(own) => Some(self.claim(surface_prefix, own).await?),
            None => None,
        };
        for game in self.store.load_unfinished_on(surface_prefix).await? {
            let id = game.id;
            let lease = match &claimed {
                None => None,
                Some(claimed) => match claimed.get(&id) {
                    Some(lease) => Some(lease.clone()),
                    // Another process runs it.
                    None => continue,
                },
            };
            let rebuilt = match game.loaded {
                Ok((stored, delivered)) => LiveGame::rebuild(&self.store, stored, &delivered).await,
                Err(e) => Err(e.into()),
            };
            match rebuilt {
                Ok((live, pending)) => {
                    let owes = !pending.is_empty();
                    let outbox = self.spawn_leased(live, pending, lease);
                    if owes {
                        self.owing.lock_or_recover().push(outbox);
                    }
                }
                Err(e) => {
                    tracing::error!(game = id, "cannot resume: {e}");
                    failures.push(e);
                }
            }
        }
        Ok(failures)
    }

    /// The host's clock reading (sped up in tests).
    pub fn now(&self) -> Timestamp {
        self.clock.now()
    }

    /// Opens a new game (an empty lobby) and runs it.
    pub async fn open(&self, record: GameRecord, surface: &str) -> Result<GameId, RuntimeError> {
        let live = LiveGame::create(&self.store, record, surface, self.clock.now()).await?;
        let id = live.id();
        let lease = match self.ownership.get() {
            None => None,
            Some(own) => Some(
                self.store
                    .acquire_lease(id, &own.owner, own.ttl)
                    .await?
                    .ok_or_else(|| {
                        RuntimeError::Stopped(format!("game {id} was taken at birth"))
                    })?,
            ),
        };
        self.spawn_leased(live, Vec::new(), lease);
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
            Command::Submit(Box::new(Submit {
                input,
                reply,
                early,
            })),
        )
        .await?;
        Ok(answer.await.map_err(|_| HostError::NoSuchGame(game))??)
    }

    /// Looks at a running game and submits the input `resolve` makes of
    /// what it sees, in one turn of the game's task (no input can come
    /// between the look and the submission). Answers once the input is
    /// accepted and stored, like [`Host::submit_accepted`]; `None` when
    /// `resolve` declined (it reports its own reason to its caller).
    pub async fn submit_resolved(
        &self,
        game: GameId,
        resolve: impl FnOnce(&LiveGame) -> Option<Input> + Send + 'static,
    ) -> Result<Option<Result<(), Rejection>>, HostError> {
        let (reply, answer) = oneshot::channel();
        let resolve: ResolveFn = Box::new(resolve);
        self.send(game, Command::Resolve(Box::new((resolve, reply))))
            .await?;
        match answer.await.map_err(|_| HostError::NoSuchGame(game))? {
            None => Ok(None),
            Some(outcome) => Ok(Some(outcome?)),
        }
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
        self.send(game, Command::View(Box::new(view))).await?;
        answer.await.map_err(|_| HostError::NoSuchGame(game))
    }

    /// A future that ends once every effect owed by the games resumed so
    /// far has gone out (or could not, and stays owed). It holds the games'
    /// outboxes, not the host, so it never keeps a stopped host alive. The
    /// chat front logs its end: an operator (or a test) then knows that a
    /// restart has said all it had to say again.
    pub fn owed_sent(&self) -> impl std::future::Future<Output = ()> + Send + 'static {
        let owing = std::mem::take(&mut *self.owing.lock_or_recover());
        async move {
            for outbox in owing {
                outbox.settled_all().await;
            }
        }
    }

    /// Ids of the running games.
    pub fn running(&self) -> Vec<GameId> {
        let games = self.games.lock_or_recover();
        let mut ids: Vec<GameId> = games.keys().copied().collect();
        ids.sort_unstable();
        ids
    }

    /// Whether `game` runs here (without listing every running game).
    pub fn is_running(&self, game: GameId) -> bool {
        let games = self.games.lock_or_recover();
        games.contains_key(&game)
    }

    /// The running games as a set, for checking many ids against it.
    fn running_set(&self) -> std::collections::HashSet<GameId> {
        let games = self.games.lock_or_recover();
        games.keys().copied().collect()
    }

    async fn send(&self, game: GameId, cmd: Command) -> Result<(), HostError> {
        let tx = {
            let games = self.games.lock_or_recover();
            games.get(&game).cloned()
        };
        let tx = tx.ok_or(HostError::NoSuchGame(game))?;
        tx.send(cmd).await.map_err(|_| HostError::NoSuchGame(game))
    }

    /// Runs `live` in a task of its own, `pending` going out first;
    /// returns the game's outbox.
    fn spawn_leased(
        &self,
        mut live: LiveGame,
        pending: Vec<Keyed>,
        lease: Option<Lease>,
    ) -> Arc<Outbox> {
        live.finish_once_delivered();
        if let Some(lease) = lease {
            live.fence(lease.epoch);
            self.leases.lock_or_recover().insert(live.id(), lease);
        }
        let (tx, rx) = mpsc::channel(64);
        let id = live.id();
        self.games.lock_or_recover().insert(id, tx);
        // Boxed: the task's future would otherwise hold the runner two or
        // three times over (moved into the task, then into `run`'s
        // arguments, then into its body), a few KiB per game.
        let runner = Box::new(Runner {
            live,
            store: self.store.clone(),
            surface: self.surface.clone(),
            clock: self.clock.clone(),
            reminder_ms: self.reminder_ms,
            reminded: None,
            outbox: Arc::new(Outbox::default()),
            lost: false,
        });
        // What was never delivered goes out first (queued here rather
        // than by the task, whose future stays smaller without it).
        runner.deliver(pending, None);
        // Stopped with its host (aborted), the game stops its deliveries
        // too; ended, it lets them finish.
        let outbox = runner.outbox.clone();
        let stop = StopDeliveries(Some(outbox.clone()));
        let games = self.games.clone();
        let tasks = self.tasks.clone();
        // Held until the task is listed, so that it cannot end and leave
        // the list before it is in it.
        let mut listed = self.tasks.lock_or_recover();
        let task = tokio::spawn(async move {
            if let Err(e) = runner.run(rx).await {
                tracing::error!(game = id, "game stopped: {e}");
            }
            stop.disarm();
            games.lock_or_recover().remove(&id);
            tasks.lock_or_recover().remove(&tokio::task::id());
        });
        listed.insert(task.id(), task.abort_handle());
        outbox
    }
}

/// Running tasks by id. Each task takes itself off when it ends, so the
/// list costs nothing per spawn (a list swept on each spawn made opening
/// or resuming `n` games O(n²): 0.9 s of a 1.9 s resume of ten thousand)
/// and holds no finished task (but one that panicked: a bug, logged).
type TaskList = HashMap<tokio::task::Id, tokio::task::AbortHandle>;

type Reply = oneshot::Sender<Result<Result<(), Rejection>, RuntimeError>>;

/// Converts an engine time to how long to wait from `now`.
pub(crate) fn until(now: Timestamp, at: Timestamp) -> std::time::Duration {
    std::time::Duration::from_millis(u64::try_from(at.0.saturating_sub(now.0)).unwrap_or(0))
}
