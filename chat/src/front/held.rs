//! What could not reach a player privately (closed DMs, a blocked bot):
//! shown behind the channel's "Show my role and private messages" button,
//! or sent once the player writes to the bot.

use super::{Answer, Caller, Front, GAME_OVER};
use crate::api::{ChatApi, Target};
use crate::keyboard;
use crate::text;
use narrator_engine::render::{self, Names};
use narrator_runtime::GameId;

impl<A: ChatApi> Front<A> {
    /// Sends a player, in their private chat, whatever waited for them
    /// because the platform would not let the bot write to them (they
    /// had blocked it, or never opened the chat), with their open prompt:
    /// call it when they write to the bot privately.
    pub async fn deliver_held(&self, caller: &Caller) {
        let games = match self.inbox.unread_games(&caller.id).await {
            Ok(games) => games,
            Err(e) => {
                tracing::error!("cannot read the held messages: {e}");
                return;
            }
        };
        let to = Target::User(caller.id.clone());
        for game in games {
            let Answer::Private { text, keys } = self.show_inbox(game, caller, true).await else {
                continue;
            };
            let sent: std::pin::Pin<Box<dyn Future<Output = _> + Send>> = match keys {
                Some(keys) => {
                    let posted = self.api.post(&to, text, keys, None);
                    Box::pin(async move { posted.await.map(|_| ()) })
                }
                None => Box::pin(self.api.say(&to, text, None)),
            };
            tokio::spawn(async move {
                if let Err(e) = sent.await {
                    tracing::warn!(game, "held messages not delivered: {e}");
                }
            });
        }
    }

    /// What could not reach the presser privately (all of it, or what is
    /// new since they last looked), and their open prompt.
    pub(super) async fn show_inbox(&self, game: GameId, caller: &Caller, only_new: bool) -> Answer {
        let Some((info, rules)) = self.placed(game) else {
            let lang = self.private_lang(caller).await;
            return Answer::Refused(text::reply(lang, GAME_OVER));
        };
        let player = caller.id.clone();
        let lang = self.languages.seat(game, &caller.id, info.lang).await;
        let open = self
            .host
            .view(game, move |g| {
                let table = g.table();
                let seat = table.seat_of(&player)?;
                let names = table.names();
                // A prompt answered in the channel has its buttons there.
                let private = g
                    .open_prompt(seat)
                    .filter(|p| !rules.answered_in_group(p.kind));
                Some(private.map(|p| {
                    (
                        render::prompt(lang, p.kind),
                        keyboard::prompt(lang, game, p, &Names::new(&names)),
                    )
                }))
            })
            .await;
        let prompt = match open {
            Ok(Some(prompt)) => prompt,
            Ok(None) => return Answer::Refused(text::reply(lang, "not-playing")),
            Err(_) => return Answer::Refused(text::reply(lang, GAME_OVER)),
        };
        let read = if only_new {
            self.inbox.take_new(game, &caller.id).await
        } else {
            self.inbox.read(game, &caller.id).await
        };
        let texts = match read {
            Ok(texts) => texts,
            Err(e) => {
                tracing::error!(game, "cannot read an inbox: {e}");
                return Answer::Refused(text::reply(lang, "sorry-try-again"));
            }
        };
        let mut text = texts.join("\n\n");
        let keys = prompt.map(|(question, keys)| {
            if !text.is_empty() {
                text.push_str("\n\n");
            }
            text.push_str(&question);
            keys
        });
        if text.is_empty() {
            text = text::reply(lang, "nothing-held");
        }
        Answer::Private { text, keys }
    }
}
