//! The REST API under `/api/v10`, and the layer around every exchange:
//! auth check, spec validation of both bodies, rate limits and their
//! headers, and the record of routes the fake does not serve.

mod body;
mod channels;
mod commands;
mod guilds;
mod interactions;
mod meta;

use std::sync::Arc;

use axum::Router;
use axum::body::{Body, to_bytes};
use axum::extract::{OriginalUri, Request, State};
use axum::http::{HeaderName, HeaderValue, StatusCode, header};
use axum::middleware::{self, Next};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use serde_json::{Value, json};

use crate::core::Core;
use crate::error::ApiError;
use crate::faults::Fault;
use crate::ratelimit::Decision;
use crate::spec::spec;
use crate::world::Violation;

pub use body::Body as RequestBody;

/// Bodies larger than this are refused; Discord's own upload cap is 25 MiB.
const MAX_BODY: usize = 64 << 20;

/// The whole HTTP app: REST under `/api/v10` and the gateway at `/gateway`.
pub fn app(core: Arc<Core>) -> Router {
    let api = Router::new()
        .route("/gateway", get(meta::gateway))
        .route("/gateway/bot", get(meta::gateway_bot))
        .route("/oauth2/applications/@me", get(meta::application))
        .route("/applications/@me", get(meta::application))
        .route("/users/@me", get(meta::current_user))
        .route("/users/@me/channels", post(channels::open_dm))
        .route(
            "/applications/{app}/commands",
            get(commands::list_global)
                .put(commands::overwrite_global)
                .post(commands::create_global),
        )
        .route(
            "/applications/{app}/guilds/{guild}/commands",
            get(commands::list_guild)
                .put(commands::overwrite_guild)
                .post(commands::create_guild),
        )
        .route("/channels/{channel}", get(channels::get_channel))
        .route("/channels/{channel}/typing", post(channels::typing))
        .route(
            "/channels/{channel}/messages",
            get(channels::list_messages).post(channels::create_message),
        )
        .route(
            "/channels/{channel}/messages/{message}",
            get(channels::get_message)
                .patch(channels::edit_message)
                .delete(channels::delete_message),
        )
        .route(
            "/interactions/{id}/{token}/callback",
            post(interactions::callback),
        )
        .route("/webhooks/{app}/{token}", post(interactions::followup))
        .route(
            "/webhooks/{app}/{token}/messages/@original",
            get(interactions::get_original)
                .patch(interactions::edit_original)
                .delete(interactions::delete_original),
        )
        .route(
            "/webhooks/{app}/{token}/messages/{message}",
            get(interactions::get_followup)
                .patch(interactions::edit_followup)
                .delete(interactions::delete_followup),
        )
        .route("/guilds/{guild}", get(guilds::get_guild))
        .route("/guilds/{guild}/roles", get(guilds::roles))
        .route("/guilds/{guild}/channels", get(guilds::channels))
        .route("/guilds/{guild}/members/{user}", get(guilds::member))
        .fallback(unhandled)
        .layer(middleware::from_fn_with_state(Arc::clone(&core), exchange));
    Router::new()
        .route("/gateway", get(crate::gateway::upgrade))
        .nest("/api/v10", api)
        .fallback(unhandled)
        .with_state(core)
}

/// Any route the fake has no handler for: a JSON 404, recorded so a test
/// can fail on it.
async fn unhandled(
    State(core): State<Arc<Core>>,
    OriginalUri(uri): OriginalUri,
    req: Request,
) -> Response {
    // The original URI: inside the nested router the prefix is stripped.
    core.world()
        .unhandled
        .push(format!("{} {}", req.method(), uri.path()));
    ApiError::not_found().into_response()
}

