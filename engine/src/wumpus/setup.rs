//! Set-up: pits, bats and the Wumpus placed at random, the items in the
//! start room, the turn order.

use super::map::Room;
use super::message::Step;
use super::rules::WumpusRules;
use super::world::{Hunter, World};
use crate::seat::Seat;
use crate::seed::Seed;
use rand::seq::{IndexedRandom, SliceRandom};
use std::collections::{BTreeMap, BTreeSet};

/// The cave at the start for `players` players, and the turn order.
pub fn setup(rules: &WumpusRules, seed: &Seed, players: usize) -> (World, Vec<Seat>) {
    let mut rng = seed.rng("wumpus-setup", 0);
    let cave = rules.cave.clone();
    let start = cave.start();
    // 4 pits, never the start room (where every player stands).
    let mut free: Vec<Room> = cave.rooms().filter(|r| *r != start).collect();
    free.shuffle(&mut rng);
    let pits: BTreeSet<Room> = free.iter().take(usize::from(rules.pits)).copied().collect();
    // Bats in different rooms that are not pits and hold no player.
    let mut open: Vec<Room> = free.iter().skip(pits.len()).copied().collect();
    let bats: Vec<Room> = open
        .drain(..usize::from(rules.bats).min(open.len()))
        .collect();
    // The Wumpus: not a pit, no player, no bat. A map too small for one
    // keeps it in the last free room rather than failing.
    let wumpus = open
        .choose(&mut rng)
        .copied()
        .or_else(|| free.last().copied())
        .unwrap_or(start);
    let hunters = (0..players)
        .map(|_| Hunter {
            room: start,
            item: None,
            arrow: false,
            died: None,
            path: vec![Step {
                room: start,
                by_bat: false,
            }],
        })
        .collect();
    let mut order: Vec<Seat> = (0..players)
        .filter_map(|i| u8::try_from(i).ok().map(Seat))
        .collect();
    order.shuffle(&mut rng);
    let world = World {
        cave,
        hunters,
        pits,
        bats,
        wumpus,
        wumpus_alive: true,
        wumpus_path: vec![wumpus],
        bows: BTreeMap::from([(start, rules.bows)]),
        pebbles: BTreeMap::from([(start, rules.pebbles)]),
    };
    (world, order)
}

/// The set-up as text for the fair-deal commitment: each seat's part,
/// then the hidden rooms and the order.
pub fn commitment_lines(world: &World, order: &[Seat]) -> Vec<String> {
    let cave = &world.cave;
    let mut lines: Vec<String> = world.hunters.iter().map(|_| "hunter".into()).collect();
    lines.extend(world.pits.iter().map(|r| format!("pit {}", cave.label(*r))));
    lines.extend(world.bats.iter().map(|r| format!("bat {}", cave.label(*r))));
    lines.push(format!("wumpus {}", cave.label(world.wumpus)));
    lines.push(format!(
        "order {}",
        order
            .iter()
            .map(|s| (s.index() + 1).to_string())
            .collect::<Vec<_>>()
            .join(" ")
    ));
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hazards_are_placed_as_the_rules_say() {
        let rules = WumpusRules::standard().expect("map");
        for n in 0..200 {
            let (w, order) = setup(&rules, &Seed::from_number(n), 5);
            let start = w.cave.start();
            assert_eq!(w.pits.len(), 4);
            assert!(!w.pits.contains(&start), "never a pit in room 1");
            assert_eq!(w.bats.len(), 2);
            assert_ne!(w.bats[0], w.bats[1]);
            for b in &w.bats {
                assert!(!w.is_pit(*b) && *b != start);
            }
            assert!(!w.is_pit(w.wumpus) && w.wumpus != start && w.bat_in(w.wumpus).is_none());
            assert_eq!(w.lying(start, super::super::message::Item::Bow), 3);
            assert_eq!(w.lying(start, super::super::message::Item::Pebble), 2);
            assert!(w.hunters.iter().all(|h| h.room == start));
            let mut sorted = order.clone();
            sorted.sort();
            assert_eq!(sorted, (0..5).map(Seat).collect::<Vec<_>>());
        }
    }
}
