//! English for Mafia.

use super::{Lang, Names};
use crate::mafia::canned::Canned;
use crate::mafia::{
    MafiaAction, MafiaMessage, Power, Preset, Role, Ruleset, TieRule, VoteChoice, Who,
};
use crate::mafia::{MafiaPrompt, MafiaTeam};

/// A role with its article, as the bot protocol writes it.
pub fn role(_lang: Lang, role: Role) -> String {
    let s = match role {
        Role::Villager => "a villager",
        Role::Mafioso => "a mafioso",
        Role::Cop => "the cop",
        Role::Doctor => "the doctor",
        Role::Commoner => "a commoner",
        Role::Detective => "a detective",
        Role::Healer => "a healer",
        Role::Don => "the don",
        Role::Sheriff => "the sheriff",
    };
    s.into()
}

/// A Mafia role name with an article, from its stable name (as the end's
/// role list says it); `None` for a name that is not a Mafia role.
pub fn role_name(_lang: Lang, name: &str) -> Option<String> {
    let s = match name {
        "villager" => "a villager",
        "mafioso" => "a mafioso",
        "cop" => "the cop",
        "doctor" => "the doctor",
        "commoner" => "a commoner",
        "detective" => "a detective",
        "healer" => "a healer",
        "don" => "the don",
        "sheriff" => "the sheriff",
        _ => return None,
    };
    Some(s.into())
}

/// A Mafia team's name.
pub fn team(_lang: Lang, team: MafiaTeam) -> String {
    let s = match team {
        MafiaTeam::Village => "the village",
        MafiaTeam::Mafia => "the mafia",
    };
    s.into()
}

/// The question a Mafia prompt asks (the bot protocol's night wording).
pub fn prompt(_lang: Lang, kind: MafiaPrompt) -> String {
    let s = match kind {
        MafiaPrompt::Ready => "Day 0: say when you are ready for the night.",
        MafiaPrompt::NightKill => "It is night. Vote for a victim.",
        MafiaPrompt::Investigate => "It is night. Who would you like to investigate?",
        MafiaPrompt::Protect => "It is night. Who would you like to save?",
        MafiaPrompt::Vote => "Whom do you vote to lynch?",
        MafiaPrompt::KillOrder => {
            "Night 0: send the black team a kill order (`speak TEXT`), or pass."
        }
        MafiaPrompt::Speech => {
            "Your speech: talk (`speak TEXT`), nominate one player, and pass when you are done."
        }
        MafiaPrompt::Nominees => "Vote for one of the nominees.",
        MafiaPrompt::Agree => "Do you agree that they leave the game?",
        MafiaPrompt::Shoot => "It is night. Whom does the black team shoot?",
        MafiaPrompt::DonCheck => "Check one player: are they the sheriff?",
        MafiaPrompt::SheriffCheck => "Check one player: red or black?",
    };
    s.into()
}

/// A Mafia message as English text.
pub fn message(_lang: Lang, msg: &MafiaMessage, names: &Names) -> String {
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
            Role::Commoner => "You are a commoner.".into(),
            Role::Don => "You are the don.".into(),
            Role::Sheriff => "You are the sheriff.".into(),
            Role::Detective | Role::Healer => {
                let team = if *r == Role::Detective { "detectives" } else { "healers" };
                if allies.is_empty() {
                    format!("You are {}.\nYou work alone.", role(Lang::En, *r))
                } else {
                    format!("You are {}.\nThe other {team} are: {}", role(Lang::En, *r), names.list(allies))
                }
            }
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
                (Some(k), Some(r)) => s.push_str(&format!("\nLast night, {} was killed. They were {}.", names.of(*k), role(Lang::En, *r))),
                (Some(k), None) => s.push_str(&format!("\nLast night, {} was killed.", names.of(*k))),
                (None, _) => s.push_str("\nNobody died last night."),
            }
            s
        }
        MafiaMessage::Investigation { target, alignment } => format!(
            "Investigations showed that {} is {}-aligned.",
            names.of(*target),
            match alignment {
                MafiaTeam::Mafia => "mafia",
                MafiaTeam::Village => "village",
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
            Some(r) => format!("The town has killed {}!\nThey were {}.", names.of(*seat), role(Lang::En, *r)),
            None => format!("The town has killed {}!", names.of(*seat)),
        },
        MafiaMessage::NoLynch => "The town opted to lynch no one today.".into(),
        MafiaMessage::HitPoints { hp } => format!("You have {hp} HP."),
        MafiaMessage::AllyPick { by, power, target } => format!(
            "{} wants to {} {}.",
            names.of(*by),
            match power {
                Power::Kill => "kill",
                Power::Investigate => "test",
                Power::Protect => "heal",
            },
            names.of(*target)
        ),
        MafiaMessage::Tested { target, mafia } => format!(
            "The test shows that {} is {}.",
            names.of(*target),
            if *mafia { "mafia" } else { "not mafia" }
        ),
        MafiaMessage::Caught { seat, role: r } => {
            let mut s = format!("The detectives caught {}, who leaves the game. There is no vote this round.", names.of(*seat));
            if let Some(r) = r {
                s.push_str(&format!("\nThey were {}.", role(Lang::En, *r)));
            }
            s
        }
        MafiaMessage::Revote { tied, attempt } => format!(
            "The vote is tied between {}. Everybody votes again (repeat {attempt}).",
            names.list(tied)
        ),
        MafiaMessage::Winner { team: t } => format!("{} wins!", capitalise(&team(Lang::En, *t))),
        sport => sport_message(sport, names),
    }
}

