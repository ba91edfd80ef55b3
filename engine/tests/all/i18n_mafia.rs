//! Every Mafia text in every language: each message, prompt, choice label,
//! role, team and rules table renders from the catalogue without a Fluent
//! error, every `mafia-…` message is used, Russian and Vietnamese are
//! really translated, Russian counts take the right plural form, and no
//! translation of a private message names a role its English does not.

use narrator_engine::GameMessage;
use narrator_engine::mafia::{
    Canned, MafiaAction, MafiaMessage, MafiaPrompt, MafiaTeam, Power, Preset, Role, Room, Ruleset,
    TieRule, VoteChoice, Who,
};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::{Action, Message, PromptKind, Seat, Team};
use narrator_i18n::script;
use std::collections::BTreeSet;

const NAMES: [&str; 4] = ["Anna", "Boris", "Chen", "Dita"];
const ALIAS: &str = "Fox";
const SPOKEN: &str = "Trust me, Boris is lying.";

const ROLES: [Role; 29] = Role::ALL;
const TEAMS: [MafiaTeam; 6] = [
    MafiaTeam::Village,
    MafiaTeam::Mafia,
    MafiaTeam::Jester,
    MafiaTeam::SerialKiller,
    MafiaTeam::Arsonist,
    MafiaTeam::Lovers,
];
const POWERS: [Power; 15] = Power::ORDER;
const TIES: [TieRule; 3] = [TieRule::Random, TieRule::NoLynch, TieRule::Revote];

/// Every way a message can show a player: the viewer, an alias, a name.
fn whos() -> [Who; 3] {
    [
        Who::You(Seat(0)),
        Who::Alias {
            seat: Seat(1),
            alias: ALIAS.into(),
        },
        Who::Seat(Seat(2)),
    ]
}

fn mixed() -> Vec<Who> {
    whos().to_vec()
}

/// Which variant a message is; exhaustive, so a new variant fails to
/// compile until it is sampled below.
fn message_variant(m: &MafiaMessage) -> usize {
    use MafiaMessage as M;
    match m {
        M::RoleCard { .. } => 0,
        M::DayZero => 1,
        M::Ready { .. } => 2,
        M::Nightfall { .. } => 3,
        M::ChoiceRecorded { .. } => 4,
        M::MafiaPick { .. } => 5,
        M::Dawn { .. } => 6,
        M::Investigation { .. } => 7,
        M::StillAlive { .. } => 8,
        M::VotingOpens { .. } => 9,
        M::VoteCast { .. } => 10,
        M::Said { .. } => 11,
        M::Lynched { .. } => 12,
        M::NoLynch => 13,
        M::HitPoints { .. } => 14,
        M::AllyPick { .. } => 15,
        M::Tested { .. } => 16,
        M::Caught { .. } => 17,
        M::Revote { .. } => 18,
        M::SportCard { .. } => 19,
        M::BlackTeam { .. } => 20,
        M::Introduction => 21,
        M::KillOrder { .. } => 22,
        M::Discussion { .. } => 23,
        M::SpeechTurn { .. } => 24,
        M::Speech { .. } => 25,
        M::Relayed { .. } => 26,
        M::Nominated { .. } => 27,
        M::NoNominees => 28,
        M::BallotOpens { .. } => 29,
        M::BallotCast { .. } => 30,
        M::Tally { .. } => 31,
        M::CarCrash { .. } => 32,
        M::Confirmation { .. } => 33,
        M::Agreement { .. } => 34,
        M::Leaves { .. } => 35,
        M::Stays { .. } => 36,
        M::Shooting { .. } => 37,
        M::ShotTaken { .. } => 38,
        M::Checks => 39,
        M::DonChecked { .. } => 40,
        M::SheriffChecked { .. } => 41,
        M::Morning { .. } => 42,
        M::SeatList { .. } => 43,
        M::Winner { .. } => 44,
        M::Chat { .. } => 45,
        M::AfkRemoved { .. } => 46,
        M::Blocked => 47,
        M::PassRecorded => 48,
        M::AlsoDied { .. } => 49,
        M::Cleaned { .. } => 50,
        M::Tracked { .. } => 51,
        M::Survived => 52,
        M::Recruited => 53,
        M::NewMember { .. } => 54,
        M::Promoted => 55,
        M::JesterWins { .. } => 56,
        M::MayorRevealed { .. } => 57,
        M::Lovers { .. } => 58,
        M::LoverDied { .. } => 59,
        M::HunterAims { .. } => 60,
        M::HunterShot { .. } => 61,
        M::HunterHolds { .. } => 62,
    }
}
const MESSAGE_VARIANTS: usize = 63;

