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
use narrator_lock::LockExt;
use narrator_store::{EffectKey, GameId, Lease, QueueEvent, Store, StoreError};
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

/// Tries per delivery before an effect is given up (and logged).
const DELIVERY_TRIES: u32 = 3;

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

/// How a host shares a database with other processes: the name it holds
/// its games' leases under, and for how long each lease lasts unless
/// renewed. Without it a host owns every game of its platform alone (one
/// process, the default).
#[derive(Clone, Debug)]
pub struct Ownership {
    /// Unique among the processes sharing the database.
    pub owner: String,
    /// A lease's life; the host renews each a few times within it.
    pub ttl: std::time::Duration,
}

impl Ownership {
    /// An owner named after this machine, this process and the moment it
    /// started: unique even when a process id is reused.
    pub fn for_this_process(ttl: std::time::Duration) -> Ownership {
        let host = std::env::var("HOSTNAME")
            .ok()
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "narrator".to_owned());
        Ownership {
            owner: format!("{host}:{}:{}", std::process::id(), crate::now().0),
            ttl,
        }
    }
}

/// Games this host holds the lease of, not running yet: see
/// [`Host::adopt`].
pub struct Adopted {
    games: Vec<(LiveGame, Vec<Keyed>, Lease)>,
}

impl Adopted {
    /// The games, to look at before they run (a front records where each
    /// plays).
    pub fn games(&self) -> impl Iterator<Item = &LiveGame> {
        self.games.iter().map(|(live, _, _)| live)
    }

    /// Whether nothing was adopted.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }
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

    /// Shares the database with other processes: this host runs only the
    /// games it holds a lease on (see [`Ownership`]), keeps them with
    /// [`Host::tend`] and takes over the games of a process that stopped
    /// renewing with [`Host::adopt`].
    pub fn with_ownership(self, ownership: Ownership) -> Host<S> {
        self.share(ownership);
        self
    }

    /// [`Host::with_ownership`] for a host already shared; call it before
    /// any game opens or resumes. A second call changes nothing.
    pub fn share(&self, ownership: Ownership) {
        if self.ownership.set(ownership).is_err() {
            tracing::warn!("the host's ownership was set already; kept");
        }
    }

