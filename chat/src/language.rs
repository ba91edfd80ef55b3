//! Who reads which language. A place (group, server channel) has one, set
//! by its admins; a person reads private messages in their own: the one
//! they chose with `/language`, else the one their platform reports, else
//! the place's. A game fixes each player's language when they sit down and
//! the place's when it opens, and stores both, so neither changes during
//! the game, not even across a restart.

use crate::front::Caller;
use narrator_engine::PlayerId;
use narrator_i18n::Lang;
use narrator_lock::LockExt;
use narrator_runtime::{GameId, Store};
use narrator_store::StoreError;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Store scope of the language each person chose (key: player id).
const PERSON: &str = "person-language";
/// Store scope of the languages fixed for a game (keys: `GAME` for the
/// place, `GAME:PLAYER` for a player).
const GAME: &str = "game-language";

/// The languages of people and games; cheap to clone.
#[derive(Clone)]
pub struct Languages {
    store: Store,
    /// What was read or fixed, by store key of [`GAME`]: deliveries ask
    /// for every private message.
    fixed: Arc<Mutex<HashMap<String, Lang>>>,
}

impl Languages {
    /// Languages kept in `store`.
    pub fn new(store: Store) -> Languages {
        Languages {
            store,
            fixed: Arc::default(),
        }
    }

    /// The language `person` chose with `/language`, if any.
    pub async fn chosen(&self, person: &PlayerId) -> Option<Lang> {
        self.read(PERSON, &person.0).await
    }

    /// Remembers `person`'s choice for the games they join from now on.
    pub async fn choose(&self, person: &PlayerId, lang: Lang) -> Result<(), StoreError> {
        self.store.set_setting(PERSON, &person.0, lang.code()).await
    }

    /// The language `caller` reads privately now: chosen, else the
    /// platform's, else `fallback`.
    pub async fn private(&self, caller: &Caller, fallback: Lang) -> Lang {
        match self.chosen(&caller.id).await {
            Some(lang) => lang,
            None => caller.locale.unwrap_or(fallback),
        }
    }

    /// Fixes the language `player` reads `game` in, unless it already is.
    pub async fn fix_seat(&self, game: GameId, player: &PlayerId, lang: Lang) {
        self.fix(format!("{game}:{}", player.0), lang).await;
    }

    /// The language `player` reads `game` in; `fallback` for a seat that
    /// never fixed one (a game from before languages).
    pub async fn seat(&self, game: GameId, player: &PlayerId, fallback: Lang) -> Lang {
        self.fixed(format!("{game}:{}", player.0))
            .await
            .unwrap_or(fallback)
    }

    /// Fixes the language `game` speaks in its place, unless it already is.
    pub async fn fix_place(&self, game: GameId, lang: Lang) {
        self.fix(game.to_string(), lang).await;
    }

    /// The language `game` speaks in its place, if fixed.
    pub async fn place(&self, game: GameId) -> Option<Lang> {
        self.fixed(game.to_string()).await
    }

    /// Forgets what was cached for a finished game (the store keeps it).
    pub fn forget(&self, game: GameId) {
        let place = game.to_string();
        let seat = format!("{game}:");
        self.cache()
            .retain(|key, _| key != &place && !key.starts_with(&seat));
    }

    async fn fix(&self, key: String, lang: Lang) {
        if self.fixed(key.clone()).await.is_some() {
            return;
        }
        if let Err(e) = self.store.set_setting(GAME, &key, lang.code()).await {
            // The game goes on; a restart falls back to the place's.
            tracing::warn!(key, "cannot store a language: {e}");
        }
        self.cache().insert(key, lang);
    }

    async fn fixed(&self, key: String) -> Option<Lang> {
        if let Some(lang) = self.cache().get(&key) {
            return Some(*lang);
        }
        let lang = self.read(GAME, &key).await?;
        self.cache().insert(key, lang);
        Some(lang)
    }

    async fn read(&self, scope: &str, key: &str) -> Option<Lang> {
        match self.store.get_setting(scope, key).await {
            Ok(code) => code.and_then(|c| c.parse().ok()),
            Err(e) => {
                tracing::warn!(scope, key, "cannot read a language: {e}");
                None
            }
        }
    }

    fn cache(&self) -> std::sync::MutexGuard<'_, HashMap<String, Lang>> {
        self.fixed.lock_or_recover()
    }
}
