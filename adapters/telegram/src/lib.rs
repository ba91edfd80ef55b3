//! Telegram: games in groups, roles and night actions in private chats.
//!
//! This crate only maps: updates to the chat front's commands and presses
//! ([`narrator_chat::Front`]), and the front's sends to Bot API calls
//! through the runtime's send queue. Rules live in the engine.

mod api;
mod batch;
mod inbox;
mod polling;
mod transport;
mod webhook;

pub use api::{PREFIX, TelegramApi, place_key, player};
pub use transport::Sender;

use narrator_chat::{Answer, Caller, ChatApi, Command, Front, Games, Place, Target, text};
use narrator_i18n::{Lang, args};
use narrator_runtime::{Clock, Store};
use narrator_send_queue::{Limits, SendQueue};
use std::net::SocketAddr;
use std::sync::Arc;
use teloxide::dispatching::UpdateHandler;
use teloxide::prelude::*;
use teloxide::types::{AllowedUpdate, BotCommand, BotCommandScope, ChatKind, User};
use teloxide::update_listeners::UpdateListener;
use thiserror::Error;

/// How to reach Telegram.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The bot's token (TELEGRAM_BOT_TOKEN).
    pub token: String,
    /// Another Bot API server (TELEGRAM_API_URL), e.g. a local one.
    pub api_url: Option<String>,
    /// How long before a deadline the group is reminded, in ms.
    pub reminder_ms: u64,
    /// How this process shares the games with other processes on one
    /// PostgreSQL database; `None`: it runs them all alone.
    pub ownership: Option<narrator_runtime::Ownership>,
    /// Webhook mode when set (TELEGRAM_WEBHOOK_URL); long polling when not.
    pub webhook: Option<Webhook>,
    /// The games it plays (with the modes the host read at start).
    pub games: narrator_chat::Games,
}

/// Webhook mode: Telegram POSTs every update to `url`, which leads to
/// `listen` on this process, or (with several processes) to a load
/// balancer in front of all of them (each game runs in the process that
/// holds its lease; see the README on several processes).
#[derive(Clone, Debug)]
pub struct Webhook {
    /// The public HTTPS URL Telegram posts to (TELEGRAM_WEBHOOK_URL).
    pub url: String,
    /// Where this process listens (TELEGRAM_WEBHOOK_LISTEN); port 0 picks
    /// a free one.
    pub listen: SocketAddr,
    /// Every request must carry it in `X-Telegram-Bot-Api-Secret-Token`
    /// (TELEGRAM_WEBHOOK_SECRET); Telegram is told it by setWebhook.
    pub secret: Option<String>,
    /// Whether this process calls setWebhook at start-up
    /// (TELEGRAM_WEBHOOK_SET); with the same URL and secret everywhere, any
    /// number of processes may, as the call is idempotent.
    pub set: bool,
}

