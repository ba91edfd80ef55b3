//! A person's own language: the private `/language` command, and the
//! language private replies use.

use super::{Caller, Front};
use crate::api::ChatApi;
use crate::text;
use narrator_i18n::Lang;

impl<A: ChatApi> Front<A> {
    /// The language private replies to `caller` use: the one they chose
    /// with `/language`, else their platform's, else English.
    pub async fn private_lang(&self, caller: &Caller) -> Lang {
        self.languages.private(caller, Lang::default()).await
    }

    /// `/language [en|ru|vi]` in a private chat: shows the caller's
    /// language, or sets it for every game they join from now on, on any
    /// platform with the same identity (a game already running keeps the
    /// language it was joined in).
    pub async fn language(&self, caller: &Caller, arg: &str) -> String {
        let arg = arg.trim();
        if arg.is_empty() {
            let lang = self.private_lang(caller).await;
            return text::language_current(lang);
        }
        match arg.parse::<Lang>() {
            Ok(lang) => match self.languages.choose(&caller.id, lang).await {
                Ok(()) => text::language_chosen(lang),
                Err(e) => {
                    tracing::error!("cannot store a language choice: {e}");
                    text::sorry(self.private_lang(caller).await)
                }
            },
            Err(_) => text::language_unknown(self.private_lang(caller).await, arg),
        }
    }
}
