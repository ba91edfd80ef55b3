//! The revealed Wumpus cave as a PNG file next to the player, since a
//! terminal cannot show the picture a chat channel gets.

use crate::text::{t, ta};
use narrator_engine::render::Names;
use narrator_engine::wumpus::Reveal;
use narrator_i18n::{Lang, args};
use narrator_pictures::{PLAYER_COLOURS, wumpus_cave};
use narrator_runtime::GameId;
use std::path::PathBuf;

/// Writes `wumpus-game-<id>.png` in the current directory and prints
/// where it is and what its colours mean. A failure is printed, not
/// fatal: the game itself is over and stored.
pub fn save(reveal: &Reveal, game: GameId, names: &Names, lang: Lang) {
    let path = PathBuf::from(format!("wumpus-game-{game}.png"));
    let shown = path.display().to_string();
    let written = wumpus_cave(reveal)
        .map_err(|e| e.to_string())
        .and_then(|png| std::fs::write(&path, png).map_err(|e| e.to_string()));
    match written {
        Ok(()) => {
            let colours: Vec<String> = reveal
                .trails
                .iter()
                .enumerate()
                .map(|(i, trail)| {
                    let colour = PLAYER_COLOURS[i % PLAYER_COLOURS.len()].0;
                    let a = args![("name", names.of(trail.seat)), ("colour", colour)];
                    ta(lang, "console-path-colour", &a)
                })
                .collect();
            println!(
                "{}\n{}\n{}",
                ta(lang, "console-picture-saved", &args![("path", shown)]),
                t(lang, "console-picture-legend"),
                ta(
                    lang,
                    "console-picture-paths",
                    &args![("names", colours.join(", "))]
                )
            );
        }
        Err(e) => println!(
            "{}",
            ta(
                lang,
                "console-picture-failed",
                &args![("path", shown), ("error", e)]
            )
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The English legend is the pictures crate's, word for word.
    #[test]
    fn the_english_legend_is_the_pictures_one() {
        assert_eq!(
            t(Lang::En, "console-picture-legend"),
            narrator_pictures::LEGEND
        );
        for (colour, _) in PLAYER_COLOURS {
            let a = args![("name", "Ann"), ("colour", colour)];
            assert_eq!(
                ta(Lang::En, "console-path-colour", &a),
                format!("Ann {colour}")
            );
            for lang in [Lang::Ru, Lang::Vi] {
                assert!(
                    !ta(lang, "console-path-colour", &a).contains(colour),
                    "{lang} names {colour}"
                );
            }
        }
    }
}
