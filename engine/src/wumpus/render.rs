//! Hunt the Twisted Wumpus in words: each function picks a `wumpus-…`
//! message of the catalogues and its arguments. Nothing here names a room:
//! the messages carry exits and distances only (the end's [`Reveal`] is
//! drawn as a picture by hosts; its text here is a summary).

use crate::render::{Lang, Names};
use crate::wumpus::WumpusReason;
use crate::wumpus::{Cause, Item, Reveal, Senses, Sound, WumpusAction, WumpusMessage, WumpusTeam};
use narrator_i18n::Args;
use narrator_i18n::{args, text};

/// A hunt's role name with its article, from its stable name (as the
/// end's role list says it); `None` for a name that is not one.
pub fn role_name(lang: Lang, name: &str) -> Option<String> {
    match name {
        "hunter" => Some(text(lang, "wumpus-role-hunter", None)),
        _ => None,
    }
}

/// A Wumpus hunt team's name.
pub fn team(lang: Lang, team: WumpusTeam) -> String {
    let id = match team {
        WumpusTeam::Hunters => "wumpus-team-hunters",
        WumpusTeam::Wumpus => "wumpus-team-wumpus",
    };
    text(lang, id, None)
}

/// The turn prompt's question.
pub fn prompt(lang: Lang) -> String {
    text(lang, "wumpus-prompt", None)
}

/// A message that names one player.
fn named(lang: Lang, id: &str, name: String) -> String {
    text(lang, id, Some(&args![("name", name)]))
}

/// A Wumpus message as text.
pub fn message(lang: Lang, msg: &WumpusMessage, names: &Names) -> String {
    match msg {
        WumpusMessage::Begins {
            rooms,
            bows,
            pebbles,
            order,
        } => text(
            lang,
            "wumpus-begins",
            Some(&args![
                ("rooms", *rooms),
                ("bows", *bows),
                ("pebbles", *pebbles),
                ("order", names.list(order))
            ]),
        ),
        WumpusMessage::Turn { seat } => named(lang, "wumpus-turn", names.of(*seat)),
        WumpusMessage::Senses(s) => senses(lang, s),
        WumpusMessage::Done(a) => done(lang, a),
        WumpusMessage::Carried => text(lang, "wumpus-carried", None),
        WumpusMessage::Heard { sound, distance } => heard(lang, sound, *distance, names),
        WumpusMessage::TimedOut { seat } => named(lang, "wumpus-timed-out", names.of(*seat)),
        WumpusMessage::YouDied { cause } => {
            let id = match cause {
                Cause::Pit => "wumpus-you-died-pit",
                Cause::Wumpus => "wumpus-you-died-wumpus",
                Cause::Arrow => "wumpus-you-died-arrow",
            };
            text(lang, id, None)
        }
        WumpusMessage::Died { seat } => text(
            lang,
            "wumpus-died",
            Some(&args![
                ("name", names.of(*seat)),
                ("name-you", names.you(*seat))
            ]),
        ),
        WumpusMessage::WumpusKilled { by } => text(
            lang,
            "wumpus-killed",
            Some(&args![
                ("name", names.of(*by)),
                ("name-you", names.you(*by))
            ]),
        ),
        WumpusMessage::AllDead => text(lang, "wumpus-all-dead", None),
        WumpusMessage::Reveal(r) => reveal(lang, r, names),
    }
}

fn senses(lang: Lang, s: &Senses) -> String {
    let floor = match (s.bows_here > 0, s.pebbles_here > 0) {
        (true, true) => "both",
        (true, false) => "bows",
        (false, true) => "pebbles",
        (false, false) => "none",
    };
    let holding = match (s.holding, s.arrow) {
        (Some(Item::Bow), true) => "bow-arrow",
        (Some(Item::Bow), false) => "bow",
        (Some(Item::Pebble), _) => "pebble",
        (None, _) => "none",
    };
    text(
        lang,
        "wumpus-senses",
        Some(&args![
            ("exits", s.exits),
            ("floor", floor),
            ("bows", s.bows_here),
            ("pebbles", s.pebbles_here),
            ("holding", holding)
        ]),
    )
}

/// A message about an exit.
fn through(lang: Lang, id: &str, exit: u8) -> String {
    text(lang, id, Some(&args![("exit", exit)]))
}

/// A voice's message: `id` when wordless, `id-words` with its words.
fn voiced(lang: Lang, id: &str, words: &Option<String>) -> String {
    match words {
        Some(w) => text(
            lang,
            &format!("{id}-words"),
            Some(&args![("words", w.as_str())]),
        ),
        None => text(lang, id, None),
    }
}

fn done(lang: Lang, a: &WumpusAction) -> String {
    match a {
        WumpusAction::PickUpBow => text(lang, "wumpus-done-pick-up-bow", None),
        WumpusAction::DropBow => text(lang, "wumpus-done-drop-bow", None),
        WumpusAction::PickUpPebble => text(lang, "wumpus-done-pick-up-pebble", None),
        WumpusAction::DropPebble => text(lang, "wumpus-done-drop-pebble", None),
        WumpusAction::Throw { exit } => through(lang, "wumpus-done-throw", *exit),
        WumpusAction::Shoot { exit } => through(lang, "wumpus-done-shoot", *exit),
        WumpusAction::Walk { exit } => through(lang, "wumpus-done-walk", *exit),
        WumpusAction::Whisper { words } => voiced(lang, "wumpus-done-whisper", words),
        WumpusAction::Speak { words } => voiced(lang, "wumpus-done-speak", words),
        WumpusAction::Scream { words } => voiced(lang, "wumpus-done-scream", words),
    }
}

