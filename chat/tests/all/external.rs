//! External bots in chat games, through the front and a recording fake
//! platform: `/mafia addbot` seats a registered bot folder, the bot plays
//! through the file protocol and its answers are stored as inputs; a
//! crashing bot does not stall the game; after a restart the bot's open
//! prompt is asked again, in the same copy of its folder.

use narrator_chat::external::registered;
use narrator_chat::{BotSettings, Button, Caller, Command, Front, Place, Target};
use narrator_engine::mafia::{MafiaAction, Ruleset};
use narrator_engine::{Action, Input, PlayerId, Timestamp};
use narrator_runtime::{Clock, GameId, InputEntry, Store};
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use crate::recorder;
use recorder::Recorder;

const GROUP: &str = "test:-100";

fn group() -> Place {
    Place {
        key: GROUP.into(),
        group: true,
        locale: None,
    }
}

/// The host asks for a registered bot in the open lobby.
async fn add_bot(front: &Front<Recorder>, name: &str) -> String {
    front
        .command(
            &group(),
            &host(),
            "mafia",
            Command::AddBot {
                name: name.to_string(),
            },
        )
        .await
}

fn host() -> Caller {
    Caller {
        id: PlayerId::new("test:1"),
        name: "Hannah".into(),
        locale: None,
    }
}

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/fixtures/arena-bots")
        .join(name)
}

/// A store with the test bots registered and quick rules for the group
/// (at 20x, a minute of day 0 or day is 3 real seconds: time for the bots'
/// runs even on a busy machine).
async fn store_with_bots(day0_secs: u32) -> Store {
    let store = Store::open("sqlite::memory:").await.unwrap();
    for bot in ["steady", "crasher"] {
        registered::register(&store, bot, &fixture(bot))
            .await
            .unwrap();
    }
    let rules = Ruleset {
        day0_secs,
        day_secs: 60,
        night_secs: 10,
        ..Ruleset::classic()
    };
    rules.validate().unwrap();
    let scope = narrator_chat::Games::standard()
        .by_word("mafia")
        .map(|g| g.settings_scope())
        .unwrap();
    store
        .set_setting(&scope, GROUP, &rules.to_toml())
        .await
        .unwrap();
    store
}

fn front(api: &Arc<Recorder>, store: &Store, bots: &Path, speed: u32) -> Front<Recorder> {
    Front::new(
        "test:",
        api.clone(),
        store.clone(),
        Clock::starting_at(Timestamp(1_000_000), speed),
        0,
    )
    .with_bots(BotSettings {
        dir: bots.to_path_buf(),
        limits: narrator_botrun::runner::Limits {
            timeout: Duration::from_secs(3),
            max_output: 64 * 1024,
        },
        rounds: 50,
    })
}

/// Opens a lobby as the host and returns its game.
async fn open_lobby(front: &Front<Recorder>) -> GameId {
    let reply = front
        .command(&group(), &host(), "mafia", Command::Start { preset: None })
        .await;
    assert_eq!(reply, "", "the lobby opens");
    front.running()[0]
}

async fn press(front: &Front<Recorder>, button: Button) {
    let answer = front.press(&group(), &host(), &button.encode()).await;
    assert!(
        matches!(answer, narrator_chat::Answer::Done(_)),
        "{button:?}: {answer:?}"
    );
}

