//! End-to-end tests of the Discord adapter's languages on the local fake
//! Discord: every slash command is described in Russian and Vietnamese,
//! and an interaction's `locale` and `guild_locale` reach the front and
//! decide the language of the adapter's own words.

use narrator_i18n::script::{cyrillic, vietnamese};

use crate::discord_support;

use discord_support::{Server, WAIT};
use narrator_discord_fake::{Dispatched, Message};
use serde_json::{Value, json};

/// Every object of a command's tree that Discord shows a description of:
/// the command, its subcommands and their options.
fn described(command: &Value) -> Vec<&Value> {
    let mut out = vec![command];
    let mut i = 0;
    while i < out.len() {
        let children = out[i]["options"].as_array().into_iter().flatten();
        out.extend(children);
        i += 1;
    }
    out
}

#[test]
fn every_registered_command_is_described_in_russian_and_vietnamese() {
    let s = Server::new(1);
    let registered = s.fake.commands(None);
    let names: Vec<&str> = registered
        .iter()
        .filter_map(|c| c["name"].as_str())
        .collect();
    for name in ["mafia", "mafia-config", "zombie", "zombie-config", "wumpus"] {
        assert!(names.contains(&name), "{name} in {names:?}");
    }
    let mut checked = 0;
    for command in &registered {
        for object in described(command) {
            let english = object["description"].as_str().unwrap_or("");
            assert!(!english.is_empty(), "{object}");
            for lang in ["ru", "vi"] {
                let text = object["description_localizations"][lang]
                    .as_str()
                    .unwrap_or("");
                assert!(
                    !text.is_empty() && text != english,
                    "no {lang} description in {object}"
                );
                checked += 1;
            }
        }
    }
    // Commands, subcommands and options: far more than the commands.
    assert!(checked > 4 * registered.len(), "{checked}");
    // English stays as it was.
    let mafia = registered
        .iter()
        .find(|c| c["name"] == "mafia")
        .expect("mafia");
    assert_eq!(
        mafia["description"],
        "Play Mafia (presets classic, sport and hp) in this channel"
    );
    assert_eq!(
        mafia["description_localizations"]["ru"],
        "Играть в этом канале: Мафия (варианты classic, sport и hp)"
    );
}

/// Sends an interaction the bot cannot read (a slash command whose
/// command id is not an id) from `user` in `channel`.
fn unreadable(s: &Server, channel: u64, user: u64) -> Dispatched {
    let command = json!({"name": "mafia", "type": 1});
    s.fake
        .malformed_interaction(channel, user, 2, command, |p| {
            p["data"]["id"] = json!(["not", "an", "id"]);
        })
        .expect("dispatched")
}

fn answer(s: &Server, sent: &Dispatched) -> Message {
    s.fake
        .wait_for_blocking(WAIT, |f| f.interaction(sent.id).and_then(|r| r.reply))
        .unwrap_or_else(|| panic!("no answer to {}\nlog:\n{}", sent.id, s.log()))
}

#[test]
fn the_servers_and_the_members_locales_reach_the_front() {
    let s = Server::new(2);
    let (host, other) = (s.members[0], s.members[1]);
    // An English server: its members are answered in English whatever
    // their own client speaks (a channel's language does not depend on
    // who asks).
    s.fake.set_user_locale(other, "ru").expect("a user");
    let said = answer(&s, &unreadable(&s, s.town.channel_id, other));
    assert!(said.ephemeral(), "{said:?}");
    assert!(
        said.content.starts_with("I could not read that request"),
        "{said:?}"
    );
    // A Russian server (guild_locale ru) without a language of its own.
    s.fake
        .set_guild_locale(s.town.guild_id, "ru")
        .expect("a guild");
    let said = answer(&s, &unreadable(&s, s.town.channel_id, host));
    assert!(
        said.content.starts_with("Я не смог разобрать этот запрос"),
        "{said:?}"
    );
    // In a member's own DM their client's language (locale vi) counts.
    s.fake.set_user_locale(host, "vi").expect("a user");
    let dm = s.fake.open_dm(host).expect("a DM");
    let said = answer(&s, &unreadable(&s, dm, host));
    assert!(
        said.content.starts_with("Tôi không đọc được yêu cầu đó"),
        "{said:?}"
    );
}

