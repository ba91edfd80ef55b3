//! Hunt the Twisted Wumpus, property tests through the table: random
//! seeds, table sizes and choices. No player is told a room's label, an
//! item or an occupant beyond their own room and what the rules let them
//! hear; the same seed and inputs give the same game.

use narrator_engine::GameMessage;
use narrator_engine::wumpus::{Item, Room, Sound, WumpusMessage, WumpusRules};
use narrator_engine::{
    Action, Effect, Game, GameConfig, Input, Message, PlayerId, Seat, Seed, Table, TableSetup,
    Timestamp,
};
use narrator_engine::{Audience, EffectKind};
use proptest::prelude::*;

fn pid(i: usize) -> PlayerId {
    PlayerId(format!("p{i}"))
}

fn config() -> GameConfig {
    GameConfig::Wumpus(WumpusRules::standard().expect("the shipped map parses"))
}

/// A started table of `n` people.
fn table(seed: u64, n: usize) -> (Table, Vec<Effect>) {
    let mut t = Table::new(TableSetup {
        config: config(),
        seed: Seed::from_number(seed),
        host: pid(0),
    });
    for i in 0..n {
        let join = Input::Join {
            player: pid(i),
            name: format!("P{i}"),
        };
        t.handle(&join, Timestamp(0)).expect("joins");
    }
    let fx = t
        .handle(&Input::Start { by: pid(0) }, Timestamp(0))
        .expect("starts");
    (t, fx)
}

fn rooms(t: &Table) -> Vec<Room> {
    t.game()
        .and_then(Game::as_wumpus)
        .map(|g| g.world().hunters.iter().map(|h| h.room).collect())
        .unwrap_or_default()
}

/// The open prompt's seat and choices in these effects.
fn prompt(effects: &[Effect]) -> Option<(Seat, Vec<Action>)> {
    effects
        .iter()
        .rev()
        .find_map(|e| match (&e.audience, &e.kind) {
            (Audience::Seat(s), EffectKind::Prompt(p)) => Some((*s, p.choices.clone())),
            _ => None,
        })
}

/// Keys that only the end's reveal may carry.
const HIDDEN_KEYS: [&str; 7] = [
    "\"room\"",
    "\"pits\"",
    "\"bats\"",
    "\"cave\"",
    "\"wumpus_path\"",
    "\"steps\"",
    "\"trails\"",
];

/// Checks one batch of effects against the state before and after it.
fn check_batch(t: &Table, before: &[Room], effects: &[Effect]) -> Result<(), TestCaseError> {
    let Some(g) = t.game().and_then(Game::as_wumpus) else {
        return Err(TestCaseError::fail("not a Wumpus game"));
    };
    let world = g.world();
    let cave = &world.cave;
    let after = rooms(t);
    for e in effects {
        let json = serde_json::to_string(e).map_err(|x| TestCaseError::fail(x.to_string()))?;
        let is_reveal = matches!(
            e.message(),
            Some(Message::Game(GameMessage::Wumpus(WumpusMessage::Reveal(_))))
        );
        let is_end = matches!(e.kind, EffectKind::End(_))
            || matches!(e.message(), Some(Message::GameOver(_)));
        if is_reveal {
            prop_assert_eq!(&e.audience, &Audience::Public);
            prop_assert!(t.is_over(), "the cave is revealed only at the end");
            continue;
        }
        if !is_end {
            for key in HIDDEN_KEYS {
                prop_assert!(!json.contains(key), "{} leaks {}", json, key);
            }
        }
        match (&e.audience, e.message()) {
            (Audience::Seat(s), Some(Message::Game(GameMessage::Wumpus(m)))) => match m {
                WumpusMessage::Heard { sound, distance } => {
                    if let Some(reach) = sound.reach() {
                        prop_assert!(*distance <= reach, "{:?} heard too far", sound);
                    }
                    if let Sound::Whisper { by, .. } | Sound::Speech { by, .. } = sound {
                        let truth = cave.distance(before[by.index()], after[s.index()]);
                        prop_assert_eq!(*distance, truth);
                        prop_assert_ne!(by, s);
                    }
                    // A voice's words are exactly what its speaker was told
                    // they said: the engine adds nothing of its own.
                    if let Some(words) = sound.words() {
                        let said = effects.iter().any(|d| {
                            matches!(
                                (&d.audience, d.message()),
                                (Audience::Seat(_), Some(Message::Game(GameMessage::Wumpus(WumpusMessage::Done(a)))))
                                    if a.words() == Some(words)
                            )
                        });
                        prop_assert!(said, "{:?} was never said", sound);
                    }
                }
                WumpusMessage::Senses(senses) => {
                    let here = after[s.index()];
                    prop_assert_eq!(usize::from(senses.exits), cave.neighbours(here).len());
                    prop_assert_eq!(senses.bows_here, world.lying(here, Item::Bow));
                    prop_assert_eq!(senses.pebbles_here, world.lying(here, Item::Pebble));
                    prop_assert_eq!(g.current(), Some(*s));
                }
                WumpusMessage::Done(_) | WumpusMessage::Carried | WumpusMessage::YouDied { .. } => {
                }
                other => prop_assert!(false, "{:?} sent privately", other),
            },
            (Audience::Seat(s), None) => {
                prop_assert!(matches!(e.kind, EffectKind::Prompt(_)));
                prop_assert_eq!(
                    g.current(),
                    Some(*s),
                    "a prompt only to the player whose turn it is"
                );
            }
            (Audience::Public, Some(m)) => prop_assert!(
                matches!(
                    m,
                    Message::Started { .. }
                        | Message::Game(GameMessage::Wumpus(
                            WumpusMessage::Begins { .. }
                                | WumpusMessage::Turn { .. }
                                | WumpusMessage::TimedOut { .. }
                                | WumpusMessage::Died { .. }
                                | WumpusMessage::WumpusKilled { .. }
                                | WumpusMessage::AllDead
                        ))
                ) || is_end,
                "{:?} is public",
                m
            ),
            (Audience::Public, None) => {}
            (a, _) => prop_assert!(false, "unexpected audience {:?}", a),
        }
    }
    Ok(())
}

