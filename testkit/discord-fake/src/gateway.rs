//! The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE,
//! heartbeats, RESUME, and the dispatches the test API sends.
//!
//! Payloads go out as plain text frames. serenity 0.12 identifies with
//! `compress: true` (per-message zlib) but accepts text frames as well, and
//! its URL carries no `compress=zlib-stream`, so no compression is needed.

use std::collections::HashMap;
use std::sync::Arc;

use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Query, State};
use axum::response::Response;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio::sync::broadcast::error::RecvError;

use crate::core::{Core, GatewayMsg};
use crate::render;
use crate::world::Violation;

/// Intent bits the fake honours when deciding what a session receives.
mod intents {
    pub const GUILDS: u64 = 1 << 0;
    pub const GUILD_MESSAGES: u64 = 1 << 9;
    pub const DIRECT_MESSAGES: u64 = 1 << 12;
    pub const MESSAGE_CONTENT: u64 = 1 << 15;
}

/// `GET /gateway`: upgrades to a gateway session. A query the fake cannot
/// honour (another API version, ETF encoding, transport compression) is
/// recorded as a violation, since the session would not behave as the
/// client expects.
pub async fn upgrade(
    State(core): State<Arc<Core>>,
    Query(query): Query<HashMap<String, String>>,
    ws: WebSocketUpgrade,
) -> Response {
    let mut problems = Vec::new();
    if query.get("v").map(String::as_str) != Some("10") {
        problems.push(format!("expected ?v=10, got {:?}", query.get("v")));
    }
    if let Some(enc) = query.get("encoding").filter(|e| e.as_str() != "json") {
        problems.push(format!("encoding={enc} is not supported (json only)"));
    }
    if let Some(c) = query.get("compress") {
        problems.push(format!(
            "compress={c} is not supported (plain text frames only)"
        ));
    }
    if !problems.is_empty() {
        core.world().violations.push(Violation {
            method: "GET".into(),
            path: "/gateway".into(),
            template: None,
            what: "gateway",
            errors: problems,
        });
    }
    ws.on_upgrade(move |socket| session(socket, core))
}

/// Per-connection state.
struct Session {
    core: Arc<Core>,
    seq: u64,
    intents: Option<u64>,
    session_id: String,
}

async fn session(socket: WebSocket, core: Arc<Core>) {
    let (mut tx, mut rx) = socket.split();
    // Subscribe before HELLO so nothing dispatched during the handshake is
    // lost between READY and the first receive.
    let mut events = core.gateway.subscribe();
    let session_id = format!("fake-session-{}", core.ids.next());
    let mut s = Session {
        core,
        seq: 0,
        intents: None,
        session_id,
    };
    let interval = s.core.heartbeat_interval.as_millis() as u64;
    let hello = json!({"op": 10, "d": {"heartbeat_interval": interval}, "s": null, "t": null});
    if tx.send(text(&hello)).await.is_err() {
        return;
    }
    loop {
        tokio::select! {
            incoming = rx.next() => {
                let Some(Ok(msg)) = incoming else { break };
                let payload = match msg {
                    Message::Text(t) => serde_json::from_str::<Value>(t.as_str()).ok(),
                    Message::Close(frame) => {
                        // Echo the close so the client's closing handshake
                        // completes cleanly.
                        let _ = tx.send(Message::Close(frame)).await;
                        break;
                    }
                    _ => None,
                };
                let Some(payload) = payload else { continue };
                let mut failed = false;
                for out in s.handle(&payload) {
                    if tx.send(text(&out)).await.is_err() {
                        failed = true;
                        break;
                    }
                }
                if failed {
                    break;
                }
            }
            event = events.recv(), if s.intents.is_some() => match event {
                Ok(GatewayMsg::Dispatch(name, data)) => {
                    if let Some(out) = s.filter(name, &data)
                        && tx.send(text(&out)).await.is_err()
                    {
                        break;
                    }
                }
                Ok(GatewayMsg::Raw(frame)) => {
                    if tx.send(Message::Text(frame.as_ref().into())).await.is_err() {
                        break;
                    }
                }
                Ok(GatewayMsg::Close(code)) => {
                    let frame = CloseFrame { code, reason: "closed by the test".into() };
                    let _ = tx.send(Message::Close(Some(frame))).await;
                    break;
                }
                Err(RecvError::Lagged(_)) => continue,
                Err(RecvError::Closed) => break,
            },
        }
    }
    if s.intents.is_some() {
        let mut w = s.core.world();
        w.live_sessions = w.live_sessions.saturating_sub(1);
    }
}

