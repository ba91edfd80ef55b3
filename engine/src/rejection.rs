//! Why an input was refused. A refused input changes nothing.
//!
//! A rejection is data: what was tried, which target, which phase and why,
//! each a typed value. [`crate::render::rejection`] words it in a language;
//! `Display` words it in English (the logs' and the bot protocol's
//! language).

use crate::kind::GameKind;
use crate::vocabulary::Vocabulary;

/// A refusal with a user-facing explanation. The text says what was wrong
/// and what is allowed, because it is shown as is to the person who tried.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rejection<V: Vocabulary> {
    /// The game has ended.
    GameOver,
    /// The lobby was already given more time once.
    AlreadyExtended,
    /// A computer player took the sender's seat for inactivity, and this
    /// game does not give seats back (`afk_return` is off).
    SeatTakenOver,
    /// The sender has no seat at this table.
    NotAPlayer {
        /// Who tried: a platform id, or a seat.
        player: Target,
    },
    /// The sender was removed from the game.
    DeadActor {
        /// Who tried.
        name: String,
    },
    /// The action belongs to another phase.
    WrongPhase {
        /// What was tried.
        action: Act,
        /// The current phase.
        phase: V::Phase,
        /// What may be done instead.
        allowed: Reason<V>,
    },
    /// The sender's role cannot do this, or not at this moment.
    NotYourTurn {
        /// What was tried.
        action: Act,
        /// Why not.
        reason: Reason<V>,
    },
    /// The chosen target is not allowed.
    InvalidTarget {
        /// The target as named to the sender.
        target: Target,
        /// Why not, and what is allowed.
        reason: Reason<V>,
    },
    /// A once-per-game (or once-per-night) power was already used.
    AlreadyUsed {
        /// Which power.
        what: Used,
    },
    /// The game has not started yet.
    NotStarted,
    /// The lobby is closed because the game started.
    AlreadyStarted,
    /// Joining twice.
    AlreadyJoined {
        /// Who.
        name: String,
    },
    /// Leaving a lobby one is not in.
    NotInLobby {
        /// Who.
        player: String,
    },
    /// No free seat.
    LobbyFull {
        /// The maximum.
        max: u8,
    },
    /// A host-only command from someone else.
    NotHost {
        /// The host's name.
        host: String,
        /// What was tried.
        action: Act,
    },
    /// Starting with too few players.
    WrongPlayerCount {
        /// The game or preset.
        game: Title,
        /// The minimum.
        need: u8,
        /// The maximum.
        max: u8,
        /// How many are there.
        have: usize,
    },
    /// The table's ruleset does not validate, so no game can start.
    InvalidRules {
        /// What is wrong and what is allowed.
        reason: V::RulesError,
    },
    /// A choice (a button) made for a question that has passed.
    StaleChoice,
    /// A choice from a player who has nothing to choose now.
    NothingToChoose,
    /// A choice that is not among the open prompt's choices.
    NoSuchChoice {
        /// How many choices the open prompt has.
        count: usize,
    },
    /// Answering a request to interact that is not waiting: never made,
    /// already answered, or from a turn that has ended.
    NoRequest {
        /// What was tried: accept or decline.
        action: Act,
        /// Who supposedly asked.
        from: String,
    },
    /// An action for a different game kind.
    WrongGame {
        /// The game played here.
        game: GameKind,
    },
    /// A voice's words hold nothing but whitespace (or control
    /// characters, which are stripped).
    NoWords {
        /// The voice: whisper, speak or scream.
        action: Act,
        /// The most characters allowed.
        limit: usize,
    },
    /// A voice's words are longer than allowed.
    TooManyWords {
        /// The voice: whisper, speak or scream.
        action: Act,
        /// How many characters were sent (control characters stripped).
        length: usize,
        /// The most characters allowed.
        limit: usize,
    },
}

