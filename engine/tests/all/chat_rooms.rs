//! Private rooms: the mafia's night room and the dead's room. Words said
//! in a room reach its other members and nobody else; a word said where
//! no room is open is refused and changes nothing; replaying the stored
//! inputs gives the same relays.

use crate::common;

use common::*;
use narrator_engine::Audience;
use narrator_engine::GameMessage;
use narrator_engine::game::Reason;
use narrator_engine::mafia::{MafiaMessage, MafiaReason, MafiaTeam, Role, Room, Ruleset, Who};
use narrator_engine::rejection::Act;
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
            Some(Message::Game(GameMessage::Mafia(MafiaMessage::Chat {
                room,
                speaker,
                text,
            }))) => Some((*room, speaker.clone(), text.clone())),
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
    assert!(!format!("{:?}", timeline.story.events()).contains("secret plan"));
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

/// A started nine-seat classic game with three mafiosi under `rules`.
fn nine(rules: Ruleset) -> Game {
    let seed = (0..1000)
        .map(Seed::from_number)
        .find(|s| {
            narrator_engine::mafia::deal::deal(&rules, s, 9)
                .iter()
                .filter(|r| **r == Role::Mafioso)
                .count()
                == 3
        })
        .expect("a seed");
    Game::with_rules(rules, seed, 9)
}

fn watch(game: &mut Game, who: &str) -> Result<Vec<Effect>, Rejection> {
    game.input(&Input::Watch {
        player: narrator_engine::PlayerId(who.into()),
        name: who.to_uppercase(),
    })
}

fn watcher(who: &str) -> narrator_engine::PlayerId {
    narrator_engine::PlayerId(who.into())
}

/// Whether an effect reaches spectator `who`.
fn reaches_watcher(e: &Effect, who: &str) -> bool {
    matches!(&e.audience, Audience::People { watchers, .. } if watchers.contains(&watcher(who)))
}

fn refused_watch(reason: Reason) -> Rejection {
    Rejection::NotYourTurn {
        action: Act::Watch,
        reason,
    }
}

/// Spectators: only with the option; never a seated player; they get the
/// public news and the dead's room, and nothing private of the living.
#[test]
fn spectators_watch_with_the_option_and_join_the_dead_only() {
    let mut closed = nine(Ruleset::classic());
    assert_eq!(
        watch(&mut closed, "w1"),
        Err(refused_watch(Reason::NoSpectators))
    );

    let mut rules = Ruleset::classic();
    rules.spectators = true;
    let mut game = nine(rules);
    let n = 9;
    let effects = watch(&mut game, "w1").expect("watching");
    assert!(matches!(
        effects[..],
        [Effect {
            kind: narrator_engine::EffectKind::Message(Message::Watching { roles: false }),
            ..
        }]
    ));
    assert!(reaches_watcher(&effects[0], "w1"));
    assert_eq!(
        watch(&mut game, "w1"),
        Err(refused_watch(Reason::AlreadyWatching))
    );
    // A living player cannot watch.
    assert_eq!(
        game.input(&Input::Watch {
            player: pid(2),
            name: name(2),
        }),
        Err(refused_watch(Reason::PlayingNotWatching))
    );
    watch(&mut game, "w2").expect("a second spectator");

    // Public news comes to the spectators privately too; the mafia's
    // room and the role cards do not.
    let effects = game.all_ready();
    let public = effects
        .iter()
        .filter(|e| e.audience == Audience::Public && e.message().is_some())
        .count();
    let copies = effects.iter().filter(|e| reaches_watcher(e, "w1")).count();
    assert!(
        public > 0 && copies == public,
        "{public} public, {copies} copies"
    );
    let m = game.mafia();
    let effects = say(&mut game, m[0], "plan").expect("said");
    assert!(!effects.iter().any(|e| reaches_watcher(e, "w1")));

    // A spectator's words reach the other spectators and the dead only.
    let victim = game.villagers()[0];
    game.night(Some(victim), None, None);
    let effects = game
        .input(&Input::Say {
            player: watcher("w1"),
            text: "hello down there".into(),
        })
        .expect("said");
    assert_eq!(reached(&effects, n), vec![victim]);
    assert!(reaches_watcher(&effects[0], "w2") && !reaches_watcher(&effects[0], "w1"));
    // The dead seat's words reach the spectators.
    let effects = say(&mut game, victim, "hello up there").expect("said");
    assert!(reaches_watcher(&effects[0], "w1") && reaches_watcher(&effects[0], "w2"));
    assert_eq!(reached(&effects, n), Vec::<Seat>::new());
    // A dead player already has what spectators have.
    assert_eq!(
        game.input(&Input::Watch {
            player: pid(victim.index()),
            name: name(victim.index()),
        }),
        Err(refused_watch(Reason::DeadAlreadyWatch))
    );
}

