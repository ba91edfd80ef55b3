//! The rules, once, for chat play and script mode alike: who meets whom,
//! who gets infected and scores, antidotes, the 3-turn rule, the per-turn
//! announcement and the three endings.
//!
//! [`Outbreak`] is a plain value with no notion of time, names or
//! audiences: chat play ([`super::ZombieGame`]) and the script replay
//! ([`super::script`]) both feed it the same calls in the order things
//! happened.

use super::role::{Condition, Role};
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// Turns after the infection's own turn at whose end a temporary infection
/// turns permanent: infected in turn t → permanent at the end of turn t + 3.
pub const INFECTION_TURNS: u32 = 3;

/// The most players one game can hold (seats are one byte).
pub const MAX_PLAYERS: usize = 256;

/// One player's state.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerState {
    /// What they were dealt.
    pub role: Role,
    /// What they are now.
    pub condition: Condition,
    /// Their score.
    pub score: u32,
    /// Whether their antidote is still unused.
    pub antidote: bool,
}

/// What an interaction did. Only for the record (tests, the final reveal):
/// players are never told.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Contact {
    /// Two humans met: both scored 1.
    BothScored,
    /// A human met a zombie or an infected player and is now infected.
    Infected {
        /// The newly infected.
        victim: Seat,
        /// Who scored for it (a zombie or a permanently infected player),
        /// if anyone.
        scorer: Option<Seat>,
    },
    /// Nothing changed (no human took part).
    Nothing,
}

/// Why a move breaks the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The game has ended.
    GameOver,
    /// There is no such seat.
    NoSuchPlayer(Seat),
    /// A player cannot interact with themself.
    Yourself,
    /// The two have already interacted this turn.
    AlreadyMet,
    /// The player's antidote is used up.
    AntidoteUsed,
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Every player is a zombie or infected.
    ZombiesWin,
    /// Exactly one human is left, and wins.
    Survivor(Seat),
    /// The last turn ended with humans left.
    HumansWin,
}

/// What the judge announces at the end of each turn. Scores only, never
/// names; every infected player counts as a zombie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TurnReport {
    /// The turn that ended (from 0).
    pub turn: u32,
    /// Players who are human.
    pub humans: usize,
    /// Zombies and infected players (temporary or permanent).
    pub zombies: usize,
    /// The highest score among the humans (none if no human is left).
    pub top_human: Option<u32>,
    /// The highest score among the zombies and the infected.
    pub top_zombie: Option<u32>,
}

/// One line of a final ranking.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ranked {
    /// 1 for the best; equal scores share a rank (1, 2, 2, 4).
    pub rank: u32,
    /// Who.
    pub seat: Seat,
    /// Their score.
    pub score: u32,
    /// Their condition at the end.
    pub condition: Condition,
}

/// The end of a turn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TurnEnd {
    /// The announcement.
    pub report: TurnReport,
    /// Set when the game ends with this turn.
    pub ending: Option<Ending>,
}

/// The state of one game.
#[derive(Clone, Debug)]
pub struct Outbreak {
    players: Vec<PlayerState>,
    turn: u32,
    max_turns: u32,
    /// `met[a * n + b]` (a < b) is 1 + the last turn the pair interacted.
    met: Vec<u32>,
    ending: Option<Ending>,
}

impl Outbreak {
    /// A game at the start of turn 0: every zombie a zombie, every human
    /// healthy, every score 0, every antidote unused. At most
    /// [`MAX_PLAYERS`] players.
    pub fn new(roles: &[Role], max_turns: u32) -> Outbreak {
        let roles = &roles[..roles.len().min(MAX_PLAYERS)];
        let n = roles.len();
        Outbreak {
            players: roles
                .iter()
                .map(|&role| PlayerState {
                    role,
                    condition: match role {
                        Role::Human => Condition::Human,
                        Role::Zombie => Condition::Zombie,
                    },
                    score: 0,
                    antidote: true,
                })
                .collect(),
            turn: 0,
            max_turns,
            met: vec![0; n * n],
            ending: None,
        }
    }

    /// The current turn (from 0); once over, the last one played.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// The number of turns the game lasts at most.
    pub fn max_turns(&self) -> u32 {
        self.max_turns
    }

    /// How it ended, once over.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Every player's state, in seat order.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }

    /// One player's state.
    pub fn player(&self, seat: Seat) -> Option<&PlayerState> {
        self.players.get(seat.index())
    }

