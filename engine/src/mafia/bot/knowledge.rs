//! What a computer player knows: only what its seat was told, folded into
//! facts per seat, public claims and the vote history.

use crate::mafia::canned::id;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::words::Message;
use crate::mafia::words::{Effect, EffectKind};
use crate::mafia::{MafiaMessage, Power, Role, VoteChoice};
use crate::seat::Seat;

/// "I tried to save this player:" (not named in [`id`]).
const TRIED_TO_SAVE: u8 = 12;

/// Canned ids worth remembering: role claims, trust and suspicion, saves
/// and investigation results. Questions and requests carry no evidence.
const EVIDENCE_IDS: [u8; 10] = [2, 3, 5, 6, 9, 10, 12, 13, 14, 15];

/// What is known about one seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeatFacts {
    /// Still in the game (until a death or a living list says otherwise).
    pub alive: bool,
    /// The role announced at their removal.
    pub revealed: Option<Role>,
    /// Our own investigation's result (cop only).
    pub finding: Option<MafiaTeam>,
    /// A fellow mafioso (mafia only).
    pub ally: bool,
    /// Said "I am the cop" or made an investigation claim.
    pub claimed_cop: bool,
    /// Said "I am the doctor" or made a save claim.
    pub claimed_doctor: bool,
}

impl Default for SeatFacts {
    fn default() -> SeatFacts {
        // A seat we hear of is in the game until told otherwise.
        SeatFacts {
            alive: true,
            revealed: None,
            finding: None,
            ally: false,
            claimed_cop: false,
            claimed_doctor: false,
        }
    }
}

/// A public canned line that carries evidence.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Claim {
    /// Who said it.
    pub speaker: Seat,
    /// The canned id.
    pub id: u8,
    /// The player it is about, for ids 5–16.
    pub subject: Option<Seat>,
    /// The day it was said on.
    pub day: u32,
}

/// A vote that stood at the end of a day.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PastVote {
    /// The day.
    pub day: u32,
    /// Who voted.
    pub voter: Seat,
    /// For whom (votes for "no one" carry no evidence and are not kept).
    pub target: Seat,
}

/// Everything one seat has observed, as evidence.
#[derive(Clone, Debug)]
pub struct Knowledge {
    /// Our seat.
    pub me: Seat,
    /// Our role, once the role card arrived.
    pub role: Option<Role>,
    /// Seats in the game, from the start message (or the highest seen).
    pub seats: Vec<SeatFacts>,
    /// The current (or last) day's number.
    pub day: u32,
    /// Evidence-carrying public lines, in order.
    pub claims: Vec<Claim>,
    /// Final votes of finished days.
    pub history: Vec<PastVote>,
    /// Today's latest vote per seat.
    pub today: Vec<Option<VoteChoice>>,
    /// Tonight's mafia picks in order (mafia only).
    pub picks: Vec<(Seat, Seat)>,
    /// Players the mafia picked who survived the night: a doctor guarded
    /// them and may well do so again (mafia only).
    pub saved_picks: Vec<Seat>,
    /// Our protection tonight (doctor only).
    pub protecting: Option<Seat>,
    /// Players we protected on a night nobody died: the mafia's pick, so
    /// village-aligned (doctor only). With the day they woke up on.
    pub saves: Vec<(u32, Seat)>,
    /// We are of the mafia and our card listed every member, so everyone
    /// else is not.
    pub knows_the_mafia: bool,
    /// The mafia's members the deal gives this table, once it started
    /// (set by the player, which knows the rules).
    pub mafia_dealt: Option<usize>,
    /// Bumped whenever evidence that can change a decision arrives, so
    /// `reconsider` can skip work when nothing changed.
    pub version: u64,
}

impl Knowledge {
    /// Nothing known yet but our seat.
    pub fn new(me: Seat) -> Knowledge {
        let mut k = Knowledge {
            me,
            role: None,
            seats: Vec::new(),
            day: 0,
            // Room for a typical game up front: fewer reallocations in a
            // simulation that builds thousands of players a second.
            claims: Vec::with_capacity(16),
            history: Vec::with_capacity(64),
            today: Vec::new(),
            picks: Vec::with_capacity(8),
            saved_picks: Vec::new(),
            protecting: None,
            saves: Vec::new(),
            mafia_dealt: None,
            knows_the_mafia: false,
            version: 0,
        };
        k.grow(me);
        k
    }

