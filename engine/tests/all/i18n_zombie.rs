//! The Zombie Game in every language: every message, prompt, choice, team,
//! role name and rules table renders from the `zombie` catalogue without a
//! Fluent error, Russian and Vietnamese are really translated, Russian
//! counts take the right plural form, and nothing said privately to a
//! player tells them whether they are infected, in any language.

use crate::zombie_support;

use narrator_engine::GameMessage;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::zombie::render as zombie;
use narrator_engine::zombie::script::Event;
use narrator_engine::zombie::{
    Condition, Ending, FinalState, Ranked, Role, TurnReport, ZombieAction, ZombieMessage,
    ZombieOptions, ZombieTeam,
};
use narrator_engine::{Action, Audience, Effect, EffectKind, Message, PromptKind, Seat, Seed};
use narrator_i18n::script;
use zombie_support::{Chat, NAMES, seat};

fn names() -> Vec<String> {
    NAMES.iter().map(|n| n.to_string()).collect()
}

/// Which variant a message is; exhaustive, so a new variant (or a new
/// sub-variant) fails to compile until this test renders it.
fn kind(m: &ZombieMessage) -> String {
    let ending = |e: &Ending| match e {
        Ending::ZombiesWin => "zombies-win",
        Ending::Survivor(_) => "survivor",
        Ending::HumansWin => "humans-win",
    };
    match m {
        ZombieMessage::RoleCard { role: Role::Human } => "role-card-human".into(),
        ZombieMessage::RoleCard { role: Role::Zombie } => "role-card-zombie".into(),
        ZombieMessage::Opening { .. } => "opening".into(),
        ZombieMessage::TurnBegins { .. } => "turn-begins".into(),
        ZombieMessage::YouInteracted { .. } => "you-interacted".into(),
        ZombieMessage::InteractedWithYou { .. } => "interacted-with-you".into(),
        ZombieMessage::RequestSent { .. } => "request-sent".into(),
        ZombieMessage::RequestReceived { .. } => "request-received".into(),
        ZombieMessage::YouDeclined { .. } => "you-declined".into(),
        ZombieMessage::RequestDeclined { .. } => "request-declined".into(),
        ZombieMessage::RequestExpired { .. } => "request-expired".into(),
        ZombieMessage::AntidoteUsed { on: None } => "antidote-used".into(),
        ZombieMessage::AntidoteUsed { on: Some(_) } => "antidote-given".into(),
        ZombieMessage::AntidoteReceived { .. } => "antidote-received".into(),
        ZombieMessage::TurnEnded(_) => "turn-ended".into(),
        ZombieMessage::Ended { ending: e, ranking } if ranking.is_empty() => {
            format!("ended-{}-nobody", ending(e))
        }
        ZombieMessage::Ended { ending: e, .. } => format!("ended-{}", ending(e)),
        ZombieMessage::Reveal { .. } => "reveal".into(),
    }
}

fn condition_kind(c: Condition) -> &'static str {
    match c {
        Condition::Human => "human",
        Condition::Zombie => "zombie",
        Condition::Infected { .. } => "infected",
        Condition::Turned => "turned",
    }
}

const CONDITIONS: [Condition; 4] = [
    Condition::Human,
    Condition::Zombie,
    Condition::Infected { since: 2 },
    Condition::Turned,
];

