//! Mafia: the village against the mafia, day votes and night powers.
//!
//! Each rule lives in one place: the deal in [`deal`], night powers in
//! [`night`] (one module per power), the day vote in [`day`], the win rule
//! in [`win`], an inactive player's removal in `removal`. [`MafiaGame`]
//! only sequences the phases.

pub mod action;
pub mod board;
pub mod bot;
pub mod canned;
pub mod chat;
pub mod clock;
pub mod day;
pub mod deal;
mod definition;
pub mod hp;
pub mod kinds;
pub mod message;
pub mod night;
pub mod reason;
mod removal;
pub mod render;
pub mod role;
pub mod ruleset;
pub(crate) mod soak;
pub mod sport;
pub mod timeline;
pub mod timeline_text;
pub mod win;
pub mod words;

pub use action::{MafiaAction, VoteChoice};
pub use canned::Canned;
pub use chat::Room;
pub use hp::HpGame;
pub use kinds::{MafiaPrompt, MafiaTeam};
pub use message::{MafiaMessage, Power};
pub use reason::{MafiaPhase, MafiaReason};
pub use role::Role;
pub use ruleset::{HitPoints, Preset, Ruleset, RulesetError, TieRule};
pub use sport::SportGame;
pub use sport::pseudonyms::Who;

use crate::kind::GameKind;
use crate::mafia::words::Message;
use crate::mafia::words::{Effect, GameResult, Outcome};
use crate::mafia::words::{Rejection, Target};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use board::Board;
use clock::PhaseClock;
use day::Votes;
use night::Night;
use rand::rngs::ChaCha8Rng;
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Debug)]
enum Phase {
    /// Day 0: no vote; ends when everyone is ready or at the deadline.
    DayZero { ready: BTreeSet<Seat> },
    /// Night `n`, followed by the dawn of day `n + 1`.
    Night { n: u32, night: Night },
    /// Voting day `n` (≥ 1), followed by night `n`.
    Day { n: u32, votes: Votes },
    /// The game has ended.
    Over,
}

/// A running Mafia game.
#[derive(Debug)]
pub struct MafiaGame {
    pub(crate) rules: Ruleset,
    board: Board,
    phase: Phase,
    clock: PhaseClock,
    rng: ChaCha8Rng,
    self_saves: BTreeMap<Seat, u8>,
    seed: Seed,
    commitment: String,
    result: Option<GameResult>,
}

impl MafiaGame {
    /// Deals the roles, tells each seat its role and opens day 0.
    pub fn start(
        rules: Ruleset,
        seed: Seed,
        seats: &[SeatInfo],
        now: Timestamp,
    ) -> (MafiaGame, Vec<Effect>) {
        let roles = deal::deal(&rules, &seed, seats.len());
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let role_names: Vec<&str> = roles.iter().map(|r| r.name()).collect();
        let commitment = crate::fairness::commitment(&seed, &role_names);
        let mut game = MafiaGame {
            rng: seed.rng("play", 0),
            board: Board::new(names.clone(), roles),
            rules,
            phase: Phase::Over,
            clock: PhaseClock::default(),
            self_saves: BTreeMap::new(),
            seed,
            commitment: commitment.clone(),
            result: None,
        };
        let mut effects = vec![Effect::public(Message::Started {
            kind: GameKind::Mafia,
            names,
            commitment,
        })];
        let mafia = game.board.team(MafiaTeam::Mafia);
        for seat in game.board.seats() {
            let role = game.board.role(seat);
            let allies = if role.team() == MafiaTeam::Mafia {
                mafia.iter().copied().filter(|s| *s != seat).collect()
            } else {
                Vec::new()
            };
            effects.push(Effect::to_seat(
                seat,
                MafiaMessage::RoleCard { role, allies },
            ));
        }
        game.enter_day_zero(now, &mut effects);
        (game, effects)
    }

