//! Text from message data, in any of narrator's languages. The words come
//! from the Fluent catalogues (`locales/LANG/AREA.ftl`); these functions
//! only pick a message and its arguments.

pub mod mafia;
pub mod wumpus;
pub mod zombie;

pub use mafia::role;
pub use narrator_i18n::Lang;

use crate::effect::{GameResult, Outcome, PromptKind, Team};
use crate::game::{Action, GameKind};
use crate::message::Message;
use crate::seat::Seat;
use crate::wumpus::{WumpusPrompt, WumpusTeam};
use crate::zombie::{ZombiePrompt, ZombieTeam};

/// Seat names, for turning seats into text.
pub struct Names<'a>(pub &'a [String]);

impl Names<'_> {
    /// A seat's name, or its number if unknown.
    pub fn of(&self, seat: Seat) -> String {
        self.0
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", seat.index() + 1))
    }

    pub(crate) fn list(&self, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|s| self.of(*s))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// Any message as English text.
pub fn message(lang: Lang, msg: &Message, names: &Names) -> String {
    match msg {
        Message::Joined {
            name,
            count,
            min,
            max,
        } => format!("{name} joined the game ({count} players; {min} to {max} can play)."),
        Message::Left { name, count } => format!("{name} left the game ({count} players)."),
        Message::NewHost { name } => format!("{name} is now the host."),
        Message::Filled { names } => format!(
            "Computer players took the empty seats: {}.",
            names.join(", ")
        ),
        Message::Started {
            kind,
            names,
            commitment,
        } => format!(
            "The {} game begins with {} players: {}.\nRoles are dealt privately. Fair-deal commitment (SHA-256 of the seed and the deal, checkable with `narrator verify` when the seed is revealed at the end): {commitment}",
            kind_name(*kind),
            names.len(),
            names.join(", ")
        ),
        Message::Stopped { by } => format!("{by} stopped the game."),
        Message::LobbyClosed => "Everyone left; the lobby is closed.".into(),
        Message::GameOver(result) => game_over(lang, result, names),
        Message::Mafia(m) => mafia::message(lang, m, names),
        Message::Wumpus(m) => wumpus::message(lang, m, names),
        Message::Zombie(m) => zombie::message(lang, m, names),
    }
}

fn kind_name(kind: GameKind) -> &'static str {
    match kind {
        GameKind::Mafia => "Mafia",
        GameKind::Wumpus => "Twisted Wumpus",
        GameKind::Zombie => "Zombie",
    }
}

fn game_over(lang: Lang, result: &GameResult, names: &Names) -> String {
    let head = match &result.outcome {
        Outcome::Won(Team::Wumpus(WumpusTeam::Hunters)) => {
            format!("Game over: {} wins!", names.list(&result.winners))
        }
        Outcome::Won(t @ Team::Zombie(z)) => match (z, result.winners.as_slice()) {
            (ZombieTeam::Humans, [survivor]) => format!("Game over: {} wins!", names.of(*survivor)),
            _ => format!("Game over: {} win!", team(lang, *t)),
        },
        Outcome::Won(t) => format!("Game over: {} wins!", team(lang, *t)),
        Outcome::Stopped => "Game over: the game was stopped.".into(),
    };
    let roles: Vec<String> = result
        .roles
        .iter()
        .enumerate()
        .map(|(i, r)| {
            format!(
                "  {} was {}",
                names.0.get(i).map_or("?", String::as_str),
                role_name(lang, r)
            )
        })
        .collect();
    format!(
        "{head}\nRoles:\n{}\nSeed: {}\nCommitment: {}",
        roles.join("\n"),
        result.seed,
        result.commitment
    )
}

/// A role's name from its stable name, asking each game.
fn role_name(lang: Lang, name: &str) -> String {
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
