//! A group's web pages (`/WORD config web on|off|public NAME`): whether
//! they exist, under which address, and the links the chat shows to them.
//!
//! Kept in the store's settings, so every process sharing a database
//! serves the same pages and no migration is needed:
//! - [`PAGES`]: per place, `off`, `secret:SLUG` (an unguessable address)
//!   or `public:NAME` (a name the admins chose);
//! - [`SLUGS`]: per slug, the place it names (a slug given up stays there,
//!   but the place's own entry no longer agrees, so it names nothing);
//! - [`SITE`]: the pages' base URL (`NARRATOR_WEB_URL`, written by the
//!   process serving them) and the key that makes player addresses.
//!
//! Games played at the terminal are the operator's own: their place,
//! [`TERMINAL_PLACE`], always has pages, under the public name
//! [`TERMINAL_SLUG`].

use narrator_store::{Store, StoreError};
use rand::RngExt;
use rand::rngs::ChaCha20Rng;

/// Store scope: place → its pages' state.
const PAGES: &str = "web-pages";
/// Store scope: slug → place.
const SLUGS: &str = "web-slug";
/// Store scope of the site's own settings.
const SITE: &str = "web-site";
/// [`SITE`] key of the base URL.
const BASE_URL: &str = "base-url";
/// [`SITE`] key of the secret player addresses are made with.
const PLAYER_KEY: &str = "player-key";

/// The terminal's place (the console adapter's surface).
pub const TERMINAL_PLACE: &str = "console";
/// The terminal's group address.
pub const TERMINAL_SLUG: &str = "terminal";

/// Letters of a secret address: lowercase letters and digits.
const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
/// Characters in a secret address: 32^20 = 2^100 addresses.
const SECRET_LEN: usize = 20;

/// A group's pages, when they are on.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GroupPages {
    /// The place (`telegram:-100123`).
    pub place: String,
    /// The address part after `/group/`.
    pub slug: String,
    /// Whether the admins chose the name (anyone may know it); otherwise
    /// the slug is a secret and the group's games are shown only to
    /// visitors who bring it.
    pub public: bool,
}

impl GroupPages {
    /// The group page's path.
    pub fn group_path(&self) -> String {
        format!("/group/{}", self.slug)
    }

    /// A game's page path: a secret group's carries its slug, so a game
    /// number alone (which anyone can count up to) opens nothing.
    pub fn game_path(&self, game: i64) -> String {
        if self.public {
            format!("/game/{game}")
        } else {
            format!("/game/{game}?g={}", self.slug)
        }
    }
}

/// Why a public name is refused.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NameRefused {
    /// Not 3 to 40 of a-z, 0-9 and `-`.
    #[error("a public name is 3 to 40 of a-z, 0-9 and -")]
    Malformed,
    /// Another group, or the terminal, has it.
    #[error("the name is taken")]
    Taken,
}

/// The pages of `place`, if they are on.
pub async fn of_place(store: &Store, place: &str) -> Result<Option<GroupPages>, StoreError> {
    if place == TERMINAL_PLACE {
        return Ok(Some(terminal()));
    }
    let state = store.get_setting(PAGES, place).await?;
    Ok(state.and_then(|s| parse_state(place, &s)))
}

/// The pages an address names, if they are on.
pub async fn of_slug(store: &Store, slug: &str) -> Result<Option<GroupPages>, StoreError> {
    if slug == TERMINAL_SLUG {
        return Ok(Some(terminal()));
    }
    let Some(place) = store.get_setting(SLUGS, slug).await? else {
        return Ok(None);
    };
    // The place's own entry decides: a slug it gave up names nothing.
    Ok(of_place(store, &place).await?.filter(|p| p.slug == slug))
}

/// Every place with pages on, the terminal included.
pub async fn all(store: &Store) -> Result<Vec<GroupPages>, StoreError> {
    let mut pages = vec![terminal()];
    for (place, state) in store.settings_in(PAGES).await? {
        pages.extend(parse_state(&place, &state));
    }
    Ok(pages)
}

/// Turns `place`'s pages on, under a new secret address or the public
/// `name`; answers the pages.
pub async fn turn_on(
    store: &Store,
    place: &str,
    name: Option<&str>,
) -> Result<Result<GroupPages, NameRefused>, StoreError> {
    let (slug, public) = match name {
        Some(name) => {
            let name = name.trim().to_lowercase();
            if !well_formed(&name) {
                return Ok(Err(NameRefused::Malformed));
            }
            let taken = match of_slug(store, &name).await? {
                Some(owner) => owner.place != place,
                None => false,
            };
            if taken {
                return Ok(Err(NameRefused::Taken));
            }
            (name, true)
        }
        None => match of_place(store, place).await? {
            // Turning on again keeps a secret address already given out.
            Some(pages) if !pages.public => (pages.slug, false),
            _ => (secret(), false),
        },
    };
    let state = if public {
        format!("public:{slug}")
    } else {
        format!("secret:{slug}")
    };
    store.set_setting(SLUGS, &slug, place).await?;
    store.set_setting(PAGES, place, &state).await?;
    Ok(Ok(GroupPages {
        place: place.to_owned(),
        slug,
        public,
    }))
}

/// Turns `place`'s pages off: its addresses name nothing from now on.
pub async fn turn_off(store: &Store, place: &str) -> Result<(), StoreError> {
    store.set_setting(PAGES, place, "off").await
}

