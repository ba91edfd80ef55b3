//! Effects to chat: public news to the game's group, private ones to each
//! person's private chat, prompts as buttons (the day's vote on one group
//! message with a live tally, night actions privately), and the lobby
//! message edited in place. Message ids that later edits need are kept in
//! the store, so a restarted bot edits the same messages.
//!
//! Each effect's sends are queued at once and followed together: the host
//! records the effect as delivered when the last of them was accepted. A
//! private message the platform refuses for good is not lost: it is held
//! for the player, and the group is told how to read it.

use crate::api::{ChatApi, Posted, Target};
use crate::external::{self, BotSettings, External};
use crate::games::Games;
use crate::inbox::Inbox;
use crate::keyboard::{self, Keyboard};
use crate::language::Languages;
use crate::registry::{PlaceInfo, Registry};
use crate::text;
use narrator_engine::render::{self, Names};
use narrator_engine::{
    Audience, Effect, EffectKind, Message, PlayerId, Prompt, SeatInfo, Timestamp,
};
use narrator_i18n::Lang;
use narrator_runtime::{DeliveryError, EffectKey, GameId, Sending, Store, Surface};
use serde::{Deserialize, Serialize};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

const MESSAGES: &str = "chat-message";
const GROUP_PROMPTS: &str = "chat-group-prompt";

/// The [`Surface`] every chat platform uses, over its [`ChatApi`].
pub struct ChatSurface<A: ChatApi> {
    api: Arc<A>,
    store: Store,
    registry: Registry,
    games: Games,
    inbox: Inbox,
    /// External bots' seats: their effects go to the bots, not to chats.
    external: Arc<External>,
    languages: Languages,
    /// Where chat events other processes relayed for this process's games
    /// go: the front's handler (see `front::relay`).
    relays: std::sync::OnceLock<tokio::sync::mpsc::UnboundedSender<Relayed>>,
}

/// A chat event another process relayed for one of this process's games.
pub(crate) struct Relayed {
    /// Its queue id, which names the answer.
    pub(crate) id: i64,
    /// The game it is for.
    pub(crate) game: GameId,
    /// The event, as the relaying front wrote it.
    pub(crate) json: String,
}

type Queued = Pin<Box<dyn Future<Output = Result<(), DeliveryError>> + Send>>;

/// The sends one effect makes, queued in order and followed together.
struct Parts {
    game: GameId,
    /// The game's place's language.
    lang: Lang,
    /// Names the effect for good: `game:seq.index`.
    effect: String,
    sends: Vec<Queued>,
}

/// What a game's lobby message shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum LobbyState {
    /// Who sits, with the lobby's buttons.
    Open,
    /// Who plays, with a Watch button when the game takes spectators.
    Playing,
    /// Who played; no buttons.
    Over,
}

impl Parts {
    fn new(game: GameId, key: EffectKey, lang: Lang) -> Parts {
        Parts {
            game,
            lang,
            effect: format!("{game}:{key}"),
            sends: Vec::new(),
        }
    }

    fn game(&self) -> GameId {
        self.game
    }

    /// The key of the next send: the effect and the send's place in it,
    /// the same on every delivery of the effect.
    fn next_key(&self) -> Option<String> {
        Some(format!("{}:{}", self.effect, self.sends.len()))
    }

    fn follow(&mut self, sent: Queued) {
        self.sends.push(sent);
    }

    /// Settles once every send did; the first refusal is reported after
    /// all of them are settled (the others still go out).
    fn sending(self) -> Sending {
        Box::pin(async move {
            let mut outcome = Ok(());
            for sent in self.sends {
                if let Err(e) = sent.await
                    && outcome.is_ok()
                {
                    outcome = Err(e);
                }
            }
            outcome
        })
    }
}

impl<A: ChatApi> ChatSurface<A> {
    /// A surface delivering through `api`.
    pub fn new(api: Arc<A>, store: Store, registry: Registry, games: Games) -> ChatSurface<A> {
        ChatSurface {
            api,
            inbox: Inbox::new(store.clone()),
            languages: Languages::new(store.clone()),
            store,
            registry,
            games,
            external: Arc::new(External::new(BotSettings::from_env())),
            relays: std::sync::OnceLock::new(),
        }
    }

    /// Hands relayed chat events to `handler` from now on.
    pub(crate) fn relay_to(&self, handler: tokio::sync::mpsc::UnboundedSender<Relayed>) {
        if self.relays.set(handler).is_err() {
            tracing::warn!("relayed events already have a handler; kept");
        }
    }

    /// The external bots' seats this surface hands effects to.
    pub fn external(&self) -> Arc<External> {
        self.external.clone()
    }

