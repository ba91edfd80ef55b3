//! Terminal play: one person against computer players, or a whole game
//! played by the computer (`--auto`) and printed.
//!
//! Like every adapter this only maps: lines typed to engine inputs,
//! effects to printed text. Every game is stored as it goes, so quitting,
//! Ctrl-C or a killed process leave it to `narrator play --resume`.

mod command;
mod games;
mod text;
mod view;

use command::Command;
use narrator_engine::render;
use narrator_engine::{GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_i18n::{Lang, args};
use narrator_runtime::{GameId, GameRecord, Keyed, LiveGame, RuntimeError, Store};
use std::time::Duration;
use text::{t, ta};
use thiserror::Error;
use tokio::io::{AsyncBufReadExt, BufReader};
use view::View;

/// The surface name under which terminal games are stored.
pub const SURFACE: &str = "console";

/// The settings scope keeping each terminal game's language, by game id,
/// so that a resumed game goes on in it.
const LANG_SCOPE: &str = "console-lang";

/// The language of the environment's locale (`LC_ALL`, else
/// `LC_MESSAGES`, else `LANG`, as POSIX orders them): `ru_RU.UTF-8` is
/// Russian, `vi_VN` Vietnamese, anything else English.
pub fn lang_from_env() -> Lang {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|var| std::env::var(var).ok())
        .find(|value| !value.is_empty())
        .map_or(Lang::En, |locale| lang_of_locale(&locale))
}

/// The language of a POSIX locale name (`language_TERRITORY.codeset@modifier`).
fn lang_of_locale(locale: &str) -> Lang {
    let tag = locale.split(['.', '@']).next().unwrap_or("");
    Lang::from_locale(tag).unwrap_or(Lang::En)
}

/// The person at the terminal.
pub fn you() -> PlayerId {
    PlayerId::new("console:you")
}

/// How to begin a new terminal game.
#[derive(Clone, Debug)]
pub struct NewGame {
    /// The game and its options.
    pub config: GameConfig,
    /// Seats in all.
    pub players: u8,
    /// A role to play (its stable name, e.g. for Mafia: villager, mafioso, cop, doctor).
    pub role: Option<String>,
    /// A fixed seed, else 256 random bits.
    pub seed: Option<Seed>,
    /// A computer plays your seat too and every effect is printed.
    pub auto: bool,
}

/// A new game or the latest unfinished one.
#[derive(Clone, Debug)]
pub enum Start {
    /// Begin a game.
    New(Box<NewGame>),
    /// Continue an unfinished terminal game: the given one, or the most
    /// recent.
    Resume(Option<narrator_runtime::GameId>),
}