/// Records the pages' base URL (`https://example.org/narrator`), which
/// links in the chat start with.
pub async fn set_base_url(store: &Store, url: &str) -> Result<(), StoreError> {
    store
        .set_setting(SITE, BASE_URL, url.trim().trim_end_matches('/'))
        .await
}

/// The full URL of `path` on the pages of `place`'s group, when the group
/// has pages on and a base URL is known: what the chat links to.
pub async fn link(
    store: &Store,
    place: &str,
    path: impl FnOnce(&GroupPages) -> String,
) -> Result<Option<String>, StoreError> {
    let Some(pages) = of_place(store, place).await? else {
        return Ok(None);
    };
    let Some(base) = store.get_setting(SITE, BASE_URL).await? else {
        return Ok(None);
    };
    if base.is_empty() {
        return Ok(None);
    }
    Ok(Some(format!("{base}{}", path(&pages))))
}

/// The secret player addresses are made with, made on first use. Two
/// processes making it at once agree: the first write stays and both
/// read it back, so addresses never change.
pub async fn player_key(store: &Store) -> Result<String, StoreError> {
    store.setting_or_set(SITE, PLAYER_KEY, &secret()).await
}

/// A player's address part (`/player/TOKEN`): a keyed hash of the person
/// they count as, so the address names them without showing their
/// platform id, and nobody without the key can make it from an id.
pub fn player_token(key: &str, person: &str) -> String {
    use sha2::{Digest, Sha256};
    let mut hash = Sha256::new();
    hash.update(b"narrator-web-player\n");
    hash.update(key.as_bytes());
    hash.update(b"\n");
    hash.update(person.as_bytes());
    hex::encode(&hash.finalize()[..10])
}

/// The path of `person`'s page.
pub async fn player_path(store: &Store, person: &str) -> Result<String, StoreError> {
    let key = player_key(store).await?;
    Ok(format!("/player/{}", player_token(&key, person)))
}

fn terminal() -> GroupPages {
    GroupPages {
        place: TERMINAL_PLACE.to_owned(),
        slug: TERMINAL_SLUG.to_owned(),
        public: true,
    }
}

fn parse_state(place: &str, state: &str) -> Option<GroupPages> {
    let (public, slug) = match state.split_once(':')? {
        ("public", slug) => (true, slug),
        ("secret", slug) => (false, slug),
        _ => return None,
    };
    Some(GroupPages {
        place: place.to_owned(),
        slug: slug.to_owned(),
        public,
    })
}

fn well_formed(name: &str) -> bool {
    (3..=40).contains(&name.len())
        && name
            .bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
        && name != TERMINAL_SLUG
}

fn secret() -> String {
    let mut rng: ChaCha20Rng = rand::make_rng();
    (0..SECRET_LEN)
        .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn pages_exist_only_while_on_and_a_given_up_address_names_nothing() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let place = "telegram:-1";
        assert_eq!(of_place(&store, place).await.unwrap(), None);
        let on = turn_on(&store, place, None).await.unwrap().unwrap();
        assert!(!on.public);
        assert_eq!(on.slug.len(), SECRET_LEN);
        assert_eq!(of_slug(&store, &on.slug).await.unwrap(), Some(on.clone()));
        // On again: the same secret address.
        let again = turn_on(&store, place, None).await.unwrap().unwrap();
        assert_eq!(again.slug, on.slug);
        // A public name replaces it; the secret one names nothing now.
        let public = turn_on(&store, place, Some("Night-Owls"))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(public.slug, "night-owls");
        assert_eq!(of_slug(&store, &on.slug).await.unwrap(), None);
        assert_eq!(public.game_path(7), "/game/7");
        // Another group cannot take it, nor a malformed or the terminal's.
        let other = "telegram:-2";
        for (name, refused) in [
            ("night-owls", NameRefused::Taken),
            ("terminal", NameRefused::Malformed),
            ("<b>", NameRefused::Malformed),
            ("ab", NameRefused::Malformed),
        ] {
            assert_eq!(
                turn_on(&store, other, Some(name)).await.unwrap(),
                Err(refused)
            );
        }
        turn_off(&store, place).await.unwrap();
        assert_eq!(of_slug(&store, "night-owls").await.unwrap(), None);
        assert_eq!(of_place(&store, place).await.unwrap(), None);
        // Off, a new secret address is made when turned on again.
        let secret = turn_on(&store, place, None).await.unwrap().unwrap();
        assert_ne!(secret.slug, on.slug);
        assert_eq!(secret.game_path(7), format!("/game/7?g={}", secret.slug));
        let places: Vec<String> = all(&store)
            .await
            .unwrap()
            .into_iter()
            .map(|p| p.place)
            .collect();
        assert_eq!(places, vec![TERMINAL_PLACE.to_owned(), place.to_owned()]);
    }

    #[tokio::test]
    async fn links_need_pages_and_a_base_url() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let place = "telegram:-1";
        let path = |p: &GroupPages| p.group_path();
        assert_eq!(link(&store, place, path).await.unwrap(), None);
        let on = turn_on(&store, place, None).await.unwrap().unwrap();
        assert_eq!(link(&store, place, path).await.unwrap(), None);
        set_base_url(&store, "https://example.org/n/")
            .await
            .unwrap();
        assert_eq!(
            link(&store, place, path).await.unwrap(),
            Some(format!("https://example.org/n/group/{}", on.slug))
        );
        let key = player_key(&store).await.unwrap();
        assert_eq!(key.len(), SECRET_LEN);
        assert_eq!(player_key(&store).await.unwrap(), key);
    }
}
