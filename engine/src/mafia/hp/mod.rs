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
use super::board::Board;
use super::clock::PhaseClock;
use super::day::Votes;
use super::message::{MafiaMessage, Power};
use super::reason::{MafiaPhase, MafiaReason};
use super::role::Role;
use super::ruleset::Ruleset;
use super::{deal, win};
use crate::kind::GameKind;
use crate::mafia::kinds::MafiaPrompt;
use crate::mafia::words::Message;
use crate::mafia::words::Rejection;
use crate::mafia::words::{Effect, GameResult, Outcome};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use rand::rngs::ChaCha8Rng;
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
    pub(crate) rules: Ruleset,
    board: Board,
    hp: Vec<u32>,
    phase: Phase,
    clock: PhaseClock,
    rng: ChaCha8Rng,
    seed: Seed,
    commitment: String,
    result: Option<GameResult>,
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
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let role_names: Vec<&str> = roles.iter().map(|r| r.name()).collect();
        let commitment = crate::fairness::commitment(&seed, &role_names);
        let hp = roles.iter().map(|r| starting_hp(&rules, *r)).collect();
        let mut game = HpGame {
            rng: seed.rng("play", 0),
            board: Board::new(names.clone(), roles),
            hp,
            rules,
            phase: Phase::Over,
            clock: PhaseClock::default(),
            seed,
            commitment: commitment.clone(),
            result: None,
        };
        let mut effects = vec![Effect::public(Message::Started {
            kind: GameKind::Mafia,
            names,
            commitment,
        })];
        for seat in game.board.seats() {
            let role = game.board.role(seat);
            // Mafia, detectives and healers know their teammates;
            // commoners know only themselves.
            let allies = if role == Role::Commoner {
                Vec::new()
            } else {
                game.board
                    .seats()
                    .filter(|s| *s != seat && game.board.role(*s) == role)
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
                if !matches!(self.phase, Phase::Vote { .. }) {
                    return Err(self.wrong_phase(action, MafiaReason::TalkDuringVote));
                }
                super::check_canned(&self.board, line)?;
                effects.push(Effect::public(MafiaMessage::Said {
                    speaker: seat,
                    line: *line,
                }));
            }
            MafiaAction::Ready => {
                return Err(self.wrong_phase(action, MafiaReason::NoDayZero));
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
                effects.extend(choices.choose(&self.board, seat, power, *target)?);
                if choices.complete(&self.board) {
                    self.end_secret(n, now, &mut effects);
                }
            }
            MafiaAction::Vote(choice) => {
                let Phase::Vote { n, repeats, votes } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::VotesAfterSecrets));
                };
                let (n, repeats) = (*n, *repeats);
                effects.extend(votes.vote(&self.board, &self.rules, seat, *choice)?);
                if votes.complete(&self.board) {
                    self.end_vote(n, repeats, now, &mut effects);
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
            Phase::Secret { n, .. } => self.end_secret(*n, now, &mut effects),
            Phase::Vote { n, repeats, .. } => self.end_vote(*n, *repeats, now, &mut effects),
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

    /// Relays a seat's private words to its room (the mafia's at
    /// night, the dead's).
    pub fn say(&self, seat: Seat, text: &str) -> Result<Vec<Effect>, Rejection> {
        // The mafia pick their target together in the secret steps.
        let moment = crate::mafia::chat::Moment {
            night: matches!(self.phase, Phase::Secret { .. }),
            team_chat: self.rules.team_chat,
            speaker: &crate::mafia::Who::Seat,
        };
        crate::mafia::chat::relay(&self.board, &moment, seat, text)
    }

    /// Whether a seat is alive.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.board.is_alive(seat)
    }

    /// The board (roles are secret: hosts must not show them).
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// A seat's HP (secret: hosts must not show it).
    pub fn hit_points(&self, seat: Seat) -> u32 {
        self.hp.get(seat.index()).copied().unwrap_or(0)
    }

    fn phase_name(&self) -> MafiaPhase {
        match &self.phase {
            Phase::Secret { n, .. } => MafiaPhase::Secret(*n),
            Phase::Vote { n, .. } => MafiaPhase::RoundVote(*n),
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

    fn begin_phase(&mut self, phase: Phase, secs: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase = phase;
        self.clock.begin(secs, now, effects);
    }

    fn prompt(&self, seat: Seat, kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Effect {
        self.clock.prompt(seat, kind, choices)
    }

    fn enter_round(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::Nightfall { night: n }));
        let choices = Choices::default();
        self.begin_phase(
            Phase::Secret { n, choices },
            self.rules.night_secs,
            now,
            effects,
        );
        // A team that is gone gets no prompt, so its step is skipped.
        for seat in self.board.living() {
            let Some(power) = round::power_of(self.board.role(seat)) else {
                continue;
            };
            let choices = round::targets(&self.board, power)
                .into_iter()
                .map(|t| match power {
                    Power::Kill => MafiaAction::Kill(t),
                    Power::Investigate => MafiaAction::Investigate(t),
                    Power::Protect => MafiaAction::Protect(t),
                })
                .collect();
            effects.push(self.prompt(seat, super::night::prompt_kind(power), choices));
        }
    }

    fn end_secret(&mut self, n: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Secret { choices, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        let heal = self.rules.hp.heal;
        let outcome = choices.resolve(&self.board, &mut self.hp, heal, &mut self.rng);
        if let Some(victim) = outcome.killed {
            self.board.remove(victim);
        }
        let role = outcome
            .killed
            .filter(|_| self.rules.reveal_on_death)
            .map(|s| self.board.role(s));
        effects.push(Effect::public(MafiaMessage::Dawn {
            day: n,
            killed: outcome.killed,
            role,
        }));
        let detectives = self.board.living_with(Role::Detective);
        // A detective struck down tonight no longer hears the result; the
        // catch below still stands, as the test was made.
        if let Some((target, mafia)) = outcome.test.filter(|_| !detectives.is_empty()) {
            effects.push(Effect::to_team(
                Role::Detective.team(),
                detectives,
                MafiaMessage::Tested { target, mafia },
            ));
        }
        for seat in self.board.living() {
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
            .filter(|(s, mafia)| *mafia && self.board.is_alive(*s))
            .map(|(s, _)| s);
        if let Some(seat) = caught {
            self.board.remove(seat);
            let role = self.rules.reveal_on_death.then(|| self.board.role(seat));
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
            seats: self.board.living(),
        }));
        effects.push(Effect::public(MafiaMessage::VotingOpens { day: n }));
        let votes = Votes::default();
        self.begin_phase(
            Phase::Vote { n, repeats, votes },
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

    fn end_vote(&mut self, n: u32, repeats: u8, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Vote { votes, .. } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        match vote::verdict(&votes, &self.board, &self.rules, repeats, &mut self.rng) {
            Verdict::Remove(seat) => {
                self.board.remove(seat);
                let role = self.rules.reveal_on_death.then(|| self.board.role(seat));
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
        let result = super::game_result(&self.board, outcome, self.seed, &self.commitment);
        self.phase = Phase::Over;
        self.clock.stop();
        effects.extend(Effect::game_over(&result));
        self.result = Some(result);
    }
}

#[cfg(test)]
mod tests;
