//! A send queue that keeps a bot within a chat platform's rate limits:
//! a minimum interval per chat, a cap per group chat per minute, a global
//! cap per second, and the platform's own "retry after" answers. Messages
//! that pile up for a chat while it waits are joined into one send rather
//! than dropped, so a burst of announcements costs one rate slot.
//!
//! The windows are kept on the safe side of the platform's clock: a send
//! counts from the moment it leaves until a window after its answer came
//! back (the platform received it somewhere in between), so however the
//! network delays requests, no window on the platform's side can see more
//! than the limit, and a burst of any size draws no 429.
//!
//! A send that fails for a reason that may pass (a 5xx, a timeout, a
//! dropped connection) is tried again with backoff, in its place in its
//! chat's order; only a refusal ends the attempts.

use std::collections::{HashMap, VecDeque};
use std::future::Future;
use std::hash::Hash;
use std::sync::Arc;
use std::time::Duration;
use thiserror::Error;
use tokio::sync::{mpsc, oneshot};
use tokio::time::Instant;

/// The limits to keep.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Least time between two sends to one chat.
    pub per_chat_interval: Duration,
    /// Most sends to one group chat in any minute.
    pub per_group_per_minute: usize,
    /// Most sends in any second, all chats together.
    pub global_per_second: usize,
    /// Longest text of one send; a batch is cut before it.
    pub max_len: usize,
    /// Added to every window, for clocks that disagree a little.
    pub slack: Duration,
    /// A send with no answer after this long counts as failed (and is
    /// tried again): a connection can hang without an error.
    pub send_timeout: Duration,
    /// Longest wait between two tries of a failing send; the wait starts
    /// at half a second and doubles up to this.
    pub max_backoff: Duration,
}

impl Limits {
    /// Telegram's published limits.
    pub fn telegram() -> Limits {
        Limits {
            per_chat_interval: Duration::from_secs(1),
            per_group_per_minute: 20,
            global_per_second: 30,
            max_len: 4096,
            slack: Duration::from_millis(50),
            send_timeout: Duration::from_secs(20),
            max_backoff: Duration::from_secs(30),
        }
    }

    /// Discord's: 50 requests a second in all; per channel, the route's
    /// bucket (5 messages per 5 s), which the transport reads from the
    /// response headers and answers as "retry after" when it is empty,
    /// so a short pause here only gives a burst the chance to be joined.
    pub fn discord() -> Limits {
        Limits {
            per_chat_interval: Duration::from_millis(200),
            per_group_per_minute: 10_000,
            global_per_second: 50,
            // An embed's description.
            max_len: 4096,
            slack: Duration::from_millis(50),
            send_timeout: Duration::from_secs(20),
            max_backoff: Duration::from_secs(30),
        }
    }
}

/// What a platform said to a send.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SendError {
    /// Too many requests: try again after this long (HTTP 429). The
    /// queue does; its waiters never hear this.
    #[error("rate limited; retry after {0:?}")]
    RetryAfter(Duration),
    /// A failure that may pass (a 5xx, a timeout, a dropped connection).
    /// The queue tries again with backoff; its waiters never hear this.
    #[error("send failed for now: {0}")]
    Transient(String),
    /// The platform refused for good (the user blocked the bot, the
    /// request is wrong): trying again cannot help.
    #[error("send refused: {0}")]
    Refused(String),
    /// The queue stopped before the send went out (the bot is shutting
    /// down); it was not delivered.
    #[error("the send queue has stopped")]
    Stopped,
}

