//! A game's task: applies its inputs in order, lets the computer players
//! answer, arms the phase deadline and its reminder, applies what other
//! processes queued for it, and stores its result once every effect went
//! out.

use super::delivery::Outbox;
use super::{Command, Reply, Submit, Surface};
use crate::clock::Clock;
use crate::error::RuntimeError;
use crate::live::{Keyed, LiveGame};
use narrator_engine::{Input, Rejection, Timestamp};
use narrator_store::{Store, StoreError};
use std::sync::Arc;
use tokio::sync::{mpsc, oneshot};

/// One game's task.
pub(super) struct Runner<S: Surface> {
    pub(super) live: LiveGame,
    pub(super) store: Store,
    pub(super) surface: Arc<S>,
    pub(super) clock: Clock,
    pub(super) reminder_ms: Option<u64>,
    /// The deadline whose reminder is done (sent, or skipped as late).
    pub(super) reminded: Option<Timestamp>,
    /// To the game's deliveries: inputs go on being applied while
    /// earlier effects wait for the platform's rate limits.
    pub(super) outbox: Arc<Outbox>,
    /// Another process took the game over: this task stops.
    pub(super) lost: bool,
}

impl<S: Surface> Runner<S> {
    pub(super) async fn run(
        mut self: Box<Self>,
        mut rx: mpsc::Receiver<Command>,
    ) -> Result<(), RuntimeError> {
        // Decisions lost in a crash are made again now.
        let now = self.clock.now();
        // Every long step of this task is boxed: the task's own future
        // stays small while it waits, which is most of a game's life.
        let effects = Box::pin(self.live.run_computers(now)).await?;
        self.deliver(effects, None);
        if self.live.epoch().is_some() {
            // Inputs queued while nobody ran the game.
            Box::pin(self.drain()).await;
        }
        while !self.live.table().is_over() && !self.lost {
            let deadline = self.live.table().deadline();
            // A lobby's deadline closes it; only phases get a reminder.
            let remind_at = if self.live.table().started() {
                self.reminder_due(deadline)
            } else {
                None
            };
            tokio::select! {
                _ = self.clock.sleep_until(remind_at) => {
                    if let (Some(ends), Some(ms)) = (deadline, self.reminder_ms) {
                        self.reminded = Some(ends);
                        let seats = self.live.table().seats().to_vec();
                        Box::pin(self.surface.remind(self.live.id(), &seats, ends, ms)).await;
                    }
                }
                cmd = rx.recv() => match cmd {
                    None => return Ok(()),
                    Some(cmd) => Box::pin(self.obey(cmd)).await,
                },
                _ = self.clock.sleep_until(deadline) => {
                    Box::pin(self.apply(Input::Tick, None, None)).await;
                }
            }
        }
        if !self.lost && self.live.table().is_over() {
            Box::pin(self.finish_once_delivered(rx)).await;
        }
        Ok(())
    }

    /// Does what the game is asked.
    async fn obey(&mut self, cmd: Command) {
        match cmd {
            Command::View(f) => f(&self.live),
            Command::Drain => Box::pin(self.drain()).await,
            Command::Resolve(resolving) => {
                let (resolve, reply) = *resolving;
                let Some(input) = resolve(&self.live) else {
                    let _ = reply.send(None);
                    return;
                };
                let (accepted, outcome) = oneshot::channel();
                Box::pin(self.apply(input, Some(accepted), None)).await;
                // Told before `apply` returned (an early reply).
                if let Ok(outcome) = outcome.await {
                    let _ = reply.send(Some(outcome));
                }
            }
            Command::Submit(submit) => {
                let Submit {
                    input,
                    reply,
                    early,
                } = *submit;
                // An early reply hears the outcome once the input is
                // stored; a late one once its effects went out.
                let (accepted, delivered) = if early {
                    (Some(reply), None)
                } else {
                    (None, Some(reply))
                };
                Box::pin(self.apply(input, accepted, delivered)).await;
            }
        }
    }

    /// Stores the game's result once every effect went out: a process that
    /// dies before leaves the game unfinished, so whoever resumes it or
    /// takes it over sends what was still owed (the end above all) and
    /// finishes it then.
    ///
    /// Meanwhile (a group's rate limit may hold the end for many seconds)
    /// the game still answers what reaches it, here or relayed by other
    /// processes: the engine refuses every input to an ended game, so a
    /// press that arrives just as the game ends hears that it is over,
    /// rather than being passed on to a queue nobody takes any more.
    async fn finish_once_delivered(&mut self, mut rx: mpsc::Receiver<Command>) {
        let outbox = self.outbox.clone();
        let settled = outbox.settled_all();
        tokio::pin!(settled);
        let mut open = true;
        loop {
            tokio::select! {
                () = &mut settled => break,
                cmd = rx.recv(), if open => match cmd {
                    Some(cmd) => Box::pin(self.obey(cmd)).await,
                    None => open = false,
                },
            }
        }
        // Events queued while the last sends went out, whose announcement
        // may not have come yet; finishing removes whatever is queued
        // after this, and its relayer hears that the game is over. What is
        // asked of the game meanwhile waits in `rx` until the game is
        // finished, and is then refused as for any finished game (an
        // input forwarded to the queue is refused once finished).
        Box::pin(self.drain()).await;
        if self.lost {
            return;
        }
        if self.outbox.queue().owed {
            tracing::warn!(
                game = self.live.id(),
                "the game ended but some of its effects are owed; it is finished once they went out, after a restart"
            );
            return;
        }
        if let Err(e) = self.live.finish(self.clock.now()).await {
            tracing::error!(game = self.live.id(), "cannot store the game's result: {e}");
        }
        drop(rx);
    }

