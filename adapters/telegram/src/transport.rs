//! Raw Bot API sends for the runtime's send queue, which keeps them within
//! Telegram's limits (1 message/s per chat, 20/min per group, 30/s in all)
//! and obeys 429 `retry_after`.

use narrator_chat::Keyboard;
use narrator_send_queue::{SendError, Transport};
use teloxide::prelude::*;
use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, InputFile, MessageId};
use teloxide::{ApiError, RequestError};

/// What a send carries beyond its text.
pub enum Extra {
    /// Buttons under a new message.
    Keys(InlineKeyboardMarkup),
    /// Replace this message's text, and its buttons (none when `None`).
    Edit(MessageId, Option<InlineKeyboardMarkup>),
    /// A photo uploaded as this file, the text its caption.
    Photo {
        /// The file's name.
        file_name: String,
        /// Its bytes (a PNG).
        bytes: Vec<u8>,
    },
}

/// Telegram's longest photo caption, in UTF-16 code units.
pub const MAX_CAPTION: usize = 1024;

/// `text` cut to at most `max` UTF-16 code units (how Telegram counts),
/// ending in "…" when it was cut.
pub fn cut_caption(text: &str, max: usize) -> String {
    if text.encode_utf16().count() <= max {
        return text.to_string();
    }
    let mut out = String::new();
    let mut units = 0;
    for c in text.chars() {
        // Room for the ellipsis, one unit.
        if units + c.len_utf16() > max.saturating_sub(1) {
            break;
        }
        units += c.len_utf16();
        out.push(c);
    }
    out.push('…');
    out
}

/// The Bot API calls behind the queue.
pub struct Sender {
    /// The bot.
    pub bot: Bot,
}

impl Transport for Sender {
    type Chat = ChatId;
    type Extra = Extra;
    type Sent = MessageId;

    fn is_group(&self, chat: &ChatId) -> bool {
        chat.is_group() || chat.is_channel_or_supergroup()
    }

    fn supersedes(&self, newer: &Extra, older: &Extra) -> bool {
        matches!((newer, older), (Extra::Edit(a, _), Extra::Edit(b, _)) if a == b)
    }

    async fn send(
        &self,
        chat: &ChatId,
        text: &str,
        extra: Option<&Extra>,
        // The Bot API has no idempotency key: a send whose answer was lost
        // may arrive twice (at least once).
        _key: Option<&str>,
    ) -> Result<MessageId, SendError> {
        let sent = match extra {
            None => self.bot.send_message(*chat, text).await,
            Some(Extra::Keys(keys)) => {
                self.bot
                    .send_message(*chat, text)
                    .reply_markup(keys.clone())
                    .await
            }
            Some(Extra::Photo { file_name, bytes }) => {
                let photo = InputFile::memory(bytes.clone()).file_name(file_name.clone());
                self.bot
                    .send_photo(*chat, photo)
                    .caption(cut_caption(text, MAX_CAPTION))
                    .await
            }
            Some(Extra::Edit(id, keys)) => {
                let mut edit = self.bot.edit_message_text(*chat, *id, text);
                if let Some(keys) = keys {
                    edit = edit.reply_markup(keys.clone());
                }
                match edit.await {
                    // Telegram refuses an edit that changes nothing; that
                    // is success here.
                    Err(RequestError::Api(ApiError::MessageNotModified)) => return Ok(*id),
                    other => other,
                }
            }
        };
        sent.map(|m| m.id).map_err(send_error)
    }
}

/// Whether a failure means the user cannot be messaged at all.
pub fn unreachable(detail: &str) -> bool {
    [
        "blocked by the user",
        "can't initiate conversation",
        "user is deactivated",
        "chat not found",
    ]
    .iter()
    .any(|s| detail.contains(s))
}

/// What a failed request means for trying again. Telegram answers a
/// server error (5xx) with a description such as "Internal Server Error"
/// (teloxide keeps only the description); a proxy in front of it may answer
/// with a page that is not JSON at all.
fn send_error(e: RequestError) -> SendError {
    match e {
        RequestError::RetryAfter(s) => SendError::RetryAfter(s.duration()),
        RequestError::Network(_) | RequestError::Io(_) | RequestError::InvalidJson { .. } => {
            SendError::Transient(e.to_string())
        }
        RequestError::Api(ApiError::Unknown(ref description)) if server_error(description) => {
            SendError::Transient(e.to_string())
        }
        other => SendError::Refused(other.to_string()),
    }
}

/// Whether an API error's description is a server's failure, which may
/// pass, rather than a refusal of the request.
fn server_error(description: &str) -> bool {
    [
        "Internal Server Error",
        "Bad Gateway",
        "Service Unavailable",
        "Gateway Timeout",
        "Too Many Requests",
    ]
    .iter()
    .any(|s| description.contains(s))
}

/// A keyboard as Telegram's inline keyboard.
pub fn inline(keys: &Keyboard) -> InlineKeyboardMarkup {
    InlineKeyboardMarkup::new(keys.rows.iter().map(|row| {
        row.iter()
            .map(|k| InlineKeyboardButton::callback(k.label.clone(), k.button.encode()))
            .collect::<Vec<_>>()
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn long_captions_are_cut_to_telegrams_count() {
        assert_eq!(cut_caption("short", 10), "short");
        assert_eq!(cut_caption("abcdefghijk", 10), "abcdefghi…");
        // An emoji is two UTF-16 units.
        let cut = cut_caption(&"🐉".repeat(10), 10);
        assert_eq!(cut, format!("{}…", "🐉".repeat(4)));
        assert!(cut.encode_utf16().count() <= 10);
    }
}
