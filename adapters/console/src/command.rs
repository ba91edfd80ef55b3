//! What a line typed at the terminal means.

use narrator_engine::mafia::{Canned, MafiaAction};
use narrator_engine::wumpus::{Voice, WumpusAction};
use narrator_engine::zombie::ZombieAction;
use narrator_engine::{Action, GameKind, PlayerId, Seat};
use narrator_runtime::LiveGame;

/// A parsed line.
pub enum Command {
    /// One of the prompt's choices, or a canned line.
    Act(Action),
    /// Leave; the game stays saved.
    Quit,
    /// List the commands.
    Help,
    /// Show the open question again.
    Show,
    /// An empty line.
    Nothing,
}

/// Parses a line against the open prompt. The error says what was wrong
/// and what is allowed.
pub fn parse(line: &str, game: &LiveGame, you: &PlayerId) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let seat = game.table().seat_of(you);
    match words.as_slice() {
        [] => Ok(Command::Nothing),
        ["quit" | "exit" | "q"] => Ok(Command::Quit),
        ["help" | "?"] => Ok(Command::Help),
        ["show" | "status"] => Ok(Command::Show),
        ["say", rest @ ..] => parse_say(rest, game.table().seats().len()).map(Command::Act),
        // Wumpus: a voice, with the player's words after it or none.
        [word @ ("whisper" | "speak" | "scream"), ..]
            if game.table().setup().config.kind() == GameKind::Wumpus =>
        {
            Ok(Command::Act(Action::Wumpus(parse_voice(word, line))))
        }
        // sport: free text, relayed by the bot (a speech, the don's order).
        ["speak", ..] => {
            let text = line.trim_start().trim_start_matches("speak").trim();
            if text.is_empty() {
                return Err("Use `speak TEXT`: what you say in your speech (sport).".into());
            }
            Ok(Command::Act(Action::Mafia(MafiaAction::Speak(
                text.to_string(),
            ))))
        }
        [
            "touch" | "/touch" | "decline" | "/decline" | "antidote" | "/antidote" | "end" | "/end",
            ..,
        ] if game.table().setup().config.kind() == GameKind::Zombie => {
            parse_zombie(&words, game).map(Command::Act)
        }
        [number] if number.parse::<usize>().is_ok() => {
            let prompt = seat.and_then(|s| game.open_prompt(s)).ok_or_else(|| {
                "There is nothing to choose right now; type `help` for the commands.".to_string()
            })?;
            let n: usize = number.parse().unwrap_or(0);
            prompt
                .choices
                .get(n.wrapping_sub(1))
                .cloned()
                .map(Command::Act)
                .ok_or_else(|| {
                    format!(
                        "There is no choice {n}: type a number from 1 to {}.",
                        prompt.choices.len()
                    )
                })
        }
        _ if game.table().setup().config.kind() == GameKind::Wumpus => Err(format!(
            "Unknown command {line:?}: type a choice's number, `whisper TEXT`, `speak TEXT`, `scream TEXT`, `show`, `help` or `quit`."
        )),
        _ => Err(format!(
            "Unknown command {line:?}: type a choice's number, `say ID [SEAT]`, `speak TEXT`, `show`, `help` or `quit`."
        )),
    }
}

/// `whisper|speak|scream [TEXT]`: the voice with the rest of the line as
/// its words (as typed; the engine cleans and checks them), or wordless
/// when nothing follows.
fn parse_voice(word: &str, line: &str) -> WumpusAction {
    let voice = match word {
        "whisper" => Voice::Whisper,
        "scream" => Voice::Scream,
        _ => Voice::Speak,
    };
    let rest = line.trim_start().get(word.len()..).unwrap_or("").trim();
    if rest.is_empty() {
        voice.wordless()
    } else {
        voice.with(rest)
    }
}

/// `say ID [SUBJECT_SEAT] [to RECIPIENT_SEAT]`, seats numbered from 1.
fn parse_say(words: &[&str], seats: usize) -> Result<Action, String> {
    let usage = "Use `say ID` for ids 0-4, `say ID SEAT` for ids 5-16 (seats from 1), optionally followed by `to SEAT`.";
    let seat = |w: &str| -> Result<Seat, String> {
        let n: usize = w
            .parse()
            .map_err(|_| format!("{w:?} is not a seat number. {usage}"))?;
        if n == 0 || n > seats {
            return Err(format!("There is no seat {n}: seats are 1 to {seats}."));
        }
        u8::try_from(n - 1).map(Seat).map_err(|_| usage.to_string())
    };
    let (id, rest) = match words {
        [id, rest @ ..] => (
            id.parse::<u8>()
                .map_err(|_| format!("{id:?} is not a message id. {usage}"))?,
            rest,
        ),
        [] => return Err(usage.to_string()),
    };
    let (subject, rest) = match rest {
        [s, rest @ ..] if *s != "to" => (Some(seat(s)?), rest),
        _ => (None, rest),
    };
    let recipient = match rest {
        [] => None,
        ["to", r] => Some(seat(r)?),
        _ => return Err(usage.to_string()),
    };
    Ok(Action::Mafia(MafiaAction::Say(Canned {
        id,
        subject,
        recipient,
    })))
}

/// Zombie Game words: `touch NAME`, `decline NAME`, `antidote`, `end`.
/// Touching a player who asked first accepts their request.
fn parse_zombie(words: &[&str], game: &LiveGame) -> Result<Action, String> {
    let word = words.first().map_or("", |w| w.trim_start_matches('/'));
    let action = match (word, words.get(1..).unwrap_or_default()) {
        ("antidote", []) => ZombieAction::Antidote,
        ("end", []) => ZombieAction::EndTurn,
        ("touch", name) if !name.is_empty() => {
            ZombieAction::Touch(find_player(&name.join(" "), &game.table().names())?)
        }
        ("decline", name) if !name.is_empty() => {
            ZombieAction::Decline(find_player(&name.join(" "), &game.table().names())?)
        }
        _ => return Err("Use `touch NAME`, `decline NAME`, `antidote` or `end`.".into()),
    };
    Ok(Action::Zombie(action))
}

/// A player by name ignoring case: the exact name, or else the only name
/// that starts with what was typed.
fn find_player(typed: &str, names: &[String]) -> Result<Seat, String> {
    let key = typed.to_lowercase();
    let lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    let exact = lower.iter().position(|n| *n == key);
    let starts: Vec<usize> = (0..lower.len())
        .filter(|i| lower[*i].starts_with(&key))
        .collect();
    let at = match (exact, starts.as_slice()) {
        (Some(i), _) | (None, &[i]) => i,
        (None, []) => {
            return Err(format!(
                "Nobody is called {typed:?}; the players are {}.",
                names.join(", ")
            ));
        }
        (None, _) => {
            let options: Vec<&str> = starts.iter().map(|i| names[*i].as_str()).collect();
            return Err(format!(
                "{typed:?} could be {}; type more of the name.",
                options.join(" or ")
            ));
        }
    };
    u8::try_from(at)
        .map(Seat)
        .map_err(|_| "There is no such seat.".to_string())
}
