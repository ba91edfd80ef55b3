//! A table: one game from its lobby to its end, driven by [`Table::handle`].

use crate::afk::Afk;
use crate::effect::{Effect, GameResult};
use crate::game::{Game, GameConfig};
use crate::input::Input;
use crate::lobby::Lobby;
use crate::message::Message;
use crate::rejection::{Act, Reason, Rejection, Target};
use crate::seat::{PlayerId, Seat, SeatInfo};
use crate::seed::Seed;
use crate::time::Timestamp;
use serde::{Deserialize, Serialize};

/// Everything needed to rebuild a table before its inputs are replayed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSetup {
    /// The game and its options.
    pub config: GameConfig,
    /// The seed; secret until the end.
    pub seed: Seed,
    /// Who opened the lobby.
    pub host: PlayerId,
}

#[derive(Debug)]
enum State {
    Lobby(Lobby),
    /// `host` is the lobby's host at the start (the next person in line
    /// if the one who opened it left).
    Playing {
        seats: Vec<SeatInfo>,
        host: PlayerId,
        game: Game,
        afk: Afk,
    },
    Closed,
}

/// One game's whole life. A plain value: no I/O, no clock.
#[derive(Debug)]
pub struct Table {
    setup: TableSetup,
    state: State,
}

impl Table {
    /// An empty lobby. The host takes a seat with an ordinary
    /// [`Input::Join`], which is stored like every other input.
    pub fn new(setup: TableSetup) -> Table {
        let lobby = Lobby::new(
            setup.host.clone(),
            setup.config.seat_range(),
            setup.config.lobby_title(),
        );
        Table {
            setup,
            state: State::Lobby(lobby),
        }
    }

    /// The setup this table was made from.
    pub fn setup(&self) -> &TableSetup {
        &self.setup
    }

    /// Applies one input. On `Err` nothing changed.
    pub fn handle(&mut self, input: &Input, now: Timestamp) -> Result<Vec<Effect>, Rejection> {
        match &mut self.state {
            State::Closed => match input {
                Input::Tick => Ok(Vec::new()),
                _ => Err(Rejection::GameOver),
            },
            State::Lobby(lobby) => match input {
                Input::Join { player, name } => {
                    let effects = lobby.join(player.clone(), name.clone())?;
                    lobby.opened_at(now);
                    Ok(effects)
                }
                Input::Extend { by } => {
                    lobby.extend(by)?;
                    let minutes = minutes(self.setup.config.lobby_timeout_ms());
                    Ok(vec![Effect::public(Message::LobbyExtended { minutes })])
                }
                Input::Leave { player } => {
                    let (effects, closed) = lobby.leave(player)?;
                    if closed {
                        self.state = State::Closed;
                    }
                    Ok(effects)
                }
                Input::Fill { .. } if !self.setup.config.allows_computers() => {
                    Err(Rejection::NotYourTurn {
                        action: Act::Fill,
                        reason: Reason::NoComputers,
                    })
                }
                Input::Fill { by, seats } => lobby.fill(by, *seats),
                Input::Start { by } => {
                    lobby.check_start(by)?;
                    self.setup.config.validate()?;
                    let seats = lobby.players().to_vec();
                    let host = lobby.host().clone();
                    let (game, effects) = Game::start(
                        &self.setup.config,
                        self.setup.seed,
                        &seats,
                        seat_in(&seats, &host),
                        now,
                    );
                    let mut afk = Afk::default();
                    afk.note(&effects);
                    self.state = State::Playing {
                        seats,
                        host,
                        game,
                        afk,
                    };
                    Ok(effects)
                }
                Input::Act { .. } | Input::Computer { .. } => Err(Rejection::NotStarted),
                Input::Tick => {
                    let timeout = self.setup.config.lobby_timeout_ms();
                    match lobby.deadline(timeout) {
                        Some(at) if now >= at => {
                            let open = at.0 - lobby.opened().map_or(at.0, |o| o.0);
                            self.state = State::Closed;
                            Ok(vec![Effect::public(Message::LobbyTimedOut {
                                minutes: minutes(open),
                            })])
                        }
                        _ => Ok(Vec::new()),
                    }
                }
                Input::Stop { by, admin } => {
                    if !admin {
                        lobby.require_host(by, Act::Stop)?;
                    }
                    let name = name_in(lobby.players(), by);
                    self.state = State::Closed;
                    Ok(vec![Effect::public(Message::Stopped { by: name })])
                }
            },
            State::Playing {
                seats,
                host,
                game,
                afk,
            } => {
                if game.result().is_some() {
                    return match input {
                        Input::Tick => Ok(Vec::new()),
                        _ => Err(Rejection::GameOver),
                    };
                }
                match input {
                    Input::Join { .. }
                    | Input::Leave { .. }
                    | Input::Fill { .. }
                    | Input::Extend { .. }
                    | Input::Start { .. } => Err(Rejection::AlreadyStarted),
                    Input::Act { player, action } => {
                        let seat = seat_in(seats, player).ok_or_else(|| Rejection::NotAPlayer {
                            player: Target::Player(player.0.clone()),
                        })?;
                        let rules = self.setup.config.afk();
                        let back = afk.is_replaced(seat);
                        // The dead are told they are out, not about the takeover.
                        if back && !rules.may_return && game.is_alive(seat) {
                            return Err(Rejection::SeatTakenOver);
                        }
                        let mut effects = game.act(seat, action, now)?;
                        afk.acted(seat);
                        if back {
                            afk.give_back(seat);
                            effects.insert(0, Effect::public(Message::AfkBack { seat }));
                        }
                        afk.note(&effects);
                        Ok(effects)
                    }
                    Input::Computer { seat, action } => {
                        if !afk.is_replaced(*seat) {
                            return Err(Rejection::NotAPlayer {
                                player: Target::Seat(seat.index() + 1),
                            });
                        }
                        let effects = game.act(*seat, action, now)?;
                        afk.note(&effects);
                        Ok(effects)
                    }
                    Input::Tick => {
                        let before = game.phase_no();
                        let mut effects = game.tick(now);
                        if game.phase_no() != before && game.result().is_none() {
                            let rules = self.setup.config.afk();
                            let (warn, limit) =
                                afk.phase_ended(before, rules, seats, |s| game.is_alive(s));
                            let mut notes: Vec<Effect> = warn
                                .into_iter()
                                .map(|(seat, left)| crate::afk::warning(seat, left, rules.action))
                                .collect();
                            notes.extend(
                                limit
                                    .into_iter()
                                    .map(|seat| Effect::public(Message::AfkReplaced { seat })),
                            );
                            // The notices come first: they are about the
                            // phase that just ended.
                            notes.append(&mut effects);
                            effects = notes;
                        }
                        afk.note(&effects);
                        Ok(effects)
                    }
                    Input::Stop { by, admin } => {
                        if !admin && by != host {
                            return Err(Rejection::NotHost {
                                host: name_in(seats, host),
                                action: Act::Stop,
                            });
                        }
                        Ok(game.stop(&name_in(seats, by)))
                    }
                }
            }
        }
    }