/// Whether a message goes to one player or a team rather than the table.
fn is_private(m: &MafiaMessage) -> bool {
    use MafiaMessage as M;
    matches!(
        m,
        M::RoleCard { .. }
            | M::ChoiceRecorded { .. }
            | M::MafiaPick { .. }
            | M::Investigation { .. }
            | M::HitPoints { .. }
            | M::AllyPick { .. }
            | M::Tested { .. }
            | M::SportCard { .. }
            | M::BlackTeam { .. }
            | M::KillOrder { .. }
            | M::Chat { .. }
            | M::ShotTaken { .. }
            | M::DonChecked { .. }
            | M::SheriffChecked { .. }
            | M::SeatList { .. }
            | M::Blocked
            | M::PassRecorded
            | M::Cleaned { .. }
            | M::Tracked { .. }
            | M::Survived
            | M::Recruited
            | M::NewMember { .. }
            | M::Promoted
            | M::Lovers { .. }
    )
}

fn prompt_variant(p: MafiaPrompt) -> usize {
    use MafiaPrompt as P;
    match p {
        P::Ready => 0,
        P::NightKill => 1,
        P::Investigate => 2,
        P::Protect => 3,
        P::Vote => 4,
        P::KillOrder => 5,
        P::Speech => 6,
        P::Nominees => 7,
        P::Agree => 8,
        P::Shoot => 9,
        P::DonCheck => 10,
        P::SheriffCheck => 11,
        P::Block => 12,
        P::Power(_) => 13,
        P::Reveal => 14,
        P::LastShot => 15,
    }
}
const PROMPTS: [MafiaPrompt; 16] = [
    MafiaPrompt::Ready,
    MafiaPrompt::NightKill,
    MafiaPrompt::Investigate,
    MafiaPrompt::Protect,
    MafiaPrompt::Vote,
    MafiaPrompt::KillOrder,
    MafiaPrompt::Speech,
    MafiaPrompt::Nominees,
    MafiaPrompt::Agree,
    MafiaPrompt::Shoot,
    MafiaPrompt::DonCheck,
    MafiaPrompt::SheriffCheck,
    MafiaPrompt::Block,
    MafiaPrompt::Power(Power::Shoot),
    MafiaPrompt::Reveal,
    MafiaPrompt::LastShot,
];

fn action_variant(a: &MafiaAction) -> usize {
    use MafiaAction as A;
    match a {
        A::Ready => 0,
        A::Kill(_) => 1,
        A::Investigate(_) => 2,
        A::Protect(_) => 3,
        A::Vote(_) => 4,
        A::Say(_) => 5,
        A::Speak(_) => 6,
        A::Nominate(_) => 7,
        A::Pass => 8,
        A::Ballot(_) => 9,
        A::Agree(_) => 10,
        A::Shoot(_) => 11,
        A::Check(_) => 12,
        A::Claim { .. } => 13,
        A::Block(_) => 14,
        A::Use(..) => 15,
        A::Reveal => 16,
        A::LastShot(_) => 17,
    }
}
const ACTION_VARIANTS: usize = 18;

