//! Creating and editing messages: the rules shared by channel messages,
//! interaction replies, follow-ups and test-injected user messages.

use serde_json::Value;

use crate::core::Core;
use crate::error::ApiError;
use crate::normalize;
use crate::render;
use crate::snowflake::now_ms;
use crate::world::{Attachment, ChannelKind, EPHEMERAL, LOADING, StoredMessage, World};

/// A file uploaded with a multipart request.
#[derive(Clone, Debug)]
pub struct Upload {
    /// The form field it came in (`files[0]`).
    pub field: String,
    /// The file name.
    pub filename: String,
    /// Its size in bytes.
    pub size: u64,
    /// Its bytes.
    pub bytes: Vec<u8>,
    /// The part's `Content-Type`, when given.
    pub content_type: Option<String>,
}

impl Upload {
    /// `n` of a `files[n]` field.
    pub fn index(&self) -> Option<u64> {
        self.field
            .strip_prefix("files[")?
            .strip_suffix(']')?
            .parse()
            .ok()
    }

    fn into_attachment(self, id: u64) -> Attachment {
        Attachment {
            id,
            filename: self.filename,
            size: self.size,
            bytes: self.bytes,
            content_type: self.content_type,
        }
    }
}

/// The message fields of a create or edit body.
#[derive(Clone, Debug, Default)]
pub struct Draft {
    /// `content`, when the key was sent (`null` counts as empty).
    pub content: Option<String>,
    /// `embeds`, when the key was sent.
    pub embeds: Option<Vec<Value>>,
    /// `components`, when the key was sent.
    pub components: Option<Vec<Value>>,
    /// Ids of existing attachments to keep, when `attachments` was sent.
    pub keep_attachments: Option<Vec<u64>>,
    /// Newly uploaded files.
    pub uploads: Vec<Upload>,
    /// `attachments` entries with a number id: metadata of the upload
    /// `files[id]` (its file name), as (id, filename).
    pub upload_meta: Vec<(u64, Option<String>)>,
    /// `flags`, when sent.
    pub flags: Option<u64>,
    /// `tts`.
    pub tts: bool,
}

impl Draft {
    /// Reads the fields of a JSON body (or a multipart `payload_json`).
    pub fn from_body(body: &Value, uploads: Vec<Upload>) -> Draft {
        let present = |k: &str| body.get(k);
        Draft {
            content: present("content").map(|c| c.as_str().unwrap_or_default().to_owned()),
            embeds: present("embeds").map(normalize::embeds),
            components: present("components").map(normalize::components),
            keep_attachments: present("attachments").map(|a| {
                a.as_array()
                    .into_iter()
                    .flatten()
                    .filter_map(|x| x["id"].as_str().and_then(|s| s.parse().ok()))
                    .collect()
            }),
            uploads,
            upload_meta: present("attachments")
                .and_then(Value::as_array)
                .into_iter()
                .flatten()
                .filter_map(|a| {
                    let id = a["id"].as_u64()?;
                    Some((id, a["filename"].as_str().map(str::to_owned)))
                })
                .collect(),
            flags: present("flags").and_then(Value::as_u64),
            tts: body["tts"].as_bool().unwrap_or(false),
        }
    }

    /// A plain text draft, for messages the test injects.
    pub fn text(content: &str) -> Draft {
        Draft {
            content: Some(content.to_owned()),
            ..Draft::default()
        }
    }
}

/// Who or what a new message comes from, beyond its author.
#[derive(Clone, Copy, Debug, Default)]
pub struct Origin {
    /// Discord's message type.
    pub kind: u8,
    /// The application id, for messages sent through an interaction token.
    pub webhook_id: Option<u64>,
    /// The interaction answered.
    pub interaction_id: Option<u64>,
    /// Extra flags (ephemeral, loading) decided by the caller.
    pub flags: u64,
    /// Whether a closed DM refuses it (only the bot's own sends are refused).
    pub check_dms: bool,
}

/// Creates a message; returns its id. Refuses DMs to users who closed them
/// and messages with nothing in them, as Discord does.
pub fn create(
    core: &Core,
    world: &mut World,
    channel_id: u64,
    author_id: u64,
    draft: Draft,
    origin: Origin,
) -> Result<u64, ApiError> {
    let channel = world
        .channels
        .get(&channel_id)
        .ok_or_else(ApiError::unknown_channel)?;
    if let ChannelKind::Dm { recipient } = channel.kind {
        let closed = world.users.get(&recipient).is_some_and(|u| u.dms_closed);
        if origin.check_dms && closed {
            return Err(ApiError::dms_closed());
        }
    }
    let content = draft.content.unwrap_or_default();
    let embeds = draft.embeds.unwrap_or_default();
    let components = draft.components.unwrap_or_default();
    let loading = origin.flags & LOADING != 0;
    if !loading
        && content.is_empty()
        && embeds.is_empty()
        && components.is_empty()
        && draft.uploads.is_empty()
    {
        return Err(ApiError::empty_message());
    }
    let uploads = named_uploads(draft.uploads, &draft.upload_meta)?;
    let id = core.ids.next();
    let attachments: Vec<Attachment> = uploads
        .into_iter()
        .map(|u| u.into_attachment(core.ids.next()))
        .collect();
    let embeds = resolve_attachment_urls(embeds, &attachments, channel_id);
    let msg = StoredMessage {
        id,
        channel_id,
        author_id,
        mentions: mentions(&content),
        content,
        embeds,
        components,
        attachments,
        // Ephemeral and loading come from the interaction rules (origin),
        // never from a body: Discord ignores them on plain messages.
        flags: (draft.flags.unwrap_or(0) & !(EPHEMERAL | LOADING)) | origin.flags,
        kind: origin.kind,
        created_ms: now_ms(),
        edited_ms: None,
        webhook_id: origin.webhook_id,
        interaction_id: origin.interaction_id,
        tts: draft.tts,
    };
    let ephemeral = msg.ephemeral();
    world.messages.insert(id, msg);
    if !ephemeral {
        dispatch(core, world, "MESSAGE_CREATE", id);
    }
    Ok(id)
}

