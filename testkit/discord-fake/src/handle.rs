//! The test-side handle: start the fake, set up guilds and users, inject
//! events, and read back what the bot did.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serde_json::{Value, json};
use tokio::net::TcpListener;

use crate::core::{Core, GatewayMsg};
use crate::error::{DispatchError, StartError};
use crate::events::{self, Envelope, SlashCommand};
use crate::messages::{self, Draft, Origin};
use crate::ratelimit::{RateLimitConfig, RateLimiter};
use crate::render;
use crate::snowflake::now_ms;
use crate::visibility;
use crate::world::{
    ADMINISTRATOR, Channel, ChannelKind, EVERYONE_PERMISSIONS, Guild, InteractionKind,
    InteractionState, MANAGE_GUILD, Member, Role, StoredMessage, User, Violation, World,
};

/// How the fake behaves.
#[derive(Clone, Debug)]
pub struct Config {
    /// Rate limits and their headers.
    pub rate_limits: RateLimitConfig,
    /// How long after dispatch an interaction callback is still accepted.
    pub ack_deadline: Duration,
    /// The bot user's name.
    pub bot_name: String,
    /// The heartbeat interval sent in HELLO (Discord: about 41 s).
    pub heartbeat_interval: Duration,
    /// Message sends that fail on purpose; none by default.
    pub faults: Option<crate::faults::FaultConfig>,
    /// The shard count GET /gateway/bot recommends (Discord: about one
    /// per 1,000 guilds). Each gateway session gets the events of the
    /// guilds on the shard it identified with, and shard 0 the DMs.
    pub shards: u32,
}

impl Default for Config {
    fn default() -> Self {
        Config {
            rate_limits: RateLimitConfig::default(),
            ack_deadline: Duration::from_secs(3),
            bot_name: "narrator".into(),
            heartbeat_interval: Duration::from_millis(41_250),
            faults: None,
            shards: 1,
        }
    }
}

/// Ids of a guild created by [`FakeDiscord::add_guild`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GuildIds {
    /// The guild.
    pub guild_id: u64,
    /// Its first text channel, `#general`.
    pub channel_id: u64,
    /// The owner (who has every permission).
    pub owner_id: u64,
}

/// An interaction sent to the bot; use it to look up what the bot did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dispatched {
    /// The interaction id.
    pub id: u64,
    /// Its token.
    pub token: String,
}

/// What the bot did with one interaction.
#[derive(Clone, Debug)]
pub struct InteractionRecord {
    /// The interaction id.
    pub id: u64,
    /// Its token.
    pub token: String,
    /// The user who triggered it.
    pub user_id: u64,
    /// Time from dispatch to the first accepted callback.
    pub acked_after: Option<Duration>,
    /// The callback type used (4 reply, 5 deferred, 6 deferred update,
    /// 7 update, 9 modal).
    pub callback_type: Option<u8>,
    /// The visible result: the reply (types 4, 5 after editing) or the
    /// updated message (types 6, 7), in its current state.
    pub reply: Option<StoredMessage>,
    /// Follow-up messages, in order.
    pub followups: Vec<StoredMessage>,
    /// The modal's data for type 9.
    pub modal: Option<Value>,
}

impl InteractionRecord {
    /// Whether the reply is visible only to the invoker.
    pub fn ephemeral(&self) -> bool {
        self.reply.as_ref().is_some_and(StoredMessage::ephemeral)
    }
}

/// A running fake Discord. Cheap to clone; the server stops when the last
/// clone is dropped.
#[derive(Clone)]
pub struct FakeDiscord {
    core: Arc<Core>,
    _server: Arc<ServerGuard>,
}

impl std::fmt::Debug for FakeDiscord {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("FakeDiscord")
            .field("url", &self.core.base_url)
            .finish()
    }
}

/// Stops the server when dropped.
enum ServerGuard {
    Task(tokio::task::JoinHandle<()>),
    Thread(Option<tokio::sync::oneshot::Sender<()>>),
}

impl Drop for ServerGuard {
    fn drop(&mut self) {
        match self {
            ServerGuard::Task(t) => t.abort(),
            ServerGuard::Thread(tx) => {
                if let Some(tx) = tx.take() {
                    let _ = tx.send(());
                }
            }
        }
    }
}

impl FakeDiscord {
    /// Starts a fake with default settings on the current tokio runtime.
    pub async fn start() -> Result<FakeDiscord, StartError> {
        Self::start_with(Config::default()).await
    }

