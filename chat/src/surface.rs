//! Effects to chat: public news to the game's group, private ones to each
//! person's private chat, prompts as buttons (the day's vote on one group
//! message with a live tally, night actions privately), and the lobby
//! message edited in place. Message ids that later edits need are kept in
//! the store, so a restarted bot edits the same messages.

use crate::api::{ChatApi, Posted, Target};
use crate::external::{self, BotSettings, External};
use crate::inbox::Inbox;
use crate::keyboard::{self, Keyboard, answered_in_group};
use crate::registry::{PlaceInfo, Registry};
use crate::text;
use narrator_engine::mafia::MafiaMessage;
use narrator_engine::render::en::{self, Names};
use narrator_engine::{
    Action, Audience, Effect, EffectKind, Message, PlayerId, Prompt, SeatInfo, Timestamp,
    mafia::MafiaAction,
};
use narrator_runtime::{DeliveryError, GameId, Store, Surface};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};

const MESSAGES: &str = "chat-message";
const GROUP_PROMPTS: &str = "chat-group-prompt";

/// The [`Surface`] every chat platform uses, over its [`ChatApi`].
pub struct ChatSurface<A: ChatApi> {
    api: Arc<A>,
    store: Store,
    registry: Registry,
    inbox: Inbox,
    /// External bots' seats: their effects go to the bots, not to chats.
    external: Arc<External>,
    /// Texts queued per game and not yet known to have gone out.
    queued: Mutex<HashMap<GameId, Vec<Queued>>>,
}

type Queued = Pin<Box<dyn Future<Output = Result<(), DeliveryError>> + Send>>;

impl<A: ChatApi> ChatSurface<A> {
    /// A surface delivering through `api`.
    pub fn new(api: Arc<A>, store: Store, registry: Registry) -> ChatSurface<A> {
        ChatSurface {
            api,
            inbox: Inbox::new(store.clone()),
            store,
            registry,
            external: Arc::new(External::new(BotSettings::from_env())),
            queued: Mutex::new(HashMap::new()),
        }
    }

    /// The external bots' seats this surface hands effects to.
    pub fn external(&self) -> Arc<External> {
        self.external.clone()
    }

    /// Queues a text without waiting for it; [`Surface::flush`] waits.
    fn say(&self, game: GameId, to: &Target, text: String) {
        self.wait_later(game, Box::pin(self.api.say(to, text)));
    }

    /// Queues an edit without waiting for it, so edits of one message in a
    /// burst (the tally, the lobby) can collapse into the last.
    fn edit(&self, game: GameId, msg: &Posted, text: String, keys: Option<Keyboard>) {
        self.wait_later(game, Box::pin(self.api.edit(msg, text, keys)));
    }

    /// Sends a player something private. Where the platform can show it
    /// in the game's channel instead (see [`ChatApi::private_in_place`]),
    /// a player it cannot message gets it held, and a button in the
    /// channel to read it.
    async fn tell(&self, game: GameId, place: &PlaceInfo, seat: &SeatInfo, what: Private) {
        let to = Target::User(seat.player.clone());
        let held = Held {
            api: self.api.clone(),
            inbox: self.inbox.clone(),
            game,
            place: place.key.clone(),
            player: seat.player.clone(),
            name: seat.name.clone(),
        };
        let in_place = self.api.private_in_place();
        if in_place && !self.api.reachable(&seat.player).await {
            self.wait_later(game, Box::pin(async move { held.keep(what).await }));
            return;
        }
        let sent: Queued = match &what {
            Private::Text(text) => Box::pin(self.api.say(&to, text.clone())),
            Private::Prompt(question, keys) => {
                let posted = self.api.post(&to, question.clone(), keys.clone());
                Box::pin(async move { posted.await.map(|_| ()) })
            }
        };
        self.wait_later(
            game,
            Box::pin(async move {
                match sent.await {
                    Err(e) if in_place && !held.api.reachable(&held.player).await => {
                        tracing::info!(game, "private message held (closed DMs): {e}");
                        held.keep(what).await
                    }
                    other => other,
                }
            }),
        );
    }

    fn wait_later(&self, game: GameId, sent: Queued) {
        self.queued
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .entry(game)
            .or_default()
            .push(sent);
    }

    async fn saved(&self, key: &str) -> Option<Posted> {
        match self.store.get_setting(MESSAGES, key).await {
            Ok(v) => v.map(Posted),
            Err(e) => {
                tracing::warn!(key, "cannot read a message id: {e}");
                None
            }
        }
    }

