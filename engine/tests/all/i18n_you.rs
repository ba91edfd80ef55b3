//! A message about the reader's own seat, read by that seat alone (the
//! terminal, a private message), speaks to them in the second person in
//! every language: "You are ready for the night", never "Ada is ready…"
//! (nor "You is…"). The same message read by anyone else names the seat.

use narrator_engine::GameMessage;
use narrator_engine::Outcome;
use narrator_engine::mafia::canned::Canned;
use narrator_engine::mafia::{MafiaMessage, MafiaTeam, Power, Role, VoteChoice};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::wumpus::{WumpusMessage, WumpusTeam};
use narrator_engine::zombie::{Ending, ZombieMessage};
use narrator_engine::{GameResult, Message, Seat, Seed};

const NAMES: [&str; 3] = ["Ada", "Bob", "Cleo"];

/// Each message about seat 0 (Ada), and its label.
fn about_ada() -> Vec<(&'static str, Message)> {
    let ada = Seat(0);
    let mafia = |m: MafiaMessage| Message::Game(GameMessage::Mafia(m));
    vec![
        (
            "joined",
            Message::Joined {
                name: "Ada".into(),
                count: 1,
                min: 6,
                max: 20,
            },
        ),
        (
            "left",
            Message::Left {
                name: "Ada".into(),
                count: 2,
            },
        ),
        ("new host", Message::NewHost { name: "Ada".into() }),
        ("stopped", Message::Stopped { by: "Ada".into() }),
        ("inactive", Message::AfkReplaced { seat: ada }),
        ("back", Message::AfkBack { seat: ada }),
        ("ready", mafia(MafiaMessage::Ready { seat: ada })),
        (
            "voted",
            mafia(MafiaMessage::VoteCast {
                voter: ada,
                choice: VoteChoice::Player(Seat(1)),
            }),
        ),
        (
            "voted for nobody",
            mafia(MafiaMessage::VoteCast {
                voter: ada,
                choice: VoteChoice::NoOne,
            }),
        ),
        (
            "killed",
            mafia(MafiaMessage::Dawn {
                day: 2,
                killed: Some(ada),
                role: None,
            }),
        ),
        (
            "killed, role shown",
            mafia(MafiaMessage::Dawn {
                day: 2,
                killed: Some(ada),
                role: Some(Role::Doctor),
            }),
        ),
        (
            "lynched",
            mafia(MafiaMessage::Lynched {
                seat: ada,
                role: None,
            }),
        ),
        (
            "lynched, role shown",
            mafia(MafiaMessage::Lynched {
                seat: ada,
                role: Some(Role::Doctor),
            }),
        ),
        (
            "said",
            mafia(MafiaMessage::Said {
                speaker: ada,
                line: Canned {
                    id: 1,
                    subject: None,
                    recipient: None,
                },
            }),
        ),
        (
            "dead hunter",
            Message::Game(GameMessage::Wumpus(WumpusMessage::Died { seat: ada })),
        ),
        (
            "the last human",
            Message::Game(GameMessage::Zombie(ZombieMessage::Ended {
                ending: Ending::Survivor(ada),
                ranking: Vec::new(),
            })),
        ),
        (
            "killed the Wumpus",
            Message::Game(GameMessage::Wumpus(WumpusMessage::WumpusKilled { by: ada })),
        ),
        (
            "the mafia's pick",
            mafia(MafiaMessage::MafiaPick {
                by: ada,
                target: Seat(1),
            }),
        ),
        (
            "an ally's pick",
            mafia(MafiaMessage::AllyPick {
                by: ada,
                power: Power::Investigate,
                target: Seat(1),
            }),
        ),
        (
            "roles at the end",
            Message::GameOver(GameResult {
                outcome: Outcome::Won(MafiaTeam::Village.into()),
                winners: vec![ada],
                roles: vec!["doctor".into(), "villager".into(), "mafioso".into()],
                seed: Seed::from_number(1),
                commitment: "c0ffee".into(),
            }),
        ),
    ]
}

#[test]
fn the_reader_is_you_and_everyone_else_reads_the_name() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let group = Names::new(&names);
    let ada_reads = Names::new(&names).read_by(Some(Seat(0)));
    let cleo_reads = Names::new(&names).read_by(Some(Seat(2)));
    let you: [(Lang, &[&str]); 3] = [
        (Lang::En, &["you"]),
        (Lang::Ru, &["вы", "вас", "вам"]),
        (Lang::Vi, &["bạn"]),
    ];
    for (label, message) in about_ada() {
        for (lang, words) in you {
            let own = render::message(lang, &message, &ada_reads);
            let seen = render::message(lang, &message, &group);
            let by_cleo = render::message(lang, &message, &cleo_reads);
            assert!(seen.contains("Ada"), "{lang} {label}: {seen}");
            // (At the end Cleo reads her own role line in the second
            // person; Ada's is named for her.)
            assert!(by_cleo.contains("Ada"), "{lang} {label}: {by_cleo}");
            if label != "roles at the end" {
                assert_eq!(
                    seen, by_cleo,
                    "{lang} {label}: another reader reads the name"
                );
            }
            let lower = own.to_lowercase();
            assert!(
                words.iter().any(|w| lower.contains(w)),
                "{lang} {label}: no second person in {own}"
            );
            if label != "roles at the end" {
                assert!(!own.contains("Ada"), "{lang} {label}: {own}");
            } else {
                assert!(!own.contains("Ada was") && !own.contains("Ada —"), "{own}");
            }
            if lang == Lang::En {
                for wrong in ["You is", "You has", "You was", "You says", "you was"] {
                    assert!(!own.contains(wrong), "{label}: {own}");
                }
            }
        }
    }
}

/// Lobby messages carry names, not seats: a reader whose name merely
/// looks like another's is not "you".
#[test]
fn a_lobby_name_is_you_only_for_the_readers_seat() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let bob_reads = Names::new(&names).read_by(Some(Seat(1)));
    let joined = Message::Joined {
        name: "Ada".into(),
        count: 2,
        min: 6,
        max: 20,
    };
    assert_eq!(
        render::message(Lang::En, &joined, &bob_reads),
        "Ada joined the game (2 players; 6 to 20 can play)."
    );
    let ada_reads = Names::new(&names).read_by(Some(Seat(0)));
    assert_eq!(
        render::message(Lang::En, &joined, &ada_reads),
        "You joined the game (2 players; 6 to 20 can play)."
    );
}

/// A hunt won by the reader alone says "you win"; one won by several
/// names them all, the verb agreeing with their number.
#[test]
fn the_winners_agree_with_their_number() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let head = |winners: Vec<Seat>, reader: Option<Seat>| {
        let over = Message::GameOver(GameResult {
            outcome: Outcome::Won(WumpusTeam::Hunters.into()),
            winners,
            roles: Vec::new(),
            seed: Seed::from_number(1),
            commitment: "c0ffee".into(),
        });
        let text = render::message(Lang::En, &over, &Names::new(&names).read_by(reader));
        text.lines().next().unwrap_or_default().to_string()
    };
    let (ada, bob) = (Seat(0), Seat(1));
    assert_eq!(head(vec![ada], None), "Game over: Ada wins!");
    assert_eq!(head(vec![ada], Some(ada)), "Game over: you win!");
    assert_eq!(head(vec![ada], Some(bob)), "Game over: Ada wins!");
    assert_eq!(head(vec![ada, bob], Some(ada)), "Game over: Ada, Bob win!");
}
