//! Button presses. Button data comes from the client, so it is only a
//! request: a prompt's button is resolved against the game inside the
//! game's task (the presser's seat, the open prompt of that phase, the
//! choice) and submitted in the same step, so the engine's rejection is the
//! only "why not". The front adds what only a chat knows: the button must
//! be pressed where it was posted, and a second press of the same choice
//! is refused rather than announced twice.

use super::lobby::LobbyPress;
use super::{Answer, Caller, Front, GAME_OVER, Place, SORRY, WRONG_CHAT, refused};
use crate::api::ChatApi;
use crate::button::{self, Button};
use crate::games::ChatGame;
use crate::registry::PlaceInfo;
use narrator_engine::render::{self, Names};
use narrator_engine::{Input, Rejection};
use narrator_runtime::{GameId, HostError};
use std::sync::Arc;
use tokio::sync::oneshot;

impl<A: ChatApi> Front<A> {
    /// Carries out a button press made in `place`.
    pub async fn press(&self, place: &Place, caller: &Caller, data: &str) -> Answer {
        let Some(button) = Button::decode(data) else {
            return Answer::Refused(
                "This button is not one I made (or it is from an older version); nothing changed."
                    .into(),
            );
        };
        let game = match button {
            Button::Join(g)
            | Button::Leave(g)
            | Button::Start(g)
            | Button::Fill(g)
            | Button::Inbox(g) => g,
            Button::Choose { game, .. } => game,
        };
        let Some((info, rules)) = self.placed(game) else {
            return Answer::Refused(GAME_OVER.into());
        };
        let lobby = match button {
            Button::Join(_) => LobbyPress::Join,
            Button::Leave(_) => LobbyPress::Leave,
            Button::Start(_) => LobbyPress::Start,
            Button::Fill(_) => LobbyPress::Fill,
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
            return Answer::Refused("That lobby belongs to another chat; nothing changed.".into());
        }
        self.lobby_press(game, (&info, rules.as_ref()), caller, lobby)
            .await
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
        let own_chat = !place.group && place.key == caller.id.0;
        if !place.group && !own_chat {
            return Answer::Refused(WRONG_CHAT.into());
        }
        let in_lobby_place = place.key == info.key;
        let lang = info.lang;
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
                        let _ = tell.send(Err(refused(&r)));
                        return None;
                    }
                };
                if tag.is_some_and(|tag| tag != button::tag(action)) {
                    let _ = tell.send(Err(refused(&Rejection::StaleChoice)));
                    return None;
                }
                let right_place = if rules.answered_in_group(prompt.kind) {
                    in_lobby_place
                } else {
                    own_chat
                };
                if !right_place {
                    let _ = tell.send(Err(WRONG_CHAT.to_string()));
                    return None;
                }
                let label = render::choice(lang, action, &Names(&g.table().names()));
                if rules.wants_words(action) {
                    awaiting
                        .lock()
                        .unwrap_or_else(|p| p.into_inner())
                        .insert((game, player.clone()), (phase, action.clone()));
                    let _ = tell.send(Ok(Chosen::WantsWords(label)));
                    return None;
                }
                let key = (game, phase, seat.index());
                let mut answered = answered.lock().unwrap_or_else(|p| p.into_inner());
                if answered.get(&key) == Some(&index) {
                    let _ = tell.send(Err(format!("You already chose {label}.")));
                    return None;
                }
                // Counted as answered once stored; a rejection below
                // (a dead presser) takes it back.
                answered.retain(|(g, p, _), _| *g != game || *p >= phase);
                answered.insert(key, index);
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
                Answer::Done(format!("You chose {label}."))
            }
            (Ok(None), Ok(Ok(Chosen::WantsWords(label)))) => Answer::Done(format!(
                "{label}: now write me your words here, in our private chat; they are said as soon as they arrive."
            )),
            (Ok(Some(Err(r))), Ok(Ok(Chosen::Submitted(key, _)))) => {
                self.answered
                    .lock()
                    .unwrap_or_else(|p| p.into_inner())
                    .remove(&key);
                Answer::Refused(refused(&r))
            }
            (Ok(None), Ok(Err(reason))) => Answer::Refused(reason),
            (Err(HostError::NoSuchGame(_)), _) => Answer::Refused(GAME_OVER.into()),
            (Err(HostError::Runtime(e)), _) => {
                tracing::error!(game, "a press failed: {e}");
                Answer::Refused(SORRY.into())
            }
            _ => Answer::Refused(SORRY.into()),
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
