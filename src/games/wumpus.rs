//! The hunt's options on the command line: a cave map, a turn's length.

use anyhow::Context;
use narrator_engine::GameConfig;
use narrator_engine::wumpus::{Cave, WumpusRules};
use narrator_i18n::{Lang, text};
use std::path::Path;

/// The hunt on the rules' 35 rooms.
pub fn standard() -> anyhow::Result<GameConfig> {
    Ok(GameConfig::Wumpus(
        WumpusRules::standard().context("the shipped Wumpus map does not load")?,
    ))
}

/// The hunt on a cave map read from a file, with `turn_secs` a turn.
pub fn config(
    map: Option<&Path>,
    turn_secs: Option<u32>,
    lang: Lang,
) -> anyhow::Result<GameConfig> {
    let mut rules = match map {
        Some(path) => {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the map {}", path.display()))?;
            let cave = Cave::parse(&text)
                .with_context(|| format!("the map {} is not a usable cave", path.display()))?;
            WumpusRules::on(cave)
        }
        None => WumpusRules::standard().context("the shipped Wumpus map does not load")?,
    };
    match turn_secs {
        Some(0) => anyhow::bail!(text(lang, "console-turn-secs-zero", None)),
        Some(secs) => rules.turn_secs = secs,
        None => {}
    }
    Ok(GameConfig::Wumpus(rules))
}
