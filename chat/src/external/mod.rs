//! External bots in chat games: programs an admin registered
//! ([`registered`]) take seats with `/mafia addbot NAME` and play through
//! the arena's file protocol (`rules/bot-protocol.md`).
//!
//! A bot's seat is an ordinary person's seat to the engine (its player id
//! is `bot:NAME`, or `bot:NAME#2` for a second seat of the same bot), so
//! everything it decides enters the game as a stored input, exactly like a
//! button press, and a restarted host replays it unchanged. What the
//! surface would send such a seat privately, and the public news, is
//! handed to the seat's worker ([`seat`]) instead of a chat: it keeps what
//! the bot is told in the protocol's words, runs the bot's program in the
//! seat's own copy of its folder (off the game's task, time-limited), and
//! submits the parsed answer through the host. A bot that crashes, hangs
//! or answers garbage does nothing that turn; the deadline moves on.
//!
//! The copies live under the bots directory (`NARRATOR_BOT_DIR`, default
//! `./narrator-bots`) as `game-ID/NAME` (`NAME.2` for a second seat), so
//! they survive a restart; they are removed when the game ends.
//!
//! Known limits: an effect whose delivery to the chat is retried (a
//! network error) is handed to the bots once per try, so a bot may read a
//! line twice; a bot is seated in a lobby only and never holds it (the
//! engine passes the host to the next person, and a lobby left to bots
//! closes).

pub mod registered;
mod seat;

use crate::front::{Caller, FrontError};
use crate::text;
use narrator_botrun::runner::Limits;
use narrator_engine::mafia::Preset;
use narrator_engine::{
    Audience, Effect, EffectKind, GameConfig, Input, Message, PlayerId, Prompt, Rejection, Seat,
    SeatInfo,
};
use narrator_i18n::{Lang, args};
use narrator_lock::LockExt;
use narrator_runtime::{GameId, Host, HostError, Store, Surface};
use std::collections::HashMap;
use std::future::Future;
use std::path::{Path, PathBuf};
use std::pin::Pin;
use std::sync::{Arc, Mutex, OnceLock, Weak};
use tokio::sync::mpsc;

/// The player-id prefix of an external bot's seat (the engine's
/// [`PlayerId::is_external`]).
const PREFIX: &str = "bot:";

/// The command the replies name.
const ADDBOT: &str = "/mafia addbot";

/// Whether a seat is an external bot's.
pub fn is_external(player: &PlayerId) -> bool {
    player.is_external()
}

/// How external bots run on this server.
#[derive(Clone, Debug)]
pub struct BotSettings {
    /// Where each game's copies of the bots' folders are kept.
    pub dir: PathBuf,
    /// Limits on each run of a bot.
    pub limits: Limits,
    /// Most runs of a bot in one day (the protocol's 50 rounds).
    pub rounds: u32,
}

impl BotSettings {
    /// `NARRATOR_BOT_DIR` (default `./narrator-bots`), 5-second runs, 50
    /// rounds a day.
    pub fn from_env() -> BotSettings {
        let dir = std::env::var_os("NARRATOR_BOT_DIR")
            .filter(|d| !d.is_empty())
            .map_or_else(|| PathBuf::from("narrator-bots"), PathBuf::from);
        BotSettings {
            dir,
            limits: Limits::default(),
            rounds: 50,
        }
    }
}

type BoxFuture<T> = Pin<Box<dyn Future<Output = T> + Send>>;

/// A game's seats, and the open prompt of each external seat.
type OpenPrompts = (Vec<SeatInfo>, Vec<(Seat, Prompt)>);

/// A seat as its worker needs to see it now.
#[derive(Clone, Debug)]
pub(crate) struct Look {
    /// Still in the game.
    pub alive: bool,
    /// The prompt it may answer now.
    pub prompt: Option<Prompt>,
}

