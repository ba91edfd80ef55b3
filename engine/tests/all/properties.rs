//! Properties over random seeds, table sizes and input sequences: random
//! actors (players, strangers, the dead), every kind of action, targets in
//! and out of range, and ticks that move the clock on.

use crate::common;

use common::*;
use narrator_engine::GameMessage;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::{
    Canned, MafiaAction, MafiaMessage, Preset, Role, Ruleset, VoteChoice, Who, deal,
};
use narrator_engine::mafia::{MafiaPrompt, MafiaTeam};
use narrator_engine::{
    Action, Effect, GameConfig, Input, Message, Rejection, Seat, Seed, Table, Timestamp,
};
use narrator_engine::{Audience, EffectKind, Outcome, Prompt};
use proptest::prelude::*;
use std::collections::{BTreeMap, BTreeSet};

// ---------------------------------------------------------------- inputs

/// One step of a random session, resolved into an [`Input`] against the
/// table's history when it is applied.
#[derive(Clone, Debug)]
enum Op {
    /// Any action by any actor (ids past the table are strangers).
    Act(u8, MafiaAction),
    /// A valid-looking answer: choice `c` of the latest prompt seat `a` got.
    Prompted(u8, u8),
    /// Move the clock on by this many seconds and tick.
    Tick(u16),
    /// A lobby command after the start.
    Lobby(u8, u8),
    /// Stop, by anyone, admin or not.
    Stop(u8, bool),
}

fn target() -> impl Strategy<Value = Seat> {
    prop_oneof![
        8 => (0u8..21).prop_map(Seat),
        1 => Just(Seat(200)),
        1 => any::<u8>().prop_map(Seat),
    ]
}

/// A player as an input names them: a seat, an alias (right or wrong for
/// the seat; some from sport's pool) or "you".
fn who() -> impl Strategy<Value = Who> {
    let alias = prop::sample::select(vec![
        "Amber", "Birch", "Cobalt", "Dune", "Ember", "Lark", "Nobody",
    ]);
    prop_oneof![
        target().prop_map(Who::Seat),
        (target(), alias).prop_map(|(seat, a)| Who::Alias {
            seat,
            alias: a.to_string()
        }),
        target().prop_map(Who::You),
    ]
}

fn action() -> impl Strategy<Value = MafiaAction> {
    prop_oneof![
        who().prop_map(MafiaAction::Nominate),
        who().prop_map(MafiaAction::Ballot),
        who().prop_map(MafiaAction::Shoot),
        who().prop_map(MafiaAction::Check),
        any::<bool>().prop_map(MafiaAction::Agree),
        Just(MafiaAction::Pass),
        (0u8..20, proptest::option::of(who()))
            .prop_map(|(id, subject)| MafiaAction::Claim { id, subject }),
        prop_oneof![
            Just(String::new()),
            Just("I am red.".to_string()),
            "[a-z ]{0,8}"
        ]
        .prop_map(MafiaAction::Speak),
        Just(MafiaAction::Ready),
        target().prop_map(MafiaAction::Kill),
        target().prop_map(MafiaAction::Investigate),
        target().prop_map(MafiaAction::Protect),
        target().prop_map(|t| MafiaAction::Vote(VoteChoice::Player(t))),
        Just(MafiaAction::Vote(VoteChoice::NoOne)),
        (
            0u8..20,
            proptest::option::of(target()),
            proptest::option::of(target())
        )
            .prop_map(|(id, subject, recipient)| MafiaAction::Say(Canned {
                id,
                subject,
                recipient
            })),
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        64 => (0u8..24, action()).prop_map(|(a, x)| Op::Act(a, x)),
        80 => (0u8..20, any::<u8>()).prop_map(|(a, c)| Op::Prompted(a, c)),
        24 => (0u16..400).prop_map(Op::Tick),
        4 => (0u8..24, any::<u8>()).prop_map(|(a, k)| Op::Lobby(a, k)),
        1 => (0u8..24, proptest::bool::weighted(0.2)).prop_map(|(a, admin)| Op::Stop(a, admin)),
    ]
}

fn ops() -> impl Strategy<Value = Vec<Op>> {
    proptest::collection::vec(op(), 0..200)
}

// ---------------------------------------------------------------- running

type Outcome1 = Result<Vec<Effect>, Rejection>;

/// A session: the start, then every resolved input with its time and what
/// the table answered.
struct Session {
    n: usize,
    rules: Ruleset,
    roles: Vec<Role>,
    start: Vec<Effect>,
    inputs: Vec<(Input, Timestamp)>,
    results: Vec<Outcome1>,
}

