//! Webhook mode: Telegram POSTs each update to a public URL, which reaches
//! this process (directly, or through a load balancer in front of several
//! processes), instead of the process asking for updates.
//!
//! A small HTTP server reads each request's body as one update, with the
//! same reader as long polling ([`crate::batch`]), and hands it to
//! teloxide's dispatcher through [`Listener`], an update listener like the
//! polling one: the handlers, and the one-chat-at-a-time order, are the
//! same in both modes.
//!
//! Telegram re-sends an update until it is answered with a 2xx status and
//! never after, so the answer comes as soon as the update is kept in the
//! database ([`crate::inbox`]) and queued, not when it has been handled: a
//! request is never held long enough to time out and come again, and an
//! update answered is handled even if this process dies right after (by
//! whichever process takes it over). What is answered:
//! - 401 without the secret header (`X-Telegram-Bot-Api-Secret-Token`) or
//!   with another value, when a secret is set; the body is not looked at.
//! - 400 for a body that is not an update at all (no readable
//!   `update_id`): Telegram never sends one, so nothing is lost.
//! - 200 for an update the bot cannot read (a kind or shape teloxide does
//!   not know): logged once and skipped, as in polling, because refusing
//!   it would only make Telegram send it again and again.
//! - 200 for an update id this process has queued recently: a re-send
//!   whose first answer was lost is not handled twice.
//! - 200 for an update another process took first, when several share a
//!   PostgreSQL database behind a load balancer (a re-send after a slow
//!   answer may reach another process), or that an earlier run of this
//!   process took: the database tells which process saw it first
//!   ([`narrator_store::Store::keep_update`]), and only that one handles
//!   it. This process's own recent ids are checked first, without asking
//!   the database.
//! - 503 once the process is stopping: Telegram sends the update again,
//!   to a process that is still running. Also 503 when the database cannot
//!   keep the update: better late than lost.
//! - 405 for anything but POST.

use crate::batch::{self, Item};
use crate::inbox::Inbox;
use axum::Router;
use axum::body::Bytes;
use axum::extract::State;
use axum::http::{HeaderMap, Method, StatusCode};
use futures::stream::BoxStream;
use narrator_lock::LockExt;
use std::collections::{HashSet, VecDeque};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::{Arc, Mutex};
use teloxide::stop::{StopFlag, StopToken, mk_stop_token};
use teloxide::types::{AllowedUpdate, Update};
use teloxide::update_listeners::{AsUpdateStream, UpdateListener};
use tokio::net::TcpListener;
use tokio::sync::{mpsc, oneshot};
use tokio::task::JoinHandle;

/// The header Telegram sends the secret token in.
const SECRET_HEADER: &str = "x-telegram-bot-api-secret-token";

/// Updates queued for the dispatcher before a request waits for room (it
/// is still answered, later, so Telegram slows down instead of losing any).
const QUEUE: usize = 1024;

/// How many recent update ids are remembered to drop re-sends.
const RECENT: usize = 4096;

/// Whether a secret token is one Telegram accepts: 1 to 256 characters,
/// each `A-Z`, `a-z`, `0-9`, `_` or `-`.
pub(crate) fn valid_secret(secret: &str) -> bool {
    (1..=256).contains(&secret.len())
        && secret
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-')
}

/// Starts listening on `listen`: the update listener to hand to the
/// dispatcher, the address bound (the port chosen when `listen` says 0),
/// and the server's task, which ends once the listener is stopped and the
/// requests in progress are answered.
///
/// The updates a process that stopped left answered but unhandled (this
/// process's previous run when it is alone on the database) come first,
/// before any request is read.
pub(crate) async fn start(
    listen: SocketAddr,
    secret: Option<String>,
    inbox: Option<Inbox>,
) -> std::io::Result<(Listener, SocketAddr, JoinHandle<std::io::Result<()>>)> {
    let tcp = TcpListener::bind(listen).await?;
    let local = tcp.local_addr()?;
    let (tx, rx) = mpsc::channel(QUEUE);
    let (token, flag) = mk_stop_token();
    let backlog = match &inbox {
        Some(inbox) => {
            tokio::spawn(inbox.clone().keep_holding(tx.clone()));
            inbox.adopt().await.into()
        }
        None => VecDeque::new(),
    };
    let hook = Arc::new(Hook {
        tx,
        secret,
        flag: flag.clone(),
        seen: Mutex::new(Seen::default()),
        inbox,
    });
    let app = Router::new().fallback(receive).with_state(hook);
    // A stop flag wakes only the last task that polled it (its clones
    // share one waker), and the listener polls it: the listener tells the
    // server once it sees the stop.
    let (quit, quitting) = oneshot::channel::<()>();
    let on_failure = token.clone();
    let server = tokio::spawn(async move {
        let served = axum::serve(tcp, app)
            .with_graceful_shutdown(async move {
                // Sent, or dropped with the listener: stop either way.
                let _ = quitting.await;
            })
            .await;
        // Without a server no update comes: the dispatcher must end too.
        on_failure.stop();
        served
    });
    let listener = Listener {
        backlog,
        rx,
        token,
        flag,
        quit: Some(quit),
    };
    Ok((listener, local, server))
}

