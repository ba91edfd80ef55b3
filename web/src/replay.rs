//! The one place the pages call the engine's timeline: a finished game
//! replayed from its stored inputs ([`narrator_engine::timeline`]) and
//! told in a language ([`narrator_engine::render::timeline`]), cut into
//! the steps the game page walks through, with each day's votes counted
//! and a Zombie game's turn table; a running game as its group saw it
//! ([`Timeline::so_far`]: public effects only, so nothing secret can
//! come from it); and the pictures a finished game showed its group,
//! drawn by the game's chat registration.

use narrator_chat::{ChatGame, Picture};
use narrator_engine::Audience;
use narrator_engine::game::{Tally, Turns};
use narrator_engine::render::Names;
use narrator_engine::timeline::text as render;
use narrator_engine::timeline::{Timeline, TimelineError};
use narrator_engine::{GameConfig, Input, Table, Timestamp};
use narrator_i18n::Lang;
use narrator_runtime::GameRecord;

/// A finished game as its page tells it.
#[derive(Clone, Debug)]
pub(crate) struct Told {
    /// The game's kind and preset, e.g. "classic Mafia".
    pub game: String,
    /// The steps: each night or day with what happened in it.
    pub steps: Vec<Step>,
    /// The end: the winner, every role, the seed and the commitment.
    pub end: Vec<String>,
    /// The players' names in seat order.
    pub names: Vec<String>,
    /// The fairness check's data, when the game was played.
    pub fairness: Option<Fairness>,
    /// Each day's votes, counted; each belongs to a step.
    pub tallies: Vec<Tally>,
    /// A Zombie game's turn table, each player's state at each turn's end.
    pub turns: Option<Turns>,
}

/// A running game as its group has seen it.
#[derive(Clone, Debug)]
pub(crate) struct Seen {
    /// The game's kind and preset, e.g. "classic Mafia".
    pub game: String,
    /// The players' names in seat order (what the story's seats name).
    pub seats: Vec<String>,
    /// The same names sorted, as the page lists them: the lobby showed
    /// them to everyone, while the seat order may be a secret (sport's
    /// pseudonyms).
    pub sorted: Vec<String>,
    /// The public story so far, cut into nights and days.
    pub steps: Vec<Step>,
    /// Each day's public votes, counted; each belongs to a step.
    pub tallies: Vec<Tally>,
    /// A Zombie game's turn table as announced (no player's state).
    pub turns: Option<Turns>,
}

/// One step of a replay: a night or a day (or what came before the first).
#[derive(Clone, Debug)]
pub(crate) struct Step {
    /// Its lines; the first names the night or day.
    pub lines: Vec<String>,
}

/// What the Verify button hashes: the same bytes as `narrator verify`.
#[derive(Clone, Debug)]
pub(crate) struct Fairness {
    /// The revealed seed, in hex.
    pub seed: String,
    /// The commitment published at the start.
    pub commitment: String,
    /// The lines the commitment covers (each seat's role, or a hunt's
    /// cave), as the game defines them for this seed and table.
    pub lines: Vec<String>,
}

/// Why a game cannot be told.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum ReplayError {
    /// It has not ended.
    Running,
    /// Its log does not replay.
    Broken(String),
}

/// Replays a finished game and tells it in `lang`.
pub(crate) fn finished(
    lang: Lang,
    record: &GameRecord,
    inputs: &[(Input, Timestamp)],
) -> Result<Told, ReplayError> {
    let timeline = match Timeline::replay(&record.setup, inputs) {
        Ok(t) => t,
        Err(TimelineError::Running) => return Err(ReplayError::Running),
        Err(e @ TimelineError::Refused { .. }) => return Err(ReplayError::Broken(e.to_string())),
    };
    let roles = timeline
        .result
        .as_ref()
        .map_or(&[][..], |r| r.roles.as_slice());
    let names = Names::new(&timeline.names);
    let end = render::ending(lang, &timeline);
    // A step is each night and each day, as the game cuts its story.
    let steps: Vec<Step> = timeline
        .story
        .chapters(lang, &names, roles)
        .into_iter()
        .map(|lines| Step { lines })
        .collect();
    let fairness = timeline.result.as_ref().map(|result| {
        let committed = record
            .setup
            .config
            .committed(&result.seed, timeline.names.len());
        Fairness {
            seed: result.seed.to_hex(),
            commitment: result.commitment.clone(),
            lines: committed.lines().to_vec(),
        }
    });
    Ok(Told {
        game: render::game(lang, &timeline.config),
        steps,
        end,
        names: timeline.names.clone(),
        fairness,
        tallies: timeline.story.tallies(),
        turns: timeline.story.turns().cloned(),
    })
}

/// A game's kind and preset in words, e.g. "classic Mafia".
pub(crate) fn game_name(lang: Lang, config: &GameConfig) -> String {
    render::game(lang, config)
}

/// A running game as its group has seen it, told in `lang`.
pub(crate) fn so_far(lang: Lang, record: &GameRecord, inputs: &[(Input, Timestamp)]) -> Seen {
    let seen = Timeline::so_far(&record.setup, inputs);
    let names = Names::new(&seen.names);
    let steps = seen
        .story
        .public_chapters(lang, &names)
        .into_iter()
        .map(|lines| Step { lines })
        .collect();
    let mut sorted = seen.names.clone();
    sorted.sort();
    Seen {
        game: render::game(lang, &seen.config),
        steps,
        tallies: seen.story.tallies(),
        turns: seen.story.turns().cloned(),
        sorted,
        seats: seen.names,
    }
}

/// How a game ended, in a few words.
pub(crate) fn winner(lang: Lang, result: Option<&narrator_engine::GameResult>) -> String {
    render::winner(lang, result)
}

/// The pictures a finished game showed its whole group (a hunt's revealed
/// cave), each with its caption in `lang`, as the game's chat
/// registration draws them. Only public messages are looked at.
pub(crate) fn pictures(
    lang: Lang,
    record: &GameRecord,
    inputs: &[(Input, Timestamp)],
    game: &dyn ChatGame,
) -> Vec<(Picture, String)> {
    let mut table = Table::new(record.setup.clone());
    let mut pictures = Vec::new();
    for (input, at) in inputs {
        let Ok(effects) = table.handle(input, *at) else {
            continue;
        };
        let seated = table.names();
        let names = Names::new(&seated);
        for effect in &effects {
            if !matches!(effect.audience, Audience::Public) {
                continue;
            }
            if let Some(picture) = effect.message().and_then(|m| game.picture(lang, m, &names)) {
                pictures.push(picture);
            }
        }
    }
    pictures
}
