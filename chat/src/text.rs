//! The front's own English texts (the game's come from the engine's
//! renderer).

use crate::command::USAGE;
use narrator_engine::mafia::MafiaPrompt;
use narrator_engine::render::en;
use narrator_engine::{PromptKind, SeatInfo};

/// `/mafia help`: the commands.
pub fn help() -> String {
    format!("Commands: {USAGE}")
}

/// `/help` in a private chat: what the bot does, the commands of a group,
/// and how playing in private works.
pub fn private_help() -> String {
    format!(
        "I am a game master for Mafia (presets classic, sport and hp). Add me to a group and send /mafia start there; players take a seat with the lobby's Join button.\n\n{}\n\nHere, in private, I send you your role, your night actions and the questions only you answer, with buttons to choose. When a sport game gives you the floor, or you give the don's kill order, write your words here and I pass them on. /start says hello; a game's invitation link seats you in it.",
        help()
    )
}

/// An unknown command in a private chat.
pub fn unknown_private_command(typed: &str) -> String {
    format!("I do not know {typed}. Send /help to see what I do and my commands.")
}

/// A link or button naming a game that never existed.
pub fn no_such_game() -> String {
    "There is no such game; the link may be mistyped. Ask in the group for a new one, or start a game there with /mafia start.".into()
}

/// The lobby message.
pub fn lobby(title: &str, players: &[SeatInfo], (min, max): (u8, u8)) -> String {
    let names: Vec<&str> = players.iter().map(|p| p.name.as_str()).collect();
    format!(
        "{title}: a new game is open ({min} to {max} players).\nSeated ({}): {}\n\nPress Join to take a seat; the host presses Start. Your role and night actions come to you in a private chat with me.",
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

/// A group prompt with the votes so far. Saying you are ready is not
/// tallied (the news says who is).
pub fn group_prompt(kind: PromptKind, tally: &[(String, String)]) -> String {
    let question = en::prompt(kind);
    if kind == MafiaPrompt::Ready {
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
pub fn group_prompt_closed(kind: PromptKind, tally: &[(String, String)]) -> String {
    format!("{}\n(Closed.)", group_prompt(kind, tally))
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
