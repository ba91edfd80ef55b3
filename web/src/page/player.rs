//! `/player/ID`: a person's statistics per game, role and side, the
//! rating over time, and their last games in groups with public pages.

use super::group::{game_item, kind};
use super::{layout, t};
use crate::chart;
use crate::data::PlayerPage;
use crate::request::Ctx;
use maud::{Markup, html};
use narrator_i18n::{Lang, args};
use narrator_store::stats::Tally;
use std::collections::BTreeMap;

fn tallies(lang: Lang, map: &BTreeMap<String, Tally>, id: &str, arg: &str) -> Markup {
    let bars: Vec<(String, u32, u32)> = map
        .iter()
        .map(|(code, tally)| {
            let label = t(lang, id, Some(&args![(arg, code.as_str())]));
            (label, tally.wins, tally.games)
        })
        .collect();
    html! {
        (chart::win_rates(&t(lang, "web-col-rate", None), &bars))
        table.tally {
            thead { tr {
                th { (t(lang, "web-col-what", None)) }
                th { (t(lang, "web-col-wins", None)) }
                th { (t(lang, "web-col-games", None)) }
                th { (t(lang, "web-col-rate", None)) }
            } }
            tbody {
                @for (code, tally) in map {
                    tr {
                        td { (t(lang, id, Some(&args![(arg, code.as_str())]))) }
                        td { (tally.wins) }
                        td { (tally.games) }
                        td { (tally.percent()) "%" }
                    }
                }
            }
        }
    }
}

/// The player page.
pub(crate) fn page(ctx: &Ctx, player: &PlayerPage) -> Markup {
    let lang = ctx.lang;
    layout(
        ctx,
        &player.name,
        html! {
            @for (word, s, history) in &player.kinds {
                section.kind {
                    h2 { (kind(lang, word)) }
                    p { (t(lang, "stats-summary", Some(&args![
                        ("games", s.total.games),
                        ("wins", s.total.wins),
                        ("rate", s.total.percent()),
                        ("survived", s.survived),
                        ("survival", narrator_store::stats::percent(s.survived, s.total.games))
                    ]))) }
                    p { (t(lang, "stats-rating", Some(&args![("rating", s.rating.map_or_else(|| "—".to_owned(), |r| format!("{r:.1}")))]))) }
                    h3 { (t(lang, "web-player-by-role", None)) }
                    (tallies(lang, &s.by_role, "stats-role", "role"))
                    h3 { (t(lang, "web-player-by-team", None)) }
                    (tallies(lang, &s.by_team, "stats-team", "team"))
                    h3 { (t(lang, "web-player-rating", None)) }
                    (chart::rating(lang, history))
                }
            }
            section #recent {
                h2 { (t(lang, "web-player-recent", None)) }
                @if player.recent.is_empty() {
                    p { (t(lang, "web-player-recent-none", None)) }
                } @else {
                    ul.games {
                        @for (line, role, won) in &player.recent {
                            li {
                                (game_item(ctx, line)) " · "
                                (t(lang, "web-player-game-role", Some(&args![
                                    ("role", t(lang, "stats-role", Some(&args![("role", role.as_str())]))),
                                    ("won", if *won { "yes" } else { "no" })
                                ])))
                            }
                        }
                    }
                }
            }
        },
    )
}
