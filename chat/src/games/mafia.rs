//! Mafia in chat: `/mafia`, its presets (classic, sport, hp), a group's
//! ruleset as its settings, the day's vote and "ready" answered in the
//! group with a live tally, and sport's private speeches and kill order.

use super::settings::{self, SettingsError, ValueKind};
use super::{ChatGame, ModeGame, ModeLine, Played, RoleBook, UnknownRole};
use narrator_engine::GameMessage;
use narrator_engine::allowed::Allowed;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::modes::formula::Formula;
use narrator_engine::mafia::modes::{DealPlan, Modes};
use narrator_engine::mafia::render;
use narrator_engine::mafia::roles::guide;
use narrator_engine::mafia::{
    Computers, CopClaims, MafiaAction, MafiaMessage, MafiaPrompt, MafiaTeam, Preset, Role, Ruleset,
    RulesetError,
};
use narrator_engine::{
    Action, GameConfig, GameKind, Message, Outcome, Prompt, PromptKind, Seat, Seed, Team,
};
use narrator_i18n::Lang;
use std::collections::BTreeMap;
use std::sync::Arc;

/// The registration, with the modes the group may play: the built-in ones
/// and an operator's (`NARRATOR_MODES_DIR`, read by the host at start).
pub struct Mafia {
    modes: Arc<Modes>,
}

impl Mafia {
    /// Mafia offering `modes`.
    pub fn with_modes(modes: Modes) -> Mafia {
        Mafia {
            modes: Arc::new(modes),
        }
    }
}

impl Default for Mafia {
    /// Mafia with the built-in modes.
    fn default() -> Mafia {
        Mafia::with_modes(Modes::built_in())
    }
}

const PRESETS: &[&str] = &["classic", "sport", "hp"];

/// Computer games a group's own list of roles is played at each of its
/// sizes: enough to tell a lopsided list (a side at 20 % is seen at once)
/// in a second or two.
const BALANCE_GAMES: u32 = 100;

/// The win rates, in percent, a side may have without a warning.
const FAIR: (u32, u32) = (30, 70);

/// The preset `name` names; refused with the presets and `modes` listed.
fn preset(modes: &Modes, name: &str) -> Result<Preset, SettingsError> {
    Preset::ALL
        .into_iter()
        .find(|p| p.to_string().eq_ignore_ascii_case(name))
        .ok_or_else(|| unknown(modes, name))
}

/// No preset and no mode goes by `name`: both are listed.
fn unknown(modes: &Modes, name: &str) -> SettingsError {
    let mut known: Vec<String> = PRESETS.iter().map(|p| p.to_string()).collect();
    for mode in modes.all() {
        if !known.contains(&mode.name) {
            known.push(mode.name.clone());
        }
    }
    SettingsError::UnknownPreset {
        name: name.into(),
        known: Some(known.join(", ")),
    }
}

/// A preset's rules, keeping the group's tweaks when they are of it; or
/// a mode's rules (a preset's name wins over a mode's, as `classic`).
fn rules_named(modes: &Modes, name: &str, group: Ruleset) -> Result<Ruleset, SettingsError> {
    match preset(modes, name) {
        Ok(p) if p == group.preset && group.mode.is_none() => Ok(group),
        Ok(p) => Ok(p.ruleset()),
        Err(_) => match modes.get(name) {
            Some(mode) => mode.ruleset().map_err(|_| unknown(modes, name)),
            None => Err(unknown(modes, name)),
        },
    }
}

/// A group's stored ruleset; unreadable ones fall back to classic (logged),
/// so a bad row never stops a group from playing.
fn stored(text: Option<&str>) -> Ruleset {
    match text {
        Some(text) => Ruleset::from_toml(text).unwrap_or_else(|e| {
            tracing::warn!("stored group rules unreadable, using classic: {e}");
            Ruleset::classic()
        }),
        None => Ruleset::classic(),
    }
}