/// A platform's raw send.
pub trait Transport: Send + Sync + 'static {
    /// A chat's address.
    type Chat: Clone + Eq + Hash + Send + Sync + std::fmt::Debug + 'static;
    /// What makes a send more than a text (a keyboard, the message to
    /// edit). Such sends are never joined with others.
    type Extra: Send + Sync + 'static;
    /// What a send returns (the posted message's id).
    type Sent: Clone + Send + 'static;
    /// Whether a chat is a group (group chats have the per-minute cap).
    fn is_group(&self, chat: &Self::Chat) -> bool;
    /// Whether a queued `older` send is made pointless by a `newer` one
    /// to the same chat (two edits of one message: only the last text
    /// matters). The newer takes the older's place and both waiters hear
    /// its result, so a burst of edits costs one rate slot.
    fn supersedes(&self, newer: &Self::Extra, older: &Self::Extra) -> bool {
        let _ = (newer, older);
        false
    }
    /// Sends one text, with its extra if any. `key`, when given, is the
    /// same for every try of the same send (also after a restart), so a
    /// platform that deduplicates requests (Discord's message nonce) can
    /// tell a retry from a new message.
    fn send(
        &self,
        chat: &Self::Chat,
        text: &str,
        extra: Option<&Self::Extra>,
        key: Option<&str>,
    ) -> impl Future<Output = Result<Self::Sent, SendError>> + Send;
}

/// Chats remembered before idle ones are forgotten.
const IDLE_CHATS_KEPT: usize = 1024;

type Done<T> = oneshot::Sender<Result<<T as Transport>::Sent, SendError>>;

struct Job<T: Transport> {
    chat: T::Chat,
    post: Post<T>,
}

struct Post<T: Transport> {
    text: String,
    extra: Option<T::Extra>,
    /// The send's idempotency key (see [`Transport::send`]).
    key: Option<String>,
    /// Everyone waiting for this send (more than one when it superseded
    /// older sends).
    done: Vec<Done<T>>,
}

/// The queue; cheap to clone.
pub struct SendQueue<T: Transport> {
    jobs: mpsc::UnboundedSender<Job<T>>,
}

impl<T: Transport> Clone for SendQueue<T> {
    fn clone(&self) -> Self {
        SendQueue {
            jobs: self.jobs.clone(),
        }
    }
}

impl<T: Transport> SendQueue<T> {
    /// Starts the queue's task.
    pub fn start(transport: Arc<T>, limits: Limits) -> SendQueue<T> {
        let (tx, rx) = mpsc::unbounded_channel();
        tokio::spawn(Scheduler::new(transport, limits).run(rx));
        SendQueue { jobs: tx }
    }

    /// Sends `text` to `chat` within the limits; returns once it was sent
    /// (possibly joined with others) or refused for good.
    pub async fn send(&self, chat: T::Chat, text: String) -> Result<T::Sent, SendError> {
        self.enqueue(chat, text, None, None).await
    }

    /// Sends `text` with `extra` (a keyboard, an edit) alone, in its turn
    /// among the chat's other sends.
    pub async fn send_with(
        &self,
        chat: T::Chat,
        text: String,
        extra: T::Extra,
    ) -> Result<T::Sent, SendError> {
        self.enqueue(chat, text, Some(extra), None).await
    }

    /// Queues `text` for `chat` now, in order with everything queued
    /// before; the returned future says when it went out. Queueing many
    /// texts before awaiting any lets the queue join them. `key` is the
    /// send's idempotency key (see [`Transport::send`]); texts joined into
    /// one send carry all their keys.
    pub fn queue(
        &self,
        chat: T::Chat,
        text: String,
        key: Option<String>,
    ) -> impl Future<Output = Result<T::Sent, SendError>> + Send + 'static {
        self.enqueue(chat, text, None, key)
    }

    /// Like [`SendQueue::queue`], with an extra (an edit, a keyboard).
    pub fn queue_with(
        &self,
        chat: T::Chat,
        text: String,
        extra: T::Extra,
        key: Option<String>,
    ) -> impl Future<Output = Result<T::Sent, SendError>> + Send + 'static {
        self.enqueue(chat, text, Some(extra), key)
    }

    fn enqueue(
        &self,
        chat: T::Chat,
        text: String,
        extra: Option<T::Extra>,
        key: Option<String>,
    ) -> impl Future<Output = Result<T::Sent, SendError>> + Send + 'static {
        let (done, result) = oneshot::channel();
        let queued = self.jobs.send(Job {
            chat,
            post: Post {
                text,
                extra,
                key,
                done: vec![done],
            },
        });
        async move {
            queued.map_err(|_| SendError::Stopped)?;
            result.await.unwrap_or(Err(SendError::Stopped))
        }
    }
}

