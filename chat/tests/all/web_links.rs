//! A group with web pages on gets a link to each finished game's page:
//! at the game's end and with `/mafia timeline N`.

use crate::recorder::Recorder;
use narrator_chat::{Button, Caller, Command, Front, Place, Target};
use narrator_engine::{PlayerId, Timestamp};
use narrator_runtime::{Clock, Store};
use std::sync::Arc;
use std::time::Duration;

const GROUP: &str = "test:-100";

fn group() -> Place {
    Place {
        key: GROUP.into(),
        group: true,
        locale: None,
    }
}

fn host() -> Caller {
    Caller {
        id: PlayerId::new("test:1"),
        name: "Host".into(),
        locale: None,
    }
}

#[tokio::test]
async fn a_finished_game_links_to_its_page() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    narrator_chat::pages::turn_on(&store, GROUP, Some("night-owls"))
        .await
        .unwrap()
        .unwrap();
    narrator_chat::pages::set_base_url(&store, "https://example.org")
        .await
        .unwrap();
    // Nobody idles: the host watches while computers play, fast.
    let api = Arc::new(Recorder::host_watches());
    let front = Front::new(
        "test:",
        api.clone(),
        store.clone(),
        Clock::starting_at(Timestamp(1_000_000), 2000),
        0,
    );
    let reply = front
        .command(&group(), &host(), "mafia", Command::Start { preset: None })
        .await;
    assert_eq!(reply, "", "the lobby opens");
    let game = front.running()[0];
    for button in [Button::Fill(game), Button::Start(game)] {
        let answer = front.press(&group(), &host(), &button.encode()).await;
        assert!(
            matches!(answer, narrator_chat::Answer::Done(_)),
            "{answer:?}"
        );
    }
    let link = format!("On the web: https://example.org/game/{game}");
    let ended = tokio::time::timeout(Duration::from_secs(60), async {
        while !api
            .texts_to(&Target::Place(GROUP.into()))
            .iter()
            .any(|t| t.contains(&link))
        {
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await;
    let texts = api.texts_to(&Target::Place(GROUP.into()));
    assert!(
        ended.is_ok(),
        "no link at the end; the group last read: {:#?}",
        &texts[texts.len().saturating_sub(10)..]
    );
    // The game's end came first: the link is the last word on it.
    assert_eq!(texts.last(), Some(&link));
    let asked = front
        .command(
            &group(),
            &host(),
            "mafia",
            Command::Timeline {
                game: Some(game.to_string()),
            },
        )
        .await;
    assert_eq!(asked, link);
}
