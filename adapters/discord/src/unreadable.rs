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
use crate::api::{place_key, player};
use crate::interactions::{EPHEMERAL, callback};
use narrator_chat::{Caller, Place};
use narrator_i18n::Lang;
use serde::de::DeserializeOwned;
use serde_json::{Value, json};
use serenity::all::{Interaction, Message, Ready, UnknownEvent};

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
            let lang = language(state, value).await;
            let answer = narrator_i18n::text(lang, "discord-unreadable", None);
            let body = json!({"type": 4, "data": {"content": answer, "flags": EPHEMERAL}});
            callback(state, id, token, body).await;
        }
    }
}

/// The language to answer an unreadable interaction in, from whatever of
/// its place and locales can still be read.
async fn language(state: &State, value: &Value) -> Lang {
    let snowflake = |v: &Value| v.as_str().and_then(|s| s.parse::<u64>().ok());
    let locale = |v: &Value| v.as_str().and_then(Lang::from_locale);
    let user =
        snowflake(&value["member"]["user"]["id"]).or_else(|| snowflake(&value["user"]["id"]));
    let caller = Caller {
        id: player(user.unwrap_or(0)),
        name: String::new(),
        locale: locale(&value["locale"]),
    };
    let group = !value["guild_id"].is_null();
    // As for a readable interaction: a DM is its member's private place.
    let key = match snowflake(&value["channel_id"]) {
        Some(channel) if group => place_key(channel),
        _ => caller.id.0.clone(),
    };
    let place = Place {
        key,
        group,
        locale: locale(&value["guild_locale"]),
    };
    state.front.reply_lang(&place, &caller).await
}

/// serde's reason for refusing `value` as a `T`.
fn why<T: DeserializeOwned>(value: &Value) -> String {
    match serde_json::from_value::<T>(value.clone()) {
        Err(e) => e.to_string(),
        Ok(_) => "serenity could not read it".into(),
    }
}