/// Why the Telegram side could not run.
#[derive(Debug, Error)]
pub enum TelegramError {
    /// TELEGRAM_API_URL is not a URL.
    #[error("TELEGRAM_API_URL is not a URL ({url}): {detail}")]
    BadUrl {
        /// What was set.
        url: String,
        /// Why it does not parse.
        detail: String,
    },
    /// getMe failed: wrong token or no server.
    #[error("Telegram did not accept the bot (getMe failed): {0}")]
    Login(teloxide::RequestError),
    /// A webhook setting cannot be used.
    #[error("{setting} cannot be used ({value}): {detail}")]
    BadWebhook {
        /// The setting's name.
        setting: &'static str,
        /// What was set (never the secret itself).
        value: String,
        /// What is wrong with it.
        detail: &'static str,
    },
    /// The webhook's listen address cannot be bound.
    #[error("cannot listen for webhook requests on {addr} (TELEGRAM_WEBHOOK_LISTEN): {detail}")]
    Listen {
        /// The address.
        addr: SocketAddr,
        /// Why (in use, not an address of this machine, …).
        detail: String,
    },
    /// setWebhook was refused.
    #[error("Telegram did not set the webhook to {url}: {source}")]
    SetWebhook {
        /// The URL.
        url: String,
        /// Telegram's answer.
        source: teloxide::RequestError,
    },
    /// The webhook's HTTP server stopped on an error.
    #[error("the webhook listener failed: {0}")]
    Webhook(String),
    /// Resuming the stored games failed.
    #[error(transparent)]
    Front(#[from] narrator_chat::FrontError),
}

struct State {
    front: Front<TelegramApi>,
    api: Arc<TelegramApi>,
    username: String,
    /// Where a webhook's updates are kept until handled (none when
    /// polling: Telegram keeps them until the next getUpdates).
    inbox: Option<inbox::Inbox>,
}

/// How long a process alone on its database holds the updates it keeps
/// (nobody else takes them; its next run takes them all).
const HOLD: std::time::Duration = std::time::Duration::from_secs(10);

/// Runs the bot until Ctrl-C: resumes every unfinished Telegram game,
/// then answers updates by long polling, or as they come to the webhook.
pub async fn run(settings: Settings, store: Store) -> Result<(), TelegramError> {
    let hook_url = settings.webhook.as_ref().map(webhook_url).transpose()?;
    let mut bot = Bot::new(&settings.token);
    if let Some(url) = &settings.api_url {
        let parsed = url
            .parse()
            .map_err(|e: url::ParseError| TelegramError::BadUrl {
                url: url.clone(),
                detail: e.to_string(),
            })?;
        bot = bot.set_api_url(parsed);
    }
    let me = bot.get_me().await.map_err(TelegramError::Login)?;
    let username = me.username.clone().unwrap_or_default();
    // A webhook's updates are kept in the database until handled; the
    // database also tells processes sharing it which one saw an update
    // first (a re-send after a slow answer, through a load balancer).
    // Update ids are per bot.
    let inbox = settings.webhook.as_ref().map(|_| {
        let (holder, hold) = match &settings.ownership {
            Some(own) => (own.owner.clone(), own.ttl),
            None => (
                narrator_runtime::Ownership::for_this_process(HOLD).owner,
                HOLD,
            ),
        };
        inbox::Inbox::new(
            store.clone(),
            format!("telegram-updates:{}", me.id),
            holder,
            hold,
        )
    });
    // Bound before the games are resumed, so a taken port fails at once.
    let hook = match &settings.webhook {
        Some(w) => Some(
            webhook::start(w.listen, w.secret.clone(), inbox.clone())
                .await
                .map_err(|e| TelegramError::Listen {
                    addr: w.listen,
                    detail: e.to_string(),
                })?,
        ),
        None => {
            // Long polling gets nothing while a webhook is set.
            if let Err(e) = bot.delete_webhook().await {
                tracing::warn!("cannot remove a webhook: {e}");
            }
            None
        }
    };
    let queue = SendQueue::start(Arc::new(Sender { bot: bot.clone() }), Limits::telegram());
    let api = Arc::new(TelegramApi::new(
        bot.clone(),
        queue,
        store.clone(),
        &username,
    ));
    let front = Front::playing(
        settings.games.clone(),
        PREFIX,
        api.clone(),
        store,
        Clock::system(),
        settings.reminder_ms,
    );
    let front = match settings.ownership.clone() {
        Some(ownership) => front.with_ownership(ownership),
        None => front,
    };
    register_commands(&bot, front.games()).await;
    let resumed = front.resume().await?;
    let state = Arc::new(State {
        front,
        api,
        username: username.clone(),
        inbox,
    });
    let (Some((listener, local, server)), Some(w), Some(url)) = (hook, &settings.webhook, hook_url)
    else {
        tracing::info!(
            bot = username,
            resumed,
            "Telegram bot running (long polling)"
        );
        return dispatch(bot.clone(), state, polling::Poller::new(&bot)).await;
    };
    if w.set {
        let mut call = bot.set_webhook(url.clone()).allowed_updates(UPDATES);
        if let Some(secret) = &w.secret {
            call = call.secret_token(secret);
        }
        call.await.map_err(|source| TelegramError::SetWebhook {
            url: url.to_string(),
            source,
        })?;
    }
    tracing::info!(
        bot = username,
        resumed,
        %url,
        listen = %local,
        "Telegram bot running (webhook)"
    );
    // The webhook stays set when this process stops: with several
    // processes behind one URL, the others still take the updates.
    dispatch(bot, state, listener).await?;
    match server.await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(TelegramError::Webhook(e.to_string())),
        Err(e) => Err(TelegramError::Webhook(e.to_string())),
    }
}

/// Checks the webhook's settings before anything is started.
fn webhook_url(w: &Webhook) -> Result<url::Url, TelegramError> {
    let url = w
        .url
        .parse::<url::Url>()
        .map_err(|_| TelegramError::BadWebhook {
            setting: "TELEGRAM_WEBHOOK_URL",
            value: w.url.clone(),
            // not for players: a start-up error for the operator
            detail: "not a URL",
        })?;
    if let Some(secret) = &w.secret
        && !webhook::valid_secret(secret)
    {
        return Err(TelegramError::BadWebhook {
            setting: "TELEGRAM_WEBHOOK_SECRET",
            value: format!("{} characters", secret.chars().count()),
            detail: "Telegram takes 1 to 256 characters, each A-Z, a-z, 0-9, _ or -",
        });
    }
    Ok(url)
}

