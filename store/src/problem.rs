//! What is wrong with a database file or server, in words an operator can
//! act on.
//!
//! SQLite's codes are too coarse to tell an operator what to do: "unable
//! to open database file" (SQLITE_CANTOPEN) covers a missing folder, a
//! path that is a folder, a read-only folder and a full disk alike. So the
//! code is read together with a look at the path, here and nowhere else.
//! sqlx's own text goes to the log at debug level; the message the
//! operator reads says the cause once.
//!
//! A PostgreSQL server says more precisely what went wrong (SQLSTATE
//! codes), and a lost connection shows as an I/O error: see
//! [`DbProblem::classify_postgres`].

use std::io::{ErrorKind, Write};
use std::path::{Path, PathBuf};

/// SQLite's primary result codes used below (the low byte of an extended
/// code).
mod code {
    pub const BUSY: i32 = 5;
    pub const LOCKED: i32 = 6;
    pub const READONLY: i32 = 8;
    pub const IOERR: i32 = 10;
    pub const CORRUPT: i32 = 11;
    pub const FULL: i32 = 13;
    pub const CANTOPEN: i32 = 14;
    pub const NOTADB: i32 = 26;
    /// SQLITE_READONLY_DBMOVED: the file was unlinked or renamed while
    /// open (noticed by SQLite in rollback-journal mode).
    pub const READONLY_DBMOVED: i32 = 1032;
}

/// The cause of a database failure.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DbProblem {
    /// The database URL is not one narrator can use.
    #[error(
        "it is not a database URL such as sqlite://narrator.db or postgres://user@host/narrator ({0})"
    )]
    BadUrl(String),
    /// The folder that should hold the file does not exist (SQLite
    /// creates the file, not its folders).
    #[error("the folder {} does not exist", .0.display())]
    NoFolder(PathBuf),
    /// The path names a folder.
    #[error("it is a folder, not a database file")]
    IsFolder,
    /// The file holds something else than a SQLite database.
    #[error("the file is not a SQLite database")]
    NotSqlite,
    /// The file is a SQLite database whose pages are damaged.
    #[error("the file is damaged (SQLite reports a malformed database)")]
    Damaged,
    /// The file cannot be written (permissions, an immutable file).
    #[error("the file is read-only")]
    ReadOnlyFile,
    /// The folder cannot be written; SQLite keeps its journal (the -wal
    /// and -shm files) next to the database, so it needs to.
    #[error(
        "the folder {} is read-only (SQLite needs to create its journal files next to the database)",
        .0.display()
    )]
    ReadOnlyFolder(PathBuf),
    /// The file system holding the file is mounted read-only.
    #[error("it is on a read-only file system")]
    ReadOnlyFileSystem,
    /// No space is left on the device.
    #[error("the disk is full")]
    DiskFull,
    /// The file was deleted or moved away while narrator had it open;
    /// anything written now would be lost with the old file.
    #[error("the file was deleted or moved away while narrator was running")]
    Deleted,
    /// Another program holds a lock on the database for too long.
    #[error("another program keeps it locked")]
    Locked,
    /// The PostgreSQL server cannot be reached: nothing listens at the
    /// address, the host is unknown, or no connection came in time.
    #[error("the PostgreSQL server does not answer ({0})")]
    ServerUnreachable(String),
    /// The connection to the PostgreSQL server broke (the server stopped or
    /// restarted, the network failed, an administrator ended it).
    #[error("the connection to the PostgreSQL server was lost")]
    ConnectionLost,
    /// The server has no database of that name (narrator creates its
    /// tables, not the database).
    #[error("the server has no such database ({0})")]
    NoSuchDatabase(String),
    /// The server refused the user or password, or the user may not use
    /// the database.
    #[error("the server refused access ({0})")]
    AccessDenied(String),
    /// The server takes no writes (a read-only standby, or a read-only
    /// transaction by default).
    #[error("the server takes no writes (a read-only standby?)")]
    ReadOnlyServer,
    /// Anything else: the database's own message, said once.
    #[error("{0}")]
    Other(String),
}

