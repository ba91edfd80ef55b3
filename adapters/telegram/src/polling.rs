//! Long polling that one unreadable update cannot stop.
//!
//! teloxide's own polling reads each getUpdates answer whole; when one
//! update in it cannot be read, the call fails, the offset stays, and the
//! same batch is refused forever. This listener fetches the raw answer,
//! reads each update on its own ([`crate::batch`]), logs every update it
//! skips once with its `update_id` and the reason, and moves the offset
//! past it, so Telegram forgets it at the next call. teloxide's dispatcher
//! still runs the handlers (one chat at a time, chats in parallel).

use crate::batch::{self, Item};
use futures::stream::BoxStream;
use std::collections::VecDeque;
use std::convert::Infallible;
use std::time::Duration;
use teloxide::Bot;
use teloxide::stop::{StopFlag, StopToken, mk_stop_token};
use teloxide::types::{AllowedUpdate, Update};
use teloxide::update_listeners::{AsUpdateStream, UpdateListener};
use thiserror::Error;

/// How long Telegram holds a getUpdates call open when nothing happens.
const LONG_POLL: Duration = Duration::from_secs(10);

/// Beyond the long poll, how long an answer may take to arrive.
const SLACK: Duration = Duration::from_secs(10);

/// The longest pause after failed calls.
const MAX_BACKOFF: Duration = Duration::from_secs(30);

/// Why a getUpdates call gave no batch.
#[derive(Debug, Error)]
enum PollError {
    /// No answer (no connection, a timeout).
    #[error("getUpdates failed: {0}")]
    Http(#[from] reqwest::Error),
    /// Telegram refused the call.
    #[error("getUpdates was refused ({status}): {description}")]
    Refused {
        /// The HTTP status.
        status: u16,
        /// Telegram's description.
        description: String,
        /// How long Telegram asks to wait.
        retry_after: Option<Duration>,
    },
    /// The answer has no update list that can be cut out.
    #[error("getUpdates answered something that is not a list of updates: {0:?}")]
    NotABatch(String),
    /// The batch held updates, none with an id: the offset cannot move.
    #[error("getUpdates gave only updates without a readable update_id")]
    NoIds,
}

/// The update listener handed to teloxide's dispatcher.
pub(crate) struct Poller {
    client: reqwest::Client,
    url: reqwest::Url,
    /// The next update wanted: one past the last one seen, read or not.
    offset: Option<i64>,
    allowed: Option<Vec<AllowedUpdate>>,
    ready: VecDeque<Update>,
    failures: u32,
    token: StopToken,
    flag: StopFlag,
}

impl Poller {
    /// Polls for `bot` (its API server, token and HTTP client).
    pub(crate) fn new(bot: &Bot) -> Poller {
        let mut url = bot.api_url();
        if let Ok(mut segments) = url.path_segments_mut() {
            segments.push(&format!("bot{}", bot.token()));
            segments.push("getUpdates");
        }
        let (token, flag) = mk_stop_token();
        Poller {
            client: bot.client().clone(),
            url,
            offset: None,
            allowed: None,
            ready: VecDeque::new(),
            failures: 0,
            token,
            flag,
        }
    }

    /// The next readable update; `None` once stopped.
    async fn next(&mut self) -> Option<Update> {
        loop {
            if let Some(update) = self.ready.pop_front() {
                return Some(update);
            }
            if self.flag.is_stopped() {
                self.confirm().await;
                return None;
            }
            let fetched = tokio::select! {
                () = self.flag.clone() => continue,
                fetched = self.fetch(LONG_POLL, None) => fetched,
            };
            match fetched.and_then(|items| self.take(items)) {
                Ok(()) => self.failures = 0,
                Err(e) => {
                    tracing::warn!("{e}");
                    let pause = self.backoff(&e);
                    tokio::select! {
                        () = self.flag.clone() => {}
                        () = tokio::time::sleep(pause) => {}
                    }
                }
            }
        }
    }

