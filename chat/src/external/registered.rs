//! The external bots an admin registered (`narrator arena register NAME
//! DIR`), kept in the store's settings: scope `external-bots`, key the
//! bot's name, value its folder. An unregistered bot's value is emptied
//! (the store keeps no deletions), and an empty value means "not
//! registered".

use narrator_botrun::discover::{self, Bot, BotError};
use narrator_store::{Store, StoreError};
use std::path::{Path, PathBuf};
use thiserror::Error;

const SCOPE: &str = "external-bots";

/// Why a registration was refused.
#[derive(Debug, Error)]
pub enum RegisterError {
    /// The name or the folder is not a bot's.
    #[error(transparent)]
    Bot(#[from] BotError),
    /// The folder's absolute path cannot be found.
    #[error("cannot resolve {path}: {source}")]
    Path {
        /// The folder given.
        path: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The folder's path is not UTF-8 (the store keeps text).
    #[error("{0} is not a UTF-8 path")]
    NotText(PathBuf),
    /// Unregistering a bot that is not registered.
    #[error("no external bot named `{0}` is registered")]
    Unknown(String),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Registers (or re-registers) the bot `name` in `dir`, checked as the
/// arena checks its bots; returns it with its absolute folder.
pub async fn register(store: &Store, name: &str, dir: &Path) -> Result<Bot, RegisterError> {
    discover::check(name, dir)?;
    let dir = std::fs::canonicalize(dir).map_err(|source| RegisterError::Path {
        path: dir.to_path_buf(),
        source,
    })?;
    let text = dir
        .to_str()
        .ok_or_else(|| RegisterError::NotText(dir.clone()))?;
    store.set_setting(SCOPE, name, text).await?;
    Ok(Bot {
        name: name.to_string(),
        dir,
    })
}

/// Forgets a registered bot. Games it already sits in keep their copy.
pub async fn unregister(store: &Store, name: &str) -> Result<(), RegisterError> {
    if lookup(store, name).await?.is_none() {
        return Err(RegisterError::Unknown(name.to_string()));
    }
    store.set_setting(SCOPE, name, "").await?;
    Ok(())
}

/// The registered bot called `name`, if any.
pub async fn lookup(store: &Store, name: &str) -> Result<Option<Bot>, StoreError> {
    Ok(store
        .get_setting(SCOPE, name)
        .await?
        .filter(|dir| !dir.is_empty())
        .map(|dir| Bot {
            name: name.to_string(),
            dir: PathBuf::from(dir),
        }))
}

/// Every registered bot, by name.
pub async fn list(store: &Store) -> Result<Vec<Bot>, StoreError> {
    Ok(store
        .settings_in(SCOPE)
        .await?
        .into_iter()
        .filter(|(_, dir)| !dir.is_empty())
        .map(|(name, dir)| Bot {
            name,
            dir: PathBuf::from(dir),
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn bot_folder(root: &Path, name: &str, mode: u32) -> PathBuf {
        let dir = root.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("run"), "#!/bin/sh\n").unwrap();
        std::fs::set_permissions(dir.join("run"), std::fs::Permissions::from_mode(mode)).unwrap();
        dir
    }

    #[tokio::test]
    async fn registers_lists_and_unregisters() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let root = tempfile::tempdir().unwrap();
        let good = bot_folder(root.path(), "good", 0o755);
        let bot = register(&store, "good-1", &good).await.unwrap();
        assert!(bot.dir.is_absolute());
        register(&store, "alpha", &good).await.unwrap();
        let names: Vec<String> = list(&store)
            .await
            .unwrap()
            .into_iter()
            .map(|b| b.name)
            .collect();
        assert_eq!(names, ["alpha", "good-1"]);
        assert_eq!(
            lookup(&store, "good-1").await.unwrap().unwrap().dir,
            bot.dir
        );
        unregister(&store, "alpha").await.unwrap();
        assert!(lookup(&store, "alpha").await.unwrap().is_none());
        let names: Vec<String> = list(&store)
            .await
            .unwrap()
            .into_iter()
            .map(|b| b.name)
            .collect();
        assert_eq!(names, ["good-1"]);
        assert!(matches!(
            unregister(&store, "alpha").await,
            Err(RegisterError::Unknown(n)) if n == "alpha"
        ));
    }

    #[tokio::test]
    async fn refuses_what_is_not_a_bot() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let root = tempfile::tempdir().unwrap();
        let good = bot_folder(root.path(), "good", 0o755);
        let plain = bot_folder(root.path(), "plain", 0o644);
        let empty = root.path().join("empty");
        std::fs::create_dir(&empty).unwrap();
        let missing = root.path().join("missing");
        let refused = |r: Result<Bot, RegisterError>| match r {
            Err(RegisterError::Bot(e)) => e,
            other => panic!("expected a refusal, got {other:?}"),
        };
        assert_eq!(
            refused(register(&store, "bad name", &good).await),
            BotError::BadName("bad name".into())
        );
        assert_eq!(
            refused(register(&store, "bot:x", &good).await),
            BotError::BadName("bot:x".into())
        );
        assert_eq!(
            refused(register(&store, "x", &missing).await),
            BotError::NoFolder(missing.clone())
        );
        assert_eq!(
            refused(register(&store, "x", &empty).await),
            BotError::NoRun(empty.clone())
        );
        assert_eq!(
            refused(register(&store, "x", &plain).await),
            BotError::NoRun(plain.clone())
        );
        let err = register(&store, "x", &plain).await.unwrap_err().to_string();
        assert!(err.contains("executable `run`"), "{err}");
        assert!(list(&store).await.unwrap().is_empty(), "nothing was stored");
    }
}
