//! `/`: totals, the games being played in groups with public pages, and
//! those groups. Public facts only: a secret group is counted, never named.

use super::group::kind as kind_name;
use super::{layout, t};
use crate::chart;
use crate::data::HomePage;
use crate::request::Ctx;
use maud::{Markup, html};
use narrator_chat::games::{ModeLine, REAL_RATE_MIN_GAMES};
use narrator_i18n::{Lang, args};

/// A game mode's name: the game, and its preset when it has presets
/// (results file a game without presets under its own name).
fn mode_name(lang: Lang, kind: &str, preset: &str) -> String {
    if kind == preset {
        kind_name(lang, kind)
    } else {
        t(
            lang,
            "web-mode",
            Some(&args![
                ("game", kind_name(lang, kind)),
                (
                    "preset",
                    t(lang, "web-preset", Some(&args![("preset", preset)]))
                )
            ]),
        )
    }
}

/// The home page.
pub(crate) fn page(ctx: &Ctx, home: &HomePage) -> Markup {
    let lang = ctx.lang;
    let totals = home.totals;
    layout(
        ctx,
        &t(lang, "web-home-title", None),
        html! {
            ul.totals {
                li { (t(lang, "web-totals-finished", Some(&args![("count", totals.finished)]))) }
                li { (t(lang, "web-totals-running", Some(&args![("count", totals.running)]))) }
                li { (t(lang, "web-totals-players", Some(&args![("count", home.players)]))) }
            }
            section #now {
                h2 { (t(lang, "web-home-now", None)) }
                @if home.running.is_empty() {
                    p { (t(lang, "web-home-now-none", None)) }
                } @else {
                    ul {
                        @for game in &home.running {
                            li { a href=(ctx.href(&game.path)) {
                                (t(lang, "web-game-line", Some(&args![("id", game.id), ("game", game.game.as_str())])))
                            } }
                        }
                    }
                }
            }
            @if !home.modes.is_empty() {
                section #modes {
                    h2 { (t(lang, "web-home-modes", None)) }
                    @for ((kind, preset), mode) in &home.modes {
                        h3 { (mode_name(lang, kind, preset)) }
                        @let bars: Vec<(String, u32, u32)> = mode
                            .wins
                            .iter()
                            .map(|(team, wins)| (t(lang, "stats-team", Some(&args![("team", team.as_str())])), *wins, mode.games))
                            .collect();
                        (chart::win_rates(&mode_name(lang, kind, preset), &bars))
                    }
                }
            }
            @if !home.balance.is_empty() {
                (balance(lang, &home.balance))
            }
            section #groups {
                h2 { (t(lang, "web-home-groups", None)) }
                ul {
                    @for group in &home.groups {
                        li { a href=(ctx.href(&group.group_path())) { (super::group::title(lang, group)) } }
                    }
                }
            }
        },
    )
}

/// A rate in whole percent, or a dash for none.
fn percent(rate: Option<f32>) -> String {
    match rate {
        Some(rate) => format!("{}%", narrator_chat::text::rounded(rate)),
        None => "—".to_owned(),
    }
}

/// Each mode's side's win rate in computer games (at its smallest and
/// largest measured sizes) and, once it has enough finished games, in
/// real ones beside the computer games' at the same sizes (issue 32).
fn balance(lang: Lang, modes: &[ModeLine]) -> Markup {
    let side = modes.first().map(|m| m.side.as_str()).unwrap_or_default();
    html! {
        section #balance {
            h2 { (t(lang, "web-balance-title", None)) }
            p { (t(lang, "web-balance-explain", Some(&args![
                ("side", side),
                ("games", REAL_RATE_MIN_GAMES),
            ]))) }
            table.balance {
                thead {
                    tr {
                        th { (t(lang, "web-balance-mode", None)) }
                        th { (t(lang, "web-balance-players", None)) }
                        th { (t(lang, "web-balance-simulated", None)) }
                        th { (t(lang, "web-balance-games", None)) }
                        th { (t(lang, "web-balance-real", None)) }
                        th { (t(lang, "web-balance-same-sizes", None)) }
                    }
                }
                tbody {
                    @for mode in modes {
                        @let compared = mode.compared();
                        tr {
                            td title=(mode.description) { (mode.name) }
                            td { (t(lang, "web-balance-range", Some(&args![("min", mode.min), ("max", mode.max)]))) }
                            td { (simulated(lang, mode)) }
                            td { (mode.games()) }
                            td { (percent(compared.map(|c| c.real))) }
                            td { (percent(compared.and_then(|c| c.simulated))) }
                        }
                    }
                }
            }
        }
    }
}

/// The computer games' rate at the smallest and largest measured sizes.
fn simulated(lang: Lang, mode: &ModeLine) -> String {
    match (mode.simulated.first(), mode.simulated.last()) {
        (Some(first), Some(last)) => t(
            lang,
            "web-balance-by-size",
            Some(&args![
                ("min", first.0),
                ("first", narrator_chat::text::rounded(first.1)),
                ("max", last.0),
                ("last", narrator_chat::text::rounded(last.1)),
            ]),
        ),
        _ => "—".to_owned(),
    }
}
