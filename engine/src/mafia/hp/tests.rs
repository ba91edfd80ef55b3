//! One test per hp rule, on games with a fixed deal.

use super::*;
use crate::mafia::Flow;
use crate::mafia::board::Board;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::ruleset::TieRule;
use crate::mafia::words::Message;
use crate::mafia::words::{Audience, EffectKind};
use crate::seat::PlayerId;

use Role::{Commoner as C, Detective as D, Healer as H, Mafioso as M};

fn seats(n: usize) -> Vec<SeatInfo> {
    (0..n)
        .map(|i| SeatInfo {
            player: PlayerId(format!("p{i}")),
            name: format!("P{}", i + 1),
            computer: false,
        })
        .collect()
}

/// A game in round 1's secret steps with `roles` dealt in seat order.
fn game_with(rules: Ruleset, roles: &[Role]) -> HpGame {
    let (mut g, _) = HpGame::start(
        rules,
        Seed::from_number(1),
        &seats(roles.len()),
        Timestamp(0),
    );
    let names = (1..=roles.len()).map(|i| format!("P{i}")).collect();
    g.core.board = Board::new(names, roles.to_vec());
    g.hp = roles
        .iter()
        .map(|r| starting_hp(&g.core.rules, *r))
        .collect();
    g
}

fn game(roles: &[Role]) -> HpGame {
    game_with(Ruleset::hp(), roles)
}

