//! Properties of the Zombie Game over random games: determinism, one rules
//! implementation for chat and script, no name in the public score
//! announcement, and nobody learning their own infection.

use crate::zombie_support;

use narrator_engine::GameMessage;
use narrator_engine::bots::simulate;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::zombie::script::{Event, Fallback, JUDGE_ONLY, replay, to_json};
use narrator_engine::zombie::{Role, ZombieAction, ZombieMessage, ZombieOptions, deal};
use narrator_engine::{Audience, EffectKind};
use narrator_engine::{Effect, GameConfig, Message, Seed};
use proptest::prelude::*;
use zombie_support::*;

/// A random move: 0–6 touch, 7 antidote, 8–9 the host ends the turn.
type Move = (u8, u8, u8);

fn moves() -> impl Strategy<Value = Vec<Move>> {
    prop::collection::vec((0u8..10, any::<u8>(), any::<u8>()), 0..120)
}

fn options(zombies: usize, max_turns: u32, consent: bool) -> ZombieOptions {
    ZombieOptions {
        zombies: u8::try_from(zombies).expect("few"),
        max_turns,
        handshake_consent: consent,
        ..ZombieOptions::default()
    }
}

/// The action a move stands for at a table of `n`.
fn action(m: Move, n: usize) -> (usize, ZombieAction) {
    let (kind, a, b) = m;
    let a = usize::from(a) % n;
    let b = usize::from(b) % n;
    match kind {
        0..=6 => (a, ZombieAction::Touch(seat(b))),
        7 => (a, ZombieAction::Antidote),
        _ => (0, ZombieAction::EndTurn),
    }
}

/// Plays the moves until the game ends; returns every effect of each
/// accepted move, and the script lines of the accepted moves.
fn play(chat: &mut Chat, moves: &[Move]) -> (Vec<Vec<Effect>>, String) {
    let n = chat.roles.len();
    let mut out = Vec::new();
    let mut script = String::new();
    for m in moves {
        if chat.table.is_over() {
            break;
        }
        let (who, a) = action(*m, n);
        if let Ok(e) = chat.act(who, a) {
            out.push(e);
            match a {
                ZombieAction::Touch(t) => script.push_str(&format!(
                    "i {} {}\n",
                    NAMES[who],
                    NAMES[t.index()].to_uppercase()
                )),
                ZombieAction::Antidote => {
                    script.push_str(&format!("a {}\n", NAMES[who].to_lowercase()))
                }
                _ => script.push_str("nt\n"),
            }
        }
    }
    (out, script)
}

fn set_up_lines(roles: &[Role], max_turns: u32) -> String {
    let mut s = String::new();
    for (i, r) in roles.iter().enumerate() {
        s.push_str(&format!(
            "{} {}\n",
            if *r == Role::Zombie {
                "ZOMBIE"
            } else {
                "HUMAN"
            },
            NAMES[i]
        ));
    }
    s.push_str(&format!("GAME_START {max_turns}\n"));
    s
}

