//! Inactive players: strikes when a tick ends a phase, a private warning,
//! a computer player taking the seat at the limit, taking it back.

use narrator_engine::bots::Autopilot;
use narrator_engine::effect::{Audience, EffectKind, Prompt};
use narrator_engine::mafia::{Preset, Ruleset};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::{
    Effect, GameConfig, Input, Message, PlayerId, Rejection, Seat, Seed, Table, TableSetup,
    Timestamp,
};
use std::collections::BTreeMap;

const ACTIVE: Seat = Seat(0);
const ABSENT: Seat = Seat(1);

fn pid(i: u8) -> PlayerId {
    PlayerId(format!("p{i}"))
}

/// Who answers which prompt: `(seat, how many prompts of theirs came
/// before)`; the active person always answers.
type Answers = dyn Fn(Seat, usize) -> bool;

/// A table with two people (seats 0 and 1) and computer players in the
/// other seats, driven like the runtime drives it.
struct Run {
    table: Table,
    pilot: Option<Autopilot>,
    now: Timestamp,
    /// Every accepted input with its time, for replay.
    inputs: Vec<(Input, Timestamp)>,
    /// Every effect, in order.
    effects: Vec<Effect>,
    /// The latest prompt of each person, and how many they had.
    prompts: BTreeMap<Seat, (Prompt, usize)>,
    answered: BTreeMap<Seat, u32>,
}

impl Run {
    fn new(rules: Ruleset, seed: u64) -> Run {
        let seats = rules.min_players.max(12).min(rules.max_players);
        let mut run = Run {
            table: Table::new(TableSetup {
                config: GameConfig::Mafia(rules),
                seed: Seed::from_number(seed),
                host: pid(0),
            }),
            pilot: None,
            now: Timestamp(0),
            inputs: Vec::new(),
            effects: Vec::new(),
            prompts: BTreeMap::new(),
            answered: BTreeMap::new(),
        };
        for i in 0..2 {
            run.apply(Input::Join {
                player: pid(i),
                name: format!("P{i}"),
            })
            .expect("join");
        }
        run.apply(Input::Fill { by: pid(0), seats }).expect("fill");
        run.apply(Input::Start { by: pid(0) }).expect("start");
        run
    }

    fn apply(&mut self, input: Input) -> Result<Vec<Effect>, Rejection> {
        let effects = self.table.handle(&input, self.now)?;
        self.inputs.push((input, self.now));
        if self.pilot.is_none() && self.table.started() {
            self.pilot = Some(Autopilot::new(&self.table));
        }
        if let Some(p) = self.pilot.as_mut() {
            p.sync(&self.table);
            p.observe(&effects);
        }
        for e in &effects {
            if let (Audience::Seat(s), EffectKind::Prompt(p)) = (&e.audience, &e.kind)
                && s.0 < 2
            {
                // Counted per phase: a prompt sent again in its phase
                // is the same question.
                let n = self
                    .prompts
                    .get(s)
                    .map_or(0, |(old, n)| if old.phase == p.phase { *n } else { n + 1 });
                self.prompts.insert(*s, (p.clone(), n));
            }
        }
        self.effects.extend(effects.iter().cloned());
        Ok(effects)
    }

    fn computers(&mut self) {
        while let Some(input) = self.pilot.as_mut().and_then(|p| p.next_input(&self.table)) {
            // A refused computer move is dropped, as the runtime does.
            let _ = self.apply(input);
        }
    }

    /// The person's open prompt of the current phase, if not yet answered.
    fn open(&self, seat: Seat) -> Option<Prompt> {
        let (p, _) = self.prompts.get(&seat)?;
        (p.phase == self.table.phase_no() && self.answered.get(&seat) != Some(&p.phase))
            .then(|| p.clone())
    }

