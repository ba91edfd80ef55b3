//! `/mafia stats` and `/mafia top` through the front: finished games only,
//! numbers that add up, ties explained, every bad input answered.

use narrator_chat::Caller;
use narrator_chat::{ChatApi, Command, Front, Keyboard, Picture, Place, Posted, Target};
use narrator_engine::mafia::Ruleset;
use narrator_engine::{GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_i18n::Lang;
use narrator_runtime::{Clock, DeliveryError, GameRecord, LiveGame, Store};
use narrator_store::{Controller, NewGame, SeatResult};
use std::future::Future;
use std::sync::Arc;

/// A platform that sends nowhere; everyone is an admin and reachable.
struct Quiet;

// The trait asks for 'static futures, which an `async fn` borrowing
// `&self` would not be.
#[allow(clippy::manual_async_fn)]
impl ChatApi for Quiet {
    fn say(
        &self,
        _to: &Target,
        _text: String,
        _key: Option<String>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        async { Ok(()) }
    }

    fn post(
        &self,
        _to: &Target,
        _text: String,
        _keys: Keyboard,
        _key: Option<String>,
    ) -> impl Future<Output = Result<Posted, DeliveryError>> + Send + 'static {
        async { Ok(Posted("m".into())) }
    }

    fn picture(
        &self,
        _to: &Target,
        _picture: Picture,
        _caption: String,
        _key: Option<String>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        async { Ok(()) }
    }

    fn edit(
        &self,
        _msg: &Posted,
        _text: String,
        _keys: Option<Keyboard>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        async { Ok(()) }
    }

    async fn is_admin(&self, _place: &str, _user: &PlayerId) -> bool {
        true
    }

    async fn reachable(&self, _user: &PlayerId) -> bool {
        true
    }
}

const GROUP: &str = "test:-100";
/// The front's clock: day 100.
const NOW: i64 = 100 * 24 * 60 * 60 * 1000;

fn group(locale: Option<Lang>) -> Place {
    Place {
        key: GROUP.into(),
        group: true,
        locale,
    }
}

fn person(id: u32, name: &str) -> Caller {
    Caller {
        id: PlayerId::new(format!("test:{id}")),
        name: name.into(),
        locale: None,
    }
}

fn front(store: &Store) -> Front<Quiet> {
    Front::new(
        "test:",
        Arc::new(Quiet),
        store.clone(),
        Clock::starting_at(Timestamp(NOW), 1),
        0,
    )
}

async fn ask(front: &Front<Quiet>, place: &Place, caller: &Caller, cmd: &str) -> String {
    front
        .command(place, caller, "mafia", Command::parse(cmd))
        .await
}

fn seat(seat: u32, id: u32, name: &str, role: &str, won: bool) -> SeatResult {
    SeatResult {
        seat,
        player: format!("test:{id}"),
        name: name.into(),
        kind: "mafia".into(),
        preset: "classic".into(),
        mode: None,
        role: role.into(),
        team: if role == "mafioso" {
            "mafia"
        } else {
            "village"
        }
        .into(),
        won,
        survived: won,
        died_phase: (!won).then_some(2),
        afk: false,
        controller: Controller::Person,
    }
}

/// A finished game in `place` that ended `days_ago` days before NOW.
async fn finished(store: &Store, place: &str, days_ago: i64, seats: Vec<SeatResult>) {
    let at = NOW - days_ago * 24 * 60 * 60 * 1000;
    let id = store
        .create_game(NewGame {
            kind: "mafia".into(),
            surface: place.into(),
            setup_json: "{}".into(),
            created_at_ms: at - 1,
        })
        .await
        .unwrap();
    store
        .finish_game_with(id, "{}".into(), at, seats)
        .await
        .unwrap();
}

