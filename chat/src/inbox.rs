//! Private messages a platform could not deliver (a player whose direct
//! messages are closed), kept per game and player so the player can read
//! them on request in the game's channel, seen by them alone (Discord's
//! ephemeral replies). Stored, so they outlive a restart.

use narrator_engine::PlayerId;
use narrator_store::{GameId, Store, StoreError};
use serde::{Deserialize, Serialize};

const SCOPE: &str = "chat-inbox";

/// Messages kept per player and game; older ones are dropped (the latest
/// prompt is rebuilt from the game, not kept here).
const KEPT: usize = 20;

#[derive(Default, Serialize, Deserialize)]
struct Held {
    texts: Vec<String>,
    /// Whether something arrived since the player last looked.
    unread: bool,
    /// `texts[new_from..]` arrived since the player last looked.
    #[serde(default)]
    new_from: usize,
}

/// The held messages of every player.
#[derive(Clone)]
pub struct Inbox {
    store: Store,
}

fn key(game: GameId, player: &PlayerId) -> String {
    format!("{game}:{}", player.0)
}

impl Inbox {
    /// An inbox in `store`.
    pub fn new(store: Store) -> Inbox {
        Inbox { store }
    }

    async fn load(&self, game: GameId, player: &PlayerId) -> Result<Held, StoreError> {
        let raw = self.store.get_setting(SCOPE, &key(game, player)).await?;
        Ok(raw
            .and_then(|json| serde_json::from_str(&json).ok())
            .unwrap_or_default())
    }

    async fn save(&self, game: GameId, player: &PlayerId, held: &Held) -> Result<(), StoreError> {
        let json = serde_json::to_string(held).unwrap_or_else(|_| "{}".into());
        self.store
            .set_setting(SCOPE, &key(game, player), &json)
            .await
    }

    /// Keeps a text; `true` when the player had nothing unread before (so
    /// they should be told that something waits).
    pub async fn hold(
        &self,
        game: GameId,
        player: &PlayerId,
        text: String,
    ) -> Result<bool, StoreError> {
        let mut held = self.load(game, player).await?;
        held.texts.push(text);
        let excess = held.texts.len().saturating_sub(KEPT);
        held.texts.drain(..excess);
        held.new_from = held.new_from.saturating_sub(excess);
        let first = !held.unread;
        held.unread = true;
        self.save(game, player, &held).await?;
        Ok(first)
    }

    /// Marks that something waits (a prompt, rebuilt from the game when
    /// shown); `true` as for [`Inbox::hold`].
    pub async fn flag(&self, game: GameId, player: &PlayerId) -> Result<bool, StoreError> {
        let mut held = self.load(game, player).await?;
        let first = !held.unread;
        held.unread = true;
        self.save(game, player, &held).await?;
        Ok(first)
    }

    /// The games in which something waits unread for `player`.
    pub async fn unread_games(&self, player: &PlayerId) -> Result<Vec<GameId>, StoreError> {
        let mut games = Vec::new();
        for (key, json) in self.store.settings_in(SCOPE).await? {
            let Some((game, who)) = key.split_once(':') else {
                continue;
            };
            let unread = serde_json::from_str::<Held>(&json).is_ok_and(|h| h.unread);
            if who == player.0
                && unread
                && let Ok(game) = game.parse()
            {
                games.push(game);
            }
        }
        Ok(games)
    }

    /// Everything held for the player, oldest first (to read again in the
    /// channel); marks it read.
    pub async fn read(&self, game: GameId, player: &PlayerId) -> Result<Vec<String>, StoreError> {
        self.read_from(game, player, false).await
    }

    /// What arrived since the player last looked, oldest first (to send
    /// once to their private chat); marks it read.
    pub async fn take_new(
        &self,
        game: GameId,
        player: &PlayerId,
    ) -> Result<Vec<String>, StoreError> {
        self.read_from(game, player, true).await
    }

    async fn read_from(
        &self,
        game: GameId,
        player: &PlayerId,
        only_new: bool,
    ) -> Result<Vec<String>, StoreError> {
        let mut held = self.load(game, player).await?;
        let from = if only_new {
            held.new_from.min(held.texts.len())
        } else {
            0
        };
        if held.unread || held.new_from != held.texts.len() {
            held.unread = false;
            held.new_from = held.texts.len();
            self.save(game, player, &held).await?;
        }
        Ok(held.texts.split_off(from))
    }
}
