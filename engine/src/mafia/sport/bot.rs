//! The computer player for sport Mafia. It decides only from what its
//! seat observed:
//! - the sheriff checks players it knows nothing about and, in its speech,
//!   claims the role and announces every finding with the canned lines;
//! - red players follow the sheriff's claims: they nominate, vote out and
//!   confirm the players the claimed sheriff found black, and never those
//!   it found red (nor the sheriff itself);
//! - the don hunts the sheriff: he checks unknown red players and, once he
//!   finds the sheriff (or someone claims it), names him so that the black
//!   team shoots him;
//! - black players shoot the same target: the claimed or named sheriff, or
//!   else one draw from the seed all computer players share, so their shots
//!   agree without talking;
//! - by day the black team pushes red players out and votes no on its own;
//! - red players also read the votes: once a departure reveals a role,
//!   whoever voted "no" on a black player, or voted for or nominated a red
//!   one, becomes a suspect, and red votes go to the most suspected nominee.
//!
//! Every draw comes from a generator seeded by (seed, phase, purpose), so a
//! player rebuilt by replaying its effects decides the same.

use super::pseudonyms::Who;
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::mafia::canned::id;
use crate::mafia::kinds::MafiaPrompt;
use crate::mafia::words::Message;
use crate::mafia::words::{Effect, EffectKind, Prompt};
use crate::mafia::{MafiaAction, MafiaMessage, Role};
use crate::seat::Seat;
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use std::collections::{BTreeMap, BTreeSet};

/// "I think this player is the cop:", which the don uses to name the
/// sheriff for the black team's shot.
const SUSPECT_SHERIFF: u8 = 7;

/// A computer player for one seat of a `sport` game.
pub struct SportBot {
    seat: Seat,
    seeds: BotSeeds,
    role: Option<Role>,
    /// The black team, the don included (black players only).
    black: BTreeSet<Seat>,
    don: Option<Seat>,
    /// Own checks: seat → black (sheriff) or is-the-sheriff (don).
    checked: BTreeMap<Seat, bool>,
    /// The first player who claimed the sheriff.
    claimed_sheriff: Option<Seat>,
    /// Whom the claimed sheriff announced black, and red.
    accused: BTreeSet<Seat>,
    cleared: BTreeSet<Seat>,
    /// Whom the don named as the sheriff.
    named_sheriff: Option<Seat>,
    /// Findings this seat has announced (sheriff) or the name it gave (don).
    announced: BTreeSet<Seat>,
    claimed: bool,
    /// The confirmation vote's candidates.
    candidates: Vec<Seat>,
    /// Players out of the game.
    gone: BTreeSet<Seat>,
    /// Today's public record: nominator per nominee, ballot votes and
    /// yes-or-no answers.
    nominators: BTreeMap<Seat, Seat>,
    ballots: BTreeMap<Seat, Seat>,
    answers: BTreeMap<Seat, bool>,
    /// Suspicion earned by votes that a revealed role showed to be wrong.
    suspicion: BTreeMap<Seat, u32>,
    /// How this seat is shown each player (their alias, under pseudonyms).
    labels: BTreeMap<Seat, Who>,
}

#[derive(Clone, Copy)]
enum Draw {
    Nominate = 1,
    Ballot = 2,
    Shoot = 3,
    Check = 4,
}

