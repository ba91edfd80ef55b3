//! Hit-point Mafia (preset `hp`): each round the mafia strike, the
//! detectives test and the healers heal in secret, then the village votes
//! unless the detectives caught a mafia.
//!
//! The strike's arithmetic is in [`strike`], the round's secret steps in
//! [`round`], the vote and its tie rule in [`vote`], an inactive player's
//! removal in `removal`; [`HpGame`] only sequences them. The board, the roles, the vote casting and the win rule
//! are shared with the classic game.

pub mod bot;
mod removal;
pub mod round;
pub mod strike;
pub mod vote;

use super::action::{MafiaAction, VoteChoice};
use super::day::Votes;
use super::message::{MafiaMessage, Power};
use super::reason::{MafiaPhase, MafiaReason};
use super::roles::Role;
use super::ruleset::Ruleset;
use super::{deal, win};
use crate::mafia::kinds::MafiaPrompt;
use crate::mafia::words::Act;
use crate::mafia::words::Rejection;
use crate::mafia::words::{Effect, Outcome};
use crate::mafia::{Core, Flow};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use round::Choices;
use vote::Verdict;

#[derive(Clone, Debug)]
enum Phase {
    /// The secret steps of round `n`.
    Secret { n: u32, choices: Choices },
    /// Round `n`'s vote, repeated `repeats` times so far.
    Vote { n: u32, repeats: u8, votes: Votes },
    /// The game has ended.
    Over,
}

/// A running game of hit-point Mafia.
#[derive(Debug)]
pub struct HpGame {
    core: Core,
    hp: Vec<u32>,
    phase: Phase,
}

/// A role's starting HP.
pub fn starting_hp(rules: &Ruleset, role: Role) -> u32 {
    match role {
        Role::Mafioso => rules.hp.mafia,
        Role::Detective => rules.hp.detective,
        Role::Healer => rules.hp.healer,
        _ => rules.hp.commoner,
    }
}

