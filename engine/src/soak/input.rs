//! Random inputs for a table: any variant, any game's actions, any sender
//! (seated, a stranger, the dead, a computer's id), any seat number, lobby
//! commands at any time, ticks at any time (backwards, far ahead, the
//! extremes of the clock). Mixed in are moves that push the game on (the
//! lobby filled and started, an open prompt answered, a tick at the
//! deadline), so that sessions reach every phase and the end instead of
//! being refused in the lobby for ever.

use super::fuzz::Fuzz;
use crate::game::Prompt;
use crate::game::{Action, GameKind};
use crate::input::Input;
use crate::seat::{PlayerId, Seat, SeatInfo};
use crate::table::Table;
use crate::time::Timestamp;
use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use std::collections::BTreeMap;

/// How often an input is a move that pushes the game on rather than
/// anything at all.
const GUIDED: f64 = 0.55;

/// Display names and free text: ordinary, empty, blank, long, markup,
/// other scripts, control characters, a computer's name.
const TEXTS: [&str; 12] = [
    "Ann",
    "",
    "   ",
    "Zoë 🧟‍♀️",
    "*bold* _it_ `code` <b>x</b> [l](http://x)",
    "line\nbreak\ttab\r",
    "Ada (cpu)",
    "seat 1",
    "\u{202e}reversed\u{0}nul",
    "/mafia stop",
    "P0",
    "I am red.",
];

/// A deadline further ahead of the clock than this (in milliseconds;
/// phases last a day at most) was set by an input given at a far time.
const FAR: i64 = 2 * 86_400_000;

/// The people who may come to a table: `p0` (the host) to `p{n-1}`.
const PEOPLE: usize = 34;

/// Makes the inputs of one session from its own random stream.
#[derive(Debug)]
pub struct Inputs {
    rng: ChaCha8Rng,
    kind: GameKind,
    people: Vec<PlayerId>,
    /// The time as a host would give it: it only moves forwards, but
    /// for a rare jump to the far end of the clock.
    clock: Timestamp,
    /// The seats of the table an action is being made for.
    seats: u8,
}

impl Inputs {
    /// Inputs for a table of `kind` hosted by `host`.
    pub fn new(rng: ChaCha8Rng, kind: GameKind, host: &PlayerId) -> Inputs {
        let mut people: Vec<PlayerId> = (1..PEOPLE).map(|i| PlayerId(format!("p{i}"))).collect();
        people.insert(0, host.clone());
        Inputs {
            rng,
            kind,
            people,
            clock: Timestamp(1_700_000_000_000),
            seats: 0,
        }
    }

    /// The next input and the time it is given at. `prompts` holds each
    /// seat's latest prompt.
    pub fn next(&mut self, table: &Table, prompts: &BTreeMap<Seat, Prompt>) -> (Input, Timestamp) {
        if self.rng.random_bool(GUIDED)
            && let Some(guided) = self.guided(table, prompts)
        {
            return guided;
        }
        self.anything(table, prompts)
    }

    /// A move that pushes the game on, if there is one.
    fn guided(
        &mut self,
        table: &Table,
        prompts: &BTreeMap<Seat, Prompt>,
    ) -> Option<(Input, Timestamp)> {
        if table.is_over() {
            return None;
        }
        if !table.started() {
            return Some((self.lobby_move(table), self.clock));
        }
        let phase = table.phase_no();
        let game = table.game()?;
        let open: Vec<(&Seat, &Prompt)> = prompts
            .iter()
            .filter(|(s, p)| p.phase == phase && !p.choices.is_empty() && game.is_alive(**s))
            .collect();
        let answer = !open.is_empty() && self.rng.random_bool(0.85);
        if answer {
            let (seat, prompt) = open.choose(&mut self.rng)?;
            let player = table.seats().get(seat.index())?.player.clone();
            // Often the herd's choice, so that votes and shots agree and
            // games end; else any.
            let action = if self.rng.random_bool(0.4) {
                herd(&prompt.choices)?
            } else {
                prompt.choices.choose(&mut self.rng)?
            };
            let action = action.clone();
            return Some((Input::Act { player, action }, self.clock));
        }
        let at = table.deadline()?;
        Some((Input::Tick, self.at_deadline(at)))
    }

