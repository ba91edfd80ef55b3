//! The chat front: what `/mafia` commands and button presses do, for every
//! platform. The platform turns its events into a [`Place`], a [`Caller`]
//! and a [`Command`] or button data, and shows the returned text.
//!
//! Button data comes from the client, so it is only a request: every press
//! is checked against the game's state (the place, the presser's seat, the
//! open prompt and its phase) before anything reaches the engine, and a
//! press that does not fit changes nothing.

use crate::api::{ChatApi, Target};
use crate::button::Button;
use crate::command::Command;
use crate::config::{self, ConfigError};
use crate::external::{BotSettings, External};
use crate::inbox::Inbox;
use crate::keyboard::{self, Keyboard, answered_in_group};
use crate::registry::{PlaceInfo, Registry};
use crate::surface::ChatSurface;
use crate::text;
use narrator_engine::mafia::{MafiaAction, MafiaPrompt};
use narrator_engine::render::en::{self, Names};
use narrator_engine::{Action, GameConfig, Input, PlayerId, PromptKind, Rejection, TableSetup};
use narrator_runtime::{Clock, GameId, GameRecord, Host, HostError, RuntimeError, Store};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use thiserror::Error;

/// Where a command or press came from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Place {
    /// The place key: platform and chat (`telegram:-100123`). A private
    /// chat's key is its person's player id, so a private button pressed
    /// anywhere but in its owner's chat is recognised as forged.
    pub key: String,
    /// A group or channel (games play there), not a private chat.
    pub group: bool,
}

/// Who sent it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    /// Platform identity (`telegram:42`).
    pub id: PlayerId,
    /// Display name.
    pub name: String,
}

/// The answer to a button press, shown to the presser alone (Telegram's
/// callback answer, Discord's ephemeral reply).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Answer {
    /// Accepted.
    Done(String),
    /// Refused; nothing changed.
    Refused(String),
    /// The bot cannot message the presser yet: they must open a private
    /// chat first (on Telegram through a deep link carrying the game).
    NeedsPrivateChat {
        /// The game to join once they have.
        game: GameId,
    },
    /// Private content for the presser alone, shown where they pressed
    /// (Discord: an ephemeral message), with the buttons of their open
    /// prompt if any.
    Private {
        /// The text.
        text: String,
        /// Their prompt's buttons.
        keys: Option<Keyboard>,
    },
}

/// A failure of the bot itself (not of the user's input).
#[derive(Debug, Error)]
pub enum FrontError {
    /// Hosting failed.
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] narrator_store::StoreError),
}

/// The front of one platform.
pub struct Front<A: ChatApi> {
    prefix: String,
    host: Arc<Host<ChatSurface<A>>>,
    /// External bots' seats (`/mafia addbot`).
    external: Arc<External>,
    store: Store,
    api: Arc<A>,
    registry: Registry,
    inbox: Inbox,
    /// Each seat's last accepted answer this phase, so a double press is
    /// refused rather than announced twice.
    answered: Mutex<HashMap<(GameId, u32, usize), usize>>,
}

impl<A: ChatApi> Front<A> {
    /// A front for the platform whose place keys start with `prefix`
    /// (e.g. `telegram:`); `reminder_ms` before each deadline the group is
    /// reminded.
    pub fn new(prefix: &str, api: Arc<A>, store: Store, clock: Clock, reminder_ms: u64) -> Self {
        let registry = Registry::default();
        let surface = Arc::new(ChatSurface::new(
            api.clone(),
            store.clone(),
            registry.clone(),
        ));
        let external = surface.external();
        let host = Arc::new(Host::new(store.clone(), surface, clock).with_reminder(reminder_ms));
        external.connect(&host);
        Front {
            inbox: Inbox::new(store.clone()),
            prefix: prefix.to_string(),
            host,
            external,
            store,
            api,
            registry,
            answered: Mutex::new(HashMap::new()),
        }
    }

    /// Sets where external bots' copies live and how they run (by default
    /// from `NARRATOR_BOT_DIR`, see [`BotSettings::from_env`]).
    pub fn with_bots(self, settings: BotSettings) -> Self {
        self.external.configure(settings);
        self
    }

