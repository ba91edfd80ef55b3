//! The front's own texts, in the group's or the reader's language, from
//! the `chat` catalogue (`locales/LANG/chat.ftl`); the games' texts come
//! from their renderers.

use crate::command::Usage;
use crate::games::{ChatGame, Games, SettingsError, UnknownRole, ValueKind};
use narrator_engine::rejection::Title;
use narrator_engine::render;
use narrator_engine::{Prompt, SeatInfo};
use narrator_i18n::{Lang, args, text as tr};

/// The usage of one subcommand of `game` (or of all of them).
pub fn usage(lang: Lang, game: &dyn ChatGame, usage: Usage) -> String {
    let word = game.word();
    let preset = if game.presets().is_empty() {
        String::new()
    } else {
        format!(" [{}]", game.presets().join("|"))
    };
    match usage {
        Usage::Start => format!("/{word} start{preset}"),
        Usage::Rules => format!("/{word} rules{preset}"),
        Usage::Config => tr(
            lang,
            "usage-config",
            Some(&args![("config", format!("/{word} config"))]),
        ),
        Usage::AddBot if game.external_bots() => tr(
            lang,
            "usage-addbot",
            Some(&args![("addbot", format!("/{word} addbot"))]),
        ),
        Usage::Role if game.roles().is_some() => tr(
            lang,
            "usage-role",
            Some(&args![
                ("role", format!("/{word} role")),
                ("roles", format!("/{word} roles"))
            ]),
        ),
        Usage::All | Usage::AddBot | Usage::Role => {
            let mut all = vec![
                format!("/{word} start{preset}"),
                format!("/{word} stop"),
                format!("/{word} extend"),
                format!("/{word} rules{preset}"),
            ];
            if game.roles().is_some() {
                all.push(format!("/{word} roles"));
                all.push(format!("/{word} role NAME"));
            }
            if !game.modes(lang, &[]).is_empty() {
                all.push(format!("/{word} modes"));
            }
            all.push(format!("/{word} config [option value]"));
            if game.external_bots() {
                all.push(format!("/{word} addbot NAME"));
            }
            if game.spectators() {
                all.push(format!("/{word} watch"));
            }
            all.push(format!("/{word} history"));
            all.push(format!("/{word} timeline N"));
            all.push(format!("/{word} stats [@user]"));
            all.push(format!("/{word} top{preset} [week|month|all] [global]"));
            all.push(format!("/{word} help"));
            all.join(", ")
        }
    }
}

/// What a game is, in a few words.
fn summary(lang: Lang, game: &dyn ChatGame) -> String {
    tr(lang, &format!("summary-{}", game.word()), None)
}

/// `/WORD help`: the game's commands.
pub fn help(lang: Lang, game: &dyn ChatGame) -> String {
    tr(
        lang,
        "help",
        Some(&args![
            ("summary", capitalised(&summary(lang, game))),
            ("commands", usage(lang, game, Usage::All)),
        ]),
    )
}

