//! The few Discord REST calls the bot makes, over reqwest rather than
//! serenity's `Http`: serenity's own rate limiter ignores a configured
//! proxy (so it must be off to use `DISCORD_API_URL`), and with it off
//! serenity hides the rate-limit headers and the 429 body. Here every
//! response's bucket headers are read, so the send queue waits for an
//! empty bucket instead of running into a 429, and a 429 that still comes
//! is answered with its own `retry_after`.

use narrator_lock::LockExt;
use reqwest::multipart::{Form, Part};
use reqwest::{Method, StatusCode};
use serde_json::Value;
use std::collections::{HashMap, VecDeque};
use std::sync::Mutex;
use std::time::Duration;
use thiserror::Error;
use tokio::time::Instant;

/// Why a call failed.
#[derive(Debug, Error)]
pub enum RestError {
    /// Rate limited: try again after this long.
    #[error("rate limited for {0:?}")]
    RetryAfter(Duration),
    /// Discord refused, with its JSON error code (50007: cannot message
    /// this user).
    #[error("Discord answered {status} (code {code}): {message}")]
    Refused {
        /// HTTP status.
        status: u16,
        /// Discord's error code, 0 when none.
        code: i64,
        /// Its message.
        message: String,
    },
    /// The network or a body that does not parse.
    #[error("Discord could not be reached: {0}")]
    Transport(String),
}

/// A file to upload with a call.
#[derive(Clone, Copy, Debug)]
pub struct Upload<'a> {
    /// Its name, which `attachment://NAME` in an embed refers to.
    pub file_name: &'a str,
    /// Its MIME type (`image/png`).
    pub content_type: &'a str,
    /// Its bytes.
    pub bytes: &'a [u8],
}

