//! Which game plays in which place, shared by the front (commands look up
//! a place's game) and the surface (deliveries look up a game's place).

use narrator_engine::{GameConfig, GameKind};
use narrator_i18n::Lang;
use narrator_store::GameId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// What the surface needs to know about a game's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceInfo {
    /// The place key (`telegram:-100…`), also the game's stored surface.
    pub key: String,
    /// The lobby's title ("Mafia (classic)").
    pub title: String,
    /// Seats allowed.
    pub seats: (u8, u8),
    /// Which game plays there (to find its registration).
    pub kind: GameKind,
    /// The place's language, for what the front posts there.
    pub lang: Lang,
}

impl PlaceInfo {
    /// A game of `config` played at `key`.
    pub fn new(key: &str, config: &GameConfig, lang: Lang) -> PlaceInfo {
        PlaceInfo {
            key: key.to_string(),
            title: config.title(),
            seats: config.seat_range(),
            kind: config.kind(),
            lang,
        }
    }
}

#[derive(Default)]
struct Maps {
    by_game: HashMap<GameId, PlaceInfo>,
    by_place: HashMap<String, GameId>,
}

/// The shared map; cheap to clone.
#[derive(Clone, Default)]
pub struct Registry(Arc<Mutex<Maps>>);

impl Registry {
    fn maps(&self) -> std::sync::MutexGuard<'_, Maps> {
        self.0.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// Records that `game` plays in `info.key`.
    pub fn insert(&self, game: GameId, info: PlaceInfo) {
        let mut m = self.maps();
        m.by_place.insert(info.key.clone(), game);
        m.by_game.insert(game, info);
    }

    /// Forgets a finished game.
    pub fn remove(&self, game: GameId) {
        let mut m = self.maps();
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