/// Every message variant, each with every form of its fields that changes
/// the words: every role, team, power, canned line and way to show a player.
fn messages() -> Vec<MafiaMessage> {
    use MafiaMessage as M;
    let mut out = vec![
        M::DayZero,
        M::Ready { seat: Seat(1) },
        M::Nightfall { night: 1 },
        M::StillAlive {
            seats: vec![Seat(0), Seat(1), Seat(3)],
        },
        M::VotingOpens { day: 2 },
        M::VoteCast {
            voter: Seat(0),
            choice: VoteChoice::Player(Seat(1)),
        },
        M::VoteCast {
            voter: Seat(0),
            choice: VoteChoice::NoOne,
        },
        M::NoLynch,
        M::HitPoints { hp: 2500 },
        M::Revote {
            tied: vec![Seat(1), Seat(2)],
            attempt: 2,
        },
        M::Introduction,
        M::KillOrder {
            text: SPOKEN.into(),
        },
        M::Discussion { day: 1 },
        M::NoNominees,
        M::BallotOpens { nominees: mixed() },
        M::Tally {
            counts: whos().into_iter().zip([1, 3, 5]).collect(),
        },
        M::CarCrash { tied: mixed() },
        M::Confirmation {
            candidates: mixed(),
        },
        M::Stays {
            candidates: mixed(),
        },
        M::Shooting { night: 2 },
        M::Checks,
        M::SeatList {
            seats: whos().into_iter().zip([true, false, true]).collect(),
        },
        M::Dawn {
            day: 3,
            killed: None,
            role: None,
        },
        M::Dawn {
            day: 3,
            killed: Some(Seat(1)),
            role: None,
        },
        M::Morning {
            day: 2,
            killed: None,
            role: None,
        },
    ];
    for role in ROLES {
        out.push(M::RoleCard {
            role,
            allies: vec![],
        });
        out.push(M::RoleCard {
            role,
            allies: vec![Seat(1), Seat(2)],
        });
        out.push(M::Dawn {
            day: 2,
            killed: Some(Seat(1)),
            role: Some(role),
        });
        out.push(M::Lynched {
            seat: Seat(2),
            role: Some(role),
        });
        out.push(M::Caught {
            seat: Seat(3),
            role: Some(role),
        });
        out.push(M::SportCard { role });
        for w in whos() {
            out.push(M::Leaves {
                who: w.clone(),
                role: Some(role),
            });
            out.push(M::Morning {
                day: 4,
                killed: Some(w),
                role: Some(role),
            });
        }
    }
    for role in ROLES {
        out.push(M::AlsoDied {
            seat: Seat(1),
            role: Some(role),
        });
        out.push(M::Cleaned {
            target: Seat(2),
            role,
        });
    }
    out.push(M::AlsoDied {
        seat: Seat(1),
        role: None,
    });
    for visited in [None, Some(Seat(0)), Some(Seat(3))] {
        out.push(M::Tracked {
            target: Seat(2),
            visited,
        });
    }
    out.extend([
        M::PassRecorded,
        M::Survived,
        M::Recruited,
        M::Promoted,
        M::NewMember { seat: Seat(2) },
        M::JesterWins { seat: Seat(1) },
        M::MayorRevealed { seat: Seat(1) },
        M::Lovers { partner: Seat(2) },
        M::HunterAims { hunter: Seat(1) },
        M::HunterHolds { hunter: Seat(0) },
        M::LoverDied {
            seat: Seat(2),
            role: None,
        },
        M::HunterShot {
            hunter: Seat(1),
            target: Seat(0),
            role: None,
        },
    ]);
    for role in ROLES {
        out.push(M::LoverDied {
            seat: Seat(0),
            role: Some(role),
        });
        out.push(M::HunterShot {
            hunter: Seat(0),
            target: Seat(2),
            role: Some(role),
        });
    }
    out.push(M::Lynched {
        seat: Seat(2),
        role: None,
    });
    out.push(M::Caught {
        seat: Seat(3),
        role: None,
    });
    for team in TEAMS {
        out.push(M::Investigation {
            target: Seat(1),
            alignment: team,
        });
        out.push(M::Winner { team });
    }
    for power in POWERS {
        out.push(M::ChoiceRecorded {
            power,
            target: Seat(2),
        });
        out.push(M::AllyPick {
            by: Seat(1),
            power,
            target: Seat(2),
        });
    }
    out.push(M::MafiaPick {
        by: Seat(1),
        target: Seat(3),
    });
    for mafia in [true, false] {
        out.push(M::Tested {
            target: Seat(2),
            mafia,
        });
    }
    for id in 0..=16u8 {
        let subject = (id >= 5).then_some(Seat(3));
        for recipient in [None, Some(Seat(2))] {
            out.push(M::Said {
                speaker: Seat(1),
                line: Canned {
                    id,
                    subject,
                    recipient,
                },
            });
        }
        for w in whos() {
            out.push(M::Relayed {
                speaker: w.clone(),
                id,
                subject: (id >= 5).then_some(w),
            });
        }
    }
    for w in whos() {
        out.push(M::BlackTeam {
            members: mixed(),
            don: w.clone(),
        });
        for again in [false, true] {
            out.push(M::SpeechTurn {
                speaker: w.clone(),
                secs: 60,
                again,
            });
        }
        out.push(M::Speech {
            speaker: w.clone(),
            text: SPOKEN.into(),
        });
        // A room is never told "you": the writer is not among those told.
        if !matches!(w, Who::You(_)) {
            for room in [Room::Team, Room::Dead] {
                out.push(M::Chat {
                    room,
                    speaker: w.clone(),
                    text: SPOKEN.into(),
                });
            }
        }
        for other in whos() {
            out.push(M::Nominated {
                by: w.clone(),
                nominee: other.clone(),
            });
            out.push(M::BallotCast {
                voter: w.clone(),
                nominee: other,
            });
        }
        out.push(M::Confirmation {
            candidates: vec![w.clone()],
        });
        out.push(M::Stays {
            candidates: vec![w.clone()],
        });
        for yes in [true, false] {
            out.push(M::Agreement {
                voter: w.clone(),
                yes,
            });
            out.push(M::DonChecked {
                target: w.clone(),
                sheriff: yes,
            });
            out.push(M::SheriffChecked {
                target: w.clone(),
                black: yes,
            });
        }
        out.push(M::Leaves {
            who: w.clone(),
            role: None,
        });
        out.push(M::Morning {
            day: 2,
            killed: Some(w.clone()),
            role: None,
        });
        out.push(M::AfkRemoved { who: w.clone() });
        out.push(M::ShotTaken { target: w });
    }
    out.push(M::Blocked);
    out
}

