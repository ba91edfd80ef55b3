//! A Zombie game is stored like any other: rebuilt from its inputs after a
//! restart, it continues exactly, computer players included.

use narrator_engine::zombie::{ZombieAction, ZombieOptions};
use narrator_engine::{Action, Effect, GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_runtime::{GameRecord, LiveGame, Store};

fn host() -> PlayerId {
    PlayerId::new("p:host")
}

async fn open(dir: &tempfile::TempDir) -> Store {
    let url = format!("sqlite://{}", dir.path().join("z.db").display());
    Store::open(&url).await.expect("store opens")
}

/// Plays a whole game: the person touches the first player offered and
/// uses the antidote in turn 1, computers act, the clock ends each turn.
/// With `crash_after`, the process "dies" after that many steps and the
/// game is reloaded from the store. Returns every effect, in order, and
/// whether the crash happened before the end.
async fn play(crash_after: Option<usize>) -> (Vec<Effect>, bool, usize) {
    let dir = tempfile::tempdir().expect("temp dir");
    let store = open(&dir).await;
    let record = GameRecord {
        setup: TableSetup {
            config: GameConfig::Zombie(ZombieOptions {
                zombies: 1,
                max_turns: 5,
                ..ZombieOptions::default()
            }),
            seed: Seed::from_number(21),
            host: host(),
        },
        all_computer: false,
    };
    let mut game = LiveGame::create(&store, record, "test", Timestamp(0))
        .await
        .expect("created");
    let mut all = Vec::new();
    let mut now = Timestamp(0);
    for input in [
        Input::Join {
            player: host(),
            name: "Host".into(),
        },
        Input::Fill {
            by: host(),
            seats: 7,
        },
        Input::Start { by: host() },
    ] {
        all.extend(
            game.submit(input, now)
                .await
                .expect("stored")
                .expect("accepted"),
        );
    }
    let mut steps = 0;
    let mut crashed = false;
    while !game.table().is_over() {
        all.extend(game.run_computers(now).await.expect("computers run"));
        let keys: Vec<_> = all.iter().map(|(k, _)| *k).collect();
        game.mark_delivered(&keys).await.expect("marked");
        if Some(steps) == crash_after {
            let id = game.id();
            let phase = game.table().phase_no();
            drop(game);
            let (reloaded, pending) = LiveGame::load(&store, id).await.expect("reloads");
            assert!(pending.is_empty(), "everything was delivered");
            assert_eq!(reloaded.table().phase_no(), phase);
            game = reloaded;
            crashed = true;
        }
        steps += 1;
        let seat = game.table().seat_of(&host()).expect("seated");
        let wanted = game.open_prompt(seat).and_then(|p| {
            p.choices.iter().find(|c| match c {
                Action::Zombie(ZombieAction::Touch(_)) => true,
                Action::Zombie(ZombieAction::Antidote) => game.table().phase_no() == 2,
                _ => false,
            })
        });
        let input = match wanted {
            Some(a) => Input::Act {
                player: host(),
                action: a.clone(),
            },
            None => {
                now = game.table().deadline().expect("a turn is running");
                Input::Tick
            }
        };
        all.extend(
            game.submit(input, now)
                .await
                .expect("stored")
                .expect("accepted"),
        );
    }
    assert!(game.table().result().is_some());
    (all.into_iter().map(|(_, e)| e).collect(), crashed, steps)
}

#[tokio::test]
async fn a_zombie_game_resumes_exactly_after_a_crash() {
    let (straight, _, steps) = play(None).await;
    assert!(straight.len() > 50 && steps > 4, "a real game");
    for crash in [0, steps / 3, 2 * steps / 3, steps - 1] {
        let (resumed, crashed, _) = play(Some(crash)).await;
        assert!(crashed, "the game was still running at step {crash}");
        assert_eq!(resumed, straight, "crash after step {crash}");
    }
}
