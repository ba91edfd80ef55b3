//! One test (or a few) per rule of the `classic` preset in
//! shared/rules/mafia.md. Each test fails if its rule breaks.

use crate::common;

use common::*;
use narrator_engine::mafia::{
    Canned, MafiaAction, MafiaMessage, Power, Role, Ruleset, VoteChoice, Who, deal,
};
use narrator_engine::mafia::{MafiaPrompt, MafiaTeam};
use narrator_engine::{
    Action, GameConfig, Input, Message, PlayerId, Rejection, Seat, Seed, Timestamp, fairness,
};
use narrator_engine::{Audience, EffectKind, Outcome};

fn role_cards(g: &Game) -> Vec<(Audience, Role, Vec<Seat>)> {
    mafia_messages(&g.start)
        .into_iter()
        .filter_map(|(a, m)| match m {
            MafiaMessage::RoleCard { role, allies } => Some((a.clone(), *role, allies.clone())),
            _ => None,
        })
        .collect()
}

// ---------------------------------------------------------------- roles

#[test]
fn role_counts_are_a_third_mafia_one_cop_one_doctor_for_6_to_20() {
    let rules = Ruleset::classic();
    for n in 6..=20 {
        for s in 0..4 {
            let g = Game::classic(s, n);
            let cards = role_cards(&g);
            assert_eq!(cards.len(), n, "one role card per seat (n={n})");
            let count = |r: Role| cards.iter().filter(|c| c.1 == r).count();
            assert_eq!(count(Role::Mafioso), n / 3, "mafia for n={n}");
            assert_eq!(count(Role::Cop), 1, "cops for n={n}");
            assert_eq!(count(Role::Doctor), 1, "doctors for n={n}");
            assert_eq!(count(Role::Villager), n - n / 3 - 2, "villagers for n={n}");
            assert_eq!(
                deal::deal(&rules, &Seed::from_number(s), n).len(),
                n,
                "deal size n={n}"
            );
        }
    }
}

#[test]
fn role_cards_are_private_to_each_seat_and_mafiosi_learn_their_allies() {
    for n in [6, 10, 17] {
        for s in 0..5 {
            let g = Game::classic(s, n);
            let cards = role_cards(&g);
            let mafia = g.with_role(Role::Mafioso);
            for (i, (audience, role, allies)) in cards.iter().enumerate() {
                let seat = seat(i);
                assert_eq!(*audience, Audience::Seat(seat), "card {i} goes to its seat");
                assert_eq!(*role, g.role(seat), "the card tells the dealt role");
                if *role == Role::Mafioso {
                    let others: Vec<Seat> = mafia.iter().copied().filter(|m| *m != seat).collect();
                    assert_eq!(*allies, others, "a mafioso learns the other mafiosi");
                } else {
                    assert!(allies.is_empty(), "the village learns no allies");
                }
            }
            // Nothing else at the start mentions a role.
            for (a, m) in mafia_messages(&g.start) {
                if *a == Audience::Public {
                    assert!(
                        !matches!(m, MafiaMessage::RoleCard { .. }),
                        "role cards are never public"
                    );
                }
            }
        }
    }
}

// ---------------------------------------------------------------- day 0

#[test]
fn day_zero_refuses_votes_and_night_powers_with_wrong_phase() {
    let mut g = Game::classic(1, 8);
    let m = g.mafia()[0];
    let target = g.villagers()[0];
    for s in g.living() {
        let r = g.act(s, MafiaAction::Vote(vote_for(target)));
        assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
        let r = g.act(s, MafiaAction::Vote(VoteChoice::NoOne));
        assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
    }
    let r = g.act(m, MafiaAction::Kill(target));
    assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
    let r = g.act(g.cop(), MafiaAction::Investigate(m));
    assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
    let r = g.act(g.doctor(), MafiaAction::Protect(target));
    assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
}

#[test]
fn day_zero_prompts_ready_and_ends_once_everyone_is_ready() {
    let mut g = Game::classic(2, 7);
    assert!(
        public_mafia(&g.start)
            .iter()
            .any(|m| matches!(m, MafiaMessage::DayZero))
    );
    for s in g.living() {
        let p = Game::prompt_in(&g.start, s, MafiaPrompt::Ready).expect("a ready prompt");
        assert_eq!(p.choices, vec![Action::Mafia(MafiaAction::Ready)]);
        assert_eq!(p.phase, g.table.phase_no(), "the prompt names its phase");
        assert_eq!(Some(p.deadline), g.table.deadline(), "and its deadline");
    }
    let living = g.living();
    let (last, rest) = living.split_last().expect("players");
    for s in rest {
        let e = g.ok(*s, MafiaAction::Ready);
        assert!(
            public_mafia(&e)
                .iter()
                .any(|m| matches!(m, MafiaMessage::Ready { seat } if seat == s)),
            "readiness is announced"
        );
        assert_eq!(find_nightfall(&e), None, "not everyone is ready yet");
    }
    // Saying it twice changes nothing.
    let again = g.ok(rest[0], MafiaAction::Ready);
    assert_eq!(find_nightfall(&again), None);
    let e = g.ok(*last, MafiaAction::Ready);
    assert_eq!(find_nightfall(&e), Some(0), "night 0 falls");
}

