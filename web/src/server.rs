//! The HTTP side: one handler reads the address and answers every request
//! itself (so a bad one gets a 404 or 400 page in the visitor's language,
//! never a framework's plain text or a 500), with strict security headers.

use crate::assets;
use crate::data::Site;
use crate::error::{PageError, WebError};
use crate::page::{self, error::Problem};
use crate::request::{Ctx, Query, language};
use axum::Router;
use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::Response;
use maud::Markup;
use narrator_chat::Games;
use narrator_chat::front::stats::Period;
use narrator_i18n::Lang;
use narrator_store::Store;
use std::net::SocketAddr;
use std::time::{SystemTime, UNIX_EPOCH};

/// The longest path looked at; a longer one names nothing.
const MAX_PATH: usize = 512;

/// What the browser may load and run: only this site's own files, no
/// inline script or style (a message text can never become code), no
/// frames, forms only to this site. A header for browsers: not for players.
const CSP: &str = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; \
                   form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/// The pages over `store`, as a router to serve or to nest (the games
/// with their built-in modes).
pub fn router(store: Store) -> Router {
    router_with(store, Games::standard())
}

/// [`router`] for `games` (with an operator's modes, as the host read
/// them).
pub fn router_with(store: Store, games: Games) -> Router {
    routes(site(store, games))
}

fn site(store: Store, games: Games) -> Site {
    Site {
        store,
        games,
        snapshots: Default::default(),
        drawn: Default::default(),
    }
}

fn routes(site: Site) -> Router {
    Router::new().fallback(answer).with_state(site)
}

/// Serves the pages on `listen` until the task is dropped or fails.
/// Records `base_url` (none: no links) so the chat links to the pages.
pub async fn serve(
    store: Store,
    games: Games,
    listen: SocketAddr,
    base_url: Option<&str>,
) -> Result<(), WebError> {
    // The process serving the pages says where they are; none given: the
    // chat shows no links (rather than an address from an older run).
    narrator_chat::pages::set_base_url(&store, base_url.unwrap_or("")).await?;
    let listener = tokio::net::TcpListener::bind(listen)
        .await
        .map_err(|source| WebError::Listen {
            addr: listen,
            source,
        })?;
    tracing::info!(%listen, "serving the web pages");
    let site = site(store, games);
    // What every result gives takes seconds on a large database: computed
    // now rather than for the first visitor.
    let warm = site.clone();
    tokio::spawn(async move {
        if let Err(e) = warm.snapshots.get(&warm.store, &warm.games).await {
            tracing::warn!("the pages' snapshot could not be computed yet: {e}");
        }
    });
    axum::serve(listener, routes(site))
        .await
        .map_err(WebError::Serve)
}