/// A player as the message's viewer is shown them: the name, the alias or
/// "you".
pub fn who(_lang: Lang, w: &Who, names: &Names) -> String {
    match w {
        Who::Seat(s) => names.of(*s),
        Who::Alias { alias, .. } => alias.clone(),
        Who::You(_) => "you".into(),
    }
}

fn who_list(ws: &[Who], names: &Names) -> String {
    ws.iter()
        .map(|w| who(Lang::En, w, names))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The verb form that agrees with the label: `they` for a player,
/// `you` for the viewer ("Fox leaves", "you leave").
fn agree(w: &Who, they: &'static str, you: &'static str) -> &'static str {
    if matches!(w, Who::You(_)) { you } else { they }
}

fn is(w: &Who) -> &'static str {
    agree(w, "is", "are")
}

fn was(w: &Who) -> &'static str {
    agree(w, "was", "were")
}

fn sport_card(r: Role) -> &'static str {
    match r {
        Role::Don => {
            "You have a black card: you are the don. You lead the black team, shoot with it at night and then check one player: are they the sheriff?"
        }
        Role::Mafioso => {
            "You have a black card. At night the black team shoots; a shot hits only if every black player names the same target."
        }
        Role::Sheriff => {
            "You have a red card: you are the sheriff. Each night you check one player: red or black?"
        }
        _ => "You have a red card. Find the black team and vote its players out.",
    }
}

