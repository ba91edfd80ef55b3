//! Hunt the Twisted Wumpus: one test per rule of rules/wumpus.md, each on
//! a hand-made cave on the rules' map (rooms named by their labels).

use narrator_engine::wumpus::words::{Audience, EffectKind, Outcome};
use narrator_engine::wumpus::words::{Effect, Message, Rejection};
use narrator_engine::wumpus::world::{Hunter, World};
use narrator_engine::wumpus::{
    Cause, Cave, Item, MAX_WORDS, Room, Sound, Step, Voice, WumpusAction, WumpusGame,
    WumpusMessage, WumpusRules,
};
use narrator_engine::wumpus::{WumpusPrompt, WumpusTeam};
use narrator_engine::wumpus::{bats, legal};
use narrator_engine::{Action, Seat, Seed, Timestamp};
use std::collections::{BTreeMap, BTreeSet};

fn cave() -> Cave {
    Cave::twisted35().expect("the shipped map parses")
}

fn room(label: &str) -> Room {
    let cave = cave();
    cave.rooms()
        .find(|r| cave.label(*r) == label)
        .unwrap_or_else(|| panic!("no room {label}"))
}

/// A cave: hunters standing in the given rooms (seat order), hazards where
/// given, nothing lying anywhere.
fn world(hunters: &[&str], pits: &[&str], bats: &[&str], wumpus: &str) -> World {
    World {
        cave: cave(),
        hunters: hunters
            .iter()
            .map(|r| Hunter {
                room: room(r),
                item: None,
                arrow: false,
                died: None,
                path: vec![Step {
                    room: room(r),
                    by_bat: false,
                }],
            })
            .collect(),
        pits: pits.iter().map(|r| room(r)).collect(),
        bats: bats.iter().map(|r| room(r)).collect(),
        wumpus: room(wumpus),
        wumpus_alive: true,
        wumpus_path: vec![room(wumpus)],
        bows: BTreeMap::new(),
        pebbles: BTreeMap::new(),
    }
}

/// A game on `world` with turns in seat order.
fn game(world: World, seed: u64) -> (WumpusGame, Vec<Effect>) {
    let names = (0..world.hunters.len()).map(|i| format!("P{i}")).collect();
    let order = (0..world.hunters.len())
        .map(|i| Seat(u8::try_from(i).expect("small")))
        .collect();
    let rules = WumpusRules::on(cave());
    WumpusGame::with_world(
        rules,
        Seed::from_number(seed),
        names,
        world,
        order,
        Timestamp(0),
    )
}

/// The exit number `seat` sees for the passage to `label`.
fn exit_to(g: &WumpusGame, seat: u8, label: &str) -> u8 {
    let to = room(label);
    let at = g
        .exits_of(Seat(seat))
        .iter()
        .position(|r| *r == to)
        .unwrap_or_else(|| panic!("no passage to {label}"));
    u8::try_from(at + 1).expect("few exits")
}

/// Walks, throws or shoots through the exit that leads to `label`.
fn through(
    g: &mut WumpusGame,
    seat: u8,
    label: &str,
    how: impl Fn(u8) -> WumpusAction,
) -> Vec<Effect> {
    let exit = exit_to(g, seat, label);
    act(g, seat, how(exit))
}

fn act(g: &mut WumpusGame, seat: u8, action: WumpusAction) -> Vec<Effect> {
    g.act(Seat(seat), &action, Timestamp(1))
        .unwrap_or_else(|r| panic!("{action:?} refused: {r}"))
}

/// What `seat` heard in these effects, with distances.
fn heard(effects: &[Effect], seat: u8) -> Vec<(Sound, u8)> {
    effects
        .iter()
        .filter(|e| e.audience == Audience::Seat(Seat(seat)))
        .filter_map(|e| match e.message() {
            Some(Message::Game(WumpusMessage::Heard { sound, distance })) => {
                Some((sound.clone(), *distance))
            }
            _ => None,
        })
        .collect()
}

fn public(effects: &[Effect]) -> Vec<&Message> {
    effects
        .iter()
        .filter(|e| e.audience == Audience::Public)
        .filter_map(Effect::message)
        .collect()
}

fn hunter(g: &WumpusGame, seat: u8) -> &Hunter {
    g.world().hunter(Seat(seat)).expect("a seat")
}

fn holding(w: &mut World, seat: u8, item: Item, arrow: bool) {
    let h = w.hunter_mut(Seat(seat)).expect("a seat");
    h.item = Some(item);
    h.arrow = arrow;
}