impl From<RulesetError> for SettingsError {
    fn from(e: RulesetError) -> SettingsError {
        match e {
            RulesetError::Invalid {
                option,
                value,
                allowed,
            } => SettingsError::Invalid {
                option,
                value,
                allowed,
            },
            RulesetError::Parse(detail) => SettingsError::Unreadable(detail),
        }
    }
}

impl ChatGame for Mafia {
    fn word(&self) -> &'static str {
        "mafia"
    }

    fn kind(&self) -> GameKind {
        GameKind::Mafia
    }

    fn presets(&self) -> &'static [&'static str] {
        PRESETS
    }

    fn external_bots(&self) -> bool {
        true
    }

    /// The rates are the village's: the side a mode is balanced for.
    fn modes(&self, lang: Lang, played: &[ModeGame]) -> Vec<ModeLine> {
        let side = render::team(lang, MafiaTeam::Village);
        let village = MafiaTeam::Village.code();
        self.modes
            .all()
            .map(|m| {
                let mut sizes: BTreeMap<u32, Played> = BTreeMap::new();
                for game in played.iter().filter(|g| g.mode == m.name) {
                    let size = sizes.entry(game.seats).or_insert(Played {
                        players: game.seats,
                        games: 0,
                        wins: 0,
                    });
                    size.games += 1;
                    size.wins += u32::from(game.winners.contains(village));
                }
                ModeLine {
                    name: m.name.clone(),
                    min: m.min_players,
                    max: m.max_players,
                    description: m.description(lang).to_string(),
                    side: side.clone(),
                    simulated: m.balance.by_size(),
                    played: sizes.into_values().collect(),
                }
            })
            .collect()
    }

    fn spectators(&self) -> bool {
        true
    }

    /// A lobby opened from a mode names it and what it deals at the
    /// number seated (at least its fewest, at most its most).
    fn lobby_note(&self, lang: Lang, config: &GameConfig, players: usize) -> Option<String> {
        let GameConfig::Mafia(rules) = config else {
            return None;
        };
        let plan = rules.mode.as_deref()?;
        let (min, max) = config.seat_range();
        let n = players.clamp(usize::from(min), usize::from(max));
        Some(deal_note(lang, rules, plan, n))
    }

    fn roles(&self) -> Option<&dyn RoleBook> {
        Some(self)
    }

    /// Kept under the name it had before other games came to chat, so
    /// groups keep their rules.
    fn settings_scope(&self) -> String {
        "group-rules".into()
    }

    fn config(
        &self,
        stored_rules: Option<&str>,
        preset_name: Option<&str>,
    ) -> Result<GameConfig, SettingsError> {
        let group = stored(stored_rules);
        let rules = match preset_name {
            None => group,
            // The group's own rules are of this preset: its tweaks stay.
            Some(name) => rules_named(&self.modes, name, group)?,
        };
        Ok(GameConfig::Mafia(rules))
    }

    fn describe(&self, lang: Lang, config: &GameConfig) -> String {
        match config {
            GameConfig::Mafia(rules) => render::rules(lang, rules),
            _ => String::new(),
        }
    }

    fn set(
        &self,
        stored_rules: Option<&str>,
        option: &str,
        value: &str,
    ) -> Result<String, SettingsError> {
        if option == "preset" {
            return Ok(preset(&self.modes, value)?.ruleset().to_toml());
        }
        // A mode replaces the group's rules with the mode's.
        if option == "mode" {
            let name = value.trim();
            let mode = self
                .modes
                .get(name)
                .ok_or_else(|| unknown(&self.modes, name))?;
            let rules = mode.ruleset().map_err(|_| unknown(&self.modes, name))?;
            return Ok(rules.to_toml());
        }
        if option == "roles" {
            let mut rules = stored(stored_rules);
            rules.roles = role_list(value)?;
            rules.validate()?;
            return Ok(rules.to_toml());
        }
        if let Some(known) = Role::option(option) {
            let mut rules = stored(stored_rules);
            rules
                .role_options
                .insert(option.into(), role_option(option, value, known.hi)?);
            rules.validate()?;
            return Ok(rules.to_toml());
        }
        if let Some(setting) = option.strip_prefix("computers.") {
            computers_value(option, setting, value.trim())?;
        }
        let text = settings::set_in_toml(&editable(&stored(stored_rules))?, option, value)?;
        Ok(Ruleset::from_toml(&text)?.to_toml())
    }

    /// A group's own list of roles is played by computers at its
    /// smallest, middle and largest table; a side winning less than 30 %
    /// or more than 70 % at any of them is worth a warning (the list is
    /// kept: a group may want a lopsided game).
    fn setting_warning(&self, lang: Lang, option: &str, config: &GameConfig) -> Option<String> {
        let GameConfig::Mafia(rules) = config else {
            return None;
        };
        if option != "roles" || rules.roles.is_none() {
            return None;
        }
        let (min, max) = config.seat_range();
        let mut sizes = vec![min, min + (max - min) / 2, max];
        sizes.dedup();
        let village = Team::Mafia(MafiaTeam::Village);
        let mafia = Team::Mafia(MafiaTeam::Mafia);
        let mut figures = Vec::new();
        let mut lopsided = false;
        for n in sizes {
            let (mut village_wins, mut mafia_wins) = (0u32, 0u32);
            for g in 0..BALANCE_GAMES {
                let seed = Seed::from_number((u64::from(n) << 32) + u64::from(g));
                let played = simulate::run(config, seed, n, false);
                match played.result.map(|r| r.outcome) {
                    Some(Outcome::Won(team)) if team == village => village_wins += 1,
                    Some(Outcome::Won(team)) if team == mafia => mafia_wins += 1,
                    _ => {}
                }
            }
            let rate = |wins: u32| wins * 100 / BALANCE_GAMES;
            let (v, m) = (rate(village_wins), rate(mafia_wins));
            lopsided |= [v, m].iter().any(|r| !(FAIR.0..=FAIR.1).contains(r));
            figures.push(narrator_i18n::text(
                lang,
                "roles-balance-size",
                Some(&narrator_i18n::args![
                    ("players", n),
                    ("village-side", render::team(lang, MafiaTeam::Village)),
                    ("village", v),
                    ("mafia-side", render::team(lang, MafiaTeam::Mafia)),
                    ("mafia", m)
                ]),
            ));
        }
        lopsided.then(|| {
            narrator_i18n::text(
                lang,
                "roles-balance-warning",
                Some(&narrator_i18n::args![
                    ("games", BALANCE_GAMES),
                    ("figures", figures.join("; ")),
                    ("low", FAIR.0),
                    ("high", FAIR.1)
                ]),
            )
        })
    }

    /// The day's vote is public by the rules, and so is saying you are
    /// ready.
    fn answered_in_group(&self, kind: PromptKind) -> bool {
        matches!(
            kind,
            PromptKind::Mafia(MafiaPrompt::Vote | MafiaPrompt::Ready)
        )
    }

    /// Sport's speech and the don's kill order are said through the bot.
    fn reads_text(&self, prompt: &Prompt) -> bool {
        matches!(
            prompt.kind,
            PromptKind::Mafia(MafiaPrompt::Speech | MafiaPrompt::KillOrder)
        )
    }

    fn said(&self, prompt: &Prompt, words: &str) -> Option<Action> {
        // "speak TEXT" as at the terminal, or just the words.
        let words = words.trim();
        let words = words.strip_prefix("speak ").unwrap_or(words).trim();
        (self.reads_text(prompt) && !words.is_empty())
            .then(|| Action::Mafia(MafiaAction::Speak(words.to_string())))
    }

    fn tally(&self, message: &Message) -> Option<(Seat, Action)> {
        match message {
            Message::Game(GameMessage::Mafia(MafiaMessage::VoteCast { voter, choice })) => {
                Some((*voter, Action::Mafia(MafiaAction::Vote(*choice))))
            }
            _ => None,
        }
    }
}

