//! Tests of the baseline Mafia player: hand-fed effects, and whole games.

use super::MafiaBot;
use crate::bots::{BotSeeds, ComputerPlayer, simulate};
use crate::game::GameConfig;
use crate::input::Input;
use crate::kind::GameKind;
use crate::mafia::canned::id;
use crate::mafia::kinds::{MafiaPrompt, MafiaTeam};
use crate::mafia::words::{Audience, Effect, EffectKind, Outcome, Prompt};
use crate::mafia::words::{Message, Words};
use crate::mafia::{Canned, MafiaAction, MafiaMessage, Role, Ruleset, TieRule, VoteChoice};
use crate::seat::{PlayerId, Seat};
use crate::seed::Seed;
use crate::table::{Table, TableSetup};
use crate::time::Timestamp;
use std::collections::{BTreeMap, VecDeque};

const N: u8 = 10;

fn seeds(own: u8, shared: u8) -> BotSeeds {
    BotSeeds::new([own; 32], [shared; 32])
}

/// A bot at `seat` of a 10-seat classic game that has seen the start.
fn bot(seat: u8, role: Role, allies: &[u8], seeds: BotSeeds) -> MafiaBot {
    let mut b = MafiaBot::new(Ruleset::classic(), Seat(seat), seeds);
    b.observe(&Effect::public(Message::Started {
        kind: GameKind::Mafia,
        names: (0..N).map(|i| format!("p{i}")).collect(),
        commitment: String::new(),
    }));
    b.observe(&Effect::to_seat(
        Seat(seat),
        MafiaMessage::RoleCard {
            role,
            allies: allies.iter().map(|a| Seat(*a)).collect(),
        },
    ));
    b
}

fn living(dead: &[u8]) -> Vec<Seat> {
    (0..N).filter(|s| !dead.contains(s)).map(Seat).collect()
}

/// Dawn of `day` after `killed` died (a villager), then the living list.
fn dawn(b: &mut MafiaBot, day: u32, killed: Option<(u8, Role)>, dead: &[u8]) {
    b.observe(&Effect::public(MafiaMessage::Dawn {
        day,
        killed: killed.map(|(s, _)| Seat(s)),
        role: killed.map(|(_, r)| r),
    }));
    b.observe(&Effect::public(MafiaMessage::StillAlive {
        seats: living(dead),
    }));
    b.observe(&Effect::public(MafiaMessage::VotingOpens { day }));
}

fn prompt(kind: MafiaPrompt, phase: u32, choices: Vec<MafiaAction>) -> Prompt {
    Prompt {
        kind,
        phase,
        choices: choices.into_iter().collect(),
        deadline: Timestamp(0),
    }
}

fn vote_prompt(phase: u32, dead: &[u8]) -> Prompt {
    let mut choices: Vec<MafiaAction> = living(dead)
        .into_iter()
        .map(|s| MafiaAction::Vote(VoteChoice::Player(s)))
        .collect();
    choices.push(MafiaAction::Vote(VoteChoice::NoOne));
    prompt(MafiaPrompt::Vote, phase, choices)
}

fn give(b: &mut MafiaBot, seat: u8, p: &Prompt) {
    b.observe(&Effect {
        audience: Audience::Seat(Seat(seat)),
        kind: EffectKind::Prompt(p.clone()),
    });
}

fn said(speaker: u8, id: u8, subject: Option<u8>) -> Effect {
    Effect::public(MafiaMessage::Said {
        speaker: Seat(speaker),
        line: Canned {
            id,
            subject: subject.map(Seat),
            recipient: None,
        },
    })
}

fn say(id: u8, subject: Option<u8>) -> MafiaAction {
    MafiaAction::Say(Canned {
        id,
        subject: subject.map(Seat),
        recipient: None,
    })
}

fn vote_for(s: u8) -> Option<MafiaAction> {
    Some(MafiaAction::Vote(VoteChoice::Player(Seat(s))))
}

#[test]
fn cop_with_a_mafia_finding_claims_and_votes_for_them() {
    for n in 0..20 {
        let mut cop = bot(0, Role::Cop, &[], seeds(n, 7));
        cop.observe(&Effect::public(MafiaMessage::Dawn {
            day: 1,
            killed: Some(Seat(9)),
            role: Some(Role::Villager),
        }));
        cop.observe(&Effect::to_seat(
            Seat(0),
            MafiaMessage::Investigation {
                target: Seat(3),
                alignment: MafiaTeam::Mafia,
            },
        ));
        cop.observe(&Effect::public(MafiaMessage::StillAlive {
            seats: living(&[9]),
        }));
        cop.observe(&Effect::public(MafiaMessage::VotingOpens { day: 1 }));
        let p = vote_prompt(3, &[9]);
        give(&mut cop, 0, &p);
        let lines = cop.talk(&p);
        assert!(lines.contains(&say(id::FOUND_MAFIA, Some(3))), "{lines:?}");
        assert!(lines.contains(&say(id::I_AM_COP, None)), "{lines:?}");
        assert_eq!(cop.decide(&p), vote_for(3));
    }
}

