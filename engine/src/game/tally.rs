//! Each vote of a Mafia day counted, from the story's events (see
//! [`super::Story::tallies`]): who voted for whom and how many votes each
//! candidate had. Only the votes that stood when the vote closed count,
//! as the story keeps them; a tie's repeat (hp's revote, sport's car
//! crash) is a vote of its own.

use crate::mafia::VoteChoice;
use crate::mafia::timeline::Event;
use crate::seat::Seat;
use std::collections::BTreeSet;

/// One vote of a day, counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tally {
    /// The story's chapter it belongs to (see [`super::Story::chapters`]).
    pub chapter: usize,
    /// The day's number.
    pub day: u32,
    /// 0 for the day's first vote, then 1, 2… for each repeat after a tie.
    pub round: u32,
    /// Each vote that stood, in the order cast: the voter and the
    /// candidate (`None`: no one).
    pub votes: Vec<(Seat, Option<Seat>)>,
    /// Votes per candidate (`None`: no one; a revealed mayor's vote counts
    /// twice), most first, then in seat order with no one last;
    /// candidates nobody voted for count 0.
    pub counts: Vec<(Option<Seat>, u32)>,
}

/// Whether an event closes a vote and opens the next round of the day.
fn repeats(event: &Event) -> Option<&[Seat]> {
    match event {
        Event::Revote { tied } | Event::CarCrash { tied } => Some(tied),
        _ => None,
    }
}

/// The votes of a story cut into chapters (see
/// [`crate::mafia::timeline::Story::chapters`]).
pub(super) fn count(chapters: &[&[Event]]) -> Vec<Tally> {
    let mut tallies = Vec::new();
    let mut day = 0;
    // Revealed mayors, whose votes count twice from then on.
    let mut mayors = BTreeSet::new();
    for (chapter, events) in chapters.iter().enumerate() {
        let mut round = 0;
        let mut open = Open::default();
        for event in events.iter() {
            if let Some(tied) = repeats(event) {
                tallies.extend(open.close(chapter, day, round, &mayors));
                round += 1;
                open = Open::default();
                open.candidates.extend(tied.iter().map(|s| Some(*s)));
                continue;
            }
            match event {
                Event::Day { day: d } => day = *d,
                Event::Night { .. } => {
                    tallies.extend(open.close(chapter, day, round, &mayors));
                    open = Open::default();
                }
                Event::Nominated { nominee, .. } => open.candidates.push(Some(*nominee)),
                Event::Vote { voter, choice } => open.votes.push((
                    *voter,
                    match choice {
                        VoteChoice::Player(s) => Some(*s),
                        VoteChoice::NoOne => None,
                    },
                )),
                Event::Ballot { voter, nominee } => open.votes.push((*voter, Some(*nominee))),
                Event::MayorRevealed { seat } => {
                    mayors.insert(*seat);
                }
                _ => {}
            }
        }
        tallies.extend(open.close(chapter, day, round, &mayors));
    }
    tallies
}

/// A vote being read: its candidates so far and its votes.
#[derive(Default)]
struct Open {
    candidates: Vec<Option<Seat>>,
    votes: Vec<(Seat, Option<Seat>)>,
}

impl Open {
    /// The vote counted, if anyone voted.
    fn close(self, chapter: usize, day: u32, round: u32, mayors: &BTreeSet<Seat>) -> Option<Tally> {
        if self.votes.is_empty() {
            return None;
        }
        let mut counts: Vec<(Option<Seat>, u32)> = Vec::new();
        let named = self
            .candidates
            .iter()
            .copied()
            .chain(self.votes.iter().map(|(_, c)| *c));
        for candidate in named {
            if !counts.iter().any(|(c, _)| *c == candidate) {
                counts.push((candidate, 0));
            }
        }
        for (voter, choice) in &self.votes {
            if let Some(entry) = counts.iter_mut().find(|(c, _)| c == choice) {
                entry.1 += if mayors.contains(voter) { 2 } else { 1 };
            }
        }
        // Most votes first; equal counts in seat order, no one last.
        counts.sort_by_key(|(c, n)| (std::cmp::Reverse(*n), c.is_none(), *c));
        Some(Tally {
            chapter,
            day,
            round,
            votes: self.votes,
            counts,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_day_vote_is_counted_with_no_one_last_and_a_revote_apart() {
        let story = crate::mafia::timeline::Story::told(
            true,
            vec![
                Event::Night { night: 1 },
                Event::Quiet,
                Event::Day { day: 1 },
                Event::Vote {
                    voter: Seat(0),
                    choice: VoteChoice::Player(Seat(2)),
                },
                Event::Vote {
                    voter: Seat(1),
                    choice: VoteChoice::NoOne,
                },
                Event::Vote {
                    voter: Seat(2),
                    choice: VoteChoice::Player(Seat(1)),
                },
                Event::Vote {
                    voter: Seat(3),
                    choice: VoteChoice::Player(Seat(2)),
                },
                Event::Revote {
                    tied: vec![Seat(2), Seat(4)],
                },
                Event::Vote {
                    voter: Seat(0),
                    choice: VoteChoice::Player(Seat(2)),
                },
                Event::Lynched {
                    seat: Seat(2),
                    role: None,
                },
                Event::Night { night: 2 },
            ],
        );
        let tallies = count(&story.chapters());
        assert_eq!(tallies.len(), 2, "{tallies:?}");
        assert_eq!(
            (tallies[0].chapter, tallies[0].day, tallies[0].round),
            (1, 1, 0)
        );
        assert_eq!(
            tallies[0].counts,
            vec![(Some(Seat(2)), 2), (Some(Seat(1)), 1), (None, 1)]
        );
        assert_eq!(tallies[0].votes.len(), 4);
        // The repeat: the tied are candidates, even with no vote.
        assert_eq!(tallies[1].round, 1);
        assert_eq!(
            tallies[1].counts,
            vec![(Some(Seat(2)), 1), (Some(Seat(4)), 0)]
        );
    }

    #[test]
    fn sport_ballots_count_every_nominee() {
        let story = crate::mafia::timeline::Story::told(
            false,
            vec![
                Event::Day { day: 1 },
                Event::Nominated {
                    by: Seat(0),
                    nominee: Seat(3),
                },
                Event::Nominated {
                    by: Seat(1),
                    nominee: Seat(5),
                },
                Event::Ballot {
                    voter: Seat(0),
                    nominee: Seat(3),
                },
                Event::Ballot {
                    voter: Seat(1),
                    nominee: Seat(3),
                },
                Event::Leaves {
                    seat: Seat(3),
                    role: None,
                },
            ],
        );
        let tallies = count(&story.chapters());
        assert_eq!(tallies.len(), 1);
        assert_eq!(
            tallies[0].counts,
            vec![(Some(Seat(3)), 2), (Some(Seat(5)), 0)]
        );
    }

    #[test]
    fn a_revealed_mayor_s_vote_counts_twice() {
        let story = crate::mafia::timeline::Story::told(
            true,
            vec![
                Event::Day { day: 1 },
                Event::MayorRevealed { seat: Seat(0) },
                Event::Vote {
                    voter: Seat(0),
                    choice: VoteChoice::Player(Seat(2)),
                },
                Event::Vote {
                    voter: Seat(1),
                    choice: VoteChoice::Player(Seat(3)),
                },
            ],
        );
        let tallies = count(&story.chapters());
        assert_eq!(
            tallies[0].counts,
            vec![(Some(Seat(2)), 2), (Some(Seat(3)), 1)]
        );
    }
}
