//! Why the wumpus game refuses an action. Rendered by `render::rejection`.

/// Why the wumpus game refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WumpusReason {
    /// Someone else's turn (or nobody's).
    Turn {
        /// Whose turn it is.
        current: Option<String>,
    },
    /// Already holding a bow.
    HoldingBow,
    /// No bow lies here.
    NoBowHere,
    /// Already holding a pebble.
    HoldingPebble,
    /// No pebble lies here.
    NoPebbleHere,
    /// Holding no bow.
    NoBow,
    /// Holding no pebble.
    NoPebble,
    /// The bow has no arrow yet.
    NoArrow,
    /// The room's exits.
    Exits {
        /// How many exits the room has.
        exits: u8,
    },
}
