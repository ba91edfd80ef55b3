//! Mafia's messages, as data.

use super::action::VoteChoice;
use super::canned::Canned;
use super::chat::Room;
use super::roles::Role;
use super::sport::pseudonyms::Who;
use crate::mafia::kinds::MafiaTeam;
use crate::seat::Seat;
use serde::{Deserialize, Serialize};

/// A night power. Roles share powers (the mafioso and the godfather
/// kill, the escort and the consort block); each power is one module in
/// `night/` with its targets, its checks and its step in the night order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Power {
    /// The mafia's kill.
    Kill,
    /// The cop's investigation.
    Investigate,
    /// The doctor's protection.
    Protect,
    /// The escort's or the consort's block: the target's night action does
    /// nothing.
    Block,
    /// The bodyguard's guard: dies in the place of the guarded player.
    Guard,
    /// The vigilante's shot (a few per game).
    Shoot,
    /// The tracker's watch: learns whom the player visited.
    Track,
    /// The framer's frame: the player shows as mafia tonight.
    Frame,
    /// The janitor's cleaning (once per game): the mafia's victim's role
    /// stays hidden.
    Clean,
    /// The serial killer's kill.
    Stab,
    /// The arsonist douses a player.
    Douse,
    /// The arsonist ignites every doused player.
    Ignite,
    /// The witch's healing potion (once per game).
    Heal,
    /// The witch's poison (once per game).
    Poison,
    /// Cupid binds two lovers (once per game, two picks).
    Bind,
}

impl Power {
    /// Every power, in the order the night settles them: blocks first,
    /// then frames, protections, douses, the attacks, and last what the
    /// night shows (investigations, tracks).
    pub const ORDER: [Power; 15] = [
        Power::Bind,
        Power::Block,
        Power::Frame,
        Power::Protect,
        Power::Heal,
        Power::Guard,
        Power::Douse,
        Power::Kill,
        Power::Clean,
        Power::Shoot,
        Power::Stab,
        Power::Poison,
        Power::Ignite,
        Power::Investigate,
        Power::Track,
    ];

    /// The power's code in the catalogues' selectors.
    pub fn code(self) -> &'static str {
        match self {
            Power::Kill => "kill",
            Power::Investigate => "investigate",
            Power::Protect => "protect",
            Power::Block => "block",
            Power::Guard => "guard",
            Power::Shoot => "shoot",
            Power::Track => "track",
            Power::Frame => "frame",
            Power::Clean => "clean",
            Power::Stab => "stab",
            Power::Douse => "douse",
            Power::Ignite => "ignite",
            Power::Heal => "heal",
            Power::Poison => "poison",
            Power::Bind => "bind",
        }
    }

    /// The night choice of this power on `target`.
    pub fn on(self, target: crate::seat::Seat) -> super::MafiaAction {
        use super::MafiaAction as A;
        match self {
            Power::Kill => A::Kill(target),
            Power::Investigate => A::Investigate(target),
            Power::Protect => A::Protect(target),
            Power::Block => A::Block(target),
            other => A::Use(other, target),
        }
    }
}