impl Session {
    /// Answers one client payload.
    fn handle(&mut self, payload: &Value) -> Vec<Value> {
        match payload["op"].as_u64() {
            Some(1) => {
                self.core.world().heartbeats += 1;
                vec![json!({"op": 11, "d": null, "s": null, "t": null})]
            }
            Some(2) => self.identify(&payload["d"]),
            Some(6) => self.resume(&payload["d"]),
            // Presence updates, voice state, member requests: nothing to say.
            _ => vec![],
        }
    }

    fn identify(&mut self, d: &Value) -> Vec<Value> {
        let first = self.intents.is_none();
        self.intents = Some(d["intents"].as_u64().unwrap_or(0));
        let (ready, guilds) = {
            let mut w = self.core.world();
            w.identifies += 1;
            if first {
                w.live_sessions += 1;
            }
            let ready = json!({
                "v": 10,
                "user": render::current_user(&w.bot),
                "guilds": w.guilds.keys().map(|id| json!({"id": id.to_string(), "unavailable": true})).collect::<Vec<_>>(),
                "session_id": self.session_id,
                "resume_gateway_url": self.core.gateway_url(),
                "shard": d.get("shard").cloned().unwrap_or(json!([0, 1])),
                "application": {"id": w.bot.id.to_string(), "flags": 0},
                "private_channels": [],
                "relationships": [],
                "presences": [],
                "geo_ordered_rtc_regions": [],
                "guild_join_requests": [],
                "user_settings": {},
                "session_type": "normal",
                "_trace": ["narrator-discord-fake"],
            });
            let guilds: Vec<Value> = w
                .guilds
                .values()
                .map(|g| render::guild_create(&w, g))
                .collect();
            (ready, guilds)
        };
        let mut out = vec![self.frame("READY", ready)];
        if self.has(intents::GUILDS) {
            out.extend(guilds.into_iter().map(|g| self.frame("GUILD_CREATE", g)));
        }
        out
    }

    fn resume(&mut self, d: &Value) -> Vec<Value> {
        // Events sent while the client was away are not replayed; the fake
        // only keeps the session usable.
        let mut w = self.core.world();
        w.resumes += 1;
        if self.intents.is_none() {
            // The intents of the resumed session are not known here; let
            // everything through.
            self.intents = Some(u64::MAX);
            w.live_sessions += 1;
        }
        drop(w);
        self.seq = d["seq"].as_u64().unwrap_or(0);
        vec![self.frame("RESUMED", json!({"_trace": ["narrator-discord-fake"]}))]
    }

    fn has(&self, bits: u64) -> bool {
        self.intents.unwrap_or(0) & bits == bits
    }

    /// Applies the session's intents to a dispatch: drops events it did not
    /// ask for and blanks message content without MESSAGE_CONTENT, as
    /// Discord does.
    fn filter(&mut self, name: &'static str, data: &Value) -> Option<Value> {
        let in_guild = data.get("guild_id").is_some();
        let needed = match name {
            "GUILD_CREATE" | "GUILD_UPDATE" | "CHANNEL_CREATE" => intents::GUILDS,
            "MESSAGE_CREATE" | "MESSAGE_UPDATE" | "MESSAGE_DELETE" if in_guild => {
                intents::GUILD_MESSAGES
            }
            "MESSAGE_CREATE" | "MESSAGE_UPDATE" | "MESSAGE_DELETE" => intents::DIRECT_MESSAGES,
            _ => 0,
        };
        if !self.has(needed) {
            return None;
        }
        let mut data = data.clone();
        let bot_id = self.core.world().bot.id.to_string();
        let from_bot = data["author"]["id"].as_str() == Some(bot_id.as_str());
        let mentions_bot = data["mentions"]
            .as_array()
            .is_some_and(|m| m.iter().any(|u| u["id"].as_str() == Some(bot_id.as_str())));
        if name.starts_with("MESSAGE_")
            && in_guild
            && !from_bot
            && !mentions_bot
            && !self.has(intents::MESSAGE_CONTENT)
        {
            for key in ["content", "embeds", "attachments", "components"] {
                if let Some(v) = data.get_mut(key) {
                    *v = if key == "content" {
                        json!("")
                    } else {
                        json!([])
                    };
                }
            }
        }
        Some(self.frame(name, data))
    }

    fn frame(&mut self, name: &str, d: Value) -> Value {
        self.seq += 1;
        json!({"op": 0, "t": name, "s": self.seq, "d": d})
    }
}

fn text(v: &Value) -> Message {
    Message::Text(v.to_string().into())
}
