//! What every Mafia preset's game holds and does the same way: the seats
//! and their roles, the rules, the phase clock, the commitment and the
//! result, and the answers the host asks of any running game ([`Flow`]).
//! A preset (classic in `mod.rs`, `hp/`, `sport/`) keeps only its own
//! phases and how it moves through them.

use super::board::Board;
use super::clock::PhaseClock;
use super::roles::Role;
use super::sport::pseudonyms::Who;
use super::words::{Effect, GameResult, Message, Outcome, Rejection};
use super::{MafiaAction, MafiaPhase, MafiaReason, Ruleset};
use crate::kind::GameKind;
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use rand::rngs::ChaCha8Rng;

/// The state every preset shares.
#[derive(Debug)]
pub struct Core {
    /// The game's options.
    pub(crate) rules: Ruleset,
    /// The seats, their roles and who is still in.
    pub(crate) board: Board,
    /// The current phase's deadline and number.
    pub(crate) clock: PhaseClock,
    /// The game's own random stream (its draws and tie breaks).
    pub(crate) rng: ChaCha8Rng,
    /// The seed, revealed at the end.
    pub(crate) seed: Seed,
    /// The commitment to the deal, published at the start.
    pub(crate) commitment: String,
    /// The end, once reached.
    pub(crate) result: Option<GameResult>,
    /// Players who won on their own before the end (a lynched jester when
    /// the game goes on); they are among the winners whoever wins.
    pub(crate) extra_winners: Vec<Seat>,
}

impl Core {
    /// Seats the players with their dealt `roles` and commits to the
    /// deal; the effect announces the start with the commitment.
    pub(crate) fn begin(
        rules: Ruleset,
        seed: Seed,
        seats: &[SeatInfo],
        roles: Vec<Role>,
    ) -> (Core, Effect) {
        let names: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let role_names: Vec<&str> = roles.iter().map(|r| r.name()).collect();
        let commitment = crate::fairness::commitment(&seed, &role_names);
        let core = Core {
            rng: seed.rng("play", 0),
            board: Board::new(names.clone(), roles),
            rules,
            clock: PhaseClock::default(),
            seed,
            commitment: commitment.clone(),
            result: None,
            extra_winners: Vec::new(),
        };
        let started = Effect::public(Message::Started {
            kind: GameKind::Mafia,
            names,
            commitment,
        });
        (core, started)
    }

    /// Refuses every move once the game is over, and a move by a seat
    /// out of the game.
    pub(crate) fn open(&self, seat: Seat) -> Result<(), Rejection> {
        if self.result.is_some() {
            return Err(Rejection::GameOver);
        }
        self.board.require_alive_actor(seat)
    }

    /// Takes `seat` out of the game; its role, when the rules show it on
    /// death.
    pub(crate) fn take_out(&mut self, seat: Seat) -> Option<Role> {
        self.board.remove(seat);
        self.rules.reveal_on_death.then(|| self.board.role(seat))
    }

    /// Ends the game with `outcome`: every role revealed, the clock
    /// stopped.
    pub(crate) fn finish(&mut self, outcome: Outcome, effects: &mut Vec<Effect>) {
        let mut winners = match outcome {
            // A lone side wins alone: its winner is named by the rule
            // that ended the game (the jester) or is its last member.
            Outcome::Won(super::MafiaTeam::Jester | super::MafiaTeam::Lovers) => Vec::new(),
            Outcome::Won(team) => self.board.team(team),
            Outcome::Stopped => Vec::new(),
        };
        if matches!(outcome, Outcome::Won(_)) {
            for seat in &self.extra_winners {
                if !winners.contains(seat) {
                    winners.push(*seat);
                }
            }
            winners.sort();
        }
        let result = GameResult {
            outcome,
            winners,
            roles: self
                .board
                .dealt()
                .iter()
                .map(|r| r.name().to_string())
                .collect(),
            seed: self.seed,
            commitment: self.commitment.clone(),
        };
        self.clock.stop();
        effects.extend(Effect::game_over(&result));
        self.result = Some(result);
    }
}

/// A preset's game on a [`Core`]: what it adds (its phase's name, whether
/// it is night, how speakers are shown) and, from those, the answers every
/// preset gives alike.
pub trait Flow {
    /// The shared state.
    fn core(&self) -> &Core;

    /// Ends the game with `outcome` (the preset closes its phase, then
    /// [`Core::finish`]).
    fn finish(&mut self, outcome: Outcome, effects: &mut Vec<Effect>);

    /// The current phase, as a refusal names it.
    fn phase_name(&self) -> MafiaPhase;

    /// Whether the mafia's room is open now (their night).
    fn night(&self) -> bool;

    /// How a room is told who spoke (sport's pseudonyms hide names).
    fn speaker(&self, seat: Seat) -> Who {
        Who::Seat(seat)
    }

    /// The game's options.
    fn rules(&self) -> &Ruleset {
        &self.core().rules
    }

    /// The board (roles are secret: hosts must not show them).
    fn board(&self) -> &Board {
        &self.core().board
    }

    /// Ends the game at once; every role is revealed.
    fn stop(&mut self, by: &str) -> Vec<Effect> {
        let mut effects = vec![Effect::public(Message::Stopped { by: by.to_string() })];
        self.finish(Outcome::Stopped, &mut effects);
        effects
    }

    /// The result, once over.
    fn result(&self) -> Option<&GameResult> {
        self.core().result.as_ref()
    }

    /// A counter that grows with every phase; prompts carry it.
    fn phase_no(&self) -> u32 {
        self.core().clock.phase_no()
    }

    /// When the current phase ends.
    fn deadline(&self) -> Option<Timestamp> {
        self.core().clock.deadline()
    }

    /// Whether a seat is still in the game.
    fn is_alive(&self, seat: Seat) -> bool {
        self.core().board.is_alive(seat)
    }

    /// Whether a seat may answer its prompt now: a living one (a preset
    /// that asks the dead says so).
    fn may_act(&self, seat: Seat) -> bool {
        self.is_alive(seat)
    }

    /// Relays a seat's private words to its room (the mafia's at night,
    /// the dead's).
    fn say(&self, seat: Seat, text: &str) -> Result<Vec<Effect>, Rejection> {
        let speaker = |s: Seat| self.speaker(s);
        let moment = super::chat::Moment {
            night: self.night(),
            team_chat: self.core().rules.team_chat,
            speaker: &speaker,
        };
        super::chat::relay(&self.core().board, &moment, seat, text)
    }

    /// `action` refused in this phase; `allowed` says what is allowed.
    fn wrong_phase(&self, action: &MafiaAction, allowed: MafiaReason) -> Rejection {
        Rejection::WrongPhase {
            action: action.verb(),
            phase: self.phase_name(),
            allowed: allowed.into(),
        }
    }
}
