//! The protocol's exact text, and the parsing of the bots' answers.
//!
//! Bots written for the original King-of-the-Hill controller compare these
//! lines exactly, so this renderer is the arena's own and does not follow
//! the chat renderer's wording.

use narrator_engine::GameMessage;
use narrator_engine::mafia::{Canned, MafiaAction, MafiaMessage, MafiaTeam, Role, VoteChoice};
use narrator_engine::{Message, Seat};

/// What every player reads on day 0.
pub const DAY_ZERO: [&str; 3] = [
    "Rise and shine! Today is day 0.",
    "No voting will occur today.",
    "Be warned: Tonight the mafia will strike.",
];

/// A mafioso's night prompt.
pub const NIGHT_KILL: &str = "It is night. Vote for a victim.";
/// The cop's night prompt.
pub const NIGHT_INVESTIGATE: &str = "It is night. Who would you like to investigate?";
/// The doctor's night prompt.
pub const NIGHT_SAVE: &str = "It is night. Who would you like to save?";

/// How the protocol names a role: `a villager`, `the cop`, … Roles
/// outside the protocol's four (a group's own list) read as "the" and
/// their name.
pub fn role_phrase(role: Role) -> String {
    let phrase = match role {
        Role::Villager => "a villager",
        Role::Mafioso => "a mafioso",
        Role::Cop => "the cop",
        Role::Doctor => "the doctor",
        // The arena deals `classic` only; hp roles get plain phrases.
        Role::Commoner => "a commoner",
        Role::Detective => "a detective",
        Role::Healer => "a healer",
        Role::Lycan => "a lycan",
        _ => return format!("the {}", role.name().replace('_', " ")),
    };
    phrase.to_string()
}

/// What a seat reads about its role on day 0 (villagers read nothing).
/// The cop's and doctor's lines have no full stop: bots compare them.
/// The protocol knows four roles: every member of the mafia's room reads
/// as a mafioso, every other role (an escort, a lycan, a traitor…) as a
/// villager.
pub fn role_card(role: Role, allies: &[Seat], names: &[String]) -> Vec<String> {
    match role {
        Role::Cop => vec!["You are the cop".into()],
        Role::Doctor => vec!["You are the doctor".into()],
        _ if role.unit().mafia_member() && role.team() == MafiaTeam::Mafia => {
            let mut lines = vec![
                "You are a member of the mafia.".to_string(),
                "Your allies are:".to_string(),
            ];
            lines.extend(allies.iter().map(|s| name(names, *s)));
            lines
        }
        _ => Vec::new(),
    }
}

