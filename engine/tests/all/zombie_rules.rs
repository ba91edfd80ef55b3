//! The Zombie Game's rules (rules/zombie.md), one test per rule, on the
//! rules' state machine and through chat play.

use crate::zombie_support;

use narrator_engine::GameMessage;
use narrator_engine::rejection::Act;
use narrator_engine::zombie::{
    Condition, Contact, Ending, Outbreak, Ranked, Refusal, Role, TurnReport, ZombieAction,
    ZombieMessage, ZombieOptions,
};
use narrator_engine::zombie::{ZombiePrompt, ZombieTeam};
use narrator_engine::{Audience, EffectKind, Outcome, PromptKind};
use narrator_engine::{Input, Message, Rejection};
use zombie_support::*;

const H: Role = Role::Human;
const Z: Role = Role::Zombie;

fn cond(o: &Outbreak, i: usize) -> Condition {
    o.player(seat(i)).expect("a player").condition
}

fn score(o: &Outbreak, i: usize) -> u32 {
    o.player(seat(i)).expect("a player").score
}

fn meet(o: &mut Outbreak, a: usize, b: usize) -> Contact {
    o.interact(seat(a), seat(b))
        .unwrap_or_else(|r| panic!("{a} × {b} refused: {r:?}"))
}

fn next(o: &mut Outbreak) -> TurnReport {
    o.end_turn().expect("the game runs").report
}

// --- Set-up -------------------------------------------------------------

#[test]
fn every_player_starts_with_one_antidote_and_no_score() {
    let o = Outbreak::new(&[H, Z, H], 5);
    for p in o.players() {
        assert!(p.antidote, "zombies included");
        assert_eq!(p.score, 0);
    }
    assert_eq!(cond(&o, 0), Condition::Human);
    assert_eq!(cond(&o, 1), Condition::Zombie);
}

#[test]
fn the_deal_is_told_privately_and_the_counts_publicly() {
    let chat = Chat::new("HZHHZ", ZombieOptions::default());
    let msgs = zombie_messages(&chat.start);
    for (i, role) in chat.roles.iter().enumerate() {
        let cards: Vec<_> = msgs
            .iter()
            .filter(|(_, m)| matches!(m, ZombieMessage::RoleCard { .. }))
            .filter(|(a, _)| a.includes(seat(i)))
            .collect();
        assert_eq!(cards.len(), 1, "seat {i} sees exactly its own card");
        assert_eq!(*cards[0].0, Audience::Seat(seat(i)), "the card is private");
        assert_eq!(*cards[0].1, ZombieMessage::RoleCard { role: *role });
    }
    assert!(msgs.contains(&(
        &Audience::Public,
        &ZombieMessage::Opening {
            humans: 3,
            zombies: 2,
            max_turns: 6
        }
    )));
    assert!(
        chat.start.iter().any(|e| matches!(&e.kind,
            EffectKind::Message(Message::Started { commitment, .. }) if commitment.len() == 64)),
        "a fair-deal commitment is published"
    );
}

// --- Interactions -------------------------------------------------------

#[test]
fn human_meets_human_both_score() {
    let mut o = Outbreak::new(&[H, H, Z], 5);
    assert_eq!(meet(&mut o, 0, 1), Contact::BothScored);
    assert_eq!((score(&o, 0), score(&o, 1)), (1, 1));
    assert_eq!(
        (cond(&o, 0), cond(&o, 1)),
        (Condition::Human, Condition::Human)
    );
}

#[test]
fn human_meets_zombie_is_infected_and_the_zombie_scores() {
    let mut o = Outbreak::new(&[H, Z, H], 5);
    let c = meet(&mut o, 0, 1);
    assert_eq!(
        c,
        Contact::Infected {
            victim: seat(0),
            scorer: Some(seat(1))
        }
    );
    assert_eq!(cond(&o, 0), Condition::Infected { since: 0 });
    assert_eq!((score(&o, 0), score(&o, 1)), (0, 1));
}

#[test]
fn who_starts_an_interaction_does_not_matter() {
    let mut o = Outbreak::new(&[H, Z, H], 5);
    meet(&mut o, 1, 0);
    assert_eq!(cond(&o, 0), Condition::Infected { since: 0 });
    assert_eq!(score(&o, 1), 1);
}

#[test]
fn human_meets_temporarily_infected_is_infected_and_nobody_scores() {
    let mut o = Outbreak::new(&[H, Z, H], 5);
    meet(&mut o, 0, 1); // 0 infected
    let c = meet(&mut o, 2, 0);
    assert_eq!(
        c,
        Contact::Infected {
            victim: seat(2),
            scorer: None
        }
    );
    assert_eq!(cond(&o, 2), Condition::Infected { since: 0 });
    assert_eq!((score(&o, 0), score(&o, 2)), (0, 0));
}

