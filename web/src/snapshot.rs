//! What the pages compute from every result, kept between requests: which
//! person each player address names, how many players and games there
//! are, everyone's rating over time (the Weng-Lin rating of one game
//! depends on every game before it), and the results behind the groups'
//! leaderboards, kept compact.
//!
//! Computing it reads every result (seconds on a large database), so it
//! is computed once and then brought up to date: every [`CHECK_EVERY`]
//! the pages look whether games have ended, and rate only those on from
//! the kept ratings. A change of the groups with pages on or of linked
//! accounts computes it all again at once, and so does a result stored
//! out of its end order (several processes' results may arrive a little
//! late), which would otherwise be rated after games that ended later. A
//! rating on a player page, or a group's leaderboard, may thus be a few
//! seconds old.

use narrator_chat::Games;
use narrator_chat::links::{self, Links};
use narrator_chat::pages::{self, GroupPages};
use narrator_lock::LockExt;
use narrator_store::stats::{self, Rating};
use narrator_store::{
    Controller, GameId, PlayerResult, ResultFilter, ResultsStamp, SeatResult, SiteTotals, Store,
    StoreError,
};
use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::Arc;
use std::time::{Duration, Instant};
use tokio::sync::Mutex;

/// How often the pages look whether games have ended.
const CHECK_EVERY: Duration = Duration::from_secs(5);
/// How long results are read back before the last one taken in, for one
/// another process wrote late.
const OVERLAP_MS: i64 = 60_000;

/// The kept computation.
#[derive(Clone, Debug, Default)]
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
    /// Per game and preset (`(kind, preset)`, as results file them):
    /// games won, and how many each side won.
    pub modes: BTreeMap<(String, String), Mode>,
}

/// How one game mode's games ended.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Mode {
    /// Games won by a side.
    pub games: u32,
    /// Per side's stable name: games it won.
    pub wins: BTreeMap<String, u32>,
}

/// What a snapshot was computed from.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Stamp {
    results: ResultsStamp,
    groups: Vec<GroupPages>,
    persons: Vec<(String, String)>,
}

/// The snapshot with what bringing it up to date needs.
struct Kept {
    snapshot: Arc<Snapshot>,
    stamp: Stamp,
    /// Per game: everyone's rating after the games taken in.
    ratings: HashMap<String, HashMap<String, Rating>>,
    /// Every platform identity with a finished game.
    identities: HashSet<String>,
    /// The games taken in that ended in the last [`OVERLAP_MS`] before the
    /// latest, and when that was.
    recent: HashSet<GameId>,
    latest_ms: i64,
    /// How many games had ended before the stretch read again (by their
    /// end times) when the last were taken in: more now means a game was
    /// stored late, out of its end order.
    before: i64,
}

/// The snapshot, shared by every request of a site.
pub(crate) struct Snapshots {
    /// What requests read, and when it was last looked at.
    current: std::sync::Mutex<Option<(Arc<Snapshot>, Instant)>>,
    /// What bringing it up to date needs; held while that runs.
    kept: Mutex<Option<Kept>>,
    /// How often to look whether games have ended.
    check_every: Duration,
    /// Computations of everything so far (the others were updates).
    fulls: std::sync::atomic::AtomicUsize,
}

impl Default for Snapshots {
    fn default() -> Snapshots {
        Snapshots::checking_every(CHECK_EVERY)
    }
}

impl Snapshots {
    /// Snapshots that look whether games have ended every `check_every`.
    pub(crate) fn checking_every(check_every: Duration) -> Snapshots {
        Snapshots {
            current: std::sync::Mutex::new(None),
            kept: Mutex::new(None),
            check_every,
            fulls: std::sync::atomic::AtomicUsize::new(0),
        }
    }

