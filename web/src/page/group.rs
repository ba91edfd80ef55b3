//! `/group/SLUG`: the leaderboard by game, preset and period (the rules of
//! `/WORD top`), the games being played, the last games, the settings.

use super::{layout, t, when};
use crate::data::{GameLine, GroupPage};
use crate::request::{Ctx, with_query};
use maud::{Markup, html};
use narrator_chat::front::stats::Period;
use narrator_chat::pages::{GroupPages, TERMINAL_SLUG};
use narrator_i18n::{Lang, args};
use narrator_store::stats::{MIN_RANKED_GAMES, Tie};

/// A group's title: its name, or the terminal's.
pub(crate) fn title(lang: Lang, group: &GroupPages) -> String {
    if group.slug == TERMINAL_SLUG {
        t(lang, "web-group-terminal", None)
    } else {
        t(
            lang,
            "web-group-title",
            Some(&args![("name", group.slug.as_str())]),
        )
    }
}

/// A game's name from its command word.
pub(crate) fn kind(lang: Lang, word: &str) -> String {
    t(lang, "engine-kind", Some(&args![("kind", word)]))
}

/// One game of a list: its link, and how and when it ended.
pub(crate) fn game_item(ctx: &Ctx, game: &GameLine) -> Markup {
    let lang = ctx.lang;
    html! {
        a href=(ctx.href(&game.path)) {
            (t(lang, "web-game-line", Some(&args![("id", game.id), ("game", game.game.as_str())])))
        }
        @if let Some(winner) = &game.winner {
            " · " (winner) " · " time { (when(game.when_ms)) }
        }
    }
}

/// A list of games.
pub(crate) fn games(ctx: &Ctx, lines: &[GameLine]) -> Markup {
    html! {
        ul.games {
            @for game in lines {
                li { (game_item(ctx, game)) }
            }
        }
    }
}

/// The group page.
pub(crate) fn page(ctx: &Ctx, group: &GroupPage) -> Markup {
    let lang = ctx.lang;
    let board = &group.board;
    let path = group.pages.group_path();
    let choose = |word: &str, preset: Option<&str>, period: Period| {
        let period = if period == Period::All {
            ""
        } else {
            period.code()
        };
        ctx.href(&with_query(
            &path,
            &[
                ("game", word),
                ("preset", preset.unwrap_or("")),
                ("period", period),
            ],
        ))
    };
    let choice = |label: String, href: String, chosen: bool| {
        html! {
            @if chosen { strong.chosen { (label) } } @else { a href=(href) { (label) } }
        }
    };
    layout(
        ctx,
        &title(lang, &group.pages),
        html! {
            section #board {
                h2 { (t(lang, "web-board-title", None)) }
                nav.filters {
                    p {
                        (t(lang, "web-filter-game", None)) " "
                        @for (word, _) in &group.settings {
                            (choice(kind(lang, word), choose(word, None, board.period), *word == board.word)) " "
                        }
                    }
                    @if !board.presets.is_empty() {
                        p {
                            (t(lang, "web-filter-preset", None)) " "
                            (choice(t(lang, "web-preset", Some(&args![("preset", "any")])), choose(board.word, None, board.period), board.preset.is_none())) " "
                            @for preset in board.presets {
                                (choice(t(lang, "web-preset", Some(&args![("preset", *preset)])), choose(board.word, Some(preset), board.period), board.preset == Some(*preset))) " "
                            }
                        }
                    }
                    p {
                        (t(lang, "web-filter-period", None)) " "
                        @for period in Period::ALL {
                            (choice(t(lang, "web-period", Some(&args![("period", period.code())])), choose(board.word, board.preset, period), board.period == period)) " "
                        }
                    }
                }
                @if board.ranked.is_empty() {
                    p.empty {
                        @match board.most {
                            None => (t(lang, "web-board-empty", None)),
                            Some(0) => (t(lang, "stats-top-no-people", None)),
                            Some(most) => (t(lang, "stats-top-too-few", Some(&args![("min", MIN_RANKED_GAMES), ("most", most)]))),
                        }
                    }
                } @else {
                    p { (t(lang, "web-board-min", Some(&args![("min", MIN_RANKED_GAMES)]))) }
                    table.board {
                        thead { tr {
                            th { (t(lang, "web-col-rank", None)) }
                            th { (t(lang, "web-col-name", None)) }
                            th { (t(lang, "web-col-wins", None)) }
                            th { (t(lang, "web-col-games", None)) }
                            th { (t(lang, "web-col-rate", None)) }
                            th { (t(lang, "web-col-rating", None)) }
                        } }
                        tbody {
                            @for (r, player) in &board.ranked {
                                tr {
                                    td { (r.rank) }
                                    td {
                                        a href=(ctx.href(player)) { (r.stats.name) }
                                        @if let Some(tie) = r.tie {
                                            " " small { "(" (t(lang, "stats-tie", Some(&args![("tie", tie_code(tie))]))) ")" }
                                        }
                                    }
                                    td { (r.stats.total.wins) }
                                    td { (r.stats.total.games) }
                                    td { (r.stats.total.percent()) "%" }
                                    td { (r.stats.rating.map_or_else(|| "—".to_owned(), |x| format!("{x:.1}"))) }
                                }
                            }
                        }
                    }
                }
            }
            section #running {
                h2 { (t(lang, "web-group-running", None)) }
                @if group.running.is_empty() {
                    p { (t(lang, "web-group-running-none", None)) }
                } @else {
                    (games(ctx, &group.running))
                }
            }
            section #recent {
                h2 { (t(lang, "web-group-recent", None)) }
                @if group.recent.is_empty() {
                    p { (t(lang, "web-group-recent-none", None)) }
                } @else {
                    (games(ctx, &group.recent))
                }
            }
            section #settings {
                h2 { (t(lang, "web-group-settings", None)) }
                @for (word, described) in &group.settings {
                    @if !described.is_empty() {
                        h3 { (kind(lang, word)) }
                        div.settings { (described) }
                    }
                }
            }
        },
    )
}

fn tie_code(tie: Tie) -> &'static str {
    match tie {
        Tie::OnWinRate => "rate",
        Tie::OnWinRateAndGames => "games",
        Tie::Full => "full",
    }
}