struct ChatState<T: Transport> {
    pending: VecDeque<Post<T>>,
    /// Not before this: the per-chat interval after the last answer, a
    /// "retry after", or a backoff.
    next_allowed: Instant,
    /// When the platform answered this chat's recent sends.
    recent: VecDeque<Instant>,
    /// A send to this chat is on its way; the next waits for its answer,
    /// so a chat's sends stay in order.
    in_flight: bool,
    /// Failed tries of the send at the front, for its backoff.
    failures: u32,
}

/// A finished send: its chat, its waiters and what the platform said.
type Sent<T> = (
    <T as Transport>::Chat,
    Vec<Post<T>>,
    Result<<T as Transport>::Sent, SendError>,
);

struct Scheduler<T: Transport> {
    transport: Arc<T>,
    limits: Limits,
    chats: HashMap<T::Chat, ChatState<T>>,
    /// Chats in the order they first had something to send, so no chat
    /// starves behind a busy one.
    order: VecDeque<T::Chat>,
    /// When the platform answered recent sends, all chats together.
    global: VecDeque<Instant>,
    /// Sends on their way, several chats at once: a platform's answer
    /// takes a round trip, and one send at a time would cap the rate far
    /// below the limits.
    in_flight: tokio::task::JoinSet<Sent<T>>,
    /// Which chat each send in flight is for, should one fail outright.
    flying: HashMap<tokio::task::Id, T::Chat>,
}

