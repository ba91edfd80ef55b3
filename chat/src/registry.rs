//! Which game plays in which place, shared by the front (commands look up
//! a place's game) and the surface (deliveries look up a game's place).

use narrator_engine::rejection::Title;
use narrator_engine::{GameConfig, GameKind, PlayerId, SeatInfo};
use narrator_i18n::Lang;
use narrator_lock::LockExt;
use narrator_store::{GameId, Store};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What the surface needs to know about a game's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceInfo {
    /// The place key (`telegram:-100…`), also the game's stored surface.
    pub key: String,
    /// The game as its lobby names it (rendered in the place's language).
    pub title: Title,
    /// Seats allowed.
    pub seats: (u8, u8),
    /// Which game plays there (to find its registration).
    pub kind: GameKind,
    /// The place's language, for what the front posts there.
    pub lang: Lang,
    /// Whether the running game's lobby message offers a Watch button.
    pub watchable: bool,
    /// The game's settings (what its lobby message says of the deal).
    pub config: Arc<GameConfig>,
}

impl PlaceInfo {
    /// A game of `config` played at `key`.
    pub fn new(key: &str, config: &GameConfig, lang: Lang) -> PlaceInfo {
        PlaceInfo {
            key: key.to_string(),
            title: config.lobby_title(),
            seats: config.seat_range(),
            kind: config.kind(),
            lang,
            watchable: config.spectators(),
            config: Arc::new(config.clone()),
        }
    }
}

#[derive(Default)]
struct Maps {
    by_game: HashMap<GameId, PlaceInfo>,
    by_place: HashMap<String, GameId>,
    /// Who sits at each game, and the games each person sits at: a
    /// private message finds its game without asking every game.
    players_of: HashMap<GameId, Vec<PlayerId>>,
    games_of: HashMap<PlayerId, Vec<GameId>>,
    /// Spectators of each game, and the games each person watches.
    watchers_of: HashMap<GameId, Vec<PlayerId>>,
    watching: HashMap<PlayerId, Vec<GameId>>,
    /// With processes sharing the database: where newly seated and
    /// watching people are recorded, so a private message reaching
    /// another process finds their games.
    shared: Option<Store>,
}

impl Maps {
    fn unwatch(&mut self, game: GameId) {
        for player in self.watchers_of.remove(&game).unwrap_or_default() {
            if let Some(games) = self.watching.get_mut(&player) {
                games.retain(|g| *g != game);
                if games.is_empty() {
                    self.watching.remove(&player);
                }
            }
        }
    }

    fn unseat(&mut self, game: GameId) {
        for player in self.players_of.remove(&game).unwrap_or_default() {
            if let Some(games) = self.games_of.get_mut(&player) {
                games.retain(|g| *g != game);
                if games.is_empty() {
                    self.games_of.remove(&player);
                }
            }
        }
    }
}

/// The shared map; cheap to clone.
#[derive(Clone, Default)]
pub struct Registry(Arc<Mutex<Maps>>);