/// The host, as the workers reach it: weakly, so that the host (which owns
/// the surface, which owns the workers' channels) can be dropped.
pub(crate) trait Link: Send + Sync {
    /// Submits an input like a button press; `None` if the game is gone or
    /// the host failed (logged).
    fn submit(&self, game: GameId, input: Input) -> BoxFuture<Option<Result<(), Rejection>>>;
    /// A seat's state; `None` if the game or the seat is gone.
    fn look(&self, game: GameId, player: PlayerId) -> BoxFuture<Option<Look>>;
    /// The seats of a game and the open prompt of each external seat.
    fn open_prompts(&self, game: GameId) -> BoxFuture<Option<OpenPrompts>>;
}

struct HostLink<S: Surface>(Weak<Host<S>>);

impl<S: Surface> Link for HostLink<S> {
    fn submit(&self, game: GameId, input: Input) -> BoxFuture<Option<Result<(), Rejection>>> {
        let host = self.0.upgrade();
        Box::pin(async move {
            match host?.submit_accepted(game, input).await {
                Ok(r) => Some(r),
                Err(HostError::NoSuchGame(_)) => None,
                Err(e) => {
                    tracing::error!(game, "an external bot's input failed: {e}");
                    None
                }
            }
        })
    }

    fn look(&self, game: GameId, player: PlayerId) -> BoxFuture<Option<Look>> {
        let host = self.0.upgrade();
        Box::pin(async move {
            host?
                .view(game, move |g| {
                    let table = g.table();
                    let seat = table.seat_of(&player)?;
                    Some(Look {
                        alive: table.game().is_some_and(|gm| gm.is_alive(seat)),
                        prompt: g.open_prompt(seat).cloned(),
                    })
                })
                .await
                .ok()
                .flatten()
        })
    }

    fn open_prompts(&self, game: GameId) -> BoxFuture<Option<OpenPrompts>> {
        let host = self.0.upgrade();
        Box::pin(async move {
            host?
                .view(game, |g| {
                    let seats = g.table().seats().to_vec();
                    let open = seats
                        .iter()
                        .enumerate()
                        .filter(|(_, s)| is_external(&s.player))
                        .filter_map(|(i, _)| {
                            let seat = Seat(u8::try_from(i).ok()?);
                            Some((seat, g.open_prompt(seat)?.clone()))
                        })
                        .collect();
                    (seats, open)
                })
                .await
                .ok()
        })
    }
}

/// The external seats of one platform's games, shared by the front (which
/// seats bots) and the surface (which hands their effects over).
pub struct External {
    settings: Mutex<BotSettings>,
    link: OnceLock<Arc<dyn Link>>,
    workers: Mutex<HashMap<(GameId, PlayerId), mpsc::UnboundedSender<seat::Job>>>,
}

impl External {
    /// No seats yet; bots run as `settings` say.
    pub fn new(settings: BotSettings) -> External {
        External {
            settings: Mutex::new(settings),
            link: OnceLock::new(),
            workers: Mutex::new(HashMap::new()),
        }
    }

    /// Changes how bots run (for seats whose worker starts later).
    pub fn configure(&self, settings: BotSettings) {
        *self.settings.lock_or_recover() = settings;
    }

    fn settings(&self) -> BotSettings {
        self.settings.lock_or_recover().clone()
    }

    /// Lets the workers submit to `host` (kept weakly).
    pub fn connect<S: Surface>(&self, host: &Arc<Host<S>>) {
        let link: Arc<dyn Link> = Arc::new(HostLink(Arc::downgrade(host)));
        let _ = self.link.set(link);
    }

