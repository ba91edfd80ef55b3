//! Rejections as text, from the `rejection` catalogue. Each sentence is
//! one catalogue message; what was tried, the phase and the reason are
//! clauses of their own (an infinitive, a noun phrase, a clause), so
//! they are formatted first and passed in whole.

use narrator_i18n::{Args, args, text};

use super::Lang;
use crate::game::GameKind;
use crate::mafia::{MafiaPhase, MafiaReason, Power, Preset};
use crate::rejection::{Act, Phase, Reason, Rejection, Target, Title, Used};
use crate::wumpus::WumpusReason;
use crate::zombie::ZombieReason;

/// A rejection in `lang`. English is the engine's own wording, which the
/// bot protocol and the logs show as it is.
pub fn rejection(lang: Lang, r: &Rejection) -> String {
    let say = |id: &str, args: &Args| text(lang, id, Some(args));
    match r {
        Rejection::GameOver => text(lang, "rejection-game-over", None),
        Rejection::AlreadyExtended => text(lang, "rejection-already-extended", None),
        Rejection::SeatTakenOver => text(lang, "rejection-seat-taken-over", None),
        Rejection::NotAPlayer { player } => say("rejection-not-a-player", &target_args(player)),
        Rejection::DeadActor { name } => {
            say("rejection-dead-actor", &args![("name", name.as_str())])
        }
        Rejection::WrongPhase {
            action,
            phase,
            allowed,
        } => say(
            "rejection-wrong-phase",
            &args![
                ("act", act(lang, *action)),
                ("phase", phase_text(lang, *phase)),
                ("allowed", reason(lang, allowed)),
            ],
        ),
        Rejection::NotYourTurn {
            action,
            reason: why,
        } => say(
            "rejection-not-your-turn",
            &args![("act", act(lang, *action)), ("reason", reason(lang, why))],
        ),
        Rejection::InvalidTarget {
            target,
            reason: why,
        } => {
            let mut a = target_args(target);
            a.set("reason", reason(lang, why));
            say("rejection-invalid-target", &a)
        }
        Rejection::AlreadyUsed { what } => {
            say("rejection-already-used", &args![("what", used_code(*what))])
        }
        Rejection::NotStarted => text(lang, "rejection-not-started", None),
        Rejection::AlreadyStarted => text(lang, "rejection-already-started", None),
        Rejection::AlreadyJoined { name } => {
            say("rejection-already-joined", &args![("name", name.as_str())])
        }
        Rejection::NotInLobby { player } => {
            say("rejection-not-in-lobby", &args![("name", player.as_str())])
        }
        Rejection::LobbyFull { max } => say("rejection-lobby-full", &args![("max", *max)]),
        Rejection::NotHost { host, action } => say(
            "rejection-not-host",
            &args![
                ("host", host.as_str()),
                ("act", act(lang, *action)),
                ("code", action.code()),
            ],
        ),
        Rejection::WrongPlayerCount {
            game,
            need,
            max,
            have,
        } => say(
            "rejection-wrong-player-count",
            &args![
                ("game", title_code(*game)),
                ("need", *need),
                ("max", *max),
                ("count", *have),
            ],
        ),
        Rejection::InvalidRules { reason } => say(
            "rejection-invalid-rules",
            // Option names stay as the configuration file writes them.
            &args![("reason", super::ruleset_error(lang, reason))],
        ),
        Rejection::StaleChoice => text(lang, "rejection-stale-choice", None),
        Rejection::NothingToChoose => text(lang, "rejection-nothing-to-choose", None),
        Rejection::NoSuchChoice { count } => {
            say("rejection-no-such-choice", &args![("count", *count)])
        }
        Rejection::NoRequest { action, from } => say(
            "rejection-no-request",
            &args![
                ("act", act(lang, *action)),
                ("code", action.code()),
                ("name", from.as_str()),
            ],
        ),
        Rejection::WrongGame { game } => {
            say("rejection-wrong-game", &args![("game", kind_code(*game))])
        }
        Rejection::NoWords { action, limit } => say(
            "rejection-no-words",
            &args![
                ("act", act(lang, *action)),
                ("code", action.code()),
                ("limit", *limit),
            ],
        ),
        Rejection::TooManyWords {
            action,
            length,
            limit,
        } => say(
            "rejection-too-many-words",
            &args![
                ("act", act(lang, *action)),
                ("code", action.code()),
                ("count", *length),
                ("limit", *limit),
            ],
        ),
    }
}

/// What was tried, as an infinitive phrase ("vote", "pick up a bow").
fn act(lang: Lang, a: Act) -> String {
    text(lang, "rejection-act", Some(&args![("act", a.code())]))
}

