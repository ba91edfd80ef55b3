//! The Zombie Game in chat: `/zombie`, its options as a group's settings
//! (zombies, turns, turn length, handshake consent, antidote gift, seats).
//! Every choice of a turn (shake hands, accept, use or give the antidote,
//! the host's "end the turn") is a private button; nothing is answered in
//! the group, and no free text means anything.

use super::ChatGame;
use super::settings::{self, SettingsError, out_of_range};
use narrator_engine::allowed::Allowed;
use narrator_engine::zombie::ZombieOptions;
use narrator_engine::{GameConfig, GameKind};
use narrator_i18n::Lang;

/// The registration.
pub struct Zombie;

/// The most seats a chat game takes: one private message per player a
/// turn, within the platforms' rate limits.
const MOST_PLAYERS: u8 = 50;

fn stored(text: Option<&str>) -> ZombieOptions {
    settings::stored_or(text, ZombieOptions::default)
}

/// Refuses options no game may start with, naming the option.
fn check(o: &ZombieOptions) -> Result<(), SettingsError> {
    if !(1..=10).contains(&o.zombies) {
        return Err(out_of_range(
            "zombies",
            o.zombies,
            Allowed::Range { lo: 1, hi: 10 },
        ));
    }
    if !(1..=50).contains(&o.max_turns) {
        return Err(out_of_range(
            "max_turns",
            o.max_turns,
            Allowed::Range { lo: 1, hi: 50 },
        ));
    }
    if !(15..=3600).contains(&o.turn_secs) {
        return Err(out_of_range(
            "turn_secs",
            o.turn_secs,
            Allowed::Seconds { lo: 15, hi: 3600 },
        ));
    }
    let least = o.zombies.saturating_mul(2).saturating_add(1).max(3);
    if o.max_players < least || o.max_players > MOST_PLAYERS {
        return Err(out_of_range(
            "max_players",
            o.max_players,
            Allowed::MostlyHuman {
                lo: least.into(),
                hi: MOST_PLAYERS.into(),
            },
        ));
    }
    Ok(())
}

impl ChatGame for Zombie {
    fn word(&self) -> &'static str {
        "zombie"
    }

    fn kind(&self) -> GameKind {
        GameKind::Zombie
    }

    fn config(
        &self,
        text: Option<&str>,
        preset: Option<&str>,
    ) -> Result<GameConfig, SettingsError> {
        if let Some(name) = preset {
            return Err(settings::no_presets(name));
        }
        Ok(GameConfig::Zombie(stored(text)))
    }

    fn describe(&self, lang: Lang, config: &GameConfig) -> String {
        match config {
            GameConfig::Zombie(o) => narrator_engine::zombie::render::rules(lang, o),
            _ => String::new(),
        }
    }

    fn set(&self, text: Option<&str>, option: &str, value: &str) -> Result<String, SettingsError> {
        let options = settings::set_typed(&stored(text), option, value)?;
        check(&options)?;
        settings::to_toml(&options)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(text: &str) -> ZombieOptions {
        toml::from_str(text).expect("stored options read back")
    }

    #[test]
    fn sets_each_option() {
        let t = Zombie.set(None, "zombies", "2").expect("zombies");
        let t = Zombie
            .set(Some(&t), "handshake_consent", "on")
            .expect("consent");
        let t = Zombie.set(Some(&t), "antidote_gift", "yes").expect("gift");
        let t = Zombie.set(Some(&t), "turn_secs", "60").expect("turn");
        let o = options(&t);
        assert_eq!((o.zombies, o.turn_secs), (2, 60));
        assert!(o.handshake_consent && o.antidote_gift);
        assert_eq!(
            Zombie.config(Some(&t), None).expect("config"),
            GameConfig::Zombie(o)
        );
    }

    #[test]
    fn refuses_what_no_game_could_start_with() {
        for (option, value) in [
            ("zombies", "0"),
            ("turn_secs", "1"),
            ("max_turns", "0"),
            ("max_players", "2"),
            ("max_players", "500"),
        ] {
            assert!(
                matches!(
                    Zombie.set(None, option, value),
                    Err(SettingsError::Invalid { .. })
                ),
                "{option} {value}"
            );
        }
        assert!(matches!(
            Zombie.set(None, "zombies", "many"),
            Err(SettingsError::WrongKind { .. })
        ));
        assert!(matches!(
            Zombie.set(None, "brains", "1"),
            Err(SettingsError::Unknown { .. })
        ));
        assert!(matches!(
            Zombie.config(None, Some("hp")),
            Err(SettingsError::UnknownPreset { .. })
        ));
    }
}
