//! A table: one game from its lobby to its end, driven by [`Table::handle`].

use crate::afk::AfkAction;
use crate::game::Message;
use crate::game::{Audience, Effect, EffectKind, GameResult};
use crate::game::{Game, GameConfig};
use crate::game::{Reason, Rejection};
use crate::inactivity::Afk;
use crate::input::Input;
use crate::lobby::Lobby;
use crate::rejection::{Act, Target};
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
        game: Box<Game>,
        /// People watching without a seat (option `spectators`).
        watchers: Vec<SeatInfo>,
        /// Missed deadlines and seats taken over for inactivity.
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
                        game: Box::new(game),
                        watchers: Vec::new(),
                        afk,
                    };
                    Ok(effects)
                }
                Input::Act { .. }
                | Input::Computer { .. }
                | Input::Say { .. }
                | Input::Watch { .. } => Err(Rejection::NotStarted),
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
                watchers,
                afk,
            } => {
                if game.result().is_some() {
                    return match input {
                        Input::Tick => Ok(Vec::new()),
                        _ => Err(Rejection::GameOver),
                    };
                }
                let alive_before: Vec<bool> = (0..seats.len())
                    .map(|i| u8::try_from(i).is_ok_and(|s| game.is_alive(Seat(s))))
                    .collect();
                let running = Running {
                    setup: &self.setup,
                    seats,
                    host,
                };
                let mut effects = running.play(game, watchers, afk, input, now)?;
                Self::tell_watchers(
                    &self.setup,
                    seats,
                    game,
                    watchers,
                    &alive_before,
                    &mut effects,
                );
                Ok(effects)
            }
        }
    }

    /// Seats a computer player took over for inactivity, in seat order.
    pub fn replaced(&self) -> Vec<Seat> {
        match &self.state {
            State::Playing { afk, .. } => afk.replaced().iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// Seats that left the game for inactivity (`afk_action = remove`),
    /// in seat order.
    pub fn removed(&self) -> Vec<Seat> {
        match &self.state {
            State::Playing { afk, .. } => afk.removed().iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// What the spectators and the dead are owed after an input: the
    /// public news, privately to each spectator; and, with
    /// `dead_see_roles`, every role to each seat that has just died. Made
    /// here, from the input's own effects, so a replay makes them again.
    fn tell_watchers(
        setup: &TableSetup,
        seats: &[SeatInfo],
        game: &Game,
        watchers: &[SeatInfo],
        alive_before: &[bool],
        effects: &mut Vec<Effect>,
    ) {
        let all: Vec<PlayerId> = watchers.iter().map(|w| w.player.clone()).collect();
        if !all.is_empty() {
            let news: Vec<Effect> = effects
                .iter()
                .filter(|e| e.audience == Audience::Public)
                .filter(|e| matches!(e.kind, EffectKind::Message(_)))
                .map(|e| Effect {
                    audience: Audience::People {
                        seats: Vec::new(),
                        watchers: all.clone(),
                    },
                    kind: e.kind.clone(),
                })
                .collect();
            effects.extend(news);
        }
        if !game.dead_see_roles() || game.result().is_some() {
            return;
        }
        let roles = || Message::Roles {
            roles: setup.config.deal(&setup.seed, seats.len()),
        };
        let died: Vec<Seat> = alive_before
            .iter()
            .enumerate()
            .filter(|(_, alive)| **alive)
            .filter_map(|(i, _)| u8::try_from(i).ok().map(Seat))
            .filter(|s| !game.is_alive(*s))
            .collect();
        if !died.is_empty() {
            effects.push(Effect {
                audience: Audience::People {
                    seats: died,
                    watchers: Vec::new(),
                },
                kind: EffectKind::Message(roles()),
            });
        }
        // A new spectator is shown them at once.
        let welcomed: Vec<PlayerId> = effects
            .iter()
            .filter(|e| matches!(e.message(), Some(Message::Watching { .. })))
            .filter_map(|e| match &e.audience {
                Audience::People { watchers, .. } => Some(watchers.clone()),
                _ => None,
            })
            .flatten()
            .collect();
        if !welcomed.is_empty() {
            effects.push(Effect {
                audience: Audience::People {
                    seats: Vec::new(),
                    watchers: welcomed,
                },
                kind: EffectKind::Message(roles()),
            });
        }
    }

    /// Seats once the game has started (empty in the lobby).
    pub fn seats(&self) -> &[SeatInfo] {
        match &self.state {
            State::Playing { seats, .. } => seats,
            _ => &[],
        }
    }

    /// The people watching without a seat.
    pub fn watchers(&self) -> &[SeatInfo] {
        match &self.state {
            State::Playing { watchers, .. } => watchers,
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

/// What one input to a running game reads but does not change.
struct Running<'a> {
    setup: &'a TableSetup,
    seats: &'a [SeatInfo],
    host: &'a PlayerId,
}

impl Running<'_> {
    /// One input for a running game.
    fn play(
        &self,
        game: &mut Game,
        watchers: &mut Vec<SeatInfo>,
        afk: &mut Afk,
        input: &Input,
        now: Timestamp,
    ) -> Result<Vec<Effect>, Rejection> {
        let (seats, host) = (self.seats, self.host);
        let refuse = |reason: Reason| Rejection::NotYourTurn {
            action: Act::Watch,
            reason,
        };
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
            Input::Say { player, text } => {
                if let Some(w) = watchers.iter().find(|w| w.player == *player) {
                    let text = chat_words(text)?;
                    let audience = Audience::People {
                        seats: dead_seats(seats, game),
                        watchers: others(watchers, player),
                    };
                    if !reaches_someone(&audience) {
                        return Err(Rejection::NotYourTurn {
                            action: Act::Chat,
                            reason: Reason::NobodyListens,
                        });
                    }
                    return Ok(vec![Effect {
                        audience,
                        kind: EffectKind::Message(Message::WatcherSaid {
                            name: w.name.clone(),
                            text,
                        }),
                    }]);
                }
                let seat = seat_in(seats, player).ok_or_else(|| Rejection::NotAPlayer {
                    player: Target::Player(player.0.clone()),
                })?;
                let text = chat_words(text)?;
                let mut effects = game
                    .say(seat, &text)
                    .unwrap_or(Err(Rejection::NotYourTurn {
                        action: Act::Chat,
                        reason: Reason::NoChat,
                    }))?;
                // The dead's room takes the spectators in.
                for e in &mut effects {
                    if let Audience::People { watchers: w, .. } = &mut e.audience {
                        *w = others(watchers, player);
                    }
                }
                // Words nobody would read are refused, so the writer is
                // not told they were said (a lone mafioso, the first dead).
                if !effects.iter().any(|e| reaches_someone(&e.audience)) {
                    return Err(Rejection::NotYourTurn {
                        action: Act::Chat,
                        reason: Reason::NobodyListens,
                    });
                }
                Ok(effects)
            }
            Input::Watch { player, name } => {
                if let Some(seat) = seat_in(seats, player) {
                    return Err(refuse(if game.is_alive(seat) {
                        Reason::PlayingNotWatching
                    } else {
                        Reason::DeadAlreadyWatch
                    }));
                }
                if !game.spectators() {
                    return Err(refuse(Reason::NoSpectators));
                }
                if watchers.iter().any(|w| w.player == *player) {
                    return Err(refuse(Reason::AlreadyWatching));
                }
                watchers.push(SeatInfo {
                    player: player.clone(),
                    name: name.clone(),
                    computer: false,
                });
                Ok(vec![Effect {
                    audience: Audience::People {
                        seats: Vec::new(),
                        watchers: vec![player.clone()],
                    },
                    kind: EffectKind::Message(Message::Watching {
                        roles: game.dead_see_roles(),
                    }),
                }])
            }
            Input::Tick if self.setup.config.afk().action == AfkAction::Remove => {
                Ok(self.tick_removing(game, afk, now))
            }
            Input::Tick => {
                let before = game.phase_no();
                let mut effects = game.tick(now);
                if game.phase_no() != before && game.result().is_none() {
                    let rules = self.setup.config.afk();
                    let (warn, limit) = afk.phase_ended(before, rules, seats, |s| game.is_alive(s));
                    let mut notes: Vec<Effect> = warn
                        .into_iter()
                        .map(|(seat, left)| crate::inactivity::warning(seat, left, rules.action))
                        .collect();
                    notes.extend(
                        limit
                            .into_iter()
                            .map(|seat| Effect::public(Message::AfkReplaced { seat })),
                    );
                    // The notices come first: they are about the phase
                    // that just ended.
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

    /// A tick under `afk_action = remove`. The strikes are counted when
    /// the deadline has passed but before the game settles the phase, and
    /// the seats at the limit leave first: the phase ends without them
    /// (a vote or a kill on them counts for nobody), and their death
    /// shows no role then, which settling the phase with them in it
    /// could (a lynch or a kill reveals the role).
    fn tick_removing(&self, game: &mut Game, afk: &mut Afk, now: Timestamp) -> Vec<Effect> {
        let mut effects = Vec::new();
        if game.deadline().is_some_and(|at| now >= at) {
            let rules = self.setup.config.afk();
            let (warn, limit) =
                afk.phase_ended(game.phase_no(), rules, self.seats, |s| game.is_alive(s));
            effects.extend(
                warn.into_iter()
                    .map(|(seat, left)| crate::inactivity::warning(seat, left, rules.action)),
            );
            for seat in limit {
                effects.extend(game.remove_inactive(seat, now));
            }
        }
        // Settles the phase, unless a removal already ended it or the game.
        effects.extend(game.tick(now));
        afk.note(&effects);
        effects
    }
}

pub use crate::message::CHAT_LIMIT;

/// Words for a room: control characters dropped and trimmed, neither
/// empty nor longer than the rooms carry.
fn chat_words(text: &str) -> Result<String, Rejection> {
    let limit = CHAT_LIMIT;
    let words: String = text
        .chars()
        .filter(|c| !c.is_control() || *c == '\n')
        .collect::<String>()
        .trim()
        .to_string();
    let length = words.chars().count();
    if length == 0 {
        return Err(Rejection::NoWords {
            action: Act::Chat,
            limit,
        });
    }
    if length > limit {
        return Err(Rejection::TooManyWords {
            action: Act::Chat,
            length,
            limit,
        });
    }
    Ok(words)
}

/// The seats out of the game, for the dead's room.
fn dead_seats(seats: &[SeatInfo], game: &Game) -> Vec<Seat> {
    (0..seats.len())
        .filter_map(|i| u8::try_from(i).ok().map(Seat))
        .filter(|s| !game.is_alive(*s))
        .collect()
}

/// The spectators other than `player`.
fn others(watchers: &[SeatInfo], player: &PlayerId) -> Vec<PlayerId> {
    watchers
        .iter()
        .filter(|w| w.player != *player)
        .map(|w| w.player.clone())
        .collect()
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

/// Whether an audience names at least one reader.
fn reaches_someone(audience: &Audience) -> bool {
    match audience {
        Audience::Public | Audience::Seat(_) => true,
        Audience::Team { members, .. } => !members.is_empty(),
        Audience::People { seats, watchers } => !seats.is_empty() || !watchers.is_empty(),
    }
}