/// One of every message, with every sub-variant.
fn every_message() -> Vec<ZombieMessage> {
    let s = |i: u8| Seat(i);
    let ranking: Vec<Ranked> = CONDITIONS
        .iter()
        .enumerate()
        .map(|(i, c)| Ranked {
            rank: u32::try_from(i).expect("small") + 1,
            seat: s(u8::try_from(i).expect("small")),
            score: 7 - u32::try_from(i).expect("small"),
            condition: *c,
        })
        .collect();
    let mut out = vec![
        ZombieMessage::RoleCard { role: Role::Human },
        ZombieMessage::RoleCard { role: Role::Zombie },
        ZombieMessage::Opening {
            humans: 4,
            zombies: 1,
            max_turns: 6,
        },
        ZombieMessage::Opening {
            humans: 1,
            zombies: 2,
            max_turns: 1,
        },
        ZombieMessage::TurnBegins { turn: 0, secs: 120 },
        ZombieMessage::TurnBegins { turn: 1, secs: 60 },
        ZombieMessage::TurnBegins { turn: 3, secs: 45 },
        ZombieMessage::TurnBegins { turn: 4, secs: 1 },
        ZombieMessage::YouInteracted { with: s(1) },
        ZombieMessage::InteractedWithYou { by: s(2) },
        ZombieMessage::RequestSent { to: s(3) },
        ZombieMessage::RequestReceived { from: s(4) },
        ZombieMessage::YouDeclined { from: s(5) },
        ZombieMessage::RequestDeclined { by: s(6) },
        ZombieMessage::RequestExpired { to: s(7) },
        ZombieMessage::AntidoteUsed { on: None },
        ZombieMessage::AntidoteUsed { on: Some(s(8)) },
        ZombieMessage::AntidoteReceived { from: s(9) },
        ZombieMessage::TurnEnded(TurnReport {
            turn: 2,
            humans: 3,
            zombies: 2,
            top_human: Some(4),
            top_zombie: Some(1),
        }),
        ZombieMessage::TurnEnded(TurnReport {
            turn: 5,
            humans: 0,
            zombies: 5,
            top_human: None,
            top_zombie: Some(3),
        }),
        ZombieMessage::TurnEnded(TurnReport {
            turn: 0,
            humans: 1,
            zombies: 0,
            top_human: Some(0),
            top_zombie: None,
        }),
    ];
    for ending in [
        Ending::ZombiesWin,
        Ending::Survivor(s(10)),
        Ending::HumansWin,
    ] {
        out.push(ZombieMessage::Ended {
            ending,
            ranking: ranking.clone(),
        });
        out.push(ZombieMessage::Ended {
            ending,
            ranking: Vec::new(),
        });
    }
    let mut players = Vec::new();
    for (i, (role, condition)) in [Role::Human, Role::Zombie]
        .into_iter()
        .flat_map(|r| CONDITIONS.into_iter().map(move |c| (r, c)))
        .enumerate()
    {
        players.push(FinalState {
            seat: s(u8::try_from(i).expect("small")),
            role,
            condition,
            score: u32::try_from(i).expect("small"),
            antidote_used: i % 2 == 0,
        });
    }
    out.push(ZombieMessage::Reveal { players });
    out
}

const ACTIONS: [ZombieAction; 6] = [
    ZombieAction::Touch(Seat(1)),
    ZombieAction::Accept(Seat(2)),
    ZombieAction::Decline(Seat(3)),
    ZombieAction::Antidote,
    ZombieAction::GiveAntidote(Seat(4)),
    ZombieAction::EndTurn,
];

/// Every text of the game in one language, each with a label.
fn everything(lang: Lang) -> Vec<(String, String)> {
    let names = names();
    let names = Names::new(&names);
    let mut out = Vec::new();
    for (i, m) in every_message().iter().enumerate() {
        let text = render::message(lang, &Message::Game(GameMessage::Zombie(m.clone())), &names);
        out.push((format!("{i} {}", kind(m)), text));
    }
    out.push((
        "prompt".into(),
        render::prompt(
            lang,
            PromptKind::Zombie(narrator_engine::zombie::ZombiePrompt::Turn),
        ),
    ));
    for a in ACTIONS {
        out.push((
            format!("choice {a:?}"),
            render::choice(lang, &Action::Zombie(a), &names),
        ));
    }
    for t in [ZombieTeam::Humans, ZombieTeam::Zombies] {
        out.push((format!("team {t:?}"), zombie::team(lang, t)));
    }
    for r in [Role::Human, Role::Zombie] {
        let name = zombie::role_name(lang, r.name()).expect("a Zombie role");
        out.push((format!("role {}", r.name()), name));
    }
    for c in CONDITIONS {
        out.push((
            format!("condition {}", condition_kind(c)),
            zombie::condition(lang, c),
        ));
    }
    let options = [
        ZombieOptions::default(),
        ZombieOptions {
            zombies: 2,
            max_turns: 1,
            turn_secs: 61,
            handshake_consent: true,
            antidote_gift: true,
            ..ZombieOptions::default()
        },
    ];
    for (i, o) in options.iter().enumerate() {
        out.push((format!("rules {i}"), zombie::rules(lang, o)));
    }
    // The command-line judge's script mode.
    let owned: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let names = Names::new(&owned);
    let roles = [Role::Human, Role::Zombie];
    for (label, event) in [
        (
            "script drawn",
            Event::Start {
                drawn: Some(Seed::from_number(7)),
            },
        ),
        ("script set-up", Event::Start { drawn: None }),
        ("script unfinished", Event::Unfinished { turn: 3 }),
    ] {
        out.push((
            label.to_string(),
            zombie::script_event(lang, &event, &names, &roles),
        ));
    }
    out
}

