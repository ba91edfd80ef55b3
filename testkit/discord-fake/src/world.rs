//! The fake's state: users, guilds, channels, messages, commands and
//! interactions, plus what the tests read back (violations, unhandled
//! routes, 429s). Kept free of HTTP and websocket types so the REST handlers
//! and the test API share one set of rules.

use std::collections::{BTreeMap, HashMap};
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::ratelimit::RateLimiter;

/// VIEW_CHANNEL, SEND_MESSAGES, EMBED_LINKS, ATTACH_FILES,
/// READ_MESSAGE_HISTORY, ADD_REACTIONS, USE_APPLICATION_COMMANDS and
/// SEND_MESSAGES_IN_THREADS: what @everyone gets on a fresh server.
pub const EVERYONE_PERMISSIONS: u64 =
    (1 << 10) | (1 << 11) | (1 << 14) | (1 << 15) | (1 << 16) | (1 << 6) | (1 << 31) | (1 << 38);
/// The Manage Server permission bit.
pub const MANAGE_GUILD: u64 = 0x20;
/// The Administrator permission bit.
pub const ADMINISTRATOR: u64 = 0x8;
/// Every permission bit Discord defines today (bits 0–50); what the owner
/// and administrators effectively have.
pub const ALL_PERMISSIONS: u64 = (1 << 51) - 1;
/// Message flag: only the invoking user sees the message.
pub const EPHEMERAL: u64 = 64;
/// Message flag: the "Bot is thinking…" placeholder of a deferred reply.
pub const LOADING: u64 = 128;

/// A Discord user known to the fake.
#[derive(Clone, Debug)]
pub struct User {
    /// The user's id.
    pub id: u64,
    /// The username.
    pub name: String,
    /// Whether this is a bot account.
    pub bot: bool,
    /// Whether sending this user a DM fails with 50007.
    pub dms_closed: bool,
    /// Their client's language, sent as an interaction's `locale`.
    pub locale: String,
}

/// A role in a guild.
#[derive(Clone, Debug)]
pub struct Role {
    /// The role's id (the @everyone role shares the guild's id).
    pub id: u64,
    /// The role's name.
    pub name: String,
    /// Permission bits.
    pub permissions: u64,
    /// Position in the role list.
    pub position: u32,
}

/// A member of a guild.
#[derive(Clone, Debug)]
pub struct Member {
    /// The member's user id.
    pub user_id: u64,
    /// Role ids, not including @everyone.
    pub roles: Vec<u64>,
    /// Join time, Unix milliseconds.
    pub joined_ms: u64,
}

/// A guild (server).
#[derive(Clone, Debug)]
pub struct Guild {
    /// The guild's id.
    pub id: u64,
    /// The guild's name.
    pub name: String,
    /// The owner's user id.
    pub owner_id: u64,
    /// Roles, @everyone first.
    pub roles: Vec<Role>,
    /// Members by user id.
    pub members: BTreeMap<u64, Member>,
    /// Text channel ids in creation order.
    pub channels: Vec<u64>,
    /// The role granting Manage Server, created with the guild.
    pub manager_role: u64,
    /// When the guild was created, Unix milliseconds.
    pub created_ms: u64,
    /// The server's preferred locale (an interaction's `guild_locale`).
    pub preferred_locale: String,
}

impl Guild {
    /// Permission bits of a member, as Discord computes them without
    /// channel overwrites: the owner and administrators have everything.
    pub fn permissions_of(&self, user_id: u64) -> u64 {
        if user_id == self.owner_id {
            return ALL_PERMISSIONS;
        }
        let Some(member) = self.members.get(&user_id) else {
            return 0;
        };
        let bits = self
            .roles
            .iter()
            .filter(|r| r.id == self.id || member.roles.contains(&r.id))
            .fold(0, |acc, r| acc | r.permissions);
        if bits & ADMINISTRATOR != 0 {
            ALL_PERMISSIONS
        } else {
            bits
        }
    }
}

/// Where a channel lives.
#[derive(Clone, Debug)]
pub enum ChannelKind {
    /// A text channel in a guild.
    GuildText {
        /// The guild.
        guild_id: u64,
        /// The channel name.
        name: String,
        /// Position in the channel list.
        position: u32,
    },
    /// A DM between the bot and one user.
    Dm {
        /// The other user.
        recipient: u64,
    },
}

/// A channel.
#[derive(Clone, Debug)]
pub struct Channel {
    /// The channel's id.
    pub id: u64,
    /// Guild text channel or DM.
    pub kind: ChannelKind,
}

