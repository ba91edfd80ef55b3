//! `/game/N`: a finished game replayed step by step (`?step=K` links and a
//! form, so it works without JavaScript) with each day's votes counted,
//! a Zombie game's turn table, its end, and the fairness check with the
//! Verify button; a running game shows only what its group saw: its
//! public story so far, its public votes, the turns as announced.

use super::{layout, t, turns, votes, when};
use crate::data::{GamePage, GameView};
use crate::error::PageError;
use crate::replay::{Fairness, Seen, Told};
use crate::request::{Ctx, with_query};
use maud::{Markup, html};
use narrator_engine::render::Names;
use narrator_i18n::{Lang, args};

/// The game page at replay step `step` (1-based; `None`: the first).
pub(crate) fn page(ctx: &Ctx, game: &GamePage, step: Option<usize>) -> Result<Markup, PageError> {
    let lang = ctx.lang;
    let group_link = html! {
        p { a href=(ctx.href(&game.group.group_path())) { (super::group::title(lang, &game.group)) } }
    };
    Ok(match &game.view {
        GameView::Running { seen, started_ms } => {
            if step.is_some() {
                // A running game has no replay yet.
                return Err(PageError::NotFound);
            }
            layout(
                ctx,
                &t(
                    lang,
                    "web-game-title",
                    Some(&args![("id", game.id), ("game", seen.game.as_str())]),
                ),
                html! {
                    (group_link)
                    p.running { (t(lang, "web-game-running", Some(&args![("when", when(*started_ms))]))) }
                    h2 { (t(lang, "web-game-players", None)) }
                    ul.players { @for name in &seen.sorted { li { (name) } } }
                    (so_far(lang, seen))
                },
            )
        }
        GameView::Finished {
            told,
            ended_ms,
            pictures,
        } => {
            let count = told.steps.len().max(1);
            let step = step.unwrap_or(1);
            if step == 0 || step > count {
                return Err(PageError::NotFound);
            }
            layout(
                ctx,
                &t(
                    lang,
                    "web-game-title",
                    Some(&args![("id", game.id), ("game", told.game.as_str())]),
                ),
                html! {
                    (group_link)
                    p { (t(lang, "web-game-ended", Some(&args![("when", when(*ended_ms))]))) }
                    h2 { (t(lang, "web-game-players", None)) }
                    ol.players { @for name in &told.names { li { (name) } } }
                    (replay(ctx, game, told, step, count))
                    @if let Some(table) = &told.turns {
                        (turns::table(lang, &Names::new(&told.names), table))
                    }
                    @if step == count {
                        section #end {
                            h2 { (t(lang, "web-game-end", None)) }
                            @for line in &told.end { p { (line) } }
                            @for (i, caption) in pictures.iter().enumerate() {
                                figure {
                                    img src=(picture_path(game, i + 1)) alt=(caption);
                                    figcaption { (caption) }
                                }
                            }
                        }
                    }
                    @if let Some(fairness) = &told.fairness {
                        (verify(lang, fairness))
                    }
                },
            )
        }
    })
}

/// The address of picture `n` of a game (its group's key with it).
fn picture_path(game: &GamePage, n: usize) -> String {
    let key = if game.group.public {
        ""
    } else {
        game.group.slug.as_str()
    };
    with_query(&format!("/game/{}/picture/{n}.png", game.id), &[("g", key)])
}

/// The steps up to `step`, the last one marked, with the ways to move.
fn replay(ctx: &Ctx, game: &GamePage, told: &Told, step: usize, count: usize) -> Markup {
    let lang = ctx.lang;
    let names = Names::new(&told.names);
    let key = if game.group.public {
        ""
    } else {
        game.group.slug.as_str()
    };
    let at = |k: usize| {
        ctx.href(&with_query(
            &format!("/game/{}", game.id),
            &[("g", key), ("step", &k.to_string())],
        ))
    };
    html! {
        section #replay {
            h2 { (t(lang, "web-game-replay", None)) }
            @if told.steps.is_empty() {
                p { (t(lang, "timeline-no-nights", None)) }
            } @else {
                nav.steps {
                    @if step > 1 {
                        a #first href=(at(1)) { (t(lang, "web-step-first", None)) } " "
                        a #prev rel="prev" href=(at(step - 1)) { (t(lang, "web-step-prev", None)) } " "
                    }
                    span #position { (t(lang, "web-step-of", Some(&args![("step", step), ("count", count)]))) }
                    @if step < count {
                        " " a #next rel="next" href=(at(step + 1)) { (t(lang, "web-step-next", None)) }
                        " " a #last href=(at(count)) { (t(lang, "web-step-last", None)) }
                    }
                }
                form.slider method="get" action=(format!("/game/{}", game.id)) {
                    @if !key.is_empty() { input type="hidden" name="g" value=(key); }
                    @if ctx.chosen { input type="hidden" name="lang" value=(lang.code()); }
                    label {
                        (t(lang, "web-step-slider", None)) " "
                        input #slider type="range" name="step" min="1" max=(count) value=(step);
                    }
                    " " button type="submit" { (t(lang, "web-step-go", None)) }
                }
                @for (i, s) in told.steps.iter().take(step).enumerate() {
                    @let current = i + 1 == step;
                    div.step.current[current] id=(format!("step-{}", i + 1)) {
                        @for (j, line) in s.lines.iter().enumerate() {
                            @if j == 0 { h3 { (line) } } @else { p { (line) } }
                        }
                        (votes::of_step(lang, &names, &told.tallies, i))
                    }
                }
            }
        }
    }
}

/// A running game's public story so far, each night and day with its
/// public votes, and a Zombie game's turns as announced.
fn so_far(lang: Lang, seen: &Seen) -> Markup {
    let names = Names::new(&seen.seats);
    html! {
        @if !seen.steps.is_empty() {
            section #story {
                h2 { (t(lang, "web-game-so-far", None)) }
                @for (i, s) in seen.steps.iter().enumerate() {
                    div.step id=(format!("step-{}", i + 1)) {
                        @for (j, line) in s.lines.iter().enumerate() {
                            @if j == 0 { h3 { (line) } } @else { p { (line) } }
                        }
                        (votes::of_step(lang, &names, &seen.tallies, i))
                    }
                }
            }
        }
        @if let Some(table) = &seen.turns {
            (turns::table(lang, &names, table))
        }
    }
}

/// The seed, the commitment and what it covers, with the Verify button.
fn verify(lang: Lang, fairness: &Fairness) -> Markup {
    html! {
        section #fairness {
            h2 { (t(lang, "web-fair-title", None)) }
            p { (t(lang, "web-fair-explain", None)) }
            p {
                label for="seed" { (t(lang, "web-fair-seed", None)) }
                " " input #seed type="text" size="70" spellcheck="false" value=(fairness.seed);
            }
            p { (t(lang, "web-fair-commitment", None)) " " code #commitment { (fairness.commitment) } }
            details {
                summary { (t(lang, "web-fair-lines", None)) }
                ol #deal { @for line in &fairness.lines { li { (line) } } }
            }
            p {
                button #verify type="button" { (t(lang, "web-fair-verify", None)) }
                " " output #verdict
                    data-match=(t(lang, "web-fair-match", None))
                    data-mismatch=(t(lang, "web-fair-mismatch", None))
                    data-unsupported=(t(lang, "web-fair-unsupported", None)) {}
            }
            noscript { p { (t(lang, "web-fair-noscript", None)) } }
            script src="/static/verify.js" defer {}
        }
    }
}