    /// How many times everything was computed.
    #[cfg(test)]
    pub(crate) fn fulls(&self) -> usize {
        self.fulls.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// The current snapshot. When it is due, it is brought up to date in
    /// the background: a visitor never waits for that, only the first
    /// ever waits for the first computation.
    pub(crate) async fn get(
        self: &Arc<Self>,
        store: &Store,
        games: &Games,
    ) -> Result<Arc<Snapshot>, StoreError> {
        let due = {
            let mut current = self.current.lock_or_recover();
            match current.as_mut() {
                Some((snapshot, checked)) => {
                    let due = checked.elapsed() >= self.check_every;
                    if due {
                        // One look a period, whoever asks.
                        *checked = Instant::now();
                    }
                    Some((snapshot.clone(), due))
                }
                None => None,
            }
        };
        match due {
            Some((snapshot, false)) => Ok(snapshot),
            Some((snapshot, true)) => {
                let (this, store, games) = (self.clone(), store.clone(), games.clone());
                tokio::spawn(async move {
                    if let Err(e) = this.refresh(&store, &games).await {
                        tracing::warn!("the pages' snapshot was not brought up to date: {e}");
                    }
                });
                Ok(snapshot)
            }
            None => self.refresh(store, games).await,
        }
    }

    /// Brings the snapshot up to date now: takes in the games that ended,
    /// or computes everything when it must.
    pub(crate) async fn refresh(
        &self,
        store: &Store,
        games: &Games,
    ) -> Result<Arc<Snapshot>, StoreError> {
        // One refresh at a time; a second waits and finds it done.
        let mut kept = self.kept.lock().await;
        let snapshot = match kept.as_mut() {
            Some(k) => {
                let stamp = stamp(store).await?;
                let settings_same =
                    stamp.groups == k.stamp.groups && stamp.persons == k.stamp.persons;
                if stamp == k.stamp {
                    Some(k.snapshot.clone())
                } else if settings_same && update(store, games, k).await? {
                    k.stamp = stamp;
                    Some(k.snapshot.clone())
                } else {
                    None
                }
            }
            None => None,
        };
        let snapshot = match snapshot {
            Some(snapshot) => snapshot,
            None => {
                let stamp = stamp(store).await?;
                let started = Instant::now();
                let computed = compute(store, games, stamp).await?;
                self.fulls
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                tracing::info!(
                    secs = started.elapsed().as_secs_f64(),
                    "the pages' snapshot was computed from every result"
                );
                let snapshot = computed.snapshot.clone();
                *kept = Some(computed);
                snapshot
            }
        };
        *self.current.lock_or_recover() = Some((snapshot.clone(), Instant::now()));
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

/// Everything, from every result.
async fn compute(store: &Store, games: &Games, stamp: Stamp) -> Result<Kept, StoreError> {
    let persons: HashMap<String, String> = stamp.persons.iter().cloned().collect();
    let mut kept = Kept {
        snapshot: Arc::new(Snapshot {
            groups: stamp.groups.clone(),
            persons,
            ..Snapshot::default()
        }),
        stamp,
        ratings: HashMap::new(),
        identities: HashSet::new(),
        recent: HashSet::new(),
        latest_ms: i64::MIN,
        before: 0,
    };
    take_in(store, games, &mut kept, None).await?;
    Ok(kept)
}

/// Takes in the games that ended since the last taken in; `false` when
/// one ended before them (everything must be computed again).
async fn update(store: &Store, games: &Games, kept: &mut Kept) -> Result<bool, StoreError> {
    let since = kept.latest_ms.saturating_sub(OVERLAP_MS);
    if store.finished_before(since).await? != kept.before {
        return Ok(false);
    }
    take_in(store, games, kept, Some(since)).await
}

/// Reads the results that ended at or after `since_ms` (all: `None`) and
/// adds those not taken in yet; `false`, changing nothing, when one of
/// them ended before the latest taken in.
async fn take_in(
    store: &Store,
    games: &Games,
    kept: &mut Kept,
    since_ms: Option<i64>,
) -> Result<bool, StoreError> {
    let mut read: Vec<(String, Vec<PlayerResult>)> = Vec::new();
    for game in games.iter() {
        let filter = ResultFilter {
            kind: Some(game.word().to_owned()),
            since_ms,
            ..ResultFilter::default()
        };
        let mut rows = store.player_results(&filter).await?;
        rows.retain(|r| !kept.recent.contains(&r.game));
        if rows.iter().any(|r| r.finished_at_ms < kept.latest_ms) {
            return Ok(false);
        }
        read.push((game.word().to_owned(), rows));
    }
    let key = pages::player_key(store).await?;
    let totals = store.site_totals().await?;
    let snapshot = Arc::make_mut(&mut kept.snapshot);
    snapshot.totals = totals;
    let shown: HashSet<String> = snapshot.groups.iter().map(|g| g.place.clone()).collect();
    for (word, mut rows) in read {
        for row in &mut rows {
            kept.identities.insert(row.seat.player.clone());
            row.seat.player = links::canonical(&snapshot.persons, &row.seat.player);
            if shown.contains(&row.place) {
                let token = pages::player_token(&key, &row.seat.player);
                snapshot.players.insert(token, row.seat.player.clone());
            }
        }
        let ratings = kept.ratings.entry(word.clone()).or_default();
        let histories = snapshot.ratings.entry(word.clone()).or_default();
        stats::rate_on(ratings, &rows, |row, rating| {
            histories
                .entry(row.seat.player.clone())
                .or_default()
                .push((row.finished_at_ms, rating));
        });
        snapshot.results.entry(word).or_default().extend(&rows);
        // Each game once, by its winning side (rows come game by game).
        let mut last = None;
        for row in rows.iter().filter(|r| r.seat.won) {
            if last == Some(row.game) {
                continue;
            }
            last = Some(row.game);
            let mode = snapshot
                .modes
                .entry((row.seat.kind.clone(), row.seat.preset.clone()))
                .or_default();
            mode.games += 1;
            *mode.wins.entry(row.seat.team.clone()).or_default() += 1;
        }
        for row in &rows {
            if row.finished_at_ms > kept.latest_ms {
                kept.latest_ms = row.finished_at_ms;
            }
        }
        for row in &rows {
            kept.recent.insert(row.game);
        }
    }
    snapshot.identities = kept.identities.len();
    kept.before = store
        .finished_before(kept.latest_ms.saturating_sub(OVERLAP_MS))
        .await?;
    // Only the games of the last stretch are needed to skip them again.
    let latest = kept.latest_ms;
    let all = std::mem::take(&mut kept.recent);
    kept.recent = all
        .into_iter()
        .filter(|g| {
            snapshot
                .results
                .values()
                .any(|r| r.ended_after(*g, latest.saturating_sub(OVERLAP_MS)))
        })
        .collect();
    Ok(true)
}

/// Seat results kept compact: each text once, each seat in a few bytes
/// (a large database holds hundreds of thousands of seats).
#[derive(Clone, Debug, Default)]
pub(crate) struct Results {
    /// Every text the seats name (players, names, places, roles…).
    texts: Vec<String>,
    /// Each text's index in `texts`.
    index: HashMap<String, u32>,
    /// Each place's seats, in end order.
    by_place: HashMap<String, Vec<Seat>>,
    /// When each game taken in ended.
    ended: HashMap<GameId, i64>,
}

/// One seat's result; texts by their index in [`Results::texts`].
#[derive(Clone, Debug)]
struct Seat {
    game: i64,
    finished_at_ms: i64,
    seat: u32,
    died_phase: Option<u32>,
    player: u32,
    name: u32,
    kind: u32,
    preset: u32,
    mode: Option<u32>,
    role: u32,
    team: u32,
    won: bool,
    survived: bool,
    afk: bool,
    controller: Controller,
}

impl Results {
    /// Adds `rows` (in end order, after those already kept).
    fn extend(&mut self, rows: &[PlayerResult]) {
        for row in rows {
            let s = &row.seat;
            let seat = Seat {
                game: row.game,
                finished_at_ms: row.finished_at_ms,
                seat: s.seat,
                died_phase: s.died_phase,
                player: self.text(&s.player),
                name: self.text(&s.name),
                kind: self.text(&s.kind),
                preset: self.text(&s.preset),
                mode: s.mode.as_deref().map(|m| self.text(m)),
                role: self.text(&s.role),
                team: self.text(&s.team),
                won: s.won,
                survived: s.survived,
                afk: s.afk,
                controller: s.controller,
            };
            self.ended.insert(row.game, row.finished_at_ms);
            self.by_place
                .entry(row.place.clone())
                .or_default()
                .push(seat);
        }
    }

    /// Whether `game` is kept and ended at or after `since_ms`.
    fn ended_after(&self, game: GameId, since_ms: i64) -> bool {
        self.ended.get(&game).is_some_and(|at| *at >= since_ms)
    }

    /// A text's index, kept once.
    fn text(&mut self, text: &str) -> u32 {
        if let Some(i) = self.index.get(text) {
            return *i;
        }
        let i = u32::try_from(self.texts.len()).unwrap_or(u32::MAX);
        self.texts.push(text.to_owned());
        self.index.insert(text.to_owned(), i);
        i
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
                    mode: s.mode.map(text),
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

#[cfg(test)]
mod tests {
    use super::*;
    use narrator_store::NewGame;

    const PLACE: &str = "telegram:-1";
    const DAY_MS: i64 = 86_400_000;

    /// A finished game of four people on `day`, players `first`..`first+4`,
    /// the first two winning.
    async fn game(store: &Store, day: i64, first: u32) {
        let id = store
            .create_game(NewGame {
                kind: "mafia".into(),
                surface: PLACE.into(),
                setup_json: "{}".into(),
                created_at_ms: day * DAY_MS - 1,
            })
            .await
            .unwrap();
        let seats = (0..4)
            .map(|i| SeatResult {
                seat: i,
                player: format!("telegram:{}", first + i),
                name: format!("P{}", first + i),
                kind: "mafia".into(),
                preset: "classic".into(),
                mode: None,
                role: if i < 2 { "villager" } else { "mafioso" }.into(),
                team: if i < 2 { "village" } else { "mafia" }.into(),
                won: i < 2,
                survived: true,
                died_phase: None,
                afk: false,
                controller: Controller::Person,
            })
            .collect();
        store
            .finish_game_with(id, "{}".into(), day * DAY_MS, seats)
            .await
            .unwrap();
    }

    /// What two snapshots must agree on.
    fn seen(s: &Snapshot) -> impl PartialEq + std::fmt::Debug + use<> {
        let mut ratings: Vec<(String, Vec<(i64, i64)>)> = s.ratings["mafia"]
            .iter()
            .map(|(p, h)| {
                (
                    p.clone(),
                    h.iter().map(|(t, r)| (*t, (r * 1e6) as i64)).collect(),
                )
            })
            .collect();
        ratings.sort();
        let rows: Vec<(GameId, u32, String)> = s.results["mafia"]
            .of(PLACE, None, None)
            .into_iter()
            .map(|r| (r.game, r.seat.seat, r.seat.player))
            .collect();
        let mut players: Vec<(String, String)> = s.players.clone().into_iter().collect();
        players.sort();
        (
            ratings,
            rows,
            players,
            s.identities,
            s.totals,
            s.modes.clone(),
        )
    }

    #[tokio::test]
    async fn games_that_end_later_are_taken_in_as_a_full_computation_would() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        pages::turn_on(&store, PLACE, None).await.unwrap().unwrap();
        let games = Games::standard();
        let kept = Snapshots::checking_every(Duration::ZERO);
        for (day, first) in [(1, 0), (2, 2), (3, 1)] {
            game(&store, day, first).await;
        }
        let before = kept.refresh(&store, &games).await.unwrap();
        assert_eq!(before.identities, 6);
        // Two more games end: taken in without computing everything again.
        game(&store, 4, 3).await;
        game(&store, 5, 0).await;
        let after = kept.refresh(&store, &games).await.unwrap();
        assert_eq!(kept.fulls(), 1, "an update, not a full computation");
        let fresh = Snapshots::checking_every(Duration::ZERO);
        let full = fresh.refresh(&store, &games).await.unwrap();
        assert_eq!(seen(&after), seen(&full));
        assert_ne!(seen(&before), seen(&after));
        // A game that ended long before the latest: everything again.
        game(&store, 2, 5).await;
        let late = kept.refresh(&store, &games).await.unwrap();
        assert_eq!(kept.fulls(), 2);
        let fresh = Snapshots::checking_every(Duration::ZERO);
        let full = fresh.refresh(&store, &games).await.unwrap();
        assert_eq!(seen(&late), seen(&full));
        // Nothing changed: the same snapshot.
        let again = kept.refresh(&store, &games).await.unwrap();
        assert!(Arc::ptr_eq(&late, &again));
        // A visitor gets the snapshot at once; a due look runs beside.
        let kept = Arc::new(kept);
        let shown = kept.get(&store, &games).await.unwrap();
        assert!(Arc::ptr_eq(&late, &shown));
    }
}