#[test]
fn day_zero_ends_at_its_deadline_and_not_before() {
    let mut g = Game::classic(3, 9);
    let deadline = find_deadline(&g.start).expect("day 0 has a deadline");
    assert_eq!(deadline, Timestamp(60_000), "60 s of day 0");
    assert_eq!(g.table.deadline(), Some(deadline));
    g.ok(seat(0), MafiaAction::Ready);
    let early = g.tick_at(Timestamp(deadline.0 - 1));
    assert!(early.is_empty(), "a tick before the deadline does nothing");
    let e = g.tick_at(deadline);
    assert_eq!(find_nightfall(&e), Some(0));
    assert_eq!(
        find_deadline(&e),
        Some(deadline.plus_secs(120)),
        "night is 120 s"
    );
}

// ---------------------------------------------------------------- night

#[test]
fn night_kill_is_the_mafia_plurality_and_the_last_pick_counts() {
    for s in 0..6 {
        let mut g = Game::classic(s, 9);
        g.all_ready();
        let m = g.mafia();
        assert_eq!(m.len(), 3);
        let v = g.villagers();
        let (x, y) = (v[0], v[1]);
        let pick = g.ok(m[0], MafiaAction::Kill(y));
        // Picks go to the living mafia only, and a confirmation to the picker.
        let picks: Vec<_> = mafia_messages(&pick);
        assert!(picks.iter().any(|(a, msg)| matches!(msg,
            MafiaMessage::MafiaPick { by, target } if *by == m[0] && *target == y)
            && **a
                == Audience::Team {
                    team: MafiaTeam::Mafia.into(),
                    members: m.clone()
                }));
        assert!(picks.iter().any(|(a, msg)| matches!(msg,
            MafiaMessage::ChoiceRecorded { power: Power::Kill, target } if *target == y)
            && **a == Audience::Seat(m[0])));
        g.ok(m[0], MafiaAction::Kill(x)); // changed: x 1
        g.ok(m[1], MafiaAction::Kill(x)); // x 2
        g.ok(m[2], MafiaAction::Kill(y)); // y 1
        g.ok(g.cop(), MafiaAction::Investigate(m[0]));
        let e = g.ok(g.doctor(), MafiaAction::Protect(m[1]));
        let (day, killed, _) = find_dawn(&e).expect("every power chose: dawn");
        assert_eq!(day, 1);
        assert_eq!(killed, Some(x), "seed {s}: two picks beat one");
        assert!(!g.alive(x));
        assert!(g.alive(y));
    }
}

/// A split mafia: each of the two mafiosi picks a different villager.
fn tied_night(seed: u64) -> (Seat, Seat, Option<Seat>) {
    let mut g = Game::classic(seed, 6);
    g.all_ready();
    let m = g.mafia();
    let v = g.villagers();
    g.ok(m[0], MafiaAction::Kill(v[0]));
    g.ok(m[1], MafiaAction::Kill(v[1]));
    g.ok(g.cop(), MafiaAction::Investigate(m[0]));
    let e = g.ok(g.doctor(), MafiaAction::Protect(m[0]));
    let (_, killed, _) = find_dawn(&e).expect("dawn");
    (v[0], v[1], killed)
}

#[test]
fn mafia_tie_is_broken_by_the_seeded_rng() {
    let mut first = 0;
    let mut second = 0;
    for s in 0..40 {
        let (a, b, killed) = tied_night(s);
        assert!(
            killed == Some(a) || killed == Some(b),
            "one of the tied dies"
        );
        assert_eq!(tied_night(s).2, killed, "seed {s}: same seed, same victim");
        if killed == Some(a) {
            first += 1;
        } else {
            second += 1;
        }
    }
    assert!(
        first > 0 && second > 0,
        "other seeds break the tie the other way ({first}/{second})"
    );
}

#[test]
fn night_ends_at_its_deadline_with_the_picks_made_and_not_before() {
    let mut g = Game::classic(4, 8);
    g.all_ready();
    let deadline = g.table.deadline().expect("night deadline");
    let m = g.mafia();
    let x = g.villagers()[0];
    g.ok(m[0], MafiaAction::Kill(x));
    assert!(g.tick_at(Timestamp(deadline.0 - 1)).is_empty());
    let e = g.tick_at(deadline);
    assert_eq!(find_dawn(&e), Some((1, Some(x), Some(Role::Villager))));
}

#[test]
fn no_pick_means_no_kill() {
    let mut g = Game::classic(5, 8);
    g.all_ready();
    let e = g.tick();
    assert_eq!(find_dawn(&e), Some((1, None, None)));
    assert_eq!(g.living().len(), 8);
}