    /// Seats once the game has started (empty in the lobby).
    pub fn seats(&self) -> &[SeatInfo] {
        match &self.state {
            State::Playing { seats, .. } => seats,
            _ => &[],
        }
    }

    /// The lobby's players, while in the lobby.
    pub fn lobby_players(&self) -> &[SeatInfo] {
        match &self.state {
            State::Lobby(l) => l.players(),
            _ => &[],
        }
    }

    /// Seat names in seat order, for rendering.
    pub fn names(&self) -> Vec<String> {
        self.seats().iter().map(|s| s.name.clone()).collect()
    }

    /// The seat a player holds.
    pub fn seat_of(&self, player: &PlayerId) -> Option<Seat> {
        seat_in(self.seats(), player)
    }

    /// The host: the lobby's (the next person in line if the one who
    /// opened it left), or the host at the start; `None` once closed.
    pub fn host(&self) -> Option<&PlayerId> {
        match &self.state {
            State::Lobby(l) => Some(l.host()),
            State::Playing { host, .. } => Some(host),
            State::Closed => None,
        }
    }

    /// Whether the game has started.
    pub fn started(&self) -> bool {
        matches!(self.state, State::Playing { .. })
    }

    /// Whether nothing more can happen (ended, stopped, or closed lobby).
    pub fn is_over(&self) -> bool {
        match &self.state {
            State::Closed => true,
            State::Lobby(_) => false,
            State::Playing { game, .. } => game.result().is_some(),
        }
    }

    /// The result once the game has ended.
    pub fn result(&self) -> Option<&GameResult> {
        match &self.state {
            State::Playing { game, .. } => game.result(),
            _ => None,
        }
    }

    /// The running game, if started.
    pub fn game(&self) -> Option<&Game> {
        match &self.state {
            State::Playing { game, .. } => Some(game),
            _ => None,
        }
    }

    /// Seats a computer player took over for inactivity, in seat order.
    pub fn replaced(&self) -> Vec<Seat> {
        match &self.state {
            State::Playing { afk, .. } => afk.replaced().iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// The current phase counter (0 in the lobby).
    pub fn phase_no(&self) -> u32 {
        self.game().map_or(0, Game::phase_no)
    }

    /// When the current phase ends, or the lobby closes, if either has a
    /// deadline.
    pub fn deadline(&self) -> Option<Timestamp> {
        match &self.state {
            State::Lobby(l) => l.deadline(self.setup.config.lobby_timeout_ms()),
            _ => self.game().and_then(Game::deadline),
        }
    }
}

/// Milliseconds as whole minutes (at least one).
fn minutes(ms: i64) -> u32 {
    u32::try_from(ms / 60_000).unwrap_or(u32::MAX).max(1)
}

fn seat_in(seats: &[SeatInfo], player: &PlayerId) -> Option<Seat> {
    seats
        .iter()
        .position(|s| s.player == *player)
        .and_then(|i| u8::try_from(i).ok())
        .map(Seat)
}

fn name_in(seats: &[SeatInfo], player: &PlayerId) -> String {
    seats
        .iter()
        .find(|s| s.player == *player)
        .map_or_else(|| player.0.clone(), |s| s.name.clone())
}
