//! Text from message data, in any of narrator's languages. The words come
//! from the Fluent catalogues (`locales/LANG/AREA.ftl`); these functions
//! only pick a message and its arguments.

pub mod mafia;
pub mod rejection;
pub mod settings;
pub mod timeline;
pub mod wumpus;
pub mod zombie;

pub use mafia::role;
pub use mafia::ruleset_error;
pub use narrator_i18n::Lang;
pub use rejection::rejection;
pub use settings::{allowed, invalid};

use narrator_i18n::{args, text};

use crate::effect::{GameResult, Outcome, PromptKind, Team};
use crate::game::{Action, GameKind};
use crate::message::Message;
use crate::seat::Seat;
use crate::wumpus::{WumpusPrompt, WumpusTeam};
use crate::zombie::{ZombiePrompt, ZombieTeam};

/// Seat names, for turning seats into text.
#[derive(Clone, Copy)]
pub struct Names<'a> {
    names: &'a [String],
    /// Whose text this is, when one seat reads it alone (the terminal, a
    /// private message): that seat is "you", in the second person.
    reader: Option<Seat>,
}

impl<'a> Names<'a> {
    /// The seats' names, read by nobody in particular (a group).
    pub fn new(names: &'a [String]) -> Names<'a> {
        Names {
            names,
            reader: None,
        }
    }

    /// The same names, read by `reader`'s seat (or nobody in particular).
    pub fn read_by(self, reader: Option<Seat>) -> Names<'a> {
        Names { reader, ..self }
    }

    /// Every seat's name, in seat order.
    pub fn all(&self) -> &'a [String] {
        self.names
    }

    /// `"yes"` when `seat` is the reader's own, for a message's `-you`
    /// selector (second person), else `"no"`.
    pub fn you(&self, seat: Seat) -> &'static str {
        if self.reader == Some(seat) {
            "yes"
        } else {
            "no"
        }
    }

    /// [`Names::you`] for a name the message carries as text (a lobby's
    /// players have no seats yet): the reader's when it is the reader's
    /// name.
    pub fn you_named(&self, name: &str) -> &'static str {
        let reader = self.reader.and_then(|seat| self.names.get(seat.index()));
        if reader.is_some_and(|r| r == name) {
            "yes"
        } else {
            "no"
        }
    }
}

impl Names<'_> {
    /// A seat's name, or (in English) its number if unknown.
    pub fn of(&self, seat: Seat) -> String {
        self.name_in(Lang::En, seat)
    }

    /// A seat's name, or its number in `lang` if unknown.
    pub fn name_in(&self, lang: Lang, seat: Seat) -> String {
        self.names.get(seat.index()).cloned().unwrap_or_else(|| {
            text(
                lang,
                "engine-seat",
                Some(&args![("number", seat.index() + 1)]),
            )
        })
    }

    pub(crate) fn list(&self, seats: &[Seat]) -> String {
        self.list_in(Lang::En, seats)
    }

    /// Seats' names, joined with commas.
    pub fn list_in(&self, lang: Lang, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|s| self.name_in(lang, *s))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Any message as text in `lang`.
pub fn message(lang: Lang, msg: &Message, names: &Names) -> String {
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
                ("kind", kind_code(*kind)),
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
            Some(&args![("roles", role_lines(lang, roles, names))]),
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
        Message::Mafia(m) => mafia::message(lang, m, names),
        Message::Wumpus(m) => wumpus::message(lang, m, names),
        Message::Zombie(m) => zombie::message(lang, m, names),
    }
}

/// A game's title as its lobby and refusals name it ("classic mafia",
/// "Hunt the Twisted Wumpus").
pub fn title(lang: Lang, title: crate::rejection::Title) -> String {
    text(
        lang,
        "engine-title",
        Some(&args![("game", rejection::title_code(title))]),
    )
}

/// A game kind's name ("Mafia", "Twisted Wumpus", "Zombie").
pub fn kind_name(lang: Lang, kind: GameKind) -> String {
    text(lang, "engine-kind", Some(&args![("kind", kind_code(kind))]))
}

pub(crate) fn kind_code(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Mafia => "mafia",
        GameKind::Wumpus => "wumpus",
        GameKind::Zombie => "zombie",
    }
}

fn game_over(lang: Lang, result: &GameResult, names: &Names) -> String {
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
    let by_team = |id: &str, t: Team| text(lang, id, Some(&args![("team", team(lang, t))]));
    let head = match &result.outcome {
        Outcome::Won(Team::Wumpus(WumpusTeam::Hunters)) => winners(&result.winners),
        Outcome::Won(t @ Team::Zombie(z)) => match (z, result.winners.as_slice()) {
            (ZombieTeam::Humans, [_]) => winners(&result.winners),
            _ => by_team("engine-over-team-plural", *t),
        },
        Outcome::Won(t) => by_team("engine-over-team", *t),
        Outcome::Stopped => text(lang, "engine-over-stopped", None),
    };
    text(
        lang,
        "engine-over",
        Some(&args![
            ("head", head),
            ("roles", role_lines(lang, &result.roles, names)),
            ("seed", result.seed.to_string()),
            ("commitment", result.commitment.as_str()),
        ]),
    )
}

/// Every seat's role, one indented line each.
fn role_lines(lang: Lang, roles: &[String], names: &Names) -> String {
    roles
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
                    ("role", role_name(lang, r)),
                ]),
            );
            format!("  {line}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A role's name from its stable name, asking each game.
pub(crate) fn role_name(lang: Lang, name: &str) -> String {
    mafia::role_name(lang, name)
        .or_else(|| zombie::role_name(lang, name))
        .or_else(|| wumpus::role_name(lang, name))
        .unwrap_or_else(|| name.to_string())
}

/// The question a prompt asks (the bot protocol's night wording).
pub fn prompt(lang: Lang, kind: PromptKind) -> String {
    match kind {
        PromptKind::Mafia(k) => mafia::prompt(lang, k),
        PromptKind::Wumpus(WumpusPrompt::Turn) => wumpus::prompt(lang),
        PromptKind::Zombie(ZombiePrompt::Turn) => zombie::prompt(lang),
    }
}

/// A team's name.
pub fn team(lang: Lang, team: Team) -> String {
    match team {
        Team::Mafia(t) => mafia::team(lang, t),
        Team::Wumpus(t) => wumpus::team(lang, t),
        Team::Zombie(t) => zombie::team(lang, t),
    }
}

/// A choice's label, e.g. on a button.
pub fn choice(lang: Lang, action: &Action, names: &Names) -> String {
    match action {
        Action::Mafia(a) => mafia::choice(lang, a, names),
        Action::Wumpus(a) => wumpus::choice(lang, a),
        Action::Zombie(a) => zombie::choice(lang, a, names),
    }
}
