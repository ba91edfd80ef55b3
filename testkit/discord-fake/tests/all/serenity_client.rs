//! A real serenity 0.12.5 client against the fake: gateway handshake,
//! command registration, slash command and button interactions, channel
//! messages with components and embeds, DMs, and reconnecting. Every
//! exchange must conform to Discord's spec.

use std::sync::Arc;
use std::time::Duration;

use narrator_discord_fake::{Config, DispatchError, FakeDiscord, SlashCommand};
use serenity::all::{
    ActionRowComponent, ButtonStyle, ChannelId, ClientBuilder, CommandDataOptionValue,
    CommandOptionType, ComponentInteractionDataKind, Context, CreateActionRow, CreateAttachment,
    CreateButton, CreateCommand, CreateCommandOption, CreateEmbed, CreateInputText,
    CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage, CreateModal,
    CreateSelectMenu, CreateSelectMenuKind, CreateSelectMenuOption, EditInteractionResponse,
    EventHandler, GatewayIntents, Guild, GuildId, Http, HttpBuilder, InputTextStyle, Interaction,
    Message, Permissions, Ready, ShardManager, UserId,
};
use tokio::sync::mpsc;

/// What the event handler saw, forwarded to the test.
#[derive(Debug)]
enum Seen {
    Ready(Box<Ready>),
    GuildCreate(GuildId, usize),
    Interaction(Box<Interaction>),
    Message(Box<Message>),
}

struct Handler(mpsc::UnboundedSender<Seen>);

#[serenity::async_trait]
impl EventHandler for Handler {
    async fn ready(&self, _: Context, ready: Ready) {
        let _ = self.0.send(Seen::Ready(Box::new(ready)));
    }
    async fn guild_create(&self, _: Context, guild: Guild, _: Option<bool>) {
        let _ = self
            .0
            .send(Seen::GuildCreate(guild.id, guild.members.len()));
    }
    async fn interaction_create(&self, _: Context, interaction: Interaction) {
        let _ = self.0.send(Seen::Interaction(Box::new(interaction)));
    }
    async fn message(&self, _: Context, msg: Message) {
        let _ = self.0.send(Seen::Message(Box::new(msg)));
    }
}

struct Bot {
    http: Arc<Http>,
    events: mpsc::UnboundedReceiver<Seen>,
    shards: Arc<ShardManager>,
    task: tokio::task::JoinHandle<()>,
}

async fn connect(fake: &FakeDiscord) -> Bot {
    let intents = GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT;
    connect_with(fake, intents).await
}

async fn connect_with(fake: &FakeDiscord, intents: GatewayIntents) -> Bot {
    // serenity reports payloads it cannot read only as log warnings.
    let _ = tracing_subscriber::fmt()
        .with_env_filter(std::env::var("RUST_LOG").unwrap_or_else(|_| "serenity=warn".into()))
        .with_test_writer()
        .try_init();
    // serenity's built-in ratelimiter builds its requests without the proxy
    // (straight to discord.com), so the proxy only works with it disabled.
    let http = HttpBuilder::new("fake-token")
        .proxy(fake.url())
        .ratelimiter_disabled(true)
        .build();
    let (tx, events) = mpsc::unbounded_channel();
    let mut client = ClientBuilder::new_with_http(http, intents)
        .event_handler(Handler(tx))
        .await
        .expect("client builds");
    let http = Arc::clone(&client.http);
    let shards = Arc::clone(&client.shard_manager);
    let task = tokio::spawn(async move {
        let _ = client.start().await;
    });
    Bot {
        http,
        events,
        shards,
        task,
    }
}

const WAIT: Duration = Duration::from_secs(10);

impl Bot {
    async fn next(&mut self) -> Seen {
        tokio::time::timeout(WAIT, self.events.recv())
            .await
            .expect("an event within 10 s")
            .expect("the client is running")
    }

    /// Skips events until one matches.
    async fn until<T>(&mut self, mut f: impl FnMut(Seen) -> Option<T>) -> T {
        loop {
            if let Some(t) = f(self.next().await) {
                return t;
            }
        }
    }