    /// Starts a fake with these settings on the current tokio runtime.
    pub async fn start_with(config: Config) -> Result<FakeDiscord, StartError> {
        let (listener, core) = bind(config).await?;
        let app = crate::rest::app(Arc::clone(&core));
        let task = tokio::spawn(async move {
            let _ = axum::serve(listener, app).await;
        });
        Ok(FakeDiscord {
            core,
            _server: Arc::new(ServerGuard::Task(task)),
        })
    }

    /// Starts a fake on its own thread and runtime, for plain `#[test]`s.
    pub fn start_blocking() -> Result<FakeDiscord, StartError> {
        Self::start_blocking_with(Config::default())
    }

    /// [`FakeDiscord::start_blocking`] with settings.
    pub fn start_blocking_with(config: Config) -> Result<FakeDiscord, StartError> {
        let (ready_tx, ready_rx) = std::sync::mpsc::channel();
        let (stop_tx, stop_rx) = tokio::sync::oneshot::channel::<()>();
        std::thread::Builder::new()
            .name("discord-fake".into())
            .spawn(move || {
                let Ok(rt) = tokio::runtime::Builder::new_multi_thread()
                    .worker_threads(2)
                    .enable_all()
                    .build()
                else {
                    return;
                };
                rt.block_on(async move {
                    let (listener, core) = match bind(config).await {
                        Ok(x) => x,
                        Err(e) => {
                            let _ = ready_tx.send(Err(e));
                            return;
                        }
                    };
                    let app = crate::rest::app(Arc::clone(&core));
                    let _ = ready_tx.send(Ok(core));
                    tokio::select! {
                        _ = axum::serve(listener, app) => {}
                        _ = stop_rx => {}
                    }
                });
                // Open websocket sessions must not keep the thread alive.
                rt.shutdown_background();
            })
            .map_err(StartError::Bind)?;
        let core = ready_rx.recv().map_err(|_| StartError::Runtime)??;
        Ok(FakeDiscord {
            core,
            _server: Arc::new(ServerGuard::Thread(Some(stop_tx))),
        })
    }

    /// `http://127.0.0.1:PORT`: pass to serenity's `HttpBuilder::proxy`.
    pub fn url(&self) -> String {
        self.core.base_url.clone()
    }

    /// `ws://127.0.0.1:PORT/gateway`.
    pub fn gateway_url(&self) -> String {
        self.core.gateway_url()
    }

    /// The bot's user id, which is also its application id.
    pub fn bot_id(&self) -> u64 {
        self.core.world().bot.id
    }

    // ----- setting up -----

    /// Adds a user who is in no guild yet; returns the id.
    pub fn add_user(&self, name: &str) -> u64 {
        let id = self.core.ids.next();
        let user = User {
            id,
            name: name.to_owned(),
            bot: false,
            dms_closed: false,
            locale: DEFAULT_LOCALE.into(),
        };
        self.core.world().users.insert(id, user);
        id
    }

    /// Adds a guild owned by a new user `{name}-owner`, with `#general`,
    /// an @everyone role, a "Manager" role with Manage Server, and the bot
    /// as a member with Administrator. Connected bots get GUILD_CREATE.
    pub fn add_guild(&self, name: &str) -> GuildIds {
        let guild_id = self.core.ids.next();
        self.add_guild_as(name, guild_id)
    }

    /// [`FakeDiscord::add_guild`] with an id that puts the guild on
    /// `shard` of the recommended shard count ([`Config::shards`]), by
    /// Discord's rule ([`shard_of`](crate::shard_of)).
    pub fn add_guild_on_shard(&self, name: &str, shard: u32) -> Result<GuildIds, DispatchError> {
        let total = self.core.shards;
        if shard >= total {
            return Err(DispatchError::NoSuchShard { shard, total });
        }
        let guild_id = self
            .core
            .ids
            .next_where(|id| crate::shard::shard_of(id, total) == shard);
        Ok(self.add_guild_as(name, guild_id))
    }