impl DbProblem {
    /// Classifies a failure of the database at `file` (`None` for an
    /// in-memory database, where only SQLite's code can tell). Logs
    /// sqlx's full text at debug level.
    pub fn classify(file: Option<&Path>, error: &sqlx::Error) -> DbProblem {
        tracing::debug!(file = ?file, %error, "database failure (sqlx detail)");
        // A missing folder or a folder in place of the file explain
        // whatever code SQLite chose for them.
        if let Some(plain) = file.and_then(from_path) {
            return plain;
        }
        match error {
            sqlx::Error::Database(db) => {
                let extended = db.code().and_then(|c| c.parse::<i32>().ok()).unwrap_or(0);
                from_code(file, extended, db.message())
            }
            sqlx::Error::Io(io) => from_io(file, io),
            sqlx::Error::Configuration(e) => DbProblem::BadUrl(e.to_string()),
            other => DbProblem::Other(other.to_string()),
        }
    }
}

impl DbProblem {
    /// Classifies a failure of a PostgreSQL database. Logs sqlx's full text
    /// at debug level.
    pub fn classify_postgres(error: &sqlx::Error) -> DbProblem {
        tracing::debug!(%error, "database failure (sqlx detail)");
        match error {
            sqlx::Error::Database(db) => {
                let message = db.message().to_owned();
                match db.code().as_deref().unwrap_or_default() {
                    // invalid_catalog_name
                    "3D000" => DbProblem::NoSuchDatabase(message),
                    // invalid_authorization_specification,
                    // invalid_password, insufficient_privilege
                    "28000" | "28P01" | "42501" => DbProblem::AccessDenied(message),
                    // admin_shutdown, crash_shutdown
                    "57P01" | "57P02" => DbProblem::ConnectionLost,
                    // cannot_connect_now (starting up or shutting down)
                    "57P03" => DbProblem::ServerUnreachable(message),
                    // disk_full
                    "53100" => DbProblem::DiskFull,
                    // read_only_sql_transaction
                    "25006" => DbProblem::ReadOnlyServer,
                    // lock_not_available
                    "55P03" => DbProblem::Locked,
                    code if code.starts_with("08") => DbProblem::ConnectionLost,
                    _ => DbProblem::Other(message),
                }
            }
            sqlx::Error::Io(io) => match io.kind() {
                ErrorKind::ConnectionReset
                | ErrorKind::ConnectionAborted
                | ErrorKind::BrokenPipe
                | ErrorKind::UnexpectedEof
                | ErrorKind::NotConnected => DbProblem::ConnectionLost,
                ErrorKind::StorageFull => DbProblem::DiskFull,
                _ => DbProblem::ServerUnreachable(io.to_string()),
            },
            sqlx::Error::PoolTimedOut => {
                DbProblem::ServerUnreachable("no connection came in time".to_owned())
            }
            sqlx::Error::Configuration(e) => DbProblem::BadUrl(e.to_string()),
            sqlx::Error::Tls(e) => DbProblem::ServerUnreachable(e.to_string()),
            other => DbProblem::Other(other.to_string()),
        }
    }
}

/// The causes a look at the path alone proves.
fn from_path(file: &Path) -> Option<DbProblem> {
    let folder = folder_of(file);
    if !folder.is_dir() {
        return Some(DbProblem::NoFolder(folder));
    }
    file.is_dir().then_some(DbProblem::IsFolder)
}

fn from_code(file: Option<&Path>, extended: i32, message: &str) -> DbProblem {
    if extended == code::READONLY_DBMOVED {
        return DbProblem::Deleted;
    }
    match extended & 0xff {
        code::NOTADB => DbProblem::NotSqlite,
        code::CORRUPT => DbProblem::Damaged,
        code::FULL => DbProblem::DiskFull,
        code::BUSY | code::LOCKED => DbProblem::Locked,
        // These say only that a file could not be opened or written:
        // which one and why, the file system tells.
        code::READONLY | code::CANTOPEN | code::IOERR => file
            .and_then(probe)
            .unwrap_or_else(|| DbProblem::Other(message.to_owned())),
        _ => DbProblem::Other(message.to_owned()),
    }
}

fn from_io(file: Option<&Path>, io: &std::io::Error) -> DbProblem {
    match io.kind() {
        ErrorKind::StorageFull => DbProblem::DiskFull,
        ErrorKind::ReadOnlyFilesystem => DbProblem::ReadOnlyFileSystem,
        ErrorKind::IsADirectory => DbProblem::IsFolder,
        _ => file
            .and_then(probe)
            .unwrap_or_else(|| DbProblem::Other(io.to_string())),
    }
}

