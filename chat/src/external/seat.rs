//! One external seat's worker: a task that takes the seat's effects in
//! the game's order, keeps what the bot will be told (in a file beside its
//! folder, so it survives a restart), runs the bot when it must decide and
//! submits what it answered.
//!
//! The protocol's rounds become: the bot is run when its day prompt comes
//! (dawn's news), and again whenever something new happened while the day
//! is open (votes, talk; its own too), at most `rounds` times a day; after
//! the day's lynch (or none) it is run once more, its answer ignored; at
//! night it reads only its night prompt. On day 0 it is marked ready after
//! its first run, so it never holds the day open.

use super::{BotSettings, Link};
use narrator_botrun::protocol;
use narrator_botrun::runner::{self, Limits, Status};
use narrator_engine::GameMessage;
use narrator_engine::mafia::{MafiaAction, MafiaMessage, MafiaPrompt};
use narrator_engine::{Action, Effect, EffectKind, Input, Message, PlayerId, SeatInfo};
use narrator_runtime::GameId;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use tokio::sync::mpsc;

/// An effect for the seat, with the names the bot knows the players by.
pub(crate) struct Job {
    pub names: Vec<String>,
    pub effect: Effect,
}

/// The names bots read and answer with: each display name in the
/// protocol's alphabet (letters, digits, `-`, `_`; a space becomes `_`),
/// unique even after the protocol's cleaning drops `-` and `_`.
pub(crate) fn protocol_names(seats: &[SeatInfo]) -> Vec<String> {
    let cleaned = |n: &str| -> String { n.chars().filter(char::is_ascii_alphanumeric).collect() };
    let mut out: Vec<String> = Vec::with_capacity(seats.len());
    for (i, s) in seats.iter().enumerate() {
        let mut base = String::new();
        for c in s.name.trim().chars() {
            if c.is_ascii_alphanumeric() || c == '-' || c == '_' {
                base.push(c);
            } else if c.is_whitespace() && !base.ends_with('_') {
                base.push('_');
            }
        }
        let base = base.trim_matches('_').to_string();
        let base = if cleaned(&base).is_empty() {
            format!("player{}", i + 1)
        } else {
            base
        };
        let mut name = base.clone();
        let mut k = 2;
        while out.iter().any(|n| cleaned(n) == cleaned(&name)) {
            name = format!("{base}_{k}");
            k += 1;
        }
        out.push(name);
    }
    out
}

/// What the bot in `folder` will read next, kept beside (not in) its
/// folder.
fn inbox(folder: &Path) -> PathBuf {
    let mut name = folder.file_name().unwrap_or_default().to_os_string();
    name.push(".inbox");
    folder.with_file_name(name)
}

/// Removes a seat's copy of its bot and what it was to read, and the
/// game's folder once its last seat is gone.
pub(crate) fn remove_copy(folder: &Path) {
    let _ = std::fs::remove_file(inbox(folder));
    let _ = std::fs::remove_dir_all(folder);
    if let Some(game_dir) = folder.parent() {
        // Fails (and is meant to) while another seat's copy is there.
        let _ = std::fs::remove_dir(game_dir);
    }
}

/// Starts a seat's worker; its folder is `folder`.
pub(crate) fn spawn(
    game: GameId,
    player: PlayerId,
    settings: &BotSettings,
    folder: &Path,
    link: Arc<dyn Link>,
) -> mpsc::UnboundedSender<Job> {
    let (tx, rx) = mpsc::unbounded_channel();
    let worker = Worker {
        game,
        player,
        folder: folder.to_path_buf(),
        limits: settings.limits,
        max_rounds: settings.rounds,
        link,
        names: Vec::new(),
        day: None,
        round_wanted: false,
    };
    tokio::spawn(worker.run(rx));
    tx
}

/// The day (or day 0) the bot may act in.
struct Day {
    phase: u32,
    zero: bool,
    runs: u32,
    ready_sent: bool,
}

struct Worker {
    game: GameId,
    player: PlayerId,
    folder: PathBuf,
    limits: Limits,
    max_rounds: u32,
    link: Arc<dyn Link>,
    /// The players' protocol names, in seat order.
    names: Vec<String>,
    day: Option<Day>,
    /// Something new happened in the open day: run a round.
    round_wanted: bool,
}

impl Worker {
    async fn run(mut self, mut rx: mpsc::UnboundedReceiver<Job>) {
        while let Some(job) = rx.recv().await {
            let mut over = self.take(job).await;
            // Everything already waiting is read before the next round, so
            // a burst of news costs one run.
            while !over {
                match rx.try_recv() {
                    Ok(job) => over = self.take(job).await,
                    Err(_) => break,
                }
            }
            if over {
                self.clean_up();
                return;
            }
            if std::mem::take(&mut self.round_wanted) {
                self.day_round().await;
            }
        }
    }