#[test]
fn cop_with_only_village_findings_stays_quiet() {
    let mut cop = bot(0, Role::Cop, &[], seeds(1, 7));
    dawn(&mut cop, 1, Some((9, Role::Villager)), &[9]);
    cop.observe(&Effect::to_seat(
        Seat(0),
        MafiaMessage::Investigation {
            target: Seat(4),
            alignment: MafiaTeam::Village,
        },
    ));
    let p = vote_prompt(3, &[9]);
    give(&mut cop, 0, &p);
    assert!(cop.talk(&p).is_empty());
    assert_ne!(cop.decide(&p), vote_for(4));
}

#[test]
fn cop_never_reinvestigates_a_known_player() {
    for n in 0..50 {
        let mut cop = bot(0, Role::Cop, &[], seeds(n, 7));
        for t in 1..8 {
            cop.observe(&Effect::to_seat(
                Seat(0),
                MafiaMessage::Investigation {
                    target: Seat(t),
                    alignment: MafiaTeam::Village,
                },
            ));
        }
        let choices = (1..N).map(|s| MafiaAction::Investigate(Seat(s))).collect();
        let p = prompt(MafiaPrompt::Investigate, 2, choices);
        let got = cop.decide(&p);
        assert!(
            got == Some(MafiaAction::Investigate(Seat(8)))
                || got == Some(MafiaAction::Investigate(Seat(9))),
            "{got:?}"
        );
    }
}

#[test]
fn villager_votes_for_a_claimed_mafioso() {
    for n in 0..20 {
        let mut v = bot(5, Role::Villager, &[], seeds(n, n));
        dawn(&mut v, 1, Some((9, Role::Villager)), &[9]);
        v.observe(&said(0, id::I_AM_COP, None));
        v.observe(&said(0, id::FOUND_MAFIA, Some(3)));
        let p = vote_prompt(3, &[9]);
        give(&mut v, 5, &p);
        assert!(v.talk(&p).is_empty());
        assert_eq!(v.decide(&p), vote_for(3));
    }
}

#[test]
fn villager_switches_to_a_later_claim_once() {
    let mut v = bot(5, Role::Villager, &[], seeds(2, 2));
    dawn(&mut v, 1, Some((9, Role::Villager)), &[9]);
    let p = vote_prompt(3, &[9]);
    give(&mut v, 5, &p);
    let first = v.decide(&p);
    assert_eq!(first, Some(MafiaAction::Vote(VoteChoice::NoOne)));
    // Nothing new: no change.
    assert_eq!(v.reconsider(&p), None);
    v.observe(&Effect::public(MafiaMessage::VoteCast {
        voter: Seat(5),
        choice: VoteChoice::NoOne,
    }));
    v.observe(&said(0, id::FOUND_MAFIA, Some(3)));
    assert_eq!(v.reconsider(&p), vote_for(3));
    v.observe(&Effect::public(MafiaMessage::VoteCast {
        voter: Seat(5),
        choice: VoteChoice::Player(Seat(3)),
    }));
    // Same evidence again: never an answer equal to the standing one.
    v.observe(&said(1, id::SUSPECT_MAFIA, Some(3)));
    assert_eq!(v.reconsider(&p), None);
}

#[test]
fn villager_suspects_who_voted_for_a_revealed_villager() {
    let mut v = bot(5, Role::Villager, &[], seeds(3, 3));
    dawn(&mut v, 1, Some((9, Role::Villager)), &[9]);
    for voter in [1, 2] {
        v.observe(&Effect::public(MafiaMessage::VoteCast {
            voter: Seat(voter),
            choice: VoteChoice::Player(Seat(8)),
        }));
    }
    v.observe(&Effect::public(MafiaMessage::Lynched {
        seat: Seat(8),
        role: Some(Role::Villager),
    }));
    v.observe(&Effect::public(MafiaMessage::Nightfall { night: 1 }));
    dawn(&mut v, 2, Some((7, Role::Doctor)), &[7, 8, 9]);
    let p = vote_prompt(5, &[7, 8, 9]);
    give(&mut v, 5, &p);
    let got = v.decide(&p);
    assert!(got == vote_for(1) || got == vote_for(2), "{got:?}");
}

