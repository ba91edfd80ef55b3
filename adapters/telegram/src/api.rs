//! The chat front's primitives over the Bot API: every send and edit goes
//! through the send queue; admins are asked of getChatMember; whether a
//! user can be messaged is remembered from their private chat with the bot.

use crate::transport::{self, Extra, Sender};
use narrator_chat::{ChatApi, Keyboard, Posted, Target};
use narrator_engine::PlayerId;
use narrator_runtime::send_queue::{SendError, SendQueue};
use narrator_runtime::{DeliveryError, Store};
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
}

impl TelegramApi {
    /// An API sending through `queue`.
    pub fn new(bot: Bot, queue: SendQueue<Sender>, store: Store) -> TelegramApi {
        TelegramApi { bot, queue, store }
    }

    /// Records that `user` can be messaged (they wrote to the bot
    /// privately), or no longer can.
    pub async fn set_reachable(&self, user: &PlayerId, yes: bool) {
        let value = if yes { "1" } else { "0" };
        if let Err(e) = self.store.set_setting(REACHABLE, &user.0, value).await {
            tracing::warn!("cannot store a private chat: {e}");
        }
    }

    fn chat(to: &Target) -> Option<ChatId> {
        match to {
            Target::Place(key) => chat_of_place(key),
            Target::User(p) => chat_of_player(p),
        }
    }
}

fn failed(e: SendError) -> DeliveryError {
    DeliveryError {
        retryable: matches!(e, SendError::RetryAfter(_)),
        detail: e.to_string(),
    }
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
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = Self::chat(to).map(|chat| self.queue.queue(chat, text));
        let target = format!("{to:?}");
        async move {
            match sent {
                Some(sent) => sent.await.map(|_| ()).map_err(failed),
                None => Err(no_chat(&target)),
            }
        }
    }

    async fn post(
        &self,
        to: &Target,
        text: String,
        keys: Keyboard,
    ) -> Result<Posted, DeliveryError> {
        let chat = Self::chat(to).ok_or_else(|| no_chat(&format!("{to:?}")))?;
        let sent = self
            .queue
            .send_with(chat, text, Extra::Keys(transport::inline(&keys)))
            .await;
        match sent {
            Ok(id) => Ok(Posted(format!("{}:{}", chat.0, id.0))),
            Err(e) => {
                if let (Target::User(p), SendError::Failed(detail)) = (to, &e)
                    && transport::unreachable(detail)
                {
                    self.set_reachable(p, false).await;
                }
                Err(failed(e))
            }
        }
    }

    async fn edit(
        &self,
        msg: &Posted,
        text: String,
        keys: Option<Keyboard>,
    ) -> Result<(), DeliveryError> {
        let parsed = msg
            .0
            .split_once(':')
            .and_then(|(c, m)| Some((ChatId(c.parse().ok()?), MessageId(m.parse().ok()?))));
        let (chat, id) = parsed.ok_or_else(|| no_chat(&msg.0))?;
        let keys = keys.as_ref().map(transport::inline);
        self.queue
            .send_with(chat, text, Extra::Edit(id, keys))
            .await
            .map(|_| ())
            .map_err(failed)
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
