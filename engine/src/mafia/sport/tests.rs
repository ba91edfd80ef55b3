//! One test per sport rule, on games with a fixed deal.

use super::*;
use crate::mafia::Flow;
use crate::mafia::board::Board;
use crate::mafia::roles::Role;
use crate::mafia::words::Message;
use crate::mafia::words::{Audience, EffectKind, Prompt};
use crate::seat::PlayerId;
use std::collections::BTreeSet;

use Role::{Don as D, Mafioso as M, Sheriff as S, Villager as V};

/// Seat 1 the don, seats 2–3 black, seat 4 the sheriff, the rest red.
const TEN: [Role; 10] = [D, M, M, S, V, V, V, V, V, V];

fn seats(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo {
            player: PlayerId(format!("p{i}")),
            name: format!("P{}", i + 1),
            computer: false,
        })
        .collect()
}

fn start(rules: Ruleset, roles: &[Role]) -> (SportGame, Vec<Effect>) {
    SportGame::start_dealt(
        rules,
        Seed::from_number(1),
        &seats(roles.len()),
        roles.to_vec(),
        Timestamp(0),
    )
}

/// Pseudonyms off, so messages name seats plainly and go to everyone.
fn plain() -> Ruleset {
    Ruleset {
        pseudonyms: false,
        ..Ruleset::sport()
    }
}

fn game(roles: &[Role]) -> SportGame {
    start(plain(), roles).0
}

fn w(s: u8) -> Who {
    Who::Seat(Seat(s))
}

fn ok(g: &mut SportGame, seat: u8, a: MafiaAction) -> Vec<Effect> {
    g.act(Seat(seat), &a, Timestamp(1))
        .unwrap_or_else(|e| panic!("seat {} {a:?}: {e}", seat + 1))
}

fn refused(g: &mut SportGame, seat: u8, a: MafiaAction) -> Rejection {
    match g.act(Seat(seat), &a, Timestamp(1)) {
        Err(r) => r,
        Ok(e) => panic!("seat {} {a:?} was accepted: {e:?}", seat + 1),
    }
}

fn messages(effects: &[Effect]) -> Vec<&MafiaMessage> {
    effects
        .iter()
        .filter_map(|e| match &e.kind {
            EffectKind::Message(Message::Game(m)) => Some(m),
            _ => None,
        })
        .collect()
}

fn prompts(effects: &[Effect]) -> Vec<(Seat, &Prompt)> {
    effects
        .iter()
        .filter_map(|e| match (&e.audience, &e.kind) {
            (Audience::Seat(s), EffectKind::Prompt(p)) => Some((*s, p)),
            _ => None,
        })
        .collect()
}

/// The speaker whose speech is open.
fn speaker(g: &SportGame) -> Option<Seat> {
    match &g.phase {
        Phase::Talk { talk, .. } => talk.speaker(),
        _ => None,
    }
}

/// `k` thousand seconds into the game: past any phase's deadline.
fn at(k: u32) -> Timestamp {
    Timestamp(0).plus_secs(k * 1000)
}

/// Skips night 0 (the don sends no order).
fn to_day_one(g: &mut SportGame) -> Vec<Effect> {
    ok(g, 0, MafiaAction::Pass)
}

/// Runs every remaining speech: each speaker nominates the seat `noms`
/// gives them (if any), then passes. Returns the effects of the last pass
/// and the speakers in order.
fn speeches(g: &mut SportGame, noms: &[(u8, u8)]) -> (Vec<Effect>, Vec<Seat>) {
    let mut order = Vec::new();
    let mut last = Vec::new();
    while let Some(s) = speaker(g) {
        order.push(s);
        if let Some((_, n)) = noms.iter().find(|(by, _)| *by == s.0) {
            ok(g, s.0, MafiaAction::Nominate(w(*n)));
        }
        last = ok(g, s.0, MafiaAction::Pass);
    }
    (last, order)
}

/// Every living player votes: `votes` gives each voter's nominee.
fn ballot(g: &mut SportGame, votes: impl Fn(Seat) -> u8) -> Vec<Effect> {
    let mut last = Vec::new();
    for s in g.core.board.living() {
        let voted =
            matches!(&g.phase, Phase::Ballot { ballot, .. } if ballot.votes.contains_key(&s));
        if !voted {
            last = ok(g, s.0, MafiaAction::Ballot(w(votes(s))));
        }
    }
    last
}

/// Every living player answers the confirmation: the first `yes` say yes.
fn confirm(g: &mut SportGame, yes: usize) -> Vec<Effect> {
    let mut last = Vec::new();
    for (i, s) in g.core.board.living().into_iter().enumerate() {
        last = ok(g, s.0, MafiaAction::Agree(i < yes));
    }
    last
}

/// Day 1 with nobody nominated, straight to night 1's shooting.
fn to_night_one(g: &mut SportGame) {
    to_day_one(g);
    speeches(g, &[]);
    assert!(matches!(g.phase, Phase::Shooting { night: 1, .. }));
}

// ---------------------------------------------------------------- the deal

#[test]
fn a_third_black_with_one_don_and_one_sheriff() {
    for n in 10..=16 {
        let roles = crate::mafia::deal::deal(&Ruleset::sport(), &Seed::from_number(n as u64), n);
        let count = |r| roles.iter().filter(|x| **x == r).count();
        assert_eq!(count(D), 1, "n={n}");
        assert_eq!(count(D) + count(M), n / 3, "n={n}");
        assert_eq!(count(S), 1, "n={n}");
        assert_eq!(count(V), n - n / 3 - 1, "n={n}");
    }
}

#[test]
fn black_players_learn_the_team_and_the_don_and_red_players_nothing() {
    let (_, effects) = start(plain(), &TEN);
    let mut told = BTreeSet::new();
    for e in &effects {
        if let EffectKind::Message(Message::Game(MafiaMessage::BlackTeam { members, don })) =
            &e.kind
        {
            let Audience::Seat(s) = e.audience else {
                panic!("the black team told to {:?}", e.audience)
            };
            assert!(s.0 < 3, "a red player learnt the black team");
            assert_eq!(
                members.iter().map(Who::seat).collect::<Vec<_>>(),
                [Seat(0), Seat(1), Seat(2)]
            );
            assert_eq!(don, &w(0));
            told.insert(s);
        }
        if let EffectKind::Message(Message::Game(MafiaMessage::SportCard { role })) = &e.kind {
            let Audience::Seat(s) = e.audience else {
                panic!("a shared card")
            };
            assert_eq!(*role, TEN[s.index()]);
        }
    }
    assert_eq!(told, (0..3).map(Seat).collect());
}

// ---------------------------------------------------------------- night 0