impl<T: Transport> Scheduler<T> {
    fn new(transport: Arc<T>, limits: Limits) -> Self {
        Scheduler {
            transport,
            limits,
            chats: HashMap::new(),
            order: VecDeque::new(),
            global: VecDeque::new(),
            in_flight: tokio::task::JoinSet::new(),
            flying: HashMap::new(),
        }
    }

    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<Job<T>>) {
        loop {
            let wake = self.next_wake();
            tokio::select! {
                job = rx.recv() => match job {
                    Some(job) => self.enqueue(job),
                    None => return self.drain_closed().await,
                },
                Some(sent) = self.in_flight.join_next_with_id(), if !self.in_flight.is_empty() => {
                    self.finished(sent);
                }
                _ = sleep_until(wake) => self.send_due(),
            }
        }
    }

    /// The channel closed: finish what is left, then stop.
    async fn drain_closed(&mut self) {
        while !self.order.is_empty() || !self.in_flight.is_empty() {
            let wake = self.next_wake();
            tokio::select! {
                Some(sent) = self.in_flight.join_next_with_id(), if !self.in_flight.is_empty() => {
                    self.finished(sent);
                }
                _ = sleep_until(wake) => self.send_due(),
            }
        }
    }

    fn enqueue(&mut self, mut job: Job<T>) {
        let transport = self.transport.clone();
        let state = self
            .chats
            .entry(job.chat.clone())
            .or_insert_with(|| ChatState {
                pending: VecDeque::new(),
                next_allowed: Instant::now(),
                recent: VecDeque::new(),
                in_flight: false,
                failures: 0,
            });
        if state.pending.is_empty() && !state.in_flight {
            self.order.push_back(job.chat.clone());
        }
        let superseded = job.post.extra.as_ref().and_then(|newer| {
            state.pending.iter().position(|p| {
                p.extra
                    .as_ref()
                    .is_some_and(|older| transport.supersedes(newer, older))
            })
        });
        match superseded.and_then(|i| state.pending.get_mut(i)) {
            Some(older) => {
                job.post.done.append(&mut older.done);
                // The older send's key stays: if it is in flight already
                // the platform may have it, and the newer send is a new one.
                *older = job.post;
            }
            None => state.pending.push_back(job.post),
        }
    }

    /// When the first waiting chat may send; `None` while nothing waits,
    /// or while every slot is taken by sends in flight (their answers
    /// wake the scheduler).
    fn next_wake(&self) -> Option<Instant> {
        let now = Instant::now();
        let global = self.global_free_at(now)?;
        self.order
            .iter()
            .filter_map(|c| self.chats.get(c).and_then(|s| self.chat_free_at(c, s, now)))
            .min()
            .map(|t| t.max(global))
    }

    fn global_free_at(&self, now: Instant) -> Option<Instant> {
        free_at(
            now,
            &self.global,
            self.in_flight.len(),
            self.limits.global_per_second,
            Duration::from_secs(1) + self.limits.slack,
        )
    }

    fn chat_free_at(&self, chat: &T::Chat, s: &ChatState<T>, now: Instant) -> Option<Instant> {
        let mut t = s.next_allowed.max(now);
        if self.transport.is_group(chat) {
            t = t.max(free_at(
                now,
                &s.recent,
                usize::from(s.in_flight),
                self.limits.per_group_per_minute,
                Duration::from_secs(60) + self.limits.slack,
            )?);
        }
        Some(t)
    }

    fn send_due(&mut self) {
        let now = Instant::now();
        if self.global_free_at(now).is_none_or(|t| t > now) {
            return;
        }
        let Some(pos) = self.order.iter().position(|c| {
            self.chats
                .get(c)
                .and_then(|s| self.chat_free_at(c, s, now))
                .is_some_and(|t| t <= now)
        }) else {
            return;
        };
        let Some(chat) = self.order.remove(pos) else {
            return;
        };
        let Some(state) = self.chats.get_mut(&chat) else {
            return;
        };
        // Join what waits for this chat, up to the length limit; a send
        // with an extra goes alone.
        let mut text = String::new();
        let mut waiters: Vec<Post<T>> = Vec::new();
        while let Some(next) = state.pending.front() {
            let joined = if text.is_empty() {
                next.text.len()
            } else {
                text.len() + 2 + next.text.len()
            };
            let alone = next.extra.is_some() || waiters.iter().any(|w| w.extra.is_some());
            if !waiters.is_empty() && (alone || joined > self.limits.max_len) {
                break;
            }
            let Some(post) = state.pending.pop_front() else {
                break;
            };
            if !text.is_empty() {
                text.push_str("\n\n");
            }
            text.push_str(&post.text);
            waiters.push(post);
        }
        state.in_flight = true;
        let key = joined_key(&waiters);
        let transport = self.transport.clone();
        let timeout = self.limits.send_timeout;
        let for_chat = chat.clone();
        let task = self.in_flight.spawn(async move {
            let extra = waiters.first().and_then(|w| w.extra.as_ref());
            let send = transport.send(&chat, &text, extra, key.as_deref());
            let result = match tokio::time::timeout(timeout, send).await {
                Ok(result) => result,
                Err(_) => Err(SendError::Transient(format!(
                    "no answer within {} s",
                    timeout.as_secs_f32()
                ))),
            };
            (chat, waiters, result)
        });
        self.flying.insert(task.id(), for_chat);
    }

    /// A send came back: its waiters hear the result; on "retry after" or
    /// a failure that may pass, the batch goes back to the front of its
    /// chat's queue and waits.
    fn finished(&mut self, sent: Result<(tokio::task::Id, Sent<T>), tokio::task::JoinError>) {
        let now = Instant::now();
        // Whatever the answer, the platform may have counted the send.
        self.global.push_back(now);
        trim(
            &mut self.global,
            now,
            Duration::from_secs(1) + self.limits.slack,
        );
        let (chat, waiters, result) = match sent {
            Ok((id, sent)) => {
                self.flying.remove(&id);
                sent
            }
            // A transport that panicked: its waiters hear that the send
            // failed (their senders went with the task); the chat goes on.
            Err(e) => {
                tracing::error!("a send panicked: {e}");
                if let Some(chat) = self.flying.remove(&e.id())
                    && let Some(state) = self.chats.get_mut(&chat)
                {
                    state.in_flight = false;
                    state.next_allowed = now + self.limits.per_chat_interval + self.limits.slack;
                    if !state.pending.is_empty() {
                        self.order.push_back(chat);
                    }
                }
                return;
            }
        };
        let Some(state) = self.chats.get_mut(&chat) else {
            return;
        };
        state.in_flight = false;
        state.recent.push_back(now);
        trim(
            &mut state.recent,
            now,
            Duration::from_secs(60) + self.limits.slack,
        );
        state.next_allowed = now + self.limits.per_chat_interval + self.limits.slack;
        let wait = match &result {
            Err(SendError::RetryAfter(wait)) => Some(*wait),
            Err(SendError::Transient(why)) => {
                state.failures = state.failures.saturating_add(1);
                let wait = backoff(state.failures, self.limits.max_backoff);
                tracing::warn!(
                    ?chat,
                    tries = state.failures,
                    ?wait,
                    "a send failed; trying again: {why}"
                );
                Some(wait)
            }
            _ => None,
        };
        match wait {
            Some(wait) => {
                // Put the batch back, in order, and respect the wait.
                for w in waiters.into_iter().rev() {
                    state.pending.push_front(w);
                }
                state.next_allowed = state.next_allowed.max(now + wait);
            }
            None => {
                state.failures = 0;
                for done in waiters.into_iter().flat_map(|w| w.done) {
                    let _ = done.send(result.clone());
                }
            }
        }
        if !state.pending.is_empty() {
            self.order.push_back(chat);
        }
        // Forget chats that are idle past every window; a busy bot talks
        // to many chats over a day.
        if self.chats.len() > IDLE_CHATS_KEPT {
            self.chats.retain(|_, s| {
                !s.pending.is_empty()
                    || s.in_flight
                    || s.next_allowed > now
                    || s.recent
                        .back()
                        .is_some_and(|t| now.duration_since(*t) < Duration::from_secs(60))
            });
        }
    }
}