    /// A seat's move.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &MafiaAction,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        if self.result.is_some() {
            return Err(Rejection::GameOver);
        }
        self.board.require_alive_actor(seat)?;
        let mut effects = Vec::new();
        match action {
            MafiaAction::Speak(_)
            | MafiaAction::Nominate(_)
            | MafiaAction::Pass
            | MafiaAction::Ballot(_)
            | MafiaAction::Agree(_)
            | MafiaAction::Shoot(_)
            | MafiaAction::Check(_)
            | MafiaAction::Claim { .. } => {
                return Err(self.wrong_phase(action, MafiaReason::SportOnly));
            }
            MafiaAction::Say(line) => {
                if matches!(self.phase, Phase::Night { .. }) {
                    return Err(self.wrong_phase(action, MafiaReason::TalkAtDawn));
                }
                self.check_canned(line)?;
                effects.push(Effect::public(MafiaMessage::Said {
                    speaker: seat,
                    line: *line,
                }));
            }
            MafiaAction::Ready => {
                let Phase::DayZero { ready } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::ReadyOnDayZero));
                };
                if ready.insert(seat) {
                    effects.push(Effect::public(MafiaMessage::Ready { seat }));
                }
                if self.board.living().iter().all(|s| ready.contains(s)) {
                    self.enter_night(0, now, &mut effects);
                }
            }
            MafiaAction::Kill(target)
            | MafiaAction::Investigate(target)
            | MafiaAction::Protect(target) => {
                let power = match action {
                    MafiaAction::Kill(_) => Power::Kill,
                    MafiaAction::Investigate(_) => Power::Investigate,
                    _ => Power::Protect,
                };
                let self_saves_left = self.self_saves_left(seat);
                let Phase::Night { n, night } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::PowersAtNight));
                };
                let n = *n;
                effects.extend(night.choose(&self.board, seat, power, *target, self_saves_left)?);
                if night.complete(&self.board) {
                    self.dawn(n + 1, now, &mut effects);
                }
            }
            MafiaAction::Vote(choice) => {
                let Phase::Day { n, votes } = &mut self.phase else {
                    let allowed = if matches!(self.phase, Phase::DayZero { .. }) {
                        MafiaReason::NoVoteOnDayZero
                    } else {
                        MafiaReason::VotesByDay
                    };
                    return Err(self.wrong_phase(action, allowed));
                };
                let n = *n;
                effects.extend(votes.vote(&self.board, &self.rules, seat, *choice)?);
                if self.rules.end_day_when_all_voted && votes.complete(&self.board) {
                    self.end_day(n, now, &mut effects);
                }
            }
        }
        Ok(effects)
    }

    /// Ends the current phase if its deadline has passed.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.clock.due(now) {
            return effects;
        }
        match &self.phase {
            Phase::DayZero { .. } => self.enter_night(0, now, &mut effects),
            Phase::Night { n, .. } => self.dawn(n + 1, now, &mut effects),
            Phase::Day { n, .. } => self.end_day(*n, now, &mut effects),
            Phase::Over => {}
        }
        effects
    }

    /// Ends the game at once, revealing every role.
    pub fn stop(&mut self, by: &str) -> Vec<Effect> {
        let mut effects = vec![Effect::public(Message::Stopped { by: by.to_string() })];
        self.finish(Outcome::Stopped, &mut effects);
        effects
    }

    /// The result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The phase counter.
    pub fn phase_no(&self) -> u32 {
        self.clock.phase_no()
    }

    /// When the current phase ends.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.clock.deadline()
    }

    /// Whether a seat is alive.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.board.is_alive(seat)
    }

    /// Relays a seat's private words to its room (the mafia's at night,
    /// the dead's).
    pub fn say(&self, seat: Seat, text: &str) -> Result<Vec<Effect>, Rejection> {
        let moment = chat::Moment {
            night: matches!(self.phase, Phase::Night { .. }),
            team_chat: self.rules.team_chat,
            speaker: &Who::Seat,
        };
        chat::relay(&self.board, &moment, seat, text)
    }

    /// The ruleset in force.
    pub fn rules(&self) -> &Ruleset {
        &self.rules
    }

    /// The board (roles are secret: hosts must not show them).
    pub fn board(&self) -> &Board {
        &self.board
    }

    fn self_saves_left(&self, seat: Seat) -> bool {
        self.self_saves.get(&seat).copied().unwrap_or(0) < self.rules.doctor_self_saves
    }

    fn phase_name(&self) -> MafiaPhase {
        match &self.phase {
            Phase::DayZero { .. } => MafiaPhase::DayZero,
            Phase::Night { n, .. } => MafiaPhase::Night(*n),
            Phase::Day { n, .. } => MafiaPhase::Day(*n),
            Phase::Over => MafiaPhase::Over,
        }
    }

    fn wrong_phase(&self, action: &MafiaAction, allowed: MafiaReason) -> Rejection {
        Rejection::WrongPhase {
            action: action.verb(),
            phase: self.phase_name(),
            allowed: allowed.into(),
        }
    }

    fn check_canned(&self, line: &Canned) -> Result<(), Rejection> {
        check_canned(&self.board, line)
    }

    fn begin_phase(&mut self, phase: Phase, secs: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase = phase;
        self.clock.begin(secs, now, effects);
    }

    fn prompt(&self, seat: Seat, kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Effect {
        self.clock.prompt(seat, kind, choices)
    }

    fn enter_day_zero(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::DayZero));
        let ready = BTreeSet::new();
        self.begin_phase(Phase::DayZero { ready }, self.rules.day0_secs, now, effects);
        for seat in self.board.living() {
            effects.push(self.prompt(seat, MafiaPrompt::Ready, vec![MafiaAction::Ready]));
        }
    }

    fn enter_night(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::Nightfall { night: n }));
        let night = Night::default();
        self.begin_phase(
            Phase::Night { n, night },
            self.rules.night_secs,
            now,
            effects,
        );
        for seat in self.board.living() {
            let Some(power) = night::power_of(self.board.role(seat)) else {
                continue;
            };
            let targets = match power {
                Power::Kill => night::kill::targets(&self.board),
                Power::Investigate => night::investigate::targets(&self.board, seat),
                Power::Protect => {
                    night::protect::targets(&self.board, seat, self.self_saves_left(seat))
                }
            };
            let choices = targets
                .into_iter()
                .map(|t| match power {
                    Power::Kill => MafiaAction::Kill(t),
                    Power::Investigate => MafiaAction::Investigate(t),
                    Power::Protect => MafiaAction::Protect(t),
                })
                .collect();
            effects.push(self.prompt(seat, night::prompt_kind(power), choices));
        }
    }

    fn dawn(&mut self, day: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Night { night, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        let outcome = night.resolve(&self.board, &mut self.rng);
        for doctor in outcome.self_protected {
            *self.self_saves.entry(doctor).or_default() += 1;
        }
        if let Some(victim) = outcome.killed {
            self.board.remove(victim);
        }
        let role = outcome
            .killed
            .filter(|_| self.rules.reveal_on_death)
            .map(|s| self.board.role(s));
        effects.push(Effect::public(MafiaMessage::Dawn {
            day,
            killed: outcome.killed,
            role,
        }));
        for (cop, target, alignment) in outcome.findings {
            if self.board.is_alive(cop) {
                effects.push(Effect::to_seat(
                    cop,
                    MafiaMessage::Investigation { target, alignment },
                ));
            }
        }
        effects.push(Effect::public(MafiaMessage::StillAlive {
            seats: self.board.living(),
        }));
        if self.check_win(effects) {
            return;
        }
        effects.push(Effect::public(MafiaMessage::VotingOpens { day }));
        let votes = Votes::default();
        self.begin_phase(
            Phase::Day { n: day, votes },
            self.rules.day_secs,
            now,
            effects,
        );
        let mut choices: Vec<MafiaAction> = self
            .board
            .living()
            .into_iter()
            .map(|s| MafiaAction::Vote(VoteChoice::Player(s)))
            .collect();
        if self.rules.allow_no_lynch {
            choices.push(MafiaAction::Vote(VoteChoice::NoOne));
        }
        for seat in self.board.living() {
            effects.push(self.prompt(seat, MafiaPrompt::Vote, choices.clone()));
        }
    }

    fn end_day(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Day { votes, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        match votes.resolve(&self.board, &self.rules, &mut self.rng) {
            Some(seat) => {
                self.board.remove(seat);
                let role = self.rules.reveal_on_death.then(|| self.board.role(seat));
                effects.push(Effect::public(MafiaMessage::Lynched { seat, role }));
                if self.check_win(effects) {
                    return;
                }
            }
            None => effects.push(Effect::public(MafiaMessage::NoLynch)),
        }
        self.enter_night(n, now, effects);
    }

    /// Ends the game if a team has won; says whether it did.
    fn check_win(&mut self, effects: &mut Vec<Effect>) -> bool {
        match win::winner(&self.board) {
            Some(team) => {
                effects.push(Effect::public(MafiaMessage::Winner { team }));
                self.finish(Outcome::Won(team), effects);
                true
            }
            None => false,
        }
    }

    fn finish(&mut self, outcome: Outcome, effects: &mut Vec<Effect>) {
        let result = game_result(&self.board, outcome, self.seed, &self.commitment);
        self.phase = Phase::Over;
        self.clock.stop();
        effects.extend(Effect::game_over(&result));
        self.result = Some(result);
    }
}

/// Refuses a canned message that does not exist or names no valid seat.
fn check_canned(board: &Board, line: &Canned) -> Result<(), Rejection> {
    let bad = |reason: MafiaReason| Rejection::InvalidTarget {
        target: Target::Message(line.id),
        reason: reason.into(),
    };
    if line.text().is_none() {
        return Err(bad(MafiaReason::NoSuchCanned));
    }
    match (line.needs_subject(), line.subject) {
        (true, None) => return Err(bad(MafiaReason::CannedNeedsSubject)),
        (false, Some(_)) => return Err(bad(MafiaReason::CannedTakesNoSubject)),
        _ => {}
    }
    for seat in line.subject.iter().chain(line.recipient.iter()) {
        if seat.index() >= board.roles().len() {
            return Err(bad(MafiaReason::CannedNoSeat {
                seat: seat.index() + 1,
            }));
        }
    }
    Ok(())
}

/// The result of a game on `board`: the winners and every role revealed.
fn game_result(board: &Board, outcome: Outcome, seed: Seed, commitment: &str) -> GameResult {
    let winners = match outcome {
        Outcome::Won(team) => board.team(team),
        Outcome::Stopped => Vec::new(),
    };
    GameResult {
        outcome,
        winners,
        roles: board.roles().iter().map(|r| r.name().to_string()).collect(),
        seed,
        commitment: commitment.to_string(),
    }
}
