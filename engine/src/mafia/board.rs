//! Who is who and who is alive: the facts every rule reads.

use super::roles::Role;
use crate::mafia::Power;
use crate::mafia::kinds::MafiaTeam;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::{Reason, Rejection, Target};
use crate::seat::Seat;

/// Seats, their secret roles and who is still in the game.
#[derive(Clone, Debug)]
pub struct Board {
    names: Vec<String>,
    /// The roles as dealt (what the commitment covers and the end shows).
    dealt: Vec<Role>,
    /// The roles now (a cursed the mafia attacked is a mafioso).
    roles: Vec<Role>,
    alive: Vec<bool>,
}

impl Board {
    /// A board where everyone is alive.
    pub fn new(names: Vec<String>, roles: Vec<Role>) -> Board {
        let alive = vec![true; roles.len()];
        Board {
            names,
            dealt: roles.clone(),
            roles,
            alive,
        }
    }

    /// Every seat.
    pub fn seats(&self) -> impl Iterator<Item = Seat> + '_ {
        (0..self.roles.len()).filter_map(|i| u8::try_from(i).ok().map(Seat))
    }

    /// Living seats in seat order.
    pub fn living(&self) -> Vec<Seat> {
        self.seats_where(|s| self.is_alive(s))
    }

    /// The seats for which `keep` holds, in seat order. Sized for the
    /// table at once: these lists are made for every prompt.
    pub fn seats_where(&self, keep: impl Fn(Seat) -> bool) -> Vec<Seat> {
        let mut out = Vec::with_capacity(self.roles.len());
        out.extend(self.seats().filter(|s| keep(*s)));
        out
    }

    /// Living seats in seat order, without collecting them (the night
    /// and the votes ask after every move).
    pub fn living_seats(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|s| self.is_alive(*s))
    }

    /// Whether `seat` is in the mafia's room (the members know each
    /// other), dead or alive.
    pub fn in_room(&self, seat: Seat) -> bool {
        self.role(seat).unit().mafia_member()
    }

    /// Living seats with a role.
    pub fn living_with(&self, role: Role) -> Vec<Seat> {
        self.seats()
            .filter(|s| self.is_alive(*s) && self.roles[s.index()] == role)
            .collect()
    }

    /// The powers `seat` holds in the classic night: its role's, except
    /// that while no living member of the mafia's room can kill, a living
    /// member (a consort, a framer, a janitor) takes up the kill instead.
    pub fn night_powers(&self, seat: Seat) -> &'static [Power] {
        let unit = self.role(seat).unit();
        if unit.mafia_member() && !self.role(seat).mafia_killer() {
            let killer_left = self
                .seats()
                .any(|s| self.is_alive(s) && self.role(s).mafia_killer());
            if !killer_left {
                return &[Power::Kill];
            }
        }
        unit.powers()
    }

    /// The living members of the mafia's room (who know each other).
    pub fn mafia_room(&self) -> Vec<Seat> {
        self.seats_where(|s| self.is_alive(s) && self.in_room(s))
    }

    /// Every member of the mafia's room, dead or alive.
    pub fn mafia_members(&self) -> Vec<Seat> {
        self.seats_where(|s| self.in_room(s))
    }

    /// Living members of a team.
    pub fn living_in(&self, team: MafiaTeam) -> Vec<Seat> {
        self.seats()
            .filter(|s| self.is_alive(*s) && self.roles[s.index()].team() == team)
            .collect()
    }

    /// Every member of a team, dead or alive.
    pub fn team(&self, team: MafiaTeam) -> Vec<Seat> {
        self.seats()
            .filter(|s| self.roles[s.index()].team() == team)
            .collect()
    }

    /// A seat's role.
    pub fn role(&self, seat: Seat) -> Role {
        self.roles[seat.index()]
    }

    /// All roles in seat order, as they are now.
    pub fn roles(&self) -> &[Role] {
        &self.roles
    }

    /// All roles in seat order, as dealt.
    pub fn dealt(&self) -> &[Role] {
        &self.dealt
    }

    /// Gives `seat` a new role (a cursed joining the mafia).
    pub fn change_role(&mut self, seat: Seat, role: Role) {
        if let Some(r) = self.roles.get_mut(seat.index()) {
            *r = role;
        }
    }

    /// Whether a seat exists and is alive.
    pub fn is_alive(&self, seat: Seat) -> bool {
        self.alive.get(seat.index()).copied().unwrap_or(false)
    }

    /// A seat's name (or its number if it does not exist).
    pub fn name(&self, seat: Seat) -> String {
        self.names
            .get(seat.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", seat.index() + 1))
    }

    /// Takes a seat out of the game.
    pub fn remove(&mut self, seat: Seat) {
        if let Some(a) = self.alive.get_mut(seat.index()) {
            *a = false;
        }
    }

    /// Refuses a dead or non-existent actor.
    pub fn require_alive_actor(&self, seat: Seat) -> Result<(), Rejection> {
        if self.is_alive(seat) {
            Ok(())
        } else {
            Err(Rejection::DeadActor {
                name: self.name(seat),
            })
        }
    }

    /// Refuses a target that does not exist or is out of the game.
    pub fn require_living_target(&self, target: Seat) -> Result<(), Rejection> {
        if target.index() >= self.roles.len() {
            return Err(Rejection::InvalidTarget {
                target: Target::Seat(target.index() + 1),
                reason: Reason::NoSuchSeat {
                    seats: self.roles.len(),
                },
            });
        }
        if !self.is_alive(target) {
            return Err(Rejection::InvalidTarget {
                target: Target::Player(self.name(target)),
                reason: MafiaReason::OutOfGame.into(),
            });
        }
        Ok(())
    }
}
