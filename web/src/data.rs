//! What each page shows, read from the store: which game, group or player
//! an address names (and whether this visitor may see it), and the rows
//! behind the tables. Rendering is `page::*`'s.

use crate::error::PageError;
use crate::replay::{self, ReplayError, Told};
use crate::snapshot::{Mode, Snapshots};
use narrator_chat::Games;
use narrator_chat::front::stats::Period;
use narrator_chat::links;
use narrator_chat::pages::{self, GroupPages};
use narrator_engine::{GameResult, Input, Timestamp};
use narrator_i18n::Lang;
use narrator_runtime::{GameRecord, InputEntry};
use narrator_store::stats::{self, MIN_RANKED_GAMES, PlayerStats, Ranked};
use narrator_store::{
    GameId, GameSummary, PlayerResult, ResultFilter, SiteTotals, Store, StoreError,
};
use std::collections::{BTreeMap, HashMap};

/// Games a group page lists.
const RECENT: u32 = 20;
/// Games a player page lists.
const PLAYER_RECENT: usize = 20;
/// The longest slug or player id looked up; anything longer names nothing.
const MAX_NAME: usize = 64;

/// The store and the games, shared by every request.
#[derive(Clone)]
pub(crate) struct Site {
    /// The database.
    pub store: Store,
    /// The games narrator plays (their words, presets and settings).
    pub games: Games,
    /// What is computed from every result, kept between requests.
    pub snapshots: std::sync::Arc<Snapshots>,
    /// Pictures of finished games, drawn once.
    pub drawn: std::sync::Arc<crate::drawn::Drawn>,
}

/// A game's page.
pub(crate) struct GamePage {
    /// The game's number.
    pub id: GameId,
    /// Its group's pages.
    pub group: GroupPages,
    /// What is shown of it.
    pub view: GameView,
}

/// What a game's page shows.
pub(crate) enum GameView {
    /// The whole story, secrets included.
    Finished {
        /// The replay.
        told: Box<Told>,
        /// When it ended.
        ended_ms: i64,
        /// The captions of the pictures it showed its group, in order.
        pictures: Vec<String>,
    },
    /// What its group saw: the game, who plays, the public story.
    Running {
        /// The game as its group saw it.
        seen: Box<replay::Seen>,
        /// When it was opened.
        started_ms: i64,
    },
}

/// One game in a list.
pub(crate) struct GameLine {
    /// Its number.
    pub id: GameId,
    /// Its page's path.
    pub path: String,
    /// Its kind and preset in words.
    pub game: String,
    /// When it ended (finished games) or was opened (running ones).
    pub when_ms: i64,
    /// How it ended, in words (finished games).
    pub winner: Option<String>,
}

/// The leaderboard a group page shows.
pub(crate) struct Board {
    /// The game's command word.
    pub word: &'static str,
    /// Its presets, for the choice.
    pub presets: &'static [&'static str],
    /// The preset chosen, if any.
    pub preset: Option<&'static str>,
    /// The period chosen.
    pub period: Period,
    /// The ranked players, each with their page's path.
    pub ranked: Vec<(Ranked, String)>,
    /// When nobody is ranked although games were played: the most games
    /// any person has (0: only computer players played).
    pub most: Option<u32>,
}

