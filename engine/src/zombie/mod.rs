//! The Zombie Game: humans and zombies meet in private, infections spread
//! unseen, and the judge announces counts and top scores each turn.
//!
//! The rules live once, in [`outbreak`]: chat play ([`ZombieGame`], on the
//! engine's inputs, effects and deadlines) and the judge's script mode
//! ([`script`]) drive the same [`Outbreak`]. The deal is in [`deal`], the
//! computer players in [`bot`]; the judge's view of a turn in [`status`].

pub mod action;
pub mod bot;
pub mod deal;
mod definition;
pub mod kinds;
pub mod message;
pub mod options;
pub mod outbreak;
pub mod reason;
pub mod render;
pub mod role;
pub mod script;
pub(crate) mod soak;
pub mod status;
pub mod words;

pub use action::ZombieAction;
pub use kinds::{ZombiePrompt, ZombieTeam};
pub use message::{FinalState, ZombieMessage};
pub use options::ZombieOptions;
pub use outbreak::{Contact, Ending, Outbreak, Ranked, Refusal, TurnReport};
pub use reason::ZombieReason;
pub use role::{Condition, Role};

use crate::kind::GameKind;
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use crate::zombie::words::Message;
use crate::zombie::words::{Audience, Effect, EffectKind, GameResult, Outcome, Prompt};
use crate::zombie::words::{Reason, Rejection, Target, Used};
use std::collections::BTreeSet;

/// A running Zombie game played in chat.
#[derive(Debug)]
pub struct ZombieGame {
    options: ZombieOptions,
    names: Vec<String>,
    host: Option<Seat>,
    outbreak: Outbreak,
    /// Requests waiting for an accept this turn (`handshake_consent`):
    /// (from, to).
    requests: BTreeSet<(Seat, Seat)>,
    phase_no: u32,
    deadline: Option<Timestamp>,
    seed: Seed,
    commitment: String,
    result: Option<GameResult>,
}

impl ZombieGame {
    /// Deals the roles, tells each player theirs privately, announces the
    /// counts and opens turn 0. `host` is the host's seat, if seated: only
    /// they may end a turn early.
    pub fn start(
        options: ZombieOptions,
        seed: Seed,
        seats: &[SeatInfo],
        host: Option<Seat>,
        now: Timestamp,
    ) -> (ZombieGame, Vec<Effect>) {
        let roles = deal::deal(&seed, seats.len(), usize::from(options.zombies));
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let role_names: Vec<&str> = roles.iter().map(|r| r.name()).collect();
        let commitment = crate::fairness::commitment(&seed, &role_names);
        let outbreak = Outbreak::new(&roles, options.max_turns.max(1));
        let mut game = ZombieGame {
            options,
            names: names.clone(),
            host,
            outbreak,
            requests: BTreeSet::new(),
            phase_no: 0,
            deadline: None,
            seed,
            commitment: commitment.clone(),
            result: None,
        };
        let mut effects = vec![Effect::public(Message::Started {
            kind: GameKind::Zombie,
            names,
            commitment,
        })];
        for (seat, role) in game.outbreak.seats().zip(roles.iter().copied()) {
            effects.push(Effect::to_seat(seat, ZombieMessage::RoleCard { role }));
        }
        let zombies = roles.iter().filter(|r| **r == Role::Zombie).count();
        effects.push(Effect::public(ZombieMessage::Opening {
            humans: roles.len() - zombies,
            zombies,
            max_turns: game.outbreak.max_turns(),
        }));
        game.begin_turn(now, &mut effects);
        (game, effects)
    }

