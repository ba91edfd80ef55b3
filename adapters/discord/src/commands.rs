//! The slash commands, one pair per game the front plays: `/WORD
//! start|stop|rules|help` (and `addbot` where the game takes external
//! bots) for everyone, and `/WORD-config` for members with Manage Server.
//! The settings command is its own top-level command because
//! `default_member_permissions` applies to a whole command, not a
//! subcommand; the front checks the permission again on every use.

use narrator_chat::{ChatGame, Command, Games};
use serde_json::{Value, json};
use serenity::all::{CommandDataOption, CommandDataOptionValue, CommandInteraction};

/// The settings command of a game's word.
const CONFIG_SUFFIX: &str = "-config";

/// Manage Server, as Discord writes permissions (a decimal string).
const MANAGE_GUILD: &str = "32";

fn preset_option(game: &dyn ChatGame, description: &str) -> Vec<Value> {
    if game.presets().is_empty() {
        return Vec::new();
    }
    let choices: Vec<Value> = game
        .presets()
        .iter()
        .map(|p| json!({"name": p, "value": p}))
        .collect();
    vec![json!({
        "type": 3,
        "name": "preset",
        "description": description,
        "required": false,
        "choices": choices,
    })]
}

fn game_commands(game: &dyn ChatGame) -> [Value; 2] {
    let word = game.word();
    let mut subcommands = vec![
        json!({"type": 1, "name": "start", "description": "Open a lobby here",
               "options": preset_option(game, "The rules to play (default: this server's)")}),
        json!({"type": 1, "name": "stop", "description": "End this channel's game (its host or a server manager)"}),
        json!({"type": 1, "name": "rules", "description": "Show the rules",
               "options": preset_option(game, "A preset (default: this server's rules)")}),
        json!({"type": 1, "name": "help", "description": "What I can do"}),
    ];
    if game.external_bots() {
        subcommands.push(json!({"type": 1, "name": "addbot", "description": "Seat a registered external bot in the lobby (host)",
            "options": [{"type": 3, "name": "name", "description": "The bot's registered name", "required": true}]}));
    }
    [
        json!({
            "name": word,
            "type": 1,
            "description": clip_description(&format!("Play {} in this channel", game.summary())),
            "contexts": [0],
            "options": subcommands,
        }),
        json!({
            "name": format!("{word}{CONFIG_SUFFIX}"),
            "type": 1,
            "description": clip_description(&format!("See or set this server's rules of {} (Manage Server)", game.summary())),
            "contexts": [0],
            "default_member_permissions": MANAGE_GUILD,
            "options": [
                {"type": 3, "name": "option", "description": "An option to set, e.g. turn_secs", "required": false},
                {"type": 3, "name": "value", "description": "Its new value", "required": false},
            ],
        }),
    ]
}

/// Discord allows 100 characters in a command's description.
fn clip_description(text: &str) -> String {
    text.chars().take(100).collect()
}

/// Every command, for a bulk overwrite of the application's commands.
pub fn definitions(games: &Games) -> Value {
    Value::Array(
        games
            .iter()
            .flat_map(|g| game_commands(g.as_ref()))
            .collect(),
    )
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
    if cmd.data.name.ends_with(CONFIG_SUFFIX) {
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

/// Parses a slash command into the game's word and its command; `None`
/// for a command that is not one of the games'.
pub fn parse(games: &Games, cmd: &CommandInteraction) -> Option<(String, Command)> {
    let name = cmd.data.name.as_str();
    let word = name.strip_suffix(CONFIG_SUFFIX).unwrap_or(name);
    let game = games.by_word(word)?;
    Some((game.word().to_string(), Command::parse(&words(cmd))))
}

/// Whether the reply is for everyone (the rules, help) rather than for
/// the member who asked alone.
pub fn public_reply(cmd: &Command) -> bool {
    matches!(cmd, Command::Rules { .. } | Command::Help)
}