/// A group's page.
pub(crate) struct GroupPage {
    /// Its pages' settings.
    pub pages: GroupPages,
    /// The leaderboard asked for.
    pub board: Board,
    /// Its last finished games.
    pub recent: Vec<GameLine>,
    /// Its games being played.
    pub running: Vec<GameLine>,
    /// Each game's settings as players see them (`/WORD config`).
    pub settings: Vec<(&'static str, String)>,
}

/// A player's page.
pub(crate) struct PlayerPage {
    /// Their latest display name.
    pub name: String,
    /// Per game they played: statistics and their rating over time.
    pub kinds: Vec<KindStats>,
    /// Their last games in groups with public pages: (line, role, won).
    pub recent: Vec<(GameLine, String, bool)>,
}

/// A player's statistics in one game: its command word, the numbers, and
/// the rating after each rated game (`(finished_at_ms, rating)`).
pub(crate) type KindStats = (String, PlayerStats, Vec<(i64, f64)>);

/// The home page.
pub(crate) struct HomePage {
    /// The counts of games.
    pub totals: SiteTotals,
    /// Different players with a finished game.
    pub players: usize,
    /// Games being played in groups with public pages.
    pub running: Vec<GameLine>,
    /// Groups with public pages.
    pub groups: Vec<GroupPages>,
    /// How each game mode's games ended, everywhere.
    pub modes: Vec<((String, String), Mode)>,
    /// Each game's modes (Mafia's `town`…) with their simulated balance
    /// and their real games, everywhere.
    pub balance: Vec<narrator_chat::games::ModeLine>,
}

/// A game's stored setup and log, read for replay.
fn decode(
    stored: &narrator_store::StoredGame,
) -> Result<(GameRecord, Vec<(Input, Timestamp)>), String> {
    let record: GameRecord = serde_json::from_str(&stored.setup_json).map_err(|e| e.to_string())?;
    let mut inputs = Vec::with_capacity(stored.inputs.len());
    for row in &stored.inputs {
        let entry: InputEntry = serde_json::from_str(&row.input_json).map_err(|e| e.to_string())?;
        inputs.push((entry.input, Timestamp(row.at_ms)));
    }
    Ok((record, inputs))
}

/// Whether a name from an address can name anything at all.
fn plausible(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= MAX_NAME
        && name.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

impl Site {
    /// The page of game `id`, for a visitor who brought `key` (`?g=`).
    pub(crate) async fn game(
        &self,
        lang: Lang,
        id: GameId,
        key: Option<&str>,
    ) -> Result<GamePage, PageError> {
        let stored = match self.store.load_game(id).await {
            Ok(stored) => stored,
            Err(StoreError::UnknownGame(_)) => return Err(PageError::NotFound),
            Err(e) => return Err(e.into()),
        };
        let Some(group) = pages::of_place(&self.store, &stored.surface).await? else {
            return Err(PageError::NotFound);
        };
        if !group.public && key != Some(group.slug.as_str()) {
            return Err(PageError::NotFound);
        }
        let (record, inputs) = decode(&stored).map_err(|e| {
            tracing::error!(game = id, "a game's record does not read: {e}");
            PageError::NotFound
        })?;
        let view = match &stored.finished {
            Some(finished) => match replay::finished(lang, &record, &inputs) {
                Ok(told) => GameView::Finished {
                    told: Box::new(told),
                    ended_ms: finished.finished_at_ms,
                    pictures: self
                        .games
                        .of(record.setup.config.kind())
                        .map(|game| replay::pictures(lang, &record, &inputs, game.as_ref()))
                        .unwrap_or_default()
                        .into_iter()
                        .map(|(_, caption)| caption)
                        .collect(),
                },
                Err(ReplayError::Running) | Err(ReplayError::Broken(_)) => {
                    tracing::error!(game = id, "a finished game does not replay to its end");
                    return Err(PageError::NotFound);
                }
            },
            None => GameView::Running {
                seen: Box::new(replay::so_far(lang, &record, &inputs)),
                started_ms: stored.created_at_ms,
            },
        };
        Ok(GamePage { id, group, view })
    }

    /// Picture `n` (from 1) that finished game `id` showed its group, for
    /// a visitor who brought `key`, as PNG bytes.
    pub(crate) async fn picture(
        &self,
        id: GameId,
        key: Option<&str>,
        n: usize,
    ) -> Result<Vec<u8>, PageError> {
        let stored = match self.store.load_game(id).await {
            Ok(stored) => stored,
            Err(StoreError::UnknownGame(_)) => return Err(PageError::NotFound),
            Err(e) => return Err(e.into()),
        };
        let Some(group) = pages::of_place(&self.store, &stored.surface).await? else {
            return Err(PageError::NotFound);
        };
        // Pictures come with the end, like every secret.
        if stored.finished.is_none() || (!group.public && key != Some(group.slug.as_str())) {
            return Err(PageError::NotFound);
        }
        let draw = async {
            let (record, inputs) = decode(&stored).map_err(|_| PageError::NotFound)?;
            let game = self
                .games
                .of(record.setup.config.kind())
                .ok_or(PageError::NotFound)?;
            // The caption's language does not change the picture.
            let pictures = replay::pictures(Lang::En, &record, &inputs, game.as_ref());
            n.checked_sub(1)
                .and_then(|i| pictures.into_iter().nth(i))
                .map(|(picture, _)| picture.bytes().to_vec())
                .ok_or(PageError::NotFound)
        };
        let png = self.drawn.get(id, n, draw).await?;
        Ok(png.as_ref().clone())
    }

    /// A group's page with the leaderboard of `word`, `preset` and
    /// `period` (the same rules as `/WORD top`).
    pub(crate) async fn group(
        &self,
        lang: Lang,
        slug: &str,
        board: (Option<&str>, Option<&str>, Period),
        now_ms: i64,
    ) -> Result<GroupPage, PageError> {
        if !plausible(slug) {
            return Err(PageError::NotFound);
        }
        let Some(pages) = pages::of_slug(&self.store, slug).await? else {
            return Err(PageError::NotFound);
        };
        let (word, preset, period) = board;
        let game = match word {
            Some(word) => self.games.by_word(word).ok_or(PageError::BadRequest)?,
            None => self.games.iter().next().ok_or(PageError::NotFound)?,
        };
        let preset = match preset {
            Some(p) => Some(
                *game
                    .presets()
                    .iter()
                    .find(|q| **q == p)
                    .ok_or(PageError::BadRequest)?,
            ),
            None => None,
        };
        // The results kept in the snapshot: a large group's would take
        // longer to read than the whole page may.
        let snapshot = self.snapshots.get(&self.store, &self.games).await?;
        let rows = snapshot
            .results
            .get(game.word())
            .map(|r| r.of(&pages.place, preset, period.since(now_ms)))
            .unwrap_or_default();
        let key = pages::player_key(&self.store).await?;
        let ranked: Vec<(Ranked, String)> = stats::leaderboard(&rows, MIN_RANKED_GAMES)
            .into_iter()
            .map(|r| {
                let path = format!("/player/{}", pages::player_token(&key, &r.stats.player));
                (r, path)
            })
            .collect();
        let most =
            (ranked.is_empty() && !rows.is_empty()).then(|| stats::most_games_of_people(&rows));
        let recent = self
            .store
            .finished_summaries(&pages.place, RECENT)
            .await?
            .iter()
            .filter_map(|g| line(lang, &pages, g))
            .collect();
        let running = self.running_in(lang, &[&pages]).await?;
        let mut settings = Vec::new();
        for game in self.games.iter() {
            let stored = self
                .store
                .get_setting(&game.settings_scope(), &pages.place)
                .await?;
            if let Ok(config) = game.config(stored.as_deref(), None) {
                settings.push((game.word(), game.describe(lang, &config)));
            }
        }
        Ok(GroupPage {
            board: Board {
                word: game.word(),
                presets: game.presets(),
                preset,
                period,
                ranked,
                most,
            },
            pages,
            recent,
            running,
            settings,
        })
    }

    /// The games being played in `groups`, in one read.
    async fn running_in(
        &self,
        lang: Lang,
        groups: &[&GroupPages],
    ) -> Result<Vec<GameLine>, PageError> {
        let by_place: HashMap<&str, &GroupPages> =
            groups.iter().map(|g| (g.place.as_str(), *g)).collect();
        let surface = match groups {
            [one] => Some(one.place.as_str()),
            _ => None,
        };
        let mut lines = Vec::new();
        for (id, surface, setup) in self.store.running_games(surface).await? {
            let Some(group) = by_place.get(surface.as_str()) else {
                continue;
            };
            let Ok(record) = serde_json::from_str::<GameRecord>(&setup) else {
                continue;
            };
            lines.push(GameLine {
                id,
                path: group.game_path(id),
                game: replay::game_name(lang, &record.setup.config),
                when_ms: 0,
                winner: None,
            });
        }
        Ok(lines)
    }

    /// Results matching `filter`, each seat under the person it counts as.
    async fn results(
        &self,
        filter: &ResultFilter,
        persons: &HashMap<String, String>,
    ) -> Result<Vec<PlayerResult>, StoreError> {
        let mut rows = self.store.player_results(filter).await?;
        if !persons.is_empty() {
            for row in &mut rows {
                row.seat.player = links::canonical(persons, &row.seat.player);
            }
        }
        Ok(rows)
    }

    /// The page of the person whose address part is `token`: only people
    /// who finished a game in a group with pages on have one.
    pub(crate) async fn player(&self, lang: Lang, token: &str) -> Result<PlayerPage, PageError> {
        if !plausible(token) {
            return Err(PageError::NotFound);
        }
        let snapshot = self.snapshots.get(&self.store, &self.games).await?;
        let Some(person) = snapshot.players.get(token) else {
            return Err(PageError::NotFound);
        };
        let persons = &snapshot.persons;
        let shown: HashMap<&str, &GroupPages> = snapshot
            .groups
            .iter()
            .map(|g| (g.place.as_str(), g))
            .collect();
        // Every identity linked to the person counts as them; only games
        // in groups with pages on are shown.
        let mut identities: Vec<&String> = persons
            .iter()
            .filter(|(_, p)| *p == person)
            .map(|(id, _)| id)
            .collect();
        identities.push(person);
        identities.sort();
        identities.dedup();
        let mut rows = Vec::new();
        for id in identities {
            let filter = ResultFilter {
                player: Some(id.clone()),
                ..ResultFilter::default()
            };
            rows.extend(
                self.results(&filter, persons)
                    .await?
                    .into_iter()
                    .filter(|r| shown.contains_key(r.place.as_str())),
            );
        }
        rows.sort_by_key(|r| (r.finished_at_ms, r.game, r.seat.seat));
        let name = rows.last().map(|r| r.seat.name.clone()).unwrap_or_default();
        let mut by_kind: BTreeMap<String, Vec<PlayerResult>> = BTreeMap::new();
        for row in &rows {
            by_kind
                .entry(row.seat.kind.clone())
                .or_default()
                .push(row.clone());
        }
        let mut kinds = Vec::new();
        for (kind, own) in by_kind {
            let Some(mut stats) = stats::player_stats(&own, person) else {
                continue;
            };
            // The rating counts every game of the kind, as `/WORD stats`.
            let history = snapshot
                .ratings
                .get(&kind)
                .and_then(|r| r.get(person))
                .cloned()
                .unwrap_or_default();
            stats.rating = history.last().map(|(_, r)| *r);
            kinds.push((kind, stats, history));
        }
        let mut recent = Vec::new();
        for row in rows.iter().rev() {
            if recent.len() == PLAYER_RECENT {
                break;
            }
            // A secret group's games are counted, never linked.
            let Some(group) = shown.get(row.place.as_str()).filter(|g| g.public) else {
                continue;
            };
            let Some(summary) = self.store.game_summary(row.game).await? else {
                continue;
            };
            if let Some(line) = line(lang, group, &summary) {
                recent.push((line, row.seat.role.clone(), row.seat.won));
            }
        }
        Ok(PlayerPage {
            name,
            kinds,
            recent,
        })
    }

    /// The home page's facts.
    pub(crate) async fn home(&self, lang: Lang) -> Result<HomePage, PageError> {
        let snapshot = self.snapshots.get(&self.store, &self.games).await?;
        let totals = SiteTotals {
            running: self.store.running_count().await?,
            ..snapshot.totals
        };
        let groups: Vec<GroupPages> = snapshot
            .groups
            .iter()
            .filter(|g| g.public)
            .cloned()
            .collect();
        let public: Vec<&GroupPages> = groups.iter().collect();
        let running = self.running_in(lang, &public).await?;
        let mut balance = Vec::new();
        for game in self.games.iter() {
            if game.modes(lang, &[]).is_empty() {
                continue;
            }
            let played = self.store.mode_games(game.kind().code()).await?;
            balance.extend(game.modes(lang, &played));
        }
        Ok(HomePage {
            balance,
            modes: snapshot
                .modes
                .iter()
                .map(|(k, m)| (k.clone(), m.clone()))
                .collect(),
            totals,
            players: snapshot.identities,
            running,
            groups,
        })
    }
}

/// A finished game as a line of a list; `None` when its setup does not
/// read (left out with a warning).
fn line(lang: Lang, pages: &GroupPages, game: &GameSummary) -> Option<GameLine> {
    let record: GameRecord = match serde_json::from_str(&game.setup_json) {
        Ok(r) => r,
        Err(e) => {
            tracing::warn!(game = game.id, "left out of a list: {e}");
            return None;
        }
    };
    let finished = game.finished.as_ref()?;
    let result: Option<GameResult> = serde_json::from_str(&finished.result_json).ok();
    Some(GameLine {
        id: game.id,
        path: pages.game_path(game.id),
        game: replay::game_name(lang, &record.setup.config),
        when_ms: finished.finished_at_ms,
        winner: Some(replay::winner(lang, result.as_ref())),
    })
}
