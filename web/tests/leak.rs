//! A running game's secrets stay secret: every page that shows a running
//! game (the game's own, its group's, the home page), for every game and
//! preset, in every language, holds none of its roles, private results
//! or seed, and lists the players by name alone. The game's own page
//! shows what its group saw (a Mafia game's story and votes so far, a
//! Zombie game's turns as announced): a role only where a death showed
//! it, never a Zombie player's state.

mod support;

use axum::http::StatusCode;
use narrator_chat::pages;
use narrator_engine::game::AnyGame;
use narrator_engine::mafia::timeline::Event;
use narrator_engine::mafia::timeline_text;
use narrator_engine::render::{Names, name_with_role};
use narrator_engine::timeline::{Timeline, text as render};
use narrator_engine::{GameKind, Seat};
use narrator_engine::{PlayerId, TableSetup};
use narrator_i18n::{Lang, args, text};
use narrator_store::Store;
use support::{PUBLIC_NAME, PUBLIC_PLACE, every_preset, get, store_game};

/// The visible text of a page: what is between tags, and attribute values
/// (an input's value shows too).
fn shown(html: &str) -> String {
    html.replace(['<', '>', '"'], " ")
}

/// HTML text as it reads.
fn unescape(html: &str) -> String {
    html.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&amp;", "&")
}

#[tokio::test]
async fn pages_of_running_games_hold_no_secret() {
    let store = Store::open("sqlite::memory:").await.expect("a store");
    pages::turn_on(&store, PUBLIC_PLACE, Some(PUBLIC_NAME))
        .await
        .expect("store")
        .expect("a free name");
    for (n, (config, players)) in (100..).zip(every_preset()) {
        let stored = store_game(&store, PUBLIC_PLACE, (&config, players), n, false).await;
        let result = stored.game.result.clone().expect("the whole game ends");
        // The whole game's story, as its page will tell it once it ends.
        let setup = TableSetup {
            config: config.clone(),
            seed: result.seed,
            host: PlayerId::new("sim:host"),
        };
        let timeline =
            Timeline::replay(&setup, &stored.game.inputs).expect("the whole game replays");
        let names = Names::new(&timeline.names);
        // Anywhere: the seed in any form, each seat with its role, the
        // private results and choices of the story.
        let mut secrets: Vec<String> = vec![result.seed.to_hex(), result.seed.to_string()];
        // The seats whose role a death showed the group at some point.
        let shown_roles: Vec<Seat> = timeline
            .story
            .events()
            .iter()
            .filter_map(|e| match e {
                Event::Killed {
                    seat,
                    role: Some(_),
                }
                | Event::Lynched {
                    seat,
                    role: Some(_),
                }
                | Event::Caught {
                    seat,
                    role: Some(_),
                }
                | Event::Leaves {
                    seat,
                    role: Some(_),
                } => Some(*seat),
                _ => None,
            })
            .collect();
        for lang in Lang::ALL {
            // Every other seat's role, as a page would put it by its name.
            for seat in (0..timeline.names.len()).filter_map(|i| u8::try_from(i).ok().map(Seat)) {
                if !shown_roles.contains(&seat) {
                    secrets.push(name_with_role::<AnyGame>(lang, seat, &result.roles, &names));
                }
            }
            // A Zombie player's state: infected or turned is never told.
            secrets.push(text(lang, "zombie-condition-turned", None));
            for since in 0..30 {
                secrets.push(text(
                    lang,
                    "zombie-condition-infected",
                    Some(&args![("since", since)]),
                ));
            }
            let told = render::timeline(lang, stored.id, &timeline);
            // The end: the winner, each seat's role, the seed.
            secrets.extend(told.iter().rev().take(3).cloned());
            for event in timeline.story.events() {
                if matches!(
                    event,
                    Event::Pick { .. }
                        | Event::Found { .. }
                        | Event::Shot { .. }
                        | Event::DonCheck { .. }
                        | Event::SheriffCheck { .. }
                ) {
                    secrets.push(timeline_text::event(lang, event, &result.roles, &names));
                }
            }
        }
        secrets.retain(|s| !s.trim().is_empty());
        let pages = [
            format!("/game/{}", stored.id),
            format!("/group/{PUBLIC_NAME}"),
            "/".to_owned(),
        ];
        for lang in Lang::ALL {
            for page in &pages {
                let join = if page.contains('?') { '&' } else { '?' };
                let answer = get(&store, &format!("{page}{join}lang={}", lang.code()), &[]).await;
                assert_eq!(answer.status, StatusCode::OK, "{page}");
                assert!(
                    answer.body.contains(&format!("/game/{}", stored.id)),
                    "{page} shows the running game {}",
                    stored.id
                );
                let body = shown(&answer.body).to_lowercase();
                let read = unescape(&answer.body).to_lowercase();
                if page.starts_with("/game/") {
                    // What the group saw is there: a Mafia game's nights
                    // and days, a Zombie game's turns.
                    match config.kind() {
                        GameKind::Mafia => assert!(
                            answer.body.contains("id=\"story\"")
                                && answer.body.contains("class=\"step\""),
                            "{page} in {lang} ({config:?}) shows no story:\n{}",
                            answer.body
                        ),
                        GameKind::Zombie => assert!(
                            answer.body.contains("class=\"turns\""),
                            "{page} in {lang} shows no turns:\n{}",
                            answer.body
                        ),
                        _ => {}
                    }
                    // The players are listed by name alone, nothing beside.
                    let list = answer
                        .body
                        .split_once("<ul class=\"players\">")
                        .and_then(|(_, rest)| rest.split_once("</ul>"))
                        .map(|(list, _)| list)
                        .expect("a list of players");
                    let listed: Vec<String> = list
                        .split("<li>")
                        .filter_map(|item| item.strip_suffix("</li>"))
                        .map(unescape)
                        .collect();
                    let mut expected = timeline.names.clone();
                    expected.sort();
                    assert_eq!(listed, expected, "{page} in {lang}");
                }
                for secret in &secrets {
                    let secret = secret.to_lowercase();
                    assert!(
                        !body.contains(&secret) && !read.contains(&secret),
                        "{page} in {lang} ({config:?}) shows {secret:?} of a running game:\n{}",
                        answer.body
                    );
                }
            }
        }
    }
}