    fn add_guild_as(&self, name: &str, guild_id: u64) -> GuildIds {
        let owner_id = self.add_user(&format!("{name}-owner"));
        let ids = &self.core.ids;
        let (channel_id, manager_role, bot_role) = (ids.next(), ids.next(), ids.next());
        let now = now_ms();
        let mut w = self.core.world();
        let bot = w.bot.id;
        let role = |id, name: &str, permissions, position| Role {
            id,
            name: name.to_owned(),
            permissions,
            position,
        };
        let member = |user_id, roles| Member {
            user_id,
            roles,
            joined_ms: now,
        };
        let mut guild = Guild {
            id: guild_id,
            name: name.to_owned(),
            owner_id,
            roles: vec![
                role(guild_id, "@everyone", EVERYONE_PERMISSIONS, 0),
                role(
                    manager_role,
                    "Manager",
                    EVERYONE_PERMISSIONS | MANAGE_GUILD,
                    1,
                ),
                role(bot_role, "narrator", ADMINISTRATOR, 2),
            ],
            members: Default::default(),
            channels: vec![channel_id],
            manager_role,
            created_ms: now,
            preferred_locale: DEFAULT_LOCALE.into(),
        };
        guild.members.insert(owner_id, member(owner_id, vec![]));
        guild.members.insert(bot, member(bot, vec![bot_role]));
        let kind = ChannelKind::GuildText {
            guild_id,
            name: "general".into(),
            position: 0,
        };
        w.channels.insert(
            channel_id,
            Channel {
                id: channel_id,
                kind,
            },
        );
        w.guilds.insert(guild_id, guild);
        self.announce_guild(&w, guild_id);
        GuildIds {
            guild_id,
            channel_id,
            owner_id,
        }
    }

    /// Adds a text channel to a guild; returns its id.
    pub fn add_channel(&self, guild_id: u64, name: &str) -> Result<u64, DispatchError> {
        let id = self.core.ids.next();
        let mut w = self.core.world();
        let g = w
            .guilds
            .get_mut(&guild_id)
            .ok_or(DispatchError::UnknownGuild(guild_id))?;
        g.channels.push(id);
        let position = g.channels.len() as u32 - 1;
        let kind = ChannelKind::GuildText {
            guild_id,
            name: name.to_owned(),
            position,
        };
        w.channels.insert(id, Channel { id, kind });
        if let Some(c) = w.channels.get(&id) {
            self.core.dispatch("CHANNEL_CREATE", render::channel(&w, c));
        }
        Ok(id)
    }

    /// Adds a new user as a member; `manage_guild` gives them the Manager
    /// role (Manage Server). Returns the user id.
    pub fn add_member(
        &self,
        guild_id: u64,
        name: &str,
        manage_guild: bool,
    ) -> Result<u64, DispatchError> {
        if !self.core.world().guilds.contains_key(&guild_id) {
            return Err(DispatchError::UnknownGuild(guild_id));
        }
        let user_id = self.add_user(name);
        self.join(guild_id, user_id, manage_guild)?;
        Ok(user_id)
    }

    /// Makes an existing user a member of a guild.
    pub fn join(
        &self,
        guild_id: u64,
        user_id: u64,
        manage_guild: bool,
    ) -> Result<(), DispatchError> {
        let mut w = self.core.world();
        if !w.users.contains_key(&user_id) {
            return Err(DispatchError::UnknownUser(user_id));
        }
        let g = w
            .guilds
            .get_mut(&guild_id)
            .ok_or(DispatchError::UnknownGuild(guild_id))?;
        let roles = if manage_guild {
            vec![g.manager_role]
        } else {
            vec![]
        };
        g.members.insert(
            user_id,
            Member {
                user_id,
                roles,
                joined_ms: now_ms(),
            },
        );
        Ok(())
    }

    /// Opens or closes a user's DMs: while closed, the bot's sends into
    /// the DM answer 403 with code 50007.
    pub fn set_dms_closed(&self, user_id: u64, closed: bool) -> Result<(), DispatchError> {
        let mut w = self.core.world();
        let u = w
            .users
            .get_mut(&user_id)
            .ok_or(DispatchError::UnknownUser(user_id))?;
        u.dms_closed = closed;
        Ok(())
    }

    /// Sets the language of a user's client (`ru`, `vi`, `en-US`…), sent
    /// as the `locale` of their interactions.
    pub fn set_user_locale(&self, user_id: u64, locale: &str) -> Result<(), DispatchError> {
        let mut w = self.core.world();
        let u = w
            .users
            .get_mut(&user_id)
            .ok_or(DispatchError::UnknownUser(user_id))?;
        u.locale = locale.to_owned();
        Ok(())
    }

