//! What the pages compute from every result, kept between requests: which
//! person each player address names, how many players and games there
//! are, and
//! everyone's rating over time (the Weng-Lin rating of one game depends
//! on every game before it, so it is computed from all results at once).
//!
//! Computing it reads every result, so it is kept: the pages check at
//! most every [`CHECK_EVERY`] whether anything changed; a change of the
//! groups with pages on or of linked accounts is taken at once, while new
//! results are taken at most every [`RECOMPUTE_EVERY`] (a busy bot ends
//! a game every few seconds). A rating on a player page, and a group's
//! leaderboard, may thus be up to a minute old.

use narrator_chat::Games;
use narrator_chat::links::{self, Links};
use narrator_chat::pages::{self, GroupPages};
use narrator_store::stats;
use narrator_store::{
    Controller, PlayerResult, ResultFilter, ResultsStamp, SeatResult, SiteTotals, Store, StoreError,
};
use std::collections::{HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// How often the pages look whether the results changed.
const CHECK_EVERY: Duration = Duration::from_secs(5);
/// How often new results are taken in at most.
const RECOMPUTE_EVERY: Duration = Duration::from_secs(60);

/// The kept computation.
#[derive(Debug, Default)]
pub(crate) struct Snapshot {
    /// Player address part → the person it names: every person who
    /// finished a game in a group with pages on.
    pub players: HashMap<String, String>,
    /// Different platform identities with a finished game, anywhere.
    pub identities: usize,
    /// The games played to an end and running when it was computed.
    pub totals: SiteTotals,
    /// Per game (its command word), per person: the rating after each
    /// rated game, as `(finished_at_ms, rating)`.
    pub ratings: HashMap<String, HashMap<String, Vec<(i64, f64)>>>,
    /// Per game (its command word): every seat's result, by place, each
    /// seat under the person it counts as.
    pub results: HashMap<String, Results>,
    /// The groups with pages on.
    pub groups: Vec<GroupPages>,
    /// Linked identity → the person it counts as.
    pub persons: HashMap<String, String>,
}

/// What a snapshot was computed from.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Stamp {
    results: ResultsStamp,
    groups: Vec<GroupPages>,
    persons: Vec<(String, String)>,
}

struct Kept {
    snapshot: Arc<Snapshot>,
    stamp: Stamp,
    checked: Instant,
    computed: Instant,
}

/// The snapshot, shared by every request of a site.
#[derive(Default)]
pub(crate) struct Snapshots {
    kept: Mutex<Option<Kept>>,
}

impl Snapshots {
    /// The current snapshot, computed again when it is due.
    pub(crate) async fn get(
        &self,
        store: &Store,
        games: &Games,
    ) -> Result<Arc<Snapshot>, StoreError> {
        // One request computes; the others wait for its result.
        let mut kept = self.kept.lock().await;
        if let Some(k) = kept.as_mut() {
            if k.checked.elapsed() < CHECK_EVERY {
                return Ok(k.snapshot.clone());
            }
            let stamp = stamp(store).await?;
            k.checked = Instant::now();
            let settings_same = stamp.groups == k.stamp.groups && stamp.persons == k.stamp.persons;
            if stamp == k.stamp || (settings_same && k.computed.elapsed() < RECOMPUTE_EVERY) {
                return Ok(k.snapshot.clone());
            }
        }
        let stamp = stamp(store).await?;
        let snapshot = Arc::new(compute(store, games, &stamp).await?);
        *kept = Some(Kept {
            snapshot: snapshot.clone(),
            stamp,
            checked: Instant::now(),
            computed: Instant::now(),
        });
        Ok(snapshot)
    }
}

async fn stamp(store: &Store) -> Result<Stamp, StoreError> {
    let mut persons: Vec<(String, String)> = Links::new(store.clone())
        .persons()
        .await?
        .into_iter()
        .collect();
    persons.sort();
    Ok(Stamp {
        results: store.results_stamp().await?,
        groups: pages::all(store).await?,
        persons,
    })
}