#[test]
fn every_zombie_text_renders_in_every_language() {
    narrator_i18n::start_recording();
    let en = everything(Lang::En);
    let ru = everything(Lang::Ru);
    let vi = everything(Lang::Vi);
    assert_eq!(narrator_i18n::errors(), Vec::<String>::new());
    let used = narrator_i18n::used();
    let unused: Vec<String> = narrator_i18n::area_ids("zombie")
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "never rendered: {unused:?}");
    assert_eq!((en.len(), ru.len()), (vi.len(), vi.len()));
    for ((label, e), ((_, r), (_, v))) in en.iter().zip(ru.iter().zip(vi.iter())) {
        if let Err(e) = script::translated(label, [e, r, v], &NAMES) {
            panic!("{e}");
        }
        // Multi-line texts (ranking, reveal, rules) keep their lines.
        assert_eq!(r.lines().count(), e.lines().count(), "ru {label}: {r}");
        assert_eq!(v.lines().count(), e.lines().count(), "vi {label}: {v}");
    }
    // Every kind of message was rendered.
    let kinds: std::collections::BTreeSet<String> = en
        .iter()
        .map(|(l, _)| l.split_once(' ').map_or(l.clone(), |(_, k)| k.to_string()))
        .collect();
    for k in [
        "ended-zombies-win-nobody",
        "ended-survivor-nobody",
        "ended-humans-win-nobody",
    ] {
        assert!(kinds.contains(k), "{k}");
    }
}

/// The English the tests and players know, unchanged by the catalogue.
#[test]
fn english_reads_as_before() {
    let names = names();
    let names = Names::new(&names);
    let en = |m: ZombieMessage| {
        render::message(Lang::En, &Message::Game(GameMessage::Zombie(m)), &names)
    };
    assert_eq!(
        en(ZombieMessage::Opening {
            humans: 1,
            zombies: 2,
            max_turns: 1
        }),
        "There are 1 human and 2 zombies. The game lasts at most 1 turn."
    );
    assert_eq!(
        en(ZombieMessage::TurnBegins { turn: 0, secs: 120 }),
        "Turn 0 begins: interact with other players in private, each at most once this turn. The turn ends in 2 minutes or when the host ends it."
    );
    assert_eq!(
        en(ZombieMessage::TurnEnded(TurnReport {
            turn: 5,
            humans: 0,
            zombies: 5,
            top_human: None,
            top_zombie: Some(3),
        })),
        "End of turn 5: 0 humans and 5 zombies (the infected count as zombies). Highest score: humans none, zombies 3."
    );
    assert_eq!(
        en(ZombieMessage::Ended {
            ending: Ending::Survivor(Seat(1)),
            ranking: vec![Ranked {
                rank: 1,
                seat: Seat(1),
                score: 3,
                condition: Condition::Human
            }]
        }),
        "Wilhelmina is the only human left and wins!\nRanking:\n  1. Wilhelmina: human, score 3"
    );
    assert_eq!(
        en(ZombieMessage::Reveal {
            players: vec![FinalState {
                seat: Seat(0),
                role: Role::Human,
                condition: Condition::Infected { since: 2 },
                score: 0,
                antidote_used: true
            }]
        }),
        "Everyone's final state:\n  Quentin: dealt a human, now temporarily infected (since turn 2), score 0, antidote used"
    );
}

