//! A game's subcommands (`/mafia start`, `/zombie rules`, …), whatever the
//! platform: Telegram sends them as text, Discord as slash-command options;
//! both end up as a [`Command`] for the game named by the command word.

/// A parsed subcommand.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Command {
    /// Open a lobby, optionally naming the preset (the group's settings
    /// when `None`).
    Start {
        /// The preset asked for.
        preset: Option<String>,
    },
    /// Stop the channel's game (its host or an admin).
    Stop,
    /// Give the channel's lobby more time before it closes (its host, once).
    Extend,
    /// Describe the rules: the named preset, else the group's settings.
    Rules {
        /// The preset asked for.
        preset: Option<String>,
    },
    /// The roles the group's settings deal, one line each.
    Roles,
    /// The game's modes, one line each (`start MODE` plays one).
    Modes,
    /// One role described.
    Role {
        /// Its name as typed: the stable English name or the name in the
        /// group's language, any case.
        name: String,
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
    /// Watch the channel's running game without a seat.
    Watch,
    /// What the bot can do.
    Help,
    /// The chat's last finished games.
    History,
    /// A finished game's timeline; the words after `timeline`, if any.
    Timeline {
        /// The game's number as typed.
        game: Option<String>,
    },
    /// A player's statistics (the caller's when `who` is `None`).
    Stats {
        /// `@user`, a name or a player id, as typed.
        who: Option<String>,
    },
    /// The leaderboard; the words after `top`, read by the front.
    Top {
        /// `[preset] [week|month|all] [global]`, as typed.
        args: String,
    },
    /// A subcommand this bot does not have, or one with wrong arguments.
    Bad {
        /// What was typed.
        typed: String,
        /// Which usage to show.
        usage: Usage,
    },
}

/// Which subcommand's usage a bad command is answered with.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Usage {
    /// Every subcommand.
    All,
    /// `start [preset]`.
    Start,
    /// `rules [preset]`.
    Rules,
    /// `config [option value]`.
    Config,
    /// `addbot NAME`.
    AddBot,
    /// `role NAME`.
    Role,
}

impl Command {
    /// Reads the words after the command word.
    pub fn parse(args: &str) -> Command {
        let words: Vec<&str> = args.split_whitespace().collect();
        match words.as_slice() {
            [] | ["start"] => Command::Start { preset: None },
            ["start", preset] => Command::Start {
                preset: Some(preset.to_string()),
            },
            ["stop"] => Command::Stop,
            ["extend"] => Command::Extend,
            ["rules"] => Command::Rules { preset: None },
            ["rules", preset] => Command::Rules {
                preset: Some(preset.to_string()),
            },
            ["roles"] => Command::Roles,
            ["modes"] => Command::Modes,
            ["role", name @ ..] if !name.is_empty() => Command::Role {
                name: name.join(" "),
            },
            ["config"] => Command::Config { set: None },
            ["config", option, value @ ..] if !value.is_empty() => Command::Config {
                set: Some((option.to_string(), value.join(" "))),
            },
            ["addbot", name] => Command::AddBot {
                name: name.to_string(),
            },
            ["help"] => Command::Help,
            ["watch"] => Command::Watch,
            ["history"] => Command::History,
            ["timeline", rest @ ..] => Command::Timeline {
                game: (!rest.is_empty()).then(|| rest.join(" ")),
            },
            ["stats", who @ ..] => Command::Stats {
                who: (!who.is_empty()).then(|| who.join(" ")),
            },
            ["top", rest @ ..] => Command::Top {
                args: rest.join(" "),
            },
            ["start", ..] => bad(args, Usage::Start),
            ["rules", ..] => bad(args, Usage::Rules),
            ["config", ..] => bad(args, Usage::Config),
            ["addbot", ..] => bad(args, Usage::AddBot),
            ["role"] => bad(args, Usage::Role),
            _ => bad(args, Usage::All),
        }
    }
}

fn bad(typed: &str, usage: Usage) -> Command {
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
        assert_eq!(Command::parse("extend"), Command::Extend);
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
        assert_eq!(Command::parse("roles"), Command::Roles);
        assert_eq!(Command::parse("modes"), Command::Modes);
        assert_eq!(
            Command::parse("role  главарь   мафии"),
            Command::Role {
                name: "главарь мафии".into()
            }
        );
        assert_eq!(Command::parse("help"), Command::Help);
        assert_eq!(Command::parse("watch"), Command::Watch);
        assert_eq!(Command::parse("history"), Command::History);
        assert_eq!(
            Command::parse("timeline 12"),
            Command::Timeline {
                game: Some("12".into())
            }
        );
        assert_eq!(Command::parse("timeline"), Command::Timeline { game: None });
        assert_eq!(Command::parse("stats"), Command::Stats { who: None });
        assert_eq!(
            Command::parse("stats  Ann  Lee"),
            Command::Stats {
                who: Some("Ann Lee".into())
            }
        );
        assert_eq!(
            Command::parse("top hp week"),
            Command::Top {
                args: "hp week".into()
            }
        );
    }

    #[test]
    fn refuses_wrong_arguments_with_the_usage() {
        for (typed, usage) in [
            ("dance", Usage::All),
            ("start hp now", Usage::Start),
            ("stop now", Usage::All),
            ("config day_secs", Usage::Config),
            ("addbot", Usage::AddBot),
            ("role", Usage::Role),
            ("roles cop", Usage::All),
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
