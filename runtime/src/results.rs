//! Each seat's result when a game ends, for statistics.

use std::collections::BTreeMap;

use narrator_engine::Outcome;
use narrator_engine::{GameResult, Seat, Table};
use narrator_store::{Controller, SeatResult};

/// The seats' results of a game that ended with `result`; empty for a
/// game without a winner (stopped), which counts for nobody.
///
/// `died` holds the phase counter at which each dead seat died, as
/// observed while the game ran (or was replayed).
pub(crate) fn seat_results(
    table: &Table,
    result: &GameResult,
    died: &BTreeMap<Seat, u32>,
    all_computer: bool,
) -> Vec<SeatResult> {
    let Outcome::Won(winning) = result.outcome else {
        return Vec::new();
    };
    // The game labels its own results: the runtime knows no game.
    let game = &table.setup().config;
    let preset = game.preset_label();
    let mode = game.mode_label();
    let kind = game.kind().to_string();
    // Inactive seats: taken over by a computer player or removed.
    let inactive: Vec<Seat> = table
        .replaced()
        .into_iter()
        .chain(table.removed())
        .collect();
    table
        .seats()
        .iter()
        .enumerate()
        .filter_map(|(i, info)| {
            let seat = Seat(u8::try_from(i).ok()?);
            let won = result.winners.contains(&seat);
            let role = result.roles.get(i).cloned().unwrap_or_default();
            let died_phase = died.get(&seat).copied();
            let controller = if all_computer || info.computer {
                Controller::Computer
            } else if info.player.is_external() {
                Controller::External
            } else {
                Controller::Person
            };
            Some(SeatResult {
                seat: u32::from(seat.0),
                player: info.player.0.clone(),
                name: info.name.clone(),
                kind: kind.clone(),
                preset: preset.clone(),
                mode: mode.clone(),
                team: game.team_label(&role, winning, won).to_owned(),
                role,
                won,
                survived: died_phase.is_none(),
                died_phase,
                // A computer player finished the seat of an inactive
                // player, or the seat was removed for inactivity.
                afk: inactive.contains(&seat),
                controller,
            })
        })
        .collect()
}