/// Ann (test:1) and Bob (test:2), villagers, against Cid (test:3), the
/// mafioso, with a computer villager; the village wins games 0, 1, 3, 4.
async fn six_games(store: &Store) {
    for g in 0..6_i64 {
        let village = g != 2 && g != 5;
        let mut seats = vec![
            seat(0, 1, "Ann", "villager", village),
            seat(1, 2, "Bob", "cop", village),
            seat(2, 3, "Cid", "mafioso", !village),
        ];
        seats.push(SeatResult {
            controller: Controller::Computer,
            ..seat(3, 900, "Robot", "villager", village)
        });
        // Games 0-2 were 40 days ago, 3-5 two days ago.
        finished(store, GROUP, if g < 3 { 40 } else { 2 }, seats).await;
    }
}

#[tokio::test]
async fn stats_of_the_caller_and_of_a_named_player() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    six_games(&store).await;
    let front = front(&store);
    let ann = person(1, "Ann");

    let mine = ask(&front, &group(None), &ann, "stats").await;
    assert!(mine.contains("Ann: mafia statistics"), "{mine}");
    assert!(
        mine.contains("Games: 6, won: 4 (66%), survived: 4 (66%)"),
        "{mine}"
    );
    assert!(mine.contains("Favourite role: villager"), "{mine}");
    assert!(mine.contains("Longest winning streak: 2 games"), "{mine}");
    assert!(mine.contains("By role: villager 4/6 (66%)"), "{mine}");
    assert!(mine.contains("By team: village 4/6 (66%)"), "{mine}");
    assert!(
        mine.contains("Rating (accounts for team strength): "),
        "{mine}"
    );

    let cid = ask(&front, &group(None), &ann, "stats @cid").await;
    assert!(cid.contains("Cid: mafia statistics"), "{cid}");
    assert!(cid.contains("Games: 6, won: 2 (33%)"), "{cid}");
    assert!(cid.contains("By team: mafia 2/6 (33%)"), "{cid}");
    let by_id = ask(&front, &group(None), &ann, "stats test:3").await;
    assert_eq!(by_id, cid);

    let ru = ask(&front, &group(Some(Lang::Ru)), &ann, "stats Bob").await;
    assert!(ru.contains("Bob: статистика"), "{ru}");
    assert!(ru.contains("По ролям: комиссар 4/6 (66%)"), "{ru}");
    assert!(ru.contains("Самая длинная серия побед: 2 игры"), "{ru}");
    let vi = ask(&front, &group(Some(Lang::Vi)), &ann, "stats Bob").await;
    assert!(vi.contains("Theo vai: cảnh sát 4/6 (66%)"), "{vi}");
}

#[tokio::test]
async fn stats_refuse_unknown_and_ambiguous_names_and_say_when_there_is_nothing() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let front = front(&store);
    let ann = person(1, "Ann");
    let nothing = ask(&front, &group(None), &ann, "stats").await;
    assert!(
        nothing.starts_with("You have no finished mafia games yet"),
        "{nothing}"
    );
    let empty_top = ask(&front, &group(None), &ann, "top").await;
    assert!(
        empty_top.starts_with("No finished games to rank yet"),
        "{empty_top}"
    );

    six_games(&store).await;
    let unknown = ask(&front, &group(None), &ann, "stats @zed").await;
    assert!(
        unknown.starts_with("Nobody called “zed” has finished a mafia game here"),
        "{unknown}"
    );
    // Played elsewhere only: unknown here.
    finished(
        &store,
        "test:-200",
        1,
        vec![seat(0, 7, "Eve", "villager", true)],
    )
    .await;
    let elsewhere = ask(&front, &group(None), &ann, "stats Eve").await;
    assert!(elsewhere.starts_with("Nobody called “Eve”"), "{elsewhere}");
    // Two people called Ann.
    finished(&store, GROUP, 1, vec![seat(0, 8, "ann", "villager", true)]).await;
    let two = ask(&front, &group(None), &ann, "stats Ann").await;
    assert!(two.contains("test:1, test:8"), "{two}");
}

