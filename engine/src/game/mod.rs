//! The one place that registers the games.
//!
//! Every other shared module knows the games only through traits
//! ([`crate::vocabulary::Vocabulary`], [`GameDefinition`],
//! [`crate::bots::ComputerPlayer`]); this registry names each game: its
//! options ([`GameConfig`]), its words lifted into every game's
//! ([`words`]), its running state ([`Game`]), its computer player and its
//! soak input generator. A game's own code names only its own types.

mod computer;
pub(crate) mod native;
mod running;
pub mod soak;
mod story;
mod tally;
mod turns;
pub mod words;

pub use crate::kind::GameKind;
pub use computer::ComputerSeats;
pub use running::{Game, GameRules};
pub use story::Story;
pub use tally::Tally;
pub use turns::{Judged, Turn, Turns};
pub use words::{
    Action, AnyGame, Audience, Effect, EffectKind, GameMessage, GameReason, GameResult, Message,
    OtherGame, Outcome, Phase, Prompt, PromptKind, Reason, Rejection, RulesError, Team,
};

use crate::definition::{Committed, GameDefinition};
use crate::mafia::Ruleset;
use crate::rejection::Title;
use crate::seat::Seat;
use crate::seed::Seed;
use crate::wumpus::WumpusRules;
use crate::zombie::ZombieOptions;
use serde::{Deserialize, Serialize};

/// Runs `$body` with `$d` bound to the configured game's definition.
macro_rules! with_definition {
    ($config:expr, $d:ident => $body:expr) => {
        match $config {
            GameConfig::Mafia($d) => $body,
            GameConfig::Wumpus($d) => $body,
            GameConfig::Zombie($d) => $body,
        }
    };
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
    /// The kind of game this configures.
    pub fn kind(&self) -> GameKind {
        with_definition!(self, d => GameDefinition::kind(d))
    }

    /// Seats allowed, inclusive.
    pub fn seat_range(&self) -> (u8, u8) {
        with_definition!(self, d => GameDefinition::seat_range(d))
    }

    /// The game as its lobby and refusals name it (rendered per language
    /// by [`crate::render::title`]).
    pub fn lobby_title(&self) -> Title {
        with_definition!(self, d => GameDefinition::lobby_title(d))
    }

    /// Whether the host may fill empty seats with computer players.
    pub fn allows_computers(&self) -> bool {
        with_definition!(self, d => GameDefinition::allows_computers(d))
    }

    /// The rules for inactive players.
    pub fn afk(&self) -> crate::afk::AfkRules {
        with_definition!(self, d => GameDefinition::afk(d))
    }

    /// How long a lobby waits for the start, in milliseconds.
    pub fn lobby_timeout_ms(&self) -> i64 {
        i64::from(with_definition!(self, d => GameDefinition::lobby_timeout_secs(d))) * 1000
    }

    /// Whether people without a seat may watch the running game.
    pub fn spectators(&self) -> bool {
        with_definition!(self, d => GameDefinition::spectators(d))
    }

    /// Refuses a configuration no game may start with.
    pub fn validate(&self) -> Result<(), Rejection> {
        with_definition!(self, d => GameDefinition::validate(d).map_err(|r| r.lift()))
    }

    /// The role names dealt for `seats` seats with `seed`, in seat order:
    /// what `narrator verify` recomputes.
    pub fn deal(&self, seed: &Seed, seats: usize) -> Vec<String> {
        with_definition!(self, d => GameDefinition::deal(d, seed, seats))
    }

    /// What the commitment covers for `seats` seats with `seed`: what
    /// `narrator verify` recomputes.
    pub fn committed(&self, seed: &Seed, seats: usize) -> Committed {
        with_definition!(self, d => GameDefinition::committed(d, seed, seats))
    }

    /// The name results are filed under beside the game's (a Mafia
    /// preset).
    pub fn preset_label(&self) -> String {
        with_definition!(self, d => GameDefinition::preset_label(d))
    }

    /// The mode results are filed under, if the game was started from one.
    pub fn mode_label(&self) -> Option<String> {
        with_definition!(self, d => GameDefinition::mode_label(d))
    }

    /// Every side that can win, in the order figures list them.
    pub fn sides(&self) -> Vec<Team> {
        with_definition!(self, d => GameDefinition::sides(d).into_iter().map(Team::from).collect())
    }

    /// The team a seat with `role` is counted on, when `winning` won.
    pub fn team_label(&self, role: &str, winning: Team, won: bool) -> &'static str {
        with_definition!(self, d => match winning.try_into() {
            Ok(team) => d.team_label(role, team, won),
            Err(OtherGame) => "unknown",
        })
    }

    /// An empty table of this game's baseline computer players.
    pub fn computers(&self) -> Box<dyn ComputerSeats> {
        with_definition!(self, d => {
            let d = d.clone();
            computer::seats(Box::new(move |seat, seeds| GameDefinition::computer(&d, seat, seeds)))
        })
    }
}

/// A random action of a game for the soak test.
pub(crate) fn soak_action(kind: GameKind, f: &mut dyn crate::soak::fuzz::Fuzz) -> Action {
    match kind {
        GameKind::Mafia => Action::Mafia(crate::mafia::soak::action(f)),
        GameKind::Wumpus => Action::Wumpus(crate::wumpus::soak::action(f)),
        GameKind::Zombie => Action::Zombie(crate::zombie::soak::action(f)),
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mafia::{MafiaAction, MafiaPrompt, MafiaTeam};
    use crate::seat::SeatInfo;
    use crate::time::Timestamp;
    use crate::wumpus::{WumpusPrompt, WumpusTeam};
    use crate::zombie::{ZombiePrompt, ZombieTeam};

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