    async fn stop(self) {
        self.shards.shutdown_all().await;
        self.task.abort();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_plays_a_round_against_the_fake() {
    let fake = FakeDiscord::start().await.expect("fake starts");
    let g = fake.add_guild("Town");
    let alice = fake.add_member(g.guild_id, "alice", true).unwrap();
    let bob = fake.add_member(g.guild_id, "bob", false).unwrap();
    fake.set_dms_closed(bob, true).unwrap();

    let mut bot = connect(&fake).await;
    let ready = bot
        .until(|s| {
            if let Seen::Ready(r) = s {
                Some(r)
            } else {
                None
            }
        })
        .await;
    assert_eq!(ready.user.id.get(), fake.bot_id());
    assert_eq!(ready.guilds.len(), 1);
    let (gid, members) = bot
        .until(|s| {
            if let Seen::GuildCreate(id, n) = s {
                Some((id, n))
            } else {
                None
            }
        })
        .await;
    assert_eq!(gid.get(), g.guild_id);
    assert_eq!(members, 4, "owner, bot, alice, bob");

    // Register a guild command restricted to Manage Server.
    let http = Arc::clone(&bot.http);
    let preset = CreateCommandOption::new(CommandOptionType::String, "preset", "Which preset")
        .required(true)
        .add_string_choice("classic", "classic");
    let start = CreateCommandOption::new(CommandOptionType::SubCommand, "start", "Start a game")
        .add_sub_option(preset);
    let cmd = CreateCommand::new("mafia")
        .description("Play mafia")
        .default_member_permissions(Permissions::MANAGE_GUILD)
        .add_option(start);
    let registered = GuildId::new(g.guild_id)
        .set_commands(&http, vec![cmd])
        .await
        .unwrap();
    assert_eq!(registered[0].name, "mafia");
    let stored = fake.commands(Some(g.guild_id));
    assert_eq!(stored[0]["default_member_permissions"], "32");
    assert_eq!(stored[0]["options"][0]["name"], "start");

    // A global command, created on its own.
    let help = CreateCommand::new("help").description("How to play");
    serenity::all::Command::create_global_command(&http, help)
        .await
        .unwrap();
    assert_eq!(fake.commands(None)[0]["name"], "help");

    // Discord hides /mafia from bob, who lacks Manage Server, and it does
    // not exist in DMs.
    let cmd = SlashCommand::new("mafia")
        .subcommand("start")
        .string("preset", "classic");
    let hidden = fake.slash_command(g.channel_id, bob, &cmd);
    assert_eq!(
        hidden,
        Err(DispatchError::MissingPermissions("mafia".into()))
    );
    let dm = fake.open_dm(alice).unwrap();
    let not_in_dm = fake.slash_command(dm, alice, &cmd);
    assert_eq!(
        not_in_dm,
        Err(DispatchError::UnknownCommand("mafia".into()))
    );

    // A slash command from a member with Manage Server, answered ephemerally.
    let sent = fake.slash_command(g.channel_id, alice, &cmd).unwrap();
    let command = bot
        .until(|s| match s {
            Seen::Interaction(i) => i.command(),
            _ => None,
        })
        .await;
    assert_eq!(command.id.get(), sent.id);
    assert_eq!(command.data.name, "mafia");
    assert_eq!(command.user.id.get(), alice);
    let member = command
        .member
        .as_ref()
        .expect("guild interactions carry the member");
    assert!(
        member
            .permissions
            .unwrap()
            .contains(Permissions::MANAGE_GUILD)
    );
    let sub = &command.data.options[0];
    assert_eq!(sub.name, "start");
    let CommandDataOptionValue::SubCommand(opts) = &sub.value else {
        panic!("{sub:?}")
    };
    assert_eq!(
        opts[0].value,
        CommandDataOptionValue::String("classic".into())
    );
    let reply = CreateInteractionResponseMessage::new()
        .content("Starting…")
        .ephemeral(true);
    command
        .create_response(&http, CreateInteractionResponse::Message(reply))
        .await
        .unwrap();
    let record = fake.interaction(sent.id).unwrap();
    assert_eq!(record.callback_type, Some(4));
    assert!(record.ephemeral());
    assert_eq!(record.reply.as_ref().unwrap().content, "Starting…");
    assert!(record.acked_after.unwrap() < Duration::from_secs(3));
    assert!(
        fake.messages(g.channel_id).is_empty(),
        "ephemeral replies are not in the channel"
    );
    // A second callback is refused, as on Discord.
    let again =
        CreateInteractionResponse::Message(CreateInteractionResponseMessage::new().content("x"));
    assert!(command.create_response(&http, again).await.is_err());

    // A channel message with an embed, a button and a select.
    let buttons = CreateActionRow::Buttons(vec![
        CreateButton::new("vote:bob")
            .label("Vote bob")
            .style(ButtonStyle::Danger),
    ]);
    let select = CreateActionRow::SelectMenu(CreateSelectMenu::new(
        "target",
        CreateSelectMenuKind::String {
            options: vec![
                CreateSelectMenuOption::new("alice", "alice"),
                CreateSelectMenuOption::new("bob", "bob"),
            ],
        },
    ));
    let embed = CreateEmbed::new()
        .title("Day 1")
        .description("Vote now")
        .field("Alive", "2", true);
    let msg = ChannelId::new(g.channel_id)
        .send_message(
            &http,
            CreateMessage::new()
                .content("Vote!")
                .embed(embed)
                .components(vec![buttons, select]),
        )
        .await
        .unwrap();
    assert_eq!(msg.embeds[0].title.as_deref(), Some("Day 1"));
    let stored = fake.messages(g.channel_id);
    assert_eq!(stored.len(), 1);
    assert_eq!(
        stored[0].components[0]["components"][0]["custom_id"],
        "vote:bob"
    );

    // A button press answered with UPDATE_MESSAGE.
    let press = fake
        .press_button(g.channel_id, msg.id.get(), bob, "vote:bob")
        .unwrap();
    let component = bot
        .until(|s| match s {
            Seen::Interaction(i) => i.message_component(),
            _ => None,
        })
        .await;
    assert_eq!(component.data.custom_id, "vote:bob");
    assert_eq!(component.message.id, msg.id);
    assert_eq!(component.user.id.get(), bob);
    let update = CreateInteractionResponseMessage::new()
        .content("bob voted")
        .components(vec![]);
    component
        .create_response(&http, CreateInteractionResponse::UpdateMessage(update))
        .await
        .unwrap();
    let record = fake.interaction(press.id).unwrap();
    assert_eq!(record.callback_type, Some(7));
    let now = fake.message(msg.id.get()).unwrap();
    assert_eq!(now.content, "bob voted");
    assert!(now.components.is_empty());
    assert_eq!(now.embeds.len(), 1, "fields not sent stay as they were");

    // A slash command in a DM, deferred and then edited.
    let sent = fake
        .slash_command(dm, alice, &SlashCommand::new("help"))
        .unwrap();
    let command = bot
        .until(|s| match s {
            Seen::Interaction(i) => i.command(),
            _ => None,
        })
        .await;
    assert!(command.member.is_none());
    assert_eq!(command.user.id.get(), alice);
    assert!(command.guild_id.is_none());
    command.defer(&http).await.unwrap();
    command
        .edit_response(&http, EditInteractionResponse::new().content("Rules: …"))
        .await
        .unwrap();
    let followup = command
        .create_followup(
            &http,
            serenity::all::CreateInteractionResponseFollowup::new().content("more"),
        )
        .await
        .unwrap();
    let record = fake.interaction(sent.id).unwrap();
    assert_eq!(record.callback_type, Some(5));
    assert_eq!(record.reply.unwrap().content, "Rules: …");
    assert_eq!(record.followups[0].id, followup.id.get());

    // A user message reaches the bot with its content.
    fake.user_message(g.channel_id, alice, "hello narrator")
        .unwrap();
    let got = bot
        .until(|s| match s {
            Seen::Message(m) if !m.author.bot => Some(m),
            _ => None,
        })
        .await;
    assert_eq!(got.content, "hello narrator");
    assert_eq!(got.guild_id.map(GuildId::get), Some(g.guild_id));

    // DMs: open to alice, closed for bob (50007).
    let alice_dm = UserId::new(alice).create_dm_channel(&http).await.unwrap();
    alice_dm
        .send_message(&http, CreateMessage::new().content("You are the doctor"))
        .await
        .unwrap();
    let dms = fake.dms_to(alice);
    assert_eq!(dms.last().unwrap().content, "You are the doctor");
    let bob_dm = UserId::new(bob).create_dm_channel(&http).await.unwrap();
    let err = bob_dm
        .send_message(&http, CreateMessage::new().content("You are mafia"))
        .await
        .unwrap_err();
    match err {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(e)) => {
            assert_eq!(e.status_code.as_u16(), 403);
            assert_eq!(e.error.code, 50007);
        }
        other => panic!("expected 50007, got {other:?}"),
    }
    assert!(fake.dms_to(bob).is_empty());

    // Lookups a bot makes for permission checks.
    let member = GuildId::new(g.guild_id)
        .member(&http, UserId::new(alice))
        .await
        .unwrap();
    assert_eq!(member.roles.len(), 1);
    let roles = GuildId::new(g.guild_id).roles(&http).await.unwrap();
    assert!(
        roles
            .values()
            .any(|r| r.permissions.contains(Permissions::MANAGE_GUILD))
    );
    let guild = http.get_guild(GuildId::new(g.guild_id)).await.unwrap();
    assert_eq!(guild.owner_id.get(), g.owner_id);
    http.get_current_application_info().await.unwrap();
    http.get_current_user().await.unwrap();
    ChannelId::new(g.channel_id)
        .to_channel(&http)
        .await
        .unwrap();
    ChannelId::new(g.channel_id)
        .message(&http, msg.id)
        .await
        .unwrap();
    ChannelId::new(g.channel_id)
        .delete_message(&http, msg.id)
        .await
        .unwrap();
    assert!(fake.message(msg.id.get()).is_none());

    fake.assert_no_violations();
    assert_eq!(fake.rate_limited_count(), 0);
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restarted_client_gets_a_fresh_ready_and_the_old_state() {
    let fake = FakeDiscord::start().await.expect("fake starts");
    let g = fake.add_guild("Town");
    let mut first = connect(&fake).await;
    let r1 = first
        .until(|s| {
            if let Seen::Ready(r) = s {
                Some(r)
            } else {
                None
            }
        })
        .await;
    ChannelId::new(g.channel_id)
        .say(&first.http, "Night falls")
        .await
        .unwrap();
    first.stop().await;

    let mut second = connect(&fake).await;
    let r2 = second
        .until(|s| {
            if let Seen::Ready(r) = s {
                Some(r)
            } else {
                None
            }
        })
        .await;
    assert_ne!(r1.session_id, r2.session_id);
    assert!(fake.wait_for_identify(2, WAIT).await);
    assert_eq!(fake.identify_count(), 2);
    second
        .until(|s| matches!(s, Seen::GuildCreate(..)).then_some(()))
        .await;
    assert_eq!(fake.messages(g.channel_id)[0].content, "Night falls");

    // A dropped connection (close 4000) is resumed, and events flow again.
    fake.disconnect_all(4000);
    let alice = fake.add_member(g.guild_id, "alice", false).unwrap();
    // A new session (resumed or identified afresh) replaces the old one.
    let sent = fake
        .wait_for(WAIT, |f| {
            let back = f.resume_count() + f.identify_count() >= 3 && f.live_sessions() == 1;
            back.then(|| f.user_message(g.channel_id, alice, "still here").unwrap())
        })
        .await;
    assert!(sent.is_some(), "the client came back");
    let got = second
        .until(|s| match s {
            Seen::Message(m) if !m.author.bot => Some(m),
            _ => None,
        })
        .await;
    assert_eq!(got.content, "still here");
    assert_eq!(fake.resume_count(), 1, "serenity resumes after close 4000");
    fake.assert_no_violations();
    second.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn selects_files_modals_and_heartbeats() {
    let config = Config {
        heartbeat_interval: Duration::from_millis(250),
        ..Config::default()
    };
    let fake = FakeDiscord::start_with(config).await.expect("fake starts");
    let g = fake.add_guild("Town");
    let alice = fake.add_member(g.guild_id, "alice", false).unwrap();
    let mut bot = connect(&fake).await;
    bot.until(|s| matches!(s, Seen::GuildCreate(..)).then_some(()))
        .await;
    let http = Arc::clone(&bot.http);

    // A guild added while the bot is connected arrives as GUILD_CREATE.
    let second = fake.add_guild("Village");
    let (gid, _) = bot
        .until(|s| {
            if let Seen::GuildCreate(id, n) = s {
                Some((id, n))
            } else {
                None
            }
        })
        .await;
    assert_eq!(gid.get(), second.guild_id);

    // A DM from a user reaches the bot without a guild.
    let dm = fake.open_dm(alice).unwrap();
    fake.user_message(dm, alice, "I am the doctor").unwrap();
    let got = bot
        .until(|s| match s {
            Seen::Message(m) if !m.author.bot => Some(m),
            _ => None,
        })
        .await;
    assert_eq!(got.content, "I am the doctor");
    assert!(got.guild_id.is_none());

    // A picture sent as a multipart upload.
    let board = CreateAttachment::bytes(vec![0u8; 1234], "board.png");
    let select = CreateActionRow::SelectMenu(CreateSelectMenu::new(
        "night:target",
        CreateSelectMenuKind::String {
            options: vec![
                CreateSelectMenuOption::new("alice", "alice"),
                CreateSelectMenuOption::new("nobody", "none"),
            ],
        },
    ));
    let msg = ChannelId::new(g.channel_id)
        .send_message(
            &http,
            CreateMessage::new()
                .add_file(board)
                .components(vec![select]),
        )
        .await
        .unwrap();
    assert_eq!(msg.attachments[0].filename, "board.png");
    let stored = fake.message(msg.id.get()).unwrap();
    assert_eq!(stored.attachments[0].size, 1234);

    // A string select, answered with a modal.
    let sent = fake
        .select(
            g.channel_id,
            msg.id.get(),
            alice,
            "night:target",
            &["alice"],
        )
        .unwrap();
    let component = bot
        .until(|s| match s {
            Seen::Interaction(i) => i.message_component(),
            _ => None,
        })
        .await;
    let ComponentInteractionDataKind::StringSelect { values } = &component.data.kind else {
        panic!("{:?}", component.data.kind)
    };
    assert_eq!(values, &["alice".to_string()]);
    let input = CreateInputText::new(InputTextStyle::Short, "Why?", "reason");
    let modal = CreateModal::new("night:confirm", "Confirm")
        .components(vec![CreateActionRow::InputText(input)]);
    component
        .create_response(&http, CreateInteractionResponse::Modal(modal))
        .await
        .unwrap();
    let record = fake.interaction(sent.id).unwrap();
    assert_eq!(record.callback_type, Some(9));
    assert_eq!(record.modal.unwrap()["custom_id"], "night:confirm");

    // The user submits the modal; the bot updates the message it came from.
    let submitted = fake
        .submit_modal(sent.id, &[("reason", "too quiet")])
        .unwrap();
    let modal = bot
        .until(|s| match s {
            Seen::Interaction(i) => i.modal_submit(),
            _ => None,
        })
        .await;
    assert_eq!(modal.data.custom_id, "night:confirm");
    let ActionRowComponent::InputText(text) = &modal.data.components[0].components[0] else {
        panic!("{:?}", modal.data.components)
    };
    assert_eq!(text.value.as_deref(), Some("too quiet"));
    let update = CreateInteractionResponseMessage::new()
        .content("Target chosen")
        .components(vec![]);
    modal
        .create_response(&http, CreateInteractionResponse::UpdateMessage(update))
        .await
        .unwrap();
    assert_eq!(
        fake.interaction(submitted.id).unwrap().callback_type,
        Some(7)
    );
    assert_eq!(fake.message(msg.id.get()).unwrap().content, "Target chosen");

    // Heartbeats are acknowledged: the session stays up across several.
    let beats = fake
        .wait_for(WAIT, |f| (f.heartbeat_count() >= 3).then_some(()))
        .await;
    assert!(beats.is_some());
    assert_eq!(fake.identify_count(), 1, "no reconnect");

    fake.assert_no_violations();
    bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_message_content_intent_guild_text_is_blank_unless_mentioned() {
    let fake = FakeDiscord::start().await.expect("fake starts");
    let g = fake.add_guild("Town");
    let alice = fake.add_member(g.guild_id, "alice", false).unwrap();
    let mut bot = connect_with(
        &fake,
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES,
    )
    .await;
    bot.until(|s| matches!(s, Seen::GuildCreate(..)).then_some(()))
        .await;

    fake.user_message(g.channel_id, alice, "I vote bob")
        .unwrap();
    let plain = bot
        .until(|s| match s {
            Seen::Message(m) => Some(m),
            _ => None,
        })
        .await;
    assert_eq!(
        plain.content, "",
        "Discord withholds content without the intent"
    );

    let text = format!("<@{}> I vote bob", fake.bot_id());
    fake.user_message(g.channel_id, alice, &text).unwrap();
    let mention = bot
        .until(|s| match s {
            Seen::Message(m) => Some(m),
            _ => None,
        })
        .await;
    assert_eq!(mention.content, text);
    assert_eq!(mention.mentions[0].id.get(), fake.bot_id());
    assert_eq!(
        fake.messages(g.channel_id)[0].content,
        "I vote bob",
        "stored in full"
    );
    fake.assert_no_violations();
    bot.stop().await;
}
