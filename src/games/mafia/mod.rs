//! Mafia's options on the command line: a preset or a ruleset file.

pub mod balance;
pub mod modes;
pub mod record;
pub mod tune;

use anyhow::Context;
use clap::ValueEnum;
use narrator_engine::mafia::roles::guide;
use narrator_engine::mafia::{Preset, Ruleset};
use narrator_i18n::{Lang, args, text};
use std::path::PathBuf;

/// The built-in Mafia presets.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum PresetName {
    /// The King-of-the-Hill rules.
    Classic,
    /// Hit-point Mafia.
    Hp,
    /// Tournament sport mafia (10 to 16 players).
    Sport,
}

/// Where the game's ruleset comes from.
#[derive(Debug, clap::Args)]
pub struct RulesArgs {
    /// Mafia: a built-in preset.
    #[arg(long, value_enum, conflicts_with = "ruleset")]
    pub preset: Option<PresetName>,
    /// Mafia: a ruleset in TOML, a `preset` plus the options it changes.
    #[arg(long, value_name = "FILE", conflicts_with = "mode")]
    pub ruleset: Option<PathBuf>,
    /// Mafia: a game mode (`narrator modes` lists them).
    #[arg(long, conflicts_with = "preset")]
    pub mode: Option<String>,
}

impl RulesArgs {
    /// The chosen ruleset (classic by default), validated.
    pub fn load(&self) -> anyhow::Result<Ruleset> {
        if let Some(name) = &self.mode {
            let modes = modes::load()?;
            let mode = modes.get(name).ok_or_else(|| {
                anyhow::anyhow!("there is no mode {name:?}; the modes are {}", modes.names())
            })?;
            return Ok(mode.ruleset()?);
        }
        if let Some(path) = &self.ruleset {
            let text = std::fs::read_to_string(path)
                .with_context(|| format!("cannot read the ruleset {}", path.display()))?;
            return Ruleset::from_toml(&text)
                .with_context(|| format!("the ruleset {} is refused", path.display()));
        }
        let rules = match self.preset.unwrap_or(PresetName::Classic) {
            PresetName::Classic => Preset::Classic,
            PresetName::Hp => Preset::Hp,
            PresetName::Sport => Preset::Sport,
        }
        .ruleset();
        rules.validate()?;
        Ok(rules)
    }

    /// The ruleset printed: as TOML to edit, or as a table for players in
    /// `lang`.
    pub fn print(&self, toml: bool, lang: Lang) -> anyhow::Result<()> {
        let rules = self.load()?;
        if toml {
            print!("{}", rules.to_toml());
        } else {
            println!("{}", narrator_engine::mafia::render::rules(lang, &rules));
        }
        Ok(())
    }

    /// `narrator roles mafia`: the roles the ruleset deals, one line each,
    /// or with `typed` the role of that name (English or in `lang`) in
    /// full; an unknown name is refused with the roles there are.
    pub fn print_roles(&self, typed: Option<&str>, lang: Lang) -> anyhow::Result<()> {
        let rules = self.load()?;
        let Some(typed) = typed else {
            let more = text(
                lang,
                "roles-more",
                Some(&args![("role", "narrator roles mafia")]),
            );
            println!("{}\n{more}", guide::listing(lang, &rules));
            return Ok(());
        };
        match guide::find(lang, &rules, typed) {
            Some(role) => {
                println!("{}", guide::described(lang, &rules, role));
                Ok(())
            }
            None => {
                let a = args![
                    ("typed", typed.trim()),
                    ("known", guide::names(lang).join(", "))
                ];
                anyhow::bail!(text(lang, "role-unknown", Some(&a)))
            }
        }
    }
}
