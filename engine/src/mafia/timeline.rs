//! A finished Mafia game's story, night by night and day by day, with
//! everything that was secret while it ran: [`Story`] reads the effects a
//! replay of the game's stored inputs gives (see [`crate::timeline`]), so
//! what the log says is what the story says.

use super::words::{Audience, Effect, Message};
use super::{MafiaMessage, MafiaTeam, Power, Role, VoteChoice};
use crate::seat::Seat;

/// One line of a timeline. Seats are real seats: at the end every alias
/// and every role is revealed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A night begins.
    Night {
        /// Its number.
        night: u32,
    },
    /// A day begins.
    Day {
        /// Its number.
        day: u32,
    },
    /// A night choice that stood at the end of the night: a mafioso's
    /// pick, the doctor's protection, the cop's check (hp: the
    /// detectives' test and the healers' heal).
    Pick {
        /// Who chose.
        by: Seat,
        /// Which power.
        power: Power,
        /// The target.
        target: Seat,
    },
    /// A check's answer: whether the target is mafia. `by` is the cop
    /// (classic); hp's detectives learn it as a team.
    Found {
        /// The cop, if one person checked.
        by: Option<Seat>,
        /// Who was checked.
        target: Seat,
        /// Whether they are mafia.
        mafia: bool,
    },
    /// The night's victim was protected and survived.
    Saved {
        /// The protected victim.
        seat: Seat,
    },
    /// Someone died in the night.
    Killed {
        /// Who.
        seat: Seat,
        /// Their role, as revealed then (if roles were revealed on death).
        role: Option<Role>,
    },
    /// Nobody died in the night.
    Quiet,
    /// A day vote that stood when the vote closed.
    Vote {
        /// The voter.
        voter: Seat,
        /// For whom.
        choice: VoteChoice,
    },
    /// The town voted a player out.
    Lynched {
        /// Who.
        seat: Seat,
        /// Their role, if revealed then.
        role: Option<Role>,
    },
    /// Nobody was voted out.
    NoLynch,
    /// hp: the vote tied and was repeated.
    Revote {
        /// The tied players.
        tied: Vec<Seat>,
    },
    /// hp: the detectives caught a mafia, who left.
    Caught {
        /// Who.
        seat: Seat,
        /// Their role, if revealed then.
        role: Option<Role>,
    },
    /// sport: a black player's shot.
    Shot {
        /// The shooter.
        by: Seat,
        /// The target.
        target: Seat,
    },
    /// sport: the don's check.
    DonCheck {
        /// The don.
        by: Seat,
        /// Who was checked.
        target: Seat,
        /// Whether they are the sheriff.
        sheriff: bool,
    },
    /// sport: the sheriff's check.
    SheriffCheck {
        /// The sheriff.
        by: Seat,
        /// Who was checked.
        target: Seat,
        /// Whether they are black.
        black: bool,
    },
    /// sport: a nomination.
    Nominated {
        /// The speaker.
        by: Seat,
        /// The nominee.
        nominee: Seat,
    },
    /// sport: a ballot for a nominee.
    Ballot {
        /// The voter.
        voter: Seat,
        /// The nominee.
        nominee: Seat,
    },
    /// sport: the vote tied; a car crash.
    CarCrash {
        /// The tied players.
        tied: Vec<Seat>,
    },
    /// sport: a player left by the table's vote.
    Leaves {
        /// Who.
        seat: Seat,
        /// Their role, if revealed then.
        role: Option<Role>,
    },
    /// sport: the candidates stay.
    Stays {
        /// The candidates.
        candidates: Vec<Seat>,
    },
    /// A block voided a player's night choice.
    Blocked {
        /// Who was blocked.
        seat: Seat,
    },
    /// An inactive player missed too many deadlines and left the game
    /// (`afk_action = remove`); their role was not shown then.
    RemovedInactive {
        /// Who.
        seat: Seat,
    },
    /// A tracker learned whom a player visited.
    Tracked {
        /// The tracker.
        by: Seat,
        /// The watched player.
        target: Seat,
        /// Whom they visited, if anyone.
        visited: Option<Seat>,
    },
    /// A janitor hid a dead player's role.
    Cleaned {
        /// The dead player.
        seat: Seat,
    },
    /// The lucky survived an attack.
    Survived {
        /// Who.
        seat: Seat,
    },
    /// A cursed or a traitor became a mafioso.
    JoinedMafia {
        /// Who.
        seat: Seat,
    },
    /// Cupid bound two lovers.
    Lovers {
        /// One lover.
        a: Seat,
        /// The other.
        b: Seat,
    },
    /// A lover died of grief.
    Grief {
        /// Who.
        seat: Seat,
        /// Their role, if revealed then.
        role: Option<Role>,
    },
    /// A dead hunter's last shot killed a player.
    HunterShot {
        /// The hunter.
        hunter: Seat,
        /// Who died.
        target: Seat,
        /// Their role, if revealed then.
        role: Option<Role>,
    },
    /// A mayor revealed themself.
    MayorRevealed {
        /// The mayor.
        seat: Seat,
    },
    /// The lynched jester won.
    JesterWon {
        /// The jester.
        seat: Seat,
    },
}

