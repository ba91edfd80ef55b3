//! The slash commands, one pair per game the front plays: `/WORD
//! start|stop|rules|help` (and `addbot` where the game takes external
//! bots, `roles` and `role NAME` where it explains its roles) for everyone, and `/WORD-config` for members with Manage Server.
//! The settings command is its own top-level command because
//! `default_member_permissions` applies to a whole command, not a
//! subcommand; the front checks the permission again on every use.

use narrator_chat::{ChatGame, Command, Games};
use narrator_i18n::{Lang, args};
use serde_json::{Map, Value, json};
use serenity::all::{CommandDataOption, CommandDataOptionValue, CommandInteraction};

/// The settings command of a game's word.
const CONFIG_SUFFIX: &str = "-config";

/// Manage Server, as Discord writes permissions (a decimal string).
const MANAGE_GUILD: &str = "32";

/// `object` with its description from the `discord` catalogue: English
/// as the default, Russian and Vietnamese as the localizations Discord
/// shows members whose client speaks them. Names stay ASCII: they are
/// the command language the front parses.
fn described_by(mut object: Value, text: impl Fn(Lang) -> String) -> Value {
    object["description"] = json!(clip_description(&text(Lang::En)));
    let localized: Map<String, Value> = Lang::ALL
        .into_iter()
        .filter(|l| *l != Lang::En)
        .map(|l| (l.code().to_string(), json!(clip_description(&text(l)))))
        .collect();
    object["description_localizations"] = Value::Object(localized);
    object
}

/// `object` described by the catalogue's message `id`.
fn described(object: Value, id: &str) -> Value {
    described_by(object, |lang| narrator_i18n::text(lang, id, None))
}

/// The most choices Discord takes for one option.
const MAX_CHOICES: usize = 25;

fn preset_option(game: &dyn ChatGame, id: &str) -> Vec<Value> {
    if game.presets().is_empty() {
        return Vec::new();
    }
    // The presets, then the modes by other names (`/mafia start town`).
    let mut names: Vec<String> = game.presets().iter().map(|p| p.to_string()).collect();
    for mode in game.modes(narrator_i18n::Lang::En, &[]) {
        if !names.contains(&mode.name) {
            names.push(mode.name);
        }
    }
    let mut preset = json!({"type": 3, "name": "preset", "required": false});
    // Discord takes at most 25 choices: with more (an operator's many
    // modes) the option is free text, which the front checks like any.
    if names.len() <= MAX_CHOICES {
        let choices: Vec<Value> = names
            .iter()
            .map(|p| json!({"name": p, "value": p}))
            .collect();
        preset["choices"] = Value::Array(choices);
    }
    vec![described(preset, id)]
}

/// A subcommand, described by `discord-sub-NAME`.
fn subcommand(name: &str, options: Option<Vec<Value>>) -> Value {
    let mut sub = json!({"type": 1, "name": name});
    if let Some(options) = options {
        sub["options"] = Value::Array(options);
    }
    described(sub, &format!("discord-sub-{name}"))
}

