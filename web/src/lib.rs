//! narrator's web pages: each group's leaderboards and games, each
//! player's statistics, every finished game replayed step by step with the
//! fairness check, rendered on the server in English, Russian or
//! Vietnamese from the same Fluent catalogues as the chat.
//!
//! Addresses are stable: `/` (home), `/group/SLUG`, `/player/ID` and
//! `/game/N`. A group's pages exist only while its admins have them on
//! (`/WORD config web on`, see [`narrator_chat::pages`]); a secret group's
//! games open only with its address part (`/game/N?g=SLUG`). A running
//! game's page shows what its group saw (who plays, the public story and
//! votes so far, a Zombie game's turns as announced); its secrets (roles,
//! private results, the seed) come with its end.
//!
//! Every asset (the style sheet, the Verify script) is built into the
//! binary; no page has inline script, and the Content-Security-Policy
//! says so to the browser. One job a module: `server` routes and
//! answers, `request` reads what was asked, `replay` is the one call
//! into the engine's timeline, `data` reads the store, `snapshot`
//! keeps what is computed from every result (ratings, the leaderboards'
//! rows), `chart` draws SVG, and `page::*` renders.

mod assets;
mod chart;
mod data;
mod drawn;
mod error;
mod page;
mod replay;
mod request;
mod server;
mod snapshot;

pub use error::WebError;
pub use server::{router, router_with, serve};

/// Where the pages are served, from the environment (see .env.example).
#[derive(Clone, Debug, Default, clap::Args)]
pub struct WebArgs {
    /// Where the web pages listen (e.g. 127.0.0.1:8080); `narrator serve`
    /// serves them only when this is set.
    #[arg(long = "web-listen", env = "NARRATOR_WEB_LISTEN")]
    pub listen: Option<std::net::SocketAddr>,
    /// The pages' public base URL (e.g. `https://example.org/narrator`),
    /// which links in the chat start with; none: the chat shows no links.
    #[arg(long = "web-url", env = "NARRATOR_WEB_URL")]
    pub url: Option<String>,
}

/// Where `narrator web` listens when `NARRATOR_WEB_LISTEN` is not set.
pub const DEFAULT_LISTEN: std::net::SocketAddr =
    std::net::SocketAddr::new(std::net::IpAddr::V4(std::net::Ipv4Addr::LOCALHOST), 8080);

/// Serves the pages of `games` as `args` say, on `default` when no
/// address is set.
pub async fn run(
    args: WebArgs,
    store: narrator_store::Store,
    games: narrator_chat::Games,
    default: std::net::SocketAddr,
) -> Result<(), WebError> {
    serve(
        store,
        games,
        args.listen.unwrap_or(default),
        args.url.as_deref(),
    )
    .await
}
