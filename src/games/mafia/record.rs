//! A mode's measured balance kept in its file (`narrator balance
//! --write`), and the README's table of every mode's village rate read
//! back from the files (`narrator modes --table`).

use anyhow::Context;
use narrator_engine::mafia::modes::{Mode, Modes};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// The file `--write` writes when none is named: the operator's file of
/// that mode (in `NARRATOR_MODES_DIR`), else `modes/NAME.toml` under the
/// current folder (a built-in mode, from the repository).
pub fn mode_file(name: &str) -> anyhow::Result<PathBuf> {
    if let Some(dir) = std::env::var_os(super::modes::MODES_DIR).filter(|d| !d.is_empty()) {
        let dir = PathBuf::from(dir);
        let files = std::fs::read_dir(&dir)
            .with_context(|| format!("cannot read the modes folder {}", dir.display()))?;
        for path in files.filter_map(Result::ok).map(|e| e.path()) {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if Mode::read(&path.display().to_string(), &text).is_ok_and(|m| m.name == name) {
                return Ok(path);
            }
        }
    }
    let built_in = Path::new("modes").join(format!("{name}.toml"));
    if built_in.is_file() {
        return Ok(built_in);
    }
    anyhow::bail!(
        "no file of the mode {name} here ({} is not one): name it, --write FILE",
        built_in.display()
    )
}

/// `text`, a mode file, with its `[balance]` table (and the comment just
/// above it) replaced by `games` and the village's rates in percent by
/// size; sizes not measured now keep their old rates. The rest of the
/// file is kept as it was, comments too.
pub fn with_balance(
    text: &str,
    mode: &str,
    games: u32,
    measured: &BTreeMap<u8, f64>,
    on: &str,
) -> anyhow::Result<String> {
    let old = Mode::read(mode, text)?;
    let mut rates: BTreeMap<u8, f64> = old
        .balance
        .by_size()
        .into_iter()
        .map(|(n, r)| (n, f64::from(r)))
        .collect();
    rates.extend(measured.iter().map(|(n, r)| (*n, *r)));
    let lines: Vec<&str> = text.lines().collect();
    let header = |l: &str| l.trim_start().starts_with('[');
    let is_balance = |l: &str| {
        let t = l.trim();
        t == "[balance]" || t.starts_with("[balance.")
    };
    let (start, end) = match lines.iter().position(|l| is_balance(l)) {
        Some(at) => {
            let end = (at..lines.len())
                .find(|i| header(lines[*i]) && !is_balance(lines[*i]))
                .unwrap_or(lines.len());
            // The comment that says how the figures were measured goes too.
            let mut start = at;
            while start > 0 && lines[start - 1].trim_start().starts_with('#') {
                start -= 1;
            }
            (start, end)
        }
        None => (lines.len(), lines.len()),
    };
    let mut out = String::new();
    for line in &lines[..start] {
        out.push_str(line);
        out.push('\n');
    }
    if !out.is_empty() && !out.ends_with("\n\n") {
        out.push('\n');
    }
    let _ = writeln!(
        out,
        "# The village's win rate in percent by table size, measured with\n\
         # `narrator balance --mode {} --games {games} --write` on {on}.",
        old.name
    );
    let _ = writeln!(out, "[balance]\ngames = {games}\n[balance.village]");
    for (n, rate) in &rates {
        let _ = writeln!(out, "\"{n}\" = {rate:.1}");
    }
    if end < lines.len() {
        out.push('\n');
        for line in &lines[end..] {
            out.push_str(line);
            out.push('\n');
        }
    }
    // What is written must read as the same mode with the new figures.
    let back = Mode::read(mode, &out)?;
    anyhow::ensure!(
        back.deal == old.deal && back.balance.games == games,
        "writing the balance of {mode} would change more than its [balance]"
    );
    Ok(out)
}

/// Writes the measured rates into the mode file at `path`.
pub fn write(path: &Path, games: u32, measured: &BTreeMap<u8, f64>) -> anyhow::Result<()> {
    let text = std::fs::read_to_string(path)
        .with_context(|| format!("cannot read the mode file {}", path.display()))?;
    let today = chrono::DateTime::<chrono::Utc>::from(std::time::SystemTime::now());
    let on = today.format("%Y-%m-%d").to_string();
    let new = with_balance(&text, &path.display().to_string(), games, measured, &on)?;
    std::fs::write(path, new).with_context(|| format!("cannot write {}", path.display()))
}

/// The README's table: each mode's measured village rate by size, in
/// whole percent, classic first, then the built-in order of the file
/// names.
pub fn table(modes: &Modes) -> String {
    let mut out = String::from("| mode | village win % by players |\n|---|---|\n");
    let mut all: Vec<&Mode> = modes.all().collect();
    all.sort_by_key(|m| (m.name != "classic", m.min_players, m.name.clone()));
    for mode in all {
        let sizes: Vec<String> = mode
            .balance
            .by_size()
            .into_iter()
            .map(|(n, r)| format!("{n}: {r:.0}"))
            .collect();
        if sizes.is_empty() {
            continue;
        }
        let _ = writeln!(out, "| {} | {} |", mode.name, sizes.join(", "));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const FILE: &str = "# A mode.\nname = \"duel\"\nmin_players = 6\nmax_players = 8\n\n\
        [description]\nen = \"e\"\nru = \"р\"\nvi = \"v\"\n\n\
        [deal]\nmafia = \"1\"\nfixed = { cop = 1 }\n\n\
        # Old figures.\n[balance]\ngames = 10\n[balance.village]\n\"6\" = 40.0\n\"7\" = 41.0\n\n\
        [[deal.pools]]\ncount = \"1\"\nfrom = { doctor = 1 }\n";

    #[test]
    fn the_balance_table_is_replaced_and_the_rest_kept() {
        let measured = BTreeMap::from([(7, 52.34), (8, 49.0)]);
        let new = with_balance(FILE, "duel", 200, &measured, "2026-12-07").expect("written");
        let mode = Mode::read("duel", &new).expect("reads");
        assert_eq!(mode.balance.games, 200);
        let rates = mode.balance.by_size();
        assert_eq!(rates, vec![(6, 40.0), (7, 52.3), (8, 49.0)]);
        assert!(new.starts_with("# A mode.\n"), "{new}");
        assert!(!new.contains("Old figures"), "{new}");
        assert!(new.contains("from = { doctor = 1 }"), "{new}");
        assert_eq!(mode.deal.pools.len(), 1);
        // Written twice, the same.
        assert!(new.contains("--write` on 2026-12-07."), "{new}");
        let again = with_balance(&new, "duel", 200, &measured, "2026-12-07");
        assert_eq!(again.ok(), Some(new));
    }

    #[test]
    fn a_file_without_balance_gets_one() {
        let bare = FILE.split("# Old figures.").next().unwrap_or_default();
        let new = with_balance(bare, "duel", 5, &BTreeMap::from([(6, 50.0)]), "2026-12-07")
            .expect("written");
        let mode = Mode::read("duel", &new).expect("reads");
        assert_eq!(mode.balance.by_size(), vec![(6, 50.0)]);
    }
}
