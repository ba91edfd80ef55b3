//! JSON of the fake's objects in Discord's shapes.
//!
//! One renderer per object serves both REST responses (checked against the
//! spec) and gateway payloads (checked by serenity's deserializer, which
//! rejects missing fields and null arrays), so every field either side
//! requires is always present.

use serde_json::{Value, json};

use crate::snowflake::iso8601;
use crate::world::{
    Attachment, Channel, ChannelKind, Guild, Member, Role, StoredMessage, User, World,
};

/// A user object (`UserResponse`).
pub fn user(u: &User) -> Value {
    let mut v = json!({
        "id": u.id.to_string(),
        "username": u.name,
        "avatar": null,
        "discriminator": "0",
        "public_flags": 0,
        "flags": 0,
        "global_name": u.name,
        "primary_guild": null,
    });
    if u.bot {
        v["bot"] = json!(true);
    }
    v
}

/// The bot's own user with the private fields of `GET /users/@me`.
pub fn current_user(u: &User) -> Value {
    let mut v = user(u);
    v["mfa_enabled"] = json!(false);
    v["locale"] = json!("en-US");
    v["verified"] = json!(true);
    v
}

/// A user by id, falling back to a placeholder for ids the fake never saw.
pub fn user_by_id(world: &World, id: u64) -> Value {
    match world.users.get(&id) {
        Some(u) => user(u),
        None => user(&User {
            id,
            name: format!("user{id}"),
            bot: false,
            dms_closed: false,
            locale: crate::handle::DEFAULT_LOCALE.into(),
        }),
    }
}

/// A role object (`GuildRoleResponse`).
pub fn role(r: &Role) -> Value {
    json!({
        "id": r.id.to_string(),
        "name": r.name,
        "permissions": r.permissions.to_string(),
        "position": r.position,
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "managed": false,
        "mentionable": false,
        "icon": null,
        "unicode_emoji": null,
        "flags": 0,
    })
}

/// A guild member with its user (`GuildMemberResponse`).
pub fn member(world: &World, m: &Member) -> Value {
    let mut v = member_without_user(m);
    v["user"] = user_by_id(world, m.user_id);
    v
}

/// A member as embedded in MESSAGE_CREATE, which leaves out `user`.
pub fn member_without_user(m: &Member) -> Value {
    json!({
        "avatar": null,
        "banner": null,
        "communication_disabled_until": null,
        "flags": 0,
        "joined_at": iso8601(m.joined_ms),
        "nick": null,
        "pending": false,
        "premium_since": null,
        "roles": m.roles.iter().map(u64::to_string).collect::<Vec<_>>(),
        "mute": false,
        "deaf": false,
    })
}

/// A channel (`GuildChannelResponse` or `PrivateChannelResponse`).
pub fn channel(world: &World, c: &Channel) -> Value {
    match &c.kind {
        ChannelKind::GuildText {
            guild_id,
            name,
            position,
        } => json!({
            "id": c.id.to_string(),
            "type": 0,
            "flags": 0,
            "guild_id": guild_id.to_string(),
            "name": name,
            "position": position,
            "parent_id": null,
            "topic": null,
            "nsfw": false,
            "permission_overwrites": [],
            "rate_limit_per_user": 0,
            "last_message_id": last_message(world, c.id),
        }),
        ChannelKind::Dm { recipient } => json!({
            "id": c.id.to_string(),
            "type": 1,
            "flags": 0,
            "recipients": [user_by_id(world, *recipient)],
            "last_message_id": last_message(world, c.id),
        }),
    }
}

fn last_message(world: &World, channel_id: u64) -> Value {
    world
        .messages
        .values()
        .rev()
        .find(|m| m.channel_id == channel_id)
        .map_or(Value::Null, |m| json!(m.id.to_string()))
}

