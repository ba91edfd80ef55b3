//! The pages over HTTP on SQLite and PostgreSQL: what each shows, to whom,
//! in which language, with which status and headers.

mod support;

use axum::http::StatusCode;
use narrator_chat::pages;
use narrator_store::Store;
use support::{EVIL_NAME, Fixture, PUBLIC_NAME, PUBLIC_PLACE, fixture, get, request};

async fn sqlite() -> Store {
    Store::open("sqlite::memory:")
        .await
        .expect("an in-memory store")
}

async fn postgres() -> Store {
    let url = narrator_pg_testkit::test_server()
        .fresh_database("web_pages")
        .await;
    Store::open(&url).await.expect("a PostgreSQL store")
}

/// Every page of the fixture, its content and status.
async fn pages_show_what_they_should(store: Store) {
    let f: Fixture = fixture(&store).await;

    // Home: totals, the public group, the running public game.
    let home = get(&store, "/", &[]).await;
    assert_eq!(home.status, StatusCode::OK, "{}", home.body);
    assert!(
        home.body.contains("8 games played to the end"),
        "{}",
        home.body
    );
    assert!(home.body.contains(&format!("/group/{PUBLIC_NAME}")));
    assert!(home.body.contains(&format!("/game/{}", f.running)));
    // How each mode's games ended: classic Mafia's sides, as bars.
    assert!(
        home.body.contains("How each mode's games ended"),
        "{}",
        home.body
    );
    assert!(home.body.contains("Mafia, classic"), "{}", home.body);
    assert!(home.body.contains("class=\"chart bars\""));
    // A secret group is never named on the home page.
    assert!(!home.body.contains(&f.secret));

    // The public group: a leaderboard of the seven people, games, settings.
    let group = get(&store, &format!("/group/{PUBLIC_NAME}"), &[]).await;
    assert_eq!(group.status, StatusCode::OK, "{}", group.body);
    for game in &f.finished {
        assert!(
            group.body.contains(&format!("href=\"/game/{game}\"")),
            "game {game}"
        );
    }
    assert!(
        group.body.contains(&f.player_path),
        "the board links to the player"
    );
    assert!(group.body.contains("Player 3"));
    assert!(group.body.contains("Leaderboard"));
    // Platform ids never appear.
    assert!(!group.body.contains("telegram:"), "{}", group.body);
    // One preset's board in the last week: nobody played then.
    let week = get(
        &store,
        &format!("/group/{PUBLIC_NAME}?game=mafia&preset=hp&period=week"),
        &[],
    )
    .await;
    assert_eq!(week.status, StatusCode::OK);
    assert!(
        week.body.contains("No finished games to rank yet"),
        "{}",
        week.body
    );

    // The secret group: by its address only.
    let secret = get(&store, &format!("/group/{}", f.secret), &[]).await;
    assert_eq!(secret.status, StatusCode::OK);
    assert!(
        secret
            .body
            .contains(&format!("/game/{}?g={}", f.secret_game, f.secret))
    );
    // Its game opens with the address part only.
    let bare = get(&store, &format!("/game/{}", f.secret_game), &[]).await;
    assert_eq!(bare.status, StatusCode::NOT_FOUND);
    let keyed = get(
        &store,
        &format!("/game/{}?g={}", f.secret_game, f.secret),
        &[],
    )
    .await;
    assert_eq!(keyed.status, StatusCode::OK);
    // A group with pages off has none, nor its games.
    let off = get(&store, &format!("/game/{}", f.off_game), &[]).await;
    assert_eq!(off.status, StatusCode::NOT_FOUND);

    // A finished game: players, the replay's first step, the fairness data.
    let game = f.finished[0];
    let page = get(&store, &format!("/game/{game}"), &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("Step 1 of"), "{}", page.body);
    assert!(page.body.contains(&f.seed));
    assert!(page.body.contains(&f.commitment));
    assert!(page.body.contains("src=\"/static/verify.js\""));
    assert!(page.body.contains(&format!("/game/{game}?step=2")));
    // Step 2 shows the first night's choices; the last shows the end.
    let step2 = get(&store, &format!("/game/{game}?step=2"), &[]).await;
    assert_eq!(step2.status, StatusCode::OK);
    assert!(step2.body.contains("Step 2 of"));
    assert!(step2.body.contains("id=\"step-2\""));
    assert!(!step2.body.contains("id=\"step-3\""));
    let count: usize = step2
        .body
        .split("Step 2 of ")
        .nth(1)
        .and_then(|rest| rest.split('<').next())
        .and_then(|n| n.trim().parse().ok())
        .expect("the step count");
    let last = get(&store, &format!("/game/{game}?step={count}"), &[]).await;
    assert!(last.body.contains("id=\"end\""), "{}", last.body);
    assert!(!step2.body.contains("id=\"end\""));
    let past = get(&store, &format!("/game/{game}?step={}", count + 1), &[]).await;
    assert_eq!(past.status, StatusCode::NOT_FOUND);

    // A running game: no replay, no seed.
    let running = get(&store, &format!("/game/{}", f.running), &[]).await;
    assert_eq!(running.status, StatusCode::OK);
    assert!(running.body.contains("This game is being played"));
    assert!(!running.body.contains("id=\"replay\""));
    assert!(!running.body.contains("id=\"fairness\""));

    // The player: statistics per role and side, a chart, recent games.
    let player = get(&store, &f.player_path, &[]).await;
    assert_eq!(player.status, StatusCode::OK, "{}", player.body);
    assert!(player.body.contains("By role"));
    assert!(player.body.contains("<svg"));
    assert!(
        player.body.contains("class=\"chart bars\""),
        "win rates by role"
    );
    assert!(player.body.contains(&format!("/game/{}", f.finished[5])));
    // Their game in the secret group is counted, never linked.
    assert!(!player.body.contains(&f.secret));
    assert!(!player.body.contains("telegram:"));

    // Every page in every language, by query and by browser.
    let ru = get(&store, "/?lang=ru", &[]).await;
    assert!(ru.body.contains("lang=\"ru\""));
    assert!(ru.body.contains("Игры с narrator"));
    let vi = get(
        &store,
        &format!("/group/{PUBLIC_NAME}"),
        &[("accept-language", "vi-VN,vi;q=0.9")],
    )
    .await;
    assert!(vi.body.contains("Bảng xếp hạng"), "{}", vi.body);
    let ru_game = get(&store, &format!("/game/{game}?step=2&lang=ru"), &[]).await;
    assert!(ru_game.body.contains("Шаг 2 из"));
    // Links keep the chosen language.
    assert!(
        ru_game
            .body
            .contains(&format!("/game/{game}?step=3&amp;lang=ru"))
    );

    // Turned off, the public group's pages are gone, and its games' too.
    pages::turn_off(&store, PUBLIC_PLACE).await.expect("store");
    assert_eq!(
        get(&store, &format!("/group/{PUBLIC_NAME}"), &[])
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert_eq!(
        get(&store, &format!("/game/{game}"), &[]).await.status,
        StatusCode::NOT_FOUND
    );
    store.close().await;
}

#[tokio::test]
async fn pages_show_what_they_should_on_sqlite() {
    pages_show_what_they_should(sqlite().await).await;
}

#[tokio::test]
async fn pages_show_what_they_should_on_postgres() {
    pages_show_what_they_should(postgres().await).await;
}

#[tokio::test]
async fn names_are_text_and_every_answer_has_the_security_headers() {
    let store = sqlite().await;
    let f = fixture(&store).await;
    let escaped = "&lt;script&gt;alert('owned')&lt;/script&gt;";
    for path in [
        format!("/group/{PUBLIC_NAME}"),
        format!("/game/{}", f.finished[0]),
        f.player_path.clone(),
        "/nowhere".to_owned(),
    ] {
        let answer = get(&store, &path, &[]).await;
        if answer.status == StatusCode::OK {
            assert!(
                answer.body.contains(escaped),
                "{path}: the name is shown, escaped"
            );
        }
        assert!(
            !answer.body.contains(EVIL_NAME),
            "{path}: a name became markup"
        );
        assert!(!answer.body.contains("<script>"), "{path}: inline script");
        let csp = answer.headers["content-security-policy"].to_str().unwrap();
        assert!(
            csp.contains("script-src 'self'") && !csp.contains("unsafe-inline"),
            "{csp}"
        );
        assert_eq!(answer.headers["x-content-type-options"], "nosniff");
        assert_eq!(answer.headers["referrer-policy"], "no-referrer");
        assert_eq!(answer.headers["x-frame-options"], "DENY");
    }
    let script = get(&store, "/static/verify.js", &[]).await;
    assert_eq!(script.status, StatusCode::OK);
    assert!(
        script.headers["content-type"]
            .to_str()
            .unwrap()
            .starts_with("text/javascript")
    );
    assert!(script.body.contains("crypto.subtle.digest(\"SHA-256\""));
}

#[tokio::test]
async fn bad_requests_get_a_400_or_404_page_never_a_500() {
    let store = sqlite().await;
    let f = fixture(&store).await;
    let long = "a".repeat(10_000);
    let cases: Vec<(String, StatusCode)> = vec![
        ("/game/0".into(), StatusCode::NOT_FOUND),
        ("/game/999999".into(), StatusCode::NOT_FOUND),
        (
            "/game/99999999999999999999999999".into(),
            StatusCode::NOT_FOUND,
        ),
        ("/game/-1".into(), StatusCode::BAD_REQUEST),
        ("/game/abc".into(), StatusCode::BAD_REQUEST),
        ("/game/1.5".into(), StatusCode::BAD_REQUEST),
        ("/game/".into(), StatusCode::BAD_REQUEST),
        (
            format!("/game/{}?step=0", f.finished[0]),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/game/{}?step=99999999999999999999", f.finished[0]),
            StatusCode::NOT_FOUND,
        ),
        (
            format!("/game/{}?step=x", f.finished[0]),
            StatusCode::BAD_REQUEST,
        ),
        (format!("/game/{}?step=2", f.running), StatusCode::NOT_FOUND),
        (
            format!("/game/{}?step=%", f.finished[0]),
            StatusCode::BAD_REQUEST,
        ),
        (
            format!("/game/{}?step=1&step=2", f.finished[0]),
            StatusCode::BAD_REQUEST,
        ),
        ("/?lang=de".into(), StatusCode::BAD_REQUEST),
        ("/?lang=%ff%fe".into(), StatusCode::BAD_REQUEST),
        (
            format!("/group/{PUBLIC_NAME}?game=chess"),
            StatusCode::BAD_REQUEST,
        ),
        (
            format!("/group/{PUBLIC_NAME}?period=year"),
            StatusCode::BAD_REQUEST,
        ),
        (
            format!("/group/{PUBLIC_NAME}?preset=%3Cscript%3E"),
            StatusCode::BAD_REQUEST,
        ),
        ("/group/nobody-here".into(), StatusCode::NOT_FOUND),
        ("/group/%3Cscript%3E".into(), StatusCode::NOT_FOUND),
        (format!("/group/{long}"), StatusCode::NOT_FOUND),
        (format!("/{long}/{long}"), StatusCode::NOT_FOUND),
        (format!("/?q={long}"), StatusCode::BAD_REQUEST),
        ("/player/0123456789abcdef0123".into(), StatusCode::NOT_FOUND),
        ("/player/telegram:1000".into(), StatusCode::NOT_FOUND),
        ("/player/".into(), StatusCode::NOT_FOUND),
        ("/static/../Cargo.toml".into(), StatusCode::NOT_FOUND),
        ("/static/nothing.js".into(), StatusCode::NOT_FOUND),
        ("/group".into(), StatusCode::NOT_FOUND),
        ("//".into(), StatusCode::NOT_FOUND),
        ("/game/1/2".into(), StatusCode::NOT_FOUND),
    ];
    for (uri, expected) in &cases {
        let answer = get(&store, uri, &[]).await;
        let shown: String = uri.chars().take(80).collect();
        assert_eq!(answer.status, *expected, "{shown}");
        assert!(answer.body.contains("<html"), "{shown}: an HTML page");
        assert!(answer.body.contains("href=\"/\""), "{shown}: a way home");
    }
    // The error pages speak the visitor's language too.
    let ru = get(&store, "/game/999999?lang=ru", &[]).await;
    assert!(ru.body.contains("Страница не найдена"));
    let post = request(&store, "POST", "/", &[]).await;
    assert_eq!(post.status, StatusCode::METHOD_NOT_ALLOWED);
    assert_eq!(post.headers["allow"], "GET, HEAD");
}

#[tokio::test]
async fn linked_accounts_count_as_one_player() {
    let store = sqlite().await;
    let f = fixture(&store).await;
    let alone = get(&store, &f.player_path, &[]).await;
    assert!(alone.body.contains("Games: 7,"), "{}", alone.body);
    // Person 1's account is linked to person 0 (as `/link` records it).
    store
        .set_setting("person-link", &support::person(1), &support::person(0))
        .await
        .expect("store");
    let linked = get(&store, &f.player_path, &[]).await;
    assert!(linked.body.contains("Games: 14,"), "{}", linked.body);
    // The linked account has no page of its own.
    let other = pages::player_path(&store, &support::person(1))
        .await
        .expect("store");
    assert_eq!(get(&store, &other, &[]).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_finished_hunt_shows_its_cave_and_a_running_one_does_not() {
    let store = sqlite().await;
    pages::turn_on(&store, PUBLIC_PLACE, Some(PUBLIC_NAME))
        .await
        .expect("store")
        .expect("a free name");
    let (config, players) = support::every_preset()
        .into_iter()
        .find(|(c, _)| c.kind() == narrator_engine::GameKind::Wumpus)
        .expect("a hunt");
    let done = support::store_game(&store, PUBLIC_PLACE, (&config, players), 1, true).await;
    let running = support::store_game(&store, PUBLIC_PLACE, (&config, players), 2, false).await;
    let page = get(&store, &format!("/game/{}", done.id), &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    let src = format!("/game/{}/picture/1.png", done.id);
    assert!(
        page.body.contains(&format!("src=\"{src}\"")),
        "{}",
        page.body
    );
    let png = get(&store, &src, &[]).await;
    assert_eq!(png.status, StatusCode::OK);
    assert_eq!(png.headers["content-type"], "image/png");
    assert!(png.bytes.starts_with(b"\x89PNG"));
    for missing in [
        format!("/game/{}/picture/2.png", done.id),
        format!("/game/{}/picture/0.png", done.id),
        format!("/game/{}/picture/1.gif", done.id),
        format!("/game/{}/picture/1.png", running.id),
    ] {
        assert_eq!(
            get(&store, &missing, &[]).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
}

/// The day's votes a page should count: each vote's heading and every
/// candidate's count, as the English catalogue words them.
fn counted(tallies: &[narrator_engine::game::Tally]) -> Vec<String> {
    let mut wanted = Vec::new();
    for tally in tallies {
        wanted.push(if tally.round == 0 {
            format!("Votes on day {}", tally.day)
        } else {
            format!("Votes on day {}, repeat {}", tally.day, tally.round)
        });
        for (_, n) in &tally.counts {
            wanted.push(match n {
                1 => ": 1 vote<".to_owned(),
                n => format!(": {n} votes<"),
            });
        }
    }
    wanted
}

/// A running game's public story and votes, a finished game's votes in
/// their steps, a Zombie game's turn table: judged and not.
async fn stories_votes_and_turns_show(store: Store) {
    use narrator_engine::timeline::Timeline;
    pages::turn_on(&store, PUBLIC_PLACE, Some(PUBLIC_NAME))
        .await
        .expect("store")
        .expect("a free name");
    let presets = support::every_preset();
    let (classic, seats) = presets[0].clone();
    let setup = |config: &narrator_engine::GameConfig, n: u64| narrator_engine::TableSetup {
        config: config.clone(),
        seed: narrator_engine::Seed::from_number(n),
        host: narrator_engine::PlayerId::new("sim:host"),
    };

    // A running classic game: its public story and votes so far (the
    // first seed whose first half holds a day's vote).
    let (n, tallies) = (21..60)
        .find_map(|n| {
            let game = narrator_engine::bots::simulate::run(
                &classic,
                narrator_engine::Seed::from_number(n),
                seats,
                false,
            );
            let half = &game.inputs[..game.inputs.len() / 2];
            let tallies = Timeline::so_far(&setup(&classic, n), half).story.tallies();
            (!tallies.is_empty()).then_some((n, tallies))
        })
        .expect("a game whose first half has a vote");
    let running = support::store_game(&store, PUBLIC_PLACE, (&classic, seats), n, false).await;
    let page = get(&store, &format!("/game/{}", running.id), &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("What the group has seen so far"));
    assert!(page.body.contains("Night 0</h3>"), "{}", page.body);
    assert!(page.body.contains("Day 1</h3>"), "{}", page.body);
    assert!(page.body.contains("Voted for"));
    for wanted in counted(&tallies) {
        assert!(page.body.contains(&wanted), "{wanted}: {}", page.body);
    }
    assert!(!page.body.contains(" 1 votes"));
    assert!(!page.body.contains("id=\"replay\""));
    assert!(!page.body.contains("id=\"fairness\""));
    let ru = get(&store, &format!("/game/{}?lang=ru", running.id), &[]).await;
    assert!(ru.body.contains("Что группа уже видела"), "{}", ru.body);
    assert!(ru.body.contains("Голосование, день 1"), "{}", ru.body);
    let vi = get(&store, &format!("/game/{}?lang=vi", running.id), &[]).await;
    assert!(vi.body.contains("Bỏ phiếu ngày 1"), "{}", vi.body);

    // A finished one: each vote in its day's step, not before.
    let done = support::store_game(&store, PUBLIC_PLACE, (&classic, seats), n + 100, true).await;
    let whole = Timeline::replay(&setup(&classic, n + 100), &done.game.inputs).expect("it ended");
    let tallies = whole.story.tallies();
    let first = tallies.first().expect("a day's vote");
    let step = first.chapter + 1;
    let at = get(&store, &format!("/game/{}?step={step}", done.id), &[]).await;
    assert_eq!(at.status, StatusCode::OK);
    for wanted in counted(std::slice::from_ref(first)) {
        assert!(at.body.contains(&wanted), "{wanted}: {}", at.body);
    }
    let before = get(&store, &format!("/game/{}?step={}", done.id, step - 1), &[]).await;
    assert!(!before.body.contains("Votes on day"), "{}", before.body);

    // A Zombie game: the turns as announced while it runs, the judge's
    // view of every player once it has ended.
    let (zombie, seats) = presets
        .iter()
        .find(|(c, _)| c.kind() == narrator_engine::GameKind::Zombie)
        .cloned()
        .expect("a Zombie game");
    let running = support::store_game(&store, PUBLIC_PLACE, (&zombie, seats), 23, false).await;
    let page = get(&store, &format!("/game/{}", running.id), &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("Turn table"), "{}", page.body);
    assert!(
        page.body.contains("<td>0</td>"),
        "turn 0 ended: {}",
        page.body
    );
    assert!(!page.body.contains(", score "), "{}", page.body);
    let done = support::store_game(&store, PUBLIC_PLACE, (&zombie, seats), 24, true).await;
    let page = get(&store, &format!("/game/{}", done.id), &[]).await;
    assert_eq!(page.status, StatusCode::OK, "{}", page.body);
    assert!(page.body.contains("Turn table"));
    assert!(page.body.contains(", score "), "{}", page.body);
    let ru = get(&store, &format!("/game/{}?lang=ru", done.id), &[]).await;
    assert!(ru.body.contains("Таблица ходов"), "{}", ru.body);
    store.close().await;
}

#[tokio::test]
async fn stories_votes_and_turns_show_on_sqlite() {
    stories_votes_and_turns_show(sqlite().await).await;
}

#[tokio::test]
async fn stories_votes_and_turns_show_on_postgres() {
    stories_votes_and_turns_show(postgres().await).await;
}

/// Records a finished game of `mode` with `seats` people, the village
/// winning or not.
async fn finished_in_mode(store: &Store, mode: &str, seats: u32, village_won: bool, at: i64) {
    use narrator_store::{Controller, NewGame, SeatResult};
    let id = store
        .create_game(NewGame {
            kind: "mafia".into(),
            surface: "telegram:-300".into(),
            setup_json: "{}".into(),
            created_at_ms: at - 1,
        })
        .await
        .expect("a game");
    let results = (0..seats)
        .map(|seat| {
            let mafia = seat < 2;
            SeatResult {
                seat,
                player: format!("telegram:{}", 500 + seat),
                name: format!("P{seat}"),
                kind: "mafia".into(),
                preset: "classic".into(),
                mode: Some(mode.into()),
                role: if mafia { "mafioso" } else { "villager" }.into(),
                team: if mafia { "mafia" } else { "village" }.into(),
                won: mafia != village_won,
                survived: true,
                died_phase: None,
                afk: false,
                controller: Controller::Person,
            }
        })
        .collect();
    store
        .finish_game_with(id, "{}".into(), at, results)
        .await
        .expect("finished");
}

/// The home page sets each mode's real village win rate beside the
/// computer games' at the same table sizes once the mode has 25 finished
/// games (issue 32), in every language.
async fn home_shows_the_modes_real_rates_beside_the_simulated(store: Store) {
    // Town: 12 games at 8 players (the village won 6), 13 at 16 (won 10):
    // real 16 of 25 = 64 %; computer games at the same sizes from
    // modes/town.toml's measured rates.
    for i in 0..25 {
        let (seats, won) = if i < 12 { (8, i < 6) } else { (16, i < 22) };
        finished_in_mode(&store, "town", seats, won, 1_000 + i64::from(i)).await;
    }
    // Quick: too few games for a real rate.
    finished_in_mode(&store, "quick", 5, true, 3_000).await;
    let home = get(&store, "/", &[]).await;
    assert_eq!(home.status, StatusCode::OK, "{}", home.body);
    let body = &home.body;
    assert!(body.contains("Balance of the modes"), "{body}");
    let row = |name: &str| -> String {
        let start = body
            .find(&format!("\">{name}</td>"))
            .unwrap_or_else(|| panic!("{name}'s row: {body}"));
        let end = body[start..]
            .find("</tr>")
            .map_or(body.len(), |e| start + e);
        body[start..end].to_owned()
    };
    let town = row("town");
    let (eight, sixteen, mean) = town_rates(12.0, 13.0);
    for cell in [
        "<td>8–16</td>".to_owned(),
        format!("<td>{eight}% with 8, {sixteen}% with 16</td>"),
        "<td>25</td>".to_owned(),
        "<td>64%</td>".to_owned(),
        format!("<td>{mean}%</td>"),
    ] {
        assert!(town.contains(&cell), "{cell}: {town}");
    }
    let quick = row("quick");
    assert!(
        quick.contains("<td>1</td>") && quick.contains("<td>—</td>"),
        "{quick}"
    );
    for (lang, title) in [("ru", "Баланс режимов"), ("vi", "Cân bằng của các chế độ")]
    {
        let page = get(&store, &format!("/?lang={lang}"), &[]).await;
        assert!(page.body.contains(title), "{lang}: {}", page.body);
        assert!(page.body.contains("<td>64%</td>"), "{lang}");
    }
}

#[tokio::test]
async fn home_shows_the_modes_real_rates_beside_the_simulated_on_sqlite() {
    home_shows_the_modes_real_rates_beside_the_simulated(sqlite().await).await;
}

#[tokio::test]
async fn home_shows_the_modes_real_rates_beside_the_simulated_on_postgres() {
    home_shows_the_modes_real_rates_beside_the_simulated(postgres().await).await;
}

/// Town's measured village rates at 8 and 16 players (`modes/town.toml`),
/// and the rate computer games give `at8` games at 8 and `at16` at 16 on
/// average, each in whole percent as the bot shows them.
fn town_rates(at8: f32, at16: f32) -> (String, String, String) {
    let modes = narrator_engine::mafia::modes::Modes::built_in();
    let balance = &modes.get("town").expect("town is built in").balance;
    let rate = |n| balance.village_at(n).expect("town's rate is measured");
    let (eight, sixteen) = (rate(8), rate(16));
    let mean = (at8 * eight + at16 * sixteen) / (at8 + at16);
    (
        format!("{eight:.0}"),
        format!("{sixteen:.0}"),
        format!("{mean:.0}"),
    )
}
