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
pub mod computers;
mod core;
pub mod day;
pub mod deal;
mod deaths;
mod definition;
pub mod hp;
pub mod kinds;
mod last_shot;
pub mod marks;
pub mod message;
pub mod modes;
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
pub use computers::{Computers, CopClaims};
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
use marks::Marks;
use night::{Ask, Night};
use std::collections::BTreeSet;

/// Where the game goes on after deaths (and any hunter's last shot).
#[derive(Clone, Copy, Debug)]
enum Resume {
    /// The dawn of day `n`: the living are listed, then the vote.
    Day(u32),
    /// Night `n`, after a lynching.
    Night(u32),
}

#[derive(Clone, Debug)]
enum Phase {
    /// Day 0: no vote; ends when everyone is ready or at the deadline.
    DayZero { ready: BTreeSet<Seat> },
    /// Night `n`, followed by the dawn of day `n + 1`.
    Night { n: u32, night: Night },
    /// Voting day `n` (≥ 1), followed by night `n`.
    Day { n: u32, votes: Votes },
    /// A dead hunter's last shot, then the game goes on as `resume` says.
    LastShot { hunter: Seat, resume: Resume },
    /// The game has ended.
    Over,
}

/// A running Mafia game.
#[derive(Debug)]
pub struct MafiaGame {
    core: Core,
    phase: Phase,
    /// What earlier nights and days left on the players.
    marks: Marks,
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
            marks: Marks::default(),
        };
        let mut effects = vec![started];
        for seat in game.core.board.seats() {
            effects.push(game.role_card(seat));
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
        if let Phase::LastShot { hunter, .. } = self.phase
            && hunter == seat
            && self.core.result.is_none()
        {
            return self.last_shot(action, now);
        }
        self.core.open(seat)?;
        if matches!(self.phase, Phase::LastShot { .. }) {
            return Err(self.wrong_phase(action, MafiaReason::HunterAiming));
        }
        let mut effects = Vec::with_capacity(4);
        match action {
            MafiaAction::LastShot(_) => {
                return Err(Rejection::NotYourTurn {
                    action: action.verb(),
                    reason: MafiaReason::NotYourPower(Power::Shoot).into(),
                });
            }
            MafiaAction::Pass if matches!(self.phase, Phase::Night { .. }) => {
                let Some((ask, n, night)) = self.tonight() else {
                    return Err(self.wrong_phase(action, MafiaReason::PowersAtNight));
                };
                effects.extend(night.pass(&ask, seat)?);
                if night.complete(&ask) {
                    self.dawn(n + 1, now, &mut effects);
                }
            }
            MafiaAction::Reveal => {
                effects.extend(self.reveal(seat, action)?);
            }
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
            MafiaAction::Kill(_)
            | MafiaAction::Investigate(_)
            | MafiaAction::Protect(_)
            | MafiaAction::Block(_)
            | MafiaAction::Use(..) => {
                let Some((power, target)) = action.night_choice() else {
                    return Err(self.wrong_phase(action, MafiaReason::PowersAtNight));
                };
                let Some((ask, n, night)) = self.tonight() else {
                    return Err(self.wrong_phase(action, MafiaReason::PowersAtNight));
                };
                effects.extend(night.choose(&ask, seat, power, target)?);
                let first = night
                    .choices
                    .get(&seat)
                    .filter(|c| c.power.takes_two() && c.also.is_none())
                    .map(|c| c.target);
                if night.complete(&ask) {
                    self.dawn(n + 1, now, &mut effects);
                } else if let Some(first) = first {
                    // The first of two picks: ask for the second.
                    let choices = ask
                        .choices(seat)
                        .into_iter()
                        .filter(|c| c.night_choice().is_none_or(|(_, t)| t != first))
                        .collect();
                    let prompt = self.prompt(seat, MafiaPrompt::Power(power), choices);
                    effects.push(prompt);
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
        if !self.core.clock.due(now) {
            return Vec::new();
        }
        // A phase change brings the news and a prompt per living seat.
        let mut effects = Vec::with_capacity(24);
        match &self.phase {
            Phase::DayZero { .. } => self.enter_night(0, now, &mut effects),
            Phase::Night { n, .. } => self.dawn(n + 1, now, &mut effects),
            Phase::Day { n, .. } => self.end_day(*n, now, &mut effects),
            Phase::LastShot { hunter, resume } => {
                let (hunter, resume) = (*hunter, *resume);
                self.hold_fire(hunter, resume, now, &mut effects);
            }
            Phase::Over => {}
        }
        effects
    }

    /// Tonight's choices with what they are checked against, and the
    /// night's number; `None` by day.
    fn tonight(&mut self) -> Option<(Ask<'_>, u32, &mut Night)> {
        let Phase::Night { n, night } = &mut self.phase else {
            return None;
        };
        let ask = Ask {
            board: &self.core.board,
            rules: &self.core.rules,
            marks: &self.marks,
        };
        Some((ask, *n, night))
    }

    /// What tonight's choices are checked against.
    fn ask(&self) -> Ask<'_> {
        Ask {
            board: &self.core.board,
            rules: &self.core.rules,
            marks: &self.marks,
        }
    }

    /// A seat's private card: its role, and for the mafia's side the
    /// members of the mafia's room it knows.
    fn role_card(&self, seat: Seat) -> Effect {
        let board = &self.core.board;
        let role = board.role(seat);
        let allies = if role.team() == MafiaTeam::Mafia && role.unit().has_team() {
            board
                .mafia_members()
                .into_iter()
                .filter(|s| *s != seat)
                .collect()
        } else {
            Vec::new()
        };
        Effect::to_seat(seat, MafiaMessage::RoleCard { role, allies })
    }

    /// A mayor reveals themself by day.
    fn reveal(&mut self, seat: Seat, action: &MafiaAction) -> Result<Vec<Effect>, Rejection> {
        if !matches!(self.phase, Phase::Day { .. }) {
            return Err(self.wrong_phase(action, MafiaReason::RevealByDay));
        }
        let may = self.core.board.role(seat).unit().may_reveal();
        if !may || self.marks.revealed.contains(&seat) {
            return Err(Rejection::NotYourTurn {
                action: action.verb(),
                reason: MafiaReason::OnlyMayorReveals.into(),
            });
        }
        self.marks.revealed.insert(seat);
        // Revealed, the mayor votes in the open like everyone else.
        let vote = self.prompt(seat, MafiaPrompt::Vote, self.vote_choices());
        Ok(vec![
            Effect::public(MafiaMessage::MayorRevealed { seat }),
            vote,
        ])
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
        let ask = self.ask();
        let prompts: Vec<Effect> = self
            .core
            .board
            .living()
            .into_iter()
            .filter_map(|seat| {
                let powers = ask.powers(seat);
                if powers.is_empty() {
                    return None;
                }
                let kind = night::prompt_kind(&powers);
                Some(self.prompt(seat, kind, ask.choices(seat)))
            })
            .collect();
        effects.extend(prompts);
    }

    fn dawn(&mut self, day: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Night { night, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        let outcome = night.resolve(&self.core.board, &self.marks, &mut self.core.rng);
        self.mark(&outcome);
        if let Some((a, b)) = outcome.lovers {
            effects.push(Effect::to_seat(a, MafiaMessage::Lovers { partner: b }));
            effects.push(Effect::to_seat(b, MafiaMessage::Lovers { partner: a }));
        }
        // Each blocked player learns, privately, that their choice did
        // nothing (before the news, so the night's story reads in order).
        for seat in &outcome.blocked {
            effects.push(Effect::to_seat(*seat, MafiaMessage::Blocked));
        }
        // The mafia's attack recruits a cursed before the deaths are
        // counted: a traitor takes up the kill only if the room is empty.
        for seat in &outcome.recruited {
            self.join_mafia(*seat, MafiaMessage::Recruited, effects);
        }
        self.announce_deaths(day, &outcome, effects);
        for (cop, target, alignment) in &outcome.findings {
            if self.core.board.is_alive(*cop) {
                effects.push(Effect::to_seat(
                    *cop,
                    MafiaMessage::Investigation {
                        target: *target,
                        alignment: *alignment,
                    },
                ));
            }
        }
        for (tracker, target, visited) in &outcome.tracks {
            if self.core.board.is_alive(*tracker) {
                effects.push(Effect::to_seat(
                    *tracker,
                    MafiaMessage::Tracked {
                        target: *target,
                        visited: *visited,
                    },
                ));
            }
        }
        for seat in &outcome.lucky {
            effects.push(Effect::to_seat(*seat, MafiaMessage::Survived));
        }
        self.after_deaths(Resume::Day(day), now, effects);
    }

    /// Opens day `day`: who is alive, the win checked, the vote.
    fn open_day(&mut self, day: u32, now: Timestamp, effects: &mut Vec<Effect>) {
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
        let choices = self.vote_choices();
        for seat in self.core.board.living() {
            // An unrevealed mayor votes in private, beside the reveal.
            let prompt = if self.core.board.role(seat).unit().may_reveal()
                && !self.marks.revealed.contains(&seat)
            {
                let mut own = choices.clone();
                own.push(MafiaAction::Reveal);
                self.prompt(seat, MafiaPrompt::Reveal, own)
            } else {
                self.prompt(seat, MafiaPrompt::Vote, choices.clone())
            };
            effects.push(prompt);
        }
    }

    /// The day's vote: every living player, and no one if allowed.
    fn vote_choices(&self) -> Vec<MafiaAction> {
        let board = &self.core.board;
        // Sized for every seat and "no one": made for every day's prompts.
        let mut choices: Vec<MafiaAction> = Vec::with_capacity(board.roles().len() + 1);
        choices.extend(
            board
                .living_seats()
                .map(|s| MafiaAction::Vote(VoteChoice::Player(s))),
        );
        if self.core.rules.allow_no_lynch {
            choices.push(MafiaAction::Vote(VoteChoice::NoOne));
        }
        choices
    }

    /// Keeps what the night leaves for the nights to come.
    fn mark(&mut self, outcome: &night::NightOutcome) {
        let marks = &mut self.marks;
        marks.last_blocks = outcome.blocks.clone();
        for doctor in &outcome.self_protected {
            *marks.self_saves.entry(*doctor).or_default() += 1;
        }
        for (seat, power) in &outcome.used {
            *marks.used.entry((*seat, *power)).or_default() += 1;
            if *power == Power::Ignite {
                marks.doused.clear();
            }
        }
        marks.luck_spent.extend(outcome.lucky.iter().copied());
        if marks.lovers.is_none() {
            marks.lovers = outcome.lovers;
        }
        marks.doused.extend(outcome.doused.iter().copied());
    }

    fn end_day(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Day { votes, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        let lynched = votes.resolve(
            &self.core.board,
            &self.core.rules,
            &self.marks.revealed,
            &mut self.core.rng,
        );
        match lynched {
            Some(seat) => {
                let role = self.core.take_out(seat);
                effects.push(Effect::public(MafiaMessage::Lynched { seat, role }));
                if self.core.board.role(seat).unit().wins_when_lynched() {
                    effects.push(Effect::public(MafiaMessage::JesterWins { seat }));
                    self.core.extra_winners.push(seat);
                    if self.core.rules.role_option("jester_ends_game") == 1 {
                        let team = self.core.board.role(seat).team();
                        effects.push(Effect::public(MafiaMessage::Winner { team }));
                        self.finish(Outcome::Won(team), effects);
                        return;
                    }
                }
                self.grieve(effects);
                self.promote_traitors(effects);
                self.after_deaths(Resume::Night(n), now, effects);
            }
            None => {
                effects.push(Effect::public(MafiaMessage::NoLynch));
                self.enter_night(n, now, effects);
            }
        }
    }

    /// Ends the game if a team has won; says whether it did.
    fn check_win(&mut self, effects: &mut Vec<Effect>) -> bool {
        match win::winner(&self.core.board, self.marks.lovers) {
            Some(team) => {
                if team == MafiaTeam::Lovers
                    && let Some((a, b)) = self.marks.lovers
                {
                    self.core.extra_winners.extend([a, b]);
                }
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
            Phase::LastShot { .. } => MafiaPhase::LastShot,
            Phase::Over => MafiaPhase::Over,
        }
    }

    fn night(&self) -> bool {
        matches!(self.phase, Phase::Night { .. })
    }

    /// A dead hunter still answers its last shot.
    fn may_act(&self, seat: Seat) -> bool {
        self.is_alive(seat)
            || matches!(self.phase, Phase::LastShot { hunter, .. } if hunter == seat)
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
