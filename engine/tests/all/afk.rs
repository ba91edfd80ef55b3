//! Inactive players: strikes when a tick ends a phase, a private warning,
//! a computer player taking the seat at the limit, taking it back; or,
//! with `afk_action = remove`, the seat leaving the game without its role.

use narrator_engine::GameMessage;
use narrator_engine::afk::AfkAction;
use narrator_engine::bots::Autopilot;
use narrator_engine::mafia::timeline::Event;
use narrator_engine::mafia::{MafiaMessage, MafiaTeam, Preset, Role, Ruleset};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::timeline::Timeline;
use narrator_engine::{Audience, EffectKind, Outcome, Prompt};
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
    /// Each accepted input's effects, in step with `inputs`.
    batches: Vec<Vec<Effect>>,
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
            batches: Vec::new(),
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
        self.batches.push(effects.clone());
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
                // Counted per phase: a prompt sent again in its phase is
                // the same question.
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
        render::message(lang, m, &Names::new(&self.table.names()))
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

// ------------------------------------------------------------- remove

/// `rules` with inactive seats removed.
fn removing(rules: Ruleset) -> Ruleset {
    Ruleset {
        afk_action: "remove".into(),
        ..rules
    }
}

/// Every preset with `afk_action = remove`, sport with and without
/// pseudonyms.
fn remove_rulesets() -> Vec<Ruleset> {
    let mut out: Vec<Ruleset> = Preset::ALL.map(|p| removing(p.ruleset())).to_vec();
    out.push(Ruleset {
        pseudonyms: false,
        ..removing(Ruleset::sport())
    });
    out
}

/// The copies of the removal notice among effects: audience and seat.
fn removed(effects: &[Effect]) -> Vec<(Audience, Seat)> {
    effects
        .iter()
        .filter_map(|e| match e.message() {
            Some(Message::Game(GameMessage::Mafia(MafiaMessage::AfkRemoved { who }))) => {
                Some((e.audience.clone(), who.seat()))
            }
            _ => None,
        })
        .collect()
}

/// Steps until the absent seat has been warned and then removed; the
/// index of the batch that removed it, or `None` if the game ended or
/// the seat died another way first.
fn until_removed(run: &mut Run) -> Option<usize> {
    let mut warned = false;
    for _ in 0..100 {
        let from = run.batches.len();
        let effects = run.step(&never);
        for (audience, _) in warnings(&effects) {
            assert_eq!(audience, Audience::Seat(ABSENT), "only the absent one");
            warned = true;
        }
        if let Some(at) = (from..run.batches.len()).find(|i| !removed(&run.batches[*i]).is_empty())
        {
            assert!(warned, "a warning comes before the removal");
            return Some(at);
        }
        if run.table.is_over() || run.table.game().is_some_and(|g| !g.is_alive(ABSENT)) {
            return None;
        }
    }
    panic!("never removed");
}

/// Whether a batch ends the game.
fn ends(batch: &[Effect]) -> bool {
    batch.iter().any(|e| matches!(e.kind, EffectKind::End(_)))
}

/// The first game (by seed) in which the absent seat is removed, and the
/// batch that removed it; `deciding`: a removal that ends the game by the
/// win rule, or one after which it goes on.
fn removed_run(rules: &Ruleset, deciding: bool) -> (Run, usize) {
    for seed in 0..40 {
        let mut run = Run::new(rules.clone(), seed);
        if let Some(at) = until_removed(&mut run)
            && ends(&run.batches[at]) == deciding
        {
            return (run, at);
        }
    }
    panic!("no seed removed the absent player (deciding: {deciding})");
}

/// How `viewer` is shown the absent seat: its name, or its alias under
/// sport's pseudonyms.
fn label(run: &Run) -> String {
    match run.table.game() {
        Some(g) if g.as_sport().is_some_and(|g| g.aliases().on()) => g
            .as_sport()
            .map(|g| g.aliases().alias(ABSENT).to_string())
            .unwrap_or_default(),
        _ => run.table.names()[usize::from(ABSENT.0)].clone(),
    }
}

const ROLES: [Role; 29] = Role::ALL;

