//! Pseudonyms (option `pseudonyms`): every player is shown to the others
//! under an alias drawn from the seed and is never told their own. When
//! the option is on, everything that names a player is sent to each seat
//! separately, so the viewer reads "you" where the others read the alias,
//! and the bot relays public talk under the speaker's alias. The seat list
//! is re-shuffled for every viewer at each phase, the viewer first.

use crate::mafia::board::Board;
use crate::mafia::message::MafiaMessage;
use crate::mafia::reason::MafiaReason;
use crate::mafia::words::Effect;
use crate::mafia::words::{Rejection, Target};
use crate::seat::Seat;
use crate::seed::Seed;
use rand::seq::SliceRandom;
use serde::{Deserialize, Serialize};

/// A player as one viewer is shown them. The seat is kept for hosts and
/// computer players; renderers show only the name, the alias or "you".
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Who {
    /// Shown under the seat's own name (pseudonyms off).
    Seat(Seat),
    /// Shown under an alias.
    Alias {
        /// The seat behind the alias.
        seat: Seat,
        /// The alias.
        alias: String,
    },
    /// The viewer themself: their own alias is never shown to them.
    You(Seat),
}

impl Who {
    /// The seat behind the label.
    pub fn seat(&self) -> Seat {
        match self {
            Who::Seat(s) | Who::You(s) | Who::Alias { seat: s, .. } => *s,
        }
    }
}

/// The alias pool; a table has at most 16 seats.
const POOL: [&str; 24] = [
    "Amber", "Birch", "Cobalt", "Dune", "Ember", "Fjord", "Garnet", "Harbor", "Iris", "Jade",
    "Kestrel", "Lark", "Maple", "Nimbus", "Onyx", "Pike", "Quartz", "Raven", "Sage", "Tundra",
    "Umber", "Vesper", "Willow", "Zephyr",
];

/// The aliases of one game and each viewer's current seat-list order.
#[derive(Clone, Debug)]
pub struct Aliases {
    on: bool,
    aliases: Vec<String>,
    views: Vec<Vec<Seat>>,
    seed: Seed,
    shuffles: u64,
}

impl Aliases {
    /// Aliases for `n` seats, drawn from the seed (used only when `on`).
    pub fn new(on: bool, seed: Seed, n: usize) -> Aliases {
        let mut pool: Vec<String> = POOL.iter().map(|s| s.to_string()).collect();
        pool.shuffle(&mut seed.rng("aliases", 0));
        // Past the pool (never with sport's 16 seats) aliases get numbers.
        let aliases = (0..n)
            .map(|i| {
                pool.get(i)
                    .cloned()
                    .unwrap_or_else(|| format!("Player {i}"))
            })
            .collect();
        let seats: Vec<Seat> = (0..n)
            .filter_map(|i| u8::try_from(i).ok().map(Seat))
            .collect();
        Aliases {
            on,
            aliases,
            views: vec![seats; n],
            seed,
            shuffles: 0,
        }
    }

    /// Whether pseudonyms are on.
    pub fn on(&self) -> bool {
        self.on
    }

    /// How `viewer` (None: everyone) is shown `seat`.
    pub fn who(&self, seat: Seat, viewer: Option<Seat>) -> Who {
        match (self.on, viewer) {
            (false, _) => Who::Seat(seat),
            (true, Some(v)) if v == seat => Who::You(seat),
            (true, _) => Who::Alias {
                seat,
                alias: self.alias(seat).to_string(),
            },
        }
    }

    /// A seat's alias (secret from its owner).
    pub fn alias(&self, seat: Seat) -> &str {
        self.aliases.get(seat.index()).map_or("?", String::as_str)
    }

    /// A new random seat-list order for every viewer, the viewer first.
    /// Each reshuffle draws from its own stream of the seed.
    pub fn reshuffle(&mut self) {
        self.shuffles += 1;
        let n = self.views.len();
        for (v, view) in self.views.iter_mut().enumerate() {
            let Ok(me) = u8::try_from(v).map(Seat) else {
                continue;
            };
            let mut others: Vec<Seat> = (0..n)
                .filter_map(|i| u8::try_from(i).ok().map(Seat))
                .filter(|s| *s != me)
                .collect();
            if self.on {
                others.shuffle(&mut self.seed.rng("seat-list", self.shuffles * 64 + v as u64));
            }
            *view = std::iter::once(me).chain(others).collect();
        }
    }

    /// The seat list `viewer` is shown now: every seat, viewer first.
    pub fn view(&self, viewer: Seat) -> &[Seat] {
        self.views.get(viewer.index()).map_or(&[], Vec::as_slice)
    }

    /// `seats` in the order `viewer` sees them (seat order when off).
    pub fn order_for(&self, viewer: Seat, mut seats: Vec<Seat>) -> Vec<Seat> {
        if self.on {
            let view = self.view(viewer);
            seats.sort_by_key(|s| view.iter().position(|x| x == s).unwrap_or(usize::MAX));
        }
        seats
    }

    /// The viewer's seat list as a message.
    pub fn seat_list(&self, viewer: Seat, board: &Board) -> MafiaMessage {
        MafiaMessage::SeatList {
            seats: self
                .view(viewer)
                .iter()
                .map(|s| (self.who(*s, Some(viewer)), board.is_alive(*s)))
                .collect(),
        }
    }

    /// Tells the table a message that names players: one public message
    /// when pseudonyms are off, else one copy per seat with that seat's
    /// view of the names.
    pub fn tell(
        &self,
        effects: &mut Vec<Effect>,
        build: impl Fn(&dyn Fn(Seat) -> Who) -> MafiaMessage,
    ) {
        if !self.on {
            effects.push(Effect::public(build(&|s| Who::Seat(s))));
            return;
        }
        for v in 0..self.views.len() {
            let Ok(viewer) = u8::try_from(v).map(Seat) else {
                continue;
            };
            let msg = build(&|s| self.who(s, Some(viewer)));
            effects.push(Effect::to_seat(viewer, msg));
        }
    }

    /// The seat a player named by `viewer` stands for. Under pseudonyms a
    /// player is named by alias (or "you") and the seat in the label is
    /// ignored: answering a seat number with an alias would tell the
    /// viewer who is behind it. An alias the viewer cannot see (their own
    /// or an unused one) is refused like a name that does not exist.
    pub fn resolve(&self, who: &Who, viewer: Seat) -> Result<Seat, Rejection> {
        if !self.on {
            return Ok(who.seat());
        }
        match who {
            Who::You(_) => Ok(viewer),
            Who::Alias { alias, .. } => (0..self.aliases.len())
                .filter_map(|i| u8::try_from(i).ok().map(Seat))
                .find(|s| *s != viewer && self.alias(*s) == alias)
                .ok_or_else(|| Rejection::InvalidTarget {
                    target: Target::Player(alias.clone()),
                    reason: MafiaReason::NoSuchAlias.into(),
                }),
            Who::Seat(_) => Err(Rejection::InvalidTarget {
                target: Target::SeatNumber,
                reason: MafiaReason::AliasesOnly.into(),
            }),
        }
    }

    /// A player's label in a rejection sent to `viewer`.
    pub fn label(&self, board: &Board, seat: Seat, viewer: Seat) -> Target {
        match self.who(seat, Some(viewer)) {
            Who::Seat(s) => Target::Player(board.name(s)),
            Who::Alias { alias, .. } => Target::Player(alias),
            Who::You(_) => Target::Yourself,
        }
    }
}
