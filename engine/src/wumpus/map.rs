//! The cave's map: rooms and passages, loaded from text of the rules'
//! `label: neighbours` form so other maps can be added as data.

use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, VecDeque};
use std::fmt;
use thiserror::Error;

/// The map of the rules: 35 rooms, 50 passages.
pub const TWISTED35: &str = include_str!("../../maps/twisted35.txt");

/// Fewer rooms cannot hold the start room, 4 pits, 2 bats and the Wumpus
/// apart from each other.
pub const MIN_ROOMS: usize = 8;

/// A room, by its index in the map (never shown to players).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub struct Room(pub u8);

impl Room {
    /// The index into the map's room list.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }
}

/// Why a map's text is not a usable cave.
#[derive(Clone, Debug, Error, PartialEq, Eq)]
pub enum MapError {
    /// A line is not `label: neighbours`.
    #[error("line {line}: expected `label: neighbour neighbour …`, found {text:?}")]
    BadLine {
        /// 1-based line number.
        line: usize,
        /// The line.
        text: String,
    },
    /// A label appears twice.
    #[error("line {line}: room {label} is listed twice")]
    Duplicate {
        /// 1-based line number.
        line: usize,
        /// The label.
        label: String,
    },
    /// A neighbour that is not a room.
    #[error("room {room} leads to {neighbour}, which is not a room of the map")]
    UnknownRoom {
        /// The room.
        room: String,
        /// The missing neighbour.
        neighbour: String,
    },
    /// A passage listed at one end only.
    #[error("room {from} leads to {to} but {to} does not lead back to {from}")]
    OneWay {
        /// One end.
        from: String,
        /// The other end.
        to: String,
    },
    /// A passage from a room to itself, or listed twice.
    #[error("room {room} lists the passage to {neighbour} more than once or leads to itself")]
    BadPassage {
        /// The room.
        room: String,
        /// The neighbour.
        neighbour: String,
    },
    /// Too few rooms for the set-up.
    #[error("a cave needs at least {MIN_ROOMS} rooms and at most 255, not {0}")]
    Size(usize),
    /// Some rooms cannot be reached from the start.
    #[error("room {0} cannot be reached from the first room")]
    Unreachable(String),
}

/// A validated map. Serialized as its text, so a stored game keeps its
/// map and a damaged one is refused when loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Cave {
    labels: Vec<String>,
    passages: Vec<Vec<Room>>,
    distances: Vec<Vec<u8>>,
}

impl Cave {
    /// The map of the rules.
    pub fn twisted35() -> Result<Cave, MapError> {
        Cave::parse(TWISTED35)
    }

    /// Reads a map: one room a line, `label: neighbours`; `#` starts a
    /// comment. The first room is the start.
    pub fn parse(text: &str) -> Result<Cave, MapError> {
        let mut labels: Vec<String> = Vec::new();
        let mut lists: Vec<Vec<String>> = Vec::new();
        for (i, raw) in text.lines().enumerate() {
            let line = raw.split('#').next().unwrap_or("").trim();
            if line.is_empty() {
                continue;
            }
            let bad = || MapError::BadLine {
                line: i + 1,
                text: raw.to_string(),
            };
            let (label, rest) = line.split_once(':').ok_or_else(bad)?;
            let label = label.trim();
            if label.is_empty() || label.contains(char::is_whitespace) {
                return Err(bad());
            }
            if labels.iter().any(|l| l == label) {
                return Err(MapError::Duplicate {
                    line: i + 1,
                    label: label.to_string(),
                });
            }
            labels.push(label.to_string());
            lists.push(rest.split_whitespace().map(str::to_string).collect());
        }
        if labels.len() < MIN_ROOMS || labels.len() > 255 {
            return Err(MapError::Size(labels.len()));
        }
        let index: BTreeMap<&str, u8> = labels
            .iter()
            .enumerate()
            .filter_map(|(i, l)| u8::try_from(i).ok().map(|i| (l.as_str(), i)))
            .collect();
        let mut passages = Vec::with_capacity(labels.len());
        for (room, list) in labels.iter().zip(&lists) {
            let mut out: Vec<Room> = Vec::new();
            for n in list {
                let r = index.get(n.as_str()).ok_or_else(|| MapError::UnknownRoom {
                    room: room.clone(),
                    neighbour: n.clone(),
                })?;
                if n == room || out.contains(&Room(*r)) {
                    return Err(MapError::BadPassage {
                        room: room.clone(),
                        neighbour: n.clone(),
                    });
                }
                out.push(Room(*r));
            }
            passages.push(out);
        }
        for (i, list) in passages.iter().enumerate() {
            for to in list {
                if !passages[to.index()].iter().any(|r| r.index() == i) {
                    return Err(MapError::OneWay {
                        from: labels[i].clone(),
                        to: labels[to.index()].clone(),
                    });
                }
            }
        }
        let distances = (0..passages.len())
            .map(|from| bfs(&passages, from))
            .collect::<Vec<_>>();
        if let Some(far) = distances[0].iter().position(|d| *d == u8::MAX) {
            return Err(MapError::Unreachable(labels[far].clone()));
        }
        Ok(Cave {
            labels,
            passages,
            distances,
        })
    }