/// A call's body.
enum Body<'a> {
    Json(&'a Value),
    /// `payload_json` and one file.
    File(&'a Value, &'a Upload<'a>),
}

/// Discord's code for "Cannot send messages to this user" (closed DMs).
pub const CANNOT_MESSAGE_USER: i64 = 50007;

/// Discord's global limit: requests a second, all routes together.
const GLOBAL_PER_SECOND: usize = 50;

/// The key under which a global 429 closes every bucket.
const GLOBAL: &str = "*global*";

/// A REST client for one bot.
pub struct Rest {
    client: reqwest::Client,
    base: String,
    token: String,
    /// Per bucket key (route and major id), when it has room again.
    empty_until: Mutex<HashMap<String, Instant>>,
    /// When the latest requests went, for the global limit.
    recent: tokio::sync::Mutex<VecDeque<Instant>>,
}

impl Rest {
    /// A client for `base` (`https://discord.com` or a local server).
    pub fn new(base: &str, token: &str) -> Rest {
        Rest {
            client: reqwest::Client::new(),
            base: base.trim_end_matches('/').to_string(),
            token: token.to_string(),
            empty_until: Mutex::new(HashMap::new()),
            recent: tokio::sync::Mutex::new(VecDeque::new()),
        }
    }

    /// Waits for room under the global limit and takes it.
    async fn global_slot(&self) {
        let window = Duration::from_millis(1050);
        let mut recent = self.recent.lock().await;
        loop {
            let now = Instant::now();
            while recent
                .front()
                .is_some_and(|t| now.duration_since(*t) >= window)
            {
                recent.pop_front();
            }
            match recent.front() {
                Some(oldest) if recent.len() >= GLOBAL_PER_SECOND => {
                    tokio::time::sleep_until(*oldest + window).await;
                }
                _ => {
                    recent.push_back(now);
                    return;
                }
            }
        }
    }

    /// Like [`Rest::call`], but waits out rate limits and tries again
    /// until `patience` is spent: for interaction answers, which have no
    /// queue to wait in and must arrive in time.
    pub async fn call_patiently(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
        bucket: &str,
        patience: Duration,
    ) -> Result<Value, RestError> {
        let start = Instant::now();
        loop {
            match self.call(method.clone(), path, body, bucket).await {
                Err(RestError::RetryAfter(wait)) if start.elapsed() + wait < patience => {
                    tokio::time::sleep(wait).await;
                }
                other => return other,
            }
        }
    }

    /// How long the bucket `key` is still empty, if it is.
    pub fn wait_for(&self, key: &str) -> Option<Duration> {
        let until = *self.empty_until.lock_or_recover().get(key)?;
        until
            .checked_duration_since(Instant::now())
            .filter(|d| !d.is_zero())
    }

    /// Calls `path` (under `/api/v10`) with a JSON body; `bucket` names the
    /// rate-limit bucket the call counts against. Returns the JSON answer
    /// (`Null` for 204).
    pub async fn call(
        &self,
        method: Method,
        path: &str,
        body: Option<&Value>,
        bucket: &str,
    ) -> Result<Value, RestError> {
        self.exchange(method, path, body.map(Body::Json), bucket)
            .await
    }

    /// Like [`Rest::call`], with a file: a `multipart/form-data` body of
    /// `payload_json` and the file as `files[0]`, which the payload's
    /// `attachments` entry `{"id": 0}` describes.
    pub async fn call_with_file(
        &self,
        method: Method,
        path: &str,
        payload: &Value,
        file: &Upload<'_>,
        bucket: &str,
    ) -> Result<Value, RestError> {
        self.exchange(method, path, Some(Body::File(payload, file)), bucket)
            .await
    }

    async fn exchange(
        &self,
        method: Method,
        path: &str,
        body: Option<Body<'_>>,
        bucket: &str,
    ) -> Result<Value, RestError> {
        if let Some(wait) = self.wait_for(bucket).or_else(|| self.wait_for(GLOBAL)) {
            return Err(RestError::RetryAfter(wait));
        }
        self.global_slot().await;
        let url = format!("{}/api/v10{path}", self.base);
        let mut req = self
            .client
            .request(method, url)
            .header("Authorization", format!("Bot {}", self.token))
            .header(
                "User-Agent",
                "DiscordBot (https://github.com/narrator, 0.1)",
            );
        match body {
            Some(Body::Json(json)) => req = req.json(json),
            Some(Body::File(payload, file)) => {
                let part = Part::bytes(file.bytes.to_vec())
                    .file_name(file.file_name.to_string())
                    .mime_str(file.content_type)
                    .map_err(|e| RestError::Transport(format!("bad content type: {e}")))?;
                let payload = Part::text(payload.to_string())
                    .mime_str("application/json")
                    .map_err(|e| RestError::Transport(format!("bad content type: {e}")))?;
                let form = Form::new()
                    .part("payload_json", payload)
                    .part("files[0]", part);
                req = req.multipart(form);
            }
            None => {}
        }
        let resp = req
            .send()
            .await
            .map_err(|e| RestError::Transport(e.to_string()))?;
        self.note_bucket(bucket, resp.headers());
        let status = resp.status();
        if status == StatusCode::NO_CONTENT {
            return Ok(Value::Null);
        }
        let header_wait = retry_after_header(resp.headers());
        let text = resp
            .text()
            .await
            .map_err(|e| RestError::Transport(e.to_string()))?;
        let json: Value = serde_json::from_str(&text).unwrap_or(Value::Null);
        if status.is_success() {
            return Ok(json);
        }
        if status == StatusCode::TOO_MANY_REQUESTS {
            tracing::debug!(bucket, body = text, "429");
            let secs = json["retry_after"].as_f64().or(header_wait).unwrap_or(1.0);
            let wait = Duration::from_secs_f64(secs.max(0.0));
            let global = json["global"].as_bool().unwrap_or(false);
            self.block(if global { GLOBAL } else { bucket }, wait);
            return Err(RestError::RetryAfter(wait));
        }
        Err(RestError::Refused {
            status: status.as_u16(),
            code: json["code"].as_i64().unwrap_or(0),
            message: json["message"].as_str().unwrap_or(&text).to_string(),
        })
    }

    fn block(&self, bucket: &str, wait: Duration) {
        self.empty_until
            .lock_or_recover()
            .insert(bucket.to_string(), Instant::now() + wait);
    }

    /// An exhausted bucket stays closed until its reset.
    fn note_bucket(&self, bucket: &str, headers: &reqwest::header::HeaderMap) {
        let number = |name: &str| {
            headers
                .get(name)
                .and_then(|v| v.to_str().ok())
                .and_then(|v| v.parse::<f64>().ok())
        };
        tracing::trace!(bucket, remaining = ?number("x-ratelimit-remaining"), after = ?number("x-ratelimit-reset-after"), "bucket");
        if number("x-ratelimit-remaining") == Some(0.0)
            && let Some(after) = number("x-ratelimit-reset-after")
        {
            self.block(bucket, Duration::from_secs_f64(after.max(0.0)));
        }
    }
}

fn retry_after_header(headers: &reqwest::header::HeaderMap) -> Option<f64> {
    headers
        .get("retry-after")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.parse().ok())
}