/// A target as arguments: its kind, and its name or number.
fn target_args(t: &Target) -> Args<'static> {
    let (kind, name, number) = match t {
        Target::Player(name) => ("player", name.clone(), 0),
        Target::Seat(n) => ("seat", String::new(), *n),
        Target::Exit(n) => ("exit", String::new(), usize::from(*n)),
        Target::Message(n) => ("message", String::new(), usize::from(*n)),
        Target::NoOne => ("no-one", String::new(), 0),
        Target::Yourself => ("yourself", String::new(), 0),
        Target::SeatNumber => ("seat-number", String::new(), 0),
    };
    args![("target", kind), ("name", name), ("number", number)]
}

fn phase_text(lang: Lang, phase: Phase) -> String {
    let Phase::Mafia(p) = phase;
    let (code, n) = match p {
        MafiaPhase::DayZero => ("day-zero", 0),
        MafiaPhase::Night(n) => ("night", n),
        MafiaPhase::Day(n) => ("day", n),
        MafiaPhase::Over => ("over", 0),
        MafiaPhase::Secret(n) => ("secret", n),
        MafiaPhase::RoundVote(n) => ("round-vote", n),
        MafiaPhase::Intro => ("intro", 0),
        MafiaPhase::Speeches(n) => ("speeches", n),
        MafiaPhase::CrashSpeeches(n) => ("crash-speeches", n),
        MafiaPhase::Ballot(n) => ("ballot", n),
        MafiaPhase::Confirm(n) => ("confirm", n),
        MafiaPhase::Shooting(n) => ("shooting", n),
        MafiaPhase::Checks(n) => ("checks", n),
    };
    text(
        lang,
        "rejection-phase",
        Some(&args![("phase", code), ("n", n)]),
    )
}

/// A reason as a clause.
fn reason(lang: Lang, r: &Reason) -> String {
    let (id, a): (&str, Args) = match r {
        Reason::NoSuchSeat { seats } => ("rejection-no-such-seat", args![("count", *seats)]),
        Reason::NoComputers => ("rejection-no-computers", Args::new()),
        Reason::NoChat => ("rejection-no-chat", Args::new()),
        Reason::NobodyListens => ("rejection-nobody-listens", Args::new()),
        Reason::NoSpectators => ("rejection-no-spectators", Args::new()),
        Reason::PlayingNotWatching => ("rejection-playing-not-watching", Args::new()),
        Reason::DeadAlreadyWatch => ("rejection-dead-already-watch", Args::new()),
        Reason::AlreadyWatching => ("rejection-already-watching", Args::new()),
        Reason::Mafia(m) => mafia_reason(*m),
        Reason::Wumpus(w) => wumpus_reason(w),
        Reason::Zombie(z) => (zombie_reason(*z), Args::new()),
    };
    text(lang, id, Some(&a))
}