    /// Sets a guild's preferred locale, sent as the `guild_locale` of
    /// interactions there.
    pub fn set_guild_locale(&self, guild_id: u64, locale: &str) -> Result<(), DispatchError> {
        let mut w = self.core.world();
        let g = w
            .guilds
            .get_mut(&guild_id)
            .ok_or(DispatchError::UnknownGuild(guild_id))?;
        g.preferred_locale = locale.to_owned();
        Ok(())
    }

    /// The DM channel with a user, opening it if needed.
    pub fn open_dm(&self, user_id: u64) -> Result<u64, DispatchError> {
        let mut w = self.core.world();
        if !w.users.contains_key(&user_id) {
            return Err(DispatchError::UnknownUser(user_id));
        }
        Ok(w.open_dm(user_id, || self.core.ids.next()))
    }

    fn announce_guild(&self, w: &World, guild_id: u64) {
        if let Some(g) = w.guilds.get(&guild_id) {
            self.core
                .dispatch("GUILD_CREATE", render::guild_create(w, g));
        }
    }

    // ----- events -----

    /// Sends a slash command from `user_id` in `channel_id` (a guild
    /// channel, or a DM from [`FakeDiscord::open_dm`]). As on Discord, the
    /// command must be registered where it is used, and a member lacking
    /// its `default_member_permissions` cannot invoke it.
    pub fn slash_command(
        &self,
        channel_id: u64,
        user_id: u64,
        command: &SlashCommand,
    ) -> Result<Dispatched, DispatchError> {
        let mut w = self.core.world();
        let guild = self.check_actor(&w, channel_id, user_id)?;
        let command_id = visibility::find_usable(
            &w,
            guild.and_then(|g| w.guilds.get(&g)),
            user_id,
            &command.name,
        )?;
        let mut data = json!({
            "id": command_id.to_string(),
            "name": command.name,
            "type": 1,
            "options": command.options(),
        });
        if let Some(g) = guild {
            data["guild_id"] = json!(g.to_string());
        }
        let env = self.envelope(channel_id, user_id);
        let payload = events::interaction(&w, &env, 2, data, None);
        Ok(self.send_interaction(&mut w, env, InteractionKind::Command, None, payload))
    }

    /// Presses a button (by custom id) on a stored message.
    pub fn press_button(
        &self,
        channel_id: u64,
        message_id: u64,
        user_id: u64,
        custom_id: &str,
    ) -> Result<Dispatched, DispatchError> {
        self.component(channel_id, message_id, user_id, custom_id, None)
    }

    /// Picks values in a string select (by custom id) on a stored message.
    pub fn select(
        &self,
        channel_id: u64,
        message_id: u64,
        user_id: u64,
        custom_id: &str,
        values: &[&str],
    ) -> Result<Dispatched, DispatchError> {
        self.component(channel_id, message_id, user_id, custom_id, Some(values))
    }

    fn component(
        &self,
        channel_id: u64,
        message_id: u64,
        user_id: u64,
        custom_id: &str,
        values: Option<&[&str]>,
    ) -> Result<Dispatched, DispatchError> {
        let mut w = self.core.world();
        self.check_actor(&w, channel_id, user_id)?;
        let unknown = DispatchError::UnknownMessage {
            channel: channel_id,
            message: message_id,
        };
        let msg = w
            .messages
            .get(&message_id)
            .filter(|m| m.channel_id == channel_id)
            .ok_or(unknown)?;
        let kind = events::find_component(&msg.components, custom_id).ok_or_else(|| {
            DispatchError::UnknownComponent {
                message: message_id,
                custom_id: custom_id.to_owned(),
            }
        })?;
        let mut data = json!({"custom_id": custom_id, "component_type": kind});
        if let Some(values) = values {
            data["values"] = json!(values);
        }
        let message = render::message(&w, msg);
        let env = self.envelope(channel_id, user_id);
        let payload = events::interaction(&w, &env, 3, data, Some(message));
        Ok(self.send_interaction(
            &mut w,
            env,
            InteractionKind::Component,
            Some(message_id),
            payload,
        ))
    }

