//! Every Mafia role, each in one file (`roles/ROLE.rs`) behind
//! [`RoleUnit`]: its name, its side, what it knows at the start, what an
//! investigation of it shows, its night powers (each power's rules and
//! step in the night order live in `night/POWER.rs`), how it reacts to an
//! attack or a lynching, and its options. [`Role`] names the roles (and is
//! how stored games and results spell them); this registry is the one
//! place that lists them.

use crate::mafia::night::Attacker;
use crate::mafia::{MafiaTeam, Power};
use serde::{Deserialize, Serialize};

pub mod guide;

mod arsonist;
mod bodyguard;
mod commoner;
mod consort;
mod cop;
mod cupid;
mod cursed;
mod detective;
mod doctor;
mod don;
mod escort;
mod framer;
mod godfather;
mod healer;
mod hunter;
mod janitor;
mod jester;
mod lucky;
mod lycan;
mod mafioso;
mod mayor;
mod medium;
mod serial_killer;
mod sheriff;
mod tracker;
mod traitor;
mod vigilante;
mod villager;
mod witch;

/// A Mafia role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// No power; votes by day.
    Villager,
    /// Chooses a victim with the other mafiosi each night.
    Mafioso,
    /// Investigates one player each night.
    Cop,
    /// Protects one player each night.
    Doctor,
    /// hp: no power; votes.
    Commoner,
    /// hp: tests one player a round with the other detectives.
    Detective,
    /// hp: heals one player a round with the other healers.
    Healer,
    /// sport: the black team's leader; shoots with it and checks one
    /// player a night for the sheriff.
    Don,
    /// sport: red; checks one player's colour a night.
    Sheriff,
    /// The mafia's leader: kills with them, shows as village.
    Godfather,
    /// A villager who shows as mafia to investigations.
    Lycan,
    /// Village: blocks one player's night action a night.
    Escort,
    /// Mafia: the mafia's blocker.
    Consort,
    /// Village: guards one player a night and dies in their place.
    Bodyguard,
    /// Village: a few night shots per game.
    Vigilante,
    /// Village: learns whom a player visited at night.
    Tracker,
    /// Village: one healing and one poison potion per game.
    Witch,
    /// Village: may reveal by day; then their vote counts twice.
    Mayor,
    /// Village: survives the first attack on them.
    Lucky,
    /// Village: joins the mafia when the mafia attack them.
    Cursed,
    /// Mafia: makes a player show as mafia tonight.
    Framer,
    /// Mafia: once a game, hides the role of the mafia's victim.
    Janitor,
    /// Mafia's side: knows the mafia, unknown to them, shows as village.
    Traitor,
    /// Alone: wins if the town lynches them.
    Jester,
    /// Alone: kills each night; wins as the last one standing with at
    /// most one other.
    #[serde(rename = "serial_killer")]
    SerialKiller,
    /// Alone: douses a player a night, or ignites every doused player.
    Arsonist,
    /// Village: talks with the dead at night.
    Medium,
    /// Village: takes one player along when killed or lynched.
    Hunter,
    /// Village: binds two lovers on the first night.
    Cupid,
}

/// How a role meets an attack that nothing stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reaction {
    /// The player dies.
    Dies,
    /// The player survives (and is told so).
    Survives,
    /// The player joins the mafia as a mafioso instead of dying.
    JoinsMafia,
}

/// An option a role brings to the ruleset (`role_options` in TOML,
/// `/mafia config NAME VALUE` in chat), with its default and range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoleOption {
    /// The option's name.
    pub name: &'static str,
    /// Its value when not set.
    pub default: u8,
    /// The smallest value allowed.
    pub lo: u8,
    /// The largest value allowed.
    pub hi: u8,
}

/// One role's rules.
pub trait RoleUnit: Sync {
    /// The role's stable name (used in the deal commitment, results and
    /// message keys).
    fn name(&self) -> &'static str;

    /// The side that wins with this role.
    fn side(&self) -> MafiaTeam;

    /// What an investigation of this role shows: mafia or village (a
    /// lone role shows the village), unless the role says otherwise.
    fn shows_as(&self) -> MafiaTeam {
        match self.side() {
            MafiaTeam::Mafia => MafiaTeam::Mafia,
            _ => MafiaTeam::Village,
        }
    }

    /// Whether its card names its teammates (or says it has none left):
    /// the mafia, hp's detectives and healers.
    fn has_team(&self) -> bool {
        false
    }

    /// Whether a classic ruleset may deal it (hp's and sport's roles
    /// belong to their presets' fixed decks).
    fn classic(&self) -> bool {
        false
    }

