//! Games stored the way the runtime stores them, groups with pages on and
//! off, and an HTTP client that asks the pages' router directly.

#![allow(dead_code)]

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use narrator_chat::pages;
use narrator_engine::bots::simulate::{self, Simulated};
use narrator_engine::effect::Outcome;
use narrator_engine::mafia::Ruleset;
use narrator_engine::wumpus::WumpusRules;
use narrator_engine::zombie::ZombieOptions;
use narrator_engine::{GameConfig, Input, PlayerId, Seed, TableSetup};
use narrator_runtime::{GameRecord, InputEntry};
use narrator_store::{Controller, GameId, NewGame, SeatResult, Store, StoredInput};
use tower::ServiceExt;

/// The public group's place and name.
pub const PUBLIC_PLACE: &str = "telegram:-100";
/// Its public name.
pub const PUBLIC_NAME: &str = "night-owls";
/// A group with a secret address.
pub const SECRET_PLACE: &str = "telegram:-200";
/// A group whose pages are off.
pub const OFF_PLACE: &str = "telegram:-300";
/// A name that would be script if it were not escaped.
pub const EVIL_NAME: &str = "<script>alert('owned')</script>";
/// The people of the fixture's games, by seat: ids and names.
pub const PEOPLE: usize = 7;

/// Every game configuration a page can show, with a table size it plays.
pub fn every_preset() -> Vec<(GameConfig, u8)> {
    vec![
        (GameConfig::Mafia(Ruleset::classic()), 7),
        (GameConfig::Mafia(Ruleset::hp()), 8),
        (GameConfig::Mafia(Ruleset::sport()), 10),
        (
            GameConfig::Wumpus(WumpusRules::standard().expect("the shipped map loads")),
            4,
        ),
        (GameConfig::Zombie(ZombieOptions::default()), 7),
    ]
}

/// A person's platform id in the fixture.
pub fn person(seat: usize) -> String {
    format!("telegram:{}", 1000 + seat)
}

/// A stored game: its id and the simulation it replays.
pub struct Stored {
    /// Its id.
    pub id: GameId,
    /// The whole simulated game (a running one stores only part of it).
    pub game: Simulated,
}

/// Simulates a game of `config` with `players` seats from seed `n` and
/// stores it on `surface`: all of it and its result (`finish`), or its
/// first half only. The host's name is [`EVIL_NAME`].
pub async fn store_game(
    store: &Store,
    surface: &str,
    (config, players): (&GameConfig, u8),
    n: u64,
    finish: bool,
) -> Stored {
    let seed = Seed::from_number(n);
    let mut game = simulate::run(config, seed, players, false);
    for (input, _) in &mut game.inputs {
        if let Input::Join { name, .. } = input {
            *name = EVIL_NAME.to_owned();
        }
    }
    let record = GameRecord {
        setup: TableSetup {
            config: config.clone(),
            seed,
            host: PlayerId::new("sim:host"),
        },
        all_computer: false,
    };
    let id = store
        .create_game(NewGame {
            kind: config.kind().to_string(),
            surface: surface.into(),
            setup_json: serde_json::to_string(&record).expect("a record is JSON"),
            created_at_ms: n as i64 * 1000,
        })
        .await
        .expect("create a game");
    let inputs = if finish {
        &game.inputs[..]
    } else {
        &game.inputs[..game.inputs.len() / 2]
    };
    for (seq, (input, at)) in (0_u64..).zip(inputs) {
        let entry = InputEntry {
            input: input.clone(),
            by_computer: false,
            queued: None,
        };
        let row = StoredInput {
            seq,
            input_json: serde_json::to_string(&entry).expect("an input is JSON"),
            at_ms: at.0,
        };
        store.append_input(id, row).await.expect("append an input");
    }
    if finish {
        let result = game.result.clone().expect("a simulated game ends");
        let seats = seat_results(config, &result);
        store
            .finish_game_with(
                id,
                serde_json::to_string(&result).expect("a result is JSON"),
                // Days apart, so periods and charts have a spread.
                n as i64 * 86_400_000,
                seats,
            )
            .await
            .expect("finish a game");
    }
    Stored { id, game }
}