    /// The time of a tick that ends the phase due at `deadline`. The clock
    /// follows it unless it is far ahead (an input given at a far time
    /// put it there): a host's clock does not leap, and phases ended by
    /// moves begin at the clock again.
    fn at_deadline(&mut self, deadline: Timestamp) -> Timestamp {
        let at = deadline.max(self.clock);
        if at.0.saturating_sub(self.clock.0) <= FAR {
            self.clock = at;
        }
        at
    }

    /// The host's way to a started game: their seat, enough players, the
    /// start.
    fn lobby_move(&mut self, table: &Table) -> Input {
        let seated = table.lobby_players();
        let host = table
            .host()
            .cloned()
            .unwrap_or_else(|| self.people[0].clone());
        let (min, max) = table.setup().config.seat_range();
        if !seated.iter().any(|p| p.player == host) {
            return self.join(host);
        }
        let enough = seated.len() >= usize::from(min);
        if !enough || (seated.len() < usize::from(max) && self.rng.random_bool(0.15)) {
            if table.setup().config.allows_computers() && self.rng.random_bool(0.5) {
                let seats = self.rng.random_range(min..=max.max(min));
                return Input::Fill { by: host, seats };
            }
            if let Some(newcomer) = self
                .people
                .iter()
                .find(|p| !seated.iter().any(|s| s.player == **p))
                .cloned()
            {
                return self.join(newcomer);
            }
        }
        Input::Start { by: host }
    }

    fn join(&mut self, player: PlayerId) -> Input {
        let name = if self.rng.random_bool(0.7) {
            player.0.to_uppercase()
        } else {
            self.text()
        };
        Input::Join { player, name }
    }

    /// Any input at all.
    fn anything(&mut self, table: &Table, prompts: &BTreeMap<Seat, Prompt>) -> (Input, Timestamp) {
        let input = match self.rng.random_range(0..1000) {
            0..80 => {
                let player = self.player(table);
                self.join(player)
            }
            80..120 => Input::Leave {
                player: self.player(table),
            },
            120..160 => Input::Fill {
                by: self.sender(table),
                seats: self.small_or_any(40),
            },
            160..200 => Input::Start {
                by: self.sender(table),
            },
            // Rare: a stop ends the session's game.
            200 if self.rng.random_bool(0.2) => Input::Stop {
                by: self.sender(table),
                admin: self.rng.random_bool(0.2),
            },
            200..350 => return self.tick(table),
            350..420 => self.stale_answer(table, prompts),
            _ => Input::Act {
                player: self.player(table),
                action: self.action(table),
            },
        };
        let at = self.time();
        (input, at)
    }

    /// A tick: at the deadline, just before it, a little later, or at any
    /// time at all (backwards, far ahead, the ends of the clock).
    fn tick(&mut self, table: &Table) -> (Input, Timestamp) {
        let deadline = table.deadline();
        let at = match (self.rng.random_range(0..10), deadline) {
            (0..3, Some(d)) => self.at_deadline(d),
            (3, Some(d)) => Timestamp(d.0.saturating_sub(1)),
            (4..8, _) => {
                self.clock = self.clock.plus_secs(self.rng.random_range(0..200));
                self.clock
            }
            _ => self.time_anywhere(),
        };
        (Input::Tick, at)
    }

    /// An answer taken from some seat's latest prompt, whatever its phase,
    /// sent by any player: an old button, or someone else's.
    fn stale_answer(&mut self, table: &Table, prompts: &BTreeMap<Seat, Prompt>) -> Input {
        let player = self.player(table);
        let chosen: Vec<&Prompt> = prompts.values().collect();
        let action = chosen
            .choose(&mut self.rng)
            .and_then(|p| p.choices.choose(&mut self.rng))
            .cloned()
            .unwrap_or_else(|| self.action(table));
        Input::Act { player, action }
    }

    /// The time an input other than a tick is given at: mostly the clock.
    /// Rarely anything: an accepted move at the far end of the clock puts
    /// the next deadline there, and the rest of the session with it.
    fn time(&mut self) -> Timestamp {
        if self.rng.random_bool(0.98) {
            self.clock
        } else {
            self.time_anywhere()
        }
    }