    /// Resumes every unfinished game of this platform: deadlines re-armed,
    /// undelivered effects sent. Games that cannot be rebuilt are logged.
    pub async fn resume(&self) -> Result<usize, FrontError> {
        for id in self.store.unfinished_games().await? {
            let Ok(game) = self.store.load_game(id).await else {
                continue;
            };
            if !game.surface.starts_with(&self.prefix) {
                continue;
            }
            if let Ok(record) = serde_json::from_str::<GameRecord>(&game.setup_json) {
                self.registry
                    .insert(id, place_info(&game.surface, &record.setup.config));
            }
        }
        for failure in self.host.resume_all(&self.prefix).await? {
            tracing::error!("a game could not be resumed: {failure}");
        }
        self.external.ask_again(&self.host.running()).await;
        Ok(self.host.running().len())
    }

    /// The ids of running games.
    pub fn running(&self) -> Vec<GameId> {
        self.host.running()
    }

    /// Carries out a command; the text is the reply in the same chat.
    pub async fn command(&self, place: &Place, caller: &Caller, cmd: Command) -> String {
        match self.try_command(place, caller, cmd).await {
            Ok(text) => text,
            Err(e) => {
                tracing::error!(place = place.key, "command failed: {e}");
                "Something went wrong on my side; nothing changed. Please try again.".into()
            }
        }
    }

    async fn try_command(
        &self,
        place: &Place,
        caller: &Caller,
        cmd: Command,
    ) -> Result<String, FrontError> {
        let in_group =
            |what: &str| format!("{what} works in a group: add me to a group and send it there.");
        Ok(match cmd {
            Command::Help => text::help(),
            Command::Bad { typed, usage } => {
                format!("I do not understand `/mafia {typed}`. Use: {usage}")
            }
            Command::Rules { preset } => {
                let rules = match preset {
                    Some(name) => match config::preset(&name) {
                        Some(p) => p.ruleset(),
                        None => return Ok(unknown_preset(&name)),
                    },
                    None => config::load(&self.store, &place.key).await?,
                };
                en::mafia::rules(&rules)
            }
            Command::Start { .. } if !place.group => in_group("/mafia start"),
            Command::Start { preset } => self.open(place, caller, preset).await?,
            Command::Stop if !place.group => in_group("/mafia stop"),
            Command::Stop => {
                let Some(game) = self.running_in(place) else {
                    return Ok("There is no game here to stop.".into());
                };
                let admin = self.api.is_admin(&place.key, &caller.id).await;
                let input = Input::Stop {
                    by: caller.id.clone(),
                    admin,
                };
                match self.submit(game, input).await? {
                    Ok(()) => String::new(),
                    Err(r) => format!("/mafia stop: {r}"),
                }
            }
            Command::Config { .. } if !place.group => in_group("/mafia config"),
            Command::Config { set } => {
                if !self.api.is_admin(&place.key, &caller.id).await {
                    return Ok("Only this group's admins can see or change its settings.".into());
                }
                let rules = config::load(&self.store, &place.key).await?;
                match set {
                    None => format!(
                        "This group's rules (change one with /mafia config OPTION VALUE):\n{}",
                        en::mafia::rules(&rules)
                    ),
                    Some((option, value)) => match config::set(&rules, &option, &value) {
                        Ok(new) => {
                            config::save(&self.store, &place.key, &new).await?;
                            format!(
                                "Set {option} = {value}. New games here use:\n{}",
                                en::mafia::rules(&new)
                            )
                        }
                        Err(ConfigError::Store(e)) => return Err(e.into()),
                        Err(e) => format!("/mafia config: {e}. Nothing changed."),
                    },
                }
            }
            Command::AddBot { .. } if !place.group => in_group("/mafia addbot"),
            Command::AddBot { name } => {
                let game = self.running_in(place);
                self.external
                    .add_bot(&self.host, &self.store, game, caller, &name)
                    .await?
            }
        })
    }

    fn running_in(&self, place: &Place) -> Option<GameId> {
        let game = self.registry.game_in(&place.key)?;
        if self.host.running().contains(&game) {
            Some(game)
        } else {
            // It ended (or the lobby emptied) since.
            self.registry.remove(game);
            None
        }
    }