impl HpGame {
    /// Deals the roles, tells each seat its role, its team and its HP, and
    /// opens round 1.
    pub fn start(
        rules: Ruleset,
        seed: Seed,
        seats: &[SeatInfo],
        now: Timestamp,
    ) -> (HpGame, Vec<Effect>) {
        let roles = deal::deal(&rules, &seed, seats.len());
        let hp = roles.iter().map(|r| starting_hp(&rules, *r)).collect();
        let (core, started) = Core::begin(rules, seed, seats, roles);
        let mut game = HpGame {
            core,
            hp,
            phase: Phase::Over,
        };
        let mut effects = vec![started];
        for seat in game.core.board.seats() {
            let role = game.core.board.role(seat);
            // Mafia, detectives and healers know their teammates;
            // commoners know only themselves.
            let allies = if role == Role::Commoner {
                Vec::new()
            } else {
                game.core
                    .board
                    .seats()
                    .filter(|s| *s != seat && game.core.board.role(*s) == role)
                    .collect()
            };
            effects.push(Effect::to_seat(
                seat,
                MafiaMessage::RoleCard { role, allies },
            ));
            effects.push(Effect::to_seat(
                seat,
                MafiaMessage::HitPoints {
                    hp: game.hp[seat.index()],
                },
            ));
        }
        game.enter_round(1, now, &mut effects);
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
                if !matches!(self.phase, Phase::Vote { .. }) {
                    return Err(self.wrong_phase(action, MafiaReason::TalkDuringVote));
                }
                super::check_canned(&self.core.board, line)?;
                effects.push(Effect::public(MafiaMessage::Said {
                    speaker: seat,
                    line: *line,
                }));
            }
            MafiaAction::Ready => {
                return Err(self.wrong_phase(action, MafiaReason::NoDayZero));
            }
            // Nobody blocks in hp, and hp has none of the newer roles.
            MafiaAction::Block(_)
            | MafiaAction::Use(..)
            | MafiaAction::Reveal
            | MafiaAction::LastShot(_) => {
                return Err(Rejection::NotYourTurn {
                    action: Act::Block,
                    reason: MafiaReason::OnlyBlockers.into(),
                });
            }
            MafiaAction::Kill(target)
            | MafiaAction::Investigate(target)
            | MafiaAction::Protect(target) => {
                let power = match action {
                    MafiaAction::Kill(_) => Power::Kill,
                    MafiaAction::Investigate(_) => Power::Investigate,
                    _ => Power::Protect,
                };
                let Phase::Secret { n, choices } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::PowersBeforeVote));
                };
                let n = *n;
                effects.extend(choices.choose(&self.core.board, seat, power, *target)?);
                if choices.complete(&self.core.board) {
                    self.end_secret(n, now, &mut effects);
                }
            }
            MafiaAction::Vote(choice) => {
                let Phase::Vote { n, repeats, votes } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::VotesAfterSecrets));
                };
                let (n, repeats) = (*n, *repeats);
                effects.extend(votes.vote(&self.core.board, &self.core.rules, seat, *choice)?);
                if votes.complete(&self.core.board) {
                    self.end_vote(n, repeats, now, &mut effects);
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
            Phase::Secret { n, .. } => self.end_secret(*n, now, &mut effects),
            Phase::Vote { n, repeats, .. } => self.end_vote(*n, *repeats, now, &mut effects),
            Phase::Over => {}
        }
        effects
    }

    /// A seat's HP (secret: hosts must not show it).
    pub fn hit_points(&self, seat: Seat) -> u32 {
        self.hp.get(seat.index()).copied().unwrap_or(0)
    }

    fn begin_phase(&mut self, phase: Phase, secs: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase = phase;
        self.core.clock.begin(secs, now, effects);
    }

    fn prompt(&self, seat: Seat, kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Effect {
        self.core.clock.prompt(seat, kind, choices)
    }

    fn enter_round(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::Nightfall { night: n }));
        let choices = Choices::default();
        self.begin_phase(
            Phase::Secret { n, choices },
            self.core.rules.night_secs,
            now,
            effects,
        );
        // A team that is gone gets no prompt, so its step is skipped.
        for seat in self.core.board.living() {
            let Some(power) = round::power_of(self.core.board.role(seat)) else {
                continue;
            };
            let choices = round::targets(&self.core.board, power)
                .into_iter()
                .map(|t| power.on(t))
                .collect();
            effects.push(self.prompt(seat, super::night::prompt_kind(&[power]), choices));
        }
    }

    fn end_secret(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Secret { choices, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        let heal = self.core.rules.hp.heal;
        let outcome = choices.resolve(&self.core.board, &mut self.hp, heal, &mut self.core.rng);
        let role = outcome.killed.and_then(|victim| self.core.take_out(victim));
        effects.push(Effect::public(MafiaMessage::Dawn {
            day: n,
            killed: outcome.killed,
            role,
        }));
        let detectives = self.core.board.living_with(Role::Detective);
        // A detective struck down tonight no longer hears the result; the
        // catch below still stands, as the test was made.
        if let Some((target, mafia)) = outcome.test.filter(|_| !detectives.is_empty()) {
            effects.push(Effect::to_team(
                Role::Detective.team(),
                detectives,
                MafiaMessage::Tested { target, mafia },
            ));
        }
        for seat in self.core.board.living() {
            effects.push(Effect::to_seat(
                seat,
                MafiaMessage::HitPoints {
                    hp: self.hp[seat.index()],
                },
            ));
        }
        if self.check_win(effects) {
            return;
        }
        let caught = outcome
            .test
            .filter(|(s, mafia)| *mafia && self.core.board.is_alive(*s))
            .map(|(s, _)| s);
        if let Some(seat) = caught {
            let role = self.core.take_out(seat);
            effects.push(Effect::public(MafiaMessage::Caught { seat, role }));
            if self.check_win(effects) {
                return;
            }
            self.enter_round(n + 1, now, effects);
            return;
        }
        self.open_vote(n, 0, now, effects);
    }

    fn open_vote(&mut self, n: u32, repeats: u8, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::StillAlive {
            seats: self.core.board.living(),
        }));
        effects.push(Effect::public(MafiaMessage::VotingOpens { day: n }));
        let votes = Votes::default();
        self.begin_phase(
            Phase::Vote { n, repeats, votes },
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

    fn end_vote(&mut self, n: u32, repeats: u8, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Vote { votes, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        match vote::verdict(
            &votes,
            &self.core.board,
            &self.core.rules,
            repeats,
            &mut self.core.rng,
        ) {
            Verdict::Remove(seat) => {
                let role = self.core.take_out(seat);
                effects.push(Effect::public(MafiaMessage::Lynched { seat, role }));
                if self.check_win(effects) {
                    return;
                }
            }
            Verdict::Nobody => effects.push(Effect::public(MafiaMessage::NoLynch)),
            Verdict::Revote(tied) => {
                effects.push(Effect::public(MafiaMessage::Revote {
                    tied,
                    attempt: repeats + 1,
                }));
                self.open_vote(n, repeats + 1, now, effects);
                return;
            }
        }
        self.enter_round(n + 1, now, effects);
    }

    /// Ends the game if a team has won; says whether it did.
    fn check_win(&mut self, effects: &mut Vec<Effect>) -> bool {
        match win::winner(&self.core.board, None) {
            Some(team) => {
                effects.push(Effect::public(MafiaMessage::Winner { team }));
                self.finish(Outcome::Won(team), effects);
                true
            }
            None => false,
        }
    }
}

impl Flow for HpGame {
    fn core(&self) -> &Core {
        &self.core
    }

    fn finish(&mut self, outcome: Outcome, effects: &mut Vec<Effect>) {
        self.phase = Phase::Over;
        self.core.finish(outcome, effects);
    }

    fn phase_name(&self) -> MafiaPhase {
        match &self.phase {
            Phase::Secret { n, .. } => MafiaPhase::Secret(*n),
            Phase::Vote { n, .. } => MafiaPhase::RoundVote(*n),
            Phase::Over => MafiaPhase::Over,
        }
    }

    /// The mafia pick their target together in the secret steps.
    fn night(&self) -> bool {
        matches!(self.phase, Phase::Secret { .. })
    }
}

#[cfg(test)]
mod tests;
