//! The game kinds a table can host, behind one interface.
//!
//! This is the one place that registers the games: the shared [`Action`],
//! [`Team`] and [`PromptKind`] wrap each game's own enum, and [`Game`]
//! dispatches to a game through [`GameRules`]. A game's own code names only
//! its own types and converts at this boundary.

use crate::definition::GameDefinition;
use crate::effect::{Effect, GameResult};
use crate::mafia::{
    HpGame, MafiaAction, MafiaGame, MafiaPrompt, MafiaTeam, Preset, Ruleset, SportGame,
};
use crate::rejection::{Rejection, Title};
use crate::seat::{Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use crate::wumpus::{WumpusAction, WumpusGame, WumpusPrompt, WumpusRules, WumpusTeam};
use crate::zombie::{ZombieAction, ZombieGame, ZombieOptions, ZombiePrompt, ZombieTeam};
use serde::{Deserialize, Serialize};
use std::fmt;

/// Which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum GameKind {
    /// Mafia in one of its presets.
    Mafia,
    /// Hunt the Twisted Wumpus, multiplayer.
    Wumpus,
    /// The Zombie Game.
    Zombie,
}

impl GameKind {
    /// Every game.
    pub const ALL: [GameKind; 3] = [GameKind::Mafia, GameKind::Wumpus, GameKind::Zombie];

    /// A random action of this game for the soak test.
    pub(crate) fn soak_action(
        self,
        f: &mut dyn crate::soak::fuzz::Fuzz,
        table: &crate::table::Table,
    ) -> Action {
        match self {
            GameKind::Mafia => Action::Mafia(crate::mafia::soak::action(f, table)),
            GameKind::Wumpus => Action::Wumpus(crate::wumpus::soak::action(f)),
            GameKind::Zombie => Action::Zombie(crate::zombie::soak::action(f, table)),
        }
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            GameKind::Mafia => "mafia",
            GameKind::Wumpus => "wumpus",
            GameKind::Zombie => "zombie",
        })
    }
}

/// A game's options: the kind and its ruleset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum GameConfig {
    /// Mafia with a ruleset.
    Mafia(Ruleset),
    /// Hunt the Twisted Wumpus with its options.
    Wumpus(WumpusRules),
    /// The Zombie Game with its options.
    Zombie(ZombieOptions),
}

impl GameConfig {
    /// The game's own definition, which the methods below forward to.
    pub fn definition(&self) -> &dyn GameDefinition {
        match self {
            GameConfig::Mafia(r) => r,
            GameConfig::Wumpus(r) => r,
            GameConfig::Zombie(o) => o,
        }
    }

    /// The kind of game this configures.
    pub fn kind(&self) -> GameKind {
        self.definition().kind()
    }

    /// Seats allowed, inclusive.
    pub fn seat_range(&self) -> (u8, u8) {
        self.definition().seat_range()
    }

    /// The game as its lobby and refusals name it (rendered per language
    /// by [`crate::render::title`]).
    pub fn lobby_title(&self) -> Title {
        self.definition().lobby_title()
    }

    /// Whether the host may fill empty seats with computer players.
    pub fn allows_computers(&self) -> bool {
        self.definition().allows_computers()
    }

    /// The rules for inactive players.
    pub fn afk(&self) -> crate::afk::AfkRules {
        self.definition().afk()
    }

    /// How long a lobby waits for the start, in milliseconds.
    pub fn lobby_timeout_ms(&self) -> i64 {
        i64::from(self.definition().lobby_timeout_secs()) * 1000
    }

    /// Whether people without a seat may watch the running game.
    pub fn spectators(&self) -> bool {
        self.definition().spectators()
    }

    /// Refuses a configuration no game may start with.
    pub fn validate(&self) -> Result<(), Rejection> {
        self.definition().validate()
    }

    /// The role names dealt for `seats` seats with `seed`, in seat order:
    /// what `narrator verify` recomputes.
    pub fn deal(&self, seed: &Seed, seats: usize) -> Vec<String> {
        self.definition().deal(seed, seats)
    }
}

/// A move in some game.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Action {
    /// A Mafia move.
    Mafia(MafiaAction),
    /// A Wumpus hunt move.
    Wumpus(WumpusAction),
    /// A Zombie Game move.
    Zombie(ZombieAction),
}