/// A guild as `GET /guilds/{id}` returns it (`GuildWithCountsResponse`).
pub fn guild(g: &Guild) -> Value {
    json!({
        "id": g.id.to_string(),
        "name": g.name,
        "icon": null,
        "description": null,
        "home_header": null,
        "splash": null,
        "discovery_splash": null,
        "features": [],
        "banner": null,
        "owner_id": g.owner_id.to_string(),
        "application_id": null,
        "region": "deprecated",
        "afk_channel_id": null,
        "afk_timeout": 300,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "roles": g.roles.iter().map(role).collect::<Vec<_>>(),
        "default_message_notifications": 0,
        "mfa_level": 0,
        "explicit_content_filter": 0,
        "max_presences": null,
        "max_members": 500000,
        "max_stage_video_channel_users": 50,
        "max_video_channel_users": 25,
        "vanity_url_code": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": g.preferred_locale,
        "rules_channel_id": null,
        "safety_alerts_channel_id": null,
        "public_updates_channel_id": null,
        "premium_progress_bar_enabled": false,
        "nsfw": false,
        "nsfw_level": 0,
        "emojis": [],
        "stickers": [],
        "incidents_data": null,
        "approximate_member_count": g.members.len(),
        "approximate_presence_count": 0,
    })
}

/// A guild as GUILD_CREATE carries it: the REST shape plus channels,
/// members and the other arrays serenity's `Guild` requires.
pub fn guild_create(world: &World, g: &Guild) -> Value {
    let mut v = guild(g);
    v["joined_at"] = json!(iso8601(g.created_ms));
    v["large"] = json!(false);
    v["unavailable"] = json!(false);
    v["member_count"] = json!(g.members.len());
    v["voice_states"] = json!([]);
    v["members"] = g.members.values().map(|m| member(world, m)).collect();
    v["channels"] = g
        .channels
        .iter()
        .filter_map(|id| world.channels.get(id))
        .map(|c| channel(world, c))
        .collect();
    v["threads"] = json!([]);
    v["presences"] = json!([]);
    v["stage_instances"] = json!([]);
    v["guild_scheduled_events"] = json!([]);
    v["soundboard_sounds"] = json!([]);
    v
}

/// An attachment (`MessageAttachmentResponse`): a PNG with its size and
/// content type, as Discord reports images.
pub fn attachment(a: &Attachment, channel_id: u64) -> Value {
    let mut v = json!({
        "id": a.id.to_string(),
        "filename": a.filename,
        "size": a.size,
        "url": a.url(channel_id),
        "proxy_url": a.proxy_url(channel_id),
    });
    if let Some(t) = &a.content_type {
        v["content_type"] = json!(t);
    }
    if let Some((w, h)) = a.png_size() {
        v["width"] = json!(w);
        v["height"] = json!(h);
    }
    v
}

/// A message as REST returns it (`MessageResponse`).
pub fn message(world: &World, m: &StoredMessage) -> Value {
    let mut v = json!({
        "id": m.id.to_string(),
        "channel_id": m.channel_id.to_string(),
        "author": user_by_id(world, m.author_id),
        "content": m.content,
        "timestamp": iso8601(m.created_ms),
        "edited_timestamp": m.edited_ms.map(iso8601),
        "tts": m.tts,
        "mention_everyone": false,
        "mentions": m.mentions.iter().map(|id| user_by_id(world, *id)).collect::<Vec<_>>(),
        "mention_roles": [],
        "attachments": m.attachments.iter().map(|a| attachment(a, m.channel_id)).collect::<Vec<_>>(),
        "embeds": m.embeds,
        "components": m.components,
        "pinned": false,
        "type": m.kind,
        "flags": m.flags,
    });
    if let Some(w) = m.webhook_id {
        v["webhook_id"] = json!(w.to_string());
        v["application_id"] = json!(w.to_string());
    }
    v
}

/// A message as MESSAGE_CREATE carries it: with `guild_id` and the
/// author's `member` in guild channels.
pub fn message_event(world: &World, m: &StoredMessage) -> Value {
    let mut v = message(world, m);
    let guild = world
        .channels
        .get(&m.channel_id)
        .and_then(Channel::guild_id);
    if let Some(g) = guild.and_then(|g| world.guilds.get(&g)) {
        v["guild_id"] = json!(g.id.to_string());
        if let Some(mem) = g.members.get(&m.author_id) {
            v["member"] = member_without_user(mem);
        }
    }
    v
}