/// Each seat's result, seat `i` played by [`person`]`(i)`.
fn seat_results(config: &GameConfig, result: &narrator_engine::GameResult) -> Vec<SeatResult> {
    let Outcome::Won(winning) = result.outcome else {
        return Vec::new();
    };
    let game = config;
    result
        .roles
        .iter()
        .enumerate()
        .map(|(i, role)| {
            let won = result.winners.iter().any(|s| usize::from(s.0) == i);
            SeatResult {
                seat: i as u32,
                player: person(i),
                name: if i == 0 {
                    EVIL_NAME.to_owned()
                } else {
                    format!("Player {i}")
                },
                kind: game.kind().to_string(),
                preset: game.preset_label(),
                mode: game.mode_label(),
                role: role.clone(),
                team: game.team_label(role, winning, won).to_owned(),
                won,
                survived: true,
                died_phase: None,
                afk: false,
                controller: Controller::Person,
            }
        })
        .collect()
}

/// What the fixture stored.
pub struct Fixture {
    /// The secret group's address part.
    pub secret: String,
    /// Finished classic games of the public group.
    pub finished: Vec<GameId>,
    /// A finished game of the secret group.
    pub secret_game: GameId,
    /// A running game of the public group.
    pub running: GameId,
    /// A finished game of the group whose pages are off.
    pub off_game: GameId,
    /// The path of person 0's page.
    pub player_path: String,
    /// A finished game's seed and commitment.
    pub seed: String,
    /// Its commitment.
    pub commitment: String,
}

/// Groups with pages public, secret and off, six finished classic games
/// (enough to rank the people), a running game, and games elsewhere.
pub async fn fixture(store: &Store) -> Fixture {
    pages::turn_on(store, PUBLIC_PLACE, Some(PUBLIC_NAME))
        .await
        .expect("store")
        .expect("a free name");
    let secret = pages::turn_on(store, SECRET_PLACE, None)
        .await
        .expect("store")
        .expect("a secret address")
        .slug;
    let classic = GameConfig::Mafia(Ruleset::classic());
    let mut finished = Vec::new();
    let mut first = None;
    for n in 1..=6 {
        let stored = store_game(store, PUBLIC_PLACE, (&classic, 7), n, true).await;
        finished.push(stored.id);
        first.get_or_insert(stored.game);
    }
    let result = first.and_then(|g| g.result).expect("a result");
    let secret_game = store_game(store, SECRET_PLACE, (&classic, 7), 7, true)
        .await
        .id;
    let running = store_game(store, PUBLIC_PLACE, (&classic, 7), 8, false)
        .await
        .id;
    let off_game = store_game(store, OFF_PLACE, (&classic, 7), 9, true)
        .await
        .id;
    let player_path = pages::player_path(store, &person(0)).await.expect("store");
    Fixture {
        secret,
        finished,
        secret_game,
        running,
        off_game,
        player_path,
        seed: result.seed.to_hex(),
        commitment: result.commitment,
    }
}

/// An answer: status, headers and body.
pub struct Answer {
    /// The status.
    pub status: StatusCode,
    /// The headers.
    pub headers: axum::http::HeaderMap,
    /// The body as text.
    pub body: String,
    /// The body's bytes.
    pub bytes: Vec<u8>,
}

/// Asks the pages of `store` for `uri` with `GET` and the given headers.
pub async fn get(store: &Store, uri: &str, headers: &[(&str, &str)]) -> Answer {
    request(store, "GET", uri, headers).await
}

/// Asks the pages of `store` for `uri` with `method`.
pub async fn request(store: &Store, method: &str, uri: &str, headers: &[(&str, &str)]) -> Answer {
    let mut builder = Request::builder().method(method).uri(uri);
    for (name, value) in headers {
        builder = builder.header(*name, *value);
    }
    let request = builder.body(Body::empty()).expect("a request");
    let response = narrator_web::router(store.clone())
        .oneshot(request)
        .await
        .expect("the router answers");
    let status = response.status();
    let headers = response.headers().clone();
    let bytes = response
        .into_body()
        .collect()
        .await
        .expect("a body")
        .to_bytes();
    Answer {
        status,
        headers,
        body: String::from_utf8_lossy(&bytes).into_owned(),
        bytes: bytes.to_vec(),
    }
}
