//! Random Mafia actions for the soak test (any preset's, in any phase:
//! the engine must refuse what does not fit).

use super::{Canned, MafiaAction, VoteChoice, Who};
use crate::seat::Seat;
use crate::soak::fuzz::Fuzz;
use crate::table::Table;

/// Aliases as sport shows them: some from its pool, some not.
const ALIASES: [&str; 6] = ["Amber", "Birch", "Cobalt", "Zephyr", "Nobody", ""];

/// Any Mafia action.
pub(crate) fn action(f: &mut dyn Fuzz, table: &Table) -> MafiaAction {
    match f.below(15) {
        0 => MafiaAction::Ready,
        1 => MafiaAction::Kill(f.seat(table)),
        2 => MafiaAction::Investigate(f.seat(table)),
        3 => MafiaAction::Protect(f.seat(table)),
        4 => MafiaAction::Vote(VoteChoice::Player(f.seat(table))),
        5 => MafiaAction::Vote(VoteChoice::NoOne),
        6 => MafiaAction::Say(Canned {
            id: f.small_or_any(20),
            subject: f.maybe_seat(table),
            recipient: f.maybe_seat(table),
        }),
        7 => MafiaAction::Speak(f.text()),
        8 => MafiaAction::Nominate(who(f, table)),
        9 => MafiaAction::Pass,
        10 => MafiaAction::Ballot(who(f, table)),
        11 => MafiaAction::Agree(f.chance(0.5)),
        12 => MafiaAction::Shoot(who(f, table)),
        13 => MafiaAction::Check(who(f, table)),
        _ => MafiaAction::Claim {
            id: f.small_or_any(20),
            subject: f.chance(0.7).then(|| who(f, table)),
        },
    }
}

fn who(f: &mut dyn Fuzz, table: &Table) -> Who {
    let seat = f.seat(table);
    match f.below(3) {
        0 => Who::Seat(seat),
        1 => Who::You(seat),
        _ => Who::Alias {
            seat,
            alias: if f.chance(0.8) {
                f.pick(&ALIASES).into()
            } else {
                f.text()
            },
        },
    }
}

/// The seat a choice names, for the soak's "everyone goes along" pick.
pub(crate) fn named_seat(action: &MafiaAction) -> Option<Seat> {
    match action {
        MafiaAction::Kill(s)
        | MafiaAction::Investigate(s)
        | MafiaAction::Protect(s)
        | MafiaAction::Vote(VoteChoice::Player(s)) => Some(*s),
        MafiaAction::Nominate(w)
        | MafiaAction::Ballot(w)
        | MafiaAction::Shoot(w)
        | MafiaAction::Check(w) => Some(w.seat()),
        _ => None,
    }
}
