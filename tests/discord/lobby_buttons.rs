//! End to end on the fake Discord: the lobby's "More time" button (the
//! host's, once) and the Watch button a running game's lobby message
//! keeps when the game takes spectators.

use crate::discord_support;

use discord_support::{Server, choices, text};
use narrator_discord_fake::SlashCommand;

/// The lobby message, as it is now.
fn lobby_now(s: &Server, id: u64) -> narrator_discord_fake::Message {
    s.fake.message(id).expect("the lobby message exists")
}

#[test]
fn the_host_extends_the_lobby_once_with_its_button() {
    let s = Server::new(2);
    let (host, guest) = (s.members[0], s.members[1]);
    s.slash(host, &SlashCommand::new("mafia").subcommand("start"));
    let lobby = s.wait_channel("a new game is open");
    let refused = s.pick_label(guest, &lobby, "⏳");
    assert!(refused.contains("host"), "{refused}");
    assert!(
        !s.channel()
            .iter()
            .any(|m| text(m).contains("gave the lobby")),
        "a guest's press changed the lobby"
    );
    let done = s.pick_label(host, &lobby, "⏳");
    assert!(!done.is_empty() && !done.contains("host"), "{done}");
    s.wait_channel("The host gave the lobby");
    let again = s.pick_label(host, &lobby, "⏳");
    assert!(again.contains("already extended once"), "{again}");
    let extended = s
        .channel()
        .iter()
        .filter(|m| text(m).contains("gave the lobby"))
        .count();
    assert_eq!(extended, 1, "one extension is announced");
    s.fake.assert_no_violations();
}

#[test]
fn a_member_without_a_seat_watches_with_the_lobby_button() {
    let s = Server::new(7);
    for (option, value) in [("spectators", "true"), ("dead_see_roles", "true")] {
        s.config("mafia", option, value);
    }
    let (players, watcher) = (&s.members[..6], s.members[6]);
    s.slash(players[0], &SlashCommand::new("mafia").subcommand("start"));
    let lobby = s.wait_channel("a new game is open");
    assert!(
        !choices(&lobby).iter().any(|c| c.0.contains("Watch")),
        "an open lobby has no Watch button"
    );
    for &m in &players[1..] {
        let reply = s.pick_label(m, &lobby, "Join");
        assert!(reply.contains("You have a seat"), "{reply}");
    }
    assert_eq!(
        s.pick_label(players[0], &lobby, "Start"),
        "The game begins."
    );
    for &m in players {
        s.wait_dm(m, "You are ");
    }
    let running = s
        .fake
        .wait_for_blocking(discord_support::WAIT, |_| {
            let m = lobby_now(&s, lobby.id);
            choices(&m)
                .iter()
                .any(|c| c.0.contains("Watch"))
                .then_some(m)
        })
        .unwrap_or_else(|| panic!("no Watch button on the running game\n{}", s.log()));

    let refused = s.pick_label(players[2], &running, "👁");
    assert!(refused.contains("do not watch"), "{refused}");
    let watching = s.pick_label(watcher, &running, "👁");
    assert!(watching.contains("You are watching"), "{watching}");
    s.wait_dm(watcher, "You are watching this game");
    let roles = s.wait_dm(watcher, "Every role, for the dead and the spectators only");
    for i in 1..=6 {
        assert!(
            text(&roles).contains(&format!("member{i}")),
            "{}",
            text(&roles)
        );
    }
    let again = s.pick_label(watcher, &running, "👁");
    assert!(again.contains("already"), "{again}");

    // The news reaches the spectator privately.
    let ready = s.wait_channel("ready for the night");
    for &m in players {
        s.pick_label(m, &ready, "Ready");
    }
    s.wait_channel("falls. Everyone with a power");
    s.wait_dm(watcher, "falls. Everyone with a power");
    s.quiet();
    for &m in players {
        assert!(
            !s.fake
                .dms_to(m)
                .iter()
                .any(|d| text(d).contains("Every role, for the dead")),
            "a living player was shown the roles"
        );
    }

    // Once the game is over the button goes.
    s.slash(players[0], &SlashCommand::new("mafia").subcommand("stop"));
    s.wait_channel("Game over");
    s.fake
        .wait_for_blocking(discord_support::WAIT, |_| {
            choices(&lobby_now(&s, lobby.id)).is_empty().then_some(())
        })
        .unwrap_or_else(|| panic!("the Watch button outlived the game\n{}", s.log()));
    s.fake.assert_no_violations();
}
