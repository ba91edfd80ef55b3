//! The chat front: what game commands and button presses do, for every
//! platform and every registered game. The platform turns its events into
//! a [`Place`], a [`Caller`] and a command word with its [`Command`],
//! button data or private text, and shows the returned text.
//!
//! One file per job: [`commands`] (`/WORD start|stop|rules|config|…`),
//! [`roles`] (`/WORD roles`, `/WORD role NAME`),
//! [`lobby`] (opening, joining, filling, starting), [`presses`] (a prompt's
//! buttons), [`private_text`] (words said through the bot) and [`held`]
//! (what could not reach a player privately). Games are known only through
//! their registrations ([`crate::games`]).

mod commands;
mod held;
mod lobby;
mod pages;
pub(crate) use pages::link_line as pages_link;
mod personal;
mod presses;
mod private_text;
mod relay;
mod roles;
mod sharing;
pub mod stats;
pub mod timeline;

use crate::api::ChatApi;
use crate::external::{BotSettings, External};
use crate::games::{ChatGame, Games};
use crate::inbox::Inbox;
use crate::keyboard::Keyboard;
use crate::language::Languages;
use crate::links::Links;
use crate::registry::{PlaceInfo, Registry};
use crate::surface::ChatSurface;
use crate::text;
use narrator_engine::{Action, Input, PlayerId, Rejection};
use narrator_i18n::Lang;
use narrator_lock::LockExt;
use narrator_runtime::{
    Clock, GameId, GameRecord, Host, HostError, Ownership, RuntimeError, Store,
};
use serde::{Deserialize, Serialize};
use sharing::Places;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use thiserror::Error;

/// Where a command or press came from.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Place {
    /// The place key: platform and chat (`telegram:-100123`). A private
    /// chat's key is its person's player id, so a private button pressed
    /// anywhere but in its owner's chat is recognised as forged.
    pub key: String,
    /// A group or channel (games play there), not a private chat.
    pub group: bool,
    /// The platform's language for the place (a Discord server's
    /// preferred locale), when narrator speaks it: the default until an
    /// admin sets one.
    pub locale: Option<Lang>,
}

/// Who sent it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Caller {
    /// Platform identity (`telegram:42`).
    pub id: PlayerId,
    /// Display name.
    pub name: String,
    /// The language the platform says the person uses (Telegram's
    /// `language_code`, Discord's interaction `locale`), when narrator
    /// speaks it.
    pub locale: Option<Lang>,
}

/// The answer to a button press, shown to the presser alone (Telegram's
/// callback answer, Discord's ephemeral reply).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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

/// A map the front shares with closures run inside games' tasks.
type Shared<K, V> = Arc<Mutex<HashMap<K, V>>>;

/// The front of one platform.
pub struct Front<A: ChatApi> {
    prefix: String,
    host: Arc<Host<ChatSurface<A>>>,
    /// External bots' seats (`/mafia addbot`).
    external: Arc<External>,
    store: Store,
    api: Arc<A>,
    registry: Registry,
    games: Games,
    inbox: Inbox,
    languages: Languages,
    links: Links,
    /// Each seat's last accepted answer this phase (the action, not the
    /// button's place: a second prompt of one phase, as cupid's second
    /// pick, numbers its buttons afresh), so a double press is refused
    /// rather than announced twice.
    answered: Shared<(GameId, u32, usize), Action>,
    /// Choices that wait for the chooser's words (a Wumpus voice), with
    /// the phase they were chosen in. Kept in memory: after a restart the
    /// player presses the voice again.
    awaiting_words: Shared<(GameId, PlayerId), (u32, Action)>,
    /// Chat events other processes relay for this process's games, until
    /// [`Front::resume`] starts handling them (with an ownership).
    relayed: Arc<Mutex<Option<tokio::sync::mpsc::UnboundedReceiver<crate::surface::Relayed>>>>,
    /// Stops handling relayed events ([`Front::release`]).
    stop_relaying: Arc<tokio::sync::Notify>,
}

// By hand: a derived `Clone` would ask `A: Clone`, and every field is a
// handle to shared state already.
impl<A: ChatApi> Clone for Front<A> {
    fn clone(&self) -> Self {
        Front {
            prefix: self.prefix.clone(),
            host: self.host.clone(),
            external: self.external.clone(),
            store: self.store.clone(),
            api: self.api.clone(),
            registry: self.registry.clone(),
            games: self.games.clone(),
            inbox: self.inbox.clone(),
            languages: self.languages.clone(),
            links: self.links.clone(),
            answered: self.answered.clone(),
            awaiting_words: self.awaiting_words.clone(),
            relayed: self.relayed.clone(),
            stop_relaying: self.stop_relaying.clone(),
        }
    }
}