    /// The number of seats known.
    pub fn seat_count(&self) -> usize {
        self.seats.len()
    }

    /// Facts about a seat (a seat never heard of counts as out of the game).
    pub fn facts(&self, seat: Seat) -> SeatFacts {
        self.seats.get(seat.index()).copied().unwrap_or(SeatFacts {
            alive: false,
            ..SeatFacts::default()
        })
    }

    /// Whether a seat is still in the game as far as we know.
    pub fn alive(&self, seat: Seat) -> bool {
        self.facts(seat).alive
    }

    /// Our team, once known.
    pub fn my_team(&self) -> Option<MafiaTeam> {
        self.role.map(Role::team)
    }

    /// A seat's team when we know it for certain: ourselves, a revealed
    /// role, our own finding, or (for the mafia) everyone outside it.
    pub fn known_team(&self, seat: Seat) -> Option<MafiaTeam> {
        if seat == self.me {
            return self.my_team();
        }
        let f = self.facts(seat);
        if let Some(r) = f.revealed {
            return Some(r.team());
        }
        if f.finding.is_some() {
            return f.finding;
        }
        if f.ally {
            return Some(MafiaTeam::Mafia);
        }
        // The mafia's card lists every other member.
        self.knows_the_mafia.then_some(MafiaTeam::Village)
    }