    async fn edit_lobby(&self, game: GameId, place: &PlaceInfo, players: &[SeatInfo], open: bool) {
        let Some(msg) = self.saved(&format!("{game}:lobby")).await else {
            return;
        };
        let (text, keys) = if open {
            (
                text::lobby(&place.title, players, place.seats),
                Some(keyboard::lobby(game)),
            )
        } else {
            (text::lobby_closed(&place.title, players), None)
        };
        self.edit(game, &msg, text, keys);
    }

    /// Posts a group prompt once per phase (every voter's prompt asks the
    /// same), remembering it for the tally.
    async fn group_prompt(
        &self,
        game: GameId,
        place: &PlaceInfo,
        prompt: &Prompt,
        names: &Names<'_>,
    ) -> Result<(), DeliveryError> {
        if let Some(open) = self.open_group_prompt(game).await
            && open.prompt.phase == prompt.phase
        {
            return Ok(());
        }
        let text = text::group_prompt(prompt.kind, &[]);
        let posted = self
            .api
            .post(
                &Target::Place(place.key.clone()),
                text,
                keyboard::prompt(game, prompt, names),
            )
            .await?;
        let open = GroupPrompt {
            prompt: prompt.clone(),
            message: posted.0,
            tally: Vec::new(),
            closed: false,
        };
        self.save_group_prompt(game, &open).await
    }

    /// Takes the buttons off the group prompt when its phase ends (a new
    /// phase or the game's end), so nobody presses a button that can only
    /// be refused.
    async fn close_group_prompt(&self, game: GameId) -> Result<(), DeliveryError> {
        let Some(mut open) = self.open_group_prompt(game).await.filter(|o| !o.closed) else {
            return Ok(());
        };
        open.closed = true;
        self.save_group_prompt(game, &open).await?;
        let text = text::group_prompt_closed(open.prompt.kind, &open.tally);
        self.edit(game, &Posted(open.message.clone()), text, None);
        Ok(())
    }

    async fn open_group_prompt(&self, game: GameId) -> Option<GroupPrompt> {
        match self
            .store
            .get_setting(GROUP_PROMPTS, &game.to_string())
            .await
        {
            Ok(v) => v.and_then(|json| serde_json::from_str(&json).ok()),
            Err(e) => {
                tracing::warn!(game, "cannot read the group prompt: {e}");
                None
            }
        }
    }

    async fn save_group_prompt(
        &self,
        game: GameId,
        open: &GroupPrompt,
    ) -> Result<(), DeliveryError> {
        let json = serde_json::to_string(open).map_err(|e| DeliveryError {
            retryable: false,
            detail: e.to_string(),
        })?;
        self.store
            .set_setting(GROUP_PROMPTS, &game.to_string(), &json)
            .await
            .map_err(|e| store_failed(&e))
    }

    /// A vote changes the group prompt's tally.
    async fn tally(
        &self,
        game: GameId,
        voter: &str,
        choice: String,
        names: &Names<'_>,
    ) -> Result<(), DeliveryError> {
        let Some(mut open) = self.open_group_prompt(game).await.filter(|o| !o.closed) else {
            return Ok(());
        };
        open.tally.retain(|(v, _)| v != voter);
        open.tally.push((voter.to_string(), choice));
        self.save_group_prompt(game, &open).await?;
        self.edit(
            game,
            &Posted(open.message.clone()),
            text::group_prompt(open.prompt.kind, &open.tally),
            Some(keyboard::prompt(game, &open.prompt, names)),
        );
        Ok(())
    }
}

/// The group message everyone answers this phase, and its tally so far.
#[derive(Serialize, Deserialize)]
struct GroupPrompt {
    prompt: Prompt,
    message: String,
    /// Voter and choice, in the order the votes came.
    tally: Vec<(String, String)>,
    /// Its phase is over and its buttons are gone.
    #[serde(default)]
    closed: bool,
}

/// What keeping a private message for later needs, owned, so it can run
/// when a queued send fails.
struct Held<A> {
    api: Arc<A>,
    inbox: Inbox,
    game: GameId,
    place: String,
    player: PlayerId,
    name: String,
}

