//! The baseline computer hunter: an explorer that tests exits with its
//! pebble before walking, shoots before walking when it has a bow,
//! remembers what it learned about the room it stands in, and never walks
//! into an exit it knows leads to a pit.
//!
//! It only knows what its seat is told: exits by number, sounds by
//! distance. A room's exits look the same each time, but the bot cannot
//! tell rooms apart, so what it learned is forgotten when it moves.

use super::action::{Voice, WumpusAction};
use super::message::{Item, Sound, WumpusMessage};
use crate::bots::{BotSeeds, ComputerPlayer};
use crate::seat::Seat;
use crate::wumpus::words::Message;
use crate::wumpus::words::{Effect, EffectKind, Prompt};
use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;
use std::collections::BTreeMap;

/// What the bot learned about an exit of the room it stands in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Known {
    /// A pebble clicked there: no pit.
    Safe,
    /// A pebble went "wushhh": a pit.
    Pit,
}

/// The explorer.
pub struct Explorer {
    #[allow(dead_code)]
    seat: Seat,
    seeds: BotSeeds,
    holding: Option<Item>,
    arrow: bool,
    known: BTreeMap<u8, Known>,
    /// The exit just thrown through, until its sound is heard.
    thrown: Option<u8>,
    /// The exit behind which our pebble lies in a safe room.
    pebble_at: Option<u8>,
    /// The exit just shot through (no Wumpus there a moment ago).
    shot: Option<u8>,
    /// A voice or someone else's pebble from this room or next door since
    /// our last turn: someone may stand where we would shoot.
    voice_near: bool,
}

impl Explorer {
    /// A hunter for `seat`.
    pub fn new(seat: Seat, seeds: BotSeeds) -> Explorer {
        Explorer {
            seat,
            seeds,
            holding: None,
            arrow: false,
            known: BTreeMap::new(),
            thrown: None,
            pebble_at: None,
            shot: None,
            voice_near: false,
        }
    }

    fn rng(&self, prompt: &Prompt) -> ChaCha8Rng {
        let mut s = self.seeds.own();
        for (b, p) in s.iter_mut().zip(prompt.phase.to_le_bytes()) {
            *b ^= p;
        }
        ChaCha8Rng::from_seed(s)
    }

    fn moved(&mut self) {
        self.known.clear();
        self.thrown = None;
        self.pebble_at = None;
        self.shot = None;
    }

    fn choose(&self, prompt: &Prompt) -> Option<WumpusAction> {
        let offered: Vec<&WumpusAction> = prompt.choices.iter().collect();
        let has = |a: WumpusAction| offered.contains(&&a);
        let walks: Vec<u8> = offered
            .iter()
            .filter_map(|a| match a {
                WumpusAction::Walk { exit } => Some(*exit),
                _ => None,
            })
            .collect();
        let not_pit: Vec<u8> = walks
            .iter()
            .copied()
            .filter(|e| self.known.get(e) != Some(&Known::Pit))
            .collect();
        let safe: Vec<u8> = walks
            .iter()
            .copied()
            .filter(|e| self.known.get(e) == Some(&Known::Safe))
            .collect();
        let untested: Vec<u8> = walks
            .iter()
            .copied()
            .filter(|e| !self.known.contains_key(e))
            .collect();
        let mut rng = self.rng(prompt);
        if self.holding.is_none() {
            if has(WumpusAction::PickUpBow) {
                return Some(WumpusAction::PickUpBow);
            }
            if has(WumpusAction::PickUpPebble) {
                return Some(WumpusAction::PickUpPebble);
            }
        }
        if self.holding == Some(Item::Pebble)
            && let Some(exit) = untested.choose(&mut rng)
        {
            return Some(WumpusAction::Throw { exit: *exit });
        }
        if let Some(exit) = self.pebble_at.filter(|e| walks.contains(e)) {
            return Some(WumpusAction::Walk { exit });
        }
        if self.holding == Some(Item::Bow) {
            if let Some(exit) = self.shot.filter(|e| not_pit.contains(e)) {
                return Some(WumpusAction::Walk { exit });
            }
            if self.arrow
                && !self.voice_near
                && let Some(exit) = not_pit.choose(&mut rng)
                && has(WumpusAction::Shoot { exit: *exit })
            {
                return Some(WumpusAction::Shoot { exit: *exit });
            }
        }
        let exit = safe
            .choose(&mut rng)
            .or_else(|| not_pit.choose(&mut rng))
            .copied();
        match exit {
            Some(exit) => Some(WumpusAction::Walk { exit }),
            // Pits all round: wait rather than fall, with a wordless
            // whisper (heard in every language; a fixed choice, so it
            // costs no randomness).
            None => Some(Voice::Whisper.wordless()),
        }
    }
}