#[tokio::test]
async fn the_leaderboard_ranks_people_with_enough_games_and_explains_ties() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    six_games(&store).await;
    let front = front(&store);
    let ann = person(1, "Ann");

    let top = ask(&front, &group(None), &ann, "top").await;
    let lines: Vec<&str> = top.lines().collect();
    assert_eq!(lines.len(), 4, "{top}");
    assert!(
        lines[0].contains("leaderboard, this group, all presets, all time"),
        "{top}"
    );
    // Ann and Bob: the same games on the same side.
    assert!(
        lines[1].starts_with("1. Ann: won 4 of 6 (66%), rating "),
        "{top}"
    );
    assert!(
        lines[2].starts_with("1. Bob: won 4 of 6 (66%), rating "),
        "{top}"
    );
    assert!(
        lines[2].ends_with("(tied on win rate, games and rating; same place)"),
        "{top}"
    );
    assert!(lines[3].starts_with("3. Cid: won 2 of 6 (33%)"), "{top}");
    assert!(!top.contains("Robot"), "computers are not ranked: {top}");

    // The last week holds three games: too few to rank.
    let week = ask(&front, &group(None), &ann, "top week").await;
    assert_eq!(
        week,
        "Nobody has 5 finished games yet for this choice; the most is 3."
    );
    let hp = ask(&front, &group(None), &ann, "top hp").await;
    assert!(hp.starts_with("No finished games to rank yet"), "{hp}");

    // Everywhere: Ann has two more games elsewhere, won, so she leads alone.
    for _ in 0..2 {
        finished(
            &store,
            "test:-200",
            1,
            vec![
                seat(0, 1, "Ann", "villager", true),
                seat(1, 3, "Cid", "mafioso", false),
            ],
        )
        .await;
    }
    let global = ask(&front, &group(None), &ann, "top global").await;
    assert!(global.contains("leaderboard, all groups"), "{global}");
    let lines: Vec<&str> = global.lines().collect();
    assert!(lines[1].starts_with("1. Ann: won 6 of 8 (75%)"), "{global}");
    assert!(lines[2].starts_with("2. Bob: won 4 of 6 (66%)"), "{global}");
    let here = ask(&front, &group(None), &ann, "top").await;
    assert_eq!(here, top, "the group's board is the group's games only");

    let ru = ask(&front, &group(Some(Lang::Ru)), &ann, "top").await;
    assert!(
        ru.contains("равные доля побед, число игр и рейтинг"),
        "{ru}"
    );
}

#[tokio::test]
async fn bad_top_arguments_get_the_usage() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let front = front(&store);
    let ann = person(1, "Ann");
    for (typed, bad) in [
        ("top yearly", "yearly"),
        ("top week month", "month"),
        ("top hp sport", "sport"),
    ] {
        let reply = ask(&front, &group(None), &ann, typed).await;
        assert_eq!(
            reply,
            format!(
                "“{bad}” is not understood. Use: /mafia top [classic|sport|hp] [week|month|all] [global]"
            ),
            "{typed}"
        );
    }
    let ru = ask(&front, &group(Some(Lang::Ru)), &ann, "top yearly").await;
    assert!(ru.starts_with("Не понял «yearly»"), "{ru}");
}

