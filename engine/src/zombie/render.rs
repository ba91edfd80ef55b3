//! The Zombie Game in words: each function picks a `zombie-…` message of
//! the catalogues and its arguments.

use crate::render::{Lang, Names};
use crate::zombie::ZombieReason;
use crate::zombie::script::Event;
use crate::zombie::{
    Condition, Ending, FinalState, Ranked, Role, ZombieAction, ZombieMessage, ZombieTeam,
};
use narrator_i18n::{Args, Value, args, text};

/// A Zombie Game role name with its article, from its stable name (as the
/// end's role list says it); `None` for a name that is not one.
pub fn role_name(lang: Lang, name: &str) -> Option<String> {
    match name {
        "human" => Some(text(lang, "zombie-role-human", None)),
        "zombie" => Some(text(lang, "zombie-role-zombie", None)),
        _ => None,
    }
}

/// A Zombie Game team's name.
pub fn team(lang: Lang, team: ZombieTeam) -> String {
    let id = match team {
        ZombieTeam::Humans => "zombie-team-humans",
        ZombieTeam::Zombies => "zombie-team-zombies",
    };
    text(lang, id, None)
}

/// The question of a turn's prompt.
pub fn prompt(lang: Lang) -> String {
    text(lang, "zombie-prompt", None)
}

/// A score, or `none` for the catalogue to say so.
fn score(s: Option<u32>) -> Value<'static> {
    s.map_or_else(|| Value::from("none"), Value::from)
}

/// A condition in words.
pub fn condition(lang: Lang, c: Condition) -> String {
    match c {
        Condition::Human => text(lang, "zombie-condition-human", None),
        Condition::Zombie => text(lang, "zombie-condition-zombie", None),
        Condition::Infected { since } => text(
            lang,
            "zombie-condition-infected",
            Some(&args![("since", since)]),
        ),
        Condition::Turned => text(lang, "zombie-condition-turned", None),
    }
}

/// A message that names one player.
fn named(lang: Lang, id: &str, name: String) -> String {
    text(lang, id, Some(&args![("name", name)]))
}

/// A Zombie message as text.
pub fn message(lang: Lang, msg: &ZombieMessage, names: &Names) -> String {
    match msg {
        ZombieMessage::RoleCard { role: Role::Human } => text(lang, "zombie-role-card-human", None),
        ZombieMessage::RoleCard { role: Role::Zombie } => {
            text(lang, "zombie-role-card-zombie", None)
        }
        ZombieMessage::Opening {
            humans,
            zombies,
            max_turns,
        } => text(
            lang,
            "zombie-opening",
            Some(&args![
                ("humans", *humans),
                ("zombies", *zombies),
                ("turns", *max_turns)
            ]),
        ),
        ZombieMessage::TurnBegins { turn, secs } => {
            let mut a = duration(*secs);
            a.set("turn", *turn);
            text(lang, "zombie-turn-begins", Some(&a))
        }
        ZombieMessage::YouInteracted { with } => {
            named(lang, "zombie-you-interacted", names.of(*with))
        }
        ZombieMessage::InteractedWithYou { by } => {
            named(lang, "zombie-interacted-with-you", names.of(*by))
        }
        ZombieMessage::RequestSent { to } => named(lang, "zombie-request-sent", names.of(*to)),
        ZombieMessage::RequestReceived { from } => {
            named(lang, "zombie-request-received", names.of(*from))
        }
        ZombieMessage::YouDeclined { from } => named(lang, "zombie-you-declined", names.of(*from)),
        ZombieMessage::RequestDeclined { by } => {
            named(lang, "zombie-request-declined", names.of(*by))
        }
        ZombieMessage::RequestExpired { to } => {
            named(lang, "zombie-request-expired", names.of(*to))
        }
        ZombieMessage::AntidoteUsed { on: None } => text(lang, "zombie-antidote-used", None),
        ZombieMessage::AntidoteUsed { on: Some(s) } => {
            named(lang, "zombie-antidote-given", names.of(*s))
        }
        ZombieMessage::AntidoteReceived { from } => {
            named(lang, "zombie-antidote-received", names.of(*from))
        }
        ZombieMessage::TurnEnded(r) => text(
            lang,
            "zombie-turn-ended",
            Some(&args![
                ("turn", r.turn),
                ("humans", r.humans),
                ("zombies", r.zombies),
                ("top_human", score(r.top_human)),
                ("top_zombie", score(r.top_zombie))
            ]),
        ),
        ZombieMessage::Ended { ending, ranking } => ended(lang, *ending, ranking, names),
        ZombieMessage::Reveal { players } => reveal(lang, players, names),
    }
}

/// A turn's length as `unit` (`minutes` when it is whole minutes, else
/// `seconds`) and `count`.
fn duration(secs: u32) -> Args<'static> {
    if secs >= 60 && secs.is_multiple_of(60) {
        args![("unit", "minutes"), ("count", secs / 60)]
    } else {
        args![("unit", "seconds"), ("count", secs)]
    }
}

