//! The newer roles as units (issue 30): each role's rule and each
//! interaction the night order decides, one test or a few per rule, each
//! failing if its rule breaks.

use crate::common::*;
use narrator_engine::mafia::{
    MafiaAction, MafiaMessage, MafiaPrompt, MafiaReason, MafiaTeam, Power, Role, Ruleset,
    VoteChoice,
};
use narrator_engine::rejection::Reason;
use narrator_engine::{Audience, Effect, Outcome, Rejection, Seat, Seed};

/// Classic with the roles `list` (villagers for the other seats).
fn listed(list: &[(&str, u8)]) -> Ruleset {
    let mut rules = Ruleset::classic();
    rules.roles = Some(list.iter().map(|(r, n)| (r.to_string(), *n)).collect());
    rules
}

/// A 7-seat game with the roles `list`, past day 0 (night 0 open).
fn night_of(list: &[(&str, u8)], seed: u64) -> Game {
    night_with(listed(list), seed)
}

fn night_with(rules: Ruleset, seed: u64) -> Game {
    let mut g = Game::with_rules(rules, Seed::from_number(seed), 7);
    g.all_ready();
    g
}

/// Ends the night at its deadline unless the last choice already did.
fn to_dawn(g: &mut Game, e: &mut Vec<Effect>) {
    if find_dawn(e).is_none() {
        e.extend(g.tick());
    }
}

/// The one seat dealt `role`.
fn one(g: &Game, role: Role) -> Seat {
    g.with_role(role)[0]
}