    /// Seats, in order.
    pub fn all_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.seats.len()).filter_map(|i| u8::try_from(i).ok().map(Seat))
    }

    /// Living seats, in order.
    pub fn living(&self) -> impl Iterator<Item = Seat> + '_ {
        self.all_seats().filter(|s| self.alive(*s))
    }

    /// Whether we said this line (with this subject) on `day`.
    pub fn said_on(&self, id: u8, subject: Option<Seat>, day: u32) -> bool {
        self.claims
            .iter()
            .any(|c| c.speaker == self.me && c.id == id && c.subject == subject && c.day == day)
    }

    /// Whether we ever said this line (with this subject).
    pub fn said_ever(&self, id: u8, subject: Option<Seat>) -> bool {
        self.claims
            .iter()
            .any(|c| c.speaker == self.me && c.id == id && c.subject == subject)
    }

    fn grow(&mut self, seat: Seat) {
        if self.seats.len() <= seat.index() {
            self.seats.resize(seat.index() + 1, SeatFacts::default());
        }
    }

    fn seat_mut(&mut self, seat: Seat) -> Option<&mut SeatFacts> {
        self.grow(seat);
        self.seats.get_mut(seat.index())
    }

    fn remove(&mut self, seat: Seat, role: Option<Role>) {
        if let Some(f) = self.seat_mut(seat) {
            f.alive = false;
            f.revealed = role.or(f.revealed);
        }
    }

    /// Moves today's standing votes into the history.
    fn close_day(&mut self) {
        let day = self.day;
        for (i, choice) in self.today.iter_mut().enumerate() {
            if let (Some(VoteChoice::Player(target)), Ok(voter)) = (choice.take(), u8::try_from(i))
            {
                self.history.push(PastVote {
                    day,
                    voter: Seat(voter),
                    target,
                });
            }
        }
    }

    /// The mafia's agreed pick tonight: the most picked target among each
    /// mafioso's last pick (ties go to the earliest pick, as we cannot know
    /// the game's draw).
    pub fn agreed_pick(&self) -> Option<Seat> {
        // Only a mafioso's last pick counts.
        let finals = || {
            self.picks
                .iter()
                .enumerate()
                .filter(|(i, (by, _))| !self.picks[i + 1..].iter().any(|(b, _)| b == by))
                .map(|(_, (_, t))| *t)
        };
        let mut best: Option<(usize, Seat)> = None;
        for target in finals() {
            let count = finals().filter(|t| *t == target).count();
            if best.is_none_or(|(c, _)| count > c) {
                best = Some((count, target));
            }
        }
        best.map(|(_, t)| t)
    }

    /// Folds one observed effect in. Effects not addressed to our seat never
    /// arrive here, so everything used is something we were told.
    pub fn observe(&mut self, effect: &Effect) {
        // Kept small so the frequent effects that carry nothing for us
        // (prompts, deadlines) cost next to nothing.
        match &effect.kind {
            EffectKind::Message(Message::Game(m)) => self.fold(m),
            EffectKind::Message(Message::Started { names, .. }) => {
                if let Some(last) = names
                    .len()
                    .checked_sub(1)
                    .and_then(|i| u8::try_from(i).ok())
                {
                    self.grow(Seat(last));
                }
                self.version += 1;
            }
            _ => {}
        }
    }

    fn fold(&mut self, m: &MafiaMessage) {
        match m {
            MafiaMessage::RoleCard { role, allies } => {
                self.role = Some(*role);
                self.knows_the_mafia = role.team() == MafiaTeam::Mafia && role.unit().has_team();
                for a in allies {
                    if let Some(f) = self.seat_mut(*a) {
                        f.ally = true;
                    }
                }
                self.version += 1;
            }
            MafiaMessage::Dawn { day, killed, role } => {
                if let Some(pick) = self.agreed_pick()
                    && *killed != Some(pick)
                {
                    self.saved_picks.push(pick);
                }
                if let (Some(p), None) = (self.protecting, killed) {
                    self.saves.push((*day, p));
                }
                self.picks.clear();
                self.protecting = None;
                self.day = *day;
                if let Some(victim) = killed {
                    self.remove(*victim, *role);
                }
                self.version += 1;
            }
            MafiaMessage::Investigation { target, alignment } => {
                if let Some(f) = self.seat_mut(*target) {
                    f.finding = Some(*alignment);
                }
                self.version += 1;
            }
            MafiaMessage::StillAlive { seats } => {
                for s in seats {
                    self.grow(*s);
                }
                for (i, f) in self.seats.iter_mut().enumerate() {
                    let listed = seats.iter().any(|s| s.index() == i);
                    if f.alive != listed {
                        f.alive = listed;
                        self.version += 1;
                    }
                }
            }
            MafiaMessage::VotingOpens { day } => {
                self.day = *day;
                self.today.clear();
                self.today.resize(self.seats.len(), None);
            }
            MafiaMessage::VoteCast { voter, choice } => {
                // Today's votes are kept for the record but are not evidence
                // until the day ends, so they do not bump the version: that
                // keeps reconsidering after every vote cheap.
                if self.today.len() <= voter.index() {
                    self.today.resize(voter.index() + 1, None);
                }
                if let Some(slot) = self.today.get_mut(voter.index()) {
                    *slot = Some(*choice);
                }
            }
            MafiaMessage::Said { speaker, line } => {
                let claim = Claim {
                    speaker: *speaker,
                    id: line.id,
                    subject: line.subject,
                    day: self.day,
                };
                if let Some(f) = self.seat_mut(*speaker) {
                    match line.id {
                        id::I_AM_COP | id::FOUND_MAFIA | id::FOUND_VILLAGE => f.claimed_cop = true,
                        id::I_AM_DOCTOR | TRIED_TO_SAVE | id::SAVED => f.claimed_doctor = true,
                        _ => {}
                    }
                }
                if EVIDENCE_IDS.contains(&line.id) {
                    self.claims.push(claim);
                    self.version += 1;
                }
            }
            MafiaMessage::Lynched { seat, role } => {
                self.close_day();
                self.remove(*seat, *role);
                self.version += 1;
            }
            // Out for inactivity: dead, with a role nobody was shown.
            MafiaMessage::AfkRemoved { who } => {
                self.remove(who.seat(), None);
                self.version += 1;
            }
            MafiaMessage::NoLynch => {
                self.close_day();
                self.version += 1;
            }
            MafiaMessage::Nightfall { .. } => {
                // A day that ended without a verdict message still closes.
                self.close_day();
                self.picks.clear();
            }
            MafiaMessage::MafiaPick { by, target } => {
                self.picks.push((*by, *target));
            }
            MafiaMessage::ChoiceRecorded {
                power: Power::Protect,
                target,
            } => {
                self.protecting = Some(*target);
            }
            MafiaMessage::ChoiceRecorded { .. }
            | MafiaMessage::DayZero
            | MafiaMessage::Ready { .. }
            | MafiaMessage::Winner { .. } => {}
            // hp's messages: the classic player never sees them.
            MafiaMessage::HitPoints { .. }
            | MafiaMessage::AllyPick { .. }
            | MafiaMessage::Tested { .. }
            | MafiaMessage::Caught { .. }
            | MafiaMessage::Revote { .. } => {}
            // sport's messages: the classic player never sees them either.
            _ => {}
        }
    }
}
