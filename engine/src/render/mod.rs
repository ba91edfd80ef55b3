//! Text from message data, in any of narrator's languages. The words come
//! from the Fluent catalogues (`locales/LANG/AREA.ftl`); these functions
//! only pick a message and its arguments. What every game says is worded
//! here; a game's own words are worded in its folder (`GAME/render.rs`),
//! reached through the [`crate::vocabulary`] traits.

pub mod names;
pub mod rejection;
pub mod settings;

pub use names::Names;
pub use narrator_i18n::Lang;
pub use rejection::rejection;
pub use settings::{allowed, invalid};

use narrator_i18n::{args, text};

use crate::effect::{GameResult, Outcome};
use crate::kind::GameKind;
use crate::message::Message;
use crate::rejection::Title;
use crate::seat::Seat;
use crate::vocabulary::{ChoiceText, Ending, MessageText, PromptText, TeamText, Vocabulary};

/// Any message as text in `lang`.
pub fn message<V: Vocabulary>(lang: Lang, msg: &Message<V>, names: &Names) -> String {
    let say = |id: &str, args: &narrator_i18n::Args| text(lang, id, Some(args));
    match msg {
        Message::Joined {
            name,
            count,
            min,
            max,
        } => say(
            "engine-joined",
            &args![
                ("name", name.as_str()),
                ("name-you", names.you_named(name)),
                ("count", *count),
                ("min", *min),
                ("max", *max),
            ],
        ),
        Message::Left { name, count } => say(
            "engine-left",
            &args![
                ("name", name.as_str()),
                ("name-you", names.you_named(name)),
                ("count", *count)
            ],
        ),
        Message::NewHost { name } => say(
            "engine-new-host",
            &args![("name", name.as_str()), ("name-you", names.you_named(name))],
        ),
        Message::Filled { names } => say("engine-filled", &args![("names", names.join(", "))]),
        Message::Started {
            kind,
            names,
            commitment,
        } => say(
            "engine-started",
            &args![
                ("kind", kind.code()),
                ("game", kind_name(lang, *kind)),
                ("count", names.len()),
                ("names", names.join(", ")),
                ("commitment", commitment.as_str()),
            ],
        ),
        Message::Stopped { by } => say(
            "engine-stopped",
            &args![("name", by.as_str()), ("name-you", names.you_named(by))],
        ),
        Message::LobbyClosed => text(lang, "engine-lobby-closed", None),
        Message::Watching { roles } => text(
            lang,
            "engine-watching",
            Some(&args![("roles", if *roles { "yes" } else { "no" })]),
        ),
        Message::WatcherSaid { name, text: said } => text(
            lang,
            "engine-watcher-said",
            Some(&args![("name", name.as_str()), ("text", said.as_str())]),
        ),
        Message::Roles { roles } => text(
            lang,
            "engine-roles",
            Some(&args![("roles", role_lines::<V>(lang, roles, names))]),
        ),
        Message::LobbyTimedOut { minutes } => {
            say("engine-lobby-timed-out", &args![("minutes", *minutes)])
        }
        Message::LobbyExtended { minutes } => {
            say("engine-lobby-extended", &args![("minutes", *minutes)])
        }
        Message::AfkWarning { left, action } => say(
            "engine-afk-warning",
            &args![("left", *left), ("action", action.word())],
        ),
        Message::AfkReplaced { seat } => say(
            "engine-afk-replaced",
            &args![
                ("name", names.name_in(lang, *seat)),
                ("name-you", names.you(*seat))
            ],
        ),
        Message::AfkBack { seat } => say(
            "engine-afk-back",
            &args![
                ("name", names.name_in(lang, *seat)),
                ("name-you", names.you(*seat))
            ],
        ),
        Message::GameOver(result) => game_over(lang, result, names),
        Message::Game(m) => m.text(lang, names),
    }
}

/// A game's title as its lobby and refusals name it ("classic mafia",
/// "Hunt the Twisted Wumpus").
pub fn title(lang: Lang, title: Title) -> String {
    text(lang, "engine-title", Some(&args![("game", title.0)]))
}

/// A game kind's name ("Mafia", "Twisted Wumpus", "Zombie").
pub fn kind_name(lang: Lang, kind: GameKind) -> String {
    text(lang, "engine-kind", Some(&args![("kind", kind.code())]))
}

fn game_over<V: Vocabulary>(lang: Lang, result: &GameResult<V>, names: &Names) -> String {
    let winners = |seats: &[Seat]| {
        text(
            lang,
            "engine-over-winners",
            Some(&args![
                ("names", names.list_in(lang, seats)),
                ("count", seats.len()),
                // The reader alone won: "you win".
                (
                    "names-you",
                    match seats {
                        [only] => names.you(*only),
                        _ => "no",
                    }
                ),
            ]),
        )
    };
    let by_team = |id: &str, t: V::Team| text(lang, id, Some(&args![("team", t.text(lang))]));
    let head = match &result.outcome {
        Outcome::Won(t) => match t.ending(result.winners.len()) {
            Ending::Winners => winners(&result.winners),
            Ending::TeamPlural => by_team("engine-over-team-plural", *t),
            Ending::Team => by_team("engine-over-team", *t),
        },
        Outcome::Stopped => text(lang, "engine-over-stopped", None),
    };
    text(
        lang,
        "engine-over",
        Some(&args![
            ("head", head),
            ("roles", role_lines::<V>(lang, &result.roles, names)),
            ("seed", result.seed.to_string()),
            ("commitment", result.commitment.as_str()),
        ]),
    )
}

/// Every seat's role, one indented line each.
fn role_lines<V: Vocabulary>(lang: Lang, roles: &[String], names: &Names) -> String {
    V::role_names(lang, roles)
        .iter()
        .enumerate()
        .map(|(i, r)| {
            // The indent is layout, not language.
            let line = text(
                lang,
                "engine-over-role",
                Some(&args![
                    ("name", names.all().get(i).map_or("?", String::as_str)),
                    (
                        "name-you",
                        names.you(Seat(u8::try_from(i).unwrap_or(u8::MAX)))
                    ),
                    ("role", r.as_str()),
                ]),
            );
            format!("  {line}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A seat's name with its role at the end, e.g. "Anna (the cop)" (the
/// name alone when its role is not known).
pub fn name_with_role<V: Vocabulary>(
    lang: Lang,
    seat: Seat,
    roles: &[String],
    names: &Names,
) -> String {
    match V::role_names(lang, roles)
        .get(seat.index())
        .filter(|r| !r.is_empty())
    {
        Some(role) => text(
            lang,
            "timeline-name-role",
            Some(&args![
                ("name", names.name_in(lang, seat)),
                ("role", role.as_str())
            ]),
        ),
        None => names.name_in(lang, seat),
    }
}

/// The question a prompt asks (the bot protocol's night wording).
pub fn prompt(lang: Lang, kind: impl PromptText) -> String {
    kind.text(lang)
}

/// A team's name.
pub fn team(lang: Lang, team: impl TeamText) -> String {
    team.text(lang)
}

/// A choice's label, e.g. on a button.
pub fn choice(lang: Lang, action: &impl ChoiceText, names: &Names) -> String {
    action.text(lang, names)
}
