//! Hunt the Twisted Wumpus in every language: every message, prompt,
//! choice, team, role name and the rules table renders from the `wumpus`
//! catalogue without a Fluent error, Russian and Vietnamese are really
//! translated, Russian counts take the right plural form, and no message
//! but the end's reveal names a room, in any language.

use narrator_engine::GameMessage;
use narrator_engine::bots::simulate;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::wumpus::render as wumpus;
use narrator_engine::wumpus::{
    Cause, Cave, Item, Reveal, Senses, Sound, Step, Trail, Voice, WumpusAction, WumpusMessage,
    WumpusPrompt, WumpusRules, WumpusTeam,
};
use narrator_engine::{Action, EffectKind, GameConfig, Message, PromptKind, Seat, Seed};
use narrator_i18n::script;

const NAMES: [&str; 6] = [
    "Quentin",
    "Wilhelmina",
    "Xavier",
    "Yolanda",
    "Zebulon",
    "Ursula",
];

fn names() -> Vec<String> {
    NAMES.iter().map(|n| n.to_string()).collect()
}

fn cave() -> Cave {
    Cave::twisted35().expect("the shipped map parses")
}

/// Which variant a message is; exhaustive, so a new variant (or a new
/// sub-variant) fails to compile until this test renders it.
fn kind(m: &WumpusMessage) -> String {
    let voice = |words: &Option<String>| if words.is_some() { "words" } else { "wordless" };
    match m {
        WumpusMessage::Begins { .. } => "begins".into(),
        WumpusMessage::Turn { .. } => "turn".into(),
        WumpusMessage::Senses(s) => format!(
            "senses {:?} {} {} {}",
            s.holding,
            s.arrow,
            s.bows_here.min(2),
            s.pebbles_here.min(2)
        ),
        WumpusMessage::Done(a) => format!("done {}", action_kind(a)),
        WumpusMessage::Carried => "carried".into(),
        WumpusMessage::Heard { sound, distance } => {
            let s = match sound {
                Sound::Whisper { words, .. } => format!("whisper {}", voice(words)),
                Sound::Speech { words, .. } => format!("speech {}", voice(words)),
                Sound::Scream { words, .. } => format!("scream {}", voice(words)),
                Sound::Click => "click".into(),
                Sound::Wushhh => "wushhh".into(),
                Sound::Wings => "wings".into(),
            };
            format!("heard {s} {distance}")
        }
        WumpusMessage::TimedOut { .. } => "timed-out".into(),
        WumpusMessage::YouDied { cause } => format!("you-died {cause:?}"),
        WumpusMessage::Died { .. } => "died".into(),
        WumpusMessage::WumpusKilled { .. } => "killed".into(),
        WumpusMessage::AllDead => "all-dead".into(),
        WumpusMessage::Reveal(r) => format!("reveal {}", r.wumpus_alive),
    }
}

fn action_kind(a: &WumpusAction) -> String {
    let voice = |words: &Option<String>| if words.is_some() { "words" } else { "wordless" };
    match a {
        WumpusAction::PickUpBow => "pick-up-bow".into(),
        WumpusAction::DropBow => "drop-bow".into(),
        WumpusAction::PickUpPebble => "pick-up-pebble".into(),
        WumpusAction::DropPebble => "drop-pebble".into(),
        WumpusAction::Throw { .. } => "throw".into(),
        WumpusAction::Shoot { .. } => "shoot".into(),
        WumpusAction::Walk { .. } => "walk".into(),
        WumpusAction::Whisper { words } => format!("whisper {}", voice(words)),
        WumpusAction::Speak { words } => format!("speak {}", voice(words)),
        WumpusAction::Scream { words } => format!("scream {}", voice(words)),
    }
}

/// Every action, voices with and without words.
fn every_action() -> Vec<WumpusAction> {
    let mut out = vec![
        WumpusAction::PickUpBow,
        WumpusAction::DropBow,
        WumpusAction::PickUpPebble,
        WumpusAction::DropPebble,
        WumpusAction::Throw { exit: 1 },
        WumpusAction::Shoot { exit: 2 },
        WumpusAction::Walk { exit: 3 },
    ];
    for v in [Voice::Whisper, Voice::Speak, Voice::Scream] {
        out.push(v.wordless());
        out.push(v.with("the bow is here"));
    }
    out
}

