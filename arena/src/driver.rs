//! One game: an engine [`Table`] driven by the bots' answers, with every
//! effect turned into the protocol's lines for the seats that see it.
//!
//! The protocol's day is 50 rounds; in each round every living player, in
//! an order shuffled once per day, is run once. The engine's day does not
//! end when everyone has voted (`end_day_when_all_voted` is off), so it
//! ends at its deadline, which the driver ticks after the last round.

use crate::discover::Bot;
use crate::log::Entry;
use crate::protocol;
use crate::runner::{self, Limits, Status};
use crate::sandbox::Sandbox;
use narrator_engine::Outcome;
use narrator_engine::mafia::{MafiaAction, MafiaPrompt, MafiaTeam, Ruleset};
use narrator_engine::{
    Action, Effect, EffectKind, GameConfig, Input, Message, PlayerId, Rejection, Seat, Seed, Table,
    TableSetup, Timestamp,
};
use rand::seq::SliceRandom;
use std::path::Path;
use thiserror::Error;

/// How a game is played.
#[derive(Clone, Copy, Debug)]
pub struct Settings {
    /// Rounds in a day (the protocol says 50).
    pub rounds: u32,
    /// Limits on each run of a bot.
    pub limits: Limits,
    /// A game still going after this many days is stopped: bots that never
    /// kill nor lynch would otherwise play forever.
    pub max_days: u32,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            rounds: 50,
            limits: Limits::default(),
            max_days: 100,
        }
    }
}

/// The rules the arena plays: `classic`, with a day that always runs all
/// its rounds.
pub fn rules() -> Ruleset {
    Ruleset {
        end_day_when_all_voted: false,
        ..Ruleset::classic()
    }
}

/// What a finished game tells the score table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameOutcome {
    /// The winning team; `None` if the game was stopped.
    pub winner: Option<MafiaTeam>,
    /// Each seat's team, in seat order (the bots sorted by name).
    pub teams: Vec<MafiaTeam>,
    /// Each seat's count of faulty runs (crash, hang, non-zero exit, …).
    pub faults: Vec<u32>,
}

/// Why a game could not be played at all (a bot's misbehaviour is never
/// one of these).
#[derive(Debug, Error)]
pub enum GameError {
    /// The engine refused to set the game up.
    #[error("the engine refused the game: {0}")]
    Engine(#[from] Rejection),
    /// The sandbox could not be made.
    #[error("cannot copy the bots for a game: {0}")]
    Sandbox(#[from] std::io::Error),
}

/// One game in progress.
struct Driver<'a> {
    table: Table,
    names: Vec<String>,
    sandbox: Sandbox,
    settings: Settings,
    seed: Seed,
    now: Timestamp,
    /// What each seat will read next time it is run.
    inbox: Vec<Vec<String>>,
    faults: Vec<u32>,
    log: &'a mut Vec<Entry>,
}

/// Plays game number `game` with `bots` (at least 6) and `seed`, in a
/// sandbox under `work`, appending the game's log to `log`.
pub async fn play(
    bots: &[Bot],
    game: u64,
    seed: Seed,
    work: &Path,
    settings: Settings,
    log: &mut Vec<Entry>,
) -> Result<GameOutcome, GameError> {
    let mut bots = bots.to_vec();
    bots.sort_by(|a, b| a.name.cmp(&b.name));
    let names: Vec<String> = bots.iter().map(|b| b.name.clone()).collect();
    let sandbox = Sandbox::new(work, &bots)?;
    let host = PlayerId::new("arena");
    let mut table = Table::new(TableSetup {
        config: GameConfig::Mafia(rules()),
        seed,
        host: host.clone(),
    });
    let now = Timestamp(0);
    for name in &names {
        table.handle(
            &Input::Join {
                player: player(name),
                name: name.clone(),
            },
            now,
        )?;
    }
    let start = table.handle(&Input::Start { by: host }, now)?;
    log.push(Entry::Start {
        game,
        seed: seed.to_hex(),
        players: names.clone(),
    });
    let n = names.len();
    let mut driver = Driver {
        table,
        names,
        sandbox,
        settings,
        seed,
        now,
        inbox: vec![Vec::new(); n],
        faults: vec![0; n],
        log,
    };
    // Day 0's text comes before the role lines.
    for inbox in &mut driver.inbox {
        inbox.extend(protocol::DAY_ZERO.iter().map(|l| l.to_string()));
    }
    driver.deliver(&start);
    driver.play(start).await
}

fn player(name: &str) -> PlayerId {
    PlayerId::new(format!("bot:{name}"))
}

/// Which part of the game a batch of effects opens, read from its prompts.
enum Next {
    Day,
    Night(Vec<(Seat, MafiaPrompt)>),
    Over,
}

fn next_step(effects: &[Effect]) -> Next {
    let mut night = Vec::new();
    let mut day = false;
    for e in effects {
        if let EffectKind::End(_) = e.kind {
            return Next::Over;
        }
        let (EffectKind::Prompt(p), narrator_engine::Audience::Seat(seat)) = (&e.kind, &e.audience)
        else {
            continue;
        };
        // Only Mafia is played here; another game's prompt is not ours.
        match MafiaPrompt::try_from(p.kind) {
            Ok(MafiaPrompt::Ready | MafiaPrompt::Vote) => day = true,
            Ok(kind) => night.push((*seat, kind)),
            Err(_) => {}
        }
    }
    if day { Next::Day } else { Next::Night(night) }
}

impl Driver<'_> {
    async fn play(mut self, mut effects: Vec<Effect>) -> Result<GameOutcome, GameError> {
        let mut day = 0u32;
        loop {
            match next_step(&effects) {
                Next::Over => break,
                Next::Day => {
                    if day > self.settings.max_days {
                        let stop = Input::Stop {
                            by: PlayerId::new("arena"),
                            admin: true,
                        };
                        let _ = self.table.handle(&stop, self.now);
                        break;
                    }
                    self.day(day).await;
                    effects = self.tick();
                    self.deliver(&effects);
                    if day > 0 && !self.table.is_over() {
                        self.lynch_round(day).await;
                    }
                }
                Next::Night(prompts) => {
                    effects = self.night(day, &prompts).await;
                    day += 1;
                }
            }
        }
        self.finish(day)
    }