impl Channel {
    /// The guild the channel is in, if any.
    pub fn guild_id(&self) -> Option<u64> {
        match self.kind {
            ChannelKind::GuildText { guild_id, .. } => Some(guild_id),
            ChannelKind::Dm { .. } => None,
        }
    }
}

/// A file attached to a message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The attachment's id.
    pub id: u64,
    /// The file name.
    pub filename: String,
    /// Size in bytes.
    pub size: u64,
    /// The file's bytes as uploaded, for tests to read back.
    pub bytes: Vec<u8>,
    /// The part's `Content-Type`, when it had one.
    pub content_type: Option<String>,
}

impl Attachment {
    /// The URL Discord serves it at.
    pub fn url(&self, channel_id: u64) -> String {
        format!(
            "https://cdn.discordapp.com/attachments/{channel_id}/{}/{}",
            self.id, self.filename
        )
    }

    /// Its media-proxy URL.
    pub fn proxy_url(&self, channel_id: u64) -> String {
        format!(
            "https://media.discordapp.net/attachments/{channel_id}/{}/{}",
            self.id, self.filename
        )
    }

    /// Width and height, for a PNG (read from its header, as Discord
    /// reports an image's size).
    pub fn png_size(&self) -> Option<(u32, u32)> {
        const SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";
        let b = &self.bytes;
        if b.len() < 24 || &b[..8] != SIGNATURE || &b[12..16] != b"IHDR" {
            return None;
        }
        let word = |at: usize| u32::from_be_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]]);
        Some((word(16), word(20)))
    }
}

/// A message in its current state (after edits).
#[derive(Clone, Debug)]
pub struct StoredMessage {
    /// The message's id.
    pub id: u64,
    /// The channel it was posted in.
    pub channel_id: u64,
    /// The author's user id.
    pub author_id: u64,
    /// Users mentioned in the content (`<@id>`), in order, without repeats.
    pub mentions: Vec<u64>,
    /// Text content.
    pub content: String,
    /// Embeds in Discord's response shape.
    pub embeds: Vec<Value>,
    /// Components in Discord's response shape.
    pub components: Vec<Value>,
    /// Attached files.
    pub attachments: Vec<Attachment>,
    /// Message flags (64 = ephemeral).
    pub flags: u64,
    /// Discord's message type (0 default, 20 slash-command reply).
    pub kind: u8,
    /// Creation time, Unix milliseconds.
    pub created_ms: u64,
    /// Last edit time, Unix milliseconds.
    pub edited_ms: Option<u64>,
    /// Set on messages sent through an interaction token.
    pub webhook_id: Option<u64>,
    /// The interaction this message answers, if any.
    pub interaction_id: Option<u64>,
    /// Text-to-speech flag as sent.
    pub tts: bool,
}

impl StoredMessage {
    /// Whether only the invoking user can see it.
    pub fn ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }
}

/// What kind of interaction was dispatched.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum InteractionKind {
    /// A slash command (type 2).
    Command,
    /// A button or select press (type 3).
    Component,
    /// A modal submission (type 5).
    Modal,
}

/// One dispatched interaction and what the bot did with it.
#[derive(Clone, Debug)]
pub struct InteractionState {
    /// The interaction's id.
    pub id: u64,
    /// Its token.
    pub token: String,
    /// Command or component.
    pub kind: InteractionKind,
    /// Where it happened.
    pub channel_id: u64,
    /// Who did it.
    pub user_id: u64,
    /// When it was sent to the bot.
    pub dispatched_at: Instant,
    /// When the first callback arrived.
    pub acked_at: Option<Instant>,
    /// The callback type the bot answered with.
    pub callback_type: Option<u8>,
    /// The message the interaction was performed on (components).
    pub source_message: Option<u64>,
    /// The "original response" message (created or, for type 6/7, updated).
    pub original_message: Option<u64>,
    /// Follow-up messages, in order.
    pub followups: Vec<u64>,
    /// The modal's data, when the bot answered with type 9.
    pub modal: Option<Value>,
}

/// A request or response body that does not conform to the spec, or a
/// request to a route the spec does not have.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// HTTP method.
    pub method: String,
    /// The concrete path requested (below `/api/v10`).
    pub path: String,
    /// The spec's path template, when one matched.
    pub template: Option<String>,
    /// `"request"`, `"response"`, `"route"` (not in the spec) or
    /// `"gateway"` (a connection query the fake cannot honour, an
    /// IDENTIFY it refuses).
    pub what: &'static str,
    /// The validator's messages.
    pub errors: Vec<String>,
}