/// What an address names.
enum Route<'a> {
    Home,
    Group(&'a str),
    Player(&'a str),
    Game(&'a str),
    Picture(&'a str, &'a str),
    Static(&'a str),
}

fn route(path: &str) -> Option<Route<'_>> {
    if path.len() > MAX_PATH {
        return None;
    }
    let parts: Vec<&str> = path.split('/').skip(1).collect();
    match parts.as_slice() {
        [""] => Some(Route::Home),
        ["group", slug] => Some(Route::Group(slug)),
        ["player", id] => Some(Route::Player(id)),
        ["game", n] => Some(Route::Game(n)),
        ["game", n, "picture", file] => Some(Route::Picture(n, file)),
        ["static", name] => Some(Route::Static(name)),
        _ => None,
    }
}

/// Every request's answer.
async fn answer(
    State(site): State<Site>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
    let accept = headers
        .get(header::ACCEPT_LANGUAGE)
        .and_then(|v| v.to_str().ok());
    let query = Query::parse(uri.query());
    // The language of the page, even of an error page when it can be read.
    let (lang, chosen) = query
        .as_ref()
        .ok()
        .and_then(|q| language(q, accept).ok())
        .unwrap_or((Lang::En, false));
    let ctx = Ctx {
        lang,
        chosen,
        here: here(&uri),
    };
    if method != Method::GET && method != Method::HEAD {
        return problem(&ctx, Problem::Method);
    }
    let result = match query {
        Ok(query) => match language(&query, accept) {
            Ok(_) => page(&site, &ctx, &uri, &query).await,
            Err(e) => Err(e),
        },
        Err(e) => Err(e),
    };
    match result {
        Ok(response) => response,
        Err(PageError::NotFound) => problem(&ctx, Problem::NotFound),
        Err(PageError::BadRequest) => problem(&ctx, Problem::BadRequest),
        Err(PageError::Store(e)) => {
            tracing::error!("a page could not be read: {e}");
            problem(&ctx, Problem::Unavailable)
        }
    }
}

/// The page an address names.
async fn page(site: &Site, ctx: &Ctx, uri: &Uri, query: &Query) -> Result<Response, PageError> {
    let lang = ctx.lang;
    let markup = match route(uri.path()).ok_or(PageError::NotFound)? {
        Route::Static(name) => {
            let (body, kind) = assets::file(name).ok_or(PageError::NotFound)?;
            return Ok(respond(
                StatusCode::OK,
                kind,
                "public, max-age=3600",
                body.to_owned(),
            ));
        }
        Route::Picture(n, file) => {
            let id = number(n)?;
            let k = file.strip_suffix(".png").ok_or(PageError::NotFound)?;
            let k = usize::try_from(number(k)?).map_err(|_| PageError::NotFound)?;
            let png = site.picture(id, query.get("g"), k).await?;
            let mut response = respond(
                StatusCode::OK,
                "image/png",
                "private, max-age=3600",
                String::new(),
            );
            *response.body_mut() = Body::from(png);
            return Ok(response);
        }
        Route::Home => page::home::page(ctx, &site.home(lang).await?),
        Route::Group(slug) => {
            let words: Vec<&str> = site.games.iter().map(|g| g.word()).collect();
            let word = query.one_of("game", &words)?;
            let presets: Vec<&str> = site
                .games
                .iter()
                .flat_map(|g| g.presets().iter().copied())
                .collect();
            let preset = query.one_of("preset", &presets)?;
            let period = match query.one_of("period", &["week", "month", "all"])? {
                Some("week") => Period::Week,
                Some("month") => Period::Month,
                _ => Period::All,
            };
            let group = site
                .group(lang, slug, (word, preset, period), now_ms())
                .await?;
            page::group::page(ctx, &group)
        }
        Route::Player(token) => page::player::page(ctx, &site.player(lang, token).await?),
        Route::Game(n) => {
            let id = number(n)?;
            let step = query.get("step").map(number).transpose()?;
            let step = step
                .map(|s| usize::try_from(s).map_err(|_| PageError::NotFound))
                .transpose()?;
            let game = site.game(lang, id, query.get("g")).await?;
            page::game::page(ctx, &game, step)?
        }
    };
    Ok(html(StatusCode::OK, markup))
}

/// A positive number from an address: anything but digits is a bad
/// request; a number too large to be a game or a step names nothing.
fn number(text: &str) -> Result<i64, PageError> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(PageError::BadRequest);
    }
    match text.parse::<i64>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(PageError::NotFound),
    }
}

/// The request's path and query without `lang`: where the language links
/// point. A query that does not read is left out.
fn here(uri: &Uri) -> String {
    let path = if uri.path().len() > MAX_PATH {
        "/"
    } else {
        uri.path()
    };
    let kept: Vec<&str> = uri
        .query()
        .filter(|q| Query::parse(Some(q)).is_ok())
        .map(|q| {
            q.split('&')
                .filter(|p| !p.starts_with("lang=") && !p.is_empty())
                .collect()
        })
        .unwrap_or_default();
    if kept.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{}", kept.join("&"))
    }
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
}

fn problem(ctx: &Ctx, problem: Problem) -> Response {
    let status = match problem {
        Problem::NotFound => StatusCode::NOT_FOUND,
        Problem::BadRequest => StatusCode::BAD_REQUEST,
        Problem::Unavailable => StatusCode::SERVICE_UNAVAILABLE,
        Problem::Method => StatusCode::METHOD_NOT_ALLOWED,
    };
    html(status, page::error::page(ctx, problem))
}

fn html(status: StatusCode, markup: Markup) -> Response {
    // Pages change with every game: never kept by a shared cache (a secret
    // group's page must not be served to someone else).
    respond(
        status,
        "text/html; charset=utf-8",
        "private, no-cache",
        markup.into_string(),
    )
}

fn respond(status: StatusCode, kind: &'static str, cache: &'static str, body: String) -> Response {
    let mut response = Response::new(Body::from(body));
    *response.status_mut() = status;
    let headers = response.headers_mut();
    let fixed = [
        (header::CONTENT_TYPE, kind),
        (header::CACHE_CONTROL, cache),
        (header::CONTENT_SECURITY_POLICY, CSP),
        (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
        (header::X_FRAME_OPTIONS, "DENY"),
        // Secret addresses stay on this site.
        (header::REFERRER_POLICY, "no-referrer"),
    ];
    for (name, value) in fixed {
        headers.insert(name, HeaderValue::from_static(value));
    }
    if status == StatusCode::METHOD_NOT_ALLOWED {
        headers.insert(header::ALLOW, HeaderValue::from_static("GET, HEAD"));
    }
    response
}