#[test]
fn mafia_agree_on_victim_and_vote_and_spare_allies() {
    let team = [1u8, 4, 7];
    for shared in 0..100u8 {
        let mut bots: Vec<(u8, MafiaBot)> = team
            .iter()
            .map(|&s| {
                let allies: Vec<u8> = team.iter().copied().filter(|a| *a != s).collect();
                (s, bot(s, Role::Mafioso, &allies, seeds(s ^ shared, shared)))
            })
            .collect();
        let kill = prompt(
            MafiaPrompt::NightKill,
            2,
            (0..N)
                .filter(|s| !team.contains(s))
                .map(|s| MafiaAction::Kill(Seat(s)))
                .collect(),
        );
        let picks: Vec<Option<MafiaAction>> = bots
            .iter_mut()
            .map(|(s, b)| {
                give(b, *s, &kill);
                b.decide(&kill)
            })
            .collect();
        assert!(picks.windows(2).all(|w| w[0] == w[1]), "{picks:?}");
        let Some(MafiaAction::Kill(victim)) = picks[0] else {
            panic!("no pick: {picks:?}");
        };
        assert!(!team.contains(&victim.0));

        // By day the vote prompt lists the allies too; they are never chosen.
        let day = vote_prompt(3, &[victim.0]);
        let votes: Vec<Option<MafiaAction>> = bots
            .iter_mut()
            .map(|(s, b)| {
                dawn(b, 1, Some((victim.0, Role::Villager)), &[victim.0]);
                give(b, *s, &day);
                b.decide(&day)
            })
            .collect();
        assert!(votes.windows(2).all(|w| w[0] == w[1]), "{votes:?}");
        for &a in &team {
            assert_ne!(votes[0], vote_for(a));
        }
        assert!(votes[0].as_ref().is_some_and(|v| day.choices.contains(v)));
    }
}

#[test]
fn mafia_vote_for_their_accuser() {
    let mut m = bot(4, Role::Mafioso, &[1], seeds(1, 1));
    dawn(&mut m, 1, Some((9, Role::Villager)), &[9]);
    m.observe(&said(6, id::FOUND_MAFIA, Some(1)));
    let p = vote_prompt(3, &[9]);
    give(&mut m, 4, &p);
    assert_eq!(m.decide(&p), vote_for(6));
}

#[test]
fn mafioso_follows_an_allys_different_pick() {
    let mut m = bot(4, Role::Mafioso, &[1], seeds(1, 1));
    let kill = prompt(
        MafiaPrompt::NightKill,
        2,
        [0u8, 2, 3, 5, 6, 7, 8, 9]
            .iter()
            .map(|s| MafiaAction::Kill(Seat(*s)))
            .collect(),
    );
    give(&mut m, 4, &kill);
    let mine = m.decide(&kill);
    let other = if mine == Some(MafiaAction::Kill(Seat(0))) {
        2
    } else {
        0
    };
    m.observe(&Effect::to_team(
        MafiaTeam::Mafia,
        vec![Seat(1), Seat(4)],
        MafiaMessage::MafiaPick {
            by: Seat(1),
            target: Seat(other),
        },
    ));
    let follow = Some(MafiaAction::Kill(Seat(other)));
    assert_eq!(m.reconsider(&kill), follow);
    m.observe(&Effect::to_team(
        MafiaTeam::Mafia,
        vec![Seat(1), Seat(4)],
        MafiaMessage::MafiaPick {
            by: Seat(4),
            target: Seat(other),
        },
    ));
    assert_eq!(m.reconsider(&kill), None);
}

#[test]
fn doctor_picks_only_from_choices_and_guards_a_claimed_cop() {
    for n in 0..100 {
        let mut d = bot(2, Role::Doctor, &[], seeds(n, 9));
        // Self-save used up: the prompt leaves the doctor out.
        let choices: Vec<MafiaAction> = (0..N)
            .filter(|s| *s != 2)
            .map(|s| MafiaAction::Protect(Seat(s)))
            .collect();
        let p = prompt(MafiaPrompt::Protect, 4, choices);
        give(&mut d, 2, &p);
        let got = d.decide(&p);
        assert!(got.as_ref().is_some_and(|a| p.choices.contains(a)));
        assert_ne!(got, Some(MafiaAction::Protect(Seat(2))));
    }
    let mut d = bot(2, Role::Doctor, &[], seeds(1, 9));
    dawn(&mut d, 1, Some((9, Role::Villager)), &[9]);
    d.observe(&said(6, id::I_AM_COP, None));
    let p = prompt(
        MafiaPrompt::Protect,
        4,
        living(&[9]).into_iter().map(MafiaAction::Protect).collect(),
    );
    give(&mut d, 2, &p);
    assert_eq!(d.decide(&p), Some(MafiaAction::Protect(Seat(6))));
}

