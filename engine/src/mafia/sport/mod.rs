//! Tournament sport Mafia (preset `sport`): red and black cards, the don
//! and the sheriff, speeches in seat order with nominations, the vote on
//! the nominees, the confirmation vote, the car crash, the unanimous night
//! shooting and the night checks; optionally under pseudonyms.
//!
//! Each rule lives in its own module: the deal in [`deal`], night 0 in
//! [`intro`], the speeches and nominations in [`speech`], the votes in
//! [`vote`], ties in [`crash`], the night in [`shooting`] and [`checks`],
//! the morning in [`news`], the end in [`win`], aliases and per-viewer seat
//! lists in [`pseudonyms`], an inactive player's removal in `removal`.
//! [`SportGame`] only sequences them.

pub mod bot;
pub mod checks;
pub mod crash;
pub mod deal;
pub mod intro;
pub mod news;
pub mod pseudonyms;
mod removal;
pub mod shooting;
pub mod speech;
pub mod vote;
pub mod win;

use super::action::MafiaAction;
use super::message::MafiaMessage;
use super::reason::{MafiaPhase, MafiaReason};
use super::ruleset::Ruleset;
use crate::mafia::kinds::{MafiaPrompt, MafiaTeam};
use crate::mafia::words::{Act, Rejection, Target};
use crate::mafia::words::{Effect, Outcome};
use crate::mafia::{Core, Flow};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use checks::Checks;
use crash::Next;
use pseudonyms::{Aliases, Who};
use shooting::Shots;
use speech::Talk;
use vote::{Ballot, Confirm};

#[derive(Clone, Debug)]
enum Phase {
    /// Night 0: the black team meets; the don may send a kill order.
    Intro,
    /// Day `day`'s speeches (or a car crash's).
    Talk { day: u32, talk: Talk },
    /// Day `day`'s vote on the nominees (or the car crash's repeat).
    Ballot { day: u32, ballot: Ballot },
    /// Day `day`'s confirmation vote.
    Confirm { day: u32, confirm: Confirm },
    /// Night `night`'s shooting.
    Shooting { night: u32, shots: Shots },
    /// Night `night`'s checks; the victim leaves in the morning.
    Checks {
        night: u32,
        victim: Option<Seat>,
        checks: Checks,
    },
    /// The game has ended.
    Over,
}

/// A running game of sport Mafia.
#[derive(Debug)]
pub struct SportGame {
    core: Core,
    names: Aliases,
    phase: Phase,
    /// The previous day's first speaker, for the next day's order.
    first_speaker: Option<Seat>,
}

impl SportGame {
    /// Deals the cards, tells each seat its card (and the black team its
    /// members and don) and opens night 0.
    pub fn start(
        rules: Ruleset,
        seed: Seed,
        seats: &[SeatInfo],
        now: Timestamp,
    ) -> (SportGame, Vec<Effect>) {
        let roles = super::deal::deal(&rules, &seed, seats.len());
        SportGame::start_dealt(rules, seed, seats, roles, now)
    }

