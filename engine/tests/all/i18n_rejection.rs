//! Every rejection (with every reason, act, target and phase) and every
//! message the games share, rendered in every language: no formatting
//! problem, every catalogue message of the `rejection` and `engine` areas
//! used, nothing left untranslated or unfilled, Russian plurals right, and
//! the English exactly the engine's historical wording.

use std::collections::{BTreeMap, BTreeSet};

use narrator_engine::game::{Phase, Reason};
use narrator_engine::mafia::{MafiaPhase as P, MafiaReason as M, MafiaTeam, Power, Preset};
use narrator_engine::rejection::{Act, Target as T, Title, Used};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::wumpus::{WumpusReason as W, WumpusTeam};
use narrator_engine::zombie::{ZombieReason as Z, ZombieTeam};
use narrator_engine::{GameKind, Message, Rejection as R, Seat, Seed};
use narrator_engine::{GameResult, Outcome, Team};
use narrator_i18n::script::{self, cyrillic};

const NAMES: [&str; 4] = ["Ann", "Bob", "Cleo", "Dmitri"];

fn every_mafia_reason() -> Vec<M> {
    vec![
        M::SportOnly,
        M::TalkAtDawn,
        M::ReadyOnDayZero,
        M::PowersAtNight,
        M::NoVoteOnDayZero,
        M::VotesByDay,
        M::TalkDuringVote,
        M::NoDayZero,
        M::PowersBeforeVote,
        M::VotesAfterSecrets,
        M::NominateInSpeeches,
        M::PassInSpeech,
        M::BallotAfterSpeeches,
        M::AgreeInConfirmation,
        M::ShootAtNight,
        M::ChecksAfterShooting,
        M::SportActions,
        M::TalkInSpeech,
        M::OnlyMafiaKill,
        M::OnlyCop,
        M::OnlyDoctor,
        M::OnlyBlockers,
        M::BlockedLastNight,
        M::OnlyHolders(Power::Kill),
        M::OnlyHolders(Power::Investigate),
        M::OnlyHolders(Power::Protect),
        M::NotYourPower(Power::Guard),
        M::NotYourPower(Power::Shoot),
        M::NotYourPower(Power::Track),
        M::NotYourPower(Power::Frame),
        M::NotYourPower(Power::Clean),
        M::NotYourPower(Power::Stab),
        M::NotYourPower(Power::Douse),
        M::NotYourPower(Power::Ignite),
        M::NotYourPower(Power::Heal),
        M::NotYourPower(Power::Poison),
        M::NoUsesLeft,
        M::NothingToSkip,
        M::GuardOthers,
        M::NotOnYourself,
        M::AlreadyDoused,
        M::IgniteAll,
        M::OnlyMayorReveals,
        M::RevealByDay,
        M::HunterAiming,
        M::ShootTheLiving,
        M::OnlyDonAndSheriff,
        M::OnlyBlackShoots,
        M::OnlyCurrentSpeaker,
        M::OnlyDonOnNightZero,
        M::EmptyLine,
        M::LongLine { limit: 500 },
        M::OnlySpeakerNominates,
        M::CrashNoNominations,
        M::OneNomination,
        M::NoVoteForNoOne,
        M::InMafia,
        M::TeamChatAtNight,
        M::TeamChatOff,
        M::NoChatRoom,
        M::OwnRole,
        M::OutOfGame,
        M::TestOutsiders,
        M::NoSuchAlias,
        M::AliasesOnly,
        M::CheckAnother,
        M::ShootOutsiders,
        M::VoteForNominee,
        M::CannedUnderAliases,
        M::NominateLiving,
        M::AlreadyNominated,
        M::NoSuchCanned,
        M::CannedNeedsSubject,
        M::CannedTakesNoSubject,
        M::CannedNoSeat { seat: 12 },
    ]
}

