//! English for Mafia.

use super::Names;
use crate::effect::Team;
use crate::mafia::{MafiaAction, MafiaMessage, Power, Role, VoteChoice};

/// A role with its article, as the bot protocol writes it.
pub fn role(role: Role) -> &'static str {
    match role {
        Role::Villager => "a villager",
        Role::Mafioso => "a mafioso",
        Role::Cop => "the cop",
        Role::Doctor => "the doctor",
    }
}

/// A role name with an article, from its stable name.
pub fn role_name(name: &str) -> String {
    match name {
        "villager" => "a villager".into(),
        "mafioso" => "a mafioso".into(),
        "cop" => "the cop".into(),
        "doctor" => "the doctor".into(),
        "hunter" => "a hunter".into(),
        "human" => "a human".into(),
        "zombie" => "a zombie".into(),
        other => other.to_string(),
    }
}

/// A team's name.
pub fn team(team: Team) -> &'static str {
    match team {
        Team::Village => "the village",
        Team::Mafia => "the mafia",
        Team::Hunters => "the hunters",
        Team::Wumpus => "the Wumpus",
        Team::Humans => "the humans",
        Team::Zombies => "the zombies",
    }
}

/// A Mafia message as English text.
pub fn message(msg: &MafiaMessage, names: &Names) -> String {
    match msg {
        MafiaMessage::RoleCard { role: r, allies } => match r {
            Role::Mafioso if allies.is_empty() => {
                "You are a member of the mafia.\nYou work alone.".into()
            }
            Role::Mafioso => format!(
                "You are a member of the mafia.\nYour allies are: {}",
                names.list(allies)
            ),
            Role::Cop => "You are the cop".into(),
            Role::Doctor => "You are the doctor".into(),
            Role::Villager => "You are a villager.".into(),
        },
        MafiaMessage::DayZero => "Rise and shine! Today is day 0.\nNo voting will occur today.\nBe warned: Tonight the mafia will strike.".into(),
        MafiaMessage::Ready { seat } => format!("{} is ready for the night.", names.of(*seat)),
        MafiaMessage::Nightfall { night } => format!("Night {night} falls. Everyone with a power, choose in private."),
        MafiaMessage::ChoiceRecorded { power, target } => {
            let what = match power {
                Power::Kill => "Your pick for tonight's victim",
                Power::Investigate => "You will investigate",
                Power::Protect => "You will protect",
            };
            format!("{what}: {} (you may change it until the night ends).", names.of(*target))
        }
        MafiaMessage::MafiaPick { by, target } => {
            format!("{} wants to kill {}.", names.of(*by), names.of(*target))
        }
        MafiaMessage::Dawn { day, killed, role: r } => {
            let mut s = format!("Dawn of day {day}.");
            match (killed, r) {
                (Some(k), Some(r)) => s.push_str(&format!("\nLast night, {} was killed. They were {}.", names.of(*k), role(*r))),
                (Some(k), None) => s.push_str(&format!("\nLast night, {} was killed.", names.of(*k))),
                (None, _) => s.push_str("\nNobody died last night."),
            }
            s
        }
        MafiaMessage::Investigation { target, alignment } => format!(
            "Investigations showed that {} is {}-aligned.",
            names.of(*target),
            match alignment {
                Team::Mafia => "mafia",
                Team::Village => "village",
                Team::Hunters | Team::Wumpus => team(*alignment),
                Team::Humans | Team::Zombies => team(*alignment),
            }
        ),
        MafiaMessage::StillAlive { seats } => format!("These players are still alive: {}", names.list(seats)),
        MafiaMessage::VotingOpens { day } => format!("Day {day}: vote to lynch a player, or no one."),
        MafiaMessage::VoteCast { voter, choice } => format!(
            "{} has voted to lynch {}.",
            names.of(*voter),
            vote_target(choice, names)
        ),
        MafiaMessage::Said { speaker, line } => {
            let text = line.text().unwrap_or("…");
            let body = match line.subject {
                Some(s) => format!("{text} {}", names.of(s)),
                None => text.to_string(),
            };
            match line.recipient {
                Some(r) => format!("{} says \"{}, {body}\"", names.of(*speaker), names.of(r)),
                None => format!("{} says \"{body}\"", names.of(*speaker)),
            }
        }
        MafiaMessage::Lynched { seat, role: r } => match r {
            Some(r) => format!("The town has killed {}!\nThey were {}.", names.of(*seat), role(*r)),
            None => format!("The town has killed {}!", names.of(*seat)),
        },
        MafiaMessage::NoLynch => "The town opted to lynch no one today.".into(),
        MafiaMessage::Winner { team: t } => format!("{} wins!", capitalise(team(*t))),
    }
}

fn vote_target(choice: &VoteChoice, names: &Names) -> String {
    match choice {
        VoteChoice::Player(s) => names.of(*s),
        VoteChoice::NoOne => "no one".into(),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A Mafia choice's label.
pub fn choice(action: &MafiaAction, names: &Names) -> String {
    match action {
        MafiaAction::Ready => "Ready".into(),
        MafiaAction::Kill(s) | MafiaAction::Investigate(s) | MafiaAction::Protect(s) => {
            names.of(*s)
        }
        MafiaAction::Vote(v) => vote_target(v, names),
        MafiaAction::Say(line) => line.text().unwrap_or("…").to_string(),
    }
}
