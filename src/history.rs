//! `narrator history` and `narrator timeline N`: the finished games in the
//! database and one game's timeline, as the chats get them, for a terminal.

use narrator_chat::front::timeline::{Refusal, history_lines, timeline_of};
use narrator_engine::timeline::text as render;
use narrator_i18n::{Lang, args, text};
use narrator_store::Store;
use std::process::ExitCode;

/// Prints the last `limit` finished games of `place`; exit code 1 when
/// there is none.
pub async fn list(store: &Store, place: &str, limit: u32, lang: Lang) -> anyhow::Result<ExitCode> {
    let lines = history_lines(store, place, limit, lang).await?;
    if lines.is_empty() {
        let a = args![("place", place)];
        eprintln!("{}", text(lang, "console-history-empty", Some(&a)));
        return Ok(ExitCode::from(1));
    }
    println!(
        "{}",
        text(
            lang,
            "console-history-title",
            Some(&args![("place", place)])
        )
    );
    for line in lines {
        println!("{line}");
    }
    println!("{}", text(lang, "console-history-hint", None));
    Ok(ExitCode::SUCCESS)
}

/// Prints game `id`'s timeline whole; exit code 1 when there is no such
/// finished game or it does not replay.
pub async fn timeline(store: &Store, id: i64, lang: Lang) -> anyhow::Result<ExitCode> {
    // The operator reads any place's games: the game's own place is asked.
    let place = match store.load_game(id).await {
        Ok(game) => game.surface,
        Err(narrator_store::StoreError::UnknownGame(_)) => String::new(),
        Err(e) => return Err(e.into()),
    };
    let a = args![("id", id)];
    match timeline_of(store, &place, id).await? {
        Ok((_, t)) => {
            for line in render::timeline(lang, id, &t) {
                println!("{line}");
            }
            Ok(ExitCode::SUCCESS)
        }
        Err(Refusal::NoSuchGame) => {
            eprintln!("{}", text(lang, "console-timeline-no-game", Some(&a)));
            Ok(ExitCode::from(1))
        }
        Err(Refusal::Running) => {
            eprintln!("{}", text(lang, "timeline-running", Some(&a)));
            Ok(ExitCode::from(1))
        }
        Err(Refusal::Broken(detail)) => {
            eprintln!("{}", text(lang, "timeline-broken", Some(&a)));
            anyhow::bail!("{detail}")
        }
    }
}
