//! The simulation's own loop: a game with a computer player in every seat,
//! driven in the game's own words. A table lifts every effect into every
//! game's words for the host and lowers it back for each computer player;
//! with nobody else at the table, none of that is needed. The players take
//! their steps in the table's order ([`Steps`]), so the game played is the
//! one a table would play from the same seed (a test compares the two).

use super::GameConfig;
use super::running::OwnGame;
use super::words::{Action, GameResult, Registered};
use crate::bots::{BotSeeds, ComputerPlayer, Players, Steps};
use crate::definition::GameDefinition;
use crate::effect::{Effect, Prompt};
use crate::input::Input;
use crate::mafia::{HpGame, MafiaGame, Preset, SportGame};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use crate::vocabulary::Vocabulary;
use crate::wumpus::WumpusGame;
use crate::zombie::ZombieGame;

/// How a game played by the loop ended.
pub(crate) struct Played {
    /// The result (`None` if the cap on inputs was hit first).
    pub result: Option<GameResult>,
    /// The phase counter at the end.
    pub phases: u32,
}

/// Starts the game of `config` at `seats` and plays it with computer
/// players in every seat, recording each accepted input in `inputs` (as a
/// table would store it) until the game ends or `inputs` holds `cap`.
pub(crate) fn play(
    config: &GameConfig,
    seed: Seed,
    seats: &[SeatInfo],
    host: Option<Seat>,
    inputs: &mut Vec<(Input, Timestamp)>,
    cap: usize,
) -> Played {
    let now = inputs.last().map_or(Timestamp(0), |(_, t)| *t);
    let table = Loop {
        seed,
        seats,
        inputs,
        cap,
        now,
    };
    match config {
        GameConfig::Mafia(r) if r.preset == Preset::Hp => {
            table.drive(HpGame::start(r.clone(), seed, seats, now), r)
        }
        GameConfig::Mafia(r) if r.preset == Preset::Sport => {
            table.drive(SportGame::start(r.clone(), seed, seats, now), r)
        }
        GameConfig::Mafia(r) => table.drive(MafiaGame::start(r.clone(), seed, seats, now), r),
        GameConfig::Wumpus(r) => table.drive(WumpusGame::start(r.clone(), seed, seats, now), r),
        GameConfig::Zombie(o) => {
            table.drive(ZombieGame::start(o.clone(), seed, seats, host, now), o)
        }
    }
}

/// One game's loop.
struct Loop<'a> {
    seed: Seed,
    seats: &'a [SeatInfo],
    inputs: &'a mut Vec<(Input, Timestamp)>,
    cap: usize,
    now: Timestamp,
}

impl Loop<'_> {
    fn drive<G, D>(mut self, (mut game, opening): (G, Vec<Effect<G::Words>>), d: &D) -> Played
    where
        G: OwnGame,
        D: GameDefinition<Words = G::Words>,
    {
        let shared = BotSeeds::shared(&self.seed);
        let seats: Vec<(Seat, BotSeeds)> = (0..self.seats.len())
            .filter_map(|i| u8::try_from(i).ok().map(Seat))
            .map(|seat| (seat, BotSeeds::with_shared(&self.seed, seat, shared)))
            .collect();
        let mut players = Own::<G::Words> {
            bots: d.computers(seats),
        };
        let mut steps = Steps::default();
        steps.observe_owned(opening, &mut players);
        while self.inputs.len() < self.cap && !game.is_over() {
            let next = steps.next(&mut players, |seat, phase| {
                phase != game.phase_no() || game.is_over() || !game.may_act(seat)
            });
            let effects = match next {
                Some((seat, action)) => {
                    let Ok(effects) = game.act_own(seat, &action, self.now) else {
                        continue;
                    };
                    let Some(info) = self.seats.get(seat.index()) else {
                        continue;
                    };
                    let action: Action = action.into();
                    self.inputs.push((
                        Input::Act {
                            player: info.player.clone(),
                            action,
                        },
                        self.now,
                    ));
                    effects
                }
                None => match game.deadline() {
                    Some(at) => {
                        self.now = at.max(self.now);
                        self.inputs.push((Input::Tick, self.now));
                        game.tick_own(self.now)
                    }
                    None => break,
                },
            };
            steps.observe_owned(effects, &mut players);
        }
        Played {
            result: game.result(),
            phases: game.phase_no(),
        }
    }
}

/// A computer player in every seat, in the game's words.
struct Own<V: Vocabulary> {
    bots: Vec<Box<dyn ComputerPlayer<V>>>,
}

impl<V: Registered> Players<V> for Own<V> {
    fn has(&self, seat: Seat) -> bool {
        seat.index() < self.bots.len()
    }

    fn observe(&mut self, effect: &Effect<V>, seats: Option<&[Seat]>) {
        match seats {
            None => self.bots.iter_mut().for_each(|b| b.observe(effect)),
            Some(seats) => {
                for seat in seats {
                    if let Some(b) = self.bots.get_mut(seat.index()) {
                        b.observe(effect);
                    }
                }
            }
        }
    }

    fn talk(&mut self, seat: Seat, prompt: &Prompt<V>) -> Vec<V::Action> {
        self.bots
            .get_mut(seat.index())
            .map_or_else(Vec::new, |b| b.talk(prompt))
    }

    fn decide(&mut self, seat: Seat, prompt: &Prompt<V>) -> Option<V::Action> {
        self.bots.get_mut(seat.index())?.decide(prompt)
    }

    fn reconsider(&mut self, seat: Seat, prompt: &Prompt<V>) -> Option<V::Action> {
        self.bots.get_mut(seat.index())?.reconsider(prompt)
    }
}