impl Action {
    /// The seat this choice names, if it names one (for the soak's
    /// "everyone goes along" pick).
    pub(crate) fn named_seat(&self) -> Option<Seat> {
        match self {
            Action::Mafia(a) => crate::mafia::soak::named_seat(a),
            Action::Zombie(a) => crate::zombie::soak::named_seat(a),
            Action::Wumpus(_) => None,
        }
    }
}

/// A side of some game. Teams are both who wins and who may share secrets.
///
/// Stored (in results and open prompts) as the bare name of the game's own
/// team, e.g. `"Village"`, as before the games had their own enums: the
/// names differ between games, so the name alone says which game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Team {
    /// A Mafia side.
    Mafia(MafiaTeam),
    /// A Wumpus hunt side.
    Wumpus(WumpusTeam),
    /// A Zombie Game side.
    Zombie(ZombieTeam),
}

/// What a prompt asks for, in some game.
///
/// Stored as the bare name of the game's own prompt, e.g. `"Vote"` or
/// `"ZombieTurn"`, as before the games had their own enums.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(untagged)]
pub enum PromptKind {
    /// A Mafia prompt.
    Mafia(MafiaPrompt),
    /// A Wumpus hunt prompt.
    Wumpus(WumpusPrompt),
    /// A Zombie Game prompt.
    Zombie(ZombiePrompt),
}

impl PromptKind {
    /// Whether letting this prompt's deadline pass counts as a missed
    /// deadline: a prompt one may rightly leave unanswered does not.
    pub fn counts_as_activity(&self) -> bool {
        !matches!(self, PromptKind::Mafia(MafiaPrompt::Ready))
    }
}

/// A shared value that belongs to another game than the one asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("it belongs to another game")]
pub struct OtherGame;

/// `From`/`TryFrom` between a shared wrapper and a game's own enum, and
/// comparison of the wrapper with the game's value.
macro_rules! wrap {
    ($outer:ident :: $variant:ident ($inner:ty)) => {
        impl From<$inner> for $outer {
            fn from(v: $inner) -> $outer {
                $outer::$variant(v)
            }
        }

        impl TryFrom<$outer> for $inner {
            type Error = OtherGame;
            fn try_from(v: $outer) -> Result<$inner, OtherGame> {
                match v {
                    $outer::$variant(x) => Ok(x),
                    _ => Err(OtherGame),
                }
            }
        }

        impl<'a> TryFrom<&'a $outer> for &'a $inner {
            type Error = OtherGame;
            fn try_from(v: &'a $outer) -> Result<&'a $inner, OtherGame> {
                match v {
                    $outer::$variant(x) => Ok(x),
                    _ => Err(OtherGame),
                }
            }
        }

        impl PartialEq<$inner> for $outer {
            fn eq(&self, other: &$inner) -> bool {
                matches!(self, $outer::$variant(x) if x == other)
            }
        }
    };
}

wrap!(Action::Mafia(MafiaAction));
wrap!(Action::Wumpus(WumpusAction));
wrap!(Action::Zombie(ZombieAction));
wrap!(Team::Mafia(MafiaTeam));
wrap!(Team::Wumpus(WumpusTeam));
wrap!(Team::Zombie(ZombieTeam));
wrap!(PromptKind::Mafia(MafiaPrompt));
wrap!(PromptKind::Wumpus(WumpusPrompt));
wrap!(PromptKind::Zombie(ZombiePrompt));