/// The role and team words `text` (in `lang`) mentions, as the catalogue
/// words them: Vietnamese phrases whole, English and Russian words by
/// their stem (so `комиссаром` mentions `комиссар`), and the role codes.
fn role_words_in(lang: Lang, text: &str) -> Vec<String> {
    let text = text.to_lowercase();
    let tokens: Vec<&str> = text
        .split(|c: char| !c.is_alphanumeric())
        .filter(|t| !t.is_empty())
        .collect();
    let mut phrases: Vec<String> = ROLES
        .iter()
        .flat_map(|r| {
            [
                narrator_engine::mafia::render::role(lang, *r),
                r.name().to_string(),
            ]
        })
        .collect();
    for team in [MafiaTeam::Village, MafiaTeam::Mafia] {
        phrases.push(narrator_engine::mafia::render::team(lang, team));
    }
    let mut found = Vec::new();
    for phrase in phrases {
        let phrase = phrase.to_lowercase();
        let hit = if lang == Lang::Vi {
            text.contains(&phrase)
        } else {
            phrase
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty() && !["a", "an", "the"].contains(w))
                .all(|w| {
                    let n = w.chars().count();
                    let stem: String = w.chars().take(if n > 5 { n - 2 } else { n }).collect();
                    tokens.iter().any(|t| t.starts_with(&stem))
                })
        };
        if hit {
            found.push(phrase);
        }
    }
    found
}

/// Whether anyone but `seat` reads an effect.
fn others_read(audience: &Audience, seat: Seat) -> bool {
    match audience {
        Audience::Public => true,
        Audience::Seat(s) => *s != seat,
        Audience::Team { members, .. } => members.iter().any(|m| *m != seat),
        Audience::People { seats, watchers } => {
            !watchers.is_empty() || seats.iter().any(|s| *s != seat)
        }
    }
}

/// The role a message gives for `seat`, if it names one (the end's list
/// aside).
fn role_told(m: &Message, seat: Seat) -> Option<Role> {
    match m {
        Message::Game(GameMessage::Mafia(MafiaMessage::Dawn {
            killed: Some(s),
            role,
            ..
        }))
        | Message::Game(GameMessage::Mafia(MafiaMessage::Lynched { seat: s, role }))
        | Message::Game(GameMessage::Mafia(MafiaMessage::Caught { seat: s, role }))
            if *s == seat =>
        {
            *role
        }
        Message::Game(GameMessage::Mafia(MafiaMessage::Leaves { who, role }))
        | Message::Game(GameMessage::Mafia(MafiaMessage::Morning {
            killed: Some(who),
            role,
            ..
        })) if who.seat() == seat => *role,
        _ => None,
    }
}

/// Checks a removal batch: the seat is out, the notice goes to everyone
/// (one copy per seat under pseudonyms) and nobody but the seat itself is
/// told its role, in any language, unless the removal ended the game.
fn check_removal(run: &Run, batch: &[Effect]) {
    let config = &run.table.setup().config;
    let game = run.table.game().expect("started");
    assert!(!game.is_alive(ABSENT), "{config:?}");
    assert_eq!(run.table.removed(), vec![ABSENT]);
    assert!(run.table.replaced().is_empty());
    let notices = removed(batch);
    assert!(!notices.is_empty());
    let aliases = game.as_sport().is_some_and(|g| g.aliases().on());
    if aliases {
        let told: Vec<Audience> = notices.iter().map(|(a, _)| a.clone()).collect();
        let every: Vec<Audience> = (0..run.table.seats().len())
            .map(|i| Audience::Seat(Seat(i as u8)))
            .collect();
        assert_eq!(told, every, "one copy per seat");
    } else {
        assert_eq!(notices, vec![(Audience::Public, ABSENT)]);
    }
    assert!(notices.iter().all(|(_, s)| *s == ABSENT));
    // The warning said the seat would be removed.
    let warned: Vec<_> = run
        .effects
        .iter()
        .filter_map(|e| match e.message() {
            Some(Message::AfkWarning { action, .. }) => Some(*action),
            _ => None,
        })
        .collect();
    assert!(warned.iter().all(|a| *a == AfkAction::Remove));

    let ended = batch.iter().any(|e| matches!(e.kind, EffectKind::End(_)));
    let label = label(run);
    let seat_names = run.table.names();
    let names = Names::new(&seat_names);
    for e in batch.iter().filter(|e| others_read(&e.audience, ABSENT)) {
        let Some(m) = e.message() else { continue };
        if matches!(m, Message::GameOver(_)) {
            assert!(ended, "roles only with the end");
            continue;
        }
        // dead_see_roles: every role, to the dead only.
        if let Message::Roles { .. } = m {
            let Audience::People { seats, .. } = &e.audience else {
                panic!("roles to {:?}", e.audience)
            };
            assert!(seats.iter().all(|s| !game.is_alive(*s)), "{seats:?}");
            continue;
        }
        assert_eq!(role_told(m, ABSENT), None, "{m:?}");
        for lang in Lang::ALL {
            let text = render::message(lang, m, &names);
            if text.contains(&label) {
                let words = role_words_in(lang, &text);
                assert!(words.is_empty(), "{lang:?}: {words:?} in {text}");
            }
        }
    }
    // The notice itself in every language, to others and to the seat.
    for lang in Lang::ALL {
        for e in batch {
            if let Some(m @ Message::Game(GameMessage::Mafia(MafiaMessage::AfkRemoved { .. }))) =
                e.message()
            {
                let text = render::message(lang, m, &names);
                let words = role_words_in(lang, &text);
                assert!(words.is_empty(), "{lang:?}: {words:?} in {text}");
            }
        }
    }
}