impl<V: Vocabulary> Rejection<V> {
    /// The same refusal in a wider vocabulary (a game's refusal for its
    /// host).
    pub fn lift<W: Vocabulary>(self) -> Rejection<W>
    where
        V::Reason: Into<W::Reason>,
        V::Phase: Into<W::Phase>,
        V::RulesError: Into<W::RulesError>,
    {
        match self {
            Rejection::GameOver => Rejection::GameOver,
            Rejection::AlreadyExtended => Rejection::AlreadyExtended,
            Rejection::SeatTakenOver => Rejection::SeatTakenOver,
            Rejection::NotAPlayer { player } => Rejection::NotAPlayer { player },
            Rejection::DeadActor { name } => Rejection::DeadActor { name },
            Rejection::WrongPhase {
                action,
                phase,
                allowed,
            } => Rejection::WrongPhase {
                action,
                phase: phase.into(),
                allowed: allowed.lift(),
            },
            Rejection::NotYourTurn { action, reason } => Rejection::NotYourTurn {
                action,
                reason: reason.lift(),
            },
            Rejection::InvalidTarget { target, reason } => Rejection::InvalidTarget {
                target,
                reason: reason.lift(),
            },
            Rejection::AlreadyUsed { what } => Rejection::AlreadyUsed { what },
            Rejection::NotStarted => Rejection::NotStarted,
            Rejection::AlreadyStarted => Rejection::AlreadyStarted,
            Rejection::AlreadyJoined { name } => Rejection::AlreadyJoined { name },
            Rejection::NotInLobby { player } => Rejection::NotInLobby { player },
            Rejection::LobbyFull { max } => Rejection::LobbyFull { max },
            Rejection::NotHost { host, action } => Rejection::NotHost { host, action },
            Rejection::WrongPlayerCount {
                game,
                need,
                max,
                have,
            } => Rejection::WrongPlayerCount {
                game,
                need,
                max,
                have,
            },
            Rejection::InvalidRules { reason } => Rejection::InvalidRules {
                reason: reason.into(),
            },
            Rejection::StaleChoice => Rejection::StaleChoice,
            Rejection::NothingToChoose => Rejection::NothingToChoose,
            Rejection::NoSuchChoice { count } => Rejection::NoSuchChoice { count },
            Rejection::NoRequest { action, from } => Rejection::NoRequest { action, from },
            Rejection::WrongGame { game } => Rejection::WrongGame { game },
            Rejection::NoWords { action, limit } => Rejection::NoWords { action, limit },
            Rejection::TooManyWords {
                action,
                length,
                limit,
            } => Rejection::TooManyWords {
                action,
                length,
                limit,
            },
        }
    }
}

impl<V: Vocabulary> std::error::Error for Rejection<V> {}

/// What a refused player tried to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Act {
    /// Say one is ready (mafia day 0).
    Ready,
    /// Choose the night's victim.
    Kill,
    /// Investigate a player (the cop).
    Investigate,
    /// Protect a player (the doctor).
    Protect,
    /// Vote.
    Vote,
    /// Speak aloud.
    Speak,
    /// Nominate a player (sport).
    Nominate,
    /// End one's speech (sport).
    Pass,
    /// Answer yes or no (sport's confirmation vote).
    Agree,
    /// Shoot (sport's black team, or a wumpus hunter's bow).
    Shoot,
    /// Check a player (sport's don and sheriff).
    Check,
    /// Test a player (hp's detectives).
    Test,
    /// Heal a player (hp's healers).
    Heal,
    /// Pick up a bow.
    PickUpBow,
    /// Drop one's bow.
    DropBow,
    /// Pick up a pebble.
    PickUpPebble,
    /// Drop one's pebble.
    DropPebble,
    /// Throw one's pebble.
    Throw,
    /// Walk through an exit.
    Walk,
    /// Whisper.
    Whisper,
    /// Scream.
    Scream,
    /// Interact with a player (zombie).
    Interact,
    /// Accept a request to interact.
    Accept,
    /// Decline a request to interact.
    Decline,
    /// Use one's antidote.
    Antidote,
    /// Give one's antidote away.
    GiveAntidote,
    /// End the turn early.
    EndTurn,
    /// Fill the lobby with computer players.
    Fill,
    /// Start the game.
    Start,
    /// Stop the game.
    Stop,
    /// Write to a private room (the mafia's night room, the dead's room).
    Chat,
    /// Watch a running game.
    Watch,
    /// Give the lobby more time.
    Extend,
    /// Block a player's night action.
    Block,
    /// Use a night power (the newer Mafia roles').
    UsePower,
    /// Reveal one's role (the mayor).
    Reveal,
}