fn game_commands(game: &dyn ChatGame) -> [Value; 2] {
    let word = game.word();
    let mut subcommands = vec![
        subcommand(
            "start",
            Some(preset_option(game, "discord-option-start-preset")),
        ),
        subcommand("stop", None),
        subcommand("extend", None),
        subcommand(
            "rules",
            Some(preset_option(game, "discord-option-rules-preset")),
        ),
        subcommand("help", None),
        subcommand("history", None),
        subcommand(
            "timeline",
            Some(vec![described(
                json!({"type": 3, "name": "game", "required": true}),
                "discord-option-timeline-game",
            )]),
        ),
    ];
    let player = json!({"type": 6, "name": "player", "required": false});
    subcommands.push(subcommand(
        "stats",
        Some(vec![described(player, "discord-option-stats-player")]),
    ));
    let mut top = preset_option(game, "discord-option-top-preset");
    let periods: Vec<Value> = ["week", "month", "all"]
        .iter()
        .map(|p| json!({"name": p, "value": p}))
        .collect();
    let period = json!({"type": 3, "name": "period", "required": false, "choices": periods});
    top.push(described(period, "discord-option-top-period"));
    let global = json!({"type": 5, "name": "global", "required": false});
    top.push(described(global, "discord-option-top-global"));
    subcommands.push(subcommand("top", Some(top)));
    if game.spectators() {
        subcommands.push(subcommand("watch", None));
    }
    if !game.modes(narrator_i18n::Lang::En, &[]).is_empty() {
        subcommands.push(subcommand("modes", None));
    }
    if game.roles().is_some() {
        subcommands.push(subcommand("roles", None));
        let name = json!({"type": 3, "name": "name", "required": true});
        let name = described(name, "discord-option-role-name");
        subcommands.push(subcommand("role", Some(vec![name])));
    }
    if game.external_bots() {
        let name = json!({"type": 3, "name": "name", "required": true});
        let name = described(name, "discord-option-addbot-name");
        subcommands.push(subcommand("addbot", Some(vec![name])));
    }
    // The game's one line is the chat front's (`summary-WORD`), so the
    // command list and the help say the same.
    let about = |id: &'static str| {
        move |lang| {
            let summary = narrator_i18n::text(lang, &format!("summary-{word}"), None);
            narrator_i18n::text(lang, id, Some(&args![("summary", summary)]))
        }
    };
    let option = json!({"type": 3, "name": "option", "required": false});
    let value = json!({"type": 3, "name": "value", "required": false});
    [
        described_by(
            json!({
                "name": word,
                "type": 1,
                "contexts": [0],
                "options": subcommands,
            }),
            about("discord-command-game"),
        ),
        described_by(
            json!({
                "name": format!("{word}{CONFIG_SUFFIX}"),
                "type": 1,
                "contexts": [0],
                "default_member_permissions": MANAGE_GUILD,
                "options": [
                    described(option, "discord-option-config-option"),
                    described(value, "discord-option-config-value"),
                ],
            }),
            about("discord-command-config"),
        ),
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
            words.extend(args.iter().filter_map(|a| match &a.value {
                // `stats @member`: the member's player id.
                CommandDataOptionValue::User(id) => Some(format!("{}{id}", crate::api::PREFIX)),
                // `top global:true` is the word `global`.
                CommandDataOptionValue::Boolean(on) if a.name == "global" => {
                    on.then(|| "global".to_owned())
                }
                _ => text(a),
            }));
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
    matches!(
        cmd,
        Command::Rules { .. }
            | Command::Roles
            | Command::Role { .. }
            | Command::Help
            | Command::History
            | Command::Stats { .. }
            | Command::Top { .. }
    )
}