/// The 64-hex-digit words of a text: the commitment at the start, the
/// seed and the commitment at the end.
fn hashes(s: &str) -> usize {
    s.split(|c: char| !c.is_ascii_hexdigit())
        .filter(|w| w.len() == 64)
        .count()
}

/// The game's end, found by structure: the one message that shows both
/// the seed and the commitment.
fn ended(s: &Server) -> Option<String> {
    s.channel()
        .iter()
        .map(discord_support::text)
        .find(|t| hashes(t) >= 2)
}

#[test]
fn a_whole_classic_game_in_vietnamese_with_a_member_reading_russian() {
    use discord_support::{choices, text};
    use narrator_discord_fake::SlashCommand;
    use narrator_i18n::{Lang, text as tr};
    use std::collections::{HashMap, HashSet};
    use std::time::{Duration, Instant};

    let s = Server::new(6);
    // A Vietnamese server whose members' clients are Vietnamese, but for
    // member 2, whose client is Russian.
    s.fake
        .set_guild_locale(s.town.guild_id, "vi")
        .expect("the guild");
    for (i, &m) in s.members.iter().enumerate() {
        let locale = if i == 1 { "ru" } else { "vi" };
        s.fake.set_user_locale(m, locale).expect("the member");
    }
    let lang_of = |m: u64| {
        if m == s.members[1] {
            Lang::Ru
        } else {
            Lang::Vi
        }
    };

    s.slash(
        s.members[0],
        &SlashCommand::new("mafia").subcommand("start"),
    );
    let join = tr(Lang::Vi, "button-join", None);
    let lobby = s
        .fake
        .wait_for_blocking(WAIT, |f| {
            f.messages(s.town.channel_id)
                .into_iter()
                .find(|m| choices(m).iter().any(|c| c.0 == join))
        })
        .unwrap_or_else(|| panic!("no Vietnamese lobby\n{}", s.log()));
    for &m in &s.members[1..] {
        assert_eq!(
            s.pick_label(m, &lobby, &join),
            tr(lang_of(m), "seated", None)
        );
    }
    let start = tr(Lang::Vi, "button-start", None);
    assert_eq!(
        s.pick_label(s.members[0], &lobby, &start),
        tr(Lang::Vi, "game-begins", None)
    );

    // Everyone answers every prompt: private ones with the first choice,
    // the channel's with the first player who is not themselves and not
    // "no one".
    let no_one = tr(Lang::Vi, "mafia-no-one", None).to_lowercase();
    let mut done: HashSet<(u64, u64)> = HashSet::new();
    let began = Instant::now();
    while ended(&s).is_none() {
        assert!(
            began.elapsed() < Duration::from_secs(240),
            "the game did not end:\n{}\nlog:\n{}",
            s.channel()
                .iter()
                .map(text)
                .collect::<Vec<_>>()
                .join("\n---\n"),
            s.log()
        );
        let channel = s.channel();
        let prompt = channel.iter().rev().find(|m| {
            choices(m)
                .iter()
                .any(|c| c.1 == "choose" || c.1.starts_with("c:"))
        });
        for (i, &user) in s.members.iter().enumerate() {
            let name = format!("member{}", i + 1);
            for m in s.fake.dms_to(user) {
                if done.insert((user, m.id))
                    && let Some(c) = choices(&m).first()
                {
                    let answer = s.pick(user, &m, c);
                    match lang_of(user) {
                        Lang::Ru => assert!(cyrillic(&answer), "{answer}"),
                        _ => assert!(!cyrillic(&answer), "{answer}"),
                    }
                }
            }
            if let Some(m) = prompt
                && done.insert((user, m.id))
                && let Some(c) = choices(m)
                    .into_iter()
                    .find(|c| c.0 != name && c.0.to_lowercase() != no_one)
            {
                s.pick(user, m, &c);
            }
        }
        std::thread::sleep(Duration::from_millis(200));
    }

    // Everything the channel read is Vietnamese; each member's DMs are in
    // their own language.
    let channel: Vec<String> = s.channel().iter().map(text).collect();
    for t in &channel {
        assert!(vietnamese(t), "the channel reads Vietnamese: {t}");
        assert!(!cyrillic(t), "{t}");
    }
    let mut private: HashMap<String, usize> = HashMap::new();
    for &m in &s.members {
        let dms: Vec<String> = s.fake.dms_to(m).iter().map(text).collect();
        assert!(!dms.is_empty(), "member {m} got DMs");
        for t in &dms {
            match lang_of(m) {
                Lang::Ru => assert!(cyrillic(t), "member 2 reads Russian: {t}"),
                _ => assert!(vietnamese(t) && !cyrillic(t), "{t}"),
            }
            *private.entry(t.clone()).or_default() += 1;
        }
    }
    // What only one member was told (their role, a check's result) never
    // reaches the channel before the end, in any language.
    let end = channel
        .iter()
        .position(|t| hashes(t) >= 2)
        .expect("the end");
    for (t, _) in private.iter().filter(|(_, n)| **n == 1) {
        for public in &channel[..end] {
            assert!(!public.contains(t.as_str()), "leaked: {t}");
        }
    }
    s.fake.assert_no_violations();
}

