//! Statistics and leaderboards computed from [`PlayerResult`]s.
//!
//! Pure functions over rows read with [`crate::Store::player_results`], so
//! the math is tested without a database. The rating is Weng-Lin (a
//! Bayesian approximation in the TrueSkill family, from the `skillratings`
//! crate): each finished game, in the order games ended, is one match of
//! the winning seats against the losing seats, so beating a strong team
//! gains more than beating a weak one. Computer players and external bots
//! take part in the rating (they make a team stronger or weaker) but are
//! never ranked.

use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap};

use skillratings::Outcomes;
use skillratings::weng_lin::{WengLinConfig, WengLinRating, weng_lin_two_teams};

use crate::{Controller, GameId, PlayerResult};

/// A player's Weng-Lin rating (mean and uncertainty), as [`rate_on`]
/// keeps them.
pub use skillratings::weng_lin::WengLinRating as Rating;

/// Games and wins of some group of results.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tally {
    /// Games played.
    pub games: u32,
    /// Games won.
    pub wins: u32,
}

impl Tally {
    fn add(&mut self, won: bool) {
        self.games += 1;
        self.wins += u32::from(won);
    }

    /// Wins per game in percent, rounded down (0 without games).
    pub fn percent(&self) -> u32 {
        percent(self.wins, self.games)
    }
}

/// `part` of `whole` in percent, rounded down; 0 when `whole` is 0.
pub fn percent(part: u32, whole: u32) -> u32 {
    if whole == 0 {
        0
    } else {
        // At most 100 * u32::MAX / 1, fits u64; the result is at most 100.
        u32::try_from(u64::from(part) * 100 / u64::from(whole)).unwrap_or(100)
    }
}

/// One player's statistics.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    /// Platform identity.
    pub player: String,
    /// The name in their most recent game.
    pub name: String,
    /// Games and wins overall.
    pub total: Tally,
    /// Games they were alive at the end of.
    pub survived: u32,
    /// Per role's stable name.
    pub by_role: BTreeMap<String, Tally>,
    /// Per team's stable name.
    pub by_team: BTreeMap<String, Tally>,
    /// The role played most (ties: more wins, then the name).
    pub favourite_role: Option<String>,
    /// The most games won in a row.
    pub longest_streak: u32,
    /// The conservative Weng-Lin rating (mean − 3 σ), when computed.
    pub rating: Option<f64>,
}

/// Statistics of one player from rows in end order (other players' rows
/// are ignored); `None` when they have none.
pub fn player_stats(rows: &[PlayerResult], player: &str) -> Option<PlayerStats> {
    stats_of(rows.iter().filter(|r| r.seat.player == player), player)
}

/// [`player_stats`] of rows that are all `player`'s.
fn stats_of<'a>(rows: impl Iterator<Item = &'a PlayerResult>, player: &str) -> Option<PlayerStats> {
    let mut stats: Option<PlayerStats> = None;
    let mut streak = 0;
    for row in rows {
        let s = stats.get_or_insert_with(|| PlayerStats {
            player: player.to_owned(),
            name: String::new(),
            total: Tally::default(),
            survived: 0,
            by_role: BTreeMap::new(),
            by_team: BTreeMap::new(),
            favourite_role: None,
            longest_streak: 0,
            rating: None,
        });
        let seat = &row.seat;
        s.name.clone_from(&seat.name);
        s.total.add(seat.won);
        s.survived += u32::from(seat.survived);
        s.by_role
            .entry(seat.role.clone())
            .or_default()
            .add(seat.won);
        s.by_team
            .entry(seat.team.clone())
            .or_default()
            .add(seat.won);
        streak = if seat.won { streak + 1 } else { 0 };
        s.longest_streak = s.longest_streak.max(streak);
    }
    let mut stats = stats?;
    stats.favourite_role = stats
        .by_role
        .iter()
        // max_by keeps the last of equals: reverse the name order so the
        // alphabetically first role wins a full tie.
        .max_by(|(a, x), (b, y)| {
            x.games
                .cmp(&y.games)
                .then(x.wins.cmp(&y.wins))
                .then(b.cmp(a))
        })
        .map(|(role, _)| role.clone());
    Some(stats)
}

