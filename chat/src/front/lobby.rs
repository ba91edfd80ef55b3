//! Lobbies: opening one with `/WORD start`, the Join / Leave / Start /
//! "Fill with computer players" / "More time" buttons, deep-link joins,
//! and the Watch button a running game's lobby message keeps.

use super::commands::refused_setting;
use super::relay::Event;
use super::{Answer, Caller, Front, FrontError, Place, reason};
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
    Extend,
    Watch,
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
            let lang = self.lang_of(place).await;
            return Ok(text::game_running(lang, word, running));
        }
        if let Some(elsewhere) = self.running_elsewhere(place).await? {
            let lang = self.lang_of(place).await;
            return Ok(text::game_running(lang, word, elsewhere));
        }
        let stored = self.stored_settings(game.as_ref(), place).await?;
        let config = match game.config(stored.as_deref(), preset.as_deref()) {
            Ok(config) => config,
            Err(e) => {
                let lang = self.lang_of(place).await;
                return Ok(refused_setting(lang, word, "start", &e));
            }
        };
        if let Err(r) = config.validate() {
            let lang = self.lang_of(place).await;
            let command = format!("/{word} start");
            return Ok(text::about_command(
                lang,
                "command-refused",
                &command,
                &reason(lang, &r),
            ));
        }
        let record = GameRecord {
            setup: TableSetup {
                config,
                seed: narrator_runtime::seed::fresh()?,
                host: caller.id.clone(),
            },
            all_computer: false,
        };
        let lang = self.lang_of(place).await;
        let info = PlaceInfo::new(&place.key, &record.setup.config, lang);
        let id = self.host.open(record, &place.key).await?;
        self.languages.fix_place(id, lang).await;
        self.registry.insert(id, info.clone());
        let posted = self
            .api
            .post(
                &Target::Place(place.key.clone()),
                text::lobby(
                    lang,
                    info.title,
                    &[],
                    info.seats,
                    game.lobby_note(lang, &info.config, 0),
                ),
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
            self.fix_language(id, caller, lang).await;
            let join = Input::Join {
                player: caller.id.clone(),
                name: caller.name.clone(),
            };
            if let Err(r) = self.submit(id, join).await? {
                return Ok(text::with_reason(lang, "no-seat", reason(lang, &r)));
            }
        }
        Ok(String::new())
    }

    /// Seats the caller in `game` (the lobby's Join, or a deep link); the
    /// request goes to the process running the game.
    pub async fn join(&self, game: GameId, caller: &Caller) -> Answer {
        if self.runs_elsewhere(game) {
            let lang = self.private_lang(caller).await;
            let event = Event::Join {
                game,
                caller: caller.clone(),
            };
            return self.relay_answer(game, event, lang).await;
        }
        self.join_here(game, caller).await
    }

    /// Seats the caller in `game`, which this process runs (or none does).
    pub(super) async fn join_here(&self, game: GameId, caller: &Caller) -> Answer {
        if !self.host.is_running(game) && !self.ever_existed(game).await {
            return Answer::Refused(text::no_such_game(Lang::default()));
        }
        let place_lang = match self.placed(game) {
            Some((info, _)) => info.lang,
            None => Lang::default(),
        };
        self.fix_language(game, caller, place_lang).await;
        let lang = self.languages.seat(game, &caller.id, place_lang).await;
        let input = Input::Join {
            player: caller.id.clone(),
            name: caller.name.clone(),
        };
        self.answer(game, input, (lang, "seated")).await
    }

    /// Fixes the language the caller reads `game` in privately: chosen,
    /// else their platform's, else the place's.
    async fn fix_language(&self, game: GameId, caller: &Caller, place_lang: Lang) {
        let lang = self.languages.private(caller, place_lang).await;
        self.languages.fix_seat(game, &caller.id, lang).await;
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
        let lang = self.languages.private(caller, info.lang).await;
        match press {
            LobbyPress::Join => {
                if self.api.private_in_place() || self.api.reachable(&caller.id).await {
                    self.join(game, caller).await
                } else {
                    Answer::NeedsPrivateChat { game }
                }
            }
            LobbyPress::Leave => {
                self.answer(game, Input::Leave { player: id }, (lang, "left-table"))
                    .await
            }
            LobbyPress::Start => {
                self.answer(game, Input::Start { by: id }, (lang, "game-begins"))
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
                    return Answer::Refused(text::table_full(lang, seats));
                }
                // The engine fills up to a table size.
                self.answer(game, Input::Fill { by: id, seats }, (lang, "computers-sat"))
                    .await
            }
            LobbyPress::Extend => {
                self.answer(game, Input::Extend { by: id }, (lang, "lobby-extended"))
                    .await
            }
            LobbyPress::Watch => {
                let input = Input::Watch {
                    player: id,
                    name: caller.name.clone(),
                };
                let answer = self.answer(game, input, (lang, "watching")).await;
                if matches!(answer, Answer::Done(_)) {
                    self.registry.watch(game, &caller.id);
                }
                answer
            }
        }
    }
}
