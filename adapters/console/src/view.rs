//! Effects as terminal text, from one seat's point of view (or every
//! seat's, for `--auto`).

use narrator_engine::mafia::MafiaTeam;
use narrator_engine::mafia::canned;
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::wumpus::WumpusMessage;
use narrator_engine::{Action, Audience, Effect, EffectKind, GameKind, Message, PlayerId};
use narrator_runtime::LiveGame;

/// What the terminal shows.
pub struct View {
    everything: bool,
    lang: Lang,
}

impl View {
    /// `everything`: show private effects too, labelled (an all-computer game).
    pub fn new(everything: bool) -> View {
        View {
            everything,
            lang: Lang::En,
        }
    }

    /// Prints an effect if the viewer may see it.
    pub fn show(&mut self, effect: &Effect, game: &LiveGame, you: &PlayerId) {
        let table = game.table();
        let names = table.names();
        let names = Names(&names);
        let seat = table.seat_of(you);
        let visible = seat.is_some_and(|s| effect.audience.includes(s))
            || effect.audience == Audience::Public;
        if !visible && !self.everything {
            return;
        }
        let label = match (&effect.audience, self.everything) {
            (Audience::Public, _) | (_, false) => String::new(),
            (Audience::Seat(s), true) => format!("[to {}] ", names.of(*s)),
            (Audience::Team { team, .. }, true) if *team == MafiaTeam::Mafia => {
                "[to the mafia] ".to_string()
            }
            // Village teams are smaller groups (hp's detectives, healers):
            // name them.
            (Audience::Team { members, .. }, true) => format!(
                "[to {}] ",
                members
                    .iter()
                    .map(|s| names.of(*s))
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        match &effect.kind {
            EffectKind::Message(m) => {
                println!("{label}{}", render::message(self.lang, m, &names));
                if let Message::Wumpus(WumpusMessage::Reveal(r)) = m {
                    crate::picture::save(r, game.id(), &names);
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
                    println!(
                        "Type a number, or `whisper`, `speak` or `scream` followed by your words (or `help`)."
                    );
                } else {
                    println!("Type a number (or `help`).");
                }
            }
            EffectKind::Deadline { .. } | EffectKind::End(_) => {}
        }
    }

    /// Shows the open question again.
    pub fn show_prompt(&self, game: &LiveGame, you: &PlayerId) {
        let table = game.table();
        let names = table.names();
        let names = Names(&names);
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
                println!("You are out of the game; the others play on.")
            }
            None => println!("Nothing to choose right now; waiting for the others."),
        }
    }

    /// The commands.
    pub fn help(&self, kind: GameKind) {
        println!("Commands:\n  NUMBER            answer the question shown");
        match kind {
            GameKind::Mafia => {
                println!("  say ID [SEAT] [to SEAT]   say a canned line (seats from 1):");
                for (i, t) in canned::TEXTS.iter().enumerate() {
                    println!("      {i:>2} {t}");
                }
                println!(
                    "  speak TEXT        sport: say TEXT in your speech (or, as the don on night 0, send the kill order)"
                );
            }
            GameKind::Zombie => println!(
                "  touch NAME        interact with a player, or accept their request (names ignore case; a unique start is enough)\n  decline NAME      decline a player's request to interact (handshake consent)\n  antidote          use your antidote\n  end               end the turn now (the host only)"
            ),
            GameKind::Wumpus => println!(
                "  whisper TEXT      whisper TEXT to whoever shares your room\n  speak TEXT        say TEXT, heard here and next door (the Wumpus hears it too)\n  scream TEXT       scream TEXT, heard everywhere (the Wumpus too)\n                    (without TEXT: a wordless whisper, sound or scream)"
            ),
        }
        println!(
            "  show              show the question again\n  quit              leave; the game is saved for `narrator play --resume`"
        );
    }
}
