//! End-to-end test of Hunt the Twisted Wumpus through `narrator serve` on
//! the local fake Discord: `/wumpus` and `/wumpus-config`, moves chosen in
//! DMs, a voice said in words by DM, and the revealed cave as an embed
//! with the PNG attached.

use crate::discord_support;

use discord_support::{Server, WAIT, choices, text};
use std::collections::HashSet;
use std::time::{Duration, Instant};

fn over(s: &Server) -> bool {
    s.channel().iter().any(|m| {
        let t = text(m);
        t.contains("The Wumpus wins") || t.contains("killed the Wumpus")
    })
}

#[test]
fn a_hunt_in_a_channel_with_words_by_dm_and_the_cave_as_an_embed() {
    let s = Server::new(2);
    s.config("wumpus", "pits", "8");
    s.start_game("wumpus");
    let (m1, m2) = (s.members[0], s.members[1]);
    // Whoever moves first speaks; the words come by DM.
    let (first, prompt) = s
        .fake
        .wait_for_blocking(WAIT, |f| {
            [m1, m2].into_iter().find_map(|u| {
                f.dms_to(u)
                    .into_iter()
                    .rev()
                    .find(|m| choices(m).iter().any(|c| c.0 == "Speak"))
                    .map(|m| (u, m))
            })
        })
        .unwrap_or_else(|| panic!("no first prompt\nlog:\n{}", s.log()));
    let other = if first == m1 { m2 } else { m1 };
    let asked = s.pick_label(first, &prompt, "Speak");
    assert!(asked.contains("write me your words"), "{asked}");
    s.fake
        .user_message(prompt.channel_id, first, "the bow is here")
        .expect("a DM to the bot");
    let name = if first == m1 { "member1" } else { "member2" };
    s.wait_dm(
        other,
        &format!("{name} speaks in your room: 'the bow is here'"),
    );
    // Then both walk at random until the hunt ends.
    let start = Instant::now();
    let mut pressed: HashSet<u64> = HashSet::new();
    let mut seed: u64 = 11;
    while !over(&s) {
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "the hunt did not end:\n{}\nlog:\n{}",
            s.channel()
                .iter()
                .map(text)
                .collect::<Vec<_>>()
                .join("\n---\n"),
            s.log()
        );
        for u in [m1, m2] {
            let Some(m) = s
                .fake
                .dms_to(u)
                .into_iter()
                .rev()
                .find(|m| !choices(m).is_empty())
            else {
                continue;
            };
            if !pressed.insert(m.id) {
                continue;
            }
            let walks: Vec<_> = choices(&m)
                .into_iter()
                .filter(|c| c.0.starts_with("Walk"))
                .collect();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if let Some(c) = walks.get((seed >> 33) as usize % walks.len().max(1)) {
                s.pick(u, &m, c);
            }
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    // The cave: an embed showing the attached PNG, of the renderer's size.
    let cave = s
        .fake
        .wait_for_blocking(Duration::from_secs(60), |f| {
            f.messages(s.town.channel_id)
                .into_iter()
                .find(|m| !m.attachments.is_empty())
        })
        .unwrap_or_else(|| panic!("no picture in the channel\nlog:\n{}", s.log()));
    let png = tiny_skia::Pixmap::decode_png(&cave.attachments[0].bytes).expect("a PNG");
    assert_eq!(
        (png.width(), png.height()),
        (
            narrator_pictures::wumpus::SIZE,
            narrator_pictures::wumpus::SIZE
        )
    );
    assert!(
        cave.embeds
            .iter()
            .any(|e| e["image"]["url"].as_str().is_some_and(|u| !u.is_empty())),
        "the embed shows the picture: {:?}",
        cave.embeds
    );
    s.fake.assert_no_violations();
}

#[test]
fn a_restart_mid_hunt_repeats_nothing_and_the_hunt_plays_on() {
    let mut s = Server::new(2);
    s.config("wumpus", "pits", "0");
    s.config("wumpus", "bats", "0");
    s.start_game("wumpus");
    let (m1, m2) = (s.members[0], s.members[1]);
    let (first, prompt) = s
        .fake
        .wait_for_blocking(WAIT, |f| {
            [m1, m2].into_iter().find_map(|u| {
                f.dms_to(u)
                    .into_iter()
                    .rev()
                    .find(|m| choices(m).iter().any(|c| c.0.starts_with("Walk")))
                    .map(|m| (u, m))
            })
        })
        .unwrap_or_else(|| panic!("no first prompt\nlog:\n{}", s.log()));
    let other = if first == m1 { m2 } else { m1 };
    assert!(
        s.pick_label(first, &prompt, "Walk")
            .starts_with("You chose")
    );
    // The old prompt's choice again no longer counts.
    let again = s.pick_label(first, &prompt, "Walk");
    assert!(again.contains("earlier"), "{again}");
    let before = s.quiet();
    s.restart_and_settle(2);
    let after: usize = s
        .members
        .iter()
        .map(|m| s.fake.dms_to(*m).len())
        .sum::<usize>()
        + s.channel().len();
    assert_eq!(before, after, "the restart sent messages again");
    let next = s.prompt_of(other);
    let answer = s.pick_label(other, &next, "Walk");
    assert!(answer.starts_with("You chose"), "{answer}\n{}", s.log());
    s.fake.assert_no_violations();
}
