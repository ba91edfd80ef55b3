//! Buttons as data: rows of labelled keys, each carrying a [`Button`].
//! Each platform draws them its own way (inline keyboards, components).

use crate::button::{self, Button};
use narrator_engine::Prompt;
use narrator_engine::render::{self, Names};
use narrator_i18n::{Lang, text as tr};
use narrator_store::GameId;
use serde::{Deserialize, Serialize};

/// One button.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Key {
    /// What it says.
    pub label: String,
    /// What pressing it asks for.
    pub button: Button,
}

/// Rows of buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Keyboard {
    /// Top to bottom, each left to right.
    pub rows: Vec<Vec<Key>>,
}

impl Keyboard {
    /// The callback data of every key, in order (for tests and lookups).
    pub fn data(&self) -> Vec<String> {
        self.rows
            .iter()
            .flatten()
            .map(|k| k.button.encode())
            .collect()
    }
}

fn key(label: impl Into<String>, button: Button) -> Key {
    Key {
        label: label.into(),
        button,
    }
}

/// The lobby's buttons.
pub fn lobby(lang: Lang, game: GameId) -> Keyboard {
    let label = |id: &str| tr(lang, id, None);
    Keyboard {
        rows: vec![
            vec![
                key(label("button-join"), Button::Join(game)),
                key(label("button-leave"), Button::Leave(game)),
            ],
            vec![
                key(label("button-start"), Button::Start(game)),
                key(label("button-fill"), Button::Fill(game)),
            ],
            vec![key(label("button-extend"), Button::Extend(game))],
        ],
    }
}

/// The Watch button a running game's lobby message keeps when the game
/// lets people without a seat watch.
pub fn watch(lang: Lang, game: GameId) -> Keyboard {
    Keyboard {
        rows: vec![vec![key(
            tr(lang, "button-watch", None),
            Button::Watch(game),
        )]],
    }
}

/// The button that shows a player what could not reach them privately.
pub fn inbox(lang: Lang, game: GameId) -> Keyboard {
    Keyboard {
        rows: vec![vec![key(
            tr(lang, "button-inbox", None),
            Button::Inbox(game),
        )]],
    }
}

/// One button per choice of a prompt, two to a row.
pub fn prompt(lang: Lang, game: GameId, prompt: &Prompt, names: &Names) -> Keyboard {
    let keys: Vec<Key> = prompt
        .choices
        .iter()
        .enumerate()
        .map(|(index, action)| {
            key(
                render::choice(lang, action, names),
                Button::Choose {
                    game,
                    phase: prompt.phase,
                    index,
                    tag: Some(button::tag(action)),
                },
            )
        })
        .collect();
    Keyboard {
        rows: keys.chunks(2).map(<[Key]>::to_vec).collect(),
    }
}