/// What every running game answers; [`Game`] dispatches through it.
pub trait GameRules: fmt::Debug {
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
    fn result(&self) -> Option<&GameResult>;
    /// A counter that grows with every phase; prompts carry it.
    fn phase_no(&self) -> u32;
    /// The next deadline, if a phase is running.
    fn deadline(&self) -> Option<Timestamp>;
    /// Whether a seat is still in the game.
    fn is_alive(&self, seat: Seat) -> bool;
    /// Relays words a seat wrote privately to the room it is in now.
    /// `None`: the game has no private rooms at all.
    fn say(&self, seat: Seat, text: &str) -> Option<Result<Vec<Effect>, Rejection>> {
        let _ = (seat, text);
        None
    }
    /// Whether people without a seat may watch.
    fn spectators(&self) -> bool {
        false
    }
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

/// Implements [`GameRules`] for a game type whose inherent methods have
/// the trait's names and take its own action type. The `mafia` form adds
/// the private rooms, spectators and the removal of inactive players.
macro_rules! game_rules {
    ($game:ty, $kind:expr, $action:ident) => {
        $crate::game::game_rules!($game, $kind, $action, {});
    };
    ($game:ty, $kind:expr, $action:ident, mafia) => {
        $crate::game::game_rules!($game, $kind, $action, {
            fn say(
                &self,
                seat: $crate::seat::Seat,
                text: &str,
            ) -> Option<Result<Vec<$crate::effect::Effect>, $crate::rejection::Rejection>> {
                Some(<$game>::say(self, seat, text))
            }
            fn spectators(&self) -> bool {
                self.rules.spectators
            }
            fn dead_see_roles(&self) -> bool {
                self.rules.dead_see_roles
            }
            fn remove_inactive(
                &mut self,
                seat: $crate::seat::Seat,
                now: $crate::time::Timestamp,
            ) -> Vec<$crate::effect::Effect> {
                <$game>::remove_inactive(self, seat, now)
            }
        });
    };
    ($game:ty, $kind:expr, $action:ident, { $($extra:tt)* }) => {
        impl $crate::game::GameRules for $game {
            fn kind(&self) -> $crate::game::GameKind {
                $kind
            }
            fn act(
                &mut self,
                seat: $crate::seat::Seat,
                action: &$crate::game::Action,
                now: $crate::time::Timestamp,
            ) -> Result<Vec<$crate::effect::Effect>, $crate::rejection::Rejection> {
                match <&$action>::try_from(action) {
                    Ok(a) => <$game>::act(self, seat, a, now),
                    Err(_) => Err($crate::rejection::Rejection::WrongGame { game: $kind }),
                }
            }
            fn tick(&mut self, now: $crate::time::Timestamp) -> Vec<$crate::effect::Effect> {
                <$game>::tick(self, now)
            }
            fn stop(&mut self, by: &str) -> Vec<$crate::effect::Effect> {
                <$game>::stop(self, by)
            }
            fn result(&self) -> Option<&$crate::effect::GameResult> {
                <$game>::result(self)
            }
            fn phase_no(&self) -> u32 {
                <$game>::phase_no(self)
            }
            fn deadline(&self) -> Option<$crate::time::Timestamp> {
                <$game>::deadline(self)
            }
            fn is_alive(&self, seat: $crate::seat::Seat) -> bool {
                <$game>::is_alive(self, seat)
            }
            $($extra)*
        }
    };
}
pub(crate) use game_rules;

/// A running game.
#[derive(Debug)]
pub enum Game {
    /// Mafia.
    Mafia(Box<MafiaGame>),
    /// Hunt the Twisted Wumpus.
    Wumpus(Box<WumpusGame>),
    /// The Zombie Game.
    Zombie(Box<ZombieGame>),
    /// Mafia with the `hp` preset, whose flow has its own rules.
    MafiaHp(Box<HpGame>),
    /// Mafia with the `sport` preset, whose flow has its own rules.
    MafiaSport(Box<SportGame>),
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
        match config {
            GameConfig::Mafia(r) if r.preset == Preset::Hp => {
                let (g, effects) = HpGame::start(r.clone(), seed, seats, now);
                (Game::MafiaHp(Box::new(g)), effects)
            }
            GameConfig::Mafia(r) if r.preset == Preset::Sport => {
                let (g, effects) = SportGame::start(r.clone(), seed, seats, now);
                (Game::MafiaSport(Box::new(g)), effects)
            }
            GameConfig::Mafia(r) => {
                let (g, effects) = MafiaGame::start(r.clone(), seed, seats, now);
                (Game::Mafia(Box::new(g)), effects)
            }
            GameConfig::Wumpus(r) => {
                let (g, effects) = WumpusGame::start(r.clone(), seed, seats, now);
                (Game::Wumpus(Box::new(g)), effects)
            }
            GameConfig::Zombie(o) => {
                let (g, effects) = ZombieGame::start(o.clone(), seed, seats, host, now);
                (Game::Zombie(Box::new(g)), effects)
            }
        }
    }

    /// The game behind its common interface: the one dispatch point.
    pub fn as_dyn(&self) -> &dyn GameRules {
        match self {
            Game::Mafia(g) => g.as_ref(),
            Game::Wumpus(g) => g.as_ref(),
            Game::Zombie(g) => g.as_ref(),
            Game::MafiaHp(g) => g.as_ref(),
            Game::MafiaSport(g) => g.as_ref(),
        }
    }

