//! The judge's view at the end of a turn: every player's state, antidote
//! and score, and the top five of each side with names, as the original
//! judge's report showed them. Never for the players' eyes: the public
//! announcement is [`super::TurnReport`] (counts and scores only).
//!
//! A [`Status`] borrows the replay's state, so building one costs nothing;
//! the table is written straight into the caller's buffer because script
//! mode prints one after every turn of scripts a million lines long.

use super::outbreak::{Outbreak, PlayerState};
use super::role::Condition;
use crate::seat::Seat;
use std::fmt::{self, Write};

/// How many players of each side the report names.
pub const TOP: usize = 5;

/// One side of the announcement's split: every infected player counts as
/// a zombie, as in the counts the players hear.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Healthy players.
    Humans,
    /// Zombies and the infected, temporary or permanent.
    Zombies,
}

impl Side {
    /// The side a condition is on.
    pub fn of(condition: Condition) -> Side {
        if condition.is_human() {
            Side::Humans
        } else {
            Side::Zombies
        }
    }
}

/// One player in the judge's view.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Row<'a> {
    /// Their seat.
    pub seat: Seat,
    /// Their name as set up.
    pub name: &'a str,
    /// What they are now.
    pub condition: Condition,
    /// Whether their antidote is still unused.
    pub antidote_left: bool,
    /// Their score.
    pub score: u32,
}

/// The judge's view of a game at the end of a turn.
#[derive(Clone, Copy, Debug)]
pub struct Status<'a> {
    turn: u32,
    names: &'a [String],
    players: &'a [PlayerState],
}

impl<'a> Status<'a> {
    /// The state of `outbreak` as it stands after turn `turn` ended, with
    /// the players' `names` in seat order.
    pub fn new(turn: u32, names: &'a [String], outbreak: &'a Outbreak) -> Status<'a> {
        Status {
            turn,
            names,
            players: outbreak.players(),
        }
    }

    /// The turn that ended.
    pub fn turn(&self) -> u32 {
        self.turn
    }

    /// Every player, in seat order.
    pub fn rows(&self) -> impl Iterator<Item = Row<'a>> + 'a {
        let names = self.names;
        self.players.iter().enumerate().filter_map(move |(i, p)| {
            Some(Row {
                seat: Seat(u8::try_from(i).ok()?),
                name: names.get(i).map_or("?", String::as_str),
                condition: p.condition,
                antidote_left: p.antidote,
                score: p.score,
            })
        })
    }

    /// The [`TOP`] best scores of a side, best first; equal scores keep
    /// seat order. Fewer when the side is smaller.
    pub fn top(&self, side: Side) -> Vec<Row<'a>> {
        // A bounded insertion: a sort of the whole table per turn showed
        // in the benchmark.
        let mut top: Vec<Row<'a>> = Vec::with_capacity(TOP + 1);
        for row in self.rows().filter(|r| Side::of(r.condition) == side) {
            if top.len() == TOP && top.last().is_some_and(|last| last.score >= row.score) {
                continue;
            }
            let at = top.partition_point(|r| r.score >= row.score);
            top.insert(at, row);
            top.truncate(TOP);
        }
        top
    }

    /// Writes the judge's table: a header, one line per player (state,
    /// antidote, score) and the top five of each side.
    pub fn write_table(&self, out: &mut impl Write) -> fmt::Result {
        let name_width = self
            .names
            .iter()
            .map(|n| n.chars().count())
            .max()
            .unwrap_or(0)
            .max("player".len());
        let state_width = STATE_HEADER.len().max(INFECTED.len() + digits(self.turn));
        writeln!(out, "Status after turn {} (for the judge only):", self.turn)?;
        write!(out, "  {:<name_width$}  {STATE_HEADER}", "player")?;
        pad(out, state_width - STATE_HEADER.len())?;
        out.write_str("  antidote  score\n")?;
        for row in self.rows() {
            write!(out, "  {:<name_width$}  ", row.name)?;
            let used = write_state(out, row.condition)?;
            pad(out, state_width.saturating_sub(used))?;
            writeln!(
                out,
                "  {:<8}  {:>5}",
                if row.antidote_left { "left" } else { "used" },
                row.score
            )?;
        }
        for (side, label) in [(Side::Humans, "humans"), (Side::Zombies, "zombies")] {
            write!(out, "  Top {TOP} {label}:")?;
            let top = self.top(side);
            if top.is_empty() {
                out.write_str(" nobody")?;
            }
            for (i, row) in top.iter().enumerate() {
                let sep = if i == 0 { " " } else { ", " };
                write!(out, "{sep}{} {}", row.name, row.score)?;
            }
            out.write_char('\n')?;
        }
        Ok(())
    }

    /// The table as a string (see [`Status::write_table`]).
    pub fn table(&self) -> String {
        let mut out = String::new();
        // Writing into a String cannot fail.
        let _ = self.write_table(&mut out);
        out
    }
}

const STATE_HEADER: &str = "state";
const INFECTED: &str = "temporarily infected since turn ";

/// Writes a condition in the report's words; returns how many characters.
fn write_state(out: &mut impl Write, condition: Condition) -> Result<usize, fmt::Error> {
    let word = match condition {
        Condition::Human => "human",
        Condition::Zombie => "zombie",
        Condition::Turned => "permanently infected",
        Condition::Infected { since } => {
            write!(out, "{INFECTED}{since}")?;
            return Ok(INFECTED.len() + digits(since));
        }
    };
    out.write_str(word)?;
    Ok(word.len())
}

fn digits(n: u32) -> usize {
    n.checked_ilog10().map_or(1, |d| d as usize + 1)
}

fn pad(out: &mut impl Write, n: usize) -> fmt::Result {
    for _ in 0..n {
        out.write_char(' ')?;
    }
    Ok(())
}
