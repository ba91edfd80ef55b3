//! The options of a Mafia game. A preset is a named value of [`Ruleset`];
//! a ruleset is plain data that can be read from and written to TOML, and
//! [`Ruleset::validate`] refuses any value outside its allowed range.

use crate::afk::{AfkAction, AfkRules};
use crate::allowed::Allowed;
use crate::mafia::Role;
use crate::mafia::computers::Computers;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// A built-in starting point for a ruleset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Preset {
    /// The King-of-the-Hill rules: mafia, cop, doctor, villagers.
    Classic,
    /// Hit-point Mafia: mafia, detectives, healers, commoners.
    Hp,
    /// Tournament sport mafia: red and black cards, the don and the sheriff.
    Sport,
}

impl Preset {
    /// Every preset, for listings and tests.
    pub const ALL: [Preset; 3] = [Preset::Classic, Preset::Hp, Preset::Sport];

    /// The preset's default ruleset.
    pub fn ruleset(self) -> Ruleset {
        match self {
            Preset::Classic => Ruleset::classic(),
            Preset::Hp => Ruleset::hp(),
            Preset::Sport => Ruleset::sport(),
        }
    }

    /// The fewest and most seats the preset's rules can be played with.
    pub fn seat_limits(self) -> (u8, u8) {
        match self {
            Preset::Classic => (6, 20),
            Preset::Hp => (6, 30),
            Preset::Sport => (10, 16),
        }
    }

    /// The tie rules the preset implements.
    pub fn tie_rules(self) -> &'static [TieRule] {
        match self {
            Preset::Classic => &[TieRule::Random, TieRule::NoLynch],
            Preset::Hp => &[TieRule::Revote, TieRule::Random, TieRule::NoLynch],
            // A tie is always settled by the car crash, which repeats the
            // vote among the tied.
            Preset::Sport => &[TieRule::Revote],
        }
    }
}

impl Preset {
    /// The preset's name in commands and settings (`classic`).
    pub fn code(self) -> &'static str {
        match self {
            Preset::Classic => "classic",
            Preset::Hp => "hp",
            Preset::Sport => "sport",
        }
    }
}

impl fmt::Display for Preset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// What happens when the day's vote ties.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieRule {
    /// One of the tied is drawn with the game's RNG.
    Random,
    /// Nobody is removed.
    NoLynch,
    /// The vote is repeated (at most `max_revotes` times), then drawn.
    Revote,
}

impl fmt::Display for TieRule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            TieRule::Random => "random",
            TieRule::NoLynch => "no_lynch",
            TieRule::Revote => "revote",
        })
    }
}

/// Starting hit points and the heal, for the `hp` preset.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HitPoints {
    /// A commoner's starting HP.
    pub commoner: u32,
    /// A mafia's starting HP.
    pub mafia: u32,
    /// A detective's starting HP.
    pub detective: u32,
    /// A healer's starting HP.
    pub healer: u32,
    /// HP the healers give each round.
    pub heal: u32,
}