/// The kinds of update [`handler`] reads; the rest are not asked for.
const UPDATES: [AllowedUpdate; 2] = [AllowedUpdate::Message, AllowedUpdate::CallbackQuery];

/// Every update goes here, whichever way it came: in its chat's turn, and
/// forgotten by the inbox once handled, however the handling went.
fn handler() -> UpdateHandler<teloxide::RequestError> {
    dptree::entry()
        .branch(Update::filter_message().endpoint(
            |update: Update, msg: Message, state: Arc<State>| async move {
                in_turn(&update, &state, on_message(msg, state.clone())).await
            },
        ))
        .branch(Update::filter_callback_query().endpoint(
            |update: Update, bot: Bot, q: CallbackQuery, state: Arc<State>| async move {
                in_turn(&update, &state, on_press(bot, q, state.clone())).await
            },
        ))
}

/// Handles `update` with `handling` once an earlier update of its chat
/// that another process keeps has been handled, then forgets it.
async fn in_turn(
    update: &Update,
    state: &State,
    handling: impl std::future::Future<Output = ResponseResult<()>>,
) -> ResponseResult<()> {
    let Some(inbox) = &state.inbox else {
        return handling.await;
    };
    inbox.wait_turn(update).await;
    let handled = handling.await;
    inbox.handled(update).await;
    handled
}

/// Hands the updates `listener` gives to the handlers (one chat at a time,
/// chats in parallel) until Ctrl-C or the listener ends.
async fn dispatch<L>(bot: Bot, state: Arc<State>, listener: L) -> Result<(), TelegramError>
where
    L: UpdateListener + Send,
    L::Err: std::fmt::Debug,
{
    let stopping = state.clone();
    let inbox = state.inbox.clone();
    let dispatched = Dispatcher::builder(bot, handler())
        .dependencies(dptree::deps![state])
        // An update no handler reads is handled by being skipped.
        .default_handler(move |update| {
            let inbox = inbox.clone();
            async move {
                if let Some(inbox) = inbox {
                    inbox.handled(&update).await;
                }
            }
        })
        .enable_ctrlc_handler()
        .build()
        .try_dispatch_with_listener(
            listener,
            // not for players: a log line
            LoggingErrorHandler::with_custom_text("the update listener failed"),
        )
        .await
        .map_err(TelegramError::Login);
    stopping.front.release().await;
    dispatched
}

/// The commands Telegram suggests when a user types "/": /start and /help
/// in private chats, each game's command in groups; in English for
/// everyone, and again in each other language for users whose app speaks
/// it.
async fn register_commands(bot: &Bot, games: &Games) {
    for lang in Lang::ALL {
        for (commands, scope) in [
            (private_commands(lang), BotCommandScope::AllPrivateChats),
            (group_commands(lang, games), BotCommandScope::AllGroupChats),
        ] {
            let mut call = bot.set_my_commands(commands).scope(scope);
            if lang != Lang::En {
                call = call.language_code(lang.code());
            }
            if let Err(e) = call.await {
                tracing::warn!("cannot register the command list ({lang}): {e}");
            }
        }
    }
}

fn private_commands(lang: Lang) -> Vec<BotCommand> {
    vec![
        BotCommand::new("help", say(lang, "telegram-command-help", None)),
        BotCommand::new("start", say(lang, "telegram-command-start", None)),
        BotCommand::new("language", say(lang, "telegram-command-language", None)),
        BotCommand::new("link", say(lang, "telegram-command-link", None)),
    ]
}

fn group_commands(lang: Lang, games: &Games) -> Vec<BotCommand> {
    games
        .iter()
        .map(|g| {
            let word = g.word();
            // The game's one line is the chat front's, as in its help.
            let summary = say(lang, &format!("summary-{word}"), None);
            let about = args![("summary", summary), ("word", word)];
            BotCommand::new(word, say(lang, "telegram-command-game", Some(&about)))
        })
        .collect()
}

/// The adapter's own text `id` in `lang`.
fn say(lang: Lang, id: &str, args: Option<&narrator_i18n::Args>) -> String {
    narrator_i18n::text(lang, id, args)
}

fn caller(user: &User) -> Caller {
    Caller {
        id: player(user.id),
        name: user.full_name(),
        locale: user.language_code.as_deref().and_then(Lang::from_locale),
    }
}

