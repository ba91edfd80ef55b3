//! The chat front's primitives on Discord. Channel sends go through the
//! send queue; admins are those whose interaction carried Manage Server
//! (Discord computes a member's permissions and sends them with every
//! interaction, over the authenticated gateway); a user whose DMs refused
//! a message is remembered, and their private messages are shown to them
//! in the channel instead.

use crate::components::components;
use crate::rest::CANNOT_MESSAGE_USER;
use crate::transport::{Dest, Extra, Sender};
use narrator_chat::{ChatApi, Keyboard, Picture, Posted, SendKey, Target};
use narrator_engine::PlayerId;
use narrator_i18n::Lang;
use narrator_lock::LockExt;
use narrator_runtime::{DeliveryError, Store};
use narrator_send_queue::{SendError, SendQueue};
use std::collections::HashMap;
use std::future::Future;
use std::sync::Mutex;

/// Place keys and player ids start with this.
pub const PREFIX: &str = "discord:";

/// Settings scope: users whose DMs are closed to the bot.
const DMS_CLOSED: &str = "discord-dms-closed";

/// A channel's place key.
pub fn place_key(channel: u64) -> String {
    format!("{PREFIX}{channel}")
}

/// A user's player id (also the key of their private place).
pub fn player(user: u64) -> PlayerId {
    PlayerId::new(format!("{PREFIX}{user}"))
}

fn id_of(key: &str) -> Option<u64> {
    key.strip_prefix(PREFIX)?.parse().ok()
}

/// The Discord side of the front.
pub struct DiscordApi {
    queue: SendQueue<Sender>,
    store: Store,
    /// (place, player) → whether their latest interaction there carried
    /// Manage Server.
    managers: Mutex<HashMap<(String, PlayerId), bool>>,
    /// Place key (a channel, or a member's private place) → the language
    /// the front speaks there, as of the latest interaction, for the
    /// texts the adapter adds to a send (a select menu's placeholder).
    /// Sends are queued in order as they are made, so this cannot wait
    /// for the store.
    languages: Mutex<HashMap<String, Lang>>,
}

impl DiscordApi {
    /// An API sending through `queue`.
    pub fn new(queue: SendQueue<Sender>, store: Store) -> DiscordApi {
        DiscordApi {
            queue,
            store,
            managers: Mutex::new(HashMap::new()),
            languages: Mutex::new(HashMap::new()),
        }
    }

    /// Records what an interaction said of the member's permissions.
    pub fn note_permissions(&self, place: &str, user: &PlayerId, manage_server: bool) {
        self.managers
            .lock_or_recover()
            .insert((place.to_string(), user.clone()), manage_server);
    }

    /// Records the language spoken in a place (or to a member, under
    /// their private place's key), seen when they interacted.
    pub fn note_language(&self, place: &str, lang: Lang) {
        self.languages
            .lock_or_recover()
            .insert(place.to_string(), lang);
    }

    /// The language last noted for a place, if any.
    pub fn noted_language(&self, key: &str) -> Option<Lang> {
        self.languages.lock_or_recover().get(key).copied()
    }

    /// The language of a send's own words; English for a place no one
    /// has interacted in since the start.
    fn language(&self, to: &Target) -> Lang {
        let key = match to {
            Target::Place(key) => key,
            Target::User(p) => &p.0,
        };
        self.noted_language(key).unwrap_or_default()
    }

    fn dest(to: &Target) -> Option<Dest> {
        match to {
            Target::Place(key) => id_of(key).map(Dest::Channel),
            Target::User(p) => id_of(&p.0).map(Dest::User),
        }
    }

    fn finish(
        &self,
        to: Target,
        sent: Option<impl Future<Output = Result<(u64, u64), SendError>> + Send + 'static>,
    ) -> impl Future<Output = Result<(u64, u64), DeliveryError>> + Send + 'static {
        let store = self.store.clone();
        async move {
            let Some(sent) = sent else {
                return Err(DeliveryError {
                    retryable: false,
                    detail: format!("{to:?} is not a Discord channel or user"),
                });
            };
            match sent.await {
                Ok(ids) => Ok(ids),
                Err(e) => {
                    if let (Target::User(p), SendError::Refused(detail)) = (&to, &e)
                        && detail.contains(&format!("code {CANNOT_MESSAGE_USER}"))
                        && let Err(e) = store.set_setting(DMS_CLOSED, &p.0, "1").await
                    {
                        tracing::warn!("cannot record closed DMs: {e}");
                    }
                    Err(DeliveryError {
                        // Only a refusal is final; anything else means the
                        // message is still owed.
                        retryable: !matches!(e, SendError::Refused(_)),
                        detail: e.to_string(),
                    })
                }
            }
        }
    }
}

impl ChatApi for DiscordApi {
    fn say(
        &self,
        to: &Target,
        text: String,
        key: SendKey,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = Self::dest(to).map(|d| self.queue.queue(d, text, key));
        let done = self.finish(to.clone(), sent);
        async move { done.await.map(|_| ()) }
    }

    fn post(
        &self,
        to: &Target,
        text: String,
        keys: Keyboard,
        key: SendKey,
    ) -> impl Future<Output = Result<Posted, DeliveryError>> + Send + 'static {
        let lang = self.language(to);
        let sent = Self::dest(to).map(|d| {
            let extra = Extra::Components(components(Some(&keys), lang));
            self.queue.queue_with(d, text, extra, key)
        });
        let done = self.finish(to.clone(), sent);
        async move {
            let (channel, message) = done.await?;
            Ok(Posted::new(channel, message))
        }
    }

    fn picture(
        &self,
        to: &Target,
        picture: Picture,
        caption: String,
        key: SendKey,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = Self::dest(to).map(|d| {
            let extra = Extra::Picture {
                file_name: picture.file_name().to_string(),
                bytes: picture.into_bytes(),
            };
            self.queue.queue_with(d, caption, extra, key)
        });
        let done = self.finish(to.clone(), sent);
        async move { done.await.map(|_| ()) }
    }

    fn edit(
        &self,
        msg: &Posted,
        text: String,
        keys: Option<Keyboard>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let parsed = msg.ids::<u64, u64>();
        let to = Target::Place(
            parsed
                .map(|(c, _)| place_key(c))
                .unwrap_or_else(|| msg.0.clone()),
        );
        let lang = self.language(&to);
        let sent = parsed.map(|(channel, message)| {
            let extra = Extra::Edit(message, components(keys.as_ref(), lang));
            self.queue
                .queue_with(Dest::Channel(channel), text, extra, None)
        });
        let done = self.finish(to, sent);
        async move { done.await.map(|_| ()) }
    }

    async fn is_admin(&self, place: &str, user: &PlayerId) -> bool {
        self.managers
            .lock_or_recover()
            .get(&(place.to_string(), user.clone()))
            .copied()
            .unwrap_or(false)
    }

    async fn reachable(&self, user: &PlayerId) -> bool {
        !matches!(self.store.get_setting(DMS_CLOSED, &user.0).await, Ok(Some(v)) if v == "1")
    }

    fn private_in_place(&self) -> bool {
        true
    }
}