/// Every option of a Mafia game. Options a preset does not use keep their
/// default and are ignored by it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// The preset this ruleset started from; it decides the game's flow.
    pub preset: Preset,
    /// Fewest seats.
    pub min_players: u8,
    /// Most seats.
    pub max_players: u8,
    /// One mafioso per this many players (⌊n / d⌋).
    pub mafia_divisor: u8,
    /// Cops dealt (classic).
    pub cops: u8,
    /// Doctors dealt (classic).
    pub doctors: u8,
    /// One detective per this many players (hp: ⌊n / d⌋).
    pub detective_divisor: u8,
    /// One healer per this many players (hp: ⌊n / d⌋, at least `min_healers`).
    pub healer_divisor: u8,
    /// Fewest healers (hp).
    pub min_healers: u8,
    /// Length of day 0 (no vote), seconds (classic).
    pub day0_secs: u32,
    /// Length of a voting day, seconds.
    pub day_secs: u32,
    /// Length of a night, seconds.
    pub night_secs: u32,
    /// Length of one speech, seconds (sport).
    pub speech_secs: u32,
    /// Length of the shooting window, seconds (sport).
    pub shooting_secs: u32,
    /// Whether a removed player's role is announced.
    pub reveal_on_death: bool,
    /// Whether "no one" may be voted for.
    pub allow_no_lynch: bool,
    /// How a tied vote is settled.
    pub tie_rule: TieRule,
    /// How often each doctor may protect themself in one game (classic).
    pub doctor_self_saves: u8,
    /// Players are shown under aliases (sport only).
    pub pseudonyms: bool,
    /// How often a tied vote is repeated before it is drawn (tie rule `revote`).
    pub max_revotes: u8,
    /// Whether the host may fill empty seats with computer players.
    pub fill_with_computers: bool,
    /// Kept so that rulesets written before languages still read; the
    /// language is the group's (`/mafia config language`) or the
    /// terminal's (`--lang`), not the ruleset's, so only "en" is valid
    /// here and nothing shows it.
    pub language: String,
    /// Starting hit points and the heal (hp).
    pub hp: HitPoints,
    /// Whether a day ends as soon as every living player has voted. The bot
    /// arena turns it off: the protocol's day always runs its 50 rounds and
    /// votes may change until the end.
    #[serde(default = "yes")]
    pub end_day_when_all_voted: bool,
    /// Whether the living mafia may talk privately at night through the
    /// bot.
    #[serde(default = "yes")]
    pub team_chat: bool,
    /// Whether people without a seat may watch (`/mafia watch`): they
    /// join the dead's room and get the public news privately.
    #[serde(default)]
    pub spectators: bool,
    /// Whether the dead and the spectators are shown every role.
    #[serde(default)]
    pub dead_see_roles: bool,
    /// Deadlines in a row a player may let pass without acting before
    /// `afk_action` is taken (a warning comes after each but the last).
    #[serde(default = "two")]
    pub afk_strikes: u8,
    /// What happens to an inactive player's seat: `replace` (a computer
    /// player takes it), `remove` (it leaves the game as a death whose
    /// role stays hidden until the end) or `none`.
    #[serde(default = "replace")]
    pub afk_action: String,
    /// Whether a replaced player may take their seat back by acting (a
    /// removed seat never comes back).
    #[serde(default)]
    pub afk_return: bool,
    /// How long a lobby waits for the start before it closes, seconds
    /// (the host may extend it once by as much).
    #[serde(default = "fifteen_minutes")]
    pub lobby_timeout_secs: u32,
    /// classic: the roles dealt and their counts by role name
    /// (`roles = { godfather = 1, mafioso = 1, cop = 1 }`), villagers for
    /// the other seats; unset, the counts come from `mafia_divisor`, `cops`
    /// and `doctors`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub roles: Option<BTreeMap<String, u8>>,
    /// classic: the options the roles bring, by name
    /// (`role_options = { vigilante_shots = 3 }`); an option not set has
    /// its role's default.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub role_options: BTreeMap<String, u8>,
    /// classic: the deal of the mode the game was started from (see
    /// [`crate::mafia::modes`]); it replaces `roles` and the counts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub mode: Option<Box<crate::mafia::modes::DealPlan>>,
    /// How the computer players play (a mode's `[computers]` table); a
    /// ruleset with the defaults is written without it, as before the
    /// settings existed.
    #[serde(default, skip_serializing_if = "Computers::is_default")]
    pub computers: Computers,
}

fn fifteen_minutes() -> u32 {
    crate::definition::DEFAULT_LOBBY_TIMEOUT_SECS
}

fn two() -> u8 {
    2
}

fn replace() -> String {
    "replace".into()
}

/// Serde default for options that were always on before they existed.
fn yes() -> bool {
    true
}

/// A ruleset that cannot be used, with what is allowed instead. Worded
/// per language by `render::ruleset_error`; `Display` is the English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RulesetError {
    /// An option outside its range.
    Invalid {
        /// The option's name as written in TOML.
        option: String,
        /// The value given.
        value: String,
        /// What is allowed.
        allowed: Allowed,
    },
    /// The text is not a ruleset (the TOML reader's words).
    Parse(String),
}

