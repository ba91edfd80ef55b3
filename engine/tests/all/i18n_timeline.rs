//! Every timeline text in every language: each event, the titles, the
//! end and the command replies render from the `timeline` catalogue with
//! no Fluent error, every `timeline-…` message is used, and Russian and
//! Vietnamese are really translated.

use narrator_engine::Outcome;
use narrator_engine::bots::simulate;
use narrator_engine::game::Story;
use narrator_engine::mafia::timeline::Event;
use narrator_engine::mafia::timeline::Story as MafiaStory;
use narrator_engine::mafia::{MafiaTeam, Power, Preset, Role, Ruleset, VoteChoice};
use narrator_engine::render::{Lang, Names};
use narrator_engine::timeline::Timeline;
use narrator_engine::timeline::text as tl;
use narrator_engine::zombie::ZombieOptions;
use narrator_engine::{GameConfig, GameResult, PlayerId, Seat, Seed, TableSetup, Team};
use narrator_i18n::{args, script, text};
use std::collections::BTreeSet;

const NAMES: [&str; 4] = ["Anna", "Boris", "Chen", "Dita"];

/// One of every event, over four seats.
fn every_event() -> Vec<Event> {
    let (a, b, c, d) = (Seat(0), Seat(1), Seat(2), Seat(3));
    let mut events = vec![Event::Day { day: 0 }, Event::Night { night: 1 }];
    for power in Power::ORDER {
        events.push(Event::Pick {
            by: a,
            power,
            target: b,
        });
    }
    for mafia in [true, false] {
        events.push(Event::Found {
            by: Some(c),
            target: d,
            mafia,
        });
        events.push(Event::Found {
            by: None,
            target: d,
            mafia,
        });
    }
    events.extend([
        Event::Saved { seat: b },
        Event::Killed {
            seat: b,
            role: Some(Role::Villager),
        },
        Event::Quiet,
        Event::Day { day: 1 },
        Event::Vote {
            voter: a,
            choice: VoteChoice::Player(c),
        },
        Event::Vote {
            voter: b,
            choice: VoteChoice::NoOne,
        },
        Event::Lynched {
            seat: c,
            role: None,
        },
        Event::NoLynch,
        Event::Revote { tied: vec![a, b] },
        Event::Caught {
            seat: d,
            role: None,
        },
        Event::Shot { by: a, target: b },
    ]);
    for yes in [true, false] {
        events.push(Event::DonCheck {
            by: a,
            target: b,
            sheriff: yes,
        });
        events.push(Event::SheriffCheck {
            by: c,
            target: a,
            black: yes,
        });
    }
    events.extend([
        Event::Nominated { by: a, nominee: b },
        Event::Ballot {
            voter: c,
            nominee: b,
        },
        Event::CarCrash { tied: vec![b, d] },
        Event::Leaves {
            seat: b,
            role: None,
        },
        Event::Stays {
            candidates: vec![b, d],
        },
        Event::RemovedInactive { seat: d },
        Event::Blocked { seat: b },
        Event::Tracked {
            by: a,
            target: b,
            visited: Some(c),
        },
        Event::Tracked {
            by: a,
            target: b,
            visited: None,
        },
        Event::Cleaned { seat: c },
        Event::Survived { seat: d },
        Event::JoinedMafia { seat: b },
        Event::Lovers { a, b: c },
        Event::Grief {
            seat: c,
            role: None,
        },
        Event::HunterShot {
            hunter: a,
            target: d,
            role: None,
        },
        Event::MayorRevealed { seat: b },
        Event::JesterWon { seat: c },
    ]);
    events
}

fn result(outcome: Outcome) -> GameResult {
    GameResult {
        outcome,
        winners: vec![Seat(0), Seat(2)],
        roles: ["mafioso", "villager", "cop", "doctor"]
            .map(String::from)
            .to_vec(),
        seed: Seed::from_number(7),
        commitment: "c0ffee".into(),
    }
}

