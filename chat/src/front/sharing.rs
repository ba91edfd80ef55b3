//! Sharing a platform's games with other narrator processes on one
//! database: this process keeps the leases of the games it runs, takes
//! over the games of a process that stopped renewing its leases, and
//! applies the inputs other processes queued for its games.

use super::LANGUAGE;
use crate::api::ChatApi;
use crate::language::Languages;
use crate::registry::{PlaceInfo, Registry};
use crate::surface::ChatSurface;
use narrator_i18n::Lang;
use narrator_runtime::{GameId, GameRecord, Host, LiveGame, Store};
use std::sync::Arc;

/// What the front records about a game before it runs here: where it
/// plays and in which language, and later who sits at it.
#[derive(Clone)]
pub(super) struct Places {
    pub(super) registry: Registry,
    pub(super) languages: Languages,
    pub(super) store: Store,
}

impl Places {
    /// Records where `game` plays (`surface`, its place key) before it
    /// runs, so its first deliveries find their place.
    pub(super) async fn place(&self, game: GameId, surface: &str, record: &GameRecord) {
        let lang = match self.languages.place(game).await {
            Some(lang) => lang,
            None => self.stored_lang(surface).await.unwrap_or_default(),
        };
        self.registry
            .insert(game, PlaceInfo::new(surface, &record.setup.config, lang));
    }

    /// The language a place's admins chose, if they did.
    pub(super) async fn stored_lang(&self, place: &str) -> Option<Lang> {
        match self.store.get_setting(LANGUAGE, place).await {
            Ok(code) => code.and_then(|c| c.parse().ok()),
            Err(e) => {
                tracing::warn!(place, "cannot read the place's language: {e}");
                None
            }
        }
    }

    /// Records who sits at and watches each of `games`, for private
    /// messages: a resumed game with nothing left to deliver tells the
    /// surface nothing until its next effect.
    pub(super) async fn seat<A: ChatApi>(&self, host: &Host<ChatSurface<A>>, games: &[GameId]) {
        for &game in games {
            let seats = host
                .view(game, |g: &LiveGame| {
                    let table = g.table();
                    let seats = if table.started() {
                        table.seats().to_vec()
                    } else {
                        table.lobby_players().to_vec()
                    };
                    (seats, table.watchers().to_vec())
                })
                .await;
            if let Ok((seats, watchers)) = seats {
                self.registry.seat(game, &seats);
                for w in &watchers {
                    self.registry.watch(game, &w.player);
                }
            }
        }
    }
}

/// How often a process removes what finished games left in the queue
/// ([`narrator_runtime::Store::sweep_queue`]).
const SWEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(60);

/// Keeps this process's share of the games: renews the leases several
/// times per lease life, takes over orphaned games and now and then
/// sweeps the queue, until the host is dropped.
pub(super) async fn keep<A: ChatApi>(
    host: std::sync::Weak<Host<ChatSurface<A>>>,
    places: Places,
    prefix: String,
    every: std::time::Duration,
) {
    let sweep_rounds = (SWEEP_EVERY.as_millis() / every.as_millis().max(1)).max(1);
    for round in 0u128.. {
        tokio::time::sleep(every).await;
        let Some(host) = host.upgrade() else {
            return;
        };
        if round % sweep_rounds == 0 {
            match places.store.sweep_queue().await {
                Ok(0) => {}
                Ok(rows) => tracing::info!(rows, "removed what finished games left queued"),
                Err(e) => tracing::warn!("cannot sweep the queue of finished games: {e}"),
            }
        }
        for game in host.tend().await {
            places.registry.remove(game);
        }
        let adopted = match host.adopt(&prefix).await {
            Ok(adopted) => adopted,
            Err(e) => {
                tracing::error!("cannot look for games to take over: {e}");
                continue;
            }
        };
        if adopted.is_empty() {
            continue;
        }
        let mut ids = Vec::new();
        for game in adopted.games() {
            places.place(game.id(), game.surface(), game.record()).await;
            ids.push(game.id());
        }
        host.run(adopted);
        places.seat(&host, &ids).await;
        tracing::info!(games = ids.len(), "took over games of a stopped process");
    }
}

/// Applies the inputs other processes queue for this process's games.
pub(super) async fn serve_queue<A: ChatApi>(host: Arc<Host<ChatSurface<A>>>) {
    if let Err(e) = host.serve_queue().await {
        tracing::error!("the queue of forwarded inputs stopped: {e}");
    }
}
