//! Hunt the Twisted Wumpus in chat: `/wumpus`, 1 to 5 hunters, the cave's
//! numbers (pits, bats, bows, pebbles, turn length) as a group's settings.
//! Every move of a turn is a private button; a voice (whisper, speak,
//! scream) is chosen by button and then said as a private message, and the
//! revealed cave is posted as a picture at the end (drawn by
//! narrator-pictures, its legend as the caption).

use super::ChatGame;
use super::settings::{self, SettingsError, out_of_range};
use crate::api::Picture;
use narrator_engine::GameMessage;
use narrator_engine::allowed::Allowed;
use narrator_engine::render::Names;
use narrator_engine::wumpus::{Reveal, WumpusMessage, WumpusRules};
use narrator_engine::{Action, GameConfig, GameKind, Message};
use narrator_i18n::Lang;
use narrator_pictures::{caption, wumpus_cave};
use serde::{Deserialize, Serialize};

/// The registration.
pub struct Wumpus;

/// What a group may change; the map stays the rules text's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Settings {
    turn_secs: u32,
    pits: u8,
    bats: u8,
    bows: u8,
    pebbles: u8,
    max_players: u8,
}

impl Settings {
    fn of(r: &WumpusRules) -> Settings {
        Settings {
            turn_secs: r.turn_secs,
            pits: r.pits,
            bats: r.bats,
            bows: r.bows,
            pebbles: r.pebbles,
            max_players: r.max_players,
        }
    }

    fn apply(&self, r: &mut WumpusRules) {
        r.turn_secs = self.turn_secs;
        r.pits = self.pits;
        r.bats = self.bats;
        r.bows = self.bows;
        r.pebbles = self.pebbles;
        r.max_players = self.max_players;
    }

    /// Refuses settings no hunt may start with, naming the option.
    fn check(&self) -> Result<(), SettingsError> {
        let within = |option: &str, value: u32, (lo, hi): (u32, u32)| {
            if (lo..=hi).contains(&value) {
                Ok(())
            } else {
                Err(out_of_range(
                    option,
                    value,
                    Allowed::Range {
                        lo: lo.into(),
                        hi: hi.into(),
                    },
                ))
            }
        };
        within("turn_secs", self.turn_secs, (15, 3600))?;
        within("pits", self.pits.into(), (0, 8))?;
        within("bats", self.bats.into(), (0, 4))?;
        within("bows", self.bows.into(), (1, 5))?;
        within("pebbles", self.pebbles.into(), (0, 10))?;
        within("max_players", self.max_players.into(), (1, 5))
    }
}

fn standard() -> Result<WumpusRules, SettingsError> {
    WumpusRules::standard().map_err(|e| SettingsError::Unreadable(e.to_string()))
}

fn stored(text: Option<&str>, rules: &WumpusRules) -> Settings {
    settings::stored_or(text, || Settings::of(rules))
}

impl ChatGame for Wumpus {
    fn word(&self) -> &'static str {
        "wumpus"
    }

    fn kind(&self) -> GameKind {
        GameKind::Wumpus
    }

    /// One hunter may start alone, so computer explorers fill every seat.
    fn fill_to(&self, (_min, max): (u8, u8)) -> u8 {
        max
    }

    fn config(
        &self,
        text: Option<&str>,
        preset: Option<&str>,
    ) -> Result<GameConfig, SettingsError> {
        if let Some(name) = preset {
            return Err(settings::no_presets(name));
        }
        let mut rules = standard()?;
        stored(text, &rules).apply(&mut rules);
        Ok(GameConfig::Wumpus(rules))
    }

    fn describe(&self, lang: Lang, config: &GameConfig) -> String {
        match config {
            GameConfig::Wumpus(r) => narrator_engine::wumpus::render::rules(lang, r),
            _ => String::new(),
        }
    }

    fn set(&self, text: Option<&str>, option: &str, value: &str) -> Result<String, SettingsError> {
        let rules = standard()?;
        let new = settings::set_typed(&stored(text, &rules), option, value)?;
        new.check()?;
        settings::to_toml(&new)
    }

    /// The revealed cave, drawn.
    fn picture(&self, lang: Lang, message: &Message, names: &Names) -> Option<(Picture, String)> {
        for_message(lang, message, names)
    }

    /// A voice chosen by button still needs its words.
    fn wants_words(&self, chosen: &Action) -> bool {
        matches!(chosen, Action::Wumpus(a) if a.voice().is_some() && a.words().is_none())
    }

    fn with_words(&self, chosen: &Action, words: &str) -> Option<Action> {
        match chosen {
            Action::Wumpus(a) => a.voice().map(|v| Action::Wumpus(v.with(words.trim()))),
            _ => None,
        }
    }
}

