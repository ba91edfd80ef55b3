//! The post-game timeline and the list of finished games, from the
//! `timeline` catalogue (`locales/LANG/timeline.ftl`).

use super::{Lang, Names, kind_code, role_name};
use crate::effect::{GameResult, Outcome};
use crate::game::{GameConfig, GameKind};
use crate::mafia::{Power, VoteChoice};
use crate::seat::Seat;
use crate::timeline::{Event, Timeline};
use narrator_i18n::{Args, args, text};

/// A game's kind and preset as the catalogue names it, e.g. "classic
/// Mafia".
pub fn game(lang: Lang, config: &GameConfig) -> String {
    let preset = match config {
        GameConfig::Mafia(r) => r.preset.to_string(),
        _ => "none".into(),
    };
    text(
        lang,
        "timeline-game",
        Some(&args![
            ("kind", kind_code(config.kind())),
            ("preset", preset)
        ]),
    )
}

/// How a game ended, in a few words: the winning team, or "stopped".
pub fn winner(lang: Lang, result: Option<&GameResult>) -> String {
    match result.map(|r| &r.outcome) {
        Some(Outcome::Won(team)) => text(
            lang,
            "timeline-winner",
            Some(&args![("team", super::team(lang, *team))]),
        ),
        Some(Outcome::Stopped) => text(lang, "timeline-stopped", None),
        None => text(lang, "timeline-not-played", None),
    }
}

/// One line of the list of finished games.
pub fn history_line(
    lang: Lang,
    id: i64,
    config: &GameConfig,
    when: &str,
    result: Option<&GameResult>,
) -> String {
    text(
        lang,
        "timeline-history-line",
        Some(&args![
            ("id", id),
            ("game", game(lang, config)),
            ("when", when),
            ("winner", winner(lang, result)),
        ]),
    )
}

/// The timeline of game `id`, one line per event, headed by its title and
/// ended by the winner, every role, the seed and the commitment.
pub fn timeline(lang: Lang, id: i64, t: &Timeline) -> Vec<String> {
    let names = Names::new(&t.names);
    let mut lines = vec![text(
        lang,
        "timeline-title",
        Some(&args![("id", id), ("game", game(lang, &t.config))]),
    )];
    if t.kind() != GameKind::Mafia {
        lines.push(text(lang, "timeline-no-nights", None));
    }
    lines.extend(t.events.iter().map(|e| event(lang, e, t, &names)));
    match &t.result {
        Some(result) => {
            lines.push(text(
                lang,
                "timeline-end",
                Some(&args![("winner", winner(lang, Some(result)))]),
            ));
            let roles: Vec<String> = (0..t.names.len())
                .filter_map(|i| u8::try_from(i).ok())
                .map(|i| with_role(lang, Seat(i), t, &names))
                .collect();
            lines.push(text(
                lang,
                "timeline-roles",
                Some(&args![("list", roles.join(", "))]),
            ));
            lines.push(text(
                lang,
                "timeline-seed",
                Some(&args![
                    ("seed", result.seed.to_string()),
                    ("commitment", result.commitment.as_str()),
                ]),
            ));
        }
        None => lines.push(text(lang, "timeline-not-played", None)),
    }
    lines
}

/// A seat's name with its role at the end, e.g. "Anna (the cop)".
fn with_role(lang: Lang, seat: Seat, t: &Timeline, names: &Names) -> String {
    let role = t
        .result
        .as_ref()
        .and_then(|r| r.roles.get(seat.index()))
        .map(|r| role_name(lang, r));
    match role {
        Some(role) => text(
            lang,
            "timeline-name-role",
            Some(&args![("name", names.name_in(lang, seat)), ("role", role)]),
        ),
        None => names.name_in(lang, seat),
    }
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn power_code(p: Power) -> &'static str {
    match p {
        Power::Kill => "kill",
        Power::Investigate => "investigate",
        Power::Protect => "protect",
    }
}

/// One event as a line.
pub fn event(lang: Lang, e: &Event, t: &Timeline, names: &Names) -> String {
    let say = |id: &str, a: &Args| text(lang, id, Some(a));
    let who = |s: Seat| with_role(lang, s, t, names);
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
                ("power", power_code(*power)),
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
    }
}