impl<A: ChatApi> Held<A> {
    /// Holds the text (a prompt is rebuilt from the game when shown) and,
    /// if nothing was waiting before, tells the player in the channel.
    async fn keep(self, what: Private) -> Result<(), DeliveryError> {
        let first = match what {
            Private::Text(text) => self.inbox.hold(self.game, &self.player, text).await,
            Private::Prompt(..) => self.inbox.flag(self.game, &self.player).await,
        }
        .map_err(|e| store_failed(&e))?;
        if !first {
            return Ok(());
        }
        self.api
            .post(
                &Target::Place(self.place),
                text::held(&self.name),
                keyboard::inbox(self.game),
            )
            .await
            .map(|_| ())
    }
}

fn store_failed(e: &narrator_store::StoreError) -> DeliveryError {
    DeliveryError {
        retryable: true,
        detail: e.to_string(),
    }
}

/// Whether a seat is a person with a private chat; computer players and
/// external bots have none.
fn has_private_chat(seat: &SeatInfo) -> bool {
    !seat.computer && !external::is_external(&seat.player)
}

/// Something for one player's eyes.
enum Private {
    Text(String),
    /// A question and its buttons.
    Prompt(String, Keyboard),
}

impl<A: ChatApi> Surface for ChatSurface<A> {
    async fn deliver(
        &self,
        game: GameId,
        seats: &[SeatInfo],
        effect: &Effect,
    ) -> Result<(), DeliveryError> {
        // What an external bot's seat sees goes to the bot.
        self.external.forward(game, seats, effect);
        let Some(place) = self.registry.place_of(game) else {
            tracing::warn!(game, "an effect for a game with no place; dropped");
            return Ok(());
        };
        let all: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let names = Names(&all);
        let public = matches!(effect.audience, Audience::Public);
        let people: Vec<&SeatInfo> = match &effect.audience {
            Audience::Public => Vec::new(),
            Audience::Seat(s) => seats
                .get(s.index())
                .filter(|s| has_private_chat(s))
                .into_iter()
                .collect(),
            Audience::Team { members, .. } => members
                .iter()
                .filter_map(|s| seats.get(s.index()))
                .filter(|s| has_private_chat(s))
                .collect(),
        };
        match &effect.kind {
            EffectKind::Message(m) => {
                match m {
                    // The lobby message shows who sits; no separate news.
                    Message::Joined { .. } | Message::Left { .. } => {
                        self.edit_lobby(game, &place, seats, true).await;
                        return Ok(());
                    }
                    Message::NewHost { .. } | Message::Filled { .. } => {
                        self.edit_lobby(game, &place, seats, true).await;
                    }
                    Message::Started { .. } => {
                        self.edit_lobby(game, &place, seats, false).await;
                    }
                    Message::Mafia(MafiaMessage::VoteCast { voter, choice }) => {
                        let label = en::choice(&Action::Mafia(MafiaAction::Vote(*choice)), &names);
                        self.tally(game, &names.of(*voter), label, &names).await?;
                    }
                    _ => {}
                }
                let text = en::message(m, &names);
                if public {
                    self.say(game, &Target::Place(place.key.clone()), text);
                } else {
                    for seat in people {
                        self.tell(game, &place, seat, Private::Text(text.clone()))
                            .await;
                    }
                }
                Ok(())
            }
            EffectKind::Prompt(p) if answered_in_group(p.kind) => {
                self.group_prompt(game, &place, p, &names).await
            }
            EffectKind::Prompt(p) => {
                for seat in people {
                    let keys = keyboard::prompt(game, p, &names);
                    let prompt = Private::Prompt(en::prompt(p.kind).to_string(), keys);
                    self.tell(game, &place, seat, prompt).await;
                }
                Ok(())
            }
            // The host arms deadlines; a new one means a new phase.
            EffectKind::Deadline { .. } => self.close_group_prompt(game).await,
            // The end is announced by a message.
            EffectKind::End(_) => {
                self.registry.remove(game);
                self.close_group_prompt(game).await
            }
        }
    }

    async fn flush(&self, game: GameId) {
        let queued = self
            .queued
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .remove(&game)
            .unwrap_or_default();
        for sent in queued {
            // One person who blocked the bot must not hold up the game.
            if let Err(e) = sent.await {
                tracing::warn!(game, "a message was not delivered: {e}");
            }
        }
    }

    async fn remind(&self, game: GameId, _seats: &[SeatInfo], _ends: Timestamp, left_ms: u64) {
        let Some(place) = self.registry.place_of(game) else {
            return;
        };
        if let Err(e) = self
            .api
            .say(&Target::Place(place.key), text::reminder(left_ms))
            .await
        {
            tracing::warn!(game, "reminder not sent: {e}");
        }
    }
}
