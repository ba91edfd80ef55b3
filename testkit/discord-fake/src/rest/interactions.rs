//! Interaction callbacks and the interaction webhook (original response
//! and follow-ups), with Discord's timing rules: one callback, within the
//! acknowledgement deadline (3 s).

use std::sync::Arc;
use std::time::Instant;

use axum::Extension;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};

use super::{RequestBody, ok, snowflake};
use crate::core::Core;
use crate::error::ApiError;
use crate::messages::{self, Draft, Origin};
use crate::render;
use crate::world::{EPHEMERAL, InteractionKind, LOADING, World};

/// `POST /interactions/{id}/{token}/callback`.
pub async fn callback(
    State(core): State<Arc<Core>>,
    Path((id, token)): Path<(String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let iid = snowflake(&id, ApiError::unknown_interaction)?;
    let body = body.value();
    let kind = body["type"].as_u64().unwrap_or(0) as u8;
    let data = body.get("data").cloned().unwrap_or_default();
    let mut w = core.world();
    let deadline = w.ack_deadline;
    let it = w
        .interactions
        .get_mut(&iid)
        .ok_or_else(ApiError::unknown_interaction)?;
    if it.token != token {
        return Err(ApiError::unknown_interaction());
    }
    if it.acked_at.is_some() {
        return Err(ApiError::already_acknowledged());
    }
    let now = Instant::now();
    if now.duration_since(it.dispatched_at) > deadline {
        return Err(ApiError::unknown_interaction());
    }
    let (channel, source, is_command) = (
        it.channel_id,
        it.source_message,
        it.kind == InteractionKind::Command,
    );
    let ephemeral = data["flags"].as_u64().unwrap_or(0) & EPHEMERAL;
    let bot = w.bot.id;
    let origin = Origin {
        kind: if is_command { 20 } else { 0 },
        webhook_id: Some(bot),
        interaction_id: Some(iid),
        flags: ephemeral,
        check_dms: false,
    };
    let original = match kind {
        4 => {
            let draft = Draft::from_body(&data, vec![]);
            Some(messages::create(
                &core, &mut w, channel, bot, draft, origin,
            )?)
        }
        5 => {
            let origin = Origin {
                flags: ephemeral | LOADING,
                ..origin
            };
            Some(messages::create(
                &core,
                &mut w,
                channel,
                bot,
                Draft::default(),
                origin,
            )?)
        }
        6 => source,
        7 => {
            let source = source.ok_or_else(|| {
                ApiError::invalid_body("UPDATE_MESSAGE is only valid for component interactions")
            })?;
            messages::edit(&core, &mut w, source, Draft::from_body(&data, vec![]))?;
            Some(source)
        }
        _ => None,
    };
    // Marked only now: a callback Discord refuses does not acknowledge.
    if let Some(it) = w.interactions.get_mut(&iid) {
        it.acked_at = Some(now);
        it.callback_type = Some(kind);
        it.original_message = original;
        if kind == 9 {
            it.modal = Some(data);
        }
    }
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// Finds the interaction of a webhook path; the webhook id is the
/// application's.
fn interaction_of(w: &World, app: &str, token: &str) -> Result<u64, ApiError> {
    let app = snowflake(app, ApiError::unknown_webhook)?;
    if app != w.bot.id {
        return Err(ApiError::unknown_webhook());
    }
    w.interaction_by_token(token)
        .map(|i| i.id)
        .ok_or_else(ApiError::unknown_webhook)
}

fn original_of(w: &World, app: &str, token: &str) -> Result<u64, ApiError> {
    let iid = interaction_of(w, app, token)?;
    w.interactions
        .get(&iid)
        .and_then(|i| i.original_message)
        .filter(|m| w.messages.contains_key(m))
        .ok_or_else(ApiError::unknown_message)
}

/// A message of this interaction (original or follow-up) by id.
fn own_message(w: &World, app: &str, token: &str, message: &str) -> Result<u64, ApiError> {
    let iid = interaction_of(w, app, token)?;
    let mid = snowflake(message, ApiError::unknown_message)?;
    let it = w
        .interactions
        .get(&iid)
        .ok_or_else(ApiError::unknown_webhook)?;
    let mine = it.original_message == Some(mid) || it.followups.contains(&mid);
    if mine && w.messages.contains_key(&mid) {
        Ok(mid)
    } else {
        Err(ApiError::unknown_message())
    }
}

fn message_response(w: &World, mid: u64) -> Result<Response, ApiError> {
    let m = w.messages.get(&mid).ok_or_else(ApiError::unknown_message)?;
    Ok(ok(render::message(w, m)))
}

/// `POST /webhooks/{app}/{token}`: a follow-up. After a deferred reply,
/// the first follow-up replaces the "thinking" placeholder, as on Discord.
pub async fn followup(
    State(core): State<Arc<Core>>,
    Path((app, token)): Path<(String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let mut w = core.world();
    let iid = interaction_of(&w, &app, &token)?;
    let it = w
        .interactions
        .get(&iid)
        .ok_or_else(ApiError::unknown_webhook)?;
    if it.acked_at.is_none() {
        return Err(ApiError::unknown_webhook());
    }
    let channel = it.channel_id;
    let loading = it
        .original_message
        .filter(|m| w.messages.get(m).is_some_and(|m| m.flags & LOADING != 0));
    let body = body.clone();
    let draft = Draft::from_body(&body.value(), body.uploads.clone());
    if let Some(placeholder) = loading {
        messages::edit(&core, &mut w, placeholder, draft)?;
        return message_response(&w, placeholder);
    }
    let bot = w.bot.id;
    let origin = Origin {
        kind: 0,
        webhook_id: Some(bot),
        interaction_id: Some(iid),
        flags: body.value()["flags"].as_u64().unwrap_or(0) & EPHEMERAL,
        check_dms: false,
    };
    let mid = messages::create(&core, &mut w, channel, bot, draft, origin)?;
    if let Some(it) = w.interactions.get_mut(&iid) {
        it.followups.push(mid);
    }
    message_response(&w, mid)
}

/// `GET /webhooks/{app}/{token}/messages/@original`.
pub async fn get_original(
    State(core): State<Arc<Core>>,
    Path((app, token)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let w = core.world();
    let mid = original_of(&w, &app, &token)?;
    message_response(&w, mid)
}

/// `PATCH /webhooks/{app}/{token}/messages/@original`.
pub async fn edit_original(
    State(core): State<Arc<Core>>,
    Path((app, token)): Path<(String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let mut w = core.world();
    let mid = original_of(&w, &app, &token)?;
    messages::edit(
        &core,
        &mut w,
        mid,
        Draft::from_body(&body.value(), body.uploads.clone()),
    )?;
    message_response(&w, mid)
}

/// `DELETE /webhooks/{app}/{token}/messages/@original`.
pub async fn delete_original(
    State(core): State<Arc<Core>>,
    Path((app, token)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let mut w = core.world();
    let mid = original_of(&w, &app, &token)?;
    messages::delete(&core, &mut w, mid)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}

/// `GET /webhooks/{app}/{token}/messages/{message}`.
pub async fn get_followup(
    State(core): State<Arc<Core>>,
    Path((app, token, message)): Path<(String, String, String)>,
) -> Result<Response, ApiError> {
    let w = core.world();
    let mid = own_message(&w, &app, &token, &message)?;
    message_response(&w, mid)
}

/// `PATCH /webhooks/{app}/{token}/messages/{message}`.
pub async fn edit_followup(
    State(core): State<Arc<Core>>,
    Path((app, token, message)): Path<(String, String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    let mut w = core.world();
    let mid = own_message(&w, &app, &token, &message)?;
    messages::edit(
        &core,
        &mut w,
        mid,
        Draft::from_body(&body.value(), body.uploads.clone()),
    )?;
    message_response(&w, mid)
}

/// `DELETE /webhooks/{app}/{token}/messages/{message}`.
pub async fn delete_followup(
    State(core): State<Arc<Core>>,
    Path((app, token, message)): Path<(String, String, String)>,
) -> Result<Response, ApiError> {
    let mut w = core.world();
    let mid = own_message(&w, &app, &token, &message)?;
    messages::delete(&core, &mut w, mid)?;
    Ok(StatusCode::NO_CONTENT.into_response())
}