/// The table as it was right after input `at`, and that input's time.
fn table_after(run: &Run, at: usize) -> (Table, Timestamp) {
    let mut table = Table::new(run.table.setup().clone());
    for (input, now) in &run.inputs[..=at] {
        table.handle(input, *now).expect("replayed input accepted");
    }
    (table, run.inputs[at].1)
}

/// Prompts to the absent seat among effects.
fn prompted(effects: &[Effect], seat: Seat) -> usize {
    effects
        .iter()
        .filter(|e| e.audience == Audience::Seat(seat) && matches!(e.kind, EffectKind::Prompt(_)))
        .count()
}

#[test]
fn an_absent_player_is_warned_then_removed_without_the_role_and_the_game_goes_on() {
    for rules in remove_rulesets() {
        let (mut run, at) = removed_run(&rules, false);
        let batch = run.batches[at].clone();
        check_removal(&run, &batch);
        assert_eq!(warnings(&run.effects).first().map(|w| w.1), Some(1));
        let n = run.table.seats().len();
        let deal = run.table.setup().config.deal(&run.table.setup().seed, n);
        // Never prompted again, and refused as dead.
        let last = run
            .prompts
            .get(&ABSENT)
            .map(|(p, _)| p.choices[0].clone())
            .expect("the seat had a prompt");
        let (mut then, now) = table_after(&run, at);
        assert!(!then.is_over());
        let refused = then.handle(
            &Input::Act {
                player: pid(1),
                action: last.clone(),
            },
            now,
        );
        assert!(
            matches!(refused, Err(Rejection::DeadActor { .. })),
            "{refused:?}"
        );
        run.play_out(&never);
        assert!(
            run.inputs[at + 1..]
                .iter()
                .any(|(i, _)| matches!(i, Input::Act { .. })),
            "the game went on"
        );
        let after: Vec<Effect> = run.batches[at..].concat();
        assert_eq!(prompted(&after, ABSENT), 0, "{:?}", rules.preset);
        // Still out, still refused; the end shows the role like any other.
        assert!(matches!(
            run.table.handle(
                &Input::Act {
                    player: pid(1),
                    action: last,
                },
                run.now,
            ),
            Err(Rejection::GameOver)
        ));
        let result = run.table.result().expect("the game ended");
        assert_eq!(result.roles, deal);
        assert_eq!(run.table.removed(), vec![ABSENT]);
        // Nothing about the seat named its role before the end.
        let end = run
            .effects
            .iter()
            .position(|e| matches!(e.kind, EffectKind::End(_)))
            .expect("an end");
        for e in &run.effects[..end] {
            if let Some(m) = e.message() {
                assert_eq!(role_told(m, ABSENT), None, "{m:?}");
            }
        }
    }
}

#[test]
fn the_role_check_finds_roles_in_every_language() {
    let names = ["Ann".to_string(), "P1".to_string()];
    let names = Names::new(&names);
    for role in ROLES {
        let told = Message::Game(GameMessage::Mafia(MafiaMessage::Lynched {
            seat: ABSENT,
            role: Some(role),
        }));
        for lang in Lang::ALL {
            let text = render::message(lang, &told, &names);
            assert!(!role_words_in(lang, &text).is_empty(), "{lang:?}: {text}");
        }
    }
}

/// Rules under which the absent seat's first missed deadline removes it
/// and, if it is the lone mafioso of twelve, ends the game.
fn lone_mafioso(preset: Preset) -> Ruleset {
    Ruleset {
        min_players: 12,
        mafia_divisor: 12,
        afk_strikes: 1,
        ..removing(preset.ruleset())
    }
}

