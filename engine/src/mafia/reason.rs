//! Why Mafia refuses an action or a target, and its phases as a refusal
//! names them. Rendered by `render::rejection`.

use super::message::Power;

/// A mafia phase, as a refusal names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MafiaPhase {
    /// Classic day 0.
    DayZero,
    /// A classic night.
    Night(u32),
    /// A classic day.
    Day(u32),
    /// After the end.
    Over,
    /// An hp round's secret steps.
    Secret(u32),
    /// An hp round's vote.
    RoundVote(u32),
    /// Classic: a dead hunter's last shot.
    LastShot,
    /// Sport's night 0, the introduction.
    Intro,
    /// A sport day's speeches.
    Speeches(u32),
    /// A sport day's car crash speeches.
    CrashSpeeches(u32),
    /// A sport day's vote on the nominees.
    Ballot(u32),
    /// A sport day's confirmation vote.
    Confirm(u32),
    /// A sport night's shooting.
    Shooting(u32),
    /// A sport night's checks.
    Checks(u32),
}

/// Why Mafia refuses, or what it allows instead.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MafiaReason {
    // What is allowed instead, in a phase refusal.
    /// The action belongs to the sport preset.
    SportOnly,
    /// Classic: public talk resumes at dawn.
    TalkAtDawn,
    /// Classic: only day 0 waits for readiness.
    ReadyOnDayZero,
    /// Classic: night powers are used at night.
    PowersAtNight,
    /// Classic: day 0 has no vote.
    NoVoteOnDayZero,
    /// Classic: votes are cast by day.
    VotesByDay,
    /// Hp: public talk is during the vote.
    TalkDuringVote,
    /// Hp: there is no day 0.
    NoDayZero,
    /// Hp: powers come before the vote.
    PowersBeforeVote,
    /// Hp: votes come after the secret steps.
    VotesAfterSecrets,
    /// Sport: nominations are made in speeches.
    NominateInSpeeches,
    /// Sport: when one may pass.
    PassInSpeech,
    /// Sport: the nominees are voted on after the speeches.
    BallotAfterSpeeches,
    /// Sport: yes or no belongs to the confirmation vote.
    AgreeInConfirmation,
    /// Sport: the black team shoots at night.
    ShootAtNight,
    /// Sport: checks come after the shooting.
    ChecksAfterShooting,
    /// Sport has no classic actions.
    SportActions,
    /// Sport: players talk during their speech.
    TalkInSpeech,
    // Why the actor may not.
    /// Classic: only the mafia choose a victim.
    OnlyMafiaKill,
    /// Classic: only the cop investigates.
    OnlyCop,
    /// Classic: only the doctor protects.
    OnlyDoctor,
    /// Only an escort or a consort blocks, and never themself.
    OnlyBlockers,
    /// A blocker may not block the same player two nights running.
    BlockedLastNight,
    /// Hp: only the power's holders use it.
    OnlyHolders(Power),
    /// Classic: the actor holds no such power.
    NotYourPower(Power),
    /// Classic: the power's uses per game are spent.
    NoUsesLeft,
    /// Classic: only holders of optional powers may pass a night.
    NothingToSkip,
    /// Classic: a bodyguard guards someone else.
    GuardOthers,
    /// Classic: the power is used on someone else.
    NotOnYourself,
    /// Classic: the arsonist douses each player once.
    AlreadyDoused,
    /// Classic: an ignition is chosen as such, not on a player.
    IgniteAll,
    /// Classic: only a mayor reveals, once.
    OnlyMayorReveals,
    /// Classic: a mayor reveals by day.
    RevealByDay,
    /// Classic: the game waits for the hunter's last shot.
    HunterAiming,
    /// Classic: the hunter shoots a living player.
    ShootTheLiving,
    /// Sport: only the don and the sheriff check.
    OnlyDonAndSheriff,
    /// Sport: only the black team shoots.
    OnlyBlackShoots,
    /// Sport: only the current speaker talks.
    OnlyCurrentSpeaker,
    /// Sport: on night 0 only the don speaks.
    OnlyDonOnNightZero,
    /// Sport: an empty speech line.
    EmptyLine,
    /// Sport: a speech line over the limit.
    LongLine {
        /// The most characters allowed.
        limit: usize,
    },
    /// Sport: only the speaker nominates.
    OnlySpeakerNominates,
    /// Sport: car crash speeches take no nominations.
    CrashNoNominations,
    /// Sport: one nomination per speaker.
    OneNomination,
    // Why the target may not be chosen.
    /// A vote for no one is not allowed.
    NoVoteForNoOne,
    /// The victim is in the mafia.
    InMafia,
    // Why words have no room.
    /// The mafia's room opens only at night.
    TeamChatAtNight,
    /// The table's rules close the mafia's room.
    TeamChatOff,
    /// A living player outside the mafia has no private room.
    NoChatRoom,
    /// The cop investigating themself.
    OwnRole,
    /// The target is out of the game.
    OutOfGame,
    /// Hp: detectives test players outside their team.
    TestOutsiders,
    /// Sport: no such alias.
    NoSuchAlias,
    /// Sport: aliases, not seat numbers.
    AliasesOnly,
    /// Sport: check another living player.
    CheckAnother,
    /// Sport: shoot outside the black team.
    ShootOutsiders,
    /// Sport: vote for a nominee.
    VoteForNominee,
    /// Sport: canned lines cannot name players under aliases.
    CannedUnderAliases,
    /// Sport: nominate a living player.
    NominateLiving,
    /// Sport: already nominated.
    AlreadyNominated,
    /// No canned message with that id.
    NoSuchCanned,
    /// The canned message needs a subject.
    CannedNeedsSubject,
    /// The canned message takes no subject.
    CannedTakesNoSubject,
    /// The canned message names a seat that does not exist.
    CannedNoSeat {
        /// The seat, counted from 1.
        seat: usize,
    },
}