    /// Hands an effect to every external seat it reaches. Called by the
    /// surface, in the game's order; it never waits for a bot.
    pub fn forward(&self, game: GameId, seats: &[SeatInfo], effect: &Effect) {
        let last = matches!(
            effect.kind,
            EffectKind::End(_)
                | EffectKind::Message(Message::LobbyClosed | Message::Stopped { .. })
        );
        if !seats.iter().any(|s| is_external(&s.player)) {
            if last {
                // A lobby closed (or stopped) shows no seats any more: its
                // bots' workers and copies go all together.
                self.workers
                    .lock_or_recover()
                    .retain(|(g, _), _| *g != game);
                let dir = game_folder(&self.settings().dir, game);
                if dir.exists()
                    && let Err(e) = std::fs::remove_dir_all(&dir)
                {
                    tracing::warn!(game, "cannot remove the bots' copies: {e}");
                }
            }
            return;
        }
        let Some(link) = self.link.get().cloned() else {
            tracing::warn!(
                game,
                "external seats but no host linked; effect not handed over"
            );
            return;
        };
        let names = seat::protocol_names(seats);
        let settings = self.settings();
        let mut workers = self.workers.lock_or_recover();
        for (i, info) in seats.iter().enumerate() {
            let Ok(index) = u8::try_from(i) else { continue };
            let seat = Seat(index);
            if !is_external(&info.player) || !effect.audience.includes(seat) {
                continue;
            }
            let key = (game, info.player.clone());
            let folder = seat_folder(&settings.dir, game, &info.player);
            if last && !workers.contains_key(&key) {
                // No worker to tell (e.g. a lobby stopped after a restart,
                // or the End after a stop): just clean up.
                seat::remove_copy(&folder);
                continue;
            }
            let tx = workers.entry(key.clone()).or_insert_with(|| {
                seat::spawn(game, info.player.clone(), &settings, &folder, link.clone())
            });
            let job = seat::Job {
                names: names.clone(),
                effect: effect.clone(),
            };
            if tx.send(job).is_err() {
                tracing::warn!(game, bot = info.player.0, "the bot's worker stopped");
                workers.remove(&key);
            } else if last {
                workers.remove(&key);
            }
        }
    }

    /// After a restart: every external seat whose prompt is open is asked
    /// again (its worker's memory of the open day or night was lost).
    pub async fn ask_again(&self, games: &[GameId]) {
        let Some(link) = self.link.get().cloned() else {
            return;
        };
        for &game in games {
            let Some((seats, open)) = link.open_prompts(game).await else {
                continue;
            };
            for (seat, prompt) in open {
                let effect = Effect {
                    audience: Audience::Seat(seat),
                    kind: EffectKind::Prompt(prompt),
                };
                self.forward(game, &seats, &effect);
            }
        }
    }

