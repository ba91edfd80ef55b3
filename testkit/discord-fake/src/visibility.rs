//! Which registered commands a user can invoke where, as Discord decides
//! before the bot ever hears of it: guild commands only in their guild,
//! `default_member_permissions` hides a command from members without those
//! permissions, and `dm_permission`/`contexts` decide whether it exists in
//! DMs.

use serde_json::Value;

use crate::error::DispatchError;
use crate::world::{ALL_PERMISSIONS, Guild, World};

/// Interaction context type of the bot's DM.
const BOT_DM: u64 = 1;

/// Finds the command `name` as `user_id` sees it in `guild` (`None`: a
/// DM); returns its id.
pub fn find_usable(
    w: &World,
    guild: Option<&Guild>,
    user_id: u64,
    name: &str,
) -> Result<u64, DispatchError> {
    let unknown = || DispatchError::UnknownCommand(name.to_owned());
    let guild_cmds = guild
        .and_then(|g| w.guild_commands.get(&g.id))
        .into_iter()
        .flatten();
    let cmd = guild_cmds
        .chain(&w.global_commands)
        .find(|c| c["name"] == name && c["type"].as_u64().unwrap_or(1) == 1)
        .ok_or_else(unknown)?;
    match guild {
        Some(g) => {
            let required = cmd["default_member_permissions"]
                .as_str()
                .and_then(|p| p.parse::<u64>().ok());
            if let Some(required) = required {
                let has = g.permissions_of(user_id);
                // "0" leaves the command to administrators only.
                let allowed = if required == 0 {
                    has == ALL_PERMISSIONS
                } else {
                    has & required == required
                };
                if !allowed {
                    return Err(DispatchError::MissingPermissions(name.to_owned()));
                }
            }
        }
        None => {
            if cmd["dm_permission"] == Value::Bool(false) {
                return Err(unknown());
            }
            if let Some(contexts) = cmd["contexts"].as_array()
                && !contexts.iter().any(|c| c.as_u64() == Some(BOT_DM))
            {
                return Err(unknown());
            }
        }
    }
    cmd["id"]
        .as_str()
        .and_then(|s| s.parse().ok())
        .ok_or_else(unknown)
}
