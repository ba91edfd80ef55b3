//! Script mode: the original judge's `game.txt`, replayed line by line on
//! the same rules as chat play ([`Outbreak`]). Pure: the caller reads the
//! file and prints the events.
//!
//! ```text
//! # comments and blank lines are skipped
//! HUMAN Alice          set-up: one player a line…
//! ZOMBIE Bob
//! GAME_START 10        …then the maximum number of turns
//! INTERACT alice bob   aliases TOUCH, i, t
//! ANTIDOTE alice       alias a
//! NEXT_TURN            aliases NEXT_ROUND, nt, nr
//! ```
//!
//! Commands and names are matched ignoring case. Without set-up lines the
//! players come from a [`ScriptConfig`] (a `config.yml`), the zombies drawn
//! with a seed. The first bad line (malformed, or naming no player) stops
//! the replay with a [`ScriptError`] naming it; nothing after it is
//! applied.
//!
//! Recordings made for the original judge hold well-formed lines that
//! break a rule it let pass ([`RuleBreak`]). By default ([`Mode::Lenient`])
//! such a line does nothing and leaves a [`Warning`]; [`Mode::Strict`]
//! makes it a bad line.

use super::deal;
use super::message::ZombieMessage;
use super::outbreak::{MAX_PLAYERS, Outbreak, Refusal};
use super::role::Role;
use super::status::{Side, Status};
use super::{Condition, Ending, final_states};
use crate::seat::Seat;
use crate::seed::Seed;
use serde::{Deserialize, Serialize};
use serde_json::json;
use std::collections::HashMap;
use std::fmt;

/// The players of a game without set-up lines, as `config.yml` gives them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ScriptConfig {
    /// Player names, one word each.
    pub players: Vec<String>,
    /// How many are zombies (drawn at random).
    pub zombie_count: usize,
    /// The maximum number of turns.
    pub total_turns: u32,
}

/// The players, their roles and the turn limit: what the set-up lines say,
/// or what is drawn from a [`ScriptConfig`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// Names as written, in order.
    pub names: Vec<String>,
    /// Roles, in the same order.
    pub roles: Vec<Role>,
    /// The maximum number of turns.
    pub max_turns: u32,
}

impl Setup {
    /// Draws the zombies of a config with a seed: the same seed, the same
    /// draw.
    pub fn draw(config: &ScriptConfig, seed: &Seed) -> Result<Setup, String> {
        let n = config.players.len();
        if n < 2 {
            return Err("config.yml needs at least 2 players".into());
        }
        if n > MAX_PLAYERS {
            return Err(format!("a game has at most {MAX_PLAYERS} players, not {n}"));
        }
        if config.zombie_count == 0 || config.zombie_count >= n {
            return Err(format!(
                "zombie_count must be from 1 to {} (one fewer than the players), not {}",
                n - 1,
                config.zombie_count
            ));
        }
        if config.total_turns == 0 {
            return Err("total_turns must be at least 1".into());
        }
        let mut seen = HashMap::new();
        for name in &config.players {
            if name.is_empty() || name.split_whitespace().count() != 1 {
                return Err(format!(
                    "player names are one word each (commands name them), not {name:?}"
                ));
            }
            if let Some(other) = seen.insert(fold(name), name) {
                return Err(format!(
                    "{other:?} and {name:?} are the same name ignoring case"
                ));
            }
        }
        Ok(Setup {
            names: config.players.clone(),
            roles: deal::deal(seed, n, config.zombie_count),
            max_turns: config.total_turns,
        })
    }

    /// The set-up as `game.txt` lines (for `narrator zombie new`).
    pub fn to_lines(&self) -> String {
        let mut out = String::new();
        for (name, role) in self.names.iter().zip(&self.roles) {
            out.push_str(match role {
                Role::Human => "HUMAN ",
                Role::Zombie => "ZOMBIE ",
            });
            out.push_str(name);
            out.push('\n');
        }
        out.push_str(&format!("GAME_START {}\n", self.max_turns));
        out
    }
}

