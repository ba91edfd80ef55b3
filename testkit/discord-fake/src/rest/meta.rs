//! The bot's own identity: gateway URL, application and current user.

use std::sync::Arc;

use axum::extract::State;
use axum::response::Response;
use serde_json::json;

use super::ok;
use crate::core::Core;
use crate::render;

/// `GET /gateway`. serenity falls back to the real Discord gateway if this
/// fails, so it must always answer.
pub async fn gateway(State(core): State<Arc<Core>>) -> Response {
    ok(json!({"url": core.gateway_url()}))
}

/// `GET /gateway/bot`.
pub async fn gateway_bot(State(core): State<Arc<Core>>) -> Response {
    ok(json!({
        "url": core.gateway_url(),
        "shards": core.shards,
        "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 86_400_000, "max_concurrency": 1},
    }))
}

/// `GET /oauth2/applications/@me` (poise asks for the owner).
pub async fn application(State(core): State<Arc<Core>>) -> Response {
    let w = core.world();
    let owner = w
        .guilds
        .values()
        .next()
        .map(|g| g.owner_id)
        .unwrap_or(w.bot.id);
    ok(json!({
        "id": w.bot.id.to_string(),
        "name": w.bot.name,
        "icon": null,
        "description": "",
        "type": null,
        "bot_public": true,
        "bot_require_code_grant": false,
        "verify_key": "0".repeat(64),
        "flags": 0,
        "flags_new": "0",
        "redirect_uris": [],
        "interactions_endpoint_url": null,
        "role_connections_verification_url": null,
        "owner": render::user_by_id(&w, owner),
        "approximate_guild_count": w.guilds.len(),
        "approximate_user_install_count": 0,
        "approximate_user_authorization_count": 0,
        "explicit_content_filter": 0,
        "team": null,
        "eligible_oauth2_scopes": ["bot", "applications.commands"],
        "bot": render::user(&w.bot),
    }))
}

/// `GET /users/@me`.
pub async fn current_user(State(core): State<Arc<Core>>) -> Response {
    let w = core.world();
    ok(render::current_user(&w.bot))
}