#[test]
fn a_member_chooses_russian_by_direct_message_for_the_next_game() {
    use discord_support::{choices, text};
    use narrator_discord_fake::SlashCommand;
    use narrator_i18n::{Lang, args, text as tr};

    let s = Server::new(1);
    let host = s.members[0];
    let start_sport = |s: &Server| {
        let cmd = SlashCommand::new("mafia")
            .subcommand("start")
            .string("preset", "sport");
        s.slash(host, &cmd);
        let fill = tr(Lang::En, "button-fill", None);
        let lobby = s
            .fake
            .wait_for_blocking(WAIT, |f| {
                f.messages(s.town.channel_id)
                    .into_iter()
                    .rev()
                    .find(|m| choices(m).iter().any(|c| c.0 == fill))
            })
            .unwrap_or_else(|| panic!("no lobby\n{}", s.log()));
        s.pick_label(host, &lobby, &fill);
        s.pick_label(host, &lobby, &tr(Lang::En, "button-start", None));
    };
    // A first game in English (the member's client and the server are).
    start_sport(&s);
    let card = s
        .fake
        .wait_for_blocking(WAIT, |f| f.dms_to(host).into_iter().next())
        .unwrap_or_else(|| panic!("no DM\n{}", s.log()));
    assert!(!cyrillic(&text(&card)), "{}", text(&card));
    // `/language ru` written in the DM channel.
    s.fake
        .user_message(card.channel_id, host, "/language ru")
        .expect("a DM to the bot");
    let chosen = tr(Lang::Ru, "language-chosen", Some(&args![("lang", "ru")]));
    s.wait_dm(host, &chosen);
    // The running game keeps English; the next one is Russian.
    s.slash(host, &SlashCommand::new("mafia").subcommand("stop"));
    // What the first game still had on its way lands before the count.
    s.quiet();
    let before = s.fake.dms_to(host).len();
    start_sport(&s);
    let card = s
        .fake
        .wait_for_blocking(WAIT, |f| f.dms_to(host).into_iter().nth(before))
        .unwrap_or_else(|| panic!("no DM in the second game\n{}", s.log()));
    assert!(cyrillic(&text(&card)), "{}", text(&card));
    // The channel stays English.
    let last = s.channel().last().map(text).unwrap_or_default();
    assert!(!cyrillic(&last), "{last}");
}
