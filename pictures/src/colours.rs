//! The named colours pictures draw people and series in: one palette, so
//! "blue" is the same blue in a hunt's cave and in the balance chart, and
//! a caption can name a player's colour.

/// The colours, each with the name a caption or legend gives it.
pub const PLAYER_COLOURS: [(&str, [u8; 3]); 5] = [
    ("blue", [30, 100, 230]),
    ("orange", [240, 140, 0]),
    ("green", [20, 160, 60]),
    ("magenta", [200, 30, 170]),
    ("teal", [0, 170, 180]),
];