fn roles_shown(effects: &[Effect]) -> Vec<&Effect> {
    effects
        .iter()
        .filter(|e| matches!(e.message(), Some(Message::Roles { .. })))
        .collect()
}

/// `dead_see_roles`: each seat is shown every role when it dies, each
/// spectator when it starts watching; never a living seat.
#[test]
fn the_dead_and_the_spectators_see_the_roles_only_with_the_option() {
    for on in [false, true] {
        let mut rules = Ruleset::classic();
        rules.spectators = true;
        rules.dead_see_roles = on;
        let mut game = nine(rules.clone());
        let n = 9;
        let effects = watch(&mut game, "w1").expect("watching");
        let shown = roles_shown(&effects);
        assert_eq!(shown.len(), usize::from(on), "on watching, option {on}");
        if on {
            assert!(reaches_watcher(shown[0], "w1"));
            assert_eq!(reached(&effects, n), Vec::<Seat>::new());
            let Some(Message::Roles { roles }) = shown[0].message() else {
                unreachable!()
            };
            let dealt: Vec<String> = game.roles.iter().map(|r| r.name().to_string()).collect();
            assert_eq!(roles, &dealt);
        }
        game.all_ready();
        let victim = game.villagers()[0];
        let effects = game.night(Some(victim), None, None);
        let shown = roles_shown(&effects);
        assert_eq!(shown.len(), usize::from(on), "at death, option {on}");
        if on {
            assert_eq!(
                reached(
                    shown
                        .as_slice()
                        .iter()
                        .map(|e| (*e).clone())
                        .collect::<Vec<_>>()
                        .as_slice(),
                    n
                ),
                vec![victim]
            );
        }
        for s in game.living() {
            assert!(!roles_shown(&effects).iter().any(|e| e.audience.includes(s)));
        }
    }
}

/// Watching is a stored input: a replay rebuilds the spectators and makes
/// the same effects.
#[test]
fn a_replay_rebuilds_the_spectators() {
    let mut rules = Ruleset::classic();
    rules.spectators = true;
    rules.dead_see_roles = true;
    let setup = TableSetup {
        config: GameConfig::Mafia(rules),
        seed: Seed::from_number(5),
        host: host(),
    };
    let mut inputs: Vec<Input> = (0..6)
        .map(|i| Input::Join {
            player: pid(i),
            name: name(i),
        })
        .collect();
    inputs.push(Input::Start { by: host() });
    inputs.push(Input::Watch {
        player: watcher("w1"),
        name: "W1".into(),
    });
    inputs.extend((0..6).map(|i| act_input(pid(i), narrator_engine::mafia::MafiaAction::Ready)));
    inputs.push(Input::Watch {
        player: watcher("w2"),
        name: "W2".into(),
    });
    inputs.push(Input::Say {
        player: watcher("w1"),
        text: "anyone?".into(),
    });
    let run = |inputs: &[Input]| {
        let mut table = Table::new(setup.clone());
        let effects: Vec<_> = inputs
            .iter()
            .map(|i| table.handle(i, Timestamp(1)).expect("accepted"))
            .collect();
        (effects, table.watchers().to_vec())
    };
    let (first, watchers) = run(&inputs);
    assert_eq!(watchers.len(), 2);
    assert_eq!((first.clone(), watchers), run(&inputs));
}

#[test]
fn words_nobody_would_read_are_refused() {
    let mut rules = Ruleset::classic();
    rules.spectators = true;
    let mut table = Table::new(TableSetup {
        config: GameConfig::Mafia(rules),
        seed: Seed::from_number(5),
        host: host(),
    });
    for i in 0..6 {
        table
            .handle(
                &Input::Join {
                    player: pid(i),
                    name: name(i),
                },
                Timestamp(1),
            )
            .expect("joined");
    }
    table
        .handle(&Input::Start { by: host() }, Timestamp(1))
        .expect("started");
    table
        .handle(
            &Input::Watch {
                player: watcher("w1"),
                name: "W1".into(),
            },
            Timestamp(1),
        )
        .expect("watching");
    // A spectator alone: nobody is dead, nobody else watches.
    let refused = table.handle(
        &Input::Say {
            player: watcher("w1"),
            text: "anyone?".into(),
        },
        Timestamp(1),
    );
    assert_eq!(
        refused,
        Err(Rejection::NotYourTurn {
            action: Act::Chat,
            reason: Reason::NobodyListens,
        })
    );
    table
        .handle(
            &Input::Watch {
                player: watcher("w2"),
                name: "W2".into(),
            },
            Timestamp(1),
        )
        .expect("watching");
    let said = table
        .handle(
            &Input::Say {
                player: watcher("w1"),
                text: "anyone?".into(),
            },
            Timestamp(1),
        )
        .expect("heard by the other spectator");
    assert_eq!(said.len(), 1);
}