/// What every request handler shares.
struct Hook {
    tx: mpsc::Sender<Update>,
    secret: Option<String>,
    flag: StopFlag,
    seen: Mutex<Seen>,
    /// Where updates are kept until handled (always, but in tests of the
    /// listener alone).
    inbox: Option<Inbox>,
}

impl Hook {
    /// Whether the request carries the secret (always, when none is set).
    fn authorised(&self, headers: &HeaderMap) -> bool {
        let Some(secret) = &self.secret else {
            return true;
        };
        headers
            .get(SECRET_HEADER)
            .is_some_and(|given| same(given.as_bytes(), secret.as_bytes()))
    }
}

/// Compares in a time that depends on the lengths only, so the answer
/// times do not tell a guesser how much of the secret was right.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

/// The update ids queued lately, oldest first.
#[derive(Default)]
struct Seen {
    order: VecDeque<u32>,
    ids: HashSet<u32>,
}

impl Seen {
    /// Remembers `id`; false when it was already there.
    fn insert(&mut self, id: u32) -> bool {
        if !self.ids.insert(id) {
            return false;
        }
        self.order.push_back(id);
        if self.order.len() > RECENT
            && let Some(old) = self.order.pop_front()
        {
            self.ids.remove(&old);
        }
        true
    }

    /// Forgets `id`, which was not queued after all.
    fn forget(&mut self, id: u32) {
        if self.ids.remove(&id) {
            self.order.retain(|&x| x != id);
        }
    }
}

async fn receive(
    State(hook): State<Arc<Hook>>,
    method: Method,
    headers: HeaderMap,
    body: Bytes,
) -> StatusCode {
    if method != Method::POST {
        return StatusCode::METHOD_NOT_ALLOWED;
    }
    if !hook.authorised(&headers) {
        tracing::warn!("refused a webhook request without the right secret token");
        return StatusCode::UNAUTHORIZED;
    }
    if hook.flag.is_stopped() {
        return StatusCode::SERVICE_UNAVAILABLE;
    }
    // Lossy: bytes that are not UTF-8 become U+FFFD rather than losing
    // the update's id with it.
    let raw = String::from_utf8_lossy(&body);
    let update = match batch::item(&raw) {
        Item::Update(update) => update,
        Item::Unreadable {
            id: Some(id),
            reason,
        } => {
            tracing::warn!("skipped update {id}, which the bot cannot read: {reason}");
            return StatusCode::OK;
        }
        Item::Unreadable { id: None, reason } => {
            tracing::warn!(
                "refused a webhook request that is not an update: {reason} (body: {:?})",
                raw.chars().take(200).collect::<String>()
            );
            return StatusCode::BAD_REQUEST;
        }
    };
    let id = update.id.0;
    let fresh = hook.seen.lock_or_recover().insert(id);
    if !fresh {
        tracing::info!("update {id} came again; it was queued already");
        return StatusCode::OK;
    }
    let forget = || {
        hook.seen.lock_or_recover().forget(id);
    };
    // Room in the queue first: once the other processes are told this one
    // took the update, nothing may keep it from the dispatcher.
    let Ok(room) = hook.tx.reserve().await else {
        // The dispatcher stopped taking updates: this one must come again.
        forget();
        return StatusCode::SERVICE_UNAVAILABLE;
    };
    if let Some(inbox) = &hook.inbox {
        match inbox.keep(&update, &raw).await {
            Ok(true) => {}
            Ok(false) => {
                tracing::info!(
                    "update {id} was taken before (by another process, or an earlier run); it is not handled again"
                );
                return StatusCode::OK;
            }
            Err(e) => {
                tracing::warn!(
                    "cannot keep update {id} until it is handled, so Telegram is asked to send it again: {e}"
                );
                forget();
                return StatusCode::SERVICE_UNAVAILABLE;
            }
        }
    }
    room.send(*update);
    StatusCode::OK
}