    /// The game behind its common interface, to change it.
    pub fn as_dyn_mut(&mut self) -> &mut dyn GameRules {
        match self {
            Game::Mafia(g) => g.as_mut(),
            Game::Wumpus(g) => g.as_mut(),
            Game::Zombie(g) => g.as_mut(),
            Game::MafiaHp(g) => g.as_mut(),
            Game::MafiaSport(g) => g.as_mut(),
        }
    }

    /// The Zombie Game, if this is one (for tests and tools that look
    /// inside).
    pub fn as_zombie(&self) -> Option<&ZombieGame> {
        match self {
            Game::Zombie(g) => Some(g),
            _ => None,
        }
    }

    /// The Wumpus hunt, if this is one.
    pub fn as_wumpus(&self) -> Option<&WumpusGame> {
        match self {
            Game::Wumpus(g) => Some(g),
            _ => None,
        }
    }

    /// Classic Mafia (not the `hp` or `sport` flows), if this is one.
    pub fn as_mafia(&self) -> Option<&MafiaGame> {
        match self {
            Game::Mafia(g) => Some(g),
            _ => None,
        }
    }

    /// A seat's move.
    pub fn act(
        &mut self,
        seat: Seat,
        action: &Action,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        self.as_dyn_mut().act(seat, action, now)
    }

    /// The clock moved on.
    pub fn tick(&mut self, now: Timestamp) -> Vec<Effect> {
        self.as_dyn_mut().tick(now)
    }

    /// Ends the game at once; every role is revealed.
    pub fn stop(&mut self, by: &str) -> Vec<Effect> {
        self.as_dyn_mut().stop(by)
    }

    /// The result, once over.
    pub fn result(&self) -> Option<&GameResult> {
        self.as_dyn().result()
    }

    /// A counter that grows with every phase; prompts carry it.
    pub fn phase_no(&self) -> u32 {
        self.as_dyn().phase_no()
    }

    /// The next deadline, if a phase is running.
    pub fn deadline(&self) -> Option<Timestamp> {
        self.as_dyn().deadline()
    }