    /// Submits the modal the bot opened in answer to interaction
    /// `opened_by` (callback type 9), with `(custom_id, value)` per text
    /// input, as the same user in the same channel.
    pub fn submit_modal(
        &self,
        opened_by: u64,
        values: &[(&str, &str)],
    ) -> Result<Dispatched, DispatchError> {
        let mut w = self.core.world();
        let (channel_id, user_id, modal, source) = {
            let it = w
                .interactions
                .get(&opened_by)
                .ok_or(DispatchError::NoModal(opened_by))?;
            let modal = it.modal.clone().ok_or(DispatchError::NoModal(opened_by))?;
            (it.channel_id, it.user_id, modal, it.source_message)
        };
        let rows: Vec<Value> = values
            .iter()
            .map(|(id, value)| {
                json!({"type": 1, "components": [{"type": 4, "custom_id": id, "value": value}]})
            })
            .collect();
        let data = json!({"custom_id": modal["custom_id"], "components": rows});
        let message = source
            .and_then(|m| w.messages.get(&m))
            .map(|m| render::message(&w, m));
        let env = self.envelope(channel_id, user_id);
        let payload = events::interaction(&w, &env, 5, data, message);
        Ok(self.send_interaction(&mut w, env, InteractionKind::Modal, source, payload))
    }

    /// Posts a message from a user (MESSAGE_CREATE to the bot); returns its
    /// id.
    pub fn user_message(
        &self,
        channel_id: u64,
        user_id: u64,
        content: &str,
    ) -> Result<u64, DispatchError> {
        let mut w = self.core.world();
        self.check_actor(&w, channel_id, user_id)?;
        messages::create(
            &self.core,
            &mut w,
            channel_id,
            user_id,
            Draft::text(content),
            Origin::default(),
        )
        .map_err(|_| DispatchError::UnknownChannel(channel_id))
    }

    /// Sends an interaction of `kind` (2 command, 3 component, 5 modal)
    /// with `data` from `user_id` in `channel_id`, after `alter` has
    /// broken its payload as a test wants (a field of the wrong type, an
    /// unknown type). It is recorded like any interaction, so the bot may
    /// still answer it by its id and token.
    pub fn malformed_interaction(
        &self,
        channel_id: u64,
        user_id: u64,
        kind: u8,
        data: Value,
        alter: impl FnOnce(&mut Value),
    ) -> Result<Dispatched, DispatchError> {
        let mut w = self.core.world();
        self.check_actor(&w, channel_id, user_id)?;
        let env = self.envelope(channel_id, user_id);
        let mut payload = events::interaction(&w, &env, kind, data, None);
        alter(&mut payload);
        let recorded = match kind {
            3 => InteractionKind::Component,
            5 => InteractionKind::Modal,
            _ => InteractionKind::Command,
        };
        Ok(self.send_interaction(&mut w, env, recorded, None, payload))
    }

    /// Dispatches `payload` as event `event`, exactly as given: a
    /// malformed event the bot must survive. It goes to the shard of its
    /// `guild_id` (shard 0 without one), as every dispatch does.
    pub fn dispatch_raw(&self, event: &'static str, payload: Value) {
        self.core.dispatch(event, payload);
    }

    /// Sends one gateway text frame exactly as given (it need not be JSON)
    /// to every identified session.
    pub fn raw_frame(&self, text: &str) {
        let _ = self.core.gateway.send(GatewayMsg::Raw(text.into()));
    }

    /// Closes every gateway connection with this close code (4000 makes
    /// serenity resume; 1000 makes it reconnect).
    pub fn disconnect_all(&self, code: u16) {
        let _ = self.core.gateway.send(GatewayMsg::Close(code));
    }

    /// Checks that the user may act in the channel; returns its guild.
    fn check_actor(
        &self,
        w: &World,
        channel_id: u64,
        user_id: u64,
    ) -> Result<Option<u64>, DispatchError> {
        let c = w
            .channels
            .get(&channel_id)
            .ok_or(DispatchError::UnknownChannel(channel_id))?;
        if !w.users.contains_key(&user_id) {
            return Err(DispatchError::UnknownUser(user_id));
        }
        match c.kind {
            ChannelKind::GuildText { guild_id, .. } => {
                let in_guild = w
                    .guilds
                    .get(&guild_id)
                    .is_some_and(|g| g.members.contains_key(&user_id));
                if in_guild {
                    Ok(Some(guild_id))
                } else {
                    Err(DispatchError::UnknownUser(user_id))
                }
            }
            ChannelKind::Dm { recipient } if recipient == user_id => Ok(None),
            ChannelKind::Dm { .. } => Err(DispatchError::UnknownUser(user_id)),
        }
    }

