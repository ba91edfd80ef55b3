//! Why the zombie game refuses an action. Rendered by `render::rejection`.

/// Why the zombie game refuses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ZombieReason {
    /// Only the host ends a turn early.
    HostEndsTurn,
    /// A request already sent this turn.
    AlreadyAsked,
    /// The antidote is for oneself only.
    AntidoteForYourself,
    /// A player cannot interact with themself.
    Themself,
    /// The pair has already interacted this turn.
    AlreadyMet,
}