    /// Every room, in map order.
    pub fn rooms(&self) -> impl Iterator<Item = Room> + '_ {
        (0..self.labels.len()).filter_map(|i| u8::try_from(i).ok().map(Room))
    }

    /// How many rooms.
    pub fn len(&self) -> usize {
        self.labels.len()
    }

    /// Never true: a cave has at least [`MIN_ROOMS`] rooms.
    pub fn is_empty(&self) -> bool {
        self.labels.is_empty()
    }

    /// Where every player starts: the first room of the map.
    pub fn start(&self) -> Room {
        Room(0)
    }

    /// A room's label, e.g. "511".
    pub fn label(&self, room: Room) -> &str {
        self.labels.get(room.index()).map_or("?", String::as_str)
    }

    /// The rooms one passage away, in map order.
    pub fn neighbours(&self, room: Room) -> &[Room] {
        self.passages.get(room.index()).map_or(&[], Vec::as_slice)
    }

    /// Whether a passage joins two rooms.
    pub fn adjacent(&self, a: Room, b: Room) -> bool {
        self.neighbours(a).contains(&b)
    }

    /// The fewest passages between two rooms.
    pub fn distance(&self, a: Room, b: Room) -> u8 {
        self.distances
            .get(a.index())
            .and_then(|d| d.get(b.index()))
            .copied()
            .unwrap_or(u8::MAX)
    }

    /// Every passage once, as (lower, higher) room pairs.
    pub fn passages(&self) -> Vec<(Room, Room)> {
        self.rooms()
            .flat_map(|a| {
                self.neighbours(a)
                    .iter()
                    .filter(move |b| a < **b)
                    .map(move |b| (a, *b))
            })
            .collect()
    }

    /// The map as text of the form it was read from.
    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for room in self.rooms() {
            let list: Vec<&str> = self
                .neighbours(room)
                .iter()
                .map(|r| self.label(*r))
                .collect();
            out.push_str(&format!("{}: {}\n", self.label(room), list.join(" ")));
        }
        out
    }
}

fn bfs(passages: &[Vec<Room>], from: usize) -> Vec<u8> {
    let mut dist = vec![u8::MAX; passages.len()];
    dist[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(r) = queue.pop_front() {
        for n in &passages[r] {
            if dist[n.index()] == u8::MAX {
                dist[n.index()] = dist[r].saturating_add(1);
                queue.push_back(n.index());
            }
        }
    }
    dist
}

impl TryFrom<String> for Cave {
    type Error = MapError;
    fn try_from(text: String) -> Result<Cave, MapError> {
        Cave::parse(&text)
    }
}

impl From<Cave> for String {
    fn from(cave: Cave) -> String {
        cave.to_text()
    }
}

impl fmt::Display for Cave {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_rules_map_has_35_rooms_and_50_passages() {
        let cave = Cave::twisted35().expect("the shipped map parses");
        assert_eq!(cave.len(), 35);
        assert_eq!(cave.passages().len(), 50);
        assert_eq!(cave.label(cave.start()), "1");
        let r511 = cave.rooms().find(|r| cave.label(*r) == "511");
        let r31 = cave.rooms().find(|r| cave.label(*r) == "31");
        assert!(matches!((r511, r31), (Some(a), Some(b)) if cave.adjacent(a, b)));
    }

    #[test]
    fn text_round_trips() {
        let cave = Cave::twisted35().expect("parses");
        assert_eq!(Cave::parse(&cave.to_text()), Ok(cave.clone()));
        let json = serde_json::to_string(&cave).expect("serializes");
        assert_eq!(serde_json::from_str::<Cave>(&json).ok(), Some(cave));
    }

    #[test]
    fn bad_maps_are_typed_errors() {
        let ring = |extra: &str| {
            format!("a: b h\nb: a c\nc: b d\nd: c e\ne: d f\nf: e g\ng: f h\nh: g a\n{extra}")
        };
        assert!(Cave::parse(&ring("")).is_ok());
        assert!(matches!(
            Cave::parse(&ring("oops")),
            Err(MapError::BadLine { line: 9, .. })
        ));
        assert!(matches!(
            Cave::parse(&ring("a: b")),
            Err(MapError::Duplicate { .. })
        ));
        assert!(matches!(
            Cave::parse(&ring("i: zz")),
            Err(MapError::UnknownRoom { .. })
        ));
        assert!(matches!(
            Cave::parse(&ring("i: a")),
            Err(MapError::OneWay { .. })
        ));
        assert!(matches!(
            Cave::parse(&ring("i: i")),
            Err(MapError::BadPassage { .. })
        ));
        assert!(matches!(
            Cave::parse(&ring("i:")),
            Err(MapError::Unreachable(_))
        ));
        assert!(matches!(Cave::parse("a: b\nb: a"), Err(MapError::Size(2))));
        assert!(serde_json::from_str::<Cave>("\"a: b\"").is_err());
    }
}