fn every_sound() -> Vec<Sound> {
    let words = Some("over here".to_string());
    vec![
        Sound::Whisper {
            by: Seat(1),
            words: None,
        },
        Sound::Whisper {
            by: Seat(1),
            words: words.clone(),
        },
        Sound::Speech {
            by: Seat(2),
            words: None,
        },
        Sound::Speech {
            by: Seat(2),
            words: words.clone(),
        },
        Sound::Scream {
            by: Seat(3),
            words: None,
        },
        Sound::Scream { by: Seat(3), words },
        Sound::Click,
        Sound::Wushhh,
        Sound::Wings,
    ]
}

fn reveal(alive: bool) -> Reveal {
    let cave = cave();
    let room = |label: &str| {
        cave.rooms()
            .find(|r| cave.label(*r) == label)
            .unwrap_or_else(|| panic!("no room {label}"))
    };
    let step = |label: &str, by_bat: bool| Step {
        room: room(label),
        by_bat,
    };
    let fates = [
        None,
        Some(Cause::Pit),
        Some(Cause::Wumpus),
        Some(Cause::Arrow),
    ];
    let trails = fates
        .into_iter()
        .enumerate()
        .map(|(i, died)| Trail {
            seat: Seat(u8::try_from(i).expect("small")),
            steps: vec![step("1", false), step("11", false), step("511", i % 2 == 1)],
            died,
        })
        .collect();
    Reveal {
        pits: vec![room("3"), room("41"), room("611"), room("1911")],
        bats: vec![room("21"), room("1311")],
        wumpus_path: vec![room("81"), room("91"), room("1711")],
        wumpus_alive: alive,
        bows: vec![room("1")],
        pebbles: vec![room("2")],
        trails,
        cave,
    }
}

/// One of every message, with every sub-variant.
fn every_message() -> Vec<WumpusMessage> {
    let mut out = vec![
        WumpusMessage::Begins {
            rooms: 35,
            bows: 3,
            pebbles: 2,
            order: vec![Seat(2), Seat(0), Seat(1)],
        },
        WumpusMessage::Begins {
            rooms: 35,
            bows: 1,
            pebbles: 1,
            order: vec![Seat(0)],
        },
        WumpusMessage::Turn { seat: Seat(1) },
    ];
    let holdings = [
        (Some(Item::Bow), true),
        (Some(Item::Bow), false),
        (Some(Item::Pebble), false),
        (None, false),
    ];
    for (holding, arrow) in holdings {
        for (bows_here, pebbles_here) in [(0, 0), (1, 0), (0, 1), (1, 1), (2, 3)] {
            out.push(WumpusMessage::Senses(Senses {
                exits: 3,
                holding,
                arrow,
                bows_here,
                pebbles_here,
            }));
        }
    }
    out.extend(every_action().into_iter().map(WumpusMessage::Done));
    out.push(WumpusMessage::Carried);
    for sound in every_sound() {
        for distance in 0..=3 {
            out.push(WumpusMessage::Heard {
                sound: sound.clone(),
                distance,
            });
        }
    }
    out.push(WumpusMessage::TimedOut { seat: Seat(2) });
    for cause in [Cause::Pit, Cause::Wumpus, Cause::Arrow] {
        out.push(WumpusMessage::YouDied { cause });
    }
    out.push(WumpusMessage::Died { seat: Seat(3) });
    out.push(WumpusMessage::WumpusKilled { by: Seat(4) });
    out.push(WumpusMessage::AllDead);
    out.push(WumpusMessage::Reveal(Box::new(reveal(true))));
    out.push(WumpusMessage::Reveal(Box::new(reveal(false))));
    out
}

/// Every text of the game in one language, each with a label.
fn everything(lang: Lang) -> Vec<(String, String)> {
    let names = names();
    let names = Names::new(&names);
    let mut out = Vec::new();
    for (i, m) in every_message().iter().enumerate() {
        let text = render::message(lang, &Message::Game(GameMessage::Wumpus(m.clone())), &names);
        out.push((format!("{i} {}", kind(m)), text));
    }
    out.push((
        "prompt".into(),
        render::prompt(lang, PromptKind::Wumpus(WumpusPrompt::Turn)),
    ));
    for a in every_action() {
        out.push((
            format!("choice {}", action_kind(&a)),
            render::choice(lang, &Action::Wumpus(a), &names),
        ));
    }
    for t in [WumpusTeam::Hunters, WumpusTeam::Wumpus] {
        out.push((format!("team {t:?}"), wumpus::team(lang, t)));
    }
    out.push((
        "role hunter".into(),
        wumpus::role_name(lang, "hunter").expect("a hunt's role"),
    ));
    let standard = WumpusRules::standard().expect("the shipped map parses");
    out.push(("rules".into(), wumpus::rules(lang, &standard)));
    out
}

