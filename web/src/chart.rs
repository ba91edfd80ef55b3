//! Charts as SVG drawn on the server (the rating over time, win rates as
//! bars): readable without JavaScript, no fonts to ship (the browser's
//! own draw the labels), and no inline style, which the
//! Content-Security-Policy refuses.

use crate::page::{t, when};
use maud::{Markup, html};
use narrator_i18n::Lang;

/// The drawing's size in SVG units.
const WIDTH: f64 = 600.0;
const HEIGHT: f64 = 200.0;
/// Room for the axis labels.
const PAD: f64 = 40.0;

/// The chart of `points` (`(finished_at_ms, rating)`, in order).
pub(crate) fn rating(lang: Lang, points: &[(i64, f64)]) -> Markup {
    let (Some(first), Some(last)) = (points.first(), points.last()) else {
        return html! { p { (t(lang, "web-player-rating-none", None)) } };
    };
    let lo = points.iter().map(|p| p.1).fold(f64::INFINITY, f64::min);
    let hi = points.iter().map(|p| p.1).fold(f64::NEG_INFINITY, f64::max);
    let span = if hi - lo < 1e-9 { 1.0 } else { hi - lo };
    let n = points.len();
    // Evenly spaced by game: a month without games is not a flat line.
    let x = |i: usize| {
        if n < 2 {
            WIDTH / 2.0
        } else {
            PAD + (WIDTH - 2.0 * PAD) * i as f64 / (n - 1) as f64
        }
    };
    let y = |r: f64| HEIGHT - PAD - (HEIGHT - 2.0 * PAD) * (r - lo) / span;
    let line: Vec<String> = points
        .iter()
        .enumerate()
        .map(|(i, p)| format!("{:.1},{:.1}", x(i), y(p.1)))
        .collect();
    let label = t(lang, "web-player-rating", None);
    html! {
        svg.chart xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {WIDTH} {HEIGHT}")) role="img" aria-label=(label) {
            title { (label) }
            line x1=(PAD) y1=(HEIGHT - PAD) x2=(WIDTH - PAD) y2=(HEIGHT - PAD) stroke="#888" {}
            line x1=(PAD) y1=(PAD) x2=(PAD) y2=(HEIGHT - PAD) stroke="#888" {}
            text x="4" y=(PAD) font-size="12" fill="#444" { (format!("{hi:.1}")) }
            text x="4" y=(HEIGHT - PAD) font-size="12" fill="#444" { (format!("{lo:.1}")) }
            text x=(PAD) y=(HEIGHT - 8.0) font-size="12" fill="#444" { (when(first.0)) }
            text x=(WIDTH - PAD) y=(HEIGHT - 8.0) font-size="12" fill="#444" text-anchor="end" { (when(last.0)) }
            polyline points=(line.join(" ")) fill="none" stroke="#2a6" stroke-width="2" {}
            @for (i, p) in points.iter().enumerate() {
                circle cx=(format!("{:.1}", x(i))) cy=(format!("{:.1}", y(p.1))) r="3" fill="#2a6" {
                    title { (format!("{:.1}", p.1)) " · " (when(p.0)) }
                }
            }
        }
    }
}

/// A bar's height and the gap after it, in SVG units.
const BAR: f64 = 22.0;
const GAP: f64 = 6.0;
/// Room for the labels left of the bars.
const LABEL: f64 = 200.0;

/// Win rates as horizontal bars: each `(label, wins, games)`, with the
/// percentage and the counts written after the bar.
pub(crate) fn win_rates(title: &str, bars: &[(String, u32, u32)]) -> Markup {
    if bars.is_empty() {
        return html! {};
    }
    let height = bars.len() as f64 * (BAR + GAP) + GAP;
    let room = WIDTH - LABEL - 120.0;
    html! {
        svg.chart.bars xmlns="http://www.w3.org/2000/svg" viewBox=(format!("0 0 {WIDTH} {height}")) role="img" aria-label=(title) {
            title { (title) }
            @for (i, (label, wins, games)) in bars.iter().enumerate() {
                @let y = GAP + i as f64 * (BAR + GAP);
                @let rate = narrator_store::stats::percent(*wins, *games);
                text x=(LABEL - 8.0) y=(y + BAR * 0.7) font-size="13" fill="#444" text-anchor="end" { (label) }
                rect x=(LABEL) y=(y) width=(format!("{:.1}", room)) height=(BAR) fill="#eee" {}
                rect x=(LABEL) y=(y) width=(format!("{:.1}", room * f64::from(rate) / 100.0)) height=(BAR) fill="#2a6" {}
                text x=(LABEL + room + 8.0) y=(y + BAR * 0.7) font-size="13" fill="#444" {
                    (rate) "% (" (wins) "/" (games) ")"
                }
            }
        }
    }
}