#[test]
fn human_meets_permanently_infected_is_infected_and_they_score() {
    let mut o = Outbreak::new(&[H, Z, H, H], 9);
    meet(&mut o, 0, 1);
    for _ in 0..4 {
        next(&mut o);
    }
    assert_eq!(cond(&o, 0), Condition::Turned);
    assert_eq!(score(&o, 0), 0);
    let c = meet(&mut o, 2, 0);
    assert_eq!(
        c,
        Contact::Infected {
            victim: seat(2),
            scorer: Some(seat(0))
        }
    );
    assert_eq!(score(&o, 0), 1, "one point for each human infected");
    meet(&mut o, 3, 0);
    assert_eq!(score(&o, 0), 2);
}

#[test]
fn without_a_human_an_interaction_changes_nothing() {
    let mut o = Outbreak::new(&[Z, Z, H, H], 5);
    meet(&mut o, 2, 0); // 2 infected, zombie 0 scores
    let before: Vec<_> = o.players().to_vec();
    assert_eq!(meet(&mut o, 0, 1), Contact::Nothing, "zombie × zombie");
    assert_eq!(meet(&mut o, 1, 2), Contact::Nothing, "zombie × infected");
    assert_eq!(o.players(), &before[..]);
}

#[test]
fn a_player_cannot_interact_with_themself() {
    let mut o = Outbreak::new(&[H, Z, H], 5);
    assert_eq!(o.interact(seat(0), seat(0)), Err(Refusal::Yourself));
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    let r = chat.act(0, ZombieAction::Touch(seat(0)));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
}

#[test]
fn a_pair_interacts_at_most_once_per_turn_but_a_player_with_several() {
    let mut o = Outbreak::new(&[H, H, H, Z], 5);
    meet(&mut o, 0, 1);
    meet(&mut o, 0, 2);
    assert_eq!(o.interact(seat(0), seat(1)), Err(Refusal::AlreadyMet));
    assert_eq!(
        o.interact(seat(1), seat(0)),
        Err(Refusal::AlreadyMet),
        "either way round"
    );
    assert_eq!(score(&o, 0), 2);
    next(&mut o);
    meet(&mut o, 1, 0);
    assert_eq!(score(&o, 0), 3, "again in the next turn");
}

#[test]
fn interactions_are_processed_in_the_order_they_happen() {
    // 1 meets 2 while both are human, then 1 is infected: 2 stays human.
    let mut o = Outbreak::new(&[Z, H, H, H], 5);
    meet(&mut o, 1, 2);
    meet(&mut o, 0, 1);
    assert_eq!(cond(&o, 2), Condition::Human);
    // The other order: 3 meets 1 after 1's infection and is infected.
    meet(&mut o, 3, 1);
    assert_eq!(cond(&o, 3), Condition::Infected { since: 0 });
}

// --- The 3-turn rule ----------------------------------------------------

#[test]
fn infected_in_turn_t_turns_permanent_at_the_end_of_turn_t_plus_3_with_score_reset() {
    let mut o = Outbreak::new(&[H, H, Z, H], 20);
    next(&mut o); // turn 0
    meet(&mut o, 0, 1); // turn 1: 0 scores 1
    meet(&mut o, 0, 3); // 0 scores 2
    meet(&mut o, 0, 2); // infected in turn 1
    assert_eq!(cond(&o, 0), Condition::Infected { since: 1 });
    for t in 1..=3 {
        next(&mut o); // end of turns 1, 2, 3
        assert_eq!(
            cond(&o, 0),
            Condition::Infected { since: 1 },
            "after the end of turn {t}"
        );
        assert_eq!(score(&o, 0), 2, "the score is kept until then");
    }
    next(&mut o); // end of turn 4 = 1 + 3
    assert_eq!(cond(&o, 0), Condition::Turned);
    assert_eq!(score(&o, 0), 0, "reset when permanent");
}

#[test]
fn a_temporarily_infected_player_scores_nothing() {
    let mut o = Outbreak::new(&[H, Z, H, H], 9);
    meet(&mut o, 0, 1);
    meet(&mut o, 0, 2);
    meet(&mut o, 0, 3);
    assert_eq!(score(&o, 0), 0);
}

// --- Antidotes ----------------------------------------------------------