/// A bad line: which, what it says, and why it is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScriptError {
    /// 1-based line number (one past the last line for problems found at
    /// the end of the file).
    pub line: usize,
    /// The line as written (empty at the end of the file).
    pub content: String,
    /// What is wrong and what is allowed.
    pub reason: String,
}

impl fmt::Display for ScriptError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.content.is_empty() {
            write!(f, "line {} (end of file): {}", self.line, self.reason)
        } else {
            write!(f, "line {}: {:?}: {}", self.line, self.content, self.reason)
        }
    }
}

impl std::error::Error for ScriptError {}

/// A well-formed line that breaks a rule the original judge let pass.
/// The messages say which rule; [`RuleBreak::outcome`] says what lenient
/// mode did instead.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, thiserror::Error)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum RuleBreak {
    /// A player applies their antidote a second time.
    #[error("{player} has already used their antidote (one per player per game)")]
    SecondAntidote {
        /// Who.
        player: String,
    },
    /// Two players interact a second time in the same turn.
    #[error("{a} and {b} have already interacted this turn (once per pair per turn)")]
    RepeatedPair {
        /// The first player named on the line.
        a: String,
        /// The second.
        b: String,
        /// The turn (from 0).
        turn: u32,
    },
    /// A play command after the game ended.
    #[error("the game ended at the end of turn {turn}; nothing can follow")]
    AfterTheEnd {
        /// The game's last turn.
        turn: u32,
    },
}

impl RuleBreak {
    /// What lenient mode did with the line.
    pub fn outcome(&self) -> &'static str {
        match self {
            RuleBreak::SecondAntidote { .. } => {
                "no effect, as with the original judge (the antidote is used up)"
            }
            RuleBreak::RepeatedPair { .. } => {
                "no effect: the pair scores and infects once a turn (the original judge counted the repeat again)"
            }
            RuleBreak::AfterTheEnd { .. } => "ignored",
        }
    }
}

/// A rule-breaking line that lenient mode let pass.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("line {line}: {content:?}: {rule}; {outcome}", outcome = .rule.outcome())]
pub struct Warning {
    /// 1-based line number.
    pub line: usize,
    /// The line as written.
    pub content: String,
    /// The rule it breaks.
    pub rule: RuleBreak,
}

/// What a [`RuleBreak`] does to a replay.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Mode {
    /// The line does nothing and leaves a [`Warning`]; the replay goes on
    /// (the original judge's recordings run as they did there).
    #[default]
    Lenient,
    /// The line is a bad line, like a malformed one.
    Strict,
}

/// What the replay reports, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// The game started: [`Replay::setup`] holds who is who (for the
    /// judge's eyes), `drawn` the seed when the zombies were drawn from a
    /// config.
    Start {
        /// The seed of the draw, for a config without set-up lines.
        drawn: Option<Seed>,
    },
    /// A public announcement: the opening counts, each turn's counts and
    /// scores, the end with its ranking, the final states.
    Announce(ZombieMessage),
    /// The script ended with the game still running.
    Unfinished {
        /// The turn in progress.
        turn: u32,
    },
}

/// The commands, with every alias.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verb {
    Human,
    Zombie,
    GameStart,
    Interact,
    Antidote,
    NextTurn,
}

impl Verb {
    fn parse(word: &str) -> Option<Verb> {
        const TABLE: [(&str, Verb); 13] = [
            ("INTERACT", Verb::Interact),
            ("TOUCH", Verb::Interact),
            ("I", Verb::Interact),
            ("T", Verb::Interact),
            ("ANTIDOTE", Verb::Antidote),
            ("A", Verb::Antidote),
            ("NEXT_TURN", Verb::NextTurn),
            ("NEXT_ROUND", Verb::NextTurn),
            ("NT", Verb::NextTurn),
            ("NR", Verb::NextTurn),
            ("HUMAN", Verb::Human),
            ("ZOMBIE", Verb::Zombie),
            ("GAME_START", Verb::GameStart),
        ];
        TABLE
            .iter()
            .find(|(w, _)| w.eq_ignore_ascii_case(word))
            .map(|(_, v)| *v)
    }