fn every_reason() -> Vec<Reason> {
    let mut out = vec![
        Reason::NoSuchSeat { seats: 7 },
        Reason::NoComputers,
        Reason::NoChat,
        Reason::NobodyListens,
        Reason::NoSpectators,
        Reason::PlayingNotWatching,
        Reason::DeadAlreadyWatch,
        Reason::AlreadyWatching,
    ];
    out.extend(every_mafia_reason().into_iter().map(Reason::from));
    out.extend(
        [
            W::Turn {
                current: Some("Bob".into()),
            },
            W::Turn { current: None },
            W::HoldingBow,
            W::NoBowHere,
            W::HoldingPebble,
            W::NoPebbleHere,
            W::NoBow,
            W::NoPebble,
            W::NoArrow,
            W::Exits { exits: 3 },
        ]
        .into_iter()
        .map(Reason::from),
    );
    out.extend(
        [
            Z::HostEndsTurn,
            Z::AlreadyAsked,
            Z::AntidoteForYourself,
            Z::Themself,
            Z::AlreadyMet,
        ]
        .into_iter()
        .map(Reason::from),
    );
    out
}

fn every_target() -> Vec<T> {
    let all = vec![
        T::Player("Bob".into()),
        T::Seat(9),
        T::Exit(4),
        T::Message(7),
        T::NoOne,
        T::Yourself,
        T::SeatNumber,
    ];
    // A new kind of target must be added above.
    for t in &all {
        match t {
            T::Player(_)
            | T::Seat(_)
            | T::Exit(_)
            | T::Message(_)
            | T::NoOne
            | T::Yourself
            | T::SeatNumber => {}
        }
    }
    all
}

fn every_phase() -> Vec<P> {
    vec![
        P::DayZero,
        P::Night(2),
        P::Day(3),
        P::Over,
        P::LastShot,
        P::Secret(1),
        P::RoundVote(2),
        P::Intro,
        P::Speeches(1),
        P::CrashSpeeches(2),
        P::Ballot(3),
        P::Confirm(4),
        P::Shooting(5),
        P::Checks(6),
    ]
}

fn every_used() -> Vec<Used> {
    vec![
        Used::Antidote,
        Used::ShotTonight,
        Used::Vote,
        Used::YesOrNo,
        Used::CheckTonight,
        Used::SelfSave,
    ]
}

fn every_title() -> Vec<Title> {
    let mut out: Vec<Title> = Preset::ALL.into_iter().map(|p| Title(p.code())).collect();
    out.extend([Title("wumpus"), Title("zombie")]);
    out
}

const KINDS: [GameKind; 3] = [GameKind::Mafia, GameKind::Wumpus, GameKind::Zombie];

/// Which variant a rejection is; a new variant fails to compile here
/// until the test renders it.
fn variant(r: &R) -> &'static str {
    match r {
        R::GameOver => "GameOver",
        R::SeatTakenOver => "SeatTakenOver",
        R::AlreadyExtended => "AlreadyExtended",
        R::NotAPlayer { .. } => "NotAPlayer",
        R::DeadActor { .. } => "DeadActor",
        R::WrongPhase { .. } => "WrongPhase",
        R::NotYourTurn { .. } => "NotYourTurn",
        R::InvalidTarget { .. } => "InvalidTarget",
        R::AlreadyUsed { .. } => "AlreadyUsed",
        R::NotStarted => "NotStarted",
        R::AlreadyStarted => "AlreadyStarted",
        R::AlreadyJoined { .. } => "AlreadyJoined",
        R::NotInLobby { .. } => "NotInLobby",
        R::LobbyFull { .. } => "LobbyFull",
        R::NotHost { .. } => "NotHost",
        R::WrongPlayerCount { .. } => "WrongPlayerCount",
        R::InvalidRules { .. } => "InvalidRules",
        R::StaleChoice => "StaleChoice",
        R::NothingToChoose => "NothingToChoose",
        R::NoSuchChoice { .. } => "NoSuchChoice",
        R::NoRequest { .. } => "NoRequest",
        R::WrongGame { .. } => "WrongGame",
        R::NoWords { .. } => "NoWords",
        R::TooManyWords { .. } => "TooManyWords",
    }
}

const VARIANTS: usize = 24;

