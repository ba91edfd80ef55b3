//! The front's own English texts (the game's come from the engine's
//! renderer).

use crate::command::Usage;
use crate::games::{ChatGame, Games};
use narrator_engine::render::en;
use narrator_engine::{Prompt, SeatInfo};

/// The usage of one subcommand of `game` (or of all of them).
pub fn usage(game: &dyn ChatGame, usage: Usage) -> String {
    let word = game.word();
    let preset = if game.presets().is_empty() {
        String::new()
    } else {
        format!(" [{}]", game.presets().join("|"))
    };
    match usage {
        Usage::Start => format!("/{word} start{preset}"),
        Usage::Rules => format!("/{word} rules{preset}"),
        Usage::Config => {
            format!("/{word} config (to see) or /{word} config OPTION VALUE (to set)")
        }
        Usage::AddBot if game.external_bots() => {
            format!("/{word} addbot NAME (a bot an admin registered)")
        }
        Usage::All | Usage::AddBot => {
            let mut all = vec![
                format!("/{word} start{preset}"),
                format!("/{word} stop"),
                format!("/{word} rules{preset}"),
                format!("/{word} config [option value]"),
            ];
            if game.external_bots() {
                all.push(format!("/{word} addbot NAME"));
            }
            all.push(format!("/{word} help"));
            all.join(", ")
        }
    }
}

/// `/WORD help`: the game's commands.
pub fn help(game: &dyn ChatGame) -> String {
    format!(
        "{}. Commands: {}",
        capitalised(game.summary()),
        usage(game, Usage::All)
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
pub fn private_help(games: &Games) -> String {
    let names: Vec<&str> = games.iter().map(|g| g.summary()).collect();
    let helps: Vec<String> = games.iter().map(|g| help(g.as_ref())).collect();
    format!(
        "I am a game master for {}. Add me to a group and send /{} start there (or another game's command); players take a seat with the lobby's Join button.\n\n{}\n\nHere, in private, I send you your role, your actions and the questions only you answer, with buttons to choose. When a game gives you the floor (a sport speech, the don's kill order), write your words here and I pass them on. /start says hello; a game's invitation link seats you in it.",
        names.join("; "),
        games.iter().next().map_or("mafia", |g| g.word()),
        helps.join("\n")
    )
}

/// An unknown command in a private chat.
pub fn unknown_private_command(typed: &str) -> String {
    format!("I do not know {typed}. Send /help to see what I do and my commands.")
}

/// A link or button naming a game that never existed.
pub fn no_such_game() -> String {
    "There is no such game; the link may be mistyped. Ask in the group for a new one, or start a game there (send /help here for the commands).".into()
}

/// The lobby message.
pub fn lobby(title: &str, players: &[SeatInfo], (min, max): (u8, u8)) -> String {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    format!(
        "{title}: a new game is open ({min} to {max} players).\nSeated ({}): {}\n\nPress Join to take a seat; the host presses Start. Your role and your choices come to you in a private chat with me.",
        players.len(),
        if names.is_empty() {
            "nobody yet".to_string()
        } else {
            names.join(", ")
        }
    )
}

/// The lobby message once the game began.
pub fn lobby_closed(title: &str, players: &[SeatInfo]) -> String {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    format!("{title}: the game has begun with {}.", names.join(", "))
}

/// A group prompt with the votes so far. A question with one answer
/// (saying you are ready) is not tallied: the news says who answered.
pub fn group_prompt(prompt: &Prompt, tally: &[(String, String)]) -> String {
    let question = en::prompt(prompt.kind);
    if prompt.choices.len() < 2 {
        return question.to_string();
    }
    if tally.is_empty() {
        return format!("{question}\nNo votes yet.");
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
        .map(|(choice, voters)| format!("{choice}: {} ({})", voters.len(), voters.join(", ")))
        .collect();
    format!("{question}\nTally:\n{}", lines.join("\n"))
}

/// A group prompt whose phase is over: its last tally, no buttons.
pub fn group_prompt_closed(prompt: &Prompt, tally: &[(String, String)]) -> String {
    format!("{}\n(Closed.)", group_prompt(prompt, tally))
}

/// A player's private messages wait in the channel (closed DMs).
pub fn held(name: &str) -> String {
    format!(
        "{name}: I cannot message you privately (your direct messages are closed), so your role and choices wait here, for your eyes only: press the button."
    )
}

/// A player's private messages were refused (they blocked the bot or
/// never opened a private chat with it): they wait until the player
/// writes to the bot.
pub fn held_until_private_chat(name: &str, link: &str) -> String {
    let open = if link.is_empty() {
        "open a private chat with me".to_string()
    } else {
        format!("open a private chat with me ({link}) and press Start")
    };
    format!(
        "{name}: I cannot message you privately, so your role and choices are waiting for you: {open}, and I will send them there at once."
    )
}

/// The reminder before a deadline.
pub fn reminder(left_ms: u64) -> String {
    let secs = left_ms.div_ceil(1000);
    format!("{secs} seconds left in this phase. Whoever has not chosen yet: choose now.")
}
