//! Telegram: games in groups, roles and night actions in private chats.
//!
//! This crate only maps: updates to the chat front's commands and presses
//! ([`narrator_chat::Front`]), and the front's sends to Bot API calls
//! through the runtime's send queue. Rules live in the engine.

mod api;
mod batch;
mod polling;
mod transport;

pub use api::{PREFIX, TelegramApi, place_key, player};
pub use transport::Sender;

use narrator_chat::{Answer, Caller, ChatApi, Command, Front, Games, Place, Target, text};
use narrator_i18n::{Lang, args};
use narrator_runtime::send_queue::{Limits, SendQueue};
use narrator_runtime::{Clock, Store};
use std::sync::Arc;
use teloxide::prelude::*;
use teloxide::types::{BotCommand, BotCommandScope, ChatKind, User};
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
    /// Resuming the stored games failed.
    #[error(transparent)]
    Front(#[from] narrator_chat::FrontError),
}

struct State {
    front: Front<TelegramApi>,
    api: Arc<TelegramApi>,
    username: String,
}

/// Runs the bot until Ctrl-C: resumes every unfinished Telegram game,
/// then answers updates by long polling.
pub async fn run(settings: Settings, store: Store) -> Result<(), TelegramError> {
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
    // Long polling gets nothing while a webhook is set.
    if let Err(e) = bot.delete_webhook().await {
        tracing::warn!("cannot remove a webhook: {e}");
    }
    let queue = SendQueue::start(Arc::new(Sender { bot: bot.clone() }), Limits::telegram());
    let api = Arc::new(TelegramApi::new(
        bot.clone(),
        queue,
        store.clone(),
        &username,
    ));
    let front = Front::new(
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
    tracing::info!(bot = username, resumed, "Telegram bot running");
    let state = Arc::new(State {
        front,
        api,
        username,
    });
    let handler = dptree::entry()
        .branch(Update::filter_message().endpoint(on_message))
        .branch(Update::filter_callback_query().endpoint(on_press));
    let poller = polling::Poller::new(&bot);
    let stopping = state.clone();
    let dispatched = Dispatcher::builder(bot, handler)
        .dependencies(dptree::deps![state])
        .default_handler(|_| async {})
        .enable_ctrlc_handler()
        .build()
        .try_dispatch_with_listener(
            poller,
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
