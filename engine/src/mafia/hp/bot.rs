//! The computer player for hit-point Mafia.
//!
//! It decides only from what its seat observed:
//! - the mafia agree on one target through a draw from the seed all
//!   computer players share, preferring players who voted against a mafia;
//! - the detectives test players they know nothing about (the team shares
//!   its results, so all of them draw the same untested player);
//! - the healers heal the likely target: a player who voted for someone
//!   revealed as mafia (the mafia's favourite prey), else a shared draw;
//! - by day everyone joins the leading vote on a player they have no
//!   reason to trust, else draws one; villagers never vote for a known
//!   teammate or a player tested innocent, mafia never for each other.
//!
//! Every draw comes from a generator seeded by (seed, phase, purpose), so a
//! player rebuilt by replaying its effects decides the same.

use crate::bots::{BotSeeds, ComputerPlayer};
use crate::mafia::kinds::MafiaPrompt;
use crate::mafia::words::Message;
use crate::mafia::words::{Effect, EffectKind, Prompt};
use crate::mafia::{MafiaAction, MafiaMessage, Role, VoteChoice};
use crate::seat::Seat;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use std::collections::{BTreeMap, BTreeSet};

/// A computer player for one seat of an `hp` game.
pub struct HpBot {
    seat: Seat,
    seeds: BotSeeds,
    role: Option<Role>,
    /// Teammates named on the role card.
    allies: BTreeSet<Seat>,
    /// Roles revealed on removal.
    revealed: BTreeMap<Seat, Role>,
    /// The detectives' results (seen by detectives only).
    tested: BTreeMap<Seat, bool>,
    /// Who voted for whom in the vote in progress or the last one.
    votes: BTreeMap<Seat, Seat>,
    /// Players who voted for someone later revealed as mafia.
    accusers: BTreeSet<Seat>,
    /// Players who voted for someone later revealed as village.
    misled: BTreeMap<Seat, u32>,
}

/// What a draw is for, so different decisions use different streams.
#[derive(Clone, Copy)]
enum Draw {
    Strike = 1,
    Test = 2,
    Heal = 3,
    Vote = 4,
}

impl HpBot {
    /// A player for `seat`. It needs no options from the ruleset: HP and
    /// team sizes are not part of its reasoning.
    pub fn new(seat: Seat, seeds: BotSeeds) -> HpBot {
        HpBot {
            seat,
            seeds,
            role: None,
            allies: BTreeSet::new(),
            revealed: BTreeMap::new(),
            tested: BTreeMap::new(),
            votes: BTreeMap::new(),
            accusers: BTreeSet::new(),
            misled: BTreeMap::new(),
        }
    }

    fn rng(&self, shared: bool, phase: u32, draw: Draw) -> ChaCha8Rng {
        let mut s = if shared {
            self.seeds.shared
        } else {
            self.seeds.own()
        };
        for (i, b) in phase.to_le_bytes().iter().enumerate() {
            s[i] ^= b;
        }
        s[31] ^= draw as u8;
        ChaCha8Rng::from_seed(s)
    }

    fn is_mafia(&self) -> bool {
        self.role == Some(Role::Mafioso)
    }

    /// A removal: its revealed role turns the last vote into evidence.
    fn removed(&mut self, seat: Seat, role: Option<Role>) {
        let Some(role) = role else { return };
        self.revealed.insert(seat, role);
        for (voter, target) in &self.votes {
            if *target != seat {
                continue;
            }
            if role == Role::Mafioso {
                self.accusers.insert(*voter);
            } else {
                *self.misled.entry(*voter).or_default() += 1;
            }
        }
    }

    /// A seat out for inactivity, its role unknown: no evidence, but its
    /// vote and the votes for it no longer count.
    fn removed_inactive(&mut self, seat: Seat) {
        self.votes.remove(&seat);
        self.votes.retain(|_, target| *target != seat);
    }

    /// Players this seat has reason to trust (never voted for by it).
    fn trusted(&self, s: Seat) -> bool {
        s == self.seat
            || self.tested.get(&s) == Some(&false)
            || (self.role != Some(Role::Commoner) && self.allies.contains(&s))
    }

    fn vote(&self, prompt: &Prompt) -> Option<MafiaAction> {
        let candidates: Vec<Seat> = seats_in(prompt, |a| match a {
            MafiaAction::Vote(VoteChoice::Player(s)) => Some(*s),
            _ => None,
        })
        .into_iter()
        .filter(|s| !self.trusted(*s))
        .collect();
        // Join the leading vote on a candidate, so the table converges.
        let mut counts: BTreeMap<Seat, usize> = BTreeMap::new();
        for (voter, target) in &self.votes {
            if *voter != self.seat && candidates.contains(target) {
                *counts.entry(*target).or_default() += 1;
            }
        }
        let leader = counts
            .iter()
            .max_by_key(|(s, n)| (**n, std::cmp::Reverse(**s)))
            .map(|(s, _)| *s);
        let pick = leader.or_else(|| {
            // Without a lead, the most suspicious by past votes; the mafia
            // share one draw so their votes land together.
            let top = candidates
                .iter()
                .map(|s| self.misled.get(s).copied().unwrap_or(0))
                .max()?;
            let pool: Vec<Seat> = candidates
                .iter()
                .copied()
                .filter(|s| self.misled.get(s).copied().unwrap_or(0) == top)
                .collect();
            let shared = self.is_mafia();
            pool.choose(&mut self.rng(shared, prompt.phase, Draw::Vote))
                .copied()
        })?;
        Some(MafiaAction::Vote(VoteChoice::Player(pick)))
    }

