//! End to end on the fake Discord: at night the two mafiosi talk through
//! the bot by direct message, and only they read it.

use crate::discord_support;

use discord_support::{Server, text};

#[test]
fn at_night_the_mafia_talk_by_direct_message_and_nobody_else_reads_it() {
    let s = Server::new(6);
    s.start_game("mafia");
    for &m in &s.members {
        s.wait_dm(m, "You are ");
    }
    let mafia: Vec<u64> = s
        .members
        .iter()
        .copied()
        .filter(|&m| {
            s.fake
                .dms_to(m)
                .iter()
                .any(|d| text(d).contains("You are a member of the mafia"))
        })
        .collect();
    assert_eq!(mafia.len(), 2, "six seats deal two mafiosi");
    let (a, b) = (mafia[0], mafia[1]);
    let dm_of = |m: u64| s.wait_dm(m, "You are ").channel_id;

    let ready = s.wait_channel("ready for the night");
    for &m in &s.members {
        s.pick_label(m, &ready, "Ready");
    }
    s.wait_channel("falls. Everyone with a power");

    s.fake
        .user_message(dm_of(a), a, "take the loud one")
        .expect("a DM to the bot");
    s.wait_dm(a, "Said.");
    let relayed = s.wait_dm(b, "take the loud one");
    assert!(
        text(&relayed).contains("to the mafia"),
        "{}",
        text(&relayed)
    );
    s.fake
        .user_message(dm_of(b), b, "agreed")
        .expect("a DM to the bot");
    s.wait_dm(a, "to the mafia: agreed");

    s.quiet();
    for &m in &s.members {
        let dms: Vec<String> = s.fake.dms_to(m).iter().map(text).collect();
        let heard_a = dms
            .iter()
            .any(|t| t.contains("to the mafia: take the loud one"));
        let heard_b = dms.iter().any(|t| t.contains("to the mafia: agreed"));
        assert_eq!(heard_a, m == b, "member {m} and A's words");
        assert_eq!(heard_b, m == a, "member {m} and B's words");
    }
    assert!(
        !s.channel()
            .iter()
            .any(|c| text(c).contains("take the loud one") || text(c).contains("agreed")),
        "the channel read the mafia's words"
    );
    s.fake.assert_no_violations();
}
