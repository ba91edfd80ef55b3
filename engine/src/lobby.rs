//! The lobby: people take seats until the host starts the game.

use crate::game::Effect;
use crate::game::Message;
use crate::game::Rejection;
use crate::rejection::{Act, Title};
use crate::seat::{PlayerId, SeatInfo};
use crate::time::Timestamp;

/// Names for computer players, in the order they are seated.
const COMPUTER_NAMES: [&str; 20] = [
    "Ada", "Blaise", "Grace", "Alan", "Edsger", "Barbara", "Donald", "Frances", "Ken", "Radia",
    "Dennis", "Hedy", "Claude", "Margaret", "John", "Sophie", "Niklaus", "Karen", "Tony", "Leslie",
];

/// How long a lobby waits for the start unless its game says otherwise.
pub const DEFAULT_TIMEOUT_SECS: u32 = crate::definition::DEFAULT_LOBBY_TIMEOUT_SECS;

/// Seats taken before the start.
#[derive(Clone, Debug)]
pub struct Lobby {
    host: PlayerId,
    min: u8,
    max: u8,
    title: Title,
    players: Vec<SeatInfo>,
    computers_added: usize,
    /// When the first person sat down: the lobby's clock starts then, at
    /// a stored input's time, so a restart finds the same deadline.
    opened: Option<Timestamp>,
    /// Whether the host gave it more time already.
    extended: bool,
}

impl Lobby {
    /// An empty lobby; the host joins through an ordinary join.
    pub fn new(host: PlayerId, (min, max): (u8, u8), title: Title) -> Lobby {
        Lobby {
            host,
            min,
            max,
            title,
            players: Vec::new(),
            computers_added: 0,
            opened: None,
            extended: false,
        }
    }

    /// Starts the lobby's clock at the first seat taken.
    pub(crate) fn opened_at(&mut self, now: Timestamp) {
        self.opened.get_or_insert(now);
    }

    /// When the first person sat down.
    pub(crate) fn opened(&self) -> Option<Timestamp> {
        self.opened
    }

    /// When the lobby closes if nobody starts the game, for a timeout of
    /// `timeout_ms` (doubled once extended).
    pub fn deadline(&self, timeout_ms: i64) -> Option<Timestamp> {
        let times = if self.extended { 2 } else { 1 };
        self.opened
            .map(|at| Timestamp(at.0.saturating_add(timeout_ms.saturating_mul(times))))
    }

    /// The host gives the lobby another timeout, once.
    pub(crate) fn extend(&mut self, by: &PlayerId) -> Result<(), Rejection> {
        self.require_host(by, Act::Extend)?;
        if self.extended {
            return Err(Rejection::AlreadyExtended);
        }
        self.extended = true;
        Ok(())
    }

    /// The seated players in joining order.
    pub fn players(&self) -> &[SeatInfo] {
        &self.players
    }

    /// The current host.
    pub fn host(&self) -> &PlayerId {
        &self.host
    }

    fn host_name(&self) -> String {
        self.players
            .iter()
            .find(|p| p.player == self.host)
            .map_or_else(|| self.host.0.clone(), |p| p.name.clone())
    }

    /// Refuses `action` unless `by` is the host.
    pub fn require_host(&self, by: &PlayerId, action: Act) -> Result<(), Rejection> {
        if *by == self.host {
            Ok(())
        } else {
            Err(Rejection::NotHost {
                host: self.host_name(),
                action,
            })
        }
    }

    /// A person takes a seat.
    pub fn join(&mut self, player: PlayerId, name: String) -> Result<Vec<Effect>, Rejection> {
        if let Some(p) = self.players.iter().find(|p| p.player == player) {
            return Err(Rejection::AlreadyJoined {
                name: p.name.clone(),
            });
        }
        if self.players.len() >= usize::from(self.max) {
            return Err(Rejection::LobbyFull { max: self.max });
        }
        let name = self.unique_name(name.trim());
        self.players.push(SeatInfo {
            player,
            name: name.clone(),
            computer: false,
        });
        Ok(vec![Effect::public(Message::Joined {
            name,
            count: self.players.len(),
            min: self.min,
            max: self.max,
        })])
    }

    /// A player leaves; the host role passes to the next in line. Returns
    /// whether the lobby is now empty of people (and so closed).
    pub fn leave(&mut self, player: &PlayerId) -> Result<(Vec<Effect>, bool), Rejection> {
        let Some(at) = self.players.iter().position(|p| p.player == *player) else {
            return Err(Rejection::NotInLobby {
                player: player.0.clone(),
            });
        };
        let gone = self.players.remove(at);
        let mut effects = vec![Effect::public(Message::Left {
            name: gone.name,
            count: self.players.len(),
        })];
        // Computer players and external bots cannot hold a lobby.
        let next_host = self
            .players
            .iter()
            .find(|p| !p.computer && !p.player.is_external())
            .cloned();
        match next_host {
            None => {
                effects.push(Effect::public(Message::LobbyClosed));
                Ok((effects, true))
            }
            Some(next) => {
                if gone.player == self.host {
                    self.host = next.player;
                    effects.push(Effect::public(Message::NewHost { name: next.name }));
                }
                Ok((effects, false))
            }
        }
    }

    /// Seats computer players until there are `seats` players.
    pub fn fill(&mut self, by: &PlayerId, seats: u8) -> Result<Vec<Effect>, Rejection> {
        self.require_host(by, Act::Fill)?;
        if seats < self.min || seats > self.max {
            return Err(Rejection::WrongPlayerCount {
                game: self.title,
                need: self.min,
                max: self.max,
                have: usize::from(seats),
            });
        }
        let mut names = Vec::new();
        while self.players.len() < usize::from(seats) {
            let base = COMPUTER_NAMES[self.computers_added % COMPUTER_NAMES.len()];
            self.computers_added += 1;
            let name = self.unique_name(&format!("{base} (cpu)"));
            self.players.push(SeatInfo {
                player: PlayerId(format!("cpu:{}", self.computers_added)),
                name: name.clone(),
                computer: true,
            });
            names.push(name);
        }
        Ok(if names.is_empty() {
            Vec::new()
        } else {
            vec![Effect::public(Message::Filled { names })]
        })
    }

    /// Checks that the host may start now.
    pub fn check_start(&self, by: &PlayerId) -> Result<(), Rejection> {
        self.require_host(by, Act::Start)?;
        let have = self.players.len();
        if have < usize::from(self.min) || have > usize::from(self.max) {
            return Err(Rejection::WrongPlayerCount {
                game: self.title,
                need: self.min,
                max: self.max,
                have,
            });
        }
        Ok(())
    }

    /// Names must be told apart in every message, so a repeated name gets a
    /// number.
    fn unique_name(&self, wanted: &str) -> String {
        let wanted = if wanted.is_empty() { "Player" } else { wanted };
        let taken = |n: &str| self.players.iter().any(|p| p.name == n);
        if !taken(wanted) {
            return wanted.to_string();
        }
        (2..)
            .map(|i| format!("{wanted} {i}"))
            .find(|n| !taken(n))
            .unwrap_or_else(|| wanted.to_string())
    }
}
