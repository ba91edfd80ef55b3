//! The lobby: seats before the start, the host's commands, and what is
//! refused before and after the start.

use crate::common;

use common::*;
use narrator_engine::mafia::{MafiaAction, Ruleset};
use narrator_engine::{Audience, EffectKind, Outcome};
use narrator_engine::{Effect, Input, Message, PlayerId, Rejection, Seed, Table, Timestamp};

const T: Timestamp = Timestamp(0);

fn new_lobby() -> Table {
    lobby(Ruleset::classic(), Seed::from_number(1))
}

fn join(t: &mut Table, i: usize) -> Result<Vec<Effect>, Rejection> {
    t.handle(
        &Input::Join {
            player: pid(i),
            name: name(i),
        },
        T,
    )
}

fn leave(t: &mut Table, i: usize) -> Result<Vec<Effect>, Rejection> {
    t.handle(&Input::Leave { player: pid(i) }, T)
}

fn fill(t: &mut Table, by: PlayerId, seats: u8) -> Result<Vec<Effect>, Rejection> {
    t.handle(&Input::Fill { by, seats }, T)
}

fn start(t: &mut Table, by: PlayerId) -> Result<Vec<Effect>, Rejection> {
    t.handle(&Input::Start { by }, T)
}

fn stop(t: &mut Table, by: PlayerId, admin: bool) -> Result<Vec<Effect>, Rejection> {
    t.handle(&Input::Stop { by, admin }, T)
}

fn players(t: &Table) -> Vec<String> {
    t.lobby_players()
        .iter()
        .map(|p| p.player.0.clone())
        .collect()
}

#[test]
fn join_is_announced_with_the_count() {
    let mut t = new_lobby();
    let e = join(&mut t, 0).expect("join");
    assert_eq!(
        e,
        vec![Effect::public(Message::Joined {
            name: name(0),
            count: 1,
            min: 6,
            max: 20
        })]
    );
    let e = join(&mut t, 1).expect("join");
    assert!(matches!(
        e[0].message(),
        Some(Message::Joined { count: 2, .. })
    ));
    assert_eq!(players(&t), vec!["p0", "p1"]);
    assert!(!t.started());
}

#[test]
fn a_repeated_name_is_told_apart() {
    let mut t = new_lobby();
    for i in 0..3 {
        t.handle(
            &Input::Join {
                player: pid(i),
                name: "  Sam ".into(),
            },
            T,
        )
        .expect("join");
    }
    let names: Vec<String> = t.lobby_players().iter().map(|p| p.name.clone()).collect();
    assert_eq!(names, vec!["Sam", "Sam 2", "Sam 3"]);
}

#[test]
fn joining_twice_is_refused() {
    let mut t = new_lobby();
    join(&mut t, 0).expect("join");
    join(&mut t, 1).expect("join");
    assert_eq!(
        join(&mut t, 1),
        Err(Rejection::AlreadyJoined { name: name(1) })
    );
    assert_eq!(players(&t), vec!["p0", "p1"]);
}

#[test]
fn a_full_lobby_refuses_joins() {
    let mut t = new_lobby();
    join_all(&mut t, 20);
    assert_eq!(join(&mut t, 20), Err(Rejection::LobbyFull { max: 20 }));
    assert_eq!(t.lobby_players().len(), 20);
}

#[test]
fn leave_frees_the_seat_and_is_announced() {
    let mut t = new_lobby();
    join_all(&mut t, 3);
    let e = leave(&mut t, 2).expect("leave");
    assert_eq!(
        e,
        vec![Effect::public(Message::Left {
            name: name(2),
            count: 2
        })]
    );
    assert_eq!(players(&t), vec!["p0", "p1"]);
    assert!(matches!(
        leave(&mut t, 2),
        Err(Rejection::NotInLobby { .. })
    ));
    join(&mut t, 2).expect("may join again");
}

#[test]
fn when_the_host_leaves_the_next_person_becomes_host() {
    let mut t = new_lobby();
    join(&mut t, 0).expect("join");
    fill(&mut t, host(), 6).expect("fill");
    join_all_from(&mut t, 1..3);
    // Computer players are never host: the next person is p1.
    let e = leave(&mut t, 0).expect("leave");
    assert!(e.contains(&Effect::public(Message::NewHost { name: name(1) })));
    // p1 now holds every host command; p0 (gone) and p2 hold none.
    assert!(matches!(
        start(&mut t, pid(2)),
        Err(Rejection::NotHost { .. })
    ));
    assert!(matches!(
        fill(&mut t, pid(0), 8),
        Err(Rejection::NotHost { .. })
    ));
    fill(&mut t, pid(1), 8).expect("the new host fills");
    start(&mut t, pid(1)).expect("the new host starts");
    assert!(t.started());
    assert_eq!(t.seats().len(), 8);
}

