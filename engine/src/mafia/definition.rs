//! Mafia's definition for the shared code (see [`crate::definition`]).

use super::roles::Role;
use super::{MafiaTeam, Preset, Ruleset};
use crate::afk::AfkRules;
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::definition::GameDefinition;
use crate::kind::GameKind;
use crate::mafia::words::{Rejection, Title};
use crate::seat::Seat;
use crate::seed::Seed;

impl GameDefinition for Ruleset {
    type Words = super::words::Words;

    fn kind(&self) -> GameKind {
        GameKind::Mafia
    }

    fn seat_range(&self) -> (u8, u8) {
        (self.min_players, self.max_players)
    }

    fn lobby_title(&self) -> Title {
        Title(self.preset.code())
    }

    fn allows_computers(&self) -> bool {
        self.fill_with_computers
    }

    fn afk(&self) -> AfkRules {
        Ruleset::afk(self)
    }

    fn lobby_timeout_secs(&self) -> u32 {
        self.lobby_timeout_secs
    }

    fn spectators(&self) -> bool {
        self.spectators
    }

    fn validate(&self) -> Result<(), Rejection> {
        Ruleset::validate(self).map_err(|reason| Rejection::InvalidRules { reason })
    }

    fn deal(&self, seed: &Seed, seats: usize) -> Vec<String> {
        super::deal::deal(self, seed, seats)
            .iter()
            .map(|role| role.name().to_string())
            .collect()
    }

    /// The village and the mafia, and the lone sides of the roles a
    /// group's list deals (lovers with cupid).
    fn sides(&self) -> Vec<MafiaTeam> {
        let mut sides = vec![MafiaTeam::Village, MafiaTeam::Mafia];
        let listed = self.roles.iter().flat_map(|l| l.keys().cloned());
        // A mode's deal may deal lone roles too (a pool's, a chaos draw's).
        let mode = self.mode.iter().flat_map(|plan| plan.role_names());
        for role in listed.chain(mode).filter_map(|name| Role::named(&name)) {
            let unit = role.unit();
            for side in std::iter::once(unit.side()).chain(unit.brings_side()) {
                if !sides.contains(&side) {
                    sides.push(side);
                }
            }
        }
        sides
    }

    fn computer(&self, seat: Seat, seeds: BotSeeds) -> Box<dyn ComputerPlayer<Self::Words>> {
        match self.preset {
            Preset::Hp => Box::new(super::hp::bot::HpBot::new(seat, seeds)),
            Preset::Sport => Box::new(super::sport::bot::SportBot::new(seat, seeds)),
            Preset::Classic => Box::new(super::bot::MafiaBot::new(self.clone(), seat, seeds)),
        }
    }

    /// Classic's players share one copy of the rules (a mode's deal and a
    /// group's list are not small).
    fn computers(&self, seats: Vec<(Seat, BotSeeds)>) -> Vec<Box<dyn ComputerPlayer<Self::Words>>> {
        if self.preset != Preset::Classic {
            return seats
                .into_iter()
                .map(|(s, b)| self.computer(s, b))
                .collect();
        }
        super::bot::MafiaBot::for_table(self, seats)
            .into_iter()
            .map(|bot| Box::new(bot) as Box<dyn ComputerPlayer<Self::Words>>)
            .collect()
    }

    fn preset_label(&self) -> String {
        self.preset.to_string()
    }

    fn mode_label(&self) -> Option<String> {
        self.mode.as_ref().map(|plan| plan.mode.clone())
    }

    /// A Mafia seat's team follows its role.
    fn team_label(
        &self,
        role: &str,
        _winning: <Self::Words as crate::vocabulary::Vocabulary>::Team,
        _won: bool,
    ) -> &'static str {
        match serde_json::from_value::<Role>(serde_json::Value::from(role)).map(|r| r.team()) {
            Ok(team) => team.code(),
            Err(_) => "unknown",
        }
    }
}
