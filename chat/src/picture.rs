//! Pictures that go with effects: the revealed Wumpus cave at the end of
//! a hunt, posted to the game's group with its legend as the caption.
//! The Wumpus registration asks [`for_message`] which message brings a
//! picture; the surface posts it with [`crate::ChatApi::picture`] after the
//! message's text.

use crate::api::Picture;
use narrator_engine::Message;
use narrator_engine::render::Names;
use narrator_engine::wumpus::{Reveal, WumpusMessage};
use narrator_i18n::Lang;
use narrator_pictures::{caption, wumpus_cave};

/// The picture a public message brings, with its caption in `lang`;
/// `None` for messages without one, and for a picture that could not be
/// drawn (the text already says everything; the failure is logged).
pub fn for_message(lang: Lang, message: &Message, names: &Names) -> Option<(Picture, String)> {
    match message {
        Message::Wumpus(WumpusMessage::Reveal(reveal)) => cave(lang, reveal, names),
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
            &Message::Wumpus(WumpusMessage::Reveal(Box::new(reveal))),
            &names,
        )
        .expect("a picture");
        assert_eq!(picture.file_name(), "cave.png");
        assert_eq!(&picture.bytes()[1..4], b"PNG");
        assert!(caption.starts_with(narrator_pictures::LEGEND), "{caption}");
        assert!(caption.ends_with("Paths: Ann blue."), "{caption}");
        let other = Message::Wumpus(WumpusMessage::Begins {
            rooms: 35,
            bows: 3,
            pebbles: 2,
            order: vec![Seat(0)],
        });
        assert!(for_message(Lang::En, &other, &names).is_none());
    }

    #[test]
    fn file_names_keep_only_safe_characters() {
        assert_eq!(Picture::png("a cave/1", vec![]).file_name(), "a_cave_1.png");
        assert_eq!(Picture::png("", vec![]).file_name(), "picture.png");
    }
}