/// A pool at one size: how many it gives, and the roles it draws from.
type PoolDraw = (usize, Vec<String>);

/// What a mode deals at `n` seats, without a seed: the roles dealt for
/// sure (the mafia's count and explicit lists among them) and each pool
/// with how many it gives; a chaos deal is one draw for every seat.
/// Villagers fill the rest.
fn deal_shape(plan: &DealPlan, n: usize) -> (BTreeMap<String, usize>, Vec<PoolDraw>) {
    let sure = plan
        .sure_counts(n)
        .into_iter()
        .map(|(r, k)| (r, usize::from(k)))
        .collect();
    let at = |f: &str| Formula::parse(f).map_or(0, |f| f.at(n));
    let mut pools: Vec<PoolDraw> = plan
        .pools_at_size(n)
        .map(|p| {
            (
                at(&p.count).min(p.from.len()),
                p.from.keys().cloned().collect(),
            )
        })
        .filter(|(k, _)| *k > 0)
        .collect();
    let listed = plan.lists.contains_key(&n.to_string());
    if let Some(chaos) = plan.chaos.as_ref().filter(|_| !listed) {
        pools.push((n, chaos.names().cloned().collect()));
    }
    (sure, pools)
}

/// The lobby's words on a mode's deal at `n` seats: how many each side
/// gets, and the roles by name only when the rules show roles at death
/// anyway. A pool's draw is never told: a pool of one side counts for
/// that side, a mixed one only as "drawn", and named it is "one of …".
fn deal_note(lang: Lang, rules: &Ruleset, plan: &DealPlan, n: usize) -> String {
    let (sure, pools) = deal_shape(plan, n);
    let team = |name: &str| Role::named(name).map_or(MafiaTeam::Village, Role::team);
    let dealt: usize = sure.values().sum::<usize>() + pools.iter().map(|(k, _)| k).sum::<usize>();
    let villagers = n.saturating_sub(dealt);
    // The sides in a fixed order: the mafia, the village, then the rest.
    let mut sides: Vec<(MafiaTeam, usize)> =
        vec![(MafiaTeam::Mafia, 0), (MafiaTeam::Village, villagers)];
    let mut add = |side: MafiaTeam, k: usize| match sides.iter_mut().find(|(s, _)| *s == side) {
        Some((_, count)) => *count += k,
        None => sides.push((side, k)),
    };
    let mut drawn = 0;
    for (role, k) in &sure {
        add(team(role), *k);
    }
    for (k, from) in &pools {
        let first = from.first().map(|r| team(r));
        match first {
            Some(side) if from.iter().all(|r| team(r) == side) => add(side, *k),
            _ => drawn += k,
        }
    }
    let mut parts: Vec<String> = sides
        .iter()
        .filter(|(_, k)| *k > 0)
        .map(|(side, k)| {
            narrator_i18n::text(
                lang,
                "lobby-mode-side",
                Some(&narrator_i18n::args![
                    ("side", render::team(lang, *side)),
                    ("count", *k)
                ]),
            )
        })
        .collect();
    if drawn > 0 {
        parts.push(narrator_i18n::text(
            lang,
            "lobby-mode-drawn",
            Some(&narrator_i18n::args![("count", drawn)]),
        ));
    }
    let mut note = narrator_i18n::text(
        lang,
        "lobby-mode",
        Some(&narrator_i18n::args![
            ("mode", plan.mode.as_str()),
            ("players", n),
            ("sides", parts.join(", "))
        ]),
    );
    if rules.reveal_on_death {
        // The bare name players read in `/mafia roles` ("Cop").
        let name = |r: &str| Role::named(r).map_or_else(|| r.to_owned(), |r| guide::name(lang, r));
        let role = |r: &str, k: usize| {
            narrator_i18n::text(
                lang,
                "lobby-mode-role",
                Some(&narrator_i18n::args![("role", name(r)), ("count", k)]),
            )
        };
        let mut roles: Vec<String> = sure.iter().map(|(r, k)| role(r, *k)).collect();
        for (k, from) in &pools {
            let names: Vec<String> = from.iter().map(|r| name(r)).collect();
            roles.push(narrator_i18n::text(
                lang,
                "lobby-mode-pool",
                Some(&narrator_i18n::args![
                    ("count", *k),
                    ("roles", names.join(" / "))
                ]),
            ));
        }
        if villagers > 0 {
            roles.push(role("villager", villagers));
        }
        note.push('\n');
        note.push_str(&narrator_i18n::text(
            lang,
            "lobby-mode-roles",
            Some(&narrator_i18n::args![("roles", roles.join(", "))]),
        ));
    }
    note
}

