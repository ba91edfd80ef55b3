//! End-to-end tests of Hunt the Twisted Wumpus through `narrator serve` on
//! the Telegram Bot API emulator: `/wumpus` commands, a hunt with two
//! people whose moves are private buttons, a voice said in words, no room
//! label before the end, and the revealed cave posted as a photo.

use crate::telegram_support;

use base64::Engine;
use serde_json::{Value, json};
use std::collections::HashSet;
use std::time::{Duration, Instant};
use telegram_support::{GROUP, Msg, Session, name, wait_for};

const USERS: [i64; 2] = [1, 2];

/// Room labels of the standard cave that no count or exit number can be.
const LABELS: [&str; 5] = ["311", "511", "911", "1111", "1311"];

/// The games' session: a group, the bot and its database.
type Hunt = Session;

/// What a Wumpus test does in the group.
trait Hunting {
    fn start(&self, options: &[(&str, &str)]) -> (i64, Msg);
    fn photos(&self) -> Vec<Value>;
}

impl Hunting for Hunt {
    /// Greets, opens a hunt with `options`, seats user 2 and starts; returns
    /// who moves first and their prompt.
    fn start(&self, options: &[(&str, &str)]) -> (i64, Msg) {
        self.greet(&USERS);
        self.emu.set_admins(GROUP, &[1]);
        for (option, value) in options {
            let reply = self
                .command(1, GROUP, &format!("/wumpus config {option} {value}"))
                .text;
            assert!(reply.starts_with("Set "), "{reply}");
        }
        self.emu.say(1, GROUP, "/wumpus start");
        let lobby = self.wait_text(GROUP, "a new game is open");
        let join = data_of(&lobby, "Join").expect("a Join button");
        assert!(self.press(2, &lobby, &join).contains("You have a seat"));
        wait_for("two seated", Duration::from_secs(30), || {
            self.emu
                .messages()
                .into_iter()
                .find(|m| m.id == lobby.id && m.text.contains("Seated (2)"))
        });
        let start = data_of(&lobby, "Start").expect("Start");
        assert_eq!(self.press(1, &lobby, &start), "The game begins.");
        wait_for("the first prompt", Duration::from_secs(30), || {
            self.emu.messages().into_iter().find_map(|m| {
                (USERS.contains(&m.chat) && data_of(&m, "Speak").is_some()).then_some((m.chat, m))
            })
        })
    }

    fn photos(&self) -> Vec<Value> {
        self.emu
            .post("/test/photos", &json!({}))
            .as_array()
            .cloned()
            .unwrap_or_default()
    }
}

fn data_of(msg: &Msg, label: &str) -> Option<String> {
    msg.keys
        .iter()
        .find(|(l, _)| l.starts_with(label))
        .map(|(_, d)| d.clone())
}

fn over(msgs: &[Msg]) -> bool {
    msgs.iter().any(|m| {
        m.chat == GROUP
            && (m.text.contains("The Wumpus wins") || m.text.contains("killed the Wumpus"))
    })
}

