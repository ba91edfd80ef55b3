//! The tournament's report: the score table as text, or JSON.

use crate::score::Record;
use serde::Serialize;

/// Everything a tournament reports.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// Games played.
    pub games: u64,
    /// Games the village won.
    pub village_wins: u64,
    /// Games the mafia won.
    pub mafia_wins: u64,
    /// Games stopped for running too long.
    pub stopped: u64,
    /// Wall-clock seconds for the whole tournament.
    pub seconds: f64,
    /// Games per second.
    pub games_per_second: f64,
    /// Where the game logs are.
    pub logs: String,
    /// One row per bot, best score first.
    pub bots: Vec<Record>,
}

impl Report {
    /// The score table for people.
    pub fn table(&self) -> String {
        let width = self
            .bots
            .iter()
            .map(|r| r.name.len())
            .max()
            .unwrap_or(3)
            .max(3);
        let mut out = format!(
            "{:<width$}  {:>9}  {:>14}  {:>12}  {:>8}  {:>6}\n",
            "bot", "score", "villager ratio", "mafia ratio", "faults", "games"
        );
        for r in &self.bots {
            let ratio = |won: u32, played: u32, value: f64| format!("{value:.3} ({won}/{played})");
            out.push_str(&format!(
                "{:<width$}  {:>9.4}  {:>14}  {:>12}  {:>8}  {:>6}\n",
                r.name,
                r.score,
                ratio(r.village_wins, r.village_games, r.villager_ratio),
                ratio(r.mafia_wins, r.mafia_games, r.mafia_ratio),
                r.faults,
                r.village_games + r.mafia_games,
            ));
        }
        out.push_str(&format!(
            "\n{} games: village won {}, mafia won {}, stopped {}; {:.1} s, {:.3} games/s\nlogs: {}\n",
            self.games,
            self.village_wins,
            self.mafia_wins,
            self.stopped,
            self.seconds,
            self.games_per_second,
            self.logs
        ));
        out
    }
}
