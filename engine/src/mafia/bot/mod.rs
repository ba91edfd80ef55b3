//! The baseline computer player for Mafia.
//!
//! It decides only from the effects its seat observed, folded into
//! [`knowledge::Knowledge`]; [`strategy`] turns that into answers:
//! - the cop investigates unknown players, and once it finds a mafioso it
//!   claims publicly and votes for them;
//! - the doctor guards a believable cop claimant, else a trusted player;
//! - villagers vote on evidence (investigation claims, votes for players
//!   later revealed as villagers, voting alongside revealed mafia) and
//!   vote "no one" without it, unless a day without a removal would lose;
//! - the mafia never target each other and agree on one victim at night and
//!   one vote by day through draws from the seed all computer players
//!   share, preferring accusers and cop claimants; by day they join the
//!   village's predicted vote when it falls on a villager, hide among the
//!   "no one" votes when the village waits, and answer an unproven cop's
//!   accusation with a counter-claim.
//!
//! The ruleset's [`crate::mafia::Computers`] settings make the village
//! careless some days, the cop claim sooner or never, and the mafia and
//! the jester keep their false claims to themselves.
//!
//! Decisions draw from generators seeded per decision (seed, phase, kind),
//! so a player rebuilt by replaying its effects decides the same.

mod knowledge;
mod strategy;

#[cfg(test)]
mod tests;

use super::ruleset::Ruleset;
use super::{MafiaAction, MafiaMessage};
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::mafia::kinds::MafiaPrompt;
use crate::mafia::words::Message;
use crate::mafia::words::{Effect, EffectKind, Prompt};
use crate::seat::Seat;
use knowledge::Knowledge;
use std::sync::Arc;
use strategy::Scratch;

/// A computer Mafia player.
pub struct MafiaBot {
    rules: Arc<Ruleset>,
    seat: Seat,
    seeds: BotSeeds,
    know: Knowledge,
    /// The phase of our open prompt.
    phase: Option<u32>,
    /// Our standing answer to it: what we decided, or what the game
    /// recorded for us (which wins, being what actually counts).
    answer: Option<MafiaAction>,
    /// The knowledge version our answer was decided on; `reconsider` does
    /// nothing until the evidence changes.
    decided_at: u64,
    /// Mafia picks seen when we last looked at them.
    picks_seen: usize,
    scratch: Scratch,
}

impl MafiaBot {
    /// A player for `seat`.
    pub fn new(rules: impl Into<Arc<Ruleset>>, seat: Seat, seeds: BotSeeds) -> MafiaBot {
        MafiaBot {
            rules: rules.into(),
            seat,
            seeds,
            know: Knowledge::new(seat),
            phase: None,
            answer: None,
            decided_at: 0,
            picks_seen: 0,
            scratch: Scratch::default(),
        }
    }

    /// A table's players, sharing `rules`, each told the mafia's count at
    /// `seats` seats (counted once for the table, not once per player).
    pub fn for_table(rules: &Ruleset, seats: Vec<(Seat, BotSeeds)>) -> Vec<MafiaBot> {
        let dealt = strategy::mafia_dealt(rules, seats.len());
        let rules = Arc::new(rules.clone());
        seats
            .into_iter()
            .map(|(seat, seeds)| {
                let mut bot = MafiaBot::new(rules.clone(), seat, seeds);
                bot.know.mafia_dealt = Some(dealt);
                bot
            })
            .collect()
    }

    /// Records our own recorded vote or night choice as the standing answer.
    fn track_own(&mut self, m: &MafiaMessage) {
        let action = match m {
            MafiaMessage::VoteCast { voter, choice } if *voter == self.seat => {
                MafiaAction::Vote(*choice)
            }
            MafiaMessage::ChoiceRecorded { power, target } => power.on(*target),
            _ => return,
        };
        self.answer = Some(action);
    }

    /// Keeps a changed answer only if it differs from the standing one.
    fn changed(&mut self, action: Option<MafiaAction>) -> Option<MafiaAction> {
        let action = action?;
        if self.answer.as_ref() == Some(&action) {
            return None;
        }
        self.answer = Some(action.clone());
        Some(action)
    }

    /// The strategy's answer to `prompt` now, if it changes the last one.
    fn decide_again(&mut self, prompt: &Prompt) -> Option<MafiaAction> {
        let action = strategy::decide(
            &self.know,
            &self.rules,
            &self.seeds,
            prompt,
            &mut self.scratch,
        );
        self.changed(action)
    }
}

impl ComputerPlayer<crate::mafia::words::Words> for MafiaBot {
    fn observe(&mut self, effect: &Effect) {
        match &effect.kind {
            EffectKind::Prompt(p) => {
                self.phase = Some(p.phase);
                self.answer = None;
            }
            EffectKind::Message(Message::Game(m)) => self.track_own(m),
            _ => {}
        }
        self.know.observe(effect);
        if let EffectKind::Message(Message::Started { .. }) = &effect.kind
            && self.know.mafia_dealt.is_none()
        {
            self.know.mafia_dealt =
                Some(strategy::mafia_dealt(&self.rules, self.know.seat_count()));
        }
    }

    fn talk(&mut self, prompt: &Prompt) -> Vec<MafiaAction> {
        strategy::talk(&self.know, &self.rules, prompt)
    }

    fn decide(&mut self, prompt: &Prompt) -> Option<MafiaAction> {
        self.decided_at = self.know.version;
        self.picks_seen = self.know.picks.len();
        let action = strategy::decide(
            &self.know,
            &self.rules,
            &self.seeds,
            prompt,
            &mut self.scratch,
        );
        if action.is_some() {
            self.answer.clone_from(&action);
        }
        action
    }

    fn reconsider(&mut self, prompt: &Prompt) -> Option<MafiaAction> {
        if self.phase != Some(prompt.phase) {
            return None;
        }
        match prompt.kind {
            MafiaPrompt::NightKill => {
                // Follow an ally whose pick differs, so the team's picks
                // converge on one victim.
                if self.know.picks.len() == self.picks_seen {
                    return None;
                }
                self.picks_seen = self.know.picks.len();
                let follow = strategy::ally_pick(&self.know, prompt);
                self.changed(follow)
            }
            // The janitor cleans the mafia's victim once the team agrees.
            MafiaPrompt::Power(crate::mafia::Power::Clean) => {
                if self.know.picks.len() == self.picks_seen {
                    return None;
                }
                self.picks_seen = self.know.picks.len();
                self.decide_again(prompt)
            }
            MafiaPrompt::Vote | MafiaPrompt::Reveal => {
                // Reconsider only when evidence changed (a new claim): this
                // is called after every vote, and must stay cheap.
                if self.know.version == self.decided_at {
                    return None;
                }
                self.decided_at = self.know.version;
                self.decide_again(prompt)
            }
            MafiaPrompt::Ready
            | MafiaPrompt::Investigate
            | MafiaPrompt::Protect
            | MafiaPrompt::Block
            | MafiaPrompt::Power(_)
            | MafiaPrompt::LastShot
            | MafiaPrompt::KillOrder
            | MafiaPrompt::Speech
            | MafiaPrompt::Nominees
            | MafiaPrompt::Agree
            | MafiaPrompt::Shoot
            | MafiaPrompt::DonCheck
            | MafiaPrompt::SheriffCheck => None,
        }
    }
}
