//! Seat names, as messages name seats: by name, by number when unknown,
//! and "you" for the reader's own.

use crate::seat::Seat;
use narrator_i18n::{Lang, args, text};

/// Seat names, for turning seats into text.
#[derive(Clone, Copy)]
pub struct Names<'a> {
    names: &'a [String],
    /// Whose text this is, when one seat reads it alone (the terminal, a
    /// private message): that seat is "you", in the second person.
    reader: Option<Seat>,
}

impl<'a> Names<'a> {
    /// The seats' names, read by nobody in particular (a group).
    pub fn new(names: &'a [String]) -> Names<'a> {
        Names {
            names,
            reader: None,
        }
    }

    /// The same names, read by `reader`'s seat (or nobody in particular).
    pub fn read_by(self, reader: Option<Seat>) -> Names<'a> {
        Names { reader, ..self }
    }

    /// Every seat's name, in seat order.
    pub fn all(&self) -> &'a [String] {
        self.names
    }

    /// `"yes"` when `seat` is the reader's own, for a message's `-you`
    /// selector (second person), else `"no"`.
    pub fn you(&self, seat: Seat) -> &'static str {
        if self.reader == Some(seat) {
            "yes"
        } else {
            "no"
        }
    }

    /// [`Names::you`] for a name the message carries as text (a lobby's
    /// players have no seats yet): the reader's when it is the reader's
    /// name.
    pub fn you_named(&self, name: &str) -> &'static str {
        let reader = self.reader.and_then(|seat| self.names.get(seat.index()));
        if reader.is_some_and(|r| r == name) {
            "yes"
        } else {
            "no"
        }
    }
}

impl Names<'_> {
    /// A seat's name, or (in English) its number if unknown.
    pub fn of(&self, seat: Seat) -> String {
        self.name_in(Lang::En, seat)
    }

    /// A seat's name, or its number in `lang` if unknown.
    pub fn name_in(&self, lang: Lang, seat: Seat) -> String {
        self.names.get(seat.index()).cloned().unwrap_or_else(|| {
            text(
                lang,
                "engine-seat",
                Some(&args![("number", seat.index() + 1)]),
            )
        })
    }

    /// Seats' names, joined with commas, in English (the logs' language).
    pub fn list(&self, seats: &[Seat]) -> String {
        self.list_in(Lang::En, seats)
    }

    /// Seats' names, joined with commas.
    pub fn list_in(&self, lang: Lang, seats: &[Seat]) -> String {
        seats
            .iter()
            .map(|s| self.name_in(lang, *s))
            .collect::<Vec<_>>()
            .join(", ")
    }
}