async fn compute(store: &Store, games: &Games, stamp: &Stamp) -> Result<Snapshot, StoreError> {
    let persons: HashMap<String, String> = stamp.persons.iter().cloned().collect();
    let key = pages::player_key(store).await?;
    let shown: HashSet<&str> = stamp.groups.iter().map(|g| g.place.as_str()).collect();
    let mut players = HashMap::new();
    let mut identities = HashSet::new();
    for (player, place) in store.players_by_place().await? {
        if shown.contains(place.as_str()) {
            let person = links::canonical(&persons, &player);
            players.insert(pages::player_token(&key, &person), person);
        }
        identities.insert(player);
    }
    let mut ratings = HashMap::new();
    let mut results = HashMap::new();
    for game in games.iter() {
        let filter = ResultFilter {
            kind: Some(game.word().to_owned()),
            ..ResultFilter::default()
        };
        let mut rows = store.player_results(&filter).await?;
        let persons = persons.clone();
        // Seconds of arithmetic on a large database: off the async threads.
        let (histories, kept) = tokio::task::spawn_blocking(move || {
            for row in &mut rows {
                row.seat.player = links::canonical(&persons, &row.seat.player);
            }
            (stats::rating_histories(&rows), Results::new(&rows))
        })
        .await
        .unwrap_or_else(|e| {
            tracing::error!("computing ratings failed: {e}");
            (HashMap::new(), Results::default())
        });
        ratings.insert(game.word().to_owned(), histories);
        results.insert(game.word().to_owned(), kept);
    }
    Ok(Snapshot {
        players,
        identities: identities.len(),
        totals: store.site_totals().await?,
        ratings,
        results,
        groups: stamp.groups.clone(),
        persons,
    })
}

/// Seat results kept compact: each text once, each seat in a few bytes
/// (a large database holds hundreds of thousands of seats).
#[derive(Debug, Default)]
pub(crate) struct Results {
    /// Every text the seats name (players, names, places, roles…).
    texts: Vec<String>,
    /// Each place's seats, in end order.
    by_place: HashMap<String, Vec<Seat>>,
}

/// One seat's result; texts by their index in [`Results::texts`].
#[derive(Debug)]
struct Seat {
    game: i64,
    finished_at_ms: i64,
    seat: u32,
    died_phase: Option<u32>,
    player: u32,
    name: u32,
    kind: u32,
    preset: u32,
    role: u32,
    team: u32,
    won: bool,
    survived: bool,
    afk: bool,
    controller: Controller,
}

impl Results {
    /// Keeps `rows` (in end order).
    fn new(rows: &[PlayerResult]) -> Results {
        let mut texts: Vec<String> = Vec::new();
        let mut index: HashMap<String, u32> = HashMap::new();
        let mut text = |t: &str| -> u32 {
            if let Some(i) = index.get(t) {
                return *i;
            }
            let i = u32::try_from(texts.len()).unwrap_or(u32::MAX);
            texts.push(t.to_owned());
            index.insert(t.to_owned(), i);
            i
        };
        let mut by_place: HashMap<String, Vec<Seat>> = HashMap::new();
        for row in rows {
            let s = &row.seat;
            let seat = Seat {
                game: row.game,
                finished_at_ms: row.finished_at_ms,
                seat: s.seat,
                died_phase: s.died_phase,
                player: text(&s.player),
                name: text(&s.name),
                kind: text(&s.kind),
                preset: text(&s.preset),
                role: text(&s.role),
                team: text(&s.team),
                won: s.won,
                survived: s.survived,
                afk: s.afk,
                controller: s.controller,
            };
            by_place.entry(row.place.clone()).or_default().push(seat);
        }
        Results { texts, by_place }
    }

    /// The seats of `place`, of `preset` only when given, that ended at
    /// or after `since_ms` when given, in end order.
    pub(crate) fn of(
        &self,
        place: &str,
        preset: Option<&str>,
        since_ms: Option<i64>,
    ) -> Vec<PlayerResult> {
        let text = |i: u32| self.texts.get(i as usize).cloned().unwrap_or_default();
        self.by_place
            .get(place)
            .into_iter()
            .flatten()
            .filter(|s| since_ms.is_none_or(|since| s.finished_at_ms >= since))
            .filter(|s| {
                preset.is_none_or(|p| self.texts.get(s.preset as usize).is_some_and(|t| t == p))
            })
            .map(|s| PlayerResult {
                game: s.game,
                place: place.to_owned(),
                finished_at_ms: s.finished_at_ms,
                seat: SeatResult {
                    seat: s.seat,
                    player: text(s.player),
                    name: text(s.name),
                    kind: text(s.kind),
                    preset: text(s.preset),
                    role: text(s.role),
                    team: text(s.team),
                    won: s.won,
                    survived: s.survived,
                    died_phase: s.died_phase,
                    afk: s.afk,
                    controller: s.controller,
                },
            })
            .collect()
    }
}
