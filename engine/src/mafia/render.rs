//! Mafia's texts, from the `mafia` catalogue (`locales/LANG/mafia.ftl`).
//! This module only picks a message and its arguments; the words, their
//! grammar and their order live in the catalogue.

use crate::mafia::canned::TEXTS;
use crate::mafia::{
    MafiaAction, MafiaMessage, Power, Preset, Role, Ruleset, RulesetError, TieRule, VoteChoice, Who,
};
use crate::mafia::{MafiaPhase, MafiaReason};
use crate::mafia::{MafiaPrompt, MafiaTeam, Room};
use crate::render::{Lang, Names};
use narrator_i18n::{Args, args, text};

/// A role with its article, as the bot protocol writes it (`a villager`,
/// `the cop`); in Russian and Vietnamese the bare role name.
pub fn role(lang: Lang, role: Role) -> String {
    text(lang, "mafia-role", Some(&args![("role", role.name())]))
}

/// A Mafia role name with an article, from its stable name (as the end's
/// role list says it); `None` for a name that is not a Mafia role.
pub fn role_name(lang: Lang, name: &str) -> Option<String> {
    Role::ALL
        .into_iter()
        .find(|r| r.name() == name)
        .map(|r| role(lang, r))
}

/// A Mafia team's name.
pub fn team(lang: Lang, team: MafiaTeam) -> String {
    text(lang, "mafia-team", Some(&args![("team", team.code())]))
}

/// The question a Mafia prompt asks (the bot protocol's night wording).
pub fn prompt(lang: Lang, kind: MafiaPrompt) -> String {
    let id = match kind {
        MafiaPrompt::Ready => "mafia-prompt-ready",
        MafiaPrompt::NightKill => "mafia-prompt-night-kill",
        MafiaPrompt::Investigate => "mafia-prompt-investigate",
        MafiaPrompt::Protect => "mafia-prompt-protect",
        MafiaPrompt::Block => "mafia-prompt-block",
        MafiaPrompt::Vote => "mafia-prompt-vote",
        MafiaPrompt::KillOrder => "mafia-prompt-kill-order",
        MafiaPrompt::Speech => "mafia-prompt-speech",
        MafiaPrompt::Nominees => "mafia-prompt-nominees",
        MafiaPrompt::Agree => "mafia-prompt-agree",
        MafiaPrompt::Shoot => "mafia-prompt-shoot",
        MafiaPrompt::DonCheck => "mafia-prompt-don-check",
        MafiaPrompt::SheriffCheck => "mafia-prompt-sheriff-check",
        MafiaPrompt::Power(power) => {
            return text(
                lang,
                "mafia-prompt-power",
                Some(&args![("power", power.code())]),
            );
        }
        MafiaPrompt::Reveal => "mafia-prompt-reveal",
        MafiaPrompt::LastShot => "mafia-prompt-last-shot",
    };
    text(lang, id, None)
}

/// A yes or no argument, for the catalogue's selectors.
fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// Sets the arguments that show player `w` under `key`: `key` (the label
/// as the viewer sees it), `key-cap` (the same at the start of a
/// sentence) and `key-you` (`yes` when it is the viewer, for the verb's
/// agreement).
fn set_who(lang: Lang, args: &mut Args<'static>, key: &str, w: &Who, names: &Names) {
    let label = who(lang, w, names);
    args.set(format!("{key}-cap"), capitalise(&label));
    args.set(format!("{key}-you"), yes_no(matches!(w, Who::You(_))));
    args.set(key.to_string(), label);
}

/// Arguments showing one player under `key`.
fn who_args(lang: Lang, key: &str, w: &Who, names: &Names) -> Args<'static> {
    let mut a = Args::new();
    set_who(lang, &mut a, key, w, names);
    a
}

/// Canned line `id` (of the bot protocol's numbering) as a person reads
/// it, without a subject.
pub fn canned(lang: Lang, id: u8) -> String {
    canned_line(lang, id, None)
}

/// A canned line as a person reads it, with its subject if any.
fn canned_line(lang: Lang, id: u8, subject: Option<String>) -> String {
    let line = if usize::from(id) < TEXTS.len() {
        text(lang, &format!("mafia-canned-{id}"), None)
    } else {
        "…".to_string()
    };
    match subject {
        Some(subject) => text(
            lang,
            "mafia-line-about",
            Some(&args![("line", line), ("subject", subject)]),
        ),
        None => line,
    }
}