fn every_rejection() -> Vec<R> {
    let mut out = vec![
        R::GameOver,
        R::SeatTakenOver,
        R::AlreadyExtended,
        R::NotAPlayer {
            player: T::Player("p9".into()),
        },
        R::NotAPlayer { player: T::Seat(3) },
        R::DeadActor { name: "Ann".into() },
        R::NotStarted,
        R::AlreadyStarted,
        R::AlreadyJoined { name: "Ann".into() },
        R::NotInLobby {
            player: "p9".into(),
        },
        R::LobbyFull { max: 20 },
        R::InvalidRules {
            reason: narrator_engine::game::RulesError::Mafia(
                narrator_engine::mafia::RulesetError::Parse("expected `=`".into()),
            ),
        },
        R::StaleChoice,
        R::NothingToChoose,
        R::NoSuchChoice { count: 3 },
    ];
    // Every kind of allowed value, as a ruleset refusal.
    for allowed in every_allowed() {
        out.push(R::InvalidRules {
            reason: narrator_engine::game::RulesError::Mafia(
                narrator_engine::mafia::RulesetError::Invalid {
                    option: "day_secs".into(),
                    value: "5".into(),
                    allowed,
                },
            ),
        });
    }
    for phase in every_phase() {
        out.push(R::WrongPhase {
            action: Act::Vote,
            phase: Phase::Mafia(phase),
            allowed: M::VotesByDay.into(),
        });
    }
    for reason in every_reason() {
        out.push(R::NotYourTurn {
            action: Act::Speak,
            reason: reason.clone(),
        });
        out.push(R::WrongPhase {
            action: Act::Nominate,
            phase: Phase::Mafia(P::Day(1)),
            allowed: reason,
        });
    }
    for target in every_target() {
        out.push(R::InvalidTarget {
            target,
            reason: M::OutOfGame.into(),
        });
    }
    for what in every_used() {
        out.push(R::AlreadyUsed { what });
    }
    for action in Act::ALL {
        out.push(R::NotHost {
            host: "Ann".into(),
            action,
        });
    }
    for game in every_title() {
        out.push(R::WrongPlayerCount {
            game,
            need: 6,
            max: 20,
            have: 5,
        });
    }
    for action in [Act::Accept, Act::Decline] {
        out.push(R::NoRequest {
            action,
            from: "Bob".into(),
        });
    }
    for game in KINDS {
        out.push(R::WrongGame { game });
    }
    for action in [Act::Whisper, Act::Speak, Act::Scream] {
        out.push(R::NoWords { action, limit: 300 });
        out.push(R::TooManyWords {
            action,
            length: 301,
            limit: 300,
        });
    }
    out
}

fn result(outcome: Outcome, winners: &[u8], roles: &[&str]) -> GameResult {
    GameResult {
        outcome,
        winners: winners.iter().map(|s| Seat(*s)).collect(),
        roles: roles.iter().map(|r| r.to_string()).collect(),
        seed: Seed([7; 32]),
        commitment: "c0ffee".into(),
    }
}