#[test]
fn the_dons_kill_order_goes_to_the_black_team_only_and_nobody_is_shot() {
    let mut g = game(&TEN);
    refused(&mut g, 1, MafiaAction::Speak("shoot 5".into()));
    refused(&mut g, 4, MafiaAction::Speak("hello".into()));
    refused(&mut g, 0, MafiaAction::Speak("   ".into()));
    let effects = ok(
        &mut g,
        0,
        MafiaAction::Speak("Seat 5 tonight, then 7.".into()),
    );
    let order: Vec<&Effect> = effects
        .iter()
        .filter(|e| {
            matches!(
                e.message(),
                Some(Message::Game(MafiaMessage::KillOrder { .. }))
            )
        })
        .collect();
    assert_eq!(order.len(), 1);
    assert_eq!(
        order[0].audience,
        Audience::Team {
            team: MafiaTeam::Mafia,
            members: vec![Seat(0), Seat(1), Seat(2)]
        }
    );
    assert_eq!(g.core.board.living().len(), 10, "nobody is shot on night 0");
    assert_eq!(speaker(&g), Some(Seat(0)), "day 1 begins");
}

// ---------------------------------------------------------------- speeches

#[test]
fn day_one_starts_at_seat_one_and_each_day_after_the_last_first_speaker() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    let (_, order) = speeches(&mut g, &[]);
    assert_eq!(order, (0..10).map(Seat).collect::<Vec<_>>());
    // Night 1: a miss (nobody shoots); day 2 starts at seat 2.
    g.tick(at(1));
    g.tick(at(2));
    let (_, order) = speeches(&mut g, &[]);
    assert_eq!(order.first(), Some(&Seat(1)));
    assert_eq!(order.len(), 10);
    assert_eq!(order.last(), Some(&Seat(0)), "the order wraps round");
}

#[test]
fn a_day_after_the_next_seat_left_starts_one_further() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    // Seat 2 is voted out on day 1; night 1 is a miss.
    speeches(&mut g, &[(0, 1)]);
    ballot(&mut g, |_| 1);
    confirm(&mut g, 10);
    assert!(!g.core.board.is_alive(Seat(1)));
    g.tick(at(1));
    g.tick(at(2));
    let (_, order) = speeches(&mut g, &[]);
    assert_eq!(order, [2, 3, 4, 5, 6, 7, 8, 9, 0].map(Seat).to_vec());
    // Seat 4 is shot on night 2; day 3 starts after seat 3, at seat 5.
    for s in [0, 2] {
        ok(&mut g, s, MafiaAction::Shoot(w(3)));
    }
    g.tick(at(3));
    assert!(!g.core.board.is_alive(Seat(3)));
    let (_, order) = speeches(&mut g, &[]);
    assert_eq!(order.first(), Some(&Seat(4)));
    assert!(!order.contains(&Seat(3)) && !order.contains(&Seat(1)));
}

#[test]
fn removed_seats_are_skipped_in_the_order_and_as_the_next_first_speaker() {
    let mut board = Board::new(vec![String::new(); 10], TEN.to_vec());
    board.remove(Seat(1));
    board.remove(Seat(2));
    assert_eq!(speech::first_speaker(&board, None), Some(Seat(0)));
    assert_eq!(speech::first_speaker(&board, Some(Seat(0))), Some(Seat(3)));
    assert_eq!(speech::first_speaker(&board, Some(Seat(9))), Some(Seat(0)));
    board.remove(Seat(0));
    assert_eq!(
        speech::first_speaker(&board, None),
        Some(Seat(3)),
        "seat 1 is out"
    );
    assert_eq!(
        speech::order(&board, Seat(8)),
        [8, 9, 3, 4, 5, 6, 7].map(Seat).to_vec()
    );
}

#[test]
fn each_speech_has_its_time_limit() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    assert_eq!(speaker(&g), Some(Seat(0)));
    let limit = Timestamp(1).plus_secs(g.core.rules.speech_secs);
    assert!(g.tick(Timestamp(limit.0 - 1)).is_empty());
    assert_eq!(speaker(&g), Some(Seat(0)));
    let effects = g.tick(limit);
    assert_eq!(speaker(&g), Some(Seat(1)));
    assert!(
        prompts(&effects)
            .iter()
            .any(|(s, p)| *s == Seat(1) && p.kind == MafiaPrompt::Speech)
    );
}

#[test]
fn only_the_speaker_talks_and_the_bot_relays_it() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    refused(&mut g, 3, MafiaAction::Speak("me first".into()));
    let effects = ok(&mut g, 0, MafiaAction::Speak("I am red.".into()));
    assert_eq!(
        messages(&effects),
        [&MafiaMessage::Speech {
            speaker: w(0),
            text: "I am red.".into()
        }]
    );
    assert_eq!(effects[0].audience, Audience::Public);
}

#[test]
fn each_speaker_nominates_one_player_at_most_and_nobody_twice() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    refused(&mut g, 1, MafiaAction::Nominate(w(5)));
    let effects = ok(&mut g, 0, MafiaAction::Nominate(w(5)));
    assert!(messages(&effects).contains(&&MafiaMessage::Nominated {
        by: w(0),
        nominee: w(5)
    }));
    // The re-issued prompt has no nominations left.
    let (_, p) = prompts(&effects)[0];
    assert_eq!(p.choices, vec![MafiaAction::Pass]);
    let r = refused(&mut g, 0, MafiaAction::Nominate(w(6)));
    assert!(r.to_string().contains("one player at most"), "{r}");
    ok(&mut g, 0, MafiaAction::Pass);
    let r = refused(&mut g, 1, MafiaAction::Nominate(w(5)));
    assert!(r.to_string().contains("already nominated"), "{r}");
    refused(&mut g, 1, MafiaAction::Nominate(w(42)));
    ok(&mut g, 1, MafiaAction::Nominate(w(6)));
}

// ---------------------------------------------------------------- votes

#[test]
fn nominees_are_voted_on_in_nomination_order_one_vote_each() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    let (effects, _) = speeches(&mut g, &[(0, 7), (1, 4), (2, 9)]);
    let order = vec![w(7), w(4), w(9)];
    assert!(messages(&effects).contains(&&MafiaMessage::BallotOpens {
        nominees: order.clone()
    }));
    for (_, p) in prompts(&effects) {
        assert_eq!(p.kind, MafiaPrompt::Nominees);
        let want: Vec<MafiaAction> = order.iter().cloned().map(MafiaAction::Ballot).collect();
        assert_eq!(p.choices, want);
    }
    refused(&mut g, 0, MafiaAction::Ballot(w(3)));
    ok(&mut g, 0, MafiaAction::Ballot(w(9)));
    refused(&mut g, 0, MafiaAction::Ballot(w(7)));
    let effects = ballot(&mut g, |s| {
        if s.0 == 0 {
            9
        } else if s.0 < 7 {
            4
        } else {
            7
        }
    });
    assert!(messages(&effects).contains(&&MafiaMessage::Tally {
        counts: vec![(w(7), 3), (w(4), 6), (w(9), 1)]
    }));
    assert!(messages(&effects).contains(&&MafiaMessage::Confirmation {
        candidates: vec![w(4)]
    }));
}