/// Every Mafia message.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum MafiaMessage {
    /// Private: your role; a mafioso also learns the other mafiosi.
    RoleCard {
        /// The role.
        role: Role,
        /// The other members of the mafia (empty for the village).
        allies: Vec<Seat>,
    },
    /// Public: day 0 begins; no vote today.
    DayZero,
    /// Public: a seat is ready to end day 0.
    Ready {
        /// Who.
        seat: Seat,
    },
    /// Public: night falls.
    Nightfall {
        /// The night's number (0, 1, …).
        night: u32,
    },
    /// Private: your night choice is recorded (and may still be changed).
    ChoiceRecorded {
        /// Which power.
        power: Power,
        /// The target.
        target: Seat,
    },
    /// To the mafia: a mafioso's pick for tonight.
    MafiaPick {
        /// The mafioso.
        by: Seat,
        /// The pick.
        target: Seat,
    },
    /// Public: dawn of a day, with the night's death if any.
    Dawn {
        /// The day's number.
        day: u32,
        /// Who was killed, if anyone.
        killed: Option<Seat>,
        /// Their role, when roles are revealed on death.
        role: Option<Role>,
    },
    /// Private to the cop: the investigation's result.
    Investigation {
        /// Who was investigated.
        target: Seat,
        /// Their alignment.
        alignment: MafiaTeam,
    },
    /// Public: the living players.
    StillAlive {
        /// In seat order.
        seats: Vec<Seat>,
    },
    /// Public: the day's vote is open.
    VotingOpens {
        /// The day's number.
        day: u32,
    },
    /// Public: a vote, announced as it is cast or changed.
    VoteCast {
        /// Who voted.
        voter: Seat,
        /// For whom.
        choice: VoteChoice,
    },
    /// Public: a canned line.
    Said {
        /// Who said it.
        speaker: Seat,
        /// What.
        line: Canned,
    },
    /// Public: the town removed a player.
    Lynched {
        /// Who.
        seat: Seat,
        /// Their role, when roles are revealed.
        role: Option<Role>,
    },
    /// Public: nobody was removed today.
    NoLynch,
    /// hp, private: your hit points now.
    HitPoints {
        /// Current HP.
        hp: u32,
    },
    /// hp, to the detectives or healers: a teammate's pick this round.
    AllyPick {
        /// The teammate.
        by: Seat,
        /// Test or heal.
        power: Power,
        /// The pick.
        target: Seat,
    },
    /// hp, to the living detectives: the round's test.
    Tested {
        /// Who was tested.
        target: Seat,
        /// Whether they are mafia.
        mafia: bool,
    },
    /// hp, public: the detectives caught a mafia, who leaves; no vote.
    Caught {
        /// The mafia caught.
        seat: Seat,
        /// Their role, when roles are revealed.
        role: Option<Role>,
    },
    /// hp, public: the vote tied; everybody votes again.
    Revote {
        /// The tied players.
        tied: Vec<Seat>,
        /// Which repeat this is (1, 2, …).
        attempt: u8,
    },
    /// sport, private: your card (red, black, the don or the sheriff).
    SportCard {
        /// The role.
        role: Role,
    },
    /// sport, to each black player: the black team and its don.
    BlackTeam {
        /// Every black player, the don included.
        members: Vec<Who>,
        /// The don.
        don: Who,
    },
    /// sport, public: night 0, the introduction; nobody is shot.
    Introduction,
    /// sport, to the black team: the don's kill order.
    KillOrder {
        /// The don's words.
        text: String,
    },
    /// Private, to the other members of a room: words said in it.
    Chat {
        /// The room.
        room: Room,
        /// Who said them, as the room is shown them.
        speaker: Who,
        /// The words.
        text: String,
    },
    /// sport, public: a day's discussion begins in seat order.
    Discussion {
        /// The day's number.
        day: u32,
    },
    /// sport, public: whose speech it is.
    SpeechTurn {
        /// The speaker.
        speaker: Who,
        /// Seconds the speech may last.
        secs: u32,
        /// Whether this is a car-crash speech (no nominations).
        again: bool,
    },
    /// sport, public: a speaker's words, relayed by the bot.
    Speech {
        /// The speaker.
        speaker: Who,
        /// What they said.
        text: String,
    },
    /// sport, public: a canned line, relayed by the bot.
    Relayed {
        /// The speaker.
        speaker: Who,
        /// The canned message id (0–16).
        id: u8,
        /// Its subject, if the id takes one.
        subject: Option<Who>,
    },
    /// sport, public: a speaker nominated a player.
    Nominated {
        /// The speaker.
        by: Who,
        /// The nominee.
        nominee: Who,
    },
    /// sport, public: nobody was nominated; no vote today.
    NoNominees,
    /// sport, public: the vote on the nominees opens, in nomination order.
    BallotOpens {
        /// The nominees, in nomination order.
        nominees: Vec<Who>,
    },
    /// sport, public: a vote for a nominee.
    BallotCast {
        /// The voter.
        voter: Who,
        /// The nominee.
        nominee: Who,
    },
    /// sport, public: the votes per nominee, in nomination order.
    Tally {
        /// Nominee and votes.
        counts: Vec<(Who, u8)>,
    },
    /// sport, public: a car crash: the tied speak again and the vote is
    /// repeated among them.
    CarCrash {
        /// The tied players.
        tied: Vec<Who>,
    },
    /// sport, public: "Do you agree that … leave the game?"
    Confirmation {
        /// One candidate, or every tied player after a repeated car crash.
        candidates: Vec<Who>,
    },
    /// sport, public: a yes or no in the confirmation vote.
    Agreement {
        /// The voter.
        voter: Who,
        /// Yes or no.
        yes: bool,
    },
    /// sport, public: a player leaves by the table's vote.
    Leaves {
        /// Who.
        who: Who,
        /// Their role, when roles are revealed.
        role: Option<Role>,
    },
    /// sport, public: the confirmation failed; everyone stays.
    Stays {
        /// The candidates.
        candidates: Vec<Who>,
    },
    /// sport, public: night `night` falls; the black team shoots.
    Shooting {
        /// The night's number.
        night: u32,
    },
    /// sport, private: your shot is recorded.
    ShotTaken {
        /// The target.
        target: Who,
    },
    /// sport, public: the don and the sheriff make their checks.
    Checks,
    /// sport, to the don: whether the checked player is the sheriff.
    DonChecked {
        /// Who was checked.
        target: Who,
        /// Whether they are the sheriff.
        sheriff: bool,
    },
    /// sport, to the sheriff: the checked player's colour.
    SheriffChecked {
        /// Who was checked.
        target: Who,
        /// Whether they are black.
        black: bool,
    },
    /// sport, public: the morning news: the night's kill, or a miss.
    Morning {
        /// The day that begins.
        day: u32,
        /// Who was shot, if the black team agreed.
        killed: Option<Who>,
        /// Their role, when roles are revealed.
        role: Option<Role>,
    },
    /// sport, private: the seat list as this viewer sees it, in a fresh
    /// random order with the viewer first.
    SeatList {
        /// Each player and whether they are still in the game.
        seats: Vec<(Who, bool)>,
    },
    /// Public (under sport's pseudonyms one copy per seat): an inactive
    /// player missed too many deadlines and leaves the game (option
    /// `afk_action = remove`). Their role is not shown: it stays secret
    /// until the end.
    AfkRemoved {
        /// Who leaves.
        who: Who,
    },
    /// Public: the winner.
    Winner {
        /// The team.
        team: MafiaTeam,
    },
    /// Private, at dawn: someone blocked the seat's night action, which
    /// did nothing.
    Blocked,
    /// Private: you will use none of your powers tonight (and may still
    /// change your mind until the night ends).
    PassRecorded,
    /// Public, at dawn after [`MafiaMessage::Dawn`]: one more player died
    /// in the night.
    AlsoDied {
        /// Who.
        seat: Seat,
        /// Their role, when roles are revealed on death and no janitor
        /// hid it.
        role: Option<Role>,
    },
    /// To the janitor: the role of the dead player they cleaned.
    Cleaned {
        /// The dead player.
        target: Seat,
        /// Their role.
        role: Role,
    },
    /// To the tracker: whom the watched player visited last night.
    Tracked {
        /// The watched player.
        target: Seat,
        /// Whom they visited, if anyone.
        visited: Option<Seat>,
    },
    /// To the lucky: they were attacked last night and survived; the next
    /// attack kills.
    Survived,
    /// To a cursed player: the mafia attacked them, and they join the
    /// mafia (a role card follows).
    Recruited,
    /// To the mafia's room: a player joined the mafia.
    NewMember {
        /// Who.
        seat: Seat,
    },
    /// To a traitor: the mafia are all gone, and the traitor takes up the
    /// kill as a mafioso (a role card follows).
    Promoted,
    /// Public: the lynched player was the jester, and wins.
    JesterWins {
        /// The jester.
        seat: Seat,
    },
    /// Public: a mayor revealed themself; their vote counts twice.
    MayorRevealed {
        /// The mayor.
        seat: Seat,
    },
    /// To each lover, at dawn: cupid bound them to `partner`.
    Lovers {
        /// The other lover.
        partner: Seat,
    },
    /// Public: a lover died of grief for the other.
    LoverDied {
        /// Who.
        seat: Seat,
        /// Their role, when roles are revealed on death.
        role: Option<Role>,
    },
    /// Public: the dead hunter may take one player along.
    HunterAims {
        /// The hunter.
        hunter: Seat,
    },
    /// Public: the hunter's last shot killed a player.
    HunterShot {
        /// The hunter.
        hunter: Seat,
        /// Who died.
        target: Seat,
        /// Their role, when roles are revealed on death.
        role: Option<Role>,
    },
    /// Public: the hunter took nobody along.
    HunterHolds {
        /// The hunter.
        hunter: Seat,
    },
}
