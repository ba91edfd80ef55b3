//! A send queue that keeps a bot within a chat platform's rate limits:
//! a minimum interval per chat, a cap per group chat per minute, a global
//! cap per second, and the platform's own "retry after" answers. Messages
//! that pile up for a chat while it waits are joined into one send rather
//! than dropped, so a burst of announcements costs one rate slot.

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
    /// Added to every window: sends take varying time to arrive, so two
    /// sends exactly a window apart may land closer together on the
    /// platform's side.
    pub slack: Duration,
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
        }
    }
}

/// What a platform said to a send.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum SendError {
    /// Too many requests: try again after this long (HTTP 429).
    #[error("rate limited; retry after {0:?}")]
    RetryAfter(Duration),
    /// Any other failure; not retried here.
    #[error("send failed: {0}")]
    Failed(String),
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
    /// Sends one text, with its extra if any.
    fn send(
        &self,
        chat: &Self::Chat,
        text: &str,
        extra: Option<&Self::Extra>,
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
    /// (possibly joined with others) or failed for good.
    pub async fn send(&self, chat: T::Chat, text: String) -> Result<T::Sent, SendError> {
        self.post(chat, text, None).await
    }

    /// Sends `text` with `extra` (a keyboard, an edit) alone, in its turn
    /// among the chat's other sends.
    pub async fn send_with(
        &self,
        chat: T::Chat,
        text: String,
        extra: T::Extra,
    ) -> Result<T::Sent, SendError> {
        self.post(chat, text, Some(extra)).await
    }

    /// Queues `text` for `chat` now, in order with everything queued
    /// before; the returned future says when it went out. Queueing many
    /// texts before awaiting any lets the queue join them.
    pub fn queue(
        &self,
        chat: T::Chat,
        text: String,
    ) -> impl Future<Output = Result<T::Sent, SendError>> + Send + 'static {
        self.enqueue(chat, text, None)
    }

    /// Like [`SendQueue::queue`], with an extra (an edit, a keyboard).
    pub fn queue_with(
        &self,
        chat: T::Chat,
        text: String,
        extra: T::Extra,
    ) -> impl Future<Output = Result<T::Sent, SendError>> + Send + 'static {
        self.enqueue(chat, text, Some(extra))
    }

    async fn post(
        &self,
        chat: T::Chat,
        text: String,
        extra: Option<T::Extra>,
    ) -> Result<T::Sent, SendError> {
        self.enqueue(chat, text, extra).await
    }

    fn enqueue(
        &self,
        chat: T::Chat,
        text: String,
        extra: Option<T::Extra>,
    ) -> impl Future<Output = Result<T::Sent, SendError>> + Send + 'static {
        let (done, result) = oneshot::channel();
        let queued = self.jobs.send(Job {
            chat,
            post: Post {
                text,
                extra,
                done: vec![done],
            },
        });
        async move {
            queued.map_err(|_| SendError::Failed("the send queue has stopped".into()))?;
            result
                .await
                .unwrap_or_else(|_| Err(SendError::Failed("the send queue has stopped".into())))
        }
    }
}

struct ChatState<T: Transport> {
    pending: VecDeque<Post<T>>,
    next_allowed: Instant,
    recent: VecDeque<Instant>,
    /// A send to this chat is on its way; the next waits for its answer,
    /// so a chat's sends stay in order.
    in_flight: bool,
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
                *older = job.post;
            }
            None => state.pending.push_back(job.post),
        }
    }

    /// When the first waiting chat may send.
    fn next_wake(&self) -> Option<Instant> {
        let now = Instant::now();
        let global = self.global_free_at(now);
        self.order
            .iter()
            .filter_map(|c| self.chats.get(c).map(|s| self.chat_free_at(c, s, now)))
            .min()
            .map(|t| t.max(global))
    }

    fn global_free_at(&self, now: Instant) -> Instant {
        free_at(
            now,
            &self.global,
            self.limits.global_per_second,
            Duration::from_secs(1) + self.limits.slack,
        )
    }

    fn chat_free_at(&self, chat: &T::Chat, s: &ChatState<T>, now: Instant) -> Instant {
        let mut t = s.next_allowed;
        if self.transport.is_group(chat) {
            t = t.max(free_at(
                now,
                &s.recent,
                self.limits.per_group_per_minute,
                Duration::from_secs(60) + self.limits.slack,
            ));
        }
        t
    }

    fn send_due(&mut self) {
        let now = Instant::now();
        if self.global_free_at(now) > now {
            return;
        }
        let Some(pos) = self.order.iter().position(|c| {
            self.chats
                .get(c)
                .is_some_and(|s| self.chat_free_at(c, s, now) <= now)
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
        self.global.push_back(now);
        trim(
            &mut self.global,
            now,
            Duration::from_secs(1) + self.limits.slack,
        );
        state.recent.push_back(now);
        trim(
            &mut state.recent,
            now,
            Duration::from_secs(60) + self.limits.slack,
        );
        state.next_allowed = now + self.limits.per_chat_interval + self.limits.slack;
        state.in_flight = true;
        let transport = self.transport.clone();
        let for_chat = chat.clone();
        let task = self.in_flight.spawn(async move {
            let extra = waiters.first().and_then(|w| w.extra.as_ref());
            let result = transport.send(&chat, &text, extra).await;
            (chat, waiters, result)
        });
        self.flying.insert(task.id(), for_chat);
    }

    /// A send came back: its waiters hear the result, or on "retry
    /// after" the batch goes back to the front of its chat's queue.
    fn finished(&mut self, sent: Result<(tokio::task::Id, Sent<T>), tokio::task::JoinError>) {
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
        match result {
            Err(SendError::RetryAfter(wait)) => {
                // Put the batch back, in order, and respect the wait.
                for w in waiters.into_iter().rev() {
                    state.pending.push_front(w);
                }
                state.next_allowed = Instant::now() + wait;
            }
            other => {
                for done in waiters.into_iter().flat_map(|w| w.done) {
                    let _ = done.send(other.clone());
                }
            }
        }
        if !state.pending.is_empty() {
            self.order.push_back(chat);
        }
        // Forget chats that are idle past every window; a busy bot talks
        // to many chats over a day.
        if self.chats.len() > IDLE_CHATS_KEPT {
            let now = Instant::now();
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

/// When a window that allows `cap` events per `window` has room again:
/// `now` itself when it has room now. Every check in one pass uses the
/// same `now`, or a later reading of the clock would make a free chat look
/// busy and the scheduler spin.
fn free_at(now: Instant, events: &VecDeque<Instant>, cap: usize, window: Duration) -> Instant {
    let live: Vec<&Instant> = events
        .iter()
        .filter(|t| now.duration_since(**t) < window)
        .collect();
    if live.len() < cap.max(1) {
        now
    } else {
        *live[live.len() - cap.max(1)] + window
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