fn actions() -> Vec<MafiaAction> {
    use MafiaAction as A;
    let mut out = vec![
        A::Ready,
        A::Kill(Seat(1)),
        A::Investigate(Seat(2)),
        A::Protect(Seat(3)),
        A::Block(Seat(2)),
        A::Vote(VoteChoice::Player(Seat(1))),
        A::Vote(VoteChoice::NoOne),
        A::Speak(SPOKEN.into()),
        A::Pass,
        A::Agree(true),
        A::Agree(false),
        A::Reveal,
        A::LastShot(Seat(1)),
    ];
    for power in POWERS {
        out.push(power.on(Seat(2)));
    }
    for id in 0..=16u8 {
        out.push(A::Say(Canned {
            id,
            subject: (id >= 5).then_some(Seat(2)),
            recipient: None,
        }));
        out.push(A::Claim { id, subject: None });
        if id >= 5 {
            for w in whos() {
                out.push(A::Claim {
                    id,
                    subject: Some(w),
                });
            }
        }
    }
    for w in whos() {
        out.extend([
            A::Nominate(w.clone()),
            A::Ballot(w.clone()),
            A::Shoot(w.clone()),
            A::Check(w),
        ]);
    }
    out
}

/// A label that is only a player's name or their own words, which no
/// catalogue translates.
fn only_a_name(a: &MafiaAction) -> bool {
    use MafiaAction as A;
    match a {
        A::Kill(_) | A::Investigate(_) | A::Protect(_) | A::Block(_) | A::Speak(_) => true,
        A::Vote(v) => *v != VoteChoice::NoOne,
        A::Ballot(w) | A::Shoot(w) | A::Check(w) => !matches!(w, Who::You(_)),
        _ => false,
    }
}

