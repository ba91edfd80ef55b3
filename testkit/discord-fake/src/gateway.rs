//! The gateway websocket: HELLO, IDENTIFY → READY + GUILD_CREATE,
//! heartbeats, RESUME, and the dispatches the test API sends, each to the
//! session of the shard it belongs to (see [`crate::shard`]).
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
use crate::shard;
use crate::world::{SessionInfo, Violation};

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
    /// `[id, total]` from IDENTIFY; one shard of one until then.
    shard: [u32; 2],
    session_id: String,
    /// A close code the session ends with after its replies.
    close: Option<(u16, &'static str)>,
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
        shard: [0, 1],
        session_id,
        close: None,
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
                if let Some((code, reason)) = s.close.take() {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = tx.send(Message::Close(Some(frame))).await;
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
        let Some(shard) = shard_field(&d["shard"]) else {
            // Discord closes the connection with 4010 Invalid shard.
            self.core.world().violations.push(Violation {
                method: "GET".into(),
                path: "/gateway".into(),
                template: None,
                what: "gateway",
                errors: vec![format!(
                    "IDENTIFY: shard must be [id, total] with id < total, got {}",
                    d["shard"]
                )],
            });
            self.close = Some((4010, "Invalid shard"));
            return vec![];
        };
        let first = self.intents.is_none();
        let intents = d["intents"].as_u64().unwrap_or(0);
        self.intents = Some(intents);
        self.shard = shard;
        let [id, total] = shard;
        let (ready, guilds) = {
            let mut w = self.core.world();
            w.identifies += 1;
            w.identified_shards.push(shard);
            w.sessions
                .insert(self.session_id.clone(), SessionInfo { intents, shard });
            if first {
                w.live_sessions += 1;
            }
            // Only the guilds on this session's shard.
            let mine: Vec<u64> = w
                .guilds
                .keys()
                .copied()
                .filter(|g| shard::shard_of(*g, total) == id)
                .collect();
            let ready = json!({
                "v": 10,
                "user": render::current_user(&w.bot),
                "guilds": mine.iter().map(|id| json!({"id": id.to_string(), "unavailable": true})).collect::<Vec<_>>(),
                "session_id": self.session_id,
                "resume_gateway_url": self.core.gateway_url(),
                "shard": shard,
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
            let guilds: Vec<Value> = mine
                .iter()
                .filter_map(|g| w.guilds.get(g))
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
        let known = d["session_id"]
            .as_str()
            .and_then(|id| w.sessions.get(id).copied());
        let Some(info) = known else {
            // A session this fake never started: Discord answers Invalid
            // Session (not resumable), and the client identifies afresh.
            return vec![json!({"op": 9, "d": false, "s": null, "t": null})];
        };
        if self.intents.is_none() {
            w.live_sessions += 1;
        }
        drop(w);
        // The resumed session keeps what it identified with, its shard
        // above all: else it would receive every shard's events.
        self.intents = Some(info.intents);
        self.shard = info.shard;
        if let Some(id) = d["session_id"].as_str() {
            self.session_id = id.to_owned();
        }
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
        let [id, total] = self.shard;
        if shard::owner(name, data, total) != id {
            return None;
        }
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

/// The `[id, total]` of an IDENTIFY's `shard` field; absent means one
/// shard of one. `None` for anything Discord refuses.
fn shard_field(v: &Value) -> Option<[u32; 2]> {
    if v.is_null() {
        return Some([0, 1]);
    }
    let pair = v.as_array().filter(|a| a.len() == 2)?;
    let n = |x: &Value| x.as_u64().and_then(|n| u32::try_from(n).ok());
    let (id, total) = (n(&pair[0])?, n(&pair[1])?);
    (id < total).then_some([id, total])
}

fn text(v: &Value) -> Message {
    Message::Text(v.to_string().into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_shard_of_an_identify() {
        assert_eq!(shard_field(&Value::Null), Some([0, 1]));
        assert_eq!(shard_field(&json!([0, 1])), Some([0, 1]));
        assert_eq!(shard_field(&json!([3, 4])), Some([3, 4]));
        for bad in [
            json!([4, 4]),
            json!([0, 0]),
            json!([1]),
            json!([0, 1, 2]),
            json!(["0", "2"]),
            json!([-1, 2]),
            json!([0, 5_000_000_000u64]),
            json!({"id": 0}),
        ] {
            assert_eq!(shard_field(&bad), None, "{bad}");
        }
    }
}
