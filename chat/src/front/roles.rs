//! `/WORD roles` and `/WORD role NAME`: the roles the place's settings of
//! the game deal, and one role described, in the reader's language. The
//! game's registration explains its roles ([`crate::games::RoleBook`]);
//! a game without roles says so with its usage.

use super::commands::refused_setting;
use super::{Front, FrontError, Place};
use crate::api::ChatApi;
use crate::command::Usage;
use crate::games::ChatGame;
use crate::text;
use narrator_i18n::Lang;

/// Which of the two commands was asked.
pub(super) enum Asked<'a> {
    /// `roles`: the listing.
    All,
    /// `role NAME`: one role.
    One(&'a str),
}

impl<A: ChatApi> Front<A> {
    /// Answers `/WORD roles` or `/WORD role NAME` from the place's stored
    /// settings of the game.
    pub(super) async fn roles(
        &self,
        place: &Place,
        lang: Lang,
        game: &dyn ChatGame,
        asked: Asked<'_>,
    ) -> Result<String, FrontError> {
        let word = game.word();
        let sub = match asked {
            Asked::All => "roles",
            Asked::One(_) => "role",
        };
        let Some(book) = game.roles() else {
            return Ok(text::about_command(
                lang,
                "no-roles",
                &format!("/{word}"),
                &text::usage(lang, game, Usage::All),
            ));
        };
        let stored = self.stored_settings(game, place).await?;
        let config = match game.config(stored.as_deref(), None) {
            Ok(config) => config,
            Err(e) => return Ok(refused_setting(lang, word, sub, &e)),
        };
        Ok(match asked {
            Asked::All => text::roles(lang, word, book.listing(lang, &config)),
            Asked::One(typed) => match book.describe(lang, &config, typed) {
                Ok(described) => described,
                Err(unknown) => text::about_command(
                    lang,
                    "command-failed",
                    &format!("/{word} role"),
                    &text::unknown_role(lang, &unknown),
                ),
            },
        })
    }
}