#[test]
fn the_confirmation_needs_a_majority_yes() {
    // 6 of 10 say yes: the candidate leaves.
    let mut g = game(&TEN);
    to_day_one(&mut g);
    speeches(&mut g, &[(0, 4)]);
    ballot(&mut g, |_| 4);
    let effects = confirm(&mut g, 6);
    assert!(messages(&effects).contains(&&MafiaMessage::Leaves {
        who: w(4),
        role: Some(V)
    }));
    assert!(!g.core.board.is_alive(Seat(4)));
    // 5 of 10, a tie: the candidate stays.
    let mut g = game(&TEN);
    to_day_one(&mut g);
    speeches(&mut g, &[(0, 4)]);
    ballot(&mut g, |_| 4);
    refused(&mut g, 0, MafiaAction::Ballot(w(4)));
    ok(&mut g, 0, MafiaAction::Agree(true));
    refused(&mut g, 0, MafiaAction::Agree(false));
    let effects: Vec<Effect> = (1..10)
        .flat_map(|s| ok(&mut g, s, MafiaAction::Agree(s < 5)))
        .collect();
    assert!(messages(&effects).contains(&&MafiaMessage::Stays {
        candidates: vec![w(4)]
    }));
    assert!(g.core.board.is_alive(Seat(4)));
    assert!(matches!(g.phase, Phase::Shooting { night: 1, .. }));
}

/// Day 1 with 4 and 5 nominated and tied 5–5.
fn car_crash() -> (SportGame, Vec<Effect>) {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    speeches(&mut g, &[(0, 4), (1, 5)]);
    let effects = ballot(&mut g, |s| if s.0 < 5 { 4 } else { 5 });
    (g, effects)
}

#[test]
fn a_tie_is_a_car_crash_the_tied_speak_again_and_vote_among_them_only() {
    let (mut g, effects) = car_crash();
    assert!(messages(&effects).contains(&&MafiaMessage::CarCrash {
        tied: vec![w(4), w(5)]
    }));
    assert_eq!(speaker(&g), Some(Seat(4)));
    let r = refused(&mut g, 4, MafiaAction::Nominate(w(6)));
    assert!(r.to_string().contains("car crash"), "{r}");
    ok(&mut g, 4, MafiaAction::Speak("Not me!".into()));
    ok(&mut g, 4, MafiaAction::Pass);
    assert_eq!(speaker(&g), Some(Seat(5)));
    let effects = ok(&mut g, 5, MafiaAction::Pass);
    assert!(messages(&effects).contains(&&MafiaMessage::BallotOpens {
        nominees: vec![w(4), w(5)]
    }));
    refused(&mut g, 0, MafiaAction::Ballot(w(6)));
    // The repeat has one leader: the confirmation is on them.
    let effects = ballot(&mut g, |s| if s.0 < 6 { 4 } else { 5 });
    assert!(messages(&effects).contains(&&MafiaMessage::Confirmation {
        candidates: vec![w(4)]
    }));
}

#[test]
fn a_repeat_that_ties_the_same_way_asks_whether_all_leave() {
    for yes in [6, 5] {
        let (mut g, _) = car_crash();
        ok(&mut g, 4, MafiaAction::Pass);
        ok(&mut g, 5, MafiaAction::Pass);
        let effects = ballot(&mut g, |s| if s.0 < 5 { 4 } else { 5 });
        assert!(messages(&effects).contains(&&MafiaMessage::Confirmation {
            candidates: vec![w(4), w(5)]
        }));
        let effects = confirm(&mut g, yes);
        let leaves = messages(&effects)
            .into_iter()
            .filter(|m| matches!(m, MafiaMessage::Leaves { .. }))
            .count();
        if yes == 6 {
            assert_eq!(leaves, 2, "majority yes: all the tied leave");
            assert!(!g.core.board.is_alive(Seat(4)) && !g.core.board.is_alive(Seat(5)));
        } else {
            assert_eq!(leaves, 0, "no majority: none leaves");
            assert!(g.core.board.is_alive(Seat(4)) && g.core.board.is_alive(Seat(5)));
        }
    }
}

#[test]
fn a_repeat_that_narrows_the_tie_crashes_again_among_the_new_tied() {
    let board = Board::new(vec![String::new(); 10], TEN.to_vec());
    let label = |s: Seat| crate::mafia::words::Target::Player(s.0.to_string());
    let mut repeat = Ballot::new(vec![Seat(4), Seat(5), Seat(6)], true);
    for (v, t) in [(0, 4), (1, 4), (2, 5), (3, 5), (4, 6)] {
        repeat.cast(Seat(v), Seat(t), &label).expect("vote");
    }
    assert_eq!(
        crash::after(&repeat, &board),
        Next::Crash(vec![Seat(4), Seat(5)])
    );
    let mut same = Ballot::new(vec![Seat(4), Seat(5)], true);
    for (v, t) in [(0, 4), (1, 5)] {
        same.cast(Seat(v), Seat(t), &label).expect("vote");
    }
    assert_eq!(
        crash::after(&same, &board),
        Next::AllLeave(vec![Seat(4), Seat(5)])
    );
    let mut first = Ballot::new(vec![Seat(4), Seat(5)], false);
    for (v, t) in [(0, 4), (1, 5)] {
        first.cast(Seat(v), Seat(t), &label).expect("vote");
    }
    assert_eq!(
        crash::after(&first, &board),
        Next::Crash(vec![Seat(4), Seat(5)])
    );
    assert_eq!(
        crash::after(&Ballot::new(vec![Seat(4)], false), &board),
        Next::Nobody
    );
}

#[test]
fn no_nominations_means_no_vote() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    let (effects, _) = speeches(&mut g, &[]);
    assert!(messages(&effects).contains(&&MafiaMessage::NoNominees));
    assert!(matches!(g.phase, Phase::Shooting { night: 1, .. }));
}

// ---------------------------------------------------------------- night

