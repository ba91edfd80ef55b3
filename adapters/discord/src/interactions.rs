//! Slash commands, button and select presses, and direct messages, handed
//! to the chat front. Every interaction is acknowledged within Discord's
//! 3 seconds: a command is deferred at once and its reply edited in; a
//! press is answered directly when the front is quick, else deferred and
//! followed up (well inside the token's 15 minutes).

use crate::State;
use crate::api::{place_key, player};
use crate::commands;
use crate::components::components;
use narrator_chat::{Answer, Caller, ChatApi, Place, Target};
use reqwest::Method;
use serde_json::{Value, json};
use serenity::all::{
    CommandInteraction, ComponentInteraction, ComponentInteractionDataKind, Member, Message,
    MessageFlags, Permissions, User,
};
use std::sync::Arc;
use std::time::Duration;

/// Discord's limit on a message's content.
const CONTENT_CHARS: usize = 2000;
/// Flag 64: only the member who interacted sees the reply.
pub(crate) const EPHEMERAL: u64 = 64;
/// Past this, a press is deferred rather than answered at once.
const ANSWER_WITHIN: Duration = Duration::from_millis(2000);

fn caller(user: &User, member: Option<&Member>) -> Caller {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Caller {
        id: player(user.id.get()),
        name,
        locale: None,
    }
}

fn manages(member: Option<&Member>) -> bool {
    member.and_then(|m| m.permissions).is_some_and(|p| {
        p.contains(Permissions::MANAGE_GUILD) || p.contains(Permissions::ADMINISTRATOR)
    })
}

fn clip(text: &str) -> String {
    if text.chars().count() <= CONTENT_CHARS {
        return text.to_string();
    }
    let mut s: String = text.chars().take(CONTENT_CHARS - 1).collect();
    s.push('…');
    s
}

/// Acknowledges (or answers) an interaction.
pub(crate) async fn callback(state: &State, id: u64, token: &str, body: Value) {
    let path = format!("/interactions/{id}/{token}/callback");
    // Discord takes an acknowledgement for 3 seconds.
    if let Err(e) = state
        .rest
        .call_patiently(
            Method::POST,
            &path,
            Some(&body),
            "interaction",
            Duration::from_millis(2800),
        )
        .await
    {
        tracing::warn!("an interaction was not acknowledged: {e}");
    }
}

async fn edit_original(state: &State, app: u64, token: &str, body: Value) {
    let path = format!("/webhooks/{app}/{token}/messages/@original");
    // The token is good for 15 minutes; a minute of patience is plenty.
    if let Err(e) = state
        .rest
        .call_patiently(
            Method::PATCH,
            &path,
            Some(&body),
            "webhook",
            Duration::from_secs(60),
        )
        .await
    {
        tracing::warn!("an interaction reply was not sent: {e}");
    }
}

/// A slash command: deferred, carried out, its reply edited in.
pub async fn command(state: Arc<State>, cmd: CommandInteraction) {
    let (id, token, app) = (cmd.id.get(), cmd.token.clone(), cmd.application_id.get());
    let Some((word, parsed)) = commands::parse(state.front.games(), &cmd) else {
        let body = json!({"type": 4, "data": {"content": "I do not know that command.", "flags": EPHEMERAL}});
        callback(&state, id, &token, body).await;
        return;
    };
    let flags = if commands::public_reply(&parsed) {
        0
    } else {
        EPHEMERAL
    };
    callback(
        &state,
        id,
        &token,
        json!({"type": 5, "data": {"flags": flags}}),
    )
    .await;
    let member = cmd.member.as_deref();
    let who = caller(&cmd.user, member);
    let place = Place {
        key: place_key(cmd.channel_id.get()),
        group: cmd.guild_id.is_some(),
        locale: None,
    };
    state
        .api
        .note_permissions(&place.key, &who.id, manages(member));
    let reply = state.front.command(&place, &who, &word, parsed).await;
    let reply = if reply.is_empty() {
        "Done.".to_string()
    } else {
        reply
    };
    edit_original(&state, app, &token, json!({"content": clip(&reply)})).await;
}

fn answer_body(answer: Answer) -> Value {
    let (text, keys) = match answer {
        Answer::Done(t) | Answer::Refused(t) => (t, None),
        Answer::Private { text, keys } => (text, keys),
        // Discord can always show private content in place.
        Answer::NeedsPrivateChat { .. } => (
            "I cannot message you; open your direct messages from this server's members and press again.".into(),
            None,
        ),
    };
    json!({
        "content": clip(&text),
        "flags": EPHEMERAL,
        "components": components(keys.as_ref()),
    })
}

/// A button or select press: answered ephemerally.
pub async fn component(state: Arc<State>, c: ComponentInteraction) {
    let (id, token, app) = (c.id.get(), c.token.clone(), c.application_id.get());
    let data = match &c.data.kind {
        ComponentInteractionDataKind::Button => c.data.custom_id.clone(),
        ComponentInteractionDataKind::StringSelect { values } => {
            values.first().cloned().unwrap_or_default()
        }
        _ => String::new(),
    };
    let member = c.member.as_ref();
    let who = caller(&c.user, member);
    // A DM, or a message only this member can see, is their private place.
    let ephemeral = c
        .message
        .flags
        .is_some_and(|f| f.contains(MessageFlags::EPHEMERAL));
    let place = if c.guild_id.is_none() || ephemeral {
        Place {
            key: who.id.0.clone(),
            group: false,
            locale: None,
        }
    } else {
        Place {
            key: place_key(c.channel_id.get()),
            group: true,
            locale: None,
        }
    };
    state
        .api
        .note_permissions(&place.key, &who.id, manages(member));
    let pressing = {
        let state = state.clone();
        tokio::spawn(async move { state.front.press(&place, &who, &data).await })
    };
    tokio::pin!(pressing);
    let quick = tokio::select! {
        done = &mut pressing => Some(done),
        _ = tokio::time::sleep(ANSWER_WITHIN) => None,
    };
    let answered = match quick {
        Some(done) => done,
        None => {
            let body = json!({"type": 5, "data": {"flags": EPHEMERAL}});
            callback(&state, id, &token, body).await;
            let done = pressing.await;
            if let Ok(answer) = done {
                edit_original(&state, app, &token, answer_body(answer)).await;
            }
            return;
        }
    };
    let answer = answered.unwrap_or_else(|e| {
        tracing::error!("a press failed: {e}");
        Answer::Refused("Something went wrong on my side; nothing changed.".into())
    });
    callback(
        &state,
        id,
        &token,
        json!({"type": 4, "data": answer_body(answer)}),
    )
    .await;
}

/// A direct message: words for a game (a sport speech), answered there.
pub async fn direct_message(state: Arc<State>, msg: Message) {
    let who = caller(&msg.author, None);
    let place = Place {
        key: who.id.0.clone(),
        group: false,
        locale: None,
    };
    if let Some(reply) = state.front.text(&place, &who, &msg.content).await {
        let sent = state.api.say(&Target::User(who.id.clone()), reply, None);
        if let Err(e) = sent.await {
            tracing::warn!("a reply was not delivered: {e}");
        }
    }
}