/// A game that has begun (and had deaths) is not counted until it ends.
#[tokio::test]
async fn a_running_game_is_not_reachable() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let front = front(&store);
    let ann = person(1, "Ann");
    let record = GameRecord {
        setup: TableSetup {
            config: GameConfig::Mafia(Ruleset::classic()),
            seed: Seed::from_number(3),
            host: ann.id.clone(),
        },
        all_computer: false,
    };
    let mut game = LiveGame::create(&store, record, GROUP, Timestamp(0))
        .await
        .unwrap();
    for input in [
        Input::Join {
            player: ann.id.clone(),
            name: "Ann".into(),
        },
        Input::Fill {
            by: ann.id.clone(),
            seats: 8,
        },
        Input::Start { by: ann.id.clone() },
    ] {
        game.submit(input, Timestamp(0)).await.unwrap().unwrap();
    }
    let mut now = Timestamp(0);
    let mut checked_running = false;
    for _ in 0..500 {
        game.run_computers(now).await.unwrap();
        if game.table().is_over() {
            break;
        }
        let someone_died = (0..8).any(|s| {
            game.table()
                .game()
                .is_some_and(|g| !g.is_alive(narrator_engine::Seat(s)))
        });
        if someone_died && !checked_running {
            let stats = ask(&front, &group(None), &ann, "stats").await;
            assert!(
                stats.starts_with("You have no finished mafia games yet"),
                "{stats}"
            );
            let top = ask(&front, &group(None), &ann, "top").await;
            assert!(top.starts_with("No finished games to rank yet"), "{top}");
            checked_running = true;
        }
        now = game.table().deadline().unwrap();
        game.submit(Input::Tick, now).await.unwrap().unwrap();
    }
    assert!(checked_running, "the game was checked while running");
    assert!(game.table().is_over());
    let stats = ask(&front, &group(None), &ann, "stats").await;
    assert!(stats.contains("Games: 1, "), "{stats}");
}

/// Every stats text in every language: translated, in its script, no
/// catalogue problem, no message left unused.
#[tokio::test]
async fn every_stats_text_is_translated() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    let front = front(&store);
    let ann = person(1, "Ann");
    let scenarios_before = ["stats", "top", "top yearly"];
    let scenarios_after = [
        "stats",
        "stats Cid",
        "stats zed",
        "stats Ann",
        "top",
        "top week",
        "top hp week",
    ];
    narrator_i18n::start_recording();
    let mut rendered: Vec<(String, [String; 3])> = Vec::new();
    let mut run = async |cmds: &[&str]| {
        for cmd in cmds {
            let mut texts = Vec::new();
            for lang in Lang::ALL {
                texts.push(ask(&front, &group(Some(lang)), &ann, cmd).await);
            }
            let [en, ru, vi]: [String; 3] = texts.try_into().unwrap();
            rendered.push((cmd.to_string(), [en, ru, vi]));
        }
    };
    run(&scenarios_before).await;
    // Only computer players have finished a hp game: the ranking, which
    // lists people, says so.
    let computer = |i: u32| SeatResult {
        controller: narrator_store::Controller::Computer,
        preset: "hp".into(),
        mode: None,
        ..seat(i, 50 + i, "Ada (cpu)", "villager", true)
    };
    finished(&store, GROUP, 1, vec![computer(0), computer(1)]).await;
    run(&["top hp"]).await;
    six_games(&store).await;
    finished(&store, GROUP, 1, vec![seat(0, 8, "ann", "villager", true)]).await;
    run(&scenarios_after).await;
    let errors = narrator_i18n::errors();
    assert!(errors.is_empty(), "{errors:#?}");
    let used = narrator_i18n::used();
    let unused: Vec<String> = narrator_i18n::area_ids("stats")
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "never rendered: {unused:?}");
    let names = ["Ann", "ann", "Bob", "Cid", "zed", "test:1", "test:8"];
    for (cmd, [en, ru, vi]) in &rendered {
        narrator_i18n::script::translated(cmd, [en, ru, vi], &names).unwrap();
    }
}

/// A person's private chat with the bot.
fn private(caller: &Caller) -> Place {
    Place {
        key: caller.id.0.clone(),
        group: false,
        locale: None,
    }
}

