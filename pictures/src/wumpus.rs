//! The Wumpus cave revealed at the end of a hunt: rooms and passages,
//! pits, bats, the Wumpus and its wanderings, each player's path.

use crate::PictureError;
use crate::colours::PLAYER_COLOURS;
use crate::layout::layout;
use narrator_engine::render::{Lang, Names};
use narrator_engine::wumpus::{Reveal, Room};
use narrator_i18n::{args, text};
use tiny_skia::{
    Color, FillRule, LineCap, LineJoin, Paint, PathBuilder, Pixmap, Stroke, StrokeDash, Transform,
};

/// The picture's width and height in pixels.
pub const SIZE: u32 = 900;

/// What the shapes mean, for hosts to print or post with the picture (in
/// English; [`legend`] and [`caption`] say it in any language).
pub const LEGEND: &str = "Circles are rooms, lines passages; the green ring is the start room. Black discs are pits, purple diamonds bats, the red disc the Wumpus (crossed when dead; its wanderings dashed red). Each player's path is a line in their colour (dashed where a bat carried them), ending in a dot if they live or a cross if they died. Small brown bars are bows, grey dots pebbles left in the cave.";

/// What the shapes mean, in `lang`.
pub fn legend(lang: Lang) -> String {
    text(lang, "wumpus-picture-legend", None)
}

/// The caption hosts post with the picture, in `lang`: the legend, then
/// whose path has which colour ("Paths: Ann blue, Bob orange.").
pub fn caption(lang: Lang, reveal: &Reveal, names: &Names) -> String {
    let paths: Vec<String> = reveal
        .trails
        .iter()
        .enumerate()
        .map(|(i, t)| {
            let colour = PLAYER_COLOURS[i % PLAYER_COLOURS.len()].0;
            text(
                lang,
                "wumpus-picture-path",
                Some(&args![("name", names.of(t.seat)), ("colour", colour)]),
            )
        })
        .collect();
    let mut out = legend(lang);
    if !paths.is_empty() {
        out.push('\n');
        out.push_str(&text(
            lang,
            "wumpus-picture-paths",
            Some(&args![("paths", paths.join(", "))]),
        ));
    }
    out
}

const ROOM_R: f32 = 15.0;
const MARGIN: f32 = 50.0;

