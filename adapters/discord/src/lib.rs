//! Discord: games in server text channels, with slash commands, buttons
//! and select menus; roles and night actions by direct message (or, for a
//! member whose DMs are closed, shown to them alone in the channel).
//!
//! This crate only maps: gateway events (through serenity) to the chat
//! front's commands, presses and texts ([`narrator_chat::Front`]), and the
//! front's sends to REST calls through the runtime's send queue. Rules
//! live in the engine.

mod api;
mod commands;
mod components;
mod interactions;
mod rest;
mod shard_keeper;
mod shards;
mod transport;
mod unreadable;

pub use api::{DiscordApi, PREFIX, place_key, player};
pub use rest::{Rest, RestError};
pub use shards::{ShardRange, Shards, ShardsError};
pub use transport::{Dest, Extra, Sender};

use narrator_chat::Front;
use narrator_runtime::{Clock, Store};
use narrator_send_queue::{Limits, SendQueue};
use serenity::all::{
    Client, ClientBuilder, Context, Event, EventHandler, GatewayIntents, HttpBuilder, Interaction,
    Message, RawEventHandler, Ready,
};
use shard_keeper::ShardKeeper;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use thiserror::Error;

/// How to reach Discord.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The bot's token (DISCORD_TOKEN).
    pub token: String,
    /// Another server for REST and the gateway lookup (DISCORD_API_URL):
    /// a local test server, or a proxy that shares one rate limiter among
    /// several bot processes.
    pub api_url: Option<String>,
    /// How long before a deadline the channel is reminded, in ms.
    pub reminder_ms: u64,
    /// How this process shares the games with other processes on one
    /// PostgreSQL database; `None`: it runs them all alone.
    pub ownership: Option<narrator_runtime::Ownership>,
    /// The gateway shards this process runs (DISCORD_SHARDS).
    pub shards: Shards,
    /// The games it plays (with the modes the host read at start).
    pub games: narrator_chat::Games,
}

/// Why the Discord side could not run.
#[derive(Debug, Error)]
pub enum DiscordError {
    /// The gateway client failed (a wrong token, no server).
    #[error("Discord client failed: {0}")]
    Client(#[from] serenity::Error),
    /// Resuming the stored games failed.
    #[error(transparent)]
    Front(#[from] narrator_chat::FrontError),
}

/// What every event handler shares.
pub(crate) struct State {
    pub(crate) front: Front<DiscordApi>,
    pub(crate) api: Arc<DiscordApi>,
    pub(crate) rest: Arc<Rest>,
    /// Whether this process has registered the slash commands: every
    /// shard gets a READY (again after each reconnect), one registration
    /// is enough.
    registered: AtomicBool,
}

struct Handler {
    state: Arc<State>,
}

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _ctx: Context, ready: Ready) {
        let shard = ready.shard.map(|s| format!("{}/{}", s.id, s.total));
        if self.state.registered.load(Ordering::Acquire) {
            tracing::info!(shard, "Discord shard ready");
            return;
        }
        let app = ready.application.id.get();
        let path = format!("/applications/{app}/commands");
        let body = commands::definitions(self.state.front.games());
        match self
            .state
            .rest
            .call(reqwest::Method::PUT, &path, Some(&body), "commands")
            .await
        {
            Ok(_) => {
                self.state.registered.store(true, Ordering::Release);
                tracing::info!(bot = ready.user.name, shard, "Discord bot running");
            }
            Err(e) => tracing::error!(shard, "cannot register the slash commands: {e}"),
        }
    }

    async fn interaction_create(&self, _ctx: Context, interaction: Interaction) {
        let state = self.state.clone();
        match interaction {
            Interaction::Command(cmd) => interactions::command(state, cmd).await,
            Interaction::Component(c) => interactions::component(state, c).await,
            _ => {}
        }
    }

    async fn message(&self, _ctx: Context, msg: Message) {
        // Only direct messages: a sport speech or the don's kill order.
        if msg.guild_id.is_none() && !msg.author.bot {
            interactions::direct_message(self.state.clone(), msg).await;
        }
    }
}

/// Sees every event, to report the ones serenity could not read (see
/// [`unreadable`]).
struct Raw {
    state: Arc<State>,
}

#[serenity::async_trait]
impl RawEventHandler for Raw {
    async fn raw_event(&self, _ctx: Context, event: Event) {
        if let Event::Unknown(event) = event {
            unreadable::dropped(&self.state, event).await;
        }
    }
}

