//! A Zombie game's turn table (see [`super::Story::turns`]): what the
//! judge announced at the end of each turn (how many humans and zombies,
//! the best score of each side), and, read from the game itself once the
//! story may hold secrets, every player's state at that turn's end (the
//! judge's own view: condition, score, antidote).

use super::Game;
use crate::render::Lang;
use crate::zombie::outbreak::{PlayerState, TurnReport};
use crate::zombie::render::condition;

/// The turns, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Turns {
    rows: Vec<Turn>,
    /// Whether the last row still waits for the players' states.
    waiting: bool,
}

/// One turn's end.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Turn {
    /// The turn (from 0).
    pub turn: u32,
    /// Players who were human.
    pub humans: usize,
    /// Zombies and infected players.
    pub zombies: usize,
    /// The best score among the humans.
    pub top_human: Option<u32>,
    /// The best score among the zombies and the infected.
    pub top_zombie: Option<u32>,
    /// Every player's state then, in seat order: empty in what the group
    /// saw while the game ran.
    pub players: Vec<Judged>,
}

/// One player's state at a turn's end, as the judge saw it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judged {
    state: PlayerState,
}

impl Judged {
    /// Their condition in words (human, zombie, infected since turn N…).
    pub fn condition(&self, lang: Lang) -> String {
        condition(lang, self.state.condition)
    }

    /// Their score.
    pub fn score(&self) -> u32 {
        self.state.score
    }

    /// Whether their antidote was still unused.
    pub fn antidote(&self) -> bool {
        self.state.antidote
    }
}

impl Turns {
    /// Every turn's end so far.
    pub fn rows(&self) -> &[Turn] {
        &self.rows
    }

    /// Reads a turn's public announcement.
    pub(super) fn ended(&mut self, report: &TurnReport) {
        self.rows.push(Turn {
            turn: report.turn,
            humans: report.humans,
            zombies: report.zombies,
            top_human: report.top_human,
            top_zombie: report.top_zombie,
            players: Vec::new(),
        });
        self.waiting = true;
    }

    /// Takes every player's state from the game, for the turn just ended.
    pub(super) fn look(&mut self, game: Option<&Game>) {
        if !std::mem::take(&mut self.waiting) {
            return;
        }
        let Some(outbreak) = game.and_then(Game::as_zombie).map(|z| z.outbreak()) else {
            return;
        };
        if let Some(row) = self.rows.last_mut() {
            row.players = outbreak
                .players()
                .iter()
                .map(|state| Judged { state: *state })
                .collect();
        }
    }
}