impl<A: ChatApi> Front<A> {
    /// A front for the platform whose place keys start with `prefix`
    /// (e.g. `telegram:`), playing every standard game; `reminder_ms`
    /// before each deadline the group is reminded.
    pub fn new(prefix: &str, api: Arc<A>, store: Store, clock: Clock, reminder_ms: u64) -> Self {
        Front::playing(Games::standard(), prefix, api, store, clock, reminder_ms)
    }

    /// [`Front::new`] playing `games` (with an operator's modes, as the
    /// host read them at start).
    pub fn playing(
        games: Games,
        prefix: &str,
        api: Arc<A>,
        store: Store,
        clock: Clock,
        reminder_ms: u64,
    ) -> Self {
        let registry = Registry::default();
        let surface = Arc::new(ChatSurface::new(
            api.clone(),
            store.clone(),
            registry.clone(),
            games.clone(),
        ));
        let external = surface.external();
        let languages = surface.languages();
        let (relays, relayed) = tokio::sync::mpsc::unbounded_channel();
        surface.relay_to(relays);
        let host = Arc::new(Host::new(store.clone(), surface, clock).with_reminder(reminder_ms));
        external.connect(&host);
        Front {
            inbox: Inbox::new(store.clone()),
            links: Links::new(store.clone()),
            languages,
            prefix: prefix.to_string(),
            host,
            external,
            store,
            api,
            registry,
            games,
            answered: Arc::new(Mutex::new(HashMap::new())),
            awaiting_words: Arc::new(Mutex::new(HashMap::new())),
            relayed: Arc::new(Mutex::new(Some(relayed))),
            stop_relaying: Arc::new(tokio::sync::Notify::new()),
        }
    }

    /// Sets where external bots' copies live and how they run (by default
    /// from `NARRATOR_BOT_DIR`, see [`BotSettings::from_env`]).
    pub fn with_bots(self, settings: BotSettings) -> Self {
        self.external.configure(settings);
        self
    }

    /// The games this front plays, for a platform to register its
    /// commands.
    pub fn games(&self) -> &Games {
        &self.games
    }

    /// Shares the platform's games with other narrator processes on the
    /// same database (PostgreSQL): this front runs only the games it holds
    /// a lease on, and takes over those of a process that stopped. Set it
    /// before [`Front::resume`].
    pub fn with_ownership(self, ownership: Ownership) -> Self {
        self.host.share(ownership);
        self.registry.share_people(self.store.clone());
        self
    }

    fn places(&self) -> Places {
        Places {
            registry: self.registry.clone(),
            languages: self.languages.clone(),
            store: self.store.clone(),
        }
    }

    /// Resumes every unfinished game of this platform: deadlines re-armed,
    /// undelivered effects sent. Games that cannot be rebuilt are logged.
    /// With an ownership ([`Front::with_ownership`]) only the games no
    /// other process holds are resumed, and from then on the front keeps
    /// its leases, takes over orphaned games and applies forwarded inputs
    /// in the background.
    pub async fn resume(&self) -> Result<usize, FrontError> {
        let places = self.places();
        let mut placed = Vec::new();
        for (id, surface, setup_json) in self.store.unfinished_setups_on(&self.prefix).await? {
            if let Ok(record) = serde_json::from_str::<GameRecord>(&setup_json) {
                places.place(id, &surface, &record).await;
                placed.push(id);
            }
        }
        for failure in self.host.resume_all(&self.prefix).await? {
            tracing::error!("a game could not be resumed: {failure}");
        }
        let owed = self.host.owed_sent();
        tokio::spawn(async move {
            owed.await;
            tracing::info!("the resumed games' owed messages have gone out");
        });
        let running = self.host.running();
        // Games run by other processes are theirs to place.
        let here: std::collections::HashSet<GameId> = running.iter().copied().collect();
        for id in placed {
            if !here.contains(&id) {
                self.registry.remove(id);
            }
        }
        places.seat(&self.host, &running).await;
        self.external.ask_again(&running).await;
        if let Some(own) = self.host.ownership() {
            let every = own.ttl / 3;
            tokio::spawn(sharing::keep(
                Arc::downgrade(&self.host),
                places,
                self.prefix.clone(),
                every,
            ));
            tokio::spawn(sharing::serve_queue(self.host.clone()));
            let relayed = self.relayed.lock_or_recover().take();
            if let Some(relayed) = relayed {
                // Holds the front (and its host) until `release`.
                tokio::spawn(self.clone().serve_relayed(relayed));
            }
        }
        Ok(running.len())
    }

    /// Stops this process's games and hands them to the other processes
    /// sharing the database at once (rather than when their leases
    /// expire); nothing without an ownership. For a graceful shutdown.
    pub async fn release(&self) {
        self.stop_relaying.notify_one();
        self.host.release_all().await;
    }