/// Runs the bot until Ctrl-C: resumes every unfinished Discord game, then
/// answers gateway events.
pub async fn run(settings: Settings, store: Store) -> Result<(), DiscordError> {
    let base = settings
        .api_url
        .clone()
        .unwrap_or_else(|| "https://discord.com".into());
    let rest = Arc::new(Rest::new(&base, &settings.token));
    let queue = SendQueue::start(
        Arc::new(transport::Sender::new(rest.clone())),
        Limits::discord(),
    );
    let api = Arc::new(DiscordApi::new(queue, store.clone()));
    let front = Front::playing(
        settings.games.clone(),
        PREFIX,
        api.clone(),
        store.clone(),
        Clock::system(),
        settings.reminder_ms,
    );
    let front = match settings.ownership.clone() {
        Some(ownership) => front.with_ownership(ownership),
        None => front,
    };
    let resumed = front.resume().await?;
    tracing::info!(resumed, "Discord games resumed");
    let state = Arc::new(State {
        front,
        api,
        rest,
        registered: AtomicBool::new(false),
    });
    let stopping = state.clone();
    let intents = GatewayIntents::GUILDS | GatewayIntents::DIRECT_MESSAGES;
    let builder = match &settings.api_url {
        // serenity's rate limiter ignores the proxy, so it is off here;
        // the send queue and `Rest` keep the limits instead.
        Some(url) => ClientBuilder::new_with_http(
            HttpBuilder::new(&settings.token)
                .proxy(url.trim_end_matches('/'))
                .ratelimiter_disabled(true)
                .build(),
            intents,
        ),
        None => Client::builder(&settings.token, intents),
    };
    let mut client = builder
        .event_handler(Handler {
            state: state.clone(),
        })
        .raw_event_handler(Raw { state })
        .await?;
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        if tokio::signal::ctrl_c().await.is_ok() {
            shards.shutdown_all().await;
        }
    });
    if let Shards::Range(r) = settings.shards
        && r.first() > 0
        && settings.ownership.is_none()
    {
        // Discord sends every DM (and every press in one) on shard 0.
        tracing::warn!(
            shards = %settings.shards,
            "this process runs no shard 0, so it receives no direct message"
        );
    }
    tracing::info!(shards = %settings.shards, "connecting to the Discord gateway");
    match (settings.shards, settings.ownership.clone()) {
        // Asks GET /gateway/bot how many shards Discord recommends and
        // runs them all.
        (Shards::Auto, None) => client.start_autosharded().await?,
        (Shards::Range(r), None) => {
            start_range(&mut client, r.first(), r.last(), r.total()).await?
        }
        (shards, Some(ownership)) => {
            let (wanted, total, share) = match shards {
                Shards::Auto => {
                    let total = client.http.get_bot_gateway().await?.shards;
                    ((0..total).collect::<Vec<u32>>(), total, true)
                }
                Shards::Range(r) => ((r.first()..=r.last()).collect(), r.total(), false),
            };
            let keeper = ShardKeeper::new(store, ownership, total);
            let held = tokio::select! {
                held = keeper.first_shards(&wanted, share) => held,
                _ = tokio::signal::ctrl_c() => {
                    stopping.front.release().await;
                    return Ok(());
                }
            };
            // serenity starts a contiguous range: the first run of held
            // shards now, the keeper starts the rest.
            let first = held[0];
            let last = held
                .iter()
                .zip(first..)
                .take_while(|(held, next)| **held == *next)
                .last()
                .map_or(first, |(held, _)| *held);
            tracing::info!(first, last, total, ?held, "Discord shards leased");
            let keeping = tokio::spawn(
                keeper
                    .clone()
                    .keep(client.shard_manager.clone(), (first..=last).collect()),
            );
            let ran = start_range(&mut client, first, last, total).await;
            keeping.abort();
            keeper.release().await;
            ran?;
        }
    }
    stopping.front.release().await;
    Ok(())
}

/// Runs shards `first..=last` of `total` until they stop.
async fn start_range(
    client: &mut Client,
    first: u32,
    last: u32,
    total: u32,
) -> Result<(), serenity::Error> {
    // serenity 0.12's `start_shard_range` takes the range's end as the
    // last shard to run, included (it hands `range.end` on as the last
    // shard), so `first..last` runs `first..=last`.
    client.start_shard_range(first..last, total).await
}
