//! A running game of any kind: [`Game`] dispatches to the game through
//! [`GameRules`], lifting what the game says into every game's words.

use super::GameConfig;
use super::words::{Action, Effect, GameResult, Registered, Rejection};
use crate::kind::GameKind;
use crate::mafia::{Flow, HpGame, MafiaGame, Preset, SportGame};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use crate::wumpus::WumpusGame;
use crate::zombie::ZombieGame;
use std::fmt;

/// What every running game answers, in every game's words; [`Game`]
/// dispatches through it.
pub trait GameRules: fmt::Debug + Send + Sync {
    /// Which kind of game this is.
    fn kind(&self) -> GameKind;
    /// A seat's move; a move of another game is refused.
    fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection>;
    /// The clock moved on.
    fn tick(&mut self, now: Timestamp) -> Vec<Effect>;
    /// Ends the game at once; every role is revealed.
    fn stop(&mut self, by: &str) -> Vec<Effect>;
    /// The result, once over.
    fn result(&self) -> Option<GameResult>;
    /// A counter that grows with every phase; prompts carry it.
    fn phase_no(&self) -> u32;
    /// The next deadline, if a phase is running.
    fn deadline(&self) -> Option<Timestamp>;
    /// Whether a seat is still in the game.
    fn is_alive(&self, seat: Seat) -> bool;
    /// Whether a seat may answer its prompt now: a living seat, or a dead
    /// one the rules still ask (a dying hunter's last shot).
    fn may_act(&self, seat: Seat) -> bool {
        self.is_alive(seat)
    }
    /// Relays words a seat wrote privately to the room it is in now.
    /// `None`: the game has no private rooms at all.
    fn say(&self, seat: Seat, text: &str) -> Option<Result<Vec<Effect>, Rejection>> {
        let _ = (seat, text);
        None
    }
    /// Whether the game has private rooms players may write to.
    fn has_chat(&self) -> bool {
        false
    }
    /// Whether people without a seat may watch.
    fn spectators(&self) -> bool {
        false
    }
    /// The game as its own type, for [`Game::as_mafia`] and the like.
    fn as_any(&self) -> &dyn std::any::Any;
    /// Whether the dead and the spectators are shown every role.
    fn dead_see_roles(&self) -> bool {
        false
    }
    /// Takes a seat out of the game because its player let too many
    /// deadlines pass (`afk_action = remove`): a death announced without
    /// the role, after which the game goes on without the seat or ends by
    /// its win rule. Called at a deadline, before the phase is settled.
    /// Nothing happens in a game without the option, or to a seat already
    /// out.
    fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
        let _ = (seat, now);
        Vec::new()
    }
}

/// Lifts a game's effects into every game's words.
/// A running game driven in its own words, as the simulation's own loop
/// drives it: no lifting into every game's words and back for its
/// computer players.
pub(crate) trait OwnGame: GameRules {
    /// The game's words.
    type Words: Registered;
    /// A move, in the game's words.
    fn act_own(
        &mut self,
        seat: Seat,
        action: &<Self::Words as crate::vocabulary::Vocabulary>::Action,
        now: Timestamp,
    ) -> Result<Vec<crate::effect::Effect<Self::Words>>, crate::rejection::Rejection<Self::Words>>;
    /// The clock, in the game's words.
    fn tick_own(&mut self, now: Timestamp) -> Vec<crate::effect::Effect<Self::Words>>;
    /// Whether the game has ended.
    fn is_over(&self) -> bool;
}

fn lifted<V: Registered>(effects: Vec<crate::effect::Effect<V>>) -> Vec<Effect> {
    effects
        .into_iter()
        .map(crate::effect::Effect::lift)
        .collect()
}

