//! Which language a platform's own texts (a Discord adapter's ephemeral
//! reply, a Telegram welcome) speak, so they agree with the front's.

use super::{Caller, Front, LANGUAGE, Place};
use crate::api::ChatApi;
use narrator_i18n::Lang;

impl<A: ChatApi> Front<A> {
    /// The language to speak in `place` to `caller`: what the place's
    /// admins chose with `config language`, else the platform's language
    /// for the place (a Discord server's locale), else, in a private
    /// chat, the caller's own; else English. A group's public language
    /// never depends on who happened to ask.
    pub async fn language(&self, place: &Place, caller: &Caller) -> Lang {
        let chosen = match self.store.get_setting(LANGUAGE, &place.key).await {
            Ok(code) => code.and_then(|c| c.parse().ok()),
            Err(e) => {
                tracing::warn!(place = place.key, "cannot read the place's language: {e}");
                None
            }
        };
        chosen
            .or(place.locale)
            .or(if place.group { None } else { caller.locale })
            .unwrap_or_default()
    }
}