#[test]
fn every_wumpus_text_renders_in_every_language() {
    narrator_i18n::start_recording();
    let en = everything(Lang::En);
    let ru = everything(Lang::Ru);
    let vi = everything(Lang::Vi);
    assert_eq!(narrator_i18n::errors(), Vec::<String>::new());
    let used = narrator_i18n::used();
    // The picture's caption is narrator-pictures' to render (and test).
    let unused: Vec<String> = narrator_i18n::area_ids("wumpus")
        .into_iter()
        .filter(|id| !id.starts_with("wumpus-picture-") && !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "never rendered: {unused:?}");
    assert_eq!((en.len(), ru.len()), (vi.len(), vi.len()));
    for ((label, e), ((_, r), (_, v))) in en.iter().zip(ru.iter().zip(vi.iter())) {
        if let Err(e) = script::translated(label, [e, r, v], &NAMES) {
            panic!("{e}");
        }
        for quoted in ["the bow is here", "over here"] {
            assert_eq!(
                r.contains(quoted),
                e.contains(quoted),
                "ru {label} carries the speaker's own words: {r}"
            );
            assert_eq!(
                v.contains(quoted),
                e.contains(quoted),
                "vi {label} carries the speaker's own words: {v}"
            );
        }
        assert_eq!(r.lines().count(), e.lines().count(), "ru {label}: {r}");
        assert_eq!(v.lines().count(), e.lines().count(), "vi {label}: {v}");
    }
}

/// The English the tests and players know, unchanged by the catalogue.
#[test]
fn english_reads_as_before() {
    let names = names();
    let names = Names::new(&names);
    let en = |m: WumpusMessage| {
        render::message(Lang::En, &Message::Game(GameMessage::Wumpus(m)), &names)
    };
    assert_eq!(
        en(WumpusMessage::Senses(Senses {
            exits: 3,
            holding: Some(Item::Bow),
            arrow: false,
            bows_here: 1,
            pebbles_here: 2,
        })),
        "You stand in a room with 3 exits; you feel a bow and 2 pebbles on the floor. You hold a bow (no arrow yet)."
    );
    assert_eq!(
        en(WumpusMessage::Senses(Senses {
            exits: 2,
            holding: None,
            arrow: false,
            bows_here: 0,
            pebbles_here: 0,
        })),
        "You stand in a room with 2 exits. Your hands are empty."
    );
    assert_eq!(
        en(WumpusMessage::Heard {
            sound: Sound::Wushhh,
            distance: 1
        }),
        "You hear a \"wushhh\" from a neighbouring room."
    );
    assert_eq!(
        en(WumpusMessage::Begins {
            rooms: 35,
            bows: 3,
            pebbles: 1,
            order: vec![Seat(1), Seat(0)],
        }),
        "The hunt begins in a dark cave of 35 rooms. Every hunter stands in the first room, where 3 magical bows and a pebble lie. Beware of pits, giant bats and the Wumpus; find your way by sound alone.\nTurn order: Wilhelmina, Quentin."
    );
    assert_eq!(
        en(WumpusMessage::Reveal(Box::new(reveal(false)))),
        "The cave revealed: pits in rooms 3, 41, 611, 1911; bats in rooms 21, 1311; the Wumpus lies dead in room 1711 (it went 81 → 91 → 1711).\n  Quentin: 1 → 11 → 511\n  Wilhelmina: 1 → 11 → (bat) 511, fell into a pit\n  Xavier: 1 → 11 → 511, eaten by the Wumpus\n  Yolanda: 1 → 11 → (bat) 511, shot"
    );
}

