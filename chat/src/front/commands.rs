//! `/WORD start|stop|rules|config|addbot|help` for whichever game the
//! command word names (`roles` and `role NAME` in [`super::roles`]).

use super::relay::Event;
use super::roles::Asked;
use super::{Caller, Front, FrontError, LANGUAGE, Place, reason};
use crate::api::ChatApi;
use crate::command::Command;
use crate::games::{ChatGame, SettingsError};
use crate::text;
use narrator_engine::Input;
use narrator_i18n::Lang;
use narrator_runtime::GameId;
use std::sync::Arc;

impl<A: ChatApi> Front<A> {
    /// Whether `word` (`mafia`, `zombie`, …) is a game's command here.
    pub fn plays(&self, word: &str) -> bool {
        self.games.by_word(word).is_some()
    }

    /// Carries out `/WORD cmd`; the text is the reply in the same chat. A
    /// command for the place's running game goes to the process running
    /// it.
    pub async fn command(
        &self,
        place: &Place,
        caller: &Caller,
        word: &str,
        cmd: Command,
    ) -> String {
        let for_the_game = matches!(
            cmd,
            Command::Stop | Command::Watch | Command::Extend | Command::AddBot { .. }
        );
        if for_the_game && place.group && self.running_in(place).is_none() {
            let elsewhere = match self.running_elsewhere(place).await {
                Ok(game) => game,
                Err(e) => {
                    tracing::warn!(place = place.key, "cannot look for the place's game: {e}");
                    None
                }
            };
            if let Some(game) = elsewhere {
                let lang = self.reply_lang(place, caller).await;
                let event = Event::Command {
                    place: place.clone(),
                    caller: caller.clone(),
                    word: word.to_string(),
                    command: cmd.clone(),
                };
                if let Some(reply) = self.relay_command(game, event, lang).await {
                    return reply;
                }
            }
        }
        self.command_here(place, caller, word, cmd).await
    }

    /// Carries out `/WORD cmd` in this process.
    pub(super) async fn command_here(
        &self,
        place: &Place,
        caller: &Caller,
        word: &str,
        cmd: Command,
    ) -> String {
        let lang = self.reply_lang(place, caller).await;
        let Some(game) = self.games.by_word(word).cloned() else {
            return text::unknown_private_command(lang, &format!("/{word}"));
        };
        match self.try_command(place, caller, game, cmd).await {
            Ok(text) => text,
            Err(e) => {
                tracing::error!(place = place.key, "command failed: {e}");
                text::reply(lang, "sorry-retry")
            }
        }
    }

    async fn try_command(
        &self,
        place: &Place,
        caller: &Caller,
        game: Arc<dyn ChatGame>,
        cmd: Command,
    ) -> Result<String, FrontError> {
        let word = game.word();
        let lang = self.reply_lang(place, caller).await;
        let in_group =
            |what: &str| text::about_command(lang, "in-group", &format!("/{word} {what}"), "");
        Ok(match cmd {
            Command::Help => text::help(lang, game.as_ref()),
            cmd @ (Command::History | Command::Timeline { .. }) => {
                self.timeline_command(place, word, lang, cmd).await?
            }
            Command::Bad { typed, usage } => text::bad_command(
                lang,
                &format!("/{word} {typed}"),
                &text::usage(lang, game.as_ref(), usage),
            ),
            Command::Rules { preset } => {
                let stored = self.stored_settings(game.as_ref(), place).await?;
                match game.config(stored.as_deref(), preset.as_deref()) {
                    Ok(config) => game.describe(lang, &config),
                    Err(e) => refused_setting(lang, word, "rules", &e),
                }
            }
            Command::Roles => self.roles(place, lang, game.as_ref(), Asked::All).await?,
            Command::Modes => {
                let played = self.store.mode_games(game.kind().code()).await?;
                text::modes(lang, word, &game.modes(lang, &played), game.as_ref())
            }
            Command::Role { name } => {
                self.roles(place, lang, game.as_ref(), Asked::One(&name))
                    .await?
            }
            Command::Start { .. } if !place.group => in_group("start"),
            Command::Start { preset } => self.open(place, caller, game, preset).await?,
            Command::Stop if !place.group => in_group("stop"),
            Command::Stop => self.stop(place, caller, word, lang).await?,
            Command::Watch if !place.group => in_group("watch"),
            Command::Watch => self.watch(place, caller, word, lang).await?,
            Command::Extend if !place.group => in_group("extend"),
            Command::Extend => self.extend(place, caller, word, lang).await?,
            Command::Config { .. } if !place.group => in_group("config"),
            Command::Config { set } => self.config(place, caller, game.clone(), set).await?,
            Command::Stats { who } => self.stats(place, caller, game.as_ref(), who).await?,
            Command::Top { args } => self.top(place, caller, game.as_ref(), &args).await?,
            Command::AddBot { .. } if !game.external_bots() => text::about_command(
                lang,
                "no-bots",
                &format!("/{word}"),
                &text::usage(lang, game.as_ref(), crate::command::Usage::All),
            ),
            Command::AddBot { .. } if !place.group => in_group("addbot"),
            Command::AddBot { name } => {
                let running = self.running_in(place);
                self.external
                    .add_bot(&self.host, &self.store, (running, lang), caller, &name)
                    .await?
            }
        })
    }

    /// Gives the place's lobby another timeout (its host, once).
    async fn extend(
        &self,
        place: &Place,
        caller: &Caller,
        word: &str,
        lang: Lang,
    ) -> Result<String, FrontError> {
        let input = Input::Extend {
            by: caller.id.clone(),
        };
        let sent = (word, "extend", lang);
        let said = self
            .place_input(place, sent, "no-lobby-to-extend", input)
            .await?;
        Ok(said.map_or_else(|refused| refused, |_| String::new()))
    }