    fn power(&self, prompt: &Prompt) -> Option<MafiaAction> {
        let choices: Vec<(Seat, &MafiaAction)> = prompt
            .choices
            .iter()
            .filter_map(|a| match a {
                m @ (MafiaAction::Kill(s)
                | MafiaAction::Investigate(s)
                | MafiaAction::Protect(s)) => Some((*s, m)),
                _ => None,
            })
            .collect();
        let (pool, draw): (Vec<Seat>, Draw) = match prompt.kind {
            MafiaPrompt::NightKill => (
                prefer(&choices, |s| self.accusers.contains(&s)),
                Draw::Strike,
            ),
            MafiaPrompt::Investigate => (
                prefer(&choices, |s| !self.tested.contains_key(&s)),
                Draw::Test,
            ),
            _ => (prefer(&choices, |s| self.accusers.contains(&s)), Draw::Heal),
        };
        let pick = pool.choose(&mut self.rng(true, prompt.phase, draw))?;
        choices
            .iter()
            .find(|(s, _)| s == pick)
            .map(|(_, a)| (*a).clone())
    }
}

/// The seats among `choices` that satisfy `want`, or all of them if none do.
fn prefer(choices: &[(Seat, &MafiaAction)], want: impl Fn(Seat) -> bool) -> Vec<Seat> {
    let all: Vec<Seat> = choices.iter().map(|(s, _)| *s).collect();
    let some: Vec<Seat> = all.iter().copied().filter(|s| want(*s)).collect();
    if some.is_empty() { all } else { some }
}

fn seats_in(prompt: &Prompt, f: impl Fn(&MafiaAction) -> Option<Seat>) -> Vec<Seat> {
    prompt
        .choices
        .iter()
        .filter_map(|a| match a {
            m => f(m),
            // Other games' actions never reach a Mafia prompt.
            #[allow(unreachable_patterns)]
            _ => None,
        })
        .collect()
}

impl ComputerPlayer<crate::mafia::words::Words> for HpBot {
    fn observe(&mut self, effect: &Effect) {
        let EffectKind::Message(Message::Game(m)) = &effect.kind else {
            return;
        };
        match m {
            MafiaMessage::RoleCard { role, allies } => {
                self.role = Some(*role);
                self.allies = allies.iter().copied().collect();
            }
            MafiaMessage::Tested { target, mafia } => {
                self.tested.insert(*target, *mafia);
            }
            MafiaMessage::VotingOpens { .. } => self.votes.clear(),
            MafiaMessage::VoteCast { voter, choice } => match choice {
                VoteChoice::Player(t) => {
                    self.votes.insert(*voter, *t);
                }
                VoteChoice::NoOne => {
                    self.votes.remove(voter);
                }
            },
            MafiaMessage::Dawn {
                killed: Some(s),
                role,
                ..
            } => self.removed(*s, *role),
            MafiaMessage::Lynched { seat, role } | MafiaMessage::Caught { seat, role } => {
                self.removed(*seat, *role)
            }
            MafiaMessage::AfkRemoved { who } => self.removed_inactive(who.seat()),
            _ => {}
        }
    }

    fn talk(&mut self, _prompt: &Prompt) -> Vec<MafiaAction> {
        Vec::new()
    }