    /// Who reads which language, shared with the front.
    pub fn languages(&self) -> Languages {
        self.languages.clone()
    }

    /// Queues a text for the effect.
    fn say(&self, parts: &mut Parts, to: &Target, text: String) {
        let key = parts.next_key();
        parts.follow(Box::pin(self.api.say(to, text, key)));
    }

    /// Queues the finished game's timeline in its chat, after the
    /// game-over message, under the end's keys (so a redelivery after a
    /// restart sends it once). A timeline that cannot be rebuilt is
    /// logged: the game itself is over and told.
    async fn post_timeline(&self, parts: &mut Parts, place: &PlaceInfo) {
        let game = parts.game();
        match crate::front::timeline::timeline_at_end(&self.store, &place.key, game).await {
            Ok(Ok((_, timeline))) => {
                let to = Target::Place(place.key.clone());
                // Only Mafia has nights and days to tell; the other games'
                // end says all there is.
                if timeline.kind() == narrator_engine::GameKind::Mafia {
                    for text in crate::front::timeline::parts(parts.lang, game, &timeline) {
                        self.say(parts, &to, text);
                    }
                }
                let path = |pages: &crate::pages::GroupPages| pages.game_path(game);
                let link =
                    crate::front::pages_link(&self.store, &place.key, parts.lang, path).await;
                if let Some(link) = link {
                    self.say(parts, &to, link);
                }
            }
            Ok(Err(why)) => tracing::error!(game, "no timeline at the end: {why:?}"),
            Err(e) => tracing::error!(game, "no timeline at the end: {e}"),
        }
    }

    /// Queues an edit for the effect, so edits of one message in a burst
    /// (the tally, the lobby) can collapse into the last.
    fn edit(&self, parts: &mut Parts, msg: &Posted, text: String, keys: Option<Keyboard>) {
        parts.follow(Box::pin(self.api.edit(msg, text, keys)));
    }