#[test]
fn a_unanimous_shot_kills_at_the_morning() {
    let mut g = game(&TEN);
    to_night_one(&mut g);
    refused(&mut g, 4, MafiaAction::Shoot(w(5)));
    refused(&mut g, 0, MafiaAction::Shoot(w(1)));
    for s in 0..3 {
        ok(&mut g, s, MafiaAction::Shoot(w(6)));
    }
    assert!(
        g.core.board.is_alive(Seat(6)),
        "the victim leaves only in the morning"
    );
    ok(&mut g, 0, MafiaAction::Check(w(4)));
    let effects = ok(&mut g, 3, MafiaAction::Check(w(0)));
    assert!(messages(&effects).contains(&&MafiaMessage::Morning {
        day: 2,
        killed: Some(w(6)),
        role: Some(V)
    }));
    assert!(!g.core.board.is_alive(Seat(6)));
}

#[test]
fn disagreement_or_a_missing_shot_is_a_miss() {
    for shots in [[Some(6), Some(6), Some(7)], [Some(6), Some(6), None]] {
        let mut g = game(&TEN);
        to_night_one(&mut g);
        for (s, t) in shots.iter().enumerate() {
            if let Some(t) = t {
                ok(&mut g, s as u8, MafiaAction::Shoot(w(*t)));
            }
        }
        // The window closes (unless all shot); then the checks run out.
        let mut effects = g.tick(at(1));
        effects.extend(g.tick(at(2)));
        assert!(messages(&effects).contains(&&MafiaMessage::Morning {
            day: 2,
            killed: None,
            role: None
        }));
        assert_eq!(g.core.board.living().len(), 10);
    }
}

#[test]
fn checks_are_answered_privately_at_once() {
    let mut g = game(&TEN);
    to_night_one(&mut g);
    for s in 0..3 {
        ok(&mut g, s, MafiaAction::Shoot(w(6)));
    }
    refused(&mut g, 1, MafiaAction::Check(w(3)));
    refused(&mut g, 0, MafiaAction::Check(w(0)));
    let effects = ok(&mut g, 0, MafiaAction::Check(w(3)));
    assert_eq!(
        effects,
        vec![Effect::to_seat(
            Seat(0),
            MafiaMessage::DonChecked {
                target: w(3),
                sheriff: true
            }
        )]
    );
    refused(&mut g, 0, MafiaAction::Check(w(4)));
    let effects = ok(&mut g, 3, MafiaAction::Check(w(1)));
    assert_eq!(
        effects[0],
        Effect::to_seat(
            Seat(3),
            MafiaMessage::SheriffChecked {
                target: w(1),
                black: true
            }
        )
    );
    // The second check ended the night.
    assert!(matches!(g.phase, Phase::Talk { day: 2, .. }));
    let mut g = game(&TEN);
    to_night_one(&mut g);
    g.tick(at(1));
    let effects = ok(&mut g, 3, MafiaAction::Check(w(5)));
    assert_eq!(
        effects,
        vec![Effect::to_seat(
            Seat(3),
            MafiaMessage::SheriffChecked {
                target: w(5),
                black: false
            }
        )]
    );
    let effects = ok(&mut g, 0, MafiaAction::Check(w(5)));
    assert_eq!(
        effects[0],
        Effect::to_seat(
            Seat(0),
            MafiaMessage::DonChecked {
                target: w(5),
                sheriff: false
            }
        )
    );
}

// ---------------------------------------------------------------- the end

#[test]
fn red_wins_when_every_black_player_is_gone_and_black_at_parity() {
    let mut board = Board::new(vec![String::new(); 10], TEN.to_vec());
    assert_eq!(win::winner(&board), None);
    for s in 0..3 {
        board.remove(Seat(s));
    }
    assert_eq!(win::winner(&board), Some(MafiaTeam::Village));
    let mut board = Board::new(vec![String::new(); 10], TEN.to_vec());
    for s in 3..7 {
        board.remove(Seat(s));
    }
    assert_eq!(
        win::winner(&board),
        Some(MafiaTeam::Mafia),
        "3 black, 3 red"
    );
    board = Board::new(vec![String::new(); 10], TEN.to_vec());
    for s in 3..6 {
        board.remove(Seat(s));
    }
    assert_eq!(win::winner(&board), None, "3 black, 4 red");
}

#[test]
fn the_game_ends_when_the_last_black_player_is_voted_out() {
    let mut g = game(&[D, S, V, V, V, V, V, V, V, V]);
    to_day_one(&mut g);
    speeches(&mut g, &[(1, 0)]);
    ballot(&mut g, |_| 0);
    let effects = confirm(&mut g, 10);
    assert!(messages(&effects).contains(&&MafiaMessage::Winner {
        team: MafiaTeam::Village
    }));
    let result = g.result().expect("over");
    assert_eq!(result.winners, (1..10).map(Seat).collect::<Vec<_>>());
}

// ------------------------------------------------ inactive players removed

/// Takes out `seat` for inactivity at time `at(1)`.
fn remove(g: &mut SportGame, seat: u8) -> Vec<Effect> {
    g.remove_inactive(Seat(seat), at(1))
}

/// Whether `effects` tell the table `seat` left for inactivity, with no
/// card shown then.
fn removed_quietly(effects: &[Effect], seat: u8) -> bool {
    let told = messages(effects).contains(&&MafiaMessage::AfkRemoved { who: w(seat) });
    let card = messages(effects).iter().any(|m| match m {
        MafiaMessage::Leaves { who, role } => who.seat() == Seat(seat) && role.is_some(),
        MafiaMessage::Morning {
            killed: Some(who),
            role,
            ..
        } => who.seat() == Seat(seat) && role.is_some(),
        _ => false,
    });
    told && !card && !effects.iter().any(|e| matches!(e.kind, EffectKind::End(_)))
}

#[test]
fn a_removed_speaker_is_skipped_and_a_removed_nominee_is_no_candidate() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    ok(&mut g, 0, MafiaAction::Nominate(w(3)));
    ok(&mut g, 0, MafiaAction::Pass);
    ok(&mut g, 1, MafiaAction::Nominate(w(5)));
    ok(&mut g, 1, MafiaAction::Pass);
    assert_eq!(speaker(&g), Some(Seat(2)));
    // A nominee leaves: no longer a candidate.
    let effects = remove(&mut g, 3);
    assert!(removed_quietly(&effects, 3));
    assert_eq!(speaker(&g), Some(Seat(2)), "the speech goes on");
    // The speaker leaves: the next living seat speaks now.
    let effects = remove(&mut g, 2);
    assert!(removed_quietly(&effects, 2));
    assert_eq!(speaker(&g), Some(Seat(4)), "seat 4 follows; seat 3 is out");
    assert!(messages(&effects).contains(&&MafiaMessage::SpeechTurn {
        speaker: w(4),
        secs: g.core.rules.speech_secs,
        again: false,
    }));
    assert_eq!(
        refused(&mut g, 2, MafiaAction::Pass),
        Rejection::DeadActor { name: "P3".into() }
    );
    let (effects, order) = speeches(&mut g, &[]);
    assert_eq!(order, (4..10).map(Seat).collect::<Vec<_>>());
    assert!(messages(&effects).contains(&&MafiaMessage::BallotOpens {
        nominees: vec![w(5)]
    }));
    assert!(prompts(&effects).iter().all(|(s, _)| !matches!(s.0, 2 | 3)));
}

