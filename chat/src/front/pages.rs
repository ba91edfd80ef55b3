//! `/WORD config web on|off|public NAME` (a group's web pages, admins
//! only) and the links to those pages that replies carry once they are on.

use super::{Front, FrontError, Place};
use crate::api::ChatApi;
use crate::pages::{self, GroupPages, NameRefused};
use narrator_i18n::{Lang, args, text as tr};
use narrator_store::{Store, StoreError};

impl<A: ChatApi> Front<A> {
    /// Sets the group's pages from the words after `config web` (the
    /// caller is an admin).
    pub(super) async fn config_web(
        &self,
        place: &Place,
        lang: Lang,
        word: &str,
        value: &str,
    ) -> Result<String, FrontError> {
        let words: Vec<&str> = value.split_whitespace().collect();
        let usage = || {
            tr(
                lang,
                "web-config-usage",
                // Command syntax, the same in every language.
                Some(&args![("command", format!("/{word} config web"))]),
            )
        };
        let turned = match words.as_slice() {
            ["off"] => {
                pages::turn_off(&self.store, &place.key).await?;
                return Ok(tr(lang, "web-config-off", None));
            }
            ["on"] => pages::turn_on(&self.store, &place.key, None).await?,
            ["public", name] => pages::turn_on(&self.store, &place.key, Some(name)).await?,
            _ => return Ok(usage()),
        };
        Ok(match turned {
            Ok(on) => {
                let address = address(&self.store, &on, &on.group_path()).await?;
                let id = if on.public {
                    "web-config-public"
                } else {
                    "web-config-secret"
                };
                tr(lang, id, Some(&args![("address", address)]))
            }
            Err(NameRefused::Taken) => tr(lang, "web-config-name-taken", None),
            Err(NameRefused::Malformed) => tr(lang, "web-config-name-malformed", None),
        })
    }
}

/// `path` on the site: the full URL once the base URL is known, else the
/// path alone (the operator has not said where the pages are served).
async fn address(store: &Store, pages: &GroupPages, path: &str) -> Result<String, StoreError> {
    let path = path.to_owned();
    Ok(pages::link(store, &pages.place, |_| path.clone())
        .await?
        .unwrap_or(path))
}

/// A line linking to the page of `place`'s group that `path` names, when
/// the group has pages on and the site's address is known; `None` then
/// and on a store failure (a link is never worth failing a reply for).
pub(crate) async fn link_line(
    store: &Store,
    place: &str,
    lang: Lang,
    path: impl FnOnce(&GroupPages) -> String,
) -> Option<String> {
    match pages::link(store, place, path).await {
        Ok(Some(url)) => Some(tr(lang, "web-link", Some(&args![("url", url)]))),
        Ok(None) => None,
        Err(e) => {
            tracing::warn!(place, "cannot read the group's pages: {e}");
            None
        }
    }
}

/// A line linking to `person`'s page, when `place`'s group has pages on
/// and the site's address is known (as [`link_line`]).
pub(crate) async fn player_link_line(
    store: &Store,
    place: &str,
    lang: Lang,
    person: &str,
) -> Option<String> {
    // Only a group with pages links (and only then is the key made).
    match pages::of_place(store, place).await {
        Ok(Some(_)) => {}
        Ok(None) => return None,
        Err(e) => {
            tracing::warn!(place, "cannot read the group's pages: {e}");
            return None;
        }
    }
    match pages::player_path(store, person).await {
        Ok(path) => link_line(store, place, lang, |_| path).await,
        Err(e) => {
            tracing::warn!(place, "cannot make a player's address: {e}");
            None
        }
    }
}