#[test]
fn ready_on_day_zero() {
    let mut b = bot(3, Role::Villager, &[], seeds(1, 1));
    let p = prompt(MafiaPrompt::Ready, 1, vec![MafiaAction::Ready]);
    give(&mut b, 3, &p);
    assert!(b.talk(&p).is_empty());
    assert_eq!(b.decide(&p), Some(MafiaAction::Ready));
}

/// A host loop like the autopilot's that checks every answer against its
/// prompt: decisions and changes must be listed choices, a change must
/// differ from the standing answer, and talk happens only by day.
fn checked_game(rules: &Ruleset, seed: u64, players: u8) -> Option<Outcome> {
    let config = GameConfig::Mafia(rules.clone());
    let host = PlayerId::new("host");
    let mut table = Table::new(TableSetup {
        config: config.clone(),
        seed: Seed::from_number(seed),
        host: host.clone(),
    });
    let mut now = Timestamp(0);
    let mut pending: VecDeque<(Option<u32>, Input)> = VecDeque::from([
        (
            None,
            Input::Join {
                player: host.clone(),
                name: "host".into(),
            },
        ),
        (
            None,
            Input::Fill {
                by: host.clone(),
                seats: players,
            },
        ),
        (None, Input::Start { by: host }),
    ]);
    let mut bots: BTreeMap<Seat, (PlayerId, MafiaBot)> = BTreeMap::new();
    let mut open: BTreeMap<Seat, Prompt> = BTreeMap::new();
    let mut standing: BTreeMap<Seat, MafiaAction> = BTreeMap::new();
    for _ in 0..20_000 {
        if table.is_over() {
            break;
        }
        let (phase, input) = match pending.pop_front() {
            Some(x) => x,
            None => {
                now = table.deadline()?.max(now);
                (None, Input::Tick)
            }
        };
        let effects = match table.handle(&input, now) {
            Ok(e) => e,
            Err(e) => {
                // Only an answer overtaken by the game may be refused.
                let stale = phase.is_none_or(|p| p != table.phase_no()) || table.is_over();
                assert!(stale, "refused {input:?}: {e:?}");
                continue;
            }
        };
        if bots.is_empty() && table.started() {
            for (i, info) in table.seats().iter().enumerate() {
                let seat = Seat(u8::try_from(i).ok()?);
                let seeds = BotSeeds::for_seat(&table.setup().seed, seat);
                let b = MafiaBot::new(rules.clone(), seat, seeds);
                bots.insert(seat, (info.player.clone(), b));
            }
        }
        let mut prompted = Vec::new();
        // The bots read their own game's words.
        let effects: Vec<Effect> = effects.iter().filter_map(|e| e.lower::<Words>()).collect();
        for e in &effects {
            for (seat, (_, b)) in bots.iter_mut() {
                if e.audience.includes(*seat) {
                    b.observe(e);
                }
            }
            match (&e.kind, &e.audience) {
                (EffectKind::Prompt(p), Audience::Seat(s)) => {
                    open.insert(*s, p.clone());
                    standing.remove(s);
                    prompted.push(*s);
                }
                (
                    EffectKind::Message(Message::Game(MafiaMessage::VoteCast { voter, choice })),
                    _,
                ) => {
                    standing.insert(*voter, MafiaAction::Vote(*choice));
                }
                _ => {}
            }
        }
        let messages = effects
            .iter()
            .any(|e| matches!(e.kind, EffectKind::Message(_)));
        let asked: Vec<(Seat, bool)> = if prompted.is_empty() && messages {
            open.keys().map(|s| (*s, false)).collect()
        } else {
            prompted.iter().map(|s| (*s, true)).collect()
        };
        for (seat, fresh) in asked {
            let (Some(p), Some((player, b))) = (open.get(&seat), bots.get_mut(&seat)) else {
                continue;
            };
            if !table.game().is_some_and(|g| g.is_alive(seat)) {
                continue;
            }
            let mut answers = Vec::new();
            if fresh {
                for line in b.talk(p) {
                    assert!(matches!(p.kind, MafiaPrompt::Vote | MafiaPrompt::Ready));
                    assert!(matches!(line, MafiaAction::Say(_)));
                    answers.push(line);
                }
                if let Some(a) = b.decide(p) {
                    assert!(p.choices.contains(&a), "{a:?} not in {p:?}");
                    standing.insert(seat, a.clone());
                    answers.push(a);
                }
            } else if let Some(a) = b.reconsider(p) {
                assert!(p.choices.contains(&a), "{a:?} not in {p:?}");
                assert_ne!(standing.get(&seat), Some(&a), "unchanged answer");
                standing.insert(seat, a.clone());
                answers.push(a);
            }
            for action in answers {
                pending.push_back((
                    Some(p.phase),
                    Input::Act {
                        player: player.clone(),
                        action: action.into(),
                    },
                ));
            }
        }
    }
    table
        .result()
        .and_then(|r| r.lower::<Words>())
        .map(|r| r.outcome)
}