/// Russian: 1 человек, 2 человека, 5 человек; 1 ход, 2 хода, 5 ходов;
/// через 1 минуту, 2 минуты, 5 минут.
#[test]
fn russian_counts_take_one_few_and_many() {
    let names = names();
    let names = Names::new(&names);
    let ru = |m: ZombieMessage| {
        render::message(Lang::Ru, &Message::Game(GameMessage::Zombie(m)), &names)
    };
    let form = |n: u32, one: &'static str, few: &'static str, many: &'static str| {
        script::russian_form(n.into(), [one, few, many])
    };
    for n in (0u32..=30).chain(100..=125) {
        let count = usize::try_from(n).expect("small");
        let opening = ru(ZombieMessage::Opening {
            humans: count,
            zombies: 1,
            max_turns: n,
        });
        let people = form(n, "человек", "человека", "человек");
        assert!(
            opening.contains(&format!("В игре {n} {people} и")),
            "{n}: {opening}"
        );
        let turns = form(n, "ход", "хода", "ходов");
        assert!(
            opening.contains(&format!(" {n} {turns}.")),
            "{n}: {opening}"
        );
        let ended = ru(ZombieMessage::TurnEnded(TurnReport {
            turn: 1,
            humans: count,
            zombies: count,
            top_human: None,
            top_zombie: None,
        }));
        assert!(
            ended.contains(&format!(": {n} {people} и {n} зомби (")),
            "{n}: {ended}"
        );
        let minutes = ru(ZombieMessage::TurnBegins {
            turn: 0,
            secs: n.max(1) * 60,
        });
        let m = n.max(1);
        let minute = form(m, "минуту", "минуты", "минут");
        assert!(
            minutes.contains(&format!("через {m} {minute} или")),
            "{n}: {minutes}"
        );
        if n % 60 != 0 {
            let seconds = ru(ZombieMessage::TurnBegins { turn: 0, secs: n });
            let second = form(n, "секунду", "секунды", "секунд");
            assert!(
                seconds.contains(&format!("через {n} {second} или")),
                "{n}: {seconds}"
            );
        }
    }
}

/// Words that tell of an infection, in each language.
fn infection_words(lang: Lang) -> &'static [&'static str] {
    match lang {
        Lang::En => &["infect"],
        Lang::Ru => &["зараж", "инфиц"],
        Lang::Vi => &["nhiễm"],
    }
}

/// Renders what one seat was told privately.
fn private_texts(effects: &[Effect], s: Seat, lang: Lang) -> Vec<String> {
    let names = names();
    let names = Names::new(&names);
    effects
        .iter()
        .filter(|e| e.audience == Audience::Seat(s))
        .filter_map(|e| match &e.kind {
            EffectKind::Message(m) => Some(render::message(lang, m, &names)),
            EffectKind::Prompt(p) => {
                let mut t = vec![render::prompt(lang, p.kind)];
                t.extend(p.choices.iter().map(|c| render::choice(lang, c, &names)));
                Some(t.join("\n"))
            }
            _ => None,
        })
        .collect()
}

/// A small deterministic move generator (no clock, no global RNG).
struct Moves(u64);

impl Moves {
    fn next(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        usize::try_from((self.0 >> 33) % u64::try_from(n).expect("small")).expect("small")
    }
}