fn turn_prompt(effects: &[Effect], seat: u8) -> Vec<WumpusAction> {
    effects
        .iter()
        .filter(|e| e.audience == Audience::Seat(Seat(seat)))
        .find_map(|e| match &e.kind {
            EffectKind::Prompt(p) if p.kind == WumpusPrompt::Turn => Some(p.choices.to_vec()),
            _ => None,
        })
        .unwrap_or_default()
}

#[test]
fn picking_up_a_bow_drops_the_pebble() {
    let mut w = world(&["1"], &[], &[], "2011");
    holding(&mut w, 0, Item::Pebble, false);
    w.lay(room("1"), Item::Bow);
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, WumpusAction::PickUpBow);
    assert_eq!(hunter(&g, 0).item, Some(Item::Bow));
    assert_eq!(g.world().lying(room("1"), Item::Pebble), 1);
    assert_eq!(g.world().lying(room("1"), Item::Bow), 0);
    assert_eq!(
        heard(&fx, 0),
        vec![(Sound::Click, 0)],
        "the dropped pebble clicks"
    );
}

#[test]
fn picking_up_a_pebble_drops_the_bow_and_its_arrow() {
    let mut w = world(&["1"], &[], &[], "2011");
    holding(&mut w, 0, Item::Bow, true);
    w.lay(room("1"), Item::Pebble);
    let (mut g, _) = game(w, 1);
    act(&mut g, 0, WumpusAction::PickUpPebble);
    assert_eq!(hunter(&g, 0).item, Some(Item::Pebble));
    assert!(!hunter(&g, 0).arrow);
    assert_eq!(g.world().lying(room("1"), Item::Bow), 1);
}

#[test]
fn dropping_the_bow_loses_the_arrow() {
    let mut w = world(&["1", "2011"], &[], &[], "1911");
    holding(&mut w, 0, Item::Bow, false);
    let (mut g, _) = game(w, 1);
    assert!(hunter(&g, 0).arrow, "the turn began with an arrow");
    act(&mut g, 0, WumpusAction::DropBow);
    assert_eq!(hunter(&g, 0).item, None);
    assert!(!hunter(&g, 0).arrow);
    act(&mut g, 1, WumpusAction::Whisper { words: None });
    // Picked up again, the bow has no arrow until the next turn starts.
    act(&mut g, 0, WumpusAction::PickUpBow);
    assert!(!hunter(&g, 0).arrow);
    let fx = act(&mut g, 1, WumpusAction::Whisper { words: None });
    assert!(hunter(&g, 0).arrow);
    assert!(
        turn_prompt(&fx, 0)
            .iter()
            .any(|a| matches!(a, WumpusAction::Shoot { .. }))
    );
}

#[test]
fn a_bow_gives_one_arrow_at_the_start_of_each_turn() {
    let mut w = world(&["1"], &[], &[], "2011");
    w.lay(room("1"), Item::Bow);
    let (mut g, fx) = game(w, 1);
    assert!(
        !turn_prompt(&fx, 0)
            .iter()
            .any(|a| matches!(a, WumpusAction::Shoot { .. }))
    );
    let fx = act(&mut g, 0, WumpusAction::PickUpBow);
    assert!(hunter(&g, 0).arrow);
    let shoot = WumpusAction::Shoot {
        exit: exit_to(&g, 0, "2"),
    };
    assert!(turn_prompt(&fx, 0).contains(&shoot));
    act(&mut g, 0, shoot);
    // The next turn's arrow: still only one.
    assert!(hunter(&g, 0).arrow);
}

#[test]
fn shooting_needs_a_bow_and_an_arrow() {
    let mut w = world(&["1"], &[], &[], "2011");
    let shoot = WumpusAction::Shoot { exit: 1 };
    let r = legal::check(&w, Seat(0), 3, &shoot);
    assert!(
        r.expect_err("no bow")
            .to_string()
            .contains("you hold no bow")
    );
    holding(&mut w, 0, Item::Bow, false);
    let r = legal::check(&w, Seat(0), 3, &shoot);
    assert!(
        r.expect_err("no arrow")
            .to_string()
            .contains("no arrow yet")
    );
    holding(&mut w, 0, Item::Bow, true);
    assert_eq!(legal::check(&w, Seat(0), 3, &shoot), Ok(shoot));
}

