//! One soak session: a table from its lobby to a little past its end,
//! fed random inputs and checked after each.

use super::check::{self, Before, Broken};
use super::input::Inputs;
use crate::game::soak::{Grounds, Target};
use crate::game::{Audience, Effect, EffectKind, Outcome, Prompt};
use crate::input::Input;
use crate::seat::{PlayerId, Seat};
use crate::seed::Seed;
use crate::table::{Table, TableSetup};
use crate::time::Timestamp;
use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use std::collections::BTreeMap;

/// A session that has not ended by then is cut short: a guard against
/// a game that random play keeps going for ever, far above real games
/// (sport has no limit on days without a removal).
const MAX_INPUTS: u64 = 5_000;

/// A lobby that has not started by then is cut short (its rules may be
/// invalid on purpose, so that it never starts).
const MAX_LOBBY_INPUTS: u64 = 400;

/// One in this many inputs has the table's whole state compared before
/// and after, should it be refused (hashing the state costs more than
/// handling most inputs).
const FINGERPRINT_EVERY: u64 = 8;

/// How a session ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// A side won.
    Won,
    /// The host or an admin stopped the started game.
    Stopped,
    /// The lobby closed (everyone left, or it was stopped) before a start.
    Closed,
    /// Still going after the session's most inputs.
    Cut,
}

/// What one input did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    /// Whether the table accepted it.
    pub accepted: bool,
    /// Set when it was the session's last.
    pub ended: Option<Ending>,
}

/// A table, a twin fed only the inputs the table accepted, and the
/// inputs.
#[derive(Debug)]
pub struct Session {
    target: Target,
    table: Table,
    /// The same table fed only the accepted inputs: it must answer each
    /// of them exactly like the table that also saw the refused ones.
    twin: Table,
    inputs: Inputs,
    rng: ChaCha8Rng,
    /// Each seat's latest prompt.
    prompts: BTreeMap<Seat, Prompt>,
    handled: u64,
    /// Inputs still to come after the end.
    after_end: Option<u32>,
    last: Option<(Input, Timestamp)>,
    /// Room for the table's state as text (see [`check::fingerprint`]).
    scratch: String,
}

impl Session {
    /// A new table of `target` with options and inputs drawn from `seed`.
    pub fn new(target: Target, seed: &Seed, grounds: &Grounds) -> Session {
        let mut rng = seed.rng("soak", 0);
        let setup = TableSetup {
            config: target.config(grounds, &mut rng),
            seed: Seed(seed.derive("soak-game", 0)),
            host: PlayerId::new("p0"),
        };
        let inputs = Inputs::new(seed.rng("soak-inputs", 0), setup.config.kind(), &setup.host);
        Session {
            target,
            table: Table::new(setup.clone()),
            twin: Table::new(setup),
            inputs,
            rng,
            prompts: BTreeMap::new(),
            handled: 0,
            after_end: None,
            last: None,
            scratch: String::new(),
        }
    }

    /// The game played.
    pub fn target(&self) -> Target {
        self.target
    }

    /// Inputs handled so far.
    pub fn handled(&self) -> u64 {
        self.handled
    }

    /// The latest input and its time: after a panic, the one that caused it.
    pub fn last(&self) -> Option<&(Input, Timestamp)> {
        self.last.as_ref()
    }

    /// The table's current phase counter.
    pub fn phase_no(&self) -> u32 {
        self.table.phase_no()
    }

    /// Makes one input, feeds it to the table and checks the answer.
    pub fn step(&mut self) -> Result<Step, Broken> {
        let (input, now) = self.inputs.next(&self.table, &self.prompts);
        let before = Before::of(&self.table);
        let print = self
            .handled
            .is_multiple_of(FINGERPRINT_EVERY)
            .then(|| check::fingerprint(&self.table, &mut self.scratch));
        self.handled += 1;
        let (input, now) = &*self.last.insert((input, now));
        let answer = self.table.handle(input, *now);
        check::answer(before, &self.table, input, &answer)?;
        match &answer {
            Err(r) => {
                if print.is_some_and(|p| p != check::fingerprint(&self.table, &mut self.scratch)) {
                    return Err(Broken::RefusalChangedState(r.clone()));
                }
            }
            Ok(effects) => {
                let twin = self.twin.handle(input, *now);
                if twin.as_ref() != Ok(effects) {
                    return Err(Broken::RefusalLeftTrace(format!("it answers {twin:?}")));
                }
                remember_prompts(&mut self.prompts, effects);
            }
        }
        let accepted = answer.is_ok();
        let limit = if self.table.started() {
            MAX_INPUTS
        } else {
            MAX_LOBBY_INPUTS
        };
        if !self.table.is_over() && self.handled >= limit {
            return self.finish(accepted, Ending::Cut);
        }
        if self.table.is_over() {
            let left = self
                .after_end
                .get_or_insert_with(|| self.rng.random_range(0..40));
            if *left == 0 {
                let ending = match self.table.result().map(|r| &r.outcome) {
                    Some(Outcome::Won(_)) => Ending::Won,
                    Some(Outcome::Stopped) => Ending::Stopped,
                    None => Ending::Closed,
                };
                return self.finish(accepted, ending);
            }
            *left -= 1;
        }
        Ok(Step {
            accepted,
            ended: None,
        })
    }

    /// The end of the session: the twin must hold exactly what the table
    /// holds.
    fn finish(&mut self, accepted: bool, ending: Ending) -> Result<Step, Broken> {
        let table = check::fingerprint(&self.table, &mut self.scratch);
        if table != check::fingerprint(&self.twin, &mut self.scratch) {
            return Err(Broken::RefusalLeftTrace(
                "the table's final state differs from its twin's".into(),
            ));
        }
        Ok(Step {
            accepted,
            ended: Some(ending),
        })
    }
}

fn remember_prompts(prompts: &mut BTreeMap<Seat, Prompt>, effects: &[Effect]) {
    for e in effects {
        if let (Audience::Seat(s), EffectKind::Prompt(p)) = (&e.audience, &e.kind) {
            prompts.insert(*s, p.clone());
        }
    }
}