    /// The day's rounds: each living seat run once a round, in an order
    /// drawn once for the day.
    async fn day(&mut self, day: u32) {
        let mut order = self.living();
        order.shuffle(&mut self.seed.rng("arena-order", u64::from(day)));
        for round in 1..=self.settings.rounds {
            // What happened in the previous round (or the dawn, in round 1).
            let told: Vec<String> = self
                .inbox
                .iter_mut()
                .map(|lines| std::mem::take(lines).join("\n"))
                .collect();
            for &seat in &order {
                let when = format!("day {day} round {round}");
                let (status, answer) = self.run(seat, &told[seat.index()]).await;
                let outcome = if status != Status::Answered {
                    "ignored".to_string()
                } else {
                    match protocol::parse_day(&answer, &self.names) {
                        Some(action) if day == 0 && matches!(action, MafiaAction::Vote(_)) => {
                            "ignored: votes on day 0 are ignored".to_string()
                        }
                        Some(action) => self.act(seat, action),
                        None if answer.trim().is_empty() => String::new(),
                        None => "ignored: not an action".to_string(),
                    }
                };
                self.record(when, seat, &told[seat.index()], answer, status, outcome);
            }
        }
        // The last round's events are read with the day's end.
    }

    /// After a lynch (or none), every living player reads it; answers are
    /// ignored.
    async fn lynch_round(&mut self, day: u32) {
        for seat in self.living() {
            let told = std::mem::take(&mut self.inbox[seat.index()]).join("\n");
            let (status, answer) = self.run(seat, &told).await;
            let outcome = if answer.trim().is_empty() {
                String::new()
            } else {
                "ignored: answers to the day's end are ignored".into()
            };
            self.record(
                format!("day {day} end"),
                seat,
                &told,
                answer,
                status,
                outcome,
            );
        }
    }

