//! The state shared by the REST server, the gateway and the test API.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::Duration;

use narrator_lock::LockExt;
use serde_json::Value;
use tokio::sync::broadcast;

use crate::snowflake::Snowflakes;
use crate::world::World;

/// A message for every connected gateway session.
#[derive(Clone, Debug)]
pub enum GatewayMsg {
    /// An op 0 dispatch: event name and payload.
    Dispatch(&'static str, Arc<Value>),
    /// Close every session with this close code (the client should resume
    /// or reconnect).
    Close(u16),
    /// A text frame sent exactly as given, valid JSON or not (a test's
    /// malformed event).
    Raw(Arc<str>),
}

/// Shared core of one fake.
#[derive(Debug)]
pub struct Core {
    world: Mutex<World>,
    /// Id source for everything the fake creates.
    pub ids: Snowflakes,
    /// Fan-out to gateway sessions.
    pub gateway: broadcast::Sender<GatewayMsg>,
    /// `http://127.0.0.1:PORT`.
    pub base_url: String,
    /// Sent in HELLO.
    pub heartbeat_interval: Duration,
    /// Sends that fail on purpose.
    pub faults: crate::faults::Faults,
    /// The shard count GET /gateway/bot recommends.
    pub shards: u32,
}

impl Core {
    /// A core around this world.
    pub fn new(
        world: World,
        base_url: String,
        ids: Snowflakes,
        heartbeat_interval: Duration,
        shards: u32,
    ) -> Core {
        // Generous: a session that lags this far behind is broken anyway.
        let (gateway, _) = broadcast::channel(4096);
        Core {
            world: Mutex::new(world),
            ids,
            gateway,
            base_url,
            heartbeat_interval,
            faults: crate::faults::Faults::new(None),
            shards: shards.max(1),
        }
    }

    /// Locks the world. A panic while it was held (a failed assertion in a
    /// test thread) must not hide the state from later checks, so poisoning
    /// is ignored.
    pub fn world(&self) -> MutexGuard<'_, World> {
        self.world.lock_or_recover()
    }

    /// Sends a dispatch to the identified session of the shard it belongs
    /// to (see [`crate::shard`]).
    pub fn dispatch(&self, event: &'static str, payload: Value) {
        // No receiver just means no bot is connected; the event is lost, as
        // it would be on Discord.
        let _ = self
            .gateway
            .send(GatewayMsg::Dispatch(event, Arc::new(payload)));
    }

    /// The websocket URL handed out by `GET /gateway`.
    pub fn gateway_url(&self) -> String {
        format!("{}/gateway", self.base_url.replacen("http://", "ws://", 1))
    }
}
