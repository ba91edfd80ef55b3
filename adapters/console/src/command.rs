//! What a line typed at the terminal means.

use crate::text::{t, ta, typed};
use narrator_engine::mafia::{Canned, MafiaAction};
use narrator_engine::wumpus::{Voice, WumpusAction};
use narrator_engine::zombie::ZombieAction;
use narrator_engine::{Action, GameKind, PlayerId, Seat};
use narrator_i18n::{Lang, args};
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
/// and what is allowed, in `lang`.
pub fn parse(line: &str, game: &LiveGame, you: &PlayerId, lang: Lang) -> Result<Command, String> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let seat = game.table().seat_of(you);
    match words.as_slice() {
        [] => Ok(Command::Nothing),
        ["quit" | "exit" | "q"] => Ok(Command::Quit),
        ["help" | "?"] => Ok(Command::Help),
        ["show" | "status"] => Ok(Command::Show),
        ["say", rest @ ..] => parse_say(rest, game.table().seats().len(), lang).map(Command::Act),
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
                return Err(t(lang, "console-speak-usage"));
            }
            Ok(Command::Act(Action::Mafia(MafiaAction::Speak(
                text.to_string(),
            ))))
        }
        [
            "touch" | "/touch" | "decline" | "/decline" | "antidote" | "/antidote" | "end" | "/end",
            ..,
        ] if game.table().setup().config.kind() == GameKind::Zombie => {
            parse_zombie(&words, game, lang).map(Command::Act)
        }
        [number] if number.parse::<usize>().is_ok() => {
            let prompt = seat
                .and_then(|s| game.open_prompt(s))
                .ok_or_else(|| t(lang, "console-nothing-to-choose"))?;
            let n: usize = number.parse().unwrap_or(0);
            prompt
                .choices
                .get(n.wrapping_sub(1))
                .cloned()
                .map(Command::Act)
                .ok_or_else(|| {
                    let a = args![("typed", n), ("min", 1), ("max", prompt.choices.len())];
                    ta(lang, "console-no-such-choice", &a)
                })
        }
        _ if game.table().setup().config.kind() == GameKind::Wumpus => Err(ta(
            lang,
            "console-unknown-wumpus",
            &args![("typed", typed(line))],
        )),
        _ => Err(ta(lang, "console-unknown", &args![("typed", typed(line))])),
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
fn parse_say(words: &[&str], seats: usize, lang: Lang) -> Result<Action, String> {
    let usage = || t(lang, "console-say-usage");
    let seat = |w: &str| -> Result<Seat, String> {
        let n: usize = w
            .parse()
            .map_err(|_| ta(lang, "console-not-a-seat", &args![("typed", typed(w))]))?;
        if n == 0 || n > seats {
            let a = args![("typed", n), ("min", 1), ("max", seats)];
            return Err(ta(lang, "console-no-such-seat", &a));
        }
        u8::try_from(n - 1).map(Seat).map_err(|_| usage())
    };
    let (id, rest) = match words {
        [id, rest @ ..] => (
            id.parse::<u8>()
                .map_err(|_| ta(lang, "console-not-an-id", &args![("typed", typed(id))]))?,
            rest,
        ),
        [] => return Err(usage()),
    };
    let (subject, rest) = match rest {
        [s, rest @ ..] if *s != "to" => (Some(seat(s)?), rest),
        _ => (None, rest),
    };
    let recipient = match rest {
        [] => None,
        ["to", r] => Some(seat(r)?),
        _ => return Err(usage()),
    };
    Ok(Action::Mafia(MafiaAction::Say(Canned {
        id,
        subject,
        recipient,
    })))
}

/// Zombie Game words: `touch NAME`, `decline NAME`, `antidote`, `end`.
/// Touching a player who asked first accepts their request.
fn parse_zombie(words: &[&str], game: &LiveGame, lang: Lang) -> Result<Action, String> {
    let word = words.first().map_or("", |w| w.trim_start_matches('/'));
    let action = match (word, words.get(1..).unwrap_or_default()) {
        ("antidote", []) => ZombieAction::Antidote,
        ("end", []) => ZombieAction::EndTurn,
        ("touch", name) if !name.is_empty() => {
            ZombieAction::Touch(find_player(&name.join(" "), &game.table().names(), lang)?)
        }
        ("decline", name) if !name.is_empty() => {
            ZombieAction::Decline(find_player(&name.join(" "), &game.table().names(), lang)?)
        }
        _ => return Err(t(lang, "console-zombie-usage")),
    };
    Ok(Action::Zombie(action))
}

/// A player by name ignoring case: the exact name, or else the only name
/// that starts with what was typed.
fn find_player(typed_name: &str, names: &[String], lang: Lang) -> Result<Seat, String> {
    let key = typed_name.to_lowercase();
    let lower: Vec<String> = names.iter().map(|n| n.to_lowercase()).collect();
    let exact = lower.iter().position(|n| *n == key);
    let starts: Vec<usize> = (0..lower.len())
        .filter(|i| lower[*i].starts_with(&key))
        .collect();
    let at = match (exact, starts.as_slice()) {
        (Some(i), _) | (None, &[i]) => i,
        (None, []) => {
            let a = args![("typed", typed(typed_name)), ("names", names.join(", "))];
            return Err(ta(lang, "console-nobody-called", &a));
        }
        (None, _) => {
            let options: Vec<&str> = starts.iter().map(|i| names[*i].as_str()).collect();
            let or = format!(" {} ", t(lang, "console-or"));
            let a = args![("typed", typed(typed_name)), ("names", options.join(&or))];
            return Err(ta(lang, "console-could-be", &a));
        }
    };
    u8::try_from(at)
        .map(Seat)
        .map_err(|_| t(lang, "console-no-such-player"))
}
