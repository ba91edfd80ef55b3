//! The slash commands: `/mafia start|stop|rules|help|addbot` for everyone
//! and `/mafia-config` for members with Manage Server. The settings
//! command is its own top-level command because `default_member_permissions`
//! applies to a whole command, not a subcommand; the front checks the
//! permission again on every use.

use narrator_chat::Command;
use serde_json::{Value, json};
use serenity::all::{CommandDataOption, CommandDataOptionValue, CommandInteraction};

/// The main command's name.
pub const MAFIA: &str = "mafia";
/// The settings command's name.
pub const CONFIG: &str = "mafia-config";

/// Manage Server, as Discord writes permissions (a decimal string).
const MANAGE_GUILD: &str = "32";

fn preset_option(description: &str) -> Value {
    json!({
        "type": 3,
        "name": "preset",
        "description": description,
        "required": false,
        "choices": [
            {"name": "classic", "value": "classic"},
            {"name": "sport", "value": "sport"},
            {"name": "hp", "value": "hp"},
        ],
    })
}

/// Every command, for a bulk overwrite of the application's commands.
pub fn definitions() -> Value {
    json!([
        {
            "name": MAFIA,
            "type": 1,
            "description": "Play Mafia in this channel",
            "contexts": [0],
            "options": [
                {"type": 1, "name": "start", "description": "Open a lobby here",
                 "options": [preset_option("The rules to play (default: this server's)")]},
                {"type": 1, "name": "stop", "description": "End this channel's game (its host or a server manager)"},
                {"type": 1, "name": "rules", "description": "Show the rules",
                 "options": [preset_option("A preset (default: this server's rules)")]},
                {"type": 1, "name": "help", "description": "What I can do"},
                {"type": 1, "name": "addbot", "description": "Seat a registered external bot in the lobby (host)",
                 "options": [{"type": 3, "name": "name", "description": "The bot's registered name", "required": true}]},
            ],
        },
        {
            "name": CONFIG,
            "type": 1,
            "description": "See or set this server's Mafia rules (Manage Server)",
            "contexts": [0],
            "default_member_permissions": MANAGE_GUILD,
            "options": [
                {"type": 3, "name": "option", "description": "An option to set, e.g. day_secs", "required": false},
                {"type": 3, "name": "value", "description": "Its new value", "required": false},
            ],
        },
    ])
}

fn text(o: &CommandDataOption) -> Option<String> {
    match &o.value {
        CommandDataOptionValue::String(s) => Some(s.clone()),
        CommandDataOptionValue::Integer(i) => Some(i.to_string()),
        CommandDataOptionValue::Boolean(b) => Some(b.to_string()),
        CommandDataOptionValue::Number(n) => Some(n.to_string()),
        _ => None,
    }
}

/// The words a slash command stands for, in the front's command language
/// (`start hp`, `config day_secs 90`), parsed by the front like a typed
/// command, so a bad combination gets the same reply on every platform.
pub fn words(cmd: &CommandInteraction) -> String {
    let mut words: Vec<String> = Vec::new();
    if cmd.data.name == CONFIG {
        words.push("config".into());
        for name in ["option", "value"] {
            if let Some(v) = cmd
                .data
                .options
                .iter()
                .find(|o| o.name == name)
                .and_then(text)
            {
                words.push(v);
            }
        }
        return words.join(" ");
    }
    for o in &cmd.data.options {
        if let CommandDataOptionValue::SubCommand(args) = &o.value {
            words.push(o.name.clone());
            words.extend(args.iter().filter_map(text));
        }
    }
    words.join(" ")
}

/// Parses a slash command; `None` for a command that is not ours.
pub fn parse(cmd: &CommandInteraction) -> Option<Command> {
    matches!(cmd.data.name.as_str(), MAFIA | CONFIG).then(|| Command::parse(&words(cmd)))
}

/// Whether the reply is for everyone (the rules, help) rather than for
/// the member who asked alone.
pub fn public_reply(cmd: &Command) -> bool {
    matches!(cmd, Command::Rules { .. } | Command::Help)
}