#[test]
fn the_antidote_cures_a_temporary_infection_and_the_score_is_kept() {
    let mut o = Outbreak::new(&[H, H, Z], 9);
    meet(&mut o, 0, 1);
    meet(&mut o, 0, 2);
    assert_eq!(o.antidote(seat(0), seat(0)), Ok(true));
    assert_eq!(cond(&o, 0), Condition::Human);
    assert_eq!(score(&o, 0), 1);
    for _ in 0..5 {
        next(&mut o);
    }
    assert_eq!(cond(&o, 0), Condition::Human, "a cure stops the clock");
}

#[test]
fn the_antidote_is_used_up_even_when_it_does_nothing() {
    // On a human, on a zombie, on a permanently infected player.
    let mut o = Outbreak::new(&[H, Z, H, H], 20);
    meet(&mut o, 2, 1);
    for _ in 0..4 {
        next(&mut o);
    }
    assert_eq!(cond(&o, 2), Condition::Turned);
    for i in 0..3 {
        assert_eq!(o.antidote(seat(i), seat(i)), Ok(false), "seat {i}");
        assert!(!o.player(seat(i)).expect("player").antidote, "used up");
        assert_eq!(o.antidote(seat(i), seat(i)), Err(Refusal::AntidoteUsed));
    }
    assert_eq!(cond(&o, 0), Condition::Human);
    assert_eq!(cond(&o, 1), Condition::Zombie);
    assert_eq!(cond(&o, 2), Condition::Turned);
}

#[test]
fn one_antidote_per_player_per_game() {
    let mut o = Outbreak::new(&[H, Z, H], 9);
    meet(&mut o, 0, 1);
    assert_eq!(o.antidote(seat(0), seat(0)), Ok(true));
    next(&mut o);
    meet(&mut o, 0, 1);
    assert_eq!(o.antidote(seat(0), seat(0)), Err(Refusal::AntidoteUsed));
    assert_eq!(
        cond(&o, 0),
        Condition::Infected { since: 1 },
        "reinfected, clock restarted"
    );
}

#[test]
fn chat_antidote_tells_only_that_it_was_used() {
    let mut chat = Chat::new("ZHHHH", ZombieOptions::default());
    chat.touch(0, 1); // 1 infected
    for i in [1, 2] {
        let e = chat.ok(i, ZombieAction::Antidote);
        let msgs = zombie_messages(&e);
        assert_eq!(
            msgs,
            vec![(
                &Audience::Seat(seat(i)),
                &ZombieMessage::AntidoteUsed { on: None }
            )],
            "the same for the cured and the healthy"
        );
        let p = last_prompt(&e, seat(i)).expect("a new prompt");
        assert!(
            !choices(p).contains(&ZombieAction::Antidote),
            "no second use offered"
        );
    }
    let r = chat.act(1, ZombieAction::Antidote);
    assert!(matches!(r, Err(Rejection::AlreadyUsed { .. })), "{r:?}");
    assert_eq!(
        chat.outbreak().player(seat(1)).expect("p").condition,
        Condition::Human
    );
}

#[test]
fn giving_the_antidote_needs_the_option() {
    let mut chat = Chat::new("ZHHHH", ZombieOptions::default());
    chat.touch(0, 1);
    let r = chat.act(2, ZombieAction::GiveAntidote(seat(1)));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");

    let mut chat = Chat::new(
        "ZHHHH",
        ZombieOptions {
            antidote_gift: true,
            ..ZombieOptions::default()
        },
    );
    chat.touch(0, 1);
    let e = chat.ok(2, ZombieAction::GiveAntidote(seat(1)));
    assert_eq!(
        chat.outbreak().player(seat(1)).expect("p").condition,
        Condition::Human
    );
    assert!(!chat.outbreak().player(seat(2)).expect("p").antidote);
    assert!(
        chat.outbreak().player(seat(1)).expect("p").antidote,
        "the receiver keeps theirs"
    );
    let msgs = zombie_messages(&e);
    assert!(msgs.contains(&(
        &Audience::Seat(seat(2)),
        &ZombieMessage::AntidoteUsed { on: Some(seat(1)) }
    )));
    assert!(msgs.contains(&(
        &Audience::Seat(seat(1)),
        &ZombieMessage::AntidoteReceived { from: seat(2) }
    )));
}

// --- The tricky case ----------------------------------------------------