/// Why terminal play stopped with an error.
#[derive(Debug, Error)]
pub enum ConsoleError {
    /// Hosting failed.
    #[error(transparent)]
    Runtime(#[from] RuntimeError),
    /// A store failure outside a game.
    #[error(transparent)]
    Store(#[from] narrator_store::StoreError),
    /// The options cannot make a game (said in the player's language).
    #[error("{0}")]
    Options(String),
    /// Nothing to resume.
    #[error("{}", t(*.0, "console-nothing-to-resume"))]
    NothingToResume(Lang),
    /// The terminal went away.
    #[error("cannot read the terminal: {0}")]
    Io(#[from] std::io::Error),
}

/// How a session at the terminal ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The game reached its end.
    Finished,
    /// The player quit (or pressed Ctrl-C); the game is saved.
    Saved,
}

/// Plays at the terminal until the game ends or the player quits.
/// `lang` is the language asked for; without it a resumed game keeps the
/// one it was played in, and a new one takes the environment's.
/// `delay` paces `--auto` games between moves (for demos and tests).
pub async fn play(
    store: &Store,
    start: Start,
    lang: Option<Lang>,
    delay: Duration,
) -> Result<Ended, ConsoleError> {
    // Registered before anything is shown, so a Ctrl-C at the first
    // question already finds the handler (tokio's ctrl_c() registers only
    // when first polled).
    let mut interrupt = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::interrupt())?;
    let now = narrator_runtime::now();
    let (mut game, pending, lang) = match start {
        Start::New(opts) => {
            let lang = lang.unwrap_or_else(lang_from_env);
            (new_game(store, &opts, lang, now).await?, Vec::new(), lang)
        }
        Start::Resume(id) => {
            let id = match id {
                Some(id) => id,
                None => store.latest_unfinished(SURFACE).await?.ok_or_else(|| {
                    ConsoleError::NothingToResume(lang.unwrap_or_else(lang_from_env))
                })?,
            };
            let (game, pending) = LiveGame::load(store, id).await?;
            let lang = match lang {
                Some(lang) => {
                    store
                        .set_setting(LANG_SCOPE, &id.to_string(), lang.code())
                        .await?;
                    lang
                }
                None => stored_lang(store, id).await?.unwrap_or_else(lang_from_env),
            };
            println!(
                "{}",
                ta(lang, "console-resuming", &args![("id", id.to_string())])
            );
            (game, pending, lang)
        }
    };
    let auto = game.record().all_computer;
    let mut view = View::new(auto, lang);
    deliver(&mut game, &mut view, pending).await?;
    if !game.table().started() && !game.table().is_over() {
        // Killed between opening the lobby and the deal: nothing was
        // dealt, so close it rather than guess the options it had.
        let stop = Input::Stop {
            by: you(),
            admin: true,
        };
        if let Ok(effects) = game.submit(stop, now).await? {
            deliver(&mut game, &mut view, effects).await?;
        }
        println!("{}", t(lang, "console-not-started"));
        return Ok(Ended::Finished);
    }
    let mut lines = BufReader::new(tokio::io::stdin()).lines();
    loop {
        if game.table().is_over() {
            return Ok(Ended::Finished);
        }
        let now = narrator_runtime::now();
        if auto {
            let step = tokio::select! {
                s = game.computer_step(now) => s?,
                _ = interrupt.recv() => return Ok(saved(&game, lang)),
            };
            match step {
                Some(effects) => {
                    deliver(&mut game, &mut view, effects).await?;
                    if !delay.is_zero() {
                        tokio::select! {
                            _ = tokio::time::sleep(delay) => {}
                            _ = interrupt.recv() => return Ok(saved(&game, lang)),
                        }
                    }
                }
                // Nobody can act: jump the clock to the phase's end.
                None => {
                    let at = game.table().deadline().unwrap_or(now).max(now);
                    tick(&mut game, &mut view, at).await?
                }
            }
            continue;
        }
        let effects = game.run_computers(now).await?;
        if !effects.is_empty() {
            deliver(&mut game, &mut view, effects).await?;
            continue;
        }
        let wait = game
            .table()
            .deadline()
            .map(|d| Duration::from_millis(u64::try_from(d.0 - now.0).unwrap_or(0)));
        tokio::select! {
            line = lines.next_line() => {
                let Some(line) = line? else {
                    // End of input: keep the game for later.
                    return Ok(saved(&game, lang));
                };
                match command::parse(&line, &game, &you(), lang) {
                    Ok(Command::Quit) => return Ok(saved(&game, lang)),
                    Ok(Command::Help) => view.help(game.table().setup().config.kind()),
                    Ok(Command::Show) => view.show_prompt(&game, &you()),
                    Ok(Command::Nothing) => {}
                    Ok(Command::Act(action)) => {
                        let input = Input::Act { player: you(), action };
                        match game.submit(input, narrator_runtime::now()).await? {
                            Ok(effects) => deliver(&mut game, &mut view, effects).await?,
                            Err(rejection) => {
                                let reason = render::rejection(lang, &rejection);
                                let a = args![("reason", reason)];
                                println!("{}", ta(lang, "console-refused", &a));
                                view.show_prompt(&game, &you());
                            }
                        }
                    }
                    Err(problem) => {
                        println!("{problem}");
                        view.show_prompt(&game, &you());
                    }
                }
            }
            _ = sleep_or_forever(wait) => tick(&mut game, &mut view, narrator_runtime::now()).await?,
            _ = interrupt.recv() => return Ok(saved(&game, lang)),
        }
    }
}

async fn sleep_or_forever(wait: Option<Duration>) {
    match wait {
        Some(d) => tokio::time::sleep(d).await,
        None => std::future::pending().await,
    }
}

fn saved(game: &LiveGame, lang: Lang) -> Ended {
    let a = args![("id", game.id().to_string())];
    println!("\n{}", ta(lang, "console-saved", &a));
    Ended::Saved
}

/// The language a terminal game was played in, if it was stored.
async fn stored_lang(store: &Store, game: GameId) -> Result<Option<Lang>, ConsoleError> {
    let code = store.get_setting(LANG_SCOPE, &game.to_string()).await?;
    Ok(code.and_then(|c| c.parse().ok()))
}

async fn tick(game: &mut LiveGame, view: &mut View, now: Timestamp) -> Result<(), ConsoleError> {
    if let Ok(effects) = game.submit(Input::Tick, now).await? {
        deliver(game, view, effects).await?;
    }
    Ok(())
}

/// Prints what the viewer may see, then records it as delivered.
async fn deliver(
    game: &mut LiveGame,
    view: &mut View,
    effects: Vec<Keyed>,
) -> Result<(), ConsoleError> {
    if effects.is_empty() {
        return Ok(());
    }
    for (_, effect) in &effects {
        view.show(effect, game, &you());
    }
    let keys: Vec<_> = effects.iter().map(|(k, _)| *k).collect();
    game.mark_delivered(&keys).await?;
    Ok(())
}

async fn new_game(
    store: &Store,
    opts: &NewGame,
    lang: Lang,
    now: Timestamp,
) -> Result<LiveGame, ConsoleError> {
    let config = opts.config.clone();
    let (min, max) = config.seat_range();
    if opts.players < min || opts.players > max {
        let a = args![
            ("title", render::title(lang, config.lobby_title())),
            ("min", min),
            ("max", max),
            ("count", opts.players)
        ];
        return Err(ConsoleError::Options(ta(lang, "console-wrong-players", &a)));
    }
    let seed = pick_seed(&config, opts, lang)?;
    let record = GameRecord {
        setup: TableSetup {
            config,
            seed,
            host: you(),
        },
        all_computer: opts.auto,
    };
    let mut game = LiveGame::create(store, record, SURFACE, now).await?;
    store
        .set_setting(LANG_SCOPE, &game.id().to_string(), lang.code())
        .await?;
    let mut view = View::new(opts.auto, lang);
    for input in [
        Input::Join {
            player: you(),
            name: t(lang, "console-you"),
        },
        Input::Fill {
            by: you(),
            seats: opts.players,
        },
        Input::Start { by: you() },
    ] {
        match game.submit(input, now).await? {
            Ok(effects) => deliver(&mut game, &mut view, effects).await?,
            Err(r) => return Err(ConsoleError::Options(r.to_string())),
        }
    }
    Ok(game)
}

/// The seed: the one given, or 256 random bits. With `--role`, random
/// seeds are drawn until the deal gives seat 1 (yours) that role; each is
/// still a uniformly random seed, so the commitment stays unsearchable.
fn pick_seed(config: &GameConfig, opts: &NewGame, lang: Lang) -> Result<Seed, ConsoleError> {
    let n = usize::from(opts.players);
    let fits = |seed: &Seed| {
        opts.role
            .as_deref()
            .is_none_or(|role| config.deal(seed, n).first().map(String::as_str) == Some(role))
    };
    if let Some(role) = &opts.role {
        // The roles this game deals at this table size.
        let mut known = config.deal(&Seed([0; 32]), n);
        known.sort();
        known.dedup();
        if !known.contains(role) {
            let a = args![
                ("typed", text::typed(role)),
                ("title", render::title(lang, config.lobby_title())),
                ("count", n),
                ("names", known.join(", "))
            ];
            return Err(ConsoleError::Options(ta(lang, "console-unknown-role", &a)));
        }
    }
    if let Some(seed) = opts.seed {
        return if fits(&seed) {
            Ok(seed)
        } else {
            let a = args![("typed", opts.role.as_deref().unwrap_or("?"))];
            Err(ConsoleError::Options(ta(lang, "console-seed-role", &a)))
        };
    }
    for _ in 0..10_000 {
        let seed = narrator_runtime::seed::fresh()?;
        if fits(&seed) {
            return Ok(seed);
        }
    }
    Err(ConsoleError::Options(t(lang, "console-cannot-deal")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locales_name_their_language() {
        for (locale, lang) in [
            ("ru_RU.UTF-8", Lang::Ru),
            ("ru", Lang::Ru),
            ("ru.UTF-8", Lang::Ru),
            ("vi_VN", Lang::Vi),
            ("vi_VN.UTF-8@saigon", Lang::Vi),
            ("en_GB.UTF-8", Lang::En),
            ("de_DE.UTF-8", Lang::En),
            ("C.UTF-8", Lang::En),
            ("POSIX", Lang::En),
            ("", Lang::En),
        ] {
            assert_eq!(lang_of_locale(locale), lang, "{locale}");
        }
    }
}