    /// Takes one effect; `true` when the game is over for this seat.
    async fn take(&mut self, job: Job) -> bool {
        let Job { names, effect } = job;
        self.names.clone_from(&names);
        match &effect.kind {
            EffectKind::End(_) => true,
            // A lobby closed or stopped before the start has no End.
            EffectKind::Message(Message::LobbyClosed | Message::Stopped { .. }) => true,
            EffectKind::Message(Message::Started { .. }) => {
                self.start(&names);
                false
            }
            EffectKind::Message(m) => {
                let lines = protocol::lines(m, &names);
                self.tell(&lines);
                let lynch = matches!(
                    m,
                    Message::Game(GameMessage::Mafia(
                        MafiaMessage::Lynched { .. } | MafiaMessage::NoLynch
                    ))
                );
                if lynch {
                    self.day = None;
                    self.round_wanted = false;
                    self.day_end().await;
                } else if self.day.is_some() && !lines.is_empty() {
                    self.round_wanted = true;
                }
                false
            }
            EffectKind::Prompt(p) => {
                match MafiaPrompt::try_from(p.kind) {
                    Ok(MafiaPrompt::Ready | MafiaPrompt::Vote) => {
                        if self.day.as_ref().is_none_or(|d| d.phase != p.phase) {
                            self.day = Some(Day {
                                phase: p.phase,
                                zero: p.kind == MafiaPrompt::Ready,
                                runs: 0,
                                ready_sent: false,
                            });
                        }
                        self.round_wanted = true;
                    }
                    Ok(
                        kind @ (MafiaPrompt::NightKill
                        | MafiaPrompt::Investigate
                        | MafiaPrompt::Protect),
                    ) => {
                        self.day = None;
                        self.round_wanted = false;
                        self.night(kind, &names).await;
                    }
                    _ => {
                        let other = p.kind;
                        tracing::warn!(
                            game = self.game,
                            bot = self.player.0,
                            "the protocol has no words for a {other:?} prompt; the bot passes"
                        );
                    }
                }
                false
            }
            EffectKind::Deadline { .. } => false,
        }
    }

    fn inbox(&self) -> PathBuf {
        inbox(&self.folder)
    }

    /// The game started: the bot's `players` file, and day 0's lines.
    fn start(&mut self, names: &[String]) {
        let players = self.folder.join("players");
        if players.exists() {
            // Told already (this is a delivery repeated after a restart).
            return;
        }
        let mut sorted = names.to_vec();
        sorted.sort();
        let mut text = sorted.join("\n");
        text.push('\n');
        if let Err(e) = std::fs::write(&players, text) {
            tracing::error!(
                game = self.game,
                bot = self.player.0,
                "cannot write players: {e}"
            );
        }
        let lines: Vec<String> = protocol::DAY_ZERO.iter().map(|l| l.to_string()).collect();
        self.tell(&lines);
    }

    /// Keeps lines for the bot's next run.
    fn tell(&self, lines: &[String]) {
        if lines.is_empty() {
            return;
        }
        use std::io::Write;
        let written = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(self.inbox())
            .and_then(|mut f| {
                for l in lines {
                    writeln!(f, "{l}")?;
                }
                Ok(())
            });
        if let Err(e) = written {
            tracing::error!(
                game = self.game,
                bot = self.player.0,
                "cannot keep news: {e}"
            );
        }
    }

    /// What the bot was told since its last run (and forgets it).
    fn take_inbox(&self) -> String {
        let text = std::fs::read_to_string(self.inbox()).unwrap_or_default();
        let _ = std::fs::remove_file(self.inbox());
        text.trim_end_matches('\n').to_string()
    }

    async fn run_bot(&self, told: &str) -> (Status, String) {
        let out = runner::run(&self.folder, told, self.limits).await;
        (out.status, out.answer)
    }

    fn log(&self, when: &str, told: &str, status: &Status, answer: &str, outcome: &str) {
        if status.is_fault() {
            tracing::warn!(
                game = self.game,
                bot = self.player.0,
                when,
                ?status,
                "an external bot misbehaved; it does nothing this turn"
            );
        }
        tracing::info!(
            game = self.game,
            bot = self.player.0,
            when,
            told,
            ?status,
            answer,
            outcome,
            "external bot run"
        );
    }

