//! Application commands, global and per guild. Stored as Discord returns
//! them so a test can read names, options and `default_member_permissions`.

use std::sync::Arc;

use axum::Extension;
use axum::extract::{Path, State};
use axum::response::Response;
use serde_json::Value;

use super::{RequestBody, ok, snowflake};
use crate::core::Core;
use crate::error::ApiError;
use crate::normalize;

fn check_app(core: &Core, app: &str) -> Result<(), ApiError> {
    let id = snowflake(app, ApiError::unknown_application)?;
    if id == core.world().bot.id {
        Ok(())
    } else {
        Err(ApiError::unknown_application())
    }
}

fn check_guild(core: &Core, guild: &str) -> Result<u64, ApiError> {
    let id = snowflake(guild, ApiError::unknown_guild)?;
    if core.world().guilds.contains_key(&id) {
        Ok(id)
    } else {
        Err(ApiError::unknown_guild())
    }
}

/// Builds stored commands from a request list, keeping the ids of
/// commands that already existed under the same name and type, as Discord
/// does on a bulk overwrite.
fn build(core: &Core, existing: &[Value], input: &[Value], guild: Option<u64>) -> Vec<Value> {
    let app = core.world().bot.id;
    input
        .iter()
        .map(|c| {
            let kind = c["type"].as_u64().unwrap_or(1);
            let old_id = existing
                .iter()
                .find(|o| o["name"] == c["name"] && o["type"].as_u64().unwrap_or(1) == kind)
                .and_then(|o| o["id"].as_str().and_then(|s| s.parse().ok()));
            let id = old_id.unwrap_or_else(|| core.ids.next());
            normalize::command(c, id, core.ids.next(), app, guild)
        })
        .collect()
}

/// `GET /applications/{app}/commands`.
pub async fn list_global(
    State(core): State<Arc<Core>>,
    Path(app): Path<String>,
) -> Result<Response, ApiError> {
    check_app(&core, &app)?;
    Ok(ok(Value::Array(core.world().global_commands.clone())))
}

/// `PUT /applications/{app}/commands`: replaces every global command.
pub async fn overwrite_global(
    State(core): State<Arc<Core>>,
    Path(app): Path<String>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    check_app(&core, &app)?;
    let input = body.value().as_array().cloned().unwrap_or_default();
    let existing = core.world().global_commands.clone();
    let stored = build(&core, &existing, &input, None);
    core.world().global_commands = stored.clone();
    Ok(ok(Value::Array(stored)))
}

/// `POST /applications/{app}/commands`: creates or replaces one command.
pub async fn create_global(
    State(core): State<Arc<Core>>,
    Path(app): Path<String>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    check_app(&core, &app)?;
    let input = body.value();
    let existing = core.world().global_commands.clone();
    let stored = build(&core, &existing, std::slice::from_ref(&input), None).remove(0);
    upsert(&mut core.world().global_commands, stored.clone());
    Ok(ok(stored))
}

/// `GET /applications/{app}/guilds/{guild}/commands`.
pub async fn list_guild(
    State(core): State<Arc<Core>>,
    Path((app, guild)): Path<(String, String)>,
) -> Result<Response, ApiError> {
    check_app(&core, &app)?;
    let gid = check_guild(&core, &guild)?;
    let list = core
        .world()
        .guild_commands
        .get(&gid)
        .cloned()
        .unwrap_or_default();
    Ok(ok(Value::Array(list)))
}

/// `PUT /applications/{app}/guilds/{guild}/commands`.
pub async fn overwrite_guild(
    State(core): State<Arc<Core>>,
    Path((app, guild)): Path<(String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    check_app(&core, &app)?;
    let gid = check_guild(&core, &guild)?;
    let input = body.value().as_array().cloned().unwrap_or_default();
    let existing = core
        .world()
        .guild_commands
        .get(&gid)
        .cloned()
        .unwrap_or_default();
    let stored = build(&core, &existing, &input, Some(gid));
    core.world().guild_commands.insert(gid, stored.clone());
    Ok(ok(Value::Array(stored)))
}

/// `POST /applications/{app}/guilds/{guild}/commands`.
pub async fn create_guild(
    State(core): State<Arc<Core>>,
    Path((app, guild)): Path<(String, String)>,
    Extension(body): Extension<RequestBody>,
) -> Result<Response, ApiError> {
    check_app(&core, &app)?;
    let gid = check_guild(&core, &guild)?;
    let input = body.value();
    let existing = core
        .world()
        .guild_commands
        .get(&gid)
        .cloned()
        .unwrap_or_default();
    let stored = build(&core, &existing, std::slice::from_ref(&input), Some(gid)).remove(0);
    upsert(
        core.world().guild_commands.entry(gid).or_default(),
        stored.clone(),
    );
    Ok(ok(stored))
}

fn upsert(list: &mut Vec<Value>, cmd: Value) {
    match list.iter_mut().find(|c| c["id"] == cmd["id"]) {
        Some(slot) => *slot = cmd,
        None => list.push(cmd),
    }
}
