//! A Zombie game's turn table on its game page: what the judge announced
//! at the end of each turn and, once the game has ended, each player's
//! state then.

use super::t;
use maud::{Markup, html};
use narrator_engine::game::Turns;
use narrator_engine::render::Names;
use narrator_i18n::{Lang, args};

/// A best score, or the catalogue's word for none.
fn score(lang: Lang, score: Option<u32>) -> String {
    match score {
        Some(n) => n.to_string(),
        None => t(lang, "web-turns-no-score", None),
    }
}

/// The turn table; the players' columns only when the rows hold them.
pub(super) fn table(lang: Lang, names: &Names, turns: &Turns) -> Markup {
    let rows = turns.rows();
    let judged = rows.iter().any(|r| !r.players.is_empty());
    let explain = if judged {
        "web-turns-explain-ended"
    } else {
        "web-turns-explain"
    };
    html! {
        section #turns {
            h2 { (t(lang, "web-turns-title", None)) }
            p { (t(lang, explain, None)) }
            @if rows.is_empty() {
                p { (t(lang, "web-turns-none", None)) }
            } @else {
                table.turns {
                    thead {
                        tr {
                            th { (t(lang, "web-turns-turn", None)) }
                            th { (t(lang, "web-turns-humans", None)) }
                            th { (t(lang, "web-turns-zombies", None)) }
                            th { (t(lang, "web-turns-top-human", None)) }
                            th { (t(lang, "web-turns-top-zombie", None)) }
                            @if judged {
                                @for name in names.all() { th { (name) } }
                            }
                        }
                    }
                    tbody {
                        @for row in rows {
                            tr {
                                td { (row.turn) }
                                td { (row.humans) }
                                td { (row.zombies) }
                                td { (score(lang, row.top_human)) }
                                td { (score(lang, row.top_zombie)) }
                                @for player in &row.players {
                                    td {
                                        (t(lang, "web-turns-cell", Some(&args![
                                            ("condition", player.condition(lang)),
                                            ("score", player.score()),
                                            ("antidote", if player.antidote() { "unused" } else { "used" }),
                                        ])))
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}