impl Act {
    /// A stable code, for the catalogues to select on.
    pub fn code(self) -> &'static str {
        match self {
            Act::Ready => "ready",
            Act::Kill => "kill",
            Act::Investigate => "investigate",
            Act::Protect => "protect",
            Act::Vote => "vote",
            Act::Speak => "speak",
            Act::Nominate => "nominate",
            Act::Pass => "pass",
            Act::Agree => "agree",
            Act::Shoot => "shoot",
            Act::Check => "check",
            Act::Test => "test",
            Act::Heal => "heal",
            Act::PickUpBow => "pick-up-bow",
            Act::DropBow => "drop-bow",
            Act::PickUpPebble => "pick-up-pebble",
            Act::DropPebble => "drop-pebble",
            Act::Throw => "throw",
            Act::Walk => "walk",
            Act::Whisper => "whisper",
            Act::Scream => "scream",
            Act::Interact => "interact",
            Act::Accept => "accept",
            Act::Decline => "decline",
            Act::Antidote => "antidote",
            Act::GiveAntidote => "give-antidote",
            Act::EndTurn => "end-turn",
            Act::Fill => "fill",
            Act::Start => "start",
            Act::Stop => "stop",
            Act::Chat => "chat",
            Act::Watch => "watch",
            Act::Extend => "extend",
            Act::Block => "block",
            Act::UsePower => "use-power",
            Act::Reveal => "reveal",
        }
    }

    /// Every act, for tests that render them all.
    pub const ALL: [Act; 36] = [
        Act::Ready,
        Act::Kill,
        Act::Investigate,
        Act::Protect,
        Act::Vote,
        Act::Speak,
        Act::Nominate,
        Act::Pass,
        Act::Agree,
        Act::Shoot,
        Act::Check,
        Act::Test,
        Act::Heal,
        Act::PickUpBow,
        Act::DropBow,
        Act::PickUpPebble,
        Act::DropPebble,
        Act::Throw,
        Act::Walk,
        Act::Whisper,
        Act::Scream,
        Act::Interact,
        Act::Accept,
        Act::Decline,
        Act::Antidote,
        Act::GiveAntidote,
        Act::EndTurn,
        Act::Fill,
        Act::Start,
        Act::Stop,
        Act::Chat,
        Act::Watch,
        Act::Extend,
        Act::Block,
        Act::UsePower,
        Act::Reveal,
    ];
}

/// Who or what a refusal is about, as the sender may see it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Target {
    /// A player by name (or alias, or platform id).
    Player(String),
    /// A seat by number, counted from 1.
    Seat(usize),
    /// A room's exit by number.
    Exit(u8),
    /// A canned message by id.
    Message(u8),
    /// No one (a vote for no one).
    NoOne,
    /// The sender themself.
    Yourself,
    /// Some seat number, where names are expected.
    SeatNumber,
}

/// Why an action or a target is refused, or what is allowed instead.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason<V: Vocabulary> {
    /// The seat does not exist.
    NoSuchSeat {
        /// How many seats there are.
        seats: usize,
    },
    /// The table's rules allow no computer players.
    NoComputers,
    /// The game has no private rooms to write to.
    NoChat,
    /// The writer's room has nobody else in it yet.
    NobodyListens,
    /// The table's rules allow no spectators.
    NoSpectators,
    /// A living player watches by playing.
    PlayingNotWatching,
    /// The dead already see what spectators see.
    DeadAlreadyWatch,
    /// The spectator is already watching.
    AlreadyWatching,
    /// A rule of the game's own.
    Game(V::Reason),
}

impl<V: Vocabulary> Reason<V> {
    /// The same reason in a wider vocabulary.
    pub fn lift<W: Vocabulary>(self) -> Reason<W>
    where
        V::Reason: Into<W::Reason>,
    {
        match self {
            Reason::NoSuchSeat { seats } => Reason::NoSuchSeat { seats },
            Reason::NoComputers => Reason::NoComputers,
            Reason::NoChat => Reason::NoChat,
            Reason::NobodyListens => Reason::NobodyListens,
            Reason::NoSpectators => Reason::NoSpectators,
            Reason::PlayingNotWatching => Reason::PlayingNotWatching,
            Reason::DeadAlreadyWatch => Reason::DeadAlreadyWatch,
            Reason::AlreadyWatching => Reason::AlreadyWatching,
            Reason::Game(r) => Reason::Game(r.into()),
        }
    }
}

/// A once-only power that is spent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Used {
    /// A zombie player's antidote.
    Antidote,
    /// A black-team player's shot tonight (sport).
    ShotTonight,
    /// A vote on the nominees (sport).
    Vote,
    /// A yes-or-no vote (sport).
    YesOrNo,
    /// The don's or sheriff's check tonight (sport).
    CheckTonight,
    /// The doctor's self-save (classic).
    SelfSave,
}

/// A game as its lobby names it ("classic mafia", "Hunt the Twisted
/// Wumpus"): the selector of the `engine-title` message, which each game
/// chooses in its definition.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Title(pub &'static str);
