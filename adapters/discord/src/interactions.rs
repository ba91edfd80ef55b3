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
use narrator_i18n::Lang;
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

/// The member who interacted; `locale` is their Discord client's
/// language (an interaction's `locale`), absent on a direct message.
fn caller(user: &User, member: Option<&Member>, locale: Option<&str>) -> Caller {
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Caller {
        id: player(user.id.get()),
        name,
        locale: locale.and_then(Lang::from_locale),
    }
}

/// A server's preferred language (an interaction's `guild_locale`).
fn guild_lang(guild_locale: Option<&String>) -> Option<Lang> {
    guild_locale.and_then(|l| Lang::from_locale(l))
}

/// The language of the adapter's own words in an answer to `who` in
/// `place`, noted for the sends that follow: a channel speaks the front's
/// language for it, and so do its members' private prompts (they are
/// about its game); a private place keeps the language of the member's
/// latest channel, else the front's for it (their client's).
async fn language(state: &State, place: &Place, who: &Caller) -> Lang {
    if !place.group
        && let Some(lang) = state.api.noted_language(&place.key)
    {
        return lang;
    }
    let lang = state.front.reply_lang(place, who).await;
    state.api.note_language(&place.key, lang);
    if place.group {
        state.api.note_language(&who.id.0, lang);
    }
    lang
}

/// The adapter's own text `id` in `lang`.
fn say(lang: Lang, id: &str) -> String {
    narrator_i18n::text(lang, id, None)
}

fn manages(member: Option<&Member>) -> bool {
    member.and_then(|m| m.permissions).is_some_and(|p| {
        p.contains(Permissions::MANAGE_GUILD) || p.contains(Permissions::ADMINISTRATOR)
    })
}

fn clip(text: &str) -> String {
    clip_to(text, CONTENT_CHARS)
}

fn clip_to(text: &str, limit: usize) -> String {
    if text.chars().count() <= limit {
        return text.to_string();
    }
    let mut s: String = text.chars().take(limit - 1).collect();
    s.push('…');
    s
}

/// Discord's limits on an embed's title and description.
const TITLE_CHARS: usize = 256;
const DESCRIPTION_CHARS: usize = 4096;

/// A report (statistics, a leaderboard, the history) as an embed: its
/// first line is the title when more lines follow.
fn report_body(text: &str) -> Value {
    let embed = match text.split_once('\n') {
        Some((title, rest)) if !rest.trim().is_empty() => json!({
            "title": clip_to(title, TITLE_CHARS),
            "description": clip_to(rest.trim_start_matches('\n'), DESCRIPTION_CHARS),
        }),
        _ => json!({"description": clip_to(text, DESCRIPTION_CHARS)}),
    };
    json!({"content": "", "embeds": [embed]})
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
    let member = cmd.member.as_deref();
    let who = caller(&cmd.user, member, Some(&cmd.locale));
    let place = Place {
        key: place_key(cmd.channel_id.get()),
        group: cmd.guild_id.is_some(),
        locale: guild_lang(cmd.guild_locale.as_ref()),
    };
    let Some((word, parsed)) = commands::parse(state.front.games(), &cmd) else {
        let lang = language(&state, &place, &who).await;
        let content = say(lang, "discord-unknown-command");
        let body = json!({"type": 4, "data": {"content": content, "flags": EPHEMERAL}});
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
    state
        .api
        .note_permissions(&place.key, &who.id, manages(member));
    let report = commands::report_reply(&parsed);
    let reply = state.front.command(&place, &who, &word, parsed).await;
    // After the command, which may have set the place's language.
    let lang = language(&state, &place, &who).await;
    let reply = if reply.is_empty() {
        say(lang, "discord-done")
    } else {
        reply
    };
    let body = if report {
        report_body(&reply)
    } else {
        json!({"content": clip(&reply)})
    };
    edit_original(&state, app, &token, body).await;
}

fn answer_body(answer: Answer, lang: Lang) -> Value {
    let (text, keys) = match answer {
        Answer::Done(t) | Answer::Refused(t) => (t, None),
        Answer::Private { text, keys } => (text, keys),
        // Discord can always show private content in place.
        Answer::NeedsPrivateChat { .. } => (say(lang, "discord-dms-closed"), None),
    };
    json!({
        "content": clip(&text),
        "flags": EPHEMERAL,
        "components": components(keys.as_ref(), lang),
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
    let who = caller(&c.user, member, Some(&c.locale));
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
            locale: guild_lang(c.guild_locale.as_ref()),
        }
    };
    state
        .api
        .note_permissions(&place.key, &who.id, manages(member));
    // A press does not change the place's language, so it is read first:
    // it is needed even when the press fails.
    let lang = language(&state, &place, &who).await;
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
                edit_original(&state, app, &token, answer_body(answer, lang)).await;
            }
            return;
        }
    };
    let answer = answered.unwrap_or_else(|e| {
        tracing::error!("a press failed: {e}");
        Answer::Refused(say(lang, "discord-something-wrong"))
    });
    callback(
        &state,
        id,
        &token,
        json!({"type": 4, "data": answer_body(answer, lang)}),
    )
    .await;
}

/// A direct message: words for a game (a sport speech), answered there.
pub async fn direct_message(state: Arc<State>, msg: Message) {
    let who = caller(&msg.author, None, None);
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