#[test]
fn a_nominee_removed_during_the_ballot_leaves_the_ballot() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    speeches(&mut g, &[(0, 4), (1, 5)]);
    assert!(matches!(g.phase, Phase::Ballot { .. }));
    ok(&mut g, 0, MafiaAction::Ballot(w(4)));
    let effects = remove(&mut g, 4);
    assert!(removed_quietly(&effects, 4));
    refused(&mut g, 1, MafiaAction::Ballot(w(4)));
    // Everyone left votes for 5: the confirmation is on 5 alone.
    let effects = ballot(&mut g, |_| 5);
    assert!(messages(&effects).contains(&&MafiaMessage::Tally {
        counts: vec![(w(5), 8)]
    }));
    assert!(messages(&effects).contains(&&MafiaMessage::Confirmation {
        candidates: vec![w(5)]
    }));
}

#[test]
fn a_ballot_left_without_nominees_goes_to_the_night() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    speeches(&mut g, &[(0, 4)]);
    let effects = remove(&mut g, 4);
    assert!(removed_quietly(&effects, 4));
    assert!(matches!(g.phase, Phase::Shooting { night: 1, .. }));
}

#[test]
fn a_candidate_removed_during_the_confirmation_is_not_voted_on() {
    let mut g = game(&TEN);
    to_day_one(&mut g);
    speeches(&mut g, &[(0, 4)]);
    ballot(&mut g, |_| 4);
    assert!(matches!(g.phase, Phase::Confirm { .. }));
    let effects = remove(&mut g, 4);
    assert!(removed_quietly(&effects, 4));
    assert!(matches!(g.phase, Phase::Shooting { night: 1, .. }));
}

#[test]
fn a_removed_black_player_no_longer_shoots() {
    let mut g = game(&TEN);
    to_night_one(&mut g);
    ok(&mut g, 0, MafiaAction::Shoot(w(6)));
    ok(&mut g, 1, MafiaAction::Shoot(w(6)));
    // Seat 3 lets the night pass: the other two agreed, so the shot hits.
    let effects = remove(&mut g, 2);
    assert!(removed_quietly(&effects, 2));
    assert!(matches!(
        g.phase,
        Phase::Checks {
            victim: Some(Seat(6)),
            ..
        }
    ));
}

#[test]
fn a_shot_victim_removed_before_the_morning_is_no_news_then() {
    let mut g = game(&TEN);
    to_night_one(&mut g);
    for s in 0..3 {
        ok(&mut g, s, MafiaAction::Shoot(w(3)));
    }
    ok(&mut g, 0, MafiaAction::Check(w(5)));
    // The shot sheriff lets the checks pass and is removed first.
    let effects = remove(&mut g, 3);
    assert!(removed_quietly(&effects, 3));
    assert!(messages(&effects).contains(&&MafiaMessage::Morning {
        day: 2,
        killed: None,
        role: None
    }));
    assert!(matches!(g.phase, Phase::Talk { day: 2, .. }));
}

#[test]
fn removals_end_the_game_by_the_win_rule() {
    // The last black player leaves: red wins.
    let mut g = game(&TEN);
    to_day_one(&mut g);
    for s in [1, 2] {
        assert!(removed_quietly(&remove(&mut g, s), s));
    }
    let effects = remove(&mut g, 0);
    assert!(messages(&effects).contains(&&MafiaMessage::AfkRemoved { who: w(0) }));
    assert!(messages(&effects).contains(&&MafiaMessage::Winner {
        team: MafiaTeam::Village
    }));
    let result = g.result().expect("over");
    assert_eq!(result.roles[0], "don", "the end shows the card");
    assert!(remove(&mut g, 5).is_empty(), "nothing after the end");
    // Red down to black's number: black wins.
    let mut g = game(&TEN);
    to_day_one(&mut g);
    for s in 3..6 {
        assert!(removed_quietly(&remove(&mut g, s), s));
    }
    let effects = remove(&mut g, 6);
    assert!(messages(&effects).contains(&&MafiaMessage::Winner {
        team: MafiaTeam::Mafia
    }));
    assert!(g.result().is_some());
}

