//! Shared helpers for the engine's integration tests: a table with `n`
//! people seated as `p0`..`p{n-1}` (seat `i` is `p{i}`), the deal looked up
//! from the seed, and short ways to drive days and nights.

#![allow(dead_code)]

use narrator_engine::GameMessage;
use narrator_engine::mafia::{MafiaAction, MafiaMessage, Role, Ruleset, VoteChoice, deal};
use narrator_engine::mafia::{MafiaPrompt, MafiaTeam};
use narrator_engine::{
    Action, Effect, GameConfig, Input, Message, PlayerId, Rejection, Seat, Seed, Table, TableSetup,
    Timestamp,
};
use narrator_engine::{Audience, EffectKind, GameResult, Prompt};

/// The id of the person in seat `i`.
/// Every role added in issue 30 but the four before it, in two lists a
/// 10-seat table can deal (each with a mafioso, the second with a
/// doctor).
pub const NEWER_ROLE_LISTS: [&[&str]; 2] = [
    &[
        "mafioso",
        "framer",
        "janitor",
        "bodyguard",
        "vigilante",
        "tracker",
        "witch",
        "jester",
        "hunter",
        "lucky",
    ],
    &[
        "mafioso",
        "traitor",
        "mayor",
        "cursed",
        "serial_killer",
        "arsonist",
        "doctor",
        "cupid",
        "medium",
        "consort",
    ],
];

pub fn pid(i: usize) -> PlayerId {
    PlayerId(format!("p{i}"))
}

/// The seat number `i` (tests use small tables).
pub fn seat(i: usize) -> Seat {
    Seat(u8::try_from(i).expect("small seat number"))
}

/// The display name of the person in seat `i`.
pub fn name(i: usize) -> String {
    format!("P{i}")
}

/// The host of every test table: the person in seat 0.
pub fn host() -> PlayerId {
    pid(0)
}

/// An input that acts for `player`.
pub fn act_input(player: PlayerId, action: MafiaAction) -> Input {
    Input::Act {
        player,
        action: Action::Mafia(action),
    }
}

/// A new lobby for `rules` and `seed`, hosted by `p0`, nobody seated yet.
pub fn lobby(rules: Ruleset, seed: Seed) -> Table {
    Table::new(TableSetup {
        config: GameConfig::Mafia(rules),
        seed,
        host: host(),
    })
}

/// Seats `n` people in a lobby (seat `i` gets `p{i}` named `P{i}`).
pub fn join_all(table: &mut Table, n: usize) {
    for i in 0..n {
        table
            .handle(
                &Input::Join {
                    player: pid(i),
                    name: name(i),
                },
                Timestamp(0),
            )
            .expect("join");
    }
}

/// A started classic game with `n` people, its deal and a clock.
pub struct Game {
    /// The table.
    pub table: Table,
    /// The rules it plays.
    pub rules: Ruleset,
    /// The seed.
    pub seed: Seed,
    /// The deal, by seat (what the engine must have dealt).
    pub roles: Vec<Role>,
    /// The current time.
    pub now: Timestamp,
    /// The effects of the `Start` input.
    pub start: Vec<Effect>,
}

impl Game {
    /// A classic game with seed `Seed::from_number(seed)`.
    pub fn classic(seed: u64, n: usize) -> Game {
        Game::with_rules(Ruleset::classic(), Seed::from_number(seed), n)
    }

    /// A game with any ruleset and seed, started at time 0.
    pub fn with_rules(rules: Ruleset, seed: Seed, n: usize) -> Game {
        let mut table = lobby(rules.clone(), seed);
        join_all(&mut table, n);
        let start = table
            .handle(&Input::Start { by: host() }, Timestamp(0))
            .expect("start");
        let roles = deal::deal(&rules, &seed, n);
        Game {
            table,
            rules,
            seed,
            roles,
            now: Timestamp(0),
            start,
        }
    }

    /// The first seed (from 0) whose deal satisfies `pred`.
    pub fn classic_where(n: usize, pred: impl Fn(&[Role]) -> bool) -> Game {
        let rules = Ruleset::classic();
        let s = (0..10_000)
            .find(|s| pred(&deal::deal(&rules, &Seed::from_number(*s), n)))
            .expect("a seed with such a deal");
        Game::classic(s, n)
    }

    /// Any input at the current time.
    pub fn input(&mut self, input: &Input) -> Result<Vec<Effect>, Rejection> {
        self.table.handle(input, self.now)
    }

    /// A move by a seat at the current time.
    pub fn act(&mut self, s: Seat, action: MafiaAction) -> Result<Vec<Effect>, Rejection> {
        let input = act_input(pid(s.index()), action.clone());
        self.table.handle(&input, self.now)
    }