impl Registry {
    fn maps(&self) -> std::sync::MutexGuard<'_, Maps> {
        self.0.lock_or_recover()
    }

    /// Records who sits at and watches each game in `store` as well, for
    /// the other processes sharing it (see [`Store::note_people`]).
    pub fn share_people(&self, store: Store) {
        self.maps().shared = Some(store);
    }

    /// Writes newly seen people of `game` to the shared store, if any, in
    /// the background: a failure costs only a private message reaching
    /// another process its game.
    fn note(shared: Option<&Store>, game: GameId, people: Vec<String>) {
        let Some(store) = shared.cloned() else {
            return;
        };
        if people.is_empty() {
            return;
        }
        tokio::spawn(async move {
            if let Err(e) = store.note_people(game, &people).await {
                tracing::warn!(game, "cannot record who sits at the game: {e}");
            }
        });
    }

    /// Records that `game` plays in `info.key`.
    pub fn insert(&self, game: GameId, info: PlaceInfo) {
        let mut m = self.maps();
        m.by_place.insert(info.key.clone(), game);
        m.by_game.insert(game, info);
    }

    /// Records who sits at `game` now (its lobby's players, or its seats
    /// once started). Cheap when nothing changed, so every delivery may
    /// call it.
    pub fn seat(&self, game: GameId, seats: &[SeatInfo]) {
        let mut m = self.maps();
        let same = m.players_of.get(&game).is_some_and(|now| {
            now.len() == seats.len() && now.iter().zip(seats).all(|(p, s)| *p == s.player)
        });
        if same {
            return;
        }
        if m.shared.is_some() {
            let before = m.players_of.get(&game).map_or(&[][..], Vec::as_slice);
            let new: Vec<String> = seats
                .iter()
                .filter(|s| !before.contains(&s.player) && !s.player.is_external())
                .map(|s| s.player.0.clone())
                .collect();
            Self::note(m.shared.as_ref(), game, new);
        }
        m.unseat(game);
        let players: Vec<PlayerId> = seats.iter().map(|s| s.player.clone()).collect();
        for player in &players {
            let games = m.games_of.entry(player.clone()).or_default();
            if !games.contains(&game) {
                games.push(game);
            }
        }
        m.players_of.insert(game, players);
    }

    /// The games `player` sits at (or waits in the lobby of).
    pub fn games_of(&self, player: &PlayerId) -> Vec<GameId> {
        let m = self.maps();
        let seated = m.games_of.get(player).into_iter().flatten();
        let watched = m.watching.get(player).into_iter().flatten();
        seated.chain(watched).copied().collect()
    }

    /// Records that `player` watches `game` without a seat, so their
    /// private words find it.
    pub fn watch(&self, game: GameId, player: &PlayerId) {
        let mut m = self.maps();
        let watchers = m.watchers_of.entry(game).or_default();
        if watchers.contains(player) {
            return;
        }
        watchers.push(player.clone());
        m.watching.entry(player.clone()).or_default().push(game);
        Self::note(m.shared.as_ref(), game, vec![player.0.clone()]);
    }

    /// Forgets a finished game.
    pub fn remove(&self, game: GameId) {
        let mut m = self.maps();
        m.unseat(game);
        m.unwatch(game);
        if let Some(info) = m.by_game.remove(&game)
            && m.by_place.get(&info.key) == Some(&game)
        {
            m.by_place.remove(&info.key);
        }
    }

    /// The game playing in a place.
    pub fn game_in(&self, place: &str) -> Option<GameId> {
        self.maps().by_place.get(place).copied()
    }

    /// A game's place.
    pub fn place_of(&self, game: GameId) -> Option<PlaceInfo> {
        self.maps().by_game.get(&game).cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seats(ids: &[&str]) -> Vec<SeatInfo> {
        ids.iter()
            .map(|id| SeatInfo {
                player: PlayerId::new(*id),
                name: id.to_string(),
                computer: false,
            })
            .collect()
    }

    #[test]
    fn players_are_found_at_their_games_and_forgotten_with_them() {
        let r = Registry::default();
        let ann = PlayerId::new("t:1");
        r.seat(1, &seats(&["t:1", "t:2"]));
        r.seat(2, &seats(&["t:1"]));
        assert_eq!(r.games_of(&ann), vec![1, 2]);
        // Leaving a lobby takes the game off the player's list.
        r.seat(1, &seats(&["t:2"]));
        assert_eq!(r.games_of(&ann), vec![2]);
        assert_eq!(r.games_of(&PlayerId::new("t:2")), vec![1]);
        r.remove(2);
        assert!(r.games_of(&ann).is_empty());
        r.remove(1);
        assert!(r.games_of(&PlayerId::new("t:2")).is_empty());
        assert!(r.maps().games_of.is_empty() && r.maps().players_of.is_empty());
    }
}
