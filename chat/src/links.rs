//! One person across platforms: a Telegram and a Discord identity joined
//! with a one-time code (`/link` on one, `/link CODE` on the other), so
//! statistics and leaderboards count them as one player.
//!
//! Kept in the store's settings: codes under [`CODES`] (key: the code,
//! value: who asked for it and until when it is good), and each linked
//! identity under [`PERSONS`] (key: the identity, value: the person it
//! counts as, which is the identity that asked for the first code).

use narrator_engine::PlayerId;
use narrator_store::{Store, StoreError};
use rand::RngExt;
use rand::rngs::ChaCha20Rng;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use tokio::sync::Mutex;

/// Store scope of the codes given out.
const CODES: &str = "link-code";
/// Store scope of linked identities.
const PERSONS: &str = "person-link";
/// How long a code stays good.
pub const CODE_LIFETIME_MS: i64 = 10 * 60 * 1000;
/// Letters and digits that cannot be mistaken for one another.
const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
/// Characters in a code.
const CODE_LEN: usize = 6;

/// Why a code did not link the caller.
#[derive(Debug, thiserror::Error)]
pub enum LinkError {
    /// No such code was given out, or it was used already.
    #[error("unknown or used code")]
    Unknown,
    /// The code was given out too long ago.
    #[error("the code expired")]
    Expired,
    /// The caller asked for this code themselves.
    #[error("the caller's own code")]
    OwnCode,
    /// Both identities are on the same platform.
    #[error("both identities are on {platform}")]
    SamePlatform {
        /// The platform (`telegram`, `discord`).
        platform: String,
    },
    /// The two are linked already.
    #[error("already linked")]
    AlreadyLinked,
    /// The person already has an identity on the caller's platform.
    #[error("the person has another identity on {platform}")]
    PlatformTaken {
        /// The platform (`telegram`, `discord`).
        platform: String,
    },
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// A code as stored.
#[derive(Serialize, Deserialize)]
struct Given {
    /// Who asked for it.
    by: String,
    /// When it stops being good (ms since the epoch).
    until_ms: i64,
    /// Whether it was used.
    #[serde(default)]
    used: bool,
}

/// The platform part of an identity (`telegram` of `telegram:42`).
pub fn platform_of(id: &str) -> &str {
    id.split_once(':').map_or(id, |(platform, _)| platform)
}

/// Linked identities; cheap to clone.
#[derive(Clone)]
pub struct Links {
    store: Store,
    /// Held while a code is redeemed, so one code links one identity even
    /// when two people send it at once.
    redeeming: Arc<Mutex<()>>,
}

impl Links {
    /// Links kept in `store`.
    pub fn new(store: Store) -> Links {
        Links {
            store,
            redeeming: Arc::default(),
        }
    }

    /// Gives `person` a new one-time code, good for [`CODE_LIFETIME_MS`]
    /// from `now_ms`.
    pub async fn give_code(&self, person: &PlayerId, now_ms: i64) -> Result<String, StoreError> {
        let mut rng: ChaCha20Rng = rand::make_rng();
        let code: String = (0..CODE_LEN)
            .map(|_| char::from(ALPHABET[rng.random_range(0..ALPHABET.len())]))
            .collect();
        let given = Given {
            by: person.0.clone(),
            until_ms: now_ms + CODE_LIFETIME_MS,
            used: false,
        };
        let value = serde_json::to_string(&given).unwrap_or_default();
        self.store.set_setting(CODES, &code, &value).await?;
        Ok(code)
    }

    /// Links `caller` to whoever asked for `code`. Returns the identities
    /// now counted as one person, the caller's among them.
    pub async fn redeem(
        &self,
        caller: &PlayerId,
        code: &str,
        now_ms: i64,
    ) -> Result<Vec<String>, LinkError> {
        let _one_at_a_time = self.redeeming.lock().await;
        let code = code.trim().to_uppercase();
        let stored = self.store.get_setting(CODES, &code).await?;
        let Some(mut given) = stored.and_then(|v| serde_json::from_str::<Given>(&v).ok()) else {
            return Err(LinkError::Unknown);
        };
        if given.used {
            return Err(LinkError::Unknown);
        }
        if now_ms > given.until_ms {
            return Err(LinkError::Expired);
        }
        if given.by == caller.0 {
            return Err(LinkError::OwnCode);
        }
        let platform = platform_of(&caller.0).to_owned();
        if platform_of(&given.by) == platform {
            return Err(LinkError::SamePlatform { platform });
        }
        let persons = self.persons().await?;
        let person = canonical(&persons, &given.by);
        let theirs = canonical(&persons, &caller.0);
        if person == theirs {
            return Err(LinkError::AlreadyLinked);
        }
        let group = members(&persons, &person);
        if group.iter().any(|id| platform_of(id) == platform) {
            return Err(LinkError::PlatformTaken { platform });
        }
        given.used = true;
        let value = serde_json::to_string(&given).unwrap_or_default();
        self.store.set_setting(CODES, &code, &value).await?;
        // The caller brings along any identity already linked to them.
        let joining = members(&persons, &theirs);
        for id in &joining {
            self.store.set_setting(PERSONS, id, &person).await?;
        }
        self.store.set_setting(PERSONS, &given.by, &person).await?;
        let mut all: Vec<String> = group.into_iter().chain(joining).collect();
        all.sort();
        all.dedup();
        Ok(all)
    }

