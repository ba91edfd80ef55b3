//! Turns what the bot sends (request shapes) into what Discord stores and
//! returns (response shapes): ids on components, defaults Discord fills in,
//! and no `null` members where the response schemas do not allow them.

use serde_json::{Map, Value, json};

/// Drops object members whose value is `null`, recursively: serenity's
/// builders send some optional fields as `null`, Discord omits them.
pub fn strip_nulls(v: &Value) -> Value {
    match v {
        Value::Object(m) => Value::Object(
            m.iter()
                .filter(|(_, v)| !v.is_null())
                .map(|(k, v)| (k.clone(), strip_nulls(v)))
                .collect(),
        ),
        Value::Array(a) => Value::Array(a.iter().map(strip_nulls).collect()),
        other => other.clone(),
    }
}

/// Message components as Discord returns them: every component gets a
/// numeric `id` (sequential within the message, as Discord assigns them),
/// selects get their `min_values`/`max_values` defaults.
pub fn components(input: &Value) -> Vec<Value> {
    let mut next_id = 1;
    input
        .as_array()
        .map(|a| a.iter().map(|c| component(c, &mut next_id)).collect())
        .unwrap_or_default()
}

fn component(c: &Value, next_id: &mut i64) -> Value {
    let mut c = strip_nulls(c);
    let Some(obj) = c.as_object_mut() else {
        return c;
    };
    if !obj.contains_key("id") {
        obj.insert("id".into(), json!(*next_id));
    }
    *next_id += 1;
    let kind = obj.get("type").and_then(Value::as_u64).unwrap_or(0);
    // String, user, role, mentionable and channel selects.
    if (3..=8).contains(&kind) && kind != 4 {
        obj.entry("min_values").or_insert(json!(1));
        obj.entry("max_values").or_insert(json!(1));
    }
    if let Some(children) = obj.get("components").and_then(Value::as_array).cloned() {
        let children: Vec<Value> = children.iter().map(|k| component(k, next_id)).collect();
        obj.insert("components".into(), Value::Array(children));
    }
    c
}

/// Embeds as Discord returns them: `type: "rich"` and `inline` on fields.
pub fn embeds(input: &Value) -> Vec<Value> {
    let Some(list) = input.as_array() else {
        return Vec::new();
    };
    list.iter()
        .map(|e| {
            let mut e = strip_nulls(e);
            if let Some(obj) = e.as_object_mut() {
                obj.entry("type").or_insert(json!("rich"));
                if let Some(fields) = obj.get_mut("fields").and_then(Value::as_array_mut) {
                    for f in fields.iter_mut().filter_map(Value::as_object_mut) {
                        f.entry("inline").or_insert(json!(false));
                    }
                }
            }
            e
        })
        .collect()
}

/// An application command as Discord returns it after a create or
/// overwrite.
pub fn command(
    input: &Value,
    id: u64,
    version: u64,
    application_id: u64,
    guild_id: Option<u64>,
) -> Value {
    let mut out: Map<String, Value> = strip_nulls(input).as_object().cloned().unwrap_or_default();
    out.insert("id".into(), json!(id.to_string()));
    out.insert("application_id".into(), json!(application_id.to_string()));
    out.insert("version".into(), json!(version.to_string()));
    // Required (nullable) in the response; kept from the request when sent.
    let perms = input
        .get("default_member_permissions")
        .cloned()
        .unwrap_or(Value::Null);
    out.insert("default_member_permissions".into(), perms);
    out.entry("type").or_insert(json!(1));
    out.entry("description").or_insert(json!(""));
    if let Some(g) = guild_id {
        out.insert("guild_id".into(), json!(g.to_string()));
    }
    Value::Object(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn components_get_ids_and_select_defaults() {
        let rows = components(&json!([{"type": 1, "components": [
            {"type": 2, "style": 1, "custom_id": "a", "label": "A", "emoji": null},
            {"type": 3, "custom_id": "s", "options": [{"label": "x", "value": "x"}]}
        ]}]));
        assert_eq!(rows[0]["id"], 1);
        assert_eq!(rows[0]["components"][0]["id"], 2);
        assert!(rows[0]["components"][0].get("emoji").is_none());
        assert_eq!(rows[0]["components"][1]["max_values"], 1);
    }

    #[test]
    fn commands_keep_default_member_permissions() {
        let c = command(
            &json!({"name": "mafia", "description": "d", "default_member_permissions": "32"}),
            1,
            2,
            3,
            Some(4),
        );
        assert_eq!(c["default_member_permissions"], "32");
        assert_eq!(c["guild_id"], "4");
        let c = command(&json!({"name": "x", "description": "d"}), 1, 2, 3, None);
        assert!(c["default_member_permissions"].is_null());
    }
}
