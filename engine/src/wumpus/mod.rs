//! Hunt the Twisted Wumpus, multiplayer: players find their way through a
//! dark cave by sound alone.
//!
//! Each rule lives in one place: the map in [`map`], set-up in [`setup`],
//! exit numbering in [`exits`], what is allowed in [`legal`], carrying in
//! [`items`], [`throw`], [`shoot`], [`walk`], voices in [`voice`], sounds
//! by reach in [`sound`], the Wumpus in [`monster`], [`bats`], [`death`]
//! and the end in [`end`]. [`WumpusGame`] only sequences the turns.

pub mod action;
pub mod bats;
pub mod bot;
pub mod death;
mod definition;
pub mod end;
pub mod exits;
pub mod items;
pub mod kinds;
pub mod legal;
pub mod map;
pub mod message;
pub mod monster;
pub mod reason;
pub mod render;
pub mod rules;
pub mod setup;
pub mod shoot;
pub(crate) mod soak;
pub mod sound;
pub mod throw;
pub mod voice;
pub mod walk;
pub mod words;
pub mod world;

pub use action::{MAX_WORDS, Voice, WumpusAction};
pub use kinds::{WumpusPrompt, WumpusTeam};
pub use map::{Cave, MapError, Room};
pub use message::{Cause, Item, Reveal, Senses, Sound, Step, Trail, WumpusMessage};
pub use reason::WumpusReason;
pub use rules::WumpusRules;

use crate::kind::GameKind;
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use crate::wumpus::words::Message;
use crate::wumpus::words::Rejection;
use crate::wumpus::words::{Audience, Effect, EffectKind, GameResult, Outcome, Prompt};
use rand::rngs::ChaCha8Rng;
use shoot::Hit;
use world::World;

/// A running hunt.
#[derive(Debug)]
pub struct WumpusGame {
    rules: WumpusRules,
    seed: Seed,
    names: Vec<String>,
    world: World,
    order: Vec<Seat>,
    /// Index into `order` of the player whose turn it is.
    turn: usize,
    phase_no: u32,
    deadline: Option<Timestamp>,
    rng: ChaCha8Rng,
    commitment: String,
    result: Option<GameResult>,
}

impl WumpusGame {
    /// Sets up the cave and gives the first player their turn.
    pub fn start(
        rules: WumpusRules,
        seed: Seed,
        seats: &[SeatInfo],
        now: Timestamp,
    ) -> (WumpusGame, Vec<Effect>) {
        let (world, order) = setup::setup(&rules, &seed, seats.len());
        let lines = setup::commitment_lines(&world, &order);
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        let commitment = crate::fairness::commitment(&seed, &lines);
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let mut game = WumpusGame {
            rng: seed.rng("play", 0),
            rules,
            seed,
            names: names.clone(),
            world,
            order: order.clone(),
            turn: 0,
            phase_no: 0,
            deadline: None,
            commitment: commitment.clone(),
            result: None,
        };
        let mut effects = vec![
            Effect::public(Message::Started {
                kind: GameKind::Wumpus,
                names,
                commitment,
            }),
            Effect::public(WumpusMessage::Begins {
                rooms: u8::try_from(game.world.cave.len()).unwrap_or(u8::MAX),
                bows: game.rules.bows,
                pebbles: game.rules.pebbles,
                order,
            }),
        ];
        game.begin_turn(0, now, &mut effects);
        (game, effects)
    }

    /// A game from a given cave state and turn order, its first turn
    /// begun: for tests of single rules and for hand-made scenarios.
    pub fn with_world(
        rules: WumpusRules,
        seed: Seed,
        names: Vec<String>,
        world: World,
        order: Vec<Seat>,
        now: Timestamp,
    ) -> (WumpusGame, Vec<Effect>) {
        let mut game = WumpusGame {
            rng: seed.rng("play", 0),
            rules,
            seed,
            names,
            world,
            order,
            turn: 0,
            phase_no: 0,
            deadline: None,
            commitment: String::new(),
            result: None,
        };
        let mut effects = Vec::new();
        game.begin_turn(0, now, &mut effects);
        (game, effects)
    }

    /// The rooms behind a seat's exits 1, 2, … where it stands now (hidden
    /// state: for tests and the end's reveal, never for players).
    pub fn exits_of(&self, seat: Seat) -> Vec<Room> {
        exits::exits(&self.world.cave, &self.seed, seat, self.room_of(seat))
    }

    /// The hidden state (hosts must not show it before the end).
    pub fn world(&self) -> &World {
        &self.world
    }