/// The presets every property runs over, by index; one past the presets
/// is sport with pseudonyms off (plain public messages); past that, the
/// same again with an inactive player's seat removed at the first missed
/// deadline (`afk_action = remove`).
fn rules(preset: usize) -> Ruleset {
    let plain = Preset::ALL.len() + 4;
    if preset >= plain {
        return Ruleset {
            afk_action: "remove".into(),
            afk_strikes: 1,
            ..rules(preset - plain)
        };
    }
    match Preset::ALL.get(preset) {
        Some(p) => p.ruleset(),
        None if preset == Preset::ALL.len() => Ruleset {
            pseudonyms: false,
            ..Ruleset::sport()
        },
        // Two lists with the newer roles, each with their lone sides.
        None if preset == Preset::ALL.len() + 2 => newer(&[
            "mafioso",
            "framer",
            "janitor",
            "bodyguard",
            "vigilante",
            "tracker",
            "witch",
            "jester",
        ]),
        None if preset == Preset::ALL.len() + 3 => newer(&[
            "mafioso",
            "traitor",
            "mayor",
            "lucky",
            "cursed",
            "serial_killer",
            "arsonist",
            "doctor",
        ]),
        // A group's own list with every role beyond classic's four.
        None => Ruleset {
            min_players: 8,
            roles: Some(
                [
                    ("godfather", 1),
                    ("mafioso", 1),
                    ("consort", 1),
                    ("escort", 1),
                    ("lycan", 1),
                    ("cop", 1),
                    ("doctor", 1),
                ]
                .into_iter()
                .map(|(r, n)| (r.to_string(), n))
                .collect(),
            ),
            ..Ruleset::classic()
        },
    }
}

/// A classic list of one of each of `roles`.
fn newer(roles: &[&str]) -> Ruleset {
    Ruleset {
        min_players: u8::try_from(roles.len()).unwrap_or(u8::MAX),
        roles: Some(roles.iter().map(|r| (r.to_string(), 1)).collect()),
        ..Ruleset::classic()
    }
}

/// Whether the ruleset deals roles that change sides, hide deaths or win
/// alone (the simulated games' check of the two-sided win rule skips it).
fn with_lone_roles(p: usize) -> bool {
    let plain = Preset::ALL.len() + 4;
    let p = p % plain;
    p == Preset::ALL.len() + 2 || p == Preset::ALL.len() + 3
}

fn preset() -> impl Strategy<Value = usize> {
    0..2 * (Preset::ALL.len() + 4)
}

/// `n` moved into the ruleset's seat range (sport seats 10 to 16).
fn fit(p: usize, n: usize) -> usize {
    let r = rules(p);
    let (_, hi) = r.preset.seat_limits();
    n.clamp(usize::from(r.min_players), usize::from(hi))
}

fn started(p: usize, seed: u64, n: usize) -> (Table, Vec<Effect>) {
    let n = fit(p, n);
    let mut table = lobby(rules(p), Seed::from_number(seed));
    join_all(&mut table, n);
    let start = table
        .handle(&Input::Start { by: host() }, Timestamp(0))
        .expect("start");
    (table, start)
}

fn resolve(op: &Op, n: usize, prompts: &BTreeMap<Seat, Prompt>, now: &mut Timestamp) -> Input {
    match op {
        Op::Act(a, x) => act_input(pid(usize::from(*a)), x.clone()),
        Op::Prompted(a, c) => {
            let s = Seat(*a % u8::try_from(n).expect("small"));
            let action = prompts
                .get(&s)
                .filter(|p| !p.choices.is_empty())
                .map(|p| p.choices[usize::from(*c) % p.choices.len()].clone())
                .unwrap_or(Action::Mafia(MafiaAction::Ready));
            Input::Act {
                player: pid(s.index()),
                action,
            }
        }
        Op::Tick(secs) => {
            *now = now.plus_secs(u32::from(*secs));
            Input::Tick
        }
        Op::Lobby(a, k) => {
            let player = pid(usize::from(*a));
            match k % 4 {
                0 => Input::Join {
                    player,
                    name: "Late".into(),
                },
                1 => Input::Leave { player },
                2 => Input::Fill {
                    by: player,
                    seats: *k,
                },
                _ => Input::Start { by: player },
            }
        }
        Op::Stop(a, admin) => Input::Stop {
            by: pid(usize::from(*a)),
            admin: *admin,
        },
    }
}

fn remember_prompts(prompts: &mut BTreeMap<Seat, Prompt>, effects: &[Effect]) {
    for e in effects {
        if let (Audience::Seat(s), EffectKind::Prompt(p)) = (&e.audience, &e.kind) {
            prompts.insert(*s, p.clone());
        }
    }
}

fn session(p: usize, seed: u64, n: usize, ops: &[Op]) -> Session {
    let n = fit(p, n);
    let (mut table, start) = started(p, seed, n);
    let mut prompts = BTreeMap::new();
    remember_prompts(&mut prompts, &start);
    let mut now = Timestamp(0);
    let mut inputs = Vec::new();
    let mut results = Vec::new();
    for op in ops {
        let input = resolve(op, n, &prompts, &mut now);
        let r = table.handle(&input, now);
        if let Ok(e) = &r {
            remember_prompts(&mut prompts, e);
        }
        inputs.push((input, now));
        results.push(r);
    }
    Session {
        n,
        rules: rules(p),
        roles: deal::deal(&rules(p), &Seed::from_number(seed), n),
        start,
        inputs,
        results,
    }
}

