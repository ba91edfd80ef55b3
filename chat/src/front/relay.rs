//! Chat events for games another process runs. When processes share the
//! database (PostgreSQL), a press, a private message or a game command may
//! reach a process that does not run its game: a Telegram webhook lands on
//! any process, a Discord DM on shard 0. That process relays the whole
//! event to the game's owner through the game's queue, in order with the
//! game's inputs, and waits a moment for the owner's answer to show the
//! person. The owner handles the event exactly as if it had arrived there,
//! so every rule (the right chat, a double press, the game's own refusal)
//! is checked in one place, by the process that holds the game. An event
//! leaves the queue only with its answer, so an owner that dies before
//! answering leaves it to the game's next owner, or with its game: an
//! ended game still answers what reaches it while its last messages go
//! out, and finishing the game removes what is left, which the relaying
//! process takes as "that game is over".

use super::{Answer, Caller, Front, GAME_OVER, Place};
use crate::api::ChatApi;
use crate::command::Command;
use crate::surface::Relayed;
use crate::text;
use narrator_i18n::Lang;
use narrator_runtime::{GameId, RuntimeError};
use narrator_store::{RelayOutcome, StoreError};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use tokio::sync::mpsc;

/// A chat event handed to the process running its game.
#[derive(Serialize, Deserialize)]
pub(super) enum Event {
    /// A button pressed ([`Front::press`]).
    Press {
        place: Place,
        caller: Caller,
        data: String,
    },
    /// A seat asked for through a deep link ([`Front::join`]).
    Join { game: GameId, caller: Caller },
    /// Words written to the bot privately ([`Front::text`]).
    Text { caller: Caller, text: String },
    /// `/WORD stop|watch|extend|addbot` in the game's place
    /// ([`Front::command`]).
    Command {
        place: Place,
        caller: Caller,
        word: String,
        command: Command,
    },
}

/// The owner's answer to an [`Event`].
#[derive(Serialize, Deserialize)]
enum Reply {
    /// To a press or a join.
    Answer(Answer),
    /// To words or a command: the reply, or `None` when the words were for
    /// none of the owner's games.
    Text(Option<String>),
}

/// How long the relaying process waits for the owner's answer. Discord
/// defers a slow press and a command, so its reply may come this late;
/// an owner that died meanwhile leaves the event to whoever takes its
/// games over, and the person hears that it was passed on.
const WAIT: Duration = Duration::from_secs(4);

/// How often the relaying process looks for the answer.
const POLL: Duration = Duration::from_millis(20);

/// What became of a relayed event.
enum Outcome {
    /// The owner answered.
    Answered(Reply),
    /// The game is over.
    Over,
    /// There is no such game.
    Unknown,
    /// No answer in time (or the relay failed): the owner handles it when
    /// it can, and its effects will tell.
    Unanswered,
}

impl<A: ChatApi> Front<A> {
    /// Whether an event for `game` must be relayed: processes share the
    /// database and this one does not run the game.
    pub(super) fn runs_elsewhere(&self, game: GameId) -> bool {
        self.host.ownership().is_some() && !self.host.is_running(game)
    }

    /// Relays `event` to the process running `game` and waits for its
    /// answer.
    async fn relay(&self, game: GameId, event: &Event) -> Outcome {
        let relayed = match serde_json::to_string(event) {
            Ok(json) => self.host.relay(game, json).await,
            Err(e) => Err(e.into()),
        };
        let id = match relayed {
            Ok(id) => id,
            Err(RuntimeError::Store(StoreError::GameFinished(_))) => return Outcome::Over,
            Err(RuntimeError::Store(StoreError::UnknownGame(_))) => return Outcome::Unknown,
            Err(e) => {
                tracing::error!(game, "cannot relay a chat event: {e}");
                return Outcome::Unanswered;
            }
        };
        let until = tokio::time::Instant::now() + WAIT;
        while tokio::time::Instant::now() < until {
            tokio::time::sleep(POLL).await;
            match self.store.relay_outcome(id).await {
                Ok(RelayOutcome::Waiting) => {}
                // Its game was finished before the owner took it.
                Ok(RelayOutcome::Dropped) => return Outcome::Over,
                Ok(RelayOutcome::Answered(json)) => match serde_json::from_str(&json) {
                    Ok(reply) => return Outcome::Answered(reply),
                    Err(e) => {
                        tracing::error!(
                            game,
                            id,
                            "an answer to a relayed event does not parse: {e}"
                        );
                        return Outcome::Unanswered;
                    }
                },
                Err(e) => {
                    tracing::warn!(game, id, "cannot read the answer to a relayed event: {e}");
                    return Outcome::Unanswered;
                }
            }
        }
        tracing::info!(game, id, "no answer to a relayed event in time");
        Outcome::Unanswered
    }

