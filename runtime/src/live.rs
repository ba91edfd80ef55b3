//! A game being hosted: table, computer players and its place in the store.

use crate::error::RuntimeError;
use crate::record::{GameRecord, InputEntry};
use narrator_engine::bots::Autopilot;
use narrator_engine::{
    Action, Audience, Effect, EffectKind, Input, PlayerId, Prompt, Rejection, Seat, Table,
    Timestamp,
};
use narrator_store::{EffectKey, Epoch, GameId, NewGame, Store, StoredGame, StoredInput};
use std::collections::BTreeMap;
use std::collections::BTreeSet;

/// An effect with its identity in the store.
pub type Keyed = (EffectKey, Effect);

/// A hosted game.
pub struct LiveGame {
    id: GameId,
    /// Where it plays (the place key), as stored.
    surface: String,
    record: GameRecord,
    table: Table,
    pilot: Option<Autopilot>,
    next_seq: u64,
    store: Store,
    /// The latest prompt sent to each seat, so a host can show it again
    /// (after a restart, or when a player asks).
    prompts: BTreeMap<Seat, Prompt>,
    /// The phase counter at which each dead seat died, for statistics.
    died: BTreeMap<Seat, u32>,
    /// The epoch of this process's lease on the game when several
    /// processes share the database: every write carries it, so a process
    /// that lost the game cannot add to its log.
    epoch: Option<Epoch>,
    /// The host stores the result itself once the end went out
    /// ([`LiveGame::finish_once_delivered`]).
    deferred_finish: bool,
    /// The last id of the game's input queue dealt with: applied (as the
    /// log says) or refused since this was loaded.
    queue_done: i64,
}

/// Who made a stored input.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Source {
    /// A person, through this process.
    Person,
    /// A computer player.
    Computer,
    /// A person, through another process: the input's id in the queue.
    Queued(i64),
}

impl LiveGame {
    /// Stores a new game and returns it, in its (empty) lobby.
    pub async fn create(
        store: &Store,
        record: GameRecord,
        surface: &str,
        now: Timestamp,
    ) -> Result<LiveGame, RuntimeError> {
        let id = store
            .create_game(NewGame {
                kind: record.setup.config.kind().to_string(),
                surface: surface.to_string(),
                setup_json: serde_json::to_string(&record)?,
                created_at_ms: now.0,
            })
            .await?;
        Ok(LiveGame::fresh(store, id, surface, record))
    }

    /// A game at its very beginning, before any input.
    fn fresh(store: &Store, id: GameId, surface: &str, record: GameRecord) -> LiveGame {
        LiveGame {
            id,
            surface: surface.to_owned(),
            table: Table::new(record.setup.clone()),
            record,
            pilot: None,
            next_seq: 0,
            store: store.clone(),
            prompts: BTreeMap::new(),
            died: BTreeMap::new(),
            epoch: None,
            deferred_finish: false,
            queue_done: 0,
        }
    }

    /// Fences this game's writes with the lease epoch `epoch` (see
    /// [`narrator_store::Store::append_input_fenced`]).
    pub fn fence(&mut self, epoch: Epoch) {
        self.epoch = Some(epoch);
    }

    /// The lease epoch the game's writes carry, if fenced.
    pub fn epoch(&self) -> Option<Epoch> {
        self.epoch
    }

    /// Rebuilds a stored game by replaying its inputs, and returns it with
    /// the effects that were never delivered (in order). Computer players
    /// whose decisions were lost in a crash decide again when the caller
    /// next runs them ([`LiveGame::run_computers`]).
    pub async fn load(store: &Store, id: GameId) -> Result<(LiveGame, Vec<Keyed>), RuntimeError> {
        let stored = store.load_game(id).await?;
        let delivered = store.delivered(id).await?;
        LiveGame::rebuild(store, stored, &delivered).await
    }