#[test]
fn a_pebble_into_a_pit_goes_wushhh_and_is_gone() {
    let mut w = world(&["1", "11", "111"], &["2"], &[], "2011");
    holding(&mut w, 0, Item::Pebble, false);
    let (mut g, _) = game(w, 1);
    let fx = through(&mut g, 0, "2", |exit| WumpusAction::Throw { exit });
    assert_eq!(heard(&fx, 0), vec![(Sound::Wushhh, 1)]);
    assert_eq!(heard(&fx, 1), vec![], "two passages from the pit");
    assert_eq!(g.world().lying(room("2"), Item::Pebble), 0);
    assert_eq!(hunter(&g, 0).item, None);
}

#[test]
fn a_thrown_pebble_clicks_and_stays_where_it_lands() {
    let mut w = world(&["1", "11", "3"], &[], &[], "2011");
    holding(&mut w, 0, Item::Pebble, false);
    let (mut g, _) = game(w, 1);
    let fx = through(&mut g, 0, "2", |exit| WumpusAction::Throw { exit });
    assert_eq!(heard(&fx, 0), vec![(Sound::Click, 1)]);
    assert_eq!(heard(&fx, 2), vec![(Sound::Click, 1)], "3 is next to 2");
    assert_eq!(heard(&fx, 1), vec![], "11 is two passages from 2");
    assert_eq!(g.world().lying(room("2"), Item::Pebble), 1);
}

#[test]
fn dropping_a_pebble_clicks() {
    let mut w = world(&["1", "2"], &[], &[], "2011");
    holding(&mut w, 0, Item::Pebble, false);
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, WumpusAction::DropPebble);
    assert_eq!(heard(&fx, 1), vec![(Sound::Click, 1)]);
    assert_eq!(g.world().lying(room("1"), Item::Pebble), 1);
}

/// The private messages `seat` got in these effects.
fn told(effects: &[Effect], seat: u8) -> Vec<&WumpusMessage> {
    effects
        .iter()
        .filter(|e| e.audience == Audience::Seat(Seat(seat)))
        .filter_map(|e| match e.message() {
            Some(Message::Game(m)) => Some(m),
            _ => None,
        })
        .collect()
}

fn words(w: &str) -> Option<String> {
    Some(w.to_string())
}

#[test]
fn a_whisper_is_heard_in_the_room_only_with_its_words() {
    let w = world(&["1", "1", "2"], &[], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, Voice::Whisper.with("the bow is here"));
    assert_eq!(
        heard(&fx, 1),
        vec![(
            Sound::Whisper {
                by: Seat(0),
                words: words("the bow is here")
            },
            0
        )]
    );
    assert_eq!(heard(&fx, 2), vec![], "a whisper is not heard next door");
    assert_eq!(
        heard(&fx, 0),
        vec![],
        "the whisperer is not told their own voice"
    );
    assert!(
        told(&fx, 0).contains(&&WumpusMessage::Done(
            Voice::Whisper.with("the bow is here")
        )),
        "the whisperer is told what they whispered"
    );
}

#[test]
fn a_wordless_whisper_is_heard_in_the_room_only() {
    let w = world(&["1", "1", "2"], &[], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, Voice::Whisper.wordless());
    assert_eq!(
        heard(&fx, 1),
        vec![(
            Sound::Whisper {
                by: Seat(0),
                words: None
            },
            0
        )]
    );
    assert_eq!(heard(&fx, 2), vec![]);
}

#[test]
fn speech_is_heard_next_door_with_its_words_and_wakes_the_wumpus() {
    // 2 is next to 1; 3 is two passages from 1; the Wumpus in 5, next door.
    let w = world(&["1", "2", "3"], &[], &[], "5");
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, Voice::Speak.with("come to me"));
    assert_eq!(
        heard(&fx, 1),
        vec![(
            Sound::Speech {
                by: Seat(0),
                words: words("come to me")
            },
            1
        )]
    );
    assert_eq!(heard(&fx, 2), vec![]);
    assert_ne!(g.world().wumpus, room("5"), "the Wumpus heard and moved");
    assert!(cave().adjacent(room("5"), g.world().wumpus));
}

#[test]
fn the_wumpus_moves_on_speech_whatever_its_words() {
    // The same seed, the same cave: words or none, the Wumpus goes the
    // same way.
    let run = |action: WumpusAction| {
        let w = world(&["1", "2", "3"], &[], &[], "5");
        let (mut g, _) = game(w, 7);
        act(&mut g, 0, action);
        g.world().wumpus_path.clone()
    };
    let wordless = run(Voice::Speak.wordless());
    assert_eq!(wordless.len(), 2, "it moved");
    assert_eq!(run(Voice::Speak.with("hush")), wordless);
    assert_eq!(run(Voice::Speak.with("WUMPUS, HERE!")), wordless);
}

