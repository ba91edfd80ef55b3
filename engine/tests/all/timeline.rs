//! The post-game timeline, rebuilt from a game's stored inputs, tells
//! exactly what happened: the picks, votes and deaths it lists are the
//! ones the game's own effects announced; a running game has none.

use narrator_engine::GameMessage;
use narrator_engine::bots::simulate;
use narrator_engine::mafia::timeline::Event;
use narrator_engine::mafia::{MafiaMessage, Power, Ruleset, VoteChoice};
use narrator_engine::timeline::{Timeline, TimelineError};
use narrator_engine::{Effect, GameConfig, Message, PlayerId, Seat, Seed, TableSetup};
use std::collections::BTreeMap;

fn setup(config: &GameConfig, seed: Seed) -> TableSetup {
    TableSetup {
        config: config.clone(),
        seed,
        host: PlayerId::new("sim:host"),
    }
}

fn mafia(effects: &[Effect]) -> impl Iterator<Item = &MafiaMessage> {
    effects.iter().filter_map(|e| match e.message() {
        Some(Message::Game(GameMessage::Mafia(m))) => Some(m),
        _ => None,
    })
}

/// What the classic game announced, stretch by stretch: each night's
/// standing mafia picks, each day's standing votes, and every death.
#[derive(Debug, Default, PartialEq)]
struct Story {
    nights: Vec<BTreeMap<Seat, Seat>>,
    days: Vec<BTreeMap<Seat, VoteChoice>>,
    departures: Vec<Seat>,
}

fn story_of_effects(effects: &[Effect]) -> Story {
    let mut s = Story::default();
    for m in mafia(effects) {
        match m {
            MafiaMessage::Nightfall { .. } => s.nights.push(BTreeMap::new()),
            MafiaMessage::MafiaPick { by, target } => {
                if let Some(n) = s.nights.last_mut() {
                    n.insert(*by, *target);
                }
            }
            MafiaMessage::VotingOpens { .. } => s.days.push(BTreeMap::new()),
            MafiaMessage::VoteCast { voter, choice } => {
                if let Some(d) = s.days.last_mut() {
                    d.insert(*voter, *choice);
                }
            }
            MafiaMessage::Dawn {
                killed: Some(seat), ..
            }
            | MafiaMessage::Lynched { seat, .. } => s.departures.push(*seat),
            _ => {}
        }
    }
    s
}

fn story_of_timeline(t: &Timeline) -> Story {
    let mut s = Story::default();
    let mut voting = false;
    for e in t.story.events() {
        if matches!(e, Event::Night { .. } | Event::Day { .. }) {
            voting = false;
        }
        match e {
            Event::Night { .. } => s.nights.push(BTreeMap::new()),
            Event::Pick {
                by,
                power: Power::Kill,
                target,
            } => {
                if let Some(n) = s.nights.last_mut() {
                    n.insert(*by, *target);
                }
            }
            Event::Vote { voter, choice } => {
                // The first vote of a day opens a new tally.
                if !voting {
                    s.days.push(BTreeMap::new());
                    voting = true;
                }
                if let Some(d) = s.days.last_mut() {
                    d.insert(*voter, *choice);
                }
            }
            _ => {}
        }
    }
    s.departures = t.departures();
    s
}

#[test]
fn a_classic_timeline_lists_exactly_the_picks_votes_and_deaths_that_happened() {
    let config = GameConfig::Mafia(Ruleset::classic());
    let (mut kills, mut lynchings, mut saves) = (0, 0, 0);
    for n in 1..=20 {
        let seed = Seed::from_number(n);
        let game = simulate::run(&config, seed, 7, true);
        let result = game.result.clone().expect("the game ends");
        let timeline = Timeline::replay(&setup(&config, seed), &game.inputs).expect("it is over");

        let mut said = story_of_effects(&game.effects);
        // A vote opened with nobody voting leaves no trace in either.
        said.days.retain(|d| !d.is_empty());
        let told = story_of_timeline(&timeline);
        assert_eq!(told.departures, said.departures, "seed {n}: deaths");
        assert_eq!(told.nights, said.nights, "seed {n}: mafia picks");
        assert_eq!(told.days, said.days, "seed {n}: votes");

        // Each death is told in its place, with the role at the end.
        for e in timeline.story.events() {
            match e {
                Event::Killed { .. } => kills += 1,
                Event::Lynched { .. } => lynchings += 1,
                Event::Saved { seat } => {
                    saves += 1;
                    // The saved victim was protected that night.
                    assert!(timeline.story.events().iter().any(|p| matches!(p,
                        Event::Pick { power: Power::Protect, target, .. } if target == seat)));
                }
                _ => {}
            }
        }
        assert_eq!(timeline.result.as_ref(), Some(&result));
        assert_eq!(timeline.names.len(), 7);
    }
    assert!(
        kills > 0 && lynchings > 0,
        "{kills} kills, {lynchings} lynchings"
    );
    // Twenty games with a doctor: at least one save is expected.
    assert!(saves > 0, "no save in twenty games");
}