    /// The ids of running games.
    pub fn running(&self) -> Vec<GameId> {
        self.host.running()
    }

    /// A place's language: what its admins chose with `config language`,
    /// else the platform's for the place (a Discord server's), else
    /// English.
    async fn lang_of(&self, place: &Place) -> Lang {
        match self.stored_lang(&place.key).await {
            Some(lang) => lang,
            None => place.locale.unwrap_or_default(),
        }
    }

    /// The language a place's admins chose, if they did.
    async fn stored_lang(&self, place: &str) -> Option<Lang> {
        self.places().stored_lang(place).await
    }

    /// The game running in a place, if any.
    fn running_in(&self, place: &Place) -> Option<GameId> {
        let game = self.registry.game_in(&place.key)?;
        if self.host.is_running(game) {
            Some(game)
        } else {
            // It ended (or the lobby emptied) since.
            self.registry.remove(game);
            None
        }
    }

    /// The game another process runs in a place, when processes share the
    /// database: a place has one game at a time, whoever runs it.
    async fn running_elsewhere(&self, place: &Place) -> Result<Option<GameId>, FrontError> {
        if self.host.ownership().is_none() {
            return Ok(None);
        }
        Ok(self.store.latest_unfinished(&place.key).await?)
    }

    /// A running game's place and registration.
    fn placed(&self, game: GameId) -> Option<(PlaceInfo, Arc<dyn ChatGame>)> {
        let info = self
            .registry
            .place_of(game)
            .filter(|_| self.host.is_running(game))?;
        let rules = self.games.of(info.kind)?.clone();
        Some((info, rules))
    }

    /// Submits an input and words the outcome for the presser, in
    /// `lang`: the reply `done` when accepted.
    async fn answer(&self, game: GameId, input: Input, (lang, done): (Lang, &str)) -> Answer {
        outcome(lang, game, self.submit(game, input).await, done)
    }

    /// The language a reply to `caller` in `place` uses: the place's in a
    /// group, the caller's own in private.
    pub async fn reply_lang(&self, place: &Place, caller: &Caller) -> Lang {
        if place.group {
            self.lang_of(place).await
        } else {
            self.private_lang(caller).await
        }
    }

    async fn submit(
        &self,
        game: GameId,
        input: Input,
    ) -> Result<Result<(), Rejection>, FrontError> {
        match self.host.submit_accepted(game, input.clone()).await {
            Ok(r) => Ok(r),
            Err(HostError::NoSuchGame(_)) => self.forward(game, &input).await,
            Err(HostError::Runtime(e)) => Err(e.into()),
        }
    }

    /// Hands an input for a game this process does not run to the process
    /// that does (processes sharing the database); over when nobody runs
    /// it. The owner applies it in order; its effects tell the outcome.
    async fn forward(
        &self,
        game: GameId,
        input: &Input,
    ) -> Result<Result<(), Rejection>, FrontError> {
        if self.host.ownership().is_none() {
            return Ok(Err(Rejection::GameOver));
        }
        match self.host.forward(game, input).await {
            Ok(()) => Ok(Ok(())),
            Err(RuntimeError::Store(
                narrator_store::StoreError::GameFinished(_)
                | narrator_store::StoreError::UnknownGame(_),
            )) => Ok(Err(Rejection::GameOver)),
            Err(e) => Err(e.into()),
        }
    }
}

/// An input's outcome as the answer to whoever sent it.
fn outcome(
    lang: Lang,
    game: GameId,
    submitted: Result<Result<(), Rejection>, FrontError>,
    done: &str,
) -> Answer {
    match submitted {
        Ok(Ok(())) => Answer::Done(text::reply(lang, done)),
        Ok(Err(r)) => Answer::Refused(refused(lang, &r)),
        Err(e) => {
            tracing::error!(game, "an input failed: {e}");
            Answer::Refused(text::sorry(lang))
        }
    }
}

/// A rejection, said to whoever was refused (the engine names a
/// non-player by their platform id; the presser is "you").
fn refused(lang: Lang, r: &Rejection) -> String {
    match r {
        Rejection::NotAPlayer { .. } => text::reply(lang, "not-playing-unchanged"),
        r => text::with_reason(lang, "refused", reason(lang, r)),
    }
}

/// Why an input was refused, in `lang`.
fn reason(lang: Lang, r: &Rejection) -> String {
    narrator_engine::render::rejection(lang, r)
}

/// Where each place's language is kept.
const LANGUAGE: &str = "place-language";

/// Reply ids used in several front files.
const WRONG_CHAT: &str = "wrong-chat";
const GAME_OVER: &str = "game-over";
