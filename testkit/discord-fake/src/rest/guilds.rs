//! Guild lookups a bot makes for permission checks.

use std::sync::Arc;

use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::Value;

use super::{ok, snowflake};
use crate::core::Core;
use crate::error::ApiError;
use crate::render;

/// `GET /guilds/{guild}`.
pub async fn get_guild(
    State(core): State<Arc<Core>>,
    Path(guild): Path<String>,
) -> Result<Response, ApiError> {
    let id = snowflake(&guild, ApiError::unknown_guild)?;
    let w = core.world();
    let g = w.guilds.get(&id).ok_or_else(ApiError::unknown_guild)?;
    Ok(ok(render::guild(g)))
}

/// `GET /guilds/{guild}/roles`.
pub async fn roles(
    State(core): State<Arc<Core>>,
    Path(guild): Path<String>,
) -> Result<Response, ApiError> {
    let id = snowflake(&guild, ApiError::unknown_guild)?;
    let w = core.world();
    let g = w.guilds.get(&id).ok_or_else(ApiError::unknown_guild)?;
    Ok(ok(g.roles.iter().map(render::role).collect::<Value>()))
}

/// `GET /guilds/{guild}/channels`.
pub async fn channels(
    State(core): State<Arc<Core>>,
    Path(guild): Path<String>,
) -> Result<Response, ApiError> {
    let id = snowflake(&guild, ApiError::unknown_guild)?;
    let w = core.world();
    let g = w.guilds.get(&id).ok_or_else(ApiError::unknown_guild)?;
    let list = g
        .channels
        .iter()
        .filter_map(|c| w.channels.get(c))
        .map(|c| render::channel(&w, c))
        .collect::<Value>();
    Ok(ok(list))
}

/// `GET /guilds/{guild}/members/{user}`.
pub async fn member(
    State(core): State<Arc<Core>>,
    Path((guild, user)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    let gid = snowflake(&guild, ApiError::unknown_guild)?;
    let uid = snowflake(&user, ApiError::unknown_member)?;
    let w = core.world();
    let g = w.guilds.get(&gid).ok_or_else(ApiError::unknown_guild)?;
    let m = g.members.get(&uid).ok_or_else(ApiError::unknown_member)?;
    Ok(ok(render::member(&w, m)))
}
