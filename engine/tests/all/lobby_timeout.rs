//! A lobby nobody starts closes at its deadline; the host may extend it
//! once. The deadline counts from the first seat taken, a stored input, so
//! a restart (a replay) finds the same one.

use narrator_engine::mafia::Ruleset;
use narrator_engine::rejection::Act;
use narrator_engine::{
    GameConfig, Input, Message, PlayerId, Rejection, Seed, Table, TableSetup, Timestamp,
};

const MINUTE: i64 = 60_000;

fn pid(i: u8) -> PlayerId {
    PlayerId(format!("p{i}"))
}

fn lobby(rules: Ruleset) -> Table {
    let mut t = Table::new(TableSetup {
        config: GameConfig::Mafia(rules),
        seed: Seed::from_number(1),
        host: pid(0),
    });
    assert_eq!(t.deadline(), None, "no clock before anyone sits down");
    for i in 0..2 {
        let join = Input::Join {
            player: pid(i),
            name: format!("P{i}"),
        };
        t.handle(&join, Timestamp(1_000 + i64::from(i) * MINUTE))
            .expect("join");
    }
    t
}

fn messages(effects: &[narrator_engine::Effect]) -> Vec<Message> {
    effects
        .iter()
        .filter_map(|e| e.message().cloned())
        .collect()
}

#[test]
fn a_lobby_closes_at_its_deadline_with_a_public_message() {
    let mut t = lobby(Ruleset::classic());
    // Fifteen minutes from the first seat taken.
    let at = Timestamp(1_000 + 15 * MINUTE);
    assert_eq!(t.deadline(), Some(at));
    let early = t.handle(&Input::Tick, Timestamp(at.0 - 1)).expect("tick");
    assert!(early.is_empty() && !t.is_over());
    let closed = t.handle(&Input::Tick, at).expect("tick");
    assert_eq!(closed.len(), 1);
    assert_eq!(closed[0].audience, narrator_engine::Audience::Public);
    assert_eq!(
        messages(&closed),
        vec![Message::LobbyTimedOut { minutes: 15 }]
    );
    assert!(t.is_over());
    assert_eq!(t.deadline(), None);
    let late = Input::Join {
        player: pid(5),
        name: "Late".into(),
    };
    assert_eq!(t.handle(&late, at), Err(Rejection::GameOver));
}

#[test]
fn the_host_extends_once_and_a_second_time_is_refused() {
    let mut t = lobby(Ruleset::classic());
    let first = Timestamp(1_000 + 15 * MINUTE);
    let now = Timestamp(10 * MINUTE);
    assert_eq!(
        t.handle(&Input::Extend { by: pid(1) }, now),
        Err(Rejection::NotHost {
            host: "P0".into(),
            action: Act::Extend
        })
    );
    let ok = t
        .handle(&Input::Extend { by: pid(0) }, now)
        .expect("extend");
    assert_eq!(messages(&ok), vec![Message::LobbyExtended { minutes: 15 }]);
    let second = Timestamp(first.0 + 15 * MINUTE);
    assert_eq!(t.deadline(), Some(second));
    assert_eq!(
        t.handle(&Input::Extend { by: pid(0) }, now),
        Err(Rejection::AlreadyExtended)
    );
    assert!(t.handle(&Input::Tick, first).expect("tick").is_empty());
    assert!(!t.is_over());
    let closed = t.handle(&Input::Tick, second).expect("tick");
    assert_eq!(
        messages(&closed),
        vec![Message::LobbyTimedOut { minutes: 30 }]
    );
}

#[test]
fn the_timeout_is_an_option_and_ends_with_the_start() {
    let rules = Ruleset {
        lobby_timeout_secs: 120,
        ..Ruleset::classic()
    };
    let mut bad = rules.clone();
    bad.lobby_timeout_secs = 5;
    let e = bad.validate().expect_err("too short");
    assert!(e.to_string().contains("lobby_timeout_secs"), "{e}");

    let mut t = lobby(rules);
    assert_eq!(t.deadline(), Some(Timestamp(1_000 + 2 * MINUTE)));
    t.handle(
        &Input::Fill {
            by: pid(0),
            seats: 6,
        },
        Timestamp(MINUTE),
    )
    .expect("fill");
    t.handle(&Input::Start { by: pid(0) }, Timestamp(MINUTE))
        .expect("start");
    // The game's own deadline from now on; no more extending.
    assert_ne!(t.deadline(), Some(Timestamp(1_000 + 2 * MINUTE)));
    assert_eq!(
        t.handle(&Input::Extend { by: pid(0) }, Timestamp(MINUTE)),
        Err(Rejection::AlreadyStarted)
    );
}

#[test]
fn a_replay_finds_the_same_deadline() {
    let mut live = lobby(Ruleset::classic());
    let ext = live
        .handle(&Input::Extend { by: pid(0) }, Timestamp(5 * MINUTE))
        .expect("extend");
    let mut again = Table::new(live.setup().clone());
    for i in 0..2u8 {
        let join = Input::Join {
            player: pid(i),
            name: format!("P{i}"),
        };
        again
            .handle(&join, Timestamp(1_000 + i64::from(i) * MINUTE))
            .expect("join");
    }
    let ext2 = again
        .handle(&Input::Extend { by: pid(0) }, Timestamp(5 * MINUTE))
        .expect("extend");
    assert_eq!(ext, ext2);
    assert_eq!(again.deadline(), live.deadline());
}
