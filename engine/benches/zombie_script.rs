//! Script mode speed: lines per second replaying a long generated
//! `game.txt` (1M lines: 100 players, 400 interactions a turn, antidotes,
//! comments, blank lines, every alias, names in any case), plain and with
//! the judge's status table written after every turn (`--status`; its
//! budget is 2x the plain replay).

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use narrator_engine::Seat;
use narrator_engine::zombie::script::{Event, Fallback, Replay, replay};
use narrator_engine::zombie::{Outbreak, Role, ZombieMessage};
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::fmt::Write;
use std::hint::black_box;

const PLAYERS: usize = 100;
const ZOMBIES: usize = 5;
const PER_TURN: usize = 400;
/// Infections are skipped below this many humans, so the game runs on.
const KEEP_HUMANS: usize = 20;

/// A valid script of about `lines` lines. The generator follows the rules
/// itself so that every line is legal and the game never ends.
fn generate(lines: usize, seed: u64) -> String {
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let names: Vec<String> = (0..PLAYERS).map(|i| format!("Player{i:03}")).collect();
    let roles: Vec<Role> = (0..PLAYERS)
        .map(|i| {
            if i % (PLAYERS / ZOMBIES) == 0 {
                Role::Zombie
            } else {
                Role::Human
            }
        })
        .collect();
    let mut out = String::with_capacity(lines * 24);
    for (name, role) in names.iter().zip(&roles) {
        let _ = writeln!(
            out,
            "{} {name}",
            if *role == Role::Zombie {
                "ZOMBIE"
            } else {
                "HUMAN"
            }
        );
    }
    out.push_str("GAME_START 1000000\n");
    let mut o = Outbreak::new(&roles, 1_000_000);
    let mut count = PLAYERS + 1;
    let case = |rng: &mut ChaCha8Rng, s: &str| match rng.random_range(0..3) {
        0 => s.to_lowercase(),
        1 => s.to_uppercase(),
        _ => s.to_string(),
    };
    while count < lines {
        for _ in 0..PER_TURN {
            let a = rng.random_range(0..PLAYERS);
            let b = rng.random_range(0..PLAYERS);
            let (sa, sb) = (Seat(a as u8), Seat(b as u8));
            if o.check_interact(sa, sb).is_err() {
                continue;
            }
            let human = |s: Seat| o.player(s).is_some_and(|p| p.condition.is_human());
            if human(sa) != human(sb) && o.report().humans <= KEEP_HUMANS {
                continue;
            }
            let verb = ["INTERACT", "TOUCH", "i", "t", "Interact"]
                .choose(&mut rng)
                .copied()
                .unwrap_or("i");
            let (na, nb) = (case(&mut rng, &names[a]), case(&mut rng, &names[b]));
            let _ = writeln!(out, "{verb} {na} {nb}");
            let _ = o.interact(sa, sb);
            count += 1;
            match rng.random_range(0..200) {
                0..=3 => out.push_str("# the judge notes something\n"),
                4 => out.push('\n'),
                5 if o.player(sa).is_some_and(|p| p.antidote) => {
                    let verb = ["ANTIDOTE", "a", "A"]
                        .choose(&mut rng)
                        .copied()
                        .unwrap_or("a");
                    let _ = writeln!(out, "{verb} {}", names[a]);
                    let _ = o.antidote(sa, sa);
                }
                _ => continue,
            }
            count += 1;
        }
        let verb = ["NEXT_TURN", "NEXT_ROUND", "nt", "nr"]
            .choose(&mut rng)
            .copied()
            .unwrap_or("nt");
        let _ = writeln!(out, "{verb}");
        let end = o.end_turn().expect("the generated game runs on");
        assert!(end.ending.is_none(), "the generator keeps humans alive");
        count += 1;
    }
    out
}

fn script_lines(c: &mut Criterion) {
    let script = generate(1_000_000, 1);
    let lines = script.lines().count();
    let (_, events) = replay(&script, Fallback::None).expect("the generated script is valid");
    assert!(events.len() > 1000, "announcements every turn");
    let mut group = c.benchmark_group("zombie_script");
    group.sample_size(10);
    group.throughput(Throughput::Elements(lines as u64));
    group.bench_function(format!("replay_{lines}_lines"), |b| {
        b.iter(|| replay(black_box(&script), Fallback::None).map(|(_, e)| e.len()))
    });
    let mut table = String::new();
    let turns = events
        .iter()
        .filter(|e| matches!(e, Event::Announce(ZombieMessage::TurnEnded(_))))
        .count();
    assert!(
        with_status(&script, &mut table) > turns * PLAYERS * 40,
        "a table of every player after each of the {turns} turns"
    );
    group.bench_function(format!("status_{lines}_lines"), |b| {
        b.iter(|| with_status(black_box(&script), &mut table))
    });
    group.finish();
}

/// The replay as [`replay`] does it, plus the judge's table after every
/// turn, as `narrator zombie run --status` writes it. Returns the bytes of
/// tables written.
fn with_status(script: &str, table: &mut String) -> usize {
    let mut replay = Replay::new(Fallback::None);
    let mut events = Vec::new();
    let mut written = 0;
    for (i, line) in script.lines().enumerate() {
        let before = events.len();
        replay
            .line(i + 1, line, &mut events)
            .expect("the generated script is valid");
        for e in &events[before..] {
            if let Event::Announce(ZombieMessage::TurnEnded(r)) = e
                && let Some(status) = replay.status(r.turn)
            {
                table.clear();
                status.write_table(table).expect("a String takes any text");
                written += table.len();
            }
        }
    }
    replay.finish(&mut events).expect("unfinished, not bad");
    written
}

criterion_group!(benches, script_lines);
criterion_main!(benches);
