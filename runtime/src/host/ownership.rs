//! Sharing a database with other processes: the leases a host holds its
//! games under, renewing them, taking over the games of a process that
//! stopped, giving them up, and the queue through which other processes
//! hand a game's inputs and chat events to the process that runs it.

use super::{Command, Host, Surface};
use crate::error::RuntimeError;
use crate::live::{Keyed, LiveGame};
use narrator_engine::Input;
use narrator_lock::LockExt;
use narrator_store::{GameId, Lease, QueueEvent, StoreError};
use std::collections::HashMap;

/// How a host shares a database with other processes: the name it holds
/// its games' leases under, and for how long each lease lasts unless
/// renewed. Without it a host owns every game of its platform alone (one
/// process, the default).
#[derive(Clone, Debug)]
pub struct Ownership {
    /// Unique among the processes sharing the database.
    pub owner: String,
    /// A lease's life; the host renews each a few times within it.
    pub ttl: std::time::Duration,
}

impl Ownership {
    /// An owner named after this machine, this process and the moment it
    /// started: unique even when a process id is reused.
    pub fn for_this_process(ttl: std::time::Duration) -> Ownership {
        let host = std::env::var("HOSTNAME")
            .ok()
            .filter(|h| !h.is_empty())
            .unwrap_or_else(|| "narrator".to_owned());
        Ownership {
            owner: format!("{host}:{}:{}", std::process::id(), crate::now().0),
            ttl,
        }
    }
}

/// Games this host holds the lease of, not running yet: see
/// [`Host::adopt`].
pub struct Adopted {
    games: Vec<(LiveGame, Vec<Keyed>, Lease)>,
}

impl Adopted {
    /// The games, to look at before they run (a front records where each
    /// plays).
    pub fn games(&self) -> impl Iterator<Item = &LiveGame> {
        self.games.iter().map(|(live, _, _)| live)
    }

    /// Whether nothing was adopted.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }
}

impl<S: Surface> Host<S> {
    /// Shares the database with other processes: this host runs only the
    /// games it holds a lease on (see [`Ownership`]), keeps them with
    /// [`Host::tend`] and takes over the games of a process that stopped
    /// renewing with [`Host::adopt`].
    pub fn with_ownership(self, ownership: Ownership) -> Host<S> {
        self.share(ownership);
        self
    }

    /// [`Host::with_ownership`] for a host already shared; call it before
    /// any game opens or resumes. A second call changes nothing.
    pub fn share(&self, ownership: Ownership) {
        if self.ownership.set(ownership).is_err() {
            tracing::warn!("the host's ownership was set already; kept");
        }
    }

    /// How this host shares the database, if it does.
    pub fn ownership(&self) -> Option<&Ownership> {
        self.ownership.get()
    }

    /// Takes the leases of the unfinished games on `surface_prefix` that
    /// nobody holds (their process stopped renewing, or released them),
    /// and rebuilds those games. They run once handed to [`Host::run`];
    /// in between, the caller may look at them. A game that cannot be
    /// rebuilt is logged and its lease kept, so no other process trips on
    /// it in a loop either.
    pub async fn adopt(&self, surface_prefix: &str) -> Result<Adopted, RuntimeError> {
        let mut games = Vec::new();
        let Some(own) = self.ownership.get() else {
            return Ok(Adopted { games });
        };
        let running = self.running_set();
        for (id, lease) in self.claim(surface_prefix, own).await? {
            if running.contains(&id) {
                continue;
            }
            match LiveGame::load(&self.store, id).await {
                Ok((live, pending)) => games.push((live, pending, lease)),
                Err(e) => {
                    tracing::error!(game = id, "cannot take over: {e}");
                    self.leases.lock_or_recover().insert(id, lease);
                }
            }
        }
        Ok(Adopted { games })
    }

    /// Runs games taken with [`Host::adopt`].
    pub fn run(&self, adopted: Adopted) {
        for (live, pending, lease) in adopted.games {
            tracing::info!(game = live.id(), epoch = lease.epoch, "took the game over");
            self.spawn_leased(live, pending, Some(lease));
        }
    }