/// Whether the reply is a report shown as an embed (statistics, a
/// leaderboard, the history, a timeline, the modes with their win rates)
/// rather than a line of text: an embed holds 4,096 characters, a
/// message's content 2,000.
pub fn report_reply(cmd: &Command) -> bool {
    matches!(
        cmd,
        Command::Stats { .. }
            | Command::Top { .. }
            | Command::History
            | Command::Timeline { .. }
            | Command::Modes
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every object of a command's tree that Discord shows a description
    /// of: the command, its subcommands and their options.
    fn described_objects(command: &Value) -> Vec<&Value> {
        let mut out = vec![command];
        let mut i = 0;
        while i < out.len() {
            let children = out[i]["options"].as_array().into_iter().flatten();
            out.extend(children);
            i += 1;
        }
        out
    }

    /// A command's subcommand by name.
    fn sub<'a>(command: &'a Value, name: &str) -> Option<&'a Value> {
        command["options"]
            .as_array()
            .into_iter()
            .flatten()
            .find(|s| s["name"] == name)
    }

    #[test]
    fn games_with_roles_have_roles_and_role_with_a_required_name() {
        let all = definitions(&Games::standard());
        let commands = all.as_array().cloned().unwrap_or_default();
        let command = |word: &str| commands.iter().find(|c| c["name"] == word).cloned();
        let mafia = command("mafia").expect("/mafia");
        let roles = sub(&mafia, "roles").expect("/mafia roles");
        assert_eq!(roles["type"], 1);
        assert!(roles.get("options").is_none(), "{roles}");
        let role = sub(&mafia, "role").expect("/mafia role");
        assert_eq!(role["type"], 1);
        let options = role["options"].as_array().cloned().unwrap_or_default();
        assert_eq!(options.len(), 1, "{role}");
        assert_eq!(
            (
                &options[0]["name"],
                &options[0]["type"],
                &options[0]["required"]
            ),
            (&json!("name"), &json!(3), &json!(true))
        );
        // Its words are the front's: `role NAME`.
        assert_eq!(
            Command::parse("role godfather"),
            Command::Role {
                name: "godfather".into()
            }
        );
        assert!(public_reply(&Command::Roles));
        for word in ["zombie", "wumpus"] {
            let game = command(word).expect("the game's command");
            assert!(sub(&game, "roles").is_none() && sub(&game, "role").is_none());
        }
    }

    /// Discord takes 25 choices at most: an operator with many modes gets
    /// a free-text `preset` option rather than a refused registration.
    #[test]
    fn start_offers_the_modes_as_choices_up_to_discords_limit() {
        use narrator_engine::mafia::modes::{Mode, Modes};
        let preset = |games: &Games| {
            let all = definitions(games);
            let mafia = all
                .as_array()
                .and_then(|c| c.iter().find(|c| c["name"] == "mafia").cloned())
                .expect("/mafia");
            sub(&mafia, "start").expect("/mafia start")["options"][0].clone()
        };
        let standard = preset(&Games::standard());
        let names: Vec<&str> = standard["choices"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|c| c["value"].as_str())
            .collect();
        assert!(
            names.contains(&"sport") && names.contains(&"town"),
            "{standard}"
        );
        let mut many = Modes::built_in();
        for i in 0..30 {
            let text = format!(
                "name = \"m{i}\"\nmin_players = 6\nmax_players = 8\n\
                 [description]\nen = \"x\"\nru = \"x\"\nvi = \"x\"\n\
                 [deal]\nmafia = \"1\"\n"
            );
            many.add(Mode::read("m.toml", &text).expect("reads"))
                .expect("added");
        }
        let free = preset(&Games::with_mafia_modes(many));
        assert_eq!(free["name"], "preset");
        assert!(free.get("choices").is_none(), "{free}");
    }

    #[test]
    fn english_is_unchanged_and_every_description_is_translated() {
        let all = definitions(&Games::standard());
        let commands = all.as_array().cloned().unwrap_or_default();
        assert!(commands.len() >= 6, "{all}");
        let mafia = &commands[0];
        assert_eq!(
            mafia["description"],
            "Play Mafia (presets classic, sport and hp) in this channel"
        );
        assert_eq!(mafia["options"][0]["description"], "Open a lobby here");
        assert_eq!(
            mafia["options"][0]["options"][0]["description"],
            "The rules to play (default: this server's)"
        );
        assert_eq!(
            commands[1]["description"],
            "See or set this server's rules of Mafia (presets classic, sport and hp) (Manage Server)"
        );
        for command in &commands {
            for object in described_objects(command) {
                let en = object["description"].as_str().unwrap_or("");
                assert!(!en.is_empty(), "{object}");
                for (code, letters) in [
                    ("ru", "абвгдеёжзийклмнопрстуфхцчшщыьэюя"),
                    ("vi", "ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ"),
                ] {
                    let text = object["description_localizations"][code]
                        .as_str()
                        .unwrap_or("");
                    assert!(!text.is_empty() && text != en, "{code}: {object}");
                    assert!(text.chars().count() <= 100, "{text}");
                    assert!(
                        !text.contains("discord-")
                            && !text.contains("summary-")
                            && !text.contains('{'),
                        "{text}"
                    );
                    assert!(
                        text.to_lowercase().chars().any(|c| letters.contains(c)),
                        "{code}: {text}"
                    );
                }
            }
        }
    }
}