fn ended(lang: Lang, ending: Ending, ranking: &[Ranked], names: &Names) -> String {
    let mut out = match ending {
        Ending::ZombiesWin => text(lang, "zombie-ended-zombies-win", None),
        Ending::Survivor(s) => text(
            lang,
            "zombie-ended-survivor",
            Some(&args![("name", names.of(s)), ("name-you", names.you(s))]),
        ),
        Ending::HumansWin => text(lang, "zombie-ended-humans-win", None),
    };
    if ranking.is_empty() {
        out.push_str("\n  ");
        out.push_str(&text(lang, "zombie-ranking-nobody", None));
    }
    for r in ranking {
        out.push_str("\n  ");
        out.push_str(&text(
            lang,
            "zombie-ranking-line",
            Some(&args![
                ("rank", r.rank),
                ("name", names.of(r.seat)),
                ("condition", condition(lang, r.condition)),
                ("score", r.score)
            ]),
        ));
    }
    out
}

fn reveal(lang: Lang, players: &[FinalState], names: &Names) -> String {
    let mut out = text(lang, "zombie-reveal", None);
    for p in players {
        out.push_str("\n  ");
        out.push_str(&text(
            lang,
            "zombie-reveal-line",
            Some(&args![
                ("name", names.of(p.seat)),
                ("role", p.role.name()),
                ("condition", condition(lang, p.condition)),
                ("score", p.score),
                ("antidote", if p.antidote_used { "used" } else { "unused" })
            ]),
        ));
    }
    out
}

/// A Zombie choice's label.
pub fn choice(lang: Lang, action: &ZombieAction, names: &Names) -> String {
    match action {
        ZombieAction::Touch(s) => named(lang, "zombie-choice-touch", names.of(*s)),
        ZombieAction::Accept(s) => named(lang, "zombie-choice-accept", names.of(*s)),
        ZombieAction::Decline(s) => named(lang, "zombie-choice-decline", names.of(*s)),
        ZombieAction::Antidote => text(lang, "zombie-choice-antidote", None),
        ZombieAction::GiveAntidote(s) => named(lang, "zombie-choice-give-antidote", names.of(*s)),
        ZombieAction::EndTurn => text(lang, "zombie-choice-end-turn", None),
    }
}

/// A script-mode event as the judge's text, in `lang` (the command-line
/// judge speaks English).
pub fn script_event(lang: Lang, event: &Event, names: &Names, roles: &[Role]) -> String {
    match event {
        Event::Start { drawn } => {
            let mut out = match drawn {
                Some(seed) => text(
                    lang,
                    "zombie-script-drawn",
                    Some(&args![("seed", seed.to_string())]),
                ),
                None => text(lang, "zombie-script-setup", None),
            };
            for (i, r) in roles.iter().enumerate() {
                out.push_str("\n  ");
                out.push_str(&text(
                    lang,
                    "zombie-script-role",
                    Some(&args![
                        ("name", names.all().get(i).map_or("?", String::as_str)),
                        ("role", r.name())
                    ]),
                ));
            }
            out
        }
        Event::Announce(m) => message(lang, m, names),
        Event::Unfinished { turn } => text(
            lang,
            "zombie-script-unfinished",
            Some(&args![("turn", *turn)]),
        ),
    }
}

/// The options of a Zombie game described for players (what
/// `/zombie rules` shows).
pub fn rules(lang: Lang, o: &crate::zombie::ZombieOptions) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let (min, max) = o.seat_range();
    let rows = [
        ("zombie-rules-players", args![("min", min), ("max", max)]),
        ("zombie-rules-zombies", args![("count", o.zombies)]),
        ("zombie-rules-turns", args![("count", o.max_turns)]),
        ("zombie-rules-turn", args![("secs", o.turn_secs)]),
        (
            "zombie-rules-handshake",
            args![("on", on(o.handshake_consent))],
        ),
        ("zombie-rules-gift", args![("on", on(o.antidote_gift))]),
    ];
    let mut out = text(lang, "zombie-rules", None);
    for (id, a) in rows {
        out.push_str("\n  ");
        out.push_str(&text(lang, id, Some(&a)));
    }
    out
}

/// A Zombie Game rule's refusal, as a catalogue message.
pub(crate) fn reason(r: ZombieReason) -> &'static str {
    match r {
        ZombieReason::HostEndsTurn => "rejection-zombie-host-ends-turn",
        ZombieReason::AlreadyAsked => "rejection-zombie-already-asked",
        ZombieReason::AntidoteForYourself => "rejection-zombie-antidote-for-yourself",
        ZombieReason::Themself => "rejection-zombie-themself",
        ZombieReason::AlreadyMet => "rejection-zombie-already-met",
    }
}