/// Applies an edit; fields not sent stay as they were. Finishing a
/// deferred reply clears its loading flag.
pub fn edit(core: &Core, world: &mut World, message_id: u64, draft: Draft) -> Result<(), ApiError> {
    let uploads = named_uploads(draft.uploads, &draft.upload_meta)?;
    let m = world
        .messages
        .get_mut(&message_id)
        .ok_or_else(ApiError::unknown_message)?;
    if let Some(c) = draft.content {
        m.mentions = mentions(&c);
        m.content = c;
    }
    if let Some(e) = draft.embeds {
        m.embeds = e;
    }
    if let Some(c) = draft.components {
        m.components = c;
    }
    if let Some(keep) = draft.keep_attachments {
        m.attachments.retain(|a| keep.contains(&a.id));
    }
    let channel_id = m.channel_id;
    for u in uploads {
        m.attachments.push(u.into_attachment(core.ids.next()));
    }
    m.embeds = resolve_attachment_urls(std::mem::take(&mut m.embeds), &m.attachments, channel_id);
    if let Some(f) = draft.flags {
        // Only the flags a client may change; ephemeral and loading are
        // Discord's to set.
        m.flags = (m.flags & (EPHEMERAL | LOADING)) | (f & !(EPHEMERAL | LOADING));
    }
    m.flags &= !LOADING;
    m.edited_ms = Some(now_ms());
    if !m.ephemeral() {
        dispatch(core, world, "MESSAGE_UPDATE", message_id);
    }
    Ok(())
}

/// Deletes a message.
pub fn delete(core: &Core, world: &mut World, message_id: u64) -> Result<(), ApiError> {
    let m = world
        .messages
        .remove(&message_id)
        .ok_or_else(ApiError::unknown_message)?;
    if !m.ephemeral() {
        let mut d =
            serde_json::json!({"id": m.id.to_string(), "channel_id": m.channel_id.to_string()});
        if let Some(g) = world.channels.get(&m.channel_id).and_then(|c| c.guild_id()) {
            d["guild_id"] = serde_json::json!(g.to_string());
        }
        core.dispatch("MESSAGE_DELETE", d);
    }
    Ok(())
}

/// The uploads under the names their `attachments` entries give them,
/// as Discord does; an entry with a number id must name an uploaded
/// `files[id]` (Discord answers 400 otherwise).
fn named_uploads(
    mut uploads: Vec<Upload>,
    meta: &[(u64, Option<String>)],
) -> Result<Vec<Upload>, ApiError> {
    for (id, filename) in meta {
        let upload = uploads
            .iter_mut()
            .find(|u| u.index() == Some(*id))
            .ok_or_else(|| {
                ApiError::invalid_body(&format!(
                    "attachments: id {id} names no uploaded files[{id}]"
                ))
            })?;
        if let Some(name) = filename {
            upload.filename.clone_from(name);
        }
    }
    Ok(uploads)
}

/// Embed images given as `attachment://NAME` point at the attachment of
/// that name, as Discord resolves them (with its size, for a PNG); a
/// name with no attachment is left as sent.
fn resolve_attachment_urls(
    mut embeds: Vec<Value>,
    attachments: &[Attachment],
    channel_id: u64,
) -> Vec<Value> {
    for embed in &mut embeds {
        for key in ["image", "thumbnail"] {
            let Some(media) = embed.get_mut(key).and_then(Value::as_object_mut) else {
                continue;
            };
            let Some(name) = media
                .get("url")
                .and_then(Value::as_str)
                .and_then(|u| u.strip_prefix("attachment://"))
            else {
                continue;
            };
            let Some(a) = attachments.iter().find(|a| a.filename == name) else {
                continue;
            };
            media.insert("url".into(), Value::String(a.url(channel_id)));
            media.insert("proxy_url".into(), Value::String(a.proxy_url(channel_id)));
            if let Some((w, h)) = a.png_size() {
                media.insert("width".into(), w.into());
                media.insert("height".into(), h.into());
                media.insert("content_type".into(), "image/png".into());
            }
        }
    }
    embeds
}

/// User ids mentioned as `<@id>` or `<@!id>`, as Discord parses them.
pub fn mentions(content: &str) -> Vec<u64> {
    let mut out = Vec::new();
    for piece in content.split("<@").skip(1) {
        let piece = piece.strip_prefix('!').unwrap_or(piece);
        let Some((id, _)) = piece.split_once('>') else {
            continue;
        };
        if let Ok(id) = id.parse::<u64>()
            && !out.contains(&id)
        {
            out.push(id);
        }
    }
    out
}

fn dispatch(core: &Core, world: &World, event: &'static str, id: u64) {
    if let Some(m) = world.messages.get(&id) {
        core.dispatch(event, render::message_event(world, m));
    }
}

#[cfg(test)]
mod tests {
    use super::mentions;

    #[test]
    fn parses_user_mentions() {
        assert_eq!(
            mentions("hi <@12> and <@!34>, <@12> again, <@&56> is a role"),
            vec![12, 34]
        );
        assert!(mentions("no one").is_empty());
    }
}