fn ok(g: &mut HpGame, seat: u8, a: MafiaAction) -> Vec<Effect> {
    g.act(Seat(seat), &a, Timestamp(1))
        .unwrap_or_else(|e| panic!("seat {seat} {a:?}: {e}"))
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

fn prompts(effects: &[Effect]) -> Vec<(Seat, MafiaPrompt)> {
    effects
        .iter()
        .filter_map(|e| match (&e.audience, &e.kind) {
            (Audience::Seat(s), EffectKind::Prompt(p)) => Some((*s, p.kind)),
            _ => None,
        })
        .collect()
}

const TEN: [Role; 10] = [M, M, D, D, H, C, C, C, C, C];

/// Round 1 with the mafia on `strike`, the detectives on `test` and the
/// healer on `heal`; returns the effects of the last pick.
fn round(g: &mut HpGame, strike: u8, test: u8, heal: u8) -> Vec<Effect> {
    ok(g, 0, MafiaAction::Kill(Seat(strike)));
    ok(g, 1, MafiaAction::Kill(Seat(strike)));
    ok(g, 2, MafiaAction::Investigate(Seat(test)));
    ok(g, 3, MafiaAction::Investigate(Seat(test)));
    ok(g, 4, MafiaAction::Protect(Seat(heal)))
}

#[test]
fn mafia_detectives_and_healers_know_their_teammates_commoners_nobody() {
    let n = 20;
    let (g, effects) = HpGame::start(Ruleset::hp(), Seed::from_number(7), &seats(n), Timestamp(0));
    for e in &effects {
        let (
            Audience::Seat(s),
            EffectKind::Message(Message::Game(MafiaMessage::RoleCard { role, allies })),
        ) = (&e.audience, &e.kind)
        else {
            continue;
        };
        assert_eq!(*role, g.core.board.role(*s));
        let want: Vec<Seat> = if *role == C {
            Vec::new()
        } else {
            g.core
                .board
                .seats()
                .filter(|o| o != s && g.core.board.role(*o) == *role)
                .collect()
        };
        assert_eq!(allies, &want, "{role:?}");
    }
}

#[test]
fn starting_hp_by_role() {
    let (g, effects) = HpGame::start(
        Ruleset::hp(),
        Seed::from_number(3),
        &seats(10),
        Timestamp(0),
    );
    let want = |r| match r {
        C => 1000,
        M => 2500,
        D | H => 800,
        _ => 0,
    };
    let mut told = 0;
    for e in &effects {
        if let (
            Audience::Seat(s),
            EffectKind::Message(Message::Game(MafiaMessage::HitPoints { hp })),
        ) = (&e.audience, &e.kind)
        {
            assert_eq!(*hp, want(g.core.board.role(*s)));
            told += 1;
        }
    }
    assert_eq!(told, 10);
}

#[test]
fn a_struck_target_at_zero_dies_and_the_mafia_share_the_damage() {
    let mut g = game(&TEN);
    let effects = round(&mut g, 5, 6, 7);
    assert!(!g.is_alive(Seat(5)));
    assert!(messages(&effects).contains(&&MafiaMessage::Dawn {
        day: 1,
        killed: Some(Seat(5)),
        role: Some(C)
    }));
    assert_eq!((g.hp[0], g.hp[1]), (2000, 2000));
}

#[test]
fn a_target_stronger_than_the_mafia_survives_with_the_difference() {
    let mut g = game(&TEN);
    g.hp[0] = 100;
    g.hp[1] = 200;
    let effects = round(&mut g, 5, 6, 7);
    assert!(g.is_alive(Seat(5)));
    assert_eq!(g.hp[5], 700);
    assert_eq!((g.hp[0], g.hp[1]), (0, 0));
    assert!(messages(&effects).contains(&&MafiaMessage::Dawn {
        day: 1,
        killed: None,
        role: None
    }));
}

#[test]
fn mafia_at_zero_hp_stay_alive_and_keep_striking() {
    let mut g = game(&TEN);
    g.hp[0] = 100;
    g.hp[1] = 100;
    round(&mut g, 5, 6, 7);
    assert_eq!((g.hp[0], g.hp[1]), (0, 0));
    assert!(g.is_alive(Seat(0)) && g.is_alive(Seat(1)));
    // Everybody votes for a commoner, then round 2 prompts the mafia again.
    let mut last = Vec::new();
    for s in g.core.board.living() {
        last = ok(&mut g, s.0, MafiaAction::Vote(VoteChoice::Player(Seat(8))));
    }
    assert!(prompts(&last).contains(&(Seat(0), MafiaPrompt::NightKill)));
}

#[test]
fn a_healed_victim_survives_with_500() {
    let mut g = game(&TEN);
    let effects = round(&mut g, 5, 6, 5);
    assert!(g.is_alive(Seat(5)));
    assert_eq!(g.hp[5], 500);
    assert!(messages(&effects).contains(&&MafiaMessage::Dawn {
        day: 1,
        killed: None,
        role: None
    }));
}

#[test]
fn healers_may_heal_anyone_even_a_mafia() {
    let mut g = game(&TEN);
    round(&mut g, 5, 6, 0);
    assert_eq!(g.hp[0], 2000 + 500);
}

#[test]
fn a_detectives_catch_removes_the_mafia_with_no_vote_that_round() {
    let mut g = game(&TEN);
    let effects = round(&mut g, 5, 1, 7);
    let msgs = messages(&effects);
    assert!(msgs.contains(&&MafiaMessage::Caught {
        seat: Seat(1),
        role: Some(M)
    }));
    assert!(!g.is_alive(Seat(1)));
    assert!(
        !msgs
            .iter()
            .any(|m| matches!(m, MafiaMessage::VotingOpens { .. }))
    );
    assert!(
        prompts(&effects)
            .iter()
            .all(|(_, k)| *k != MafiaPrompt::Vote)
    );
    assert!(matches!(g.phase, Phase::Secret { n: 2, .. }));
    // The detectives alone learn the test.
    let tested = effects
        .iter()
        .find(|e| {
            matches!(
                e.kind,
                EffectKind::Message(Message::Game(MafiaMessage::Tested { .. }))
            )
        })
        .map(|e| e.audience.clone());
    assert_eq!(
        tested,
        Some(Audience::Team {
            team: MafiaTeam::Village,
            members: vec![Seat(2), Seat(3)]
        })
    );
}

#[test]
fn an_innocent_test_leads_to_the_vote() {
    let mut g = game(&TEN);
    let effects = round(&mut g, 5, 6, 7);
    assert!(matches!(
        g.phase,
        Phase::Vote {
            n: 1,
            repeats: 0,
            ..
        }
    ));
    assert_eq!(
        prompts(&effects)
            .iter()
            .filter(|(_, k)| *k == MafiaPrompt::Vote)
            .count(),
        9
    );
}

/// Seats 0–3 vote for seat 6, seats 4, 7, 8, 9 for seat 7: a 4–4 tie (seat 6
/// abstains; seat 5 was struck in round 1).
fn tie(g: &mut HpGame) -> Vec<Effect> {
    for s in 0..4 {
        ok(g, s, MafiaAction::Vote(VoteChoice::Player(Seat(6))));
    }
    for s in [4, 7, 8, 9] {
        ok(g, s, MafiaAction::Vote(VoteChoice::Player(Seat(7))));
    }
    let at = g.deadline().unwrap_or(Timestamp(0));
    g.tick(at)
}

#[test]
fn a_tied_vote_is_repeated_up_to_max_revotes_then_drawn() {
    let rules = Ruleset {
        max_revotes: 2,
        ..Ruleset::hp()
    };
    let mut g = game_with(rules, &TEN);
    round(&mut g, 5, 9, 8);
    for attempt in 1..=2 {
        let effects = tie(&mut g);
        assert!(
            messages(&effects).contains(&&MafiaMessage::Revote {
                tied: vec![Seat(6), Seat(7)],
                attempt
            }),
            "repeat {attempt}"
        );
        assert!(matches!(g.phase, Phase::Vote { repeats, .. } if repeats == attempt));
    }
    let effects = tie(&mut g);
    let removed: Vec<Seat> = messages(&effects)
        .iter()
        .filter_map(|m| match m {
            MafiaMessage::Lynched { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(removed.len(), 1);
    assert!(removed[0] == Seat(6) || removed[0] == Seat(7));
    assert!(matches!(g.phase, Phase::Secret { n: 2, .. }));
}

#[test]
fn a_tie_removes_nobody_under_no_lynch() {
    let rules = Ruleset {
        tie_rule: TieRule::NoLynch,
        ..Ruleset::hp()
    };
    let mut g = game_with(rules, &TEN);
    round(&mut g, 5, 9, 8);
    let effects = tie(&mut g);
    assert!(messages(&effects).contains(&&MafiaMessage::NoLynch));
    assert_eq!(g.core.board.living().len(), 9);
}

#[test]
fn the_most_voted_player_is_removed() {
    let mut g = game(&TEN);
    round(&mut g, 5, 9, 8);
    let mut effects = Vec::new();
    for s in g.core.board.living() {
        let target = if s.0 == 6 { 7 } else { 6 };
        effects = ok(
            &mut g,
            s.0,
            MafiaAction::Vote(VoteChoice::Player(Seat(target))),
        );
    }
    assert!(messages(&effects).contains(&&MafiaMessage::Lynched {
        seat: Seat(6),
        role: Some(C)
    }));
}

#[test]
fn a_step_is_skipped_when_its_team_is_gone() {
    let mut g = game(&TEN);
    g.core.board.remove(Seat(2));
    g.core.board.remove(Seat(3));
    g.core.board.remove(Seat(4));
    let mut effects = Vec::new();
    g.enter_round(1, Timestamp(0), &mut effects);
    let kinds: Vec<MafiaPrompt> = prompts(&effects).into_iter().map(|(_, k)| k).collect();
    assert_eq!(kinds, vec![MafiaPrompt::NightKill, MafiaPrompt::NightKill]);
    ok(&mut g, 0, MafiaAction::Kill(Seat(5)));
    let effects = ok(&mut g, 1, MafiaAction::Kill(Seat(5)));
    assert!(
        !messages(&effects)
            .iter()
            .any(|m| matches!(m, MafiaMessage::Tested { .. }))
    );
    assert!(matches!(g.phase, Phase::Vote { .. }));
}

#[test]
fn powers_are_refused_to_the_wrong_role_and_target() {
    let mut g = game(&TEN);
    let refused = |g: &mut HpGame, s: u8, a: MafiaAction| g.act(Seat(s), &a, Timestamp(1)).is_err();
    assert!(refused(&mut g, 5, MafiaAction::Kill(Seat(6))));
    assert!(refused(&mut g, 0, MafiaAction::Kill(Seat(1))));
    assert!(refused(&mut g, 2, MafiaAction::Investigate(Seat(3))));
    assert!(refused(&mut g, 4, MafiaAction::Investigate(Seat(3))));
    assert!(refused(
        &mut g,
        0,
        MafiaAction::Vote(VoteChoice::Player(Seat(5)))
    ));
    g.core.board.remove(Seat(6));
    assert!(refused(
        &mut g,
        6,
        MafiaAction::Vote(VoteChoice::Player(Seat(5)))
    ));
    assert!(refused(&mut g, 0, MafiaAction::Kill(Seat(6))));
}

#[test]
fn mafia_win_at_parity_village_when_none_are_left() {
    let mut g = game(&[M, D, H, C, C, C]);
    g.core.board.remove(Seat(4));
    g.core.board.remove(Seat(5));
    g.core.board.remove(Seat(3));
    // 1 mafia against 2 others; the strike kills one more: parity.
    let effects = {
        ok(&mut g, 0, MafiaAction::Kill(Seat(2)));
        ok(&mut g, 1, MafiaAction::Investigate(Seat(2)));
        ok(&mut g, 2, MafiaAction::Protect(Seat(1)))
    };
    assert_eq!(
        g.result().map(|r| r.outcome.clone()),
        Some(Outcome::Won(MafiaTeam::Mafia))
    );
    assert!(messages(&effects).contains(&&MafiaMessage::Winner {
        team: MafiaTeam::Mafia
    }));
    let mut g = game(&[M, D, H, C, C, C]);
    ok(&mut g, 0, MafiaAction::Kill(Seat(3)));
    ok(&mut g, 1, MafiaAction::Investigate(Seat(0)));
    ok(&mut g, 2, MafiaAction::Protect(Seat(2)));
    assert_eq!(
        g.result().map(|r| r.outcome.clone()),
        Some(Outcome::Won(MafiaTeam::Village))
    );
}

// ------------------------------------------------ inactive players removed

/// Whether `effects` tell the table `seat` left for inactivity with no
/// role shown.
fn removed_quietly(effects: &[Effect], seat: u8) -> bool {
    let told = effects.iter().any(|e| {
        e.audience == Audience::Public
            && e.message()
                == Some(&Message::Game(MafiaMessage::AfkRemoved {
                    who: crate::mafia::Who::Seat(Seat(seat)),
                }))
    });
    let role = messages(effects).iter().any(|m| match m {
        MafiaMessage::Dawn {
            killed: Some(s),
            role: Some(_),
            ..
        }
        | MafiaMessage::Lynched {
            seat: s,
            role: Some(_),
        }
        | MafiaMessage::Caught {
            seat: s,
            role: Some(_),
        } => s.0 == seat,
        _ => false,
    });
    told && !role && !effects.iter().any(|e| matches!(e.kind, EffectKind::End(_)))
}

#[test]
fn a_removed_mafia_no_longer_strikes_and_has_no_hit_points() {
    let rules = Ruleset {
        hp: crate::mafia::HitPoints {
            commoner: 4000,
            ..Ruleset::hp().hp
        },
        ..Ruleset::hp()
    };
    let mut g = game_with(rules, &TEN);
    ok(&mut g, 0, MafiaAction::Kill(Seat(5)));
    ok(&mut g, 1, MafiaAction::Kill(Seat(5)));
    ok(&mut g, 2, MafiaAction::Investigate(Seat(6)));
    ok(&mut g, 3, MafiaAction::Investigate(Seat(6)));
    // The healer lets the round pass and is removed: the round is
    // complete without them.
    let effects = g.remove_inactive(Seat(4), Timestamp(2));
    assert!(removed_quietly(&effects, 4));
    assert!(
        messages(&effects)
            .iter()
            .any(|m| matches!(m, MafiaMessage::Dawn { .. }))
    );
    assert_eq!(g.hit_points(Seat(4)), 0);
    assert_eq!(g.hit_points(Seat(5)), 0, "both mafia struck");
    assert!(prompts(&effects).iter().all(|(s, _)| *s != Seat(4)));

    // Round 2: one mafia is removed before the round ends; only the other
    // strikes (2500 of a commoner's 4000).
    let mut g = game_with(
        Ruleset {
            hp: crate::mafia::HitPoints {
                commoner: 4000,
                ..Ruleset::hp().hp
            },
            ..Ruleset::hp()
        },
        &TEN,
    );
    ok(&mut g, 0, MafiaAction::Kill(Seat(6)));
    ok(&mut g, 1, MafiaAction::Kill(Seat(6)));
    let effects = g.remove_inactive(Seat(0), Timestamp(2));
    assert!(removed_quietly(&effects, 0));
    assert_eq!(g.hit_points(Seat(0)), 0);
    let at = g.deadline().expect("the round runs on");
    g.tick(at);
    assert!(g.is_alive(Seat(6)));
    assert_eq!(g.hit_points(Seat(6)), 1500);
    assert!(matches!(
        g.act(Seat(0), &MafiaAction::Vote(VoteChoice::Player(Seat(6))), at),
        Err(Rejection::DeadActor { .. })
    ));
}

#[test]
fn votes_for_a_removed_player_count_for_nobody() {
    let mut g = game(&TEN);
    round(&mut g, 5, 6, 7);
    assert!(matches!(g.phase, Phase::Vote { .. }));
    for s in g.core.board.living() {
        if s.0 != 8 {
            ok(&mut g, s.0, MafiaAction::Vote(VoteChoice::Player(Seat(8))));
        }
    }
    // Seat 9 lets the vote pass: with everyone else voted, it ends now.
    let effects = g.remove_inactive(Seat(8), Timestamp(2));
    assert!(removed_quietly(&effects, 8));
    assert!(messages(&effects).contains(&&MafiaMessage::NoLynch));
    assert!(matches!(g.phase, Phase::Secret { n: 2, .. }));
}

#[test]
fn removing_the_last_mafia_wins_for_the_village() {
    let mut g = game(&[M, D, H, C, C, C]);
    let effects = g.remove_inactive(Seat(0), Timestamp(2));
    assert!(messages(&effects).contains(&&MafiaMessage::AfkRemoved {
        who: crate::mafia::Who::Seat(Seat(0))
    }));
    assert!(messages(&effects).contains(&&MafiaMessage::Winner {
        team: MafiaTeam::Village
    }));
    let result = g.result().expect("over");
    assert_eq!(result.roles[0], "mafioso", "the end shows the role");
}