    fn envelope(&self, channel_id: u64, user_id: u64) -> Envelope {
        let id = self.core.ids.next();
        let token = format!("fake-interaction-token-{id}-{}", self.core.ids.next());
        Envelope {
            id,
            token,
            channel_id,
            user_id,
        }
    }

    fn send_interaction(
        &self,
        w: &mut World,
        env: Envelope,
        kind: InteractionKind,
        source_message: Option<u64>,
        payload: Value,
    ) -> Dispatched {
        w.tokens.insert(env.token.clone(), env.id);
        w.interactions.insert(
            env.id,
            InteractionState {
                id: env.id,
                token: env.token.clone(),
                kind,
                channel_id: env.channel_id,
                user_id: env.user_id,
                dispatched_at: Instant::now(),
                acked_at: None,
                callback_type: None,
                source_message,
                original_message: None,
                followups: vec![],
                modal: None,
            },
        );
        self.core.dispatch("INTERACTION_CREATE", payload);
        Dispatched {
            id: env.id,
            token: env.token,
        }
    }

    // ----- reading back -----

    /// Visible messages of a channel, oldest first, in their current state.
    pub fn messages(&self, channel_id: u64) -> Vec<StoredMessage> {
        self.core
            .world()
            .channel_messages(channel_id)
            .into_iter()
            .cloned()
            .collect()
    }

    /// One message by id (ephemeral ones included).
    pub fn message(&self, message_id: u64) -> Option<StoredMessage> {
        self.core.world().messages.get(&message_id).cloned()
    }

    /// Messages the bot sent to a user's DM, oldest first.
    pub fn dms_to(&self, user_id: u64) -> Vec<StoredMessage> {
        let w = self.core.world();
        let bot = w.bot.id;
        match w.dm_channels.get(&user_id) {
            Some(&c) => w
                .channel_messages(c)
                .into_iter()
                .filter(|m| m.author_id == bot)
                .cloned()
                .collect(),
            None => vec![],
        }
    }

    /// Registered commands: global with `None`, else the guild's. Each is
    /// Discord's command object (name, options, `default_member_permissions`…).
    pub fn commands(&self, guild_id: Option<u64>) -> Vec<Value> {
        let w = self.core.world();
        match guild_id {
            None => w.global_commands.clone(),
            Some(g) => w.guild_commands.get(&g).cloned().unwrap_or_default(),
        }
    }

    /// What the bot did with an interaction.
    pub fn interaction(&self, id: u64) -> Option<InteractionRecord> {
        let w = self.core.world();
        let it = w.interactions.get(&id)?;
        let get = |m: &u64| w.messages.get(m).cloned();
        Some(InteractionRecord {
            id: it.id,
            token: it.token.clone(),
            user_id: it.user_id,
            acked_after: it.acked_at.map(|a| a.duration_since(it.dispatched_at)),
            callback_type: it.callback_type,
            reply: it.original_message.as_ref().and_then(get),
            followups: it.followups.iter().filter_map(get).collect(),
            modal: it.modal.clone(),
        })
    }

    /// Records of every interaction, oldest first.
    pub fn interactions(&self) -> Vec<InteractionRecord> {
        let ids: Vec<u64> = self.core.world().interactions.keys().copied().collect();
        ids.into_iter()
            .filter_map(|id| self.interaction(id))
            .collect()
    }

    /// Makes the next message creates and edits (in any channel) fail
    /// with `faults`, one each, in order; random faults (see
    /// [`Config::faults`]) resume after them.
    pub fn fail_next(&self, faults: &[crate::faults::Fault]) {
        self.core.faults.queue(faults);
    }

    /// The faults served so far (see [`Config::faults`]).
    pub fn faults_served(&self) -> crate::faults::FaultCounts {
        self.core.faults.counts()
    }

    /// How many message creates were answered with an earlier message
    /// because they repeated its nonce (with `enforce_nonce`).
    pub fn nonce_repeats(&self) -> u64 {
        self.core.world().nonce_repeats
    }

    /// How many 429s were answered.
    pub fn rate_limited_count(&self) -> u64 {
        self.core.world().rate_limited
    }

    /// Spec violations and requests to routes outside the spec.
    pub fn violations(&self) -> Vec<Violation> {
        self.core.world().violations.clone()
    }