fn capitalised(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// `/help` in a private chat: what the bot does, the commands of a group,
/// and how playing in private works.
pub fn private_help(lang: Lang, games: &Games) -> String {
    let names: Vec<String> = games.iter().map(|g| summary(lang, g.as_ref())).collect();
    let helps: Vec<String> = games.iter().map(|g| help(lang, g.as_ref())).collect();
    let start = games.iter().next().map_or("mafia", |g| g.word());
    tr(
        lang,
        "private-help",
        Some(&args![
            ("games", names.join("; ")),
            ("start", format!("/{start} start")),
            ("helps", helps.join("\n")),
        ]),
    )
}

/// An unknown command in a private chat.
pub fn unknown_private_command(lang: Lang, typed: &str) -> String {
    tr(lang, "unknown-command", Some(&args![("typed", typed)]))
}

/// A link or button naming a game that never existed.
pub fn no_such_game(lang: Lang) -> String {
    tr(lang, "no-such-game", None)
}

/// The lobby message.
pub fn lobby(
    lang: Lang,
    title: Title,
    players: &[SeatInfo],
    (min, max): (u8, u8),
    note: Option<String>,
) -> String {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    let names = if names.is_empty() {
        tr(lang, "lobby-nobody", None)
    } else {
        names.join(", ")
    };
    let lobby = tr(
        lang,
        "lobby",
        Some(&args![
            ("title", render::title(lang, title)),
            ("min", min),
            ("max", max),
            ("count", players.len()),
            ("names", names),
        ]),
    );
    match note {
        Some(note) => format!("{lobby}\n\n{note}"),
        None => lobby,
    }
}

/// The lobby message once the game began.
pub fn lobby_closed(lang: Lang, title: Title, players: &[SeatInfo]) -> String {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    tr(
        lang,
        "lobby-closed",
        Some(&args![
            ("title", render::title(lang, title)),
            ("names", names.join(", "))
        ]),
    )
}

/// The lobby message once it closed unstarted.
pub fn lobby_expired(lang: Lang, title: Title) -> String {
    tr(
        lang,
        "lobby-expired",
        Some(&args![("title", render::title(lang, title))]),
    )
}

/// A group's language was set.
pub fn language_set(lang: Lang) -> String {
    tr(lang, "language-set", Some(&args![("lang", lang.code())]))
}

/// A group prompt with the votes so far. A question with one answer
/// (saying you are ready) is not tallied: the news says who answered.
pub fn group_prompt(lang: Lang, prompt: &Prompt, tally: &[(String, String)]) -> String {
    let question = render::prompt(lang, prompt.kind);
    if prompt.choices.len() < 2 {
        return question.to_string();
    }
    if tally.is_empty() {
        return format!("{question}\n{}", tr(lang, "tally-none", None));
    }
    let mut counts: Vec<(String, Vec<String>)> = Vec::new();
    for (voter, choice) in tally {
        match counts.iter_mut().find(|(c, _)| c == choice) {
            Some((_, voters)) => voters.push(voter.clone()),
            None => counts.push((choice.clone(), vec![voter.clone()])),
        }
    }
    counts.sort_by(|a, b| b.1.len().cmp(&a.1.len()).then(a.0.cmp(&b.0)));
    let lines: Vec<String> = counts
        .iter()
        .map(|(choice, voters)| {
            tr(
                lang,
                "tally-line",
                Some(&args![
                    ("choice", choice.as_str()),
                    ("count", voters.len()),
                    ("voters", voters.join(", ")),
                ]),
            )
        })
        .collect();
    format!(
        "{question}\n{}\n{}",
        tr(lang, "tally-head", None),
        lines.join("\n")
    )
}

/// A group prompt whose phase is over: its last tally, no buttons.
pub fn group_prompt_closed(lang: Lang, prompt: &Prompt, tally: &[(String, String)]) -> String {
    format!(
        "{}\n{}",
        group_prompt(lang, prompt, tally),
        tr(lang, "tally-closed", None)
    )
}

/// A player's private messages wait in the channel (closed DMs).
pub fn held(lang: Lang, name: &str) -> String {
    tr(lang, "held", Some(&args![("name", name)]))
}

/// A player's private messages were refused (they blocked the bot or
/// never opened a private chat with it): they wait until the player
/// writes to the bot.
pub fn held_until_private_chat(lang: Lang, name: &str, link: &str) -> String {
    if link.is_empty() {
        tr(lang, "held-private-chat", Some(&args![("name", name)]))
    } else {
        tr(
            lang,
            "held-private-chat-link",
            Some(&args![("name", name), ("link", link)]),
        )
    }
}

/// The reminder before a deadline.
pub fn reminder(lang: Lang, left_ms: u64) -> String {
    let secs = left_ms.div_ceil(1000);
    tr(lang, "reminder", Some(&args![("secs", secs)]))
}

/// A reply that takes no arguments (`sorry`, `said`, `game-over`, …).
pub fn reply(lang: Lang, id: &str) -> String {
    tr(lang, id, None)
}

/// A reply naming the command it answers: `in-group`, `command-failed`,
/// `command-failed-unchanged`, `command-refused` (with a reason) or
/// `no-bots` (with a usage).
pub fn about_command(lang: Lang, id: &str, command: &str, reason: &str) -> String {
    tr(
        lang,
        id,
        Some(&args![
            ("command", command),
            ("reason", reason),
            ("usage", reason)
        ]),
    )
}

/// A command that could not be read.
pub fn bad_command(lang: Lang, typed: &str, usage: &str) -> String {
    tr(
        lang,
        "bad-command",
        Some(&args![("typed", typed), ("usage", usage)]),
    )
}

/// The group's settings, shown or just changed.
pub fn config(lang: Lang, word: &str, set: Option<(&str, &str)>, rules: String) -> String {
    match set {
        None => tr(
            lang,
            "config-shown",
            Some(&args![
                ("config", format!("/{word} config")),
                ("rules", rules)
            ]),
        ),
        Some((option, value)) => tr(
            lang,
            "config-set",
            Some(&args![
                ("option", option),
                ("value", value),
                ("rules", rules)
            ]),
        ),
    }
}

/// A lobby cannot open: a game already runs in the place.
pub fn game_running(lang: Lang, word: &str, game: i64) -> String {
    tr(
        lang,
        "game-running",
        Some(&args![("game", game), ("stop", format!("/{word} stop"))]),
    )
}

/// A reply carrying the reason for a refusal (`no-seat`, `refused`).
pub fn with_reason(lang: Lang, id: &str, reason: String) -> String {
    tr(lang, id, Some(&args![("reason", reason)]))
}

/// "Fill with computer players" on a table already full enough.
pub fn table_full(lang: Lang, seats: u8) -> String {
    tr(lang, "table-full", Some(&args![("seats", seats)]))
}

/// A reply naming the presser's choice (`chose`, `already-chose`,
/// `write-words-now`).
pub fn choice(lang: Lang, id: &str, choice: &str) -> String {
    tr(lang, id, Some(&args![("choice", choice)]))
}

/// The caller's own language, shown.
pub fn language_current(lang: Lang) -> String {
    tr(
        lang,
        "language-current",
        Some(&args![("lang", lang.code())]),
    )
}

/// The caller chose a language.
pub fn language_chosen(lang: Lang) -> String {
    tr(lang, "language-chosen", Some(&args![("lang", lang.code())]))
}

/// `/language` with a language narrator does not speak.
pub fn language_unknown(lang: Lang, typed: &str) -> String {
    tr(lang, "language-unknown", Some(&args![("typed", typed)]))
}

/// Something failed on the bot's side; nothing changed.
pub fn sorry(lang: Lang) -> String {
    reply(lang, "sorry")
}

/// The reason a language code was refused.
pub fn no_such_language(lang: Lang, typed: &str) -> String {
    tr(lang, "no-such-language", Some(&args![("typed", typed)]))
}

/// `/WORD roles`: the game's listing, then how to read one role in full.
pub fn roles(lang: Lang, word: &str, listing: String) -> String {
    let more = tr(
        lang,
        "roles-more",
        Some(&args![("role", format!("/{word} role"))]),
    );
    format!("{listing}\n{more}")
}

/// `/WORD modes`: each mode with its players and description, and how to
/// start one; a game without modes says so with its usage.
pub fn modes(
    lang: Lang,
    word: &str,
    modes: &[crate::games::ModeLine],
    game: &dyn ChatGame,
) -> String {
    if modes.is_empty() {
        return about_command(
            lang,
            "no-modes",
            &format!("/{word}"),
            &usage(lang, game, Usage::All),
        );
    }
    let lines: Vec<String> = modes
        .iter()
        .map(|m| {
            let mut line = tr(
                lang,
                "mode-line",
                Some(&args![
                    ("name", m.name.as_str()),
                    ("min", m.min),
                    ("max", m.max),
                    ("description", m.description.as_str())
                ]),
            );
            for more in mode_balance(lang, m) {
                line.push_str("\n   ");
                line.push_str(&more);
            }
            line
        })
        .collect();
    let head = tr(
        lang,
        "modes-head",
        Some(&args![("start", format!("/{word} start MODE"))]),
    );
    // Presets with flows of their own (sport, hp) are not modes, but a
    // group choosing a game wants to see them beside the modes.
    let presets: Vec<&str> = game
        .presets()
        .iter()
        .copied()
        .filter(|p| !modes.iter().any(|m| m.name.eq_ignore_ascii_case(p)))
        .collect();
    let mut text = format!("{head}\n{}", lines.join("\n"));
    if !presets.is_empty() {
        text.push('\n');
        text.push_str(&tr(
            lang,
            "modes-presets",
            Some(&args![
                ("presets", presets.join(", ")),
                ("start", format!("/{word} start PRESET"))
            ]),
        ));
    }
    text
}

/// A mode's balance, one short line each (read on phones): its side's
/// win rate in computer games at its smallest and largest measured
/// sizes, and, once it has enough finished games, the real rate beside
/// the simulated one at the sizes they were played at.
pub fn mode_balance(lang: Lang, mode: &crate::games::ModeLine) -> Vec<String> {
    let mut lines = Vec::new();
    if let (Some(first), Some(last)) = (mode.simulated.first(), mode.simulated.last()) {
        lines.push(tr(
            lang,
            "mode-simulated",
            Some(&args![
                ("side", mode.side.as_str()),
                ("min", first.0),
                ("first", rounded(first.1)),
                ("max", last.0),
                ("last", rounded(last.1))
            ]),
        ));
    }
    if let Some(c) = mode.compared() {
        let real = rounded(c.real);
        lines.push(match c.simulated {
            Some(simulated) => tr(
                lang,
                "mode-real",
                Some(&args![
                    ("side", mode.side.as_str()),
                    ("games", c.games),
                    ("real", real),
                    ("simulated", rounded(simulated))
                ]),
            ),
            None => tr(
                lang,
                "mode-real-alone",
                Some(&args![
                    ("side", mode.side.as_str()),
                    ("games", c.games),
                    ("real", real)
                ]),
            ),
        });
    }
    lines
}

/// A rate in whole percent, as people read it.
pub fn rounded(percent: f32) -> u32 {
    // A rate is 0 to 100: the cast cannot overflow.
    percent.round().clamp(0.0, 100.0) as u32
}

/// The reason `/WORD role NAME` names no role: what was typed and the
/// game's roles.
pub fn unknown_role(lang: Lang, e: &UnknownRole) -> String {
    tr(
        lang,
        "role-unknown",
        Some(&args![
            ("typed", e.typed.as_str()),
            ("known", e.known.join(", "))
        ]),
    )
}

/// A refused setting or preset, in `lang`.
pub fn settings_error(lang: Lang, e: &SettingsError) -> String {
    match e {
        SettingsError::Unknown { option, known } => tr(
            lang,
            "settings-unknown",
            Some(&args![
                ("option", option.as_str()),
                ("known", known.as_str())
            ]),
        ),
        SettingsError::WrongKind {
            option,
            value,
            kind,
        } => {
            let kind = match kind {
                ValueKind::WholeNumber => tr(lang, "settings-kind-number", None),
                ValueKind::OnOff => tr(lang, "settings-kind-switch", None),
                ValueKind::RoleList => tr(lang, "settings-kind-roles", None),
            };
            tr(
                lang,
                "settings-wrong-kind",
                Some(&args![
                    ("option", option.as_str()),
                    ("value", value.as_str()),
                    ("kind", kind)
                ]),
            )
        }
        SettingsError::Invalid {
            option,
            value,
            allowed,
        } => render::invalid(lang, option, value, allowed),
        SettingsError::UnknownPreset { name, known } => {
            let known = match known {
                Some(known) => known.clone(),
                None => tr(lang, "settings-no-presets", None),
            };
            tr(
                lang,
                "settings-unknown-preset",
                Some(&args![("name", name.as_str()), ("known", known)]),
            )
        }
        SettingsError::Unreadable(detail) => tr(
            lang,
            "settings-unreadable",
            Some(&args![("detail", detail.as_str())]),
        ),
    }
}
