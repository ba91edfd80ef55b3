//! Button presses. Button data comes from the client, so it is only a
//! request: a prompt's button is resolved against the game inside the
//! game's task (the presser's seat, the open prompt of that phase, the
//! choice) and submitted in the same step, so the engine's rejection is the
//! only "why not". The front adds what only a chat knows: the button must
//! be pressed where it was posted, and a second press of the same choice
//! is refused rather than announced twice.

use super::lobby::LobbyPress;
use super::relay::Event;
use super::{Answer, Caller, Front, GAME_OVER, Place, WRONG_CHAT, refused};
use crate::api::ChatApi;
use crate::button::{self, Button};
use crate::games::ChatGame;
use crate::registry::PlaceInfo;
use crate::text;
use narrator_engine::render::{self, Names};
use narrator_engine::{Input, Rejection};
use narrator_i18n::Lang;
use narrator_lock::LockExt;
use narrator_runtime::{GameId, HostError};
use std::sync::Arc;
use tokio::sync::oneshot;

impl<A: ChatApi> Front<A> {
    /// Carries out a button press made in `place`; a press for a game
    /// another process runs is relayed to it.
    pub async fn press(&self, place: &Place, caller: &Caller, data: &str) -> Answer {
        if let Some(game) = Button::decode(data).map(|b| b.game())
            && self.runs_elsewhere(game)
        {
            let lang = self.press_lang(place, caller).await;
            let event = Event::Press {
                place: place.clone(),
                caller: caller.clone(),
                data: data.to_string(),
            };
            return self.relay_answer(game, event, lang).await;
        }
        self.press_here(place, caller, data).await
    }

    /// Carries out a button press for a game this process runs (or none).
    pub(super) async fn press_here(&self, place: &Place, caller: &Caller, data: &str) -> Answer {
        let Some(button) = Button::decode(data) else {
            let lang = self.press_lang(place, caller).await;
            return Answer::Refused(text::reply(lang, "foreign-button"));
        };
        let game = button.game();
        let Some((info, rules)) = self.placed(game) else {
            let lang = self.press_lang(place, caller).await;
            return Answer::Refused(text::reply(lang, GAME_OVER));
        };
        let lobby = match button {
            Button::Join(_) => LobbyPress::Join,
            Button::Leave(_) => LobbyPress::Leave,
            Button::Start(_) => LobbyPress::Start,
            Button::Fill(_) => LobbyPress::Fill,
            Button::Extend(_) => LobbyPress::Extend,
            Button::Watch(_) => LobbyPress::Watch,
            Button::Choose {
                phase, index, tag, ..
            } => {
                return self
                    .choose(game, (&info, rules), place, caller, (phase, index, tag))
                    .await;
            }
            Button::Inbox(_) => return self.show_inbox(game, caller, false).await,
        };
        if place.key != info.key {
            let lang = self.press_lang(place, caller).await;
            return Answer::Refused(text::reply(lang, "other-chat-lobby"));
        }
        self.lobby_press(game, (&info, rules.as_ref()), caller, lobby)
            .await
    }

    /// The language of an answer to a press that is not a seat's choice:
    /// the presser's own, else the place's.
    async fn press_lang(&self, place: &Place, caller: &Caller) -> Lang {
        let place_lang = if place.group {
            self.lang_of(place).await
        } else {
            Lang::default()
        };
        self.languages.private(caller, place_lang).await
    }

    /// A prompt's button: choice `index` of the presser's prompt of
    /// `phase`.
    async fn choose(
        &self,
        game: GameId,
        (info, rules): (&PlaceInfo, Arc<dyn ChatGame>),
        place: &Place,
        caller: &Caller,
        (phase, index, tag): (u32, usize, Option<u16>),
    ) -> Answer {
        let lang = self.languages.seat(game, &caller.id, info.lang).await;
        let own_chat = !place.group && place.key == caller.id.0;
        if !place.group && !own_chat {
            return Answer::Refused(text::reply(lang, WRONG_CHAT));
        }
        let in_lobby_place = place.key == info.key;
        let player = caller.id.clone();
        let answered = self.answered.clone();
        let awaiting = self.awaiting_words.clone();
        let (tell, told) = oneshot::channel();
        let submitted = self
            .host
            .submit_resolved(game, move |g| {
                let (seat, prompt, action) = match g.resolve_choice(&player, phase, index) {
                    Ok(found) => found,
                    Err(r) => {
                        let _ = tell.send(Err(refused(lang, &r)));
                        return None;
                    }
                };
                if tag.is_some_and(|tag| tag != button::tag(action)) {
                    let _ = tell.send(Err(refused(lang, &Rejection::StaleChoice)));
                    return None;
                }
                let right_place = if rules.answered_in_group(prompt.kind) {
                    in_lobby_place
                } else {
                    own_chat
                };
                if !right_place {
                    let _ = tell.send(Err(text::reply(lang, WRONG_CHAT)));
                    return None;
                }
                let label = render::choice(lang, action, &Names::new(&g.table().names()));
                if rules.wants_words(action) {
                    awaiting
                        .lock_or_recover()
                        .insert((game, player.clone()), (phase, action.clone()));
                    let _ = tell.send(Ok(Chosen::WantsWords(label)));
                    return None;
                }
                let key = (game, phase, seat.index());
                let mut answered = answered.lock_or_recover();
                if answered.get(&key) == Some(action) {
                    let _ = tell.send(Err(text::choice(lang, "already-chose", &label)));
                    return None;
                }
                // Counted as answered once stored; a rejection below
                // (a dead presser) takes it back.
                answered.retain(|(g, p, _), _| *g != game || *p >= phase);
                answered.insert(key, action.clone());
                let _ = tell.send(Ok(Chosen::Submitted(key, label)));
                Some(Input::Act {
                    player,
                    action: action.clone(),
                })
            })
            .await;
        let told = told.await;
        match (submitted, told) {
            (Ok(Some(Ok(()))), Ok(Ok(Chosen::Submitted(_, label)))) => {
                Answer::Done(text::choice(lang, "chose", &label))
            }
            (Ok(None), Ok(Ok(Chosen::WantsWords(label)))) => {
                Answer::Done(text::choice(lang, "write-words-now", &label))
            }
            (Ok(Some(Err(r))), Ok(Ok(Chosen::Submitted(key, _)))) => {
                self.answered.lock_or_recover().remove(&key);
                Answer::Refused(refused(lang, &r))
            }
            (Ok(None), Ok(Err(reason))) => Answer::Refused(reason),
            (Err(HostError::NoSuchGame(_)), _) => Answer::Refused(text::reply(lang, GAME_OVER)),
            (Err(HostError::Runtime(e)), _) => {
                tracing::error!(game, "a press failed: {e}");
                Answer::Refused(text::sorry(lang))
            }
            _ => Answer::Refused(text::sorry(lang)),
        }
    }
}

/// What a press came to, inside the game's task.
enum Chosen {
    /// Submitted: the double-press key and the choice's label.
    Submitted((GameId, u32, usize), String),
    /// Kept until the presser's words arrive.
    WantsWords(String),
}