    /// Its powers in the classic night, if any (hp's and sport's roles act
    /// in their presets' own rounds); a prompt offers all of them.
    fn powers(&self) -> &'static [Power] {
        &[]
    }

    /// Whether it sits in the mafia's room: knows the other members, is
    /// known to them, talks with them at night. Every role of the mafia's
    /// side but the traitor.
    fn mafia_member(&self) -> bool {
        self.side() == MafiaTeam::Mafia
    }

    /// How it meets an attack nothing stopped; `luck_left` says whether it
    /// has survived one before.
    fn when_attacked(&self, _by: Attacker, _luck_left: bool) -> Reaction {
        Reaction::Dies
    }

    /// Whether being lynched wins the game for it.
    fn wins_when_lynched(&self) -> bool {
        false
    }

    /// Whether it may reveal itself by day, its vote then counting twice.
    fn may_reveal(&self) -> bool {
        false
    }

    /// A side it brings into the game besides its own (cupid's lovers).
    fn brings_side(&self) -> Option<MafiaTeam> {
        None
    }

    /// Whether it talks with the dead at night, through the dead's room.
    fn hears_the_dead(&self) -> bool {
        false
    }

    /// Whether, once killed or lynched, it takes one player with it.
    fn last_shot(&self) -> bool {
        false
    }

    /// The options it brings to the ruleset.
    fn options(&self) -> &'static [RoleOption] {
        &[]
    }

    /// How much the role weighs on the game, in points, for a chaos deal
    /// (see [`crate::mafia::modes::Chaos`]): what it adds to the village's
    /// chances, positive, or takes from them, negative (the mafia's side
    /// and the lone roles). A plain villager is worth 2, so half a point
    /// can be expressed. Only relative sizes matter; the chaos mode's
    /// simulations set them.
    fn strength(&self) -> i32 {
        match self.side() {
            MafiaTeam::Village => 2,
            _ => -6,
        }
    }
}

impl Role {
    /// Every role, in the order the catalogues list them.
    pub const ALL: [Role; 29] = [
        Role::Villager,
        Role::Mafioso,
        Role::Cop,
        Role::Doctor,
        Role::Commoner,
        Role::Detective,
        Role::Healer,
        Role::Don,
        Role::Sheriff,
        Role::Godfather,
        Role::Lycan,
        Role::Escort,
        Role::Consort,
        Role::Bodyguard,
        Role::Vigilante,
        Role::Tracker,
        Role::Witch,
        Role::Mayor,
        Role::Lucky,
        Role::Cursed,
        Role::Framer,
        Role::Janitor,
        Role::Traitor,
        Role::Jester,
        Role::SerialKiller,
        Role::Arsonist,
        Role::Medium,
        Role::Hunter,
        Role::Cupid,
    ];

    /// The role's rules.
    pub fn unit(self) -> &'static dyn RoleUnit {
        match self {
            Role::Villager => &villager::Villager,
            Role::Mafioso => &mafioso::Mafioso,
            Role::Cop => &cop::Cop,
            Role::Doctor => &doctor::Doctor,
            Role::Commoner => &commoner::Commoner,
            Role::Detective => &detective::Detective,
            Role::Healer => &healer::Healer,
            Role::Don => &don::Don,
            Role::Sheriff => &sheriff::Sheriff,
            Role::Godfather => &godfather::Godfather,
            Role::Lycan => &lycan::Lycan,
            Role::Escort => &escort::Escort,
            Role::Consort => &consort::Consort,
            Role::Bodyguard => &bodyguard::Bodyguard,
            Role::Vigilante => &vigilante::Vigilante,
            Role::Tracker => &tracker::Tracker,
            Role::Witch => &witch::Witch,
            Role::Mayor => &mayor::Mayor,
            Role::Lucky => &lucky::Lucky,
            Role::Cursed => &cursed::Cursed,
            Role::Framer => &framer::Framer,
            Role::Janitor => &janitor::Janitor,
            Role::Traitor => &traitor::Traitor,
            Role::Jester => &jester::Jester,
            Role::SerialKiller => &serial_killer::SerialKiller,
            Role::Arsonist => &arsonist::Arsonist,
            Role::Medium => &medium::Medium,
            Role::Hunter => &hunter::Hunter,
            Role::Cupid => &cupid::Cupid,
        }
    }

    /// The side that wins with this role.
    pub fn team(self) -> MafiaTeam {
        self.unit().side()
    }

    /// The role's stable name (used in the deal commitment and results).
    pub fn name(self) -> &'static str {
        self.unit().name()
    }

    /// What an investigation of this role shows.
    pub fn shows_as(self) -> MafiaTeam {
        self.unit().shows_as()
    }

    /// Whether it kills for the mafia (a mafioso, the godfather): a
    /// mafia needs one to start, and its room takes up the kill when none
    /// is left.
    pub fn mafia_killer(self) -> bool {
        let unit = self.unit();
        unit.mafia_member() && unit.powers().contains(&Power::Kill)
    }

    /// An option's default and range, from the role that brings it.
    pub fn option(name: &str) -> Option<RoleOption> {
        Role::ALL
            .into_iter()
            .flat_map(|r| r.unit().options().iter().copied())
            .find(|o| o.name == name)
    }

    /// Its weight on the game for a chaos deal ([`RoleUnit::strength`]).
    pub fn strength(self) -> i32 {
        self.unit().strength()
    }

    /// Whether a classic ruleset may deal it.
    pub fn classic(self) -> bool {
        self.unit().classic()
    }

    /// A role by its stable name.
    pub fn named(name: &str) -> Option<Role> {
        Role::ALL.into_iter().find(|r| r.name() == name)
    }
}
