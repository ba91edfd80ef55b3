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
//! a game every few seconds). A rating on a player page may thus be up to
//! a minute old.

use narrator_chat::Games;
use narrator_chat::links::{self, Links};
use narrator_chat::pages::{self, GroupPages};
use narrator_store::stats;
use narrator_store::{ResultFilter, ResultsStamp, SiteTotals, Store, StoreError};
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
    for game in games.iter() {
        let filter = ResultFilter {
            kind: Some(game.word().to_owned()),
            ..ResultFilter::default()
        };
        let mut rows = store.player_results(&filter).await?;
        let persons = persons.clone();
        // Seconds of arithmetic on a large database: off the async threads.
        let histories = tokio::task::spawn_blocking(move || {
            for row in &mut rows {
                row.seat.player = links::canonical(&persons, &row.seat.player);
            }
            stats::rating_histories(&rows)
        })
        .await
        .unwrap_or_else(|e| {
            tracing::error!("computing ratings failed: {e}");
            HashMap::new()
        });
        ratings.insert(game.word().to_owned(), histories);
    }
    Ok(Snapshot {
        players,
        identities: identities.len(),
        totals: store.site_totals().await?,
        ratings,
        groups: stamp.groups.clone(),
        persons,
    })
}