fn rulesets() -> Vec<Ruleset> {
    let mut out = Vec::new();
    for preset in Preset::ALL {
        for tie_rule in TIES {
            out.push(Ruleset {
                tie_rule,
                ..preset.ruleset()
            });
        }
    }
    // Every option switched the other way, and hp without a healer floor.
    for preset in Preset::ALL {
        let r = preset.ruleset();
        out.push(Ruleset {
            pseudonyms: !r.pseudonyms,
            allow_no_lynch: !r.allow_no_lynch,
            reveal_on_death: !r.reveal_on_death,
            fill_with_computers: !r.fill_with_computers,
            min_healers: 0,
            ..r
        });
    }
    // Every way of treating inactive players.
    for (action, back) in [("replace", true), ("remove", false), ("none", false)] {
        out.push(Ruleset {
            afk_action: action.into(),
            afk_return: back,
            afk_strikes: 1,
            ..Ruleset::classic()
        });
        out.push(Ruleset {
            afk_action: action.into(),
            afk_return: back,
            afk_strikes: 3,
            ..Ruleset::classic()
        });
    }
    // Every built-in mode.
    let modes = narrator_engine::mafia::modes::Modes::built_in();
    out.extend(modes.all().filter_map(|m| m.ruleset().ok()));
    // A group's own list of roles, every classic role in it.
    out.push(Ruleset {
        min_players: 12,
        roles: Some(
            Role::ALL
                .into_iter()
                .filter(|r| r.classic())
                .map(|r| (r.name().to_string(), 2))
                .collect(),
        ),
        ..Ruleset::classic()
    });
    out
}

/// One text in every language.
struct Sample {
    what: String,
    texts: [String; 3],
    /// Sent to one player or a team.
    private: bool,
    /// Names, aliases and free text only; nothing to translate.
    untranslated: bool,
}

fn sample(what: String, private: bool, render: impl Fn(Lang) -> String) -> Sample {
    Sample {
        what,
        texts: Lang::ALL.map(render),
        private,
        untranslated: false,
    }
}

/// The text without the players' names, their words and digits: what a
/// translation must change.
fn words_only(s: &str) -> String {
    let mut s = s.to_string();
    for name in NAMES.iter().chain([&ALIAS, &SPOKEN]) {
        s = s.replace(name, "");
    }
    s.chars().filter(|c| !c.is_ascii_digit()).collect()
}

/// A word's stem: the endings Russian (and English) inflection changes
/// cut off, so that `комиссаром` mentions `комиссар` and `мирных`
/// mentions `мирный`.
fn stem(word: &str) -> String {
    let mut w: Vec<char> = word.to_lowercase().chars().collect();
    while w.len() > 4 && matches!(w.last(), Some(c) if "aeiouyаеёиоуыэюяьй".contains(*c))
    {
        w.pop();
    }
    w.into_iter().collect()
}

fn tokens(text: &str) -> Vec<String> {
    text.to_lowercase()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .map(str::to_string)
        .collect()
}

/// A role or team word in one language, as the catalogue says it.
struct Word {
    /// The role's or team's code.
    key: &'static str,
    phrase: String,
    /// Its stems, without English articles.
    stems: Vec<String>,
}

fn words(lang: Lang) -> Vec<Word> {
    let mut out: Vec<(&'static str, String)> = ROLES
        .iter()
        .map(|r| (r.name(), narrator_engine::mafia::render::role(lang, *r)))
        .collect();
    out.push((
        "village",
        narrator_engine::mafia::render::team(lang, MafiaTeam::Village),
    ));
    out.push((
        "mafia",
        narrator_engine::mafia::render::team(lang, MafiaTeam::Mafia),
    ));
    out.into_iter()
        .map(|(key, phrase)| {
            let phrase = phrase.to_lowercase();
            let stems = tokens(&phrase)
                .into_iter()
                .filter(|t| !["a", "the"].contains(&t.as_str()))
                .map(|t| stem(&t))
                .collect();
            Word { key, phrase, stems }
        })
        .collect()
}

/// The codes of the role and team words `text` mentions. Vietnamese
/// words are phrases matched whole, longest first (`cảnh sát trưởng` is
/// not also `cảnh sát`); Russian and English words by stem.
fn mentioned(lang: Lang, text: &str, words: &[Word]) -> BTreeSet<&'static str> {
    let mut out = BTreeSet::new();
    if lang == Lang::Vi {
        let mut rest = text.to_lowercase();
        let mut by_length: Vec<&Word> = words.iter().collect();
        by_length.sort_by_key(|w| std::cmp::Reverse(w.phrase.chars().count()));
        for w in by_length {
            if rest.contains(&w.phrase) {
                out.insert(w.key);
                rest = rest.replace(&w.phrase, "|");
            }
        }
    } else {
        let toks = tokens(text);
        let found: Vec<&Word> = words
            .iter()
            .filter(|w| {
                w.stems
                    .iter()
                    .all(|s| toks.iter().any(|t| t.starts_with(s)))
            })
            .collect();
        // A word inside a longer one found (мафия in главарь мафии) is
        // that one's, not a mention of its own.
        for w in &found {
            let inside = found.iter().any(|o| {
                o.key != w.key
                    && o.stems.len() > w.stems.len()
                    && w.stems.iter().all(|s| o.stems.contains(s))
            });
            if !inside {
                out.insert(w.key);
            }
        }
    }
    out
}

