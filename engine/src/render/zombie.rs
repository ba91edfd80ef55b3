//! English for the Zombie Game.

use super::{Lang, Names};
use crate::zombie::script::Event;
use crate::zombie::{
    Condition, Ending, FinalState, Ranked, Role, ZombieAction, ZombieMessage, ZombieTeam,
};

/// A Zombie Game role name with its article, from its stable name (as the
/// end's role list says it); `None` for a name that is not one.
pub fn role_name(_lang: Lang, name: &str) -> Option<String> {
    match name {
        "human" => Some("a human".into()),
        "zombie" => Some("a zombie".into()),
        _ => None,
    }
}

/// A Zombie Game team's name.
pub fn team(_lang: Lang, team: ZombieTeam) -> String {
    match team {
        ZombieTeam::Humans => "the humans".into(),
        ZombieTeam::Zombies => "the zombies".into(),
    }
}

/// The question of a turn's prompt.
pub fn prompt(_lang: Lang) -> String {
    "Your move: touch a player (each at most once a turn), use your antidote, or wait for the turn to end.".into()
}

fn score(s: Option<u32>) -> String {
    s.map_or_else(|| "none".into(), |s| s.to_string())
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// A condition in words.
pub fn condition(_lang: Lang, c: Condition) -> String {
    match c {
        Condition::Human => "human".into(),
        Condition::Zombie => "zombie".into(),
        Condition::Infected { since } => format!("temporarily infected (since turn {since})"),
        Condition::Turned => "permanently infected".into(),
    }
}

fn role(r: Role) -> &'static str {
    match r {
        Role::Human => "a human",
        Role::Zombie => "a zombie",
    }
}

/// A Zombie message as English text.
pub fn message(_lang: Lang, msg: &ZombieMessage, names: &Names) -> String {
    match msg {
        ZombieMessage::RoleCard { role: Role::Human } => "You are a human. Each turn, interact with other players: two humans both score 1. Beware: zombies infect the humans they touch, and nobody is ever told whether they are infected. You have one antidote.".into(),
        ZombieMessage::RoleCard { role: Role::Zombie } => "You are a zombie. Each turn, interact with other players: you score 1 for every human you infect. You have one antidote too (it does nothing on a zombie).".into(),
        ZombieMessage::Opening { humans, zombies, max_turns } => format!(
            "There are {} and {}. The game lasts at most {}.",
            plural(*humans, "human", "humans"),
            plural(*zombies, "zombie", "zombies"),
            plural(*max_turns as usize, "turn", "turns"),
        ),
        ZombieMessage::TurnBegins { turn, secs } => format!(
            "Turn {turn} begins: interact with other players in private, each at most once this turn. The turn ends in {} or when the host ends it.",
            duration(*secs)
        ),
        ZombieMessage::YouInteracted { with } => format!("You interacted with {}.", names.of(*with)),
        ZombieMessage::InteractedWithYou { by } => format!("{} interacted with you.", names.of(*by)),
        ZombieMessage::RequestSent { to } => format!(
            "You asked {} to interact; it happens if they accept before the turn ends.",
            names.of(*to)
        ),
        ZombieMessage::RequestReceived { from } => format!(
            "{} wants to interact with you: accept or decline before the turn ends; if you do neither, nothing happens.",
            names.of(*from)
        ),
        ZombieMessage::YouDeclined { from } => format!(
            "You declined {}'s request: no interaction.",
            names.of(*from)
        ),
        ZombieMessage::RequestDeclined { by } => format!(
            "{} declined your request: no interaction.",
            names.of(*by)
        ),
        ZombieMessage::RequestExpired { to } => format!(
            "{} did not accept before the turn ended: no interaction.",
            names.of(*to)
        ),
        ZombieMessage::AntidoteUsed { on: None } => "You used your antidote.".into(),
        ZombieMessage::AntidoteUsed { on: Some(s) } => {
            format!("You gave your antidote to {}; it is used.", names.of(*s))
        }
        ZombieMessage::AntidoteReceived { from } => {
            format!("{} applied their antidote to you.", names.of(*from))
        }
        ZombieMessage::TurnEnded(r) => format!(
            "End of turn {}: {} and {} (the infected count as zombies). Highest score: humans {}, zombies {}.",
            r.turn,
            plural(r.humans, "human", "humans"),
            plural(r.zombies, "zombie", "zombies"),
            score(r.top_human),
            score(r.top_zombie),
        ),
        ZombieMessage::Ended { ending, ranking } => ended(*ending, ranking, names),
        ZombieMessage::Reveal { players } => reveal(players, names),
    }
}