fn replay(p: usize, seed: u64, n: usize, inputs: &[(Input, Timestamp)]) -> Vec<Outcome1> {
    let (mut table, _) = started(p, seed, n);
    inputs.iter().map(|(i, t)| table.handle(i, *t)).collect()
}

fn seat_of_input(input: &Input, n: usize) -> Option<Seat> {
    match input {
        Input::Act { player, .. } => (0..n).find(|i| pid(*i) == *player).map(seat),
        _ => None,
    }
}

/// Seats removed by the effects (night kills, lynches, hp's catches,
/// sport's departures and inactive players). Under pseudonyms sport tells
/// each seat its own copy; seat 1's copy stands for all.
fn removals(effects: &[Effect]) -> Vec<Seat> {
    mafia_messages(effects)
        .into_iter()
        .filter(|(a, _)| matches!(a, Audience::Public | Audience::Seat(Seat(0))))
        .filter_map(|(_, m)| match m {
            MafiaMessage::Dawn {
                killed: Some(s), ..
            }
            | MafiaMessage::AlsoDied { seat: s, .. } => Some(*s),
            MafiaMessage::Lynched { seat, .. }
            | MafiaMessage::Caught { seat, .. }
            | MafiaMessage::LoverDied { seat, .. }
            | MafiaMessage::HunterShot { target: seat, .. } => Some(*seat),
            MafiaMessage::Leaves { who, .. }
            | MafiaMessage::AfkRemoved { who }
            | MafiaMessage::Morning {
                killed: Some(who), ..
            } => Some(who.seat()),
            _ => None,
        })
        .collect()
}