    async fn open(
        &self,
        place: &Place,
        caller: &Caller,
        preset: Option<String>,
    ) -> Result<String, FrontError> {
        if let Some(game) = self.running_in(place) {
            return Ok(format!(
                "A game is already running here (game {game}). Finish it, or its host or an admin can end it with /mafia stop."
            ));
        }
        let group_rules = config::load(&self.store, &place.key).await?;
        let rules = match preset {
            None => group_rules,
            Some(name) => match config::preset(&name) {
                Some(p) if p == group_rules.preset => group_rules,
                Some(p) => p.ruleset(),
                None => return Ok(unknown_preset(&name)),
            },
        };
        let config = GameConfig::Mafia(rules);
        if let Err(r) = config.validate() {
            return Ok(format!("/mafia start: {r}"));
        }
        let record = GameRecord {
            setup: TableSetup {
                config,
                seed: narrator_runtime::seed::fresh()?,
                host: caller.id.clone(),
            },
            all_computer: false,
        };
        let info = place_info(&place.key, &record.setup.config);
        let game = self.host.open(record, &place.key).await?;
        self.registry.insert(game, info.clone());
        let posted = self
            .api
            .post(
                &Target::Place(place.key.clone()),
                text::lobby(&info.title, &[], info.seats),
                keyboard::lobby(game),
                Some(format!("{game}:lobby")),
            )
            .await;
        match posted {
            Ok(msg) => {
                self.store
                    .set_setting("chat-message", &format!("{game}:lobby"), &msg.0)
                    .await?
            }
            Err(e) => tracing::warn!(game, "lobby message not posted: {e}"),
        }
        if self.api.private_in_place() || self.api.reachable(&caller.id).await {
            let join = Input::Join {
                player: caller.id.clone(),
                name: caller.name.clone(),
            };
            if let Err(r) = self.submit(game, join).await? {
                return Ok(format!("The lobby is open, but you have no seat: {r}"));
            }
        }
        Ok(String::new())
    }

    /// Seats the caller in `game` (the lobby's Join, or a deep link).
    pub async fn join(&self, game: GameId, caller: &Caller) -> Answer {
        if !self.host.running().contains(&game) && !self.ever_existed(game).await {
            return Answer::Refused(text::no_such_game());
        }
        let input = Input::Join {
            player: caller.id.clone(),
            name: caller.name.clone(),
        };
        self.answer(
            game,
            input,
            "You have a seat. Your role will come here, in private.",
        )
        .await
    }

    /// Whether a game of this id was ever created (a finished game is
    /// over; one never created does not exist). Asked only for a game
    /// that is not running, so loading it costs nothing in play.
    async fn ever_existed(&self, game: GameId) -> bool {
        !matches!(
            self.store.load_game(game).await,
            Err(narrator_store::StoreError::UnknownGame(_))
        )
    }

    /// A private message that is not a command: a sport speech or the
    /// don's kill order, said through the bot (which relays it under the
    /// speaker's alias). `None` when the text is not for a game (a group's
    /// ordinary chat); otherwise the reply to show the writer.
    pub async fn text(&self, place: &Place, caller: &Caller, text: &str) -> Option<String> {
        if place.group || place.key != caller.id.0 {
            return None;
        }
        // "speak TEXT" as at the terminal, or just the words.
        let words = text.trim();
        let words = words.strip_prefix("speak ").unwrap_or(words).trim();
        for game in self.host.running() {
            let player = caller.id.clone();
            let speaking = self
                .host
                .view(game, move |g| {
                    let seat = g.table().seat_of(&player)?;
                    g.open_prompt(seat)
                        .is_some_and(|p| {
                            matches!(
                                p.kind,
                                PromptKind::Mafia(MafiaPrompt::Speech | MafiaPrompt::KillOrder)
                            )
                        })
                        .then_some(())
                })
                .await;
            if !matches!(speaking, Ok(Some(()))) {
                continue;
            }
            if words.is_empty() {
                return Some("Write the words you want to say; nothing was sent.".into());
            }
            let input = Input::Act {
                player: caller.id.clone(),
                action: Action::Mafia(MafiaAction::Speak(words.to_string())),
            };
            return Some(match self.answer(game, input, "Said.").await {
                Answer::Done(t) | Answer::Refused(t) | Answer::Private { text: t, .. } => t,
                Answer::NeedsPrivateChat { .. } => String::new(),
            });
        }
        Some(
            "You have nothing to say in a game right now. Commands work in a group: /mafia help."
                .into(),
        )
    }