/// A role's option: a whole number, or for a 0-or-1 option on or off too.
/// Its range is the ruleset's to check.
fn role_option(option: &str, value: &str, hi: u8) -> Result<u8, SettingsError> {
    let value = value.trim();
    match value {
        "on" | "true" | "yes" if hi == 1 => return Ok(1),
        "off" | "false" | "no" if hi == 1 => return Ok(0),
        _ => {}
    }
    value.parse().map_err(|_| SettingsError::WrongKind {
        option: option.into(),
        value: value.into(),
        kind: if hi == 1 {
            ValueKind::OnOff
        } else {
            ValueKind::WholeNumber
        },
    })
}

/// The rules as TOML with the computer players' settings always there: a
/// ruleset at their defaults is stored without them, and only a key that
/// is there can be set (`/mafia config computers.village_skill 80`).
fn editable(rules: &Ruleset) -> Result<String, SettingsError> {
    let unreadable = |e: &dyn std::fmt::Display| SettingsError::Unreadable(e.to_string());
    let mut table = toml::Table::try_from(rules).map_err(|e| unreadable(&e))?;
    let computers = toml::Table::try_from(rules.computers).map_err(|e| unreadable(&e))?;
    table
        .entry("computers")
        .or_insert(toml::Value::Table(computers));
    toml::to_string(&table).map_err(|e| unreadable(&e))
}