#[test]
fn every_mafia_text_renders_in_every_language() {
    narrator_i18n::start_recording();
    let names: Vec<String> = NAMES.iter().map(|s| s.to_string()).collect();
    let names = Names::new(&names);
    let mut samples = Vec::new();

    let mut seen = BTreeSet::new();
    for m in messages() {
        seen.insert(message_variant(&m));
        let msg = Message::Game(GameMessage::Mafia(m.clone()));
        samples.push(sample(format!("{m:?}"), is_private(&m), |l| {
            render::message(l, &msg, &names)
        }));
    }
    assert_eq!(seen, (0..MESSAGE_VARIANTS).collect(), "messages sampled");

    let mut seen = BTreeSet::new();
    for p in PROMPTS {
        seen.insert(prompt_variant(p));
        samples.push(sample(format!("{p:?}"), true, |l| {
            render::prompt(l, PromptKind::Mafia(p))
        }));
    }
    assert_eq!(seen, (0..PROMPTS.len()).collect(), "prompts sampled");

    let mut seen = BTreeSet::new();
    for a in actions() {
        seen.insert(action_variant(&a));
        let action = Action::Mafia(a.clone());
        let mut s = sample(format!("choice {a:?}"), false, |l| {
            render::choice(l, &action, &names)
        });
        s.untranslated = only_a_name(&a);
        samples.push(s);
    }
    assert_eq!(seen, (0..ACTION_VARIANTS).collect(), "choices sampled");

    for r in ROLES {
        samples.push(sample(format!("role {r:?}"), false, |l| {
            narrator_engine::mafia::render::role(l, r)
        }));
        samples.push(sample(format!("role name {r:?}"), false, |l| {
            narrator_engine::mafia::render::role_name(l, r.name()).unwrap_or_default()
        }));
    }
    assert_eq!(
        narrator_engine::mafia::render::role_name(Lang::Ru, "zombie"),
        None
    );
    for t in TEAMS {
        samples.push(sample(format!("team {t:?}"), false, |l| {
            render::team(l, Team::Mafia(t))
        }));
    }
    for r in rulesets() {
        let s = sample(
            format!("rules {:?} {:?}", r.preset, r.tie_rule),
            false,
            |l| narrator_engine::mafia::render::rules(l, &r),
        );
        for text in &s.texts {
            // The value column lines up, counted in characters.
            let starts: BTreeSet<usize> = text
                .lines()
                .map(|line| {
                    let at = line.find("  ").expect("a key and a value");
                    let value = line[at..].trim_start();
                    line.chars().count() - value.chars().count()
                })
                .collect();
            assert_eq!(starts.len(), 1, "aligned:\n{text}");
        }
        samples.push(s);
    }

    let errors = narrator_i18n::errors();
    assert!(errors.is_empty(), "Fluent errors: {errors:#?}");
    let used = narrator_i18n::used();
    let unused: Vec<_> = narrator_i18n::area_ids("mafia")
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "never rendered: {unused:?}");

    let role_words = Lang::ALL.map(words);
    // `MAFIA_DUMP=1 cargo test -p narrator-engine --test i18n_mafia --
    // --nocapture` prints every text in the three languages, for review.
    if std::env::var("MAFIA_DUMP").is_ok() {
        for s in &samples {
            eprintln!(
                "## {}\n{}\n{}\n{}\n",
                s.what, s.texts[0], s.texts[1], s.texts[2]
            );
        }
    }
    for s in &samples {
        let [en, ru, vi] = &s.texts;
        for text in &s.texts {
            assert!(
                !text.contains(['{', '}', '$']),
                "{}: a placeholder is left: {text}",
                s.what
            );
            assert!(!text.is_empty(), "{}: empty", s.what);
        }
        if s.untranslated {
            assert!(en == ru && en == vi, "{}: {en} / {ru} / {vi}", s.what);
            continue;
        }
        assert_ne!(words_only(ru), words_only(en), "{}: ru is English", s.what);
        assert_ne!(words_only(vi), words_only(en), "{}: vi is English", s.what);
        assert!(script::cyrillic(ru), "{}: no Cyrillic: {ru}", s.what);
        assert!(script::vietnamese(vi), "{}: no Vietnamese: {vi}", s.what);
        if s.private {
            // A private message says no more about roles than the English.
            let english = mentioned(Lang::En, en, &role_words[0]);
            for (i, text) in [(1, ru), (2, vi)] {
                let words = &role_words[i];
                for key in mentioned(Lang::ALL[i], text, words) {
                    // Roles one word names (мирный житель: villager and
                    // commoner) count as each other.
                    let stems = words.iter().find(|w| w.key == key).map(|w| &w.stems);
                    let same: Vec<&str> = words
                        .iter()
                        .filter(|w| Some(&w.stems) == stems)
                        .map(|w| w.key)
                        .collect();
                    assert!(
                        same.iter().any(|k| english.contains(k)),
                        "{}: {:?} names {key}, the English does not:\n{en}\n{text}",
                        s.what,
                        Lang::ALL[i]
                    );
                }
            }
        }
    }
}