    /// Applies the inputs other processes queued for the game, in order.
    async fn drain(&mut self) {
        let Some(epoch) = self.live.epoch() else {
            return;
        };
        let id = self.live.id();
        let done = self.live.queue_done();
        let queued = match self.store.take_queued(id, epoch, done).await {
            Ok(queued) => queued,
            Err(StoreError::LeaseLost { .. }) => {
                self.lost = true;
                return;
            }
            Err(e) => {
                tracing::error!(game = id, "cannot take the game's queued inputs: {e}");
                return;
            }
        };
        let over = self.live.table().is_over();
        for q in queued {
            if q.relayed {
                self.surface.relayed(id, q.id, q.input_json);
                continue;
            }
            if over {
                // Nothing applies to an ended game; finishing it removes
                // the input from the queue.
                tracing::info!(
                    game = id,
                    queued = q.id,
                    "an input queued for an ended game is dropped"
                );
                continue;
            }
            // The store returns only the inputs after `done`.
            match serde_json::from_str::<Input>(&q.input_json) {
                Ok(input) => self.apply_from(input, Some(q.id), None, None).await,
                // Queued by a newer version that speaks otherwise: dropped
                // rather than stopping the game.
                Err(e) => tracing::error!(
                    game = id,
                    queued = q.id,
                    "a queued input does not parse: {e}"
                ),
            }
            if self.lost {
                return;
            }
        }
    }

    /// When to remind about `deadline`, if that is still to do. A reminder
    /// already late is marked done instead: after a restart it may have
    /// gone out before the crash, and a late one says nothing new.
    fn reminder_due(&mut self, deadline: Option<Timestamp>) -> Option<Timestamp> {
        let (ends, ms) = (deadline?, self.reminder_ms?);
        if self.reminded == Some(ends) {
            return None;
        }
        let at = Timestamp(ends.0.saturating_sub(i64::try_from(ms).unwrap_or(i64::MAX)));
        if at < self.clock.now() {
            self.reminded = Some(ends);
            return None;
        }
        Some(at)
    }

    /// Applies an input and lets the computer players answer. `accepted`
    /// hears the outcome once the input is stored (or refused); `delivered`
    /// once its effects went out. A failure of the store is logged and
    /// reported to whoever waits.
    async fn apply(&mut self, input: Input, accepted: Option<Reply>, delivered: Option<Reply>) {
        self.apply_from(input, None, accepted, delivered).await;
    }

    /// [`Runner::apply`] for an input from the game's queue (`queued`, its
    /// id there) or not.
    async fn apply_from(
        &mut self,
        input: Input,
        queued: Option<i64>,
        accepted: Option<Reply>,
        delivered: Option<Reply>,
    ) {
        let outcome = self.apply_input(input, queued).await;
        let answer = match &outcome {
            Ok(Ok(_)) => Ok(()),
            Ok(Err(r)) => Err(Some(r.clone())),
            Err(RuntimeError::Store(StoreError::LeaseLost { .. })) => {
                tracing::warn!(
                    game = self.live.id(),
                    "another process took the game over; it stops here"
                );
                self.lost = true;
                Err(None)
            }
            Err(e) => {
                tracing::error!(game = self.live.id(), "an input failed: {e}");
                Err(None)
            }
        };
        let tell = |tx: Reply| {
            let _ = tx.send(match &answer {
                Ok(()) => Ok(Ok(())),
                Err(Some(r)) => Ok(Err(r.clone())),
                Err(None) => Err(RuntimeError::Stopped("the store failed".into())),
            });
        };
        if let Some(tx) = accepted {
            tell(tx);
        }
        match outcome {
            Ok(Ok(effects)) => self.deliver(effects, delivered),
            _ => {
                if let Some(tx) = delivered {
                    tell(tx);
                }
            }
        }
    }

    async fn apply_input(
        &mut self,
        input: Input,
        queued: Option<i64>,
    ) -> Result<Result<Vec<Keyed>, Rejection>, RuntimeError> {
        let now = self.clock.now();
        let submitted = match queued {
            Some(id) => self.live.submit_queued(input, id, now).await?,
            None => self.live.submit(input, now).await?,
        };
        let mut effects = match submitted {
            Ok(effects) => effects,
            Err(rejection) => return Ok(Err(rejection)),
        };
        effects.extend(self.live.run_computers(now).await?);
        Ok(Ok(effects))
    }
}
