//! All-computer games run to the end in memory: for `narrator simulate`,
//! benchmarks and property tests.

use super::Autopilot;
use crate::game::GameConfig;
use crate::game::native;
use crate::game::{Effect, GameResult};
use crate::input::Input;
use crate::lobby::Lobby;
use crate::seat::PlayerId;
use crate::seed::Seed;
use crate::table::{Table, TableSetup};
use crate::time::Timestamp;

/// One finished simulated game.
#[derive(Debug)]
pub struct Simulated {
    /// The result (`None` only if the safety cap on inputs was hit).
    pub result: Option<GameResult>,
    /// Every accepted input with its time, in order.
    pub inputs: Vec<(Input, Timestamp)>,
    /// Every effect, in order.
    pub effects: Vec<Effect>,
    /// Phases the game went through (the table's phase counter at the
    /// end).
    pub phases: u32,
}

/// Inputs after which a simulated game is abandoned: a guard against a
/// strategy bug looping forever, far above any real game's length.
const MAX_INPUTS: usize = 100_000;

/// The simulated host's name at the table.
const HOST_NAME: &str = "Host (cpu)";

/// The host's inputs that open a simulated table: it joins, fills the
/// other seats with computer players and starts.
fn opening(host: &PlayerId, players: u8) -> [Input; 3] {
    [
        Input::Join {
            player: host.clone(),
            name: HOST_NAME.into(),
        },
        Input::Fill {
            by: host.clone(),
            seats: players,
        },
        Input::Start { by: host.clone() },
    ]
}

/// A game with computer players in every seat and a virtual clock that
/// jumps to the next deadline whenever nobody acts.
///
/// With `keep_effects` it runs the host's own loop through a [`Table`]
/// ([`run_table`]), so the effects are every one a table makes (news for
/// spectators, roles shown to the dead). Without, it plays the game in the
/// game's own words (no table, no lifting and lowering of each effect):
/// the same inputs and result, several times faster, for `narrator
/// simulate`, `balance` and the benchmarks.
pub fn run(config: &GameConfig, seed: Seed, players: u8, keep_effects: bool) -> Simulated {
    if keep_effects {
        return run_table(config, seed, players, true);
    }
    let host = PlayerId::new("sim:host");
    let mut lobby = Lobby::new(host.clone(), config.seat_range(), config.lobby_title());
    let ready = lobby.join(host.clone(), HOST_NAME.into()).is_ok()
        && lobby.fill(&host, players).is_ok()
        && lobby.check_start(&host).is_ok()
        && config.validate().is_ok();
    if !ready {
        // The table's loop says what happens to a lobby that cannot start.
        return run_table(config, seed, players, false);
    }
    let mut inputs: Vec<(Input, Timestamp)> = Vec::with_capacity(128);
    inputs.extend(opening(&host, players).map(|i| (i, Timestamp(0))));
    let seats = lobby.players().to_vec();
    let host_seat = seats
        .iter()
        .position(|s| s.player == host)
        .and_then(|i| u8::try_from(i).ok())
        .map(crate::seat::Seat);
    let played = native::play(config, seed, &seats, host_seat, &mut inputs, MAX_INPUTS);
    Simulated {
        result: played.result,
        inputs,
        effects: Vec::new(),
        phases: played.phases,
    }
}

/// [`run`] through a [`Table`], as a host runs a game: the reference the
/// faster loop is checked against, and the loop that keeps the effects.
pub fn run_table(config: &GameConfig, seed: Seed, players: u8, keep_effects: bool) -> Simulated {
    let host = PlayerId::new("sim:host");
    let mut table = Table::new(TableSetup {
        config: config.clone(),
        seed,
        host: host.clone(),
    });
    let mut now = Timestamp(0);
    let mut out = Simulated {
        result: None,
        inputs: Vec::new(),
        effects: Vec::new(),
        phases: 0,
    };
    let mut pilot: Option<Autopilot> = None;
    let mut pending: Vec<Input> = opening(&host, players).into_iter().rev().collect();
    while out.inputs.len() < MAX_INPUTS && !table.is_over() {
        let input = match pending.pop() {
            Some(i) => i,
            None => match pilot.as_mut().and_then(|p| p.next_input(&table)) {
                Some(i) => i,
                None => match table.deadline() {
                    Some(at) => {
                        now = at.max(now);
                        Input::Tick
                    }
                    None => break,
                },
            },
        };
        let Ok(effects) = table.handle(&input, now) else {
            continue;
        };
        if table.started() && pilot.is_none() {
            // The host seat joined as a person; make every seat a computer.
            pilot = Some(Autopilot::new_all(&table));
        }
        if let Some(p) = pilot.as_mut() {
            p.observe(&effects);
        }
        out.inputs.push((input, now));
        if keep_effects {
            out.effects.extend(effects);
        }
    }
    out.result = table.result().cloned();
    out.phases = table.phase_no();
    out
}