/// Draws the revealed cave as PNG bytes.
pub fn wumpus_cave(reveal: &Reveal) -> Result<Vec<u8>, PictureError> {
    let cave = &reveal.cave;
    let n = cave.len();
    let edges: Vec<(usize, usize)> = cave
        .passages()
        .iter()
        .map(|(a, b)| (a.index(), b.index()))
        .collect();
    let unit = layout(n, &edges);
    let span = SIZE as f32 - 2.0 * MARGIN;
    let at: Vec<(f32, f32)> = unit
        .iter()
        .map(|(x, y)| (MARGIN + x * span, MARGIN + y * span))
        .collect();
    let xy = |r: Room| at.get(r.index()).copied().unwrap_or((0.0, 0.0));

    let mut pm = Pixmap::new(SIZE, SIZE).ok_or(PictureError::Canvas(SIZE))?;
    pm.fill(Color::from_rgba8(246, 241, 228, 255));

    for (a, b) in &edges {
        line(&mut pm, at[*a], at[*b], [150, 140, 125], 4.0, false);
    }
    // The Wumpus's wanderings under everything else.
    for w in reveal.wumpus_path.windows(2) {
        line(&mut pm, xy(w[0]), xy(w[1]), [210, 40, 40], 2.0, true);
    }
    for room in cave.rooms() {
        let (x, y) = xy(room);
        disc(&mut pm, x, y, ROOM_R, [255, 253, 245]);
        ring(&mut pm, x, y, ROOM_R, [90, 80, 70], 2.0);
    }
    let (sx, sy) = xy(cave.start());
    ring(&mut pm, sx, sy, ROOM_R + 4.0, [20, 150, 60], 4.0);
    for pit in &reveal.pits {
        let (x, y) = xy(*pit);
        disc(&mut pm, x, y, ROOM_R - 1.0, [20, 20, 20]);
    }
    for bat in &reveal.bats {
        let (x, y) = xy(*bat);
        diamond(&mut pm, x, y, ROOM_R - 3.0, [120, 50, 170]);
    }
    if let Some(w) = reveal.wumpus_path.last() {
        let (x, y) = xy(*w);
        disc(&mut pm, x, y, ROOM_R - 2.0, [210, 30, 30]);
        if !reveal.wumpus_alive {
            cross(&mut pm, x, y, ROOM_R - 4.0, [20, 20, 20], 3.0);
        }
    }
    for (k, room) in reveal.bows.iter().enumerate() {
        let (x, y) = xy(*room);
        let dx = (k % 3) as f32 * 5.0 - 5.0;
        line(
            &mut pm,
            (x + dx, y + ROOM_R + 3.0),
            (x + dx, y + ROOM_R + 11.0),
            [140, 90, 30],
            3.0,
            false,
        );
    }
    for (k, room) in reveal.pebbles.iter().enumerate() {
        let (x, y) = xy(*room);
        let dx = (k % 3) as f32 * 6.0 - 6.0;
        disc(&mut pm, x + dx, y - ROOM_R - 5.0, 3.0, [120, 120, 120]);
    }
    let players = reveal.trails.len().max(1) as f32;
    for (i, trail) in reveal.trails.iter().enumerate() {
        let colour = PLAYER_COLOURS[i % PLAYER_COLOURS.len()].1;
        // Spread the players' lines apart so shared passages stay readable.
        let off = (i as f32 - (players - 1.0) / 2.0) * 4.0;
        let shift = |p: (f32, f32)| (p.0 + off, p.1 + off);
        for w in trail.steps.windows(2) {
            if w[0].room != w[1].room {
                line(
                    &mut pm,
                    shift(xy(w[0].room)),
                    shift(xy(w[1].room)),
                    colour,
                    3.0,
                    w[1].by_bat,
                );
            }
        }
        if let Some(last) = trail.steps.last() {
            let (x, y) = shift(xy(last.room));
            if trail.died.is_some() {
                cross(&mut pm, x, y, 8.0, colour, 4.0);
            } else {
                disc(&mut pm, x, y, 6.0, colour);
            }
        }
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

fn stroke(width: f32, dashed: bool) -> Stroke {
    Stroke {
        width,
        line_cap: LineCap::Round,
        line_join: LineJoin::Round,
        dash: if dashed {
            StrokeDash::new(vec![8.0, 6.0], 0.0)
        } else {
            None
        },
        ..Stroke::default()
    }
}

fn line(pm: &mut Pixmap, a: (f32, f32), b: (f32, f32), rgb: [u8; 3], width: f32, dashed: bool) {
    let mut pb = PathBuilder::new();
    pb.move_to(a.0, a.1);
    pb.line_to(b.0, b.1);
    if let Some(path) = pb.finish() {
        pm.stroke_path(
            &path,
            &paint(rgb),
            &stroke(width, dashed),
            Transform::identity(),
            None,
        );
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

fn ring(pm: &mut Pixmap, x: f32, y: f32, r: f32, rgb: [u8; 3], width: f32) {
    if let Some(path) = PathBuilder::from_circle(x, y, r) {
        pm.stroke_path(
            &path,
            &paint(rgb),
            &stroke(width, false),
            Transform::identity(),
            None,
        );
    }
}

fn diamond(pm: &mut Pixmap, x: f32, y: f32, r: f32, rgb: [u8; 3]) {
    let mut pb = PathBuilder::new();
    pb.move_to(x, y - r);
    pb.line_to(x + r, y);
    pb.line_to(x, y + r);
    pb.line_to(x - r, y);
    pb.close();
    if let Some(path) = pb.finish() {
        pm.fill_path(
            &path,
            &paint(rgb),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
    }
}

fn cross(pm: &mut Pixmap, x: f32, y: f32, r: f32, rgb: [u8; 3], width: f32) {
    line(pm, (x - r, y - r), (x + r, y + r), rgb, width, false);
    line(pm, (x - r, y + r), (x + r, y - r), rgb, width, false);
}

#[cfg(test)]
mod tests {
    use super::*;
    use narrator_engine::Seat;
    use narrator_engine::wumpus::{Cause, Cave, Step, Trail};

    #[test]
    fn draws_a_png_of_the_revealed_cave() {
        let cave = Cave::twisted35().expect("map");
        let step = |r: u8, by_bat: bool| Step {
            room: Room(r),
            by_bat,
        };
        let reveal = Reveal {
            cave,
            pits: vec![Room(3), Room(9), Room(20), Room(30)],
            bats: vec![Room(7), Room(12)],
            wumpus_path: vec![Room(14), Room(13)],
            wumpus_alive: false,
            bows: vec![Room(0), Room(0)],
            pebbles: vec![Room(5)],
            trails: vec![
                Trail {
                    seat: Seat(0),
                    steps: vec![step(0, false), step(5, false), step(22, true)],
                    died: None,
                },
                Trail {
                    seat: Seat(1),
                    steps: vec![step(0, false), step(1, false), step(2, false)],
                    died: Some(Cause::Pit),
                },
            ],
        };
        let png = wumpus_cave(&reveal).expect("draws");
        assert_eq!(&png[1..4], b"PNG");
        assert_eq!(png, wumpus_cave(&reveal).expect("draws"), "pure");
        if let Ok(dir) = std::env::var("NARRATOR_PICTURE_OUT") {
            let _ = std::fs::write(std::path::Path::new(&dir).join("cave-test.png"), &png);
        }
    }
}
