//! Random Mafia actions for the soak test (any preset's, in any phase:
//! the engine must refuse what does not fit).

use super::{Canned, MafiaAction, Preset, Ruleset, VoteChoice, Who};
use crate::seat::Seat;
use crate::soak::fuzz::Fuzz;
use rand::seq::IndexedRandom;
use rand::{Rng, RngExt};

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

/// Options for one soak session of `preset`: the defaults when `plain`,
/// else every option drawn from its allowed range; now and then one out
/// of range, so that the lobby's refusal to start is soaked too.
pub(crate) fn options(preset: Preset, plain: bool, rng: &mut impl Rng) -> Ruleset {
    let mut r = preset.ruleset();
    if plain {
        return r;
    }
    let (lo, hi) = preset.seat_limits();
    let (a, b) = (rng.random_range(lo..=hi), rng.random_range(lo..=hi));
    r.min_players = a.min(b);
    r.max_players = a.max(b);
    r.mafia_divisor = rng.random_range(2..=r.min_players);
    r.cops = rng.random_range(0..=3);
    r.doctors = rng.random_range(0..=3);
    r.doctor_self_saves = rng.random_range(0..=10);
    r.day0_secs = rng.random_range(10..=3600);
    r.detective_divisor = rng.random_range(2..=r.min_players);
    r.healer_divisor = rng.random_range(2..=30);
    r.min_healers = rng.random_range(0..=3);
    for points in [
        &mut r.hp.commoner,
        &mut r.hp.mafia,
        &mut r.hp.detective,
        &mut r.hp.healer,
        &mut r.hp.heal,
    ] {
        // The ends of the range as often as the inside.
        *points = match rng.random_range(0..3) {
            0 => 1,
            1 => 100_000,
            _ => rng.random_range(1..=100_000),
        };
    }
    r.day_secs = rng.random_range(30..=86_400);
    r.night_secs = rng.random_range(10..=86_400);
    r.speech_secs = rng.random_range(10..=600);
    r.shooting_secs = rng.random_range(5..=600);
    r.max_revotes = rng.random_range(0..=10);
    r.tie_rule = *preset.tie_rules().choose(rng).unwrap_or(&r.tie_rule);
    r.reveal_on_death = rng.random();
    r.allow_no_lynch = rng.random();
    r.end_day_when_all_voted = rng.random();
    r.fill_with_computers = rng.random_bool(0.9);
    r.pseudonyms = preset == Preset::Sport && rng.random();
    if rng.random_bool(0.03) {
        // Out of range: the table must refuse to start, nothing more.
        r.language = "xx".into();
    }
    r
}