    fn usage(self) -> &'static str {
        match self {
            Verb::Human => "HUMAN name",
            Verb::Zombie => "ZOMBIE name",
            Verb::GameStart => "GAME_START max_turns",
            Verb::Interact => "INTERACT a b (or TOUCH, i, t)",
            Verb::Antidote => "ANTIDOTE a (or a)",
            Verb::NextTurn => "NEXT_TURN (or NEXT_ROUND, nt, nr)",
        }
    }

    fn arity(self) -> usize {
        match self {
            Verb::Human | Verb::Zombie | Verb::GameStart | Verb::Antidote => 1,
            Verb::Interact => 2,
            Verb::NextTurn => 0,
        }
    }
}

const COMMANDS: &str = "HUMAN, ZOMBIE, GAME_START, INTERACT (TOUCH, i, t), ANTIDOTE (a), NEXT_TURN (NEXT_ROUND, nt, nr)";

/// Names compare ignoring case: `name` lower-cased into `into`.
fn fold_into(name: &str, into: &mut String) {
    into.clear();
    if name.is_ascii() {
        into.push_str(name);
        into.make_ascii_lowercase();
    } else {
        into.extend(name.chars().flat_map(char::to_lowercase));
    }
}

fn fold(name: &str) -> String {
    let mut s = String::new();
    fold_into(name, &mut s);
    s
}

/// FNV-1a: the name index is tiny and not attacker-facing, and SipHash
/// showed in the replay's profile.
#[derive(Clone, Copy, Debug, Default)]
struct Fnv(u64);

impl std::hash::Hasher for Fnv {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        let mut h = if self.0 == 0 {
            0xcbf2_9ce4_8422_2325
        } else {
            self.0
        };
        for b in bytes {
            h = (h ^ u64::from(*b)).wrapping_mul(0x0000_0100_0000_01b3);
        }
        self.0 = h;
    }
}

type NameIndex = HashMap<String, Seat, std::hash::BuildHasherDefault<Fnv>>;

/// Where the players come from when a script has no set-up lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Fallback {
    /// Nowhere: a script without set-up lines is refused.
    None,
    /// A config, with the seed to draw its zombies with.
    Config(ScriptConfig, Seed),
    /// A config that could not be read; the reason is reported if the
    /// script needs it.
    Broken(String),
}

/// A replay in progress. Feed it every line in order with [`Replay::line`],
/// then call [`Replay::finish`].
#[derive(Debug)]
pub struct Replay {
    fallback: Fallback,
    mode: Mode,
    warnings: Vec<Warning>,
    names: Vec<String>,
    roles: Vec<Role>,
    index: NameIndex,
    /// `None` while reading set-up lines.
    outbreak: Option<Outbreak>,
    lines: usize,
    folded: String,
}

impl Replay {
    /// A lenient replay whose players come from set-up lines, or else from
    /// `fallback`.
    pub fn new(fallback: Fallback) -> Replay {
        Replay::with_mode(fallback, Mode::Lenient)
    }

    /// A replay in `mode`.
    pub fn with_mode(fallback: Fallback, mode: Mode) -> Replay {
        Replay {
            fallback,
            mode,
            warnings: Vec::new(),
            names: Vec::new(),
            roles: Vec::new(),
            index: NameIndex::default(),
            outbreak: None,
            lines: 0,
            folded: String::new(),
        }
    }

    /// The players' names as first written, in seat order.
    pub fn names(&self) -> &[String] {
        &self.names
    }

    /// The players' roles, in seat order.
    pub fn roles(&self) -> &[Role] {
        &self.roles
    }

    /// The rules' state, once started.
    pub fn outbreak(&self) -> Option<&Outbreak> {
        self.outbreak.as_ref()
    }