/// A Mafia message as text in `lang`.
pub fn message(lang: Lang, msg: &MafiaMessage, names: &Names) -> String {
    let t = |id: &str, a: Args| text(lang, id, Some(&a));
    match msg {
        MafiaMessage::RoleCard { role: r, allies } => {
            let a = args![("role", r.name()), ("allies", names.list(allies))];
            match (r.unit().has_team(), allies.is_empty()) {
                (true, true) => t("mafia-card-alone", a),
                (true, false) => t("mafia-card-allies", a),
                (false, _) => t("mafia-card", a),
            }
        }
        MafiaMessage::DayZero => text(lang, "mafia-day-zero", None),
        MafiaMessage::Ready { seat } => t(
            "mafia-ready",
            args![("name", names.of(*seat)), ("name-you", names.you(*seat))],
        ),
        MafiaMessage::Nightfall { night } => t("mafia-nightfall", args![("night", *night)]),
        MafiaMessage::ChoiceRecorded { power, target } => t(
            "mafia-choice-recorded",
            args![("power", power.code()), ("target", names.of(*target))],
        ),
        MafiaMessage::MafiaPick { by, target } => t(
            "mafia-mafia-pick",
            args![
                ("by", names.of(*by)),
                ("by-you", names.you(*by)),
                ("target", names.of(*target))
            ],
        ),
        MafiaMessage::Dawn {
            day,
            killed,
            role: r,
        } => {
            let mut a = args![("day", *day)];
            match (killed, r) {
                (Some(k), Some(r)) => {
                    a.set("name", names.of(*k));
                    a.set("name-you", names.you(*k));
                    a.set("role", r.name());
                    t("mafia-dawn-killed-role", a)
                }
                (Some(k), None) => {
                    a.set("name", names.of(*k));
                    a.set("name-you", names.you(*k));
                    t("mafia-dawn-killed", a)
                }
                (None, _) => t("mafia-dawn-nobody", a),
            }
        }
        MafiaMessage::Investigation { target, alignment } => t(
            "mafia-investigation",
            args![("name", names.of(*target)), ("team", alignment.code())],
        ),
        MafiaMessage::StillAlive { seats } => {
            t("mafia-still-alive", args![("names", names.list(seats))])
        }
        MafiaMessage::VotingOpens { day } => t("mafia-voting-opens", args![("day", *day)]),
        MafiaMessage::VoteCast { voter, choice } => match choice {
            VoteChoice::Player(s) => t(
                "mafia-vote-cast",
                args![
                    ("name", names.of(*voter)),
                    ("name-you", names.you(*voter)),
                    ("target", names.of(*s)),
                    ("target-you", names.you(*s))
                ],
            ),
            VoteChoice::NoOne => t(
                "mafia-vote-cast-no-one",
                args![("name", names.of(*voter)), ("name-you", names.you(*voter))],
            ),
        },
        MafiaMessage::Said { speaker, line } => {
            let body = canned_line(lang, line.id, line.subject.map(|s| names.of(s)));
            let mut a = args![
                ("name", names.of(*speaker)),
                ("name-you", names.you(*speaker)),
                ("line", body)
            ];
            match line.recipient {
                Some(r) => {
                    a.set("recipient", names.of(r));
                    t("mafia-said-to", a)
                }
                None => t("mafia-said", a),
            }
        }
        MafiaMessage::Lynched { seat, role: r } => match r {
            Some(r) => t(
                "mafia-lynched-role",
                args![
                    ("name", names.of(*seat)),
                    ("name-you", names.you(*seat)),
                    ("role", r.name())
                ],
            ),
            None => t(
                "mafia-lynched",
                args![("name", names.of(*seat)), ("name-you", names.you(*seat))],
            ),
        },
        MafiaMessage::NoLynch => text(lang, "mafia-no-lynch", None),
        MafiaMessage::HitPoints { hp } => t("mafia-hit-points", args![("hp", *hp)]),
        MafiaMessage::AllyPick { by, power, target } => t(
            "mafia-ally-pick",
            args![
                ("by", names.of(*by)),
                ("by-you", names.you(*by)),
                ("power", power.code()),
                ("target", names.of(*target))
            ],
        ),
        MafiaMessage::Tested { target, mafia } => t(
            "mafia-tested",
            args![("name", names.of(*target)), ("mafia", yes_no(*mafia))],
        ),
        MafiaMessage::Caught { seat, role: r } => match r {
            Some(r) => t(
                "mafia-caught-role",
                args![("name", names.of(*seat)), ("role", r.name())],
            ),
            None => t("mafia-caught", args![("name", names.of(*seat))]),
        },
        MafiaMessage::Revote { tied, attempt } => t(
            "mafia-revote",
            args![("names", names.list(tied)), ("attempt", *attempt)],
        ),
        MafiaMessage::Winner { team: tm } => t("mafia-winner", args![("team", tm.code())]),
        MafiaMessage::AfkRemoved { who: w } => {
            t("mafia-afk-removed", who_args(lang, "name", w, names))
        }
        MafiaMessage::Blocked => text(lang, "mafia-blocked", None),
        MafiaMessage::PassRecorded => text(lang, "mafia-pass-recorded", None),
        MafiaMessage::AlsoDied { seat, role: r } => {
            let mut a = args![("name", names.of(*seat)), ("name-you", names.you(*seat))];
            match r {
                Some(r) => {
                    a.set("role", r.name());
                    t("mafia-also-died-role", a)
                }
                None => t("mafia-also-died", a),
            }
        }
        MafiaMessage::Cleaned { target, role: r } => t(
            "mafia-cleaned",
            args![("name", names.of(*target)), ("role", r.name())],
        ),
        MafiaMessage::Tracked { target, visited } => match visited {
            Some(v) => t(
                "mafia-tracked",
                args![
                    ("name", names.of(*target)),
                    ("target", names.of(*v)),
                    ("target-you", names.you(*v))
                ],
            ),
            None => t("mafia-tracked-nobody", args![("name", names.of(*target))]),
        },
        MafiaMessage::Survived => text(lang, "mafia-survived", None),
        MafiaMessage::Recruited => text(lang, "mafia-recruited", None),
        MafiaMessage::NewMember { seat } => t(
            "mafia-new-member",
            args![("name", names.of(*seat)), ("name-you", names.you(*seat))],
        ),
        MafiaMessage::Promoted => text(lang, "mafia-promoted", None),
        MafiaMessage::JesterWins { seat } => t(
            "mafia-jester-wins",
            args![("name", names.of(*seat)), ("name-you", names.you(*seat))],
        ),
        MafiaMessage::Lovers { partner } => t("mafia-lovers", args![("name", names.of(*partner))]),
        MafiaMessage::LoverDied { seat, role: r } => {
            let mut a = args![("name", names.of(*seat)), ("name-you", names.you(*seat))];
            match r {
                Some(r) => {
                    a.set("role", r.name());
                    t("mafia-lover-died-role", a)
                }
                None => t("mafia-lover-died", a),
            }
        }
        MafiaMessage::HunterAims { hunter } => t(
            "mafia-hunter-aims",
            args![
                ("name", names.of(*hunter)),
                ("name-you", names.you(*hunter))
            ],
        ),
        MafiaMessage::HunterShot {
            hunter,
            target,
            role: r,
        } => {
            let mut a = args![
                ("name", names.of(*hunter)),
                ("name-you", names.you(*hunter)),
                ("target", names.of(*target)),
                ("target-you", names.you(*target))
            ];
            match r {
                Some(r) => {
                    a.set("role", r.name());
                    t("mafia-hunter-shot-role", a)
                }
                None => t("mafia-hunter-shot", a),
            }
        }
        MafiaMessage::HunterHolds { hunter } => t(
            "mafia-hunter-holds",
            args![
                ("name", names.of(*hunter)),
                ("name-you", names.you(*hunter))
            ],
        ),
        MafiaMessage::MayorRevealed { seat } => t(
            "mafia-mayor-revealed",
            args![("name", names.of(*seat)), ("name-you", names.you(*seat))],
        ),
        MafiaMessage::Chat {
            room,
            speaker,
            text: said,
        } => {
            let mut a = who_args(lang, "speaker", speaker, names);
            a.set("text", said.clone());
            let id = match room {
                Room::Team => "mafia-chat-team",
                Room::Dead => "mafia-chat-dead",
            };
            t(id, a)
        }
        sport => sport_message(lang, sport, names),
    }
}

