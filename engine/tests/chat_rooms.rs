//! Private rooms: the mafia's night room and the dead's room. Words said
//! in a room reach its other members and nobody else; a word said where
//! no room is open is refused and changes nothing; replaying the stored
//! inputs gives the same relays.

mod common;

use common::*;
use narrator_engine::effect::Audience;
use narrator_engine::mafia::{MafiaMessage, MafiaReason, MafiaTeam, Role, Room, Ruleset, Who};
use narrator_engine::rejection::{Act, Reason};
use narrator_engine::timeline::Timeline;
use narrator_engine::{
    Effect, Input, Message, Rejection, Seat, Seed, Table, TableSetup, Timestamp,
};
use narrator_engine::{GameConfig, zombie::ZombieOptions};

fn say(game: &mut Game, s: Seat, text: &str) -> Result<Vec<Effect>, Rejection> {
    game.input(&Input::Say {
        player: pid(s.index()),
        text: text.into(),
    })
}

fn refused(reason: MafiaReason) -> Rejection {
    Rejection::NotYourTurn {
        action: Act::Chat,
        reason: reason.into(),
    }
}

/// Every seat an effect reaches, of `n` seats.
fn reached(effects: &[Effect], n: usize) -> Vec<Seat> {
    (0..n)
        .map(seat)
        .filter(|s| effects.iter().any(|e| e.audience.includes(*s)))
        .collect()
}

/// The relayed words in `effects`, with their room and speaker.
fn relays(effects: &[Effect]) -> Vec<(Room, Who, String)> {
    effects
        .iter()
        .filter_map(|e| match e.message() {
            Some(Message::Mafia(MafiaMessage::Chat {
                room,
                speaker,
                text,
            })) => Some((*room, speaker.clone(), text.clone())),
            _ => None,
        })
        .collect()
}

/// Nine seats: three mafiosi. The night room reaches the other living
/// mafiosi only, never in the day; once one of them is out, the room
/// leaves them out, and they talk with the dead instead.
#[test]
fn the_mafia_talk_at_night_to_each_other_only_and_the_dead_to_the_dead() {
    let n = 9;
    let mut game = Game::classic_where(n, |roles| {
        roles.iter().filter(|r| **r == Role::Mafioso).count() == 3
    });
    let mafia = game.mafia();
    let (m1, m2, m3) = (mafia[0], mafia[1], mafia[2]);
    let villager = game.villagers()[0];

    // Day 0: the room is closed, and a villager has none at all.
    assert_eq!(
        say(&mut game, m1, "hi"),
        Err(refused(MafiaReason::TeamChatAtNight))
    );
    game.all_ready();

    // Night 1.
    let effects = say(&mut game, m1, "  let us take the doctor  ").expect("said");
    assert_eq!(
        effects[0].audience,
        Audience::Team {
            team: MafiaTeam::Mafia.into(),
            members: vec![m2, m3],
        }
    );
    assert_eq!(reached(&effects, n), vec![m2, m3]);
    assert_eq!(
        relays(&effects),
        vec![(Room::Team, Who::Seat(m1), "let us take the doctor".into())]
    );
    assert_eq!(
        say(&mut game, villager, "who is there?"),
        Err(refused(MafiaReason::NoChatRoom))
    );
    assert!(matches!(
        say(&mut game, m2, " \n "),
        Err(Rejection::NoWords {
            action: Act::Chat,
            ..
        })
    ));
    assert!(matches!(
        say(&mut game, m2, &"a".repeat(501)),
        Err(Rejection::TooManyWords {
            action: Act::Chat,
            length: 501,
            ..
        })
    ));

    // The night kills a villager; day 1 votes out the third mafioso.
    let victim = game.villagers()[1];
    game.night(Some(victim), None, None);
    assert!(!game.alive(victim));
    assert_eq!(
        say(&mut game, m1, "day"),
        Err(refused(MafiaReason::TeamChatAtNight))
    );
    game.everyone_votes(vote_for(m3));
    assert!(!game.alive(m3));

    // Night 2: the dead mafioso is out of the night room.
    let effects = say(&mut game, m2, "only us now").expect("said");
    assert_eq!(reached(&effects, n), vec![m1]);

    // The dead talk among themselves, whatever their team was; no living
    // seat hears a word.
    for (from, to) in [(m3, victim), (victim, m3)] {
        let effects = say(&mut game, from, "it is quiet here").expect("said");
        assert_eq!(reached(&effects, n), vec![to], "{from:?}");
        assert_eq!(
            relays(&effects),
            vec![(Room::Dead, Who::Seat(from), "it is quiet here".into())]
        );
        for s in game.living() {
            assert!(!effects.iter().any(|e| e.audience.includes(s)), "{s:?}");
        }
    }
}

