//! Random Mafia actions for the soak test (any preset's, in any phase:
//! the engine must refuse what does not fit).

use super::{Canned, MafiaAction, VoteChoice, Who};
use crate::seat::Seat;
use crate::soak::fuzz::Fuzz;

/// Aliases as sport shows them: some from its pool, some not.
const ALIASES: [&str; 6] = ["Amber", "Birch", "Cobalt", "Zephyr", "Nobody", ""];

/// Any Mafia action.
pub(crate) fn action(f: &mut dyn Fuzz) -> MafiaAction {
    match f.below(15) {
        0 => MafiaAction::Ready,
        1 => MafiaAction::Kill(f.seat()),
        2 => MafiaAction::Investigate(f.seat()),
        3 => MafiaAction::Protect(f.seat()),
        4 => MafiaAction::Vote(VoteChoice::Player(f.seat())),
        5 => MafiaAction::Vote(VoteChoice::NoOne),
        6 => MafiaAction::Say(Canned {
            id: f.small_or_any(20),
            subject: f.maybe_seat(),
            recipient: f.maybe_seat(),
        }),
        7 => MafiaAction::Speak(f.text()),
        8 => MafiaAction::Nominate(who(f)),
        9 => MafiaAction::Pass,
        10 => MafiaAction::Ballot(who(f)),
        11 => MafiaAction::Agree(f.chance(0.5)),
        12 => MafiaAction::Shoot(who(f)),
        13 => MafiaAction::Check(who(f)),
        _ => MafiaAction::Claim {
            id: f.small_or_any(20),
            subject: f.chance(0.7).then(|| who(f)),
        },
    }
}

fn who(f: &mut dyn Fuzz) -> Who {
    let seat = f.seat();
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