fn every_message() -> Vec<Message> {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let mafia = ["villager", "mafioso", "cop", "doctor"];
    let mut out = vec![
        Message::Joined {
            name: "Ann".into(),
            count: 3,
            min: 6,
            max: 20,
        },
        Message::Left {
            name: "Ann".into(),
            count: 2,
        },
        Message::NewHost { name: "Bob".into() },
        Message::Filled {
            names: vec!["Ada".into(), "Alan".into()],
        },
        Message::Stopped { by: "Ann".into() },
        Message::LobbyClosed,
        Message::Watching { roles: true },
        Message::Watching { roles: false },
        Message::WatcherSaid {
            name: "Ann".into(),
            text: "hello".into(),
        },
        Message::Roles {
            roles: mafia.iter().map(|r| r.to_string()).collect(),
        },
        Message::AfkWarning {
            left: 1,
            action: narrator_engine::afk::AfkAction::Replace,
        },
        Message::AfkWarning {
            left: 2,
            action: narrator_engine::afk::AfkAction::Replace,
        },
        Message::AfkWarning {
            left: 5,
            action: narrator_engine::afk::AfkAction::Replace,
        },
        Message::AfkWarning {
            left: 1,
            action: narrator_engine::afk::AfkAction::None,
        },
        Message::AfkWarning {
            left: 1,
            action: narrator_engine::afk::AfkAction::Remove,
        },
        Message::AfkWarning {
            left: 3,
            action: narrator_engine::afk::AfkAction::Remove,
        },
        Message::AfkWarning {
            left: 5,
            action: narrator_engine::afk::AfkAction::Remove,
        },
        Message::AfkReplaced { seat: Seat(1) },
        Message::LobbyTimedOut { minutes: 1 },
        Message::LobbyTimedOut { minutes: 3 },
        Message::LobbyTimedOut { minutes: 15 },
        Message::LobbyExtended { minutes: 1 },
        Message::LobbyExtended { minutes: 22 },
        Message::AfkBack { seat: Seat(1) },
    ];
    for kind in KINDS {
        out.push(Message::Started {
            kind,
            names: names.clone(),
            commitment: "c0ffee".into(),
        });
    }
    let results = [
        result(
            Outcome::Won(Team::Mafia(MafiaTeam::Village)),
            &[0, 2, 3],
            &mafia,
        ),
        result(Outcome::Won(Team::Mafia(MafiaTeam::Mafia)), &[1], &mafia),
        result(Outcome::Stopped, &[], &mafia),
        result(
            Outcome::Won(Team::Wumpus(WumpusTeam::Hunters)),
            &[0, 2],
            &["hunter"; 4],
        ),
        result(
            Outcome::Won(Team::Wumpus(WumpusTeam::Wumpus)),
            &[],
            &["hunter"; 4],
        ),
        result(
            Outcome::Won(Team::Zombie(ZombieTeam::Humans)),
            &[2],
            &["zombie", "zombie", "human", "zombie"],
        ),
        result(
            Outcome::Won(Team::Zombie(ZombieTeam::Humans)),
            &[1, 2],
            &["zombie", "human", "human", "zombie"],
        ),
        result(
            Outcome::Won(Team::Zombie(ZombieTeam::Zombies)),
            &[0, 1, 2, 3],
            &["zombie"; 4],
        ),
        result(Outcome::Stopped, &[], &["human"; 4]),
    ];
    out.extend(results.into_iter().map(Message::GameOver));
    out
}

/// Russian nominative after a number: 1 игрок, 2 игрока, 5 игроков.
fn ru_form<'a>(n: usize, one: &'a str, few: &'a str, many: &'a str) -> &'a str {
    script::russian_form(n as u64, [one, few, many])
}

/// Russian genitive after "до"/"не больше": до 21 игрока, до 22 игроков.
fn ru_genitive<'a>(n: usize, one: &'a str, other: &'a str) -> &'a str {
    if n % 10 == 1 && n % 100 != 11 {
        one
    } else {
        other
    }
}

fn check_russian_plurals() {
    let ru = |r: &R| render::rejection(Lang::Ru, r);
    let names = Names::new(&[]);
    for n in (0..=30).chain(100..=125) {
        let small = u8::try_from(n).expect("small");
        let text = ru(&R::LobbyFull { max: small });
        let want = format!("{n} {})", ru_genitive(n, "игрока", "игроков"));
        assert!(text.ends_with(&want), "{n}: {text}");
        let text = ru(&R::WrongPlayerCount {
            game: Title("zombie"),
            need: 1,
            max: small,
            have: n,
        });
        let want = format!(
            "до {n} {}; в лобби {n} {}",
            ru_genitive(n, "игрока", "игроков"),
            ru_form(n, "игрок", "игрока", "игроков")
        );
        assert!(text.ends_with(&want), "{n}: {text}");
        let text = ru(&R::NoSuchChoice { count: n });
        let want = format!("{n} {})", ru_form(n, "вариант", "варианта", "вариантов"));
        assert!(text.ends_with(&want), "{n}: {text}");
        let text = ru(&R::TooManyWords {
            action: Act::Scream,
            length: n,
            limit: n,
        });
        let want = format!("{n} {},", ru_form(n, "символ", "символа", "символов"));
        assert!(text.contains(&want), "{n}: {text}");
        let text = ru(&R::NoWords {
            action: Act::Whisper,
            limit: n,
        });
        let want = format!("{n} {}", ru_genitive(n, "символа", "символов"));
        assert!(text.ends_with(&want), "{n}: {text}");
        let text = ru(&R::NotYourTurn {
            action: Act::Speak,
            reason: M::LongLine { limit: n }.into(),
        });
        let want = format!("{n} {};", ru_genitive(n, "символа", "символов"));
        assert!(text.contains(&want), "{n}: {text}");
        let text = render::message(
            Lang::Ru,
            &Message::Joined {
                name: "Ann".into(),
                count: n,
                min: 1,
                max: 200,
            },
            &names,
        );
        let want = format!("{n} {};", ru_form(n, "игрок", "игрока", "игроков"));
        assert!(text.contains(&want), "{n}: {text}");
        let text = render::message(
            Lang::Ru,
            &Message::Left {
                name: "Ann".into(),
                count: n,
            },
            &names,
        );
        let want = format!("{n} {}).", ru_form(n, "игрок", "игрока", "игроков"));
        assert!(text.ends_with(&want), "{n}: {text}");
    }
}