/// A is touched by a zombie, then touches human B, then uses the antidote:
/// A is human again, B stays infected and is permanent 3 turns later with
/// score 0.
#[test]
fn the_tricky_case_on_the_rules() {
    // A = 0, B = 1, zombie = 2, others 3, 4.
    let mut o = Outbreak::new(&[H, H, Z, H, H], 9);
    meet(&mut o, 1, 3); // B scores 1 first
    meet(&mut o, 2, 0);
    meet(&mut o, 0, 1);
    assert_eq!(o.antidote(seat(0), seat(0)), Ok(true));
    assert_eq!(cond(&o, 0), Condition::Human);
    assert_eq!(cond(&o, 1), Condition::Infected { since: 0 });
    assert_eq!(score(&o, 1), 1);
    for _ in 0..3 {
        next(&mut o);
        assert_eq!(cond(&o, 1), Condition::Infected { since: 0 });
    }
    let r = next(&mut o); // end of turn 3
    assert_eq!(r.turn, 3);
    assert_eq!(cond(&o, 1), Condition::Turned);
    assert_eq!(score(&o, 1), 0);
    assert_eq!(cond(&o, 0), Condition::Human);
}

#[test]
fn the_tricky_case_in_chat_play() {
    let mut chat = Chat::new("HHZHH", ZombieOptions::default());
    chat.touch(2, 0); // the zombie touches A
    chat.touch(0, 1); // A touches B
    chat.ok(0, ZombieAction::Antidote);
    let mut reports = Vec::new();
    for _ in 0..4 {
        let e = chat.end_turn();
        reports.extend(
            zombie_messages(&e)
                .into_iter()
                .filter_map(|(a, m)| match m {
                    ZombieMessage::TurnEnded(r) => {
                        assert_eq!(*a, Audience::Public);
                        Some(*r)
                    }
                    _ => None,
                }),
        );
    }
    assert_eq!(reports.len(), 4);
    for r in &reports {
        assert_eq!(
            (r.humans, r.zombies),
            (3, 2),
            "B counts as a zombie from turn 0"
        );
    }
    assert_eq!(reports[0].top_zombie, Some(1));
    let o = chat.outbreak();
    assert_eq!(o.player(seat(0)).expect("A").condition, Condition::Human);
    assert_eq!(o.player(seat(1)).expect("B").condition, Condition::Turned);
    assert_eq!(o.player(seat(1)).expect("B").score, 0);
}

// --- Announcements ------------------------------------------------------

#[test]
fn the_turn_announcement_counts_the_infected_as_zombies_with_top_scores() {
    let mut o = Outbreak::new(&[H, H, Z, H, H], 9);
    meet(&mut o, 0, 1); // 0: 1, 1: 1
    meet(&mut o, 0, 3); // 0: 2, 3: 1
    meet(&mut o, 0, 2); // 0 infected (keeps 2), zombie 1
    let r = next(&mut o);
    assert_eq!(
        r,
        TurnReport {
            turn: 0,
            humans: 3,
            zombies: 2,
            top_human: Some(1),
            top_zombie: Some(2),
        },
        "the infected 0 keeps 2 points and counts among the zombies"
    );
}

#[test]
fn the_announcement_is_public_after_each_turn_and_names_nobody() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    chat.touch(0, 2);
    let e = chat.end_turn();
    let turn: Vec<_> = zombie_messages(&e)
        .into_iter()
        .filter(|(_, m)| matches!(m, ZombieMessage::TurnEnded(_)))
        .collect();
    assert_eq!(turn.len(), 1);
    assert_eq!(*turn[0].0, Audience::Public);
    let names: Vec<String> = chat.table.names();
    let text = narrator_engine::render::message(
        narrator_engine::render::Lang::En,
        &Message::Game(GameMessage::Zombie(turn[0].1.clone())),
        &narrator_engine::render::Names::new(&names),
    );
    for n in &names {
        assert!(!text.contains(n.as_str()), "{n} in {text:?}");
    }
    assert!(
        text.contains("Highest score: humans 1, zombies 0"),
        "{text}"
    );
}

#[test]
fn nothing_public_happens_during_a_turn() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    for (a, b) in [(0, 1), (2, 3), (1, 4)] {
        let e = chat.touch(a, b);
        assert!(
            e.iter().all(|e| e.audience != Audience::Public),
            "touches are private: {e:?}"
        );
        let msgs = zombie_messages(&e);
        assert_eq!(
            msgs,
            vec![
                (
                    &Audience::Seat(seat(a)),
                    &ZombieMessage::YouInteracted { with: seat(b) }
                ),
                (
                    &Audience::Seat(seat(b)),
                    &ZombieMessage::InteractedWithYou { by: seat(a) }
                ),
            ],
            "each side learns who, nothing more"
        );
    }
}

