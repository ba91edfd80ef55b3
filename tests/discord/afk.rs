//! End to end on the fake Discord: a member who lets two deadlines pass
//! is warned by direct message, then a computer player takes their seat
//! and the game still reaches its end.

use crate::discord_support;

use discord_support::{Server, choices, data, text};
use std::collections::HashSet;
use std::time::{Duration, Instant};

const WARNING: &str = "You let a deadline pass without acting";

/// Everyone but `absent` answers each prompt once: a varied choice of a
/// private prompt, and "No one" (or "Ready") in the channel, so the game
/// lasts and the absent seat lives on to be taken over.
fn play_until(
    s: &Server,
    absent: u64,
    pressed: &mut HashSet<(u64, u64)>,
    done: impl Fn(&Server) -> bool,
) {
    let start = Instant::now();
    let limit = Duration::from_secs(400);
    let absent_name = name(s, absent);
    while !done(s) {
        assert!(
            start.elapsed() < limit,
            "not there in {limit:?}; channel so far:\n{}\nbot log:\n{}",
            s.channel()
                .iter()
                .map(text)
                .collect::<Vec<_>>()
                .join("\n---\n"),
            s.log()
        );
        // A prompt's choices carry `c:` data; the lobby's buttons do not.
        let channel_prompt = s
            .channel()
            .into_iter()
            .rev()
            .find(|m| choices(m).iter().any(|c| data(c).starts_with("c:")));
        for &m in s.members.iter().filter(|m| **m != absent) {
            let private: Vec<_> = s
                .fake
                .dms_to(m)
                .into_iter()
                .filter(|d| !choices(d).is_empty())
                .collect();
            for msg in private.iter().chain(channel_prompt.iter()) {
                if !pressed.insert((m, msg.id)) {
                    continue;
                }
                let options = choices(msg);
                let pick = if msg.channel_id == s.town.channel_id {
                    let own = name(s, m);
                    options
                        .iter()
                        .find(|c| {
                            let l = c.0.to_lowercase();
                            l.starts_with("no one") || l.starts_with("ready")
                        })
                        .or_else(|| {
                            options
                                .iter()
                                .find(|c| !c.0.starts_with(&own) && !c.0.starts_with(&absent_name))
                        })
                } else {
                    // Varied from night to night: always the first choice
                    // can leave a doctor saving the mafia's victim forever.
                    // The absent seat is spared, so it lives to be
                    // taken over.
                    let spare: Vec<_> = options.iter().filter(|c| c.0 != absent_name).collect();
                    spare.get(pseudo_random(msg.id, spare.len())).copied()
                };
                // A prompt closed meanwhile has lost its components:
                // pressing it is no longer possible, which is fine.
                let sent = match pick.map(|c| (&c.1, &c.2)) {
                    Some((id, Some(value))) => {
                        s.fake
                            .select(msg.channel_id, msg.id, m, id, &[value.as_str()])
                    }
                    Some((id, None)) => s.fake.press_button(msg.channel_id, msg.id, m, id),
                    None => continue,
                };
                if let Ok(sent) = sent {
                    s.reply(&sent);
                }
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }
}

/// An index below `len` that differs between messages.
fn pseudo_random(id: u64, len: usize) -> usize {
    let mixed = id.wrapping_mul(0x9e37_79b9_7f4a_7c15) >> 32;
    usize::try_from(mixed).unwrap_or(0) % len.max(1)
}

fn name(s: &Server, m: u64) -> String {
    let i = s.members.iter().position(|x| *x == m).unwrap_or(0);
    format!("member{}", i + 1)
}

fn game_over(s: &Server) -> bool {
    s.channel().iter().any(|m| text(m).contains("Game over"))
}

#[test]
fn an_absent_member_is_warned_then_replaced_and_the_game_ends() {
    // Nine members, so two nights' kills cannot end the game before the
    // second missed deadline.
    let s = Server::new(9);
    for (option, value) in [
        ("day0_secs", "10"),
        ("night_secs", "10"),
        ("day_secs", "30"),
    ] {
        s.config("mafia", option, value);
    }
    s.start_game("mafia");
    for &m in &s.members {
        s.wait_dm(m, "You are ");
    }
    let absent = s.members[8];
    let notice = format!(
        "{} was inactive; a computer player plays their seat now.",
        name(&s, absent)
    );
    let mut pressed = HashSet::new();
    play_until(&s, absent, &mut pressed, |s| {
        game_over(s) || s.channel().iter().any(|m| text(m).contains(&notice))
    });
    let said = s
        .channel()
        .iter()
        .map(text)
        .flat_map(|t| t.split("\n\n").map(str::to_string).collect::<Vec<_>>())
        .find(|p| p.contains(&notice))
        .unwrap_or_else(|| panic!("no takeover notice\n{}", s.log()));
    // The notice says nothing of the role.
    assert_eq!(said.trim(), notice, "{said}");
    let warned: Vec<u64> = s
        .members
        .iter()
        .copied()
        .filter(|&m| s.fake.dms_to(m).iter().any(|d| text(d).contains(WARNING)))
        .collect();
    assert_eq!(warned, vec![absent], "warnings went to {warned:?}");
    assert!(
        !s.channel().iter().any(|m| text(m).contains(WARNING)),
        "the warning was public"
    );

    play_until(&s, absent, &mut pressed, game_over);
    let over = s
        .channel()
        .iter()
        .map(text)
        .find(|t| t.contains("Game over"))
        .expect("the game ended");
    assert!(over.contains("wins"), "{over}");
    s.fake.assert_no_violations();
}
