//! The game kinds a table can host, behind one interface.

use crate::effect::{Effect, GameResult};
use crate::mafia::{HpGame, MafiaAction, MafiaGame, Preset, Ruleset, SportGame};
use crate::rejection::Rejection;
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use crate::wumpus::{WumpusAction, WumpusGame, WumpusRules};
use crate::zombie::{ZombieAction, ZombieGame, ZombieOptions};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Mafia in one of its presets.
    Mafia,
    /// Hunt the Twisted Wumpus, multiplayer.
    Wumpus,
    /// The Zombie Game.
    Zombie,
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameKind::Mafia => "mafia",
            GameKind::Wumpus => "wumpus",
            GameKind::Zombie => "zombie",
        })
    }
}

/// A game's options: the kind and its ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameConfig {
    /// Mafia with a ruleset.
    Mafia(Ruleset),
    /// Hunt the Twisted Wumpus with its options.
    Wumpus(WumpusRules),
    /// The Zombie Game with its options.
    Zombie(ZombieOptions),
}

impl GameConfig {
    /// The kind of game this configures.
    pub fn kind(&self) -> GameKind {
        match self {
            GameConfig::Mafia(_) => GameKind::Mafia,
            GameConfig::Wumpus(_) => GameKind::Wumpus,
            GameConfig::Zombie(_) => GameKind::Zombie,
        }
    }

    /// Seats allowed, inclusive.
    pub fn seat_range(&self) -> (u8, u8) {
        match self {
            GameConfig::Mafia(r) => (r.min_players, r.max_players),
            GameConfig::Wumpus(r) => (1, r.max_players),
            GameConfig::Zombie(o) => o.seat_range(),
        }
    }

    /// A short name for messages, e.g. "classic mafia".
    pub fn title(&self) -> String {
        match self {
            GameConfig::Mafia(r) => format!("{} mafia", r.preset),
            GameConfig::Wumpus(_) => "Hunt the Twisted Wumpus".into(),
            GameConfig::Zombie(_) => "zombie game".into(),
        }
    }

    /// Whether the host may fill empty seats with computer players.
    pub fn allows_computers(&self) -> bool {
        match self {
            GameConfig::Mafia(r) => r.fill_with_computers,
            GameConfig::Wumpus(_) | GameConfig::Zombie(_) => true,
        }
    }

    /// Refuses a configuration no game may start with.
    pub fn validate(&self) -> Result<(), Rejection> {
        match self {
            GameConfig::Mafia(r) => r.validate().map_err(|e| Rejection::InvalidRules {
                reason: e.to_string(),
            }),
            // Their options are checked where they are made (the map
            // parser, the zombie options).
            GameConfig::Wumpus(_) | GameConfig::Zombie(_) => Ok(()),
        }
    }

    /// The role names dealt for `seats` seats with `seed`, in seat order:
    /// what `narrator verify` recomputes.
    pub fn deal(&self, seed: &Seed, seats: usize) -> Vec<String> {
        match self {
            GameConfig::Mafia(r) => crate::mafia::deal::deal(r, seed, seats)
                .iter()
                .map(|role| role.name().to_string())
                .collect(),
            // Every player is a hunter; the hidden set-up is in the
            // game's own commitment.
            GameConfig::Wumpus(_) => vec!["hunter".into(); seats],
            GameConfig::Zombie(o) => crate::zombie::deal::deal(seed, seats, usize::from(o.zombies))
                .iter()
                .map(|role| role.name().to_string())
                .collect(),
        }
    }
}

/// A move in some game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A Mafia move.
    Mafia(MafiaAction),
    /// A Wumpus hunt move.
    Wumpus(WumpusAction),
    /// A Zombie Game move.
    Zombie(ZombieAction),
}

/// A running game.
#[derive(Debug)]
pub enum Game {
    /// Mafia.
    Mafia(Box<MafiaGame>),
    /// Hunt the Twisted Wumpus.
    Wumpus(Box<WumpusGame>),
    /// The Zombie Game.
    Zombie(Box<ZombieGame>),
    /// Mafia with the `hp` preset, whose flow has its own rules.
    MafiaHp(Box<HpGame>),
    /// Mafia with the `sport` preset, whose flow has its own rules.
    MafiaSport(Box<SportGame>),
}

