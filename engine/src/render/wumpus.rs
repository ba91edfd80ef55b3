//! English for Hunt the Twisted Wumpus. Nothing here names a room: the
//! messages carry exits and distances only (the end's [`Reveal`] is drawn
//! as a picture by hosts; its text here is a summary).

use super::{Lang, Names};
use crate::wumpus::{Cause, Item, Reveal, Senses, Sound, WumpusAction, WumpusMessage, WumpusTeam};

/// A hunt's role name with its article, from its stable name (as the
/// end's role list says it); `None` for a name that is not one.
pub fn role_name(_lang: Lang, name: &str) -> Option<String> {
    match name {
        "hunter" => Some("a hunter".into()),
        _ => None,
    }
}

/// A Wumpus hunt team's name.
pub fn team(_lang: Lang, team: WumpusTeam) -> String {
    match team {
        WumpusTeam::Hunters => "the hunters".into(),
        WumpusTeam::Wumpus => "the Wumpus".into(),
    }
}

/// The turn prompt's question.
pub fn prompt(_lang: Lang) -> String {
    "Your turn in the dark: choose one action.".into()
}

/// A Wumpus message as English text.
pub fn message(_lang: Lang, msg: &WumpusMessage, names: &Names) -> String {
    match msg {
        WumpusMessage::Begins {
            rooms,
            bows,
            pebbles,
            order,
        } => format!(
            "The hunt begins in a dark cave of {rooms} rooms. Every hunter stands in the first room, where {} and {} lie. Beware of pits, giant bats and the Wumpus; find your way by sound alone.\nTurn order: {}.",
            count(*bows, "magical bow", "magical bows"),
            count(*pebbles, "pebble", "pebbles"),
            names.list(order)
        ),
        WumpusMessage::Turn { seat } => format!("It is {}'s turn.", names.of(*seat)),
        WumpusMessage::Senses(s) => senses(s),
        WumpusMessage::Done(a) => done(a),
        WumpusMessage::Carried => {
            "A giant bat grabs you, flies through the dark and drops you somewhere else.".into()
        }
        WumpusMessage::Heard { sound, distance } => heard(sound, *distance, names),
        WumpusMessage::TimedOut { seat } => {
            format!(
                "{}'s time ran out; they did nothing this turn.",
                names.of(*seat)
            )
        }
        WumpusMessage::YouDied { cause } => match cause {
            Cause::Pit => "You fall into a bottomless pit. You are dead.".into(),
            Cause::Wumpus => "The Wumpus eats you. You are dead.".into(),
            Cause::Arrow => "An arrow flies out of the dark and hits you. You are dead.".into(),
        },
        WumpusMessage::Died { seat } => format!("{} is dead.", names.of(*seat)),
        WumpusMessage::WumpusKilled { by } => {
            format!("{} killed the Wumpus!", names.of(*by))
        }
        WumpusMessage::AllDead => "Every hunter is dead. The Wumpus wins.".into(),
        WumpusMessage::Reveal(r) => reveal(r, names),
    }
}

fn senses(s: &Senses) -> String {
    let mut out = format!("You stand in a room with {} exits", s.exits);
    let mut here = Vec::new();
    if s.bows_here > 0 {
        here.push(count(s.bows_here, "bow", "bows"));
    }
    if s.pebbles_here > 0 {
        here.push(count(s.pebbles_here, "pebble", "pebbles"));
    }
    if !here.is_empty() {
        out.push_str(&format!("; you feel {} on the floor", here.join(" and ")));
    }
    out.push_str(match (s.holding, s.arrow) {
        (Some(Item::Bow), true) => ". You hold a bow with an arrow.",
        (Some(Item::Bow), false) => ". You hold a bow (no arrow yet).",
        (Some(Item::Pebble), _) => ". You hold a pebble.",
        (None, _) => ". Your hands are empty.",
    });
    out
}

fn count(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("a {one}")
    } else {
        format!("{n} {many}")
    }
}

fn done(a: &WumpusAction) -> String {
    match a {
        WumpusAction::PickUpBow => "You pick up a bow.".into(),
        WumpusAction::DropBow => "You drop the bow; its arrow is lost.".into(),
        WumpusAction::PickUpPebble => "You pick up a pebble.".into(),
        WumpusAction::DropPebble => "You drop the pebble.".into(),
        WumpusAction::Throw { exit } => format!("You throw the pebble through exit {exit}."),
        WumpusAction::Shoot { exit } => format!("You shoot an arrow through exit {exit}."),
        WumpusAction::Walk { exit } => format!("You walk through exit {exit}."),
        WumpusAction::Whisper { words } => said("You whisper", words),
        WumpusAction::Speak { words } => said("You speak", words),
        WumpusAction::Scream { words } => said("You scream", words),
    }
}

/// "You speak." or "You speak: 'the bow is here'".
fn said(head: &str, words: &Option<String>) -> String {
    match words {
        Some(w) => format!("{head}: '{w}'"),
        None => format!("{head}."),
    }
}

