//! Discord's sharding rule: which gateway session receives an event.
//!
//! A bot with `total` shards opens one session per shard, each identifying
//! with `shard: [id, total]`. Every event about a guild goes to the one
//! session of shard `(guild_id >> 22) % total`; events outside any guild
//! (direct messages, interactions in a DM) go to shard 0.

use serde_json::Value;

/// The shard that receives the events of guild `guild_id` among `total`
/// shards (`total` 0 counts as 1).
pub fn shard_of(guild_id: u64, total: u32) -> u32 {
    ((guild_id >> 22) % u64::from(total.max(1))) as u32
}

/// The guild an event is about, if any: the guild object's own `id` for
/// GUILD_CREATE and GUILD_UPDATE, else its `guild_id`.
pub(crate) fn guild_of(event: &str, data: &Value) -> Option<u64> {
    let field = match event {
        "GUILD_CREATE" | "GUILD_UPDATE" | "GUILD_DELETE" => "id",
        _ => "guild_id",
    };
    match &data[field] {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

/// The shard that receives `event` among `total` shards.
pub(crate) fn owner(event: &str, data: &Value, total: u32) -> u32 {
    guild_of(event, data).map_or(0, |g| shard_of(g, total))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// A guild id created at `ms` after the Discord epoch.
    fn at(ms: u64) -> u64 {
        (ms << 22) | 0x3f_ffff
    }

    #[test]
    fn a_guild_belongs_to_its_timestamp_modulo_the_shards() {
        assert_eq!(shard_of(at(0), 2), 0);
        assert_eq!(shard_of(at(1), 2), 1);
        assert_eq!(shard_of(at(7), 4), 3);
        assert_eq!(shard_of(at(8), 4), 0);
        // A real guild id: its timestamp part is 46_977_624_770.
        assert_eq!(shard_of(197_038_439_483_310_086, 2), 0);
        assert_eq!(shard_of(197_038_439_483_310_086, 7), 6);
        // The low 22 bits (worker, process, increment) never matter.
        assert_eq!(shard_of(1 << 22, 3), shard_of((1 << 22) | 0x3f_ffff, 3));
    }

    #[test]
    fn one_shard_gets_everything() {
        for g in [0, at(1), at(12_345), u64::MAX] {
            assert_eq!(shard_of(g, 1), 0);
            assert_eq!(shard_of(g, 0), 0);
        }
    }

    #[test]
    fn guild_events_go_to_the_guilds_shard() {
        let g = at(5);
        let id = g.to_string();
        assert_eq!(owner("GUILD_CREATE", &json!({"id": id}), 2), 1);
        assert_eq!(owner("GUILD_CREATE", &json!({"id": id}), 5), 0);
        assert_eq!(
            owner("MESSAGE_CREATE", &json!({"id": "1", "guild_id": id}), 2),
            1
        );
        assert_eq!(
            owner("INTERACTION_CREATE", &json!({"id": "1", "guild_id": id}), 3),
            2
        );
        assert_eq!(
            owner("CHANNEL_CREATE", &json!({"id": "1", "guild_id": id}), 4),
            1
        );
    }

    #[test]
    fn direct_messages_go_to_shard_zero() {
        let at5 = at(5).to_string();
        // A DM message or a press in a DM has no guild_id; its own id is
        // not a guild's.
        assert_eq!(owner("MESSAGE_CREATE", &json!({"id": at5}), 2), 0);
        assert_eq!(owner("INTERACTION_CREATE", &json!({"id": at5}), 2), 0);
        assert_eq!(owner("USER_UPDATE", &json!({}), 4), 0);
        // A malformed guild id cannot be routed; it goes where DMs go.
        assert_eq!(owner("MESSAGE_CREATE", &json!({"guild_id": [1, 2]}), 2), 0);
    }
}