impl std::fmt::Display for Violation {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} {} ({}):", self.method, self.path, self.what)?;
        for e in &self.errors {
            write!(f, "\n    {e}")?;
        }
        Ok(())
    }
}

/// Everything the fake knows, behind one lock.
#[derive(Debug)]
pub struct World {
    /// The bot's own user.
    pub bot: User,
    /// All users, the bot included.
    pub users: BTreeMap<u64, User>,
    /// Guilds by id.
    pub guilds: BTreeMap<u64, Guild>,
    /// Channels by id.
    pub channels: BTreeMap<u64, Channel>,
    /// Every message ever posted (deleted ones are removed).
    pub messages: BTreeMap<u64, StoredMessage>,
    /// DM channel of each user.
    pub dm_channels: HashMap<u64, u64>,
    /// Global application commands as last written.
    pub global_commands: Vec<Value>,
    /// Guild application commands as last written.
    pub guild_commands: BTreeMap<u64, Vec<Value>>,
    /// Interactions by id.
    pub interactions: BTreeMap<u64, InteractionState>,
    /// Interaction id of each token.
    pub tokens: HashMap<String, u64>,
    /// Spec violations seen so far.
    pub violations: Vec<Violation>,
    /// `METHOD /path` of requests the fake had no handler for.
    pub unhandled: Vec<String>,
    /// How many 429s were answered.
    pub rate_limited: u64,
    /// Rate-limit buckets.
    pub limiter: RateLimiter,
    /// Gateway sessions that identified, over the fake's life.
    pub identifies: u64,
    /// Gateway sessions currently identified.
    pub live_sessions: u64,
    /// Heartbeats received (and acknowledged).
    pub heartbeats: u64,
    /// RESUMEs received.
    pub resumes: u64,
    /// `[id, total]` of each IDENTIFY, in order.
    pub identified_shards: Vec<[u32; 2]>,
    /// What a session identified with, by session id, so a RESUME on a
    /// new connection gets the same intents and shard.
    pub sessions: HashMap<String, SessionInfo>,
    /// How long the bot has to acknowledge an interaction.
    pub ack_deadline: Duration,
    /// Message nonces seen: (channel, author, nonce) → (message, when in
    /// ms), for `enforce_nonce`.
    pub nonces: HashMap<(u64, u64, String), (u64, u64)>,
    /// Creates answered with an earlier message for their nonce.
    pub nonce_repeats: u64,
}

/// What a gateway session identified with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SessionInfo {
    /// Its intent bits.
    pub intents: u64,
    /// Its shard: `[id, total]`.
    pub shard: [u32; 2],
}

impl World {
    /// A world holding only the bot user.
    pub fn new(bot: User, limiter: RateLimiter, ack_deadline: Duration) -> World {
        let mut users = BTreeMap::new();
        users.insert(bot.id, bot.clone());
        World {
            bot,
            users,
            guilds: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            dm_channels: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: BTreeMap::new(),
            interactions: BTreeMap::new(),
            tokens: HashMap::new(),
            violations: Vec::new(),
            unhandled: Vec::new(),
            rate_limited: 0,
            limiter,
            identifies: 0,
            live_sessions: 0,
            heartbeats: 0,
            resumes: 0,
            identified_shards: Vec::new(),
            sessions: HashMap::new(),
            ack_deadline,
            nonces: HashMap::new(),
            nonce_repeats: 0,
        }
    }

    /// Visible messages of a channel in posting order; ephemeral replies
    /// are left out because only their invoker sees them.
    pub fn channel_messages(&self, channel_id: u64) -> Vec<&StoredMessage> {
        self.messages
            .values()
            .filter(|m| m.channel_id == channel_id && !m.ephemeral())
            .collect()
    }

    /// The DM channel with a user, opening it if needed.
    pub fn open_dm(&mut self, user_id: u64, new_id: impl FnOnce() -> u64) -> u64 {
        if let Some(&id) = self.dm_channels.get(&user_id) {
            return id;
        }
        let id = new_id();
        self.channels.insert(
            id,
            Channel {
                id,
                kind: ChannelKind::Dm { recipient: user_id },
            },
        );
        self.dm_channels.insert(user_id, id);
        id
    }

    /// The interaction a token belongs to.
    pub fn interaction_by_token(&self, token: &str) -> Option<&InteractionState> {
        self.tokens
            .get(token)
            .and_then(|id| self.interactions.get(id))
    }
}