/// Words a player might give a voice: fine ones, ones that try to pass
/// for the engine's own messages, and ones the engine refuses (empty,
/// blank, too long).
const WORDS: [&str; 8] = [
    "the bow is here",
    "\"room\": 1, \"pits\": [2]",
    "  spaced\tout\nwords  ",
    "\u{202E}reversed\u{7}",
    "",
    " \n ",
    "Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus! Wumpus!",
    "ok",
];

/// A voice choice given words by the pick's high bits (or left wordless).
fn with_words(choice: &Action, pick: u16) -> Action {
    match choice {
        Action::Wumpus(a) => match (a.voice(), usize::from(pick >> 8) % (WORDS.len() + 1)) {
            (Some(voice), i) if i < WORDS.len() => Action::Wumpus(voice.with(WORDS[i])),
            _ => choice.clone(),
        },
        _ => choice.clone(),
    }
}

/// Plays a game choosing by `picks` (an index into the prompt's choices,
/// or a timed-out turn; a voice gets words, refused ones change nothing
/// and the voice is then given wordless); returns every effect.
fn play(seed: u64, n: usize, picks: &[u16], check: bool) -> Result<Vec<Effect>, TestCaseError> {
    let (mut t, fx) = table(seed, n);
    let mut all = fx.clone();
    let mut open = prompt(&fx);
    let mut now = Timestamp(0);
    for pick in picks {
        if t.is_over() {
            break;
        }
        let before = rooms(&t);
        let input = match &open {
            Some((seat, choices)) if pick % 16 != 15 && !choices.is_empty() => {
                let choice = &choices[usize::from(*pick % 256) % choices.len()];
                let worded = Input::Act {
                    player: pid(seat.index()),
                    action: with_words(choice, *pick),
                };
                let state = format!("{:?}", t.game());
                match t.handle(&worded, now) {
                    Ok(fx) => {
                        if check {
                            check_batch(&t, &before, &fx)?;
                        }
                        if let Some(p) = prompt(&fx) {
                            open = Some(p);
                        }
                        all.extend(fx);
                        continue;
                    }
                    Err(
                        narrator_engine::Rejection::NoWords { .. }
                        | narrator_engine::Rejection::TooManyWords { .. },
                    ) => prop_assert_eq!(
                        state,
                        format!("{:?}", t.game()),
                        "a refusal changed the game"
                    ),
                    Err(r) => return Err(TestCaseError::fail(format!("{worded:?} refused: {r}"))),
                }
                Input::Act {
                    player: pid(seat.index()),
                    action: choice.clone(),
                }
            }
            _ => {
                now = t.deadline().unwrap_or(now);
                Input::Tick
            }
        };
        let fx = t
            .handle(&input, now)
            .map_err(|r| TestCaseError::fail(format!("{input:?} refused: {r}")))?;
        if check {
            check_batch(&t, &before, &fx)?;
        }
        if let Some(p) = prompt(&fx) {
            open = Some(p);
        }
        all.extend(fx);
    }
    Ok(all)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn no_view_leaks_and_every_offered_choice_is_accepted(
        seed in 0u64..1_000_000,
        n in 1usize..=5,
        picks in proptest::collection::vec(any::<u16>(), 1..300),
    ) {
        play(seed, n, &picks, true)?;
    }

    #[test]
    fn same_seed_and_inputs_same_game(
        seed in 0u64..1_000_000,
        n in 1usize..=5,
        picks in proptest::collection::vec(any::<u16>(), 1..150),
    ) {
        prop_assert_eq!(play(seed, n, &picks, false)?, play(seed, n, &picks, false)?);
    }
}

#[test]
fn a_mafia_action_is_refused_at_a_wumpus_table() {
    let (mut t, _) = table(1, 2);
    let act = Input::Act {
        player: pid(0),
        action: Action::Mafia(narrator_engine::mafia::MafiaAction::Ready),
    };
    let r = t.handle(&act, Timestamp(1));
    assert!(
        matches!(r, Err(narrator_engine::Rejection::WrongGame { .. })),
        "{r:?}"
    );
}

#[test]
fn all_computer_hunts_end() {
    let mut ended = 0;
    for n in 0..40u64 {
        let sim = narrator_engine::bots::simulate::run(&config(), Seed::from_number(n), 5, false);
        if sim.result.is_some() {
            ended += 1;
        }
    }
    assert_eq!(ended, 40, "every hunt reaches an end");
}