/// The players a sport message names.
fn named(m: &MafiaMessage) -> Vec<&Who> {
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

/// Pseudonyms: a message naming players goes to one seat, which reads
/// "you" for itself and never its own alias. Without them, plain seats.
fn check_names(rules: &Ruleset, e: &Effect, m: &MafiaMessage) -> Result<(), TestCaseError> {
    let names = named(m);
    if names.is_empty() {
        return Ok(());
    }
    if !rules.pseudonyms {
        prop_assert!(names.iter().all(|w| matches!(w, Who::Seat(_))), "{:?}", e);
        return Ok(());
    }
    let Audience::Seat(viewer) = e.audience else {
        return Err(TestCaseError::fail(format!(
            "a message naming players not to one seat: {e:?}"
        )));
    };
    for w in names {
        match w {
            Who::You(s) => prop_assert_eq!(*s, viewer, "{:?}", e),
            Who::Alias { seat, .. } => prop_assert_ne!(*seat, viewer, "own alias told: {:?}", e),
            Who::Seat(_) => prop_assert!(false, "a plain seat under pseudonyms: {:?}", e),
        }
    }
    Ok(())
}

// ---------------------------------------------------------------- checks

/// Checks that a batch of effects tells nobody more than the rules allow.
/// `actor` is the seat whose input made the batch, when known.
fn check_no_leaks(
    rules: &Ruleset,
    roles: &[Role],
    actor: Option<Seat>,
    effects: &[Effect],
) -> Result<(), TestCaseError> {
    let role = |s: Seat| roles.get(s.index()).copied();
    let is_mafia = |s: Seat| role(s).map(Role::team) == Some(MafiaTeam::Mafia);
    let in_room = |s: Seat| role(s).is_some_and(|r| r.unit().mafia_member());
    let framer_lives = roles.contains(&Role::Framer);
    // Seats given a new card in this batch (a cursed recruited at dawn).
    let recast: BTreeSet<Seat> = mafia_messages(effects)
        .into_iter()
        .filter_map(|(a, m)| match (a, m) {
            (Audience::Seat(s), MafiaMessage::RoleCard { .. }) => Some(*s),
            _ => None,
        })
        .collect();
    let is_black = |s: Seat| matches!(role(s), Some(Role::Mafioso | Role::Don));
    let sport = rules.preset == Preset::Sport;
    let has_dawn = find_dawn(effects).is_some();
    for e in effects {
        if let Audience::Team { team, members } = &e.audience {
            prop_assert!(!members.is_empty(), "a team message to nobody: {e:?}");
            for m in members {
                prop_assert_eq!(role(*m).map(|r| r.team().into()), Some(*team), "{:?}", e);
            }
        }
        match &e.kind {
            EffectKind::Prompt(p) => {
                let Audience::Seat(s) = e.audience else {
                    return Err(TestCaseError::fail(format!(
                        "a prompt not to a seat: {e:?}"
                    )));
                };
                let hp = rules.preset == Preset::Hp;
                let Ok(kind) = MafiaPrompt::try_from(p.kind) else {
                    return Err(TestCaseError::fail(format!(
                        "another game's prompt in Mafia: {e:?}"
                    )));
                };
                let want = match kind {
                    // Any member of the mafia may be asked for the kill (a
                    // consort takes it up when no killer is left).
                    MafiaPrompt::NightKill => {
                        prop_assert!(is_mafia(s), "{:?}", e);
                        None
                    }
                    MafiaPrompt::Investigate if hp => Some(Role::Detective),
                    MafiaPrompt::Investigate => Some(Role::Cop),
                    MafiaPrompt::Protect if hp => Some(Role::Healer),
                    MafiaPrompt::Protect => Some(Role::Doctor),
                    MafiaPrompt::Block => {
                        prop_assert_eq!(
                            role(s).and_then(|r| r.unit().powers().first().copied()),
                            Some(narrator_engine::mafia::Power::Block),
                            "{:?}",
                            e
                        );
                        None
                    }
                    MafiaPrompt::Power(power) => {
                        prop_assert!(
                            role(s).is_some_and(|r| r.unit().powers().contains(&power)),
                            "{:?}",
                            e
                        );
                        None
                    }
                    MafiaPrompt::LastShot => Some(Role::Hunter),
                    MafiaPrompt::Reveal => Some(Role::Mayor),
                    MafiaPrompt::Ready | MafiaPrompt::Vote => None,
                    MafiaPrompt::KillOrder | MafiaPrompt::DonCheck => Some(Role::Don),
                    MafiaPrompt::SheriffCheck => Some(Role::Sheriff),
                    MafiaPrompt::Shoot => {
                        prop_assert!(is_black(s), "{:?}", e);
                        None
                    }
                    MafiaPrompt::Speech | MafiaPrompt::Nominees | MafiaPrompt::Agree => None,
                };
                if let Some(r) = want {
                    prop_assert_eq!(role(s), Some(r), "{:?}", e);
                }
            }
            EffectKind::Message(Message::Game(GameMessage::Mafia(m))) if sport => {
                check_names(rules, e, m)?;
                check_sport(e, m, &role, actor)?;
            }
            EffectKind::Message(Message::Game(GameMessage::Mafia(m))) => match m {
                MafiaMessage::RoleCard { role: r, allies } => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("a shared role card: {e:?}")));
                    };
                    prop_assert_eq!(role(s), Some(*r));
                    // Classic: the mafia know each other, whatever their
                    // roles. hp: so do the detectives and the healers.
                    let hp = rules.preset == Preset::Hp;
                    // A traitor knows the mafia's room; the room does not
                    // know the traitor.
                    let knows = |x: Role| x.team() == MafiaTeam::Mafia && x.unit().has_team();
                    let want: Vec<Seat> = (0..roles.len())
                        .map(seat)
                        .filter(|m| *m != s)
                        .filter(|m| match role(*m) {
                            Some(x) if hp => *r != Role::Commoner && x == *r,
                            Some(x) => knows(*r) && x.unit().mafia_member(),
                            None => false,
                        })
                        .collect();
                    prop_assert_eq!(allies, &want);
                }
                MafiaMessage::Investigation { target, alignment } => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("a shared finding: {e:?}")));
                    };
                    prop_assert_eq!(role(s), Some(Role::Cop), "{:?}", e);
                    // A framed player shows as mafia, whatever their role.
                    let framed = framer_lives && *alignment == MafiaTeam::Mafia;
                    prop_assert!(
                        framed || role(*target).map(Role::shows_as) == Some(*alignment),
                        "{:?}",
                        e
                    );
                    prop_assert!(has_dawn, "a finding outside dawn: {:?}", e);
                }
                MafiaMessage::MafiaPick { by, target } => {
                    let Audience::Team { team, members } = &e.audience else {
                        return Err(TestCaseError::fail(format!(
                            "a pick not to the mafia: {e:?}"
                        )));
                    };
                    prop_assert_eq!(*team, MafiaTeam::Mafia);
                    prop_assert!(members.iter().all(|m| is_mafia(*m)), "{:?}", e);
                    prop_assert!(members.contains(by), "{:?}", e);
                    // A target the mafia's attack recruits later in the
                    // same batch is in the room by the batch's end.
                    prop_assert!(is_mafia(*by), "{:?}", e);
                    prop_assert!(!in_room(*target) || recast.contains(target), "{:?}", e);
                    if let Some(a) = actor {
                        prop_assert_eq!(*by, a);
                    }
                }
                MafiaMessage::ChoiceRecorded { .. } => match actor {
                    Some(a) => prop_assert_eq!(&e.audience, &Audience::Seat(a)),
                    None => prop_assert!(matches!(e.audience, Audience::Seat(_)), "{:?}", e),
                },
                MafiaMessage::Dawn {
                    killed, role: r, ..
                } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    // A janitor may hide the role; nothing shows a wrong one.
                    prop_assert!(r.is_none() || *r == killed.and_then(role), "{:?}", e);
                    prop_assert!(rules.reveal_on_death || r.is_none(), "{:?}", e);
                }
                MafiaMessage::AlsoDied { seat, role: r } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert!(has_dawn, "{:?}", e);
                    prop_assert!(r.is_none() || *r == role(*seat), "{:?}", e);
                    prop_assert!(rules.reveal_on_death || r.is_none(), "{:?}", e);
                }
                MafiaMessage::Cleaned { target, role: r } => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("a shared cleaning: {e:?}")));
                    };
                    prop_assert_eq!(role(s), Some(Role::Janitor), "{:?}", e);
                    prop_assert_eq!(Some(*r), role(*target), "{:?}", e);
                    prop_assert!(has_dawn, "{:?}", e);
                }
                MafiaMessage::Tracked { .. } => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("a shared track: {e:?}")));
                    };
                    prop_assert_eq!(role(s), Some(Role::Tracker), "{:?}", e);
                    prop_assert!(has_dawn, "{:?}", e);
                }
                MafiaMessage::Survived => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("a shared survival: {e:?}")));
                    };
                    prop_assert_eq!(role(s), Some(Role::Lucky), "{:?}", e);
                }
                // Recruited and promoted players are mafiosi by then.
                MafiaMessage::Recruited | MafiaMessage::Promoted => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("a shared recruitment: {e:?}")));
                    };
                    prop_assert_eq!(role(s), Some(Role::Mafioso), "{:?}", e);
                }
                MafiaMessage::NewMember { seat: joined } => {
                    let Audience::Team { team, members } = &e.audience else {
                        return Err(TestCaseError::fail(format!(
                            "a new member told publicly: {e:?}"
                        )));
                    };
                    prop_assert_eq!(*team, MafiaTeam::Mafia);
                    prop_assert!(!members.contains(joined), "{:?}", e);
                    prop_assert!(members.iter().all(|m| in_room(*m)), "{:?}", e);
                }
                MafiaMessage::PassRecorded => match actor {
                    Some(a) => prop_assert_eq!(&e.audience, &Audience::Seat(a)),
                    None => prop_assert!(matches!(e.audience, Audience::Seat(_)), "{:?}", e),
                },
                MafiaMessage::JesterWins { seat: s } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert_eq!(role(*s), Some(Role::Jester), "{:?}", e);
                }
                MafiaMessage::Lovers { partner } => {
                    let Audience::Seat(s) = e.audience else {
                        return Err(TestCaseError::fail(format!("lovers told publicly: {e:?}")));
                    };
                    prop_assert_ne!(s, *partner, "{:?}", e);
                    prop_assert!(has_dawn, "{:?}", e);
                }
                MafiaMessage::LoverDied { seat, role: r } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert!(r.is_none() || *r == role(*seat), "{:?}", e);
                    prop_assert!(rules.reveal_on_death || r.is_none(), "{:?}", e);
                }
                MafiaMessage::HunterAims { hunter } | MafiaMessage::HunterHolds { hunter } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert_eq!(role(*hunter), Some(Role::Hunter), "{:?}", e);
                }
                MafiaMessage::HunterShot {
                    hunter,
                    target,
                    role: r,
                } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert_eq!(role(*hunter), Some(Role::Hunter), "{:?}", e);
                    prop_assert!(r.is_none() || *r == role(*target), "{:?}", e);
                    prop_assert!(rules.reveal_on_death || r.is_none(), "{:?}", e);
                }
                MafiaMessage::MayorRevealed { seat: s } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert_eq!(role(*s), Some(Role::Mayor), "{:?}", e);
                }
                MafiaMessage::Lynched { seat, role: r } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert_eq!(*r, role(*seat), "{:?}", e);
                }
                MafiaMessage::HitPoints { .. } => {
                    prop_assert!(matches!(e.audience, Audience::Seat(_)), "{:?}", e);
                }
                MafiaMessage::AllyPick { by, .. } => {
                    let Audience::Team { members, .. } = &e.audience else {
                        return Err(TestCaseError::fail(format!("a pick not to a team: {e:?}")));
                    };
                    prop_assert!(members.contains(by), "{:?}", e);
                    prop_assert!(members.iter().all(|m| role(*m) == role(*by)), "{:?}", e);
                    if let Some(a) = actor {
                        prop_assert_eq!(*by, a);
                    }
                }
                MafiaMessage::Tested {
                    target,
                    mafia: found,
                } => {
                    let Audience::Team { members, .. } = &e.audience else {
                        return Err(TestCaseError::fail(format!("a shared test: {e:?}")));
                    };
                    prop_assert!(
                        members.iter().all(|m| role(*m) == Some(Role::Detective)),
                        "{:?}",
                        e
                    );
                    prop_assert_eq!(is_mafia(*target), *found);
                    prop_assert!(has_dawn, "a test outside dawn: {:?}", e);
                }
                MafiaMessage::Caught { seat, role: r } => {
                    prop_assert_eq!(&e.audience, &Audience::Public);
                    prop_assert!(is_mafia(*seat), "{:?}", e);
                    prop_assert_eq!(*r, role(*seat), "{:?}", e);
                }
                // The rest carry no role and no night result.
                MafiaMessage::DayZero
                | MafiaMessage::Ready { .. }
                | MafiaMessage::Nightfall { .. }
                | MafiaMessage::StillAlive { .. }
                | MafiaMessage::VotingOpens { .. }
                | MafiaMessage::VoteCast { .. }
                | MafiaMessage::Said { .. }
                | MafiaMessage::NoLynch
                | MafiaMessage::Revote { .. }
                | MafiaMessage::Winner { .. } => {
                    prop_assert_eq!(&e.audience, &Audience::Public, "{:?}", e);
                }
                // A block's notice: to the blocked seat alone, at dawn.
                MafiaMessage::Blocked => {
                    prop_assert!(matches!(e.audience, Audience::Seat(_)), "{:?}", e);
                    prop_assert!(has_dawn, "a block told outside dawn: {:?}", e);
                }
                // An inactive player removed: public, and it names no
                // role (it has none to name).
                MafiaMessage::AfkRemoved { who } => {
                    prop_assert_eq!(&e.audience, &Audience::Public, "{:?}", e);
                    prop_assert!(matches!(who, Who::Seat(_)), "{:?}", e);
                }
                other => {
                    return Err(TestCaseError::fail(format!(
                        "a sport message in {}: {other:?}",
                        rules.preset
                    )));
                }
            },
            EffectKind::Message(Message::GameOver(r)) => {
                prop_assert_eq!(&e.audience, &Audience::Public);
                prop_assert!(
                    effects.iter().any(|x| x.kind == EffectKind::End(r.clone())),
                    "roles are revealed only with the end"
                );
            }
            // The warning for a missed deadline goes to the seat alone.
            EffectKind::Message(Message::AfkWarning { .. }) => {
                prop_assert!(matches!(e.audience, Audience::Seat(_)), "{:?}", e);
            }
            EffectKind::Message(_) | EffectKind::Deadline { .. } | EffectKind::End(_) => {
                prop_assert_eq!(&e.audience, &Audience::Public, "{:?}", e);
            }
        }
    }
    Ok(())
}