    fn decide(&mut self, prompt: &Prompt) -> Option<MafiaAction> {
        match prompt.kind {
            MafiaPrompt::Vote => self
                .vote(prompt)
                .or_else(|| prompt.choices.first().cloned()),
            MafiaPrompt::NightKill | MafiaPrompt::Investigate | MafiaPrompt::Protect => {
                self.power(prompt)
            }
            _ => prompt.choices.first().cloned(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mafia::words::Audience;
    use crate::time::Timestamp;

    fn seeds(seat: u8) -> BotSeeds {
        BotSeeds::for_seat(&crate::seed::Seed::from_number(5), Seat(seat))
    }

    fn bot(seat: u8, role: Role, allies: &[u8]) -> HpBot {
        let mut b = HpBot::new(Seat(seat), seeds(seat));
        b.observe(&said(MafiaMessage::RoleCard {
            role,
            allies: allies.iter().copied().map(Seat).collect(),
        }));
        b
    }

    fn said(m: MafiaMessage) -> Effect {
        Effect {
            audience: Audience::Public,
            kind: EffectKind::Message(Message::Game(m)),
        }
    }

    fn prompt(kind: MafiaPrompt, phase: u32, choices: Vec<MafiaAction>) -> Prompt {
        Prompt {
            kind,
            phase,
            choices: choices.into_iter().collect(),
            deadline: Timestamp(0),
        }
    }

    fn target(a: Option<MafiaAction>) -> Option<Seat> {
        match a? {
            MafiaAction::Kill(s)
            | MafiaAction::Investigate(s)
            | MafiaAction::Protect(s)
            | MafiaAction::Vote(VoteChoice::Player(s)) => Some(s),
            _ => None,
        }
    }

    /// Seat 5 voted for seat 0, who was then revealed as mafia.
    fn accuse(b: &mut HpBot) {
        b.observe(&said(MafiaMessage::VotingOpens { day: 1 }));
        b.observe(&said(MafiaMessage::VoteCast {
            voter: Seat(5),
            choice: VoteChoice::Player(Seat(0)),
        }));
        b.observe(&said(MafiaMessage::Lynched {
            seat: Seat(0),
            role: Some(Role::Mafioso),
        }));
    }

    #[test]
    fn a_seat_removed_for_inactivity_takes_its_votes_along_and_reveals_nothing() {
        let mut b = bot(4, Role::Commoner, &[]);
        b.observe(&said(MafiaMessage::VotingOpens { day: 1 }));
        for (voter, target) in [(5, 0), (0, 6), (7, 6)] {
            b.observe(&said(MafiaMessage::VoteCast {
                voter: Seat(voter),
                choice: VoteChoice::Player(Seat(target)),
            }));
        }
        b.observe(&said(MafiaMessage::AfkRemoved {
            who: crate::mafia::Who::Seat(Seat(0)),
        }));
        assert_eq!(b.votes, BTreeMap::from([(Seat(7), Seat(6))]));
        assert!(b.revealed.is_empty() && b.accusers.is_empty() && b.misled.is_empty());
    }

    #[test]
    fn the_mafia_strike_the_same_target_and_prefer_accusers() {
        let kill = |phase| {
            prompt(
                MafiaPrompt::NightKill,
                phase,
                (3..10).map(|s| MafiaAction::Kill(Seat(s))).collect(),
            )
        };
        for phase in 1..20 {
            let mut a = bot(1, Role::Mafioso, &[0, 2]);
            let mut b = bot(2, Role::Mafioso, &[0, 1]);
            assert_eq!(
                target(a.decide(&kill(phase))),
                target(b.decide(&kill(phase)))
            );
            accuse(&mut a);
            assert_eq!(target(a.decide(&kill(phase))), Some(Seat(5)));
        }
    }

    #[test]
    fn healers_heal_the_likely_target() {
        let heal = prompt(
            MafiaPrompt::Protect,
            3,
            (1..10).map(|s| MafiaAction::Protect(Seat(s))).collect(),
        );
        let mut h = bot(4, Role::Healer, &[]);
        accuse(&mut h);
        assert_eq!(target(h.decide(&heal)), Some(Seat(5)));
    }

    #[test]
    fn detectives_test_players_they_know_nothing_about() {
        let test = |phase| {
            prompt(
                MafiaPrompt::Investigate,
                phase,
                [1, 2, 6]
                    .map(|s| MafiaAction::Investigate(Seat(s)))
                    .to_vec(),
            )
        };
        let mut d = bot(3, Role::Detective, &[4]);
        d.observe(&said(MafiaMessage::Tested {
            target: Seat(1),
            mafia: false,
        }));
        d.observe(&said(MafiaMessage::Tested {
            target: Seat(2),
            mafia: false,
        }));
        for phase in 1..10 {
            assert_eq!(target(d.decide(&test(phase))), Some(Seat(6)));
        }
    }

    #[test]
    fn voters_join_the_lead_but_never_vote_for_a_teammate_or_an_innocent() {
        let vote = prompt(
            MafiaPrompt::Vote,
            2,
            (0..6)
                .map(|s| MafiaAction::Vote(VoteChoice::Player(Seat(s))))
                .collect(),
        );
        let mut d = bot(3, Role::Detective, &[4]);
        d.observe(&said(MafiaMessage::Tested {
            target: Seat(1),
            mafia: false,
        }));
        d.observe(&said(MafiaMessage::VotingOpens { day: 1 }));
        for (voter, t) in [(0, 4), (2, 4), (5, 1), (1, 2)] {
            d.observe(&said(MafiaMessage::VoteCast {
                voter: Seat(voter),
                choice: VoteChoice::Player(Seat(t)),
            }));
        }
        // Seat 4 (a fellow detective) and seat 1 (tested innocent) lead or
        // tie, but the detective joins the vote on seat 2.
        assert_eq!(target(d.decide(&vote)), Some(Seat(2)));
    }
}