#[test]
fn cop_learns_the_alignment_alone_and_only_at_dawn() {
    for s in 0..5 {
        let mut g = Game::classic(s, 8);
        g.all_ready();
        let m = g.mafia();
        let v = g.villagers();
        let cop = g.cop();
        for mm in &m {
            g.ok(*mm, MafiaAction::Kill(v[0]));
        }
        let chose = g.ok(cop, MafiaAction::Investigate(m[0]));
        assert!(
            !mafia_messages(&chose)
                .iter()
                .any(|(_, msg)| matches!(msg, MafiaMessage::Investigation { .. })),
            "no result before dawn"
        );
        assert!(
            mafia_messages(&chose)
                .iter()
                .all(|(a, _)| **a == Audience::Seat(cop))
        );
        let dawn = g.ok(g.doctor(), MafiaAction::Protect(v[1]));
        let msgs = mafia_messages(&dawn);
        let found: Vec<_> = msgs
            .iter()
            .filter(|(_, m)| matches!(m, MafiaMessage::Investigation { .. }))
            .collect();
        assert_eq!(found.len(), 1, "one result");
        assert_eq!(*found[0].0, Audience::Seat(cop), "to the cop alone");
        assert_eq!(
            *found[0].1,
            MafiaMessage::Investigation {
                target: m[0],
                alignment: MafiaTeam::Mafia
            }
        );
        // Order: who died, the cop's result, then the living.
        let pos = |f: &dyn Fn(&MafiaMessage) -> bool| {
            msgs.iter().position(|(_, m)| f(m)).expect("message")
        };
        let d = pos(&|m| matches!(m, MafiaMessage::Dawn { .. }));
        let i = pos(&|m| matches!(m, MafiaMessage::Investigation { .. }));
        let a = pos(&|m| matches!(m, MafiaMessage::StillAlive { .. }));
        assert!(d < i && i < a, "dawn, then result, then the living");
        assert!(msgs.iter().any(|(aud, m)| **aud == Audience::Public
            && matches!(m, MafiaMessage::StillAlive { seats } if *seats == g.living())));

        // Night 1: a village-aligned target (the doctor) reads "village".
        g.everyone_votes(VoteChoice::NoOne);
        let doc = g.doctor();
        let e = g.night(Some(v[1]), Some(doc), Some(v[2]));
        assert!(
            mafia_messages(&e)
                .iter()
                .any(|(a, m)| **a == Audience::Seat(cop)
                    && *m
                        == &MafiaMessage::Investigation {
                            target: doc,
                            alignment: MafiaTeam::Village
                        })
        );
    }
}

#[test]
fn doctor_saving_the_victim_means_nobody_dies() {
    for s in 0..5 {
        let mut g = Game::classic(s, 8);
        g.all_ready();
        let x = g.villagers()[0];
        let e = g.night(Some(x), Some(g.mafia()[0]), Some(x));
        assert_eq!(find_dawn(&e), Some((1, None, None)), "seed {s}");
        assert!(g.alive(x));
        assert_eq!(g.living().len(), 8);
        assert!(
            public_mafia(&e)
                .iter()
                .any(|m| matches!(m, MafiaMessage::StillAlive { seats } if seats.len() == 8))
        );
    }
}

#[test]
fn doctor_may_save_themself_once_and_the_second_time_is_already_used() {
    let mut g = Game::classic(7, 8);
    let ready = g.all_ready();
    let doc = g.doctor();
    let p = Game::prompt_in(&ready, doc, MafiaPrompt::Protect).expect("protect prompt");
    assert!(
        p.choices
            .contains(&Action::Mafia(MafiaAction::Protect(doc))),
        "self is offered before use"
    );
    // The mafia go for the doctor, who saves themself.
    let e = g.night(Some(doc), Some(g.mafia()[0]), Some(doc));
    assert_eq!(find_dawn(&e), Some((1, None, None)), "the self-save works");
    let day = g.everyone_votes(VoteChoice::NoOne);
    assert!(has_no_lynch(&day));
    let p = Game::prompt_in(&day, doc, MafiaPrompt::Protect).expect("night 1 prompt");
    assert!(
        !p.choices
            .contains(&Action::Mafia(MafiaAction::Protect(doc))),
        "self is no longer offered"
    );
    assert_eq!(p.choices.len(), g.living().len() - 1);
    let r = g.act(doc, MafiaAction::Protect(doc));
    assert!(matches!(r, Err(Rejection::AlreadyUsed { .. })), "{r:?}");
    g.ok(doc, MafiaAction::Protect(g.villagers()[0]));
}

#[test]
fn a_mafioso_cannot_target_a_mafioso() {
    let mut g = Game::classic(8, 12);
    let ready = g.all_ready();
    let m = g.mafia();
    assert_eq!(m.len(), 4);
    for a in &m {
        for b in &m {
            let r = g.act(*a, MafiaAction::Kill(*b));
            assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
        }
        let p = Game::prompt_in(&ready, *a, MafiaPrompt::NightKill).expect("kill prompt");
        let want: Vec<Action> = g
            .living_in(MafiaTeam::Village)
            .into_iter()
            .map(|t| Action::Mafia(MafiaAction::Kill(t)))
            .collect();
        assert_eq!(p.choices, want, "the choices are the living village");
    }
}

#[test]
fn the_cop_cannot_investigate_themself() {
    let mut g = Game::classic(9, 8);
    let ready = g.all_ready();
    let cop = g.cop();
    let r = g.act(cop, MafiaAction::Investigate(cop));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
    let p = Game::prompt_in(&ready, cop, MafiaPrompt::Investigate).expect("prompt");
    assert!(
        !p.choices
            .contains(&Action::Mafia(MafiaAction::Investigate(cop)))
    );
    assert_eq!(p.choices.len(), 7);
}

