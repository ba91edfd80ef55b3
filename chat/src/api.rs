//! What the chat front needs from a platform: a few primitives (post,
//! edit, say, who is an admin, whom can the bot message), each platform
//! implementing them over its own API and rate limiter.

use crate::keyboard::Keyboard;
use narrator_engine::PlayerId;
use narrator_runtime::DeliveryError;
use std::future::Future;

/// Where a text goes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// A group chat or channel, by its place key (e.g. `telegram:-100`).
    Place(String),
    /// A person's private chat.
    User(PlayerId),
}

/// A posted message the bot may edit later, as `chat:message`; stored,
/// so it outlives a restart.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Posted(pub String);

impl Posted {
    /// The message `message` in chat `chat`.
    pub fn new(chat: impl std::fmt::Display, message: impl std::fmt::Display) -> Posted {
        Posted(format!("{chat}:{message}"))
    }

    /// Its chat and message ids, in the platform's types; `None` for a
    /// stored value that does not parse.
    pub fn ids<C: std::str::FromStr, M: std::str::FromStr>(&self) -> Option<(C, M)> {
        let (chat, message) = self.0.split_once(':')?;
        Some((chat.parse().ok()?, message.parse().ok()?))
    }
}

/// A picture to post: PNG bytes and the name of the file they are posted
/// as (`cave.png`), which some platforms show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Picture {
    file_name: String,
    png: Vec<u8>,
}

impl Picture {
    /// The PNG `png`, posted as `{stem}.png`. The stem keeps ASCII letters,
    /// digits, `-` and `_` (anything else becomes `_`): Discord rewrites
    /// other characters in file names, and an embed finds its image by
    /// the exact name.
    pub fn png(stem: &str, png: Vec<u8>) -> Picture {
        let mut stem: String = stem
            .chars()
            .map(|c| {
                if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                    c
                } else {
                    '_'
                }
            })
            .collect();
        if stem.is_empty() {
            stem.push_str("picture");
        }
        Picture {
            file_name: format!("{stem}.png"),
            png,
        }
    }

    /// The file name, `{stem}.png`.
    pub fn file_name(&self) -> &str {
        &self.file_name
    }

    /// The PNG bytes.
    pub fn bytes(&self) -> &[u8] {
        &self.png
    }

    /// The PNG bytes, owned.
    pub fn into_bytes(self) -> Vec<u8> {
        self.png
    }
}

/// A send's idempotency key: the same for every try of the same message,
/// also after a restart (built from the game, the effect and the part of
/// it), so a platform that deduplicates (Discord's nonce) can tell a retry
/// from a new message. Replies to commands have none.
pub type SendKey = Option<String>;

/// A platform's primitives. Each send is tried until the platform accepts
/// it or refuses it for good: a future that resolves to an error with
/// `retryable: false` is such a refusal.
pub trait ChatApi: Send + Sync + 'static {
    /// Queues a text at once (in order with everything queued before);
    /// the future says when it went out. Texts queued for one chat
    /// together may be joined into one message.
    fn say(
        &self,
        to: &Target,
        text: String,
        key: SendKey,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static;

    /// Queues a text with buttons at once (sent alone, in order with
    /// everything queued before); the future says which message it is.
    fn post(
        &self,
        to: &Target,
        text: String,
        keys: Keyboard,
        key: SendKey,
    ) -> impl Future<Output = Result<Posted, DeliveryError>> + Send + 'static;

    /// Queues a picture with a plain-text caption at once (sent alone, in
    /// order with everything queued before, within the same rate limits,
    /// tried again like any send); the future says when it went out. With
    /// a `key`, a retry whose first answer was lost posts nothing twice
    /// where the platform deduplicates (Discord); Telegram has no such key.
    /// A caption longer than the platform takes (Telegram: 1024
    /// characters) is cut, so keep captions short.
    fn picture(
        &self,
        to: &Target,
        picture: Picture,
        caption: String,
        key: SendKey,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static;

    /// Queues a replacement of a posted message's text and buttons
    /// (`None`: no buttons) at once; the future says when it went out.
    /// Edits of one message queued together may collapse into the last.
    fn edit(
        &self,
        msg: &Posted,
        text: String,
        keys: Option<Keyboard>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static;

    /// Whether `user` administers the place (asked of the platform each
    /// time: admins change).
    fn is_admin(&self, place: &str, user: &PlayerId) -> impl Future<Output = bool> + Send;

    /// Whether the bot can message `user` privately. On Telegram only
    /// after the user opened a private chat with it; on Discord unless a
    /// message to them was refused (closed DMs).
    fn reachable(&self, user: &PlayerId) -> impl Future<Output = bool> + Send;

    /// Whether the platform can show a player, in the game's channel, a
    /// reply nobody else sees (Discord's ephemeral messages). Then a
    /// player the bot cannot message privately still plays: their private
    /// messages are held and shown there on request.
    fn private_in_place(&self) -> bool {
        false
    }

    /// A link that opens the user's private chat with the bot (Telegram's
    /// `t.me` deep link), for a player whose private messages were
    /// refused: once they write to the bot, what waits is sent to them.
    fn private_chat_link(&self) -> Option<String> {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_names_keep_only_safe_characters() {
        assert_eq!(Picture::png("a cave/1", vec![]).file_name(), "a_cave_1.png");
        assert_eq!(Picture::png("", vec![]).file_name(), "picture.png");
    }
}