// --- Endings ------------------------------------------------------------

#[test]
fn zombies_win_when_nobody_is_human_and_zombies_and_permanent_are_ranked() {
    let mut o = Outbreak::new(&[Z, H, H, H], 20);
    meet(&mut o, 0, 1); // zombie 1 point
    next(&mut o);
    next(&mut o);
    next(&mut o);
    let end = o.end_turn().expect("runs"); // end of turn 3: 1 permanent
    assert_eq!(end.ending, None, "2 and 3 are still human");
    meet(&mut o, 2, 1); // permanent 1 infects 2: 1 point
    meet(&mut o, 3, 2); // temporary 2 infects 3: no point
    meet(&mut o, 0, 3); // zombie × infected: nothing
    let end = o.end_turn().expect("runs");
    assert_eq!(
        end.ending,
        Some(Ending::ZombiesWin),
        "temporarily infected count too"
    );
    assert_eq!(end.report.humans, 0);
    let ranking = o.ranked(Ending::ZombiesWin);
    assert_eq!(
        ranking,
        vec![
            Ranked {
                rank: 1,
                seat: seat(0),
                score: 1,
                condition: Condition::Zombie
            },
            Ranked {
                rank: 1,
                seat: seat(1),
                score: 1,
                condition: Condition::Turned
            },
        ],
        "zombies and the permanently infected, by score; the temporarily infected are not ranked"
    );
    assert_eq!(o.end_turn(), Err(Refusal::GameOver));
    assert_eq!(o.interact(seat(0), seat(2)), Err(Refusal::GameOver));
}

#[test]
fn one_human_left_is_the_survivor_and_wins() {
    let mut o = Outbreak::new(&[Z, H, H], 20);
    meet(&mut o, 0, 1);
    let end = o.end_turn().expect("runs");
    assert_eq!(end.ending, Some(Ending::Survivor(seat(2))));
    assert_eq!(o.ranked(Ending::Survivor(seat(2))).len(), 1);
}

#[test]
fn the_last_turn_ends_with_the_humans_winning_ranked_by_score() {
    let mut o = Outbreak::new(&[Z, H, H, H, H], 2);
    meet(&mut o, 1, 2);
    meet(&mut o, 1, 3);
    meet(&mut o, 0, 4); // 4 infected
    assert_eq!(o.end_turn().expect("runs").ending, None);
    meet(&mut o, 2, 3);
    let end = o.end_turn().expect("runs");
    assert_eq!(end.report.turn, 1);
    assert_eq!(end.ending, Some(Ending::HumansWin));
    let ranking = o.ranked(Ending::HumansWin);
    let seats: Vec<_> = ranking
        .iter()
        .map(|r| (r.rank, r.seat.0, r.score))
        .collect();
    assert_eq!(
        seats,
        vec![(1, 1, 2), (1, 2, 2), (1, 3, 2)],
        "ties share a rank; 4 is infected"
    );
}

#[test]
fn ties_share_a_rank_and_the_next_rank_skips() {
    let mut o = Outbreak::new(&[Z, H, H, H, H], 1);
    meet(&mut o, 1, 2);
    meet(&mut o, 1, 3);
    meet(&mut o, 2, 3);
    o.end_turn().expect("runs");
    let ranks: Vec<_> = o
        .ranked(Ending::HumansWin)
        .iter()
        .map(|r| (r.seat.0, r.rank))
        .collect();
    assert_eq!(ranks, vec![(1, 1), (2, 1), (3, 1), (4, 4)]);
}

#[test]
fn endings_are_checked_in_order_at_the_last_turn() {
    // The last turn with one human left: the survivor, not the humans.
    let mut o = Outbreak::new(&[Z, H, H], 1);
    meet(&mut o, 0, 1);
    assert_eq!(
        o.end_turn().expect("runs").ending,
        Some(Ending::Survivor(seat(2)))
    );
    // The last turn with no human left: the zombies.
    let mut o = Outbreak::new(&[Z, H], 1);
    meet(&mut o, 0, 1);
    assert_eq!(o.end_turn().expect("runs").ending, Some(Ending::ZombiesWin));
}