/// The picture a public message brings, with its caption in `lang`;
/// `None` for messages without one, and for a picture that could not be
/// drawn (the text already says everything; the failure is logged).
pub fn for_message(lang: Lang, message: &Message, names: &Names) -> Option<(Picture, String)> {
    match message {
        Message::Game(GameMessage::Wumpus(WumpusMessage::Reveal(reveal))) => {
            cave(lang, reveal, names)
        }
        _ => None,
    }
}

/// The revealed cave, captioned with what its shapes and colours mean.
pub fn cave(lang: Lang, reveal: &Reveal, names: &Names) -> Option<(Picture, String)> {
    match wumpus_cave(reveal) {
        Ok(png) => Some((Picture::png("cave", png), caption(lang, reveal, names))),
        Err(e) => {
            tracing::warn!("cannot draw the cave: {e}");
            None
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use narrator_engine::wumpus::{Voice, WumpusAction};

    #[test]
    fn sets_the_caves_numbers_and_refuses_what_no_hunt_could_start_with() {
        let t = Wumpus.set(None, "pits", "2").expect("pits");
        let t = Wumpus.set(Some(&t), "turn_secs", "90").expect("turn");
        let GameConfig::Wumpus(r) = Wumpus.config(Some(&t), None).expect("config") else {
            panic!("not a hunt");
        };
        assert_eq!((r.pits, r.turn_secs), (2, 90));
        for (option, value) in [
            ("pits", "99"),
            ("bows", "0"),
            ("max_players", "6"),
            ("turn_secs", "1"),
        ] {
            assert!(
                matches!(
                    Wumpus.set(None, option, value),
                    Err(SettingsError::Invalid { .. })
                ),
                "{option} {value}"
            );
        }
        assert!(matches!(
            Wumpus.set(None, "cave", "x"),
            Err(SettingsError::Unknown { .. })
        ));
    }

    #[test]
    fn a_voice_button_waits_for_its_words() {
        let speak = Action::Wumpus(Voice::Speak.wordless());
        assert!(Wumpus.wants_words(&speak));
        assert_eq!(
            Wumpus.with_words(&speak, " the bow is here "),
            Some(Action::Wumpus(Voice::Speak.with("the bow is here")))
        );
        assert!(!Wumpus.wants_words(&Action::Wumpus(WumpusAction::Walk { exit: 1 })));
    }
}

#[cfg(test)]
mod cave_tests {
    use super::*;
    use narrator_engine::Seat;
    use narrator_engine::wumpus::{Cave, Room, Step, Trail};

    fn reveal() -> Reveal {
        Reveal {
            cave: Cave::twisted35().expect("the map"),
            pits: vec![Room(3)],
            bats: vec![Room(7)],
            wumpus_path: vec![Room(14)],
            wumpus_alive: true,
            bows: vec![],
            pebbles: vec![],
            trails: vec![Trail {
                seat: Seat(0),
                steps: vec![Step {
                    room: Room(0),
                    by_bat: false,
                }],
                died: None,
            }],
        }
    }

    #[test]
    fn the_reveal_brings_the_cave_and_other_messages_nothing() {
        let all = vec!["Ann".to_string()];
        let names = Names::new(&all);
        let reveal = reveal();
        let (picture, caption) = for_message(
            Lang::En,
            &Message::Game(GameMessage::Wumpus(WumpusMessage::Reveal(Box::new(reveal)))),
            &names,
        )
        .expect("a picture");
        assert_eq!(picture.file_name(), "cave.png");
        assert_eq!(&picture.bytes()[1..4], b"PNG");
        assert!(caption.starts_with(narrator_pictures::LEGEND), "{caption}");
        assert!(caption.ends_with("Paths: Ann blue."), "{caption}");
        let other = Message::Game(GameMessage::Wumpus(WumpusMessage::Begins {
            rooms: 35,
            bows: 3,
            pebbles: 2,
            order: vec![Seat(0)],
        }));
        assert!(for_message(Lang::En, &other, &names).is_none());
    }
}
