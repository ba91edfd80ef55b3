//! End-to-end on the Telegram Bot API emulator: a lobby nobody starts
//! closes at its deadline, which survives a restart; the host extends it
//! once and a second extension is refused with the reason.

use crate::telegram_support;

use telegram_support::{GROUP, Session};

#[test]
fn a_lobby_times_out_after_one_extension_and_a_restart() {
    let mut s = Session::new();
    s.greet(&[1, 2]);
    s.emu.set_admins(GROUP, &[1]);
    let reply = s.command(1, GROUP, "/mafia config lobby_timeout_secs 30");
    assert!(reply.text.contains("lobby_timeout_secs"), "{}", reply.text);
    assert!(!reply.text.starts_with("Set "), "under a minute is refused");
    let reply = s.command(1, GROUP, "/mafia config lobby_timeout_secs 60");
    assert!(reply.text.starts_with("Set "), "{}", reply.text);
    let reply = s.command(1, GROUP, "/mafia extend");
    assert!(reply.text.contains("no open lobby"), "{}", reply.text);

    s.emu.say(1, GROUP, "/mafia start classic");
    s.wait_text(GROUP, "a new game is open");
    let reply = s.command(2, GROUP, "/mafia extend");
    assert!(reply.text.contains("/mafia extend"), "{}", reply.text);
    assert!(reply.text.contains("host"), "{}", reply.text);
    s.emu.say(1, GROUP, "/mafia extend");
    s.wait_text(GROUP, "The host gave the lobby one more minute.");
    let reply = s.command(1, GROUP, "/mafia extend");
    assert!(
        reply.text.contains("already extended once"),
        "{}",
        reply.text
    );
    // The deadline is kept across a crash.
    s.restart();
    // Two minutes from the host's seat (longer than wait_text waits).
    telegram_support::wait_for(
        "the lobby's timeout",
        std::time::Duration::from_secs(200),
        || {
            s.emu.texts_in(GROUP).into_iter().find(|t| {
                t.contains("Nobody started the game within 2 minutes; the lobby is closed.")
            })
        },
    );
    s.wait_text(GROUP, "this lobby closed before anyone started the game");
    // The group is free for a new game.
    s.emu.say(1, GROUP, "/mafia start classic");
    wait_two_lobbies(&s);
}

fn wait_two_lobbies(s: &Session) {
    telegram_support::wait_for("a second lobby", std::time::Duration::from_secs(30), || {
        let n = s
            .emu
            .texts_in(GROUP)
            .iter()
            .filter(|t| t.contains("a new game is open"))
            .count();
        (n >= 1).then_some(())
    });
}
