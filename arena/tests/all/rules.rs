//! The protocol's day rules as the arena plays them through the engine:
//! the day runs until its deadline even when everyone has voted, "no one"
//! and not voting count as candidates, ties are drawn at random.

use narrator_arena::driver::rules;
use narrator_engine::GameMessage;
use narrator_engine::mafia::{MafiaAction, MafiaMessage, MafiaPrompt, VoteChoice};
use narrator_engine::{
    Action, Effect, EffectKind, GameConfig, Input, Message, PlayerId, Seat, Seed, Table,
    TableSetup, Timestamp,
};

const N: usize = 6;

fn pid(i: usize) -> PlayerId {
    PlayerId::new(format!("p{i}"))
}

/// A table at the start of day 1 (no night actions, so nobody died).
fn day_one(seed: u64) -> (Table, Timestamp) {
    let mut t = Table::new(TableSetup {
        config: GameConfig::Mafia(rules()),
        seed: Seed::from_number(seed),
        host: pid(0),
    });
    let mut now = Timestamp(0);
    for i in 0..N {
        t.handle(
            &Input::Join {
                player: pid(i),
                name: format!("p{i}"),
            },
            now,
        )
        .unwrap();
    }
    t.handle(&Input::Start { by: pid(0) }, now).unwrap();
    for _ in 0..2 {
        now = t.deadline().unwrap();
        t.handle(&Input::Tick, now).unwrap();
    }
    (t, now)
}

fn vote(t: &mut Table, voter: usize, choice: VoteChoice, now: Timestamp) -> Vec<Effect> {
    let action = Action::Mafia(MafiaAction::Vote(choice));
    t.handle(
        &Input::Act {
            player: pid(voter),
            action,
        },
        now,
    )
    .unwrap()
}

fn end_day(t: &mut Table, now: Timestamp) -> Vec<Effect> {
    let at = t.deadline().unwrap();
    assert!(at > now);
    t.handle(&Input::Tick, at).unwrap()
}

fn lynched(effects: &[Effect]) -> Option<Seat> {
    effects.iter().find_map(|e| match e.message() {
        Some(Message::Game(GameMessage::Mafia(MafiaMessage::Lynched { seat, .. }))) => Some(*seat),
        _ => None,
    })
}

fn no_lynch(effects: &[Effect]) -> bool {
    effects.iter().any(|e| {
        matches!(
            e.message(),
            Some(Message::Game(GameMessage::Mafia(MafiaMessage::NoLynch)))
        )
    })
}

#[test]
fn the_day_does_not_end_when_everyone_has_voted_and_votes_may_change() {
    let (mut t, now) = day_one(1);
    let phase = t.phase_no();
    for i in 0..N {
        let effects = vote(&mut t, i, VoteChoice::Player(Seat(0)), now);
        assert!(lynched(&effects).is_none());
    }
    assert_eq!(t.phase_no(), phase, "still the same day");
    for i in 0..N {
        vote(&mut t, i, VoteChoice::Player(Seat(1)), now);
    }
    assert_eq!(
        lynched(&end_day(&mut t, now)),
        Some(Seat(1)),
        "the last votes count"
    );
}

#[test]
fn not_voting_is_a_candidate() {
    // Two votes for seat 0, four players silent: "not voting" has the most.
    let (mut t, now) = day_one(2);
    vote(&mut t, 1, VoteChoice::Player(Seat(0)), now);
    vote(&mut t, 2, VoteChoice::Player(Seat(0)), now);
    assert!(no_lynch(&end_day(&mut t, now)));
}

#[test]
fn no_one_is_a_candidate() {
    let (mut t, now) = day_one(3);
    for i in 0..3 {
        vote(&mut t, i, VoteChoice::NoOne, now);
    }
    vote(&mut t, 3, VoteChoice::Player(Seat(0)), now);
    vote(&mut t, 4, VoteChoice::Player(Seat(0)), now);
    vote(&mut t, 5, VoteChoice::Player(Seat(1)), now);
    assert!(no_lynch(&end_day(&mut t, now)));
}

#[test]
fn ties_are_drawn_at_random() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..40 {
        let (mut t, now) = day_one(seed);
        for i in 0..3 {
            vote(&mut t, i, VoteChoice::Player(Seat(4)), now);
        }
        for i in 3..6 {
            vote(&mut t, i, VoteChoice::Player(Seat(5)), now);
        }
        let effects = end_day(&mut t, now);
        let out = lynched(&effects);
        assert!(
            matches!(out, Some(Seat(4)) | Some(Seat(5))),
            "one of the tied dies"
        );
        seen.insert(out);
        // The night follows the lynch unless the game has ended.
        let night = effects
            .iter()
            .any(|e| matches!(&e.kind, EffectKind::Prompt(p) if p.kind == MafiaPrompt::NightKill));
        assert!(night || t.is_over());
    }
    assert_eq!(seen.len(), 2, "both tied players are drawn across seeds");
}