/// Waits (in real time) until no game runs; shows the group's last texts
/// if it does not.
async fn until_over(front: &Front<Recorder>, api: &Recorder, secs: u64) {
    let waited = tokio::time::timeout(Duration::from_secs(secs), async {
        while !front.running().is_empty() {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    if waited.is_err() {
        let texts = api.texts_to(&Target::Place(GROUP.into()));
        let last = &texts[texts.len().saturating_sub(40)..];
        panic!("the game did not end in {secs} s; the group last read: {last:#?}");
    }
}

/// The stored inputs of a game.
async fn inputs(store: &Store, game: GameId) -> Vec<InputEntry> {
    store
        .load_game(game)
        .await
        .unwrap()
        .inputs
        .iter()
        .map(|row| serde_json::from_str(&row.input_json).unwrap())
        .collect()
}

/// The actions a player's stored inputs took.
fn acts_by(entries: &[InputEntry], player: &str) -> Vec<MafiaAction> {
    entries
        .iter()
        .filter_map(|e| match &e.input {
            Input::Act {
                player: p,
                action: Action::Mafia(a),
            } if p.0 == player => {
                assert!(!e.by_computer, "an external bot's input is a person's");
                Some(a.clone())
            }
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn addbot_refuses_with_reasons() {
    let store = store_with_bots(10).await;
    let bots = tempfile::tempdir().unwrap();
    let api = Arc::new(Recorder::default());
    let front = front(&api, &store, bots.path(), 1);
    let add = |caller: Caller, place: Place, name: &str| {
        let front = &front;
        let name = name.to_string();
        async move {
            front
                .command(&place, &caller, "mafia", Command::AddBot { name })
                .await
        }
    };
    let reply = add(host(), group(), "steady").await;
    assert!(reply.contains("no open lobby here"), "{reply}");
    let private = Place {
        key: "test:1".into(),
        group: false,
        locale: None,
    };
    let reply = add(host(), private, "steady").await;
    assert!(reply.contains("works in a group"), "{reply}");

    // Bots play the protocol's rules: a classic lobby only.
    let reply = front
        .command(
            &group(),
            &host(),
            "mafia",
            Command::Start {
                preset: Some("hp".into()),
            },
        )
        .await;
    assert_eq!(reply, "");
    let reply = add(host(), group(), "steady").await;
    assert!(reply.contains("the classic preset only"), "{reply}");
    let reply = front
        .command(&group(), &host(), "mafia", Command::Stop)
        .await;
    assert_eq!(reply, "");
    until_over(&front, &api, 10).await;

    let game = open_lobby(&front).await;
    let reply = add(host(), group(), "nobody").await;
    assert!(
        reply.contains("no external bot named `nobody`")
            && reply.contains("the registered ones are: crasher, steady"),
        "{reply}"
    );
    let guest = Caller {
        id: PlayerId::new("test:2"),
        name: "Gus".into(),
        locale: None,
    };
    let reply = add(guest, group(), "steady").await;
    assert!(
        reply.contains("only the lobby's host (Hannah) can seat a bot"),
        "{reply}"
    );
    // The same bot may take two seats, each with its own copy.
    assert_eq!(
        add(host(), group(), "steady").await,
        "steady (bot) takes a seat."
    );
    assert_eq!(
        add(host(), group(), "steady").await,
        "steady (bot) takes a seat."
    );
    let seated = bots.path().join(format!("game-{game}"));
    assert!(seated.join("steady/run").is_file());
    assert!(seated.join("steady.2/run").is_file());
    // A bot registered and then broken is refused with the reason.
    let broken = tempfile::tempdir().unwrap();
    std::fs::create_dir(broken.path().join("b")).unwrap();
    std::fs::copy(fixture("steady").join("run"), broken.path().join("b/run")).unwrap();
    registered::register(&store, "broken", &broken.path().join("b"))
        .await
        .unwrap();
    std::fs::remove_file(broken.path().join("b/run")).unwrap();
    let reply = add(host(), group(), "broken").await;
    assert!(reply.contains("has no executable `run`"), "{reply}");

    // Up to the table's maximum (20 in classic): 3 seated, 17 more fit.
    for _ in 0..17 {
        assert_eq!(
            add(host(), group(), "crasher").await,
            "crasher (bot) takes a seat."
        );
    }
    let reply = add(host(), group(), "crasher").await;
    assert!(
        reply.contains("the table is full (20 players at most)"),
        "{reply}"
    );
    let entries = inputs(&store, game).await;
    let joined: Vec<&str> = entries
        .iter()
        .filter_map(|e| match &e.input {
            Input::Join { player, .. } => Some(player.0.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(&joined[..3], ["test:1", "bot:steady", "bot:steady#2"]);
    assert_eq!(joined.len(), 20, "refusals stored nothing");

    press(&front, Button::Start(game)).await;
    let reply = add(host(), group(), "steady").await;
    assert!(reply.contains("the game has already started"), "{reply}");
    let _ = front
        .command(&group(), &host(), "mafia", Command::Stop)
        .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn external_bots_play_a_classic_game_to_the_end() {
    let store = store_with_bots(60).await;
    let bots = tempfile::tempdir().unwrap();
    let api = Arc::new(Recorder::host_watches());
    let front = front(&api, &store, bots.path(), 20);
    let game = open_lobby(&front).await;
    // Two seats of the same bot: night 0 kills at most one, so one of them
    // always lives to vote on day 1.
    for _ in 0..2 {
        let reply = add_bot(&front, "steady").await;
        assert_eq!(reply, "steady (bot) takes a seat.");
    }
    press(&front, Button::Fill(game)).await;
    press(&front, Button::Start(game)).await;
    until_over(&front, &api, 120).await;

    let stored = store.load_game(game).await.unwrap();
    assert!(stored.finished.is_some(), "the game finished");
    let entries = inputs(&store, game).await;
    let said = MafiaAction::Say(narrator_engine::mafia::Canned {
        id: 4,
        subject: None,
        recipient: None,
    });
    let group_texts = api.texts_to(&Target::Place(GROUP.into()));
    for (player, name) in [
        ("bot:steady", "steady (bot)"),
        ("bot:steady#2", "steady (bot) 2"),
    ] {
        let acts = acts_by(&entries, player);
        assert!(
            acts.contains(&said),
            "{player}'s day-0 answer was stored: {acts:?}"
        );
        assert!(
            acts.contains(&MafiaAction::Ready),
            "{player} was marked ready on day 0"
        );
        assert!(
            group_texts
                .iter()
                .any(|t| *t == format!("{name} says \"I am a normal villager\"")),
            "{name}'s words were announced: {group_texts:#?}"
        );
    }
    // Its day-1 vote (for the first player still alive) was stored and
    // announced.
    let votes: Vec<MafiaAction> = ["bot:steady", "bot:steady#2"]
        .iter()
        .flat_map(|p| acts_by(&entries, p))
        .filter(|a| matches!(a, MafiaAction::Vote(_)))
        .collect();
    assert!(!votes.is_empty(), "a bot seat voted on day 1: {entries:#?}");
    let announced = group_texts
        .iter()
        .filter(|t| t.starts_with("steady (bot)") && t.contains(" has voted to lynch "))
        .count();
    assert_eq!(
        announced,
        votes.len(),
        "every stored vote was announced: {group_texts:#?}"
    );
    // The bots' seats get no private chat: what they are told goes to the
    // bots.
    assert!(
        !api.targets()
            .iter()
            .any(|t| matches!(t, Target::User(p) if p.0.starts_with("bot:"))),
        "nothing is sent to a bot's seat as a chat"
    );
    // Their copies are gone with the game.
    let copy = bots.path().join(format!("game-{game}"));
    tokio::time::timeout(Duration::from_secs(10), async {
        while copy.exists() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the game's bot copies are removed at its end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crashing_bot_does_not_stall_the_game() {
    let store = store_with_bots(60).await;
    let bots = tempfile::tempdir().unwrap();
    let api = Arc::new(Recorder::host_watches());
    let front = front(&api, &store, bots.path(), 20);
    let game = open_lobby(&front).await;
    let reply = add_bot(&front, "crasher").await;
    assert_eq!(reply, "crasher (bot) takes a seat.");
    press(&front, Button::Fill(game)).await;
    press(&front, Button::Start(game)).await;
    // The deadlines carry the game past the crasher's turns: it reaches its
    // second day (or ends before). A game whose last mafioso is the crasher
    // may never end (the computer players see no reason to lynch), so it
    // is stopped there.
    let progressed = tokio::time::timeout(Duration::from_secs(60), async {
        loop {
            let texts = api.texts_to(&Target::Place(GROUP.into()));
            if front.running().is_empty() || texts.iter().any(|t| t.starts_with("Day 2: vote")) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(
        progressed.is_ok(),
        "the game stalled: {:#?}",
        api.texts_to(&Target::Place(GROUP.into()))
    );
    if !front.running().is_empty() {
        // The game may have ended on its own since it was looked at (it
        // then runs on until its end is delivered, and refuses a stop as
        // over): whichever, it must be over below.
        let _ = front
            .command(&group(), &host(), "mafia", Command::Stop)
            .await;
    }
    until_over(&front, &api, 30).await;
    let entries = inputs(&store, game).await;
    // It was run (it writes a vote before crashing) but never heard: the
    // only inputs by its seat are its join and day 0's automatic ready.
    let acts = acts_by(&entries, "bot:crasher");
    assert_eq!(
        acts,
        [MafiaAction::Ready],
        "a crashed run's answer is ignored"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_a_restart_the_open_prompt_is_asked_again() {
    // A long day 0 (an hour at 10x: 6 minutes), so the restart comes in it.
    let store = store_with_bots(3600).await;
    let bots = tempfile::tempdir().unwrap();
    let api = Arc::new(Recorder::default());
    let first = front(&api, &store, bots.path(), 10);
    let game = open_lobby(&first).await;
    first
        .command(
            &group(),
            &host(),
            "mafia",
            Command::AddBot {
                name: "steady".into(),
            },
        )
        .await;
    press(&first, Button::Fill(game)).await;
    press(&first, Button::Start(game)).await;
    let runs = bots.path().join(format!("game-{game}/steady/runs"));
    let count = |p: &Path| {
        std::fs::read_to_string(p)
            .map(|t| t.lines().count())
            .unwrap_or(0)
    };
    tokio::time::timeout(Duration::from_secs(30), async {
        loop {
            let acts = acts_by(&inputs(&store, game).await, "bot:steady");
            if acts.contains(&MafiaAction::Ready) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the bot answered day 0");
    // The bot read the protocol's words: the players file (protocol names,
    // sorted) and day 0's lines first.
    let folder = bots.path().join(format!("game-{game}/steady"));
    assert_eq!(
        std::fs::read_to_string(folder.join("players")).unwrap(),
        "Ada_cpu\nAlan_cpu\nBlaise_cpu\nGrace_cpu\nHannah\nsteady_bot\n"
    );
    let told = std::fs::read_to_string(folder.join("told")).unwrap();
    assert!(
        told.starts_with(
            "Rise and shine! Today is day 0.\nNo voting will occur today.\nBe warned: Tonight the mafia will strike."
        ),
        "{told}"
    );
    // Its own words come back in the protocol's form on a later run,
    // which may still be on its way on a busy machine.
    let echoed = "steady_bot says \"I am a normal villager\"";
    let waited = tokio::time::timeout(Duration::from_secs(20), async {
        loop {
            let told = std::fs::read_to_string(folder.join("told")).unwrap_or_default();
            if told.contains(echoed) {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    assert!(
        waited.is_ok(),
        "its own words never came back in the protocol's form: {}",
        std::fs::read_to_string(folder.join("told")).unwrap_or_default()
    );
    drop(first);
    // Let anything in flight finish (a run in flight cannot submit: its
    // host is gone).
    tokio::time::sleep(Duration::from_millis(300)).await;
    let before = count(&runs);
    assert!(before >= 1);

    let api = Arc::new(Recorder::default());
    let second = front(&api, &store, bots.path(), 10);
    assert_eq!(second.resume().await.unwrap(), 1);
    tokio::time::timeout(Duration::from_secs(30), async {
        while count(&runs) <= before {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the bot's open day-0 prompt was asked again, in its kept folder");
    let reply = second
        .command(&group(), &host(), "mafia", Command::Stop)
        .await;
    assert_eq!(reply, "");
    until_over(&second, &api, 30).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lobby_left_to_bots_closes_and_their_copies_go() {
    let store = store_with_bots(10).await;
    let bots = tempfile::tempdir().unwrap();
    let api = Arc::new(Recorder::default());
    let front = front(&api, &store, bots.path(), 1);
    let game = open_lobby(&front).await;
    let reply = add_bot(&front, "steady").await;
    assert_eq!(reply, "steady (bot) takes a seat.");
    let copy = bots.path().join(format!("game-{game}/steady"));
    assert!(copy.join("run").is_file());
    // The host leaves: a bot cannot hold the lobby, so it closes.
    press(&front, Button::Leave(game)).await;
    until_over(&front, &api, 10).await;
    tokio::time::timeout(Duration::from_secs(10), async {
        while bots.path().join(format!("game-{game}")).exists() {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the bot's copy is removed when the lobby closes");
}