/// sport's secrets: cards and checks go only to their seat, the black
/// team's news only to black players, roles only with a removal.
fn check_sport(
    e: &Effect,
    m: &MafiaMessage,
    role: &dyn Fn(Seat) -> Option<Role>,
    actor: Option<Seat>,
) -> Result<(), TestCaseError> {
    let is_black = |s: Seat| matches!(role(s), Some(Role::Mafioso | Role::Don));
    let to_seat = match e.audience {
        Audience::Seat(s) => Some(s),
        _ => None,
    };
    match m {
        MafiaMessage::SportCard { role: r } => {
            prop_assert!(to_seat.is_some_and(|s| role(s) == Some(*r)), "{:?}", e);
        }
        MafiaMessage::BlackTeam { members, don } => {
            prop_assert!(to_seat.is_some_and(is_black), "{:?}", e);
            prop_assert!(members.iter().all(|w| is_black(w.seat())), "{:?}", e);
            prop_assert_eq!(role(don.seat()), Some(Role::Don));
        }
        MafiaMessage::KillOrder { .. } => {
            let Audience::Team { members, .. } = &e.audience else {
                return Err(TestCaseError::fail(format!("a shared kill order: {e:?}")));
            };
            prop_assert!(members.iter().all(|s| is_black(*s)), "{:?}", e);
        }
        MafiaMessage::ShotTaken { .. } => {
            prop_assert!(to_seat.is_some_and(is_black), "{:?}", e);
            if let Some(a) = actor {
                prop_assert_eq!(to_seat, Some(a));
            }
        }
        MafiaMessage::DonChecked { target, sheriff } => {
            prop_assert!(
                to_seat.is_some_and(|s| role(s) == Some(Role::Don)),
                "{:?}",
                e
            );
            prop_assert_eq!(*sheriff, role(target.seat()) == Some(Role::Sheriff));
            // Answered at once: in the batch of the checker's own input.
            if let Some(a) = actor {
                prop_assert_eq!(to_seat, Some(a), "{:?}", e);
            }
        }
        MafiaMessage::SheriffChecked { target, black } => {
            prop_assert!(
                to_seat.is_some_and(|s| role(s) == Some(Role::Sheriff)),
                "{:?}",
                e
            );
            prop_assert_eq!(*black, is_black(target.seat()));
            // Answered at once: in the batch of the checker's own input.
            if let Some(a) = actor {
                prop_assert_eq!(to_seat, Some(a), "{:?}", e);
            }
        }
        MafiaMessage::Leaves { who, role: r } => {
            prop_assert_eq!(*r, role(who.seat()), "{:?}", e);
        }
        MafiaMessage::Morning {
            killed, role: r, ..
        } => {
            prop_assert_eq!(*r, killed.as_ref().and_then(|k| role(k.seat())), "{:?}", e);
        }
        MafiaMessage::SeatList { seats } => {
            prop_assert!(
                matches!((to_seat, seats.first()), (Some(v), Some((Who::You(s), _))) if v == *s),
                "the viewer comes first: {:?}",
                e
            );
        }
        MafiaMessage::RoleCard { .. }
        | MafiaMessage::Investigation { .. }
        | MafiaMessage::MafiaPick { .. }
        | MafiaMessage::ChoiceRecorded { .. }
        | MafiaMessage::HitPoints { .. }
        | MafiaMessage::AllyPick { .. }
        | MafiaMessage::Tested { .. }
        | MafiaMessage::Dawn { .. }
        | MafiaMessage::Lynched { .. }
        | MafiaMessage::Caught { .. } => {
            return Err(TestCaseError::fail(format!(
                "another preset's message: {e:?}"
            )));
        }
        // The rest name no role: public, or one copy per seat.
        _ => prop_assert!(
            matches!(e.audience, Audience::Public | Audience::Seat(_)),
            "{:?}",
            e
        ),
    }
    Ok(())
}