#[test]
fn the_night_room_is_closed_when_the_rules_say_so() {
    let mut rules = Ruleset::classic();
    rules.team_chat = false;
    let seed = (0..1000)
        .map(Seed::from_number)
        .find(|s| {
            narrator_engine::mafia::deal::deal(&rules, s, 6)
                .iter()
                .filter(|r| **r == Role::Mafioso)
                .count()
                == 2
        })
        .expect("a seed");
    let mut game = Game::with_rules(rules, seed, 6);
    game.all_ready();
    let m = game.mafia()[0];
    assert_eq!(
        say(&mut game, m, "hello?"),
        Err(refused(MafiaReason::TeamChatOff))
    );
}

/// Sport: the black team talks under aliases on night 0; the name never
/// travels in the relayed effect.
#[test]
fn sport_relays_under_the_alias_never_the_name() {
    let n = 10;
    let mut game = Game::with_rules(Ruleset::sport(), Seed::from_number(3), n);
    let black = game.team(MafiaTeam::Mafia);
    assert_eq!(black.len(), 3);
    let writer = black[0];
    let effects = say(&mut game, writer, "the don decides").expect("said on night 0");
    assert_eq!(reached(&effects, n), black[1..].to_vec());
    let said = relays(&effects);
    assert!(
        matches!(&said[..], [(Room::Team, Who::Alias { .. }, _)]),
        "{said:?}"
    );
    let json = serde_json::to_string(&effects).expect("json");
    assert!(
        !json.contains(&format!("\"{}\"", name(writer.index()))),
        "{json}"
    );
    let red = (0..n).map(seat).find(|s| !black.contains(s)).expect("red");
    assert_eq!(
        say(&mut game, red, "anyone?"),
        Err(refused(MafiaReason::NoChatRoom))
    );
}

/// Words are stored inputs: replaying them gives the same effects, and
/// the timeline (shown to everyone after the end) leaves them out.
#[test]
fn replaying_the_stored_inputs_relays_the_same_words_and_the_timeline_ignores_them() {
    let rules = Ruleset::classic();
    let seed = (0..1000)
        .map(Seed::from_number)
        .find(|s| {
            narrator_engine::mafia::deal::deal(&rules, s, 6)
                .iter()
                .filter(|r| **r == Role::Mafioso)
                .count()
                == 2
        })
        .expect("a seed");
    let roles = narrator_engine::mafia::deal::deal(&rules, &seed, 6);
    let mafioso = roles
        .iter()
        .position(|r| *r == Role::Mafioso)
        .expect("mafioso");
    let setup = TableSetup {
        config: GameConfig::Mafia(rules),
        seed,
        host: host(),
    };
    let mut inputs: Vec<Input> = (0..6)
        .map(|i| Input::Join {
            player: pid(i),
            name: name(i),
        })
        .collect();
    inputs.push(Input::Start { by: host() });
    inputs.extend((0..6).map(|i| act_input(pid(i), narrator_engine::mafia::MafiaAction::Ready)));
    inputs.push(Input::Say {
        player: pid(mafioso),
        text: "a secret plan".into(),
    });
    inputs.push(Input::Stop {
        by: host(),
        admin: false,
    });
    let run = |inputs: &[Input]| {
        let mut table = Table::new(setup.clone());
        inputs
            .iter()
            .map(|i| table.handle(i, Timestamp(1)).expect("accepted"))
            .collect::<Vec<_>>()
    };
    let first = run(&inputs);
    assert_eq!(relays(&first[first.len() - 2]).len(), 1);
    assert_eq!(first, run(&inputs));

    let stored: Vec<(Input, Timestamp)> = inputs.into_iter().map(|i| (i, Timestamp(1))).collect();
    let timeline = Timeline::replay(&setup, &stored).expect("a stopped game has a timeline");
    assert!(!format!("{:?}", timeline.events).contains("secret plan"));
}

#[test]
fn words_outside_a_running_mafia_game_are_refused() {
    let mut table = lobby(Ruleset::classic(), Seed::from_number(1));
    join_all(&mut table, 6);
    let said = Input::Say {
        player: pid(1),
        text: "hello".into(),
    };
    assert_eq!(
        table.handle(&said, Timestamp(0)),
        Err(Rejection::NotStarted)
    );

    let mut zombie = Table::new(TableSetup {
        config: GameConfig::Zombie(ZombieOptions::default()),
        seed: Seed::from_number(1),
        host: host(),
    });
    join_all(&mut zombie, 4);
    zombie
        .handle(&Input::Start { by: host() }, Timestamp(0))
        .expect("start");
    assert_eq!(
        zombie.handle(&said, Timestamp(0)),
        Err(Rejection::NotYourTurn {
            action: Act::Chat,
            reason: Reason::NoChat,
        })
    );
    let stranger = Input::Say {
        player: narrator_engine::PlayerId("nobody".into()),
        text: "hello".into(),
    };
    assert!(matches!(
        zombie.handle(&stranger, Timestamp(0)),
        Err(Rejection::NotAPlayer { .. })
    ));
}