    /// Submits `input` to the place's game for `/WORD sub`: `Ok(game)` once
    /// accepted; otherwise the reply (no game: the `missing` text; refused:
    /// the reason).
    async fn place_input(
        &self,
        place: &Place,
        (word, sub, lang): (&str, &str, Lang),
        missing: &str,
        input: Input,
    ) -> Result<Result<GameId, String>, FrontError> {
        let Some(game) = self.running_in(place) else {
            return Ok(Err(text::reply(lang, missing)));
        };
        Ok(match self.submit(game, input).await? {
            Ok(()) => Ok(game),
            Err(r) => Err(text::about_command(
                lang,
                "command-refused",
                &format!("/{word} {sub}"),
                &reason(lang, &r),
            )),
        })
    }

    /// Ends the place's game, whichever game it is (its host or an admin).
    async fn stop(
        &self,
        place: &Place,
        caller: &Caller,
        word: &str,
        lang: Lang,
    ) -> Result<String, FrontError> {
        if self.running_in(place).is_none() {
            return Ok(text::reply(lang, "no-game-to-stop"));
        }
        let admin = self.api.is_admin(&place.key, &caller.id).await;
        let input = Input::Stop {
            by: caller.id.clone(),
            admin,
        };
        let sent = (word, "stop", lang);
        let said = self
            .place_input(place, sent, "no-game-to-stop", input)
            .await?;
        Ok(said.map_or_else(|refused| refused, |_| String::new()))
    }

    /// Lets someone without a seat watch the place's running game: the
    /// game says whether its rules allow it.
    async fn watch(
        &self,
        place: &Place,
        caller: &Caller,
        word: &str,
        lang: Lang,
    ) -> Result<String, FrontError> {
        let input = Input::Watch {
            player: caller.id.clone(),
            name: caller.name.clone(),
        };
        let sent = (word, "watch", lang);
        Ok(
            match self
                .place_input(place, sent, "no-game-to-watch", input)
                .await?
            {
                Ok(game) => {
                    self.registry.watch(game, &caller.id);
                    text::reply(lang, "watching")
                }
                Err(refused) => refused,
            },
        )
    }

    /// Shows the group's settings of the game, or sets one (admins only).
    async fn config(
        &self,
        place: &Place,
        caller: &Caller,
        game: Arc<dyn ChatGame>,
        set: Option<(String, String)>,
    ) -> Result<String, FrontError> {
        let word = game.word();
        let lang = self.lang_of(place).await;
        if !self.api.is_admin(&place.key, &caller.id).await {
            return Ok(text::reply(lang, "admins-only"));
        }
        if let Some((option, value)) = &set
            && option == "language"
        {
            // The place's language, for every game played there.
            return Ok(match value.parse::<Lang>() {
                Ok(lang) => {
                    self.store
                        .set_setting(LANGUAGE, &place.key, lang.code())
                        .await?;
                    text::language_set(lang)
                }
                Err(e) => text::about_command(
                    lang,
                    "command-failed-unchanged",
                    &format!("/{word} config"),
                    &text::no_such_language(lang, &e.0),
                ),
            });
        }
        if let Some((option, value)) = &set
            && option == "web"
        {
            // The place's web pages, for every game played there.
            return self.config_web(place, lang, word, value).await;
        }
        let stored = self.stored_settings(game.as_ref(), place).await?;
        let Some((option, value)) = set else {
            return Ok(match game.config(stored.as_deref(), None) {
                Ok(config) => text::config(lang, word, None, game.describe(lang, &config)),
                Err(e) => refused_setting(lang, word, "config", &e),
            });
        };
        let changed = game
            .set(stored.as_deref(), &option, &value)
            .and_then(|text| game.config(Some(&text), None).map(|config| (text, config)));
        Ok(match changed {
            Ok((text, config)) => {
                self.store
                    .set_setting(&game.settings_scope(), &place.key, &text)
                    .await?;
                let set = text::config(
                    lang,
                    word,
                    Some((&option, &value)),
                    game.describe(lang, &config),
                );
                // The check may play computer games: off the runtime's
                // threads, so other groups' games go on meanwhile.
                let checking = game.clone();
                let warned = tokio::task::spawn_blocking(move || {
                    checking.setting_warning(lang, &option, &config)
                })
                .await;
                match warned {
                    Ok(Some(warning)) => format!("{set}\n\n{warning}"),
                    Ok(None) => set,
                    Err(e) => {
                        tracing::error!(place = place.key, "a settings check failed: {e}");
                        set
                    }
                }
            }
            Err(e) => text::about_command(
                lang,
                "command-failed-unchanged",
                &format!("/{word} config"),
                &text::settings_error(lang, &e),
            ),
        })
    }

    /// The group's stored settings of a game, if it has any.
    pub(super) async fn stored_settings(
        &self,
        game: &dyn ChatGame,
        place: &Place,
    ) -> Result<Option<String>, FrontError> {
        Ok(self
            .store
            .get_setting(&game.settings_scope(), &place.key)
            .await?)
    }
}

/// A refused preset or setting, for the lobby's reply.
pub(super) fn refused_setting(lang: Lang, word: &str, what: &str, e: &SettingsError) -> String {
    text::about_command(
        lang,
        "command-failed",
        &format!("/{word} {what}"),
        &text::settings_error(lang, e),
    )
}
