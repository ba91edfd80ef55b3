//! The webhook's updates kept in the database from the moment they are
//! answered until they are handled, so that none is lost with a process.
//!
//! Telegram sends an update until it is answered 200 and never again
//! after. An update held only in memory when the answer goes out dies with
//! the process (a SIGKILL, a crash, a machine lost), so the webhook answers
//! only once the update is kept ([`Inbox::keep`]), and the row goes once
//! the update's handler has finished ([`Inbox::handled`]). The process
//! renews its hold on what it keeps; when it dies, another process sharing
//! the database takes its updates over once the hold expires, and a
//! process alone on its database takes them at its next start
//! ([`Inbox::adopt`]). An update whose handling was cut short is handled
//! again then: a press or a command applied twice is refused the second
//! time by the game's own rules (a seat taken, a vote cast), which is
//! better than losing it.
//!
//! With several processes, one chat's updates may reach different ones.
//! Each process handles its own updates of a chat one at a time, in the
//! order they came; across processes, an update waits while an earlier
//! update of its chat is kept by another process ([`Inbox::wait_turn`]),
//! for at most [`TURN_WAIT`], so the updates of one chat take effect in the
//! order Telegram numbered them.

use crate::batch::{self, Item};
use narrator_runtime::Store;
use narrator_store::KeptUpdate;
use std::time::Duration;
use teloxide::types::Update;
use tokio::sync::{mpsc, oneshot};

/// The longest an update waits for an earlier one of its chat that
/// another process keeps: long enough for a relay to the game's owner and
/// its answer (tens of milliseconds), bounded for a process that died
/// holding the earlier one (taken over once its hold expires, and
/// handled then, late).
pub(crate) const TURN_WAIT: Duration = Duration::from_secs(3);

/// How often a waiting update looks again.
const TURN_POLL: Duration = Duration::from_millis(20);

/// Most updates forgotten in one statement.
const FORGET_BATCH: usize = 512;

/// Where this process keeps its updates, and under which name.
#[derive(Clone)]
pub(crate) struct Inbox {
    store: Store,
    /// Whose update ids these are: the bot's (ids are per bot).
    scope: String,
    /// This process, unique among those sharing the database.
    holder: String,
    /// How long a hold lasts unless renewed.
    hold: Duration,
    /// Whether other processes share the database (PostgreSQL).
    shared: bool,
    /// To the task that forgets handled updates in batches: one statement
    /// (and one commit) for all the updates whose handlers finished while
    /// the last one ran, rather than one each.
    forget: mpsc::UnboundedSender<(i64, oneshot::Sender<()>)>,
}

/// The chat an update came from, as it is kept ('' for none).
fn chat_of(update: &Update) -> String {
    update
        .chat()
        .map(|chat| chat.id.0.to_string())
        .unwrap_or_default()
}

impl Inbox {
    /// The inbox of process `holder` for the bot's updates (`scope`) on
    /// `store`, holding each kept update for `hold` unless renewed; starts
    /// its forgetting task (on the current tokio runtime).
    pub(crate) fn new(store: Store, scope: String, holder: String, hold: Duration) -> Inbox {
        let (forget, forgotten) = mpsc::unbounded_channel();
        tokio::spawn(forget_handled(store.clone(), scope.clone(), forgotten));
        Inbox {
            shared: store.shared(),
            store,
            scope,
            holder,
            hold,
            forget,
        }
    }

    /// Records that `update` (`raw` as it came) reached this process and
    /// keeps it until it is handled; `false` when another process (or
    /// this one, before) saw it first, so it is not this one's to handle.
    /// Durable when it returns `Ok`.
    pub(crate) async fn keep(
        &self,
        update: &Update,
        raw: &str,
    ) -> Result<bool, narrator_store::StoreError> {
        let kept = KeptUpdate {
            chat: chat_of(update),
            body: raw.to_owned(),
            holder: self.holder.clone(),
            hold_ms: i64::try_from(self.hold.as_millis()).unwrap_or(i64::MAX / 2),
        };
        let now = narrator_runtime::now().0;
        self.store
            .keep_update(&self.scope, i64::from(update.id.0), now, kept)
            .await
    }

    /// Forgets `update`, whose handler has finished; returns once it is
    /// forgotten (or could not be: it is then handled again once its hold
    /// expires, a repeat the rules refuse rather than a loss).
    pub(crate) async fn handled(&self, update: &Update) {
        let (done, forgotten) = oneshot::channel();
        if self.forget.send((i64::from(update.id.0), done)).is_ok() {
            let _ = forgotten.await;
        }
    }