/// Who died in the night, in the order the dawn tells it.
fn night_deaths(e: &[Effect]) -> Vec<Seat> {
    mafia_messages(e)
        .into_iter()
        .filter_map(|(_, m)| match m {
            MafiaMessage::Dawn { killed, .. } => *killed,
            MafiaMessage::AlsoDied { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect()
}

/// The messages to one seat.
fn to_seat(e: &[Effect], s: Seat) -> Vec<MafiaMessage> {
    mafia_messages(e)
        .into_iter()
        .filter(|(a, _)| **a == Audience::Seat(s))
        .map(|(_, m)| m.clone())
        .collect()
}

/// What the cop found about `target` in `e`.
fn finding(e: &[Effect], target: Seat) -> Option<MafiaTeam> {
    mafia_messages(e).into_iter().find_map(|(_, m)| match m {
        MafiaMessage::Investigation {
            target: t,
            alignment,
        } if *t == target => Some(*alignment),
        _ => None,
    })
}

fn use_on(power: Power, target: Seat) -> MafiaAction {
    power.on(target)
}

/// The reason of a refusal, if it is a Mafia rule's.
fn reason(r: Rejection) -> Option<MafiaReason> {
    let reason = match r {
        Rejection::NotYourTurn { reason, .. } | Rejection::InvalidTarget { reason, .. } => reason,
        _ => return None,
    };
    match reason {
        Reason::Game(r) => MafiaReason::try_from(r).ok(),
        _ => None,
    }
}

#[test]
fn a_bodyguard_dies_in_the_place_of_the_guarded() {
    let mut g = night_of(&[("mafioso", 1), ("bodyguard", 1)], 1);
    let mafioso = one(&g, Role::Mafioso);
    let bodyguard = one(&g, Role::Bodyguard);
    let victim = g.villagers()[0];
    g.ok(bodyguard, use_on(Power::Guard, victim));
    let mut e = g.ok(mafioso, MafiaAction::Kill(victim));
    to_dawn(&mut g, &mut e);
    assert_eq!(night_deaths(&e), vec![bodyguard]);
    assert!(g.alive(victim));
}

#[test]
fn a_doctor_s_protection_spares_the_bodyguard_too() {
    let mut g = night_of(&[("mafioso", 1), ("bodyguard", 1), ("doctor", 1)], 2);
    let mafioso = one(&g, Role::Mafioso);
    let bodyguard = one(&g, Role::Bodyguard);
    let victim = g.villagers()[0];
    g.ok(bodyguard, use_on(Power::Guard, victim));
    g.ok(g.doctor(), MafiaAction::Protect(victim));
    let mut e = g.ok(mafioso, MafiaAction::Kill(victim));
    to_dawn(&mut g, &mut e);
    assert_eq!(night_deaths(&e), Vec::<Seat>::new());
    assert!(g.alive(bodyguard) && g.alive(victim));
}

#[test]
fn a_framed_villager_shows_as_mafia_that_night_only() {
    let mut g = night_of(&[("mafioso", 1), ("framer", 1), ("cop", 1)], 3);
    let framer = one(&g, Role::Framer);
    let cop = g.cop();
    let villager = g.villagers()[0];
    g.ok(framer, use_on(Power::Frame, villager));
    let mut e = g.ok(cop, MafiaAction::Investigate(villager));
    to_dawn(&mut g, &mut e);
    assert_eq!(finding(&e, villager), Some(MafiaTeam::Mafia));
    // The next night, unframed, the same villager shows as the village.
    g.everyone_votes(VoteChoice::NoOne);
    let mut e = g.ok(cop, MafiaAction::Investigate(villager));
    to_dawn(&mut g, &mut e);
    if g.alive(cop) {
        assert_eq!(finding(&e, villager), Some(MafiaTeam::Village));
    }
    // The framer frames outside the mafia only.
    let mafioso = one(&g, Role::Mafioso);
    if g.alive(framer) && g.alive(mafioso) && !g.living().is_empty() {
        let refused = g.act(framer, use_on(Power::Frame, mafioso));
        assert!(refused.is_err());
    }
}

#[test]
fn the_cursed_joins_the_mafia_when_the_mafia_attack_them() {
    let mut g = night_of(&[("mafioso", 1), ("cursed", 1)], 4);
    let mafioso = one(&g, Role::Mafioso);
    let cursed = one(&g, Role::Cursed);
    let mut e = g.ok(mafioso, MafiaAction::Kill(cursed));
    to_dawn(&mut g, &mut e);
    assert!(g.alive(cursed), "the cursed does not die");
    assert_eq!(night_deaths(&e), Vec::<Seat>::new());
    let told = to_seat(&e, cursed);
    assert!(told.contains(&MafiaMessage::Recruited));
    assert!(told.contains(&MafiaMessage::RoleCard {
        role: Role::Mafioso,
        allies: vec![mafioso],
    }));
    assert!(
        mafia_messages(&e).iter().any(
            |(a, m)| matches!(a, Audience::Team { members, .. } if members == &vec![mafioso])
                && **m == MafiaMessage::NewMember { seat: cursed }
        ),
        "the mafia learn their new member"
    );
    // Nothing public says so.
    assert!(
        public_mafia(&e)
            .iter()
            .all(|m| !matches!(m, MafiaMessage::NewMember { .. } | MafiaMessage::Recruited))
    );
    // The next night the new mafioso picks with the mafia.
    let e = g.everyone_votes(VoteChoice::NoOne);
    assert!(Game::prompt_in(&e, cursed, MafiaPrompt::NightKill).is_some());
}

#[test]
fn the_cursed_dies_to_any_other_attack() {
    let mut g = night_of(&[("mafioso", 1), ("cursed", 1), ("vigilante", 1)], 5);
    let cursed = one(&g, Role::Cursed);
    let vigilante = one(&g, Role::Vigilante);
    let mut e = g.ok(vigilante, use_on(Power::Shoot, cursed));
    to_dawn(&mut g, &mut e);
    assert!(!g.alive(cursed));
    assert!(night_deaths(&e).contains(&cursed));
}

#[test]
fn the_witch_s_healing_potion_saves_the_victim_once() {
    let mut g = night_of(&[("mafioso", 1), ("witch", 1)], 6);
    let mafioso = one(&g, Role::Mafioso);
    let witch = one(&g, Role::Witch);
    let victim = g.villagers()[0];
    g.ok(witch, use_on(Power::Heal, victim));
    let mut e = g.ok(mafioso, MafiaAction::Kill(victim));
    to_dawn(&mut g, &mut e);
    assert!(g.alive(victim), "the potion saves");
    // The potion is spent: the next night the witch may not heal again.
    let e = g.everyone_votes(VoteChoice::NoOne);
    let prompt = Game::prompt_in(&e, witch, MafiaPrompt::Power(Power::Poison))
        .or_else(|| Game::prompt_in(&e, witch, MafiaPrompt::Power(Power::Heal)))
        .expect("the witch still has the poison");
    assert!(
        !prompt.choices.iter().any(|c| matches!(
            MafiaAction::try_from(c.clone()),
            Ok(MafiaAction::Use(Power::Heal, _))
        )),
        "no second healing potion"
    );
    let refused = g
        .act(witch, use_on(Power::Heal, victim))
        .expect_err("spent");
    assert_eq!(reason(refused), Some(MafiaReason::NoUsesLeft));
}

#[test]
fn the_witch_s_poison_kills_and_a_heal_stops_it() {
    let mut g = night_of(&[("mafioso", 1), ("witch", 1), ("doctor", 1)], 7);
    let witch = one(&g, Role::Witch);
    let mafioso = one(&g, Role::Mafioso);
    let target = g.villagers()[0];
    g.ok(witch, use_on(Power::Poison, target));
    g.ok(g.doctor(), MafiaAction::Protect(g.villagers()[1]));
    let mut e = g.ok(mafioso, MafiaAction::Kill(g.villagers()[1]));
    to_dawn(&mut g, &mut e);
    assert!(!g.alive(target), "the poison kills");
    assert_eq!(night_deaths(&e), vec![target]);
}

#[test]
fn a_lynched_jester_wins_and_ends_the_game() {
    let mut g = night_of(&[("mafioso", 1), ("jester", 1)], 8);
    let jester = one(&g, Role::Jester);
    g.tick();
    let e = g.everyone_votes(vote_for(jester));
    assert!(public_mafia(&e).contains(&&MafiaMessage::JesterWins { seat: jester }));
    assert_eq!(find_winner(&e), Some(MafiaTeam::Jester));
    let result = find_end(&e).expect("the game ends");
    assert_eq!(result.outcome, Outcome::Won(MafiaTeam::Jester.into()));
    assert_eq!(result.winners, vec![jester], "the jester wins alone");
}

#[test]
fn with_the_game_going_on_a_lynched_jester_wins_beside_the_winners() {
    let mut rules = listed(&[("mafioso", 1), ("jester", 1)]);
    rules.role_options.insert("jester_ends_game".into(), 0);
    assert_eq!(rules.validate(), Ok(()));
    let mut g = night_with(rules, 8);
    let jester = one(&g, Role::Jester);
    let mafioso = one(&g, Role::Mafioso);
    g.tick();
    let e = g.everyone_votes(vote_for(jester));
    assert!(public_mafia(&e).contains(&&MafiaMessage::JesterWins { seat: jester }));
    assert!(find_end(&e).is_none(), "the game goes on");
    // The town then lynches the mafioso: the village wins, and so does
    // the jester.
    g.tick();
    let e = g.everyone_votes(vote_for(mafioso));
    assert_eq!(find_winner(&e), Some(MafiaTeam::Village));
    let result = find_end(&e).expect("the end");
    assert!(result.winners.contains(&jester));
    assert!(!result.winners.contains(&mafioso));
}

#[test]
fn a_role_option_out_of_its_range_is_refused() {
    let mut rules = listed(&[("mafioso", 1), ("vigilante", 1)]);
    rules.role_options.insert("vigilante_shots".into(), 9);
    assert!(rules.validate().is_err());
    rules.role_options.clear();
    rules.role_options.insert("no_such_option".into(), 1);
    assert!(rules.validate().is_err());
    let toml = "roles = { mafioso = 1, vigilante = 1 }\nrole_options = { vigilante_shots = 3 }";
    let read = Ruleset::from_toml(toml).expect("a valid ruleset");
    assert_eq!(read.role_option("vigilante_shots"), 3);
    assert_eq!(Ruleset::classic().role_option("vigilante_shots"), 2);
}

#[test]
fn the_doctor_saves_the_serial_killer_s_victim_and_a_bodyguard_dies_for_one() {
    let mut g = night_of(&[("mafioso", 1), ("serial_killer", 1), ("doctor", 1)], 9);
    let killer = one(&g, Role::SerialKiller);
    let victim = g.villagers()[0];
    g.ok(g.doctor(), MafiaAction::Protect(victim));
    let mut e = g.ok(killer, use_on(Power::Stab, victim));
    to_dawn(&mut g, &mut e);
    assert!(
        g.alive(victim),
        "the doctor's protection holds against the serial killer"
    );
    assert!(!night_deaths(&e).contains(&victim));

    let mut g = night_of(&[("mafioso", 1), ("serial_killer", 1), ("bodyguard", 1)], 9);
    let killer = one(&g, Role::SerialKiller);
    let bodyguard = one(&g, Role::Bodyguard);
    let victim = g.villagers()[0];
    g.ok(bodyguard, use_on(Power::Guard, victim));
    let mut e = g.ok(killer, use_on(Power::Stab, victim));
    to_dawn(&mut g, &mut e);
    assert!(g.alive(victim));
    assert!(night_deaths(&e).contains(&bodyguard));
}

#[test]
fn while_the_serial_killer_lives_the_village_has_not_won() {
    let mut g = night_of(&[("mafioso", 1), ("serial_killer", 1)], 10);
    let mafioso = one(&g, Role::Mafioso);
    let killer = one(&g, Role::SerialKiller);
    g.tick();
    let e = g.everyone_votes(vote_for(mafioso));
    assert!(find_end(&e).is_none(), "the serial killer still lives");
    // Night after night the killer kills; at two left, the killer wins.
    let mut ended = None;
    for _ in 0..8 {
        let victim = g
            .living()
            .into_iter()
            .find(|s| *s != killer)
            .expect("a victim");
        let mut e = g.ok(killer, use_on(Power::Stab, victim));
        to_dawn(&mut g, &mut e);
        if let Some(r) = find_end(&e) {
            ended = Some(r);
            break;
        }
        let e = g.everyone_votes(VoteChoice::NoOne);
        if let Some(r) = find_end(&e) {
            ended = Some(r);
            break;
        }
    }
    let result = ended.expect("the game ends");
    assert_eq!(result.outcome, Outcome::Won(MafiaTeam::SerialKiller.into()));
    assert_eq!(result.winners, vec![killer]);
}

#[test]
fn a_janitor_hides_the_victim_s_role_from_all_but_themself() {
    let mut g = night_of(&[("mafioso", 1), ("janitor", 1), ("cop", 1)], 11);
    let mafioso = one(&g, Role::Mafioso);
    let janitor = one(&g, Role::Janitor);
    let cop = g.cop();
    g.ok(janitor, use_on(Power::Clean, cop));
    let mut e = g.ok(mafioso, MafiaAction::Kill(cop));
    to_dawn(&mut g, &mut e);
    let (_, killed, role) = find_dawn(&e).expect("dawn");
    assert_eq!((killed, role), (Some(cop), None), "the role stays hidden");
    assert_eq!(
        to_seat(&e, janitor),
        vec![MafiaMessage::Cleaned {
            target: cop,
            role: Role::Cop
        }]
    );
    // Spent: the next night the janitor has nothing to clean with.
    let e = g.everyone_votes(VoteChoice::NoOne);
    assert!(Game::prompt_in(&e, janitor, MafiaPrompt::Power(Power::Clean)).is_none());
}

#[test]
fn an_unused_cleaning_is_kept_and_a_janitor_may_pass() {
    let mut g = night_of(&[("mafioso", 1), ("janitor", 1)], 12);
    let janitor = one(&g, Role::Janitor);
    let e = g.ok(janitor, MafiaAction::Pass);
    assert_eq!(to_seat(&e, janitor), vec![MafiaMessage::PassRecorded]);
    // A villager has nothing to pass.
    let villager = g.villagers()[0];
    let refused = g
        .act(villager, MafiaAction::Pass)
        .expect_err("nothing to skip");
    assert_eq!(reason(refused), Some(MafiaReason::NothingToSkip));
}

#[test]
fn the_arsonist_douses_then_ignites_every_doused_player() {
    let mut g = night_of(&[("mafioso", 1), ("arsonist", 1)], 13);
    let arsonist = one(&g, Role::Arsonist);
    let [a, b] = [g.villagers()[0], g.villagers()[1]];
    let mut e = g.ok(arsonist, use_on(Power::Douse, a));
    to_dawn(&mut g, &mut e);
    assert!(g.alive(a), "a douse alone kills nobody");
    assert!(
        to_seat(&e, a).is_empty()
            || !to_seat(&e, a)
                .iter()
                .any(|m| matches!(m, MafiaMessage::Recruited))
    );
    g.everyone_votes(VoteChoice::NoOne);
    assert!(
        g.act(arsonist, use_on(Power::Douse, a)).is_err(),
        "doused already"
    );
    let mut e = g.ok(arsonist, use_on(Power::Douse, b));
    to_dawn(&mut g, &mut e);
    let e = if find_end(&e).is_some() {
        return;
    } else {
        g.everyone_votes(VoteChoice::NoOne)
    };
    if find_end(&e).is_some() {
        return;
    }
    let mut e = g.ok(arsonist, use_on(Power::Ignite, arsonist));
    to_dawn(&mut g, &mut e);
    let deaths = night_deaths(&e);
    for doused in [a, b] {
        assert!(!g.alive(doused), "the fire kills every doused player");
        assert!(deaths.contains(&doused));
    }
}

#[test]
fn a_revealed_mayor_s_vote_counts_twice() {
    let mut rules = listed(&[("mafioso", 1), ("mayor", 1)]);
    rules.tie_rule = narrator_engine::mafia::TieRule::NoLynch;
    let mut g = night_with(rules, 14);
    let mayor = one(&g, Role::Mayor);
    let mafioso = one(&g, Role::Mafioso);
    // A reveal is refused at night.
    let refused = g.act(mayor, MafiaAction::Reveal).expect_err("night");
    assert!(matches!(refused, Rejection::WrongPhase { .. }));
    g.tick();
    let e = g.ok(mayor, MafiaAction::Reveal);
    assert_eq!(
        public_mafia(&e),
        vec![&MafiaMessage::MayorRevealed { seat: mayor }]
    );
    assert!(g.act(mayor, MafiaAction::Reveal).is_err(), "only once");
    assert!(
        g.act(mafioso, MafiaAction::Reveal).is_err(),
        "only the mayor"
    );
    // Mayor and two others for the mafioso (4 with the mayor's two), three
    // for a villager: without the double vote this would tie.
    let others: Vec<Seat> = g
        .living()
        .into_iter()
        .filter(|s| *s != mayor && *s != mafioso)
        .collect();
    let villager = others[0];
    let mut votes = vec![(mayor, vote_for(mafioso))];
    votes.extend(others[1..3].iter().map(|s| (*s, vote_for(mafioso))));
    votes.push((mafioso, vote_for(villager)));
    votes.extend(others[3..].iter().map(|s| (*s, vote_for(villager))));
    let e = g.day(&votes);
    assert_eq!(find_lynch(&e).map(|(s, _)| s), Some(mafioso));
}

#[test]
fn the_lucky_survive_the_first_attack_only() {
    let mut g = night_of(&[("mafioso", 1), ("lucky", 1)], 15);
    let mafioso = one(&g, Role::Mafioso);
    let lucky = one(&g, Role::Lucky);
    let mut e = g.ok(mafioso, MafiaAction::Kill(lucky));
    to_dawn(&mut g, &mut e);
    assert!(g.alive(lucky));
    assert_eq!(to_seat(&e, lucky), vec![MafiaMessage::Survived]);
    g.everyone_votes(VoteChoice::NoOne);
    let mut e = g.ok(mafioso, MafiaAction::Kill(lucky));
    to_dawn(&mut g, &mut e);
    assert!(!g.alive(lucky), "the second attack kills");
}

#[test]
fn a_vigilante_has_as_many_shots_as_the_option_says_and_may_hold_fire() {
    let mut rules = listed(&[("mafioso", 1), ("vigilante", 1)]);
    rules.role_options.insert("vigilante_shots".into(), 1);
    let mut g = night_with(rules, 16);
    let vigilante = one(&g, Role::Vigilante);
    let target = g.villagers()[0];
    let mut e = g.ok(vigilante, use_on(Power::Shoot, target));
    to_dawn(&mut g, &mut e);
    assert!(!g.alive(target));
    let e = g.everyone_votes(VoteChoice::NoOne);
    if find_end(&e).is_some() {
        return;
    }
    assert!(Game::prompt_in(&e, vigilante, MafiaPrompt::Power(Power::Shoot)).is_none());
    let refused = g
        .act(vigilante, use_on(Power::Shoot, g.villagers()[0]))
        .expect_err("no bullet left");
    assert_eq!(reason(refused), Some(MafiaReason::NoUsesLeft));
}

#[test]
fn a_tracker_learns_whom_the_watched_player_visited() {
    let mut g = night_of(&[("mafioso", 1), ("tracker", 1)], 17);
    let mafioso = one(&g, Role::Mafioso);
    let tracker = one(&g, Role::Tracker);
    let victim = g.villagers()[0];
    g.ok(tracker, use_on(Power::Track, mafioso));
    let mut e = g.ok(mafioso, MafiaAction::Kill(victim));
    to_dawn(&mut g, &mut e);
    assert_eq!(
        to_seat(&e, tracker)
            .into_iter()
            .filter(|m| matches!(m, MafiaMessage::Tracked { .. }))
            .collect::<Vec<_>>(),
        vec![MafiaMessage::Tracked {
            target: mafioso,
            visited: Some(victim)
        }]
    );
}

#[test]
fn a_traitor_knows_the_mafia_who_do_not_know_them_and_takes_their_place() {
    let mut g = night_of(&[("mafioso", 1), ("traitor", 1), ("cop", 1)], 18);
    let mafioso = one(&g, Role::Mafioso);
    let traitor = one(&g, Role::Traitor);
    let cards: Vec<(Audience, MafiaMessage)> = mafia_messages(&g.start)
        .into_iter()
        .map(|(a, m)| (a.clone(), m.clone()))
        .collect();
    assert!(cards.contains(&(
        Audience::Seat(traitor),
        MafiaMessage::RoleCard {
            role: Role::Traitor,
            allies: vec![mafioso]
        }
    )));
    assert!(cards.contains(&(
        Audience::Seat(mafioso),
        MafiaMessage::RoleCard {
            role: Role::Mafioso,
            allies: vec![]
        }
    )));
    // An investigation shows the traitor as the village.
    let cop = g.cop();
    let mut e = g.ok(cop, MafiaAction::Investigate(traitor));
    to_dawn(&mut g, &mut e);
    if g.alive(cop) {
        assert_eq!(finding(&e, traitor), Some(MafiaTeam::Village));
    }
    // The town lynches the mafioso: the traitor becomes a mafioso.
    let e = g.everyone_votes(vote_for(mafioso));
    assert!(
        find_end(&e).is_none(),
        "the traitor still plays for the mafia"
    );
    assert!(to_seat(&e, traitor).contains(&MafiaMessage::Promoted));
    assert!(Game::prompt_in(&e, traitor, MafiaPrompt::NightKill).is_some());
}

#[test]
fn the_mafia_may_not_target_their_room_but_may_target_a_traitor() {
    let g = night_of(&[("mafioso", 1), ("godfather", 1), ("traitor", 1)], 19);
    let mafioso = one(&g, Role::Mafioso);
    let traitor = one(&g, Role::Traitor);
    let godfather = one(&g, Role::Godfather);
    let mut g = g;
    let refused = g
        .act(mafioso, MafiaAction::Kill(godfather))
        .expect_err("room");
    assert_eq!(reason(refused), Some(MafiaReason::InMafia));
    assert!(
        g.act(mafioso, MafiaAction::Kill(traitor)).is_ok(),
        "they do not know the traitor"
    );
}

#[test]
fn a_lynched_hunter_takes_one_player_along_before_the_win_is_checked() {
    let mut g = night_of(&[("mafioso", 1), ("hunter", 1)], 20);
    let hunter = one(&g, Role::Hunter);
    let mafioso = one(&g, Role::Mafioso);
    g.tick();
    let e = g.everyone_votes(vote_for(hunter));
    assert!(public_mafia(&e).contains(&&MafiaMessage::HunterAims { hunter }));
    let prompt = Game::prompt_in(&e, hunter, MafiaPrompt::LastShot).expect("the hunter aims");
    assert!(
        prompt
            .choices
            .contains(&MafiaAction::LastShot(mafioso).into())
    );
    assert!(find_nightfall(&e).is_none(), "the night waits for the shot");
    // Nobody else acts meanwhile.
    let other = g.villagers()[0];
    assert!(g.act(other, MafiaAction::Ready).is_err());
    // The dead hunter shoots the mafioso: the village wins.
    let e = g.ok(hunter, MafiaAction::LastShot(mafioso));
    assert!(!g.alive(mafioso));
    assert_eq!(find_winner(&e), Some(MafiaTeam::Village));
}

#[test]
fn a_hunter_killed_at_night_shoots_at_dawn_or_lets_the_deadline_pass() {
    let mut g = night_of(&[("mafioso", 1), ("hunter", 1)], 21);
    let hunter = one(&g, Role::Hunter);
    let mafioso = one(&g, Role::Mafioso);
    let mut e = g.ok(mafioso, MafiaAction::Kill(hunter));
    to_dawn(&mut g, &mut e);
    assert!(!g.alive(hunter));
    assert!(Game::prompt_in(&e, hunter, MafiaPrompt::LastShot).is_some());
    assert!(
        !public_mafia(&e)
            .iter()
            .any(|m| matches!(m, MafiaMessage::VotingOpens { .. })),
        "the day waits for the shot"
    );
    // The deadline passes: the hunter takes nobody, the day opens.
    let e = g.tick();
    assert!(public_mafia(&e).contains(&&MafiaMessage::HunterHolds { hunter }));
    assert!(
        public_mafia(&e)
            .iter()
            .any(|m| matches!(m, MafiaMessage::VotingOpens { .. }))
    );
    assert!(
        g.act(hunter, MafiaAction::LastShot(mafioso)).is_err(),
        "one chance only"
    );
}

#[test]
fn cupid_binds_two_lovers_who_learn_it_and_die_together() {
    let mut g = night_of(&[("mafioso", 1), ("cupid", 1)], 22);
    let cupid = one(&g, Role::Cupid);
    let mafioso = one(&g, Role::Mafioso);
    let [a, b] = [g.villagers()[0], g.villagers()[1]];
    let e = g.ok(cupid, use_on(Power::Bind, a));
    // The first pick asks for the second, without the first.
    let again = Game::prompt_in(&e, cupid, MafiaPrompt::Power(Power::Bind)).expect("second pick");
    assert!(!again.choices.contains(&use_on(Power::Bind, a).into()));
    let mut e = g.ok(cupid, use_on(Power::Bind, b));
    e.extend(g.ok(mafioso, MafiaAction::Kill(a)));
    to_dawn(&mut g, &mut e);
    assert_eq!(to_seat(&e, b), vec![MafiaMessage::Lovers { partner: a }]);
    // `a` died in the night, and `b` of grief.
    assert!(!g.alive(a) && !g.alive(b));
    assert!(
        public_mafia(&e)
            .iter()
            .any(|m| matches!(m, MafiaMessage::LoverDied { seat, .. } if *seat == b))
    );
    // Nobody else learns who the lovers are.
    for (audience, m) in mafia_messages(&e) {
        if matches!(m, MafiaMessage::Lovers { .. }) {
            assert!(matches!(audience, Audience::Seat(s) if *s == a || *s == b));
        }
    }
}

#[test]
fn lovers_of_different_sides_win_together_as_the_last_two() {
    let mut g = night_of(&[("mafioso", 1), ("cupid", 1)], 23);
    let cupid = one(&g, Role::Cupid);
    let mafioso = one(&g, Role::Mafioso);
    let lover = g.villagers()[0];
    g.ok(cupid, use_on(Power::Bind, mafioso));
    let mut e = g.ok(cupid, use_on(Power::Bind, lover));
    to_dawn(&mut g, &mut e);
    assert!(find_dawn(&e).is_some());
    // The town removes everyone else, one a day; the mafioso kills no one.
    let mut ended = None;
    for _ in 0..10 {
        let rest: Vec<Seat> = g
            .living()
            .into_iter()
            .filter(|s| *s != mafioso && *s != lover)
            .collect();
        let Some(next) = rest.first().copied() else {
            break;
        };
        let e2 = g.everyone_votes(vote_for(next));
        if let Some(r) = find_end(&e2) {
            ended = Some(r);
            break;
        }
        let e = g.tick();
        if let Some(r) = find_end(&e) {
            ended = Some(r);
            break;
        }
    }
    let result = ended.expect("the game ends");
    assert_eq!(result.outcome, Outcome::Won(MafiaTeam::Lovers.into()));
    assert_eq!(result.winners, {
        let mut w = vec![mafioso, lover];
        w.sort();
        w
    });
}

#[test]
fn a_medium_talks_with_the_dead_at_night_only() {
    let mut g = night_of(&[("mafioso", 1), ("medium", 1)], 24);
    let mafioso = one(&g, Role::Mafioso);
    let medium = one(&g, Role::Medium);
    let victim = g.villagers()[0];
    let mut e = g.ok(mafioso, MafiaAction::Kill(victim));
    to_dawn(&mut g, &mut e);
    g.everyone_votes(VoteChoice::NoOne);
    // Night 1: the dead hear the medium, and the medium hears the dead.
    let said = g.say(medium, "who did it?").expect("the medium speaks");
    assert!(said.iter().any(|e| e.audience.includes(victim)));
    let heard = g.say(victim, "the quiet one").expect("the dead speak");
    assert!(heard.iter().any(|e| e.audience.includes(medium)));
    assert!(
        !heard.iter().any(|e| e.audience.includes(mafioso)),
        "no other living player hears the dead"
    );
    // By day the medium has no room.
    g.tick();
    assert!(g.say(medium, "hello?").is_err());
}

/// In computer games, how often the seat dealt `role` was lynched.
fn lynched_share(list: &[(&str, u8)], role: Role, games: u64) -> f64 {
    use narrator_engine::GameConfig;
    use narrator_engine::bots::simulate;
    let rules = listed(list);
    let config = GameConfig::Mafia(rules.clone());
    let mut lynched = 0;
    for seed in 0..games {
        let seed = Seed::from_number(seed);
        let sim = simulate::run(&config, seed, 8, true);
        let dealt = narrator_engine::mafia::deal::deal(&rules, &seed, 8);
        let seat = dealt.iter().position(|r| *r == role).expect("dealt");
        let seat = Seat(u8::try_from(seat).expect("a small table"));
        if find_lynch_all(&sim.effects).contains(&seat) {
            lynched += 1;
        }
    }
    f64::from(lynched) / games as f64
}

fn find_lynch_all(effects: &[Effect]) -> Vec<Seat> {
    public_mafia(effects)
        .into_iter()
        .filter_map(|m| match m {
            MafiaMessage::Lynched { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect()
}

#[test]
fn a_computer_jester_draws_the_town_s_suspicion() {
    // The same table with a plain villager in the jester's place: the
    // jester, claiming to be the cop and accusing, is lynched far more
    // often.
    let jester = lynched_share(
        &[("mafioso", 2), ("cop", 1), ("doctor", 1), ("jester", 1)],
        Role::Jester,
        150,
    );
    let quiet = lynched_share(
        &[("mafioso", 2), ("cop", 1), ("doctor", 1)],
        Role::Villager,
        150,
    );
    eprintln!("lynched: jester {jester:.2}, a plain villager {quiet:.2}");
    assert!(
        jester > 2.0 * quiet && jester > quiet + 0.05,
        "jester {jester:.2}, a quiet villager {quiet:.2}"
    );
}

#[test]
fn computer_hunters_shoot_and_computer_cupids_bind() {
    use narrator_engine::GameConfig;
    use narrator_engine::bots::simulate;
    let config = GameConfig::Mafia(listed(&[("mafioso", 2), ("hunter", 1), ("cupid", 1)]));
    let (mut aims, mut shots, mut lovers) = (0, 0, 0);
    for seed in 0..60 {
        let sim = simulate::run(&config, Seed::from_number(seed), 9, true);
        assert!(sim.result.is_some(), "seed {seed} ends");
        for m in public_mafia(&sim.effects) {
            match m {
                MafiaMessage::HunterShot { .. } => shots += 1,
                MafiaMessage::HunterAims { .. } => aims += 1,
                _ => {}
            }
        }
        lovers += mafia_messages(&sim.effects)
            .iter()
            .filter(|(_, m)| matches!(m, MafiaMessage::Lovers { .. }))
            .count();
    }
    assert!(aims > 10, "only {aims} hunters died in 60 games");
    // A hunter shoots whom it suspects, and lets the shot pass when it
    // suspects nobody (a death on the first night).
    assert!(shots >= 5, "{shots} last shots of {aims} dying hunters");
    assert!(lovers >= 100, "lovers told {lovers} times in 60 games");
}