/// The layer around every REST exchange.
async fn exchange(State(core): State<Arc<Core>>, req: Request, next: Next) -> Response {
    let (parts, body) = req.into_parts();
    let method = parts.method.as_str().to_owned();
    let full_path = parts.uri.path().to_owned();
    let path = full_path
        .strip_prefix("/api/v10")
        .unwrap_or(&full_path)
        .to_owned();
    let template = spec()
        .match_path(&path)
        .filter(|t| spec().has_operation(t, &method));
    let check = Check {
        core: &core,
        method: &method,
        path: &path,
        template,
    };
    if template.is_none() {
        check.record(
            "route",
            vec!["no such operation in Discord's OpenAPI spec".into()],
        );
    }

    let Ok(bytes) = to_bytes(body, MAX_BODY).await else {
        return check
            .respond(ApiError::invalid_body("unreadable body").into_response())
            .await;
    };
    let content_type = parts
        .headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or_default()
        .to_owned();
    let parsed = match body::parse(&content_type, &bytes) {
        Ok(b) => b,
        Err(e) => {
            check.record("request", vec![e.clone()]);
            return check
                .respond(ApiError::invalid_body(&e).into_response())
                .await;
        }
    };
    if let (Some(t), Some(json)) = (template, parsed.json.as_ref()) {
        let errors = spec().check_request(t, &method, json);
        if !errors.is_empty() {
            check.record("request", errors);
        }
    }

    let authorized = parts
        .headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| v.starts_with("Bot ") && v.len() > 4);
    // The gateway URL lookups are public on Discord too.
    if !authorized && !path.starts_with("/gateway") && !path.starts_with("/interactions/") {
        return check
            .respond(ApiError::unauthorized().into_response())
            .await;
    }

    let decision = {
        let major = major_parameter(&path);
        core.world()
            .limiter
            .check(&method, template.unwrap_or(&path), &major)
    };
    let state = match decision {
        Decision::Allowed(s) => s,
        Decision::Limited(s) => {
            core.world().rate_limited += 1;
            let retry = s.reset_after.as_secs_f64();
            let mut resp = too_many(retry, false);
            add_headers(&mut resp, &s.headers());
            add_headers(
                &mut resp,
                &[("retry-after", format!("{}", retry.ceil().max(1.0)))],
            );
            return check.respond(resp).await;
        }
        Decision::GlobalLimited(wait) => {
            core.world().rate_limited += 1;
            let retry = wait.as_secs_f64();
            let mut resp = too_many(retry, true);
            add_headers(
                &mut resp,
                &[
                    ("x-ratelimit-global", "true".into()),
                    ("x-ratelimit-scope", "global".into()),
                    ("retry-after", format!("{}", retry.ceil().max(1.0))),
                ],
            );
            return check.respond(resp).await;
        }
    };

    let fault = core.faults.pick(&method, &path);
    match fault {
        Some(Fault::ServerError) => return server_error(),
        Some(Fault::Timeout) => {
            tokio::time::sleep(core.faults.hold()).await;
            return dropped();
        }
        Some(Fault::DropBefore) => return dropped(),
        _ => {}
    }
    let mut req = Request::from_parts(parts, Body::from(bytes));
    req.extensions_mut().insert(parsed);
    let mut resp = next.run(req).await;
    add_headers(&mut resp, &state.headers());
    let resp = check.respond(resp).await;
    if fault == Some(Fault::DropAfter) {
        return dropped();
    }
    resp
}

/// A 500 as Discord's servers answer one (not part of the API's spec, so
/// it skips the response check).
fn server_error() -> Response {
    let body = json!({"message": "500: Internal Server Error", "code": 0});
    (StatusCode::INTERNAL_SERVER_ERROR, axum::Json(body)).into_response()
}

/// A response whose connection breaks before its body arrives: the
/// client sees a network error and cannot know what was done.
fn dropped() -> Response {
    let broken = futures_util::stream::once(async {
        Err::<axum::body::Bytes, std::io::Error>(std::io::Error::other(
            "fault: the connection dropped",
        ))
    });
    Response::new(Body::from_stream(broken))
}

/// The context of one exchange, for recording violations.
struct Check<'a> {
    core: &'a Core,
    method: &'a str,
    path: &'a str,
    template: Option<&'a str>,
}

impl Check<'_> {
    fn record(&self, what: &'static str, errors: Vec<String>) {
        self.core.world().violations.push(Violation {
            method: self.method.to_owned(),
            path: self.path.to_owned(),
            template: self.template.map(str::to_owned),
            what,
            errors,
        });
    }

    /// Validates the response body against the spec, then passes it on.
    async fn respond(&self, resp: Response) -> Response {
        let Some(template) = self.template else {
            return resp;
        };
        let (parts, body) = resp.into_parts();
        let bytes = to_bytes(body, MAX_BODY).await.unwrap_or_default();
        let status = parts.status.as_u16();
        let json = if bytes.is_empty() {
            None
        } else {
            match serde_json::from_slice::<Value>(&bytes) {
                Ok(v) => Some(v),
                Err(e) => {
                    self.record("response", vec![format!("not JSON: {e}")]);
                    None
                }
            }
        };
        let errors = spec().check_response(template, self.method, status, json.as_ref());
        if !errors.is_empty() {
            self.record("response", errors);
        }
        Response::from_parts(parts, Body::from(bytes))
    }
}

fn too_many(retry_after: f64, global: bool) -> Response {
    let body = json!({
        "message": "You are being rate limited.",
        "retry_after": (retry_after * 1000.0).round() / 1000.0,
        "global": global,
        "code": 0,
    });
    (StatusCode::TOO_MANY_REQUESTS, axum::Json(body)).into_response()
}

fn add_headers(resp: &mut Response, pairs: &[(&'static str, String)]) {
    for (k, v) in pairs {
        if let Ok(v) = HeaderValue::from_str(v) {
            resp.headers_mut().insert(HeaderName::from_static(k), v);
        }
    }
}

/// The id Discord scopes rate limits by: the channel, guild or webhook in
/// the path.
fn major_parameter(path: &str) -> String {
    let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
    match segs.as_slice() {
        ["channels" | "guilds" | "webhooks" | "interactions", id, ..] => (*id).to_owned(),
        _ => String::new(),
    }
}

/// Parses a snowflake path parameter; anything else is unknown.
fn snowflake(s: &str, unknown: fn() -> ApiError) -> Result<u64, ApiError> {
    s.parse().map_err(|_| unknown())
}

/// A JSON 200 response.
fn ok(v: Value) -> Response {
    (StatusCode::OK, axum::Json(v)).into_response()
}