/// The English of the shared messages is the wording the engine had
/// before the catalogues.
fn check_english_messages() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let en = |m: &Message| render::message(Lang::En, m, &Names::new(&names));
    assert_eq!(
        en(&Message::Joined {
            name: "Ann".into(),
            count: 3,
            min: 6,
            max: 20
        }),
        "Ann joined the game (3 players; 6 to 20 can play)."
    );
    assert_eq!(
        en(&Message::Left {
            name: "Ann".into(),
            count: 2
        }),
        "Ann left the game (2 players)."
    );
    assert_eq!(
        en(&Message::NewHost { name: "Bob".into() }),
        "Bob is now the host."
    );
    assert_eq!(
        en(&Message::Filled {
            names: vec!["Ada".into(), "Alan".into()]
        }),
        "Computer players took the empty seats: Ada, Alan."
    );
    for (kind, name) in [
        (GameKind::Mafia, "Mafia"),
        (GameKind::Wumpus, "Twisted Wumpus"),
        (GameKind::Zombie, "Zombie"),
    ] {
        assert_eq!(
            en(&Message::Started {
                kind,
                names: names.clone(),
                commitment: "c0ffee".into()
            }),
            format!(
                "The {name} game begins with 4 players: Ann, Bob, Cleo, Dmitri.\nRoles are dealt privately. Fair-deal commitment (SHA-256 of the seed and the deal, checkable with `narrator verify` when the seed is revealed at the end): c0ffee"
            )
        );
    }
    assert_eq!(
        en(&Message::Stopped { by: "Ann".into() }),
        "Ann stopped the game."
    );
    assert_eq!(
        en(&Message::LobbyClosed),
        "Everyone left; the lobby is closed."
    );
    let seed = Seed([7; 32]).to_string();
    let tail = |roles: &[&str]| {
        let lines: Vec<String> = NAMES
            .iter()
            .zip(roles)
            .map(|(n, r)| format!("  {n} was {r}"))
            .collect();
        format!(
            "\nRoles:\n{}\nSeed: {seed}\nCommitment: c0ffee",
            lines.join("\n")
        )
    };
    let mafia = ["villager", "mafioso", "cop", "doctor"];
    let mafia_en = ["a villager", "a mafioso", "the cop", "the doctor"];
    let cases = [
        (
            result(Outcome::Stopped, &[], &mafia),
            format!("Game over: the game was stopped.{}", tail(&mafia_en)),
        ),
        (
            result(
                Outcome::Won(Team::Wumpus(WumpusTeam::Hunters)),
                &[0, 2],
                &["hunter"; 4],
            ),
            format!("Game over: Ann, Cleo win!{}", tail(&["a hunter"; 4])),
        ),
        (
            result(
                Outcome::Won(Team::Zombie(ZombieTeam::Humans)),
                &[2],
                &["zombie", "zombie", "human", "zombie"],
            ),
            format!(
                "Game over: Cleo wins!{}",
                tail(&["a zombie", "a zombie", "a human", "a zombie"])
            ),
        ),
        (
            result(
                Outcome::Won(Team::Zombie(ZombieTeam::Zombies)),
                &[0, 1, 2, 3],
                &["zombie"; 4],
            ),
            format!(
                "Game over: {} win!{}",
                render::team(Lang::En, Team::Zombie(ZombieTeam::Zombies)),
                tail(&["a zombie"; 4])
            ),
        ),
        (
            result(Outcome::Won(Team::Mafia(MafiaTeam::Mafia)), &[1], &mafia),
            format!(
                "Game over: {} wins!{}",
                render::team(Lang::En, Team::Mafia(MafiaTeam::Mafia)),
                tail(&mafia_en)
            ),
        ),
    ];
    for (r, want) in cases {
        assert_eq!(en(&Message::GameOver(r)), want);
    }
    // An unknown seat goes by its number.
    assert_eq!(Names::new(&names[..1]).of(Seat(2)), "seat 3");
}

