//! End-to-end tests of the Zombie Game through `narrator serve` on the
//! local fake Discord: `/zombie` and `/zombie-config`, a whole game whose
//! turns are chosen in DMs (select menus and buttons), handshake consent,
//! refused presses, and no secret in the channel.

use crate::discord_support;

use discord_support::{Server, WAIT, choices, phase_of, text};
use narrator_discord_fake::SlashCommand;
use std::collections::{HashMap, HashSet};
use std::time::{Duration, Instant};

impl Server {
    fn game_over(&self) -> bool {
        self.channel()
            .iter()
            .any(|m| text(m).contains("Everyone's final state"))
    }

    /// Each member interacts once a turn; the host ends the turn once the
    /// others have.
    fn play_until_over(&self, limit: Duration) {
        let start = Instant::now();
        let mut acted: HashMap<u32, HashSet<u64>> = HashMap::new();
        let host = self.members[0];
        while !self.game_over() {
            assert!(
                start.elapsed() < limit,
                "not over in {limit:?}:\n{}\nlog:\n{}",
                self.channel()
                    .iter()
                    .map(text)
                    .collect::<Vec<_>>()
                    .join("\n---\n"),
                self.log()
            );
            for &u in &self.members {
                let Some(m) = self
                    .fake
                    .dms_to(u)
                    .into_iter()
                    .rev()
                    .find(|m| !choices(m).is_empty())
                else {
                    continue;
                };
                let all = choices(&m);
                let phase = all.first().map_or(0, phase_of);
                let here = acted.entry(phase).or_default();
                let others_done = self.members[1..].iter().all(|o| here.contains(o));
                let choice = if !here.contains(&u) {
                    let offer = all
                        .iter()
                        .find(|c| c.0.starts_with("Interact with") || c.0.starts_with("Accept"))
                        .cloned();
                    if offer.is_none() {
                        here.insert(u);
                    }
                    offer
                } else if u == host && others_done {
                    all.iter()
                        .find(|c| c.0.starts_with("End the turn"))
                        .cloned()
                } else {
                    None
                };
                if let Some(c) = choice {
                    let answer = self.pick(u, &m, &c);
                    if answer.starts_with("You chose") || u == host {
                        acted.entry(phase).or_default().insert(u);
                    }
                }
            }
            std::thread::sleep(Duration::from_millis(150));
        }
    }
}

