//! Whole games through the driver with small shell bots: the exact text
//! each bot reads, the 50-round day, and the ignored answers after the
//! day's end.

use narrator_arena::driver::{self, Settings};
use narrator_arena::log::Entry;
use narrator_arena::protocol;
use narrator_arena::runner::Status;
use narrator_arena::{Bot, discover};
use narrator_engine::Seed;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

/// Votes for the first other player by day, names the first other player
/// by night, and answers even the day's end (which must be ignored).
const SIMPLE: &str = r#"#!/bin/sh
me=$(basename "$PWD")
other=$(grep -v "^$me\$" players | head -n 1)
case "$(head -n 1 from_server)" in
  "It is night."*) echo "$other" > to_server ;;
  *) echo "vote $other" > to_server ;;
esac
"#;

fn bots(dir: &Path, n: usize) -> Vec<Bot> {
    for i in 0..n {
        let d = dir.join(format!("bot{i}"));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join("run"), SIMPLE).unwrap();
        std::fs::set_permissions(d.join("run"), std::fs::Permissions::from_mode(0o755)).unwrap();
    }
    discover(dir).unwrap().0
}

fn runs(log: &[Entry]) -> Vec<(&str, &str, &str, &str)> {
    log.iter()
        .filter_map(|e| match e {
            Entry::Run {
                when,
                bot,
                told,
                outcome,
                ..
            } => Some((when.as_str(), bot.as_str(), told.as_str(), outcome.as_str())),
            _ => None,
        })
        .collect()
}

async fn game(seed: u64, settings: Settings) -> (Vec<Entry>, driver::GameOutcome) {
    let src = tempfile::tempdir().unwrap();
    let work = tempfile::tempdir().unwrap();
    let bots = bots(src.path(), 6);
    let mut log = Vec::new();
    let out = driver::play(
        &bots,
        seed,
        Seed::from_number(seed),
        work.path(),
        settings,
        &mut log,
    )
    .await
    .unwrap();
    (log, out)
}

#[tokio::test]
async fn a_whole_game_with_the_protocol_day() {
    let settings = Settings {
        max_days: 2,
        ..Settings::default()
    };
    let (log, out) = game(7, settings).await;
    let runs = runs(&log);
    assert_eq!(out.teams.len(), 6);

    // Day 0: the three lines, then the role lines.
    let day_zero = protocol::DAY_ZERO.join("\n");
    for (_, _, told, _) in runs.iter().filter(|r| r.0 == "day 0 round 1") {
        assert!(told.starts_with(&day_zero), "{told}");
        let rest = &told[day_zero.len()..];
        assert!(
            ["", "\nYou are the cop", "\nYou are the doctor"].contains(&rest)
                || rest.starts_with("\nYou are a member of the mafia.\nYour allies are:"),
            "{rest:?}"
        );
        // Day 0's votes are ignored.
    }
    assert!(
        runs.iter()
            .filter(|r| r.0.starts_with("day 0"))
            .all(|r| r.3 == "ignored: votes on day 0 are ignored")
    );

    // Every day has 50 rounds, each living player run once a round.
    for day in 0..=1 {
        let rounds: Vec<_> = runs
            .iter()
            .filter(|r| r.0.starts_with(&format!("day {day} round ")))
            .collect();
        if rounds.is_empty() {
            continue;
        }
        assert_eq!(rounds.len() % 50, 0);
        let per_bot = rounds.len() / 50;
        for r in 1..=50 {
            let when = format!("day {day} round {r}");
            assert_eq!(rounds.iter().filter(|x| x.0 == when).count(), per_bot);
        }
    }

    // The night prompts are exact.
    for (when, _, told, _) in &runs {
        if when.starts_with("night") {
            assert!(
                [
                    protocol::NIGHT_KILL,
                    protocol::NIGHT_INVESTIGATE,
                    protocol::NIGHT_SAVE
                ]
                .contains(told),
                "{told}"
            );
        }
    }

    // Day 1 opens with the dawn; round 2 shows round 1's votes.
    let dawn: Vec<_> = runs.iter().filter(|r| r.0 == "day 1 round 1").collect();
    assert!(!dawn.is_empty());
    for (_, _, told, _) in &dawn {
        assert!(told.starts_with("Dawn of day 1.\n"), "{told}");
        assert!(
            told.lines()
                .last()
                .unwrap()
                .starts_with("These players are still alive: ")
        );
    }
    let round2 = runs.iter().find(|r| r.0 == "day 1 round 2").unwrap();
    assert_eq!(round2.2.lines().count(), dawn.len());
    assert!(
        round2
            .2
            .lines()
            .all(|l| l.contains(" has voted to lynch ") && l.ends_with('.'))
    );

    // The day's end is read by everyone alive; their votes are ignored.
    let end: Vec<_> = runs.iter().filter(|r| r.0 == "day 1 end").collect();
    if !end.is_empty() {
        for (_, _, told, outcome) in &end {
            assert!(
                told.ends_with("The town opted to lynch no one today.")
                    || told
                        .lines()
                        .rev()
                        .nth(1)
                        .is_some_and(|l| l.starts_with("The town has killed ")),
                "{told}"
            );
            assert_eq!(*outcome, "ignored: answers to the day's end are ignored");
        }
    }
    assert!(matches!(log.last(), Some(Entry::End { .. })));
}

#[tokio::test]
async fn the_same_seed_plays_the_same_game() {
    let settings = Settings {
        rounds: 2,
        max_days: 3,
        ..Settings::default()
    };
    let (a, oa) = game(3, settings).await;
    let (b, ob) = game(3, settings).await;
    assert_eq!(a, b);
    assert_eq!(oa, ob);
    assert!(
        a.iter()
            .all(|e| !matches!(e, Entry::Run { status, .. } if *status != Status::Answered))
    );
}