/// Weng-Lin ratings of every player after the games in `rows` (end order),
/// people and computers alike.
pub fn ratings(rows: &[PlayerResult]) -> HashMap<String, WengLinRating> {
    rate(rows, |_, _| {})
}

/// Rates the games of `rows` (end order) on from `ratings`, the ratings
/// after the games before them, telling `rated` each seat's new shown
/// rating as it is made: what keeps a chart of ratings over time without
/// rating every game again when a few more end.
pub fn rate_on(
    ratings: &mut HashMap<String, WengLinRating>,
    rows: &[PlayerResult],
    mut rated: impl FnMut(&PlayerResult, f64),
) {
    let start = std::mem::take(ratings);
    *ratings = rate_from(start, rows, |row, rating| rated(row, shown_rating(rating)));
}

/// [`ratings`], telling `rated` each seat's new rating as it is made.
fn rate(
    rows: &[PlayerResult],
    rated: impl FnMut(&PlayerResult, &WengLinRating),
) -> HashMap<String, WengLinRating> {
    rate_from(HashMap::new(), rows, rated)
}

/// [`rate`] on from `ratings`.
fn rate_from(
    mut ratings: HashMap<String, WengLinRating>,
    rows: &[PlayerResult],
    mut rated: impl FnMut(&PlayerResult, &WengLinRating),
) -> HashMap<String, WengLinRating> {
    let config = WengLinConfig::new();
    let mut start = 0;
    while start < rows.len() {
        let game: GameId = rows[start].game;
        let end = rows[start..]
            .iter()
            .position(|r| r.game != game)
            .map_or(rows.len(), |n| start + n);
        let seats = &rows[start..end];
        start = end;
        let (winners, losers): (Vec<&PlayerResult>, Vec<&PlayerResult>) =
            seats.iter().partition(|r| r.seat.won);
        if winners.is_empty() || losers.is_empty() {
            continue;
        }
        let current = |side: &[&PlayerResult]| -> Vec<WengLinRating> {
            side.iter()
                .map(|r| ratings.get(&r.seat.player).copied().unwrap_or_default())
                .collect()
        };
        let (won, lost) = weng_lin_two_teams(
            &current(&winners),
            &current(&losers),
            &Outcomes::WIN,
            &config,
        );
        for (row, rating) in winners.iter().zip(won).chain(losers.iter().zip(lost)) {
            rated(row, &rating);
            ratings.insert(row.seat.player.clone(), rating);
        }
    }
    ratings
}

/// The shown rating: the mean less three standard deviations, so a
/// newcomer's uncertain rating does not top the table.
pub fn shown_rating(rating: &WengLinRating) -> f64 {
    rating.rating - 3.0 * rating.uncertainty
}

/// Why a leaderboard entry comes after the one above it with the same win
/// rate.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Tie {
    /// Same win rate; more games played ranks higher.
    OnWinRate,
    /// Same win rate and games; the higher rating ranks higher.
    OnWinRateAndGames,
    /// Same win rate, games and rating: the same rank.
    Full,
}

/// A leaderboard line.
#[derive(Clone, Debug, PartialEq)]
pub struct Ranked {
    /// 1 for the top; equal for a full tie.
    pub rank: u32,
    /// The player's statistics (with their rating).
    pub stats: PlayerStats,
    /// How it ties with the entry above, if it does.
    pub tie: Option<Tie>,
}

/// The fewest games to be ranked.
pub const MIN_RANKED_GAMES: u32 = 5;

/// The most finished games any person (not a computer player) has among
/// `rows`: what a leaderboard with too high a minimum says it would take.
pub fn most_games_of_people(rows: &[PlayerResult]) -> u32 {
    let mut games: HashMap<&str, u32> = HashMap::new();
    for r in rows
        .iter()
        .filter(|r| r.seat.controller == Controller::Person)
    {
        *games.entry(&r.seat.player).or_default() += 1;
    }
    games.into_values().max().unwrap_or(0)
}