impl Event {
    /// Whether this starts a stretch of the game (votes and picks are
    /// counted per stretch: the last one stands).
    fn is_boundary(&self) -> bool {
        matches!(
            self,
            Event::Night { .. } | Event::Day { .. } | Event::Revote { .. } | Event::CarCrash { .. }
        )
    }

    /// Two events of which only the later counts (a changed pick or vote).
    fn replaces(&self, earlier: &Event) -> bool {
        match (self, earlier) {
            (
                Event::Pick { by, power, .. },
                Event::Pick {
                    by: b, power: p, ..
                },
            ) => by == b && power == p,
            (Event::Vote { voter, .. }, Event::Vote { voter: v, .. }) => voter == v,
            (Event::Shot { by, .. }, Event::Shot { by: b, .. }) => by == b,
            _ => false,
        }
    }
}

/// The story read so far.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Story {
    events: Vec<Event>,
    /// Classic Mafia: a night without a victim where the mafia picked a
    /// protected player was a save (hp and sport do not say).
    classic: bool,
}

impl Story {
    /// A story of a game of the classic preset, or not.
    pub fn new(classic: bool) -> Story {
        Story {
            events: Vec::new(),
            classic,
        }
    }

    /// A story told from `events` (for tests of its wording).
    pub fn told(classic: bool, events: Vec<Event>) -> Story {
        Story { events, classic }
    }

    /// What happened, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }

    /// The story cut into chapters: what came before the first night or
    /// day, then each night and each day with what happened in it.
    pub fn chapters(&self) -> Vec<&[Event]> {
        let mut chapters: Vec<&[Event]> = Vec::new();
        let mut from = 0;
        for (i, e) in self.events.iter().enumerate() {
            if i > from && matches!(e, Event::Night { .. } | Event::Day { .. }) {
                chapters.push(&self.events[from..i]);
                from = i;
            }
        }
        if from < self.events.len() {
            chapters.push(&self.events[from..]);
        }
        chapters
    }

    /// Every death and departure, in order: night kills, lynchings,
    /// catches, sport's leavings and inactive players removed.
    pub fn departures(&self) -> Vec<Seat> {
        self.events
            .iter()
            .filter_map(|e| match e {
                Event::Killed { seat, .. }
                | Event::Lynched { seat, .. }
                | Event::Caught { seat, .. }
                | Event::Leaves { seat, .. }
                | Event::Grief { seat, .. }
                | Event::HunterShot { target: seat, .. }
                | Event::RemovedInactive { seat } => Some(*seat),
                _ => None,
            })
            .collect()
    }