fn join_all_from(t: &mut Table, range: std::ops::Range<usize>) {
    for i in range {
        join(t, i).expect("join");
    }
}

#[test]
fn external_bots_never_hold_the_lobby() {
    let mut t = new_lobby();
    join(&mut t, 0).expect("join");
    let bot = PlayerId::new("bot:rando");
    t.handle(
        &Input::Join {
            player: bot.clone(),
            name: "rando (bot)".into(),
        },
        T,
    )
    .expect("a bot sits like a person");
    join(&mut t, 1).expect("join");
    // The next person, not the bot seated before them, becomes host.
    let e = leave(&mut t, 0).expect("leave");
    assert!(e.contains(&Effect::public(Message::NewHost { name: name(1) })));
    assert_eq!(t.host(), Some(&pid(1)));
    // With only bots left the lobby closes.
    let e = leave(&mut t, 1).expect("leave");
    assert!(e.contains(&Effect::public(Message::LobbyClosed)));
    assert!(t.is_over());
}

#[test]
fn a_non_host_leaving_does_not_change_the_host() {
    let mut t = new_lobby();
    join_all(&mut t, 3);
    let e = leave(&mut t, 1).expect("leave");
    assert!(
        !e.iter()
            .any(|x| matches!(x.message(), Some(Message::NewHost { .. })))
    );
    assert!(matches!(
        start(&mut t, pid(2)),
        Err(Rejection::NotHost { .. })
    ));
}

#[test]
fn the_lobby_closes_when_the_last_person_leaves() {
    let mut t = new_lobby();
    join_all(&mut t, 2);
    fill(&mut t, host(), 7).expect("fill");
    leave(&mut t, 1).expect("leave");
    let e = leave(&mut t, 0).expect("the last person leaves");
    assert!(e.contains(&Effect::public(Message::LobbyClosed)));
    assert!(t.is_over());
    assert_eq!(join(&mut t, 3), Err(Rejection::GameOver));
    assert_eq!(start(&mut t, host()), Err(Rejection::GameOver));
    assert_eq!(t.handle(&Input::Tick, Timestamp(1)), Ok(Vec::new()));
}

#[test]
fn only_the_host_may_start_or_fill() {
    let mut t = new_lobby();
    join_all(&mut t, 7);
    let r = start(&mut t, pid(1));
    assert_eq!(
        r,
        Err(Rejection::NotHost {
            host: name(0),
            action: narrator_engine::rejection::Act::Start
        })
    );
    assert!(matches!(
        fill(&mut t, pid(1), 10),
        Err(Rejection::NotHost { .. })
    ));
    assert!(matches!(
        fill(&mut t, PlayerId::new("stranger"), 10),
        Err(Rejection::NotHost { .. })
    ));
    assert_eq!(t.lobby_players().len(), 7);
    assert!(!t.started());
    start(&mut t, host()).expect("the host starts");
    assert!(t.started());
}

#[test]
fn starting_with_too_few_players_is_refused() {
    let mut t = new_lobby();
    join_all(&mut t, 5);
    assert_eq!(
        start(&mut t, host()),
        Err(Rejection::WrongPlayerCount {
            game: narrator_engine::rejection::Title("classic"),
            need: 6,
            max: 20,
            have: 5
        })
    );
    assert!(!t.started());
    join(&mut t, 5).expect("join");
    let e = start(&mut t, host()).expect("six is enough");
    assert!(matches!(
        e[0].message(),
        Some(Message::Started { names, .. }) if names.len() == 6
    ));
}

#[test]
fn fill_adds_computer_players_up_to_the_number() {
    let mut t = new_lobby();
    join_all(&mut t, 2);
    let e = fill(&mut t, host(), 9).expect("fill");
    let lobby = t.lobby_players();
    assert_eq!(lobby.len(), 9);
    assert!(!lobby[0].computer && !lobby[1].computer);
    assert!(lobby[2..].iter().all(|p| p.computer));
    let names: Vec<String> = lobby[2..].iter().map(|p| p.name.clone()).collect();
    assert_eq!(e, vec![Effect::public(Message::Filled { names })]);
    // Already that many: nothing to add.
    assert_eq!(fill(&mut t, host(), 9), Ok(Vec::new()));
    assert_eq!(fill(&mut t, host(), 6), Ok(Vec::new()));
    assert_eq!(t.lobby_players().len(), 9);
    // Out of the allowed range.
    for bad in [0, 5, 21, 200] {
        assert!(
            matches!(
                fill(&mut t, host(), bad),
                Err(Rejection::WrongPlayerCount { .. })
            ),
            "fill {bad}"
        );
    }
    fill(&mut t, host(), 20).expect("up to the maximum");
    assert_eq!(t.lobby_players().len(), 20);
    let mut ids: Vec<_> = t.lobby_players().iter().map(|p| p.player.clone()).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), 20, "computer players have distinct ids");
    start(&mut t, host()).expect("start");
    assert_eq!(t.seats().iter().filter(|s| s.computer).count(), 18);
}