    /// Whether a seat is still in the game.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.as_dyn().is_alive(seat)
    }

    /// Which kind of game this is.
    pub fn kind(&self) -> GameKind {
        self.as_dyn().kind()
    }

    /// Relays a seat's private words to its room; `None` when the game
    /// has no rooms.
    pub fn say(&self, seat: Seat, text: &str) -> Option<Result<Vec<Effect>, Rejection>> {
        self.as_dyn().say(seat, text)
    }

    /// Whether people without a seat may watch.
    pub fn spectators(&self) -> bool {
        self.as_dyn().spectators()
    }

    /// Whether the dead and the spectators are shown every role.
    pub fn dead_see_roles(&self) -> bool {
        self.as_dyn().dead_see_roles()
    }

    /// Takes out a seat whose player missed too many deadlines
    /// (`afk_action = remove`); see [`GameRules::remove_inactive`].
    pub fn remove_inactive(&mut self, seat: Seat, now: Timestamp) -> Vec<Effect> {
        self.as_dyn_mut().remove_inactive(seat, now)
    }

    /// Whether the game has private rooms players may write to.
    pub fn has_chat(&self) -> bool {
        matches!(
            self,
            Game::Mafia(_) | Game::MafiaHp(_) | Game::MafiaSport(_)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::effect::{Audience, Outcome, Prompt};

    /// Every team, with the JSON it was stored as before each game had its
    /// own enum: results and open prompts in existing databases use it.
    const TEAMS: [(Team, &str); 6] = [
        (Team::Mafia(MafiaTeam::Village), r#""Village""#),
        (Team::Mafia(MafiaTeam::Mafia), r#""Mafia""#),
        (Team::Wumpus(WumpusTeam::Hunters), r#""Hunters""#),
        (Team::Wumpus(WumpusTeam::Wumpus), r#""Wumpus""#),
        (Team::Zombie(ZombieTeam::Humans), r#""Humans""#),
        (Team::Zombie(ZombieTeam::Zombies), r#""Zombies""#),
    ];

    /// Every prompt kind, with the JSON it was stored as before.
    const PROMPTS: [(PromptKind, &str); 14] = [
        (PromptKind::Mafia(MafiaPrompt::Ready), r#""Ready""#),
        (PromptKind::Mafia(MafiaPrompt::NightKill), r#""NightKill""#),
        (
            PromptKind::Mafia(MafiaPrompt::Investigate),
            r#""Investigate""#,
        ),
        (PromptKind::Mafia(MafiaPrompt::Protect), r#""Protect""#),
        (PromptKind::Mafia(MafiaPrompt::Vote), r#""Vote""#),
        (PromptKind::Wumpus(WumpusPrompt::Turn), r#""WumpusTurn""#),
        (PromptKind::Zombie(ZombiePrompt::Turn), r#""ZombieTurn""#),
        (PromptKind::Mafia(MafiaPrompt::KillOrder), r#""KillOrder""#),
        (PromptKind::Mafia(MafiaPrompt::Speech), r#""Speech""#),
        (PromptKind::Mafia(MafiaPrompt::Nominees), r#""Nominees""#),
        (PromptKind::Mafia(MafiaPrompt::Agree), r#""Agree""#),
        (PromptKind::Mafia(MafiaPrompt::Shoot), r#""Shoot""#),
        (PromptKind::Mafia(MafiaPrompt::DonCheck), r#""DonCheck""#),
        (
            PromptKind::Mafia(MafiaPrompt::SheriffCheck),
            r#""SheriffCheck""#,
        ),
    ];

    #[test]
    fn teams_are_stored_as_before() {
        for (team, json) in TEAMS {
            assert_eq!(serde_json::to_string(&team).ok().as_deref(), Some(json));
            assert_eq!(
                serde_json::from_str::<Team>(json).ok(),
                Some(team),
                "{json}"
            );
        }
        assert!(serde_json::from_str::<Team>(r#""Cops""#).is_err());
    }

    #[test]
    fn prompt_kinds_are_stored_as_before() {
        for (kind, json) in PROMPTS {
            assert_eq!(serde_json::to_string(&kind).ok().as_deref(), Some(json));
            assert_eq!(
                serde_json::from_str::<PromptKind>(json).ok(),
                Some(kind),
                "{json}"
            );
        }
        // The game's own name alone is not the stored form.
        assert!(serde_json::from_str::<PromptKind>(r#""Turn""#).is_err());
    }

    #[test]
    fn results_audiences_and_prompts_are_stored_as_before() {
        let won = Outcome::Won(Team::Zombie(ZombieTeam::Humans));
        let json = r#"{"Won":"Humans"}"#;
        assert_eq!(serde_json::to_string(&won).ok().as_deref(), Some(json));
        assert_eq!(serde_json::from_str::<Outcome>(json).ok(), Some(won));

        let audience = Audience::Team {
            team: Team::Mafia(MafiaTeam::Mafia),
            members: vec![Seat(0), Seat(2)],
        };
        let json = r#"{"Team":{"team":"Mafia","members":[0,2]}}"#;
        assert_eq!(serde_json::to_string(&audience).ok().as_deref(), Some(json));
        assert_eq!(serde_json::from_str::<Audience>(json).ok(), Some(audience));

        let prompt = Prompt {
            kind: PromptKind::Mafia(MafiaPrompt::Vote),
            phase: 3,
            choices: vec![Action::Mafia(MafiaAction::Ready)],
            deadline: Timestamp(7),
        };
        let json = r#"{"kind":"Vote","phase":3,"choices":[{"Mafia":"Ready"}],"deadline":7}"#;
        assert_eq!(serde_json::to_string(&prompt).ok().as_deref(), Some(json));
        assert_eq!(serde_json::from_str::<Prompt>(json).ok(), Some(prompt));
    }

    #[test]
    fn a_game_refuses_another_games_move() {
        let config = GameConfig::Zombie(ZombieOptions::default());
        let seats: Vec<SeatInfo> = (0..4)
            .map(|i| SeatInfo {
                player: crate::seat::PlayerId(format!("p{i}")),
                name: format!("p{i}"),
                computer: false,
            })
            .collect();
        let (mut game, _) = Game::start(&config, Seed([1; 32]), &seats, None, Timestamp(0));
        assert_eq!(game.kind(), GameKind::Zombie);
        assert!(game.as_zombie().is_some() && game.as_wumpus().is_none());
        let refused = game.act(Seat(0), &Action::Mafia(MafiaAction::Ready), Timestamp(1));
        assert_eq!(
            refused,
            Err(Rejection::WrongGame {
                game: GameKind::Zombie
            })
        );
    }
}