#[test]
fn chat_endings_post_winners_ranking_then_the_full_reveal() {
    // Humans win at the last turn.
    let mut chat = Chat::new(
        "ZHHHH",
        ZombieOptions {
            max_turns: 1,
            ..ZombieOptions::default()
        },
    );
    chat.touch(1, 2);
    let e = chat.end_turn();
    let kinds: Vec<&str> = e
        .iter()
        .map(|e| match &e.kind {
            EffectKind::Message(Message::Game(GameMessage::Zombie(ZombieMessage::TurnEnded(
                _,
            )))) => "turn",
            EffectKind::Message(Message::Game(GameMessage::Zombie(ZombieMessage::Ended {
                ..
            }))) => "ended",
            EffectKind::Message(Message::Game(GameMessage::Zombie(ZombieMessage::Reveal {
                ..
            }))) => "reveal",
            EffectKind::Message(Message::GameOver(_)) => "game over",
            EffectKind::End(_) => "end",
            _ => "other",
        })
        .collect();
    assert_eq!(kinds, vec!["turn", "ended", "reveal", "game over", "end"]);
    assert!(e.iter().all(|e| e.audience == Audience::Public));
    let result = chat.table.result().expect("over").clone();
    assert_eq!(result.outcome, Outcome::Won(ZombieTeam::Humans.into()));
    assert_eq!(result.winners, vec![seat(1), seat(2), seat(3), seat(4)]);
    assert_eq!(
        result.roles,
        vec!["zombie", "human", "human", "human", "human"]
    );
    let Some((_, ZombieMessage::Reveal { players })) = zombie_messages(&e)
        .into_iter()
        .find(|(_, m)| matches!(m, ZombieMessage::Reveal { .. }))
    else {
        panic!("a reveal");
    };
    assert_eq!(players.len(), 5, "everyone's final state");
    assert_eq!(players[1].score, 1);
    let r = chat.act(1, ZombieAction::Touch(seat(3)));
    assert_eq!(r, Err(Rejection::GameOver));

    // The survivor.
    let mut chat = Chat::new("ZHH", ZombieOptions::default());
    chat.touch(0, 1);
    chat.end_turn();
    let result = chat.table.result().expect("over");
    assert_eq!(result.outcome, Outcome::Won(ZombieTeam::Humans.into()));
    assert_eq!(result.winners, vec![seat(2)]);

    // The zombies.
    let mut chat = Chat::new("ZHHHH", ZombieOptions::default());
    for i in 1..5 {
        chat.touch(0, i);
    }
    chat.end_turn();
    let result = chat.table.result().expect("over");
    assert_eq!(result.outcome, Outcome::Won(ZombieTeam::Zombies.into()));
    assert_eq!(
        result.winners,
        vec![seat(0)],
        "temporarily infected players are not ranked"
    );
}

// --- Chat play: prompts, turns, consent ---------------------------------

#[test]
fn each_player_is_offered_the_players_not_met_this_turn() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    let p = last_prompt(&chat.start, seat(1)).expect("a prompt");
    assert_eq!(p.kind, PromptKind::Zombie(ZombiePrompt::Turn));
    assert_eq!(
        choices(p),
        vec![
            ZombieAction::Touch(seat(0)),
            ZombieAction::Touch(seat(2)),
            ZombieAction::Touch(seat(3)),
            ZombieAction::Touch(seat(4)),
            ZombieAction::Antidote,
        ]
    );
    let host = choices(last_prompt(&chat.start, seat(0)).expect("host prompt"));
    assert_eq!(
        host.last(),
        Some(&ZombieAction::EndTurn),
        "the host may end the turn"
    );
    let e = chat.touch(1, 3);
    let p1 = choices(last_prompt(&e, seat(1)).expect("renewed"));
    let p3 = choices(last_prompt(&e, seat(3)).expect("renewed"));
    assert!(!p1.contains(&ZombieAction::Touch(seat(3))));
    assert!(!p3.contains(&ZombieAction::Touch(seat(1))));
    let r = chat.act(3, ZombieAction::Touch(seat(1)));
    assert!(matches!(r, Err(Rejection::InvalidTarget { .. })), "{r:?}");
    let e = chat.end_turn();
    let p3 = choices(last_prompt(&e, seat(3)).expect("new turn"));
    assert!(
        p3.contains(&ZombieAction::Touch(seat(1))),
        "a new turn, everyone again"
    );
}

#[test]
fn only_the_host_ends_a_turn_early_otherwise_the_deadline_does() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    let r = chat.act(1, ZombieAction::EndTurn);
    assert!(matches!(r, Err(Rejection::NotYourTurn { .. })), "{r:?}");
    let deadline = chat.table.deadline().expect("a deadline");
    assert_eq!(deadline.0, 120_000, "2 minutes by default");
    let early = chat
        .table
        .handle(&Input::Tick, narrator_engine::Timestamp(119_999));
    assert_eq!(early, Ok(Vec::new()), "nothing before the deadline");
    let e = chat.tick();
    assert!(
        zombie_messages(&e)
            .iter()
            .any(|(_, m)| matches!(m, ZombieMessage::TurnEnded(r) if r.turn == 0))
    );
    assert!(
        zombie_messages(&e)
            .iter()
            .any(|(_, m)| matches!(m, ZombieMessage::TurnBegins { turn: 1, .. }))
    );
    assert_eq!(chat.table.deadline().map(|d| d.0), Some(240_000));
}