/// The key of a send that carries `waiters`: all their keys, so a retry
/// after a restart that joins the same texts is known as the same send,
/// and one that joins others is not.
fn joined_key<T: Transport>(waiters: &[Post<T>]) -> Option<String> {
    let keys: Vec<&str> = waiters.iter().filter_map(|w| w.key.as_deref()).collect();
    (!keys.is_empty()).then(|| keys.join("+"))
}

/// How long to wait before the next try after `failures` failed ones.
fn backoff(failures: u32, max: Duration) -> Duration {
    let base = Duration::from_millis(500);
    base.saturating_mul(1u32 << failures.saturating_sub(1).min(16))
        .min(max)
}

/// When a window that allows `cap` sends per `window` has room again,
/// with `busy` sends still on their way (each may land at any moment):
/// `now` when it has room now, `None` while sends in flight alone fill
/// it. Every check in one pass uses the same `now`, or a later reading of
/// the clock would make a free chat look busy and the scheduler spin.
fn free_at(
    now: Instant,
    answered: &VecDeque<Instant>,
    busy: usize,
    cap: usize,
    window: Duration,
) -> Option<Instant> {
    let room = cap.max(1).checked_sub(busy).filter(|r| *r > 0)?;
    let live: Vec<&Instant> = answered
        .iter()
        .filter(|t| now.duration_since(**t) < window)
        .collect();
    if live.len() < room {
        Some(now)
    } else {
        Some(*live[live.len() - room] + window)
    }
}

fn trim(events: &mut VecDeque<Instant>, now: Instant, window: Duration) {
    while events
        .front()
        .is_some_and(|t| now.duration_since(*t) >= window)
    {
        events.pop_front();
    }
}

async fn sleep_until(at: Option<Instant>) {
    match at {
        Some(at) => tokio::time::sleep_until(at).await,
        None => std::future::pending().await,
    }
}