#[test]
fn speech_two_rooms_away_leaves_the_wumpus_be() {
    let w = world(&["1"], &[], &[], "4");
    let (mut g, _) = game(w, 1);
    act(&mut g, 0, Voice::Speak.with("anyone?"));
    assert_eq!(g.world().wumpus, room("4"));
}

#[test]
fn a_scream_is_heard_everywhere_with_its_distance_and_words() {
    let w = world(&["1", "2", "31", "1911"], &[], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, Voice::Scream.with("help!"));
    let cave = cave();
    for (seat, label) in [(1u8, "2"), (2, "31"), (3, "1911")] {
        let d = cave.distance(room("1"), room(label));
        assert_eq!(
            heard(&fx, seat),
            vec![(
                Sound::Scream {
                    by: Seat(0),
                    words: words("help!")
                },
                d
            )]
        );
    }
    assert_ne!(g.world().wumpus, room("2011"), "the Wumpus hears screams");
}

#[test]
fn words_are_cleaned_of_control_characters_before_anyone_hears_them() {
    let w = world(&["1", "1"], &[], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = act(&mut g, 0, Voice::Whisper.with("  bow\nhere\u{7}\u{202E}  "));
    assert_eq!(
        heard(&fx, 1),
        vec![(
            Sound::Whisper {
                by: Seat(0),
                words: words("bow here")
            },
            0
        )]
    );
    assert!(told(&fx, 0).contains(&&WumpusMessage::Done(Voice::Whisper.with("bow here"))));
}

#[test]
fn empty_or_too_long_words_are_refused_and_change_nothing() {
    let w = world(&["1", "1"], &[], &[], "2");
    let (mut g, _) = game(w, 1);
    let before = format!("{g:?}");
    for voice in Voice::ALL {
        let verb = voice.wordless().verb();
        for blank in ["", "   ", "\n\t ", "\u{0}\u{1b}"] {
            assert_eq!(
                g.act(Seat(0), &voice.with(blank), Timestamp(1)),
                Err(Rejection::NoWords {
                    action: verb,
                    limit: MAX_WORDS
                }),
                "{voice:?} {blank:?}"
            );
        }
        let long = "a".repeat(MAX_WORDS + 1);
        let r = g.act(Seat(0), &voice.with(long), Timestamp(1));
        assert_eq!(
            r,
            Err(Rejection::TooManyWords {
                action: verb,
                length: MAX_WORDS + 1,
                limit: MAX_WORDS
            })
        );
        let text = r.expect_err("refused").to_string();
        assert!(text.contains("at most 300"), "{text}");
    }
    assert_eq!(before, format!("{g:?}"), "nothing changed");
    assert_eq!(g.current(), Some(Seat(0)));
    // The longest words allowed pass.
    act(&mut g, 0, Voice::Whisper.with("é".repeat(MAX_WORDS)));
    assert_eq!(g.current(), Some(Seat(1)));
}

#[test]
fn a_dying_scream_has_no_words() {
    let w = world(&["1", "1911"], &["2"], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    let d = cave().distance(room("2"), room("1911"));
    assert_eq!(
        heard(&fx, 1),
        vec![(
            Sound::Scream {
                by: Seat(0),
                words: None
            },
            d
        )]
    );
}

#[test]
fn voices_stored_before_they_had_words_still_load_and_play_the_same() {
    // The exact JSON of inputs stored before voices had words.
    for (json, voice) in [
        (r#"{"Wumpus":"Whisper"}"#, Voice::Whisper),
        (r#"{"Wumpus":"Speak"}"#, Voice::Speak),
        (r#"{"Wumpus":"Scream"}"#, Voice::Scream),
    ] {
        let old: Action = serde_json::from_str(json).expect("an old voice loads");
        assert_eq!(old, Action::Wumpus(voice.wordless()), "{json}");
        let input = format!(r#"{{"Act":{{"player":"p0","action":{json}}}}}"#);
        let old: narrator_engine::Input = serde_json::from_str(&input).expect("an old input loads");
        assert_eq!(
            old,
            narrator_engine::Input::Act {
                player: narrator_engine::PlayerId("p0".into()),
                action: Action::Wumpus(voice.wordless()),
            }
        );
        // Played, it does just what it did: the same effects as a
        // wordless voice, which is what the old action was.
        let run = |action: &WumpusAction| {
            let w = world(&["1", "2", "1911"], &[], &[], "5");
            let (mut g, _) = game(w, 3);
            let fx = act(&mut g, 0, action.clone());
            (fx, format!("{:?}", g.world()))
        };
        let Action::Wumpus(old) = serde_json::from_str::<Action>(json).expect("loads") else {
            unreachable!()
        };
        let (fx, world) = run(&old);
        assert_eq!((fx, world), run(&voice.wordless()));
    }
    // Other actions keep their stored form.
    for (json, action) in [
        (r#""PickUpBow""#, WumpusAction::PickUpBow),
        (r#"{"Walk":{"exit":2}}"#, WumpusAction::Walk { exit: 2 }),
    ] {
        assert_eq!(serde_json::to_string(&action).expect("json"), json);
        assert_eq!(
            serde_json::from_str::<WumpusAction>(json).expect("loads"),
            action
        );
    }
    // Today's voices round-trip, with words or without.
    for action in [Voice::Speak.with("it's 'here'"), Voice::Scream.wordless()] {
        let json = serde_json::to_string(&action).expect("json");
        assert_eq!(
            serde_json::from_str::<WumpusAction>(&json).expect("loads"),
            action,
            "{json}"
        );
    }
    assert_eq!(
        serde_json::to_string(&Voice::Speak.with("hi")).expect("json"),
        r#"{"Speak":{"words":"hi"}}"#
    );
    assert_eq!(
        serde_json::from_str::<WumpusAction>(r#"{"Speak":{}}"#).expect("loads"),
        Voice::Speak.wordless()
    );
    let bad = serde_json::from_str::<WumpusAction>(r#""Sing""#);
    assert!(bad.is_err(), "{bad:?}");
}

#[test]
fn the_wumpus_ignores_pebbles() {
    let mut w = world(&["1"], &[], &[], "5");
    holding(&mut w, 0, Item::Pebble, false);
    let (mut g, _) = game(w, 1);
    through(&mut g, 0, "2", |exit| WumpusAction::Throw { exit });
    through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    act(&mut g, 0, WumpusAction::PickUpPebble);
    act(&mut g, 0, WumpusAction::DropPebble);
    assert_eq!(g.world().wumpus, room("5"));
    assert_eq!(g.world().wumpus_path, vec![room("5")]);
}

#[test]
fn the_wumpus_never_moves_into_a_pit_or_a_players_room() {
    // The Wumpus in 5 (passages to 1, 4, 91): 1 holds a player, 4 is a
    // pit, so 91 is its only move.
    for seed in 0..20 {
        let w = world(&["1"], &["4"], &[], "5");
        let (mut g, _) = game(w, seed);
        act(&mut g, 0, WumpusAction::Scream { words: None });
        assert_eq!(g.world().wumpus, room("91"));
    }
    // Hemmed in on every side: it stays.
    let w = world(&["1", "91"], &["4"], &[], "5");
    let (mut g, _) = game(w, 1);
    act(&mut g, 0, WumpusAction::Scream { words: None });
    assert_eq!(g.world().wumpus, room("5"));
}

#[test]
fn walking_into_a_pit_kills_and_the_dying_player_screams() {
    let w = world(&["1", "1911"], &["2"], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    assert_eq!(hunter(&g, 0).died, Some(Cause::Pit));
    assert!(fx.contains(&Effect::to_seat(
        Seat(0),
        WumpusMessage::YouDied { cause: Cause::Pit }
    )));
    assert!(public(&fx).contains(&&Message::Game(WumpusMessage::Died { seat: Seat(0) })));
    let d = cave().distance(room("2"), room("1911"));
    assert_eq!(
        heard(&fx, 1),
        vec![(
            Sound::Scream {
                by: Seat(0),
                words: None
            },
            d
        )]
    );
    // The dead take no more turns.
    let r = g.act(
        Seat(0),
        &WumpusAction::Whisper { words: None },
        Timestamp(2),
    );
    assert!(matches!(r, Err(Rejection::DeadActor { .. })), "{r:?}");
}

#[test]
fn walking_into_the_wumpus_gets_you_eaten() {
    let w = world(&["1", "1911"], &[], &[], "2");
    let (mut g, _) = game(w, 1);
    through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    assert_eq!(hunter(&g, 0).died, Some(Cause::Wumpus));
}

#[test]
fn a_bat_never_drops_anyone_into_a_pit_or_an_occupied_room() {
    for seed in 0..100 {
        let w = world(
            &["1", "3", "4", "31"],
            &["911", "1011", "1111", "1211"],
            &["2", "51"],
            "5",
        );
        let (mut g, _) = game(w, seed);
        let fx = through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
        let world = g.world();
        let at = hunter(&g, 0).room;
        assert!(!world.is_pit(at), "seed {seed}: dropped into a pit");
        assert!(
            !["2", "3", "4", "31", "51"].contains(&world.cave.label(at)),
            "seed {seed}: dropped where a player or bat was"
        );
        assert_ne!(at, world.wumpus, "seed {seed}: dropped onto the Wumpus");
        assert_eq!(hunter(&g, 0).path.last().map(|s| s.by_bat), Some(true));
        assert!(fx.contains(&Effect::to_seat(Seat(0), WumpusMessage::Carried)));
        // The bat settled where there is no pit, player or Wumpus.
        for b in &world.bats {
            assert!(!world.is_pit(*b) && !world.occupied(*b) && *b != world.wumpus);
        }
        assert_ne!(world.bats[0], world.bats[1]);
        // Every player hears the wings; the Wumpus heard them and moved.
        for seat in 0..4 {
            assert!(heard(&fx, seat).iter().any(|(s, _)| *s == Sound::Wings));
        }
        assert_ne!(
            world.wumpus_path.len(),
            1,
            "seed {seed}: the Wumpus moves at wings"
        );
    }
}

#[test]
fn a_bat_carries_the_wumpus_too() {
    // The Wumpus in 5 can only move to 91 (1 holds a player, 4 is a
    // pit), where a bat hangs.
    for seed in 0..30 {
        let w = world(&["1", "2011"], &["4"], &["91", "1911"], "5");
        let (mut g, _) = game(w, seed);
        let fx = act(&mut g, 0, WumpusAction::Scream { words: None });
        let world = g.world();
        assert_eq!(world.wumpus_path[..2], [room("5"), room("91")]);
        assert_eq!(
            world.wumpus_path.len(),
            3,
            "carried once, and not woken by its own bat"
        );
        assert!(!world.is_pit(world.wumpus) && !world.occupied(world.wumpus));
        assert!(bats::drop_rooms(world).len() > 20);
        assert!(heard(&fx, 1).iter().any(|(s, _)| *s == Sound::Wings));
    }
}

#[test]
fn shooting_the_wumpus_wins_and_everyone_is_told() {
    let mut w = world(&["1", "2011"], &[], &[], "2");
    holding(&mut w, 0, Item::Bow, false);
    let (mut g, _) = game(w, 1);
    let fx = through(&mut g, 0, "2", |exit| WumpusAction::Shoot { exit });
    assert!(public(&fx).contains(&&Message::Game(WumpusMessage::WumpusKilled { by: Seat(0) })));
    let result = g.result().expect("over");
    assert_eq!(result.outcome, Outcome::Won(WumpusTeam::Hunters));
    assert_eq!(result.winners, vec![Seat(0)]);
    assert!(fx.iter().any(|e| matches!(e.kind, EffectKind::End(_))));
    assert!(
        public(&fx)
            .iter()
            .any(|m| matches!(m, Message::Game(WumpusMessage::Reveal(_))))
    );
}

#[test]
fn an_arrow_into_a_room_of_players_kills_one_of_them() {
    let mut w = world(&["1", "2", "2"], &[], &[], "2011");
    holding(&mut w, 0, Item::Bow, false);
    let (mut g, _) = game(w, 1);
    through(&mut g, 0, "2", |exit| WumpusAction::Shoot { exit });
    let dead: Vec<u8> = (1..3).filter(|s| hunter(&g, *s).died.is_some()).collect();
    assert_eq!(dead.len(), 1);
    assert_eq!(hunter(&g, dead[0]).died, Some(Cause::Arrow));
    assert!(g.result().is_none());
}

#[test]
fn when_every_player_is_dead_the_wumpus_wins() {
    let w = world(&["1"], &["2"], &[], "2011");
    let (mut g, _) = game(w, 1);
    let fx = through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    assert!(public(&fx).contains(&&Message::Game(WumpusMessage::AllDead)));
    let result = g.result().expect("over");
    assert_eq!(result.outcome, Outcome::Won(WumpusTeam::Wumpus));
    assert!(result.winners.is_empty());
}

#[test]
fn turns_go_in_order_and_skip_the_dead() {
    let w = world(&["1", "1", "1"], &["2"], &[], "2011");
    let (mut g, _) = game(w, 1);
    assert_eq!(g.current(), Some(Seat(0)));
    act(&mut g, 0, WumpusAction::Whisper { words: None });
    assert_eq!(g.current(), Some(Seat(1)));
    through(&mut g, 1, "2", |exit| WumpusAction::Walk { exit });
    assert_eq!(g.current(), Some(Seat(2)));
    act(&mut g, 2, WumpusAction::Whisper { words: None });
    assert_eq!(g.current(), Some(Seat(0)));
    act(&mut g, 0, WumpusAction::Whisper { words: None });
    assert_eq!(g.current(), Some(Seat(2)), "seat 1 fell");
}

#[test]
fn a_turn_times_out_after_a_minute_and_the_player_does_nothing() {
    let w = world(&["1", "1"], &[], &[], "2011");
    let (mut g, _) = game(w, 1);
    assert_eq!(g.deadline(), Some(Timestamp(60_000)));
    assert!(g.tick(Timestamp(59_999)).is_empty());
    let fx = g.tick(Timestamp(60_000));
    assert!(public(&fx).contains(&&Message::Game(WumpusMessage::TimedOut { seat: Seat(0) })));
    assert_eq!(g.current(), Some(Seat(1)));
    assert_eq!(hunter(&g, 0).path.len(), 1);
}

#[test]
fn the_prompt_offers_only_what_is_legal_now() {
    let mut w = world(&["1"], &[], &[], "2011");
    w.lay(room("1"), Item::Pebble);
    let (_, fx) = game(w, 1);
    let mut offered = turn_prompt(&fx, 0);
    offered.sort_by_key(|a| format!("{a:?}"));
    let mut want = vec![
        WumpusAction::PickUpPebble,
        WumpusAction::Walk { exit: 1 },
        WumpusAction::Walk { exit: 2 },
        WumpusAction::Walk { exit: 3 },
        WumpusAction::Whisper { words: None },
        WumpusAction::Speak { words: None },
        WumpusAction::Scream { words: None },
    ];
    want.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(offered, want);
}

#[test]
fn bad_actions_are_refused_with_reasons_and_change_nothing() {
    let w = world(&["1", "2"], &[], &[], "2011");
    let (mut g, _) = game(w, 1);
    let before = format!("{:?}", g.world());
    let cases = [
        (
            0,
            WumpusAction::Walk { exit: 9 },
            "this room has exits 1 to 3",
        ),
        (
            0,
            WumpusAction::Walk { exit: 0 },
            "this room has exits 1 to 3",
        ),
        (0, WumpusAction::PickUpBow, "there is no bow in this room"),
        (0, WumpusAction::DropPebble, "you hold no pebble"),
        (0, WumpusAction::Throw { exit: 1 }, "you hold no pebble"),
        (0, WumpusAction::Shoot { exit: 1 }, "you hold no bow"),
        (1, WumpusAction::Whisper { words: None }, "it is P0's turn"),
    ];
    for (seat, action, why) in cases {
        let r = g.act(Seat(seat), &action, Timestamp(1));
        let text = r.expect_err("refused").to_string();
        assert!(text.contains(why), "{action:?}: {text}");
    }
    assert_eq!(before, format!("{:?}", g.world()));
    assert_eq!(g.current(), Some(Seat(0)));
}

#[test]
fn senses_tell_only_your_own_room() {
    let mut w = world(&["1", "11"], &[], &[], "2011");
    w.lay(room("1"), Item::Bow);
    w.lay(room("11"), Item::Pebble);
    let (_, fx) = game(w, 1);
    let senses: Vec<&Effect> = fx
        .iter()
        .filter(|e| matches!(e.message(), Some(Message::Game(WumpusMessage::Senses(_)))))
        .collect();
    assert_eq!(senses.len(), 1);
    assert_eq!(senses[0].audience, Audience::Seat(Seat(0)));
    let Some(Message::Game(WumpusMessage::Senses(s))) = senses[0].message() else {
        unreachable!()
    };
    assert_eq!((s.exits, s.bows_here, s.pebbles_here), (3, 1, 0));
}

#[test]
fn the_hidden_set_up_is_never_in_a_pit_room_for_the_start() {
    // The start room is never a pit, across many seeds (the set-up rule).
    let rules = WumpusRules::standard().expect("map");
    let mut pits = BTreeSet::new();
    for n in 0..50 {
        let (w, _) = narrator_engine::wumpus::setup::setup(&rules, &Seed::from_number(n), 3);
        assert!(!w.is_pit(w.cave.start()));
        pits.extend(w.pits);
    }
    assert!(pits.len() > 20, "pits are spread at random");
}

#[test]
fn the_wumpus_does_not_hear_a_whisper() {
    let w = world(&["1"], &[], &[], "2");
    let (mut g, _) = game(w, 1);
    act(&mut g, 0, WumpusAction::Whisper { words: None });
    assert_eq!(g.world().wumpus_path, vec![room("2")]);
}

#[test]
fn what_the_dead_held_stays_in_their_room_unless_it_is_a_pit() {
    let mut w = world(&["1", "1"], &["11"], &[], "2");
    holding(&mut w, 0, Item::Bow, false);
    holding(&mut w, 1, Item::Pebble, false);
    let (mut g, _) = game(w, 1);
    through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    assert_eq!(hunter(&g, 0).died, Some(Cause::Wumpus));
    assert_eq!(g.world().lying(room("2"), Item::Bow), 1);
    through(&mut g, 1, "11", |exit| WumpusAction::Walk { exit });
    assert_eq!(
        g.world().lying(room("11"), Item::Pebble),
        0,
        "lost in the pit"
    );
}

#[test]
fn stopping_reveals_the_whole_cave() {
    let w = world(&["1"], &["2"], &["3"], "4");
    let (mut g, _) = game(w, 1);
    let fx = g.stop("P0");
    let reveal = public(&fx)
        .into_iter()
        .find_map(|m| match m {
            Message::Game(WumpusMessage::Reveal(r)) => Some(r.clone()),
            _ => None,
        })
        .expect("a reveal");
    assert_eq!(reveal.pits, vec![room("2")]);
    assert_eq!(reveal.bats, vec![room("3")]);
    assert_eq!(reveal.wumpus_path, vec![room("4")]);
    assert_eq!(reveal.trails[0].steps[0].room, room("1"));
    assert_eq!(
        g.result().map(|r| r.outcome.clone()),
        Some(Outcome::Stopped)
    );
}

#[test]
fn the_turn_order_is_drawn_at_random() {
    let rules = WumpusRules::standard().expect("map");
    let orders: BTreeSet<Vec<Seat>> = (0..30)
        .map(|n| narrator_engine::wumpus::setup::setup(&rules, &Seed::from_number(n), 4).1)
        .collect();
    assert!(orders.len() > 5, "{orders:?}");
}

#[test]
fn a_path_records_every_room_including_bat_flights() {
    let w = world(&["1"], &[], &["2"], "2011");
    let (mut g, _) = game(w, 1);
    through(&mut g, 0, "2", |exit| WumpusAction::Walk { exit });
    let path = &hunter(&g, 0).path;
    assert_eq!(path.len(), 3);
    assert_eq!((path[1].room, path[1].by_bat), (room("2"), false));
    assert!(path[2].by_bat);
}

#[test]
fn listeners_read_who_said_what_and_from_how_far() {
    use narrator_engine::render::{self, Lang, Names};
    let names = ["Ann".to_string(), "Bob".into(), "Cid".into()];
    let names = Names::new(&names);
    let text = |m: WumpusMessage| render::message(Lang::En, &Message::Game(m), &names);
    let heard = |sound: Sound, distance: u8| text(WumpusMessage::Heard { sound, distance });
    assert_eq!(
        heard(
            Sound::Whisper {
                by: Seat(0),
                words: words("the bow is here")
            },
            0
        ),
        "Ann whispers in your room: 'the bow is here'"
    );
    assert_eq!(
        heard(
            Sound::Speech {
                by: Seat(1),
                words: words("over here")
            },
            1
        ),
        "Bob speaks from a neighbouring room: 'over here'"
    );
    assert_eq!(
        heard(
            Sound::Scream {
                by: Seat(2),
                words: words("run!")
            },
            4
        ),
        "Cid screams from 4 passages away: 'run!'"
    );
    assert_eq!(
        heard(
            Sound::Scream {
                by: Seat(2),
                words: None
            },
            4
        ),
        "You hear Cid scream from 4 passages away."
    );
    assert_eq!(
        text(WumpusMessage::Done(Voice::Speak.with("over here"))),
        "You speak: 'over here'"
    );
    assert_eq!(
        text(WumpusMessage::Done(Voice::Whisper.wordless())),
        "You whisper."
    );
    let choice = |a: WumpusAction| render::choice(Lang::En, &Action::Wumpus(a), &names);
    assert_eq!(choice(Voice::Scream.wordless()), "Scream");
}