    /// Reads one input's effects.
    pub fn read(&mut self, effects: &[Effect]) {
        let classic = self.classic;
        // Under sport's pseudonyms one piece of news goes to every seat
        // separately: the same event is kept once per input.
        let start = self.events.len();
        for effect in effects {
            let Some(Message::Game(m)) = effect.message() else {
                continue;
            };
            let to = match &effect.audience {
                Audience::Seat(s) => Some(*s),
                _ => None,
            };
            for event in self.translate(m, to, classic) {
                if self.events[start..].contains(&event) {
                    continue;
                }
                // A check's answer, and what else the night did, comes
                // with the dawn; it belongs to the night before.
                let dawn = self.events[start..]
                    .iter()
                    .rposition(|e| matches!(e, Event::Day { .. }));
                match (&event, dawn) {
                    (
                        Event::Found { .. }
                        | Event::Tracked { .. }
                        | Event::Cleaned { .. }
                        | Event::Survived { .. }
                        | Event::Lovers { .. }
                        | Event::Killed { .. }
                        | Event::Grief { .. },
                        Some(i),
                    ) => self.events.insert(start + i, event),
                    _ => self.push(event),
                }
            }
        }
    }

    /// Adds an event; a changed pick or vote replaces the earlier one of
    /// the same stretch.
    fn push(&mut self, event: Event) {
        let from = self
            .events
            .iter()
            .rposition(Event::is_boundary)
            .map_or(0, |i| i + 1);
        if let Some(i) = self.events[from..].iter().position(|e| event.replaces(e)) {
            self.events.remove(from + i);
        }
        self.events.push(event);
    }

    fn header_is(&self, wanted: &Event) -> bool {
        self.events.iter().rev().find(|e| e.is_boundary()) == Some(wanted)
    }

    /// The night's standing picks for one power (a blocked player's pick
    /// does not stand).
    fn tonight(&self, power: Power) -> Vec<Seat> {
        let from = self
            .events
            .iter()
            .rposition(|e| matches!(e, Event::Night { .. }))
            .unwrap_or(0);
        let night = &self.events[from..];
        let blocked = |seat: &Seat| {
            night
                .iter()
                .any(|e| matches!(e, Event::Blocked { seat: s } if s == seat))
        };
        night
            .iter()
            .filter_map(|e| match e {
                Event::Pick {
                    by,
                    power: p,
                    target,
                } if *p == power && !blocked(by) => Some(*target),
                _ => None,
            })
            .collect()
    }