    /// Carries out a button press made in `place`.
    pub async fn press(&self, place: &Place, caller: &Caller, data: &str) -> Answer {
        let Some(button) = Button::decode(data) else {
            return Answer::Refused(
                "This button is not one I made (or it is from an older version); nothing changed."
                    .into(),
            );
        };
        let game = match button {
            Button::Join(g)
            | Button::Leave(g)
            | Button::Start(g)
            | Button::Fill(g)
            | Button::Inbox(g) => g,
            Button::Choose { game, .. } => game,
        };
        let Some(info) = self
            .registry
            .place_of(game)
            .filter(|_| self.host.running().contains(&game))
        else {
            return Answer::Refused("That game is over; nothing changed.".into());
        };
        let lobby_here = place.key == info.key;
        let id = caller.id.clone();
        match button {
            Button::Join(_) | Button::Leave(_) | Button::Start(_) | Button::Fill(_)
                if !lobby_here =>
            {
                Answer::Refused("That lobby belongs to another chat; nothing changed.".into())
            }
            Button::Join(_) => {
                if self.api.private_in_place() || self.api.reachable(&caller.id).await {
                    self.join(game, caller).await
                } else {
                    Answer::NeedsPrivateChat { game }
                }
            }
            Button::Leave(_) => {
                self.answer(game, Input::Leave { player: id }, "You left the table.")
                    .await
            }
            Button::Start(_) => {
                self.answer(game, Input::Start { by: id }, "The game begins.")
                    .await
            }
            Button::Fill(_) => {
                let seated = self
                    .host
                    .view(game, |g| g.table().lobby_players().len())
                    .await
                    .unwrap_or(0);
                let missing = usize::from(info.seats.0).saturating_sub(seated);
                if missing == 0 {
                    return Answer::Refused(format!(
                        "The table already has the {} players it needs; the host can press Start.",
                        info.seats.0
                    ));
                }
                // The engine fills up to a table size.
                let seats = info.seats.0;
                self.answer(
                    game,
                    Input::Fill { by: id, seats },
                    "Computer players sat down.",
                )
                .await
            }
            Button::Choose { phase, index, .. } => {
                self.choose(game, &info, place, caller, phase, index).await
            }
            Button::Inbox(_) => self.show_inbox(game, caller, false).await,
        }
    }

    /// Sends a player, in their private chat, whatever waited for them
    /// because the platform would not let the bot write to them (they
    /// had blocked it, or never opened the chat), with their open prompt:
    /// call it when they write to the bot privately.
    pub async fn deliver_held(&self, caller: &Caller) {
        let games = match self.inbox.unread_games(&caller.id).await {
            Ok(games) => games,
            Err(e) => {
                tracing::error!("cannot read the held messages: {e}");
                return;
            }
        };
        let to = Target::User(caller.id.clone());
        for game in games {
            let Answer::Private { text, keys } = self.show_inbox(game, caller, true).await else {
                continue;
            };
            let sent: std::pin::Pin<Box<dyn Future<Output = _> + Send>> = match keys {
                Some(keys) => {
                    let posted = self.api.post(&to, text, keys, None);
                    Box::pin(async move { posted.await.map(|_| ()) })
                }
                None => Box::pin(self.api.say(&to, text, None)),
            };
            tokio::spawn(async move {
                if let Err(e) = sent.await {
                    tracing::warn!(game, "held messages not delivered: {e}");
                }
            });
        }
    }

    /// What could not reach the presser privately (all of it, or what is
    /// new since they last looked), and their open prompt.
    async fn show_inbox(&self, game: GameId, caller: &Caller, only_new: bool) -> Answer {
        let player = caller.id.clone();
        let open = self
            .host
            .view(game, move |g| {
                let table = g.table();
                let seat = table.seat_of(&player)?;
                let names = table.names();
                // A prompt answered in the channel has its buttons there.
                let private = g.open_prompt(seat).filter(|p| !answered_in_group(p.kind));
                Some(private.map(|p| {
                    (
                        en::prompt(p.kind).to_string(),
                        keyboard::prompt(game, p, &Names(&names)),
                    )
                }))
            })
            .await;
        let prompt = match open {
            Ok(Some(prompt)) => prompt,
            Ok(None) => return Answer::Refused("You are not playing in this game.".into()),
            Err(_) => return Answer::Refused("That game is over; nothing changed.".into()),
        };
        let read = if only_new {
            self.inbox.take_new(game, &caller.id).await
        } else {
            self.inbox.read(game, &caller.id).await
        };
        let texts = match read {
            Ok(texts) => texts,
            Err(e) => {
                tracing::error!(game, "cannot read an inbox: {e}");
                return Answer::Refused("Something went wrong on my side; try again.".into());
            }
        };
        let mut text = texts.join("\n\n");
        let keys = prompt.map(|(question, keys)| {
            if !text.is_empty() {
                text.push_str("\n\n");
            }
            text.push_str(&question);
            keys
        });
        if text.is_empty() {
            text = "Nothing private for you yet.".into();
        }
        Answer::Private { text, keys }
    }