    /// The leases this host may take now on `surface_prefix`, taken.
    pub(super) async fn claim(
        &self,
        surface_prefix: &str,
        own: &Ownership,
    ) -> Result<HashMap<GameId, Lease>, RuntimeError> {
        // One statement for all of them: a round trip per game took most
        // of a restart on PostgreSQL.
        Ok(self
            .store
            .acquire_free_leases(surface_prefix, &own.owner, own.ttl)
            .await?
            .into_iter()
            .map(|lease| (lease.game, lease))
            .collect())
    }

    /// Keeps this host's games: renews their leases, and stops a game
    /// whose lease another process took meanwhile (this one was cut off
    /// too long): its new owner runs it now. Call it several times per
    /// lease life ([`Ownership::ttl`]); answers the games given up.
    pub async fn tend(&self) -> Vec<GameId> {
        let Some(own) = self.ownership.get() else {
            return Vec::new();
        };
        let held: Vec<Lease> = {
            let leases = self.leases.lock_or_recover();
            leases.values().cloned().collect()
        };
        let running = self.running_set();
        let mut lost = Vec::new();
        for lease in held {
            let id = lease.game;
            if !running.contains(&id) {
                // Finished (or stopped): nothing to keep.
                self.leases.lock_or_recover().remove(&id);
                continue;
            }
            match self.store.renew_lease(&lease, own.ttl).await {
                Ok(renewed) => {
                    self.leases.lock_or_recover().insert(id, renewed);
                }
                Err(StoreError::LeaseLost { .. }) => {
                    tracing::warn!(
                        game = id,
                        "another process took the game over; it stops here"
                    );
                    self.stop(id);
                    lost.push(id);
                }
                Err(e) => tracing::error!(game = id, "cannot renew the game's lease: {e}"),
            }
        }
        lost
    }

    /// Applies, in each owned game, the inputs other processes queued for
    /// it, as they are announced, until the store closes. On a lost
    /// announcement every game looks at its queue.
    pub async fn serve_queue(&self) -> Result<(), RuntimeError> {
        let mut heard = self.store.queue_notifications().await?;
        // Inputs queued before this listened.
        self.drain(self.running()).await;
        loop {
            match heard.next().await {
                Ok(QueueEvent::Queued(game)) => self.drain(vec![game]).await,
                Ok(QueueEvent::Missed) => self.drain(self.running()).await,
                Err(StoreError::Closed) => return Ok(()),
                Err(e) => {
                    tracing::warn!("queue announcements failed, listening again: {e}");
                    self.clock.sleep(1000).await;
                    self.drain(self.running()).await;
                }
            }
        }
    }

    async fn drain(&self, games: Vec<GameId>) {
        for game in games {
            // Not ours (or over): its owner drains it.
            let _ = self.send(game, Command::Drain).await;
        }
    }

    /// Hands an input to the process that runs `game`, through the
    /// database, when this host does not run it; the owner applies it in
    /// order with its own inputs. Nobody hears the outcome: the owner's
    /// effects tell.
    pub async fn forward(&self, game: GameId, input: &Input) -> Result<(), RuntimeError> {
        let json = serde_json::to_string(input)?;
        self.store
            .enqueue_input(game, json, self.clock.now().0)
            .await?;
        Ok(())
    }

    /// Hands a chat event (as JSON a front reads) for `game` to the process
    /// that runs it, through the database, in order with the game's queued
    /// inputs; that process's surface gets it ([`Surface::relayed`]).
    /// Answers the event's queue id, which names the owner's answer
    /// ([`Store::take_relay_answer`](narrator_store::Store::take_relay_answer)).
    pub async fn relay(&self, game: GameId, event_json: String) -> Result<i64, RuntimeError> {
        Ok(self
            .store
            .relay(game, event_json, self.clock.now().0)
            .await?)
    }

    /// Stops every game and gives up their leases, so other processes take
    /// them over at once rather than after the leases expire.
    pub async fn release_all(&self) {
        let ids = self.running();
        for id in &ids {
            self.stop(*id);
        }
        let held: Vec<Lease> = {
            let mut leases = self.leases.lock_or_recover();
            leases.drain().map(|(_, l)| l).collect()
        };
        for lease in held {
            if let Err(e) = self.store.release_lease(&lease).await {
                tracing::warn!(game = lease.game, "cannot release the game's lease: {e}");
            }
        }
    }

    /// Stops running a game here (its task ends at its next turn).
    fn stop(&self, game: GameId) {
        self.games.lock_or_recover().remove(&game);
    }
}
