//! The modes this process offers (the built-in ones and the files of the
//! folder `NARRATOR_MODES_DIR` names), and `narrator modes`.

use anyhow::Context;
use narrator_engine::mafia::modes::{Mode, Modes};
use narrator_i18n::Lang;
use std::process::ExitCode;

/// The setting naming an operator's folder of mode files.
pub const MODES_DIR: &str = "NARRATOR_MODES_DIR";

/// The built-in modes and the operator's (a file that does not read
/// stops the command, naming the file and what is wrong).
pub fn load() -> anyhow::Result<Modes> {
    let mut modes = Modes::built_in();
    let Some(dir) = std::env::var_os(MODES_DIR).filter(|d| !d.is_empty()) else {
        return Ok(modes);
    };
    let dir = std::path::PathBuf::from(dir);
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .with_context(|| format!("cannot read the modes folder {}", dir.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "toml"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("cannot read the mode file {}", path.display()))?;
        modes.add(Mode::read(&path.display().to_string(), &text)?)?;
    }
    Ok(modes)
}

/// `narrator modes`: each mode with its player range and description.
pub fn list(lang: Lang) -> anyhow::Result<ExitCode> {
    let modes = load()?;
    let width = modes.all().map(|m| m.name.len()).max().unwrap_or(0);
    for mode in modes.all() {
        println!(
            "{:<width$}  {:>2}–{:<2}  {}",
            mode.name,
            mode.min_players,
            mode.max_players,
            mode.description(lang)
        );
    }
    Ok(ExitCode::SUCCESS)
}