/// The protocol lines for an engine message; empty for messages the
/// protocol does not show (day 0's text is written by the driver so that it
/// comes before the role lines).
pub fn lines(message: &Message, names: &[String]) -> Vec<String> {
    let Message::Game(GameMessage::Mafia(m)) = message else {
        return Vec::new();
    };
    match m {
        MafiaMessage::RoleCard { role, allies } => role_card(*role, allies, names),
        MafiaMessage::Dawn { day, killed, role } => {
            let mut out = vec![format!("Dawn of day {day}.")];
            if let Some(victim) = killed {
                let mut line = format!("Last night, {} was killed.", name(names, *victim));
                if let Some(r) = role {
                    line.push_str(&format!(" They were {}.", role_phrase(*r)));
                }
                out.push(line);
            }
            out
        }
        // One more death in the night: the same line as the dawn's.
        MafiaMessage::AlsoDied { seat, role } => {
            let mut line = format!("Last night, {} was killed.", name(names, *seat));
            if let Some(r) = role {
                line.push_str(&format!(" They were {}.", role_phrase(*r)));
            }
            vec![line]
        }
        MafiaMessage::Investigation { target, alignment } => vec![format!(
            "Investigations showed that {} is {}-aligned.",
            name(names, *target),
            // Classic has two sides: anything not mafia is the village.
            if *alignment == MafiaTeam::Mafia {
                "mafia"
            } else {
                "village"
            }
        )],
        MafiaMessage::StillAlive { seats } => {
            let living: Vec<String> = seats.iter().map(|s| name(names, *s)).collect();
            vec![format!(
                "These players are still alive: {}",
                living.join(", ")
            )]
        }
        MafiaMessage::VoteCast { voter, choice } => vec![format!(
            "{} has voted to lynch {}.",
            name(names, *voter),
            match choice {
                VoteChoice::Player(s) => name(names, *s),
                VoteChoice::NoOne => "no one".into(),
            }
        )],
        MafiaMessage::Said { speaker, line } => vec![said(*speaker, line, names)],
        MafiaMessage::Lynched { seat, role } => {
            let mut out = vec![format!("The town has killed {}!", name(names, *seat))];
            if let Some(r) = role {
                out.push(format!("They were {}.", role_phrase(*r)));
            }
            out
        }
        MafiaMessage::NoLynch => vec!["The town opted to lynch no one today.".into()],
        MafiaMessage::DayZero
        | MafiaMessage::Ready { .. }
        | MafiaMessage::Nightfall { .. }
        | MafiaMessage::ChoiceRecorded { .. }
        | MafiaMessage::MafiaPick { .. }
        | MafiaMessage::VotingOpens { .. }
        | MafiaMessage::Winner { .. } => Vec::new(),
        // hp's messages: the arena plays `classic`, so they never occur.
        MafiaMessage::HitPoints { .. }
        | MafiaMessage::AllyPick { .. }
        | MafiaMessage::Tested { .. }
        | MafiaMessage::Caught { .. }
        | MafiaMessage::Revote { .. } => Vec::new(),
        // Nor does sport, which has messages of its own.
        _ => Vec::new(),
    }
}

fn said(speaker: Seat, line: &Canned, names: &[String]) -> String {
    let text = line.text().unwrap_or_default();
    let body = match line.subject {
        Some(s) => format!("{text} {}", name(names, s)),
        None => text.to_string(),
    };
    match line.recipient {
        Some(r) => format!(
            "{} says \"{}, {body}\"",
            name(names, speaker),
            name(names, r)
        ),
        None => format!("{} says \"{body}\"", name(names, speaker)),
    }
}

fn name(names: &[String], seat: Seat) -> String {
    names
        .get(seat.index())
        .cloned()
        .unwrap_or_else(|| format!("seat {}", seat.index() + 1))
}

/// Keeps what the protocol reads of an answer line: ASCII letters, digits
/// and spaces.
fn clean(line: &str) -> String {
    line.chars()
        .filter(|c| c.is_ascii_alphanumeric() || *c == ' ')
        .collect()
}

/// The seat a word names. Names may hold `-` and `_`, which answers lose
/// in cleaning, so names are compared cleaned too; a cleaned word that
/// fits two names names neither.
fn seat_named(word: &str, names: &[String]) -> Option<Seat> {
    let mut found = names
        .iter()
        .enumerate()
        .filter(|(_, n)| clean(n) == word)
        .map(|(i, _)| i);
    let first = found.next()?;
    if found.next().is_some() {
        return None;
    }
    u8::try_from(first).ok().map(Seat)
}

/// A day answer: the first line that parses as `vote NAME`, `vote no one`,
/// `say ID [SUBJECT] [RECIPIENT]`.
pub fn parse_day(answer: &str, names: &[String]) -> Option<MafiaAction> {
    answer
        .lines()
        .find_map(|l| parse_day_line(&clean(l), names))
}

