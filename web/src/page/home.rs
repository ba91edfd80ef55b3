//! `/`: totals, the games being played in groups with public pages, and
//! those groups. Public facts only: a secret group is counted, never named.

use super::group::kind as kind_name;
use super::{layout, t};
use crate::chart;
use crate::data::HomePage;
use crate::request::Ctx;
use maud::{Markup, html};
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