impl fmt::Display for RulesetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::mafia::render::ruleset_error(
            crate::render::Lang::En,
            self,
        ))
    }
}

impl std::error::Error for RulesetError {}

const DEFAULT_HP: HitPoints = HitPoints {
    commoner: 1000,
    mafia: 2500,
    detective: 800,
    healer: 800,
    heal: 500,
};

impl Ruleset {
    /// The rules for inactive players (`none` for a word that is not an
    /// action: [`Ruleset::validate`] refuses it).
    pub fn afk(&self) -> AfkRules {
        AfkRules {
            strikes: self.afk_strikes.max(1),
            action: AfkAction::from_word(&self.afk_action).unwrap_or(AfkAction::None),
            may_return: self.afk_return,
        }
    }

    /// A role's option: the value set, or the role's default (0 for a
    /// name no role brings).
    pub fn role_option(&self, name: &str) -> u8 {
        self.role_options
            .get(name)
            .copied()
            .or_else(|| Role::option(name).map(|o| o.default))
            .unwrap_or(0)
    }

    /// The `classic` preset of the rules.
    pub fn classic() -> Ruleset {
        Ruleset {
            preset: Preset::Classic,
            min_players: 6,
            max_players: 20,
            mafia_divisor: 3,
            cops: 1,
            doctors: 1,
            detective_divisor: 5,
            healer_divisor: 10,
            min_healers: 1,
            day0_secs: 60,
            day_secs: 300,
            night_secs: 120,
            speech_secs: 60,
            shooting_secs: 60,
            reveal_on_death: true,
            allow_no_lynch: true,
            tie_rule: TieRule::Random,
            doctor_self_saves: 1,
            pseudonyms: false,
            max_revotes: 3,
            fill_with_computers: true,
            language: "en".into(),
            hp: DEFAULT_HP,
            end_day_when_all_voted: true,
            team_chat: true,
            spectators: false,
            dead_see_roles: false,
            afk_strikes: two(),
            afk_action: replace(),
            afk_return: false,
            lobby_timeout_secs: fifteen_minutes(),
            roles: None,
            role_options: BTreeMap::new(),
            mode: None,
            computers: Computers::default(),
        }
    }

    /// The `hp` preset: hit points, detectives and healers.
    pub fn hp() -> Ruleset {
        Ruleset {
            preset: Preset::Hp,
            min_players: 6,
            max_players: 30,
            mafia_divisor: 5,
            cops: 0,
            doctors: 0,
            allow_no_lynch: false,
            tie_rule: TieRule::Revote,
            ..Ruleset::classic()
        }
    }

    /// The `sport` preset: ⌊n/3⌋ black cards (one the don), one sheriff,
    /// speeches in seat order, unanimous shooting and pseudonyms. Each
    /// speech lasts `speech_secs` and the shooting `shooting_secs`; each
    /// vote (on the nominees, or yes-or-no) lasts `day_secs`, and night 0
    /// and the night's checks `night_secs`.
    pub fn sport() -> Ruleset {
        Ruleset {
            preset: Preset::Sport,
            min_players: 10,
            max_players: 16,
            mafia_divisor: 3,
            cops: 0,
            doctors: 0,
            day_secs: 60,
            night_secs: 30,
            allow_no_lynch: false,
            tie_rule: TieRule::Revote,
            pseudonyms: true,
            ..Ruleset::classic()
        }
    }

    /// Reads a ruleset from TOML. The file starts from its `preset`
    /// (classic when omitted) and overrides any options it names; the
    /// result is validated.
    pub fn from_toml(text: &str) -> Result<Ruleset, RulesetError> {
        let parse = |e: &dyn fmt::Display| RulesetError::Parse(e.to_string());
        let file: toml::Table = toml::from_str(text).map_err(|e| parse(&e))?;
        let preset = match file.get("preset") {
            None => Preset::Classic,
            Some(v) => v.clone().try_into().map_err(|_| RulesetError::Invalid {
                option: "preset".into(),
                value: v.to_string(),
                allowed: Allowed::OneOf {
                    items: list(&Preset::ALL),
                },
            })?,
        };
        let mut merged = toml::Table::try_from(preset.ruleset()).map_err(|e| parse(&e))?;
        for (key, value) in file {
            match (merged.get_mut(&key), value) {
                (Some(toml::Value::Table(base)), toml::Value::Table(over)) => base.extend(over),
                (_, value) => {
                    merged.insert(key, value);
                }
            }
        }
        let rules: Ruleset = merged.try_into().map_err(|e| parse(&e))?;
        rules.validate()?;
        Ok(rules)
    }