    /// Private words from a seat, for the room it is in now.
    pub fn say(&mut self, s: Seat, text: &str) -> Result<Vec<Effect>, Rejection> {
        let input = Input::Say {
            player: pid(s.index()),
            text: text.into(),
        };
        self.table.handle(&input, self.now)
    }

    /// A move that must be accepted.
    pub fn ok(&mut self, s: Seat, action: MafiaAction) -> Vec<Effect> {
        match self.act(s, action.clone()) {
            Ok(e) => e,
            Err(r) => panic!("{s:?} {action:?} refused: {r:?}"),
        }
    }

    /// Moves the clock to the current deadline and ticks.
    pub fn tick(&mut self) -> Vec<Effect> {
        let at = self
            .table
            .deadline()
            .expect("a running phase has a deadline");
        self.tick_at(at)
    }

    /// Moves the clock to `at` and ticks.
    pub fn tick_at(&mut self, at: Timestamp) -> Vec<Effect> {
        self.now = at;
        self.table.handle(&Input::Tick, at).expect("tick")
    }

    /// Whether a seat is still in the game.
    pub fn alive(&self, s: Seat) -> bool {
        self.table.game().expect("started").is_alive(s)
    }

    /// All seats.
    pub fn seats(&self) -> Vec<Seat> {
        (0..self.roles.len()).map(seat).collect()
    }

    /// Living seats.
    pub fn living(&self) -> Vec<Seat> {
        self.seats()
            .into_iter()
            .filter(|s| self.alive(*s))
            .collect()
    }

    /// Seats dealt `role`, dead or alive.
    pub fn with_role(&self, role: Role) -> Vec<Seat> {
        self.seats()
            .into_iter()
            .filter(|s| self.roles[s.index()] == role)
            .collect()
    }

    /// Living seats dealt `role`.
    pub fn living_with(&self, role: Role) -> Vec<Seat> {
        self.living()
            .into_iter()
            .filter(|s| self.roles[s.index()] == role)
            .collect()
    }

    /// Seats on `team`, dead or alive.
    pub fn team(&self, team: MafiaTeam) -> Vec<Seat> {
        self.seats()
            .into_iter()
            .filter(|s| self.roles[s.index()].team() == team)
            .collect()
    }

    /// Living seats on `team`.
    pub fn living_in(&self, team: MafiaTeam) -> Vec<Seat> {
        self.living()
            .into_iter()
            .filter(|s| self.roles[s.index()].team() == team)
            .collect()
    }

    /// Living mafiosi.
    pub fn mafia(&self) -> Vec<Seat> {
        self.living_with(Role::Mafioso)
    }

    /// Living plain villagers.
    pub fn villagers(&self) -> Vec<Seat> {
        self.living_with(Role::Villager)
    }

    /// The cop's seat.
    pub fn cop(&self) -> Seat {
        self.with_role(Role::Cop)[0]
    }

    /// The doctor's seat.
    pub fn doctor(&self) -> Seat {
        self.with_role(Role::Doctor)[0]
    }

    /// The role dealt to a seat.
    pub fn role(&self, s: Seat) -> Role {
        self.roles[s.index()]
    }

    /// Day 0: everyone says they are ready; returns the effects of the
    /// last one (which opens night 0).
    pub fn all_ready(&mut self) -> Vec<Effect> {
        let mut out = Vec::new();
        for s in self.living() {
            out.extend(self.ok(s, MafiaAction::Ready));
        }
        assert!(
            find_nightfall(&out).is_some(),
            "day 0 must end once all are ready"
        );
        out
    }

    /// One night: every living mafioso picks `kill`, the cop investigates
    /// `investigate` and the doctor protects `protect` (each if given and
    /// if that role is alive). Ticks at the deadline if the night is still
    /// running. Returns every effect of the night, dawn included.
    pub fn night(
        &mut self,
        kill: Option<Seat>,
        investigate: Option<Seat>,
        protect: Option<Seat>,
    ) -> Vec<Effect> {
        let mut out = Vec::new();
        if let Some(t) = kill {
            for m in self.mafia() {
                out.extend(self.ok(m, MafiaAction::Kill(t)));
            }
        }
        let cop = self.cop();
        if let Some(t) = investigate.filter(|_| self.alive(cop)) {
            out.extend(self.ok(cop, MafiaAction::Investigate(t)));
        }
        let doctor = self.doctor();
        if let Some(t) = protect.filter(|_| self.alive(doctor)) {
            out.extend(self.ok(doctor, MafiaAction::Protect(t)));
        }
        if find_dawn(&out).is_none() {
            out.extend(self.tick());
        }
        assert!(find_dawn(&out).is_some(), "the night must end at dawn");
        out
    }