#[test]
fn removing_the_lone_mafioso_ends_the_game_at_once() {
    for preset in [Preset::Classic, Preset::Hp] {
        let rules = lone_mafioso(preset);
        let mut checked = 0;
        for seed in 0..200 {
            let deal = GameConfig::Mafia(rules.clone()).deal(&Seed::from_number(seed), 12);
            if deal[usize::from(ABSENT.0)] != "mafioso" {
                continue;
            }
            let mut run = Run::new(rules.clone(), seed);
            let Some(at) = until_removed_now(&mut run) else {
                continue;
            };
            let batch = run.batches[at].clone();
            check_removal(&run, &batch);
            assert!(ends(&batch), "{preset}: the village wins at once");
            let result = run.table.result().expect("over");
            assert_eq!(
                result.outcome,
                Outcome::Won(narrator_engine::Team::Mafia(MafiaTeam::Village))
            );
            assert_eq!(result.roles, deal, "the end shows every role");
            // The notice comes before the win.
            let notice = batch
                .iter()
                .position(|e| !removed(std::slice::from_ref(e)).is_empty());
            let winner = batch.iter().position(|e| {
                matches!(
                    e.message(),
                    Some(Message::Game(GameMessage::Mafia(
                        MafiaMessage::Winner { .. }
                    )))
                )
            });
            assert!(notice < winner, "{notice:?} {winner:?}");
            checked += 1;
            if checked == 2 {
                break;
            }
        }
        assert_eq!(
            checked, 2,
            "{preset}: seeds with the absent seat the mafioso"
        );
    }
}

/// Like [`until_removed`], for a first strike that is the last (no
/// warning comes first).
fn until_removed_now(run: &mut Run) -> Option<usize> {
    for _ in 0..20 {
        let from = run.batches.len();
        run.step(&never);
        if let Some(at) = (from..run.batches.len()).find(|i| !removed(&run.batches[*i]).is_empty())
        {
            return Some(at);
        }
        if run.table.is_over() {
            return None;
        }
    }
    None
}

#[test]
fn a_removal_replays_the_same_and_the_timeline_tells_it() {
    for rules in remove_rulesets() {
        let (mut run, _) = removed_run(&rules, false);
        run.play_out(&never);
        let mut again = Table::new(run.table.setup().clone());
        let mut effects = Vec::new();
        for (input, at) in &run.inputs {
            effects.extend(again.handle(input, *at).expect("replayed input accepted"));
        }
        assert_eq!(effects, run.effects);
        assert_eq!(again.removed(), vec![ABSENT]);
        assert_eq!(again.result(), run.table.result());

        let timeline = Timeline::replay(run.table.setup(), &run.inputs).expect("a timeline");
        let told: Vec<&Event> = timeline
            .story
            .events()
            .iter()
            .filter(|e| matches!(e, Event::RemovedInactive { .. }))
            .collect();
        assert_eq!(told, vec![&Event::RemovedInactive { seat: ABSENT }]);
        assert!(timeline.departures().contains(&ABSENT));
        // After the end the timeline names the role with the seat.
        let n = run.table.seats().len();
        let role = run.table.setup().config.deal(&run.table.setup().seed, n)[usize::from(ABSENT.0)]
            .clone();
        let roles = timeline
            .result
            .as_ref()
            .map(|r| r.roles.clone())
            .unwrap_or_default();
        for lang in Lang::ALL {
            let line = narrator_engine::mafia::timeline_text::event(
                lang,
                told[0],
                &roles,
                &Names::new(&timeline.names),
            );
            let shown =
                narrator_engine::mafia::render::role_name(lang, &role).expect("a Mafia role");
            assert!(line.contains(&shown), "{lang:?}: {line}");
        }
    }
}

#[test]
fn a_removed_seat_is_shown_every_role_with_dead_see_roles() {
    let rules = Ruleset {
        dead_see_roles: true,
        ..removing(Ruleset::classic())
    };
    let (run, at) = removed_run(&rules, false);
    let batch = &run.batches[at];
    check_removal(&run, batch);
    let shown: Vec<&Audience> = batch
        .iter()
        .filter(|e| matches!(e.message(), Some(Message::Roles { .. })))
        .map(|e| &e.audience)
        .collect();
    let [Audience::People { seats, .. }] = shown.as_slice() else {
        panic!("roles shown to {shown:?}");
    };
    assert!(seats.contains(&ABSENT), "{seats:?}");
}

#[test]
fn a_removed_player_cannot_come_back_even_with_afk_return() {
    let rules = Ruleset {
        afk_return: true,
        ..removing(Ruleset::classic())
    };
    let (run, at) = removed_run(&rules, false);
    let (mut table, now) = table_after(&run, at);
    let action = run.prompts[&ABSENT].0.choices[0].clone();
    let refused = table.handle(
        &Input::Act {
            player: pid(1),
            action,
        },
        now,
    );
    assert!(
        matches!(refused, Err(Rejection::DeadActor { .. })),
        "{refused:?}"
    );
    assert_eq!(table.removed(), vec![ABSENT]);
    assert!(table.replaced().is_empty());
    // A computer move for the seat is refused too: nobody plays it.
    let refused = table.handle(
        &Input::Computer {
            seat: ABSENT,
            action: narrator_engine::Action::Mafia(narrator_engine::mafia::MafiaAction::Ready),
        },
        now,
    );
    assert!(
        matches!(refused, Err(Rejection::NotAPlayer { .. })),
        "{refused:?}"
    );
}