    /// The judge's view after turn `turn`, once started. It is the state
    /// now: take it right after the line that ended that turn.
    pub fn status(&self, turn: u32) -> Option<Status<'_>> {
        self.outbreak
            .as_ref()
            .map(|o| Status::new(turn, &self.names, o))
    }

    /// The warnings left so far, in line order (none in strict mode).
    pub fn warnings(&self) -> &[Warning] {
        &self.warnings
    }

    /// Takes the warnings left since the last call, to report them as the
    /// lines come.
    pub fn take_warnings(&mut self) -> Vec<Warning> {
        std::mem::take(&mut self.warnings)
    }

    /// Applies line number `no` (1-based); announcements go to `out`.
    pub fn line(&mut self, no: usize, line: &str, out: &mut Vec<Event>) -> Result<(), ScriptError> {
        self.lines = no;
        let text = line.trim();
        if text.is_empty() || text.starts_with('#') {
            return Ok(());
        }
        let err = |reason: String| ScriptError {
            line: no,
            content: text.to_string(),
            reason,
        };
        let mut words = text.split_whitespace();
        let word = words.next().unwrap_or_default();
        let verb = Verb::parse(word).ok_or_else(|| {
            err(format!(
                "unknown command {word:?}; the commands are {COMMANDS}"
            ))
        })?;
        let mut args = [""; 2];
        let mut count = 0;
        for w in words {
            if count < 2 {
                args[count] = w;
            }
            count += 1;
        }
        if count != verb.arity() {
            return Err(err(format!(
                "{} takes {}: {}",
                word.to_uppercase(),
                match verb.arity() {
                    0 => "nothing after it".to_string(),
                    1 if verb == Verb::GameStart => "one number".to_string(),
                    1 => "one player name".to_string(),
                    n => format!("{n} player names"),
                },
                verb.usage()
            )));
        }
        match verb {
            Verb::Human | Verb::Zombie => self.add_player(verb, args[0]).map_err(err),
            Verb::GameStart => {
                let turns = args[0].parse::<u32>().ok().filter(|t| *t > 0).ok_or_else(|| {
                    err(format!(
                        "GAME_START takes the maximum number of turns, a whole number from 1, not {:?}",
                        args[0]
                    ))
                })?;
                self.game_start(turns, out).map_err(err)
            }
            Verb::Interact | Verb::Antidote | Verb::NextTurn => {
                match self.play(verb, args, out).map_err(err)? {
                    None => Ok(()),
                    Some(rule) if self.mode == Mode::Strict => Err(err(rule.to_string())),
                    Some(rule) => {
                        self.warnings.push(Warning {
                            line: no,
                            content: text.to_string(),
                            rule,
                        });
                        Ok(())
                    }
                }
            }
        }
    }

    /// The end of the file: a running game is reported unfinished; a
    /// set-up without `GAME_START` is an error.
    pub fn finish(&mut self, out: &mut Vec<Event>) -> Result<(), ScriptError> {
        let eof = |reason: &str| ScriptError {
            line: self.lines + 1,
            content: String::new(),
            reason: reason.to_string(),
        };
        match &self.outbreak {
            None if !self.names.is_empty() => Err(eof(
                "the set-up lines are not followed by GAME_START max_turns",
            )),
            None => Err(eof(
                "the script has no set-up lines (HUMAN, ZOMBIE, GAME_START) and no command",
            )),
            Some(o) if o.ending().is_none() => {
                out.push(Event::Unfinished { turn: o.turn() });
                Ok(())
            }
            Some(_) => Ok(()),
        }
    }

    fn add_player(&mut self, verb: Verb, name: &str) -> Result<(), String> {
        if self.outbreak.is_some() {
            return Err(format!(
                "{} after the game started: players are set up before GAME_START",
                if verb == Verb::Human {
                    "HUMAN"
                } else {
                    "ZOMBIE"
                }
            ));
        }
        let role = if verb == Verb::Human {
            Role::Human
        } else {
            Role::Zombie
        };
        self.seat_player(name, role)
    }

    fn seat_player(&mut self, name: &str, role: Role) -> Result<(), String> {
        if self.names.len() >= MAX_PLAYERS {
            return Err(format!("a game has at most {MAX_PLAYERS} players"));
        }
        let key = fold(name);
        if let Some(s) = self.index.get(&key) {
            return Err(format!(
                "{} is already a player (names match ignoring case)",
                self.names[s.index()]
            ));
        }
        let seat = Seat(u8::try_from(self.names.len()).map_err(|_| "too many players")?);
        self.index.insert(key, seat);
        self.names.push(name.to_string());
        self.roles.push(role);
        Ok(())
    }

    fn game_start(&mut self, turns: u32, out: &mut Vec<Event>) -> Result<(), String> {
        if self.outbreak.is_some() {
            return Err(
                "the game has already started: GAME_START comes once, after the set-up lines"
                    .into(),
            );
        }
        let zombies = self.roles.iter().filter(|r| **r == Role::Zombie).count();
        if zombies == 0 || zombies == self.roles.len() {
            return Err(
                "GAME_START needs at least one HUMAN line and one ZOMBIE line before it".into(),
            );
        }
        self.begin(turns, None, out);
        Ok(())
    }

    fn begin(&mut self, max_turns: u32, drawn: Option<Seed>, out: &mut Vec<Event>) {
        let zombies = self.roles.iter().filter(|r| **r == Role::Zombie).count();
        out.push(Event::Start { drawn });
        out.push(Event::Announce(ZombieMessage::Opening {
            humans: self.roles.len() - zombies,
            zombies,
            max_turns,
        }));
        self.outbreak = Some(Outbreak::new(&self.roles, max_turns));
    }

    /// A play command with no set-up lines before it: the players come
    /// from the config, the zombies drawn with its seed.
    fn start_from_config(&mut self, verb: Verb, out: &mut Vec<Event>) -> Result<(), String> {
        if !self.names.is_empty() {
            return Err(format!(
                "{} before GAME_START: end the set-up with GAME_START max_turns",
                verb.usage()
            ));
        }
        let (config, seed) = match std::mem::replace(&mut self.fallback, Fallback::None) {
            Fallback::Config(config, seed) => (config, seed),
            Fallback::Broken(why) => {
                return Err(format!(
                    "there are no set-up lines, and the players cannot be taken from config.yml: {why}"
                ));
            }
            Fallback::None => return Err("there are no set-up lines (HUMAN, ZOMBIE, GAME_START) and no config.yml to take the players from".into()),
        };
        let setup = Setup::draw(&config, &seed).map_err(|e| format!("config.yml: {e}"))?;
        for (name, role) in setup.names.iter().zip(&setup.roles) {
            self.seat_player(name, *role)?;
        }
        self.begin(setup.max_turns, Some(seed), out);
        Ok(())
    }

    fn seat(&mut self, name: &str) -> Result<Seat, String> {
        fold_into(name, &mut self.folded);
        self.index.get(&self.folded).copied().ok_or_else(|| {
            format!(
                "there is no player named {name:?}; the players are {}",
                self.names.join(", ")
            )
        })
    }

    /// Applies a play command. A line that breaks a rule the original
    /// judge let pass changes nothing and comes back as the [`RuleBreak`].
    fn play(
        &mut self,
        verb: Verb,
        args: [&str; 2],
        out: &mut Vec<Event>,
    ) -> Result<Option<RuleBreak>, String> {
        if self.outbreak.is_none() {
            self.start_from_config(verb, out)?;
        }
        // Names are checked first: a line naming nobody is an error even
        // after the end.
        let a = match verb {
            Verb::NextTurn => Seat(0),
            _ => self.seat(args[0])?,
        };
        let b = match verb {
            Verb::Interact => self.seat(args[1])?,
            _ => a,
        };
        if verb == Verb::Interact && a == b {
            return self.rule_break(Refusal::Yourself, a, b, 0).map(Some);
        }
        let Some(o) = self.outbreak.as_mut() else {
            return Ok(None);
        };
        if o.ending().is_some() {
            return Ok(Some(RuleBreak::AfterTheEnd { turn: o.turn() }));
        }
        let turn = o.turn();
        let done = match verb {
            Verb::Interact => o.interact(a, b).map(drop),
            Verb::Antidote => o.antidote(a, a).map(drop),
            _ => o.end_turn().map(|end| {
                out.push(Event::Announce(ZombieMessage::TurnEnded(end.report)));
                if let Some(ending) = end.ending {
                    let ranking = o.ranked(ending);
                    out.push(Event::Announce(ZombieMessage::Ended { ending, ranking }));
                    out.push(Event::Announce(ZombieMessage::Reveal {
                        players: final_states(o),
                    }));
                }
            }),
        };
        match done {
            Ok(()) => Ok(None),
            Err(r) => self.rule_break(r, a, b, turn).map(Some),
        }
    }

    fn name(&self, s: Seat) -> String {
        self.names.get(s.index()).cloned().unwrap_or_default()
    }

    /// A refusal of the rules: a [`RuleBreak`] when the original judge let
    /// it pass, else why no mode lets it pass.
    fn rule_break(
        &self,
        refusal: Refusal,
        a: Seat,
        b: Seat,
        turn: u32,
    ) -> Result<RuleBreak, String> {
        match refusal {
            Refusal::AlreadyMet => Ok(RuleBreak::RepeatedPair {
                a: self.name(a),
                b: self.name(b),
                turn,
            }),
            Refusal::AntidoteUsed => Ok(RuleBreak::SecondAntidote {
                player: self.name(a),
            }),
            Refusal::GameOver => Ok(RuleBreak::AfterTheEnd { turn }),
            Refusal::NoSuchPlayer(s) => Err(format!("there is no player {}", s.index() + 1)),
            Refusal::Yourself => Err(format!("{} cannot interact with themself", self.name(a))),
        }
    }
}