#[test]
fn every_answer_is_a_listed_choice_and_games_end() {
    let classic = Ruleset::classic();
    // Options that change what the bots may answer or learn.
    let strict = Ruleset {
        reveal_on_death: false,
        allow_no_lynch: false,
        tie_rule: TieRule::NoLynch,
        doctor_self_saves: 0,
        ..Ruleset::classic()
    };
    for rules in [&classic, &strict] {
        for seed in 0..60 {
            let players = 6 + u8::try_from(seed % 9).unwrap_or(0);
            let outcome = checked_game(rules, seed, players);
            assert!(
                matches!(outcome, Some(Outcome::Won(_))),
                "seed {seed}: {outcome:?} with {rules:?}"
            );
        }
    }
}

#[test]
fn simulated_games_finish_within_the_cap() {
    let config = GameConfig::Mafia(Ruleset::classic());
    for n in 0..100 {
        let players = 6 + u8::try_from(n % 15).unwrap_or(0);
        let game = simulate::run(&config, Seed::from_number(n), players, true);
        assert!(game.result.is_some(), "seed {n} with {players} players");
        assert!(game.inputs.len() < 100_000);
    }
}

#[test]
fn replayed_games_are_identical() {
    let config = GameConfig::Mafia(Ruleset::classic());
    for n in 0..10 {
        let a = simulate::run(&config, Seed::from_number(n), 10, false);
        let b = simulate::run(&config, Seed::from_number(n), 10, false);
        assert_eq!(a.inputs, b.inputs);
    }
}

/// Village and mafia wins over `games` 10-player games.
fn win_counts(games: u64) -> (u32, u32) {
    let config = GameConfig::Mafia(Ruleset::classic());
    let (mut village, mut mafia) = (0, 0);
    for n in 0..games {
        let g = simulate::run(&config, Seed::from_number(n), 10, false);
        match g.result.and_then(|r| r.lower::<Words>()).map(|r| r.outcome) {
            Some(Outcome::Won(MafiaTeam::Village)) => village += 1,
            Some(Outcome::Won(MafiaTeam::Mafia)) => mafia += 1,
            _ => {}
        }
    }
    (village, mafia)
}

#[test]
fn the_village_wins_a_fair_share() {
    let (village, mafia) = win_counts(200);
    assert!(village >= 40, "village {village}, mafia {mafia}");
    assert!(mafia >= 20, "village {village}, mafia {mafia}");
}

#[test]
fn mafia_count_matches_the_deal() {
    use crate::mafia::deal::role_counts;
    for rules in [
        Ruleset::classic(),
        Ruleset {
            mafia_divisor: 4,
            ..Ruleset::classic()
        },
    ] {
        for n in 1..=20u8 {
            let mut b = MafiaBot::new(rules.clone(), Seat(0), seeds(0, 0));
            b.observe(&Effect::public(Message::Started {
                kind: GameKind::Mafia,
                names: (0..n).map(|i| format!("p{i}")).collect(),
                commitment: String::new(),
            }));
            let dealt = role_counts(&rules, usize::from(n))
                .iter()
                .find(|(r, _)| *r == Role::Mafioso)
                .map_or(0, |(_, c)| *c);
            assert_eq!(super::strategy::mafia_left(&b.know, &rules), dealt, "{n}");
        }
    }
}

#[test]
fn a_seat_removed_for_inactivity_is_dead_with_an_unknown_role() {
    let mut v = bot(5, Role::Villager, &[], seeds(3, 3));
    let before = v.know.version;
    v.observe(&Effect::public(MafiaMessage::AfkRemoved {
        who: crate::mafia::Who::Seat(Seat(2)),
    }));
    assert!(!v.know.alive(Seat(2)));
    assert_eq!(v.know.facts(Seat(2)).revealed, None);
    assert_eq!(v.know.known_team(Seat(2)), None);
    assert!(
        v.know.version > before,
        "new evidence: decisions are redone"
    );
    assert!(!v.know.living().any(|s| s == Seat(2)));
}
