//! Why an input was refused. A refused input changes nothing.

use thiserror::Error;

/// A refusal with a user-facing explanation. The text says what was wrong
/// and what is allowed, because it is shown as is to the person who tried.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum Rejection {
    /// The game has ended.
    #[error("this game is over; start a new one")]
    GameOver,
    /// The sender has no seat at this table.
    #[error("{player} is not a player in this game")]
    NotAPlayer {
        /// Who tried.
        player: String,
    },
    /// The sender was removed from the game.
    #[error("{name}, you are out of the game: removed players cannot act, vote or speak")]
    DeadActor {
        /// Who tried.
        name: String,
    },
    /// The action belongs to another phase.
    #[error("you cannot {action} now: it is {phase}; {allowed}")]
    WrongPhase {
        /// What was tried, e.g. "vote".
        action: String,
        /// The current phase, e.g. "day 0".
        phase: String,
        /// What may be done instead.
        allowed: String,
    },
    /// The sender's role cannot do this, or not at this moment.
    #[error("you cannot {action}: {reason}")]
    NotYourTurn {
        /// What was tried.
        action: String,
        /// Why not.
        reason: String,
    },
    /// The chosen target is not allowed.
    #[error("you cannot choose {target}: {reason}")]
    InvalidTarget {
        /// The target as named by the sender.
        target: String,
        /// Why not, and what is allowed.
        reason: String,
    },
    /// A once-per-game power was already used.
    #[error("{what} has already been used in this game")]
    AlreadyUsed {
        /// Which power.
        what: String,
    },
    /// The game has not started yet.
    #[error("the game has not started yet; wait for the host to start it")]
    NotStarted,
    /// The lobby is closed because the game started.
    #[error("the game has already started; lobby commands no longer apply")]
    AlreadyStarted,
    /// Joining twice.
    #[error("{name} is already in the lobby")]
    AlreadyJoined {
        /// Who.
        name: String,
    },
    /// Leaving a lobby one is not in.
    #[error("{player} is not in the lobby")]
    NotInLobby {
        /// Who.
        player: String,
    },
    /// No free seat.
    #[error("the lobby is full ({max} players at most)")]
    LobbyFull {
        /// The maximum.
        max: u8,
    },
    /// A host-only command from someone else.
    #[error("only the host ({host}) can {action}")]
    NotHost {
        /// The host's name.
        host: String,
        /// What was tried.
        action: String,
    },
    /// Starting with too few players.
    #[error("{game} needs {need} to {max} players; the lobby has {have}")]
    WrongPlayerCount {
        /// The game or preset, e.g. "classic mafia".
        game: String,
        /// The minimum.
        need: u8,
        /// The maximum.
        max: u8,
        /// How many are there.
        have: usize,
    },
    /// The table's ruleset does not validate, so no game can start.
    #[error("this table's rules are invalid: {reason}")]
    InvalidRules {
        /// What is wrong and what is allowed.
        reason: String,
    },
    /// A choice (a button) made for a question that has passed.
    #[error("that button is from an earlier question, turn or phase; it no longer counts")]
    StaleChoice,
    /// A choice from a player who has nothing to choose now.
    #[error("you have nothing to choose right now")]
    NothingToChoose,
    /// A choice that is not among the open prompt's choices.
    #[error("that choice does not exist (there are {count})")]
    NoSuchChoice {
        /// How many choices the open prompt has.
        count: usize,
    },
    /// Answering a request to interact that is not waiting: never made,
    /// already answered, or from a turn that has ended.
    #[error("you cannot {action} {from}: they have not asked to interact with you this turn")]
    NoRequest {
        /// What was tried, e.g. "decline".
        action: String,
        /// Who supposedly asked.
        from: String,
    },
    /// An action for a different game kind.
    #[error("that action belongs to another game; this table plays {game}")]
    WrongGame {
        /// The game played here.
        game: String,
    },
    /// A voice's words hold nothing but whitespace (or control
    /// characters, which are stripped).
    #[error("you cannot {action} nothing: send the words to {action}, 1 to {limit} characters")]
    NoWords {
        /// The voice, e.g. "whisper".
        action: String,
        /// The most characters allowed.
        limit: usize,
    },
    /// A voice's words are longer than allowed.
    #[error("your words are too long to {action}: {length} characters, at most {limit} allowed")]
    TooManyWords {
        /// The voice, e.g. "speak".
        action: String,
        /// How many characters were sent (control characters stripped).
        length: usize,
        /// The most characters allowed.
        limit: usize,
    },
}