/// Renderings that must differ from each other in every language: a
/// selector's variant left out falls back silently to the default one.
fn check_distinct(what: &str, texts: &BTreeMap<Lang, Vec<String>>, same: &[(usize, usize)]) {
    for (lang, list) in texts {
        for (i, a) in list.iter().enumerate() {
            for (j, b) in list.iter().enumerate().skip(i + 1) {
                let allowed = *lang != Lang::En && same.contains(&(i, j));
                assert!(a != b || allowed, "{lang} {what} {i} and {j}: {a}");
            }
        }
    }
}

#[test]
fn every_rejection_and_shared_message_renders_in_every_language() {
    narrator_i18n::start_recording();
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let names = Names::new(&names);
    let rejections = every_rejection();
    let variants: BTreeSet<&str> = rejections.iter().map(variant).collect();
    assert_eq!(variants.len(), VARIANTS, "every variant: {variants:?}");

    let mut texts: Vec<[String; 3]> = Vec::new();
    for r in &rejections {
        texts.push(Lang::ALL.map(|l| render::rejection(l, r)));
        assert_eq!(texts.last().map(|t| t[0].clone()), Some(r.to_string()));
    }
    for m in every_message() {
        texts.push(Lang::ALL.map(|l| render::message(l, &m, &names)));
    }
    // A game's name is a name: Vietnamese keeps "Mafia" and "Zombie" as
    // loanwords, so it is only checked for Russian.
    for kind in KINDS {
        let ru = render::kind_name(Lang::Ru, kind);
        assert!(cyrillic(&ru), "{ru}");
        assert_ne!(ru, render::kind_name(Lang::En, kind));
        assert!(!render::kind_name(Lang::Vi, kind).is_empty());
    }
    texts.push(Lang::ALL.map(|l| Names::new(&[]).name_in(l, Seat(4))));

    let names: Vec<&str> = NAMES
        .iter()
        .copied()
        .chain(["p9", "Ada", "Alan", "Fox"])
        .collect();
    for [en, ru, vi] in &texts {
        if let Err(e) = script::translated(en, [en, ru, vi], &names) {
            panic!("{e}");
        }
    }

    // Each selector's variants read differently.
    let per_lang = |f: &dyn Fn(Lang) -> Vec<String>| -> BTreeMap<Lang, Vec<String>> {
        Lang::ALL.into_iter().map(|l| (l, f(l))).collect()
    };
    let acts = per_lang(&|l| {
        Act::ALL
            .iter()
            .map(|&action| {
                render::rejection(
                    l,
                    &R::NotHost {
                        host: "Ann".into(),
                        action,
                    },
                )
            })
            .collect()
    });
    let check = Act::ALL.iter().position(|a| *a == Act::Check);
    let test = Act::ALL.iter().position(|a| *a == Act::Test);
    let same: Vec<(usize, usize)> = check.zip(test).into_iter().collect();
    check_distinct("acts", &acts, &same);
    let phases = per_lang(&|l| {
        every_phase()
            .into_iter()
            .map(|p| {
                render::rejection(
                    l,
                    &R::WrongPhase {
                        action: Act::Vote,
                        phase: Phase::Mafia(p),
                        allowed: M::VotesByDay.into(),
                    },
                )
            })
            .collect()
    });
    check_distinct("phases", &phases, &[]);
    let targets = per_lang(&|l| {
        every_target()
            .into_iter()
            .map(|target| {
                render::rejection(
                    l,
                    &R::InvalidTarget {
                        target,
                        reason: M::OutOfGame.into(),
                    },
                )
            })
            .collect()
    });
    check_distinct("targets", &targets, &[]);
    let used = per_lang(&|l| {
        every_used()
            .into_iter()
            .map(|what| render::rejection(l, &R::AlreadyUsed { what }))
            .collect()
    });
    check_distinct("used", &used, &[]);
    let titles = per_lang(&|l| {
        every_title()
            .into_iter()
            .map(|game| {
                render::rejection(
                    l,
                    &R::WrongPlayerCount {
                        game,
                        need: 6,
                        max: 20,
                        have: 5,
                    },
                )
            })
            .collect()
    });
    check_distinct("titles", &titles, &[]);
    // The lobby's title, in each language: distinct per game, and not
    // English in Russian or Vietnamese.
    let lobby_titles = per_lang(&|l| {
        every_title()
            .into_iter()
            .map(|game| render::title(l, game))
            .collect()
    });
    check_distinct("lobby titles", &lobby_titles, &[]);
    for game in every_title() {
        let en = render::title(Lang::En, game);
        assert_ne!(render::title(Lang::Ru, game), en);
        if matches!(game.0, "wumpus" | "zombie") {
            assert_ne!(render::title(Lang::Vi, game), en);
        }
    }
    let reasons = per_lang(&|l| {
        every_reason()
            .into_iter()
            .map(|reason| {
                render::rejection(
                    l,
                    &R::NotYourTurn {
                        action: Act::Speak,
                        reason,
                    },
                )
            })
            .collect()
    });
    check_distinct("reasons", &reasons, &[]);

    check_russian_plurals();
    check_english_messages();

    assert_eq!(narrator_i18n::errors(), Vec::<String>::new());
    let used = narrator_i18n::used();
    for area in ["rejection", "engine"] {
        let unused: Vec<String> = narrator_i18n::area_ids(area)
            .difference(&used)
            .cloned()
            .collect();
        assert!(unused.is_empty(), "{area}: never used: {unused:?}");
    }
}

