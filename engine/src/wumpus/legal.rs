//! Which actions a player may take now, each refusal with its reason.
//!
//! A prompt lists each voice once, without words
//! (`WumpusAction::Speak { words: None }`): a valid action in itself (a
//! wordless sound), and the cue for a host to ask the player for words
//! (see [`super::action::Voice`]).

use super::action::{Voice, WumpusAction};
use super::message::Item;
use super::reason::WumpusReason;
use super::world::World;
use crate::seat::Seat;
use crate::wumpus::words::{Rejection, Target};

/// Checks an action for a living player whose turn it is, in a room with
/// `exits` exits, and returns it as it will be done (a voice's words
/// cleaned, see [`super::voice::checked`]).
pub fn check(
    world: &World,
    seat: Seat,
    exits: u8,
    action: &WumpusAction,
) -> Result<WumpusAction, Rejection> {
    allowed(world, seat, exits, action)?;
    super::voice::checked(action)
}

/// Whether the action is allowed, its words aside.
fn allowed(world: &World, seat: Seat, exits: u8, action: &WumpusAction) -> Result<(), Rejection> {
    let Some(h) = world.hunter(seat) else {
        return Err(Rejection::NotAPlayer {
            player: Target::Seat(seat.index() + 1),
        });
    };
    let no = |reason: WumpusReason| {
        Err(Rejection::NotYourTurn {
            action: action.verb(),
            reason: reason.into(),
        })
    };
    match action {
        WumpusAction::PickUpBow if h.item == Some(Item::Bow) => no(WumpusReason::HoldingBow),
        WumpusAction::PickUpBow if world.lying(h.room, Item::Bow) == 0 => {
            no(WumpusReason::NoBowHere)
        }
        WumpusAction::PickUpPebble if h.item == Some(Item::Pebble) => {
            no(WumpusReason::HoldingPebble)
        }
        WumpusAction::PickUpPebble if world.lying(h.room, Item::Pebble) == 0 => {
            no(WumpusReason::NoPebbleHere)
        }
        WumpusAction::DropBow if h.item != Some(Item::Bow) => no(WumpusReason::NoBow),
        WumpusAction::DropPebble | WumpusAction::Throw { .. } if h.item != Some(Item::Pebble) => {
            no(WumpusReason::NoPebble)
        }
        WumpusAction::Shoot { .. } if h.item != Some(Item::Bow) => no(WumpusReason::NoBow),
        WumpusAction::Shoot { .. } if !h.arrow => no(WumpusReason::NoArrow),
        _ => match action.exit() {
            Some(exit) if exit == 0 || exit > exits => Err(Rejection::InvalidTarget {
                target: Target::Exit(exit),
                reason: WumpusReason::Exits { exits }.into(),
            }),
            _ => Ok(()),
        },
    }
}

/// Every action allowed now, in a fixed order.
pub fn choices(world: &World, seat: Seat, exits: u8) -> Vec<WumpusAction> {
    let mut all = vec![
        WumpusAction::PickUpBow,
        WumpusAction::DropBow,
        WumpusAction::PickUpPebble,
        WumpusAction::DropPebble,
    ];
    for exit in 1..=exits {
        all.push(WumpusAction::Walk { exit });
    }
    for exit in 1..=exits {
        all.push(WumpusAction::Throw { exit });
    }
    for exit in 1..=exits {
        all.push(WumpusAction::Shoot { exit });
    }
    all.extend(Voice::ALL.map(Voice::wordless));
    all.into_iter()
        // The offered voices have no words to check.
        .filter(|a| allowed(world, seat, exits, a).is_ok())
        .collect()
}