#[test]
fn night_powers_belong_to_their_roles() {
    let mut g = Game::classic(10, 8);
    let ready = g.all_ready();
    let v = g.villagers()[0];
    let m = g.mafia()[0];
    let (cop, doc) = (g.cop(), g.doctor());
    for (who, action) in [
        (v, MafiaAction::Kill(cop)),
        (cop, MafiaAction::Kill(v)),
        (doc, MafiaAction::Kill(v)),
        (v, MafiaAction::Investigate(m)),
        (m, MafiaAction::Investigate(cop)),
        (doc, MafiaAction::Investigate(m)),
        (v, MafiaAction::Protect(v)),
        (m, MafiaAction::Protect(m)),
        (cop, MafiaAction::Protect(cop)),
    ] {
        let r = g.act(who, action.clone());
        assert!(
            matches!(r, Err(Rejection::NotYourTurn { .. })),
            "{who:?} {action:?}: {r:?}"
        );
    }
    // Villagers get no night prompt; voting is refused at night.
    assert!(Game::prompt_in(&ready, v, MafiaPrompt::NightKill).is_none());
    let r = g.act(v, MafiaAction::Vote(VoteChoice::NoOne));
    assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
    let r = g.act(v, MafiaAction::Ready);
    assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
}

// ---------------------------------------------------------------- who may act

#[test]
fn removed_players_cannot_act_and_cannot_be_chosen() {
    let mut g = Game::classic(11, 9);
    g.all_ready();
    let v = g.villagers();
    let killed = v[0];
    g.night(Some(killed), Some(g.mafia()[0]), Some(v[1]));
    assert!(!g.alive(killed));
    for action in [
        MafiaAction::Vote(VoteChoice::NoOne),
        MafiaAction::Vote(vote_for(v[1])),
        MafiaAction::Ready,
        MafiaAction::Say(Canned {
            id: 0,
            subject: None,
            recipient: None,
        }),
    ] {
        let r = g.act(killed, action);
        assert!(matches!(r, Err(Rejection::DeadActor { .. })), "{r:?}");
    }
    let r = g.act(v[1], MafiaAction::Vote(vote_for(killed)));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
    let r = g.act(v[1], MafiaAction::Vote(vote_for(Seat(200))));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");

    // Lynch another villager; at night neither may act or be chosen.
    let lynched = v[1];
    let e = g.everyone_votes(vote_for(lynched));
    assert_eq!(find_lynch(&e).map(|l| l.0), Some(lynched));
    let m = g.mafia();
    for dead in [killed, lynched] {
        let r = g.act(m[0], MafiaAction::Kill(dead));
        assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
        let r = g.act(g.cop(), MafiaAction::Investigate(dead));
        assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
        let r = g.act(g.doctor(), MafiaAction::Protect(dead));
        assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
        for action in [
            MafiaAction::Kill(v[2]),
            MafiaAction::Investigate(v[2]),
            MafiaAction::Protect(v[2]),
        ] {
            let r = g.act(dead, action);
            assert!(matches!(r, Err(Rejection::DeadActor { .. })), "{r:?}");
        }
    }
    let r = g.act(m[0], MafiaAction::Kill(Seat(200)));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
}

#[test]
fn non_players_get_not_a_player_in_every_phase() {
    let mut g = Game::classic(12, 8);
    let stranger = PlayerId::new("stranger");
    let try_all = |g: &mut Game| {
        for action in [
            MafiaAction::Ready,
            MafiaAction::Vote(VoteChoice::NoOne),
            MafiaAction::Kill(seat(0)),
            MafiaAction::Investigate(seat(0)),
            MafiaAction::Protect(seat(0)),
        ] {
            let r = g.input(&act_input(stranger.clone(), action));
            assert!(matches!(r, Err(Rejection::NotAPlayer { .. })), "{r:?}");
        }
    };
    try_all(&mut g);
    g.all_ready();
    try_all(&mut g);
    g.tick();
    try_all(&mut g);
}

// ---------------------------------------------------------------- day

/// A game at the start of day 1 with nobody dead (the doctor saved).
fn day_one(seed: u64, n: usize) -> Game {
    let mut g = Game::classic(seed, n);
    g.all_ready();
    let x = g.villagers()[0];
    let e = g.night(Some(x), Some(g.mafia()[0]), Some(x));
    assert_eq!(find_dawn(&e), Some((1, None, None)));
    assert!(
        public_mafia(&e)
            .iter()
            .any(|m| matches!(m, MafiaMessage::VotingOpens { day: 1 }))
    );
    g
}

#[test]
fn day_vote_prompt_offers_every_living_player_and_no_one() {
    let mut g = Game::classic(13, 8);
    g.all_ready();
    let x = g.villagers()[0];
    let e = g.night(Some(x), Some(g.mafia()[0]), Some(g.cop()));
    let mut want: Vec<Action> = g
        .living()
        .into_iter()
        .map(|s| Action::Mafia(MafiaAction::Vote(vote_for(s))))
        .collect();
    want.push(Action::Mafia(MafiaAction::Vote(VoteChoice::NoOne)));
    for s in g.living() {
        let p = Game::prompt_in(&e, s, MafiaPrompt::Vote).expect("vote prompt");
        assert_eq!(p.choices, want);
        assert_eq!(p.phase, g.table.phase_no());
        assert_eq!(Some(p.deadline), g.table.deadline());
    }
    assert!(
        Game::prompt_in(&e, x, MafiaPrompt::Vote).is_none(),
        "not the dead"
    );
}