    /// `/mafia addbot NAME` by `caller`, for the lobby `game` of the place
    /// (if one is open): seats the registered bot `name` through an
    /// ordinary join. The text is the reply, in `lang`.
    pub async fn add_bot<S: Surface>(
        &self,
        host: &Host<S>,
        store: &Store,
        (game, lang): (Option<GameId>, Lang),
        caller: &Caller,
        name: &str,
    ) -> Result<String, FrontError> {
        let refuse = |why: String| Ok(text::about_command(lang, "command-refused", ADDBOT, &why));
        let say =
            |id: &str, args: Option<&narrator_i18n::Args>| narrator_i18n::text(lang, id, args);
        let no_lobby = || refuse(say("addbot-no-lobby", None));
        let Some(game) = game else {
            return no_lobby();
        };
        let Some(bot) = registered::lookup(store, name).await? else {
            let known: Vec<String> = registered::list(store)
                .await?
                .into_iter()
                .map(|b| b.name)
                .collect();
            let known = if known.is_empty() {
                say("addbot-none-registered", None)
            } else {
                say(
                    "addbot-registered",
                    Some(&args![("names", known.join(", "))]),
                )
            };
            return refuse(say(
                "addbot-unknown",
                Some(&args![("name", name), ("known", known)]),
            ));
        };
        let looked = host
            .view(game, |g| {
                let table = g.table();
                let host_name = |id: &PlayerId| {
                    table
                        .lobby_players()
                        .iter()
                        .find(|p| p.player == *id)
                        .map_or_else(|| id.0.clone(), |p| p.name.clone())
                };
                let classic = matches!(
                    &table.setup().config,
                    GameConfig::Mafia(rules) if rules.preset == Preset::Classic
                );
                (
                    classic,
                    table.started(),
                    table.host().map(|h| (h.clone(), host_name(h))),
                    table
                        .lobby_players()
                        .iter()
                        .map(|p| p.player.clone())
                        .collect::<Vec<_>>(),
                    table.setup().config.seat_range().1,
                )
            })
            .await;
        let Ok((classic, started, lobby_host, players, max)) = looked else {
            return no_lobby();
        };
        if started {
            return refuse(say("addbot-started", None));
        }
        if !classic {
            return refuse(say("addbot-classic-only", None));
        }
        match lobby_host {
            Some((id, _)) if id == caller.id => {}
            Some((_, host_name)) => {
                return refuse(say("addbot-host-only", Some(&args![("host", host_name)])));
            }
            None => return no_lobby(),
        }
        if players.len() >= usize::from(max) {
            return refuse(say("addbot-full", Some(&args![("max", max)])));
        }
        if let Err(e) = narrator_botrun::discover::check(&bot.name, &bot.dir) {
            return refuse(say(
                "addbot-folder-unusable",
                Some(&args![("name", name), ("error", e.to_string())]),
            ));
        }
        let player = (1..)
            .map(|k| {
                PlayerId(if k == 1 {
                    format!("{PREFIX}{name}")
                } else {
                    format!("{PREFIX}{name}#{k}")
                })
            })
            .find(|id| !players.contains(id))
            .unwrap_or_else(|| PlayerId(format!("{PREFIX}{name}")));
        let folder = seat_folder(&self.settings().dir, game, &player);
        if let Err(e) = copy_bot(&bot.dir, &folder) {
            tracing::error!(game, bot = name, "cannot copy the bot's folder: {e}");
            return refuse(say("addbot-copy-failed", Some(&args![("name", name)])));
        }
        // A name in every language: the seat lists show it as it is.
        let join = Input::Join {
            player: player.clone(),
            name: format!("{name} (bot)"),
        };
        let outcome = match host.submit_accepted(game, join).await {
            Ok(r) => r,
            Err(HostError::NoSuchGame(_)) => Err(Rejection::GameOver),
            Err(HostError::Runtime(e)) => {
                let _ = std::fs::remove_dir_all(&folder);
                return Err(e.into());
            }
        };
        match outcome {
            Ok(()) => {
                tracing::info!(game, bot = player.0, "an external bot took a seat");
                Ok(say("addbot-seated", Some(&args![("name", name)])))
            }
            Err(r) => {
                let _ = std::fs::remove_dir_all(&folder);
                refuse(say(
                    "addbot-refused",
                    Some(&args![(
                        "reason",
                        narrator_engine::render::rejection(lang, &r)
                    )]),
                ))
            }
        }
    }
}

/// A game's folder of bot copies.
fn game_folder(dir: &Path, game: GameId) -> PathBuf {
    dir.join(format!("game-{game}"))
}

/// A seat's copy of its bot: `game-ID/NAME`, `game-ID/NAME.2` for
/// `bot:NAME#2` (a `.` is in no bot's name).
fn seat_folder(dir: &Path, game: GameId, player: &PlayerId) -> PathBuf {
    let id = player.0.strip_prefix(PREFIX).unwrap_or(&player.0);
    game_folder(dir, game).join(id.replace('#', "."))
}

/// A fresh copy of a bot's folder (anything left there before is removed).
fn copy_bot(from: &Path, to: &Path) -> std::io::Result<()> {
    if to.exists() {
        std::fs::remove_dir_all(to)?;
    }
    narrator_botrun::sandbox::copy_tree(from, to)
}
