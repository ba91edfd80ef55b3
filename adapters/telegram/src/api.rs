//! The chat front's primitives over the Bot API: every send and edit goes
//! through the send queue; admins are asked of getChatMember; whether a
//! user can be messaged is remembered from their private chat with the bot.

use crate::transport::{self, Extra, Sender};
use narrator_chat::{ChatApi, Keyboard, Picture, Posted, SendKey, Target};
use narrator_engine::PlayerId;
use narrator_runtime::{DeliveryError, Store};
use narrator_send_queue::{SendError, SendQueue};
use std::future::Future;
use teloxide::prelude::*;
use teloxide::types::MessageId;

/// Place keys and player ids start with this.
pub const PREFIX: &str = "telegram:";

/// Settings scope: users who opened a private chat with the bot.
const REACHABLE: &str = "telegram-private-chat";

/// A group's place key.
pub fn place_key(chat: ChatId) -> String {
    format!("{PREFIX}{}", chat.0)
}

/// A user's player id.
pub fn player(user: UserId) -> PlayerId {
    PlayerId::new(format!("{PREFIX}{}", user.0))
}

fn chat_of_place(key: &str) -> Option<ChatId> {
    key.strip_prefix(PREFIX)?.parse().ok().map(ChatId)
}

fn chat_of_player(p: &PlayerId) -> Option<ChatId> {
    chat_of_place(&p.0)
}

fn user_of(p: &PlayerId) -> Option<UserId> {
    p.0.strip_prefix(PREFIX)?.parse().ok().map(UserId)
}

/// The Telegram side of the front.
pub struct TelegramApi {
    bot: Bot,
    queue: SendQueue<Sender>,
    store: Store,
    /// The bot's @username, for links to its private chat.
    username: String,
}

impl TelegramApi {
    /// An API sending through `queue` for the bot `@username`.
    pub fn new(bot: Bot, queue: SendQueue<Sender>, store: Store, username: &str) -> TelegramApi {
        TelegramApi {
            bot,
            queue,
            store,
            username: username.to_string(),
        }
    }

    /// Records that `user` can be messaged (they wrote to the bot
    /// privately), or no longer can.
    pub async fn set_reachable(&self, user: &PlayerId, yes: bool) {
        set_reachable(&self.store, user, yes).await;
    }

    fn chat(to: &Target) -> Option<ChatId> {
        match to {
            Target::Place(key) => chat_of_place(key),
            Target::User(p) => chat_of_player(p),
        }
    }
}

async fn set_reachable(store: &Store, user: &PlayerId, yes: bool) {
    let value = if yes { "1" } else { "0" };
    if let Err(e) = store.set_setting(REACHABLE, &user.0, value).await {
        tracing::warn!("cannot store a private chat: {e}");
    }
}

/// A send's outcome for the front; a refusal to message a user privately
/// is remembered, so the front holds their messages until they write.
async fn outcome<T>(
    sent: Result<T, SendError>,
    to: &Target,
    store: &Store,
) -> Result<T, DeliveryError> {
    let e = match sent {
        Ok(v) => return Ok(v),
        Err(e) => e,
    };
    if let (Target::User(p), SendError::Refused(detail)) = (to, &e)
        && transport::unreachable(detail)
    {
        set_reachable(store, p, false).await;
    }
    Err(DeliveryError {
        // Only a refusal is final; anything else means it is still owed.
        retryable: !matches!(e, SendError::Refused(_)),
        detail: e.to_string(),
    })
}

fn no_chat(to: &str) -> DeliveryError {
    DeliveryError {
        retryable: false,
        detail: format!("{to} is not a Telegram chat"),
    }
}

impl ChatApi for TelegramApi {
    fn say(
        &self,
        to: &Target,
        text: String,
        key: SendKey,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = Self::chat(to).map(|chat| self.queue.queue(chat, text, key));
        let (to, store) = (to.clone(), self.store.clone());
        async move {
            let Some(sent) = sent else {
                return Err(no_chat(&format!("{to:?}")));
            };
            outcome(sent.await, &to, &store).await.map(|_| ())
        }
    }

    fn post(
        &self,
        to: &Target,
        text: String,
        keys: Keyboard,
        key: SendKey,
    ) -> impl Future<Output = Result<Posted, DeliveryError>> + Send + 'static {
        let chat = Self::chat(to);
        let sent = chat.map(|chat| {
            let keys = Extra::Keys(transport::inline(&keys));
            self.queue.queue_with(chat, text, keys, key)
        });
        let (to, store) = (to.clone(), self.store.clone());
        async move {
            let (Some(chat), Some(sent)) = (chat, sent) else {
                return Err(no_chat(&format!("{to:?}")));
            };
            let id = outcome(sent.await, &to, &store).await?;
            Ok(Posted::new(chat.0, id.0))
        }
    }

    fn picture(
        &self,
        to: &Target,
        picture: Picture,
        caption: String,
        key: SendKey,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = Self::chat(to).map(|chat| {
            let photo = Extra::Photo {
                file_name: picture.file_name().to_string(),
                bytes: picture.into_bytes(),
            };
            self.queue.queue_with(chat, caption, photo, key)
        });
        let (to, store) = (to.clone(), self.store.clone());
        async move {
            let Some(sent) = sent else {
                return Err(no_chat(&format!("{to:?}")));
            };
            outcome(sent.await, &to, &store).await.map(|_| ())
        }
    }

    fn edit(
        &self,
        msg: &Posted,
        text: String,
        keys: Option<Keyboard>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let parsed = msg
            .ids::<i64, i32>()
            .map(|(c, m)| (ChatId(c), MessageId(m)));
        let sent = parsed.map(|(chat, id)| {
            let keys = keys.as_ref().map(transport::inline);
            self.queue
                .queue_with(chat, text, Extra::Edit(id, keys), None)
        });
        let (msg, store) = (msg.clone(), self.store.clone());
        async move {
            let Some(sent) = sent else {
                return Err(no_chat(&msg.0));
            };
            let to = Target::Place(msg.0.clone());
            outcome(sent.await, &to, &store).await.map(|_| ())
        }
    }

    fn private_chat_link(&self) -> Option<String> {
        (!self.username.is_empty()).then(|| format!("https://t.me/{}?start=inbox", self.username))
    }

    async fn is_admin(&self, place: &str, user: &PlayerId) -> bool {
        let (Some(chat), Some(user)) = (chat_of_place(place), user_of(user)) else {
            return false;
        };
        match self.bot.get_chat_member(chat, user).await {
            Ok(member) => member.is_privileged(),
            Err(e) => {
                // Unknown is not admin: settings stay closed when in doubt.
                tracing::warn!(place, "getChatMember failed: {e}");
                false
            }
        }
    }

    async fn reachable(&self, user: &PlayerId) -> bool {
        matches!(
            self.store.get_setting(REACHABLE, &user.0).await,
            Ok(Some(v)) if v == "1"
        )
    }
}