/// The leaderboard of the people in `rows` (end order) with at least
/// `min_games` games: by win rate, then games played, then rating. Ratings
/// are computed from all of `rows`. Computer players and external bots are
/// left out.
pub fn leaderboard(rows: &[PlayerResult], min_games: u32) -> Vec<Ranked> {
    let ratings = ratings(rows);
    // Each player's rows, in end order, gathered in one pass (a large
    // group has thousands of people); people are the players with a seat
    // a person played.
    let mut by_player: HashMap<&str, (bool, Vec<&PlayerResult>)> = HashMap::new();
    for row in rows {
        let (person, own) = by_player.entry(&row.seat.player).or_default();
        *person |= row.seat.controller == Controller::Person;
        own.push(row);
    }
    let mut entries: Vec<PlayerStats> = by_player
        .iter()
        .filter(|(_, (person, _))| *person)
        .filter_map(|(p, (_, own))| stats_of(own.iter().copied(), p))
        .filter(|s| s.total.games >= min_games)
        .map(|mut s| {
            s.rating = ratings.get(&s.player).map(shown_rating);
            s
        })
        .collect();
    entries.sort_by(|a, b| {
        by_win_rate(b, a)
            .then(b.total.games.cmp(&a.total.games))
            .then(by_rating(b, a))
            .then(a.name.cmp(&b.name))
            .then(a.player.cmp(&b.player))
    });
    let mut ranked: Vec<Ranked> = Vec::with_capacity(entries.len());
    for (i, stats) in entries.into_iter().enumerate() {
        let position = u32::try_from(i + 1).unwrap_or(u32::MAX);
        let (rank, tie) = match ranked.last() {
            Some(above) if by_win_rate(&above.stats, &stats) == Ordering::Equal => {
                if above.stats.total.games != stats.total.games {
                    (position, Some(Tie::OnWinRate))
                } else if by_rating(&above.stats, &stats) != Ordering::Equal {
                    (position, Some(Tie::OnWinRateAndGames))
                } else {
                    (above.rank, Some(Tie::Full))
                }
            }
            _ => (position, None),
        };
        ranked.push(Ranked { rank, stats, tie });
    }
    ranked
}

/// Compares win rates exactly (no rounding).
fn by_win_rate(a: &PlayerStats, b: &PlayerStats) -> Ordering {
    let left = u64::from(a.total.wins) * u64::from(b.total.games);
    let right = u64::from(b.total.wins) * u64::from(a.total.games);
    left.cmp(&right)
}

/// Compares ratings as shown (one decimal), so a difference nobody can see
/// counts as a tie.
fn by_rating(a: &PlayerStats, b: &PlayerStats) -> Ordering {
    let shown = |s: &PlayerStats| s.rating.map(|r| (r * 10.0).round() as i64);
    shown(a).cmp(&shown(b))
}

/// One finished game played in a mode, as [`mode_games`] reads it from its
/// seats' results: what a mode's real balance is counted from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ModeGame {
    /// The game.
    pub game: GameId,
    /// The mode's name.
    pub mode: String,
    /// How many seats it had.
    pub seats: u32,
    /// The teams of the seats that won (`village`).
    pub winners: std::collections::BTreeSet<String>,
}

/// The games among `rows` that were played in a mode and had a person at
/// the table, one each, in the order their first seat comes. Games only
/// computer players played are left out: they are the simulation, not
/// what groups really played.
pub fn mode_games(rows: &[PlayerResult]) -> Vec<ModeGame> {
    let mut games: Vec<(ModeGame, bool)> = Vec::new();
    let mut index: HashMap<GameId, usize> = HashMap::new();
    for row in rows {
        let Some(mode) = &row.seat.mode else {
            continue;
        };
        let at = *index.entry(row.game).or_insert_with(|| {
            games.push((
                ModeGame {
                    game: row.game,
                    mode: mode.clone(),
                    seats: 0,
                    winners: Default::default(),
                },
                false,
            ));
            games.len() - 1
        });
        let (game, people) = &mut games[at];
        game.seats += 1;
        if row.seat.won {
            game.winners.insert(row.seat.team.clone());
        }
        *people |= row.seat.controller == Controller::Person;
    }
    games
        .into_iter()
        .filter_map(|(game, people)| people.then_some(game))
        .collect()
}
