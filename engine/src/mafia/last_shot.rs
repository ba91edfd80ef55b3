//! The hunter's last shot: a hunter killed at night or lynched may take
//! one living player along before the game goes on. The shot waits for
//! its own deadline (option `hunter_secs`) and is settled before the win
//! is checked, so it can still change who wins.

use super::{Flow, MafiaAction, MafiaGame, MafiaMessage, MafiaPrompt, MafiaReason, Phase, Resume};
use crate::mafia::words::{Effect, Rejection, Target};
use crate::seat::Seat;
use crate::time::Timestamp;

impl MafiaGame {
    /// After deaths: a dead hunter's shot first, else the game goes on
    /// (the dawn's day, or the night after a lynching).
    pub(super) fn after_deaths(
        &mut self,
        resume: Resume,
        now: Timestamp,
        effects: &mut Vec<Effect>,
    ) {
        let board = &self.core.board;
        let hunter = board.seats().find(|s| {
            !board.is_alive(*s)
                && board.role(*s).unit().last_shot()
                && !self.marks.shots_taken.contains(s)
        });
        if let Some(hunter) = hunter {
            self.aim(hunter, resume, now, effects);
            return;
        }
        match resume {
            Resume::Day(day) => self.open_day(day, now, effects),
            Resume::Night(n) => {
                if !self.check_win(effects) {
                    self.enter_night(n, now, effects);
                }
            }
        }
    }

    /// The hunter is told to aim; the table is told the hunter may shoot.
    fn aim(&mut self, hunter: Seat, resume: Resume, now: Timestamp, effects: &mut Vec<Effect>) {
        self.marks.shots_taken.insert(hunter);
        effects.push(Effect::public(MafiaMessage::HunterAims { hunter }));
        let secs = u32::from(self.core.rules.role_option("hunter_secs"));
        self.begin_phase(Phase::LastShot { hunter, resume }, secs, now, effects);
        let mut choices: Vec<MafiaAction> = self
            .core
            .board
            .living()
            .into_iter()
            .map(MafiaAction::LastShot)
            .collect();
        choices.push(MafiaAction::Pass);
        effects.push(self.prompt(hunter, MafiaPrompt::LastShot, choices));
    }

    /// The hunter's answer: a shot at a living player, or none.
    pub(super) fn last_shot(
        &mut self,
        action: &MafiaAction,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        let Phase::LastShot { hunter, resume } = self.phase else {
            return Err(self.wrong_phase(action, MafiaReason::HunterAiming));
        };
        let mut effects = Vec::new();
        match action {
            MafiaAction::LastShot(target) => {
                self.core
                    .board
                    .require_living_target(*target)
                    .map_err(|_| Rejection::InvalidTarget {
                        target: Target::Player(self.core.board.name(*target)),
                        reason: MafiaReason::ShootTheLiving.into(),
                    })?;
                let role = self.core.take_out(*target);
                effects.push(Effect::public(MafiaMessage::HunterShot {
                    hunter,
                    target: *target,
                    role,
                }));
                self.grieve(&mut effects);
                self.promote_traitors(&mut effects);
                self.after_deaths(resume, now, &mut effects);
            }
            MafiaAction::Pass => self.hold_fire(hunter, resume, now, &mut effects),
            _ => return Err(self.wrong_phase(action, MafiaReason::HunterAiming)),
        }
        Ok(effects)
    }

    /// The hunter takes nobody along (by choice or at the deadline).
    pub(super) fn hold_fire(
        &mut self,
        hunter: Seat,
        resume: Resume,
        now: Timestamp,
        effects: &mut Vec<Effect>,
    ) {
        effects.push(Effect::public(MafiaMessage::HunterHolds { hunter }));
        self.after_deaths(resume, now, effects);
    }
}