impl ComputerPlayer<crate::wumpus::words::Words> for Explorer {
    fn observe(&mut self, effect: &Effect) {
        let EffectKind::Message(Message::Game(m)) = &effect.kind else {
            return;
        };
        match m {
            WumpusMessage::Senses(s) => {
                self.holding = s.holding;
                self.arrow = s.arrow;
            }
            WumpusMessage::Done(a) => {
                self.voice_near = false;
                match a {
                    WumpusAction::Walk { .. } => self.moved(),
                    WumpusAction::Throw { exit } => {
                        self.thrown = Some(*exit);
                        self.holding = None;
                    }
                    WumpusAction::Shoot { exit } => {
                        self.shot = Some(*exit);
                        self.arrow = false;
                    }
                    WumpusAction::PickUpBow => self.holding = Some(Item::Bow),
                    WumpusAction::PickUpPebble => {
                        self.holding = Some(Item::Pebble);
                        self.pebble_at = None;
                    }
                    WumpusAction::DropBow | WumpusAction::DropPebble => self.holding = None,
                    _ => {}
                }
            }
            WumpusMessage::Carried => self.moved(),
            WumpusMessage::Heard { sound, distance } => match (sound, self.thrown) {
                (Sound::Click, Some(exit)) if *distance == 1 => {
                    self.known.insert(exit, Known::Safe);
                    self.pebble_at = Some(exit);
                    self.thrown = None;
                }
                (Sound::Wushhh, Some(exit)) if *distance == 1 => {
                    self.known.insert(exit, Known::Pit);
                    self.thrown = None;
                }
                // Someone else's voice or pebble nearby: a hunter may stand
                // where we would shoot.
                (
                    Sound::Whisper { .. } | Sound::Speech { .. } | Sound::Click | Sound::Wushhh,
                    _,
                ) if *distance <= 1 => {
                    self.voice_near = true;
                }
                _ => {}
            },
            _ => {}
        }
    }

    fn talk(&mut self, _prompt: &Prompt) -> Vec<WumpusAction> {
        Vec::new()
    }

    fn decide(&mut self, prompt: &Prompt) -> Option<WumpusAction> {
        self.choose(prompt)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::Timestamp;
    use crate::wumpus::WumpusPrompt;

    #[test]
    fn hemmed_in_by_pits_it_whispers_words_the_engine_accepts() {
        let mut bot = Explorer::new(Seat(0), BotSeeds::new([1; 32], [2; 32]));
        bot.known.insert(1, Known::Pit);
        let mut choices = vec![WumpusAction::Walk { exit: 1 }];
        choices.extend(Voice::ALL.map(|v| v.wordless()));
        let prompt = Prompt {
            kind: WumpusPrompt::Turn,
            phase: 1,
            choices,
            deadline: Timestamp(0),
        };
        let action = bot.choose(&prompt).expect("it acts");
        assert_eq!(action, Voice::Whisper.wordless());
        assert_eq!(super::super::voice::checked(&action), Ok(action));
    }
}
