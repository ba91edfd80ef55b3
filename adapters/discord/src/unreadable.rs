//! Gateway events the bot cannot read.
//!
//! serenity turns an event whose body does not match its model (a field of
//! the wrong type, an interaction of a type it does not know) into
//! `Event::Unknown` and drops it with a debug line; a frame that is not
//! JSON it logs and skips. Either way the shard's loop goes on. Here the
//! events the bot acts on get a warning with the reason, and an
//! interaction an answer, so the member is told rather than shown
//! "This interaction failed".

use crate::State;
use crate::interactions::{EPHEMERAL, callback};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use serenity::all::{Interaction, Message, Ready, UnknownEvent};

/// What the member who sent an unreadable interaction is told.
const ANSWER: &str = "I could not read that request (it did not have the shape I expect); nothing changed. Please try again.";

/// Logs an unreadable event the bot would have acted on and answers an
/// unreadable interaction; other unknown events are only traced.
pub(crate) async fn dropped(state: &State, event: UnknownEvent) {
    let value = &event.value;
    let reason = match event.kind.as_str() {
        "INTERACTION_CREATE" => why::<Interaction>(value),
        "MESSAGE_CREATE" => why::<Message>(value),
        "READY" => why::<Ready>(value),
        other => {
            tracing::debug!(kind = other, "an event this bot does not use");
            return;
        }
    };
    tracing::warn!("dropped an unreadable {} event: {reason}", event.kind);
    if event.kind == "INTERACTION_CREATE" {
        let id = value["id"].as_str().and_then(|id| id.parse().ok());
        if let (Some(id), Some(token)) = (id, value["token"].as_str()) {
            let body = json!({"type": 4, "data": {"content": ANSWER, "flags": EPHEMERAL}});
            callback(state, id, token, body).await;
        }
    }
}

/// serde's reason for refusing `value` as a `T`.
fn why<T: DeserializeOwned>(value: &Value) -> String {
    match serde_json::from_value::<T>(value.clone()) {
        Err(e) => e.to_string(),
        Ok(_) => "serenity could not read it".into(),
    }
}
