//! poise 0.7.1 on top of serenity against the fake: the framework fetches
//! the application (owners), registers its commands in the guild, and
//! answers a slash command with subcommand and option.

use std::time::Duration;

use narrator_discord_fake::{FakeDiscord, SlashCommand};
use poise::serenity_prelude as serenity;

type Error = Box<dyn std::error::Error + Send + Sync>;
type Ctx<'a> = poise::Context<'a, (), Error>;

/// Mafia games.
#[poise::command(
    slash_command,
    subcommands("start"),
    default_member_permissions = "MANAGE_GUILD"
)]
async fn mafia(_: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// Start a game.
#[poise::command(slash_command, ephemeral)]
async fn start(ctx: Ctx<'_>, #[description = "Which preset"] preset: String) -> Result<(), Error> {
    ctx.say(format!("Starting {preset}")).await?;
    Ok(())
}

const WAIT: Duration = Duration::from_secs(10);

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn poise_registers_and_answers_commands() {
    let fake = FakeDiscord::start().await.expect("fake starts");
    let g = fake.add_guild("Town");
    let alice = fake.add_member(g.guild_id, "alice", true).unwrap();

    let guild = serenity::GuildId::new(g.guild_id);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: vec![mafia()],
            ..Default::default()
        })
        .setup(move |ctx, _ready, framework| {
            Box::pin(async move {
                poise::builtins::register_in_guild(ctx, &framework.options().commands, guild)
                    .await?;
                Ok(())
            })
        })
        .build();
    // The proxy is ignored by serenity's ratelimiter, so it must be off.
    let http = serenity::HttpBuilder::new("fake-token")
        .proxy(fake.url())
        .ratelimiter_disabled(true)
        .build();
    let mut client = serenity::ClientBuilder::new_with_http(http, serenity::GatewayIntents::GUILDS)
        .framework(framework)
        .await
        .expect("client builds");
    let shards = client.shard_manager.clone();
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });

    let registered = fake
        .wait_for(WAIT, |f| {
            let cmds = f.commands(Some(g.guild_id));
            (!cmds.is_empty()).then_some(cmds)
        })
        .await
        .expect("poise registers its commands");
    assert_eq!(registered[0]["name"], "mafia");
    assert_eq!(registered[0]["default_member_permissions"], "32");
    assert_eq!(registered[0]["options"][0]["name"], "start");

    let cmd = SlashCommand::new("mafia")
        .subcommand("start")
        .string("preset", "classic");
    let sent = fake.slash_command(g.channel_id, alice, &cmd).unwrap();
    let record = fake
        .wait_for(WAIT, |f| {
            f.interaction(sent.id).filter(|r| r.reply.is_some())
        })
        .await
        .expect("poise answers");
    assert_eq!(record.reply.as_ref().unwrap().content, "Starting classic");
    assert!(record.ephemeral());

    fake.assert_no_violations();
    shards.shutdown_all().await;
    task.abort();
}