#[test]
fn votes_are_announced_publicly_and_the_last_vote_counts() {
    for s in 0..5 {
        let mut g = day_one(s, 8);
        let living = g.living();
        assert_eq!(living.len(), 8);
        let v = g.villagers();
        let (x, y) = (v[0], v[1]);
        let changer = living[0];
        let first = g.ok(changer, MafiaAction::Vote(vote_for(x)));
        assert_eq!(
            first,
            vec![narrator_engine::Effect::public(MafiaMessage::VoteCast {
                voter: changer,
                choice: vote_for(x)
            })],
            "a vote is announced publicly, and only that"
        );
        let second = g.ok(changer, MafiaAction::Vote(vote_for(y)));
        assert!(public_mafia(&second).contains(&&MafiaMessage::VoteCast {
            voter: changer,
            choice: vote_for(y)
        }));
        let mut votes = Vec::new();
        for (i, voter) in living[1..].iter().enumerate() {
            let c = match i {
                0..=2 => vote_for(x),
                3..=5 => vote_for(y),
                _ => VoteChoice::NoOne,
            };
            votes.push((*voter, c));
        }
        let e = g.day(&votes);
        assert_eq!(find_lynch(&e).map(|l| l.0), Some(y), "y 4, x 3");
        assert!(!g.alive(y) && g.alive(x));
    }
}

#[test]
fn the_day_ends_early_once_every_living_player_voted() {
    let mut g = day_one(14, 8);
    let living = g.living();
    let target = g.mafia()[0];
    let (last, rest) = living.split_last().expect("players");
    for s in rest {
        let e = g.ok(*s, MafiaAction::Vote(vote_for(target)));
        assert!(!day_ended(&e), "someone has not voted yet");
    }
    let e = g.ok(*last, MafiaAction::Vote(VoteChoice::NoOne));
    assert_eq!(find_lynch(&e), Some((target, Some(Role::Mafioso))));
    assert_eq!(find_nightfall(&e), Some(1), "night 1 follows day 1");
}

#[test]
fn the_day_ends_at_its_deadline_and_a_tick_before_does_nothing() {
    let mut g = day_one(15, 8);
    let deadline = g.table.deadline().expect("day deadline");
    let x = g.villagers()[0];
    for s in g.living().into_iter().take(5) {
        g.ok(s, MafiaAction::Vote(vote_for(x)));
    }
    assert!(g.tick_at(Timestamp(deadline.0 - 1)).is_empty());
    assert!(g.alive(x));
    let e = g.tick_at(deadline);
    assert_eq!(find_lynch(&e), Some((x, Some(Role::Villager))), "5 of 8");
    assert_eq!(find_nightfall(&e), Some(1));
}

#[test]
fn no_one_leading_means_no_lynch() {
    let mut g = day_one(16, 8);
    let x = g.villagers()[0];
    let votes: Vec<_> = g
        .living()
        .into_iter()
        .enumerate()
        .map(|(i, s)| {
            (
                s,
                if i < 3 {
                    vote_for(x)
                } else {
                    VoteChoice::NoOne
                },
            )
        })
        .collect();
    let e = g.day(&votes);
    assert!(has_no_lynch(&e));
    assert_eq!(find_lynch(&e), None);
    assert_eq!(g.living().len(), 8);
    assert_eq!(find_nightfall(&e), Some(1));
}

/// Day 1 with 8 living: four vote for one villager, four for another.
fn tied_day(seed: u64) -> (Seat, Seat, Option<Seat>) {
    let mut g = day_one(seed, 8);
    let v = g.villagers();
    let (x, y) = (v[0], v[1]);
    let votes: Vec<_> = g
        .living()
        .into_iter()
        .enumerate()
        .map(|(i, s)| (s, vote_for(if i % 2 == 0 { x } else { y })))
        .collect();
    let e = g.day(&votes);
    (x, y, find_lynch(&e).map(|l| l.0))
}

#[test]
fn a_day_tie_is_broken_by_the_seeded_rng() {
    let (mut first, mut second) = (0, 0);
    for s in 0..40 {
        let (x, y, out) = tied_day(s);
        assert!(out == Some(x) || out == Some(y), "one of the tied leaves");
        assert_eq!(tied_day(s).2, out, "seed {s}: same seed, same result");
        if out == Some(x) {
            first += 1;
        } else {
            second += 1;
        }
    }
    assert!(
        first > 0 && second > 0,
        "both ways occur ({first}/{second})"
    );
}

#[test]
fn canned_talk_is_public_by_day_and_refused_at_night() {
    let mut g = Game::classic(17, 8);
    let line = Canned {
        id: 10,
        subject: Some(seat(1)),
        recipient: None,
    };
    let e = g.ok(seat(0), MafiaAction::Say(line));
    assert_eq!(
        e,
        vec![narrator_engine::Effect::public(MafiaMessage::Said {
            speaker: seat(0),
            line
        })]
    );
    for bad in [
        Canned {
            id: 17,
            subject: None,
            recipient: None,
        },
        Canned {
            id: 10,
            subject: None,
            recipient: None,
        },
        Canned {
            id: 1,
            subject: Some(seat(1)),
            recipient: None,
        },
        Canned {
            id: 10,
            subject: Some(Seat(200)),
            recipient: None,
        },
    ] {
        let r = g.act(seat(0), MafiaAction::Say(bad));
        assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
    }
    g.all_ready();
    let r = g.act(seat(0), MafiaAction::Say(line));
    assert!(matches!(r, Err(Rejection::WrongPhase { .. })), "{r:?}");
}