#[test]
fn lobby_commands_after_the_start_are_refused_with_already_started() {
    let mut t = new_lobby();
    join_all(&mut t, 6);
    start(&mut t, host()).expect("start");
    assert_eq!(join(&mut t, 6), Err(Rejection::AlreadyStarted));
    assert_eq!(join(&mut t, 1), Err(Rejection::AlreadyStarted));
    assert_eq!(leave(&mut t, 1), Err(Rejection::AlreadyStarted));
    assert_eq!(fill(&mut t, host(), 10), Err(Rejection::AlreadyStarted));
    assert_eq!(start(&mut t, host()), Err(Rejection::AlreadyStarted));
    assert_eq!(t.seats().len(), 6);
}

#[test]
fn acting_before_the_start_is_refused_with_not_started() {
    let mut t = new_lobby();
    join_all(&mut t, 6);
    for action in [
        MafiaAction::Ready,
        MafiaAction::Vote(narrator_engine::mafia::VoteChoice::NoOne),
        MafiaAction::Kill(seat(1)),
    ] {
        assert_eq!(
            t.handle(&act_input(pid(0), action.clone()), T),
            Err(Rejection::NotStarted)
        );
        assert_eq!(
            t.handle(&act_input(PlayerId::new("stranger"), action), T),
            Err(Rejection::NotStarted)
        );
    }
    // A tick before the lobby's deadline (lobby_timeout.rs) does
    // nothing.
    assert_eq!(
        t.handle(&Input::Tick, Timestamp(T.0 + 60_000)),
        Ok(Vec::new())
    );
    assert!(!t.started());
}

#[test]
fn the_host_may_stop_a_lobby_and_others_may_not() {
    let mut t = new_lobby();
    join_all(&mut t, 3);
    assert!(matches!(
        stop(&mut t, pid(1), false),
        Err(Rejection::NotHost { .. })
    ));
    assert!(!t.is_over());
    let e = stop(&mut t, host(), false).expect("host stops");
    assert_eq!(e, vec![Effect::public(Message::Stopped { by: name(0) })]);
    assert!(t.is_over());
    assert_eq!(join(&mut t, 4), Err(Rejection::GameOver));

    let mut t = new_lobby();
    join_all(&mut t, 3);
    stop(&mut t, pid(2), true).expect("an admin stops");
    assert!(t.is_over());
}

#[test]
fn start_deals_and_opens_day_zero_for_the_seated() {
    let mut t = new_lobby();
    join_all(&mut t, 6);
    fill(&mut t, host(), 10).expect("fill");
    let e = start(&mut t, host()).expect("start");
    assert!(t.started());
    assert_eq!(t.seats().len(), 10);
    assert_eq!(t.seat_of(&pid(3)), Some(seat(3)));
    assert_eq!(t.seat_of(&PlayerId::new("stranger")), None);
    assert_eq!(t.phase_no(), 1);
    let cards = e
        .iter()
        .filter(|x| matches!(x.audience, Audience::Seat(_)))
        .filter(|x| matches!(x.kind, EffectKind::Message(_)))
        .count();
    assert_eq!(cards, 10, "one private role card per seat");
}

/// The host role passes to the next person when the host leaves the lobby
/// (checked above); that person then runs the game. Stopping the started
/// game must follow the same host, not the one who opened the lobby.
#[test]
fn the_new_host_can_stop_the_started_game() {
    let mut t = new_lobby();
    join_all(&mut t, 7);
    let e = leave(&mut t, 0).expect("the host leaves");
    assert!(e.contains(&Effect::public(Message::NewHost { name: name(1) })));
    start(&mut t, pid(1)).expect("the new host starts");
    let r = stop(&mut t, pid(1), false);
    let e = r.expect("the new host stops the game");
    assert!(e.contains(&Effect::public(Message::Stopped { by: name(1) })));
    assert_eq!(
        t.result().map(|r| r.outcome.clone()),
        Some(Outcome::Stopped)
    );
}

#[test]
fn the_departed_host_cannot_stop_the_started_game() {
    let mut t = new_lobby();
    join_all(&mut t, 7);
    leave(&mut t, 0).expect("the host leaves");
    start(&mut t, pid(1)).expect("the new host starts");
    let r = stop(&mut t, pid(0), false);
    assert!(
        matches!(r, Err(Rejection::NotHost { .. })),
        "p0 left the lobby and is no longer host: {r:?}"
    );
    assert!(!t.is_over());
}