#[test]
fn under_pseudonyms_the_removal_is_told_by_alias() {
    let (mut g, _) = start(Ruleset::sport(), &TEN);
    ok(&mut g, 0, MafiaAction::Pass);
    let effects = g.remove_inactive(Seat(4), at(1));
    check_aliases(&effects);
    let told: Vec<(Audience, Who)> = effects
        .iter()
        .filter_map(|e| match e.message() {
            Some(Message::Game(MafiaMessage::AfkRemoved { who })) => {
                Some((e.audience.clone(), who.clone()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(told.len(), 10, "one copy per seat");
    for (audience, who) in told {
        match audience {
            Audience::Seat(Seat(4)) => assert_eq!(who, Who::You(Seat(4))),
            Audience::Seat(_) => assert_eq!(
                who,
                Who::Alias {
                    seat: Seat(4),
                    alias: g.names.alias(Seat(4)).to_string()
                }
            ),
            other => panic!("told to {other:?}"),
        }
    }
}

// ---------------------------------------------------------------- pseudonyms

/// Every effect naming players, with the labels it carries.
fn whos(m: &MafiaMessage) -> Vec<&Who> {
    match m {
        MafiaMessage::BlackTeam { members, don } => members.iter().chain([don]).collect(),
        MafiaMessage::SpeechTurn { speaker, .. } | MafiaMessage::Speech { speaker, .. } => {
            vec![speaker]
        }
        MafiaMessage::Relayed {
            speaker, subject, ..
        } => std::iter::once(speaker).chain(subject).collect(),
        MafiaMessage::Nominated { by, nominee } => vec![by, nominee],
        MafiaMessage::BallotOpens { nominees } => nominees.iter().collect(),
        MafiaMessage::BallotCast { voter, nominee } => vec![voter, nominee],
        MafiaMessage::Tally { counts } => counts.iter().map(|(w, _)| w).collect(),
        MafiaMessage::CarCrash { tied } => tied.iter().collect(),
        MafiaMessage::Confirmation { candidates } | MafiaMessage::Stays { candidates } => {
            candidates.iter().collect()
        }
        MafiaMessage::Agreement { voter, .. } => vec![voter],
        MafiaMessage::Leaves { who, .. } | MafiaMessage::AfkRemoved { who } => vec![who],
        MafiaMessage::ShotTaken { target }
        | MafiaMessage::DonChecked { target, .. }
        | MafiaMessage::SheriffChecked { target, .. } => vec![target],
        MafiaMessage::Morning { killed, .. } => killed.iter().collect(),
        MafiaMessage::SeatList { seats } => seats.iter().map(|(w, _)| w).collect(),
        _ => Vec::new(),
    }
}

fn check_aliases(effects: &[Effect]) {
    for e in effects {
        let Some(Message::Game(m)) = e.message() else {
            continue;
        };
        let named = whos(m);
        if named.is_empty() {
            continue;
        }
        let Audience::Seat(viewer) = e.audience else {
            panic!("a message naming players to {:?}: {m:?}", e.audience)
        };
        for who in named {
            match who {
                Who::You(s) => assert_eq!(*s, viewer, "{m:?}"),
                Who::Alias { seat, .. } => assert_ne!(*seat, viewer, "own alias told: {m:?}"),
                Who::Seat(_) => panic!("a plain seat under pseudonyms: {m:?}"),
            }
        }
    }
    for (s, p) in prompts(effects) {
        for c in &p.choices {
            if let MafiaAction::Nominate(Who::Alias { seat, .. })
            | MafiaAction::Shoot(Who::Alias { seat, .. }) = c
            {
                assert_ne!(*seat, s, "own alias offered");
            }
        }
    }
}

#[test]
fn nobody_is_told_their_own_alias() {
    let config = crate::game::GameConfig::Mafia(Ruleset::sport());
    for seed in 0..4 {
        let sim = crate::bots::simulate::run(&config, Seed::from_number(seed), 12, true);
        assert!(sim.result.is_some());
        check_aliases(&own(&sim.effects));
    }
}

#[test]
fn public_talk_is_relayed_under_the_speakers_alias() {
    let (mut g, _) = start(Ruleset::sport(), &TEN);
    to_day_one(&mut g);
    let effects = ok(&mut g, 0, MafiaAction::Speak("Trust me.".into()));
    assert_eq!(effects.len(), 10, "one copy per seat");
    let alias = g.names.alias(Seat(0)).to_string();
    for e in &effects {
        let Audience::Seat(v) = e.audience else {
            panic!("{e:?}")
        };
        let want = if v == Seat(0) {
            Who::You(Seat(0))
        } else {
            Who::Alias {
                seat: Seat(0),
                alias: alias.clone(),
            }
        };
        assert_eq!(
            e.message(),
            Some(&Message::Game(MafiaMessage::Speech {
                speaker: want,
                text: "Trust me.".into()
            }))
        );
        let text = crate::render::message(
            crate::render::Lang::En,
            e.message().expect("a message"),
            &crate::render::Names::new(&[]),
        );
        assert!(!text.contains("P1"), "the real name is not shown: {text}");
    }
}

#[test]
fn each_phase_reshuffles_every_viewers_seat_list_with_the_viewer_first() {
    let (mut g, start) = start(Ruleset::sport(), &TEN);
    let lists = |effects: &[Effect]| -> Vec<(Seat, Vec<Seat>)> {
        effects
            .iter()
            .filter_map(|e| match (&e.audience, e.message()) {
                (Audience::Seat(v), Some(Message::Game(MafiaMessage::SeatList { seats }))) => {
                    Some((*v, seats.iter().map(|(w, _)| w.seat()).collect()))
                }
                _ => None,
            })
            .collect()
    };
    let night0 = lists(&start);
    let day1 = lists(&to_day_one(&mut g));
    assert_eq!(night0.len(), 10);
    assert_eq!(day1.len(), 10);
    for (v, list) in night0.iter().chain(&day1) {
        assert_eq!(list[0], *v, "the viewer first");
        let all: BTreeSet<Seat> = list.iter().copied().collect();
        assert_eq!(all.len(), 10, "every seat once");
    }
    assert_ne!(night0, day1, "a new order after the phase");
    // Prompts list players in the viewer's current order.
    let mut night1 = Vec::new();
    while let Some(sp) = speaker(&g) {
        night1 = ok(&mut g, sp.0, MafiaAction::Pass);
    }
    let night1_lists = lists(&night1);
    assert_ne!(night1_lists, day1, "the night reshuffles again");
    for (s, p) in prompts(&night1) {
        let offered: Vec<Seat> = p
            .choices
            .iter()
            .filter_map(|c| match c {
                MafiaAction::Shoot(w) => Some(w.seat()),
                _ => None,
            })
            .collect();
        let (_, view) = night1_lists
            .iter()
            .find(|(v, _)| *v == s)
            .expect("a seat list");
        let want: Vec<Seat> = view
            .iter()
            .copied()
            .filter(|x| offered.contains(x))
            .collect();
        assert_eq!(
            offered, want,
            "seat {s:?} is offered targets in its own order"
        );
        assert_eq!(offered.len(), 7);
    }
}

#[test]
fn with_pseudonyms_off_messages_are_public_and_plain() {
    let mut g = game(&TEN);
    let effects = to_day_one(&mut g);
    assert!(
        effects
            .iter()
            .all(|e| e.audience == Audience::Public || matches!(e.kind, EffectKind::Prompt(_)))
    );
    assert!(!effects.iter().any(|e| matches!(
        e.message(),
        Some(Message::Game(MafiaMessage::SeatList { .. }))
    )));
}

// ---------------------------------------------------------------- secrets

#[test]
fn no_public_message_reveals_a_role_before_its_removal() {
    for pseudonyms in [false, true] {
        let rules = Ruleset {
            pseudonyms,
            ..Ruleset::sport()
        };
        let config = crate::game::GameConfig::Mafia(rules.clone());
        for seed in 0..6 {
            let seed = Seed::from_number(seed);
            let sim = crate::bots::simulate::run(&config, seed, 10 + (seed.0[0] % 7), true);
            let roles = crate::mafia::deal::deal(
                &rules,
                &seed,
                sim.result.as_ref().map_or(0, |r| r.roles.len()),
            );
            let black = |s: Seat| deal::is_black(roles[s.index()]);
            for e in &own(&sim.effects) {
                let Some(Message::Game(m)) = e.message() else {
                    continue;
                };
                match m {
                    MafiaMessage::SportCard { .. }
                    | MafiaMessage::DonChecked { .. }
                    | MafiaMessage::SheriffChecked { .. }
                    | MafiaMessage::ShotTaken { .. } => {
                        assert!(matches!(e.audience, Audience::Seat(_)), "{e:?}");
                    }
                    MafiaMessage::BlackTeam { .. } => {
                        let Audience::Seat(s) = e.audience else {
                            panic!("{e:?}")
                        };
                        assert!(black(s), "{e:?}");
                    }
                    MafiaMessage::KillOrder { .. } => {
                        let Audience::Team { members, .. } = &e.audience else {
                            panic!("{e:?}")
                        };
                        assert!(members.iter().all(|s| black(*s)), "{e:?}");
                    }
                    MafiaMessage::Leaves { who, role } => {
                        assert_eq!(*role, Some(roles[who.seat().index()]))
                    }
                    MafiaMessage::Morning { killed, role, .. } => {
                        assert_eq!(*role, killed.as_ref().map(|k| roles[k.seat().index()]));
                    }
                    _ => {}
                }
            }
            assert!(sim.result.is_some(), "the game finished");
        }
    }
}

// ---------------------------------------------------------------- computer players

mod computer {
    use super::*;
    use crate::bots::{BotSeeds, ComputerPlayer};
    use crate::mafia::canned::id;
    use crate::mafia::sport::bot::SportBot;

    fn bot(seat: u8) -> SportBot {
        SportBot::new(
            Seat(seat),
            BotSeeds::for_seat(&Seed::from_number(3), Seat(seat)),
        )
    }

    fn tell(b: &mut SportBot, m: MafiaMessage) {
        b.observe(&Effect::public(m));
    }

    fn prompt(kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Prompt {
        Prompt {
            kind,
            phase: 7,
            choices: choices.into_iter().collect(),
            deadline: Timestamp(0),
        }
    }

    fn relayed(speaker: u8, line: u8, subject: Option<u8>) -> MafiaMessage {
        MafiaMessage::Relayed {
            speaker: w(speaker),
            id: line,
            subject: subject.map(w),
        }
    }

    fn black_bot(seat: u8, role: Role) -> SportBot {
        let mut b = bot(seat);
        tell(&mut b, MafiaMessage::SportCard { role });
        tell(
            &mut b,
            MafiaMessage::BlackTeam {
                members: vec![w(0), w(1), w(2)],
                don: w(0),
            },
        );
        b
    }

    #[test]
    fn red_players_follow_the_sheriffs_claims() {
        let mut b = bot(6);
        tell(&mut b, MafiaMessage::SportCard { role: V });
        tell(&mut b, relayed(3, id::I_AM_COP, None));
        tell(&mut b, relayed(3, id::FOUND_MAFIA, Some(1)));
        tell(&mut b, relayed(3, id::FOUND_VILLAGE, Some(5)));
        let ballot = prompt(
            MafiaPrompt::Nominees,
            [5, 1, 8].map(|s| MafiaAction::Ballot(w(s))).to_vec(),
        );
        assert_eq!(b.decide(&ballot), Some(MafiaAction::Ballot(w(1))));
        let nominate = prompt(
            MafiaPrompt::Speech,
            [3, 5, 1, 8]
                .map(|s| MafiaAction::Nominate(w(s)))
                .into_iter()
                .chain([MafiaAction::Pass])
                .collect(),
        );
        assert_eq!(b.decide(&nominate), Some(MafiaAction::Nominate(w(1))));
        let agree = prompt(
            MafiaPrompt::Agree,
            vec![MafiaAction::Agree(true), MafiaAction::Agree(false)],
        );
        tell(
            &mut b,
            MafiaMessage::Confirmation {
                candidates: vec![w(1)],
            },
        );
        assert_eq!(b.decide(&agree), Some(MafiaAction::Agree(true)));
        for trusted in [3, 5] {
            tell(
                &mut b,
                MafiaMessage::Confirmation {
                    candidates: vec![w(trusted)],
                },
            );
            assert_eq!(
                b.decide(&agree),
                Some(MafiaAction::Agree(false)),
                "{trusted}"
            );
        }
    }

    #[test]
    fn the_sheriff_claims_once_it_found_a_black_player() {
        let mut b = bot(3);
        tell(&mut b, MafiaMessage::SportCard { role: S });
        let speech = prompt(MafiaPrompt::Speech, vec![MafiaAction::Pass]);
        b.observe(&Effect::to_seat(
            Seat(3),
            MafiaMessage::SheriffChecked {
                target: w(5),
                black: false,
            },
        ));
        assert!(
            b.talk(&speech).is_empty(),
            "a red finding alone keeps the sheriff hidden"
        );
        b.observe(&Effect::to_seat(
            Seat(3),
            MafiaMessage::SheriffChecked {
                target: w(1),
                black: true,
            },
        ));
        let said = |line: u8, subject: Option<u8>| MafiaAction::Claim {
            id: line,
            subject: subject.map(w),
        };
        assert_eq!(
            b.talk(&speech),
            vec![
                said(id::I_AM_COP, None),
                said(id::FOUND_MAFIA, Some(1)),
                said(id::FOUND_VILLAGE, Some(5))
            ]
        );
        assert!(b.talk(&speech).is_empty(), "each finding is announced once");
    }

    #[test]
    fn the_don_hunts_the_sheriff_and_the_black_team_shoots_him() {
        let mut don = black_bot(0, D);
        let check = prompt(
            MafiaPrompt::DonCheck,
            (1..10).map(|s| MafiaAction::Check(w(s))).collect(),
        );
        for _ in 0..5 {
            let Some(MafiaAction::Check(t)) = don.decide(&check) else {
                panic!("a check")
            };
            assert!(
                t.seat().0 >= 3,
                "the don checks red players, not his team: {t:?}"
            );
        }
        don.observe(&Effect::to_seat(
            Seat(0),
            MafiaMessage::DonChecked {
                target: w(7),
                sheriff: true,
            },
        ));
        let speech = prompt(MafiaPrompt::Speech, vec![MafiaAction::Pass]);
        let named = don.talk(&speech);
        assert_eq!(named.len(), 1);
        let shoot = prompt(
            MafiaPrompt::Shoot,
            (3..10).map(|s| MafiaAction::Shoot(w(s))).collect(),
        );
        let mut team = vec![don, black_bot(1, M), black_bot(2, M)];
        for b in &mut team {
            tell(b, relayed(0, 7, Some(7)));
            assert_eq!(b.decide(&shoot), Some(MafiaAction::Shoot(w(7))));
        }
    }

    #[test]
    fn black_players_shoot_the_same_target_without_talking() {
        let order = |seed: u64| -> Vec<MafiaAction> {
            // Each viewer sees the targets in its own order.
            let mut t: Vec<u8> = (3..10).collect();
            t.rotate_left(seed as usize % 7);
            t.into_iter().map(|s| MafiaAction::Shoot(w(s))).collect()
        };
        let mut shots: Vec<Option<MafiaAction>> = [(0, D), (1, M), (2, M)]
            .into_iter()
            .map(|(s, r)| black_bot(s, r).decide(&prompt(MafiaPrompt::Shoot, order(u64::from(s)))))
            .collect();
        shots.dedup();
        assert_eq!(shots.len(), 1, "{shots:?}");
        // Whole games: no night with the whole black team shooting misses.
        let config = crate::game::GameConfig::Mafia(Ruleset::sport());
        for seed in 0..8 {
            let sim = crate::bots::simulate::run(&config, Seed::from_number(seed), 11, true);
            let misses = own(&sim.effects)
                .iter()
                .filter(|e| e.audience == Audience::Seat(Seat(0)))
                .filter(|e| {
                    matches!(
                        e.message(),
                        Some(Message::Game(MafiaMessage::Morning { killed: None, .. }))
                    )
                })
                .count();
            assert_eq!(misses, 0, "seed {seed}");
        }
    }

    #[test]
    fn simulated_games_finish_with_both_teams_winning_sometimes() {
        let config = crate::game::GameConfig::Mafia(Ruleset::sport());
        let mut winners = BTreeSet::new();
        for seed in 0..30 {
            let sim = crate::bots::simulate::run(&config, Seed::from_number(seed), 10, false);
            match sim
                .result
                .and_then(|r| r.lower::<crate::mafia::words::Words>())
                .map(|r| r.outcome)
            {
                Some(Outcome::Won(t)) => {
                    winners.insert(t);
                }
                other => panic!("seed {seed}: {other:?}"),
            }
        }
        assert_eq!(winners.len(), 2, "{winners:?}");
    }
}

#[test]
fn under_pseudonyms_players_are_named_by_alias_never_by_seat_number() {
    let (mut g, _) = start(Ruleset::sport(), &TEN);
    to_day_one(&mut g);
    let names = g.names.clone();
    let alias = |s: u8| Who::Alias {
        seat: Seat(s),
        alias: names.alias(Seat(s)).to_string(),
    };
    let five = alias(5);
    // A seat number, or an alias paired with the wrong seat, is no way
    // to learn who is behind an alias: the seat is ignored.
    let r = refused(&mut g, 0, MafiaAction::Nominate(w(5)));
    assert!(r.to_string().contains("aliases"), "{r}");
    let own = g.names.alias(Seat(0)).to_string();
    let r = refused(
        &mut g,
        0,
        MafiaAction::Nominate(Who::Alias {
            seat: Seat(4),
            alias: own,
        }),
    );
    assert!(r.to_string().contains("nobody at your table"), "{r}");
    let r = refused(
        &mut g,
        0,
        MafiaAction::Say(crate::mafia::canned::Canned {
            id: 6,
            subject: Some(Seat(5)),
            recipient: None,
        }),
    );
    assert!(r.to_string().contains("aliases"), "{r}");
    let misfiled = Who::Alias {
        seat: Seat(9),
        alias: g.names.alias(Seat(5)).to_string(),
    };
    let effects = ok(&mut g, 0, MafiaAction::Nominate(misfiled));
    assert!(effects.iter().any(|e| e.audience == Audience::Seat(Seat(1))
        && e.message()
            == Some(&Message::Game(MafiaMessage::Nominated {
                by: alias(0),
                nominee: five.clone()
            }))));
    let effects = ok(
        &mut g,
        0,
        MafiaAction::Claim {
            id: 10,
            subject: Some(five.clone()),
        },
    );
    assert!(effects.iter().any(|e| e.audience == Audience::Seat(Seat(5))
        && e.message()
            == Some(&Message::Game(MafiaMessage::Relayed {
                speaker: alias(0),
                id: 10,
                subject: Some(Who::You(Seat(5)))
            }))));
}

#[test]
fn english_texts_agree_with_you_and_aliases() {
    use crate::render::{Lang, Names, message};
    let names = ["P1".to_string(), "P2".to_string()];
    let names = Names::new(&names);
    let fox = Who::Alias {
        seat: Seat(1),
        alias: "Fox".into(),
    };
    let me = Who::You(Seat(0));
    let text = |m: MafiaMessage| message(Lang::En, &Message::Game(m), &names);
    let cases = [
        (
            MafiaMessage::SpeechTurn {
                speaker: me.clone(),
                secs: 60,
                again: false,
            },
            "You have the floor for 60 seconds.",
        ),
        (
            MafiaMessage::SpeechTurn {
                speaker: fox.clone(),
                secs: 30,
                again: true,
            },
            "Fox speaks again (car crash) for 30 seconds.",
        ),
        (
            MafiaMessage::Relayed {
                speaker: fox.clone(),
                id: 10,
                subject: Some(me.clone()),
            },
            "Fox says \"I think this player is mafia: you\"",
        ),
        (
            MafiaMessage::Leaves {
                who: me.clone(),
                role: Some(D),
            },
            "You leave the game. You were the don.",
        ),
        (
            MafiaMessage::Leaves {
                who: w(1),
                role: None,
            },
            "P2 leaves the game.",
        ),
        (
            MafiaMessage::Morning {
                day: 2,
                killed: None,
                role: None,
            },
            "Morning of day 2. A miss: nobody was shot last night.",
        ),
        (
            MafiaMessage::Morning {
                day: 3,
                killed: Some(fox.clone()),
                role: Some(S),
            },
            "Morning of day 3. Last night Fox was shot. Fox was the sheriff.",
        ),
        (
            MafiaMessage::DonChecked {
                target: fox.clone(),
                sheriff: false,
            },
            "Fox is not the sheriff.",
        ),
        (
            MafiaMessage::SheriffChecked {
                target: fox.clone(),
                black: true,
            },
            "Fox is black.",
        ),
        (
            MafiaMessage::Confirmation {
                candidates: vec![me.clone()],
            },
            "Do you agree that you leave the game?",
        ),
        (
            MafiaMessage::SeatList {
                seats: vec![(me, true), (fox, false)],
            },
            "The table: you, Fox (out).",
        ),
    ];
    for (m, want) in cases {
        assert_eq!(text(m), want);
    }
}

/// A simulated game's effects in Mafia's words.
fn own(effects: &[crate::game::Effect]) -> Vec<Effect> {
    effects
        .iter()
        .filter_map(|e| e.lower::<crate::mafia::words::Words>())
        .collect()
}