    fn translate(&self, m: &MafiaMessage, to: Option<Seat>, classic: bool) -> Vec<Event> {
        use MafiaMessage as M;
        match m {
            M::DayZero => vec![Event::Day { day: 0 }],
            M::Nightfall { night } | M::Shooting { night } => vec![Event::Night { night: *night }],
            M::Introduction => {
                let night = Event::Night { night: 0 };
                if self.header_is(&night) {
                    Vec::new()
                } else {
                    vec![night]
                }
            }
            M::Discussion { day } => {
                let header = Event::Day { day: *day };
                if self.header_is(&header) {
                    Vec::new()
                } else {
                    vec![header]
                }
            }
            M::ChoiceRecorded { power, target } => to
                .map(|by| Event::Pick {
                    by,
                    power: *power,
                    target: *target,
                })
                .into_iter()
                .collect(),
            M::Investigation { target, alignment } => vec![Event::Found {
                by: to,
                target: *target,
                mafia: *alignment == MafiaTeam::Mafia,
            }],
            M::Tested { target, mafia } => vec![Event::Found {
                by: None,
                target: *target,
                mafia: *mafia,
            }],
            M::Dawn { day, killed, role } => {
                let night = match killed {
                    Some(seat) => Event::Killed {
                        seat: *seat,
                        role: *role,
                    },
                    None => {
                        // Classic: no victim with picks made means the
                        // victim was protected.
                        let kills = self.tonight(Power::Kill);
                        let saved = self
                            .tonight(Power::Protect)
                            .into_iter()
                            .find(|t| kills.contains(t));
                        match saved {
                            Some(seat) if classic => Event::Saved { seat },
                            _ => Event::Quiet,
                        }
                    }
                };
                vec![night, Event::Day { day: *day }]
            }
            M::Morning { day, killed, role } => {
                let night = match killed {
                    Some(who) => Event::Killed {
                        seat: who.seat(),
                        role: *role,
                    },
                    None => Event::Quiet,
                };
                vec![night, Event::Day { day: *day }]
            }
            M::VoteCast { voter, choice } => vec![Event::Vote {
                voter: *voter,
                choice: *choice,
            }],
            M::Lynched { seat, role } => vec![Event::Lynched {
                seat: *seat,
                role: *role,
            }],
            M::NoLynch | M::NoNominees => vec![Event::NoLynch],
            M::Revote { tied, .. } => vec![Event::Revote { tied: tied.clone() }],
            M::Caught { seat, role } => vec![Event::Caught {
                seat: *seat,
                role: *role,
            }],
            M::ShotTaken { target } => to
                .map(|by| Event::Shot {
                    by,
                    target: target.seat(),
                })
                .into_iter()
                .collect(),
            M::DonChecked { target, sheriff } => to
                .map(|by| Event::DonCheck {
                    by,
                    target: target.seat(),
                    sheriff: *sheriff,
                })
                .into_iter()
                .collect(),
            M::SheriffChecked { target, black } => to
                .map(|by| Event::SheriffCheck {
                    by,
                    target: target.seat(),
                    black: *black,
                })
                .into_iter()
                .collect(),
            M::Nominated { by, nominee } => vec![Event::Nominated {
                by: by.seat(),
                nominee: nominee.seat(),
            }],
            M::BallotCast { voter, nominee } => vec![Event::Ballot {
                voter: voter.seat(),
                nominee: nominee.seat(),
            }],
            M::CarCrash { tied } => vec![Event::CarCrash {
                tied: tied.iter().map(|w| w.seat()).collect(),
            }],
            M::Leaves { who, role } => vec![Event::Leaves {
                seat: who.seat(),
                role: *role,
            }],
            M::Stays { candidates } => vec![Event::Stays {
                candidates: candidates.iter().map(|w| w.seat()).collect(),
            }],
            M::AfkRemoved { who } => vec![Event::RemovedInactive { seat: who.seat() }],
            M::Blocked => to.map(|seat| Event::Blocked { seat }).into_iter().collect(),
            M::AlsoDied { seat, role } => vec![Event::Killed {
                seat: *seat,
                role: *role,
            }],
            M::Tracked { target, visited } => to
                .map(|by| Event::Tracked {
                    by,
                    target: *target,
                    visited: *visited,
                })
                .into_iter()
                .collect(),
            M::Cleaned { target, .. } => vec![Event::Cleaned { seat: *target }],
            M::Survived => to
                .map(|seat| Event::Survived { seat })
                .into_iter()
                .collect(),
            M::Recruited | M::Promoted => to
                .map(|seat| Event::JoinedMafia { seat })
                .into_iter()
                .collect(),
            M::Lovers { partner } => to
                .map(|me| Event::Lovers {
                    a: me.min(*partner),
                    b: me.max(*partner),
                })
                .into_iter()
                .collect(),
            M::LoverDied { seat, role } => vec![Event::Grief {
                seat: *seat,
                role: *role,
            }],
            M::HunterShot {
                hunter,
                target,
                role,
            } => vec![Event::HunterShot {
                hunter: *hunter,
                target: *target,
                role: *role,
            }],
            M::MayorRevealed { seat } => vec![Event::MayorRevealed { seat: *seat }],
            M::JesterWins { seat } => vec![Event::JesterWon { seat: *seat }],
            _ => Vec::new(),
        }
    }
}
