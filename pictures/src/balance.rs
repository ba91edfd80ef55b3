//! The modes' balance as a chart: the village's win rate by table size,
//! one line per mode, the target band shaded. Its few labels (the axes'
//! figures and the modes' names) are language-neutral, so they are drawn
//! in a small pixel font built in here rather than a shipped font.

use crate::PictureError;
use crate::colours::PLAYER_COLOURS;
use tiny_skia::{Color, FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Rect, Stroke};
use tiny_skia::{StrokeDash, Transform};

/// The picture's width in pixels.
pub const WIDTH: u32 = 1000;
/// The picture's height in pixels.
pub const HEIGHT: u32 = 560;

/// The modes' colours, in the order of the series (then again): black
/// for the first (classic), the players' colours, then red and brown.
pub const SERIES_COLOURS: [(&str, [u8; 3]); 8] = [
    ("black", [30, 30, 30]),
    PLAYER_COLOURS[0],
    PLAYER_COLOURS[1],
    PLAYER_COLOURS[2],
    PLAYER_COLOURS[3],
    PLAYER_COLOURS[4],
    ("red", [210, 40, 40]),
    ("brown", [140, 90, 30]),
];

/// One mode's line: its name and the village's rate in percent by size.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// The mode's name (drawn in the legend).
    pub name: String,
    /// (table size, village win rate in percent), in any order.
    pub points: Vec<(u8, f32)>,
}

const LEFT: f32 = 70.0;
const RIGHT: f32 = 200.0;
const TOP: f32 = 30.0;
const BOTTOM: f32 = 60.0;
/// The rate axis: 20 to 100 % (no shipped mode's village falls lower).
const RATE_LO: f32 = 20.0;
const RATE_HI: f32 = 100.0;

/// Draws the chart as PNG bytes: each series a line with a dot per size,
/// the band `band` (in percent, e.g. 45–55) shaded, a grid with the sizes
/// and the rates, the modes' names beside their colours.
pub fn balance_chart(series: &[Series], band: (f32, f32)) -> Result<Vec<u8>, PictureError> {
    let mut pm = Pixmap::new(WIDTH, HEIGHT).ok_or(PictureError::Canvas(WIDTH))?;
    pm.fill(Color::from_rgba8(252, 250, 245, 255));
    let sizes = series.iter().flat_map(|s| s.points.iter().map(|p| p.0));
    let lo = sizes.clone().min().unwrap_or(5).min(30);
    let hi = sizes.max().unwrap_or(30).max(lo + 1);
    let (w, h) = (WIDTH as f32 - LEFT - RIGHT, HEIGHT as f32 - TOP - BOTTOM);
    let x = |n: u8| LEFT + f32::from(n - lo) / f32::from(hi - lo) * w;
    let y = |rate: f32| TOP + (RATE_HI - rate.clamp(RATE_LO, RATE_HI)) / (RATE_HI - RATE_LO) * h;

    if let Some(rect) = Rect::from_ltrb(LEFT, y(band.1), LEFT + w, y(band.0)) {
        pm.fill_rect(rect, &paint([200, 235, 200]), Transform::identity(), None);
    }
    let mut rate = RATE_LO;
    while rate <= RATE_HI {
        line(
            &mut pm,
            (LEFT, y(rate)),
            (LEFT + w, y(rate)),
            [215, 210, 200],
            1.0,
        );
        text(
            &mut pm,
            &format!("{rate:.0}%"),
            12.0,
            y(rate) - 7.0,
            3.0,
            [90, 90, 90],
        );
        rate += 10.0;
    }
    line(
        &mut pm,
        (LEFT, y(50.0)),
        (LEFT + w, y(50.0)),
        [120, 170, 120],
        2.0,
    );
    for n in lo..=hi {
        let major = n % 5 == 0 || n == lo || n == hi;
        let grey = if major {
            [200, 195, 185]
        } else {
            [235, 232, 225]
        };
        line(&mut pm, (x(n), TOP), (x(n), TOP + h), grey, 1.0);
        if major || hi - lo <= 16 {
            let label = n.to_string();
            let width = label.len() as f32 * 12.0;
            text(
                &mut pm,
                &label,
                x(n) - width / 2.0,
                TOP + h + 12.0,
                3.0,
                [90, 90, 90],
            );
        }
    }
    text(
        &mut pm,
        "players",
        LEFT + w / 2.0 - 40.0,
        TOP + h + 36.0,
        3.0,
        [90, 90, 90],
    );
    for (i, s) in series.iter().enumerate() {
        let colour = SERIES_COLOURS[i % SERIES_COLOURS.len()].1;
        let mut points = s.points.clone();
        points.sort_by_key(|p| p.0);
        for pair in points.windows(2) {
            let (a, b) = (pair[0], pair[1]);
            line(&mut pm, (x(a.0), y(a.1)), (x(b.0), y(b.1)), colour, 3.0);
        }
        for (n, rate) in &points {
            disc(&mut pm, x(*n), y(*rate), 4.5, colour);
        }
        let ly = TOP + 10.0 + i as f32 * 26.0;
        let lx = LEFT + w + 20.0;
        line(&mut pm, (lx, ly + 7.0), (lx + 28.0, ly + 7.0), colour, 4.0);
        text(&mut pm, &s.name, lx + 36.0, ly, 3.0, colour);
    }
    pm.encode_png()
        .map_err(|e| PictureError::Png(e.to_string()))
}