/// Implements [`GameRules`] for a game type whose inherent methods have
/// the trait's names and speak its own words. The `rooms` form adds the
/// private rooms, spectators and the removal of inactive players.
macro_rules! game_rules {
    ($game:ty, $kind:expr, $words:ty) => {
        game_rules!(@impl $game, [<$game>], $kind, $words, {});
    };
    // A Mafia preset: the shared answers come from its `Flow`.
    ($game:ty, $kind:expr, $words:ty, rooms) => {
        game_rules!(@impl $game, [<$game as Flow>], $kind, $words, {
            fn say(
                &self,
                seat: Seat,
                text: &str,
            ) -> Option<Result<Vec<Effect>, Rejection>> {
                Some(Flow::say(self, seat, text).map(lifted).map_err(|r| r.lift()))
            }
            fn has_chat(&self) -> bool {
                true
            }
            fn spectators(&self) -> bool {
                self.core().rules.spectators
            }
            fn dead_see_roles(&self) -> bool {
                self.core().rules.dead_see_roles
            }
            fn may_act(&self, seat: Seat) -> bool {
                Flow::may_act(self, seat)
            }
            fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
                lifted(<$game>::remove_inactive(self, seat, now))
            }
        });
    };
    (@impl $game:ty, [$($own:tt)*], $kind:expr, $words:ty, { $($extra:tt)* }) => {
        impl OwnGame for $game {
            type Words = $words;
            fn act_own(
                &mut self,
                seat: Seat,
                action: &<$words as crate::vocabulary::Vocabulary>::Action,
                now: Timestamp,
            ) -> Result<
                Vec<crate::effect::Effect<Self::Words>>,
                crate::rejection::Rejection<Self::Words>,
            > {
                <$game>::act(self, seat, action, now)
            }
            fn tick_own(&mut self, now: Timestamp) -> Vec<crate::effect::Effect<Self::Words>> {
                <$game>::tick(self, now)
            }
            fn is_over(&self) -> bool {
                $($own)*::result(self).is_some()
            }
        }
        impl GameRules for $game {
            fn kind(&self) -> GameKind {
                $kind
            }
            fn act(
                &mut self,
                seat: Seat,
                action: &Action,
                now: Timestamp,
            ) -> Result<Vec<Effect>, Rejection> {
                match <&<$words as crate::vocabulary::Vocabulary>::Action>::try_from(action) {
                    Ok(a) => <$game>::act(self, seat, a, now)
                        .map(lifted)
                        .map_err(|r| r.lift()),
                    Err(_) => Err(Rejection::WrongGame { game: $kind }),
                }
            }
            fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
                lifted(<$game>::tick(self, now))
            }
            fn stop(&mut self, by: &str) -> Vec<Effect> {
                lifted($($own)*::stop(self, by))
            }
            fn result(&self) -> Option<GameResult> {
                $($own)*::result(self).cloned().map(|r| r.lift())
            }
            fn phase_no(&self) -> u32 {
                $($own)*::phase_no(self)
            }
            fn deadline(&self) -> Option<Timestamp> {
                $($own)*::deadline(self)
            }
            fn is_alive(&self, seat: Seat) -> bool {
                $($own)*::is_alive(self, seat)
            }
            fn as_any(&self) -> &dyn std::any::Any {
                self
            }
            $($extra)*
        }
    };
}

game_rules!(
    MafiaGame,
    GameKind::Mafia,
    crate::mafia::words::Words,
    rooms
);
game_rules!(HpGame, GameKind::Mafia, crate::mafia::words::Words, rooms);
game_rules!(
    SportGame,
    GameKind::Mafia,
    crate::mafia::words::Words,
    rooms
);
game_rules!(WumpusGame, GameKind::Wumpus, crate::wumpus::words::Words);
game_rules!(ZombieGame, GameKind::Zombie, crate::zombie::words::Words);

/// A running game: the game itself, and its result once it is over (in
/// every game's words, kept so it can be lent out).
#[derive(Debug)]
pub struct Game {
    running: Box<dyn GameRules>,
    result: Option<GameResult>,
}