#[test]
fn a_running_game_has_no_timeline() {
    let config = GameConfig::Mafia(Ruleset::classic());
    let seed = Seed::from_number(3);
    let game = simulate::run(&config, seed, 7, false);
    let setup = setup(&config, seed);
    for cut in [0, 3, game.inputs.len() / 2, game.inputs.len() - 1] {
        assert_eq!(
            Timeline::replay(&setup, &game.inputs[..cut]),
            Err(TimelineError::Running),
            "after {cut} inputs"
        );
    }
    assert!(Timeline::replay(&setup, &game.inputs).is_ok());
}

#[test]
fn a_damaged_log_is_refused_not_told() {
    let config = GameConfig::Mafia(Ruleset::classic());
    let seed = Seed::from_number(4);
    let game = simulate::run(&config, seed, 7, false);
    let mut inputs = game.inputs.clone();
    // Starting twice is refused by the table.
    let start = inputs[2].clone();
    inputs.insert(3, start);
    assert!(matches!(
        Timeline::replay(&setup(&config, seed), &inputs),
        Err(TimelineError::Refused { index: 3, .. })
    ));
}

/// hp and sport: every public death and departure is in the timeline, in
/// order, and their night actions are there.
#[test]
fn hp_and_sport_timelines_tell_their_deaths_and_night_actions() {
    let mut sport_rules = Ruleset::sport();
    let pseudonyms = sport_rules.pseudonyms;
    let mut plain = Ruleset::sport();
    plain.pseudonyms = !pseudonyms;
    sport_rules.pseudonyms = pseudonyms;
    let configs = [
        GameConfig::Mafia(Ruleset::hp()),
        GameConfig::Mafia(sport_rules),
        GameConfig::Mafia(plain),
    ];
    for config in &configs {
        let (mut shots, mut checks, mut tests) = (0, 0, 0);
        for n in 1..=8 {
            let seed = Seed::from_number(n);
            let game = simulate::run(config, seed, 10, true);
            let timeline = Timeline::replay(&setup(config, seed), &game.inputs).expect("over");
            let mut departed = Vec::new();
            let mut last: Option<&Effect> = None;
            for e in &game.effects {
                let seat = match e.message() {
                    Some(Message::Game(GameMessage::Mafia(
                        MafiaMessage::Dawn {
                            killed: Some(s), ..
                        }
                        | MafiaMessage::Lynched { seat: s, .. }
                        | MafiaMessage::Caught { seat: s, .. },
                    ))) => Some(*s),
                    Some(Message::Game(GameMessage::Mafia(
                        MafiaMessage::Morning {
                            killed: Some(w), ..
                        }
                        | MafiaMessage::Leaves { who: w, .. },
                    ))) => Some(w.seat()),
                    _ => None,
                };
                // Under pseudonyms the news goes to each seat in turn.
                let repeat = last.and_then(|l| l.message()).map(std::mem::discriminant)
                    == e.message().map(std::mem::discriminant);
                if let Some(s) = seat
                    && !(repeat && departed.last() == Some(&s))
                {
                    departed.push(s);
                }
                last = Some(e);
            }
            assert_eq!(timeline.departures(), departed, "{config:?} seed {n}");
            for e in timeline.story.events() {
                match e {
                    Event::Shot { .. } => shots += 1,
                    Event::DonCheck { .. } | Event::SheriffCheck { .. } => checks += 1,
                    Event::Found { .. } | Event::Pick { .. } => tests += 1,
                    _ => {}
                }
            }
        }
        match config {
            GameConfig::Mafia(r) if r.preset == narrator_engine::mafia::Preset::Hp => {
                assert!(tests > 0, "hp: no night actions")
            }
            _ => assert!(
                shots > 0 && checks > 0,
                "sport: {shots} shots, {checks} checks"
            ),
        }
    }
}

#[test]
fn a_story_is_cut_into_its_nights_and_days() {
    for preset in [Ruleset::classic(), Ruleset::sport(), Ruleset::hp()] {
        let config = GameConfig::Mafia(preset);
        for seed in 0..4 {
            let sim = simulate::run(&config, Seed::from_number(seed), 10, false);
            let t = Timeline::replay(&setup(&config, Seed::from_number(seed)), &sim.inputs)
                .expect("a finished game");
            let narrator_engine::game::Story::Mafia(story) = &t.story else {
                panic!("a Mafia story");
            };
            let chapters = story.chapters();
            // The chapters are the story, in order, nothing left out.
            let joined: Vec<&Event> = chapters.iter().flat_map(|c| c.iter()).collect();
            let all: Vec<&Event> = story.events().iter().collect();
            assert_eq!(joined, all);
            // Each but the first opens with a night or a day, and no other
            // night or day starts inside one.
            for (i, c) in chapters.iter().enumerate() {
                let opens = matches!(c[0], Event::Night { .. } | Event::Day { .. });
                assert!(i == 0 || opens, "chapter {i}: {:?}", c[0]);
                assert!(
                    !c[1..]
                        .iter()
                        .any(|e| matches!(e, Event::Night { .. } | Event::Day { .. })),
                    "chapter {i} holds two"
                );
            }
            assert!(
                chapters.len() > 2,
                "a whole game has several nights and days"
            );
        }
    }
}