/// A voice with words: "Ann whispers in your room: 'the bow is here'";
/// a wordless voice: "You hear Ann scream from 4 passages away."; any
/// other sound: "You hear a click from a neighbouring room."
fn heard(lang: Lang, sound: &Sound, distance: u8, names: &Names) -> String {
    let (by, voice, words) = match sound {
        Sound::Whisper { by, words } => (*by, "whisper", words),
        Sound::Speech { by, words } => (*by, "speech", words),
        Sound::Scream { by, words } => (*by, "scream", words),
        Sound::Click | Sound::Wushhh | Sound::Wings => {
            let sound = match sound {
                Sound::Click => "click",
                Sound::Wushhh => "wushhh",
                _ => "wings",
            };
            return text(
                lang,
                "wumpus-heard-sound",
                Some(&args![("sound", sound), ("distance", distance)]),
            );
        }
    };
    let mut a = args![
        ("name", names.of(by)),
        ("voice", voice),
        ("distance", distance)
    ];
    match words {
        Some(w) => {
            a.set("words", w.as_str());
            text(lang, "wumpus-heard-voice-words", Some(&a))
        }
        None => text(lang, "wumpus-heard-voice", Some(&a)),
    }
}

fn reveal(lang: Lang, r: &Reveal, names: &Names) -> String {
    let cave = &r.cave;
    let labels = |rooms: &[crate::wumpus::Room], sep: &str| {
        rooms
            .iter()
            .map(|x| cave.label(*x).to_string())
            .collect::<Vec<_>>()
            .join(sep)
    };
    let wumpus = r
        .wumpus_path
        .last()
        .map_or("?".to_string(), |w| cave.label(*w).to_string());
    let mut out = text(
        lang,
        "wumpus-reveal",
        Some(&args![
            ("pits", labels(&r.pits, ", ")),
            ("bats", labels(&r.bats, ", ")),
            ("alive", if r.wumpus_alive { "alive" } else { "dead" }),
            ("room", wumpus),
            ("path", labels(&r.wumpus_path, " → "))
        ]),
    );
    for t in &r.trails {
        let path: Vec<String> = t
            .steps
            .iter()
            .map(|s| {
                let room = cave.label(s.room).to_string();
                if s.by_bat {
                    text(lang, "wumpus-reveal-by-bat", Some(&args![("room", room)]))
                } else {
                    room
                }
            })
            .collect();
        let fate = match t.died {
            None => "none",
            Some(Cause::Pit) => "pit",
            Some(Cause::Wumpus) => "wumpus",
            Some(Cause::Arrow) => "arrow",
        };
        out.push_str("\n  ");
        out.push_str(&text(
            lang,
            "wumpus-reveal-trail",
            Some(&args![
                ("name", names.of(t.seat)),
                ("path", path.join(" → ")),
                ("fate", fate)
            ]),
        ));
    }
    out
}

/// A choice's label, e.g. on a button.
pub fn choice(lang: Lang, a: &WumpusAction) -> String {
    match a {
        WumpusAction::PickUpBow => text(lang, "wumpus-choice-pick-up-bow", None),
        WumpusAction::DropBow => text(lang, "wumpus-choice-drop-bow", None),
        WumpusAction::PickUpPebble => text(lang, "wumpus-choice-pick-up-pebble", None),
        WumpusAction::DropPebble => text(lang, "wumpus-choice-drop-pebble", None),
        WumpusAction::Throw { exit } => through(lang, "wumpus-choice-throw", *exit),
        WumpusAction::Shoot { exit } => through(lang, "wumpus-choice-shoot", *exit),
        WumpusAction::Walk { exit } => through(lang, "wumpus-choice-walk", *exit),
        WumpusAction::Whisper { words } => voiced(lang, "wumpus-choice-whisper", words),
        WumpusAction::Speak { words } => voiced(lang, "wumpus-choice-speak", words),
        WumpusAction::Scream { words } => voiced(lang, "wumpus-choice-scream", words),
    }
}

/// A hunt's options described for players (what `/wumpus rules` shows).
pub fn rules(lang: Lang, r: &crate::wumpus::WumpusRules) -> String {
    let rows = [
        ("wumpus-rules-hunters", args![("max", r.max_players)]),
        ("wumpus-rules-cave", args![("count", r.cave.len())]),
        ("wumpus-rules-pits", args![("count", r.pits)]),
        ("wumpus-rules-bats", args![("count", r.bats)]),
        ("wumpus-rules-bows", args![("count", r.bows)]),
        ("wumpus-rules-pebbles", args![("count", r.pebbles)]),
        ("wumpus-rules-turn", args![("secs", r.turn_secs)]),
    ];
    let mut out = text(lang, "wumpus-rules", None);
    for (id, a) in rows {
        out.push_str("\n  ");
        out.push_str(&text(lang, id, Some(&a)));
    }
    out
}

/// A hunt rule's refusal, as a catalogue message and its arguments.
pub(crate) fn reason(r: &WumpusReason) -> (&'static str, Args<'static>) {
    use WumpusReason as W;
    let id = match r {
        W::Turn {
            current: Some(name),
        } => {
            return ("rejection-wumpus-turn", args![("name", name.clone())]);
        }
        W::Turn { current: None } => "rejection-wumpus-nobodys-turn",
        W::HoldingBow => "rejection-wumpus-holding-bow",
        W::NoBowHere => "rejection-wumpus-no-bow-here",
        W::HoldingPebble => "rejection-wumpus-holding-pebble",
        W::NoPebbleHere => "rejection-wumpus-no-pebble-here",
        W::NoBow => "rejection-wumpus-no-bow",
        W::NoPebble => "rejection-wumpus-no-pebble",
        W::NoArrow => "rejection-wumpus-no-arrow",
        W::Exits { exits } => {
            return ("rejection-wumpus-exits", args![("count", *exits)]);
        }
    };
    (id, Args::new())
}
