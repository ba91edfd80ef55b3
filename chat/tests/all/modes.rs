//! `/mafia modes`, `/mafia start MODE` and `/mafia config mode MODE`
//! through the front (issue 31): the modes listed in the group's
//! language, a mode's rules shown and kept as the group's, an unknown
//! mode refused with the presets and modes listed, a game without modes.

use crate::recorder::Recorder;
use narrator_chat::{Caller, Command, Front, Games, Place, text};
use narrator_engine::{PlayerId, Timestamp};
use narrator_i18n::Lang;
use narrator_runtime::{Clock, Store};
use narrator_store::{Controller, NewGame, SeatResult};
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
    front_on(store)
}

fn front_on(store: Store) -> Front<Recorder> {
    front_sending_to(store, Arc::new(Recorder::default()))
}

fn front_sending_to(store: Store, api: Arc<Recorder>) -> Front<Recorder> {
    Front::new(
        "test:",
        api,
        store,
        Clock::starting_at(Timestamp(1_000_000), 1),
        0,
    )
}

/// A front on a fresh database, with what it sends kept to read.
async fn recording() -> (Front<Recorder>, Arc<Recorder>) {
    let store = Store::open("sqlite::memory:").await.expect("store");
    let api = Arc::new(Recorder::default());
    (front_sending_to(store, api.clone()), api)
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
            text::modes(lang, "mafia", &mafia.modes(lang, &[]), mafia.as_ref())
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
        // sport and hp, presets with flows of their own, beside the modes.
        let presets = reply.lines().last().unwrap_or_default();
        assert!(
            presets.contains("sport, hp") && presets.contains("/mafia start PRESET"),
            "{reply}"
        );
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

/// Records a finished game of `mode` with `seats` people, the village
/// winning or not, as the runtime does when a game ends.
async fn finished(store: &Store, mode: &str, seats: u32, village_won: bool, at: i64) {
    let id = store
        .create_game(NewGame {
            kind: "mafia".into(),
            surface: "test:-200".into(),
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
                player: format!("test:{}", 10 + seat),
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

/// `/mafia modes` shows each mode's simulated balance; a mode's real
/// village win rate shows beside the simulated one at the same sizes once
/// 25 games of it have finished, and not before (issue 31).
#[tokio::test]
async fn the_real_win_rate_shows_beside_the_simulated_once_a_mode_has_25_games() {
    let store = Store::open("sqlite::memory:").await.expect("store");
    // 24 games of town: 12 at 8 players (village won 6), 12 at 16 (won 9).
    for i in 0..24 {
        let (seats, won) = if i < 12 { (8, i < 6) } else { (16, i < 21) };
        finished(&store, "town", seats, won, 1_000 + i64::from(i)).await;
    }
    let front = front_on(store.clone());
    let place = group(None);
    let before = ask(&front, &place, "mafia", "modes").await;
    // Town's measured balance at 8 and 16 players, and the computer
    // games' rate at the sizes the 25 real games will have been played at.
    let (eight, sixteen, mean) = town_rates(12.0, 13.0);
    assert!(
        before.contains(&format!(
            "win rate of the village in computer games: {eight}% with 8 players, {sixteen}% with 16"
        )),
        "{before}"
    );
    assert!(!before.contains("real games"), "{before}");

    // The 25th: at 16 players, won by the village. Real: 16 of 25 = 64 %;
    // simulated at the same sizes: 12 games at 8, 13 at 16.
    finished(&store, "town", 16, true, 2_000).await;
    let after = ask(&front, &place, "mafia", "modes").await;
    let town = after
        .lines()
        .skip_while(|l| !l.contains("• town"))
        .take(3)
        .collect::<Vec<_>>()
        .join("\n");
    assert!(
        town.contains(&format!(
            "real games (25): 64%; computer games at the same sizes: {mean}%"
        )),
        "{after}"
    );
    // Other modes have no real games yet.
    assert_eq!(after.matches("real games").count(), 1, "{after}");
    // Every language says it.
    for lang in [Lang::Ru, Lang::Vi] {
        let reply = ask(&front, &group(Some(lang)), "mafia", "modes").await;
        assert!(
            reply.contains("(25): 64%") && reply.contains(&format!("{mean}%")),
            "{lang:?}: {reply}"
        );
    }
}

/// The lobby message's latest text (the post or its last edit).
async fn lobby_text(api: &Recorder, settled: impl Fn(&str) -> bool) -> String {
    for _ in 0..200 {
        let mut texts = api.texts_to(&narrator_chat::Target::Place("edit:m0".into()));
        if texts.is_empty() {
            texts = api.texts_to(&narrator_chat::Target::Place("test:-100".into()));
        }
        if let Some(last) = texts.last().filter(|t| settled(t)) {
            return last.clone();
        }
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    panic!(
        "the lobby never settled: {:?}",
        api.texts_to(&narrator_chat::Target::Place("edit:m0".into()))
    );
}

fn person(id: u32) -> Caller {
    Caller {
        id: PlayerId::new(format!("test:{id}")),
        name: format!("P{id}"),
        locale: None,
    }
}

/// A lobby opened from a mode names it and what it deals at the number
/// seated, updated as people join: each side's count, and the roles by
/// name (a pool as "one of …", never its draw) since town shows roles at
/// death (issue 31).
#[tokio::test]
async fn a_modes_lobby_shows_what_it_deals_at_the_current_size() {
    let (front, api) = recording().await;
    let place = group(None);
    front
        .command(&place, &admin(), "mafia", Command::parse("start town"))
        .await;
    // Town at 8 (the fewest): the godfather and one of the mafia's pool;
    // cop, doctor, two of the village's pool and a villager; one drawn
    // from a pool of mixed sides (jester, lucky, mayor).
    let first = lobby_text(&api, |t| t.contains("Mode town")).await;
    assert!(
        first.contains(
            "Mode town, at 8 players: the mafia: 2, the village: 5, drawn from a pool: 1."
        ),
        "{first}"
    );
    assert!(first.contains("Roles: "), "{first}");
    assert!(first.contains("one of "), "{first}");
    assert!(first.contains("2 of "), "{first}");
    let game = front.running()[0];
    for id in 2..=10 {
        let answer = front.join(game, &person(id)).await;
        assert!(
            matches!(answer, narrator_chat::Answer::Done(_)),
            "{answer:?}"
        );
    }
    let ten = lobby_text(&api, |t| t.contains("P10")).await;
    // At 10 (modes/town.toml): a mafioso more, and the size's own pool,
    // a mafioso or a villager, told only as drawn.
    assert!(
        ten.contains(
            "Mode town, at 10 players: the mafia: 3, the village: 5, drawn from a pool: 2."
        ),
        "{ten}"
    );
}

/// A mode that hides roles at death shows the sides' counts only.
#[tokio::test]
async fn a_hidden_modes_lobby_names_no_role() {
    let (front, api) = recording().await;
    front
        .command(
            &group(Some(Lang::Ru)),
            &admin(),
            "mafia",
            Command::parse("start hidden"),
        )
        .await;
    let text = lobby_text(&api, |t| t.contains("Режим hidden")).await;
    assert!(
        // modes/hidden.toml deals one mafioso at seven and a second one
        // drawn from the size's own pool, or a villager (`pools_at`).
        text.contains("при 7 чел.: мафия: 1, мирные жители: 5, из набора ролей: 1."),
        "{text}"
    );
    assert!(!text.contains("Роли"), "{text}");
}

/// A chaos lobby tells no side's count: every seat is drawn.
#[tokio::test]
async fn a_chaos_lobby_says_every_seat_is_drawn() {
    let (front, api) = recording().await;
    front
        .command(
            &group(None),
            &admin(),
            "mafia",
            Command::parse("start chaos"),
        )
        .await;
    let text = lobby_text(&api, |t| t.contains("Mode chaos")).await;
    assert!(
        text.contains("Mode chaos, at 7 players: drawn from a pool: 7."),
        "{text}"
    );
    assert!(!text.contains("the village: "), "{text}");
}

/// The host's own modes (`NARRATOR_MODES_DIR`, read at start) are offered
/// beside the built-in ones: listed, started, and set as a group's rules.
#[tokio::test]
async fn an_operators_mode_is_listed_and_started() {
    use narrator_engine::mafia::modes::{Mode, Modes};
    let mut modes = Modes::built_in();
    modes
        .add(
            Mode::read(
                "duel.toml",
                "name = \"duel\"\nmin_players = 6\nmax_players = 8\n\
                 [description]\nen = \"Two killers.\"\nru = \"Два убийцы.\"\nvi = \"Hai sát thủ.\"\n\
                 [deal]\nmafia = \"1\"\nfixed = { serial_killer = 1, doctor = 1 }\n",
            )
            .expect("the mode reads"),
        )
        .expect("added");
    let api = Arc::new(Recorder::default());
    let store = Store::open("sqlite::memory:").await.expect("store");
    let front = Front::playing(
        Games::with_mafia_modes(modes),
        "test:",
        api.clone(),
        store,
        Clock::starting_at(Timestamp(1_000_000), 1),
        0,
    );
    let place = group(None);
    let listed = ask(&front, &place, "mafia", "modes").await;
    assert!(
        listed.contains("• duel (6–8 players): Two killers."),
        "{listed}"
    );
    assert!(listed.contains("• town"), "{listed}");
    ask(&front, &place, "mafia", "start duel").await;
    let lobby = lobby_text(&api, |t| t.contains("Mode duel")).await;
    assert!(
        lobby.contains(
            "Mode duel, at 6 players: the mafia: 1, the village: 4, the serial killer: 1."
        ),
        "{lobby}"
    );
    // The built-in registration does not know it.
    let plain = front_on(Store::open("sqlite::memory:").await.expect("store"));
    let refused = ask(&plain, &place, "mafia", "start duel").await;
    assert!(
        refused.contains("duel") && refused.contains("town"),
        "{refused}"
    );
}

/// A group's own list of roles is played by computers at its sizes; a
/// lopsided one is kept with a warning giving the figures, in the
/// group's language; other settings are not checked (issue 31).
#[tokio::test]
async fn a_lopsided_list_of_roles_is_kept_with_a_warning() {
    let front = front().await;
    let place = group(None);
    let lopsided = ask(&front, &place, "mafia", "config roles mafioso:3,cop:1").await;
    assert!(
        lopsided.contains("⚠️ The list is set, but computer games find it lopsided"),
        "{lopsided}"
    );
    assert!(lopsided.contains("the mafia 100%"), "{lopsided}");
    assert!(lopsided.contains("between 30% and 70%"), "{lopsided}");
    let kept = ask(&front, &place, "mafia", "rules").await;
    assert!(
        kept.contains("mafioso") || kept.contains("Mafioso"),
        "{kept}"
    );
    let other = ask(&front, &place, "mafia", "config day_secs 90").await;
    assert!(!other.contains("⚠️"), "{other}");
    let ru = ask(
        &front,
        &group(Some(Lang::Ru)),
        "mafia",
        "config roles mafioso:3,cop:1",
    )
    .await;
    assert!(ru.contains("⚠️ Список сохранён"), "{ru}");
}

/// A game of the operator's own mode plays to its end in chat, and its
/// results file the mode's name (issue 31).
#[tokio::test]
async fn a_game_of_an_operators_mode_is_played_and_its_results_name_the_mode() {
    use narrator_chat::Button;
    use narrator_engine::mafia::modes::{Mode, Modes};
    let mut modes = Modes::built_in();
    modes
        .add(
            Mode::read(
                "duel.toml",
                "name = \"duel\"\nmin_players = 6\nmax_players = 8\n\
                 [description]\nen = \"Two killers.\"\nru = \"Два убийцы.\"\nvi = \"Hai sát thủ.\"\n\
                 [deal]\nmafia = \"1\"\nfixed = { serial_killer = 1, doctor = 1 }\n",
            )
            .expect("the mode reads"),
        )
        .expect("added");
    // Nobody idles: the host watches while computers play, fast.
    let api = Arc::new(Recorder::host_watches());
    let store = Store::open("sqlite::memory:").await.expect("store");
    let front = Front::playing(
        Games::with_mafia_modes(modes),
        "test:",
        api.clone(),
        store.clone(),
        Clock::starting_at(Timestamp(1_000_000), 2000),
        0,
    );
    let place = group(None);
    ask(&front, &place, "mafia", "start duel").await;
    let game = front.running()[0];
    for button in [Button::Fill(game), Button::Start(game)] {
        let answer = front.press(&place, &admin(), &button.encode()).await;
        assert!(
            matches!(answer, narrator_chat::Answer::Done(_)),
            "{answer:?}"
        );
    }
    let rows = tokio::time::timeout(std::time::Duration::from_secs(60), async {
        loop {
            let rows = store
                .player_results(&narrator_store::ResultFilter::default())
                .await
                .expect("results");
            if !rows.is_empty() {
                return rows;
            }
            tokio::time::sleep(std::time::Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the game ends");
    assert_eq!(rows.len(), 6, "the fewest the mode seats");
    assert!(
        rows.iter()
            .all(|r| r.game == game && r.seat.mode.as_deref() == Some("duel")),
        "{rows:?}"
    );
    assert!(
        rows.iter().any(|r| r.seat.role == "serial_killer"),
        "{rows:?}"
    );
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