#[test]
fn a_hunt_with_two_people_a_voice_in_words_and_the_cave_at_the_end() {
    let h = Session::new();
    // Many pits, so a random walk ends the hunt soon.
    let (first, prompt) = h.start(&[("pits", "8")]);
    // Game messages may come before the replies.
    h.reply_with(1, GROUP, "/wumpus config bows 9", "1 to 5");
    h.reply_with(1, GROUP, "/wumpus rules", "giant bats");
    let other = if first == 1 { 2 } else { 1 };
    let asked = h.press(first, &prompt, &data_of(&prompt, "Speak").expect("Speak"));
    assert!(asked.contains("write me your words"), "{asked}");
    // Nothing was said yet: no empty words either.
    let empty = h.command(first, first, "   ").text;
    assert!(empty.contains("Nothing changed"), "{empty}");
    let said = h.command(first, first, "the bow is here").text;
    assert!(said.starts_with("Said."), "{said}");
    h.wait_text(
        other,
        &format!("{} speaks in your room: 'the bow is here'", name(first)),
    );

    // Only those within reach hear words: never the group.
    assert!(
        !h.emu
            .texts_in(GROUP)
            .iter()
            .any(|t| t.contains("the bow is here")),
        "the group heard a voice"
    );
    // Then both walk at random until the hunt ends.
    let start = Instant::now();
    let mut pressed: HashSet<i64> = HashSet::new();
    let mut seed: u64 = 7;
    while !over(&h.emu.messages()) {
        assert!(
            start.elapsed() < Duration::from_secs(240),
            "the hunt did not end; group:\n{}\nlog:\n{}",
            h.emu.texts_in(GROUP).join("\n---\n"),
            h.log()
        );
        for &u in &USERS {
            let Some(m) = h
                .emu
                .messages()
                .into_iter()
                .rev()
                .find(|m| m.chat == u && m.keys.iter().any(|(_, d)| d.starts_with("c:")))
            else {
                continue;
            };
            if !pressed.insert(m.id) {
                continue;
            }
            let walks: Vec<&(String, String)> = m
                .keys
                .iter()
                .filter(|(l, _)| l.starts_with("Walk"))
                .collect();
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            if let Some((_, data)) = walks.get((seed >> 33) as usize % walks.len().max(1)) {
                h.press(u, &m, data);
            }
        }
        std::thread::sleep(Duration::from_millis(150));
    }
    // The cave arrives as a photo in the group, a PNG of the renderer's size.
    let photo = wait_for("the cave photo", Duration::from_secs(90), || {
        h.photos()
            .into_iter()
            .find(|p| p["chat_id"].as_i64() == Some(GROUP))
    });
    let bytes = base64::engine::general_purpose::STANDARD
        .decode(photo["bytes"].as_str().unwrap_or(""))
        .expect("base64 bytes");
    let png = tiny_skia::Pixmap::decode_png(&bytes).expect("the photo is a PNG");
    assert_eq!(
        (png.width(), png.height()),
        (
            narrator_pictures::wumpus::SIZE,
            narrator_pictures::wumpus::SIZE
        )
    );
    // No room label reached anyone before the reveal.
    for chat in [GROUP, 1, 2] {
        for text in h.emu.texts_in(chat) {
            if text.contains("The cave revealed") {
                break;
            }
            // The deal's commitment is random hex, which may hold a
            // label's digits by chance.
            let words: Vec<&str> = text
                .split(|c: char| !c.is_ascii_alphanumeric())
                .filter(|w| !(w.len() >= 32 && w.chars().all(|c| c.is_ascii_hexdigit())))
                .collect();
            for label in LABELS {
                assert!(
                    !words.iter().any(|w| w.contains(label)),
                    "a room label leaked to {chat}: {text}"
                );
            }
        }
    }
}

#[test]
fn a_restart_mid_hunt_repeats_nothing_and_old_or_foreign_buttons_are_refused() {
    let mut h = Session::new();
    let (first, prompt) = h.start(&[("pits", "0"), ("bats", "0")]);
    let other = if first == 1 { 2 } else { 1 };
    // The other hunter cannot use the mover's buttons, in any chat.
    let walk = data_of(&prompt, "Walk").expect("a Walk button");
    let foreign = h.press(other, &prompt, &walk);
    assert!(!foreign.starts_with("You chose"), "{foreign}");
    // The mover walks; their old prompt no longer counts.
    assert!(h.press(first, &prompt, &walk).starts_with("You chose"));
    let again = h.press(first, &prompt, &walk);
    assert!(again.contains("earlier"), "{again}");
    // A crash now: nothing is sent twice, and the hunt goes on.
    let before = h.quiet();
    h.restart_and_settle();
    let resent = h.emu.sent()[before..].to_vec();
    assert!(
        resent.is_empty(),
        "the restart repeated messages: {resent:#?}"
    );
    let next = wait_for("the next prompt", Duration::from_secs(30), || {
        h.emu
            .messages()
            .into_iter()
            .rev()
            .find(|m| m.chat == other && data_of(m, "Walk").is_some())
    });
    let walk = data_of(&next, "Walk").expect("a Walk button");
    let answer = h.press(other, &next, &walk);
    assert!(answer.starts_with("You chose"), "{answer}\n{}", h.log());
}