/// A voice with words: "Ann whispers in your room: 'the bow is here'";
/// any other sound: "You hear a click from a neighbouring room."
fn heard(sound: &Sound, distance: u8, names: &Names) -> String {
    let voice = match sound {
        Sound::Whisper { by, words } => Some((by, "whispers", words)),
        Sound::Speech { by, words } => Some((by, "speaks", words)),
        Sound::Scream { by, words } => Some((by, "screams", words)),
        Sound::Click | Sound::Wushhh | Sound::Wings => None,
    };
    match voice {
        Some((by, verb, Some(words))) => {
            format!("{} {verb} {}: '{words}'", names.of(*by), how_far(distance))
        }
        _ => format!(
            "You hear {} {}.",
            sound_name(sound, names),
            how_far(distance)
        ),
    }
}

fn sound_name(sound: &Sound, names: &Names) -> String {
    match sound {
        Sound::Whisper { by, .. } => format!("{} whisper", names.of(*by)),
        Sound::Speech { by, .. } => format!("{} speak", names.of(*by)),
        Sound::Scream { by, .. } => format!("{} scream", names.of(*by)),
        Sound::Click => "a click".into(),
        Sound::Wushhh => "a \"wushhh\"".into(),
        Sound::Wings => "the wings of a giant bat".into(),
    }
}

fn how_far(distance: u8) -> String {
    match distance {
        0 => "in your room".into(),
        1 => "from a neighbouring room".into(),
        n => format!("from {n} passages away"),
    }
}

fn reveal(r: &Reveal, names: &Names) -> String {
    let cave = &r.cave;
    let labels = |rooms: &[crate::wumpus::Room]| {
        rooms
            .iter()
            .map(|x| cave.label(*x).to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let wumpus = r
        .wumpus_path
        .last()
        .map_or("?".to_string(), |w| cave.label(*w).to_string());
    let mut out = format!(
        "The cave revealed: pits in rooms {}; bats in rooms {}; the Wumpus {} in room {} (it went {}).",
        labels(&r.pits),
        labels(&r.bats),
        if r.wumpus_alive { "lives" } else { "lies dead" },
        wumpus,
        labels(&r.wumpus_path).replace(", ", " → ")
    );
    for t in &r.trails {
        let path: Vec<String> = t
            .steps
            .iter()
            .map(|s| {
                if s.by_bat {
                    format!("(bat) {}", cave.label(s.room))
                } else {
                    cave.label(s.room).to_string()
                }
            })
            .collect();
        let fate = match t.died {
            None => "",
            Some(Cause::Pit) => ", fell into a pit",
            Some(Cause::Wumpus) => ", eaten by the Wumpus",
            Some(Cause::Arrow) => ", shot",
        };
        out.push_str(&format!(
            "\n  {}: {}{fate}",
            names.of(t.seat),
            path.join(" → ")
        ));
    }
    out
}

/// A choice's label, e.g. on a button.
pub fn choice(_lang: Lang, a: &WumpusAction) -> String {
    match a {
        WumpusAction::PickUpBow => "Pick up a bow".into(),
        WumpusAction::DropBow => "Drop the bow".into(),
        WumpusAction::PickUpPebble => "Pick up a pebble".into(),
        WumpusAction::DropPebble => "Drop the pebble".into(),
        WumpusAction::Throw { exit } => format!("Throw the pebble through exit {exit}"),
        WumpusAction::Shoot { exit } => format!("Shoot through exit {exit}"),
        WumpusAction::Walk { exit } => format!("Walk through exit {exit}"),
        WumpusAction::Whisper { words } => labelled("Whisper", words),
        WumpusAction::Speak { words } => labelled("Speak", words),
        WumpusAction::Scream { words } => labelled("Scream", words),
    }
}

/// A voice's label: "Speak" (the prompt's wordless choice), or
/// "Speak: 'hello'".
fn labelled(head: &str, words: &Option<String>) -> String {
    match words {
        Some(w) => format!("{head}: '{w}'"),
        None => head.into(),
    }
}

/// A hunt's options described for players (what `/wumpus rules` shows).
pub fn rules(_lang: Lang, r: &crate::wumpus::WumpusRules) -> String {
    let rows = [
        ("hunters", format!("1 to {}", r.max_players)),
        ("cave", format!("{} rooms", r.cave.len())),
        ("pits", r.pits.to_string()),
        ("giant bats", r.bats.to_string()),
        ("bows in the start room", r.bows.to_string()),
        ("pebbles in the start room", r.pebbles.to_string()),
        ("turn", format!("{} s", r.turn_secs)),
    ];
    let mut out = String::from(
        "Hunt the Twisted Wumpus: explore a dark cave by its numbered exits, one move a turn. Listen for the Wumpus, avoid the pits, whisper, speak or scream to the others, and shoot the Wumpus with a bow to win. Falling into a pit or meeting the Wumpus ends your hunt.",
    );
    for (name, value) in rows {
        out.push_str(&format!("\n  {name}: {value}"));
    }
    out
}
