//! The protocol's score: for each bot, villager_ratio = games won as
//! village / games played as village, mafia_ratio likewise; score =
//! (villager_ratio − mean villager_ratio) + (mafia_ratio − mean mafia_ratio),
//! the means over all bots.

use crate::driver::GameOutcome;
use narrator_engine::mafia::MafiaTeam;
use serde::Serialize;

/// One bot's record.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Record {
    /// The bot.
    pub name: String,
    /// Games played as village.
    pub village_games: u32,
    /// Of those, won.
    pub village_wins: u32,
    /// Games played as mafia.
    pub mafia_games: u32,
    /// Of those, won.
    pub mafia_wins: u32,
    /// Runs that crashed, hung, failed or wrote too much.
    pub faults: u32,
    /// villager_ratio (0 if never village).
    pub villager_ratio: f64,
    /// mafia_ratio (0 if never mafia).
    pub mafia_ratio: f64,
    /// The score.
    pub score: f64,
}

/// Tallies the games; bots are named in seat order (sorted). A stopped
/// game counts as played and lost by both sides.
pub fn tally(names: &[String], games: &[GameOutcome]) -> Vec<Record> {
    let mut records: Vec<Record> = names
        .iter()
        .map(|n| Record {
            name: n.clone(),
            ..Record::default()
        })
        .collect();
    for game in games {
        for (r, (team, faults)) in records
            .iter_mut()
            .zip(game.teams.iter().zip(game.faults.iter()))
        {
            let won = game.winner == Some(*team);
            r.faults += faults;
            // Classic has two sides: anything not mafia is the village.
            if *team == MafiaTeam::Mafia {
                r.mafia_games += 1;
                r.mafia_wins += u32::from(won);
            } else {
                r.village_games += 1;
                r.village_wins += u32::from(won);
            }
        }
    }
    score(&mut records);
    records
}

/// Fills in the ratios and scores and sorts by score (best first; ties by
/// name).
pub fn score(records: &mut [Record]) {
    let ratio = |won: u32, played: u32| {
        if played == 0 {
            0.0
        } else {
            f64::from(won) / f64::from(played)
        }
    };
    for r in records.iter_mut() {
        r.villager_ratio = ratio(r.village_wins, r.village_games);
        r.mafia_ratio = ratio(r.mafia_wins, r.mafia_games);
    }
    let n = records.len().max(1) as f64;
    let mean_v = records.iter().map(|r| r.villager_ratio).sum::<f64>() / n;
    let mean_m = records.iter().map(|r| r.mafia_ratio).sum::<f64>() / n;
    for r in records.iter_mut() {
        r.score = (r.villager_ratio - mean_v) + (r.mafia_ratio - mean_m);
    }
    records.sort_by(|a, b| {
        b.score
            .total_cmp(&a.score)
            .then_with(|| a.name.cmp(&b.name))
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hand_computed_scores() {
        // Three bots, four games (V = village, M = mafia):
        //   game 1: a M, b V, c V — mafia wins
        //   game 2: a V, b M, c V — village wins
        //   game 3: a V, b V, c M — village wins
        //   game 4: a M, b V, c V — village wins
        // a: village 2/2 = 1, mafia 1/2 = 0.5
        // b: village 2/3,     mafia 0/1 = 0
        // c: village 2/3,     mafia 0/1 = 0
        // mean village = (1 + 2/3 + 2/3)/3 = 7/9; mean mafia = 0.5/3 = 1/6
        // a: (1 − 7/9) + (0.5 − 1/6) = 2/9 + 1/3 = 5/9
        // b, c: (2/3 − 7/9) + (0 − 1/6) = −1/9 − 1/6 = −5/18
        use MafiaTeam::{Mafia as M, Village as V};
        let game = |teams: [MafiaTeam; 3], winner| GameOutcome {
            winner: Some(winner),
            teams: teams.to_vec(),
            faults: vec![0, 1, 0],
        };
        let games = [
            game([M, V, V], M),
            game([V, M, V], V),
            game([V, V, M], V),
            game([M, V, V], V),
        ];
        let names: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let r = tally(&names, &games);
        let close = |x: f64, y: f64| (x - y).abs() < 1e-12;
        assert_eq!(r[0].name, "a");
        assert!(close(r[0].score, 5.0 / 9.0));
        assert_eq!((r[1].name.as_str(), r[2].name.as_str()), ("b", "c"));
        assert!(close(r[1].score, -5.0 / 18.0));
        assert!(close(r[2].score, -5.0 / 18.0));
        assert_eq!(
            (
                r[0].village_games,
                r[0].village_wins,
                r[0].mafia_games,
                r[0].mafia_wins
            ),
            (2, 2, 2, 1)
        );
        assert_eq!(r[1].faults, 4);
        assert!(close(r.iter().map(|x| x.score).sum::<f64>(), 0.0));
    }

    #[test]
    fn a_stopped_game_is_lost_by_both_sides() {
        let names = vec!["a".to_string(), "b".to_string()];
        let g = GameOutcome {
            winner: None,
            teams: vec![MafiaTeam::Village, MafiaTeam::Mafia],
            faults: vec![0, 0],
        };
        let r = tally(&names, &[g]);
        assert!(r.iter().all(|x| x.village_wins + x.mafia_wins == 0));
        assert_eq!(
            r.iter()
                .map(|x| x.village_games + x.mafia_games)
                .sum::<u32>(),
            2
        );
    }
}
