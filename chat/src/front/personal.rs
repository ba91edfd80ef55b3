//! A person's own settings, sent privately: `/language` (and the
//! language private replies use) and `/link` (one player across
//! platforms).

use super::{Caller, Front};
use crate::api::ChatApi;
use crate::links::{self, LinkError};
use crate::text;
use narrator_i18n::{Lang, args, text as tr};

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

impl<A: ChatApi> Front<A> {
    /// `/link [CODE]` in a private chat: without a code, gives the caller a
    /// one-time code to send from their other platform; with one, joins
    /// the caller's identity to the one that asked for it, so statistics
    /// count both as one player.
    pub async fn link(&self, caller: &Caller, arg: &str) -> String {
        let lang = self.private_lang(caller).await;
        let typed = arg.trim();
        let now = self.host.now().0;
        let minutes = links::CODE_LIFETIME_MS / 60_000;
        if typed.is_empty() {
            return match self.links.give_code(&caller.id, now).await {
                Ok(code) => {
                    let mut said = tr(
                        lang,
                        "link-code",
                        Some(&args![("code", code), ("minutes", minutes)]),
                    );
                    if let Some(status) = self.link_status(lang, caller).await {
                        said = format!("{said}\n{status}");
                    }
                    said
                }
                Err(e) => {
                    tracing::error!("cannot store a link code: {e}");
                    text::sorry(lang)
                }
            };
        }
        if typed.split_whitespace().count() != 1
            || !typed.chars().all(|c| c.is_ascii_alphanumeric())
        {
            return tr(lang, "link-bad", Some(&args![("typed", typed)]));
        }
        let refused = |id: &str, platform: Option<String>| {
            let platform = platform.unwrap_or_default();
            tr(
                lang,
                id,
                Some(&args![
                    ("typed", typed),
                    ("minutes", minutes),
                    ("platform", platform)
                ]),
            )
        };
        match self.links.redeem(&caller.id, typed, now).await {
            Ok(identities) => tr(
                lang,
                "link-done",
                Some(&args![("identities", identities.join(", "))]),
            ),
            Err(LinkError::Unknown) => refused("link-unknown", None),
            Err(LinkError::Expired) => refused("link-expired", None),
            Err(LinkError::OwnCode) => refused("link-own-code", None),
            Err(LinkError::AlreadyLinked) => refused("link-already", None),
            Err(LinkError::SamePlatform { platform }) => {
                refused("link-same-platform", Some(platform))
            }
            Err(LinkError::PlatformTaken { platform }) => {
                refused("link-platform-taken", Some(platform))
            }
            Err(LinkError::Store(e)) => {
                tracing::error!("cannot link identities: {e}");
                text::sorry(lang)
            }
        }
    }

    /// The caller's linked identities, when they have any.
    async fn link_status(&self, lang: Lang, caller: &Caller) -> Option<String> {
        let ids = self.links.identities(&caller.id).await.ok()?;
        (ids.len() > 1).then(|| {
            tr(
                lang,
                "link-status",
                Some(&args![("identities", ids.join(", "))]),
            )
        })
    }
}