fn paint(rgb: [u8; 3]) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color_rgba8(rgb[0], rgb[1], rgb[2], 255);
    p.anti_alias = true;
    p
}

fn line(pm: &mut Pixmap, a: (f32, f32), b: (f32, f32), rgb: [u8; 3], width: f32) {
    let mut pb = PathBuilder::new();
    pb.move_to(a.0, a.1);
    pb.line_to(b.0, b.1);
    let stroke = Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        dash: None::<StrokeDash>,
        ..Stroke::default()
    };
    if let Some(path) = pb.finish() {
        pm.stroke_path(&path, &paint(rgb), &stroke, Transform::identity(), None);
    }
}

fn disc(pm: &mut Pixmap, x: f32, y: f32, r: f32, rgb: [u8; 3]) {
    if let Some(path) = PathBuilder::from_circle(x, y, r) {
        pm.fill_path(
            &path,
            &paint(rgb),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

/// Draws `s` from its top left corner at (`x`, `y`), each pixel of the
/// 3×5 font a `scale`-sided square; characters the font lacks are left
/// as spaces.
fn text(pm: &mut Pixmap, s: &str, x: f32, y: f32, scale: f32, rgb: [u8; 3]) {
    let mut at = x;
    for c in s.chars() {
        if let Some(rows) = glyph(c.to_ascii_lowercase()) {
            for (r, row) in rows.iter().enumerate() {
                for (k, bit) in row.bytes().enumerate() {
                    if bit != b'#' {
                        continue;
                    }
                    let (px, py) = (at + k as f32 * scale, y + r as f32 * scale);
                    if let Some(rect) = Rect::from_xywh(px, py, scale, scale) {
                        pm.fill_rect(rect, &paint(rgb), Transform::identity(), None);
                    }
                }
            }
        }
        at += 4.0 * scale;
    }
}

/// The 3×5 pixel font: digits, Latin letters and a few signs.
fn glyph(c: char) -> Option<[&'static str; 5]> {
    Some(match c {
        '0' => ["###", "#.#", "#.#", "#.#", "###"],
        '1' => [".#.", "##.", ".#.", ".#.", "###"],
        '2' => ["###", "..#", "###", "#..", "###"],
        '3' => ["###", "..#", "###", "..#", "###"],
        '4' => ["#.#", "#.#", "###", "..#", "..#"],
        '5' => ["###", "#..", "###", "..#", "###"],
        '6' => ["###", "#..", "###", "#.#", "###"],
        '7' => ["###", "..#", "..#", ".#.", ".#."],
        '8' => ["###", "#.#", "###", "#.#", "###"],
        '9' => ["###", "#.#", "###", "..#", "###"],
        'a' => [".#.", "#.#", "###", "#.#", "#.#"],
        'b' => ["##.", "#.#", "##.", "#.#", "##."],
        'c' => [".##", "#..", "#..", "#..", ".##"],
        'd' => ["##.", "#.#", "#.#", "#.#", "##."],
        'e' => ["###", "#..", "##.", "#..", "###"],
        'f' => ["###", "#..", "##.", "#..", "#.."],
        'g' => [".##", "#..", "#.#", "#.#", ".##"],
        'h' => ["#.#", "#.#", "###", "#.#", "#.#"],
        'i' => ["###", ".#.", ".#.", ".#.", "###"],
        'j' => ["..#", "..#", "..#", "#.#", ".#."],
        'k' => ["#.#", "#.#", "##.", "#.#", "#.#"],
        'l' => ["#..", "#..", "#..", "#..", "###"],
        'm' => ["#.#", "###", "###", "#.#", "#.#"],
        'n' => ["##.", "#.#", "#.#", "#.#", "#.#"],
        'o' => [".#.", "#.#", "#.#", "#.#", ".#."],
        'p' => ["##.", "#.#", "##.", "#..", "#.."],
        'q' => [".#.", "#.#", "#.#", "##.", ".##"],
        'r' => ["##.", "#.#", "##.", "#.#", "#.#"],
        's' => [".##", "#..", ".#.", "..#", "##."],
        't' => ["###", ".#.", ".#.", ".#.", ".#."],
        'u' => ["#.#", "#.#", "#.#", "#.#", "###"],
        'v' => ["#.#", "#.#", "#.#", "#.#", ".#."],
        'w' => ["#.#", "#.#", "###", "###", "#.#"],
        'x' => ["#.#", "#.#", ".#.", "#.#", "#.#"],
        'y' => ["#.#", "#.#", ".#.", ".#.", ".#."],
        'z' => ["###", "..#", ".#.", "#..", "###"],
        '%' => ["#.#", "..#", ".#.", "#..", "#.#"],
        '-' => ["...", "...", "###", "...", "..."],
        '_' => ["...", "...", "...", "...", "###"],
        '.' => ["...", "...", "...", "...", ".#."],
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn draws_each_series_and_the_band() {
        let series = vec![
            Series {
                name: "classic".into(),
                points: vec![(6, 52.0), (7, 60.0), (8, 69.0)],
            },
            Series {
                name: "quick".into(),
                points: vec![(5, 51.0), (6, 50.0)],
            },
        ];
        let png = balance_chart(&series, (45.0, 55.0)).expect("drawn");
        let pm = Pixmap::decode_png(&png).expect("decodes");
        assert_eq!((pm.width(), pm.height()), (WIDTH, HEIGHT));
        // The band is shaded at its middle, left of every line's points.
        let (lo, hi) = (5u8, 8u8);
        let w = WIDTH as f32 - LEFT - RIGHT;
        let h = HEIGHT as f32 - TOP - BOTTOM;
        let px = |n: f32, rate: f32| {
            let x = LEFT + (n - f32::from(lo)) / f32::from(hi - lo) * w;
            let y = TOP + (RATE_HI - rate) / (RATE_HI - RATE_LO) * h;
            pm.pixel(x as u32, y as u32)
                .map(|p| (p.red(), p.green(), p.blue()))
        };
        assert_eq!(px(7.5, 47.0), Some((200, 235, 200)));
        // Classic's dot at 8 players, 69 %, is black; quick's at 5, blue.
        assert_eq!(px(8.0, 69.0).map(|p| p.0 < 60), Some(true));
        assert_eq!(px(5.0, 51.0), Some((30, 100, 230)));
    }
}
