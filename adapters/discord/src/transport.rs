//! Channel messages for the runtime's send queue: news as embeds, prompts
//! and the lobby as content with components, edits in place, and direct
//! messages through the user's DM channel (opened once, then remembered).

use crate::rest::{Rest, RestError, Upload};
use narrator_lock::LockExt;
use narrator_send_queue::{SendError, Transport};
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
    /// A picture uploaded as this file and shown in an embed, the text
    /// the embed's description.
    Picture {
        /// The file's name.
        file_name: String,
        /// Its bytes (a PNG).
        bytes: Vec<u8>,
    },
}

/// The longest embed description Discord takes, in characters.
pub const MAX_DESCRIPTION: usize = 4096;

/// `text` cut to at most `max` characters, ending in "…" when it was cut.
pub fn cut_description(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// A message create that shows the uploaded `file_name` (`files[0]`) in
/// an embed under `caption`.
pub fn picture_message(caption: &str, file_name: &str) -> Value {
    let mut embed = json!({"image": {"url": format!("attachment://{file_name}")}});
    if !caption.is_empty() {
        embed["description"] = json!(cut_description(caption, MAX_DESCRIPTION));
    }
    json!({
        "embeds": [embed],
        "attachments": [{"id": 0, "filename": file_name}],
    })
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
        if let Some(c) = self.dms.lock_or_recover().get(&user) {
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
        self.dms.lock_or_recover().insert(user, id);
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
        if let Some(Extra::Picture { file_name, bytes }) = extra {
            let payload = with_nonce(picture_message(text, file_name), key);
            let file = Upload {
                file_name,
                content_type: "image/png",
                bytes,
            };
            let sent = self
                .rest
                .call_with_file(
                    Method::POST,
                    &format!("/channels/{channel}/messages"),
                    &payload,
                    &file,
                    &format!("messages:{channel}"),
                )
                .await
                .map_err(send_error)?;
            return Ok((channel, snowflake(&sent["id"]).unwrap_or(0)));
        }
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
            // Sent above, as a file upload.
            Some(Extra::Picture { .. }) => {
                return Err(SendError::Refused("a picture is sent as a file".into()));
            }
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_message_shows_its_file_in_an_embed() {
        let m = picture_message("the cave", "cave.png");
        assert_eq!(m["embeds"][0]["image"]["url"], "attachment://cave.png");
        assert_eq!(m["embeds"][0]["description"], "the cave");
        assert_eq!(m["attachments"], json!([{"id": 0, "filename": "cave.png"}]));
        assert!(
            picture_message("", "a.png")["embeds"][0]
                .get("description")
                .is_none()
        );
    }

    #[test]
    fn long_descriptions_are_cut() {
        let long = "é".repeat(MAX_DESCRIPTION + 5);
        let cut = cut_description(&long, MAX_DESCRIPTION);
        assert_eq!(cut.chars().count(), MAX_DESCRIPTION);
        assert!(cut.ends_with('…'));
        assert_eq!(cut_description("short", 10), "short");
    }
}