fn win_rule(roles: &[Role], removed: &BTreeSet<Seat>) -> Option<MafiaTeam> {
    let living = |team: MafiaTeam| {
        (0..roles.len())
            .filter(|i| !removed.contains(&seat(*i)) && roles[*i].team() == team)
            .count()
    };
    let (mafia, village) = (living(MafiaTeam::Mafia), living(MafiaTeam::Village));
    if mafia == 0 {
        Some(MafiaTeam::Village)
    } else if mafia >= village {
        Some(MafiaTeam::Mafia)
    } else {
        None
    }
}

fn config() -> ProptestConfig {
    ProptestConfig {
        cases: 192,
        ..ProptestConfig::default()
    }
}

// ---------------------------------------------------------------- properties

proptest! {
    #![proptest_config(config())]

    /// (a) Two tables fed the same inputs answer the same, effects and
    /// rejections alike; replaying the stored inputs does too.
    #[test]
    fn the_same_inputs_give_the_same_answers(p in preset(), seed in any::<u64>(), n in 6usize..=20, ops in ops()) {
        let a = session(p, seed, n, &ops);
        let b = session(p, seed, n, &ops);
        prop_assert_eq!(&a.start, &b.start);
        prop_assert_eq!(&a.inputs, &b.inputs);
        prop_assert_eq!(&a.results, &b.results);
        prop_assert_eq!(replay(p, seed, n, &a.inputs), a.results);
    }

    /// (b) Once removed, a seat never acts again; strangers never act.
    #[test]
    fn the_dead_never_act(p in preset(), seed in any::<u64>(), n in 6usize..=20, ops in ops()) {
        let s = session(p, seed, n, &ops);
        let mut removed = BTreeSet::new();
        for ((input, _), r) in s.inputs.iter().zip(&s.results) {
            if let Input::Act { player, .. } = input {
                match seat_of_input(input, s.n) {
                    Some(actor) if removed.contains(&actor) => prop_assert!(
                        matches!(r, Err(Rejection::DeadActor { .. }) | Err(Rejection::GameOver)),
                        "{:?} acted after removal: {:?} → {:?}", actor, input, r
                    ),
                    Some(_) => {}
                    None => prop_assert!(
                        matches!(r, Err(Rejection::NotAPlayer { .. }) | Err(Rejection::GameOver)),
                        "stranger {:?}: {:?}", player, r
                    ),
                }
            }
            if let Ok(effects) = r {
                for e in effects {
                    if let (Audience::Seat(to), EffectKind::Prompt(p)) = (&e.audience, &e.kind) {
                        prop_assert!(!removed.contains(to), "a prompt to the dead: {:?}", e);
                        for c in &p.choices {
                            let t = match c {
                                Action::Mafia(MafiaAction::Kill(t)
                                    | MafiaAction::Investigate(t)
                                    | MafiaAction::Protect(t)
                                    | MafiaAction::Vote(VoteChoice::Player(t))) => Some(*t),
                                Action::Mafia(MafiaAction::Nominate(w)
                                    | MafiaAction::Ballot(w)
                                    | MafiaAction::Shoot(w)
                                    | MafiaAction::Check(w)) => Some(w.seat()),
                                _ => None,
                            };
                            if let Some(t) = t {
                                prop_assert!(!removed.contains(&t), "the dead offered: {:?}", c);
                            }
                        }
                    }
                }
                for gone in removals(effects) {
                    prop_assert!(removed.insert(gone), "removed twice: {:?}", gone);
                }
            }
        }
    }

    /// (c) ⌊n/3⌋ mafia, one cop, one doctor, the rest villagers.
    #[test]
    fn role_counts_follow_the_player_count(seed in any::<u64>(), n in 6usize..=20) {
        let (_, start) = started(0, seed, n);
        let mut counts: BTreeMap<Role, usize> = BTreeMap::new();
        for (_, m) in mafia_messages(&start) {
            if let MafiaMessage::RoleCard { role, .. } = m {
                *counts.entry(*role).or_default() += 1;
            }
        }
        prop_assert_eq!(counts.get(&Role::Mafioso).copied().unwrap_or(0), n / 3);
        prop_assert_eq!(counts.get(&Role::Cop).copied().unwrap_or(0), 1);
        prop_assert_eq!(counts.get(&Role::Doctor).copied().unwrap_or(0), 1);
        prop_assert_eq!(counts.get(&Role::Villager).copied().unwrap_or(0), n - n / 3 - 2);
        let dealt = deal::deal(&Ruleset::classic(), &Seed::from_number(seed), n);
        prop_assert_eq!(dealt.iter().filter(|r| **r == Role::Mafioso).count(), n / 3);
    }

    /// (d) No effect tells anyone a role or a night result before the rules
    /// do, and private things go only to those entitled to them.
    #[test]
    fn nothing_leaks(p in preset(), seed in any::<u64>(), n in 6usize..=20, ops in ops()) {
        let s = session(p, seed, n, &ops);
        check_no_leaks(&s.rules, &s.roles, None, &s.start)?;
        let mut over = false;
        // Roles as they are now: a cursed or a traitor turns mafioso, and a
        // new role card says so.
        let mut roles = s.roles.clone();
        for ((input, _), r) in s.inputs.iter().zip(&s.results) {
            if let Ok(effects) = r {
                prop_assert!(!over || effects.is_empty(), "effects after the end: {:?}", effects);
                for (a, m) in mafia_messages(effects) {
                    if let (Audience::Seat(seat), MafiaMessage::RoleCard { role, .. }) = (a, m) {
                        roles[seat.index()] = *role;
                    }
                }
                check_no_leaks(&s.rules, &roles, seat_of_input(input, s.n), effects)?;
                over |= find_end(effects).is_some();
            }
        }
    }

    /// (e) A rejected input changes nothing: the accepted inputs alone give
    /// the same answers as the whole session.
    #[test]
    fn a_rejected_input_changes_nothing(p in preset(), seed in any::<u64>(), n in 6usize..=20, ops in ops()) {
        let s = session(p, seed, n, &ops);
        let kept: Vec<(Input, Timestamp)> = s
            .inputs
            .iter()
            .zip(&s.results)
            .filter(|(_, r)| r.is_ok())
            .map(|(i, _)| i.clone())
            .collect();
        let accepted: Vec<Outcome1> = s.results.iter().filter(|r| r.is_ok()).cloned().collect();
        prop_assert_eq!(replay(p, seed, n, &kept), accepted);
    }

    /// (e') The same, one junk input at a time: a table that saw a refused
    /// input answers every following input like one that did not.
    #[test]
    fn a_refused_input_leaves_no_trace(
        p in preset(),
        seed in any::<u64>(),
        n in 6usize..=20,
        ops in ops(),
        junk in (0u8..24, action()),
        at in any::<prop::sample::Index>(),
    ) {
        let s = session(p, seed, n, &ops);
        let cut = at.index(s.inputs.len() + 1);
        let (mut a, _) = started(p, seed, n);
        let (mut b, _) = started(p, seed, n);
        for (input, t) in &s.inputs[..cut] {
            prop_assert_eq!(a.handle(input, *t), b.handle(input, *t));
        }
        let t = s.inputs[..cut].last().map_or(Timestamp(0), |x| x.1);
        let junk = act_input(pid(usize::from(junk.0)), junk.1);
        if a.handle(&junk, t).is_err() {
            for (input, t) in &s.inputs[cut..] {
                prop_assert_eq!(a.handle(input, *t), b.handle(input, *t), "after {:?}", junk);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// (f) Simulated games always finish, and the winners are the team the
    /// win rule names, checked after every removal.
    #[test]
    fn simulated_games_finish_with_the_right_winners(p in preset(), seed in any::<u64>(), n in 6u8..=20) {
        let n = u8::try_from(fit(p, usize::from(n))).unwrap_or(10);
        let config = GameConfig::Mafia(rules(p));
        let seed = Seed::from_number(seed);
        let sim = simulate::run(&config, seed, n, true);
        let result = sim.result.clone();
        prop_assert!(result.is_some(), "the game did not finish");
        if with_lone_roles(p) {
            // Lone sides and role changes: the two-sided rule below does
            // not apply; `role_units` tests these rules one by one.
            return Ok(());
        }
        let result = result.unwrap_or_else(|| unreachable!());
        let roles = deal::deal(&rules(p), &seed, usize::from(n));
        let Outcome::Won(team) = result.outcome else {
            return Err(TestCaseError::fail("a simulated game is never stopped"));
        };
        let team = MafiaTeam::try_from(team).map_err(|_| TestCaseError::fail("another game's team won"))?;
        let mut removed = BTreeSet::new();
        let gone = removals(&sim.effects);
        prop_assert!(!gone.is_empty());
        for (i, s) in gone.iter().enumerate() {
            prop_assert!(removed.insert(*s));
            let w = win_rule(&roles, &removed);
            if i + 1 < gone.len() {
                prop_assert_eq!(w, None, "the game went on after a win");
            } else {
                prop_assert_eq!(w, Some(team), "the winner follows the win rule");
            }
        }
        let want: Vec<Seat> = (0..roles.len())
            .map(seat)
            .filter(|s| roles[s.index()].team() == team)
            .collect();
        prop_assert_eq!(&result.winners, &want);
        let names: Vec<String> = roles.iter().map(|r| r.name().to_string()).collect();
        prop_assert_eq!(&result.roles, &names);
        prop_assert_eq!(find_winner(&sim.effects), Some(team));
        prop_assert_eq!(find_game_over(&sim.effects), Some(result));
        check_no_leaks(&rules(p), &roles, None, &sim.effects)?;
    }
}