    /// Queues the readable updates in order and moves the offset past
    /// every update of the batch, logging the ones skipped.
    fn take(&mut self, items: Vec<Item>) -> Result<(), PollError> {
        let before = self.offset;
        let any = !items.is_empty();
        for item in items {
            if let Some(id) = item.id() {
                self.offset = Some(self.offset.unwrap_or(0).max(i64::from(id) + 1));
            }
            match item {
                Item::Update(update) => self.ready.push_back(*update),
                Item::Unreadable {
                    id: Some(id),
                    reason,
                } => {
                    tracing::warn!("skipped update {id}, which the bot cannot read: {reason}");
                }
                Item::Unreadable { id: None, reason } => {
                    tracing::warn!("skipped an update without a readable update_id: {reason}");
                }
            }
        }
        if any && self.offset == before && self.ready.is_empty() {
            return Err(PollError::NoIds);
        }
        Ok(())
    }

    fn backoff(&mut self, e: &PollError) -> Duration {
        if let PollError::Refused {
            retry_after: Some(wait),
            ..
        } = e
        {
            return *wait;
        }
        self.failures = self.failures.saturating_add(1);
        let secs = 1u64 << self.failures.min(5);
        Duration::from_secs(secs).min(MAX_BACKOFF)
    }

    /// Tells Telegram the updates seen are handled, so a restart does not
    /// fetch them again (teloxide's polling does the same when stopped).
    async fn confirm(&mut self) {
        if self.offset.is_some()
            && let Err(e) = self.fetch(Duration::ZERO, Some(1)).await
        {
            tracing::warn!("could not confirm the last updates to Telegram: {e}");
        }
    }

    async fn fetch(&self, wait: Duration, limit: Option<u8>) -> Result<Vec<Item>, PollError> {
        let mut body = serde_json::json!({ "timeout": wait.as_secs() });
        if let Some(offset) = self.offset {
            body["offset"] = offset.into();
        }
        if let Some(limit) = limit {
            body["limit"] = limit.into();
        }
        if let Some(allowed) = &self.allowed {
            body["allowed_updates"] = serde_json::to_value(allowed).unwrap_or_default();
        }
        let answer = self
            .client
            .post(self.url.clone())
            .json(&body)
            .timeout(wait + SLACK)
            .send()
            .await?;
        let status = answer.status();
        // Lossy: bytes that are not UTF-8 become U+FFFD rather than
        // failing the batch.
        let text = answer.text().await?;
        if !status.is_success() {
            return Err(refused(status.as_u16(), &text));
        }
        batch::read(&text).ok_or_else(|| PollError::NotABatch(text.chars().take(200).collect()))
    }
}

/// Telegram's error answer: `{"ok":false,"description":…,"parameters":
/// {"retry_after":…}}`.
fn refused(status: u16, text: &str) -> PollError {
    let v: serde_json::Value = serde_json::from_str(text).unwrap_or_default();
    PollError::Refused {
        status,
        description: v["description"]
            .as_str()
            .map_or_else(|| text.chars().take(200).collect(), str::to_string),
        retry_after: v["parameters"]["retry_after"]
            .as_u64()
            .map(Duration::from_secs),
    }
}

impl<'a> AsUpdateStream<'a> for Poller {
    type StreamErr = Infallible;
    type Stream = BoxStream<'a, Result<Update, Infallible>>;

    fn as_stream(&'a mut self) -> Self::Stream {
        Box::pin(futures::stream::unfold(self, |poller| async move {
            let update = poller.next().await?;
            Some((Ok(update), poller))
        }))
    }
}

impl UpdateListener for Poller {
    type Err = Infallible;

    fn stop_token(&mut self) -> StopToken {
        self.token.clone()
    }

    fn hint_allowed_updates(&mut self, hint: &mut dyn Iterator<Item = AllowedUpdate>) {
        self.allowed = Some(hint.collect());
    }
}
