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
}

/// Runs the configured platforms.
pub async fn run(args: ServeArgs, store: Store) -> anyhow::Result<()> {
    let reminder_ms = args.reminder_secs.saturating_mul(1000);
    let mut platforms = tokio::task::JoinSet::new();
    if let Some(token) = args.telegram_token.filter(|t| !t.trim().is_empty()) {
        let settings = narrator_telegram::Settings {
            token,
            api_url: args.telegram_api_url.filter(|u| !u.trim().is_empty()),
            reminder_ms,
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
            shards: args.discord_shards,
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
    // The first platform to stop (Ctrl-C, or a failure) stops the server.
    if let Some(done) = platforms.join_next().await {
        platforms.abort_all();
        done??;
    }
    Ok(())
}