    /// One round of the open day.
    async fn day_round(&mut self) {
        let Some(day) = self.day.as_ref() else { return };
        let (phase, zero) = (day.phase, day.zero);
        if day.runs >= self.max_rounds {
            return;
        }
        let Some(look) = self.link.look(self.game, self.player.clone()).await else {
            return;
        };
        let open = look.prompt.as_ref().is_some_and(|p| p.phase == phase);
        if !look.alive || !open {
            self.day = None;
            return;
        }
        let names = self.names.clone();
        let told = self.take_inbox();
        let (status, answer) = self.run_bot(&told).await;
        if let Some(d) = self.day.as_mut() {
            d.runs += 1;
        }
        let outcome = if status.is_fault() {
            "ignored".to_string()
        } else {
            match protocol::parse_day(&answer, &names) {
                Some(MafiaAction::Vote(_)) if zero => {
                    // not for players: the outcome shown in the external bot's own log
                    "ignored: votes on day 0 are ignored".to_string()
                }
                Some(action) => self.act(action).await,
                None if answer.trim().is_empty() => String::new(),
                // not for players: the outcome shown in the external bot's own log
                None => "ignored: not an action".into(),
            }
        };
        self.log(
            if zero { "day 0" } else { "day" },
            &told,
            &status,
            &answer,
            &outcome,
        );
        if zero && let Some(d) = self.day.as_mut().filter(|d| !d.ready_sent) {
            d.ready_sent = true;
            let _ = self.act(MafiaAction::Ready).await;
        }
    }

    /// The day ended with a lynch or none: a living bot reads it; its
    /// answer is ignored.
    async fn day_end(&mut self) {
        let alive = self
            .link
            .look(self.game, self.player.clone())
            .await
            .is_some_and(|l| l.alive);
        let told = self.take_inbox();
        if !alive {
            return;
        }
        let (status, answer) = self.run_bot(&told).await;
        let outcome = if answer.trim().is_empty() {
            ""
        } else {
            // not for players: the outcome shown in the external bot's own log
            "ignored: answers to the day's end are ignored"
        };
        self.log("day end", &told, &status, &answer, outcome);
    }

    /// A night prompt: the bot reads only it and answers a name.
    async fn night(&mut self, kind: MafiaPrompt, names: &[String]) {
        // Nothing of the day carries over into the night.
        let _ = self.take_inbox();
        let told = match kind {
            MafiaPrompt::NightKill => protocol::NIGHT_KILL,
            MafiaPrompt::Investigate => protocol::NIGHT_INVESTIGATE,
            _ => protocol::NIGHT_SAVE,
        };
        let (status, answer) = self.run_bot(told).await;
        let outcome = if status.is_fault() {
            "ignored".to_string()
        } else {
            match protocol::parse_name(&answer, names) {
                Some(target) => {
                    let action = match kind {
                        MafiaPrompt::NightKill => MafiaAction::Kill(target),
                        MafiaPrompt::Investigate => MafiaAction::Investigate(target),
                        _ => MafiaAction::Protect(target),
                    };
                    self.act(action).await
                }
                None if answer.trim().is_empty() => String::new(),
                // not for players: the outcome shown in the external bot's own log
                None => "ignored: not a player's name".into(),
            }
        };
        self.log("night", told, &status, &answer, &outcome);
    }

    /// Submits an action as the seat's input, like a button press.
    async fn act(&self, action: MafiaAction) -> String {
        let input = Input::Act {
            player: self.player.clone(),
            action: Action::Mafia(action.clone()),
        };
        match self.link.submit(self.game, input).await {
            Some(Ok(())) => format!("{action:?}"),
            Some(Err(r)) => format!("refused: {r}"),
            // not for players: the outcome shown in the external bot's own log
            None => "the game is gone".into(),
        }
    }

    /// The game is over: its copy of the bot goes.
    fn clean_up(&self) {
        remove_copy(&self.folder);
        tracing::info!(
            game = self.game,
            bot = self.player.0,
            "the bot's seat is closed"
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(name: &str) -> SeatInfo {
        SeatInfo {
            player: PlayerId::new(format!("test:{name}")),
            name: name.into(),
            computer: false,
        }
    }

    #[test]
    fn names_fit_the_protocol_and_stay_unique() {
        let seats: Vec<SeatInfo> = [
            "Hannah Smith",
            "Ada (cpu)",
            "rando (bot)",
            "rando (bot) 2",
            "Zoë",
            "✨",
            "a-b",
            "ab",
            "Hannah  Smith",
        ]
        .into_iter()
        .map(seat)
        .collect();
        let names = protocol_names(&seats);
        assert_eq!(
            names,
            [
                "Hannah_Smith",
                "Ada_cpu",
                "rando_bot",
                "rando_bot_2",
                "Zo",
                "player6",
                "a-b",
                "ab_2",
                "Hannah_Smith_2",
            ]
        );
        // Every name is one the protocol's answers can name.
        for (i, n) in names.iter().enumerate() {
            let answer = format!("vote {n}");
            assert_eq!(
                protocol::parse_day(&answer, &names),
                Some(MafiaAction::Vote(
                    narrator_engine::mafia::VoteChoice::Player(narrator_engine::Seat(
                        u8::try_from(i).unwrap()
                    ))
                )),
                "{n}"
            );
        }
    }
}
