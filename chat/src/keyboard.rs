//! Buttons as data: rows of labelled keys, each carrying a [`Button`].
//! Each platform draws them its own way (inline keyboards, components).

use crate::button::Button;
use narrator_engine::mafia::MafiaPrompt;
use narrator_engine::render::en::{self, Names};
use narrator_engine::{Prompt, PromptKind};
use narrator_store::GameId;

/// One button.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Key {
    /// What it says.
    pub label: String,
    /// What pressing it asks for.
    pub button: Button,
}

/// Rows of buttons.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
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
pub fn lobby(game: GameId) -> Keyboard {
    Keyboard {
        rows: vec![
            vec![
                key("Join", Button::Join(game)),
                key("Leave", Button::Leave(game)),
            ],
            vec![
                key("Start", Button::Start(game)),
                key("Fill with computer players", Button::Fill(game)),
            ],
        ],
    }
}

/// The button that shows a player what could not reach them privately.
pub fn inbox(game: GameId) -> Keyboard {
    Keyboard {
        rows: vec![vec![key(
            "Show my role and private messages",
            Button::Inbox(game),
        )]],
    }
}

/// Prompts everyone answers in the group, on one shared message, rather
/// than each player privately: the day's vote is public by the rules, and
/// so is saying you are ready.
pub fn answered_in_group(kind: PromptKind) -> bool {
    matches!(
        kind,
        PromptKind::Mafia(MafiaPrompt::Vote | MafiaPrompt::Ready)
    )
}

/// One button per choice of a prompt, two to a row.
pub fn prompt(game: GameId, prompt: &Prompt, names: &Names) -> Keyboard {
    let keys: Vec<Key> = prompt
        .choices
        .iter()
        .enumerate()
        .map(|(index, action)| {
            key(
                en::choice(action, names),
                Button::Choose {
                    game,
                    phase: prompt.phase,
                    index,
                },
            )
        })
        .collect();
    Keyboard {
        rows: keys.chunks(2).map(<[Key]>::to_vec).collect(),
    }
}
