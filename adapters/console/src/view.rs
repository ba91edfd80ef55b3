//! Effects as terminal text, from one seat's point of view (or every
//! seat's, for `--auto`).

use crate::text::{t, ta};
use narrator_engine::GameMessage;
use narrator_engine::mafia::MafiaTeam;
use narrator_engine::mafia::canned;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::wumpus::WumpusMessage;
use narrator_engine::{Action, Audience, Effect, EffectKind, GameKind, Message, PlayerId};
use narrator_i18n::args;
use narrator_runtime::LiveGame;

/// What the terminal shows.
pub struct View {
    everything: bool,
    lang: Lang,
}

impl View {
    /// `everything`: show private effects too, labelled (an all-computer
    /// game); everything is said in `lang`.
    pub fn new(everything: bool, lang: Lang) -> View {
        View { everything, lang }
    }

    /// Prints an effect if the viewer may see it.
    pub fn show(&mut self, effect: &Effect, game: &LiveGame, you: &PlayerId) {
        let table = game.table();
        // Before the start the lobby's players are the names (as the
        // runtime renders them), so "you" is the reader's place there.
        let people = if table.started() {
            table.seats()
        } else {
            table.lobby_players()
        };
        let names: Vec<String> = people.iter().map(|p| p.name.clone()).collect();
        let seat = table.seat_of(you);
        // In an all-computer game the terminal watches every seat: nobody
        // is "you".
        let reader = people
            .iter()
            .position(|p| p.player == *you)
            .and_then(|i| u8::try_from(i).ok())
            .map(narrator_engine::Seat)
            .filter(|_| !self.everything);
        let names = Names::new(&names).read_by(reader);
        let visible = seat.is_some_and(|s| effect.audience.includes(s))
            || effect.audience == Audience::Public;
        if !visible && !self.everything {
            return;
        }
        let lang = self.lang;
        let label = match (&effect.audience, self.everything) {
            (Audience::Public, _) | (_, false) => String::new(),
            (Audience::Seat(s), true) => {
                let a = args![("name", names.of(*s))];
                format!("{} ", ta(lang, "console-to", &a))
            }
            (Audience::Team { team, .. }, true) if *team == MafiaTeam::Mafia => {
                format!("{} ", t(lang, "console-to-mafia"))
            }
            // Village teams are smaller groups (hp's detectives, healers):
            // name them.
            (Audience::Team { members, .. }, true)
            | (Audience::People { seats: members, .. }, true) => {
                let members: Vec<String> = members.iter().map(|s| names.of(*s)).collect();
                let a = args![("name", members.join(", "))];
                format!("{} ", ta(lang, "console-to", &a))
            }
        };
        match &effect.kind {
            EffectKind::Message(m) => {
                println!("{label}{}", render::message(self.lang, m, &names));
                if let Message::Game(GameMessage::Wumpus(WumpusMessage::Reveal(r))) = m {
                    crate::picture::save(r, game.id(), &names, lang);
                }
            }
            EffectKind::Prompt(p) => {
                if self.everything {
                    return;
                }
                println!("\n{}", render::prompt(self.lang, p.kind));
                for (i, c) in p.choices.iter().enumerate() {
                    println!("  {}. {}", i + 1, render::choice(self.lang, c, &names));
                }
                let voices = p
                    .choices
                    .iter()
                    .any(|c| matches!(c, Action::Wumpus(a) if a.voice().is_some()));
                if voices {
                    println!("{}", t(lang, "console-type-number-or-voice"));
                } else {
                    println!("{}", t(lang, "console-type-number"));
                }
            }
            EffectKind::Deadline { .. } | EffectKind::End(_) => {}
        }
    }

    /// Shows the open question again.
    pub fn show_prompt(&self, game: &LiveGame, you: &PlayerId) {
        let table = game.table();
        let names = table.names();
        let names = Names::new(&names);
        match table.seat_of(you).and_then(|s| game.open_prompt(s)) {
            Some(p) => {
                println!("{}", render::prompt(self.lang, p.kind));
                for (i, c) in p.choices.iter().enumerate() {
                    println!("  {}. {}", i + 1, render::choice(self.lang, c, &names));
                }
            }
            None if table
                .seat_of(you)
                .is_some_and(|s| table.game().is_some_and(|g| !g.is_alive(s))) =>
            {
                println!("{}", t(self.lang, "console-out-of-game"))
            }
            None => println!("{}", t(self.lang, "console-waiting")),
        }
    }

    /// The commands.
    pub fn help(&self, kind: GameKind) {
        let line = |id: &str| println!("  {}", t(self.lang, id));
        println!("{}", t(self.lang, "console-help-title"));
        line("console-help-number");
        match kind {
            GameKind::Mafia => {
                line("console-help-say");
                // The canned lines as the bot protocol numbers them.
                for i in 0..canned::TEXTS.len() {
                    let text = narrator_engine::mafia::render::canned(self.lang, i as u8);
                    println!("      {i:>2} {text}");
                }
                line("console-help-speak-sport");
            }
            GameKind::Zombie => {
                for id in [
                    "console-help-touch",
                    "console-help-decline",
                    "console-help-antidote",
                    "console-help-end",
                ] {
                    line(id);
                }
            }
            GameKind::Wumpus => {
                for id in [
                    "console-help-whisper",
                    "console-help-speak",
                    "console-help-scream",
                ] {
                    line(id);
                }
                println!("{:20}{}", "", t(self.lang, "console-help-wordless"));
            }
        }
        line("console-help-show");
        line("console-help-quit");
    }
}