/// Refuses a computer players' setting the ruleset would only call
/// unreadable, saying what it allows: a claims word that is none, or a
/// skill too large to be a percentage at all (the ruleset checks the
/// rest of the range).
fn computers_value(option: &str, setting: &str, value: &str) -> Result<(), SettingsError> {
    let refused = |allowed| settings::out_of_range(option, value, allowed);
    match setting {
        "cop_claims" if !CopClaims::ALL.iter().any(|c| c.word() == value) => {
            let words: Vec<&str> = CopClaims::ALL.iter().map(|c| c.word()).collect();
            Err(refused(Allowed::OneOf {
                items: words.join(", "),
            }))
        }
        "village_skill" if value.parse::<i64>().is_ok() && value.parse::<u8>().is_err() => {
            Err(refused(Allowed::Percent {
                lo: 0,
                hi: Computers::FULL_SKILL.into(),
            }))
        }
        _ => Ok(()),
    }
}

/// The ruleset of a Mafia game's settings (classic for another game's,
/// which the front never passes here).
fn ruleset(config: &GameConfig) -> Ruleset {
    match config {
        GameConfig::Mafia(rules) => rules.clone(),
        _ => Ruleset::classic(),
    }
}

/// The roles are explained by the engine's guide, from the
/// `mafia-roles` catalogue.
impl RoleBook for Mafia {
    fn listing(&self, lang: Lang, config: &GameConfig) -> String {
        guide::listing(lang, &ruleset(config))
    }

    fn describe(
        &self,
        lang: Lang,
        config: &GameConfig,
        typed: &str,
    ) -> Result<String, UnknownRole> {
        let rules = ruleset(config);
        match guide::find(lang, &rules, typed) {
            Some(role) => Ok(guide::described(lang, &rules, role)),
            None => Err(UnknownRole {
                typed: typed.trim().to_string(),
                known: guide::names(lang),
            }),
        }
    }
}