#[tokio::test]
async fn identities_linked_with_a_code_count_as_one_player() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    six_games(&store).await;
    // Ann also played twice from another platform, and won both.
    for _ in 0..2 {
        let mut ann = seat(0, 0, "Ann", "villager", true);
        ann.player = "other:1".into();
        finished(&store, "other:group", 1, vec![ann]).await;
    }
    let front = front(&store);
    let ann = person(1, "Ann");
    let elsewhere = Caller {
        id: PlayerId::new("other:1"),
        name: "Ann".into(),
        locale: None,
    };
    let before = ask(&front, &group(None), &ann, "stats").await;
    assert!(before.contains("Games: 6, won: 4"), "{before}");

    let given = front
        .text(&private(&ann), &ann, "/link")
        .await
        .expect("a reply");
    let code = given
        .split(|c: char| !c.is_ascii_alphanumeric())
        .find(|w| {
            w.len() == 6
                && w.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
        .unwrap_or_else(|| panic!("a code in {given}"))
        .to_owned();
    // Refused: the code from its own account, from the same platform, a
    // word that is no code. Nothing changes.
    let own = front
        .text(&private(&ann), &ann, &format!("/link {code}"))
        .await
        .expect("a reply");
    assert!(own.starts_with("/link: "), "{own}");
    let bob = person(2, "Bob");
    let same = front
        .text(&private(&bob), &bob, &format!("/link {code}"))
        .await
        .expect("a reply");
    assert!(same.contains("both accounts"), "{same}");
    let bad = front
        .text(&private(&elsewhere), &elsewhere, "/link no such")
        .await
        .expect("a reply");
    assert!(bad.contains("is not a code"), "{bad}");
    assert_eq!(ask(&front, &group(None), &ann, "stats").await, before);

    let done = front
        .text(
            &private(&elsewhere),
            &elsewhere,
            &format!("/link {}", code.to_lowercase()),
        )
        .await
        .expect("a reply");
    assert!(done.contains("other:1, test:1"), "{done}");
    let after = ask(&front, &group(None), &ann, "stats").await;
    assert!(after.contains("Games: 8, won: 6"), "{after}");
    // Asked from the other platform, by id or by either identity: the same.
    let theirs = ask(&front, &group(None), &elsewhere, "stats").await;
    assert_eq!(theirs, after);
    let by_id = ask(&front, &group(None), &bob, "stats other:1").await;
    assert_eq!(by_id, after);
    // Used once only.
    let again = front
        .text(&private(&elsewhere), &elsewhere, &format!("/link {code}"))
        .await
        .expect("a reply");
    assert!(again.contains("was used already"), "{again}");
}

#[tokio::test]
async fn web_pages_are_turned_on_by_config_and_linked_from_top_and_stats() {
    let store = Store::open("sqlite::memory:").await.unwrap();
    six_games(&store).await;
    let front = front(&store);
    let ann = person(1, "Ann");
    let here = group(None);
    let link = "On the web: ";
    assert!(!ask(&front, &here, &ann, "top").await.contains(link));

    // On, at a secret address; shown as a path until the site's URL is known.
    let on = ask(&front, &here, &ann, "config web on").await;
    assert!(on.contains("only those who have it"), "{on}");
    let slug = on.rsplit("/group/").next().unwrap().trim().to_owned();
    assert_eq!(slug.len(), 20, "{on}");
    assert!(!ask(&front, &here, &ann, "top").await.contains(link));
    narrator_chat::pages::set_base_url(&store, "https://example.org/n/")
        .await
        .unwrap();
    let top = ask(&front, &here, &ann, "top").await;
    assert!(
        top.ends_with(&format!("{link}https://example.org/n/group/{slug}")),
        "{top}"
    );
    let stats = ask(&front, &here, &ann, "stats").await;
    let player = stats.rsplit(link).next().unwrap();
    assert!(
        player.starts_with("https://example.org/n/player/") && !player.contains("test:"),
        "{stats}"
    );

    // A public name instead; a malformed one or nonsense is refused.
    let public = ask(&front, &here, &ann, "config web public Night-Owls").await;
    assert!(
        public.ends_with("https://example.org/n/group/night-owls"),
        "{public}"
    );
    let bad = ask(&front, &here, &ann, "config web public <b>").await;
    assert!(bad.contains("3 to 40"), "{bad}");
    let usage = ask(&front, &here, &ann, "config web maybe").await;
    assert!(usage.starts_with("Usage: /mafia config web on"), "{usage}");
    let ru = ask(&front, &group(Some(Lang::Ru)), &ann, "config web off").await;
    assert!(ru.contains("выключены"), "{ru}");
    assert!(!ask(&front, &here, &ann, "top").await.contains(link));
}