    /// People answer (as `answers` says), computers play, the clock ticks:
    /// one phase.
    fn step(&mut self, answers: &Answers) -> Vec<Effect> {
        let from = self.effects.len();
        // Prompts may come in the middle of a phase (a speech in turn):
        // people answer until no one has anything new to answer.
        loop {
            let mut moved = false;
            for seat in [ACTIVE, ABSENT] {
                let Some(prompt) = self.open(seat) else {
                    continue;
                };
                let n = self.prompts.get(&seat).map_or(0, |(_, n)| *n);
                if (seat == ACTIVE || answers(seat, n)) && !self.table.replaced().contains(&seat) {
                    self.answered.insert(seat, prompt.phase);
                    // The first choice the game takes.
                    for action in prompt.choices.clone() {
                        let input = Input::Act {
                            player: pid(seat.0),
                            action,
                        };
                        if self.apply(input).is_ok() {
                            moved = true;
                            break;
                        }
                    }
                }
            }
            let before = self.inputs.len();
            self.computers();
            if !moved && self.inputs.len() == before {
                break;
            }
        }
        if let Some(at) = self.table.deadline().filter(|_| !self.table.is_over()) {
            self.now = at;
            self.apply(Input::Tick).expect("tick");
            self.computers();
        }
        self.effects[from..].to_vec()
    }

    fn play_out(&mut self, answers: &Answers) {
        for _ in 0..400 {
            if self.table.is_over() {
                return;
            }
            self.step(answers);
        }
        panic!("the game did not end");
    }

    fn text(&self, lang: Lang, m: &Message) -> String {
        render::message(lang, m, &Names(&self.table.names()))
    }
}

fn warnings(effects: &[Effect]) -> Vec<(Audience, u8)> {
    effects
        .iter()
        .filter_map(|e| match e.message() {
            Some(Message::AfkWarning { left, .. }) => Some((e.audience.clone(), *left)),
            _ => None,
        })
        .collect()
}

fn replaced(effects: &[Effect]) -> Vec<(Audience, Seat)> {
    effects
        .iter()
        .filter_map(|e| match e.message() {
            Some(Message::AfkReplaced { seat }) => Some((e.audience.clone(), *seat)),
            _ => None,
        })
        .collect()
}

fn never(_: Seat, _: usize) -> bool {
    false
}

/// Steps until the absent seat has been warned and then replaced,
/// checking what each step says; `false` if the game ended or the seat
/// died first.
fn until_replaced(run: &mut Run, answers: &Answers) -> bool {
    let mut warned = false;
    for _ in 0..100 {
        let effects = run.step(answers);
        for (audience, _) in warnings(&effects) {
            assert_eq!(
                audience,
                Audience::Seat(ABSENT),
                "only the absent one: {:?}",
                run.table.setup().config
            );
            warned = true;
        }
        let r = replaced(&effects);
        if !r.is_empty() {
            assert!(warned, "a warning comes before the replacement");
            assert_eq!(r, vec![(Audience::Public, ABSENT)]);
            assert_eq!(run.table.replaced(), vec![ABSENT]);
            return true;
        }
        if run.table.is_over() || run.table.game().is_some_and(|g| !g.is_alive(ABSENT)) {
            return false;
        }
    }
    panic!("never replaced");
}

/// The first game (by seed) in which the absent seat is replaced.
fn replaced_run(rules: &Ruleset) -> Run {
    for seed in 0..30 {
        let mut run = Run::new(rules.clone(), seed);
        if until_replaced(&mut run, &never) {
            return run;
        }
    }
    panic!("no seed kept the absent player alive until replaced");
}

#[test]
fn an_absent_player_is_warned_then_replaced_and_the_computer_plays_on() {
    let mut computer_moves = 0;
    for preset in Preset::ALL {
        {
            let mut run = replaced_run(&preset.ruleset());
            let n = run.table.seats().len();
            let deal = run.table.setup().config.deal(&run.table.setup().seed, n);
            // The first warning said one more miss would be the last.
            let first = warnings(&run.effects);
            assert_eq!(first.first().map(|w| w.1), Some(1));
            for lang in Lang::ALL {
                let notice = run.text(lang, &Message::AfkReplaced { seat: ABSENT });
                assert!(notice.contains("P1"), "{notice}");
                let role = &deal[usize::from(ABSENT.0)];
                assert!(!notice.to_lowercase().contains(role.as_str()), "{notice}");
            }
            run.play_out(&never);
            assert!(run.table.result().is_some(), "{preset}");
            computer_moves += run
                .inputs
                .iter()
                .filter(|(i, _)| matches!(i, Input::Computer { seat, .. } if *seat == ABSENT))
                .count();
        }
    }
    assert!(computer_moves > 0, "the computer never played the seat");
}

