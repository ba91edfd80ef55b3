//! The games a soak session plays, each with options drawn at random from
//! the ranges its rules allow, so that rare options get played too.

use crate::game::GameConfig;
use crate::mafia::{Preset, Ruleset};
use crate::wumpus::{Cave, MapError, WumpusRules};
use crate::zombie::ZombieOptions;
use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};
use std::fmt;

/// A game (and for Mafia, a preset) to soak.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Target {
    /// Mafia, `classic` preset.
    Classic,
    /// Mafia, `hp` preset.
    Hp,
    /// Mafia, `sport` preset.
    Sport,
    /// The Zombie Game.
    Zombie,
    /// Hunt the Twisted Wumpus.
    Wumpus,
}

impl Target {
    /// Every target, in the order a soak of all games takes them.
    pub const ALL: [Target; 5] = [
        Target::Classic,
        Target::Hp,
        Target::Sport,
        Target::Zombie,
        Target::Wumpus,
    ];

    /// Options for one session: the defaults about a third of the time,
    /// otherwise every option drawn from its allowed range. Now and then
    /// a Mafia ruleset is out of range, so that the lobby's refusal to
    /// start is soaked too.
    /// `caves` are the Wumpus maps to choose from.
    pub fn config(self, caves: &Caves, rng: &mut impl Rng) -> GameConfig {
        let plain = rng.random_bool(0.3);
        match self {
            Target::Classic => GameConfig::Mafia(mafia(Preset::Classic, plain, rng)),
            Target::Hp => GameConfig::Mafia(mafia(Preset::Hp, plain, rng)),
            Target::Sport => GameConfig::Mafia(mafia(Preset::Sport, plain, rng)),
            Target::Zombie => GameConfig::Zombie(zombie(plain, rng)),
            Target::Wumpus => GameConfig::Wumpus(wumpus(caves, plain, rng)),
        }
    }
}

impl fmt::Display for Target {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Target::Classic => "classic mafia",
            Target::Hp => "hp mafia",
            Target::Sport => "sport mafia",
            Target::Zombie => "zombie",
            Target::Wumpus => "wumpus",
        })
    }
}

fn mafia(preset: Preset, plain: bool, rng: &mut impl Rng) -> Ruleset {
    let mut r = preset.ruleset();
    if plain {
        return r;
    }
    let (lo, hi) = preset.seat_limits();
    let (a, b) = (rng.random_range(lo..=hi), rng.random_range(lo..=hi));
    r.min_players = a.min(b);
    r.max_players = a.max(b);
    r.mafia_divisor = rng.random_range(2..=r.min_players);
    r.cops = rng.random_range(0..=3);
    r.doctors = rng.random_range(0..=3);
    r.doctor_self_saves = rng.random_range(0..=10);
    r.day0_secs = rng.random_range(10..=3600);
    r.detective_divisor = rng.random_range(2..=r.min_players);
    r.healer_divisor = rng.random_range(2..=30);
    r.min_healers = rng.random_range(0..=3);
    for points in [
        &mut r.hp.commoner,
        &mut r.hp.mafia,
        &mut r.hp.detective,
        &mut r.hp.healer,
        &mut r.hp.heal,
    ] {
        // The ends of the range as often as the inside.
        *points = match rng.random_range(0..3) {
            0 => 1,
            1 => 100_000,
            _ => rng.random_range(1..=100_000),
        };
    }
    r.day_secs = rng.random_range(30..=86_400);
    r.night_secs = rng.random_range(10..=86_400);
    r.speech_secs = rng.random_range(10..=600);
    r.shooting_secs = rng.random_range(5..=600);
    r.max_revotes = rng.random_range(0..=10);
    r.tie_rule = *preset.tie_rules().choose(rng).unwrap_or(&r.tie_rule);
    r.reveal_on_death = rng.random();
    r.allow_no_lynch = rng.random();
    r.end_day_when_all_voted = rng.random();
    r.fill_with_computers = rng.random_bool(0.9);
    r.pseudonyms = preset == Preset::Sport && rng.random();
    if rng.random_bool(0.03) {
        // Out of range: the table must refuse to start, nothing more.
        r.language = "xx".into();
    }
    r
}

fn zombie(plain: bool, rng: &mut impl Rng) -> ZombieOptions {
    if plain {
        return ZombieOptions::default();
    }
    let zombies = rng.random_range(1..=4u8);
    let fewest = zombies * 2 + 1;
    ZombieOptions {
        zombies,
        max_turns: rng.random_range(0..=8),
        turn_secs: rng.random_range(1..=600),
        handshake_consent: rng.random(),
        antidote_gift: rng.random(),
        max_players: if rng.random_bool(0.1) {
            50
        } else {
            rng.random_range(fewest..=fewest + 8)
        },
    }
}

fn wumpus(caves: &Caves, plain: bool, rng: &mut impl Rng) -> WumpusRules {
    if plain {
        return WumpusRules::on(caves.standard.clone());
    }
    let cave = if rng.random_bool(0.2) {
        &caves.small
    } else {
        &caves.standard
    };
    let mut rules = WumpusRules::on(cave.clone());
    rules.turn_secs = rng.random_range(1..=600);
    rules.pits = rng.random_range(0..=8);
    rules.bats = rng.random_range(0..=4);
    rules.bows = rng.random_range(0..=4);
    rules.pebbles = rng.random_range(0..=4);
    rules.max_players = rng.random_range(1..=5);
    rules
}

/// The Wumpus maps sessions are played on.
#[derive(Clone, Debug)]
pub struct Caves {
    /// The rules' 35 rooms.
    pub standard: Cave,
    /// The smallest cave a map may describe: eight rooms in a ring, where
    /// the hazards a ruleset asks for may not all fit.
    pub small: Cave,
}

impl Caves {
    /// Both maps; fails only if a built-in map does not load.
    pub fn new() -> Result<Caves, MapError> {
        let ring: String = (0..8)
            .map(|i| format!("r{i}: r{} r{}\n", (i + 1) % 8, (i + 7) % 8))
            .collect();
        Ok(Caves {
            standard: Cave::twisted35()?,
            small: Cave::parse(&ring)?,
        })
    }
}