/// A human's private texts are the same, in every language, whether or
/// not zombies play (so they cannot tell whether they are infected), and
/// a Russian or Vietnamese text speaks of infection only where the English
/// one does (the human's role card).
#[test]
fn no_private_text_tells_a_player_whether_they_are_infected() {
    for game in 0..12u64 {
        let n = 5 + usize::try_from(game % 4).expect("small");
        let consent = game % 2 == 1;
        let options = |zombies: u8| ZombieOptions {
            zombies,
            max_turns: 5,
            handshake_consent: consent,
            antidote_gift: game % 3 == 0,
            ..ZombieOptions::default()
        };
        let seed = Seed::from_number(game);
        let mut real = Chat::with_seed(n, options(1), seed);
        let mut clean = Chat::with_seed(n, options(0), seed);
        let humans: Vec<usize> = (0..n).filter(|s| real.roles[*s] == Role::Human).collect();
        let mut batches = vec![(real.start.clone(), clean.start.clone())];
        let mut moves = Moves(game);
        for _ in 0..200 {
            if real.table.is_over() {
                break;
            }
            let who = moves.next(n);
            let other = seat(moves.next(n));
            let action = match moves.next(10) {
                0..=5 => ZombieAction::Touch(other),
                6 => ZombieAction::Accept(other),
                7 => ZombieAction::Antidote,
                8 => ZombieAction::GiveAntidote(other),
                _ => ZombieAction::EndTurn,
            };
            let (r, c) = (real.act(who, action), clean.act(who, action));
            assert_eq!(r.is_ok(), c.is_ok(), "{action:?}");
            if let (Ok(r), Ok(c)) = (r, c) {
                batches.push((r, c));
            }
        }
        for (r, c) in &batches {
            if r.iter().any(|e| {
                matches!(
                    &e.kind,
                    EffectKind::Message(Message::Game(GameMessage::Zombie(
                        ZombieMessage::Ended { .. }
                    )))
                )
            }) {
                // The end reveals everything, publicly.
                break;
            }
            for s in &humans {
                for lang in Lang::ALL {
                    assert_eq!(
                        private_texts(r, seat(*s), lang),
                        private_texts(c, seat(*s), lang),
                        "game {game}, seat {s}, {lang}"
                    );
                }
            }
            for s in 0..n {
                let en = private_texts(r, seat(s), Lang::En);
                for lang in [Lang::Ru, Lang::Vi] {
                    for (e, t) in en.iter().zip(private_texts(r, seat(s), lang)) {
                        let english_tells = infection_words(Lang::En)
                            .iter()
                            .any(|w| e.to_lowercase().contains(w));
                        let tells = infection_words(lang)
                            .iter()
                            .any(|w| t.to_lowercase().contains(w));
                        assert!(english_tells || !tells, "{lang}: {t} (en: {e})");
                    }
                }
            }
        }
    }
}

/// Every private message kind, rendered alone, speaks of infection in
/// Russian or Vietnamese only where English does.
#[test]
fn private_messages_speak_of_infection_only_where_english_does() {
    let names = names();
    let names = Names::new(&names);
    for m in every_message() {
        let public = matches!(
            m,
            ZombieMessage::Opening { .. }
                | ZombieMessage::TurnBegins { .. }
                | ZombieMessage::TurnEnded(_)
                | ZombieMessage::Ended { .. }
                | ZombieMessage::Reveal { .. }
        );
        if public {
            continue;
        }
        let msg = Message::Game(GameMessage::Zombie(m.clone()));
        let en = render::message(Lang::En, &msg, &names).to_lowercase();
        let english_tells = en.contains("infect");
        for lang in [Lang::Ru, Lang::Vi] {
            let t = render::message(lang, &msg, &names).to_lowercase();
            let tells = infection_words(lang).iter().any(|w| t.contains(w));
            assert_eq!(tells, english_tells, "{lang} {}: {t}", kind(&m));
        }
    }
}

/// With `ZW_DUMP` set, writes every text in each language to
/// `$ZW_DUMP/zombie-LANG.txt`, for a person to read the translations whole.
#[test]
fn dump_for_review() {
    if let Ok(dir) = std::env::var("ZW_DUMP") {
        for lang in Lang::ALL {
            let all: Vec<String> = everything(lang)
                .into_iter()
                .map(|(l, t)| format!("== {l}\n{t}"))
                .collect();
            std::fs::write(format!("{dir}/zombie-{lang}.txt"), all.join("\n")).expect("writes");
        }
    }
}
