//! `narrator stats`: a player's statistics, or everyone's ranking, from the
//! finished games in the database.

use narrator_chat::front::stats::{
    Found, Heading, board_text, find_player, name_of, stats_text, too_few,
};
use narrator_i18n::{Lang, args, text};
use narrator_store::stats::{self, leaderboard};
use narrator_store::{ResultFilter, Store};
use std::process::ExitCode;

/// What to print.
pub struct Query {
    /// The game's word (`mafia`).
    pub word: &'static str,
    /// A player id or name; everyone when `None`.
    pub player: Option<String>,
    /// Only games played here (`telegram:-100123`).
    pub place: Option<String>,
    /// Only this preset.
    pub preset: Option<String>,
    /// The fewest games to be listed.
    pub min_games: u32,
    /// The language.
    pub lang: Lang,
}

/// Prints the statistics; exit code 1 when the player asked for is
/// unknown or ambiguous (an empty ranking is printed with exit code 0).
pub async fn run(store: &Store, q: Query) -> anyhow::Result<ExitCode> {
    let filter = ResultFilter {
        place: q.place.clone(),
        kind: Some(q.word.to_owned()),
        preset: q.preset.clone(),
        ..ResultFilter::default()
    };
    let rows = store.player_results(&filter).await?;
    // An empty ranking is an answer, not a failure: exit code 0.
    if rows.is_empty() && q.player.is_none() {
        println!("{}", text(q.lang, "stats-top-empty", None));
        return Ok(ExitCode::SUCCESS);
    }
    let Some(typed) = q.player else {
        let board = leaderboard(&rows, q.min_games);
        if board.is_empty() {
            println!("{}", too_few(q.lang, &rows, q.min_games));
            return Ok(ExitCode::SUCCESS);
        }
        let heading = Heading {
            word: q.word,
            global: q.place.is_none(),
            preset: q.preset.as_deref(),
            period: "all",
            min: q.min_games,
        };
        println!("{}", board_text(q.lang, &heading, &board));
        return Ok(ExitCode::SUCCESS);
    };
    let player = match find_player(&rows, &typed) {
        Found::One(id) => id,
        Found::None => {
            let a = args![("name", name_of(&typed)), ("game", q.word)];
            eprintln!("{}", text(q.lang, "stats-unknown-player", Some(&a)));
            return Ok(ExitCode::from(1));
        }
        Found::Many(ids) => {
            let a = args![("name", name_of(&typed)), ("ids", ids.join(", "))];
            eprintln!("{}", text(q.lang, "stats-ambiguous", Some(&a)));
            return Ok(ExitCode::from(1));
        }
    };
    let ratings = stats::ratings(&rows);
    let Some(mut s) = stats::player_stats(&rows, &player) else {
        // find_player found them among these rows.
        anyhow::bail!("no results for {player}");
    };
    s.rating = ratings.get(&player).map(stats::shown_rating);
    println!("{}", stats_text(q.lang, q.word, &s));
    Ok(ExitCode::SUCCESS)
}

/// `narrator stats --mode NAME`: the mode's side's win rate by table
/// size, in real games beside computer games, then the real rate beside
/// the computer games' at the same sizes once the mode has enough games
/// (as `/WORD modes` shows it). Exit code 1 for a mode nobody offers.
pub async fn mode(
    store: &Store,
    games: &narrator_chat::Games,
    word: &str,
    name: &str,
    lang: Lang,
) -> anyhow::Result<ExitCode> {
    let Some(game) = games.by_word(word) else {
        anyhow::bail!("no game {word}");
    };
    let played = store.mode_games(game.kind().code()).await?;
    let modes = game.modes(lang, &played);
    let Some(mode) = modes
        .iter()
        .find(|m| m.name.eq_ignore_ascii_case(name.trim()))
    else {
        let known: Vec<&str> = modes.iter().map(|m| m.name.as_str()).collect();
        let a = args![("name", name.trim()), ("known", known.join(", "))];
        eprintln!("{}", text(lang, "console-mode-unknown", Some(&a)));
        return Ok(ExitCode::from(1));
    };
    let head = args![
        ("name", mode.name.as_str()),
        ("min", mode.min),
        ("max", mode.max),
        ("description", mode.description.as_str())
    ];
    println!("{}", text(lang, "console-mode-head", Some(&head)));
    let mut sizes: Vec<u32> = mode
        .simulated
        .iter()
        .map(|(n, _)| u32::from(*n))
        .chain(mode.played.iter().map(|p| p.players))
        .collect();
    sizes.sort_unstable();
    sizes.dedup();
    let none = || text(lang, "console-mode-none", None);
    for players in sizes {
        let here = mode.played.iter().find(|p| p.players == players);
        let games = here.map_or(0, |p| p.games);
        let real = here.filter(|p| p.games > 0).map_or_else(none, |p| {
            percent_text(lang, stats::percent(p.wins, p.games))
        });
        let simulated = mode.simulated_at(players).map_or_else(none, |r| {
            percent_text(lang, narrator_chat::text::rounded(r))
        });
        let a = args![
            ("players", players),
            ("games", games),
            ("side", mode.side.as_str()),
            ("real", real),
            ("simulated", simulated)
        ];
        println!("{}", text(lang, "console-mode-size", Some(&a)));
    }
    let summary = narrator_chat::text::mode_balance(lang, mode);
    if mode.compared().is_none() {
        let a = args![
            ("games", mode.games()),
            ("min", narrator_chat::games::REAL_RATE_MIN_GAMES)
        ];
        println!("{}", text(lang, "console-mode-too-few", Some(&a)));
    }
    for line in summary {
        println!("{line}");
    }
    Ok(ExitCode::SUCCESS)
}

/// A whole percentage as the catalogue writes it.
fn percent_text(lang: Lang, percent: u32) -> String {
    text(
        lang,
        "console-mode-percent",
        Some(&args![("percent", percent)]),
    )
}
