//! The cave picture's caption in every language: the English is what
//! hosts posted before (the legend, then whose path has which colour),
//! and Russian and Vietnamese are translated from the `wumpus-picture-…`
//! messages without a Fluent error.

use narrator_engine::Seat;
use narrator_engine::render::{Lang, Names};
use narrator_engine::wumpus::{Cave, Reveal, Room, Step, Trail};
use narrator_pictures::{LEGEND, PLAYER_COLOURS, caption, legend};

const NAMES: [&str; 6] = [
    "Quentin",
    "Wilhelmina",
    "Xavier",
    "Yolanda",
    "Zebulon",
    "Ursula",
];

/// A revealed cave with `players` trails.
fn reveal(players: u8) -> Reveal {
    Reveal {
        cave: Cave::twisted35().expect("the shipped map parses"),
        pits: vec![Room(3)],
        bats: vec![Room(7)],
        wumpus_path: vec![Room(14)],
        wumpus_alive: true,
        bows: Vec::new(),
        pebbles: Vec::new(),
        trails: (0..players)
            .map(|i| Trail {
                seat: Seat(i),
                steps: vec![Step {
                    room: Room(0),
                    by_bat: false,
                }],
                died: None,
            })
            .collect(),
    }
}

#[test]
fn the_english_caption_is_the_legend_and_the_path_colours() {
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let names = Names::new(&names);
    assert_eq!(legend(Lang::En), LEGEND);
    assert_eq!(caption(Lang::En, &reveal(0), &names), LEGEND);
    assert_eq!(
        caption(Lang::En, &reveal(2), &names),
        format!("{LEGEND}\nPaths: Quentin blue, Wilhelmina orange.")
    );
    // A sixth player takes the first colour again.
    let six = caption(Lang::En, &reveal(6), &names);
    assert!(six.ends_with("Zebulon teal, Ursula blue."), "{six}");
}

#[test]
fn the_caption_is_translated_in_every_language() {
    narrator_i18n::start_recording();
    let names: Vec<String> = NAMES.iter().map(|n| n.to_string()).collect();
    let names = Names::new(&names);
    let en = caption(Lang::En, &reveal(6), &names);
    let ru = caption(Lang::Ru, &reveal(6), &names);
    let vi = caption(Lang::Vi, &reveal(6), &names);
    assert_eq!(narrator_i18n::errors(), Vec::<String>::new());
    let used = narrator_i18n::used();
    for id in narrator_i18n::area_ids("wumpus") {
        if id.starts_with("wumpus-picture-") {
            assert!(used.contains(&id), "never rendered: {id}");
        }
    }
    for t in [&en, &ru, &vi] {
        assert!(!t.contains(['{', '}', '$']), "{t}");
        assert_eq!(t.lines().count(), 2, "{t}");
        for n in NAMES {
            assert!(t.contains(n), "{n} in {t}");
        }
    }
    assert!(
        ru.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c)),
        "{ru}"
    );
    assert!(vi.chars().any(|c| "ăâđêôơư".contains(c)), "{vi}");
    for (colour, _) in PLAYER_COLOURS {
        assert!(!ru.contains(colour), "ru names {colour} in English: {ru}");
        assert!(!vi.contains(colour), "vi names {colour} in English: {vi}");
    }
    assert_ne!(legend(Lang::Ru), LEGEND);
    assert_ne!(legend(Lang::Vi), LEGEND);
}