impl Game {
    /// Deals and begins a game; returns its opening effects. `host` is
    /// the host's seat, if the host is seated.
    pub fn start(
        config: &GameConfig,
        seed: Seed,
        seats: &[SeatInfo],
        host: Option<Seat>,
        now: Timestamp,
    ) -> (Game, Vec<Effect>) {
        match config {
            GameConfig::Mafia(r) if r.preset == Preset::Hp => {
                let (g, effects) = HpGame::start(r.clone(), seed, seats, now);
                (Game::MafiaHp(Box::new(g)), effects)
            }
            GameConfig::Mafia(r) if r.preset == Preset::Sport => {
                let (g, effects) = SportGame::start(r.clone(), seed, seats, now);
                (Game::MafiaSport(Box::new(g)), effects)
            }
            GameConfig::Mafia(r) => {
                let (g, effects) = MafiaGame::start(r.clone(), seed, seats, now);
                (Game::Mafia(Box::new(g)), effects)
            }
            GameConfig::Wumpus(r) => {
                let (g, effects) = WumpusGame::start(r.clone(), seed, seats, now);
                (Game::Wumpus(Box::new(g)), effects)
            }
            GameConfig::Zombie(o) => {
                let (g, effects) = ZombieGame::start(o.clone(), seed, seats, host, now);
                (Game::Zombie(Box::new(g)), effects)
            }
        }
    }

    /// A seat's move.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        match (self, action) {
            (Game::Mafia(g), Action::Mafia(a)) => g.act(seat, a, now),
            (Game::Wumpus(g), Action::Wumpus(a)) => g.act(seat, a, now),
            (Game::Zombie(g), Action::Zombie(a)) => g.act(seat, a, now),
            (Game::MafiaHp(g), Action::Mafia(a)) => g.act(seat, a, now),
            (Game::MafiaSport(g), Action::Mafia(a)) => g.act(seat, a, now),
            (game, _) => Err(Rejection::WrongGame {
                game: game.kind().to_string(),
            }),
        }
    }

    /// The clock moved on.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        match self {
            Game::Mafia(g) => g.tick(now),
            Game::Wumpus(g) => g.tick(now),
            Game::Zombie(g) => g.tick(now),
            Game::MafiaHp(g) => g.tick(now),
            Game::MafiaSport(g) => g.tick(now),
        }
    }

    /// Ends the game at once; every role is revealed.
    pub fn stop(&mut self, by: &str) -> Vec<Effect> {
        match self {
            Game::Mafia(g) => g.stop(by),
            Game::Wumpus(g) => g.stop(by),
            Game::Zombie(g) => g.stop(by),
            Game::MafiaHp(g) => g.stop(by),
            Game::MafiaSport(g) => g.stop(by),
        }
    }

    /// The result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        match self {
            Game::Mafia(g) => g.result(),
            Game::Wumpus(g) => g.result(),
            Game::Zombie(g) => g.result(),
            Game::MafiaHp(g) => g.result(),
            Game::MafiaSport(g) => g.result(),
        }
    }

    /// A counter that grows with every phase; prompts carry it.
    pub fn phase_no(&self) -> u32 {
        match self {
            Game::Mafia(g) => g.phase_no(),
            Game::Wumpus(g) => g.phase_no(),
            Game::Zombie(g) => g.phase_no(),
            Game::MafiaHp(g) => g.phase_no(),
            Game::MafiaSport(g) => g.phase_no(),
        }
    }

    /// The next deadline, if a phase is running.
    pub fn deadline(&self) -> Option<Timestamp> {
        match self {
            Game::Mafia(g) => g.deadline(),
            Game::Wumpus(g) => g.deadline(),
            Game::Zombie(g) => g.deadline(),
            Game::MafiaHp(g) => g.deadline(),
            Game::MafiaSport(g) => g.deadline(),
        }
    }

    /// Whether a seat is still in the game.
    pub fn is_alive(&self, seat: Seat) -> bool {
        match self {
            Game::Mafia(g) => g.is_alive(seat),
            Game::Wumpus(g) => g.is_alive(seat),
            Game::Zombie(g) => g.is_alive(seat),
            Game::MafiaHp(g) => g.is_alive(seat),
            Game::MafiaSport(g) => g.is_alive(seat),
        }
    }

    /// Which kind of game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            Game::Mafia(_) | Game::MafiaHp(_) | Game::MafiaSport(_) => GameKind::Mafia,
            Game::Wumpus(_) => GameKind::Wumpus,
            Game::Zombie(_) => GameKind::Zombie,
        }
    }
}
