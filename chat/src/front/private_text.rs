//! Words a player writes to the bot privately. A game reads them when its
//! registration says the player's open prompt takes words (sport's speech
//! and kill order); the words become the game's action inside the game's
//! task, like a press. Other words go to the writer's private room (the
//! mafia's at night, the dead's) as a stored `Say`.

use super::{Caller, Front, Place, refused};
use crate::api::ChatApi;
use narrator_engine::Input;
use narrator_engine::{Action, Game};
use narrator_lock::LockExt;
use narrator_runtime::{GameId, HostError};
use tokio::sync::oneshot;

/// Why words went nowhere in one game.
enum NotSaid {
    /// The writer has no prompt there that takes words.
    NotHere,
    /// It does, but the text holds no words.
    Empty,
}

impl<A: ChatApi> Front<A> {
    /// Completes a choice that waited for the writer's words (a Wumpus
    /// voice). `None` when nothing waits.
    async fn say_awaited(&self, caller: &Caller, text: &str) -> Option<String> {
        let waiting: Vec<(GameId, u32, Action)> = self
            .awaiting_words
            .lock_or_recover()
            .iter()
            .filter(|((_, player), _)| *player == caller.id)
            .map(|((game, _), (phase, action))| (*game, *phase, action.clone()))
            .collect();
        for (game, phase, chosen) in waiting {
            let forget = || {
                self.awaiting_words
                    .lock_or_recover()
                    .remove(&(game, caller.id.clone()));
            };
            let Some((info, rules)) = self.placed(game) else {
                forget();
                continue;
            };
            let lang = self.languages.seat(game, &caller.id, info.lang).await;
            let player = caller.id.clone();
            let words = text.to_string();
            let submitted = self
                .host
                .submit_resolved(game, move |g| {
                    if g.table().phase_no() != phase {
                        return None;
                    }
                    let action = rules.with_words(&chosen, &words)?;
                    Some(Input::Act { player, action })
                })
                .await;
            return Some(match submitted {
                Ok(Some(Ok(()))) => {
                    forget();
                    crate::text::reply(lang, "said")
                }
                // Words the game refuses (none, too many) may be sent again.
                Ok(Some(Err(r))) => refused(lang, &r),
                Ok(None) => {
                    forget();
                    crate::text::reply(lang, "turn-over-unsaid")
                }
                Err(HostError::NoSuchGame(_)) => {
                    forget();
                    continue;
                }
                Err(HostError::Runtime(e)) => {
                    tracing::error!(game, "private words failed: {e}");
                    crate::text::sorry(lang)
                }
            });
        }
        None
    }

    /// A private message that is not a command. `None` when the text is
    /// not for a game (a group's ordinary chat); otherwise the reply to
    /// show the writer.
    pub async fn text(&self, place: &Place, caller: &Caller, text: &str) -> Option<String> {
        if place.group || place.key != caller.id.0 {
            return None;
        }
        // Discord has no private slash commands here: `/language` is read
        // from the private chat's text on every platform.
        if let Some(arg) = text.trim().strip_prefix("/language")
            && (arg.is_empty() || arg.starts_with(char::is_whitespace))
        {
            return Some(self.language(caller, arg).await);
        }
        if let Some(arg) = text.trim().strip_prefix("/link")
            && (arg.is_empty() || arg.starts_with(char::is_whitespace))
        {
            return Some(self.link(caller, arg).await);
        }
        if let Some(reply) = self.text_in_games(caller, text).await {
            return Some(reply);
        }
        if let Some(reply) = self.relay_text(caller, text).await {
            return Some(reply);
        }
        let lang = self.private_lang(caller).await;
        Some(crate::text::reply(lang, "nothing-to-say"))
    }

    /// Private words for the writer's games this process runs: the reply,
    /// or `None` when none of them takes words from the writer now.
    pub(super) async fn text_in_games(&self, caller: &Caller, text: &str) -> Option<String> {
        if let Some(reply) = self.say_awaited(caller, text).await {
            return Some(reply);
        }
        for game in self.registry.games_of(&caller.id) {
            let Some((info, rules)) = self.placed(game) else {
                continue;
            };
            let player = caller.id.clone();
            let words = text.to_string();
            let (tell, told) = oneshot::channel();
            let submitted = self
                .host
                .submit_resolved(game, move |g| {
                    let prompt = g
                        .table()
                        .seat_of(&player)
                        .and_then(|seat| g.open_prompt(seat))
                        .filter(|p| rules.reads_text(p));
                    let Some(prompt) = prompt else {
                        // Words no prompt reads go to the writer's private
                        // room (the mafia's at night, the dead's), which
                        // the game picks or refuses with its reason.
                        if g.table().game().is_some_and(Game::has_chat) {
                            return Some(Input::Say {
                                player,
                                text: words,
                            });
                        }
                        let _ = tell.send(NotSaid::NotHere);
                        return None;
                    };
                    let Some(action) = rules.said(prompt, &words) else {
                        let _ = tell.send(NotSaid::Empty);
                        return None;
                    };
                    Some(Input::Act { player, action })
                })
                .await;
            let lang = self.languages.seat(game, &caller.id, info.lang).await;
            return Some(match submitted {
                Ok(Some(Ok(()))) => crate::text::reply(lang, "said"),
                Ok(Some(Err(r))) => refused(lang, &r),
                Ok(None) => match told.await {
                    Ok(NotSaid::Empty) => crate::text::reply(lang, "write-words"),
                    _ => continue,
                },
                Err(HostError::NoSuchGame(_)) => continue,
                Err(HostError::Runtime(e)) => {
                    tracing::error!(game, "private words failed: {e}");
                    crate::text::sorry(lang)
                }
            });
        }
        None
    }
}