/// Replays a whole script held in memory, leniently: every event (the
/// warnings are in [`Replay::warnings`]), or the first bad line. (The
/// command line streams instead, line by line.)
pub fn replay(
    text: &str,
    fallback: Fallback,
) -> Result<(Replay, Vec<Event>), (Vec<Event>, ScriptError)> {
    replay_with(text, fallback, Mode::Lenient)
}

/// [`replay`] in `mode`.
pub fn replay_with(
    text: &str,
    fallback: Fallback,
    mode: Mode,
) -> Result<(Replay, Vec<Event>), (Vec<Event>, ScriptError)> {
    let mut replay = Replay::with_mode(fallback, mode);
    let mut out = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if let Err(e) = replay.line(i + 1, line, &mut out) {
            return Err((out, e));
        }
    }
    match replay.finish(&mut out) {
        Ok(()) => Ok((replay, out)),
        Err(e) => Err((out, e)),
    }
}

/// An event as one JSON object, with names (`--json` prints one a line).
/// A turn's event carries the judge's view too ([`status_json`]), taken
/// from the replay as it is: convert the events as they come, after the
/// line that made them, as `narrator zombie run` does.
pub fn to_json(event: &Event, replay: &Replay) -> serde_json::Value {
    let names = replay.names();
    let name = |s: Seat| names.get(s.index()).cloned().unwrap_or_default();
    match event {
        Event::Start { drawn } => json!({
            "event": "start",
            "players": names.iter().zip(replay.roles()).map(|(n, r)| json!({
                "name": n,
                "role": r.name(),
            })).collect::<Vec<_>>(),
            "max_turns": replay.outbreak().map_or(0, Outbreak::max_turns),
            "drawn_with_seed": drawn.map(|s| s.to_hex()),
        }),
        Event::Unfinished { turn } => json!({ "event": "unfinished", "turn": turn }),
        Event::Announce(m) => match m {
            ZombieMessage::Opening {
                humans,
                zombies,
                max_turns,
            } => json!({
                "event": "opening",
                "humans": humans,
                "zombies": zombies,
                "max_turns": max_turns,
            }),
            ZombieMessage::TurnEnded(r) => {
                let mut turn = json!({
                    "event": "turn",
                    "turn": r.turn,
                    "humans": r.humans,
                    "zombies": r.zombies,
                    "top_human_score": r.top_human,
                    "top_zombie_score": r.top_zombie,
                });
                if let (Some(status), Some(fields)) = (replay.status(r.turn), turn.as_object_mut())
                {
                    fields.extend(status_json(&status));
                }
                turn
            }
            ZombieMessage::Ended { ending, ranking } => json!({
                "event": "end",
                "winner": match ending {
                    Ending::ZombiesWin => "zombies",
                    Ending::Survivor(_) => "survivor",
                    Ending::HumansWin => "humans",
                },
                "survivor": match ending {
                    Ending::Survivor(s) => Some(name(*s)),
                    _ => None,
                },
                "ranking": ranking.iter().map(|r| json!({
                    "rank": r.rank,
                    "name": name(r.seat),
                    "score": r.score,
                    "state": r.condition.name(),
                })).collect::<Vec<_>>(),
            }),
            ZombieMessage::Reveal { players } => json!({
                "event": "reveal",
                "players": players.iter().map(|p| json!({
                    "name": name(p.seat),
                    "role": p.role.name(),
                    "state": p.condition.name(),
                    "infected_in_turn": infected_in_turn(p.condition),
                    "score": p.score,
                    "antidote_used": p.antidote_used,
                })).collect::<Vec<_>>(),
            }),
            other => json!({ "event": "other", "message": format!("{other:?}") }),
        },
    }
}

