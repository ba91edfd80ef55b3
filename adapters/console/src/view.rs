//! Effects as terminal text, from one seat's point of view (or every
//! seat's, for `--auto`).

use crate::text::{t, ta};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::{Audience, Effect, EffectKind, GameKind, PlayerId};
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
        let terminal = crate::games::of(table.setup().config.kind());
        let to_seats = |seats: &[narrator_engine::Seat]| {
            let members: Vec<String> = seats.iter().map(|s| names.of(*s)).collect();
            let a = args![("name", members.join(", "))];
            format!("{} ", ta(lang, "console-to", &a))
        };
        let label = match (&effect.audience, self.everything) {
            (Audience::Public, _) | (_, false) => String::new(),
            (Audience::Seat(s), true) => to_seats(&[*s]),
            // A team the game names (the mafia), else its members (hp's
            // detectives, healers).
            (Audience::Team { team, members }, true) => match terminal.team_label(*team, lang) {
                Some(team) => format!("{team} "),
                None => to_seats(members),
            },
            (Audience::People { seats, .. }, true) => to_seats(seats),
        };
        match &effect.kind {
            EffectKind::Message(m) => {
                println!("{label}{}", render::message(self.lang, m, &names));
                terminal.shown(m, game, &names, lang);
            }
            EffectKind::Prompt(p) => {
                if self.everything {
                    return;
                }
                println!("\n{}", render::prompt(self.lang, p.kind));
                for (i, c) in p.choices.iter().enumerate() {
                    println!("  {}. {}", i + 1, render::choice(self.lang, c, &names));
                }
                println!("{}", t(lang, terminal.choices_hint(&p.choices)));
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
        for help in crate::games::of(kind).help(self.lang) {
            println!("  {help}");
        }
        line("console-help-show");
        line("console-help-quit");
    }
}
