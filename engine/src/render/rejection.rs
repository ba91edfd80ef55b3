//! Rejections as text, from the `rejection` catalogue. Each sentence is
//! one catalogue message; what was tried, the phase and the reason are
//! clauses of their own (an infinitive, a noun phrase, a clause), so
//! they are formatted first and passed in whole.

use narrator_i18n::{Args, args, text};

use super::Lang;
use crate::rejection::{Act, Reason, Rejection, Target, Used};
use crate::vocabulary::{ClauseText, Vocabulary};
use std::fmt;

/// A rejection in `lang`. English is the engine's own wording, which the
/// bot protocol and the logs show as it is.
pub fn rejection<V: Vocabulary>(lang: Lang, r: &Rejection<V>) -> String {
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
                ("phase", phase.text(lang)),
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
                ("game", game.0),
                ("need", *need),
                ("max", *max),
                ("count", *have),
            ],
        ),
        Rejection::InvalidRules { reason } => say(
            "rejection-invalid-rules",
            // Option names stay as the configuration file writes them.
            &args![("reason", reason.text(lang))],
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
        Rejection::WrongGame { game } => say("rejection-wrong-game", &args![("game", game.code())]),
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

/// A reason as a clause.
fn reason<V: Vocabulary>(lang: Lang, r: &Reason<V>) -> String {
    let (id, a): (&str, Args) = match r {
        Reason::NoSuchSeat { seats } => ("rejection-no-such-seat", args![("count", *seats)]),
        Reason::NoComputers => ("rejection-no-computers", Args::new()),
        Reason::NoChat => ("rejection-no-chat", Args::new()),
        Reason::NobodyListens => ("rejection-nobody-listens", Args::new()),
        Reason::NoSpectators => ("rejection-no-spectators", Args::new()),
        Reason::PlayingNotWatching => ("rejection-playing-not-watching", Args::new()),
        Reason::DeadAlreadyWatch => ("rejection-dead-already-watch", Args::new()),
        Reason::AlreadyWatching => ("rejection-already-watching", Args::new()),
        Reason::Game(r) => return r.text(lang),
    };
    text(lang, id, Some(&a))
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

/// A refusal in English: the logs' and the bot protocol's wording.
impl<V: Vocabulary> fmt::Display for Rejection<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&rejection(Lang::En, self))
    }
}
