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
mod core;
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
pub mod roles;
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
pub use core::{Core, Flow};
pub use hp::HpGame;
pub use kinds::{MafiaPrompt, MafiaTeam};
pub use message::{MafiaMessage, Power};
pub use reason::{MafiaPhase, MafiaReason};
pub use roles::{Role, RoleUnit};
pub use ruleset::{HitPoints, Preset, Ruleset, RulesetError, TieRule};
pub use sport::SportGame;
pub use sport::pseudonyms::Who;

use crate::mafia::words::{Effect, Outcome};
use crate::mafia::words::{Rejection, Target};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use board::Board;
use day::Votes;
use night::Night;
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
    core: Core,
    phase: Phase,
    self_saves: BTreeMap<Seat, u8>,
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
        let (core, started) = Core::begin(rules, seed, seats, roles);
        let mut game = MafiaGame {
            core,
            phase: Phase::Over,
            self_saves: BTreeMap::new(),
        };
        let mut effects = vec![started];
        let board = &game.core.board;
        let mafia = board.team(MafiaTeam::Mafia);
        for seat in board.seats() {
            let role = board.role(seat);
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
        self.core.open(seat)?;
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
                if self.core.board.living().iter().all(|s| ready.contains(s)) {
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
                effects.extend(night.choose(
                    &self.core.board,
                    seat,
                    power,
                    *target,
                    self_saves_left,
                )?);
                if night.complete(&self.core.board) {
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
                effects.extend(votes.vote(&self.core.board, &self.core.rules, seat, *choice)?);
                if self.core.rules.end_day_when_all_voted && votes.complete(&self.core.board) {
                    self.end_day(n, now, &mut effects);
                }
            }
        }
        Ok(effects)
    }

    /// Ends the current phase if its deadline has passed.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.core.clock.due(now) {
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

    fn self_saves_left(&self, seat: Seat) -> bool {
        self.self_saves.get(&seat).copied().unwrap_or(0) < self.core.rules.doctor_self_saves
    }

    fn check_canned(&self, line: &Canned) -> Result<(), Rejection> {
        check_canned(&self.core.board, line)
    }

    fn begin_phase(&mut self, phase: Phase, secs: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase = phase;
        self.core.clock.begin(secs, now, effects);
    }

    fn prompt(&self, seat: Seat, kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Effect {
        self.core.clock.prompt(seat, kind, choices)
    }

    fn enter_day_zero(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::DayZero));
        let ready = BTreeSet::new();
        self.begin_phase(
            Phase::DayZero { ready },
            self.core.rules.day0_secs,
            now,
            effects,
        );
        for seat in self.core.board.living() {
            effects.push(self.prompt(seat, MafiaPrompt::Ready, vec![MafiaAction::Ready]));
        }
    }

    fn enter_night(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::Nightfall { night: n }));
        let night = Night::default();
        self.begin_phase(
            Phase::Night { n, night },
            self.core.rules.night_secs,
            now,
            effects,
        );
        for seat in self.core.board.living() {
            let Some(power) = self.core.board.role(seat).night_power() else {
                continue;
            };
            let targets = match power {
                Power::Kill => night::kill::targets(&self.core.board),
                Power::Investigate => night::investigate::targets(&self.core.board, seat),
                Power::Protect => {
                    night::protect::targets(&self.core.board, seat, self.self_saves_left(seat))
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
        let outcome = night.resolve(&self.core.board, &mut self.core.rng);
        for doctor in outcome.self_protected {
            *self.self_saves.entry(doctor).or_default() += 1;
        }
        let role = outcome.killed.and_then(|victim| self.core.take_out(victim));
        effects.push(Effect::public(MafiaMessage::Dawn {
            day,
            killed: outcome.killed,
            role,
        }));
        for (cop, target, alignment) in outcome.findings {
            if self.core.board.is_alive(cop) {
                effects.push(Effect::to_seat(
                    cop,
                    MafiaMessage::Investigation { target, alignment },
                ));
            }
        }
        effects.push(Effect::public(MafiaMessage::StillAlive {
            seats: self.core.board.living(),
        }));
        if self.check_win(effects) {
            return;
        }
        effects.push(Effect::public(MafiaMessage::VotingOpens { day }));
        let votes = Votes::default();
        self.begin_phase(
            Phase::Day { n: day, votes },
            self.core.rules.day_secs,
            now,
            effects,
        );
        let mut choices: Vec<MafiaAction> = self
            .core
            .board
            .living()
            .into_iter()
            .map(|s| MafiaAction::Vote(VoteChoice::Player(s)))
            .collect();
        if self.core.rules.allow_no_lynch {
            choices.push(MafiaAction::Vote(VoteChoice::NoOne));
        }
        for seat in self.core.board.living() {
            effects.push(self.prompt(seat, MafiaPrompt::Vote, choices.clone()));
        }
    }

    fn end_day(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Day { votes, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        match votes.resolve(&self.core.board, &self.core.rules, &mut self.core.rng) {
            Some(seat) => {
                let role = self.core.take_out(seat);
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
        match win::winner(&self.core.board) {
            Some(team) => {
                effects.push(Effect::public(MafiaMessage::Winner { team }));
                self.finish(Outcome::Won(team), effects);
                true
            }
            None => false,
        }
    }
}

impl Flow for MafiaGame {
    fn core(&self) -> &Core {
        &self.core
    }

    fn finish(&mut self, outcome: Outcome, effects: &mut Vec<Effect>) {
        self.phase = Phase::Over;
        self.core.finish(outcome, effects);
    }

    fn phase_name(&self) -> MafiaPhase {
        match &self.phase {
            Phase::DayZero { .. } => MafiaPhase::DayZero,
            Phase::Night { n, .. } => MafiaPhase::Night(*n),
            Phase::Day { n, .. } => MafiaPhase::Day(*n),
            Phase::Over => MafiaPhase::Over,
        }
    }

    fn night(&self) -> bool {
        matches!(self.phase, Phase::Night { .. })
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