#[test]
fn with_handshake_consent_the_touched_player_must_accept_within_the_turn() {
    let options = ZombieOptions {
        handshake_consent: true,
        ..ZombieOptions::default()
    };
    let mut chat = Chat::new("HZHHH", options);
    let e = chat.touch(1, 0);
    assert_eq!(
        zombie_messages(&e),
        vec![
            (
                &Audience::Seat(seat(1)),
                &ZombieMessage::RequestSent { to: seat(0) }
            ),
            (
                &Audience::Seat(seat(0)),
                &ZombieMessage::RequestReceived { from: seat(1) }
            ),
        ]
    );
    assert!(
        choices(last_prompt(&e, seat(0)).expect("prompt")).contains(&ZombieAction::Accept(seat(1)))
    );
    assert_eq!(
        chat.outbreak().player(seat(0)).expect("p").condition,
        Condition::Human,
        "not yet"
    );
    let e = chat.ok(0, ZombieAction::Accept(seat(1)));
    assert!(zombie_messages(&e).contains(&(
        &Audience::Seat(seat(0)),
        &ZombieMessage::InteractedWithYou { by: seat(1) }
    )));
    assert_eq!(
        chat.outbreak().player(seat(0)).expect("p").condition,
        Condition::Infected { since: 0 }
    );

    // Touching back answers a request too.
    chat.touch(2, 3);
    chat.touch(3, 2);
    assert_eq!(chat.outbreak().player(seat(2)).expect("p").score, 1);

    // Not accepted in time: nothing happens.
    chat.touch(4, 2);
    let r = chat.act(4, ZombieAction::Touch(seat(2)));
    assert!(r.is_err(), "asking twice is refused");
    let e = chat.end_turn();
    assert!(zombie_messages(&e).contains(&(
        &Audience::Seat(seat(4)),
        &ZombieMessage::RequestExpired { to: seat(2) }
    )));
    assert_eq!(chat.outbreak().player(seat(4)).expect("p").score, 0);
    let r = chat.act(2, ZombieAction::Accept(seat(4)));
    assert_eq!(
        r,
        Err(Rejection::NoRequest {
            action: Act::Accept,
            from: NAMES[4].into()
        }),
        "expired"
    );
}

/// Consenting game of five humans but seat 1, whose seat 1 asked seat 0.
fn asked() -> Chat {
    let options = ZombieOptions {
        handshake_consent: true,
        ..ZombieOptions::default()
    };
    let mut chat = Chat::new("HZHHH", options);
    chat.touch(1, 0);
    chat
}

#[test]
fn a_request_can_be_accepted_or_declined_from_the_prompt() {
    let options = ZombieOptions {
        handshake_consent: true,
        ..ZombieOptions::default()
    };
    let mut chat = Chat::new("HZHHH", options);
    let e = chat.touch(1, 0);
    let offered = choices(last_prompt(&e, seat(0)).expect("prompt"));
    assert!(offered.contains(&ZombieAction::Accept(seat(1))));
    assert!(offered.contains(&ZombieAction::Decline(seat(1))));
    assert!(!offered.contains(&ZombieAction::Touch(seat(1))));
    let asker = choices(last_prompt(&e, seat(1)).expect("prompt"));
    assert!(
        !asker.contains(&ZombieAction::Decline(seat(0))),
        "only the one asked can decline"
    );
}

