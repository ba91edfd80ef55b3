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
        if !mode.balance.is_empty() {
            let sizes: Vec<String> = mode
                .balance
                .by_size()
                .into_iter()
                .map(|(n, rate)| format!("{n}: {rate:.0}"))
                .collect();
            let a = narrator_i18n::args![("sizes", sizes.join(", "))];
            let line = narrator_i18n::text(lang, "console-modes-balance", Some(&a));
            println!("{:width$}  {line}", "");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// `narrator modes --picture FILE`: every mode's measured village rate
/// by table size as a PNG, the default band (45–55 %) shaded; prints
/// which colour is which mode.
pub fn picture(file: &std::path::Path) -> anyhow::Result<ExitCode> {
    let modes = load()?;
    let mut all: Vec<&Mode> = modes.all().filter(|m| !m.balance.is_empty()).collect();
    all.sort_by_key(|m| (m.name != "classic", m.min_players, m.name.clone()));
    let series: Vec<narrator_pictures::Series> = all
        .iter()
        .map(|m| narrator_pictures::Series {
            name: m.name.clone(),
            points: m.balance.by_size(),
        })
        .collect();
    let png = narrator_pictures::balance_chart(&series, (45.0, 55.0))?;
    std::fs::write(file, png).with_context(|| format!("cannot write {}", file.display()))?;
    let colours = narrator_pictures::SERIES_COLOURS;
    for (i, m) in all.iter().enumerate() {
        println!("{} {}", colours[i % colours.len()].0, m.name);
    }
    println!("written to {}", file.display());
    Ok(ExitCode::SUCCESS)
}