    /// Relays a press or a join and words its outcome in `lang` when the
    /// owner did not.
    pub(super) async fn relay_answer(&self, game: GameId, event: Event, lang: Lang) -> Answer {
        match self.relay(game, &event).await {
            Outcome::Answered(Reply::Answer(answer)) => answer,
            Outcome::Answered(Reply::Text(_)) => Answer::Refused(text::sorry(lang)),
            Outcome::Over => Answer::Refused(text::reply(lang, GAME_OVER)),
            Outcome::Unknown => Answer::Refused(text::no_such_game(lang)),
            Outcome::Unanswered => Answer::Done(text::reply(lang, "relayed")),
        }
    }

    /// Relays a game command to the process running the place's `game`.
    /// `None` when that game is over meanwhile: the command is for this
    /// process then.
    pub(super) async fn relay_command(
        &self,
        game: GameId,
        event: Event,
        lang: Lang,
    ) -> Option<String> {
        match self.relay(game, &event).await {
            Outcome::Answered(Reply::Text(Some(reply))) => Some(reply),
            Outcome::Answered(Reply::Text(None) | Reply::Answer(_)) => Some(text::sorry(lang)),
            Outcome::Over | Outcome::Unknown => None,
            Outcome::Unanswered => Some(text::reply(lang, "relayed")),
        }
    }

    /// Relays private words to the writer's games that other processes
    /// run, one by one, until one of them takes the words. `None` when
    /// none does.
    pub(super) async fn relay_text(&self, caller: &Caller, words: &str) -> Option<String> {
        // Alone on the database, every game of the writer runs here.
        self.host.ownership()?;
        let games = match self.store.unfinished_games_of(&caller.id.0).await {
            Ok(games) => games,
            Err(e) => {
                tracing::warn!("cannot look up a writer's games: {e}");
                return None;
            }
        };
        let event = Event::Text {
            caller: caller.clone(),
            text: words.to_string(),
        };
        for game in games.into_iter().filter(|g| !self.host.is_running(*g)) {
            match self.relay(game, &event).await {
                Outcome::Answered(Reply::Text(Some(reply))) => return Some(reply),
                Outcome::Answered(_) | Outcome::Over | Outcome::Unknown => {}
                Outcome::Unanswered => {
                    let lang = self.private_lang(caller).await;
                    return Some(text::reply(lang, "relayed"));
                }
            }
        }
        None
    }

    /// Handles the events other processes relay to this one, each in a
    /// task of its own (a press waits for its game), until
    /// [`Front::release`].
    pub(super) async fn serve_relayed(self, mut relayed: mpsc::UnboundedReceiver<Relayed>) {
        loop {
            let event = tokio::select! {
                event = relayed.recv() => event,
                () = self.stop_relaying.notified() => None,
            };
            let Some(event) = event else {
                return;
            };
            let front = self.clone();
            tokio::spawn(async move { front.answer_relayed(event).await });
        }
    }

    /// Handles one relayed event as if it had arrived here, and stores the
    /// answer for the process waiting for it.
    async fn answer_relayed(&self, relayed: Relayed) {
        let Relayed { id, game, json } = relayed;
        let reply = match serde_json::from_str(&json) {
            // Relayed by a version that speaks otherwise: answered with
            // nothing, so it leaves the queue and its sender says sorry.
            Err(e) => {
                tracing::error!(game, id, "a relayed event does not parse: {e}");
                Reply::Text(None)
            }
            Ok(Event::Press {
                place,
                caller,
                data,
            }) => Reply::Answer(self.press_here(&place, &caller, &data).await),
            Ok(Event::Join { game, caller }) => Reply::Answer(self.join_here(game, &caller).await),
            Ok(Event::Text { caller, text }) => {
                Reply::Text(self.text_in_games(&caller, &text).await)
            }
            Ok(Event::Command {
                place,
                caller,
                word,
                command,
            }) => Reply::Text(Some(
                self.command_here(&place, &caller, &word, command).await,
            )),
        };
        let json = match serde_json::to_string(&reply) {
            Ok(json) => json,
            Err(e) => {
                tracing::error!(game, id, "cannot write the answer to a relayed event: {e}");
                return;
            }
        };
        let now = self.host.now().0;
        if let Err(e) = self.store.answer_relay(id, &json, now).await {
            tracing::error!(game, id, "cannot answer a relayed event: {e}");
        }
    }
}
