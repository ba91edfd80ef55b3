//! `/link` across platforms: a Telegram bot and a Discord bot on one
//! database; a code asked for on Telegram links the Discord account that
//! sends it, once, and refuses what is not a link between two platforms.

use crate::discord_support;
use crate::telegram_support;

use discord_support::{Server, WAIT};
use narrator_i18n::{Lang, args, text as tr};
use telegram_support::{Bot, Emulator, wait_for};

/// The code in a `/link` answer: the six-character word of capitals and
/// digits.
fn code_in(text: &str) -> Option<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .find(|w| {
            w.len() == 6
                && w.chars()
                    .any(|c| c.is_ascii_digit() || c.is_ascii_uppercase())
                && w.chars()
                    .all(|c| c.is_ascii_uppercase() || c.is_ascii_digit())
        })
        .map(str::to_owned)
}

#[test]
fn a_telegram_code_links_a_discord_account_once() {
    let discord = Server::new(1);
    let member = discord.members[0];
    let emu = Emulator::start();
    let log = discord.dir.path().join("telegram.log");
    let telegram = Bot::start(&emu, &discord.db(), &log);
    let reply = |user: i64, after: usize| {
        wait_for(
            &format!("a reply to {user}\nlog:\n{}", telegram.log()),
            WAIT,
            || emu.texts_in(user).get(after).cloned(),
        )
    };

    emu.say(1, 1, "/link");
    let given = reply(1, 0);
    let code = code_in(&given).unwrap_or_else(|| panic!("a code in {given}"));
    let expected = tr(
        Lang::En,
        "link-code",
        Some(&args![("code", code.clone()), ("minutes", 10)]),
    );
    assert_eq!(given, expected);

    // Another Telegram account cannot use it.
    emu.say(2, 2, &format!("/link {code}"));
    let same = reply(2, 0);
    let refused = tr(
        Lang::En,
        "link-same-platform",
        Some(&args![
            ("typed", code.clone()),
            ("minutes", 10),
            ("platform", "telegram")
        ]),
    );
    assert_eq!(same, refused);

    // The Discord member sends it in a DM.
    let dm = discord.fake.open_dm(member).expect("a DM channel");
    discord
        .fake
        .user_message(dm, member, &format!("/link {}", code.to_lowercase()))
        .expect("a DM to the bot");
    let both = format!("discord:{member}, telegram:1");
    let done = tr(
        Lang::En,
        "link-done",
        Some(&args![("identities", both.clone())]),
    );
    discord.wait_dm(member, &done);

    // Used once: sending it again is refused, and Telegram now shows the
    // link beside a new code.
    discord
        .fake
        .user_message(dm, member, &format!("/link {code}"))
        .expect("a DM to the bot");
    let unknown = tr(
        Lang::En,
        "link-unknown",
        Some(&args![
            ("typed", code.clone()),
            ("minutes", 10),
            ("platform", "")
        ]),
    );
    discord.wait_dm(member, &unknown);
    emu.say(1, 1, "/link");
    let again = reply(1, 1);
    let status = tr(Lang::En, "link-status", Some(&args![("identities", both)]));
    assert!(again.ends_with(&status), "{again}");
    assert_ne!(code_in(&again), Some(code), "a new code each time");
}