    /// Forgets the violations seen so far.
    pub fn clear_violations(&self) {
        self.core.world().violations.clear();
    }

    /// `METHOD /path` of requests the fake has no handler for.
    pub fn unhandled_routes(&self) -> Vec<String> {
        self.core.world().unhandled.clone()
    }

    /// Panics, listing them, if there were spec violations or unhandled
    /// routes.
    pub fn assert_no_violations(&self) {
        let (v, u) = (self.violations(), self.unhandled_routes());
        if v.is_empty() && u.is_empty() {
            return;
        }
        let mut report = String::new();
        for x in &v {
            report.push_str(&format!("\n  {x}"));
        }
        for x in &u {
            report.push_str(&format!("\n  unhandled route: {x}"));
        }
        panic!(
            "{} spec violation(s), {} unhandled route(s):{report}",
            v.len(),
            u.len()
        );
    }

    /// IDENTIFYs received over the fake's life (a restarted bot adds one).
    pub fn identify_count(&self) -> u64 {
        self.core.world().identifies
    }

    /// The shard count GET /gateway/bot recommends ([`Config::shards`]).
    pub fn shards(&self) -> u32 {
        self.core.shards
    }

    /// `[id, total]` of every IDENTIFY over the fake's life, in order.
    pub fn identified_shards(&self) -> Vec<[u32; 2]> {
        self.core.world().identified_shards.clone()
    }

    /// Gateway sessions currently identified.
    pub fn live_sessions(&self) -> u64 {
        self.core.world().live_sessions
    }

    /// RESUMEs received over the fake's life.
    pub fn resume_count(&self) -> u64 {
        self.core.world().resumes
    }

    /// Heartbeats received over the fake's life.
    pub fn heartbeat_count(&self) -> u64 {
        self.core.world().heartbeats
    }

    // ----- waiting -----

    /// Polls `probe` until it returns `Some` or `timeout` passes.
    pub async fn wait_for<T>(
        &self,
        timeout: Duration,
        mut probe: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> Option<T> {
        let end = Instant::now() + timeout;
        loop {
            if let Some(t) = probe(self) {
                return Some(t);
            }
            if Instant::now() >= end {
                return None;
            }
            tokio::time::sleep(POLL).await;
        }
    }

    /// [`FakeDiscord::wait_for`] for sync tests (sleeps the thread).
    pub fn wait_for_blocking<T>(
        &self,
        timeout: Duration,
        mut probe: impl FnMut(&FakeDiscord) -> Option<T>,
    ) -> Option<T> {
        let end = Instant::now() + timeout;
        loop {
            if let Some(t) = probe(self) {
                return Some(t);
            }
            if Instant::now() >= end {
                return None;
            }
            std::thread::sleep(POLL);
        }
    }

    /// Waits until `n` IDENTIFYs have been received in total.
    pub async fn wait_for_identify(&self, n: u64, timeout: Duration) -> bool {
        self.wait_for(timeout, |f| (f.identify_count() >= n).then_some(()))
            .await
            .is_some()
    }

    /// [`FakeDiscord::wait_for_identify`] for sync tests.
    pub fn wait_for_identify_blocking(&self, n: u64, timeout: Duration) -> bool {
        self.wait_for_blocking(timeout, |f| (f.identify_count() >= n).then_some(()))
            .is_some()
    }
}

const POLL: Duration = Duration::from_millis(20);

/// The locale of a new user or guild, as Discord's default.
pub(crate) const DEFAULT_LOCALE: &str = "en-US";

async fn bind(config: Config) -> Result<(TcpListener, Arc<Core>), StartError> {
    let listener = TcpListener::bind("127.0.0.1:0").await?;
    let port = listener.local_addr()?.port();
    let base = format!("http://127.0.0.1:{port}");
    // The bot's id is made by the same generator as everything else so it
    // looks like a real snowflake.
    let ids = crate::snowflake::Snowflakes::default();
    let bot = User {
        id: ids.next(),
        name: config.bot_name.clone(),
        bot: true,
        dms_closed: false,
        locale: DEFAULT_LOCALE.into(),
    };
    let world = World::new(
        bot,
        RateLimiter::new(config.rate_limits),
        config.ack_deadline,
    );
    let mut core = Core::new(world, base, ids, config.heartbeat_interval, config.shards);
    core.faults = crate::faults::Faults::new(config.faults.clone());
    Ok((listener, Arc::new(core)))
}