    /// Starts with the cards already dealt (the deal is separate so tests
    /// can fix it).
    fn start_dealt(
        rules: Ruleset,
        seed: Seed,
        seats: &[SeatInfo],
        roles: Vec<super::roles::Role>,
        now: Timestamp,
    ) -> (SportGame, Vec<Effect>) {
        let aliases = Aliases::new(rules.pseudonyms, seed, seats.len());
        let (core, started) = Core::begin(rules, seed, seats, roles);
        let mut game = SportGame {
            core,
            names: aliases,
            phase: Phase::Over,
            first_speaker: None,
        };
        let mut effects = vec![started];
        for seat in game.core.board.seats() {
            let role = game.core.board.role(seat);
            effects.push(Effect::to_seat(seat, MafiaMessage::SportCard { role }));
        }
        game.enter_intro(now, &mut effects);
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
            MafiaAction::Speak(text) => self.speak(seat, text, now, &mut effects)?,
            // Nobody blocks in sport, and sport has none of the newer roles.
            MafiaAction::Block(_)
            | MafiaAction::Use(..)
            | MafiaAction::Reveal
            | MafiaAction::LastShot(_) => {
                return Err(Rejection::NotYourTurn {
                    action: Act::Block,
                    reason: MafiaReason::OnlyBlockers.into(),
                });
            }
            MafiaAction::Say(line) => {
                self.require_speaker(seat, action)?;
                super::check_canned(&self.core.board, line)?;
                if self.names.on() && (line.subject.is_some() || line.recipient.is_some()) {
                    // A seat number answered with an alias would unmask it.
                    return Err(Rejection::InvalidTarget {
                        target: Target::Message(line.id),
                        reason: MafiaReason::CannedUnderAliases.into(),
                    });
                }
                self.relay(seat, line.id, line.subject, &mut effects);
            }
            MafiaAction::Claim { id, subject } => {
                self.require_speaker(seat, action)?;
                let subject = match subject {
                    Some(w) => Some(self.names.resolve(w, seat)?),
                    None => None,
                };
                let line = super::canned::Canned {
                    id: *id,
                    subject,
                    recipient: None,
                };
                super::check_canned(&self.core.board, &line)?;
                self.relay(seat, *id, subject, &mut effects);
            }
            MafiaAction::Nominate(target) => {
                let label = self.labeller(seat);
                let nominee = self.names.resolve(target, seat)?;
                let Phase::Talk { talk, .. } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::NominateInSpeeches));
                };
                talk.nominate(&self.core.board, seat, nominee, &label)?;
                self.names
                    .tell(&mut effects, |who| MafiaMessage::Nominated {
                        by: who(seat),
                        nominee: who(nominee),
                    });
                effects.push(self.speech_prompt(seat));
            }
            MafiaAction::Pass => match &self.phase {
                Phase::Intro if Some(seat) == intro::don(&self.core.board) => {
                    self.enter_day(1, now, &mut effects);
                }
                Phase::Talk { talk, .. } if talk.speaker() == Some(seat) => {
                    self.next_speaker(now, &mut effects);
                }
                _ => {
                    return Err(self.wrong_phase(action, MafiaReason::PassInSpeech));
                }
            },
            MafiaAction::Ballot(target) => {
                let label = self.labeller(seat);
                let nominee = self.names.resolve(target, seat)?;
                let Phase::Ballot { ballot, .. } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::BallotAfterSpeeches));
                };
                ballot.cast(seat, nominee, &label)?;
                let done = ballot.complete(&self.core.board);
                self.names
                    .tell(&mut effects, |who| MafiaMessage::BallotCast {
                        voter: who(seat),
                        nominee: who(nominee),
                    });
                if done {
                    self.end_ballot(now, &mut effects);
                }
            }
            MafiaAction::Agree(yes) => {
                let Phase::Confirm { confirm, .. } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::AgreeInConfirmation));
                };
                confirm.cast(seat, *yes)?;
                let done = confirm.complete(&self.core.board);
                let yes = *yes;
                self.names
                    .tell(&mut effects, |who| MafiaMessage::Agreement {
                        voter: who(seat),
                        yes,
                    });
                if done {
                    self.end_confirm(now, &mut effects);
                }
            }
            MafiaAction::Shoot(target) => {
                let label = self.labeller(seat);
                let victim = self.names.resolve(target, seat)?;
                let Phase::Shooting { shots, .. } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::ShootAtNight));
                };
                shots.shoot(&self.core.board, seat, victim, &label)?;
                let done = shots.complete(&self.core.board);
                effects.push(Effect::to_seat(
                    seat,
                    MafiaMessage::ShotTaken {
                        target: self.names.who(victim, Some(seat)),
                    },
                ));
                if done {
                    self.end_shooting(now, &mut effects);
                }
            }
            MafiaAction::Check(target) => {
                let label = self.labeller(seat);
                let who = self
                    .names
                    .who(self.names.resolve(target, seat)?, Some(seat));
                let Phase::Checks { checks, .. } = &mut self.phase else {
                    return Err(self.wrong_phase(action, MafiaReason::ChecksAfterShooting));
                };
                let answer = checks.check(&self.core.board, seat, who, &label)?;
                let done = checks.complete(&self.core.board);
                effects.push(Effect::to_seat(seat, answer));
                if done {
                    self.morning(now, &mut effects);
                }
            }
            MafiaAction::Ready
            | MafiaAction::Kill(_)
            | MafiaAction::Investigate(_)
            | MafiaAction::Protect(_)
            | MafiaAction::Vote(_) => {
                return Err(self.wrong_phase(action, MafiaReason::SportActions));
            }
        }
        Ok(effects)
    }

    /// Ends the current phase (or speech) if its deadline has passed.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if !self.core.clock.due(now) {
            return effects;
        }
        match &self.phase {
            Phase::Intro => self.enter_day(1, now, &mut effects),
            Phase::Talk { .. } => self.next_speaker(now, &mut effects),
            Phase::Ballot { .. } => self.end_ballot(now, &mut effects),
            Phase::Confirm { .. } => self.end_confirm(now, &mut effects),
            Phase::Shooting { .. } => self.end_shooting(now, &mut effects),
            Phase::Checks { .. } => self.morning(now, &mut effects),
            Phase::Over => {}
        }
        effects
    }

    /// The aliases (secret from their owners).
    pub fn aliases(&self) -> &Aliases {
        &self.names
    }

    fn labeller(&self, viewer: Seat) -> impl Fn(Seat) -> Target + use<> {
        let names = self.names.clone();
        let board = self.core.board.clone();
        move |s| names.label(&board, s, viewer)
    }

    /// Refuses public talk from anyone but the current speaker.
    fn require_speaker(&self, seat: Seat, action: &MafiaAction) -> Result<(), Rejection> {
        match &self.phase {
            Phase::Talk { talk, .. } if talk.speaker() == Some(seat) => Ok(()),
            Phase::Talk { .. } => Err(Rejection::NotYourTurn {
                action: action.verb(),
                reason: MafiaReason::OnlyCurrentSpeaker.into(),
            }),
            _ => Err(self.wrong_phase(action, MafiaReason::TalkInSpeech)),
        }
    }

    /// Relays a canned line under the speaker's label.
    fn relay(&self, speaker: Seat, id: u8, subject: Option<Seat>, effects: &mut Vec<Effect>) {
        self.names.tell(effects, |who| MafiaMessage::Relayed {
            speaker: who(speaker),
            id,
            subject: subject.map(who),
        });
    }

    fn speak(
        &mut self,
        seat: Seat,
        text: &str,
        now: Timestamp,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Rejection> {
        let action = MafiaAction::Speak(String::new());
        if matches!(self.phase, Phase::Intro) {
            if Some(seat) != intro::don(&self.core.board) {
                return Err(Rejection::NotYourTurn {
                    action: Act::Speak,
                    reason: MafiaReason::OnlyDonOnNightZero.into(),
                });
            }
            let line = speech::check_line(text)?;
            effects.push(intro::relay_order(&self.core.board, line));
            self.enter_day(1, now, effects);
            return Ok(());
        }
        self.require_speaker(seat, &action)?;
        let line = speech::check_line(text)?;
        self.names.tell(effects, |who| MafiaMessage::Speech {
            speaker: who(seat),
            text: line.clone(),
        });
        Ok(())
    }

    fn begin(&mut self, phase: Phase, secs: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase = phase;
        self.core.clock.begin(secs, now, effects);
    }

    fn prompt(&self, seat: Seat, kind: MafiaPrompt, choices: Vec<MafiaAction>) -> Effect {
        self.core.clock.prompt(seat, kind, choices)
    }

    /// `seats` as `viewer` sees them, in their seat-list order.
    fn shown(&self, viewer: Seat, seats: Vec<Seat>) -> Vec<Who> {
        self.names
            .order_for(viewer, seats)
            .into_iter()
            .map(|s| self.names.who(s, Some(viewer)))
            .collect()
    }

    /// A fresh seat list for every viewer (pseudonyms), or the living
    /// players in seat order.
    fn new_seat_lists(&mut self, effects: &mut Vec<Effect>) {
        self.names.reshuffle();
        if self.names.on() {
            for seat in self.core.board.seats() {
                effects.push(Effect::to_seat(
                    seat,
                    self.names.seat_list(seat, &self.core.board),
                ));
            }
        } else {
            effects.push(Effect::public(MafiaMessage::StillAlive {
                seats: self.core.board.living(),
            }));
        }
    }

    fn enter_intro(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::Introduction));
        self.new_seat_lists(effects);
        intro::introduce(&self.core.board, &self.names, effects);
        self.begin(Phase::Intro, self.core.rules.night_secs, now, effects);
        if let Some(don) = intro::don(&self.core.board) {
            effects.push(self.prompt(don, MafiaPrompt::KillOrder, vec![MafiaAction::Pass]));
        }
    }

    fn enter_day(&mut self, day: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        let Some(first) = speech::first_speaker(&self.core.board, self.first_speaker) else {
            return;
        };
        self.first_speaker = Some(first);
        effects.push(Effect::public(MafiaMessage::Discussion { day }));
        self.new_seat_lists(effects);
        let talk = Talk::day(&self.core.board, first);
        self.phase = Phase::Talk { day, talk };
        self.begin_speech(now, effects);
    }

    /// Opens the current speaker's speech.
    fn begin_speech(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Talk { talk, .. } = &self.phase else {
            return;
        };
        let Some(speaker) = talk.speaker() else {
            return;
        };
        let again = talk.crash.is_some();
        let secs = self.core.rules.speech_secs;
        self.names.tell(effects, |who| MafiaMessage::SpeechTurn {
            speaker: who(speaker),
            secs,
            again,
        });
        self.core.clock.begin(secs, now, effects);
        effects.push(self.speech_prompt(speaker));
    }

    fn speech_prompt(&self, speaker: Seat) -> Effect {
        let mut choices = Vec::new();
        if let Phase::Talk { talk, .. } = &self.phase
            && talk.may_nominate()
        {
            choices = self
                .shown(speaker, talk.nominable(&self.core.board))
                .into_iter()
                .map(MafiaAction::Nominate)
                .collect();
        }
        choices.push(MafiaAction::Pass);
        self.prompt(speaker, MafiaPrompt::Speech, choices)
    }

    fn next_speaker(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Talk { day, talk } = &mut self.phase else {
            return;
        };
        let day = *day;
        if talk.next(&self.core.board) {
            self.begin_speech(now, effects);
            return;
        }
        let (nominees, repeat) = match &talk.crash {
            Some(tied) => (tied.clone(), true),
            None => (talk.nominees.clone(), false),
        };
        if nominees.is_empty() {
            effects.push(Effect::public(MafiaMessage::NoNominees));
            self.enter_night(day, now, effects);
            return;
        }
        self.open_ballot(day, Ballot::new(nominees, repeat), now, effects);
    }

    fn open_ballot(&mut self, day: u32, ballot: Ballot, now: Timestamp, effects: &mut Vec<Effect>) {
        let nominees = ballot.nominees.clone();
        self.names.tell(effects, |who| MafiaMessage::BallotOpens {
            nominees: nominees.iter().map(|s| who(*s)).collect(),
        });
        self.begin(
            Phase::Ballot { day, ballot },
            self.core.rules.day_secs,
            now,
            effects,
        );
        for seat in self.core.board.living() {
            // Nomination order, the same for every viewer.
            let choices = nominees
                .iter()
                .map(|s| MafiaAction::Ballot(self.names.who(*s, Some(seat))))
                .collect();
            effects.push(self.prompt(seat, MafiaPrompt::Nominees, choices));
        }
    }

    fn end_ballot(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Ballot { day, ballot } = std::mem::replace(&mut self.phase, Phase::Over) else {
            return;
        };
        let tally = ballot.tally(&self.core.board);
        self.names.tell(effects, |who| MafiaMessage::Tally {
            counts: tally.iter().map(|(s, k)| (who(*s), *k)).collect(),
        });
        match crash::after(&ballot, &self.core.board) {
            Next::Nobody => {
                self.names.tell(effects, |who| MafiaMessage::Stays {
                    candidates: ballot.nominees.iter().map(|s| who(*s)).collect(),
                });
                self.enter_night(day, now, effects);
            }
            Next::Confirm(one) => self.open_confirm(day, vec![one], now, effects),
            Next::AllLeave(tied) => self.open_confirm(day, tied, now, effects),
            Next::Crash(tied) => {
                self.names.tell(effects, |who| MafiaMessage::CarCrash {
                    tied: tied.iter().map(|s| who(*s)).collect(),
                });
                self.phase = Phase::Talk {
                    day,
                    talk: Talk::crash(tied),
                };
                self.begin_speech(now, effects);
            }
        }
    }

    fn open_confirm(
        &mut self,
        day: u32,
        candidates: Vec<Seat>,
        now: Timestamp,
        effects: &mut Vec<Effect>,
    ) {
        self.names.tell(effects, |who| MafiaMessage::Confirmation {
            candidates: candidates.iter().map(|s| who(*s)).collect(),
        });
        let confirm = Confirm::new(candidates);
        self.begin(
            Phase::Confirm { day, confirm },
            self.core.rules.day_secs,
            now,
            effects,
        );
        let choices = vec![MafiaAction::Agree(true), MafiaAction::Agree(false)];
        for seat in self.core.board.living() {
            effects.push(self.prompt(seat, MafiaPrompt::Agree, choices.clone()));
        }
    }

    fn end_confirm(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Confirm { day, confirm } = std::mem::replace(&mut self.phase, Phase::Over)
        else {
            return;
        };
        if confirm.passes(&self.core.board) {
            // All leave together; the win rule is checked after the removal.
            let roles: Vec<_> = confirm
                .candidates
                .iter()
                .map(|seat| self.core.take_out(*seat))
                .collect();
            for (seat, role) in confirm.candidates.iter().zip(roles) {
                self.names.tell(effects, |who| MafiaMessage::Leaves {
                    who: who(*seat),
                    role,
                });
            }
            if self.check_win(effects) {
                return;
            }
        } else {
            self.names.tell(effects, |who| MafiaMessage::Stays {
                candidates: confirm.candidates.iter().map(|s| who(*s)).collect(),
            });
        }
        self.enter_night(day, now, effects);
    }

    fn enter_night(&mut self, night: u32, now: Timestamp, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(MafiaMessage::Shooting { night }));
        self.new_seat_lists(effects);
        self.begin(
            Phase::Shooting {
                night,
                shots: Shots::default(),
            },
            self.core.rules.shooting_secs,
            now,
            effects,
        );
        for seat in self.core.board.living_in(MafiaTeam::Mafia) {
            let choices = self
                .shown(seat, shooting::targets(&self.core.board))
                .into_iter()
                .map(MafiaAction::Shoot)
                .collect();
            effects.push(self.prompt(seat, MafiaPrompt::Shoot, choices));
        }
    }

    fn end_shooting(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Shooting { night, shots } = std::mem::replace(&mut self.phase, Phase::Over)
        else {
            return;
        };
        let victim = shots.outcome(&self.core.board);
        effects.push(Effect::public(MafiaMessage::Checks));
        // The victim leaves in the morning, so a shot don or sheriff still
        // checks tonight and nobody learns the kill early.
        self.begin(
            Phase::Checks {
                night,
                victim,
                checks: Checks::default(),
            },
            self.core.rules.night_secs,
            now,
            effects,
        );
        let checkers = checks::checkers(&self.core.board);
        if checkers.is_empty() {
            self.morning(now, effects);
            return;
        }
        for seat in checkers {
            let kind = if self.core.board.role(seat) == super::roles::Role::Don {
                MafiaPrompt::DonCheck
            } else {
                MafiaPrompt::SheriffCheck
            };
            let choices = self
                .shown(seat, checks::targets(&self.core.board, seat))
                .into_iter()
                .map(MafiaAction::Check)
                .collect();
            effects.push(self.prompt(seat, kind, choices));
        }
    }

    fn morning(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        let Phase::Checks { night, victim, .. } = std::mem::replace(&mut self.phase, Phase::Over)
        else {
            return;
        };
        let reveal = self.core.rules.reveal_on_death;
        news::morning(
            &mut self.core.board,
            &self.names,
            night + 1,
            victim,
            reveal,
            effects,
        );
        if victim.is_some() && self.check_win(effects) {
            return;
        }
        self.enter_day(night + 1, now, effects);
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

impl Flow for SportGame {
    fn core(&self) -> &Core {
        &self.core
    }

    fn finish(&mut self, outcome: Outcome, effects: &mut Vec<Effect>) {
        self.phase = Phase::Over;
        self.core.finish(outcome, effects);
    }

    fn phase_name(&self) -> MafiaPhase {
        match &self.phase {
            Phase::Intro => MafiaPhase::Intro,
            Phase::Talk { day, talk } if talk.crash.is_some() => MafiaPhase::CrashSpeeches(*day),
            Phase::Talk { day, .. } => MafiaPhase::Speeches(*day),
            Phase::Ballot { day, .. } => MafiaPhase::Ballot(*day),
            Phase::Confirm { day, .. } => MafiaPhase::Confirm(*day),
            Phase::Shooting { night, .. } => MafiaPhase::Shooting(*night),
            Phase::Checks { night, .. } => MafiaPhase::Checks(*night),
            Phase::Over => MafiaPhase::Over,
        }
    }

    /// The mafia's room is open in the introduction and at night.
    fn night(&self) -> bool {
        matches!(
            self.phase,
            Phase::Intro | Phase::Shooting { .. } | Phase::Checks { .. }
        )
    }

    /// Under pseudonyms a room is told the speaker's alias, never the
    /// name (`who` with no viewer never answers "you" or the name).
    fn speaker(&self, seat: Seat) -> Who {
        self.names.who(seat, None)
    }
}

#[cfg(test)]
mod tests;
