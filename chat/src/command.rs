//! The `/mafia …` commands, whatever the platform: Telegram sends them as
//! text, Discord as slash-command options; both end up as a [`Command`].

/// A parsed `/mafia` command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Open a lobby, optionally naming the preset (the group's default
    /// when `None`).
    Start {
        /// The preset asked for.
        preset: Option<String>,
    },
    /// Stop the channel's game (its host or an admin).
    Stop,
    /// Describe a ruleset: the named preset, else the group's default.
    Rules {
        /// The preset asked for.
        preset: Option<String>,
    },
    /// Show the group's settings, or set one option (admins only).
    Config {
        /// `option value` to set; `None` to show.
        set: Option<(String, String)>,
    },
    /// Seat a registered external bot in the open lobby (host only).
    AddBot {
        /// The bot's registered name.
        name: String,
    },
    /// What the bot can do.
    Help,
    /// A subcommand this bot does not have, or one with wrong arguments.
    Bad {
        /// What was typed.
        typed: String,
        /// What is allowed instead.
        usage: &'static str,
    },
}

/// The list of subcommands, for help and error replies.
pub const USAGE: &str = "/mafia start [classic|sport|hp], /mafia stop, /mafia rules [preset], /mafia config [option value], /mafia addbot NAME, /mafia help";

impl Command {
    /// Reads the words after `/mafia`.
    pub fn parse(args: &str) -> Command {
        let words: Vec<&str> = args.split_whitespace().collect();
        match words.as_slice() {
            [] | ["start"] => Command::Start { preset: None },
            ["start", preset] => Command::Start {
                preset: Some(preset.to_string()),
            },
            ["stop"] => Command::Stop,
            ["rules"] => Command::Rules { preset: None },
            ["rules", preset] => Command::Rules {
                preset: Some(preset.to_string()),
            },
            ["config"] => Command::Config { set: None },
            ["config", option, value @ ..] if !value.is_empty() => Command::Config {
                set: Some((option.to_string(), value.join(" "))),
            },
            ["addbot", name] => Command::AddBot {
                name: name.to_string(),
            },
            ["help"] => Command::Help,
            ["start", ..] => bad(args, "/mafia start [classic|sport|hp]"),
            ["rules", ..] => bad(args, "/mafia rules [classic|sport|hp]"),
            ["config", ..] => bad(
                args,
                "/mafia config (to see) or /mafia config OPTION VALUE (to set)",
            ),
            ["addbot", ..] => bad(args, "/mafia addbot NAME (a bot an admin registered)"),
            _ => bad(args, USAGE),
        }
    }
}

fn bad(typed: &str, usage: &'static str) -> Command {
    Command::Bad {
        typed: typed.trim().to_string(),
        usage,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_every_subcommand() {
        assert_eq!(Command::parse(""), Command::Start { preset: None });
        assert_eq!(
            Command::parse("start hp"),
            Command::Start {
                preset: Some("hp".into())
            }
        );
        assert_eq!(Command::parse("stop"), Command::Stop);
        assert_eq!(Command::parse("rules"), Command::Rules { preset: None });
        assert_eq!(
            Command::parse("config day_secs 90"),
            Command::Config {
                set: Some(("day_secs".into(), "90".into()))
            }
        );
        assert_eq!(Command::parse("config"), Command::Config { set: None });
        assert_eq!(
            Command::parse("addbot random"),
            Command::AddBot {
                name: "random".into()
            }
        );
        assert_eq!(Command::parse("help"), Command::Help);
    }

    #[test]
    fn refuses_wrong_arguments_with_the_usage() {
        for (typed, usage) in [
            ("dance", USAGE),
            ("start hp now", "/mafia start [classic|sport|hp]"),
            ("stop now", USAGE),
            ("addbot", "/mafia addbot NAME (a bot an admin registered)"),
        ] {
            assert_eq!(
                Command::parse(typed),
                Command::Bad {
                    typed: typed.into(),
                    usage
                },
                "{typed}"
            );
        }
    }
}