/// The sport preset's messages.
fn sport_message(msg: &MafiaMessage, names: &Names) -> String {
    match msg {
        MafiaMessage::SportCard { role: r } => sport_card(*r).into(),
        MafiaMessage::BlackTeam { members, don } => format!(
            "The black team: {}. The don: {}.",
            who_list(members, names),
            who(Lang::En, don, names)
        ),
        MafiaMessage::Introduction => "Night 0: the introduction. The black team meets and the don may send it a kill order. Nobody is shot tonight.".into(),
        MafiaMessage::KillOrder { text } => format!("The don's kill order: {text}"),
        MafiaMessage::Discussion { day } => format!("Day {day}: the discussion, in seat order."),
        MafiaMessage::SpeechTurn { speaker, secs, again } => {
            let what = if *again {
                format!("{} again (car crash)", agree(speaker, "speaks", "speak"))
            } else {
                format!("{} the floor", agree(speaker, "has", "have"))
            };
            format!("{} {what} for {secs} seconds.", capitalise(&who(Lang::En, speaker, names)))
        }
        MafiaMessage::Speech { speaker, text } => format!("{}: {text}", capitalise(&who(Lang::En, speaker, names))),
        MafiaMessage::Relayed { speaker, id, subject } => {
            let text = Canned { id: *id, subject: None, recipient: None }.text().unwrap_or("…");
            match subject {
                Some(s) => format!("{} {} \"{text} {}\"", capitalise(&who(Lang::En, speaker, names)), agree(speaker, "says", "say"), who(Lang::En, s, names)),
                None => format!("{} {} \"{text}\"", capitalise(&who(Lang::En, speaker, names)), agree(speaker, "says", "say")),
            }
        }
        MafiaMessage::Nominated { by, nominee } => format!("{} nominated {}.", capitalise(&who(Lang::En, by, names)), who(Lang::En, nominee, names)),
        MafiaMessage::NoNominees => "Nobody was nominated: no vote today.".into(),
        MafiaMessage::BallotOpens { nominees } => format!("The vote on the nominees, in nomination order: {}. Each player has one vote.", who_list(nominees, names)),
        MafiaMessage::BallotCast { voter, nominee } => format!("{} voted for {}.", capitalise(&who(Lang::En, voter, names)), who(Lang::En, nominee, names)),
        MafiaMessage::Tally { counts } => format!(
            "Votes: {}.",
            counts.iter().map(|(w, k)| format!("{} {k}", who(Lang::En, w, names))).collect::<Vec<_>>().join(", ")
        ),
        MafiaMessage::CarCrash { tied } => format!("Car crash: {} are tied. They speak again and the vote is repeated among them.", who_list(tied, names)),
        MafiaMessage::Confirmation { candidates } => match candidates.as_slice() {
            [one] => format!("Do you agree that {} {} the game?", who(Lang::En, one, names), agree(one, "leaves", "leave")),
            all => format!("The repeated vote tied again. Do you agree that all of {} leave the game?", who_list(all, names)),
        },
        MafiaMessage::Agreement { voter, yes } => format!("{} said {}.", capitalise(&who(Lang::En, voter, names)), if *yes { "yes" } else { "no" }),
        MafiaMessage::Leaves { who: w, role: r } => match r {
            Some(r) => format!("{} {} the game. {} {} {}.", capitalise(&who(Lang::En, w, names)), agree(w, "leaves", "leave"), capitalise(&who(Lang::En, w, names)), was(w), role(Lang::En, *r)),
            None => format!("{} {} the game.", capitalise(&who(Lang::En, w, names)), agree(w, "leaves", "leave")),
        },
        MafiaMessage::Stays { candidates } => format!("No majority: {} stay{} in the game.", who_list(candidates, names), if candidates.len() == 1 && !matches!(candidates[0], Who::You(_)) { "s" } else { "" }),
        MafiaMessage::Shooting { night } => format!("Night {night} falls. The black team shoots."),
        MafiaMessage::ShotTaken { target } => format!("Your shot at {} is taken.", who(Lang::En, target, names)),
        MafiaMessage::Checks => "The don and the sheriff make their checks.".into(),
        MafiaMessage::DonChecked { target, sheriff } => format!(
            "{} {} {}the sheriff.",
            capitalise(&who(Lang::En, target, names)),
            is(target),
            if *sheriff { "" } else { "not " }
        ),
        MafiaMessage::SheriffChecked { target, black } => format!(
            "{} {} {}.",
            capitalise(&who(Lang::En, target, names)),
            is(target),
            if *black { "black" } else { "red" }
        ),
        MafiaMessage::Morning { day, killed, role: r } => {
            let mut s = format!("Morning of day {day}.");
            match (killed, r) {
                (Some(k), Some(r)) => s.push_str(&format!(" Last night {} {} shot. {} {} {}.", who(Lang::En, k, names), was(k), capitalise(&who(Lang::En, k, names)), was(k), role(Lang::En, *r))),
                (Some(k), None) => s.push_str(&format!(" Last night {} {} shot.", who(Lang::En, k, names), was(k))),
                (None, _) => s.push_str(" A miss: nobody was shot last night."),
            }
            s
        }
        MafiaMessage::SeatList { seats } => format!(
            "The table: {}.",
            seats
                .iter()
                .map(|(w, alive)| if *alive { who(Lang::En, w, names) } else { format!("{} (out)", who(Lang::En, w, names)) })
                .collect::<Vec<_>>()
                .join(", ")
        ),
        // The other presets' messages are rendered by `message`.
        other => format!("{other:?}"),
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
pub fn choice(_lang: Lang, action: &MafiaAction, names: &Names) -> String {
    match action {
        MafiaAction::Ready => "Ready".into(),
        MafiaAction::Kill(s) | MafiaAction::Investigate(s) | MafiaAction::Protect(s) => {
            names.of(*s)
        }
        MafiaAction::Vote(v) => vote_target(v, names),
        MafiaAction::Say(line) => line.text().unwrap_or("…").to_string(),
        MafiaAction::Speak(text) => text.clone(),
        MafiaAction::Nominate(w) => format!("Nominate {}", who(Lang::En, w, names)),
        MafiaAction::Pass => "Pass".into(),
        MafiaAction::Agree(true) => "Yes".into(),
        MafiaAction::Agree(false) => "No".into(),
        MafiaAction::Ballot(w) | MafiaAction::Shoot(w) | MafiaAction::Check(w) => {
            who(Lang::En, w, names)
        }
        MafiaAction::Claim { id, subject } => {
            let text = Canned {
                id: *id,
                subject: None,
                recipient: None,
            }
            .text()
            .unwrap_or("…");
            match subject {
                Some(s) => format!("{text} {}", who(Lang::En, s, names)),
                None => text.to_string(),
            }
        }
    }
}

/// A ruleset described for players: one short line per option that the
/// preset uses (what `/mafia rules` shows).
pub fn rules(_lang: Lang, r: &Ruleset) -> String {
    let on = |b: bool| if b { "on" } else { "off" };
    let mut rows: Vec<(&str, String)> = vec![
        ("preset", r.preset.to_string()),
        ("players", format!("{} to {}", r.min_players, r.max_players)),
    ];
    match r.preset {
        Preset::Classic => {
            rows.push((
                "roles",
                format!(
                    "⌊n/{}⌋ mafia, {} cop, {} doctor, the rest villagers",
                    r.mafia_divisor, r.cops, r.doctors
                ),
            ));
            rows.push(("day 0", format!("{} s, no vote", r.day0_secs)));
            rows.push(("doctor self-saves", r.doctor_self_saves.to_string()));
        }
        Preset::Hp => {
            let min_healers = match r.min_healers {
                0 => String::new(),
                m => format!(" (at least {m})"),
            };
            rows.push((
                "roles",
                format!(
                    "⌊n/{}⌋ mafia, ⌊n/{}⌋ detectives, ⌊n/{}⌋ healers{min_healers}, the rest commoners",
                    r.mafia_divisor, r.detective_divisor, r.healer_divisor
                ),
            ));
            rows.push((
                "starting HP",
                format!(
                    "commoner {}, mafia {}, detective {}, healer {}",
                    r.hp.commoner, r.hp.mafia, r.hp.detective, r.hp.healer
                ),
            ));
            rows.push(("heal", format!("+{} HP", r.hp.heal)));
        }
        Preset::Sport => {
            rows.push((
                "roles",
                format!(
                    "⌊n/{}⌋ black (one the don), one sheriff, the rest red",
                    r.mafia_divisor
                ),
            ));
            rows.push(("speech", format!("{} s each", r.speech_secs)));
            rows.push((
                "shooting",
                format!(
                    "{} s, a hit only if every black player names the same target",
                    r.shooting_secs
                ),
            ));
            rows.push((
                "confirmation",
                "the candidate leaves if more than half of the living say yes".into(),
            ));
            rows.push(("pseudonyms", on(r.pseudonyms).into()));
        }
    }
    rows.push(("night", format!("{} s", r.night_secs)));
    rows.push(("day vote", format!("{} s", r.day_secs)));
    rows.push(("vote for no one", on(r.allow_no_lynch).into()));
    let tie = match r.tie_rule {
        TieRule::Random => "drawn at random".to_string(),
        TieRule::NoLynch => "nobody leaves".to_string(),
        TieRule::Revote if r.preset == Preset::Sport => {
            "car crash: the tied speak again, the vote is repeated among them, then \"all leave?\""
                .to_string()
        }
        TieRule::Revote => format!("vote again (up to {} times), then drawn", r.max_revotes),
    };
    rows.push(("tied vote", tie));
    rows.push(("roles revealed on death", on(r.reveal_on_death).into()));
    rows.push(("computer players", on(r.fill_with_computers).into()));
    rows.push(("language", r.language.clone()));
    let width = rows.iter().map(|(k, _)| k.len()).max().unwrap_or(0);
    rows.iter()
        .map(|(k, v)| format!("{k:<width$}  {v}"))
        .collect::<Vec<_>>()
        .join("\n")
}