/// The Russian form a count takes: 1 голос, 2 голоса, 5 голосов.
fn russian(n: u32, forms: [&str; 3]) -> String {
    format!("{n} {}", script::russian_form(n.into(), forms))
}

#[test]
fn russian_counts_take_the_right_plural_form() {
    let names = ["Anna".to_string()];
    let names = Names::new(&names);
    let ru =
        |m: MafiaMessage| render::message(Lang::Ru, &Message::Game(GameMessage::Mafia(m)), &names);
    for n in (0..=30u32).chain(100..=125) {
        let votes = russian(n, ["голос", "голоса", "голосов"]);
        let tally = ru(MafiaMessage::Tally {
            counts: vec![(Who::Seat(Seat(0)), n as u8)],
        });
        assert_eq!(tally, format!("Итоги голосования: Anna — {votes}."));

        let hp = ru(MafiaMessage::HitPoints { hp: n });
        let points = russian(n, ["очко", "очка", "очков"]);
        assert_eq!(hp, format!("У вас {points} здоровья."));

        let speech = ru(MafiaMessage::SpeechTurn {
            speaker: Who::You(Seat(0)),
            secs: n,
            again: false,
        });
        let secs = russian(n, ["секунда", "секунды", "секунд"]);
        assert_eq!(speech, format!("Слово вам: {secs}."));

        let rules = narrator_engine::mafia::render::rules(
            Lang::Ru,
            &Ruleset {
                cops: n as u8,
                ..Ruleset::classic()
            },
        );
        let cops = russian(n, ["комиссар", "комиссара", "комиссаров"]);
        assert!(rules.contains(&format!(" мафиози, {cops}, ")), "{rules}");

        let rules = narrator_engine::mafia::render::rules(
            Lang::Ru,
            &Ruleset {
                hp: narrator_engine::mafia::HitPoints {
                    heal: n,
                    ..Ruleset::hp().hp
                },
                max_revotes: n as u8,
                ..Ruleset::hp()
            },
        );
        assert!(rules.contains(&format!("+{points} здоровья")), "{rules}");
        let times = russian(n, ["раза", "раз", "раз"]);
        assert!(rules.contains(&format!("(до {times})")), "{rules}");
    }
    assert_eq!(russian(21, ["голос", "голоса", "голосов"]), "21 голос");
    assert_eq!(russian(111, ["голос", "голоса", "голосов"]), "111 голосов");
}