    async fn choose(
        &self,
        game: GameId,
        info: &PlaceInfo,
        place: &Place,
        caller: &Caller,
        phase: u32,
        index: usize,
    ) -> Answer {
        if !place.group && place.key != caller.id.0 {
            return Answer::Refused(WRONG_CHAT.into());
        }
        let player = caller.id.clone();
        let looked = self
            .host
            .view(game, move |g| {
                let table = g.table();
                let Some(seat) = table.seat_of(&player) else {
                    return Err("You are not playing in this game; nothing changed.".to_string());
                };
                if table.phase_no() != phase {
                    return Err("That button belongs to an earlier phase; it no longer counts. Nothing changed.".into());
                }
                if !table.game().is_some_and(|gm| gm.is_alive(seat)) {
                    return Err("You are out of the game: removed players cannot act or vote.".into());
                }
                let Some(prompt) = g.open_prompt(seat) else {
                    return Err("You have nothing to choose in this phase.".into());
                };
                let Some(action) = prompt.choices.get(index).cloned() else {
                    return Err("That choice does not exist; nothing changed.".into());
                };
                let names = table.names();
                let label = en::choice(&action, &Names(&names));
                Ok((seat, prompt.kind, action, label))
            })
            .await;
        let (seat, kind, action, label) = match looked {
            Ok(Ok(found)) => found,
            Ok(Err(reason)) => return Answer::Refused(reason),
            Err(_) => return Answer::Refused("That game is over; nothing changed.".into()),
        };
        let right_place = if answered_in_group(kind) {
            place.key == info.key
        } else {
            !place.group && place.key == caller.id.0
        };
        if !right_place {
            return Answer::Refused(WRONG_CHAT.into());
        }
        let key = (game, phase, seat.index());
        let already = self
            .answered
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .get(&key)
            .copied();
        if already == Some(index) {
            return Answer::Refused(format!("You already chose {label}."));
        }
        let answer = self
            .answer(
                game,
                Input::Act {
                    player: caller.id.clone(),
                    action,
                },
                &format!("You chose {label}."),
            )
            .await;
        if matches!(answer, Answer::Done(_)) {
            let mut answered = self.answered.lock().unwrap_or_else(|p| p.into_inner());
            answered.retain(|(g, p, _), _| *g != game || *p >= phase);
            answered.insert(key, index);
        }
        answer
    }

    async fn answer(&self, game: GameId, input: Input, done: &str) -> Answer {
        match self.submit(game, input).await {
            Ok(Ok(())) => Answer::Done(done.to_string()),
            Ok(Err(r)) => Answer::Refused(format!("{r}. Nothing changed.")),
            Err(e) => {
                tracing::error!(game, "press failed: {e}");
                Answer::Refused("Something went wrong on my side; nothing changed.".into())
            }
        }
    }

    async fn submit(
        &self,
        game: GameId,
        input: Input,
    ) -> Result<Result<(), Rejection>, FrontError> {
        match self.host.submit_accepted(game, input).await {
            Ok(r) => Ok(r),
            Err(HostError::NoSuchGame(_)) => Ok(Err(Rejection::GameOver)),
            Err(HostError::Runtime(e)) => Err(e.into()),
        }
    }
}

const WRONG_CHAT: &str = "That button does not belong in this chat; nothing changed.";

fn unknown_preset(name: &str) -> String {
    format!(
        "There is no preset `{name}`; the presets are {}.",
        config::preset_names()
    )
}

fn place_info(key: &str, config: &GameConfig) -> PlaceInfo {
    PlaceInfo {
        key: key.to_string(),
        title: config.title(),
        seats: config.seat_range(),
    }
}