#[test]
fn a_whole_zombie_game_in_a_channel_with_five_members() {
    let s = Server::new(5);
    // Both commands are registered beside Mafia's, the settings one for
    // Manage Server only.
    let registered = s.fake.commands(None);
    let names: Vec<&str> = registered
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    for name in ["mafia", "mafia-config", "zombie", "zombie-config"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    let cfg = registered
        .iter()
        .find(|c| c["name"] == "zombie-config")
        .expect("zombie-config");
    assert_eq!(cfg["default_member_permissions"], "32");
    s.config("zombie", "max_turns", "2");
    s.start_game("zombie");
    s.play_until_over(Duration::from_secs(240));
    let channel: Vec<String> = s.channel().iter().map(text).collect();
    let end = channel
        .iter()
        .position(|t| t.contains("win"))
        .unwrap_or_else(|| panic!("no winner: {channel:#?}"));
    assert!(
        channel.iter().any(|t| t.contains("End of turn 0")),
        "{channel:#?}"
    );
    // Who sits is public (the lobby, the opening line); nothing after
    // names a player before the end.
    for t in &channel[..end] {
        for line in t.lines().filter(|l| !seating(l)) {
            for i in 1..=5 {
                assert!(!line.contains(&format!("member{i}")), "names a player: {t}");
            }
        }
    }
    for &m in &s.members {
        let cards = s
            .fake
            .dms_to(m)
            .iter()
            .filter(|d| text(d).starts_with("You are a "))
            .count();
        assert_eq!(cards, 1, "member {m} got {cards} role cards");
    }
    for r in s.fake.interactions() {
        let acked = r.acked_after.expect("acknowledged");
        assert!(
            acked < Duration::from_secs(3),
            "acknowledged after {acked:?}"
        );
    }
    s.fake.assert_no_violations();
    assert_eq!(s.fake.rate_limited_count(), 0);
}

#[test]
fn consent_a_refused_press_and_a_restart_in_a_turn() {
    let mut s = Server::new(5);
    s.config("zombie", "handshake_consent", "on");
    // A member without Manage Server is refused by the front too.
    let cmd = SlashCommand::new("zombie-config")
        .string("option", "zombies")
        .string("value", "2");
    if let Ok(sent) = s.fake.slash_command(s.town.channel_id, s.members[1], &cmd) {
        let reply = text(&s.reply(&sent));
        assert!(!reply.starts_with("Set "), "{reply}");
    }
    s.start_game("zombie");
    let (m2, m3) = (s.members[1], s.members[2]);
    let ask = s.prompt_of(m2);
    assert!(
        s.pick_label(m2, &ask, "Interact with member3")
            .starts_with("You chose")
    );
    s.wait_dm(m3, "member2 wants to interact with you");
    // The old prompt's same choice again is refused as a double press.
    let again = s.pick_label(m2, &ask, "Interact with member3");
    assert!(!again.starts_with("You chose"), "{again}");
    // A restart now repeats nothing, and the offer still stands. What was
    // sent before is all in once every effect is recorded as delivered.
    let owed = crate::common::owed_after(&s.db(), WAIT);
    assert!(owed.is_empty(), "effects never delivered: {owed:?}");
    let before: usize = s.members.iter().map(|m| s.fake.dms_to(*m).len()).sum();
    s.restart_and_settle(2);
    let after: usize = s.members.iter().map(|m| s.fake.dms_to(*m).len()).sum();
    assert_eq!(before, after, "the restart sent DMs again");
    let offer = s.prompt_of(m3);
    assert!(
        s.pick_label(m3, &offer, "Accept member2")
            .starts_with("You chose")
    );
    s.wait_dm(m2, "You interacted with member3");
    s.wait_dm(m3, "member2 interacted with you");
    // member4 asks member5, who declines: both are told, nothing happens.
    let (m4, m5) = (s.members[3], s.members[4]);
    let ask = s.prompt_of(m4);
    assert!(
        s.pick_label(m4, &ask, "Interact with member5")
            .starts_with("You chose")
    );
    let offer = s
        .fake
        .wait_for_blocking(WAIT, |f| {
            f.dms_to(m5)
                .into_iter()
                .rev()
                .find(|m| choices(m).iter().any(|c| c.0.starts_with("Decline")))
        })
        .expect("a Decline choice for member5");
    assert!(
        s.pick_label(m5, &offer, "Decline member4")
            .starts_with("You chose")
    );
    s.wait_dm(m4, "member5 declined");
    assert!(
        !s.fake
            .dms_to(m4)
            .iter()
            .any(|m| text(m).contains("You interacted with member5")),
        "a declined handshake happened anyway"
    );
    s.fake.assert_no_violations();
}

/// A line that says who sits at the table, which is public.
fn seating(line: &str) -> bool {
    ["a new game is open", "has begun", "Seated (", "begins with"]
        .iter()
        .any(|p| line.contains(p))
}

#[test]
fn a_member_with_closed_dms_plays_through_show_my_role() {
    let s = Server::new(3);
    let closed = s.members[2];
    s.fake.set_dms_closed(closed, true).expect("a user");
    s.start_game("zombie");
    let notice = s.wait_channel("direct messages are closed");
    let show = choices(&notice)
        .into_iter()
        .find(|c| c.0 == "Show my role and private messages")
        .expect("the Show button");
    // What waits is shown to them alone: their role and their turn's choices.
    let mine = s.pick_reply(closed, &notice, &show);
    assert!(mine.ephemeral(), "shown to them alone");
    assert!(text(&mine).contains("You are a "), "{}", text(&mine));
    let shake = choices(&mine)
        .into_iter()
        .find(|c| c.0.starts_with("Interact with"))
        .unwrap_or_else(|| panic!("no turn choices: {mine:?}"));
    assert!(s.pick(closed, &mine, &shake).starts_with("You chose"));
    // Another member pressing the same button sees only their own.
    let theirs = s.pick_reply(s.members[0], &notice, &show);
    assert!(theirs.ephemeral());
    assert!(!text(&theirs).contains("You are a "), "{}", text(&theirs));
    // The channel never says what anyone is.
    for m in s.channel() {
        assert!(!text(&m).contains("You are a "), "{}", text(&m));
    }
    s.fake.assert_no_violations();
}