/// The update listener handed to teloxide's dispatcher.
pub(crate) struct Listener {
    /// Updates taken over at the start, handed on first.
    backlog: VecDeque<Update>,
    rx: mpsc::Receiver<Update>,
    token: StopToken,
    flag: StopFlag,
    /// Stops the HTTP server (gracefully: requests in progress are
    /// answered).
    quit: Option<oneshot::Sender<()>>,
}

impl Listener {
    /// The next update; `None` once stopped and every update already
    /// answered 200 has been handed on.
    async fn next(&mut self) -> Option<Update> {
        if let Some(update) = self.backlog.pop_front() {
            return Some(update);
        }
        if !self.flag.is_stopped() {
            tokio::select! {
                update = self.rx.recv() => return update,
                () = self.flag.clone() => {}
            }
        }
        if let Some(quit) = self.quit.take() {
            let _ = quit.send(());
        }
        // Closed first, so a request that comes now is answered 503 (and
        // sent again by Telegram) rather than queued and never handled.
        self.rx.close();
        self.rx.recv().await
    }
}

impl<'a> AsUpdateStream<'a> for Listener {
    type StreamErr = Infallible;
    type Stream = BoxStream<'a, Result<Update, Infallible>>;

    fn as_stream(&'a mut self) -> Self::Stream {
        Box::pin(futures::stream::unfold(self, |listener| async move {
            let update = listener.next().await?;
            Some((Ok(update), listener))
        }))
    }
}

impl UpdateListener for Listener {
    type Err = Infallible;

    fn stop_token(&mut self) -> StopToken {
        self.token.clone()
    }

    // Which updates come is chosen by setWebhook, before dispatching.
    fn hint_allowed_updates(&mut self, _hint: &mut dyn Iterator<Item = AllowedUpdate>) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use narrator_runtime::Store;

    #[test]
    fn secrets_telegram_accepts() {
        assert!(valid_secret("abc-DEF_123"));
        assert!(valid_secret(&"x".repeat(256)));
        assert!(!valid_secret(""));
        assert!(!valid_secret(&"x".repeat(257)));
        assert!(!valid_secret("has space"));
        assert!(!valid_secret("ünïcode"));
    }

    #[test]
    fn comparison_needs_every_byte() {
        assert!(same(b"secret", b"secret"));
        assert!(!same(b"secret", b"secreT"));
        assert!(!same(b"secret", b"secret2"));
        assert!(!same(b"", b"x"));
    }

    const UPDATE: &str = r#"{"update_id":ID,"message":{"message_id":3,"date":1700000000,"chat":{"id":-1001,"type":"group","title":"g"},"from":{"id":5,"is_bot":false,"first_name":"A"},"text":"hi"}}"#;

    /// A process's webhook: its handlers' state and the dispatcher's end
    /// of the queue.
    fn process(inbox: Option<Inbox>) -> (Arc<Hook>, mpsc::Receiver<Update>) {
        let (tx, rx) = mpsc::channel(QUEUE);
        let (_token, flag) = mk_stop_token();
        let hook = Arc::new(Hook {
            tx,
            secret: None,
            flag,
            seen: Mutex::new(Seen::default()),
            inbox,
        });
        (hook, rx)
    }

    async fn post(hook: &Arc<Hook>, id: u32) -> StatusCode {
        let body = Bytes::from(UPDATE.replace("ID", &id.to_string()));
        receive(State(hook.clone()), Method::POST, HeaderMap::new(), body).await
    }

    fn queued(rx: &mut mpsc::Receiver<Update>) -> Vec<u32> {
        std::iter::from_fn(|| rx.try_recv().ok())
            .map(|update| update.id.0)
            .collect()
    }

    /// The inbox of process `holder` on `store`'s database, shared with
    /// other processes or not.
    /// (A SQLite store stands for both: sharing is what the store says.)
    fn inbox(store: &Store, holder: &str) -> Option<Inbox> {
        Some(Inbox::new(
            store.clone(),
            "telegram-updates:7".to_owned(),
            holder.to_owned(),
            std::time::Duration::from_secs(60),
        ))
    }