/// `/mafia config roles mafioso:2,cop:1` (a role alone counts once), or
/// `off` for the preset's own counts. Which roles may be listed is the
/// ruleset's to check.
fn role_list(value: &str) -> Result<Option<BTreeMap<String, u8>>, SettingsError> {
    let value = value.trim();
    if matches!(value, "off" | "none" | "default") {
        return Ok(None);
    }
    let wrong = || SettingsError::WrongKind {
        option: "roles".into(),
        value: value.into(),
        kind: ValueKind::RoleList,
    };
    let mut list = BTreeMap::new();
    for item in value.split([',', ' ']).filter(|i| !i.is_empty()) {
        let (name, count) = match item.split_once(':') {
            Some((name, count)) => (name, count.parse::<u8>().map_err(|_| wrong())?),
            None => (item, 1),
        };
        if name.is_empty() {
            return Err(wrong());
        }
        *list.entry(name.to_lowercase()).or_insert(0u8) += count;
    }
    if list.is_empty() {
        return Err(wrong());
    }
    Ok(Some(list))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rules(text: &str) -> Ruleset {
        Ruleset::from_toml(text).expect("stored rules read back")
    }

    #[test]
    fn sets_a_number_a_switch_and_a_preset() {
        let t = Mafia::default()
            .set(None, "day_secs", "90")
            .expect("day_secs");
        assert_eq!(rules(&t).day_secs, 90);
        let t = Mafia::default()
            .set(Some(&t), "allow_no_lynch", "off")
            .expect("switch");
        assert!(!rules(&t).allow_no_lynch);
        let t = Mafia::default()
            .set(Some(&t), "preset", "hp")
            .expect("preset");
        assert_eq!(rules(&t), Ruleset::hp());
    }

    #[test]
    fn a_group_sets_its_own_list_of_roles_and_turns_it_off() {
        let t = Mafia::default()
            .set(None, "roles", "godfather:1, mafioso,cop:1 escort")
            .expect("a list");
        let list = rules(&t).roles.expect("the list is kept");
        let counts: Vec<(&str, u8)> = list.iter().map(|(r, n)| (r.as_str(), *n)).collect();
        assert_eq!(
            counts,
            vec![("cop", 1), ("escort", 1), ("godfather", 1), ("mafioso", 1)]
        );
        let t = Mafia::default().set(Some(&t), "roles", "off").expect("off");
        assert_eq!(rules(&t).roles, None);
        // A malformed list says what a list looks like…
        assert!(matches!(
            Mafia::default().set(None, "roles", "cop:x"),
            Err(SettingsError::WrongKind {
                kind: ValueKind::RoleList,
                ..
            })
        ));
        // …and the ruleset refuses an unknown role or no mafia killer,
        // naming the option.
        for bad in ["werewolf:1,mafioso:1", "cop:1,doctor:1"] {
            assert!(
                matches!(
                    Mafia::default().set(None, "roles", bad),
                    Err(SettingsError::Invalid { ref option, .. }) if option == "roles"
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn a_role_s_option_is_set_by_its_name_and_checked_against_its_range() {
        let t = Mafia::default()
            .set(None, "vigilante_shots", "3")
            .expect("a role option");
        assert_eq!(rules(&t).role_option("vigilante_shots"), 3);
        let t = Mafia::default()
            .set(Some(&t), "jester_ends_game", "off")
            .expect("a switch");
        assert_eq!(rules(&t).role_option("jester_ends_game"), 0);
        assert_eq!(rules(&t).role_option("vigilante_shots"), 3, "kept");
        assert!(matches!(
            Mafia::default().set(None, "vigilante_shots", "9"),
            Err(SettingsError::Invalid { ref option, .. }) if option == "vigilante_shots"
        ));
        assert!(matches!(
            Mafia::default().set(None, "vigilante_shots", "many"),
            Err(SettingsError::WrongKind {
                kind: ValueKind::WholeNumber,
                ..
            })
        ));
    }

    #[test]
    fn a_mode_is_started_or_set_by_its_name() {
        let GameConfig::Mafia(town) = Mafia::default().config(None, Some("town")).expect("town")
        else {
            panic!("not mafia");
        };
        assert_eq!(town.mode.as_ref().map(|m| m.mode.as_str()), Some("town"));
        let t = Mafia::default()
            .set(None, "mode", "hidden")
            .expect("a mode");
        let hidden = rules(&t);
        assert!(!hidden.reveal_on_death);
        assert_eq!(
            hidden.mode.as_ref().map(|m| m.mode.as_str()),
            Some("hidden")
        );
        // The group's mode stays when it starts without a name.
        let GameConfig::Mafia(kept) = Mafia::default().config(Some(&t), None).expect("kept") else {
            panic!("not mafia");
        };
        assert_eq!(kept, hidden);
        // A preset's name is the preset.
        let GameConfig::Mafia(classic) = Mafia::default()
            .config(Some(&t), Some("classic"))
            .expect("classic")
        else {
            panic!("not mafia");
        };
        assert_eq!(classic, Ruleset::classic());
        match Mafia::default().set(None, "mode", "chess") {
            Err(SettingsError::UnknownPreset {
                known: Some(known), ..
            }) => {
                assert!(known.contains("town") && known.contains("sport"), "{known}");
            }
            other => panic!("{other:?}"),
        }
        let lines = Mafia::default().modes(Lang::Ru, &[]);
        assert!(
            lines
                .iter()
                .any(|l| l.name == "quick" && l.min == 5 && l.max == 7)
        );
        assert!(lines.iter().all(|l| !l.description.is_empty()));
    }

    #[test]
    fn the_mafias_night_room_is_on_by_default_and_set_like_any_option() {
        assert!(Ruleset::classic().team_chat && Ruleset::sport().team_chat);
        let t = Mafia::default()
            .set(None, "team_chat", "false")
            .expect("team_chat");
        assert!(!rules(&t).team_chat);
        // Rules stored before the option existed keep the room open.
        let old = Ruleset::classic()
            .to_toml()
            .replace("team_chat = true\n", "");
        assert!(!old.contains("team_chat"));
        assert!(rules(&old).team_chat);
    }

    #[test]
    fn the_computer_players_settings_are_set_by_their_dotted_names_and_shown() {
        let t = Mafia::default()
            .set(None, "computers.village_skill", "80")
            .expect("village_skill");
        let t = Mafia::default()
            .set(Some(&t), "computers.cop_claims", "never")
            .expect("cop_claims");
        let t = Mafia::default()
            .set(Some(&t), "computers.jester_claims", "off")
            .expect("jester_claims");
        let r = rules(&t);
        assert_eq!(
            r.computers,
            Computers {
                village_skill: 80,
                cop_claims: CopClaims::Never,
                jester_claims: false,
                ..Computers::default()
            }
        );
        let shown = ChatGame::describe(&Mafia::default(), Lang::En, &GameConfig::Mafia(r));
        assert!(
            shown.contains("the village reasons 80 % of its votes")
                && shown.contains("the cop claims never"),
            "{shown}"
        );
        // Back at the defaults, the settings are neither stored nor shown.
        let t = Mafia::default()
            .set(Some(&t), "computers.village_skill", "100")
            .and_then(|t| Mafia::default().set(Some(&t), "computers.cop_claims", "when_found"))
            .and_then(|t| Mafia::default().set(Some(&t), "computers.jester_claims", "on"))
            .expect("defaults");
        assert!(!t.contains("[computers]") && !t.contains("skill"), "{t}");
        let shown = ChatGame::describe(&Mafia::default(), Lang::En, &GameConfig::Mafia(rules(&t)));
        assert!(!shown.contains("reasons"), "{shown}");
        for (value, allowed) in [("101", "0 to 100 percent"), ("300", "0 to 100 percent")] {
            let e = Mafia::default()
                .set(None, "computers.village_skill", value)
                .expect_err(value);
            assert!(
                matches!(&e, SettingsError::Invalid { option, .. } if option == "computers.village_skill"),
                "{e}"
            );
            assert!(e.to_string().contains(allowed), "{e}");
        }
        let e = Mafia::default()
            .set(None, "computers.cop_claims", "sometimes")
            .expect_err("a word that is none");
        assert!(
            e.to_string().contains("one of when_found, at_once, never"),
            "{e}"
        );
        assert!(matches!(
            Mafia::default().set(None, "computers.patience", "1"),
            Err(SettingsError::Unknown { .. })
        ));
    }

    #[test]
    fn refuses_unknown_options_wrong_kinds_ranges_and_presets() {
        assert!(matches!(
            Mafia::default().set(None, "dance", "1"),
            Err(SettingsError::Unknown { .. })
        ));
        assert!(matches!(
            Mafia::default().set(None, "day_secs", "long"),
            Err(SettingsError::WrongKind { .. })
        ));
        let e = Mafia::default()
            .set(None, "day_secs", "0")
            .expect_err("range");
        assert!(
            matches!(&e, SettingsError::Invalid { option, .. } if option == "day_secs"),
            "{e}"
        );
        assert!(matches!(
            Mafia::default().set(None, "preset", "chess"),
            Err(SettingsError::UnknownPreset { .. })
        ));
    }

    #[test]
    fn sets_and_checks_the_inactive_player_options() {
        let t = Mafia::default()
            .set(None, "afk_strikes", "3")
            .expect("afk_strikes");
        let t = Mafia::default()
            .set(Some(&t), "afk_action", "none")
            .expect("afk_action");
        let t = Mafia::default()
            .set(Some(&t), "afk_return", "on")
            .expect("afk_return");
        let r = rules(&t);
        assert_eq!(
            (r.afk_strikes, r.afk_action.as_str(), r.afk_return),
            (3, "none", true)
        );
        let removing = Mafia::default()
            .set(Some(&t), "afk_action", "remove")
            .expect("afk_action remove");
        assert_eq!(rules(&removing).afk_action, "remove");
        for (option, value, allowed) in [
            ("afk_strikes", "0", "1 to 10"),
            ("afk_action", "kick", "replace, remove, none"),
        ] {
            let e = Mafia::default()
                .set(Some(&t), option, value)
                .expect_err(option);
            assert!(
                matches!(&e, SettingsError::Invalid { option: o, .. } if o == option),
                "{e}"
            );
            assert!(e.to_string().contains(allowed), "{e}");
        }
        // Rules stored before these options existed read with the defaults.
        let old = Ruleset::classic()
            .to_toml()
            .lines()
            .filter(|l| !l.starts_with("afk_"))
            .collect::<Vec<_>>()
            .join("\n");
        let r = rules(&old);
        assert_eq!(
            (r.afk_strikes, r.afk_action.as_str(), r.afk_return),
            (2, "replace", false)
        );
    }

    #[test]
    fn a_preset_keeps_the_groups_tweaks_only_for_its_own_preset() {
        let t = Mafia::default()
            .set(None, "day_secs", "90")
            .expect("day_secs");
        let GameConfig::Mafia(same) = Mafia::default()
            .config(Some(&t), Some("classic"))
            .expect("classic")
        else {
            panic!("not mafia");
        };
        assert_eq!(same.day_secs, 90);
        let GameConfig::Mafia(other) = Mafia::default().config(Some(&t), Some("hp")).expect("hp")
        else {
            panic!("not mafia");
        };
        assert_eq!(other, Ruleset::hp());
    }

    #[test]
    fn private_words_are_a_speech_only_when_the_floor_is_open() {
        let prompt = |kind| Prompt {
            kind,
            phase: 1,
            choices: Vec::new(),
            deadline: narrator_engine::Timestamp(0),
        };
        assert_eq!(
            Mafia::default().said(&prompt(MafiaPrompt::Speech.into()), "speak I am red"),
            Some(Action::Mafia(MafiaAction::Speak("I am red".into())))
        );
        assert_eq!(
            Mafia::default().said(&prompt(MafiaPrompt::Speech.into()), "  "),
            None
        );
        assert_eq!(
            Mafia::default().said(&prompt(MafiaPrompt::Vote.into()), "hello"),
            None
        );
    }
}