    /// How this host shares the database, if it does.
    pub fn ownership(&self) -> Option<&Ownership> {
        self.ownership.get()
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

    /// Takes the leases of the unfinished games on `surface_prefix` that
    /// nobody holds (their process stopped renewing, or released them),
    /// and rebuilds those games. They run once handed to [`Host::run`];
    /// in between, the caller may look at them. A game that cannot be
    /// rebuilt is logged and its lease kept, so no other process trips on
    /// it in a loop either.
    pub async fn adopt(&self, surface_prefix: &str) -> Result<Adopted, RuntimeError> {
        let mut games = Vec::new();
        let Some(own) = self.ownership.get() else {
            return Ok(Adopted { games });
        };
        let running = self.running_set();
        for (id, lease) in self.claim(surface_prefix, own).await? {
            if running.contains(&id) {
                continue;
            }
            match LiveGame::load(&self.store, id).await {
                Ok((live, pending)) => games.push((live, pending, lease)),
                Err(e) => {
                    tracing::error!(game = id, "cannot take over: {e}");
                    self.leases.lock_or_recover().insert(id, lease);
                }
            }
        }
        Ok(Adopted { games })
    }

    /// Runs games taken with [`Host::adopt`].
    pub fn run(&self, adopted: Adopted) {
        for (live, pending, lease) in adopted.games {
            tracing::info!(game = live.id(), epoch = lease.epoch, "took the game over");
            self.spawn_leased(live, pending, Some(lease));
        }
    }

    /// The leases this host may take now on `surface_prefix`, taken.
    async fn claim(
        &self,
        surface_prefix: &str,
        own: &Ownership,
    ) -> Result<HashMap<GameId, Lease>, RuntimeError> {
        // One statement for all of them: a round trip per game took most
        // of a restart on PostgreSQL.
        Ok(self
            .store
            .acquire_free_leases(surface_prefix, &own.owner, own.ttl)
            .await?
            .into_iter()
            .map(|lease| (lease.game, lease))
            .collect())
    }

    /// Keeps this host's games: renews their leases, and stops a game
    /// whose lease another process took meanwhile (this one was cut off
    /// too long): its new owner runs it now. Call it several times per
    /// lease life ([`Ownership::ttl`]); answers the games given up.
    pub async fn tend(&self) -> Vec<GameId> {
        let Some(own) = self.ownership.get() else {
            return Vec::new();
        };
        let held: Vec<Lease> = {
            let leases = self.leases.lock_or_recover();
            leases.values().cloned().collect()
        };
        let running = self.running_set();
        let mut lost = Vec::new();
        for lease in held {
            let id = lease.game;
            if !running.contains(&id) {
                // Finished (or stopped): nothing to keep.
                self.leases.lock_or_recover().remove(&id);
                continue;
            }
            match self.store.renew_lease(&lease, own.ttl).await {
                Ok(renewed) => {
                    self.leases.lock_or_recover().insert(id, renewed);
                }
                Err(StoreError::LeaseLost { .. }) => {
                    tracing::warn!(
                        game = id,
                        "another process took the game over; it stops here"
                    );
                    self.stop(id);
                    lost.push(id);
                }
                Err(e) => tracing::error!(game = id, "cannot renew the game's lease: {e}"),
            }
        }
        lost
    }

    /// Applies, in each owned game, the inputs other processes queued for
    /// it, as they are announced, until the store closes. On a lost
    /// announcement every game looks at its queue.
    pub async fn serve_queue(&self) -> Result<(), RuntimeError> {
        let mut heard = self.store.queue_notifications().await?;
        // Inputs queued before this listened.
        self.drain(self.running()).await;
        loop {
            match heard.next().await {
                Ok(QueueEvent::Queued(game)) => self.drain(vec![game]).await,
                Ok(QueueEvent::Missed) => self.drain(self.running()).await,
                Err(StoreError::Closed) => return Ok(()),
                Err(e) => {
                    tracing::warn!("queue announcements failed, listening again: {e}");
                    self.clock.sleep(1000).await;
                    self.drain(self.running()).await;
                }
            }
        }
    }

    async fn drain(&self, games: Vec<GameId>) {
        for game in games {
            // Not ours (or over): its owner drains it.
            let _ = self.send(game, Command::Drain).await;
        }
    }

    /// Hands an input to the process that runs `game`, through the
    /// database, when this host does not run it; the owner applies it in
    /// order with its own inputs. Nobody hears the outcome: the owner's
    /// effects tell.
    pub async fn forward(&self, game: GameId, input: &Input) -> Result<(), RuntimeError> {
        let json = serde_json::to_string(input)?;
        self.store
            .enqueue_input(game, json, self.clock.now().0)
            .await?;
        Ok(())
    }

    /// Hands a chat event (as JSON a front reads) for `game` to the process
    /// that runs it, through the database, in order with the game's queued
    /// inputs; that process's surface gets it ([`Surface::relayed`]).
    /// Answers the event's queue id, which names the owner's answer
    /// ([`Store::take_relay_answer`]).
    pub async fn relay(&self, game: GameId, event_json: String) -> Result<i64, RuntimeError> {
        Ok(self
            .store
            .relay(game, event_json, self.clock.now().0)
            .await?)
    }

    /// Stops every game and gives up their leases, so other processes take
    /// them over at once rather than after the leases expire.
    pub async fn release_all(&self) {
        let ids = self.running();
        for id in &ids {
            self.stop(*id);
        }
        let held: Vec<Lease> = {
            let mut leases = self.leases.lock_or_recover();
            leases.drain().map(|(_, l)| l).collect()
        };
        for lease in held {
            if let Err(e) = self.store.release_lease(&lease).await {
                tracing::warn!(game = lease.game, "cannot release the game's lease: {e}");
            }
        }
    }

    /// Stops running a game here (its task ends at its next turn).
    fn stop(&self, game: GameId) {
        self.games.lock_or_recover().remove(&game);
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
    store: Store,
    surface: Arc<S>,
    clock: Clock,
    reminder_ms: Option<u64>,
    /// The deadline whose reminder is done (sent, or skipped as late).
    reminded: Option<Timestamp>,
    /// To the game's deliveries: inputs go on being applied while
    /// earlier effects wait for the platform's rate limits.
    outbox: Arc<Outbox>,
    /// Another process took the game over: this task stops.
    lost: bool,
}

impl<S: Surface> Runner<S> {
    async fn run(mut self: Box<Self>, mut rx: mpsc::Receiver<Command>) -> Result<(), RuntimeError> {
        // Decisions lost in a crash are made again now.
        let now = self.clock.now();
        // Every long step of this task is boxed: the task's own future
        // stays small while it waits, which is most of a game's life.
        let effects = Box::pin(self.live.run_computers(now)).await?;
        self.deliver(effects, None);
        if self.live.epoch().is_some() {
            // Inputs queued while nobody ran the game.
            Box::pin(self.drain()).await;
        }
        while !self.live.table().is_over() && !self.lost {
            let deadline = self.live.table().deadline();
            // A lobby's deadline closes it; only phases get a reminder.
            let remind_at = if self.live.table().started() {
                self.reminder_due(deadline)
            } else {
                None
            };
            tokio::select! {
                _ = self.clock.sleep_until(remind_at) => {
                    if let (Some(ends), Some(ms)) = (deadline, self.reminder_ms) {
                        self.reminded = Some(ends);
                        let seats = self.live.table().seats().to_vec();
                        Box::pin(self.surface.remind(self.live.id(), &seats, ends, ms)).await;
                    }
                }
                cmd = rx.recv() => match cmd {
                    None => return Ok(()),
                    Some(cmd) => Box::pin(self.obey(cmd)).await,
                },
                _ = self.clock.sleep_until(deadline) => {
                    Box::pin(self.apply(Input::Tick, None, None)).await;
                }
            }
        }
        if !self.lost && self.live.table().is_over() {
            Box::pin(self.finish_once_delivered(rx)).await;
        }
        Ok(())
    }

    /// Does what the game is asked.
    async fn obey(&mut self, cmd: Command) {
        match cmd {
            Command::View(f) => f(&self.live),
            Command::Drain => Box::pin(self.drain()).await,
            Command::Resolve(resolving) => {
                let (resolve, reply) = *resolving;
                let Some(input) = resolve(&self.live) else {
                    let _ = reply.send(None);
                    return;
                };
                let (accepted, outcome) = oneshot::channel();
                Box::pin(self.apply(input, Some(accepted), None)).await;
                // Told before `apply` returned (an early reply).
                if let Ok(outcome) = outcome.await {
                    let _ = reply.send(Some(outcome));
                }
            }
            Command::Submit(submit) => {
                let Submit {
                    input,
                    reply,
                    early,
                } = *submit;
                // An early reply hears the outcome once the input is
                // stored; a late one once its effects went out.
                let (accepted, delivered) = if early {
                    (Some(reply), None)
                } else {
                    (None, Some(reply))
                };
                Box::pin(self.apply(input, accepted, delivered)).await;
            }
        }
    }

    /// Stores the game's result once every effect went out: a process that
    /// dies before leaves the game unfinished, so whoever resumes it or
    /// takes it over sends what was still owed (the end above all) and
    /// finishes it then.
    ///
    /// Meanwhile (a group's rate limit may hold the end for many seconds)
    /// the game still answers what reaches it, here or relayed by other
    /// processes: the engine refuses every input to an ended game, so a
    /// press that arrives just as the game ends hears that it is over,
    /// rather than being passed on to a queue nobody takes any more.
    async fn finish_once_delivered(&mut self, mut rx: mpsc::Receiver<Command>) {
        let outbox = self.outbox.clone();
        let settled = outbox.settled_all();
        tokio::pin!(settled);
        let mut open = true;
        loop {
            tokio::select! {
                () = &mut settled => break,
                cmd = rx.recv(), if open => match cmd {
                    Some(cmd) => Box::pin(self.obey(cmd)).await,
                    None => open = false,
                },
            }
        }
        // Events queued while the last sends went out, whose announcement
        // may not have come yet; finishing removes whatever is queued
        // after this, and its relayer hears that the game is over. What is
        // asked of the game meanwhile waits in `rx` until the game is
        // finished, and is then refused as for any finished game (an
        // input forwarded to the queue is refused once finished).
        Box::pin(self.drain()).await;
        if self.lost {
            return;
        }
        if self.outbox.queue().owed {
            tracing::warn!(
                game = self.live.id(),
                "the game ended but some of its effects are owed; it is finished once they went out, after a restart"
            );
            return;
        }
        if let Err(e) = self.live.finish(self.clock.now()).await {
            tracing::error!(game = self.live.id(), "cannot store the game's result: {e}");
        }
        drop(rx);
    }

    /// Applies the inputs other processes queued for the game, in order.
    async fn drain(&mut self) {
        let Some(epoch) = self.live.epoch() else {
            return;
        };
        let id = self.live.id();
        let done = self.live.queue_done();
        let queued = match self.store.take_queued(id, epoch, done).await {
            Ok(queued) => queued,
            Err(StoreError::LeaseLost { .. }) => {
                self.lost = true;
                return;
            }
            Err(e) => {
                tracing::error!(game = id, "cannot take the game's queued inputs: {e}");
                return;
            }
        };
        let over = self.live.table().is_over();
        for q in queued {
            if q.relayed {
                self.surface.relayed(id, q.id, q.input_json);
                continue;
            }
            if over {
                // Nothing applies to an ended game; finishing it removes
                // the input from the queue.
                tracing::info!(
                    game = id,
                    queued = q.id,
                    "an input queued for an ended game is dropped"
                );
                continue;
            }
            // The store returns only the inputs after `done`.
            match serde_json::from_str::<Input>(&q.input_json) {
                Ok(input) => self.apply_from(input, Some(q.id), None, None).await,
                // Queued by a newer version that speaks otherwise: dropped
                // rather than stopping the game.
                Err(e) => tracing::error!(
                    game = id,
                    queued = q.id,
                    "a queued input does not parse: {e}"
                ),
            }
            if self.lost {
                return;
            }
        }
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
        self.apply_from(input, None, accepted, delivered).await;
    }

    /// [`Runner::apply`] for an input from the game's queue (`queued`, its
    /// id there) or not.
    async fn apply_from(
        &mut self,
        input: Input,
        queued: Option<i64>,
        accepted: Option<Reply>,
        delivered: Option<Reply>,
    ) {
        let outcome = self.apply_input(input, queued).await;
        let answer = match &outcome {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(r)) => Err(Some(r.clone())),
            Err(RuntimeError::Store(StoreError::LeaseLost { .. })) => {
                tracing::warn!(
                    game = self.live.id(),
                    "another process took the game over; it stops here"
                );
                self.lost = true;
                Err(None)
            }
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
        queued: Option<i64>,
    ) -> Result<Result<Vec<Keyed>, Rejection>, RuntimeError> {
        let now = self.clock.now();
        let submitted = match queued {
            Some(id) => self.live.submit_queued(input, id, now).await?,
            None => self.live.submit(input, now).await?,
        };
        let mut effects = match submitted {
            Ok(effects) => effects,
            Err(rejection) => return Ok(Err(rejection)),
        };
        effects.extend(self.live.run_computers(now).await?);
        Ok(Ok(effects))
    }

    /// Hands effects to the game's delivery, with the names they need,
    /// and starts one if none is under way.
    fn deliver(&self, effects: Vec<Keyed>, reply: Option<Reply>) {
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
struct Outbox {
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
    fn queue(&self) -> std::sync::MutexGuard<'_, Queue> {
        self.queue.lock_or_recover()
    }

    /// Waits until no batch handed over is left unsettled.
    async fn settled_all(&self) {
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
struct Queue {
    batches: std::collections::VecDeque<Box<Batch>>,
    /// A [`Deliverer`] takes the batches; a new one starts only once the
    /// last has queued everything, which keeps a game's effects in order.
    busy: bool,
    /// Batches handed over whose sends are not all settled yet (an ended
    /// game is finished once none is left).
    unsettled: usize,
    /// Whether an effect could not be delivered or recorded: it goes out
    /// after a restart, so the game must not be finished before.
    owed: bool,
}

/// Closes a game's [`Outbox::stopped`] when dropped armed: the game's
/// task was aborted (its host is gone).
struct StopDeliveries(Option<Arc<Outbox>>);

impl StopDeliveries {
    fn disarm(mut self) {
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
    owed: bool,
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

/// Converts an engine time to how long to wait from `now`.
pub(crate) fn until(now: Timestamp, at: Timestamp) -> std::time::Duration {
    std::time::Duration::from_millis(u64::try_from(at.0.saturating_sub(now.0)).unwrap_or(0))
}