// ---------------------------------------------------------------- reveal

#[test]
fn roles_are_revealed_when_their_holder_is_removed() {
    for s in 0..6 {
        let mut g = Game::classic(s, 10);
        g.all_ready();
        let cop = g.cop();
        let e = g.night(Some(cop), Some(g.mafia()[0]), Some(g.mafia()[0]));
        assert_eq!(find_dawn(&e), Some((1, Some(cop), Some(Role::Cop))));
        let doc = g.doctor();
        let e = g.everyone_votes(vote_for(doc));
        assert_eq!(find_lynch(&e), Some((doc, Some(Role::Doctor))));
        let m = g.mafia()[0];
        g.night(None, None, None);
        let e = g.everyone_votes(vote_for(m));
        assert_eq!(find_lynch(&e), Some((m, Some(Role::Mafioso))));
    }
}

#[test]
fn without_reveal_on_death_no_role_is_announced_until_the_end() {
    let rules = Ruleset {
        reveal_on_death: false,
        ..Ruleset::classic()
    };
    let mut g = Game::with_rules(rules, Seed::from_number(18), 6);
    g.all_ready();
    let v = g.villagers();
    let cop = g.cop();
    let e = g.night(Some(cop), Some(g.mafia()[0]), Some(v[0]));
    assert_eq!(find_dawn(&e), Some((1, Some(cop), None)));
    let e = g.everyone_votes(vote_for(v[0]));
    assert_eq!(find_lynch(&e), Some((v[0], None)));
    let over = find_game_over(&e).expect("2 mafia, 2 village: the mafia win");
    let names: Vec<String> = g.roles.iter().map(|r| r.name().to_string()).collect();
    assert_eq!(over.roles, names, "the end still reveals every role");
}

// ---------------------------------------------------------------- win

#[test]
fn mafia_win_at_parity_after_a_lynch() {
    for s in 0..5 {
        let mut g = Game::classic(s, 6);
        g.all_ready();
        let v = g.villagers();
        g.night(Some(v[0]), Some(g.mafia()[0]), Some(v[1]));
        assert!(!g.table.is_over(), "2 mafia against 3: not yet");
        let e = g.everyone_votes(vote_for(v[1]));
        assert_eq!(find_lynch(&e).map(|l| l.0), Some(v[1]));
        assert_eq!(
            find_winner(&e),
            Some(MafiaTeam::Mafia),
            "seed {s}: 2 against 2"
        );
        let r = find_game_over(&e).expect("game over");
        assert_eq!(r.outcome, Outcome::Won(MafiaTeam::Mafia.into()));
        assert_eq!(r.winners, g.team(MafiaTeam::Mafia));
        assert_eq!(find_nightfall(&e), None, "no night after the end");
        assert!(g.table.is_over());
    }
}

#[test]
fn mafia_win_at_parity_after_a_night_kill() {
    for s in 0..5 {
        let mut g = Game::classic(s, 6);
        g.all_ready();
        let v = g.villagers();
        let cop = g.cop();
        g.night(Some(v[0]), Some(g.mafia()[0]), Some(cop));
        g.everyone_votes(VoteChoice::NoOne);
        let e = g.night(Some(v[1]), Some(g.mafia()[1]), Some(cop));
        assert_eq!(find_dawn(&e).map(|d| d.1), Some(Some(v[1])));
        assert_eq!(
            find_winner(&e),
            Some(MafiaTeam::Mafia),
            "seed {s}: 2 against 2"
        );
        let r = find_game_over(&e).expect("game over");
        assert_eq!(r.winners, g.team(MafiaTeam::Mafia));
        assert!(
            !public_mafia(&e)
                .iter()
                .any(|m| matches!(m, MafiaMessage::VotingOpens { .. })),
            "no day after the end"
        );
        assert_eq!(g.table.deadline(), None);
    }
}

#[test]
fn village_wins_when_no_mafia_is_left_and_the_dead_win_too() {
    for s in 0..5 {
        let mut g = Game::classic(s, 6);
        g.all_ready();
        let v = g.villagers();
        let m = g.mafia();
        let cop = g.cop();
        g.night(Some(v[0]), Some(m[0]), Some(cop));
        let e = g.everyone_votes(vote_for(m[0]));
        assert_eq!(find_lynch(&e), Some((m[0], Some(Role::Mafioso))));
        assert_eq!(find_winner(&e), None, "one mafioso is left");
        assert_eq!(find_nightfall(&e), Some(1));
        g.night(Some(v[1]), Some(m[1]), Some(v[1]));
        let e = g.everyone_votes(vote_for(m[1]));
        assert_eq!(find_winner(&e), Some(MafiaTeam::Village), "seed {s}");
        let r = find_game_over(&e).expect("game over");
        assert_eq!(r.outcome, Outcome::Won(MafiaTeam::Village.into()));
        assert_eq!(
            r.winners,
            g.team(MafiaTeam::Village),
            "dead villagers win too"
        );
        assert!(r.winners.contains(&v[0]));
    }
}