fn place(chat: &teloxide::types::Chat) -> Place {
    Place {
        key: place_key(chat.id),
        group: !matches!(chat.kind, ChatKind::Private(_)),
        locale: None,
    }
}

async fn on_message(msg: Message, state: Arc<State>) -> ResponseResult<()> {
    let (Some(text), Some(user)) = (msg.text(), msg.from.as_ref()) else {
        return Ok(());
    };
    let place = place(&msg.chat);
    let caller = caller(user);
    if !place.group {
        // Writing to the bot privately is what lets it write back, and
        // what waited for them goes out now.
        state.api.set_reachable(&caller.id, true).await;
        state.front.deliver_held(&caller).await;
    }
    let (head, rest) = text
        .trim()
        .split_once(char::is_whitespace)
        .unwrap_or((text.trim(), ""));
    // "/mafia@NarratorBot" is how a group addresses one bot among several.
    let (head, addressed) = head.split_once('@').unwrap_or((head, ""));
    if !addressed.is_empty() && !addressed.eq_ignore_ascii_case(&state.username) {
        return Ok(());
    }
    // Private replies speak the user's language: chosen with /language,
    // else their Telegram app's.
    let lang = state.front.private_lang(&caller).await;
    let game = head.strip_prefix('/').filter(|w| state.front.plays(w));
    let reply = match (game, head) {
        (Some(word), _) => {
            state
                .front
                .command(&place, &caller, word, Command::parse(rest))
                .await
        }
        (None, "/start") if !place.group => hello(&state, &caller, lang, rest.trim()).await,
        (None, "/help") if !place.group => text::private_help(lang, state.front.games()),
        (None, "/language") if !place.group => state.front.language(&caller, rest).await,
        (None, "/link") if !place.group => state.front.link(&caller, rest).await,
        // In a group a command may be another bot's.
        _ if head.starts_with('/') && place.group => return Ok(()),
        _ if head.starts_with('/') => text::unknown_private_command(lang, head),
        _ => match state.front.text(&place, &caller, text).await {
            Some(reply) => reply,
            None => return Ok(()),
        },
    };
    if !reply.is_empty() {
        // Queued now, awaited elsewhere: updates from one chat are handled
        // one at a time, and waiting here for the chat's rate slot would
        // keep the next command from joining this reply.
        let sent = state.api.say(&Target::Place(place.key), reply, None);
        tokio::spawn(async move {
            if let Err(e) = sent.await {
                tracing::warn!("a reply was not delivered: {e}");
            }
        });
    }
    Ok(())
}

/// `/start` in a private chat, from a deep link (`join<game>`) or not.
async fn hello(state: &State, caller: &Caller, lang: Lang, payload: &str) -> String {
    let welcome = || say(lang, "telegram-welcome", None);
    let Some(game) = payload.strip_prefix("join") else {
        return welcome();
    };
    let Ok(game) = game.parse() else {
        return text::no_such_game(lang);
    };
    match state.front.join(game, caller).await {
        Answer::Done(text) | Answer::Refused(text) => text,
        Answer::Private { text, .. } => text,
        Answer::NeedsPrivateChat { .. } => welcome(),
    }
}

async fn on_press(bot: Bot, q: CallbackQuery, state: Arc<State>) -> ResponseResult<()> {
    let place = match q.message.as_ref() {
        Some(m) => place(m.chat()),
        // A button on a message the bot cannot see is not one of a game's.
        None => Place {
            key: String::new(),
            group: false,
            locale: None,
        },
    };
    let data = q.data.clone().unwrap_or_default();
    let presser = caller(&q.from);
    let answer = state.front.press(&place, &presser, &data).await;
    let reply = bot.answer_callback_query(q.id.clone());
    let reply = match answer {
        Answer::Done(text) => reply.text(text),
        Answer::Refused(text) => reply.text(text).show_alert(true),
        // Telegram players always have a private chat with the bot (the
        // deep link at joining), so this is rare: an alert shows the
        // start (Telegram cuts it at 200 characters).
        Answer::Private { text, .. } => reply.text(text).show_alert(true),
        Answer::NeedsPrivateChat { game } => {
            let link = format!("https://t.me/{}?start=join{game}", state.username);
            match link.parse() {
                Ok(url) => reply.url(url),
                Err(_) => {
                    let lang = state.front.reply_lang(&place, &presser).await;
                    let open = args![("link", link)];
                    reply.text(say(lang, "telegram-open-private-chat", Some(&open)))
                }
            }
        }
    };
    reply.await?;
    Ok(())
}