    /// Sends a player something private. A player the platform will not
    /// let the bot message (closed DMs, a blocked bot, no private chat
    /// yet) gets it held instead, and a word in the game's channel on how
    /// to read it: a button where the platform can answer in the channel
    /// for their eyes only, a link to their private chat elsewhere.
    async fn tell(&self, parts: &mut Parts, place: &PlaceInfo, seat: &SeatInfo, what: Private) {
        let to = Target::User(seat.player.clone());
        let key = parts.next_key();
        let held = Held {
            api: self.api.clone(),
            inbox: self.inbox.clone(),
            game: parts.game(),
            place: place.key.clone(),
            lang: place.lang,
            player: seat.player.clone(),
            name: seat.name.clone(),
            key: key.clone().map(|k| format!("{k}:held")),
        };
        if !self.api.reachable(&seat.player).await {
            parts.follow(Box::pin(async move { held.keep(what).await }));
            return;
        }
        let sent: Queued = match &what {
            Private::Text(text) => Box::pin(self.api.say(&to, text.clone(), key)),
            Private::Prompt(question, keys) => {
                let posted = self.api.post(&to, question.clone(), keys.clone(), key);
                Box::pin(async move { posted.await.map(|_| ()) })
            }
        };
        let game = parts.game();
        parts.follow(Box::pin(async move {
            match sent.await {
                Err(e) if !e.retryable => {
                    tracing::info!(
                        game,
                        "a private message was refused; held for the player: {e}"
                    );
                    held.keep(what).await
                }
                other => other,
            }
        }));
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

    async fn edit_lobby(
        &self,
        parts: &mut Parts,
        place: &PlaceInfo,
        players: &[SeatInfo],
        lobby: LobbyState,
    ) {
        let game = parts.game();
        let Some(msg) = self.saved(&format!("{game}:lobby")).await else {
            return;
        };
        let (text, keys) = match lobby {
            LobbyState::Open => (
                text::lobby(
                    place.lang,
                    place.title,
                    players,
                    place.seats,
                    self.games
                        .of(place.kind)
                        .and_then(|g| g.lobby_note(place.lang, &place.config, players.len())),
                ),
                Some(keyboard::lobby(place.lang, game)),
            ),
            LobbyState::Playing => (
                text::lobby_closed(place.lang, place.title, players),
                place.watchable.then(|| keyboard::watch(place.lang, game)),
            ),
            LobbyState::Over => (text::lobby_closed(place.lang, place.title, players), None),
        };
        self.edit(parts, &msg, text, keys);
    }

    /// Posts a group prompt once per phase (every voter's prompt asks the
    /// same), remembering it for the tally.
    async fn group_prompt(
        &self,
        (game, key): (GameId, Option<String>),
        place: &PlaceInfo,
        prompt: &Prompt,
        names: &Names<'_>,
    ) -> Result<(), DeliveryError> {
        if let Some(open) = self.open_group_prompt(game).await
            && open.prompt.phase == prompt.phase
        {
            return Ok(());
        }
        let text = text::group_prompt(place.lang, prompt, &[]);
        // Awaited here: the tally's edits need the message's id.
        let posted = self
            .api
            .post(
                &Target::Place(place.key.clone()),
                text,
                keyboard::prompt(place.lang, game, prompt, names),
                key,
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
    async fn close_group_prompt(&self, parts: &mut Parts) -> Result<(), DeliveryError> {
        let game = parts.game();
        let Some(mut open) = self.open_group_prompt(game).await.filter(|o| !o.closed) else {
            return Ok(());
        };
        open.closed = true;
        self.save_group_prompt(game, &open).await?;
        let text = text::group_prompt_closed(parts.lang, &open.prompt, &open.tally);
        self.edit(parts, &Posted(open.message.clone()), text, None);
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
        parts: &mut Parts,
        voter: &str,
        choice: String,
        names: &Names<'_>,
    ) -> Result<(), DeliveryError> {
        let game = parts.game();
        let Some(mut open) = self.open_group_prompt(game).await.filter(|o| !o.closed) else {
            return Ok(());
        };
        open.tally.retain(|(v, _)| v != voter);
        open.tally.push((voter.to_string(), choice));
        self.save_group_prompt(game, &open).await?;
        self.edit(
            parts,
            &Posted(open.message.clone()),
            text::group_prompt(parts.lang, &open.prompt, &open.tally),
            Some(keyboard::prompt(parts.lang, game, &open.prompt, names)),
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
    lang: Lang,
    inbox: Inbox,
    game: GameId,
    place: String,
    player: PlayerId,
    name: String,
    /// The channel notice's send key.
    key: Option<String>,
}

impl<A: ChatApi> Held<A> {
    /// Holds the text (a prompt is rebuilt from the game when shown) and,
    /// if nothing was waiting before, tells the player in the channel how
    /// to read it.
    async fn keep(self, what: Private) -> Result<(), DeliveryError> {
        let first = match what {
            Private::Text(text) => self.inbox.hold(self.game, &self.player, text).await,
            Private::Prompt(..) => self.inbox.flag(self.game, &self.player).await,
        }
        .map_err(|e| store_failed(&e))?;
        if !first {
            return Ok(());
        }
        let place = Target::Place(self.place);
        if self.api.private_in_place() {
            let keys = keyboard::inbox(self.lang, self.game);
            let notice = self
                .api
                .post(&place, text::held(self.lang, &self.name), keys, self.key);
            return notice.await.map(|_| ());
        }
        let link = self.api.private_chat_link().unwrap_or_default();
        let notice = text::held_until_private_chat(self.lang, &self.name, &link);
        self.api.say(&place, notice, self.key).await
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
        key: EffectKey,
        effect: &Effect,
    ) -> Result<Sending, DeliveryError> {
        // What an external bot's seat sees goes to the bot.
        self.external.forward(game, seats, effect);
        let Some(place) = self.registry.place_of(game) else {
            tracing::warn!(game, "an effect for a game with no place; dropped");
            return Ok(Box::pin(async { Ok(()) }));
        };
        self.registry.seat(game, seats);
        let mut parts = Parts::new(game, key, place.lang);
        self.queue_effect(&mut parts, &place, seats, effect).await?;
        Ok(parts.sending())
    }

    fn relayed(&self, game: GameId, id: i64, json: String) {
        let handed = match self.relays.get() {
            Some(handler) => handler.send(Relayed { id, game, json }).is_ok(),
            None => false,
        };
        if !handed {
            tracing::warn!(
                game,
                id,
                "a relayed chat event with no handler here; dropped"
            );
        }
    }

    async fn remind(&self, game: GameId, _seats: &[SeatInfo], _ends: Timestamp, left_ms: u64) {
        let Some(place) = self.registry.place_of(game) else {
            return;
        };
        if let Err(e) = self
            .api
            .say(
                &Target::Place(place.key),
                text::reminder(place.lang, left_ms),
                None,
            )
            .await
        {
            tracing::warn!(game, "reminder not sent: {e}");
        }
    }
}

impl<A: ChatApi> ChatSurface<A> {
    /// The language a seat reads the game in privately.
    async fn seat_lang(&self, (game, place_lang): (GameId, Lang), seat: &SeatInfo) -> Lang {
        self.languages.seat(game, &seat.player, place_lang).await
    }

    /// Queues the sends `effect` makes.
    async fn queue_effect(
        &self,
        parts: &mut Parts,
        place: &PlaceInfo,
        seats: &[SeatInfo],
        effect: &Effect,
    ) -> Result<(), DeliveryError> {
        let rules = self.games.of(place.kind);
        let all: Vec<String> = seats.iter().map(|s| s.name.clone()).collect();
        let names = Names::new(&all);
        let public = matches!(effect.audience, Audience::Public);
        let seated = |members: &[narrator_engine::Seat]| -> Vec<SeatInfo> {
            members
                .iter()
                .filter_map(|s| seats.get(s.index()))
                .filter(|s| has_private_chat(s))
                .cloned()
                .collect()
        };
        let people: Vec<SeatInfo> = match &effect.audience {
            Audience::Public => Vec::new(),
            Audience::Seat(s) => seated(std::slice::from_ref(s)),
            Audience::Team { members, .. } => seated(members),
            // Spectators have no seat: only their id is needed to write
            // to them privately.
            Audience::People {
                seats: members,
                watchers,
            } => seated(members)
                .into_iter()
                .chain(watchers.iter().map(|w| SeatInfo {
                    player: w.clone(),
                    name: w.0.clone(),
                    computer: false,
                }))
                .filter(has_private_chat)
                .collect(),
        };
        match &effect.kind {
            EffectKind::Message(m) => {
                match m {
                    // The lobby message shows who sits; no separate news.
                    Message::Joined { .. } | Message::Left { .. } => {
                        self.edit_lobby(parts, place, seats, LobbyState::Open).await;
                        return Ok(());
                    }
                    Message::NewHost { .. } | Message::Filled { .. } => {
                        self.edit_lobby(parts, place, seats, LobbyState::Open).await;
                    }
                    Message::Started { .. } => {
                        self.edit_lobby(parts, place, seats, LobbyState::Playing)
                            .await;
                    }
                    Message::LobbyTimedOut { .. } => {
                        // The lobby message loses its buttons.
                        let game = parts.game();
                        if let Some(msg) = self.saved(&format!("{game}:lobby")).await {
                            let text = text::lobby_expired(place.lang, place.title);
                            self.edit(parts, &msg, text, None);
                        }
                    }
                    _ => {
                        if let Some((voter, choice)) = rules.and_then(|r| r.tally(m)) {
                            let label = render::choice(parts.lang, &choice, &names);
                            self.tally(parts, &names.of(voter), label, &names).await?;
                        }
                    }
                }
                if public {
                    let text = render::message(parts.lang, m, &names);
                    self.say(parts, &Target::Place(place.key.clone()), text);
                    // A picture that goes with the message (the revealed
                    // Wumpus cave); its key follows the text's, so a
                    // redelivery sends it under the same key.
                    if let Some((picture, caption)) =
                        rules.and_then(|r| r.picture(parts.lang, m, &names))
                    {
                        let key = parts.next_key();
                        let to = Target::Place(place.key.clone());
                        parts.follow(Box::pin(self.api.picture(&to, picture, caption, key)));
                    }
                } else {
                    for seat in &people {
                        let lang = self.seat_lang((parts.game(), parts.lang), seat).await;
                        // Each reads it alone: their own seat is "you".
                        let reader = seats
                            .iter()
                            .position(|s| s.player == seat.player)
                            .and_then(|i| u8::try_from(i).ok())
                            .map(narrator_engine::Seat);
                        let text = render::message(lang, m, &names.read_by(reader));
                        self.tell(parts, place, seat, Private::Text(text)).await;
                    }
                }
                Ok(())
            }
            EffectKind::Prompt(p) if rules.is_some_and(|r| r.answered_in_group(p.kind)) => {
                let send = (parts.game(), parts.next_key());
                self.group_prompt(send, place, p, &names).await
            }
            EffectKind::Prompt(p) => {
                for seat in &people {
                    let lang = self.seat_lang((parts.game(), parts.lang), seat).await;
                    let keys = keyboard::prompt(lang, parts.game(), p, &names);
                    let prompt = Private::Prompt(render::prompt(lang, p.kind), keys);
                    self.tell(parts, place, seat, prompt).await;
                }
                Ok(())
            }
            // The host arms deadlines; a new one means a new phase.
            EffectKind::Deadline { .. } => self.close_group_prompt(parts).await,
            // The end is announced by a message.
            EffectKind::End(_) => {
                // A Watch button stops making sense.
                if place.watchable {
                    self.edit_lobby(parts, place, seats, LobbyState::Over).await;
                }
                self.registry.remove(parts.game());
                self.languages.forget(parts.game());
                self.close_group_prompt(parts).await?;
                self.post_timeline(parts, place).await;
                Ok(())
            }
        }
    }
}