/// The fields of a turn's JSON event that are the judge's view, with
/// names and infections: a tool that passes the announcement on to the
/// players drops these.
pub const JUDGE_ONLY: [&str; 3] = ["players", "top_humans", "top_zombies"];

/// The judge's view as JSON fields ([`JUDGE_ONLY`]): `players` (every player in seat
/// order: `name`, `state`, `infected_in_turn`, `antidote_left`, `score`),
/// `top_humans` and `top_zombies` (`name`, `score`, best first).
pub fn status_json(status: &Status) -> serde_json::Map<String, serde_json::Value> {
    let top = |side: Side| {
        status
            .top(side)
            .iter()
            .map(|r| json!({ "name": r.name, "score": r.score }))
            .collect::<Vec<_>>()
    };
    let mut fields = serde_json::Map::new();
    fields.insert(
        JUDGE_ONLY[0].into(),
        status
            .rows()
            .map(|r| {
                json!({
                    "name": r.name,
                    "state": r.condition.name(),
                    "infected_in_turn": infected_in_turn(r.condition),
                    "antidote_left": r.antidote_left,
                    "score": r.score,
                })
            })
            .collect(),
    );
    fields.insert(JUDGE_ONLY[1].into(), top(Side::Humans).into());
    fields.insert(JUDGE_ONLY[2].into(), top(Side::Zombies).into());
    fields
}

fn infected_in_turn(c: Condition) -> Option<u32> {
    match c {
        Condition::Infected { since } => Some(since),
        _ => None,
    }
}

/// A warning as one JSON object: the line, the rule's kind and its
/// arguments, and the message.
pub fn warning_json(w: &Warning) -> serde_json::Value {
    let mut value = json!({
        "event": "warning",
        "line": w.line,
        "content": w.content,
        "message": w.to_string(),
    });
    if let (Some(fields), Ok(serde_json::Value::Object(rule))) =
        (value.as_object_mut(), serde_json::to_value(&w.rule))
    {
        fields.extend(rule);
    }
    value
}

/// A bad line as one JSON object.
pub fn error_json(e: &ScriptError) -> serde_json::Value {
    json!({
        "event": "error",
        "line": e.line,
        "content": e.content,
        "message": e.reason,
    })
}