    /// Like [`LiveGame::load`], from a game and its delivered effects
    /// already read (a restart reads every game of a platform at once).
    pub async fn rebuild(
        store: &Store,
        stored: StoredGame,
        delivered: &BTreeSet<EffectKey>,
    ) -> Result<(LiveGame, Vec<Keyed>), RuntimeError> {
        let id = stored.id;
        let corrupt = |detail: String| RuntimeError::Corrupt { game: id, detail };
        let record: GameRecord = serde_json::from_str(&stored.setup_json)
            .map_err(|e| corrupt(format!("its setup does not parse: {e}")))?;
        let mut game = LiveGame::fresh(store, id, &stored.surface, record);
        let mut undelivered = Vec::new();
        for row in &stored.inputs {
            let entry: InputEntry = serde_json::from_str(&row.input_json)
                .map_err(|e| corrupt(format!("input {} does not parse: {e}", row.seq)))?;
            // Keep the computer players in step with the live run: a
            // computer's input is re-derived from its player (skipping any
            // the table refused live); before a person's input the live
            // loop had let every computer player finish, so do that too.
            if let Some(pilot) = game.pilot.as_mut() {
                while let Some(wanted) = pilot.next_input(&game.table) {
                    if entry.by_computer && wanted == entry.input {
                        break;
                    }
                }
            }
            let effects = game
                .table
                .handle(&entry.input, Timestamp(row.at_ms))
                .map_err(|r| corrupt(format!("input {} is refused on replay: {r}", row.seq)))?;
            game.after_accept(&effects);
            undelivered.extend(keyed(row.seq, effects).filter(|(k, _)| !delivered.contains(k)));
            game.next_seq = row.seq + 1;
            if let Some(id) = entry.queued {
                game.queue_done = game.queue_done.max(id);
            }
        }
        // A crash between storing the last input and storing the result
        // leaves an ended game unfinished in the store: finish it now
        // (recording is idempotent, so an end seen twice counts once),
        // unless effects are still owed: whoever sends them finishes it
        // then (see `finish_once_delivered`).
        if stored.finished.is_none() && game.table.is_over() && undelivered.is_empty() {
            let at = stored
                .inputs
                .last()
                .map_or(stored.created_at_ms, |i| i.at_ms);
            game.finish(Timestamp(at)).await?;
        }
        Ok((game, undelivered))
    }

    /// Applies a person's input (or a tick), stored before it returns, and
    /// returns its effects to deliver, in order. On a rejection nothing is
    /// stored or changed.
    ///
    /// The caller must let the computer players finish
    /// ([`LiveGame::run_computers`]) before the next person's input: replay
    /// after a restart assumes that order.
    pub async fn submit(
        &mut self,
        input: Input,
        now: Timestamp,
    ) -> Result<Result<Vec<Keyed>, Rejection>, RuntimeError> {
        self.submit_from(input, Source::Person, now).await
    }

    /// [`LiveGame::submit`] for the input with id `queued` in the game's
    /// queue (handed over by another process): stored with its queue id,
    /// so it is applied once. A refusal counts it as dealt with too.
    pub async fn submit_queued(
        &mut self,
        input: Input,
        queued: i64,
        now: Timestamp,
    ) -> Result<Result<Vec<Keyed>, Rejection>, RuntimeError> {
        self.submit_from(input, Source::Queued(queued), now).await
    }

    /// Applies a person's input: stored and its effects returned, or
    /// refused with nothing stored (a refused queued input is dealt with
    /// all the same).
    async fn submit_from(
        &mut self,
        input: Input,
        from: Source,
        now: Timestamp,
    ) -> Result<Result<Vec<Keyed>, Rejection>, RuntimeError> {
        match self.table.handle(&input, now) {
            Ok(effects) => Ok(Ok(self.persist(input, from, effects, now).await?)),
            Err(r) => {
                if let Source::Queued(id) = from {
                    self.queue_done = self.queue_done.max(id);
                }
                Ok(Err(r))
            }
        }
    }

    /// The last id of the game's input queue dealt with: queued inputs up
    /// to it are applied (or were refused) and may leave the queue.
    pub fn queue_done(&self) -> i64 {
        self.queue_done
    }

    /// Lets one computer player act, if one wants to; `None` when all are
    /// done. For hosts that pace the game (a demo); others call
    /// [`LiveGame::run_computers`].
    pub async fn computer_step(
        &mut self,
        now: Timestamp,
    ) -> Result<Option<Vec<Keyed>>, RuntimeError> {
        while let Some(input) = self.pilot.as_mut().and_then(|p| p.next_input(&self.table)) {
            // A computer's refused input is a strategy bug, not a reason to
            // stop the game: it is dropped and the next decision is asked.
            if let Ok(effects) = self.table.handle(&input, now) {
                return Ok(Some(
                    self.persist(input, Source::Computer, effects, now).await?,
                ));
            }
        }
        Ok(None)
    }

    /// Records that effects reached their audience.
    pub async fn mark_delivered(&self, keys: &[EffectKey]) -> Result<(), RuntimeError> {
        Ok(self.store.mark_delivered(self.id, keys).await?)
    }

    /// The store's id of this game.
    pub fn id(&self) -> GameId {
        self.id
    }

    /// The table (read-only: inputs go through [`LiveGame::submit`]).
    pub fn table(&self) -> &Table {
        &self.table
    }

    /// Where the game plays (its place key, as stored).
    pub fn surface(&self) -> &str {
        &self.surface
    }

    /// The stored setup.
    pub fn record(&self) -> &GameRecord {
        &self.record
    }

    /// Lets computer players act until none wants to; returns the effects.
    pub async fn run_computers(&mut self, now: Timestamp) -> Result<Vec<Keyed>, RuntimeError> {
        let mut out = Vec::new();
        while let Some(effects) = self.computer_step(now).await? {
            out.extend(effects);
        }
        Ok(out)
    }

