//! Helpers for the Zombie Game tests: a chat table with people `p0`..
//! seated in order (`p0` hosts), a chosen deal, and short ways to act.

#![allow(dead_code)]

use narrator_engine::GameMessage;
use narrator_engine::zombie::{
    Outbreak, Role, ZombieAction, ZombieGame, ZombieMessage, ZombieOptions, deal,
};
use narrator_engine::{
    Action, Effect, Game, GameConfig, Input, Message, PlayerId, Rejection, Seat, Seed, Table,
    TableSetup, Timestamp,
};
use narrator_engine::{Audience, EffectKind, Prompt};

/// Seat `i`.
pub fn seat(i: usize) -> Seat {
    Seat(u8::try_from(i).expect("small seat number"))
}

/// The person in seat `i`.
pub fn pid(i: usize) -> PlayerId {
    PlayerId(format!("p{i}"))
}

/// Display names that no announcement text can contain by accident.
pub const NAMES: [&str; 12] = [
    "Quentin",
    "Wilhelmina",
    "Xavier",
    "Yolanda",
    "Zebulon",
    "Ursula",
    "Vikram",
    "Ophelia",
    "Ptolemy",
    "Marguerite",
    "Leopold",
    "Kunigunde",
];

/// The first seed whose deal is exactly `roles`.
pub fn seed_for(roles: &[Role]) -> Seed {
    let zombies = roles.iter().filter(|r| **r == Role::Zombie).count();
    (0..100_000)
        .map(Seed::from_number)
        .find(|s| deal::deal(s, roles.len(), zombies) == roles)
        .expect("a seed with that deal")
}

/// Roles from a pattern: `H` human, `Z` zombie.
pub fn roles(pattern: &str) -> Vec<Role> {
    pattern
        .chars()
        .map(|c| if c == 'Z' { Role::Zombie } else { Role::Human })
        .collect()
}

/// A started chat game.
pub struct Chat {
    pub table: Table,
    pub now: Timestamp,
    pub start: Vec<Effect>,
    pub roles: Vec<Role>,
}

impl Chat {
    /// A game whose deal is `pattern` (e.g. "HHZHH"), with options.
    pub fn new(pattern: &str, options: ZombieOptions) -> Chat {
        let roles = roles(pattern);
        let zombies = roles.iter().filter(|r| **r == Role::Zombie).count();
        let options = ZombieOptions {
            zombies: u8::try_from(zombies).expect("few zombies"),
            ..options
        };
        Chat::with_seed(roles.len(), options, seed_for(&roles))
    }

    /// A game of `n` players with any seed.
    pub fn with_seed(n: usize, options: ZombieOptions, seed: Seed) -> Chat {
        let mut table = Table::new(TableSetup {
            config: GameConfig::Zombie(options.clone()),
            seed,
            host: pid(0),
        });
        assert!(n <= NAMES.len(), "at most {} test players", NAMES.len());
        for (i, name) in NAMES.iter().enumerate().take(n) {
            table
                .handle(
                    &Input::Join {
                        player: pid(i),
                        name: (*name).into(),
                    },
                    Timestamp(0),
                )
                .expect("join");
        }
        let start = table
            .handle(&Input::Start { by: pid(0) }, Timestamp(0))
            .expect("start");
        let roles = deal::deal(&seed, n, usize::from(options.zombies));
        Chat {
            table,
            now: Timestamp(0),
            start,
            roles,
        }
    }

    /// A move by seat `i`.
    pub fn act(&mut self, i: usize, action: ZombieAction) -> Result<Vec<Effect>, Rejection> {
        self.table.handle(
            &Input::Act {
                player: pid(i),
                action: Action::Zombie(action),
            },
            self.now,
        )
    }

    /// A move that must be accepted.
    pub fn ok(&mut self, i: usize, action: ZombieAction) -> Vec<Effect> {
        self.act(i, action)
            .unwrap_or_else(|r| panic!("seat {i} {action:?} refused: {r}"))
    }

    /// `a` touches `b`.
    pub fn touch(&mut self, a: usize, b: usize) -> Vec<Effect> {
        self.ok(a, ZombieAction::Touch(seat(b)))
    }

    /// The host ends the turn.
    pub fn end_turn(&mut self) -> Vec<Effect> {
        self.ok(0, ZombieAction::EndTurn)
    }

    /// The clock reaches the turn's deadline.
    pub fn tick(&mut self) -> Vec<Effect> {
        let at = self
            .table
            .deadline()
            .expect("a running turn has a deadline");
        self.now = at;
        self.table.handle(&Input::Tick, at).expect("tick")
    }

    /// The running game.
    pub fn game(&self) -> &ZombieGame {
        self.table
            .game()
            .and_then(Game::as_zombie)
            .expect("a zombie game is running")
    }

    /// The rules' state.
    pub fn outbreak(&self) -> &Outbreak {
        self.game().outbreak()
    }
}

/// The Zombie messages among effects, with their audiences.
pub fn zombie_messages(effects: &[Effect]) -> Vec<(&Audience, &ZombieMessage)> {
    effects
        .iter()
        .filter_map(|e| match &e.kind {
            EffectKind::Message(Message::Game(GameMessage::Zombie(m))) => Some((&e.audience, m)),
            _ => None,
        })
        .collect()
}

/// The latest prompt to a seat among effects.
pub fn last_prompt(effects: &[Effect], s: Seat) -> Option<&Prompt> {
    effects
        .iter()
        .rev()
        .find_map(|e| match (&e.audience, &e.kind) {
            (Audience::Seat(x), EffectKind::Prompt(p)) if *x == s => Some(p),
            _ => None,
        })
}

/// A prompt's choices as Zombie actions.
pub fn choices(p: &Prompt) -> Vec<ZombieAction> {
    p.choices
        .iter()
        .filter_map(|c| match c {
            Action::Zombie(a) => Some(*a),
            _ => None,
        })
        .collect()
}
