//! A day's vote on the game page: how many votes each candidate had, and
//! who voted for whom (folded: the story's lines tell each vote too).

use super::t;
use maud::{Markup, html};
use narrator_engine::Seat;
use narrator_engine::game::Tally;
use narrator_engine::render::Names;
use narrator_i18n::{Lang, args};

/// The votes counted in story step `step` (0-based), each as a table.
pub(super) fn of_step(lang: Lang, names: &Names, tallies: &[Tally], step: usize) -> Markup {
    html! {
        @for tally in tallies.iter().filter(|t| t.chapter == step) {
            (one(lang, names, tally))
        }
    }
}

/// One vote: the counts, most first, then each voter's choice.
fn one(lang: Lang, names: &Names, tally: &Tally) -> Markup {
    let named = |choice: Option<Seat>| match choice {
        Some(seat) => names.name_in(lang, seat),
        None => t(lang, "web-tally-no-one", None),
    };
    let title = if tally.round == 0 {
        t(lang, "web-tally-title", Some(&args![("day", tally.day)]))
    } else {
        t(
            lang,
            "web-tally-repeat",
            Some(&args![("day", tally.day), ("round", tally.round)]),
        )
    };
    html! {
        div.tally {
            h4 { (title) }
            ul.counts {
                @for (candidate, count) in &tally.counts {
                    li { (t(lang, "web-tally-count", Some(&args![("name", named(*candidate)), ("count", *count)]))) }
                }
            }
            details.votes {
                summary { (t(lang, "web-tally-who", None)) }
                table.votes {
                    thead { tr { th { (t(lang, "web-tally-voter", None)) } th { (t(lang, "web-tally-choice", None)) } } }
                    tbody {
                        @for (voter, choice) in &tally.votes {
                            tr { td { (names.name_in(lang, *voter)) } td { (named(*choice)) } }
                        }
                    }
                }
            }
        }
    }
}