    async fn persist(
        &mut self,
        input: Input,
        from: Source,
        effects: Vec<Effect>,
        now: Timestamp,
    ) -> Result<Vec<Keyed>, RuntimeError> {
        let seq = self.next_seq;
        let by_computer = from == Source::Computer;
        let queued = match from {
            Source::Queued(id) => Some(id),
            Source::Person | Source::Computer => None,
        };
        let entry = InputEntry {
            input,
            by_computer,
            queued,
        };
        let stored = StoredInput {
            seq,
            input_json: serde_json::to_string(&entry)?,
            at_ms: now.0,
        };
        match self.epoch {
            Some(epoch) => {
                self.store
                    .append_input_fenced(self.id, epoch, stored)
                    .await?
            }
            None => self.store.append_input(self.id, stored).await?,
        }
        self.next_seq += 1;
        if let Some(id) = queued {
            self.queue_done = self.queue_done.max(id);
        }
        self.after_accept(&effects);
        if self.table.is_over() && !self.deferred_finish {
            self.finish(now).await?;
        }
        Ok(keyed(seq, effects).collect())
    }

    /// Leaves storing the result of the game's end to the caller
    /// ([`LiveGame::finish`]), to do once the end's effects went out: a
    /// finished game is never resumed, so a process that died between the
    /// two would lose the end (the winner's announcement) for good.
    pub fn finish_once_delivered(&mut self) {
        self.deferred_finish = true;
    }

    /// Stores the result of an ended game with each seat's result, at
    /// `now`. A game finished already keeps its first result.
    pub async fn finish(&self, now: Timestamp) -> Result<(), RuntimeError> {
        let (result_json, seats) = match self.table.result() {
            Some(result) => (
                serde_json::to_string(result)?,
                crate::results::seat_results(
                    &self.table,
                    result,
                    &self.died,
                    self.record.all_computer,
                ),
            ),
            // A lobby closed before the deal: no result, nobody to rank.
            None => ("null".to_owned(), Vec::new()),
        };
        match self.epoch {
            Some(epoch) => {
                self.store
                    .finish_game_fenced(self.id, epoch, result_json, now.0, seats)
                    .await?
            }
            None => {
                self.store
                    .finish_game_with(self.id, result_json, now.0, seats)
                    .await?
            }
        }
        Ok(())
    }

    /// Starts the computer players once the deal is done and shows them
    /// what happened.
    fn after_accept(&mut self, effects: &[Effect]) {
        if self.pilot.is_none() && self.table.started() {
            self.pilot = Some(if self.record.all_computer {
                Autopilot::new_all(&self.table)
            } else {
                Autopilot::new(&self.table)
            });
        }
        if let Some(p) = self.pilot.as_mut() {
            p.sync(&self.table);
            p.observe(effects);
        }
        if let Some(game) = self.table.game() {
            let phase = game.phase_no();
            for i in 0..self.table.seats().len() {
                let Ok(seat) = u8::try_from(i).map(Seat) else {
                    break;
                };
                if !game.is_alive(seat) {
                    self.died.entry(seat).or_insert(phase);
                }
            }
        }
        for e in effects {
            if let (Audience::Seat(s), EffectKind::Prompt(p)) = (&e.audience, &e.kind) {
                self.prompts.insert(*s, p.clone());
            }
        }
    }

    /// What `player` chose by picking choice `index` of their prompt of
    /// phase `phase` (a button carries both): their seat, the prompt and
    /// the action. The engine's rejections say why not, so every platform
    /// words it the same.
    pub fn resolve_choice(
        &self,
        player: &PlayerId,
        phase: u32,
        index: usize,
    ) -> Result<(Seat, &Prompt, &Action), Rejection> {
        if self.table.is_over() {
            return Err(Rejection::GameOver);
        }
        let seat = self
            .table
            .seat_of(player)
            .ok_or_else(|| Rejection::NotAPlayer {
                player: narrator_engine::rejection::Target::Player(player.0.clone()),
            })?;
        if phase != self.table.phase_no() {
            return Err(Rejection::StaleChoice);
        }
        if self.table.game().is_some_and(|g| !g.may_act(seat)) {
            let name = self
                .table
                .names()
                .get(seat.index())
                .cloned()
                .unwrap_or_default();
            return Err(Rejection::DeadActor { name });
        }
        let prompt = self.open_prompt(seat).ok_or(Rejection::NothingToChoose)?;
        let action = prompt.choices.get(index).ok_or(Rejection::NoSuchChoice {
            count: prompt.choices.len(),
        })?;
        Ok((seat, prompt, action))
    }

    /// The prompt a seat may answer now, if any.
    pub fn open_prompt(&self, seat: Seat) -> Option<&Prompt> {
        self.prompts
            .get(&seat)
            .filter(|p| p.phase == self.table.phase_no() && !self.table.is_over())
    }
}

fn keyed(seq: u64, effects: Vec<Effect>) -> impl Iterator<Item = Keyed> {
    effects.into_iter().enumerate().map(move |(i, e)| {
        (
            EffectKey {
                seq,
                index: u32::try_from(i).unwrap_or(u32::MAX),
            },
            e,
        )
    })
}