fn check(label: &str, render: impl Fn(Lang) -> String, failures: &mut Vec<String>) {
    let [en, ru, vi] = [Lang::En, Lang::Ru, Lang::Vi].map(&render);
    if let Err(e) = script::translated(label, [&en, &ru, &vi], &NAMES) {
        failures.push(e);
    }
}

#[test]
fn every_timeline_text_renders_in_every_language() {
    narrator_i18n::start_recording();
    let mut failures = Vec::new();
    let names: Vec<String> = NAMES.map(String::from).to_vec();
    let handmade = Timeline {
        config: GameConfig::Mafia(Ruleset::classic()),
        names: names.clone(),
        story: Story::Mafia(MafiaStory::told(true, every_event())),
        result: Some(result(Outcome::Won(Team::Mafia(MafiaTeam::Mafia)))),
    };
    let n = Names::new(&names);
    let roles = handmade
        .result
        .as_ref()
        .map_or(&[][..], |r| r.roles.as_slice());
    for (i, e) in handmade.story.events().iter().enumerate() {
        check(
            &format!("event {i} {e:?}"),
            |lang| narrator_engine::mafia::timeline_text::event(lang, e, roles, &n),
            &mut failures,
        );
    }
    check(
        "whole",
        |lang| tl::timeline(lang, 5, &handmade).join("\n"),
        &mut failures,
    );

    // Real games of every preset, and a game without nights.
    let presets = [Ruleset::classic(), Ruleset::hp(), Ruleset::sport()];
    let mut configs: Vec<GameConfig> = presets.into_iter().map(GameConfig::Mafia).collect();
    configs.push(GameConfig::Zombie(ZombieOptions::default()));
    for config in &configs {
        let seed = Seed::from_number(11);
        // Each preset with as many seats as it allows.
        let game = simulate::run(config, seed, config.seat_range().1.min(10), false);
        let setup = TableSetup {
            config: config.clone(),
            seed,
            host: PlayerId::new("sim:host"),
        };
        let t = Timeline::replay(&setup, &game.inputs).expect("over");
        for lang in Lang::ALL {
            let lines = tl::timeline(lang, 9, &t);
            assert!(lines.len() > 2, "{config:?}: {lines:?}");
            if lang == Lang::En
                && matches!(config, GameConfig::Mafia(r) if r.preset == Preset::Classic)
            {
                eprintln!("{}", lines.join("\n"));
            }
        }
        // The history line, for each way a game can end.
        for outcome in [
            Some(result(Outcome::Won(Team::Mafia(MafiaTeam::Village)))),
            Some(result(Outcome::Stopped)),
            None,
        ] {
            check(
                &format!("history {config:?} {outcome:?}"),
                |lang| tl::history_line(lang, 12, config, "2026-12-05 13:00 UTC", outcome.as_ref()),
                &mut failures,
            );
        }
    }
    let not_played = Timeline {
        result: None,
        ..handmade.clone()
    };
    check(
        "not played",
        |lang| tl::timeline(lang, 3, &not_played).join("\n"),
        &mut failures,
    );

    // The command replies.
    let cmd = |id: &'static str| {
        move |lang: Lang| {
            text(
                lang,
                id,
                Some(&args![
                    ("id", 12),
                    ("command", "mafia"),
                    ("text", "abc"),
                    ("part", 1),
                    ("count", 2),
                ]),
            )
        }
    };
    for id in [
        "timeline-history-title",
        "timeline-history-hint",
        "timeline-history-empty",
        "timeline-running",
        "timeline-no-game",
        "timeline-not-number",
        "timeline-usage",
        "timeline-broken",
        "timeline-part",
    ] {
        check(id, cmd(id), &mut failures);
    }

    let errors = narrator_i18n::errors();
    assert!(errors.is_empty(), "{errors:#?}");
    let used = narrator_i18n::used();
    let unused: BTreeSet<_> = narrator_i18n::area_ids("timeline")
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "unused: {unused:?}");
    assert!(failures.is_empty(), "{failures:#?}");
}