    /// One day: the given votes in order, then a tick at the deadline if
    /// the day is still running. Returns every effect of the day.
    pub fn day(&mut self, votes: &[(Seat, VoteChoice)]) -> Vec<Effect> {
        let mut out = Vec::new();
        for (s, c) in votes {
            out.extend(self.ok(*s, MafiaAction::Vote(*c)));
        }
        if !day_ended(&out) {
            out.extend(self.tick());
        }
        assert!(day_ended(&out), "the day must end");
        out
    }

    /// Every living player votes `choice`; returns the day's effects.
    pub fn everyone_votes(&mut self, choice: VoteChoice) -> Vec<Effect> {
        let votes: Vec<_> = self.living().into_iter().map(|s| (s, choice)).collect();
        self.day(&votes)
    }

    /// The latest prompt of `kind` sent to `s` in `effects`.
    pub fn prompt_in(effects: &[Effect], s: Seat, kind: MafiaPrompt) -> Option<Prompt> {
        effects
            .iter()
            .rev()
            .find_map(|e| match (&e.audience, &e.kind) {
                (Audience::Seat(to), EffectKind::Prompt(p)) if *to == s && p.kind == kind => {
                    Some(p.clone())
                }
                _ => None,
            })
    }
}

/// The Mafia messages in `effects` with their audience.
pub fn mafia_messages(effects: &[Effect]) -> Vec<(&Audience, &MafiaMessage)> {
    effects
        .iter()
        .filter_map(|e| match &e.kind {
            EffectKind::Message(Message::Game(GameMessage::Mafia(m))) => Some((&e.audience, m)),
            _ => None,
        })
        .collect()
}

/// The public Mafia messages in `effects`.
pub fn public_mafia(effects: &[Effect]) -> Vec<&MafiaMessage> {
    mafia_messages(effects)
        .into_iter()
        .filter(|(a, _)| **a == Audience::Public)
        .map(|(_, m)| m)
        .collect()
}

/// The dawn in `effects`: (day, killed, role).
pub fn find_dawn(effects: &[Effect]) -> Option<(u32, Option<Seat>, Option<Role>)> {
    mafia_messages(effects)
        .into_iter()
        .find_map(|(_, m)| match m {
            MafiaMessage::Dawn { day, killed, role } => Some((*day, *killed, *role)),
            _ => None,
        })
}

/// The lynch in `effects`: (seat, role).
pub fn find_lynch(effects: &[Effect]) -> Option<(Seat, Option<Role>)> {
    mafia_messages(effects)
        .into_iter()
        .find_map(|(_, m)| match m {
            MafiaMessage::Lynched { seat, role } => Some((*seat, *role)),
            _ => None,
        })
}

/// Whether `effects` hold a `NoLynch`.
pub fn has_no_lynch(effects: &[Effect]) -> bool {
    mafia_messages(effects)
        .iter()
        .any(|(_, m)| matches!(m, MafiaMessage::NoLynch))
}

/// Whether a day ended in `effects` (a lynch, no lynch, or the game's end).
pub fn day_ended(effects: &[Effect]) -> bool {
    find_lynch(effects).is_some() || has_no_lynch(effects) || find_game_over(effects).is_some()
}

/// The night number of a nightfall in `effects`.
pub fn find_nightfall(effects: &[Effect]) -> Option<u32> {
    mafia_messages(effects)
        .into_iter()
        .find_map(|(_, m)| match m {
            MafiaMessage::Nightfall { night } => Some(*night),
            _ => None,
        })
}

/// The winner announced in `effects`.
pub fn find_winner(effects: &[Effect]) -> Option<MafiaTeam> {
    mafia_messages(effects)
        .into_iter()
        .find_map(|(_, m)| match m {
            MafiaMessage::Winner { team } => Some(*team),
            _ => None,
        })
}

/// The `GameOver` message's result in `effects` (must be public).
pub fn find_game_over(effects: &[Effect]) -> Option<GameResult> {
    effects.iter().find_map(|e| match &e.kind {
        EffectKind::Message(Message::GameOver(r)) => {
            assert_eq!(e.audience, Audience::Public, "GameOver is public");
            Some(r.clone())
        }
        _ => None,
    })
}

/// The `End` effect's result in `effects`.
pub fn find_end(effects: &[Effect]) -> Option<GameResult> {
    effects.iter().find_map(|e| match &e.kind {
        EffectKind::End(r) => Some(r.clone()),
        _ => None,
    })
}

/// The deadline announced in `effects`.
pub fn find_deadline(effects: &[Effect]) -> Option<Timestamp> {
    effects.iter().find_map(|e| match &e.kind {
        EffectKind::Deadline { at } => Some(*at),
        _ => None,
    })
}

/// A vote for a player.
pub fn vote_for(s: Seat) -> VoteChoice {
    VoteChoice::Player(s)
}
