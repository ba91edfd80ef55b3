//! Channels and their messages, and opening DMs.

use std::sync::Arc;

use axum::Extension;
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use serde_json::Value;

use super::{RequestBody, ok, snowflake};
use crate::core::Core;
use crate::error::ApiError;
use crate::messages::{self, Draft, Origin};
use crate::render;
use crate::snowflake::now_ms;

/// How long Discord remembers a nonce ("the past few minutes").
const NONCE_WINDOW_MS: u64 = 5 * 60 * 1000;

/// `POST /users/@me/channels`: the DM channel with `recipient_id`.
pub async fn open_dm(
    State(core): State<Arc<Core>>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let v = body.value();
    let user = v["recipient_id"]
        .as_str()
        .map(str::to_owned)
        .or_else(|| v["recipient_id"].as_u64().map(|n| n.to_string()))
        .ok_or_else(|| ApiError::invalid_body("recipient_id is required"))?;
    let uid = snowflake(&user, ApiError::unknown_user)?;
    let mut w = core.world();
    if !w.users.contains_key(&uid) {
        return Err(ApiError::unknown_user());
    }
    let id = w.open_dm(uid, || core.ids.next());
    let channel = w.channels.get(&id).ok_or_else(ApiError::unknown_channel)?;
    Ok(ok(render::channel(&w, channel)))
}

/// `GET /channels/{channel}`.
pub async fn get_channel(
    State(core): State<Arc<Core>>,
    Path(channel): Path<String>,
) -> Result<Response, ApiError> {
    let id = snowflake(&channel, ApiError::unknown_channel)?;
    let w = core.world();
    let c = w.channels.get(&id).ok_or_else(ApiError::unknown_channel)?;
    Ok(ok(render::channel(&w, c)))
}

/// `POST /channels/{channel}/typing`.
pub async fn typing(
    State(core): State<Arc<Core>>,
    Path(channel): Path<String>,
) -> Result<Response, ApiError> {
    let id = snowflake(&channel, ApiError::unknown_channel)?;
    if !core.world().channels.contains_key(&id) {
        return Err(ApiError::unknown_channel());
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Query of `GET /channels/{channel}/messages`.
#[derive(Debug, Deserialize)]
pub struct ListQuery {
    limit: Option<usize>,
    before: Option<u64>,
    after: Option<u64>,
}

/// `GET /channels/{channel}/messages`: newest first, as Discord answers.
pub async fn list_messages(
    State(core): State<Arc<Core>>,
    Path(channel): Path<String>,
    Query(q): Query<ListQuery>,
) -> Result<Response, ApiError> {
    let id = snowflake(&channel, ApiError::unknown_channel)?;
    let w = core.world();
    if !w.channels.contains_key(&id) {
        return Err(ApiError::unknown_channel());
    }
    let list: Vec<Value> = w
        .channel_messages(id)
        .into_iter()
        .rev()
        .filter(|m| q.before.is_none_or(|b| m.id < b) && q.after.is_none_or(|a| m.id > a))
        .take(q.limit.unwrap_or(50).min(100))
        .map(|m| render::message(&w, m))
        .collect();
    Ok(ok(Value::Array(list)))
}

/// `POST /channels/{channel}/messages`.
pub async fn create_message(
    State(core): State<Arc<Core>>,
    Path(channel): Path<String>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let cid = snowflake(&channel, ApiError::unknown_channel)?;
    let value = body.value();
    let draft = Draft::from_body(&value, body.uploads.clone());
    let mut w = core.world();
    let bot = w.bot.id;
    // As Discord documents: with enforce_nonce, a create that repeats a
    // nonce of the last few minutes returns the earlier message and posts
    // nothing.
    let nonce = value.get("nonce").and_then(|n| {
        n.as_str()
            .map(str::to_owned)
            .or_else(|| n.as_i64().map(|i| i.to_string()))
    });
    let now = now_ms();
    if value["enforce_nonce"].as_bool() == Some(true)
        && let Some(nonce) = &nonce
        && let Some(&(earlier, at)) = w.nonces.get(&(cid, bot, nonce.clone()))
        && now.saturating_sub(at) < NONCE_WINDOW_MS
        && w.messages.contains_key(&earlier)
    {
        w.nonce_repeats += 1;
        let m = w
            .messages
            .get(&earlier)
            .ok_or_else(ApiError::unknown_message)?;
        return Ok(ok(render::message(&w, m)));
    }
    let origin = Origin {
        check_dms: true,
        ..Origin::default()
    };
    let id = messages::create(&core, &mut w, cid, bot, draft, origin)?;
    if let Some(nonce) = nonce {
        w.nonces.insert((cid, bot, nonce), (id, now));
    }
    let m = w.messages.get(&id).ok_or_else(ApiError::unknown_message)?;
    Ok(ok(render::message(&w, m)))
}

fn message_in(core: &Core, channel: &str, message: &str) -> Result<u64, ApiError> {
    let cid = snowflake(channel, ApiError::unknown_channel)?;
    let mid = snowflake(message, ApiError::unknown_message)?;
    let w = core.world();
    if !w.channels.contains_key(&cid) {
        return Err(ApiError::unknown_channel());
    }
    match w.messages.get(&mid) {
        Some(m) if m.channel_id == cid && !m.ephemeral() => Ok(mid),
        _ => Err(ApiError::unknown_message()),
    }
}

/// `GET /channels/{channel}/messages/{message}`.
pub async fn get_message(
    State(core): State<Arc<Core>>,
    Path((channel, message)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let mid = message_in(&core, &channel, &message)?;
    let w = core.world();
    let m = w.messages.get(&mid).ok_or_else(ApiError::unknown_message)?;
    Ok(ok(render::message(&w, m)))
}

/// `PATCH /channels/{channel}/messages/{message}`: only the bot's own
/// messages can be edited.
pub async fn edit_message(
    State(core): State<Arc<Core>>,
    Path((channel, message)): Path<(String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let mid = message_in(&core, &channel, &message)?;
    let mut w = core.world();
    let bot = w.bot.id;
    if w.messages.get(&mid).is_some_and(|m| m.author_id != bot) {
        return Err(ApiError::not_author());
    }
    let draft = Draft::from_body(&body.value(), body.uploads.clone());
    messages::edit(&core, &mut w, mid, draft)?;
    let m = w.messages.get(&mid).ok_or_else(ApiError::unknown_message)?;
    Ok(ok(render::message(&w, m)))
}

/// `DELETE /channels/{channel}/messages/{message}`.
pub async fn delete_message(
    State(core): State<Arc<Core>>,
    Path((channel, message)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let mid = message_in(&core, &channel, &message)?;
    let mut w = core.world();
    messages::delete(&core, &mut w, mid)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