    /// The ruleset as TOML; [`Ruleset::from_toml`] reads it back.
    pub fn to_toml(&self) -> String {
        // Every field is a plain scalar or table, so serialising cannot fail.
        toml::to_string(self).unwrap_or_default()
    }

    /// Checks every option against its allowed range.
    pub fn validate(&self) -> Result<(), RulesetError> {
        // A mode's own deal serves tables from 5 to 30 (quick, big).
        let (lo, hi) = match (&self.mode, self.preset) {
            (Some(_), Preset::Classic) => (5, 30),
            _ => self.preset.seat_limits(),
        };
        let seats = Allowed::Seats {
            preset: self.preset.to_string(),
            lo: lo.into(),
            hi: hi.into(),
        };
        check("min_players", self.min_players, lo..=hi, &seats)?;
        check("max_players", self.max_players, lo..=hi, &seats)?;
        if self.min_players > self.max_players {
            return Err(invalid(
                "max_players",
                self.max_players,
                Allowed::AtLeast {
                    option: "min_players".into(),
                    value: self.min_players.into(),
                },
            ));
        }
        let up_to_min_players = Allowed::UpTo {
            lo: 2,
            option: "min_players".into(),
            value: self.min_players.into(),
        };
        // Every game needs a mafia, so the smallest table must have one.
        check(
            "mafia_divisor",
            self.mafia_divisor,
            2..=self.min_players,
            &up_to_min_players,
        )?;
        match self.preset {
            Preset::Classic => {
                check("cops", self.cops, 0..=3, &Allowed::Range { lo: 0, hi: 3 })?;
                check(
                    "doctors",
                    self.doctors,
                    0..=3,
                    &Allowed::Range { lo: 0, hi: 3 },
                )?;
                check(
                    "doctor_self_saves",
                    self.doctor_self_saves,
                    0..=10,
                    &Allowed::Range { lo: 0, hi: 10 },
                )?;
                check(
                    "day0_secs",
                    self.day0_secs,
                    10..=3600,
                    &Allowed::Seconds { lo: 10, hi: 3600 },
                )?;
            }
            Preset::Hp => {
                check(
                    "detective_divisor",
                    self.detective_divisor,
                    2..=self.min_players,
                    &up_to_min_players,
                )?;
                check(
                    "healer_divisor",
                    self.healer_divisor,
                    2..=30,
                    &Allowed::Range { lo: 2, hi: 30 },
                )?;
                check(
                    "min_healers",
                    self.min_healers,
                    0..=3,
                    &Allowed::Range { lo: 0, hi: 3 },
                )?;
                let hp = &Allowed::Range { lo: 1, hi: 100000 };
                check("hp.commoner", self.hp.commoner, 1..=100_000, hp)?;
                check("hp.mafia", self.hp.mafia, 1..=100_000, hp)?;
                check("hp.detective", self.hp.detective, 1..=100_000, hp)?;
                check("hp.healer", self.hp.healer, 1..=100_000, hp)?;
                check("hp.heal", self.hp.heal, 1..=100_000, hp)?;
            }
            // The sport deal is fixed (one don, one sheriff); its phase
            // lengths are checked below with everyone's.
            Preset::Sport => {}
        }
        check(
            "day_secs",
            self.day_secs,
            30..=86_400,
            &Allowed::Seconds { lo: 30, hi: 86400 },
        )?;
        check(
            "night_secs",
            self.night_secs,
            10..=86_400,
            &Allowed::Seconds { lo: 10, hi: 86400 },
        )?;
        check(
            "speech_secs",
            self.speech_secs,
            10..=600,
            &Allowed::Seconds { lo: 10, hi: 600 },
        )?;
        check(
            "shooting_secs",
            self.shooting_secs,
            5..=600,
            &Allowed::Seconds { lo: 5, hi: 600 },
        )?;
        check(
            "max_revotes",
            self.max_revotes,
            0..=10,
            &Allowed::Range { lo: 0, hi: 10 },
        )?;
        check(
            "afk_strikes",
            self.afk_strikes,
            1..=10,
            &Allowed::Range { lo: 1, hi: 10 },
        )?;
        check(
            "lobby_timeout_secs",
            self.lobby_timeout_secs,
            60..=86400,
            &Allowed::Seconds { lo: 60, hi: 86400 },
        )?;
        if AfkAction::from_word(&self.afk_action).is_none() {
            return Err(invalid(
                "afk_action",
                &self.afk_action,
                Allowed::OneOf {
                    items: AfkAction::ALL.map(AfkAction::word).join(", "),
                },
            ));
        }
        if !self.preset.tie_rules().contains(&self.tie_rule) {
            return Err(invalid(
                "tie_rule",
                self.tie_rule,
                Allowed::PresetAllows {
                    preset: self.preset.to_string(),
                    items: list(self.preset.tie_rules()),
                },
            ));
        }
        if self.pseudonyms && self.preset != Preset::Sport {
            return Err(invalid(
                "pseudonyms",
                true,
                Allowed::NoPseudonyms {
                    preset: self.preset.to_string(),
                },
            ));
        }
        if self.language != "en" {
            return Err(invalid("language", &self.language, Allowed::OnlyEnglish));
        }
        if let Some(roles) = &self.roles {
            self.check_roles(roles)?;
        }
        check(
            "computers.village_skill",
            self.computers.village_skill,
            0..=Computers::FULL_SKILL,
            &Allowed::Percent {
                lo: 0,
                hi: Computers::FULL_SKILL.into(),
            },
        )?;
        self.check_role_options()
    }

