//! `/mafia stats` and `/mafia top` through `narrator serve` on the fake
//! Discord: a member named with the `player` option, the leaderboard with
//! its period and `global` options, and a bad choice answered. The
//! finished games are written to the bot's database by the test (the
//! Telegram test plays real games; here the options are under test).

use crate::discord_support;

use discord_support::{Server, text};
use narrator_discord_fake::SlashCommand;
use narrator_store::{Controller, NewGame, SeatResult, Store};

fn seat(seat: u32, member: u64, name: &str, role: &str, won: bool) -> SeatResult {
    SeatResult {
        seat,
        player: format!("discord:{member}"),
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
        survived: true,
        died_phase: None,
        afk: false,
        controller: Controller::Person,
    }
}

/// Writes five finished games between the three members to the bot's
/// database: the village (member 1 and 2) wins four.
async fn five_games(s: &Server) {
    let store = Store::open(&format!("sqlite://{}", s.db().display()))
        .await
        .unwrap();
    let place = format!("discord:{}", s.town.channel_id);
    let [a, b, c] = [s.members[0], s.members[1], s.members[2]];
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_millis() as i64)
        .unwrap();
    for g in 0..5_i64 {
        let village = g != 0;
        let id = store
            .create_game(NewGame {
                kind: "mafia".into(),
                surface: place.clone(),
                setup_json: "{}".into(),
                created_at_ms: now - 1000 + g,
            })
            .await
            .unwrap();
        let seats = vec![
            seat(0, a, "Ann", "villager", village),
            seat(1, b, "Bob", "doctor", village),
            seat(2, c, "Cid", "mafioso", !village),
        ];
        store
            .finish_game_with(id, "{}".into(), now - 500 + g, seats)
            .await
            .unwrap();
    }
    store.close().await;
}

#[test]
fn stats_and_top_answer_the_slash_command_options() {
    let s = Server::new(3);
    tokio::runtime::Runtime::new()
        .unwrap()
        .block_on(five_games(&s));
    let [a, b, c] = [s.members[0], s.members[1], s.members[2]];
    let stats = SlashCommand::new("mafia")
        .subcommand("stats")
        .user("player", c);
    let cid = s.slash(a, &stats);
    assert!(cid.starts_with("📊 Cid: mafia statistics"), "{cid}");
    assert!(cid.contains("Games: 5, won: 1 (20%)"), "{cid}");
    // Shown as an embed: the heading is its title.
    let sent = s
        .fake
        .slash_command(s.town.channel_id, a, &stats)
        .expect("dispatched");
    let reply = s.reply(&sent);
    assert!(reply.content.is_empty(), "{reply:?}");
    assert_eq!(
        reply.embeds[0]["title"].as_str(),
        Some("📊 Cid: mafia statistics"),
        "{reply:?}"
    );
    assert!(
        reply.embeds[0]["description"]
            .as_str()
            .is_some_and(|d| d.contains("Games: 5")),
        "{reply:?}"
    );
    let mine = s.slash(b, &SlashCommand::new("mafia").subcommand("stats"));
    assert!(mine.contains("By role: doctor 4/5 (80%)"), "{mine}");

    let top = SlashCommand::new("mafia")
        .subcommand("top")
        .string("period", "week")
        .boolean("global", true);
    let board = s.slash(a, &top);
    let lines: Vec<&str> = board.lines().collect();
    assert!(
        lines[0].contains("all groups, all presets, last 7 days"),
        "{board}"
    );
    assert!(lines[1].starts_with("1. Ann: won 4 of 5 (80%)"), "{board}");
    assert!(lines[2].starts_with("1. Bob: won 4 of 5 (80%)"), "{board}");
    assert!(lines[3].starts_with("3. Cid: won 1 of 5 (20%)"), "{board}");
    let here = s.slash(
        a,
        &SlashCommand::new("mafia")
            .subcommand("top")
            .boolean("global", false),
    );
    assert!(here.contains("this group, all presets, all time"), "{here}");
    let hp = s.slash(
        a,
        &SlashCommand::new("mafia")
            .subcommand("top")
            .string("preset", "hp"),
    );
    assert!(hp.starts_with("No finished games to rank yet"), "{hp}");
    s.fake.assert_no_violations();
}

/// Writes `games` finished games of `mode` at `players` seats, the
/// village winning the first `village_wins`, as the bot records them.
async fn mode_games(s: &Server, mode: &str, players: u32, games: u32, village_wins: u32) {
    let store = Store::open(&format!("sqlite://{}", s.db().display()))
        .await
        .unwrap();
    for g in 0..games {
        let village = g < village_wins;
        let id = store
            .create_game(NewGame {
                kind: "mafia".into(),
                surface: "discord:1".into(),
                setup_json: "{}".into(),
                created_at_ms: 1,
            })
            .await
            .unwrap();
        let seats = (0..players)
            .map(|i| {
                let role = if i < 2 { "mafioso" } else { "villager" };
                let won = if i < 2 { !village } else { village };
                SeatResult {
                    mode: Some(mode.into()),
                    ..seat(i, 100 + u64::from(i), "P", role, won)
                }
            })
            .collect();
        store
            .finish_game_with(id, "{}".into(), 2, seats)
            .await
            .unwrap();
    }
    store.close().await;
}

/// `/mafia modes` through `narrator serve`: each mode's computer-game
/// rate, and a mode's real rate beside it once 25 games of it have
/// finished; a lobby opened from a mode says what it deals (issue 31).
#[test]
fn modes_show_real_win_rates_and_a_modes_lobby_its_deal() {
    let s = Server::new(2);
    let rt = tokio::runtime::Runtime::new().unwrap();
    // Town: 12 games at 8 players (the village won 6), 13 at 16 (won 10).
    rt.block_on(mode_games(&s, "town", 8, 12, 6));
    rt.block_on(mode_games(&s, "town", 16, 13, 10));
    let a = s.members[0];
    let modes = s.slash(a, &SlashCommand::new("mafia").subcommand("modes"));
    let (eight, sixteen, mean) = town_rates(12.0, 13.0);
    assert!(
        modes.contains(&format!(
            "win rate of the village in computer games: {eight}% with 8 players, {sixteen}% with 16"
        )),
        "{modes}"
    );
    assert!(
        modes.contains(&format!(
            "real games (25): 64%; computer games at the same sizes: {mean}%"
        )),
        "{modes}"
    );
    // A report, as an embed: Discord's 2,000 characters of content would
    // cut the list of seven modes with their rates.
    let sent = s
        .fake
        .slash_command(
            s.town.channel_id,
            a,
            &SlashCommand::new("mafia").subcommand("modes"),
        )
        .expect("dispatched");
    let reply = s.reply(&sent);
    assert!(reply.content.is_empty(), "{reply:?}");
    assert!(
        reply.embeds[0]["title"]
            .as_str()
            .is_some_and(|t| t.starts_with("The modes")),
        "{reply:?}"
    );
    s.slash(
        a,
        &SlashCommand::new("mafia")
            .subcommand("start")
            .string("preset", "hidden"),
    );
    let lobby = text(&s.wait_channel("Mode hidden"));
    assert!(
        // modes/hidden.toml deals one mafioso at seven and a second one
        // drawn from the size's own pool, or a villager (`pools_at`).
        lobby.contains(
            "Mode hidden, at 7 players: the mafia: 1, the village: 5, drawn from a pool: 1."
        ),
        "{lobby}"
    );
    assert!(!lobby.contains("Roles:"), "{lobby}");
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