fn duration(secs: u32) -> String {
    match secs {
        s if s >= 60 && s % 60 == 0 => plural((s / 60) as usize, "minute", "minutes"),
        s => plural(s as usize, "second", "seconds"),
    }
}

fn ended(ending: Ending, ranking: &[Ranked], names: &Names) -> String {
    let head = match ending {
        Ending::ZombiesWin => "Nobody is human any more: the zombies win!\nRanking of the zombies and the permanently infected:".to_string(),
        Ending::Survivor(s) => format!(
            "{} is the only human left and wins!\nRanking:",
            names.of(s)
        ),
        Ending::HumansWin => "The last turn is over and humans are left: the humans win!\nRanking of the humans:".to_string(),
    };
    let mut out = head;
    if ranking.is_empty() {
        out.push_str("\n  (nobody)");
    }
    for r in ranking {
        out.push_str(&format!(
            "\n  {}. {}: {}, score {}",
            r.rank,
            names.of(r.seat),
            condition(Lang::En, r.condition),
            r.score
        ));
    }
    out
}

fn reveal(players: &[FinalState], names: &Names) -> String {
    let mut out = "Everyone's final state:".to_string();
    for p in players {
        out.push_str(&format!(
            "\n  {}: dealt {}, now {}, score {}, antidote {}",
            names.of(p.seat),
            role(p.role),
            condition(Lang::En, p.condition),
            p.score,
            if p.antidote_used { "used" } else { "unused" }
        ));
    }
    out
}

/// A Zombie choice's label.
pub fn choice(_lang: Lang, action: &ZombieAction, names: &Names) -> String {
    match action {
        ZombieAction::Touch(s) => format!("Interact with {}", names.of(*s)),
        ZombieAction::Accept(s) => format!("Accept {}'s interaction", names.of(*s)),
        ZombieAction::Decline(s) => format!("Decline {}'s interaction", names.of(*s)),
        ZombieAction::Antidote => "Use your antidote".into(),
        ZombieAction::GiveAntidote(s) => format!("Give your antidote to {}", names.of(*s)),
        ZombieAction::EndTurn => "End the turn now (host)".into(),
    }
}

/// A script-mode event as the judge's text.
pub fn script_event(event: &Event, names: &Names, roles: &[Role]) -> String {
    match event {
        Event::Start { drawn } => {
            let mut out = match drawn {
                Some(seed) => format!(
                    "Zombies drawn from config.yml with seed {seed} (tell each player privately):"
                ),
                None => "Set-up (tell each player privately):".to_string(),
            };
            for (i, r) in roles.iter().enumerate() {
                out.push_str(&format!(
                    "\n  {}: {}",
                    names.0.get(i).map_or("?", String::as_str),
                    r.name()
                ));
            }
            out
        }
        Event::Announce(m) => message(Lang::En, m, names),
        Event::Unfinished { turn } => {
            format!("The script ends during turn {turn}: the game is not over yet.")
        }
    }
}

/// The options of a Zombie game described for players (what
/// `/zombie rules` shows).
pub fn rules(_lang: Lang, o: &crate::zombie::ZombieOptions) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let (min, max) = o.seat_range();
    let rows = [
        ("players", format!("{min} to {max}")),
        (
            "zombies",
            format!("{} dealt at random, secretly", o.zombies),
        ),
        (
            "turns",
            format!("{} (the humans win if they last)", o.max_turns),
        ),
        (
            "turn",
            format!("{} s (the host may end it sooner)", o.turn_secs),
        ),
        (
            "handshake consent",
            format!(
                "{} (on: the other player must accept an interaction)",
                on(o.handshake_consent)
            ),
        ),
        (
            "antidote gift",
            format!(
                "{} (on: an antidote may be given to another player)",
                on(o.antidote_gift)
            ),
        ),
    ];
    let mut out = String::from(
        "The Zombie Game: each turn, interact privately with other players; an interaction with a zombie infects, three turns infected makes a zombie, an antidote cures. Nobody is told whether they are infected.",
    );
    for (name, value) in rows {
        out.push_str(&format!("\n  {name}: {value}"));
    }
    out
}
