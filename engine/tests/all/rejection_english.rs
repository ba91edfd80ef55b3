//! The English of every rejection the engine makes is what it was before
//! rejections became data: `data/rejections_en.txt` holds the text each
//! construction site produced with free-text fields, one per line, in the
//! order built here.

use narrator_engine::GameKind;
use narrator_engine::Rejection as R;
use narrator_engine::game::{Phase, Reason};
use narrator_engine::mafia::{MafiaPhase as P, MafiaReason as M, Power};
use narrator_engine::rejection::{Act, Target as T, Title, Used};
use narrator_engine::wumpus::WumpusReason as W;
use narrator_engine::zombie::ZombieReason as Z;

fn every_site() -> Vec<R> {
    let s = |x: &str| x.to_string();
    let nyt = |action: Act, reason: Reason| R::NotYourTurn { action, reason };
    let it = |target: T, reason: Reason| R::InvalidTarget { target, reason };
    let wp = |action: Act, phase: P, allowed: M| R::WrongPhase {
        action,
        phase: Phase::Mafia(phase),
        allowed: allowed.into(),
    };
    let name = |n: &str| T::Player(n.to_string());
    let mut v = vec![
        R::GameOver,
        R::NotAPlayer { player: name("p9") },
        R::NotAPlayer { player: T::Seat(3) },
        R::DeadActor { name: s("Ann") },
        // classic
        wp(Act::Speak, P::Night(2), M::TalkAtDawn),
        wp(Act::Nominate, P::DayZero, M::SportOnly),
        wp(Act::Ready, P::Day(1), M::ReadyOnDayZero),
        wp(Act::Kill, P::Day(1), M::PowersAtNight),
        wp(Act::Investigate, P::DayZero, M::PowersAtNight),
        wp(Act::Protect, P::Over, M::PowersAtNight),
        wp(Act::Vote, P::DayZero, M::NoVoteOnDayZero),
        wp(Act::Vote, P::Night(1), M::VotesByDay),
        wp(Act::Pass, P::Day(1), M::SportOnly),
        wp(Act::Agree, P::Day(1), M::SportOnly),
        wp(Act::Shoot, P::Day(1), M::SportOnly),
        wp(Act::Check, P::Day(1), M::SportOnly),
        // hp
        wp(Act::Speak, P::Secret(2), M::TalkDuringVote),
        wp(Act::Ready, P::RoundVote(1), M::NoDayZero),
        wp(Act::Kill, P::RoundVote(3), M::PowersBeforeVote),
        wp(Act::Vote, P::Secret(1), M::VotesAfterSecrets),
        // sport
        wp(Act::Nominate, P::Intro, M::NominateInSpeeches),
        wp(Act::Pass, P::CrashSpeeches(2), M::PassInSpeech),
        wp(Act::Vote, P::Speeches(1), M::BallotAfterSpeeches),
        wp(Act::Agree, P::Ballot(1), M::AgreeInConfirmation),
        wp(Act::Shoot, P::Confirm(3), M::ShootAtNight),
        wp(Act::Check, P::Shooting(1), M::ChecksAfterShooting),
        wp(Act::Ready, P::Checks(2), M::SportActions),
        wp(Act::Speak, P::Checks(1), M::TalkInSpeech),
        // wumpus
        nyt(
            Act::PickUpBow,
            W::Turn {
                current: Some(s("Bob")),
            }
            .into(),
        ),
        nyt(Act::Walk, W::Turn { current: None }.into()),
        nyt(Act::PickUpBow, W::HoldingBow.into()),
        nyt(Act::PickUpBow, W::NoBowHere.into()),
        nyt(Act::PickUpPebble, W::HoldingPebble.into()),
        nyt(Act::PickUpPebble, W::NoPebbleHere.into()),
        nyt(Act::DropBow, W::NoBow.into()),
        nyt(Act::DropPebble, W::NoPebble.into()),
        nyt(Act::Throw, W::NoPebble.into()),
        nyt(Act::Shoot, W::NoBow.into()),
        nyt(Act::Shoot, W::NoArrow.into()),
        it(T::Exit(4), W::Exits { exits: 3 }.into()),
        it(T::Exit(0), W::Exits { exits: 1 }.into()),
        // zombie
        nyt(Act::EndTurn, Z::HostEndsTurn.into()),
        it(name("Bob"), Z::AlreadyAsked.into()),
        it(name("Bob"), Z::AntidoteForYourself.into()),
        it(T::Seat(9), Reason::NoSuchSeat { seats: 5 }),
        it(T::Yourself, Z::Themself.into()),
        it(name("Bob"), Z::AlreadyMet.into()),
        R::AlreadyUsed {
            what: Used::Antidote,
        },
        R::NoRequest {
            action: Act::Accept,
            from: s("Bob"),
        },
        R::NoRequest {
            action: Act::Decline,
            from: s("Bob"),
        },
        // mafia
        nyt(Act::Kill, M::OnlyMafiaKill.into()),
        nyt(Act::Investigate, M::OnlyCop.into()),
        nyt(Act::Protect, M::OnlyDoctor.into()),
        nyt(Act::Kill, M::OnlyHolders(Power::Kill).into()),
        nyt(Act::Test, M::OnlyHolders(Power::Investigate).into()),
        nyt(Act::Heal, M::OnlyHolders(Power::Protect).into()),
        nyt(Act::Check, M::OnlyDonAndSheriff.into()),
        nyt(Act::Shoot, M::OnlyBlackShoots.into()),
        nyt(Act::Speak, M::OnlyCurrentSpeaker.into()),
        nyt(Act::Speak, M::OnlyDonOnNightZero.into()),
        nyt(Act::Speak, M::EmptyLine.into()),
        nyt(Act::Speak, M::LongLine { limit: 500 }.into()),
        nyt(Act::Nominate, M::OnlySpeakerNominates.into()),
        nyt(Act::Nominate, M::CrashNoNominations.into()),
        nyt(Act::Nominate, M::OneNomination.into()),
        it(T::NoOne, M::NoVoteForNoOne.into()),
        it(name("Bob"), M::InMafia.into()),
        it(name("Bob"), M::OwnRole.into()),
        it(T::Seat(201), Reason::NoSuchSeat { seats: 7 }),
        it(name("Bob"), M::OutOfGame.into()),
        it(name("Bob"), M::TestOutsiders.into()),
        it(name("Fox"), M::NoSuchAlias.into()),
        it(T::SeatNumber, M::AliasesOnly.into()),
        it(name("Fox"), M::CheckAnother.into()),
        it(T::Yourself, M::CheckAnother.into()),
        it(name("Fox"), M::ShootOutsiders.into()),
        it(name("Fox"), M::VoteForNominee.into()),
        it(T::Message(7), M::CannedUnderAliases.into()),
        it(name("Fox"), M::NominateLiving.into()),
        it(name("Fox"), M::AlreadyNominated.into()),
        it(T::Message(17), M::NoSuchCanned.into()),
        it(T::Message(5), M::CannedNeedsSubject.into()),
        it(T::Message(2), M::CannedTakesNoSubject.into()),
        it(T::Message(6), M::CannedNoSeat { seat: 12 }.into()),
        R::AlreadyUsed {
            what: Used::ShotTonight,
        },
        R::AlreadyUsed { what: Used::Vote },
        R::AlreadyUsed {
            what: Used::YesOrNo,
        },
        R::AlreadyUsed {
            what: Used::CheckTonight,
        },
        R::AlreadyUsed {
            what: Used::SelfSave,
        },
        // table and lobby
        nyt(Act::Fill, Reason::NoComputers),
        R::NotStarted,
        R::AlreadyStarted,
        R::AlreadyJoined { name: s("Ann") },
        R::NotInLobby { player: s("p9") },
        R::LobbyFull { max: 20 },
        R::NotHost {
            host: s("Ann"),
            action: Act::Fill,
        },
        R::NotHost {
            host: s("Ann"),
            action: Act::Start,
        },
        R::NotHost {
            host: s("Ann"),
            action: Act::Stop,
        },
        R::WrongPlayerCount {
            game: Title("classic"),
            need: 6,
            max: 20,
            have: 5,
        },
        R::WrongPlayerCount {
            game: Title("hp"),
            need: 6,
            max: 30,
            have: 1,
        },
        R::WrongPlayerCount {
            game: Title("sport"),
            need: 10,
            max: 16,
            have: 17,
        },
        R::WrongPlayerCount {
            game: Title("wumpus"),
            need: 1,
            max: 8,
            have: 9,
        },
        R::WrongPlayerCount {
            game: Title("zombie"),
            need: 3,
            max: 30,
            have: 2,
        },
        R::InvalidRules {
            reason: narrator_engine::game::RulesError::Mafia(
                narrator_engine::mafia::RulesetError::Invalid {
                    option: s("tie_rule"),
                    value: s("revote"),
                    allowed: narrator_engine::allowed::Allowed::PresetAllows {
                        preset: s("classic"),
                        items: s("random, no_lynch"),
                    },
                },
            ),
        },
        R::StaleChoice,
        R::NothingToChoose,
        R::NoSuchChoice { count: 3 },
        R::NoSuchChoice { count: 1 },
        R::WrongGame {
            game: GameKind::Mafia,
        },
        R::WrongGame {
            game: GameKind::Wumpus,
        },
        R::WrongGame {
            game: GameKind::Zombie,
        },
    ];
    for action in [Act::Whisper, Act::Speak, Act::Scream] {
        v.push(R::NoWords { action, limit: 200 });
        v.push(R::TooManyWords {
            action,
            length: 201,
            limit: 200,
        });
    }
    v
}

#[test]
fn every_site_reads_as_before_in_english() {
    let before: Vec<&str> = include_str!("data/rejections_en.txt").lines().collect();
    let now: Vec<String> = every_site().iter().map(|r| r.to_string()).collect();
    assert_eq!(now.len(), before.len());
    for (now, before) in now.iter().zip(before) {
        assert_eq!(now, before);
    }
}