impl SportBot {
    /// A player for `seat`.
    pub fn new(seat: Seat, seeds: BotSeeds) -> SportBot {
        SportBot {
            seat,
            seeds,
            role: None,
            black: BTreeSet::new(),
            don: None,
            checked: BTreeMap::new(),
            claimed_sheriff: None,
            accused: BTreeSet::new(),
            cleared: BTreeSet::new(),
            named_sheriff: None,
            announced: BTreeSet::new(),
            claimed: false,
            candidates: Vec::new(),
            gone: BTreeSet::new(),
            nominators: BTreeMap::new(),
            ballots: BTreeMap::new(),
            answers: BTreeMap::new(),
            suspicion: BTreeMap::new(),
            labels: BTreeMap::new(),
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

    fn is_black(&self) -> bool {
        matches!(self.role, Some(Role::Don | Role::Mafioso))
    }

    /// The sheriff the black team goes after: a claimer, else the one the
    /// don named. The don's own finding counts only once he has named it,
    /// so that every black player aims at the same seat.
    fn sheriff_target(&self) -> Option<Seat> {
        self.claimed_sheriff
            .or(self.named_sheriff)
            .filter(|s| !self.gone.contains(s) && !self.black.contains(s))
    }

    /// The don's finding: the seat his check showed to be the sheriff.
    fn found_sheriff(&self) -> Option<Seat> {
        self.checked
            .iter()
            .find(|(s, is)| **is && self.role == Some(Role::Don) && !self.gone.contains(s))
            .map(|(s, _)| *s)
    }

    /// Red players this red seat has reason to trust.
    fn trusted(&self, s: Seat) -> bool {
        s == self.seat
            || self.cleared.contains(&s)
            || self.claimed_sheriff == Some(s)
            || (self.role == Some(Role::Sheriff) && self.checked.get(&s) == Some(&false))
    }

    /// Players this seat believes black.
    fn suspects(&self) -> BTreeSet<Seat> {
        let mut out = self.accused.clone();
        if self.role == Some(Role::Sheriff) {
            out.extend(self.checked.iter().filter(|(_, b)| **b).map(|(s, _)| *s));
        }
        out
    }

    /// A departure with its role revealed turns today's votes into evidence.
    fn learn(&mut self, who: Seat, role: Option<Role>) {
        let Some(role) = role else { return };
        let mut blame = |s: Seat, k: u32| *self.suspicion.entry(s).or_default() += k;
        if matches!(role, Role::Don | Role::Mafioso) {
            for (voter, yes) in &self.answers {
                if !yes && *voter != who {
                    blame(*voter, 2);
                }
            }
        } else {
            for (voter, nominee) in &self.ballots {
                if *nominee == who && *voter != who {
                    blame(*voter, 1);
                }
            }
            if let Some(by) = self.nominators.get(&who) {
                blame(*by, 1);
            }
        }
    }

    /// The most suspected of `options` (none if nobody is suspected).
    fn most_suspected(&self, options: &[Seat]) -> Vec<Seat> {
        let score = |s: &Seat| self.suspicion.get(s).copied().unwrap_or(0);
        let top = options.iter().map(score).max().unwrap_or(0);
        if top == 0 {
            return Vec::new();
        }
        options
            .iter()
            .copied()
            .filter(|s| score(s) == top)
            .collect()
    }

    /// A target among `options`: the first preferred one, else a draw
    /// among those allowed.
    fn pick(
        &self,
        options: &[Seat],
        preferred: &[Seat],
        allowed: impl Fn(Seat) -> bool,
        rng: &mut ChaCha8Rng,
    ) -> Option<Seat> {
        if let Some(s) = preferred.iter().find(|s| options.contains(s)) {
            return Some(*s);
        }
        // Seat order, not the viewer's shuffled order, so that players who
        // share a draw draw the same seat.
        let mut pool: Vec<Seat> = options.iter().copied().filter(|s| allowed(*s)).collect();
        pool.sort();
        pool.choose(rng).copied()
    }

    fn preferred_targets(&self) -> Vec<Seat> {
        if self.is_black() {
            self.sheriff_target().into_iter().collect()
        } else {
            self.suspects().into_iter().collect()
        }
    }

    fn choose_target(&self, prompt: &Prompt, draw: Draw, shared: bool) -> Option<Seat> {
        let options = seats_in(prompt);
        let mut rng = self.rng(shared, prompt.phase, draw);
        let preferred = self.preferred_targets();
        if self.is_black() {
            return self.pick(&options, &preferred, |s| !self.black.contains(&s), &mut rng);
        }
        let untrusted: Vec<Seat> = options
            .iter()
            .copied()
            .filter(|s| !self.trusted(*s))
            .collect();
        let suspected = self.most_suspected(&untrusted);
        if suspected.is_empty() {
            self.pick(&options, &preferred, |s| !self.trusted(s), &mut rng)
        } else {
            self.pick(&options, &preferred, |s| suspected.contains(&s), &mut rng)
        }
    }

    fn agree(&self) -> bool {
        if self.is_black() {
            return !self.candidates.iter().any(|c| self.black.contains(c));
        }
        let suspects = self.suspects();
        if self.candidates.iter().any(|c| suspects.contains(c)) {
            return true;
        }
        !self.candidates.iter().any(|c| self.trusted(*c))
    }
}

/// The seats a prompt's choices name.
fn seats_in(prompt: &Prompt) -> Vec<Seat> {
    prompt
        .choices
        .iter()
        .filter_map(|c| match c {
            MafiaAction::Nominate(w)
            | MafiaAction::Ballot(w)
            | MafiaAction::Shoot(w)
            | MafiaAction::Check(w) => Some(w.seat()),
            _ => None,
        })
        .collect()
}

/// The choice naming `seat`.
fn choice_for(prompt: &Prompt, seat: Seat) -> Option<MafiaAction> {
    prompt
        .choices
        .iter()
        .find(|c| {
            matches!(c, MafiaAction::Nominate(w)
                | MafiaAction::Ballot(w)
                | MafiaAction::Shoot(w)
                | MafiaAction::Check(w) if w.seat() == seat)
        })
        .cloned()
}

impl SportBot {
    /// A canned line about `subject`, named as this seat sees them.
    fn say(&self, id: u8, subject: Option<Seat>) -> MafiaAction {
        let subject = subject.map(|s| self.labels.get(&s).cloned().unwrap_or(Who::Seat(s)));
        MafiaAction::Claim { id, subject }
    }
}

impl ComputerPlayer<crate::mafia::words::Words> for SportBot {
    fn observe(&mut self, effect: &Effect) {
        let EffectKind::Message(Message::Game(m)) = &effect.kind else {
            return;
        };
        match m {
            MafiaMessage::SportCard { role } => self.role = Some(*role),
            MafiaMessage::SeatList { seats } => {
                for (who, _) in seats {
                    self.labels.insert(who.seat(), who.clone());
                }
            }
            MafiaMessage::BlackTeam { members, don } => {
                self.black = members.iter().map(Who::seat).collect();
                self.don = Some(don.seat());
            }
            MafiaMessage::DonChecked { target, sheriff } => {
                self.checked.insert(target.seat(), *sheriff);
            }
            MafiaMessage::SheriffChecked { target, black } => {
                self.checked.insert(target.seat(), *black);
            }
            MafiaMessage::Relayed {
                speaker,
                id: line,
                subject,
            } => {
                let speaker = speaker.seat();
                let subject = subject.as_ref().map(Who::seat);
                match (*line, subject) {
                    (id::I_AM_COP, _) if self.claimed_sheriff.is_none() => {
                        self.claimed_sheriff = Some(speaker);
                    }
                    (id::FOUND_MAFIA, Some(s)) if self.claimed_sheriff == Some(speaker) => {
                        self.accused.insert(s);
                    }
                    (id::FOUND_VILLAGE, Some(s)) if self.claimed_sheriff == Some(speaker) => {
                        self.cleared.insert(s);
                    }
                    (SUSPECT_SHERIFF, Some(s)) if self.don == Some(speaker) => {
                        self.named_sheriff = Some(s);
                    }
                    _ => {}
                }
            }
            MafiaMessage::Confirmation { candidates } => {
                self.candidates = candidates.iter().map(Who::seat).collect();
                self.answers.clear();
            }
            MafiaMessage::Discussion { .. } => {
                self.nominators.clear();
                self.ballots.clear();
                self.answers.clear();
            }
            MafiaMessage::Nominated { by, nominee } => {
                self.nominators.insert(nominee.seat(), by.seat());
            }
            MafiaMessage::BallotOpens { .. } => self.ballots.clear(),
            MafiaMessage::BallotCast { voter, nominee } => {
                self.ballots.insert(voter.seat(), nominee.seat());
            }
            MafiaMessage::Agreement { voter, yes } => {
                self.answers.insert(voter.seat(), *yes);
            }
            MafiaMessage::Leaves { who, role } => {
                self.gone.insert(who.seat());
                self.learn(who.seat(), *role);
            }
            MafiaMessage::Morning {
                killed: Some(who), ..
            } => {
                self.gone.insert(who.seat());
            }
            // Out for inactivity: its card unknown, so no evidence.
            MafiaMessage::AfkRemoved { who } => {
                self.gone.insert(who.seat());
            }
            _ => {}
        }
    }

    fn talk(&mut self, prompt: &Prompt) -> Vec<MafiaAction> {
        if prompt.kind != MafiaPrompt::Speech {
            return Vec::new();
        }
        let mut lines = Vec::new();
        match self.role {
            Some(Role::Sheriff) => {
                let new: Vec<(Seat, bool)> = self
                    .checked
                    .iter()
                    .filter(|(s, _)| !self.announced.contains(s) && !self.gone.contains(s))
                    .map(|(s, b)| (*s, *b))
                    .collect();
                // The sheriff stays hidden until it has found a black
                // player: claiming makes it the black team's next target.
                let found_black = new.iter().any(|(_, b)| *b);
                if found_black && !self.claimed {
                    self.claimed = true;
                    lines.push(self.say(id::I_AM_COP, None));
                }
                for (s, black) in new.into_iter().filter(|_| self.claimed) {
                    self.announced.insert(s);
                    let line = if black {
                        id::FOUND_MAFIA
                    } else {
                        id::FOUND_VILLAGE
                    };
                    lines.push(self.say(line, Some(s)));
                }
            }
            Some(Role::Don) => {
                if let Some(s) = self.found_sheriff()
                    && self.sheriff_target().is_none()
                    && self.announced.insert(s)
                {
                    lines.push(self.say(SUSPECT_SHERIFF, Some(s)));
                }
            }
            _ => {}
        }
        lines
    }

    fn decide(&mut self, prompt: &Prompt) -> Option<MafiaAction> {
        let pass = MafiaAction::Pass;
        match prompt.kind {
            MafiaPrompt::KillOrder => Some(pass),
            MafiaPrompt::Speech => {
                // Nominating keeps every day's vote going, so each speaker
                // who can nominates someone it does not trust.
                let target = self.choose_target(prompt, Draw::Nominate, false);
                target.and_then(|s| choice_for(prompt, s)).or(Some(pass))
            }
            MafiaPrompt::Nominees => {
                let target = self.choose_target(prompt, Draw::Ballot, true);
                target
                    .and_then(|s| choice_for(prompt, s))
                    .or_else(|| prompt.choices.first().cloned())
            }
            MafiaPrompt::Agree => Some(MafiaAction::Agree(self.agree())),
            MafiaPrompt::Shoot => {
                let target = self.choose_target(prompt, Draw::Shoot, true);
                target.and_then(|s| choice_for(prompt, s))
            }
            MafiaPrompt::DonCheck | MafiaPrompt::SheriffCheck => {
                let mut options: Vec<Seat> = seats_in(prompt)
                    .into_iter()
                    .filter(|s| !self.checked.contains_key(s) && !self.black.contains(s))
                    .collect();
                options.sort();
                let mut rng = self.rng(false, prompt.phase, Draw::Check);
                let pick = options
                    .choose(&mut rng)
                    .copied()
                    .or_else(|| seats_in(prompt).first().copied())?;
                choice_for(prompt, pick)
            }
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_seat_removed_for_inactivity_is_gone_with_its_card_unknown() {
        let seeds = BotSeeds::for_seat(&crate::seed::Seed::from_number(1), Seat(4));
        let mut b = SportBot::new(Seat(4), seeds);
        b.observe(&Effect::public(MafiaMessage::AfkRemoved {
            who: Who::Seat(Seat(2)),
        }));
        assert!(b.gone.contains(&Seat(2)));
        assert!(b.suspicion.is_empty() && b.accused.is_empty() && b.cleared.is_empty());
    }
}