fn mafia_reason(r: MafiaReason) -> (&'static str, Args<'static>) {
    use MafiaReason as M;
    let id = match r {
        M::SportOnly => "rejection-mafia-sport-only",
        M::TalkAtDawn => "rejection-mafia-talk-at-dawn",
        M::ReadyOnDayZero => "rejection-mafia-ready-on-day-zero",
        M::PowersAtNight => "rejection-mafia-powers-at-night",
        M::NoVoteOnDayZero => "rejection-mafia-no-vote-on-day-zero",
        M::VotesByDay => "rejection-mafia-votes-by-day",
        M::TalkDuringVote => "rejection-mafia-talk-during-vote",
        M::NoDayZero => "rejection-mafia-no-day-zero",
        M::PowersBeforeVote => "rejection-mafia-powers-before-vote",
        M::VotesAfterSecrets => "rejection-mafia-votes-after-secrets",
        M::NominateInSpeeches => "rejection-mafia-nominate-in-speeches",
        M::PassInSpeech => "rejection-mafia-pass-in-speech",
        M::BallotAfterSpeeches => "rejection-mafia-ballot-after-speeches",
        M::AgreeInConfirmation => "rejection-mafia-agree-in-confirmation",
        M::ShootAtNight => "rejection-mafia-shoot-at-night",
        M::ChecksAfterShooting => "rejection-mafia-checks-after-shooting",
        M::SportActions => "rejection-mafia-sport-actions",
        M::TalkInSpeech => "rejection-mafia-talk-in-speech",
        M::OnlyMafiaKill => "rejection-mafia-only-mafia-kill",
        M::OnlyCop => "rejection-mafia-only-cop",
        M::OnlyDoctor => "rejection-mafia-only-doctor",
        M::OnlyHolders(power) => {
            let team = match power {
                Power::Kill => "mafia",
                Power::Investigate => "detectives",
                Power::Protect => "healers",
            };
            return ("rejection-mafia-only-holders", args![("team", team)]);
        }
        M::OnlyDonAndSheriff => "rejection-mafia-only-don-and-sheriff",
        M::OnlyBlackShoots => "rejection-mafia-only-black-shoots",
        M::OnlyCurrentSpeaker => "rejection-mafia-only-current-speaker",
        M::OnlyDonOnNightZero => "rejection-mafia-only-don-on-night-zero",
        M::EmptyLine => "rejection-mafia-empty-line",
        M::LongLine { limit } => {
            return ("rejection-mafia-long-line", args![("limit", limit)]);
        }
        M::OnlySpeakerNominates => "rejection-mafia-only-speaker-nominates",
        M::CrashNoNominations => "rejection-mafia-crash-no-nominations",
        M::OneNomination => "rejection-mafia-one-nomination",
        M::NoVoteForNoOne => "rejection-mafia-no-vote-for-no-one",
        M::InMafia => "rejection-mafia-in-mafia",
        M::TeamChatAtNight => "rejection-mafia-team-chat-at-night",
        M::TeamChatOff => "rejection-mafia-team-chat-off",
        M::NoChatRoom => "rejection-mafia-no-chat-room",
        M::OwnRole => "rejection-mafia-own-role",
        M::OutOfGame => "rejection-mafia-out-of-game",
        M::TestOutsiders => "rejection-mafia-test-outsiders",
        M::NoSuchAlias => "rejection-mafia-no-such-alias",
        M::AliasesOnly => "rejection-mafia-aliases-only",
        M::CheckAnother => "rejection-mafia-check-another",
        M::ShootOutsiders => "rejection-mafia-shoot-outsiders",
        M::VoteForNominee => "rejection-mafia-vote-for-nominee",
        M::CannedUnderAliases => "rejection-mafia-canned-under-aliases",
        M::NominateLiving => "rejection-mafia-nominate-living",
        M::AlreadyNominated => "rejection-mafia-already-nominated",
        M::NoSuchCanned => "rejection-mafia-no-such-canned",
        M::CannedNeedsSubject => "rejection-mafia-canned-needs-subject",
        M::CannedTakesNoSubject => "rejection-mafia-canned-takes-no-subject",
        M::CannedNoSeat { seat } => {
            return ("rejection-mafia-canned-no-seat", args![("number", seat)]);
        }
    };
    (id, Args::new())
}

fn wumpus_reason(r: &WumpusReason) -> (&'static str, Args<'static>) {
    use WumpusReason as W;
    let id = match r {
        W::Turn {
            current: Some(name),
        } => {
            return ("rejection-wumpus-turn", args![("name", name.clone())]);
        }
        W::Turn { current: None } => "rejection-wumpus-nobodys-turn",
        W::HoldingBow => "rejection-wumpus-holding-bow",
        W::NoBowHere => "rejection-wumpus-no-bow-here",
        W::HoldingPebble => "rejection-wumpus-holding-pebble",
        W::NoPebbleHere => "rejection-wumpus-no-pebble-here",
        W::NoBow => "rejection-wumpus-no-bow",
        W::NoPebble => "rejection-wumpus-no-pebble",
        W::NoArrow => "rejection-wumpus-no-arrow",
        W::Exits { exits } => {
            return ("rejection-wumpus-exits", args![("count", *exits)]);
        }
    };
    (id, Args::new())
}

fn zombie_reason(r: ZombieReason) -> &'static str {
    match r {
        ZombieReason::HostEndsTurn => "rejection-zombie-host-ends-turn",
        ZombieReason::AlreadyAsked => "rejection-zombie-already-asked",
        ZombieReason::AntidoteForYourself => "rejection-zombie-antidote-for-yourself",
        ZombieReason::Themself => "rejection-zombie-themself",
        ZombieReason::AlreadyMet => "rejection-zombie-already-met",
    }
}

fn used_code(u: Used) -> &'static str {
    match u {
        Used::Antidote => "antidote",
        Used::ShotTonight => "shot-tonight",
        Used::Vote => "vote",
        Used::YesOrNo => "yes-or-no",
        Used::CheckTonight => "check-tonight",
        Used::SelfSave => "self-save",
    }
}

pub(crate) fn title_code(t: Title) -> &'static str {
    match t {
        Title::Mafia(Preset::Classic) => "classic",
        Title::Mafia(Preset::Hp) => "hp",
        Title::Mafia(Preset::Sport) => "sport",
        Title::Wumpus => "wumpus",
        Title::Zombie => "zombie",
    }
}

fn kind_code(k: GameKind) -> &'static str {
    match k {
        GameKind::Mafia => "mafia",
        GameKind::Wumpus => "wumpus",
        GameKind::Zombie => "zombie",
    }
}