    /// A seat's move.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &ZombieAction,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        if self.result.is_some() {
            return Err(Rejection::GameOver);
        }
        let mut effects = Vec::new();
        match *action {
            ZombieAction::Touch(target) => {
                self.outbreak
                    .check_interact(seat, target)
                    .map_err(|r| self.rejection(r, target))?;
                if !self.options.handshake_consent || self.requests.remove(&(target, seat)) {
                    // Without consent, or answering their request: it happens.
                    let (from, to) = if self.options.handshake_consent {
                        (target, seat)
                    } else {
                        (seat, target)
                    };
                    self.interact(from, to, &mut effects)?;
                } else {
                    if !self.requests.insert((seat, target)) {
                        return Err(Rejection::InvalidTarget {
                            target: Target::Player(self.name(target)),
                            reason: ZombieReason::AlreadyAsked.into(),
                        });
                    }
                    self.tell_both(
                        (seat, ZombieMessage::RequestSent { to: target }),
                        (target, ZombieMessage::RequestReceived { from: seat }),
                        &mut effects,
                    );
                }
            }
            ZombieAction::Accept(from) => {
                if !self.requests.remove(&(from, seat)) {
                    return Err(self.no_request(action, from));
                }
                self.interact(from, seat, &mut effects)?;
            }
            ZombieAction::Decline(from) => {
                // Requests end with their turn, so a late decline finds
                // none and is refused like a decline of nothing.
                if !self.requests.remove(&(from, seat)) {
                    return Err(self.no_request(action, from));
                }
                self.tell_both(
                    (seat, ZombieMessage::YouDeclined { from }),
                    (from, ZombieMessage::RequestDeclined { by: seat }),
                    &mut effects,
                );
            }
            ZombieAction::Antidote | ZombieAction::GiveAntidote(_) => {
                let target = match *action {
                    ZombieAction::GiveAntidote(t) => t,
                    _ => seat,
                };
                if target != seat && !self.options.antidote_gift {
                    return Err(Rejection::InvalidTarget {
                        target: Target::Player(self.name(target)),
                        reason: ZombieReason::AntidoteForYourself.into(),
                    });
                }
                self.outbreak
                    .antidote(seat, target)
                    .map_err(|r| self.rejection(r, target))?;
                let on = (target != seat).then_some(target);
                effects.push(Effect::to_seat(seat, ZombieMessage::AntidoteUsed { on }));
                if let Some(t) = on {
                    effects.push(Effect::to_seat(
                        t,
                        ZombieMessage::AntidoteReceived { from: seat },
                    ));
                }
                effects.push(self.prompt(seat));
            }
            ZombieAction::EndTurn => {
                if self.host != Some(seat) {
                    return Err(Rejection::NotYourTurn {
                        action: action.verb(),
                        reason: ZombieReason::HostEndsTurn.into(),
                    });
                }
                self.end_turn(now, &mut effects);
            }
        }
        Ok(effects)
    }

    /// Ends the turn if its deadline has passed.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if self.result.is_none() && self.deadline.is_some_and(|d| now >= d) {
            self.end_turn(now, &mut effects);
        }
        effects
    }

    /// Ends the game at once and reveals everyone's state.
    pub fn stop(&mut self, by: &str) -> Vec<Effect> {
        let mut effects = vec![Effect::public(Message::Stopped { by: by.to_string() })];
        self.finish(Outcome::Stopped, Vec::new(), &mut effects);
        effects
    }

    /// The result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// The phase counter: one phase per turn.
    pub fn phase_no(&self) -> u32 {
        self.phase_no
    }

    /// When the current turn ends.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.deadline
    }

    /// Nobody leaves a Zombie game: every seat plays to the end.
    pub fn is_alive(&self, seat: Seat) -> bool {
        seat.index() < self.names.len()
    }

    /// The options in force.
    pub fn options(&self) -> &ZombieOptions {
        &self.options
    }

    /// The rules' state (secret: hosts must not show it).
    pub fn outbreak(&self) -> &Outbreak {
        &self.outbreak
    }

    fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", seat.index() + 1))
    }

    fn rejection(&self, refusal: Refusal, target: Seat) -> Rejection {
        match refusal {
            Refusal::GameOver => Rejection::GameOver,
            Refusal::NoSuchPlayer(s) => Rejection::InvalidTarget {
                target: Target::Seat(s.index() + 1),
                reason: Reason::NoSuchSeat {
                    seats: self.names.len(),
                },
            },
            Refusal::Yourself => Rejection::InvalidTarget {
                target: Target::Yourself,
                reason: ZombieReason::Themself.into(),
            },
            Refusal::AlreadyMet => Rejection::InvalidTarget {
                target: Target::Player(self.name(target)),
                reason: ZombieReason::AlreadyMet.into(),
            },
            Refusal::AntidoteUsed => Rejection::AlreadyUsed {
                what: Used::Antidote,
            },
        }
    }

    /// The interaction happens: each side is told who, nothing more.
    fn interact(
        &mut self,
        from: Seat,
        to: Seat,
        effects: &mut Vec<Effect>,
    ) -> Result<(), Rejection> {
        self.outbreak
            .interact(from, to)
            .map_err(|r| self.rejection(r, to))?;
        self.requests.remove(&(from, to));
        self.requests.remove(&(to, from));
        self.tell_both(
            (from, ZombieMessage::YouInteracted { with: to }),
            (to, ZombieMessage::InteractedWithYou { by: from }),
            effects,
        );
        Ok(())
    }

    /// A private message to each of two players, then each one's renewed
    /// choices.
    /// Accepting or declining a request that is not waiting (never made,
    /// already answered, or from an earlier turn).
    fn no_request(&self, action: &ZombieAction, from: Seat) -> Rejection {
        Rejection::NoRequest {
            action: action.verb(),
            from: self.name(from),
        }
    }

    fn tell_both(
        &self,
        (a, to_a): (Seat, ZombieMessage),
        (b, to_b): (Seat, ZombieMessage),
        effects: &mut Vec<Effect>,
    ) {
        effects.push(Effect::to_seat(a, to_a));
        effects.push(Effect::to_seat(b, to_b));
        effects.push(self.prompt(a));
        effects.push(self.prompt(b));
    }

    /// What a seat may do now: touch (or accept or decline) every player
    /// not met this turn, the antidote while unused, and for the host, end the turn.
    fn prompt(&self, seat: Seat) -> Effect {
        let mut choices = Vec::new();
        for other in self.outbreak.seats() {
            if other == seat
                || self.outbreak.met(seat, other)
                || self.requests.contains(&(seat, other))
            {
                continue;
            }
            if self.requests.contains(&(other, seat)) {
                choices.push(ZombieAction::Accept(other));
                choices.push(ZombieAction::Decline(other));
            } else {
                choices.push(ZombieAction::Touch(other));
            }
        }
        if self.outbreak.player(seat).is_some_and(|p| p.antidote) {
            choices.push(ZombieAction::Antidote);
            if self.options.antidote_gift {
                choices.extend(
                    self.outbreak
                        .seats()
                        .filter(|s| *s != seat)
                        .map(ZombieAction::GiveAntidote),
                );
            }
        }
        if self.host == Some(seat) {
            choices.push(ZombieAction::EndTurn);
        }
        Effect {
            audience: Audience::Seat(seat),
            kind: EffectKind::Prompt(Prompt {
                kind: ZombiePrompt::Turn,
                phase: self.phase_no,
                choices: choices.into_iter().collect(),
                deadline: self.deadline.unwrap_or(Timestamp(0)),
            }),
        }
    }

    fn begin_turn(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        self.phase_no += 1;
        let at = now.plus_secs(self.options.turn_secs);
        self.deadline = Some(at);
        effects.push(Effect::public(ZombieMessage::TurnBegins {
            turn: self.outbreak.turn(),
            secs: self.options.turn_secs,
        }));
        effects.push(Effect {
            audience: Audience::Public,
            kind: EffectKind::Deadline { at },
        });
        for seat in self.outbreak.seats() {
            effects.push(self.prompt(seat));
        }
    }

    fn end_turn(&mut self, now: Timestamp, effects: &mut Vec<Effect>) {
        for (from, to) in std::mem::take(&mut self.requests) {
            effects.push(Effect::to_seat(from, ZombieMessage::RequestExpired { to }));
        }
        let Ok(end) = self.outbreak.end_turn() else {
            return;
        };
        effects.push(Effect::public(ZombieMessage::TurnEnded(end.report)));
        match end.ending {
            Some(ending) => {
                let ranking = self.outbreak.ranked(ending);
                let winners = match ending {
                    Ending::Survivor(s) => vec![s],
                    _ => {
                        let mut seats: Vec<Seat> = ranking.iter().map(|r| r.seat).collect();
                        seats.sort();
                        seats
                    }
                };
                effects.push(Effect::public(ZombieMessage::Ended { ending, ranking }));
                let team = match ending {
                    Ending::ZombiesWin => ZombieTeam::Zombies,
                    Ending::Survivor(_) | Ending::HumansWin => ZombieTeam::Humans,
                };
                self.finish(Outcome::Won(team), winners, effects);
            }
            None => self.begin_turn(now, effects),
        }
    }

    fn finish(&mut self, outcome: Outcome, winners: Vec<Seat>, effects: &mut Vec<Effect>) {
        effects.push(Effect::public(ZombieMessage::Reveal {
            players: final_states(&self.outbreak),
        }));
        let result = GameResult {
            outcome,
            winners,
            roles: self
                .outbreak
                .players()
                .iter()
                .map(|p| p.role.name().to_string())
                .collect(),
            seed: self.seed,
            commitment: self.commitment.clone(),
        };
        self.deadline = None;
        self.requests.clear();
        effects.extend(Effect::game_over(&result));
        self.result = Some(result);
    }
}

/// Everyone's state, for the reveal at the end.
pub fn final_states(outbreak: &Outbreak) -> Vec<FinalState> {
    outbreak
        .seats()
        .zip(outbreak.players())
        .map(|(seat, p)| FinalState {
            seat,
            role: p.role,
            condition: p.condition,
            score: p.score,
            antidote_used: !p.antidote,
        })
        .collect()
}
