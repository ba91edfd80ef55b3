//! The revealed Wumpus cave as a PNG file next to the player, since a
//! terminal cannot show the picture a chat channel gets.

use narrator_engine::render::Names;
use narrator_engine::wumpus::Reveal;
use narrator_pictures::{LEGEND, PLAYER_COLOURS, wumpus_cave};
use narrator_runtime::GameId;
use std::path::PathBuf;

/// Writes `wumpus-game-<id>.png` in the current directory and prints
/// where it is and what its colours mean. A failure is printed, not
/// fatal: the game itself is over and stored.
pub fn save(reveal: &Reveal, game: GameId, names: &Names) {
    let path = PathBuf::from(format!("wumpus-game-{game}.png"));
    let written = wumpus_cave(reveal)
        .map_err(|e| e.to_string())
        .and_then(|png| std::fs::write(&path, png).map_err(|e| e.to_string()));
    match written {
        Ok(()) => {
            let colours: Vec<String> = reveal
                .trails
                .iter()
                .enumerate()
                .map(|(i, t)| {
                    let colour = PLAYER_COLOURS[i % PLAYER_COLOURS.len()].0;
                    format!("{} {colour}", names.of(t.seat))
                })
                .collect();
            println!(
                "A picture of the cave is in {}.\n{LEGEND}\nPaths: {}.",
                path.display(),
                colours.join(", ")
            );
        }
        Err(e) => println!("Could not draw the cave into {}: {e}", path.display()),
    }
}