    /// Every seat.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.players.len()).filter_map(|i| u8::try_from(i).ok().map(Seat))
    }

    fn pair(&self, a: Seat, b: Seat) -> usize {
        let (lo, hi) = if a < b { (a, b) } else { (b, a) };
        lo.index() * self.players.len() + hi.index()
    }

    /// Whether `a` and `b` have interacted in the current turn.
    pub fn met(&self, a: Seat, b: Seat) -> bool {
        a.index() < self.players.len()
            && b.index() < self.players.len()
            && self.met[self.pair(a, b)] == self.turn + 1
    }

    /// Checks that `a` may interact with `b` now, without doing it.
    pub fn check_interact(&self, a: Seat, b: Seat) -> Result<(), Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::GameOver);
        }
        for s in [a, b] {
            if s.index() >= self.players.len() {
                return Err(Refusal::NoSuchPlayer(s));
            }
        }
        if a == b {
            return Err(Refusal::Yourself);
        }
        if self.met(a, b) {
            return Err(Refusal::AlreadyMet);
        }
        Ok(())
    }

    /// `a` interacts with `b`: the outcome depends only on the two
    /// players' conditions at this moment, whoever started it.
    pub fn interact(&mut self, a: Seat, b: Seat) -> Result<Contact, Refusal> {
        self.check_interact(a, b)?;
        let at = self.pair(a, b);
        self.met[at] = self.turn + 1;
        let (ca, cb) = (
            self.players[a.index()].condition,
            self.players[b.index()].condition,
        );
        Ok(match (ca.is_human(), cb.is_human()) {
            (true, true) => {
                self.players[a.index()].score += 1;
                self.players[b.index()].score += 1;
                Contact::BothScored
            }
            (true, false) => self.infect(a, b),
            (false, true) => self.infect(b, a),
            (false, false) => Contact::Nothing,
        })
    }

    /// A human met a zombie or an infected player.
    fn infect(&mut self, victim: Seat, carrier: Seat) -> Contact {
        self.players[victim.index()].condition = Condition::Infected { since: self.turn };
        let c = &mut self.players[carrier.index()];
        let scorer = if c.condition.scores_infections() {
            c.score += 1;
            Some(carrier)
        } else {
            None
        };
        Contact::Infected { victim, scorer }
    }

    /// `by` applies their antidote to `target` (themself, unless gifts are
    /// allowed). It cures a temporarily infected player, who keeps their
    /// score; on anyone else it does nothing. Either way it is used up.
    /// Returns whether it cured.
    pub fn antidote(&mut self, by: Seat, target: Seat) -> Result<bool, Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::GameOver);
        }
        for s in [by, target] {
            if s.index() >= self.players.len() {
                return Err(Refusal::NoSuchPlayer(s));
            }
        }
        if !self.players[by.index()].antidote {
            return Err(Refusal::AntidoteUsed);
        }
        self.players[by.index()].antidote = false;
        let t = &mut self.players[target.index()];
        let cured = matches!(t.condition, Condition::Infected { .. });
        if cured {
            t.condition = Condition::Human;
        }
        Ok(cured)
    }

    /// Ends the current turn: infections from 3 turns back turn permanent
    /// (score reset to 0), the announcement is made, and the game ends if
    /// an ending is met; otherwise the next turn begins.
    pub fn end_turn(&mut self) -> Result<TurnEnd, Refusal> {
        if self.ending.is_some() {
            return Err(Refusal::GameOver);
        }
        let turn = self.turn;
        for p in &mut self.players {
            if let Condition::Infected { since } = p.condition
                && turn >= since.saturating_add(INFECTION_TURNS)
            {
                p.condition = Condition::Turned;
                p.score = 0;
            }
        }
        let report = self.report();
        let ending = self.ending_now();
        match ending {
            Some(e) => self.ending = Some(e),
            None => self.turn += 1,
        }
        Ok(TurnEnd { report, ending })
    }

    /// The announcement for the current state.
    pub fn report(&self) -> TurnReport {
        let (humans, zombies): (Vec<&PlayerState>, Vec<&PlayerState>) =
            self.players.iter().partition(|p| p.condition.is_human());
        TurnReport {
            turn: self.turn,
            humans: humans.len(),
            zombies: zombies.len(),
            top_human: humans.iter().map(|p| p.score).max(),
            top_zombie: zombies.iter().map(|p| p.score).max(),
        }
    }

    /// The ending the current state meets at the end of the turn, checked
    /// in the rules' order.
    fn ending_now(&self) -> Option<Ending> {
        let mut humans = self
            .seats()
            .filter(|s| self.players[s.index()].condition.is_human());
        match (humans.next(), humans.next()) {
            (None, _) => Some(Ending::ZombiesWin),
            (Some(only), None) => Some(Ending::Survivor(only)),
            _ if self.turn + 1 >= self.max_turns => Some(Ending::HumansWin),
            _ => None,
        }
    }

    /// Who is ranked at an ending: zombies and the permanently infected
    /// when the zombies win, the survivor alone, or the humans.
    pub fn ranked(&self, ending: Ending) -> Vec<Ranked> {
        let eligible = |c: Condition| match ending {
            Ending::ZombiesWin => matches!(c, Condition::Zombie | Condition::Turned),
            Ending::Survivor(_) | Ending::HumansWin => c.is_human(),
        };
        let mut list: Vec<Ranked> = self
            .seats()
            .filter_map(|seat| {
                let p = self.players[seat.index()];
                eligible(p.condition).then_some(Ranked {
                    rank: 0,
                    seat,
                    score: p.score,
                    condition: p.condition,
                })
            })
            .collect();
        // Best first; equal scores keep seat order and share a rank.
        list.sort_by(|a, b| b.score.cmp(&a.score).then(a.seat.cmp(&b.seat)));
        let mut rank = 0;
        let mut last = None;
        for (i, r) in list.iter_mut().enumerate() {
            if last != Some(r.score) {
                rank = u32::try_from(i).unwrap_or(u32::MAX).saturating_add(1);
                last = Some(r.score);
            }
            r.rank = rank;
        }
        list
    }
}
