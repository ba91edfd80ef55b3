//! `/mafia modes`, `/mafia start MODE` and `/mafia config mode MODE`
//! through the front (issue 31): the modes listed in the group's
//! language, a mode's rules shown and kept as the group's, an unknown
//! mode refused with the presets and modes listed, a game without modes.

use crate::recorder::Recorder;
use narrator_chat::{Caller, Command, Front, Games, Place, text};
use narrator_engine::{PlayerId, Timestamp};
use narrator_i18n::Lang;
use narrator_runtime::{Clock, Store};
use std::sync::Arc;

fn group(locale: Option<Lang>) -> Place {
    Place {
        key: "test:-100".into(),
        group: true,
        locale,
    }
}

fn admin() -> Caller {
    Caller {
        id: PlayerId::new("test:1"),
        name: "Ann".into(),
        locale: None,
    }
}

async fn front() -> Front<Recorder> {
    let store = Store::open("sqlite::memory:").await.expect("store");
    Front::new(
        "test:",
        Arc::new(Recorder::default()),
        store,
        Clock::starting_at(Timestamp(1_000_000), 1),
        0,
    )
}

async fn ask(front: &Front<Recorder>, place: &Place, word: &str, cmd: &str) -> String {
    front
        .command(place, &admin(), word, Command::parse(cmd))
        .await
}

#[tokio::test]
async fn modes_are_listed_in_the_groups_language() {
    let front = front().await;
    let games = Games::standard();
    let mafia = games.by_word("mafia").expect("mafia");
    for lang in Lang::ALL {
        let reply = ask(&front, &group(Some(lang)), "mafia", "modes").await;
        assert_eq!(
            reply,
            text::modes(lang, "mafia", &mafia.modes(lang), mafia.as_ref())
        );
        for name in [
            "classic",
            "town",
            "lovers",
            "witchcraft",
            "hidden",
            "big",
            "quick",
        ] {
            assert!(reply.contains(name), "{name}: {reply}");
        }
        assert!(reply.contains("/mafia start MODE"), "{reply}");
    }
    // A game without modes says so, with its usage.
    let wumpus = ask(&front, &group(None), "wumpus", "modes").await;
    assert!(wumpus.contains("/wumpus"), "{wumpus}");
    assert!(!wumpus.contains("town"), "{wumpus}");
}

#[tokio::test]
async fn a_mode_is_the_groups_rules_once_set_and_an_unknown_one_is_refused() {
    let front = front().await;
    let place = group(None);
    let rules = ask(&front, &place, "mafia", "rules hidden").await;
    assert!(rules.contains("hidden"), "{rules}");
    let set = ask(&front, &place, "mafia", "config mode quick").await;
    assert!(set.contains("mode") && set.contains("quick"), "{set}");
    let now = ask(&front, &place, "mafia", "rules").await;
    assert!(
        now.contains("5 to 7"),
        "the group's rules are quick's: {now}"
    );
    let refused = ask(&front, &place, "mafia", "config mode chess").await;
    assert!(
        refused.contains("chess") && refused.contains("town"),
        "{refused}"
    );
}