impl Game {
    /// Deals and begins a game; returns its opening effects. `host` is
    /// the host's seat, if the host is seated.
    pub fn start(
        config: &GameConfig,
        seed: Seed,
        seats: &[SeatInfo],
        host: Option<Seat>,
        now: Timestamp,
    ) -> (Game, Vec<Effect>) {
        fn begun<G: GameRules + 'static, V: Registered>(
            (game, effects): (G, Vec<crate::effect::Effect<V>>),
        ) -> (Box<dyn GameRules>, Vec<Effect>) {
            (Box::new(game), lifted(effects))
        }
        let (running, effects) = match config {
            GameConfig::Mafia(r) if r.preset == Preset::Hp => {
                begun(HpGame::start(r.clone(), seed, seats, now))
            }
            GameConfig::Mafia(r) if r.preset == Preset::Sport => {
                begun(SportGame::start(r.clone(), seed, seats, now))
            }
            GameConfig::Mafia(r) => begun(MafiaGame::start(r.clone(), seed, seats, now)),
            GameConfig::Wumpus(r) => begun(WumpusGame::start(r.clone(), seed, seats, now)),
            GameConfig::Zombie(o) => begun(ZombieGame::start(o.clone(), seed, seats, host, now)),
        };
        let mut game = Game {
            running,
            result: None,
        };
        game.settle();
        (game, effects)
    }

    /// Keeps the result once the game is over.
    fn settle(&mut self) {
        if self.result.is_none() {
            self.result = self.running.result();
        }
    }

    /// The game as its own type (for tests and tools that look inside).
    fn inner<G: 'static>(&self) -> Option<&G> {
        let any: &dyn std::any::Any = self.running.as_any();
        any.downcast_ref::<G>()
    }

    /// The Zombie Game, if this is one (for tests and tools that look
    /// inside).
    pub fn as_zombie(&self) -> Option<&ZombieGame> {
        self.inner()
    }

    /// The Wumpus hunt, if this is one.
    pub fn as_wumpus(&self) -> Option<&WumpusGame> {
        self.inner()
    }

    /// Classic Mafia (not the `hp` or `sport` flows), if this is one.
    pub fn as_mafia(&self) -> Option<&MafiaGame> {
        self.inner()
    }

    /// Mafia with the `sport` preset, if this is one.
    pub fn as_sport(&self) -> Option<&SportGame> {
        self.inner()
    }

    /// Mafia with the `hp` preset, if this is one.
    pub fn as_hp(&self) -> Option<&HpGame> {
        self.inner()
    }

    /// A seat's move.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        let effects = self.running.act(seat, action, now);
        self.settle();
        effects
    }

    /// The clock moved on.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        let effects = self.running.tick(now);
        self.settle();
        effects
    }

    /// Ends the game at once; every role is revealed.
    pub fn stop(&mut self, by: &str) -> Vec<Effect> {
        let effects = self.running.stop(by);
        self.settle();
        effects
    }

    /// The result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.result.as_ref()
    }

    /// A counter that grows with every phase; prompts carry it.
    pub fn phase_no(&self) -> u32 {
        self.running.phase_no()
    }

    /// The next deadline, if a phase is running.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.running.deadline()
    }

    /// Whether a seat is still in the game.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.running.is_alive(seat)
    }

    /// Whether a seat may answer its prompt now (a living seat, or a dead
    /// one the rules still ask).
    pub fn may_act(&self, seat: Seat) -> bool {
        self.running.may_act(seat)
    }

    /// Which kind of game this is.
    pub fn kind(&self) -> GameKind {
        self.running.kind()
    }

    /// Relays a seat's private words to its room; `None` when the game
    /// has no rooms.
    pub fn say(&self, seat: Seat, text: &str) -> Option<Result<Vec<Effect>, Rejection>> {
        self.running.say(seat, text)
    }

    /// Whether people without a seat may watch.
    pub fn spectators(&self) -> bool {
        self.running.spectators()
    }

    /// Whether the dead and the spectators are shown every role.
    pub fn dead_see_roles(&self) -> bool {
        self.running.dead_see_roles()
    }

    /// Takes out a seat whose player missed too many deadlines
    /// (`afk_action = remove`); see [`GameRules::remove_inactive`].
    pub fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
        let effects = self.running.remove_inactive(seat, now);
        self.settle();
        effects
    }

    /// Whether the game has private rooms players may write to.
    pub fn has_chat(&self) -> bool {
        self.running.has_chat()
    }
}