/// A player as the message's viewer is shown them: the name, the alias or
/// "you".
pub fn who(lang: Lang, w: &Who, names: &Names) -> String {
    match w {
        Who::Seat(s) => names.of(*s),
        Who::Alias { alias, .. } => alias.clone(),
        Who::You(_) => text(lang, "mafia-you", None),
    }
}

fn who_list(lang: Lang, ws: &[Who], names: &Names) -> String {
    ws.iter()
        .map(|w| who(lang, w, names))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The sport preset's messages.
fn sport_message(lang: Lang, msg: &MafiaMessage, names: &Names) -> String {
    let t = |id: &str, a: Args| text(lang, id, Some(&a));
    let one = |id: &str, key: &str, w: &Who| t(id, who_args(lang, key, w, names));
    match msg {
        MafiaMessage::SportCard { role: r } => t("mafia-sport-card", args![("role", r.name())]),
        MafiaMessage::BlackTeam { members, don } => {
            let mut a = who_args(lang, "don", don, names);
            a.set("names", who_list(lang, members, names));
            t("mafia-black-team", a)
        }
        MafiaMessage::Introduction => text(lang, "mafia-introduction", None),
        MafiaMessage::KillOrder { text: order } => {
            t("mafia-kill-order", args![("text", order.clone())])
        }
        MafiaMessage::Discussion { day } => t("mafia-discussion", args![("day", *day)]),
        MafiaMessage::SpeechTurn {
            speaker,
            secs,
            again,
        } => {
            let mut a = who_args(lang, "speaker", speaker, names);
            a.set("secs", *secs);
            let id = if *again {
                "mafia-speech-turn-again"
            } else {
                "mafia-speech-turn"
            };
            t(id, a)
        }
        MafiaMessage::Speech {
            speaker,
            text: said,
        } => {
            let mut a = who_args(lang, "speaker", speaker, names);
            a.set("text", said.clone());
            t("mafia-speech", a)
        }
        MafiaMessage::Relayed {
            speaker,
            id,
            subject,
        } => {
            let subject = subject.as_ref().map(|s| who(lang, s, names));
            let mut a = who_args(lang, "speaker", speaker, names);
            a.set("line", canned_line(lang, *id, subject));
            t("mafia-relayed", a)
        }
        MafiaMessage::Nominated { by, nominee } => {
            let mut a = who_args(lang, "by", by, names);
            set_who(lang, &mut a, "nominee", nominee, names);
            t("mafia-nominated", a)
        }
        MafiaMessage::NoNominees => text(lang, "mafia-no-nominees", None),
        MafiaMessage::BallotOpens { nominees } => t(
            "mafia-ballot-opens",
            args![("names", who_list(lang, nominees, names))],
        ),
        MafiaMessage::BallotCast { voter, nominee } => {
            let mut a = who_args(lang, "voter", voter, names);
            set_who(lang, &mut a, "nominee", nominee, names);
            t("mafia-ballot-cast", a)
        }
        MafiaMessage::Tally { counts } => {
            let entries = counts
                .iter()
                .map(|(w, k)| {
                    let mut a = who_args(lang, "name", w, names);
                    a.set("count", *k);
                    t("mafia-tally-entry", a)
                })
                .collect::<Vec<_>>()
                .join(", ");
            t("mafia-tally", args![("counts", entries)])
        }
        MafiaMessage::CarCrash { tied } => t(
            "mafia-car-crash",
            args![("names", who_list(lang, tied, names))],
        ),
        MafiaMessage::Confirmation { candidates } => match candidates.as_slice() {
            [single] => one("mafia-confirmation", "name", single),
            all => t(
                "mafia-confirmation-all",
                args![("names", who_list(lang, all, names))],
            ),
        },
        MafiaMessage::Agreement { voter, yes } => {
            let mut a = who_args(lang, "voter", voter, names);
            a.set("yes", yes_no(*yes));
            t("mafia-agreement", a)
        }
        MafiaMessage::Leaves { who: w, role: r } => match r {
            Some(r) => {
                let mut a = who_args(lang, "name", w, names);
                a.set("role", r.name());
                t("mafia-leaves-role", a)
            }
            None => one("mafia-leaves", "name", w),
        },
        MafiaMessage::Stays { candidates } => {
            let you = candidates.iter().any(|w| matches!(w, Who::You(_)));
            t(
                "mafia-stays",
                args![
                    ("names", who_list(lang, candidates, names)),
                    ("several", yes_no(candidates.len() > 1)),
                    ("you", yes_no(you))
                ],
            )
        }
        MafiaMessage::Shooting { night } => t("mafia-shooting", args![("night", *night)]),
        MafiaMessage::ShotTaken { target } => one("mafia-shot-taken", "target", target),
        MafiaMessage::Checks => text(lang, "mafia-checks", None),
        MafiaMessage::DonChecked { target, sheriff } => {
            let mut a = who_args(lang, "target", target, names);
            a.set("sheriff", yes_no(*sheriff));
            t("mafia-don-checked", a)
        }
        MafiaMessage::SheriffChecked { target, black } => {
            let mut a = who_args(lang, "target", target, names);
            a.set("black", yes_no(*black));
            t("mafia-sheriff-checked", a)
        }
        MafiaMessage::Morning {
            day,
            killed,
            role: r,
        } => match (killed, r) {
            (Some(k), Some(r)) => {
                let mut a = who_args(lang, "name", k, names);
                a.set("day", *day);
                a.set("role", r.name());
                t("mafia-morning-killed-role", a)
            }
            (Some(k), None) => {
                let mut a = who_args(lang, "name", k, names);
                a.set("day", *day);
                t("mafia-morning-killed", a)
            }
            (None, _) => t("mafia-morning-miss", args![("day", *day)]),
        },
        MafiaMessage::SeatList { seats } => {
            let seats = seats
                .iter()
                .map(|(w, alive)| {
                    if *alive {
                        who(lang, w, names)
                    } else {
                        one("mafia-seat-out", "name", w)
                    }
                })
                .collect::<Vec<_>>()
                .join(", ");
            t("mafia-seat-list", args![("seats", seats)])
        }
        // The other presets' messages are rendered by `message`.
        other => format!("{other:?}"),
    }
}

fn vote_target(lang: Lang, choice: &VoteChoice, names: &Names) -> String {
    match choice {
        VoteChoice::Player(s) => names.of(*s),
        VoteChoice::NoOne => text(lang, "mafia-no-one", None),
    }
}

fn capitalise(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// A Mafia choice's label.
pub fn choice(lang: Lang, action: &MafiaAction, names: &Names) -> String {
    match action {
        MafiaAction::Ready => text(lang, "mafia-choice-ready", None),
        MafiaAction::Kill(s)
        | MafiaAction::Investigate(s)
        | MafiaAction::Protect(s)
        | MafiaAction::Block(s) => names.of(*s),
        MafiaAction::Use(power, s) => text(
            lang,
            "mafia-choice-use",
            Some(&args![("power", power.code()), ("name", names.of(*s))]),
        ),
        MafiaAction::Reveal => text(lang, "mafia-choice-reveal", None),
        MafiaAction::LastShot(s) => text(
            lang,
            "mafia-choice-use",
            Some(&args![
                ("power", Power::Shoot.code()),
                ("name", names.of(*s))
            ]),
        ),
        MafiaAction::Vote(v) => vote_target(lang, v, names),
        MafiaAction::Say(line) => canned_line(lang, line.id, None),
        MafiaAction::Speak(said) => said.clone(),
        MafiaAction::Nominate(w) => text(
            lang,
            "mafia-choice-nominate",
            Some(&who_args(lang, "name", w, names)),
        ),
        MafiaAction::Pass => text(lang, "mafia-choice-pass", None),
        MafiaAction::Agree(true) => text(lang, "mafia-choice-yes", None),
        MafiaAction::Agree(false) => text(lang, "mafia-choice-no", None),
        MafiaAction::Ballot(w) | MafiaAction::Shoot(w) | MafiaAction::Check(w) => {
            who(lang, w, names)
        }
        MafiaAction::Claim { id, subject } => {
            canned_line(lang, *id, subject.as_ref().map(|s| who(lang, s, names)))
        }
    }
}

/// A ruleset described for players: one short line per option that the
/// preset uses (what `/mafia rules` shows).
pub fn rules(lang: Lang, r: &Ruleset) -> String {
    let t = |id: &str, a: Args| text(lang, id, Some(&a));
    let key = |id: &str| text(lang, id, None);
    let on = |b: bool| {
        key(if b {
            "mafia-rules-on"
        } else {
            "mafia-rules-off"
        })
    };
    let secs = |s: u32| t("mafia-rules-secs", args![("secs", s)]);
    let mut rows: Vec<(String, String)> = vec![
        (key("mafia-rules-preset"), r.preset.to_string()),
        (
            key("mafia-rules-players"),
            t(
                "mafia-rules-players-value",
                args![("min", r.min_players), ("max", r.max_players)],
            ),
        ),
    ];
    match r.preset {
        Preset::Classic => {
            let roles = match (&r.mode, &r.roles) {
                // A mode deals by its own plan.
                (Some(plan), _) => {
                    rows.push((key("mafia-rules-mode"), plan.mode.clone()));
                    t(
                        "mafia-rules-roles-mode",
                        args![("mode", plan.mode.as_str())],
                    )
                }
                // A group's own list, in the roles' order.
                (None, Some(list)) => {
                    let counted: Vec<String> = Role::ALL
                        .into_iter()
                        .filter_map(|role| list.get(role.name()).map(|n| (role, *n)))
                        .map(|(role, n)| {
                            t(
                                "mafia-rules-role-count",
                                args![("role", role.name()), ("count", n)],
                            )
                        })
                        .collect();
                    t(
                        "mafia-rules-roles-list",
                        args![("list", counted.join(", "))],
                    )
                }
                (None, None) => t(
                    "mafia-rules-roles-classic",
                    args![
                        ("mafia", r.mafia_divisor),
                        ("cops", r.cops),
                        ("doctors", r.doctors)
                    ],
                ),
            };
            rows.push((key("mafia-rules-roles"), roles));
            // The options of the roles the list deals.
            let listed = r.roles.iter().flat_map(|l| l.keys());
            for role in listed.filter_map(|name| Role::named(name)) {
                for o in role.unit().options() {
                    let value = r.role_option(o.name);
                    let shown = match o.name {
                        "hunter_secs" => secs(value.into()),
                        _ if o.hi == 1 => on(value == 1),
                        _ => value.to_string(),
                    };
                    rows.push((
                        t("mafia-rules-role-option", args![("option", o.name)]),
                        shown,
                    ));
                }
            }
            rows.push((
                key("mafia-rules-day0"),
                t("mafia-rules-day0-value", args![("secs", r.day0_secs)]),
            ));
            rows.push((
                key("mafia-rules-self-saves"),
                r.doctor_self_saves.to_string(),
            ));
        }
        Preset::Hp => {
            rows.push((
                key("mafia-rules-roles"),
                t(
                    "mafia-rules-roles-hp",
                    args![
                        ("mafia", r.mafia_divisor),
                        ("detectives", r.detective_divisor),
                        ("healers", r.healer_divisor),
                        ("least", r.min_healers)
                    ],
                ),
            ));
            rows.push((
                key("mafia-rules-starting-hp"),
                t(
                    "mafia-rules-starting-hp-value",
                    args![
                        ("commoner", r.hp.commoner),
                        ("mafia", r.hp.mafia),
                        ("detective", r.hp.detective),
                        ("healer", r.hp.healer)
                    ],
                ),
            ));
            rows.push((
                key("mafia-rules-heal"),
                t("mafia-rules-heal-value", args![("hp", r.hp.heal)]),
            ));
        }
        Preset::Sport => {
            rows.push((
                key("mafia-rules-roles"),
                t("mafia-rules-roles-sport", args![("mafia", r.mafia_divisor)]),
            ));
            rows.push((
                key("mafia-rules-speech"),
                t("mafia-rules-speech-value", args![("secs", r.speech_secs)]),
            ));
            rows.push((
                key("mafia-rules-shooting"),
                t(
                    "mafia-rules-shooting-value",
                    args![("secs", r.shooting_secs)],
                ),
            ));
            rows.push((
                key("mafia-rules-confirmation"),
                key("mafia-rules-confirmation-value"),
            ));
            rows.push((key("mafia-rules-pseudonyms"), on(r.pseudonyms)));
        }
    }
    rows.push((key("mafia-rules-night"), secs(r.night_secs)));
    rows.push((key("mafia-rules-day-vote"), secs(r.day_secs)));
    rows.push((key("mafia-rules-no-lynch"), on(r.allow_no_lynch)));
    let tie = match r.tie_rule {
        TieRule::Random => key("mafia-rules-tie-random"),
        TieRule::NoLynch => key("mafia-rules-tie-no-lynch"),
        TieRule::Revote if r.preset == Preset::Sport => key("mafia-rules-tie-car-crash"),
        TieRule::Revote => t("mafia-rules-tie-revote", args![("times", r.max_revotes)]),
    };
    rows.push((key("mafia-rules-tie"), tie));
    rows.push((key("mafia-rules-reveal"), on(r.reveal_on_death)));
    rows.push((key("mafia-rules-computers"), on(r.fill_with_computers)));
    // Shown only when set: most groups never change how computers play.
    if !r.computers.is_default() {
        let c = &r.computers;
        rows.push((
            key("mafia-rules-computer-play"),
            t(
                "mafia-rules-computer-play-value",
                args![
                    ("skill", c.village_skill),
                    ("waits", on(c.village_waits)),
                    ("cop", c.cop_claims.word()),
                    ("mafia", on(c.mafia_counterclaims)),
                    ("jester", on(c.jester_claims))
                ],
            ),
        ));
    }
    rows.push((key("mafia-rules-team-chat"), on(r.team_chat)));
    rows.push((key("mafia-rules-spectators"), on(r.spectators)));
    rows.push((key("mafia-rules-dead-see-roles"), on(r.dead_see_roles)));
    let afk = r.afk();
    rows.push((
        key("mafia-rules-afk"),
        t(
            "mafia-rules-afk-value",
            args![
                ("action", afk.action.word()),
                ("strikes", afk.strikes),
                ("back", if afk.may_return { "yes" } else { "no" })
            ],
        ),
    ));
    // Aligned by characters, not bytes, so that Cyrillic and Vietnamese
    // keys line up too.
    let width = rows
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    rows.iter()
        .map(|(k, v)| {
            let pad = " ".repeat(width - k.chars().count());
            format!("{k}{pad}  {v}")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// A ruleset that cannot be used, in `lang`.
pub fn ruleset_error(lang: Lang, e: &RulesetError) -> String {
    match e {
        RulesetError::Invalid {
            option,
            value,
            allowed,
        } => crate::render::invalid(lang, option, value, allowed),
        RulesetError::Parse(detail) => text(
            lang,
            "engine-ruleset-unreadable",
            Some(&args![("detail", detail.as_str())]),
        ),
    }
}

/// A Mafia rule's refusal, as a catalogue message and its arguments.
pub(crate) fn reason(r: MafiaReason) -> (&'static str, Args<'static>) {
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
        M::OnlyBlockers => "rejection-mafia-only-blockers",
        M::BlockedLastNight => "rejection-mafia-blocked-last-night",
        M::OnlyHolders(power) => {
            let team = match power {
                Power::Kill => "mafia",
                Power::Investigate => "detectives",
                Power::Protect => "healers",
                _ => "blockers",
            };
            return ("rejection-mafia-only-holders", args![("team", team)]);
        }
        M::NotYourPower(power) => {
            return (
                "rejection-mafia-not-your-power",
                args![("power", power.code())],
            );
        }
        M::NoUsesLeft => "rejection-mafia-no-uses-left",
        M::NothingToSkip => "rejection-mafia-nothing-to-skip",
        M::GuardOthers => "rejection-mafia-guard-others",
        M::NotOnYourself => "rejection-mafia-not-on-yourself",
        M::AlreadyDoused => "rejection-mafia-already-doused",
        M::IgniteAll => "rejection-mafia-ignite-all",
        M::OnlyMayorReveals => "rejection-mafia-only-mayor-reveals",
        M::RevealByDay => "rejection-mafia-reveal-by-day",
        M::HunterAiming => "rejection-mafia-hunter-aiming",
        M::ShootTheLiving => "rejection-mafia-shoot-the-living",
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

/// A phase as a refusal names it.
pub(crate) fn phase(lang: Lang, p: MafiaPhase) -> String {
    let (code, n) = match p {
        MafiaPhase::DayZero => ("day-zero", 0),
        MafiaPhase::Night(n) => ("night", n),
        MafiaPhase::Day(n) => ("day", n),
        MafiaPhase::Over => ("over", 0),
        MafiaPhase::LastShot => ("last-shot", 0),
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