#[test]
fn acting_resets_the_count() {
    // The absent player answers every second prompt: warned each time,
    // never replaced.
    let every_other = |_: Seat, n: usize| n.is_multiple_of(2);
    let mut warned = 0;
    for (preset, seed) in Preset::ALL
        .into_iter()
        .flat_map(|p| (0..6).map(move |s| (p, s)))
    {
        let mut run = Run::new(preset.ruleset(), seed);
        run.play_out(&every_other);
        assert!(replaced(&run.effects).is_empty(), "{preset} {seed}");
        assert!(
            warnings(&run.effects).iter().all(|w| w.1 == 1),
            "the count starts again after an answer"
        );
        warned += warnings(&run.effects).len();
    }
    assert!(warned > 0);
}

#[test]
fn with_afk_action_none_nothing_is_counted() {
    let rules = Ruleset {
        afk_action: "none".into(),
        ..Ruleset::classic()
    };
    for seed in 0..3 {
        let mut run = Run::new(rules.clone(), seed);
        run.play_out(&never);
        assert!(warnings(&run.effects).is_empty());
        assert!(replaced(&run.effects).is_empty());
        assert!(run.table.replaced().is_empty());
    }
}

#[test]
fn more_strikes_mean_more_warnings() {
    let rules = Ruleset {
        afk_strikes: 3,
        ..Ruleset::classic()
    };
    let run = replaced_run(&rules);
    let lefts: Vec<u8> = warnings(&run.effects).iter().map(|w| w.1).collect();
    assert_eq!(lefts, vec![2, 1]);
}

/// Replaced, then the person tries to act on the seat's next prompt.
fn comeback(may_return: bool) -> (Run, Result<Vec<Effect>, Rejection>) {
    let rules = Ruleset {
        afk_return: may_return,
        ..Ruleset::classic()
    };
    for seed in 0..30 {
        let mut run = Run::new(rules.clone(), seed);
        if !until_replaced(&mut run, &never) {
            continue;
        }
        // The seat's next prompt, before the computer answers it.
        for _ in 0..20 {
            if run.table.is_over() {
                break;
            }
            if let Some(p) = run
                .open(ABSENT)
                .filter(|_| run.table.game().is_some_and(|g| g.is_alive(ABSENT)))
            {
                let action = p.choices[0].clone();
                let got = run.apply(Input::Act {
                    player: pid(1),
                    action,
                });
                return (run, got);
            }
            run.step(&never);
        }
    }
    panic!("no seed gave the replaced seat another prompt");
}

#[test]
fn a_replaced_player_is_refused_unless_afk_return() {
    let (run, got) = comeback(false);
    assert_eq!(got, Err(Rejection::SeatTakenOver));
    assert_eq!(run.table.replaced(), vec![ABSENT]);

    let (mut run, got) = comeback(true);
    let effects = got.expect("the seat is theirs again");
    assert_eq!(
        effects
            .first()
            .map(|e| (e.audience.clone(), e.message().cloned())),
        Some((Audience::Public, Some(Message::AfkBack { seat: ABSENT })))
    );
    assert!(run.table.replaced().is_empty());
    // The computer player no longer moves for the seat.
    let before = run.inputs.len();
    run.computers();
    assert!(
        run.inputs[before..]
            .iter()
            .all(|(i, _)| !matches!(i, Input::Computer { .. }))
    );
    // A computer move for a seat that is not taken over is refused.
    let refused = run.table.handle(
        &Input::Computer {
            seat: ABSENT,
            action: narrator_engine::Action::Mafia(narrator_engine::mafia::MafiaAction::Ready),
        },
        run.now,
    );
    assert!(matches!(refused, Err(Rejection::NotAPlayer { .. })));
}

#[test]
fn replaying_the_inputs_gives_the_same_effects() {
    for preset in Preset::ALL {
        let mut run = replaced_run(&preset.ruleset());
        run.play_out(&never);
        assert!(!replaced(&run.effects).is_empty());
        let mut again = Table::new(run.table.setup().clone());
        let mut effects = Vec::new();
        for (input, at) in &run.inputs {
            effects.extend(again.handle(input, *at).expect("replayed input accepted"));
        }
        assert_eq!(effects, run.effects);
        assert_eq!(again.replaced(), run.table.replaced());
        assert_eq!(again.result(), run.table.result());
    }
}
