//! Payloads of the events a test injects: INTERACTION_CREATE for slash
//! commands and components. serenity rejects an interaction that lacks any
//! of `token`, `version`, `locale`, `app_permissions`, `entitlements`,
//! `attachment_size_limit`, `channel_id`, or `member.user`/`user`.

use serde_json::{Value, json};

use crate::render;
use crate::world::World;

/// Discord's default upload limit, which it reports on every interaction.
const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;

/// A slash command invocation, built option by option.
///
/// ```
/// use narrator_discord_fake::SlashCommand;
/// // `/mafia start preset:classic`
/// let cmd = SlashCommand::new("mafia").subcommand("start").string("preset", "classic");
/// ```
#[derive(Clone, Debug)]
pub struct SlashCommand {
    pub(crate) name: String,
    options: Vec<Value>,
    /// Subcommand (and group) names the next options go under.
    path: Vec<String>,
}

impl SlashCommand {
    /// `/name` with no options.
    pub fn new(name: &str) -> SlashCommand {
        SlashCommand {
            name: name.to_owned(),
            options: vec![],
            path: vec![],
        }
    }

    /// Enters a subcommand group; a `subcommand` must follow.
    pub fn group(mut self, name: &str) -> Self {
        self.insert(json!({"name": name, "type": 2, "options": []}));
        self.path.push(name.to_owned());
        self
    }

    /// Enters a subcommand; later options belong to it.
    pub fn subcommand(mut self, name: &str) -> Self {
        self.insert(json!({"name": name, "type": 1, "options": []}));
        self.path.push(name.to_owned());
        self
    }

    /// A string option.
    pub fn string(self, name: &str, value: &str) -> Self {
        self.option(name, 3, json!(value))
    }

    /// An integer option.
    pub fn integer(self, name: &str, value: i64) -> Self {
        self.option(name, 4, json!(value))
    }

    /// A boolean option.
    pub fn boolean(self, name: &str, value: bool) -> Self {
        self.option(name, 5, json!(value))
    }

    /// A user option (the id; resolved data is not sent).
    pub fn user(self, name: &str, user_id: u64) -> Self {
        self.option(name, 6, json!(user_id.to_string()))
    }

    fn option(mut self, name: &str, kind: u8, value: Value) -> Self {
        self.insert(json!({"name": name, "type": kind, "value": value}));
        self
    }

    /// Appends an option inside the current subcommand path.
    fn insert(&mut self, option: Value) {
        push_at(&mut self.options, &self.path, option);
    }

    /// The options array as Discord sends it.
    pub(crate) fn options(&self) -> Value {
        Value::Array(self.options.clone())
    }
}

/// Walks down the subcommand path and appends there.
fn push_at(list: &mut Vec<Value>, path: &[String], option: Value) {
    let Some((first, rest)) = path.split_first() else {
        list.push(option);
        return;
    };
    let inner = list
        .iter_mut()
        .find(|o| o["name"] == first.as_str())
        .and_then(|o| o.get_mut("options"))
        .and_then(Value::as_array_mut);
    match inner {
        Some(inner) => push_at(inner, rest, option),
        None => list.push(option),
    }
}

/// Who, where and which interaction.
pub(crate) struct Envelope {
    pub id: u64,
    pub token: String,
    pub channel_id: u64,
    pub user_id: u64,
}

/// An INTERACTION_CREATE payload of `kind` (2 command, 3 component).
pub(crate) fn interaction(
    w: &World,
    env: &Envelope,
    kind: u8,
    data: Value,
    message: Option<Value>,
) -> Value {
    let channel = w.channels.get(&env.channel_id);
    let guild = channel
        .and_then(|c| c.guild_id())
        .and_then(|g| w.guilds.get(&g));
    let mut v = json!({
        "id": env.id.to_string(),
        "application_id": w.bot.id.to_string(),
        "type": kind,
        "data": data,
        "channel_id": env.channel_id.to_string(),
        "token": env.token,
        "version": 1,
        "locale": w.users.get(&env.user_id).map_or(crate::handle::DEFAULT_LOCALE, |u| u.locale.as_str()),
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    });
    if let Some(c) = channel {
        v["channel"] = render::channel(w, c);
    }
    match guild {
        Some(g) => {
            v["guild_id"] = json!(g.id.to_string());
            v["guild_locale"] = json!(g.preferred_locale);
            v["guild"] =
                json!({"id": g.id.to_string(), "locale": g.preferred_locale, "features": []});
            v["app_permissions"] = json!(g.permissions_of(w.bot.id).to_string());
            v["authorizing_integration_owners"] = json!({"0": g.id.to_string()});
            v["context"] = json!(0);
            if let Some(m) = g.members.get(&env.user_id) {
                let mut member = render::member(w, m);
                member["permissions"] = json!(g.permissions_of(env.user_id).to_string());
                v["member"] = member;
            }
        }
        None => {
            v["user"] = render::user_by_id(w, env.user_id);
            // In the bot's DM the bot has the DM permissions.
            v["app_permissions"] = json!(crate::world::EVERYONE_PERMISSIONS.to_string());
            v["authorizing_integration_owners"] = json!({"0": "0"});
            v["context"] = json!(1);
        }
    }
    if let Some(m) = message {
        v["message"] = m;
    }
    v
}

/// Finds a component by custom id anywhere in a message's component tree;
/// returns its type.
pub(crate) fn find_component(components: &[Value], custom_id: &str) -> Option<u64> {
    components.iter().find_map(|c| {
        if c["custom_id"].as_str() == Some(custom_id) {
            return c["type"].as_u64();
        }
        c["components"]
            .as_array()
            .and_then(|inner| find_component(inner, custom_id))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_nest_under_the_subcommand() {
        let cmd = SlashCommand::new("mafia")
            .subcommand("start")
            .string("preset", "classic");
        assert_eq!(
            cmd.options(),
            json!([{"name": "start", "type": 1, "options": [
                {"name": "preset", "type": 3, "value": "classic"}
            ]}])
        );
    }

    #[test]
    fn finds_nested_components() {
        let rows = vec![json!({"type": 1, "components": [{"type": 2, "custom_id": "vote"}]})];
        assert_eq!(find_component(&rows, "vote"), Some(2));
        assert_eq!(find_component(&rows, "nope"), None);
    }
}
