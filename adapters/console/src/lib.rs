//! Terminal play: one person against computer players, or a whole game
//! played by the computer (`--auto`) and printed.
//!
//! Like every adapter this only maps: lines typed to engine inputs,
//! effects to printed text. Every game is stored as it goes, so quitting,
//! Ctrl-C or a killed process leave it to `narrator play --resume`.

mod command;
mod view;

use command::Command;
use narrator_engine::{GameConfig, Input, PlayerId, Seed, TableSetup, Timestamp};
use narrator_runtime::{GameRecord, Keyed, LiveGame, RuntimeError, Store};
use std::time::Duration;
use thiserror::Error;
use tokio::io::{AsyncBufReadExt, BufReader};
use view::View;

/// The surface name under which terminal games are stored.
pub const SURFACE: &str = "console";

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
    New(NewGame),
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
    /// The options cannot make a game.
    #[error("{0}")]
    Options(String),
    /// Nothing to resume.
    #[error("there is no unfinished terminal game to resume; start one with `narrator play mafia`")]
    NothingToResume,
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
/// `delay` paces `--auto` games between moves (for demos and tests).
pub async fn play(store: &Store, start: Start, delay: Duration) -> Result<Ended, ConsoleError> {
    let now = narrator_runtime::now();
    let (mut game, pending) = match start {
        Start::New(opts) => (new_game(store, &opts, now).await?, Vec::new()),
        Start::Resume(id) => {
            let id = match id {
                Some(id) => id,
                None => store
                    .latest_unfinished(SURFACE)
                    .await?
                    .ok_or(ConsoleError::NothingToResume)?,
            };
            let (game, pending) = LiveGame::load(store, id).await?;
            println!("Resuming game {id}.");
            (game, pending)
        }
    };
    let auto = game.record().all_computer;
    let mut view = View::new(auto);
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
        println!("That game had not started yet; start a new one with `narrator play mafia`.");
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
                _ = tokio::signal::ctrl_c() => return Ok(saved(&game)),
            };
            match step {
                Some(effects) => {
                    deliver(&mut game, &mut view, effects).await?;
                    if !delay.is_zero() {
                        tokio::select! {
                            _ = tokio::time::sleep(delay) => {}
                            _ = tokio::signal::ctrl_c() => return Ok(saved(&game)),
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
                    return Ok(saved(&game));
                };
                match command::parse(&line, &game, &you()) {
                    Ok(Command::Quit) => return Ok(saved(&game)),
                    Ok(Command::Help) => view.help(&game),
                    Ok(Command::Show) => view.show_prompt(&game, &you()),
                    Ok(Command::Nothing) => {}
                    Ok(Command::Act(action)) => {
                        let input = Input::Act { player: you(), action };
                        match game.submit(input, narrator_runtime::now()).await? {
                            Ok(effects) => deliver(&mut game, &mut view, effects).await?,
                            Err(rejection) => {
                                println!("Refused: {rejection}.");
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
            _ = tokio::signal::ctrl_c() => return Ok(saved(&game)),
        }
    }
}

async fn sleep_or_forever(wait: Option<Duration>) {
    match wait {
        Some(d) => tokio::time::sleep(d).await,
        None => std::future::pending().await,
    }
}

fn saved(game: &LiveGame) -> Ended {
    println!(
        "\nGame {} is saved. Continue it with `narrator play --resume`.",
        game.id()
    );
    Ended::Saved
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

async fn new_game(store: &Store, opts: &NewGame, now: Timestamp) -> Result<LiveGame, ConsoleError> {
    let config = opts.config.clone();
    let (min, max) = config.seat_range();
    if opts.players < min || opts.players > max {
        return Err(ConsoleError::Options(format!(
            "{} needs {min} to {max} players, not {}",
            config.title(),
            opts.players
        )));
    }
    let seed = pick_seed(&config, opts)?;
    let record = GameRecord {
        setup: TableSetup {
            config,
            seed,
            host: you(),
        },
        all_computer: opts.auto,
    };
    let mut game = LiveGame::create(store, record, SURFACE, now).await?;
    let mut view = View::new(opts.auto);
    for input in [
        Input::Join {
            player: you(),
            name: "You".into(),
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
fn pick_seed(config: &GameConfig, opts: &NewGame) -> Result<Seed, ConsoleError> {
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
            return Err(ConsoleError::Options(format!(
                "unknown role {role:?}; {} with {n} players deals: {}",
                config.title(),
                known.join(", ")
            )));
        }
    }
    if let Some(seed) = opts.seed {
        return if fits(&seed) {
            Ok(seed)
        } else {
            Err(ConsoleError::Options(format!(
                "with this seed your seat is not {}; drop --seed or --role",
                opts.role.as_deref().unwrap_or("?")
            )))
        };
    }
    for _ in 0..10_000 {
        let seed = narrator_runtime::seed::fresh()?;
        if fits(&seed) {
            return Ok(seed);
        }
    }
    Err(ConsoleError::Options(
        "could not deal that role; try again".into(),
    ))
}