    /// Waits (at most [`TURN_WAIT`]) while an earlier update of the same
    /// chat is kept by another process, so one chat's updates take effect
    /// in order across processes.
    pub(crate) async fn wait_turn(&self, update: &Update) {
        if !self.shared {
            return;
        }
        let chat = chat_of(update);
        if chat.is_empty() {
            return;
        }
        let id = i64::from(update.id.0);
        let until = tokio::time::Instant::now() + TURN_WAIT;
        let mut waited = false;
        loop {
            match self
                .store
                .earlier_update_pending(&self.scope, &chat, id, &self.holder)
                .await
            {
                Ok(false) => break,
                Ok(true) if tokio::time::Instant::now() < until => {
                    waited = true;
                    tokio::time::sleep(TURN_POLL).await;
                }
                Ok(true) => {
                    tracing::warn!(
                        update = id,
                        "an earlier update of the chat is still held by another process; this one goes first"
                    );
                    return;
                }
                Err(e) => {
                    tracing::warn!(
                        update = id,
                        "cannot tell whether an earlier update of the chat is pending: {e}"
                    );
                    return;
                }
            }
        }
        if waited {
            tracing::info!(
                update = id,
                "waited for an earlier update of the chat that another process handled"
            );
        }
    }

    /// Takes over the updates kept by a process that stopped before
    /// handling them (their hold expired), or, alone on the database, all
    /// of them (this process's previous run kept them): readable ones in
    /// id order.
    pub(crate) async fn adopt(&self) -> Vec<Update> {
        let all = !self.shared;
        let pending = match self
            .store
            .adopt_updates(&self.scope, &self.holder, self.hold, all)
            .await
        {
            Ok(pending) => pending,
            Err(e) => {
                tracing::warn!("cannot look for updates left unhandled: {e}");
                return Vec::new();
            }
        };
        let mut updates = Vec::with_capacity(pending.len());
        for kept in pending {
            match batch::item(&kept.body) {
                Item::Update(update) => updates.push(*update),
                Item::Unreadable { reason, .. } => {
                    tracing::warn!(
                        "skipped kept update {}, which the bot cannot read: {reason}",
                        kept.id
                    );
                    if let Err(e) = self.store.update_handled(&self.scope, kept.id).await {
                        tracing::warn!("cannot drop kept update {}: {e}", kept.id);
                    }
                }
            }
        }
        if !updates.is_empty() {
            tracing::info!(
                updates = updates.len(),
                "took over updates answered but not handled before"
            );
        }
        updates
    }

    /// While this process runs, with other processes on the database:
    /// renews the hold on the updates it keeps and takes over those of
    /// processes that stopped, handing them to the dispatcher through
    /// `tx`; ends once the dispatcher stops taking updates.
    pub(crate) async fn keep_holding(self, tx: mpsc::Sender<Update>) {
        if !self.shared {
            return;
        }
        let every = self.hold / 3;
        loop {
            tokio::time::sleep(every).await;
            if tx.is_closed() {
                return;
            }
            if let Err(e) = self
                .store
                .renew_updates(&self.scope, &self.holder, self.hold)
                .await
            {
                tracing::warn!("cannot renew the hold on this process's updates: {e}");
            }
            for update in self.adopt().await {
                if tx.send(update).await.is_err() {
                    // Stopping: kept still, another process takes it.
                    return;
                }
            }
        }
    }
}

/// Forgets handled updates as they come, each statement taking every one
/// that arrived meanwhile; ends when every inbox is dropped.
async fn forget_handled(
    store: Store,
    scope: String,
    mut handled: mpsc::UnboundedReceiver<(i64, oneshot::Sender<()>)>,
) {
    while let Some(first) = handled.recv().await {
        let mut batch = vec![first];
        while batch.len() < FORGET_BATCH {
            match handled.try_recv() {
                Ok(next) => batch.push(next),
                Err(_) => break,
            }
        }
        let ids: Vec<i64> = batch.iter().map(|(id, _)| *id).collect();
        if let Err(e) = store.updates_handled(&scope, &ids).await {
            tracing::warn!(
                updates = ids.len(),
                "cannot mark updates handled; they are handled again once their hold expires: {e}"
            );
        }
        for (_, done) in batch {
            let _ = done.send(());
        }
    }
}