    fn time_anywhere(&mut self) -> Timestamp {
        let now = self.clock.0;
        match self.rng.random_range(0..10) {
            0 => Timestamp(i64::MIN),
            1 => Timestamp(i64::MAX),
            2 => Timestamp(0),
            3 => Timestamp(self.rng.random()),
            4 => {
                // Once in a long while (a few sessions in a hundred) the
                // host's clock itself jumps to the far end and stays
                // there, where every deadline saturates.
                if self.rng.random_bool(0.002) {
                    self.clock = Timestamp(i64::MAX - self.rng.random_range(0..1_000_000));
                }
                self.clock
            }
            5..8 => Timestamp(now.saturating_sub(self.rng.random_range(1..10_000_000))),
            _ => Timestamp(now.saturating_add(self.rng.random_range(1..10_000_000_000))),
        }
    }

    /// Who sends a player's input: mostly someone seated (alive or not,
    /// computer players included), else anyone.
    fn player(&mut self, table: &Table) -> PlayerId {
        let seated: &[SeatInfo] = if table.started() {
            table.seats()
        } else {
            table.lobby_players()
        };
        if !seated.is_empty() && self.rng.random_bool(0.75) {
            let at = self.rng.random_range(0..seated.len());
            return seated[at].player.clone();
        }
        self.anyone()
    }

    /// Who sends a host's command: often the host.
    fn sender(&mut self, table: &Table) -> PlayerId {
        match table.host() {
            Some(host) if self.rng.random_bool(0.4) => host.clone(),
            _ => self.player(table),
        }
    }

    fn anyone(&mut self) -> PlayerId {
        match self.rng.random_range(0..10) {
            0 => PlayerId(format!("cpu:{}", self.rng.random_range(0..25))),
            1 => PlayerId(format!("bot:{}", self.text())),
            2 => PlayerId(self.text()),
            3 => PlayerId(format!("tg:{}", self.rng.random::<u64>())),
            _ => {
                let at = self.rng.random_range(0..self.people.len());
                self.people[at].clone()
            }
        }
    }

    /// An action of this table's game most of the time, else of another.
    fn action(&mut self, table: &Table) -> Action {
        let kind = if self.rng.random_bool(0.75) {
            self.kind
        } else {
            *GameKind::ALL.choose(&mut self.rng).unwrap_or(&self.kind)
        };
        self.seats = u8::try_from(table.seats().len()).unwrap_or(u8::MAX);
        crate::game::soak_action(kind, self)
    }
}

impl Fuzz for Inputs {
    fn below(&mut self, n: u32) -> u32 {
        self.rng.random_range(0..n)
    }

    fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p)
    }

    fn text(&mut self) -> String {
        match self.rng.random_range(0..10) {
            0 => "x".repeat(self.rng.random_range(100..5000)),
            1 => (0..self.rng.random_range(0..40))
                .map(|_| char::from_u32(self.rng.random_range(0..0x11_0000)).unwrap_or('?'))
                .collect(),
            _ => TEXTS
                .choose(&mut self.rng)
                .copied()
                .unwrap_or("")
                .to_string(),
        }
    }

    fn small_or_any(&mut self, small: u8) -> u8 {
        if self.rng.random_bool(0.8) {
            self.rng.random_range(0..small)
        } else {
            self.rng.random()
        }
    }

    fn seat(&mut self) -> Seat {
        let n = self.seats;
        Seat(match self.rng.random_range(0..10) {
            0 => u8::MAX,
            1 => self.rng.random(),
            _ => self.rng.random_range(0..=n.saturating_add(2)),
        })
    }

    fn pick(&mut self, choices: &[&'static str]) -> &'static str {
        choices.choose(&mut self.rng).copied().unwrap_or("")
    }
}

/// The choice everyone would make if they all went along: the one naming
/// the lowest seat (whatever alias each viewer knows it by), else the
/// first (yes before no).
fn herd(choices: &[Action]) -> Option<&Action> {
    choices
        .iter()
        .min_by_key(|c| c.named_seat().unwrap_or(Seat(u8::MAX)))
}
