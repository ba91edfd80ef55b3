//! Channel messages for the runtime's send queue: news as embeds, prompts
//! and the lobby as content with components, edits in place, and direct
//! messages through the user's DM channel (opened once, then remembered).

use crate::rest::{Rest, RestError};
use narrator_runtime::send_queue::{SendError, Transport};
use reqwest::Method;
use serde_json::{Value, json};
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Where a send goes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Dest {
    /// A server text channel.
    Channel(u64),
    /// A user's direct messages.
    User(u64),
}

/// What a send carries beyond its text.
pub enum Extra {
    /// Components under a new message (its text as content).
    Components(Value),
    /// Replace this message's content and components.
    Edit(u64, Value),
}

/// The REST calls behind the queue.
pub struct Sender {
    rest: Arc<Rest>,
    dms: Mutex<HashMap<u64, u64>>,
}

impl Sender {
    /// A sender over `rest`.
    pub fn new(rest: Arc<Rest>) -> Sender {
        Sender {
            rest,
            dms: Mutex::new(HashMap::new()),
        }
    }

    async fn channel(&self, dest: &Dest) -> Result<u64, SendError> {
        let user = match dest {
            Dest::Channel(c) => return Ok(*c),
            Dest::User(u) => *u,
        };
        if let Some(c) = self
            .dms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&user)
        {
            return Ok(*c);
        }
        let body = json!({"recipient_id": user.to_string()});
        let dm = self
            .rest
            .call(Method::POST, "/users/@me/channels", Some(&body), "dm")
            .await
            .map_err(send_error)?;
        let id = snowflake(&dm["id"])
            .ok_or_else(|| SendError::Transient("Discord gave no DM channel id".into()))?;
        self.dms
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .insert(user, id);
        Ok(id)
    }
}

/// A snowflake, which Discord writes as a string.
pub fn snowflake(v: &Value) -> Option<u64> {
    v.as_str()
        .and_then(|s| s.parse().ok())
        .or_else(|| v.as_u64())
}

/// What a failed call means for trying again: a server error (5xx) or a
/// failed connection may pass; any other answer is a refusal.
fn send_error(e: RestError) -> SendError {
    match e {
        RestError::RetryAfter(d) => SendError::RetryAfter(d),
        RestError::Refused { status, .. } if status >= 500 => SendError::Transient(e.to_string()),
        RestError::Transport(_) => SendError::Transient(e.to_string()),
        other => SendError::Refused(other.to_string()),
    }
}

/// A message create's nonce for a send key: Discord keeps nonces to 25
/// characters, so the key is hashed (80 bits, hex). With
/// `enforce_nonce`, a second create with the same nonce in the same
/// channel within a few minutes returns the first message instead of
/// posting another, so a retry whose first answer was lost, even one
/// after a restart, posts nothing twice.
pub fn nonce(key: &str) -> String {
    let digest = Sha256::digest(key.as_bytes());
    hex::encode(&digest[..10])
}

/// Adds the nonce of `key` to a message create.
fn with_nonce(mut body: Value, key: Option<&str>) -> Value {
    if let (Some(key), Some(fields)) = (key, body.as_object_mut()) {
        fields.insert("nonce".into(), Value::String(nonce(key)));
        fields.insert("enforce_nonce".into(), Value::Bool(true));
    }
    body
}

impl Transport for Sender {
    type Chat = Dest;
    type Extra = Extra;
    type Sent = (u64, u64);

    fn is_group(&self, chat: &Dest) -> bool {
        matches!(chat, Dest::Channel(_))
    }

    fn supersedes(&self, newer: &Extra, older: &Extra) -> bool {
        matches!((newer, older), (Extra::Edit(a, _), Extra::Edit(b, _)) if a == b)
    }

    async fn send(
        &self,
        dest: &Dest,
        text: &str,
        extra: Option<&Extra>,
        key: Option<&str>,
    ) -> Result<(u64, u64), SendError> {
        let channel = self.channel(dest).await?;
        let (method, path, body, bucket) = match extra {
            None => (
                Method::POST,
                format!("/channels/{channel}/messages"),
                with_nonce(json!({"embeds": [{"description": text}]}), key),
                format!("messages:{channel}"),
            ),
            Some(Extra::Components(c)) => (
                Method::POST,
                format!("/channels/{channel}/messages"),
                with_nonce(json!({"content": text, "components": c}), key),
                format!("messages:{channel}"),
            ),
            Some(Extra::Edit(id, c)) => (
                Method::PATCH,
                format!("/channels/{channel}/messages/{id}"),
                json!({"content": text, "components": c}),
                format!("edit:{channel}"),
            ),
        };
        let sent = self
            .rest
            .call(method, &path, Some(&body), &bucket)
            .await
            .map_err(send_error)?;
        let id = snowflake(&sent["id"]).unwrap_or(0);
        Ok((channel, id))
    }
}