    /// The night: each power is asked with its exact prompt, then the night
    /// ends (at once if every power answered).
    async fn night(&mut self, n: u32, prompts: &[(Seat, MafiaPrompt)]) -> Vec<Effect> {
        // Nothing of the day carries over into the night's prompts.
        for inbox in &mut self.inbox {
            inbox.clear();
        }
        let phase = self.table.phase_no();
        let mut effects = Vec::new();
        for &(seat, kind) in prompts {
            let told = match kind {
                MafiaPrompt::NightKill => protocol::NIGHT_KILL,
                MafiaPrompt::Investigate => protocol::NIGHT_INVESTIGATE,
                _ => protocol::NIGHT_SAVE,
            };
            let (status, answer) = self.run(seat, told).await;
            let outcome = if status != Status::Answered {
                "ignored".into()
            } else {
                match protocol::parse_name(&answer, &self.names) {
                    Some(target) => {
                        let action = match kind {
                            MafiaPrompt::NightKill => MafiaAction::Kill(target),
                            MafiaPrompt::Investigate => MafiaAction::Investigate(target),
                            _ => MafiaAction::Protect(target),
                        };
                        match self.handle_act(seat, action) {
                            Ok(e) => {
                                effects.extend(e);
                                format!("chose {}", self.names[target.index()])
                            }
                            Err(r) => format!("ignored: {r}"),
                        }
                    }
                    None if answer.trim().is_empty() => String::new(),
                    None => "ignored: not a player's name".into(),
                }
            };
            self.record(format!("night {n}"), seat, told, answer, status, outcome);
        }
        if self.table.phase_no() == phase && !self.table.is_over() {
            effects.extend(self.tick());
        }
        self.deliver(&effects);
        effects
    }

    fn living(&self) -> Vec<Seat> {
        match self.table.game() {
            Some(g) => (0..self.names.len())
                .filter_map(|i| u8::try_from(i).ok().map(Seat))
                .filter(|s| g.is_alive(*s))
                .collect(),
            None => Vec::new(),
        }
    }

    async fn run(&mut self, seat: Seat, told: &str) -> (Status, String) {
        let folder = self.sandbox.folder(&self.names[seat.index()]);
        let out = runner::run(&folder, told, self.settings.limits).await;
        if out.status.is_fault() {
            self.faults[seat.index()] += 1;
        }
        (out.status, out.answer)
    }

    fn handle_act(&mut self, seat: Seat, action: MafiaAction) -> Result<Vec<Effect>, Rejection> {
        let input = Input::Act {
            player: player(&self.names[seat.index()]),
            action: Action::Mafia(action),
        };
        self.table.handle(&input, self.now)
    }

    /// A day action: the engine's effects reach the inboxes for the next
    /// round.
    fn act(&mut self, seat: Seat, action: MafiaAction) -> String {
        match self.handle_act(seat, action) {
            Ok(effects) => {
                self.deliver(&effects);
                effects
                    .iter()
                    .filter_map(Effect::message)
                    .flat_map(|m| protocol::lines(m, &self.names))
                    .collect::<Vec<_>>()
                    .join("\n")
            }
            Err(r) => format!("ignored: {r}"),
        }
    }

    /// Ends the current phase at its deadline.
    fn tick(&mut self) -> Vec<Effect> {
        if let Some(at) = self.table.deadline() {
            self.now = self.now.max(at);
        }
        self.table
            .handle(&Input::Tick, self.now)
            .unwrap_or_default()
    }

    /// Puts each message's protocol lines in the inbox of every seat that
    /// may see it.
    fn deliver(&mut self, effects: &[Effect]) {
        for e in effects {
            let Some(message) = e.message() else { continue };
            if matches!(message, Message::Started { .. }) {
                continue;
            }
            let lines = protocol::lines(message, &self.names);
            if lines.is_empty() {
                continue;
            }
            for (i, inbox) in self.inbox.iter_mut().enumerate() {
                if u8::try_from(i).is_ok_and(|s| e.audience.includes(Seat(s))) {
                    inbox.extend(lines.iter().cloned());
                }
            }
        }
    }

    fn record(
        &mut self,
        when: String,
        seat: Seat,
        told: &str,
        answered: String,
        status: Status,
        outcome: String,
    ) {
        self.log.push(Entry::Run {
            when,
            bot: self.names[seat.index()].clone(),
            told: told.to_string(),
            answered,
            status,
            outcome,
        });
    }

    fn finish(self, days: u32) -> Result<GameOutcome, GameError> {
        let result = self.table.result().cloned();
        let roles = result.as_ref().map(|r| r.roles.clone()).unwrap_or_default();
        let winner = match result.as_ref().map(|r| &r.outcome) {
            Some(Outcome::Won(team)) => MafiaTeam::try_from(*team).ok(),
            _ => None,
        };
        let teams = roles
            .iter()
            .map(|r| {
                if r == "mafioso" {
                    MafiaTeam::Mafia
                } else {
                    MafiaTeam::Village
                }
            })
            .collect();
        self.log.push(Entry::End {
            winner: winner.map_or("stopped", MafiaTeam::code).into(),
            roles,
            days,
        });
        Ok(GameOutcome {
            winner,
            teams,
            faults: self.faults,
        })
    }
}