    #[tokio::test]
    async fn a_process_alone_queues_an_update_once() {
        let (hook, mut rx) = process(None);
        assert_eq!(post(&hook, 10).await, StatusCode::OK);
        assert_eq!(post(&hook, 10).await, StatusCode::OK);
        assert_eq!(post(&hook, 11).await, StatusCode::OK);
        assert_eq!(queued(&mut rx), [10, 11]);
    }

    /// Two processes on one database get the same updates, in either
    /// order or at once: each update is queued by exactly one of them.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn processes_sharing_a_database_queue_an_update_once() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("narrator.db").display());
        let (one, two) = (
            Store::open(&url).await.unwrap(),
            Store::open(&url).await.unwrap(),
        );
        let (first, mut first_rx) = process(inbox(&one, "one"));
        let (second, mut second_rx) = process(inbox(&two, "two"));

        assert_eq!(post(&first, 20).await, StatusCode::OK);
        assert_eq!(post(&second, 20).await, StatusCode::OK);
        assert_eq!(post(&second, 21).await, StatusCode::OK);
        assert_eq!(post(&first, 21).await, StatusCode::OK);
        assert_eq!(queued(&mut first_rx), [20]);
        assert_eq!(queued(&mut second_rx), [21]);

        for id in 30..60 {
            let (a, b) = tokio::join!(post(&first, id), post(&second, id));
            assert_eq!((a, b), (StatusCode::OK, StatusCode::OK));
        }
        let mut all = queued(&mut first_rx);
        all.extend(queued(&mut second_rx));
        all.sort_unstable();
        assert_eq!(all, (30..60).collect::<Vec<_>>());
        one.close().await;
        two.close().await;
    }

    /// Without an answer from the database, the update is not queued and
    /// Telegram is asked to send it again; the re-send is then handled.
    #[tokio::test]
    async fn an_update_the_database_cannot_tell_about_comes_again() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("narrator.db").display());
        let store = Store::open(&url).await.unwrap();
        let (hook, mut rx) = process(inbox(&store, "one"));
        store.clone().close().await;
        assert_eq!(post(&hook, 40).await, StatusCode::SERVICE_UNAVAILABLE);
        assert!(queued(&mut rx).is_empty());

        let reopened = Store::open(&url).await.unwrap();
        let hook = Arc::new(Hook {
            inbox: inbox(&reopened, "one"),
            ..Arc::into_inner(hook).unwrap()
        });
        assert_eq!(post(&hook, 40).await, StatusCode::OK);
        assert_eq!(queued(&mut rx), [40]);
        reopened.close().await;
    }

    /// An update answered 200 is kept until handled: when the process dies
    /// with it still queued, its next run (alone on the database) takes it
    /// first; once handled, nothing is taken again, and a re-send of it is
    /// not handled twice.
    #[tokio::test]
    async fn an_answered_update_outlives_its_process() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("narrator.db").display());
        let store = Store::open(&url).await.unwrap();
        let (hook, rx) = process(inbox(&store, "first run"));
        assert_eq!(post(&hook, 50).await, StatusCode::OK);
        assert_eq!(post(&hook, 51).await, StatusCode::OK);
        // The process dies with both still queued.
        drop((hook, rx));

        let next = inbox(&store, "second run").unwrap();
        let taken = next.adopt().await;
        let ids: Vec<u32> = taken.iter().map(|u| u.id.0).collect();
        assert_eq!(ids, [50, 51]);
        let (hook, mut rx) = process(Some(next.clone()));
        assert_eq!(post(&hook, 50).await, StatusCode::OK, "a re-send");
        assert!(queued(&mut rx).is_empty(), "is not handled twice");
        for update in &taken {
            next.handled(update).await;
        }
        let third = inbox(&store, "third run").unwrap();
        assert!(
            third.adopt().await.is_empty(),
            "handled updates are not taken again"
        );
        store.close().await;
    }

    #[test]
    fn recent_ids_are_bounded() {
        let mut seen = Seen::default();
        assert!(seen.insert(1));
        assert!(!seen.insert(1));
        seen.forget(1);
        assert!(seen.insert(1));
        for id in 2..=(RECENT as u32 + 1) {
            assert!(seen.insert(id));
        }
        // The oldest is forgotten once more than RECENT are remembered.
        assert_eq!(seen.order.len(), RECENT);
        assert!(seen.insert(1));
        assert!(!seen.insert(RECENT as u32 + 1));
    }
}