// ---------------------------------------------------------------- the end

/// A finished game (mafia win on day 1) and its last effects.
fn finished(seed: u64) -> (Game, Vec<narrator_engine::Effect>) {
    let mut g = Game::classic(seed, 6);
    g.all_ready();
    let v = g.villagers();
    g.night(Some(v[0]), Some(g.mafia()[0]), Some(v[1]));
    let e = g.everyone_votes(vote_for(v[1]));
    assert!(g.table.is_over());
    (g, e)
}

#[test]
fn after_the_end_every_input_but_tick_is_refused_with_game_over() {
    let (mut g, _) = finished(19);
    let m = g.mafia()[0];
    let inputs = [
        Input::Join {
            player: PlayerId::new("late"),
            name: "Late".into(),
        },
        Input::Leave { player: pid(1) },
        Input::Fill {
            by: host(),
            seats: 10,
        },
        Input::Start { by: host() },
        act_input(pid(m.index()), MafiaAction::Kill(g.cop())),
        act_input(pid(m.index()), MafiaAction::Vote(VoteChoice::NoOne)),
        act_input(pid(m.index()), MafiaAction::Ready),
        act_input(PlayerId::new("stranger"), MafiaAction::Ready),
        Input::Stop {
            by: host(),
            admin: false,
        },
        Input::Stop {
            by: PlayerId::new("admin"),
            admin: true,
        },
    ];
    for input in &inputs {
        assert_eq!(g.input(input), Err(Rejection::GameOver), "{input:?}");
    }
    assert_eq!(g.tick_at(Timestamp(i64::MAX)), Vec::new());
}

#[test]
fn game_over_reveals_every_role_and_the_seed() {
    for s in 0..5 {
        let (g, e) = finished(s);
        let r = find_game_over(&e).expect("game over");
        let names: Vec<String> = g.roles.iter().map(|r| r.name().to_string()).collect();
        assert_eq!(r.roles, names);
        assert_eq!(r.seed, g.seed);
        assert_eq!(find_end(&e), Some(r.clone()), "the End effect agrees");
        assert_eq!(g.table.result(), Some(&r));
        let at = e
            .iter()
            .position(|x| matches!(x.kind, EffectKind::End(_)))
            .expect("end");
        assert_eq!(at, e.len() - 1, "End is the last effect");
    }
}

#[test]
fn the_started_commitment_pins_seed_and_deal_and_is_checkable_at_the_end() {
    for s in 0..5 {
        let (g, e) = finished(s);
        let commitment = g
            .start
            .iter()
            .find_map(|x| match &x.kind {
                EffectKind::Message(Message::Started {
                    commitment, names, ..
                }) => {
                    assert_eq!(x.audience, Audience::Public);
                    assert_eq!(*names, (0..6).map(name).collect::<Vec<_>>());
                    Some(commitment.clone())
                }
                _ => None,
            })
            .expect("Started");
        let names: Vec<&str> = g.roles.iter().map(|r| r.name()).collect();
        assert_eq!(commitment, fairness::commitment(&g.seed, &names));
        let r = find_game_over(&e).expect("game over");
        assert_eq!(r.commitment, commitment);
        let revealed: Vec<&str> = r.roles.iter().map(String::as_str).collect();
        assert_eq!(fairness::commitment(&r.seed, &revealed), commitment);
        let redealt = GameConfig::Mafia(Ruleset::classic()).deal(&r.seed, 6);
        assert_eq!(
            redealt, r.roles,
            "the revealed seed re-deals the same roles"
        );
    }
}

// ---------------------------------------------------------------- stop

#[test]
fn the_host_can_stop_the_game_and_every_role_is_revealed() {
    let mut g = Game::classic(20, 8);
    g.all_ready();
    let e = g
        .input(&Input::Stop {
            by: host(),
            admin: false,
        })
        .expect("the host stops");
    assert_eq!(
        e[0],
        narrator_engine::Effect::public(Message::Stopped { by: name(0) })
    );
    let r = find_game_over(&e).expect("game over");
    assert_eq!(r.outcome, Outcome::Stopped);
    assert!(r.winners.is_empty());
    assert_eq!(r.roles.len(), 8);
    assert_eq!(r.seed, g.seed);
    assert!(g.table.is_over());
    assert_eq!(
        g.act(seat(1), MafiaAction::Vote(VoteChoice::NoOne)),
        Err(Rejection::GameOver)
    );
}

#[test]
fn a_non_host_cannot_stop_the_game_but_an_admin_can() {
    let mut g = Game::classic(21, 8);
    let r = g.input(&Input::Stop {
        by: pid(3),
        admin: false,
    });
    assert!(matches!(r, Err(Rejection::NotHost { .. })), "{r:?}");
    let r = g.input(&Input::Stop {
        by: PlayerId::new("stranger"),
        admin: false,
    });
    assert!(matches!(r, Err(Rejection::NotHost { .. })), "{r:?}");
    assert!(!g.table.is_over());
    g.ok(seat(3), MafiaAction::Ready);
    let e = g
        .input(&Input::Stop {
            by: pid(3),
            admin: true,
        })
        .expect("an admin stops");
    assert_eq!(
        e[0],
        narrator_engine::Effect::public(Message::Stopped { by: name(3) })
    );
    assert_eq!(
        find_game_over(&e).map(|r| r.outcome),
        Some(Outcome::Stopped)
    );
}

