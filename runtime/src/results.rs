//! Each seat's result when a game ends, for statistics.

use std::collections::BTreeMap;

use narrator_engine::effect::Outcome;
use narrator_engine::mafia::MafiaTeam;
use narrator_engine::mafia::role::Role;
use narrator_engine::zombie::ZombieTeam;
use narrator_engine::{GameConfig, GameResult, Seat, Table, Team};
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
    let config = &table.setup().config;
    let preset = match config {
        GameConfig::Mafia(ruleset) => ruleset.preset.to_string(),
        other => other.kind().to_string(),
    };
    let kind = config.kind().to_string();
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
                team: team_of(&role, winning, won).to_owned(),
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

/// A seat's team's stable name. Mafia teams follow the role; the Zombie
/// Game's change during play, so a seat is on the side it ended on.
fn team_of(role: &str, winning: Team, won: bool) -> &'static str {
    let mafia = |team: MafiaTeam| match team {
        MafiaTeam::Village => "village",
        MafiaTeam::Mafia => "mafia",
    };
    let zombie = |team: ZombieTeam| match team {
        ZombieTeam::Humans => "humans",
        ZombieTeam::Zombies => "zombies",
    };
    match winning {
        Team::Mafia(_) => serde_json::from_value::<Role>(serde_json::Value::from(role))
            .map_or("unknown", |r| mafia(r.team())),
        Team::Zombie(team) if won => zombie(team),
        Team::Zombie(ZombieTeam::Humans) => "zombies",
        Team::Zombie(ZombieTeam::Zombies) => "humans",
        // Every seat of the hunt is a hunter.
        Team::Wumpus(_) => "hunters",
    }
}