/// Why an existing file cannot be written, found by opening it for
/// writing (which changes nothing); `None` when it can be, or does not
/// exist yet.
pub(crate) fn unwritable(file: &Path) -> Option<DbProblem> {
    if !file.is_file() {
        return None;
    }
    let e = std::fs::OpenOptions::new().append(true).open(file).err()?;
    match e.kind() {
        ErrorKind::ReadOnlyFilesystem => Some(DbProblem::ReadOnlyFileSystem),
        ErrorKind::PermissionDenied => Some(DbProblem::ReadOnlyFile),
        _ => None,
    }
}

/// The folder holding `file` ("." for a bare file name).
fn folder_of(file: &Path) -> PathBuf {
    match file.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Finds out by trying why a file could not be opened or written: the
/// path, then the file opened for writing (without changing it), then a
/// page written into a scratch file in its folder (removed at once).
fn probe(file: &Path) -> Option<DbProblem> {
    if let Some(plain) = from_path(file).or_else(|| unwritable(file)) {
        return Some(plain);
    }
    let folder = folder_of(file);
    let scratch = folder.join(format!(".narrator-probe-{}", std::process::id()));
    let written = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&scratch)
        .and_then(|mut f| {
            let written = f.write_all(&[0; 4096]).and_then(|()| f.sync_all());
            // Created, so removed whatever the write did.
            let _ = std::fs::remove_file(&scratch);
            written
        });
    match written {
        Ok(()) => None,
        Err(e) => match e.kind() {
            ErrorKind::StorageFull => Some(DbProblem::DiskFull),
            ErrorKind::ReadOnlyFilesystem => Some(DbProblem::ReadOnlyFileSystem),
            ErrorKind::PermissionDenied => Some(DbProblem::ReadOnlyFolder(folder)),
            _ => None,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_path_explains_a_missing_folder_and_a_folder() {
        let dir = tempfile::tempdir().unwrap();
        let missing = dir.path().join("nope/narrator.db");
        assert_eq!(
            from_code(
                Some(&missing),
                code::CANTOPEN,
                "unable to open database file"
            ),
            DbProblem::NoFolder(dir.path().join("nope"))
        );
        assert_eq!(
            from_code(
                Some(dir.path()),
                code::CANTOPEN,
                "unable to open database file"
            ),
            DbProblem::IsFolder
        );
    }

    #[test]
    fn codes_that_say_it_all_need_no_look() {
        let nowhere = Path::new("/nonexistent-folder/x.db");
        assert_eq!(from_code(None, code::NOTADB, "x"), DbProblem::NotSqlite);
        // Extended codes keep the primary one in their low byte.
        assert_eq!(
            from_code(None, code::CORRUPT | 1 << 8, "x"),
            DbProblem::Damaged
        );
        assert_eq!(from_code(None, code::FULL, "x"), DbProblem::DiskFull);
        assert_eq!(
            from_code(Some(nowhere), code::READONLY_DBMOVED, "x"),
            DbProblem::Deleted
        );
        assert_eq!(
            from_code(None, code::CANTOPEN, "unable to open database file"),
            DbProblem::Other("unable to open database file".into())
        );
    }

    #[test]
    fn a_server_that_does_not_answer_is_told_from_a_lost_connection() {
        let io = |kind| sqlx::Error::Io(std::io::Error::from(kind));
        assert!(matches!(
            DbProblem::classify_postgres(&io(ErrorKind::ConnectionRefused)),
            DbProblem::ServerUnreachable(_)
        ));
        assert!(matches!(
            DbProblem::classify_postgres(&sqlx::Error::PoolTimedOut),
            DbProblem::ServerUnreachable(_)
        ));
        for kind in [
            ErrorKind::ConnectionReset,
            ErrorKind::BrokenPipe,
            ErrorKind::UnexpectedEof,
        ] {
            assert_eq!(
                DbProblem::classify_postgres(&io(kind)),
                DbProblem::ConnectionLost
            );
        }
    }

    #[test]
    fn a_writable_folder_is_not_blamed() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("narrator.db");
        assert_eq!(probe(&file), None);
        // The scratch file is gone again.
        assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    }
}