    /// Role options: each a known role's option, within its range.
    fn check_role_options(&self) -> Result<(), RulesetError> {
        for (name, value) in &self.role_options {
            let Some(option) = Role::option(name) else {
                let known: Vec<&str> = Role::ALL
                    .into_iter()
                    .flat_map(|r| r.unit().options().iter().map(|o| o.name))
                    .collect();
                return Err(invalid(
                    "role_options",
                    name,
                    Allowed::OneOf {
                        items: known.join(", "),
                    },
                ));
            };
            check(
                option.name,
                *value,
                option.lo..=option.hi,
                &Allowed::Range {
                    lo: option.lo.into(),
                    hi: option.hi.into(),
                },
            )?;
        }
        Ok(())
    }

    /// A classic list of roles: known classic roles only, no more seats
    /// than the smallest table, and a killer on the mafia's side.
    fn check_roles(&self, roles: &BTreeMap<String, u8>) -> Result<(), RulesetError> {
        let classic: Vec<&str> = Role::ALL
            .into_iter()
            .filter(|r| r.classic())
            .map(Role::name)
            .collect();
        if self.preset != Preset::Classic {
            let listed: Vec<&str> = roles.keys().map(String::as_str).collect();
            return Err(invalid(
                "roles",
                listed.join(", "),
                Allowed::OnlyClassic {
                    preset: self.preset.to_string(),
                },
            ));
        }
        for name in roles.keys() {
            if !Role::named(name).is_some_and(Role::classic) {
                return Err(invalid(
                    "roles",
                    name,
                    Allowed::OneOf {
                        items: classic.join(", "),
                    },
                ));
            }
        }
        let total: u32 = roles.values().map(|n| u32::from(*n)).sum();
        if total > u32::from(self.min_players) {
            return Err(invalid(
                "roles",
                total,
                Allowed::UpTo {
                    lo: 1,
                    option: "min_players".into(),
                    value: self.min_players.into(),
                },
            ));
        }
        let killer = Role::mafia_killer;
        let killers: Vec<&str> = Role::ALL
            .into_iter()
            .filter(|r| r.classic() && killer(*r))
            .map(Role::name)
            .collect();
        let has_killer = roles
            .iter()
            .any(|(name, n)| *n > 0 && Role::named(name).is_some_and(killer));
        if !has_killer {
            let listed: Vec<String> = roles.iter().map(|(r, n)| format!("{r}:{n}")).collect();
            return Err(invalid(
                "roles",
                listed.join(","),
                Allowed::NeedsOneOf {
                    items: killers.join(", "),
                },
            ));
        }
        Ok(())
    }
}

