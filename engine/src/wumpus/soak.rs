//! Random hunt actions for the soak test.

use super::WumpusAction;
use crate::soak::fuzz::Fuzz;

/// Any hunt action (exits far off included).
pub(crate) fn action(f: &mut dyn Fuzz) -> WumpusAction {
    let exit = f.small_or_any(7);
    match f.below(10) {
        0 => WumpusAction::PickUpBow,
        1 => WumpusAction::DropBow,
        2 => WumpusAction::PickUpPebble,
        3 => WumpusAction::DropPebble,
        4 => WumpusAction::Throw { exit },
        5 => WumpusAction::Shoot { exit },
        6 => WumpusAction::Walk { exit },
        7 => WumpusAction::Whisper { words: f.words() },
        8 => WumpusAction::Speak { words: f.words() },
        _ => WumpusAction::Scream { words: f.words() },
    }
}
