//! The chat host: games run as tasks, deadlines fire, and a restarted host
//! resumes every game without sending anything twice.

use narrator_engine::mafia::Ruleset;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::{
    Audience, Effect, EffectKind, GameConfig, Input, PlayerId, SeatInfo, Seed, TableSetup,
    Timestamp,
};
use narrator_runtime::{
    Clock, DeliveryError, EffectKey, GameId, GameRecord, Host, Sending, Store, Surface,
};
use std::sync::{Arc, Mutex};

/// A platform that records what it was asked to send.
#[derive(Default)]
struct Recorder {
    sent: Mutex<Vec<(GameId, Audience, String)>>,
    /// Fail every delivery to this seat (a user who blocked the bot).
    blocked_seat: Option<u8>,
    /// Public effects never go out (a group whose rate window is full):
    /// they are queued and stay on their way.
    public_stuck: bool,
    /// Every delivery waits for a permit here first (a platform that
    /// takes its time).
    gate: Option<Arc<tokio::sync::Semaphore>>,
}

impl Surface for Recorder {
    async fn deliver(
        &self,
        game: GameId,
        seats: &[SeatInfo],
        _key: EffectKey,
        effect: &Effect,
    ) -> Result<Sending, DeliveryError> {
        if let Some(gate) = &self.gate {
            let _ = gate.acquire().await;
        }
        if let (Some(b), Audience::Seat(s)) = (self.blocked_seat, &effect.audience)
            && s.0 == b
        {
            return Err(DeliveryError {
                retryable: false,
                detail: "blocked".into(),
            });
        }
        if self.public_stuck && effect.audience == Audience::Public {
            return Ok(Box::pin(std::future::pending()));
        }
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let text = match &effect.kind {
            EffectKind::Message(m) => render::message(Lang::En, m, &Names::new(&names)),
            EffectKind::Prompt(p) => format!("PROMPT {}", render::prompt(Lang::En, p.kind)),
            EffectKind::Deadline { at } => format!("DEADLINE {}", at.0),
            EffectKind::End(_) => "END".into(),
        };
        self.sent.lock().unwrap_or_else(|p| p.into_inner()).push((
            game,
            effect.audience.clone(),
            text,
        ));
        Ok(Box::pin(async { Ok(()) }))
    }
}

impl Recorder {
    fn texts(&self) -> Vec<String> {
        self.sent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
            .map(|(_, _, t)| t.clone())
            .collect()
    }
}

/// Short phases; a person who does nothing keeps their seat (a test
/// below lets a computer player take it).
fn quick_rules() -> Ruleset {
    Ruleset {
        day0_secs: 10,
        day_secs: 30,
        night_secs: 20,
        afk_action: "none".into(),
        ..Ruleset::classic()
    }
}

fn record() -> GameRecord {
    record_with(quick_rules())
}

fn record_with(rules: Ruleset) -> GameRecord {
    GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(rules),
            seed: Seed::from_number(21),
            host: PlayerId::new("tg:1"),
        },
        all_computer: false,
    }
}

async fn store(dir: &tempfile::TempDir) -> Store {
    Store::open(&format!("sqlite://{}", dir.path().join("h.db").display()))
        .await
        .expect("store")
}

async fn open_and_start(host: &Host<Recorder>) -> GameId {
    open_and_start_with(host, record()).await
}

async fn open_and_start_with(host: &Host<Recorder>, record: GameRecord) -> GameId {
    let id = host.open(record, "telegram:-100").await.expect("opened");
    let p = PlayerId::new("tg:1");
    for input in [
        Input::Join {
            player: p.clone(),
            name: "Ann".into(),
        },
        Input::Fill {
            by: p.clone(),
            seats: 7,
        },
        Input::Start { by: p },
    ] {
        host.submit(id, input)
            .await
            .expect("running")
            .expect("accepted");
    }
    id
}

#[tokio::test]
async fn a_computer_player_takes_an_absent_persons_seat_and_finishes_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let surface = Arc::new(Recorder::default());
    let host = Host::new(
        store(&dir).await,
        surface.clone(),
        Clock::starting_at(Timestamp(1_000_000), 1000),
    );
    let rules = Ruleset {
        afk_action: "replace".into(),
        ..quick_rules()
    };
    open_and_start_with(&host, record_with(rules)).await;
    let reached = |t: &str| surface.texts().iter().any(|x| x.contains(t));
    for _ in 0..1000 {
        if reached("Game over") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let texts = surface.texts();
    let warned = texts
        .iter()
        .position(|t| t.starts_with("You let a deadline pass"));
    let replaced = texts
        .iter()
        .position(|t| t == "Ann was inactive; a computer player plays their seat now.");
    assert!(warned.is_some() && warned < replaced, "{texts:#?}");
    assert!(reached("Game over"), "the computer finished it: {texts:#?}");
}

