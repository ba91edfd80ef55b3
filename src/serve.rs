//! `narrator serve`: runs every chat platform whose token is set (Telegram,
//! Discord), on one store, until Ctrl-C.

use narrator_store::Store;

/// The platforms' settings, from the environment (see .env.example).
#[derive(Clone, Debug, clap::Args)]
pub struct ServeArgs {
    /// Telegram bot token; Telegram runs when it is set.
    #[arg(long, env = "TELEGRAM_BOT_TOKEN", hide_env_values = true)]
    pub telegram_token: Option<String>,
    /// Another Bot API server (e.g. a local one); default: Telegram's.
    #[arg(long, env = "TELEGRAM_API_URL")]
    pub telegram_api_url: Option<String>,
    /// The public HTTPS URL Telegram posts updates to; when set, Telegram
    /// runs in webhook mode instead of long polling (several processes can
    /// then share one URL behind a load balancer).
    #[arg(long, env = "TELEGRAM_WEBHOOK_URL")]
    pub telegram_webhook_url: Option<String>,
    /// Where this process listens for the webhook's requests (port 0:
    /// any free one).
    #[arg(long, env = "TELEGRAM_WEBHOOK_LISTEN", default_value = "0.0.0.0:8443")]
    pub telegram_webhook_listen: std::net::SocketAddr,
    /// A secret Telegram sends with every webhook request; requests
    /// without it are refused (1-256 of A-Z a-z 0-9 _ -).
    #[arg(long, env = "TELEGRAM_WEBHOOK_SECRET", hide_env_values = true)]
    pub telegram_webhook_secret: Option<String>,
    /// Whether this process calls setWebhook at start-up (false: the
    /// webhook is set some other way, e.g. by one of the processes).
    #[arg(
        long,
        env = "TELEGRAM_WEBHOOK_SET",
        default_value_t = true,
        action = clap::ArgAction::Set,
        value_parser = clap::builder::BoolishValueParser::new()
    )]
    pub telegram_webhook_set: bool,
    /// Discord bot token; Discord runs when it is set.
    #[arg(long, env = "DISCORD_TOKEN", hide_env_values = true)]
    pub discord_token: Option<String>,
    /// Another Discord API server (a local one, or a rate-limiting proxy
    /// shared by several bots); default: Discord's.
    #[arg(long, env = "DISCORD_API_URL")]
    pub discord_api_url: Option<String>,
    /// The Discord gateway shards this process runs: FIRST-LAST/TOTAL
    /// (e.g. 0-1/4) when several processes split them; empty or `auto`:
    /// every shard, as many as Discord recommends.
    #[arg(long, env = "DISCORD_SHARDS", default_value = "auto")]
    pub discord_shards: narrator_discord::Shards,
    /// Seconds before each phase's deadline when the group is reminded
    /// (0: no reminders).
    #[arg(long, env = "NARRATOR_REMINDER_SECS", default_value_t = 30)]
    pub reminder_secs: u64,
    /// With several processes on one PostgreSQL database: seconds a game's
    /// lease lasts unless its process renews it, i.e. how soon another
    /// process takes over the games of one that died.
    #[arg(long, env = "NARRATOR_LEASE_SECS", default_value_t = 10,
          value_parser = clap::value_parser!(u64).range(1..=3600))]
    pub lease_secs: u64,
    /// The web pages, served beside the platforms when an address is set.
    #[command(flatten)]
    pub web: narrator_web::WebArgs,
}

/// Runs the configured platforms.
pub async fn run(args: ServeArgs, store: Store) -> anyhow::Result<()> {
    // Read once, before any platform starts: a bad mode file stops the
    // start, naming the file.
    let games = crate::games::chat_games()?;
    let reminder_ms = args.reminder_secs.saturating_mul(1000);
    // A PostgreSQL database may be shared with other processes: each game
    // then runs in the one process holding its lease.
    let ownership = store.shared().then(|| {
        narrator_runtime::Ownership::for_this_process(std::time::Duration::from_secs(
            args.lease_secs,
        ))
    });
    let mut platforms = tokio::task::JoinSet::new();
    if let Some(token) = args.telegram_token.filter(|t| !t.trim().is_empty()) {
        let settings = narrator_telegram::Settings {
            token,
            api_url: args.telegram_api_url.filter(|u| !u.trim().is_empty()),
            reminder_ms,
            ownership: ownership.clone(),
            webhook: args
                .telegram_webhook_url
                .filter(|u| !u.trim().is_empty())
                .map(|url| narrator_telegram::Webhook {
                    url,
                    listen: args.telegram_webhook_listen,
                    secret: args.telegram_webhook_secret.filter(|s| !s.is_empty()),
                    set: args.telegram_webhook_set,
                }),
            games: games.clone(),
        };
        let store = store.clone();
        platforms.spawn(async move {
            narrator_telegram::run(settings, store)
                .await
                .map_err(|e| anyhow::anyhow!("telegram: {e}"))
        });
    }
    if let Some(token) = args.discord_token.filter(|t| !t.trim().is_empty()) {
        let settings = narrator_discord::Settings {
            token,
            api_url: args.discord_api_url.filter(|u| !u.trim().is_empty()),
            reminder_ms,
            ownership: ownership.clone(),
            shards: args.discord_shards,
            games: games.clone(),
        };
        let store = store.clone();
        platforms.spawn(async move {
            narrator_discord::run(settings, store)
                .await
                .map_err(|e| anyhow::anyhow!("discord: {e}"))
        });
    }
    if platforms.is_empty() {
        anyhow::bail!(
            "narrator serve: no platform is configured; set TELEGRAM_BOT_TOKEN or DISCORD_TOKEN (see .env.example)"
        );
    }
    if let Some(listen) = args.web.listen {
        let store = store.clone();
        let web = args.web.clone();
        let games = games.clone();
        platforms.spawn(async move {
            narrator_web::run(web, store, games, listen)
                .await
                .map_err(|e| anyhow::anyhow!("web: {e}"))
        });
    }
    // The first platform to stop (Ctrl-C, or a failure) stops the server.
    if let Some(done) = platforms.join_next().await {
        platforms.abort_all();
        done??;
    }
    Ok(())
}