/// One of each [`Allowed`]; the match makes a new kind a compile error
/// here until it is rendered.
fn every_allowed() -> Vec<narrator_engine::allowed::Allowed> {
    use narrator_engine::allowed::Allowed as A;
    let all = vec![
        A::Range { lo: 0, hi: 10 },
        A::Percent { lo: 0, hi: 100 },
        A::Seconds { lo: 10, hi: 3600 },
        A::Seats {
            preset: "hp".into(),
            lo: 6,
            hi: 30,
        },
        A::AtLeast {
            option: "min_players".into(),
            value: 6,
        },
        A::UpTo {
            lo: 2,
            option: "min_players".into(),
            value: 6,
        },
        A::MostlyHuman { lo: 3, hi: 50 },
        A::OneOf {
            items: "classic, sport, hp".into(),
        },
        A::PresetAllows {
            preset: "classic".into(),
            items: "random, no_lynch".into(),
        },
        A::NoPseudonyms {
            preset: "classic".into(),
        },
        A::OnlyEnglish,
        A::WholeNumber,
        A::OnlyClassic {
            preset: "hp".into(),
        },
        A::NeedsOneOf {
            items: "mafioso, godfather".into(),
        },
    ];
    for a in &all {
        match a {
            A::Range { .. }
            | A::Percent { .. }
            | A::Seconds { .. }
            | A::Seats { .. }
            | A::AtLeast { .. }
            | A::UpTo { .. }
            | A::MostlyHuman { .. }
            | A::OneOf { .. }
            | A::PresetAllows { .. }
            | A::NoPseudonyms { .. }
            | A::OnlyEnglish
            | A::WholeNumber
            | A::OnlyClassic { .. }
            | A::NeedsOneOf { .. } => {}
        }
    }
    all
}
