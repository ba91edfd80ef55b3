//! Lobbies: opening one with `/WORD start`, the Join / Leave / Start /
//! "Fill with computer players" buttons, and deep-link joins.

use super::commands::refused_setting;
use super::{Answer, Caller, Front, FrontError, Place};
use crate::api::{ChatApi, Target};
use crate::games::ChatGame;
use crate::keyboard;
use crate::registry::PlaceInfo;
use crate::text;
use narrator_engine::{Input, TableSetup};
use narrator_i18n::Lang;
use narrator_runtime::{GameId, GameRecord};
use std::sync::Arc;

/// A lobby button.
pub(super) enum LobbyPress {
    Join,
    Leave,
    Start,
    Fill,
}

impl<A: ChatApi> Front<A> {
    /// Opens a lobby of `game` in the place (the caller hosts it).
    pub(super) async fn open(
        &self,
        place: &Place,
        caller: &Caller,
        game: Arc<dyn ChatGame>,
        preset: Option<String>,
    ) -> Result<String, FrontError> {
        let word = game.word();
        if let Some(running) = self.running_in(place) {
            return Ok(format!(
                "A game is already running here (game {running}). Finish it, or its host or an admin can end it with /{word} stop."
            ));
        }
        let stored = self.stored_settings(game.as_ref(), place).await?;
        let config = match game.config(stored.as_deref(), preset.as_deref()) {
            Ok(config) => config,
            Err(e) => return Ok(refused_setting(word, "start", &e)),
        };
        if let Err(r) = config.validate() {
            return Ok(format!("/{word} start: {r}"));
        }
        let record = GameRecord {
            setup: TableSetup {
                config,
                seed: narrator_runtime::seed::fresh()?,
                host: caller.id.clone(),
            },
            all_computer: false,
        };
        let lang = self.lang_of(&place.key).await;
        let info = PlaceInfo::new(&place.key, &record.setup.config, lang);
        let id = self.host.open(record, &place.key).await?;
        self.registry.insert(id, info.clone());
        let posted = self
            .api
            .post(
                &Target::Place(place.key.clone()),
                text::lobby(lang, &info.title, &[], info.seats),
                keyboard::lobby(lang, id),
                Some(format!("{id}:lobby")),
            )
            .await;
        match posted {
            Ok(msg) => {
                self.store
                    .set_setting("chat-message", &format!("{id}:lobby"), &msg.0)
                    .await?
            }
            Err(e) => tracing::warn!(game = id, "lobby message not posted: {e}"),
        }
        if self.api.private_in_place() || self.api.reachable(&caller.id).await {
            let join = Input::Join {
                player: caller.id.clone(),
                name: caller.name.clone(),
            };
            if let Err(r) = self.submit(id, join).await? {
                return Ok(format!("The lobby is open, but you have no seat: {r}"));
            }
        }
        Ok(String::new())
    }

    /// Seats the caller in `game` (the lobby's Join, or a deep link).
    pub async fn join(&self, game: GameId, caller: &Caller) -> Answer {
        if !self.host.running().contains(&game) && !self.ever_existed(game).await {
            return Answer::Refused(text::no_such_game(Lang::default()));
        }
        let input = Input::Join {
            player: caller.id.clone(),
            name: caller.name.clone(),
        };
        self.answer(
            game,
            input,
            "You have a seat. Your role will come here, in private.",
        )
        .await
    }

    /// Whether a game of this id was ever created (a finished game is
    /// over; one never created does not exist). Asked only for a game
    /// that is not running, so loading it costs nothing in play.
    async fn ever_existed(&self, game: GameId) -> bool {
        !matches!(
            self.store.load_game(game).await,
            Err(narrator_store::StoreError::UnknownGame(_))
        )
    }

    /// A lobby button pressed in the lobby's own place.
    pub(super) async fn lobby_press(
        &self,
        game: GameId,
        (info, rules): (&PlaceInfo, &dyn ChatGame),
        caller: &Caller,
        press: LobbyPress,
    ) -> Answer {
        let id = caller.id.clone();
        match press {
            LobbyPress::Join => {
                if self.api.private_in_place() || self.api.reachable(&caller.id).await {
                    self.join(game, caller).await
                } else {
                    Answer::NeedsPrivateChat { game }
                }
            }
            LobbyPress::Leave => {
                self.answer(game, Input::Leave { player: id }, "You left the table.")
                    .await
            }
            LobbyPress::Start => {
                self.answer(game, Input::Start { by: id }, "The game begins.")
                    .await
            }
            LobbyPress::Fill => {
                let seated = self
                    .host
                    .view(game, |g| g.table().lobby_players().len())
                    .await
                    .unwrap_or(0);
                let seats = rules.fill_to(info.seats);
                if seated >= usize::from(seats) {
                    return Answer::Refused(format!(
                        "The table already has the {seats} players it can fill to; the host can press Start."
                    ));
                }
                // The engine fills up to a table size.
                self.answer(
                    game,
                    Input::Fill { by: id, seats },
                    "Computer players sat down.",
                )
                .await
            }
        }
    }
}