    /// A seat's action.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &WumpusAction,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        if self.result.is_some() {
            return Err(Rejection::GameOver);
        }
        if !self.world.is_alive(seat) {
            return Err(Rejection::DeadActor {
                name: self.name(seat),
            });
        }
        let current = self.current();
        if current != Some(seat) {
            return Err(Rejection::NotYourTurn {
                action: action.verb(),
                reason: WumpusReason::Turn {
                    current: current.map(|s| self.name(s)),
                }
                .into(),
            });
        }
        let here = self.room_of(seat);
        let exits = exits::exits(&self.world.cave, &self.seed, seat, here);
        let action = legal::check(&self.world, seat, exit_count(&exits), action)?;
        let target = action
            .exit()
            .and_then(|e| exits.get(usize::from(e).saturating_sub(1)).copied());
        let mut effects = vec![Effect::to_seat(seat, WumpusMessage::Done(action.clone()))];
        let (world, rng, out) = (&mut self.world, &mut self.rng, &mut effects);
        let mut hit = Hit::Nothing;
        match (action, target) {
            (WumpusAction::PickUpBow, _) => items::pick_up(world, rng, seat, Item::Bow, out),
            (WumpusAction::PickUpPebble, _) => items::pick_up(world, rng, seat, Item::Pebble, out),
            (WumpusAction::DropBow | WumpusAction::DropPebble, _) => {
                items::drop_held(world, rng, seat, out)
            }
            (WumpusAction::Throw { .. }, Some(to)) => throw::throw(world, rng, seat, to, out),
            (WumpusAction::Shoot { .. }, Some(to)) => hit = shoot::shoot(world, rng, seat, to, out),
            (WumpusAction::Walk { .. }, Some(to)) => walk::walk(world, rng, seat, to, out),
            (WumpusAction::Whisper { words }, _) => {
                voice::say(world, rng, seat, Voice::Whisper, words, out)
            }
            (WumpusAction::Speak { words }, _) => {
                voice::say(world, rng, seat, Voice::Speak, words, out)
            }
            (WumpusAction::Scream { words }, _) => {
                voice::say(world, rng, seat, Voice::Scream, words, out)
            }
            // `legal::check` refused exits that lead nowhere.
            (_, None) => {}
        }
        if hit == Hit::Wumpus {
            effects.push(Effect::public(WumpusMessage::WumpusKilled { by: seat }));
        }
        if !self.check_end(hit, seat, &mut effects) {
            self.next_turn(now, &mut effects);
        }
        Ok(effects)
    }

    /// A turn whose minute is up passes: its player does nothing.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.result.is_some() || self.deadline.is_none_or(|d| now < d) {
            return effects;
        }
        if let Some(seat) = self.current() {
            effects.push(Effect::public(WumpusMessage::TimedOut { seat }));
        }
        self.next_turn(now, &mut effects);
        effects
    }

    /// Ends the game at once and reveals the cave.
    pub fn stop(&mut self, by: &str) -> Vec<Effect> {
        let mut effects = vec![Effect::public(Message::Stopped { by: by.to_string() })];
        self.finish(Outcome::Stopped, Vec::new(), &mut effects);
        effects
    }

    /// The result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// Grows with every turn.
    pub fn phase_no(&self) -> u32 {
        self.phase_no
    }

    /// When the current turn times out.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.deadline
    }

    /// Whether a seat's player lives.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.world.is_alive(seat)
    }

    /// The options in force.
    pub fn rules(&self) -> &WumpusRules {
        &self.rules
    }

    /// The whole hidden state, as revealed at the end (hosts must not show
    /// it before).
    pub fn reveal(&self) -> Reveal {
        self.world.reveal()
    }

    /// Whose turn it is.
    pub fn current(&self) -> Option<Seat> {
        if self.result.is_some() {
            return None;
        }
        self.order.get(self.turn).copied()
    }

    fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", seat.index() + 1))
    }

    fn room_of(&self, seat: Seat) -> Room {
        self.world
            .hunter(seat)
            .map_or(self.world.cave.start(), |h| h.room)
    }

    fn next_turn(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let next = (self.turn + 1) % self.order.len().max(1);
        self.begin_turn(next, now, effects);
    }

    /// Gives the turn to the first living player from `from` on.
    fn begin_turn(&mut self, from: usize, now: Timestamp, effects: &mut Vec<Effect>) {
        let n = self.order.len();
        let Some(seat) = (0..n)
            .map(|k| (from + k) % n)
            .find(|i| self.order.get(*i).is_some_and(|s| self.world.is_alive(*s)))
            .map(|i| {
                self.turn = i;
                self.order[i]
            })
        else {
            return;
        };
        self.phase_no += 1;
        let at = now.plus_secs(self.rules.turn_secs);
        self.deadline = Some(at);
        items::nock(&mut self.world, seat);
        effects.push(Effect::public(WumpusMessage::Turn { seat }));
        effects.push(Effect {
            audience: Audience::Public,
            kind: EffectKind::Deadline { at },
        });
        let here = self.room_of(seat);
        let exits = exit_count(&exits::exits(&self.world.cave, &self.seed, seat, here));
        if let Some(h) = self.world.hunter(seat) {
            effects.push(Effect::to_seat(
                seat,
                WumpusMessage::Senses(Senses {
                    exits,
                    holding: h.item,
                    arrow: h.arrow,
                    bows_here: self.world.lying(here, Item::Bow),
                    pebbles_here: self.world.lying(here, Item::Pebble),
                }),
            ));
        }
        effects.push(Effect {
            audience: Audience::Seat(seat),
            kind: EffectKind::Prompt(Prompt {
                kind: WumpusPrompt::Turn,
                phase: self.phase_no,
                choices: legal::choices(&self.world, seat, exits)
                    .into_iter()
                    .collect(),
                deadline: at,
            }),
        });
    }

    /// Ends the game if the Wumpus is dead or every player is.
    fn check_end(&mut self, hit: Hit, shooter: Seat, effects: &mut Vec<Effect>) -> bool {
        match end::winner(&self.world, hit, shooter) {
            Some((outcome, winners)) => {
                if winners.is_empty() {
                    effects.push(Effect::public(WumpusMessage::AllDead));
                }
                self.finish(outcome, winners, effects);
                true
            }
            None => false,
        }
    }

    fn finish(&mut self, outcome: Outcome, winners: Vec<Seat>, effects: &mut Vec<Effect>) {
        let result = GameResult {
            outcome,
            winners,
            roles: self.names.iter().map(|_| "hunter".to_string()).collect(),
            seed: self.seed,
            commitment: self.commitment.clone(),
        };
        self.deadline = None;
        effects.push(Effect::public(WumpusMessage::Reveal(Box::new(
            self.world.reveal(),
        ))));
        effects.extend(Effect::game_over(&result));
        self.result = Some(result);
    }
}

fn exit_count(exits: &[Room]) -> u8 {
    u8::try_from(exits.len()).unwrap_or(u8::MAX)
}