#[tokio::test]
async fn an_absent_persons_seat_is_removed_without_its_role_and_the_game_ends() {
    let dir = tempfile::tempdir().expect("temp dir");
    let surface = Arc::new(Recorder::default());
    let host = Host::new(
        store(&dir).await,
        surface.clone(),
        Clock::starting_at(Timestamp(1_000_000), 1000),
    );
    let rules = Ruleset {
        afk_action: "remove".into(),
        ..quick_rules()
    };
    open_and_start_with(&host, record_with(rules)).await;
    let reached = |t: &str| surface.texts().iter().any(|x| x.contains(t));
    for _ in 0..1000 {
        if reached("Game over") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let texts = surface.texts();
    let warned = texts
        .iter()
        .position(|t| t.contains("you will be removed from the game"));
    let notice = "Ann missed too many deadlines in a row and leaves the game. \
                  Their role stays secret until the end.";
    let removed = texts.iter().position(|t| t == notice);
    assert!(warned.is_some() && warned < removed, "{texts:#?}");
    assert!(
        reached("Game over"),
        "the game went on to its end: {texts:#?}"
    );
}

#[tokio::test]
async fn deadlines_move_the_game_on_when_a_person_does_nothing() {
    let dir = tempfile::tempdir().expect("temp dir");
    let surface = Arc::new(Recorder::default());
    let host = Host::new(
        store(&dir).await,
        surface.clone(),
        Clock::starting_at(Timestamp(1_000_000), 1000),
    );
    let id = open_and_start(&host).await;
    // Ann never answers: day 0, the nights and the days end at their
    // deadlines (the clock runs 1000 times faster than real time).
    let reached = |t: &str| surface.texts().iter().any(|x| x.starts_with(t));
    for _ in 0..500 {
        if reached("Night 2 falls") {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert!(reached("Night 0 falls"), "{:#?}", surface.texts());
    assert!(
        reached("Night 2 falls"),
        "phases end at their deadlines: {:#?}",
        surface.texts()
    );
    let stop = Input::Stop {
        by: PlayerId::new("tg:1"),
        admin: false,
    };
    host.submit(id, stop)
        .await
        .expect("running")
        .expect("the host may stop");
    assert!(reached("Game over"));
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    assert!(
        host.submit(id, Input::Tick).await.is_err(),
        "a finished game takes no input"
    );
}

#[tokio::test]
async fn a_restarted_host_resumes_without_repeats() {
    let dir = tempfile::tempdir().expect("temp dir");
    let first = Arc::new(Recorder::default());
    let clock = Clock::starting_at(Timestamp(5_000_000), 1);
    let id;
    {
        let host = Host::new(store(&dir).await, first.clone(), clock.clone());
        id = open_and_start(&host).await;
        // Stop mid-day-0 (the host is dropped; its tasks stop with the runtime below).
    }
    let before = first.texts();
    assert!(before.iter().any(|t| t.starts_with("Rise and shine")));

    let second = Arc::new(Recorder::default());
    let host = Host::new(store(&dir).await, second.clone(), clock);
    let failures = host.resume_all("telegram:").await.expect("resumes");
    assert!(failures.is_empty(), "{failures:?}");
    tokio::task::yield_now().await;
    assert_eq!(host.running(), vec![id]);
    // Nothing delivered before is delivered again.
    let resent: Vec<String> = second.texts();
    assert!(
        !resent.iter().any(|t| t.starts_with("Rise and shine")),
        "{resent:?}"
    );
    // Ann answers the open day-0 question; the game goes on from there.
    let ready = host
        .view(id, |g| {
            g.open_prompt(narrator_engine::Seat(0))
                .map(|p| p.choices[0].clone())
        })
        .await
        .expect("running")
        .expect("Ann has a question");
    host.submit(
        id,
        Input::Act {
            player: PlayerId::new("tg:1"),
            action: ready,
        },
    )
    .await
    .expect("running")
    .expect("accepted");
    assert!(
        second
            .texts()
            .iter()
            .any(|t| t.starts_with("Night 0 falls"))
    );
}

#[tokio::test]
async fn rejections_come_back_and_blocked_users_do_not_stall_the_game() {
    let dir = tempfile::tempdir().expect("temp dir");
    let surface = Arc::new(Recorder {
        blocked_seat: Some(0),
        ..Recorder::default()
    });
    let host = Host::new(
        store(&dir).await,
        surface.clone(),
        Clock::starting_at(Timestamp(0), 1),
    );
    let id = open_and_start(&host).await;
    let stranger = host
        .submit(
            id,
            Input::Act {
                player: PlayerId::new("tg:999"),
                action: narrator_engine::Action::Mafia(narrator_engine::mafia::MafiaAction::Ready),
            },
        )
        .await
        .expect("running");
    assert!(matches!(
        stranger,
        Err(narrator_engine::Rejection::NotAPlayer { .. })
    ));
    // Ann's private messages fail, but everyone else's arrive.
    let sent = surface
        .sent
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .clone();
    assert!(
        sent.iter()
            .any(|(_, a, _)| *a == Audience::Seat(narrator_engine::Seat(1)))
    );
    assert!(
        !sent
            .iter()
            .any(|(_, a, _)| *a == Audience::Seat(narrator_engine::Seat(0)))
    );
}

#[tokio::test]
async fn each_effect_is_recorded_as_it_goes_out_not_when_its_batch_does() {
    let dir = tempfile::tempdir().expect("temp dir");
    let clock = Clock::starting_at(Timestamp(5_000_000), 1);
    let stuck = Arc::new(Recorder {
        public_stuck: true,
        ..Recorder::default()
    });
    let id;
    {
        let host = Host::new(store(&dir).await, stuck.clone(), clock.clone());
        id = host.open(record(), "telegram:-100").await.expect("opened");
        let p = PlayerId::new("tg:1");
        for input in [
            Input::Join {
                player: p.clone(),
                name: "Ann".into(),
            },
            Input::Fill {
                by: p.clone(),
                seats: 7,
            },
            Input::Start { by: p },
        ] {
            host.submit_accepted(id, input)
                .await
                .expect("running")
                .expect("accepted");
        }
        // Ann's role arrives while the group's news still waits.
        for _ in 0..500 {
            if !stuck.texts().is_empty() {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
        assert!(!stuck.texts().is_empty(), "the private role went out");
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
        // The bot dies here, with the group's news still on its way.
    }
    let private = stuck.texts();
    let second = Arc::new(Recorder::default());
    let host = Host::new(store(&dir).await, second.clone(), clock);
    host.resume_all("telegram:").await.expect("resumes");
    for _ in 0..500 {
        if second
            .texts()
            .iter()
            .any(|t| t.starts_with("Rise and shine"))
        {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    let resent = second.texts();
    assert!(
        resent.iter().any(|t| t.starts_with("Rise and shine")),
        "the news that never went out goes out now: {resent:?}"
    );
    for text in &private {
        assert!(
            !resent.contains(text),
            "{text:?} went out before the crash and not again: {resent:?}"
        );
    }
    let _ = id;
}

#[tokio::test]
async fn a_dropped_hosts_games_deliver_nothing_more() {
    let dir = tempfile::tempdir().expect("temp dir");
    let gate = Arc::new(tokio::sync::Semaphore::new(0));
    let slow = Arc::new(Recorder {
        gate: Some(gate.clone()),
        ..Recorder::default()
    });
    let host = Host::new(
        store(&dir).await,
        slow.clone(),
        Clock::starting_at(Timestamp(5_000_000), 1),
    );
    let id = host.open(record(), "telegram:-100").await.expect("opened");
    // Stored at once; its news waits at the gate.
    host.submit_accepted(
        id,
        Input::Join {
            player: PlayerId::new("tg:1"),
            name: "Ann".into(),
        },
    )
    .await
    .expect("running")
    .expect("accepted");
    tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    drop(host);
    gate.add_permits(100);
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert!(
        slow.texts().is_empty(),
        "a stopped game's news waits for the next run: {:?}",
        slow.texts()
    );

    // The next run sends it.
    let second = Arc::new(Recorder::default());
    let host = Host::new(
        store(&dir).await,
        second.clone(),
        Clock::starting_at(Timestamp(5_000_000), 1),
    );
    host.resume_all("telegram:").await.expect("resumes");
    for _ in 0..500 {
        if !second.texts().is_empty() {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    assert!(!second.texts().is_empty(), "the join's news goes out now");
}