fn public_zombie(effects: &[Effect]) -> Vec<ZombieMessage> {
    effects
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .filter_map(|e| match &e.kind {
            EffectKind::Message(Message::Game(GameMessage::Zombie(m))) => Some(m.clone()),
            _ => None,
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    /// The same seed and inputs give the same effects, move for move.
    #[test]
    fn chat_play_is_deterministic(seed in any::<u64>(), n in 3usize..10, moves in moves(), consent in any::<bool>()) {
        let run = || {
            let mut chat = Chat::with_seed(n, options(1, 6, consent), Seed::from_number(seed));
            let start = chat.start.clone();
            (start, play(&mut chat, &moves).0)
        };
        prop_assert_eq!(run(), run());
    }

    /// Computer players finish every game, the same way for the same seed.
    #[test]
    fn computer_games_end_and_repeat(seed in any::<u64>(), n in 3u8..14, consent in any::<bool>(), gift in any::<bool>()) {
        let config = GameConfig::Zombie(ZombieOptions {
            zombies: (n / 4).max(1),
            handshake_consent: consent,
            antidote_gift: gift,
            ..ZombieOptions::default()
        });
        let a = simulate::run(&config, Seed::from_number(seed), n, true);
        let b = simulate::run(&config, Seed::from_number(seed), n, true);
        prop_assert!(a.result.is_some(), "the game ends");
        prop_assert_eq!(&a.effects, &b.effects);
        prop_assert_eq!(&a.inputs, &b.inputs);
    }

    /// Script mode and chat play are one set of rules: the same moves give
    /// the same public announcements.
    #[test]
    fn script_and_chat_announce_the_same(seed in any::<u64>(), n in 3usize..10, moves in moves()) {
        let zombies = 1 + usize::try_from(seed % 2).unwrap_or(0) * usize::from(n >= 5);
        let mut chat = Chat::with_seed(n, options(zombies, 5, false), Seed::from_number(seed));
        let (effects, lines) = play(&mut chat, &moves);
        let script = format!("# generated\n{}{lines}", set_up_lines(&chat.roles, 5));
        let (_, events) = replay(&script, Fallback::None).map_err(|(_, e)| TestCaseError::fail(e.to_string()))?;
        let from_script: Vec<ZombieMessage> = events
            .into_iter()
            .filter_map(|e| match e {
                Event::Announce(m) => Some(m),
                _ => None,
            })
            .collect();
        let mut from_chat = public_zombie(&chat.start);
        from_chat.extend(effects.iter().flat_map(|e| public_zombie(e)));
        from_chat.retain(|m| !matches!(m, ZombieMessage::TurnBegins { .. }));
        prop_assert_eq!(from_script, from_chat);
    }

    /// The public score announcement never names anyone, in text or JSON.
    #[test]
    fn no_name_in_the_public_score_announcement(seed in any::<u64>(), n in 3u8..12) {
        let config = GameConfig::Zombie(ZombieOptions { zombies: (n / 4).max(1), ..ZombieOptions::default() });
        let sim = simulate::run(&config, Seed::from_number(seed), n, true);
        let names: Vec<String> = sim
            .effects
            .iter()
            .find_map(|e| match &e.kind {
                EffectKind::Message(Message::Started { names, .. }) => Some(names.clone()),
                _ => None,
            })
            .expect("the start names everyone");
        let mut turns = 0;
        for e in &sim.effects {
            if let EffectKind::Message(m @ Message::Game(GameMessage::Zombie(ZombieMessage::TurnEnded(_)))) = &e.kind {
                turns += 1;
                prop_assert_eq!(&e.audience, &Audience::Public);
                let text = render::message(Lang::En, m, &Names::new(&names));
                for name in &names {
                    prop_assert!(!text.contains(name.as_str()), "{} in {}", name, text);
                }
            }
        }
        prop_assert!(turns > 0);
    }

    /// A human's private view is the same as in a game without any zombie:
    /// nothing said to them depends on whether they are infected.
    #[test]
    fn nobody_learns_their_own_infection(seed in any::<u64>(), n in 4usize..10, moves in moves(), consent in any::<bool>()) {
        let zombies = 1 + usize::from(n >= 7);
        let real_seed = Seed::from_number(seed);
        let mut real = Chat::with_seed(n, options(zombies, 8, consent), real_seed);
        let mut clean = Chat::with_seed(n, options(0, 8, consent), real_seed);
        prop_assert!(clean.roles.iter().all(|r| *r == Role::Human));
        let roles = deal::deal(&real_seed, n, zombies);
        let private = |effects: &[Effect], s: usize| -> Vec<Effect> {
            effects.iter().filter(|e| matches!(e.audience, Audience::Seat(x) if x == seat(s))).cloned().collect()
        };
        for s in (0..n).filter(|s| roles[*s] == Role::Human) {
            prop_assert_eq!(private(&real.start, s), private(&clean.start, s));
        }
        for m in &moves {
            let (who, a) = action(*m, n);
            let r = real.act(who, a);
            let c = clean.act(who, a);
            prop_assert_eq!(r.is_ok(), c.is_ok(), "the same moves are allowed: {:?} {:?}", r, c);
            let (Ok(r), Ok(c)) = (r, c) else { continue };
            if real.table.is_over() {
                // The end reveals everything, publicly.
                break;
            }
            for s in (0..n).filter(|s| roles[*s] == Role::Human) {
                prop_assert_eq!(private(&r, s), private(&c, s), "seat {}", s);
            }
        }
    }
}

/// A turn's JSON line also carries the judge's view (names and states);
/// the announcement beside it names nobody.
#[test]
fn script_json_turn_lines_name_nobody_outside_the_judges_fields() {
    let script = "HUMAN Quentin\nHUMAN Wilhelmina\nZOMBIE Xavier\nGAME_START 3\ni quentin xavier\ni quentin wilhelmina\nnt\n";
    let (r, events) = replay(script, Fallback::None).expect("valid");
    for e in &events {
        if matches!(e, Event::Announce(ZombieMessage::TurnEnded(_))) {
            let mut turn = to_json(e, &r);
            for key in JUDGE_ONLY {
                let judge = turn.as_object_mut().and_then(|o| o.remove(key));
                assert!(judge.is_some(), "no {key} in {turn}");
            }
            let line = turn.to_string();
            for name in r.names() {
                assert!(!line.contains(name.as_str()), "{line}");
            }
        }
    }
}