fn parse_day_line(line: &str, names: &[String]) -> Option<MafiaAction> {
    let words: Vec<&str> = line.split_whitespace().collect();
    match words.as_slice() {
        ["vote", "no", "one"] => Some(MafiaAction::Vote(VoteChoice::NoOne)),
        ["vote", target] => {
            seat_named(target, names).map(|s| MafiaAction::Vote(VoteChoice::Player(s)))
        }
        ["say", id, rest @ ..] => {
            let id: u8 = id.parse().ok()?;
            let first_with_subject = narrator_engine::mafia::canned::FIRST_WITH_SUBJECT;
            if usize::from(id) >= narrator_engine::mafia::canned::TEXTS.len() {
                return None;
            }
            let (subject, recipient) = match (id >= first_with_subject, rest) {
                (false, []) => (None, None),
                (false, [r]) => (None, Some(seat_named(r, names)?)),
                (true, [s]) => (Some(seat_named(s, names)?), None),
                (true, [s, r]) => (Some(seat_named(s, names)?), Some(seat_named(r, names)?)),
                _ => return None,
            };
            Some(MafiaAction::Say(Canned {
                id,
                subject,
                recipient,
            }))
        }
        _ => None,
    }
}

/// A night answer: the first line that is a player's name.
pub fn parse_name(answer: &str, names: &[String]) -> Option<Seat> {
    answer
        .lines()
        .find_map(|l| seat_named(clean(l).trim(), names))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names() -> Vec<String> {
        ["alice", "bob", "carl", "dee-dee"]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn one(m: MafiaMessage) -> Vec<String> {
        lines(&Message::Game(GameMessage::Mafia(m)), &names())
    }

    #[test]
    fn day_zero_and_prompts_are_exact() {
        assert_eq!(
            DAY_ZERO.join("\n"),
            "Rise and shine! Today is day 0.\nNo voting will occur today.\nBe warned: Tonight the mafia will strike."
        );
        assert_eq!(NIGHT_KILL, "It is night. Vote for a victim.");
        assert_eq!(
            NIGHT_INVESTIGATE,
            "It is night. Who would you like to investigate?"
        );
        assert_eq!(NIGHT_SAVE, "It is night. Who would you like to save?");
    }

    #[test]
    fn role_cards_are_exact() {
        let n = names();
        assert_eq!(role_card(Role::Cop, &[], &n), ["You are the cop"]);
        assert_eq!(role_card(Role::Doctor, &[], &n), ["You are the doctor"]);
        assert!(role_card(Role::Villager, &[], &n).is_empty());
        assert_eq!(
            role_card(Role::Mafioso, &[Seat(1), Seat(3)], &n),
            [
                "You are a member of the mafia.",
                "Your allies are:",
                "bob",
                "dee-dee"
            ]
        );
        assert_eq!(
            role_card(Role::Mafioso, &[], &n),
            ["You are a member of the mafia.", "Your allies are:"]
        );
    }

    #[test]
    fn dawn_lines_are_exact() {
        assert_eq!(
            one(MafiaMessage::Dawn {
                day: 3,
                killed: Some(Seat(2)),
                role: Some(Role::Doctor)
            }),
            [
                "Dawn of day 3.",
                "Last night, carl was killed. They were the doctor."
            ]
        );
        assert_eq!(
            one(MafiaMessage::Dawn {
                day: 1,
                killed: None,
                role: None
            }),
            ["Dawn of day 1."]
        );
        assert_eq!(
            one(MafiaMessage::Investigation {
                target: Seat(0),
                alignment: MafiaTeam::Mafia
            }),
            ["Investigations showed that alice is mafia-aligned."]
        );
        assert_eq!(
            one(MafiaMessage::Investigation {
                target: Seat(1),
                alignment: MafiaTeam::Village
            }),
            ["Investigations showed that bob is village-aligned."]
        );
        assert_eq!(
            one(MafiaMessage::StillAlive {
                seats: vec![Seat(0), Seat(1), Seat(3)]
            }),
            ["These players are still alive: alice, bob, dee-dee"]
        );
        for (role, phrase) in [
            (Role::Villager, "a villager"),
            (Role::Mafioso, "a mafioso"),
            (Role::Cop, "the cop"),
            (Role::Doctor, "the doctor"),
        ] {
            assert_eq!(role_phrase(role), phrase);
        }
    }

    #[test]
    fn day_lines_are_exact() {
        assert_eq!(
            one(MafiaMessage::VoteCast {
                voter: Seat(0),
                choice: VoteChoice::Player(Seat(1))
            }),
            ["alice has voted to lynch bob."]
        );
        assert_eq!(
            one(MafiaMessage::VoteCast {
                voter: Seat(0),
                choice: VoteChoice::NoOne
            }),
            ["alice has voted to lynch no one."]
        );
        let say = |id, subject, recipient| {
            one(MafiaMessage::Said {
                speaker: Seat(1),
                line: Canned {
                    id,
                    subject,
                    recipient,
                },
            })
        };
        assert_eq!(say(0, None, None), ["bob says \"No\""]);
        assert_eq!(
            say(4, None, Some(Seat(0))),
            ["bob says \"alice, I am a normal villager\""]
        );
        assert_eq!(
            say(10, Some(Seat(2)), None),
            ["bob says \"I think this player is mafia: carl\""]
        );
        assert_eq!(
            say(16, Some(Seat(2)), Some(Seat(0))),
            ["bob says \"alice, Will you please use your power on this player tonight? carl\""]
        );
        assert_eq!(
            one(MafiaMessage::Lynched {
                seat: Seat(2),
                role: Some(Role::Mafioso)
            }),
            ["The town has killed carl!", "They were a mafioso."]
        );
        assert_eq!(
            one(MafiaMessage::NoLynch),
            ["The town opted to lynch no one today."]
        );
        assert!(
            one(MafiaMessage::Winner {
                team: MafiaTeam::Village
            })
            .is_empty()
        );
    }

    #[test]
    fn canned_texts_match_the_protocol() {
        let texts = narrator_engine::mafia::canned::TEXTS;
        assert_eq!(texts[0], "No");
        assert_eq!(texts[5], "I trust this player:");
        assert_eq!(
            texts[14],
            "I investigated this player and found that they were mafia-aligned:"
        );
        assert_eq!(
            texts[16],
            "Will you please use your power on this player tonight?"
        );
    }

    #[test]
    fn day_answers_parse() {
        let n = names();
        let vote = |s| Some(MafiaAction::Vote(VoteChoice::Player(Seat(s))));
        assert_eq!(parse_day("vote bob\n", &n), vote(1));
        assert_eq!(
            parse_day("vote no one", &n),
            Some(MafiaAction::Vote(VoteChoice::NoOne))
        );
        assert_eq!(
            parse_day("vote dee-dee", &n),
            vote(3),
            "names keep their dashes"
        );
        assert_eq!(
            parse_day("v\u{e9}ote! bob.", &n),
            vote(1),
            "only ASCII letters, digits and spaces count"
        );
        assert_eq!(
            parse_day("garbage\nvote carl", &n),
            vote(2),
            "bad lines are skipped"
        );
        assert_eq!(parse_day("vote zed", &n), None);
        assert_eq!(parse_day("", &n), None);
        let say = |id, subject, recipient| {
            Some(MafiaAction::Say(Canned {
                id,
                subject,
                recipient,
            }))
        };
        assert_eq!(parse_day("say 1", &n), say(1, None, None));
        assert_eq!(parse_day("say 3 bob", &n), say(3, None, Some(Seat(1))));
        assert_eq!(parse_day("say 10 carl", &n), say(10, Some(Seat(2)), None));
        assert_eq!(
            parse_day("say 10 carl alice", &n),
            say(10, Some(Seat(2)), Some(Seat(0)))
        );
        assert_eq!(parse_day("say 10", &n), None, "5-16 need a subject");
        assert_eq!(parse_day("say 17", &n), None);
        assert_eq!(parse_day("say 1 bob carl", &n), None);
    }

    #[test]
    fn night_answers_parse() {
        let n = names();
        assert_eq!(parse_name("carl\n", &n), Some(Seat(2)));
        assert_eq!(parse_name("  bob  ", &n), Some(Seat(1)));
        assert_eq!(parse_name("\u{1}\u{2}\nalice", &n), Some(Seat(0)));
        assert_eq!(parse_name("nobody", &n), None);
    }
}
