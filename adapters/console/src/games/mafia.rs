//! Mafia at the terminal: canned lines (`say`), sport's free speech
//! (`speak`), and the mafia's room named as such.

use super::TerminalGame;
use crate::text::{t, ta, typed};
use narrator_engine::mafia::{Canned, MafiaAction, MafiaTeam, canned};
use narrator_engine::render::Lang;
use narrator_engine::{Action, Seat, Team};
use narrator_i18n::args;
use narrator_runtime::LiveGame;

/// Mafia, every preset.
pub struct Mafia;

impl TerminalGame for Mafia {
    fn parse(
        &self,
        words: &[&str],
        line: &str,
        game: &LiveGame,
        lang: Lang,
    ) -> Option<Result<Action, String>> {
        let action = match words {
            ["say", rest @ ..] => parse_say(rest, game.table().seats().len(), lang),
            // sport: free text, relayed by the bot (a speech, the don's
            // order).
            ["speak", ..] => {
                let text = line.trim_start().trim_start_matches("speak").trim();
                if text.is_empty() {
                    Err(t(lang, "console-speak-usage"))
                } else {
                    Ok(MafiaAction::Speak(text.to_string()))
                }
            }
            _ => return None,
        };
        Some(action.map(Action::Mafia))
    }

    fn help(&self, lang: Lang) -> Vec<String> {
        let mut lines = vec![t(lang, "console-help-say")];
        // The canned lines as the bot protocol numbers them.
        for i in 0..canned::TEXTS.len() {
            let text = narrator_engine::mafia::render::canned(lang, i as u8);
            lines.push(format!("    {i:>2} {text}"));
        }
        lines.push(t(lang, "console-help-speak-sport"));
        lines
    }

    fn team_label(&self, team: Team, lang: Lang) -> Option<String> {
        // Village teams are smaller groups (hp's detectives, healers),
        // named by their members.
        (team == MafiaTeam::Mafia).then(|| t(lang, "console-to-mafia"))
    }
}

/// `say ID [SUBJECT_SEAT] [to RECIPIENT_SEAT]`, seats numbered from 1.
fn parse_say(words: &[&str], seats: usize, lang: Lang) -> Result<MafiaAction, String> {
    let usage = || t(lang, "console-say-usage");
    let seat = |w: &str| -> Result<Seat, String> {
        let n: usize = w
            .parse()
            .map_err(|_| ta(lang, "console-not-a-seat", &args![("typed", typed(w))]))?;
        if n == 0 || n > seats {
            let a = args![("typed", n), ("min", 1), ("max", seats)];
            return Err(ta(lang, "console-no-such-seat", &a));
        }
        u8::try_from(n - 1).map(Seat).map_err(|_| usage())
    };
    let (id, rest) = match words {
        [id, rest @ ..] => (
            id.parse::<u8>()
                .map_err(|_| ta(lang, "console-not-an-id", &args![("typed", typed(id))]))?,
            rest,
        ),
        [] => return Err(usage()),
    };
    let (subject, rest) = match rest {
        [s, rest @ ..] if *s != "to" => (Some(seat(s)?), rest),
        _ => (None, rest),
    };
    let recipient = match rest {
        [] => None,
        ["to", r] => Some(seat(r)?),
        _ => return Err(usage()),
    };
    Ok(MafiaAction::Say(Canned {
        id,
        subject,
        recipient,
    }))
}
