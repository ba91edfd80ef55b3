//! What can go wrong: a page that does not exist, a request that cannot
//! be read, a database that does not answer, a server that cannot start.

use narrator_store::StoreError;
use thiserror::Error;

/// Why a page is not shown.
#[derive(Debug, Error)]
pub(crate) enum PageError {
    /// Nothing is at this address (or it is not shown to this visitor).
    #[error("not found")]
    NotFound,
    /// The request cannot be read (a malformed query, a bad number).
    #[error("bad request")]
    BadRequest,
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

/// Why the pages cannot be served.
#[derive(Debug, Error)]
pub enum WebError {
    /// The address to listen on cannot be taken.
    #[error("cannot listen on {addr}: {source}")]
    Listen {
        /// The address.
        addr: std::net::SocketAddr,
        /// Why.
        source: std::io::Error,
    },
    /// The server stopped with an error.
    #[error("the web server failed: {0}")]
    Serve(std::io::Error),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}