// ------------------------------------------------ inactive players removed

/// Classic where one missed deadline removes the seat.
fn removing() -> Ruleset {
    Ruleset {
        afk_action: "remove".into(),
        afk_strikes: 1,
        ..Ruleset::classic()
    }
}

/// Day 0 ends at its deadline: nobody acts (a "ready" would count as
/// acting until the next deadline).
fn day_zero_passes(g: &mut Game) {
    let effects = g.tick();
    assert!(find_nightfall(&effects).is_some());
}

/// Whether any message in `effects` tells `seat`'s role before the end.
fn tells_role(effects: &[narrator_engine::Effect], seat: Seat) -> bool {
    mafia_messages(effects).iter().any(|(_, m)| match m {
        MafiaMessage::Dawn {
            killed: Some(s),
            role: Some(_),
            ..
        }
        | MafiaMessage::Lynched {
            seat: s,
            role: Some(_),
        } => *s == seat,
        _ => false,
    }) || find_game_over(effects).is_some()
}

#[test]
fn an_inactive_cop_leaves_at_the_night_deadline_and_the_night_ends_without_them() {
    let mut g = Game::with_rules(removing(), Seed::from_number(3), 8);
    day_zero_passes(&mut g);
    let (cop, doctor) = (g.cop(), g.doctor());
    let victim = g.villagers()[0];
    for m in g.mafia() {
        g.ok(m, MafiaAction::Kill(victim));
    }
    g.ok(doctor, MafiaAction::Protect(doctor));
    // The cop lets the night pass.
    let effects = g.tick();
    let public = public_mafia(&effects);
    assert_eq!(
        public.first(),
        Some(&&MafiaMessage::AfkRemoved {
            who: Who::Seat(cop)
        }),
        "the removal comes first, without a role"
    );
    assert!(!tells_role(&effects, cop));
    assert_eq!(
        find_dawn(&effects),
        Some((1, Some(victim), Some(Role::Villager)))
    );
    assert!(
        !mafia_messages(&effects)
            .iter()
            .any(|(_, m)| matches!(m, MafiaMessage::Investigation { .. }))
    );
    let living = public.iter().find_map(|m| match m {
        MafiaMessage::StillAlive { seats } => Some(seats.clone()),
        _ => None,
    });
    assert!(living.is_some_and(|l| !l.contains(&cop) && !l.contains(&victim)));
    assert!(!g.alive(cop));
    assert!(Game::prompt_in(&effects, cop, MafiaPrompt::Vote).is_none());
    let r = g.act(cop, MafiaAction::Vote(VoteChoice::NoOne));
    assert!(matches!(r, Err(Rejection::DeadActor { .. })), "{r:?}");
    assert!(!g.table.is_over());
}

#[test]
fn votes_for_a_removed_player_count_for_nobody() {
    let mut g = Game::with_rules(removing(), Seed::from_number(5), 9);
    day_zero_passes(&mut g);
    let (cop, doctor) = (g.cop(), g.doctor());
    g.night(Some(doctor), Some(g.villagers()[0]), Some(cop));
    assert!(!g.alive(doctor));
    // Everybody votes out a player who lets the day pass.
    let absent = g.villagers()[0];
    let votes: Vec<_> = g
        .living()
        .into_iter()
        .filter(|s| *s != absent)
        .map(|s| (s, VoteChoice::Player(absent)))
        .collect();
    let effects = g.day(&votes);
    assert!(public_mafia(&effects).contains(&&MafiaMessage::AfkRemoved {
        who: Who::Seat(absent)
    }));
    assert!(has_no_lynch(&effects), "not lynched: nobody is");
    assert!(find_lynch(&effects).is_none());
    assert!(!tells_role(&effects, absent));
    assert!(!g.alive(absent));
    assert_eq!(find_nightfall(&effects), Some(1));
}

#[test]
fn removing_the_last_mafioso_wins_for_the_village_at_once() {
    let rules = Ruleset {
        min_players: 8,
        mafia_divisor: 8,
        ..removing()
    };
    let mut g = Game::with_rules(rules, Seed::from_number(1), 8);
    let mafioso = g.mafia()[0];
    assert_eq!(g.mafia().len(), 1);
    day_zero_passes(&mut g);
    let (cop, doctor) = (g.cop(), g.doctor());
    g.ok(cop, MafiaAction::Investigate(mafioso));
    g.ok(doctor, MafiaAction::Protect(doctor));
    // The mafioso lets the night pass.
    let effects = g.tick();
    let public = public_mafia(&effects);
    assert_eq!(
        public.first(),
        Some(&&MafiaMessage::AfkRemoved {
            who: Who::Seat(mafioso)
        })
    );
    assert_eq!(find_winner(&effects), Some(MafiaTeam::Village));
    assert!(find_dawn(&effects).is_none(), "the game ended before dawn");
    let result = find_game_over(&effects).expect("the end");
    assert_eq!(result.roles[mafioso.index()], "mafioso");
    assert!(g.table.is_over());
}