fn invalid(option: &str, value: impl fmt::Display, allowed: Allowed) -> RulesetError {
    RulesetError::Invalid {
        option: option.into(),
        value: value.to_string(),
        allowed,
    }
}

fn check<T: PartialOrd + fmt::Display>(
    option: &str,
    value: T,
    range: std::ops::RangeInclusive<T>,
    allowed: &Allowed,
) -> Result<(), RulesetError> {
    if range.contains(&value) {
        Ok(())
    } else {
        Err(invalid(option, value, allowed.clone()))
    }
}

fn list<T: fmt::Display>(items: &[T]) -> String {
    items
        .iter()
        .map(|i| i.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn presets_validate() {
        for p in Preset::ALL {
            assert_eq!(p.ruleset().validate(), Ok(()), "{p}");
            assert_eq!(p.ruleset().preset, p);
        }
    }

    #[test]
    fn toml_round_trip() {
        for p in Preset::ALL {
            let r = p.ruleset();
            assert_eq!(Ruleset::from_toml(&r.to_toml()), Ok(r));
        }
    }

    #[test]
    fn toml_overrides_start_from_the_preset() {
        let r = Ruleset::from_toml("preset = \"hp\"\nmax_revotes = 1\n[hp]\nheal = 300\n");
        let want = Ruleset {
            max_revotes: 1,
            hp: HitPoints {
                heal: 300,
                ..Ruleset::hp().hp
            },
            ..Ruleset::hp()
        };
        assert_eq!(r, Ok(want));
        assert_eq!(Ruleset::from_toml(""), Ok(Ruleset::classic()));
    }

    #[test]
    fn bad_values_name_option_value_and_range() {
        let err = Ruleset::from_toml("preset = \"hp\"\nmin_players = 4").unwrap_err();
        assert_eq!(
            err.to_string(),
            "min_players = 4 is not allowed: hp needs 6 to 30 players"
        );
        let err = Ruleset::from_toml("max_revotes = 11").unwrap_err();
        assert_eq!(err.to_string(), "max_revotes = 11 is not allowed: 0 to 10");
        let err = Ruleset::from_toml("tie_rule = \"revote\"").unwrap_err();
        assert_eq!(
            err.to_string(),
            "tie_rule = revote is not allowed: classic allows random, no_lynch"
        );
        let err = Ruleset::from_toml("preset = \"poker\"").unwrap_err();
        assert!(err.to_string().contains("one of classic, hp"), "{err}");
        let err = Ruleset::from_toml("colour = 3").unwrap_err();
        assert!(err.to_string().contains("colour"), "{err}");
        let err = Ruleset::from_toml("min_players = 9\nmax_players = 7").unwrap_err();
        assert!(err.to_string().contains("max_players = 7"), "{err}");
        let err = Ruleset::from_toml("pseudonyms = true").unwrap_err();
        assert!(err.to_string().starts_with("pseudonyms = true"), "{err}");
        let err = Ruleset::from_toml("preset = \"sport\"\nmin_players = 8").unwrap_err();
        assert_eq!(
            err.to_string(),
            "min_players = 8 is not allowed: sport needs 10 to 16 players"
        );
        let err = Ruleset::from_toml("preset = \"sport\"\nmax_players = 17").unwrap_err();
        assert!(
            err.to_string().contains("sport needs 10 to 16 players"),
            "{err}"
        );
    }

    #[test]
    fn sport_allows_pseudonyms_on_and_off() {
        assert!(Ruleset::sport().pseudonyms);
        let off = Ruleset::from_toml("preset = \"sport\"\npseudonyms = false");
        assert_eq!(
            off,
            Ok(Ruleset {
                pseudonyms: false,
                ..Ruleset::sport()
            })
        );
    }
}