    /// Every identity linked to another, with the person it counts as.
    pub async fn persons(&self) -> Result<HashMap<String, String>, StoreError> {
        Ok(self.store.settings_in(PERSONS).await?.into_iter().collect())
    }

    /// The identities counted as the same person as `id` (itself included).
    pub async fn identities(&self, id: &PlayerId) -> Result<Vec<String>, StoreError> {
        let persons = self.persons().await?;
        Ok(members(&persons, &canonical(&persons, &id.0)))
    }
}

/// The person `id` counts as.
pub fn canonical(persons: &HashMap<String, String>, id: &str) -> String {
    persons.get(id).cloned().unwrap_or_else(|| id.to_owned())
}

/// Every identity counted as `person`, sorted, `person` itself included.
fn members(persons: &HashMap<String, String>, person: &str) -> Vec<String> {
    let mut all: Vec<String> = persons
        .iter()
        .filter(|(_, p)| p.as_str() == person)
        .map(|(id, _)| id.clone())
        .chain(std::iter::once(person.to_owned()))
        .collect();
    all.sort();
    all.dedup();
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    async fn links() -> Links {
        Links::new(Store::open("sqlite::memory:").await.unwrap())
    }

    fn id(s: &str) -> PlayerId {
        PlayerId::new(s)
    }

    #[tokio::test]
    async fn a_code_links_two_platforms_once() {
        let links = links().await;
        let code = links.give_code(&id("telegram:1"), 0).await.unwrap();
        assert_eq!(code.len(), CODE_LEN);
        let linked = links
            .redeem(&id("discord:9"), &code.to_lowercase(), 1000)
            .await
            .unwrap();
        assert_eq!(linked, vec!["discord:9", "telegram:1"]);
        let persons = links.persons().await.unwrap();
        assert_eq!(canonical(&persons, "discord:9"), "telegram:1");
        assert_eq!(canonical(&persons, "telegram:1"), "telegram:1");
        assert_eq!(canonical(&persons, "telegram:2"), "telegram:2");
        // One time only.
        assert!(matches!(
            links.redeem(&id("discord:8"), &code, 1000).await,
            Err(LinkError::Unknown)
        ));
        assert_eq!(
            links.identities(&id("discord:9")).await.unwrap(),
            vec!["discord:9", "telegram:1"]
        );
    }

    #[tokio::test]
    async fn refused_codes_change_nothing() {
        let links = links().await;
        let code = links.give_code(&id("telegram:1"), 0).await.unwrap();
        assert!(matches!(
            links.redeem(&id("telegram:1"), &code, 1).await,
            Err(LinkError::OwnCode)
        ));
        assert!(matches!(
            links.redeem(&id("telegram:2"), &code, 1).await,
            Err(LinkError::SamePlatform { platform }) if platform == "telegram"
        ));
        assert!(matches!(
            links
                .redeem(&id("discord:9"), &code, CODE_LIFETIME_MS + 1)
                .await,
            Err(LinkError::Expired)
        ));
        assert!(matches!(
            links.redeem(&id("discord:9"), "NOPE42", 1).await,
            Err(LinkError::Unknown)
        ));
        assert!(links.persons().await.unwrap().is_empty());
        // Still good after the refusals.
        links.redeem(&id("discord:9"), &code, 2).await.unwrap();
        let again = links.give_code(&id("discord:9"), 3).await.unwrap();
        assert!(matches!(
            links.redeem(&id("telegram:1"), &again, 4).await,
            Err(LinkError::AlreadyLinked)
        ));
        let other = links.give_code(&id("telegram:1"), 5).await.unwrap();
        assert!(matches!(
            links.redeem(&id("discord:7"), &other, 6).await,
            Err(LinkError::PlatformTaken { platform }) if platform == "discord"
        ));
    }
}