/// Russian counts: 1 выход, 2 выхода, 5 выходов; лук, 2 лука, 5 луков;
/// в 2 переходах, в 21 переходе.
#[test]
fn russian_counts_take_one_few_and_many() {
    let names = names();
    let names = Names::new(&names);
    let ru = |m: WumpusMessage| {
        render::message(Lang::Ru, &Message::Game(GameMessage::Wumpus(m)), &names)
    };
    let form = |n: u8, one: &'static str, few: &'static str, many: &'static str| {
        script::russian_form(n.into(), [one, few, many])
    };
    for n in (0u8..=30).chain(100..=125) {
        let senses = ru(WumpusMessage::Senses(Senses {
            exits: n,
            holding: None,
            arrow: false,
            bows_here: n,
            pebbles_here: n,
        }));
        let exits = form(n, "выход", "выхода", "выходов");
        assert!(senses.contains(&format!(" {n} {exits}")), "{n}: {senses}");
        if n > 1 {
            let bows = form(n, "лук", "лука", "луков");
            let pebbles = form(n, "камешек", "камешка", "камешков");
            let both = format!("{n} {bows} и {n} {pebbles}");
            assert!(senses.contains(&both), "{n}: {senses}");
            let begins = ru(WumpusMessage::Begins {
                rooms: 35,
                bows: n,
                pebbles: n,
                order: vec![Seat(0)],
            });
            let bows = form(n, "волшебный лук", "волшебных лука", "волшебных луков");
            assert!(
                begins.contains(&format!("{n} {bows} и {n} {pebbles}")),
                "{n}: {begins}"
            );
            let heard = ru(WumpusMessage::Heard {
                sound: Sound::Scream {
                    by: Seat(0),
                    words: None,
                },
                distance: n,
            });
            let passages = form(n, "переходе", "переходах", "переходах");
            assert!(
                heard.contains(&format!("в {n} {passages} отсюда")),
                "{n}: {heard}"
            );
        }
    }
}

/// The numbers in a text, in order.
fn numbers(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|t| !t.is_empty())
        .map(String::from)
        .collect()
}

/// No message but the end's reveal names a room, in any language: a
/// translation carries exactly the English numbers (exits, distances,
/// counts), and those are never a room's multi-digit label.
#[test]
fn no_message_but_the_reveal_names_a_room() {
    let cave = cave();
    let labels: Vec<String> = cave
        .rooms()
        .map(|r| cave.label(r).to_string())
        .filter(|l| l.len() > 1)
        .collect();
    let names = names();
    let names = Names::new(&names);
    let check = |m: &WumpusMessage| {
        if matches!(m, WumpusMessage::Reveal(_)) {
            return;
        }
        let msg = Message::Game(GameMessage::Wumpus(m.clone()));
        let en = render::message(Lang::En, &msg, &names);
        let spoken = m_words(m).is_some_and(|w| w.chars().any(|c| c.is_ascii_digit()));
        for lang in [Lang::Ru, Lang::Vi] {
            let t = render::message(lang, &msg, &names);
            assert_eq!(numbers(&t), numbers(&en), "{lang}: {t} (en: {en})");
            if !spoken && !matches!(m, WumpusMessage::Begins { .. }) {
                for n in numbers(&t) {
                    assert!(!labels.contains(&n), "{lang} names room {n}: {t}");
                }
            }
        }
    };
    for m in every_message() {
        check(&m);
    }
    let config = GameConfig::Wumpus(WumpusRules::standard().expect("the shipped map parses"));
    let mut seen = 0;
    for seed in 0..12 {
        let players = 1 + u8::try_from(seed % 5).expect("small");
        let sim = simulate::run(&config, Seed::from_number(seed), players, true);
        for e in &sim.effects {
            if let EffectKind::Message(Message::Game(GameMessage::Wumpus(m))) = &e.kind {
                check(m);
                seen += 1;
            }
        }
    }
    assert!(seen > 100, "only {seen} messages in the simulated hunts");
}

/// The words a message carries from a player, if any.
fn m_words(m: &WumpusMessage) -> Option<&str> {
    match m {
        WumpusMessage::Heard { sound, .. } => sound.words(),
        WumpusMessage::Done(
            WumpusAction::Whisper { words }
            | WumpusAction::Speak { words }
            | WumpusAction::Scream { words },
        ) => words.as_deref(),
        _ => None,
    }
}

#[test]
fn rooms_in_the_reveal_are_kept_in_every_language() {
    let names = names();
    let names = Names::new(&names);
    let msg = Message::Game(GameMessage::Wumpus(WumpusMessage::Reveal(Box::new(
        reveal(true),
    ))));
    let en = numbers(&render::message(Lang::En, &msg, &names));
    for lang in [Lang::Ru, Lang::Vi] {
        assert_eq!(numbers(&render::message(lang, &msg, &names)), en, "{lang}");
    }
}

/// With `ZW_DUMP` set, writes every text in each language to
/// `$ZW_DUMP/wumpus-LANG.txt`, for a person to read the translations whole.
#[test]
fn dump_for_review() {
    if let Ok(dir) = std::env::var("ZW_DUMP") {
        for lang in Lang::ALL {
            let all: Vec<String> = everything(lang)
                .into_iter()
                .map(|(l, t)| format!("== {l}\n{t}"))
                .collect();
            std::fs::write(format!("{dir}/wumpus-{lang}.txt"), all.join("\n")).expect("writes");
        }
    }
}