#[test]
fn declining_a_request_ends_it_with_no_interaction_and_tells_only_the_two() {
    let mut chat = asked();
    let e = chat.ok(0, ZombieAction::Decline(seat(1)));
    assert_eq!(
        zombie_messages(&e),
        vec![
            (
                &Audience::Seat(seat(0)),
                &ZombieMessage::YouDeclined { from: seat(1) }
            ),
            (
                &Audience::Seat(seat(1)),
                &ZombieMessage::RequestDeclined { by: seat(0) }
            ),
        ],
        "both are told privately, nothing is public"
    );
    assert!(e.iter().all(|e| e.audience != Audience::Public));
    let zero = chat.outbreak().player(seat(0)).expect("p");
    assert_eq!(zero.condition, Condition::Human, "no infection");
    assert_eq!(zero.score, 0);
    assert_eq!(chat.outbreak().player(seat(1)).expect("p").score, 0);
    assert!(!chat.outbreak().met(seat(0), seat(1)), "they have not met");
    let offered = choices(last_prompt(&e, seat(0)).expect("prompt"));
    assert!(offered.contains(&ZombieAction::Touch(seat(1))));
    assert!(!offered.contains(&ZombieAction::Accept(seat(1))));

    // The request is over: it can be neither accepted nor declined again.
    assert_eq!(
        chat.act(0, ZombieAction::Accept(seat(1))),
        Err(Rejection::NoRequest {
            action: Act::Accept,
            from: NAMES[1].into()
        })
    );
    assert_eq!(
        chat.act(0, ZombieAction::Decline(seat(1))),
        Err(Rejection::NoRequest {
            action: Act::Decline,
            from: NAMES[1].into()
        })
    );

    // The turn report counts no interaction.
    let e = chat.end_turn();
    assert!(
        !zombie_messages(&e)
            .iter()
            .any(|(_, m)| matches!(m, ZombieMessage::RequestExpired { .. })),
        "a declined request does not expire later"
    );
    assert_eq!(
        chat.outbreak().player(seat(0)).expect("p").condition,
        Condition::Human
    );
}

#[test]
fn declining_a_request_that_was_never_made_is_refused_and_changes_nothing() {
    let mut chat = asked();
    let before = format!("{:?}", chat.game());
    // Seat 2 asked nobody; and seat 1's request is to seat 0, not seat 3.
    for (who, from) in [(0, 2), (3, 1), (1, 0)] {
        assert_eq!(
            chat.act(who, ZombieAction::Decline(seat(from))),
            Err(Rejection::NoRequest {
                action: Act::Decline,
                from: NAMES[from].into()
            }),
            "seat {who} declining seat {from}"
        );
    }
    assert_eq!(format!("{:?}", chat.game()), before);
    // The real request still waits.
    chat.ok(0, ZombieAction::Accept(seat(1)));
    assert!(chat.outbreak().met(seat(0), seat(1)));
}

#[test]
fn declining_after_the_turn_ended_is_refused() {
    let mut chat = asked();
    let e = chat.end_turn();
    assert!(zombie_messages(&e).contains(&(
        &Audience::Seat(seat(1)),
        &ZombieMessage::RequestExpired { to: seat(0) }
    )));
    assert_eq!(
        chat.act(0, ZombieAction::Decline(seat(1))),
        Err(Rejection::NoRequest {
            action: Act::Decline,
            from: NAMES[1].into()
        })
    );
}

#[test]
fn without_handshake_consent_there_is_nothing_to_decline() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    let e = chat.touch(1, 0);
    let offered = choices(last_prompt(&e, seat(0)).expect("prompt"));
    assert!(
        !offered
            .iter()
            .any(|a| matches!(a, ZombieAction::Decline(_)))
    );
    assert_eq!(
        chat.act(0, ZombieAction::Decline(seat(1))),
        Err(Rejection::NoRequest {
            action: Act::Decline,
            from: NAMES[1].into()
        })
    );
}

#[test]
fn stopping_reveals_everyone() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    chat.touch(1, 0);
    let e = chat
        .table
        .handle(
            &Input::Stop {
                by: pid(0),
                admin: false,
            },
            chat.now,
        )
        .expect("the host stops");
    assert!(
        zombie_messages(&e)
            .iter()
            .any(|(_, m)| matches!(m, ZombieMessage::Reveal { .. }))
    );
    assert_eq!(
        chat.table.result().map(|r| r.outcome.clone()),
        Some(Outcome::Stopped)
    );
}

#[test]
fn a_mafia_action_is_refused_at_a_zombie_table() {
    let mut chat = Chat::new("HZHHH", ZombieOptions::default());
    let r = chat.table.handle(
        &Input::Act {
            player: pid(0),
            action: narrator_engine::Action::Mafia(narrator_engine::mafia::MafiaAction::Ready),
        },
        chat.now,
    );
    assert!(matches!(r, Err(Rejection::WrongGame { .. })), "{r:?}");
}

#[test]
fn a_zombie_game_needs_a_human_majority() {
    let options = ZombieOptions {
        zombies: 2,
        ..ZombieOptions::default()
    };
    assert_eq!(options.seat_range(), (5, 50));
    assert_eq!(ZombieOptions::default().seat_range(), (3, 50));
}
