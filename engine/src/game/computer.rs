//! The computer players of one table, behind every game's words: they are
//! all of the table's game, so each effect is lowered into the game's
//! words once and shown to every computer player that may see it, and
//! their answers are lifted back.

use super::words::{Action, AnyGame, Effect, Prompt, Registered};
use crate::bots::{BotSeeds, ComputerPlayer, Players};
use crate::seat::Seat;

/// A table's computer players, by seat, in every game's words.
pub trait ComputerSeats: Players<AnyGame> + Send + Sync {
    /// Seats a computer player at `seat` (replacing any).
    fn seat(&mut self, seat: Seat, seeds: BotSeeds);
    /// Takes the computer player off `seat`.
    fn unseat(&mut self, seat: Seat);
}

/// One game's computer player.
type Bot<V> = Box<dyn ComputerPlayer<V>>;
/// A maker of one game's computer players.
type Maker<V> = Box<dyn Fn(Seat, BotSeeds) -> Bot<V> + Send + Sync>;
/// A prompt in one game's words.
type OwnPrompt<V> = crate::effect::Prompt<V>;

/// An empty table of computer players made by `make`.
pub(super) fn seats<V: Registered>(make: Maker<V>) -> Box<dyn ComputerSeats> {
    Box::new(Seats {
        make,
        bots: Vec::new(),
        prompts: Vec::new(),
    })
}

struct Seats<V: Registered> {
    make: Maker<V>,
    bots: Vec<Option<Bot<V>>>,
    /// The last prompt each seat observed, already in the game's words:
    /// the one it is asked to answer (lowered once, not at every step).
    prompts: Vec<Option<OwnPrompt<V>>>,
}

impl<V: Registered> Seats<V> {
    fn bot(&mut self, seat: Seat) -> Option<&mut Bot<V>> {
        self.bots.get_mut(seat.index()).and_then(Option::as_mut)
    }

    /// `prompt` in the game's words, and the player at `seat`.
    fn asked(&mut self, seat: Seat, prompt: &Prompt) -> Option<(OwnPrompt<V>, &mut Bot<V>)> {
        let kept = self
            .prompts
            .get_mut(seat.index())
            .and_then(Option::take)
            .filter(|p| p.phase == prompt.phase && p.deadline == prompt.deadline);
        let own = match kept {
            Some(p) => p,
            None => prompt.lower::<V>()?,
        };
        Some((own, self.bot(seat)?))
    }

    /// Keeps `own` as the seat's prompt for its next step.
    fn keep(&mut self, seat: Seat, own: OwnPrompt<V>) {
        if self.prompts.len() <= seat.index() {
            self.prompts.resize_with(seat.index() + 1, || None);
        }
        self.prompts[seat.index()] = Some(own);
    }
}

impl<V: Registered> ComputerSeats for Seats<V> {
    fn seat(&mut self, seat: Seat, seeds: BotSeeds) {
        if self.bots.len() <= seat.index() {
            self.bots.resize_with(seat.index() + 1, || None);
        }
        self.bots[seat.index()] = Some((self.make)(seat, seeds));
    }

    fn unseat(&mut self, seat: Seat) {
        if let Some(slot) = self.bots.get_mut(seat.index()) {
            *slot = None;
        }
        if let Some(slot) = self.prompts.get_mut(seat.index()) {
            *slot = None;
        }
    }
}

impl<V: Registered> Players<AnyGame> for Seats<V> {
    fn has(&self, seat: Seat) -> bool {
        self.bots.get(seat.index()).is_some_and(Option::is_some)
    }

    fn observe(&mut self, effect: &Effect, seats: Option<&[Seat]>) {
        let Some(own) = effect.lower::<V>() else {
            return;
        };
        match seats {
            None => {
                for bot in self.bots.iter_mut().flatten() {
                    bot.observe(&own);
                }
            }
            Some(seats) => {
                for seat in seats {
                    if let Some(bot) = self.bot(*seat) {
                        bot.observe(&own);
                    }
                }
            }
        }
        if let (Some([seat]), crate::effect::EffectKind::Prompt(p)) = (seats, own.kind) {
            self.keep(*seat, p);
        }
    }

    fn talk(&mut self, seat: Seat, prompt: &Prompt) -> Vec<Action> {
        let Some((own, bot)) = self.asked(seat, prompt) else {
            return Vec::new();
        };
        let said = bot.talk(&own).into_iter().map(Into::into).collect();
        self.keep(seat, own);
        said
    }

    fn decide(&mut self, seat: Seat, prompt: &Prompt) -> Option<Action> {
        let (own, bot) = self.asked(seat, prompt)?;
        let answer = bot.decide(&own).map(Into::into);
        self.keep(seat, own);
        answer
    }

    fn reconsider(&mut self, seat: Seat, prompt: &Prompt) -> Option<Action> {
        let (own, bot) = self.asked(seat, prompt)?;
        let answer = bot.reconsider(&own).map(Into::into);
        self.keep(seat, own);
        answer
    }
}
