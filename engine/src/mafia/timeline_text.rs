//! A Mafia game's story as timeline lines, from the `timeline` catalogue
//! (`locales/LANG/timeline.ftl`).

use super::VoteChoice;
use super::timeline::Event;
use super::words::Words;
use crate::render::{Lang, Names, name_with_role};
use crate::seat::Seat;
use narrator_i18n::{Args, args, text};

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// One event as the group saw it while the game ran: a seat's role only
/// where the event itself showed it (a death with roles revealed).
pub fn public_event(lang: Lang, e: &Event, names: &Names) -> String {
    let shown = match e {
        Event::Killed {
            seat,
            role: Some(role),
        }
        | Event::Lynched {
            seat,
            role: Some(role),
        }
        | Event::Caught {
            seat,
            role: Some(role),
        }
        | Event::Leaves {
            seat,
            role: Some(role),
        }
        | Event::Grief {
            seat,
            role: Some(role),
        }
        | Event::HunterShot {
            target: seat,
            role: Some(role),
            ..
        } => {
            // Only this seat's role is read: the others' stay blank.
            let mut roles = vec![String::new(); seat.index()];
            roles.push(role.name().to_owned());
            roles
        }
        _ => Vec::new(),
    };
    event(lang, e, &shown, names)
}

/// One event as a line.
pub fn event(lang: Lang, e: &Event, roles: &[String], names: &Names) -> String {
    let say = |id: &str, a: &Args| text(lang, id, Some(a));
    let who = |s: Seat| name_with_role::<Words>(lang, s, roles, names);
    let list = |seats: &[Seat]| {
        seats
            .iter()
            .map(|s| names.name_in(lang, *s))
            .collect::<Vec<_>>()
            .join(", ")
    };
    match e {
        Event::Night { night } => say("timeline-night", &args![("night", *night)]),
        Event::Day { day } => say("timeline-day", &args![("day", *day)]),
        Event::Pick { by, power, target } => say(
            "timeline-pick",
            &args![
                ("name", who(*by)),
                ("power", power.code()),
                ("target", names.name_in(lang, *target)),
            ],
        ),
        Event::Found {
            by: Some(by),
            target,
            mafia,
        } => say(
            "timeline-found",
            &args![
                ("name", names.name_in(lang, *by)),
                ("target", names.name_in(lang, *target)),
                ("mafia", yes(*mafia)),
            ],
        ),
        Event::Found {
            by: None,
            target,
            mafia,
        } => say(
            "timeline-tested",
            &args![
                ("target", names.name_in(lang, *target)),
                ("mafia", yes(*mafia)),
            ],
        ),
        Event::Saved { seat } => say("timeline-saved", &args![("name", who(*seat))]),
        Event::Killed { seat, .. } => say("timeline-killed", &args![("name", who(*seat))]),
        Event::Quiet => text(lang, "timeline-quiet", None),
        Event::Vote {
            voter,
            choice: VoteChoice::Player(target),
        } => say(
            "timeline-vote",
            &args![
                ("name", names.name_in(lang, *voter)),
                ("target", names.name_in(lang, *target)),
            ],
        ),
        Event::Vote {
            voter,
            choice: VoteChoice::NoOne,
        } => say(
            "timeline-vote-nobody",
            &args![("name", names.name_in(lang, *voter))],
        ),
        Event::Lynched { seat, .. } => say("timeline-lynched", &args![("name", who(*seat))]),
        Event::NoLynch => text(lang, "timeline-no-lynch", None),
        Event::Revote { tied } => say("timeline-revote", &args![("names", list(tied))]),
        Event::Caught { seat, .. } => say("timeline-caught", &args![("name", who(*seat))]),
        Event::Shot { by, target } => say(
            "timeline-shot",
            &args![("name", who(*by)), ("target", names.name_in(lang, *target)),],
        ),
        Event::DonCheck {
            by,
            target,
            sheriff,
        } => say(
            "timeline-don-check",
            &args![
                ("name", names.name_in(lang, *by)),
                ("target", names.name_in(lang, *target)),
                ("sheriff", yes(*sheriff)),
            ],
        ),
        Event::SheriffCheck { by, target, black } => say(
            "timeline-sheriff-check",
            &args![
                ("name", names.name_in(lang, *by)),
                ("target", names.name_in(lang, *target)),
                ("black", yes(*black)),
            ],
        ),
        Event::Nominated { by, nominee } => say(
            "timeline-nominated",
            &args![
                ("name", names.name_in(lang, *by)),
                ("target", names.name_in(lang, *nominee)),
            ],
        ),
        Event::Ballot { voter, nominee } => say(
            "timeline-ballot",
            &args![
                ("name", names.name_in(lang, *voter)),
                ("target", names.name_in(lang, *nominee)),
            ],
        ),
        Event::CarCrash { tied } => say("timeline-car-crash", &args![("names", list(tied))]),
        Event::Leaves { seat, .. } => say("timeline-leaves", &args![("name", who(*seat))]),
        Event::Stays { candidates } => say("timeline-stays", &args![("names", list(candidates))]),
        Event::RemovedInactive { seat } => {
            say("timeline-removed-inactive", &args![("name", who(*seat))])
        }
        Event::Blocked { seat } => say("timeline-blocked", &args![("name", who(*seat))]),
        Event::Tracked {
            by,
            target,
            visited: Some(v),
        } => say(
            "timeline-tracked",
            &args![
                ("name", names.name_in(lang, *by)),
                ("target", names.name_in(lang, *target)),
                ("visited", names.name_in(lang, *v)),
            ],
        ),
        Event::Tracked {
            by,
            target,
            visited: None,
        } => say(
            "timeline-tracked-nobody",
            &args![
                ("name", names.name_in(lang, *by)),
                ("target", names.name_in(lang, *target)),
            ],
        ),
        Event::Cleaned { seat } => say("timeline-cleaned", &args![("name", who(*seat))]),
        Event::Survived { seat } => say("timeline-survived", &args![("name", who(*seat))]),
        Event::JoinedMafia { seat } => say("timeline-joined-mafia", &args![("name", who(*seat))]),
        Event::Lovers { a, b } => say(
            "timeline-lovers",
            &args![
                ("name", names.name_in(lang, *a)),
                ("target", names.name_in(lang, *b)),
            ],
        ),
        Event::Grief { seat, .. } => say("timeline-grief", &args![("name", who(*seat))]),
        Event::HunterShot { hunter, target, .. } => say(
            "timeline-hunter-shot",
            &args![("name", who(*hunter)), ("target", who(*target))],
        ),
        Event::MayorRevealed { seat } => say(
            "timeline-mayor-revealed",
            &args![("name", names.name_in(lang, *seat))],
        ),
        Event::JesterWon { seat } => say(
            "timeline-jester-won",
            &args![("name", names.name_in(lang, *seat))],
        ),
    }
}
