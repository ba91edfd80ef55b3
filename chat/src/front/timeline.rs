//! `/WORD history` and `/WORD timeline GAME`, and the timeline posted when
//! a game ends. A timeline is rebuilt from the game's stored inputs by
//! replay ([`narrator_engine::timeline::Timeline::replay`]); a game that
//! has not ended has none, and a chat sees only its own games.

use super::{Front, FrontError, Place};
use crate::api::{ChatApi, Target};
use crate::command::Command;
use narrator_engine::GameResult;
use narrator_engine::timeline::text as render;
use narrator_engine::timeline::{Timeline, TimelineError};
use narrator_engine::{Input, Timestamp};
use narrator_i18n::{Lang, args, text};
use narrator_runtime::{GameId, GameRecord, InputEntry, Store};
use narrator_store::StoreError;

/// Finished games `/WORD history` lists.
const HISTORY: u32 = 10;

/// The longest part a timeline is cut into: under Discord's 2000
/// characters (Telegram takes 4096), with room for the part's label.
pub(crate) const PART_CHARS: usize = 1900;

/// Why a game's timeline cannot be shown.
#[derive(Debug)]
pub enum Refusal {
    /// No game with this id was played in this chat.
    NoSuchGame,
    /// The game has not ended.
    Running,
    /// Its stored record does not replay.
    Broken(String),
}

/// A stored game of `place` rebuilt into its timeline, with the record.
pub async fn timeline_of(
    store: &Store,
    place: &str,
    id: GameId,
) -> Result<Result<(GameRecord, Timeline), Refusal>, StoreError> {
    timeline_after(store, place, id, false).await
}

/// [`timeline_of`] for the game whose end is being delivered: its log
/// ends it, while the store marks it finished only once that end went out.
pub(crate) async fn timeline_at_end(
    store: &Store,
    place: &str,
    id: GameId,
) -> Result<Result<(GameRecord, Timeline), Refusal>, StoreError> {
    timeline_after(store, place, id, true).await
}

/// A game's timeline; `ending`: the game's end is on its way, so its log
/// alone says whether it is over.
async fn timeline_after(
    store: &Store,
    place: &str,
    id: GameId,
    ending: bool,
) -> Result<Result<(GameRecord, Timeline), Refusal>, StoreError> {
    let stored = match store.load_game(id).await {
        Ok(g) => g,
        Err(StoreError::UnknownGame(_)) => return Ok(Err(Refusal::NoSuchGame)),
        Err(StoreError::Corrupt { detail, .. }) => return Ok(Err(Refusal::Broken(detail))),
        Err(e) => return Err(e),
    };
    // Another chat's game is as unknown here as one never played.
    if stored.surface != place {
        return Ok(Err(Refusal::NoSuchGame));
    }
    // Asked in a chat, a game is over once its end was told.
    if stored.finished.is_none() && !ending {
        return Ok(Err(Refusal::Running));
    }
    let record: GameRecord = match serde_json::from_str(&stored.setup_json) {
        Ok(r) => r,
        Err(e) => return Ok(Err(Refusal::Broken(e.to_string()))),
    };
    let mut inputs: Vec<(Input, Timestamp)> = Vec::with_capacity(stored.inputs.len());
    for row in &stored.inputs {
        match serde_json::from_str::<InputEntry>(&row.input_json) {
            Ok(entry) => inputs.push((entry.input, Timestamp(row.at_ms))),
            Err(e) => return Ok(Err(Refusal::Broken(e.to_string()))),
        }
    }
    Ok(match Timeline::replay(&record.setup, &inputs) {
        Ok(t) => Ok((record, t)),
        Err(TimelineError::Running) => Err(Refusal::Running),
        Err(e @ TimelineError::Refused { .. }) => Err(Refusal::Broken(e.to_string())),
    })
}

/// A timeline as the messages a chat gets: lines joined into parts of at
/// most [`PART_CHARS`] characters, each labelled when there are several.
pub(crate) fn parts(lang: Lang, id: GameId, t: &Timeline) -> Vec<String> {
    let lines = render::timeline(lang, id, t);
    let mut parts: Vec<String> = Vec::new();
    let mut current = String::new();
    // Room for "(part 10 of 12)" in any language.
    let room = PART_CHARS - 60;
    for line in lines {
        for piece in cut(&line, room) {
            let len = current.chars().count();
            if len > 0 && len + 1 + piece.chars().count() > room {
                parts.push(std::mem::take(&mut current));
            }
            if !current.is_empty() {
                current.push('\n');
            }
            current.push_str(&piece);
        }
    }
    if !current.is_empty() {
        parts.push(current);
    }
    let count = parts.len();
    if count > 1 {
        for (i, part) in parts.iter_mut().enumerate() {
            let label = text(
                lang,
                "timeline-part",
                Some(&args![("part", i + 1), ("count", count)]),
            );
            part.push('\n');
            part.push_str(&label);
        }
    }
    parts
}

/// A line longer than `room` characters, cut at line breaks or, if it
/// must be, anywhere.
fn cut(line: &str, room: usize) -> Vec<String> {
    if line.chars().count() <= room {
        return vec![line.to_string()];
    }
    let mut out = Vec::new();
    for sub in line.split('\n') {
        let chars: Vec<char> = sub.chars().collect();
        for chunk in chars.chunks(room) {
            out.push(chunk.iter().collect());
        }
    }
    out
}

/// A time as `YYYY-MM-DD HH:MM UTC` (the same in every language); the web
/// pages write times so too.
pub fn utc(ms: i64) -> String {
    let secs = ms.div_euclid(1000);
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Howard Hinnant's days-to-civil.
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + i64::from(month <= 2);
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02} UTC",
        rest / 3600,
        rest % 3600 / 60
    )
}

impl<A: ChatApi> Front<A> {
    /// `/WORD history` and `/WORD timeline GAME`: the reply.
    pub(super) async fn timeline_command(
        &self,
        place: &Place,
        word: &str,
        lang: Lang,
        cmd: Command,
    ) -> Result<String, FrontError> {
        let say = |id: &str, a: &narrator_i18n::Args| text(lang, id, Some(a));
        match cmd {
            Command::Timeline { game: None } => {
                Ok(say("timeline-usage", &args![("command", word)]))
            }
            Command::Timeline { game: Some(typed) } => {
                let id = match typed.trim_start_matches(['#', '№']).parse::<GameId>() {
                    Ok(id) if id > 0 => id,
                    _ => {
                        return Ok(say(
                            "timeline-not-number",
                            &args![("command", word), ("text", typed.as_str())],
                        ));
                    }
                };
                Ok(match timeline_of(&self.store, &place.key, id).await? {
                    Ok((_, t)) => {
                        self.post_parts(place, parts(lang, id, &t)).await;
                        // The reply after the parts: the game's page.
                        let path = |pages: &crate::pages::GroupPages| pages.game_path(id);
                        super::pages::link_line(&self.store, &place.key, lang, path)
                            .await
                            .unwrap_or_default()
                    }
                    Err(Refusal::NoSuchGame) => {
                        say("timeline-no-game", &args![("id", id), ("command", word)])
                    }
                    Err(Refusal::Running) => say("timeline-running", &args![("id", id)]),
                    Err(Refusal::Broken(detail)) => {
                        tracing::error!(game = id, "a timeline does not replay: {detail}");
                        say("timeline-broken", &args![("id", id)])
                    }
                })
            }
            _ => self.history(place, word, lang).await,
        }
    }

    /// Posts a timeline's parts in the chat, in order; a reply could not
    /// hold a long one. Returns the reply: nothing, or what could not go.
    async fn post_parts(&self, place: &Place, parts: Vec<String>) -> String {
        let to = Target::Place(place.key.clone());
        for part in parts {
            if let Err(e) = self.api.say(&to, part, None).await {
                tracing::warn!(place = place.key, "a timeline part was not sent: {e}");
            }
        }
        String::new()
    }

    /// The chat's last finished games, one line each.
    async fn history(&self, place: &Place, word: &str, lang: Lang) -> Result<String, FrontError> {
        let lines = history_lines(&self.store, &place.key, HISTORY, lang).await?;
        if lines.is_empty() {
            return Ok(text(lang, "timeline-history-empty", None));
        }
        let mut all = vec![text(lang, "timeline-history-title", None)];
        all.extend(lines);
        all.push(text(
            lang,
            "timeline-history-hint",
            Some(&args![("command", word)]),
        ));
        Ok(all.join("\n"))
    }
}

/// Up to `limit` games played to an end in `place`, most recent first, one
/// line each (number, game and preset, when, winner). Games whose record
/// cannot be read are left out with a warning.
pub async fn history_lines(
    store: &Store,
    place: &str,
    limit: u32,
    lang: Lang,
) -> Result<Vec<String>, StoreError> {
    let mut lines = Vec::new();
    for id in store.finished_in(place, limit).await? {
        let game = match store.load_game(id).await {
            Ok(g) => g,
            Err(e) => {
                tracing::warn!(game = id, "left out of the history: {e}");
                continue;
            }
        };
        let Ok(record) = serde_json::from_str::<GameRecord>(&game.setup_json) else {
            tracing::warn!(
                game = id,
                "left out of the history: its setup does not parse"
            );
            continue;
        };
        let Some(finished) = game.finished else {
            continue;
        };
        let result: Option<GameResult> = serde_json::from_str(&finished.result_json).ok();
        lines.push(render::history_line(
            lang,
            id,
            &record.setup.config,
            &utc(finished.finished_at_ms),
            result.as_ref(),
        ));
    }
    Ok(lines)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_written_in_utc() {
        assert_eq!(utc(0), "1970-01-01 00:00 UTC");
        assert_eq!(utc(1_764_942_300_000), "2025-12-05 13:45 UTC");
        assert_eq!(utc(951_825_600_000), "2000-02-29 12:00 UTC");
    }

    /// Stores a simulated classic game of `surface`, finished or not.
    async fn stored(store: &Store, surface: &str, finish: bool) -> GameId {
        use narrator_engine::bots::simulate;
        use narrator_engine::mafia::Ruleset;
        use narrator_engine::{GameConfig, PlayerId, Seed, TableSetup};
        use narrator_store::{NewGame, StoredInput};
        let config = GameConfig::Mafia(Ruleset::classic());
        let seed = Seed::from_number(5);
        let game = simulate::run(&config, seed, 7, false);
        let record = GameRecord {
            setup: TableSetup {
                config,
                seed,
                host: PlayerId::new("sim:host"),
            },
            all_computer: false,
        };
        let id = store
            .create_game(NewGame {
                kind: "mafia".into(),
                surface: surface.into(),
                setup_json: serde_json::to_string(&record).unwrap(),
                created_at_ms: 0,
            })
            .await
            .unwrap();
        let inputs = if finish {
            &game.inputs[..]
        } else {
            &game.inputs[..game.inputs.len() / 2]
        };
        for (seq, (input, at)) in (0_u64..).zip(inputs) {
            let entry = InputEntry {
                input: input.clone(),
                by_computer: false,
                queued: None,
            };
            let row = StoredInput {
                seq,
                input_json: serde_json::to_string(&entry).unwrap(),
                at_ms: at.0,
            };
            store.append_input(id, row).await.unwrap();
        }
        if finish {
            let result = serde_json::to_string(&game.result).unwrap();
            store.finish_game(id, result, 1).await.unwrap();
        }
        id
    }

    #[tokio::test]
    async fn only_a_finished_game_of_this_chat_has_a_timeline() {
        let store = Store::open("sqlite::memory:").await.unwrap();
        let here = "telegram:-1";
        let done = stored(&store, here, true).await;
        let running = stored(&store, here, false).await;
        let elsewhere = stored(&store, "telegram:-2", true).await;
        let told = timeline_of(&store, here, done).await.unwrap();
        assert!(matches!(told, Ok((_, ref t)) if !t.departures().is_empty()));
        assert!(matches!(
            timeline_of(&store, here, running).await.unwrap(),
            Err(Refusal::Running)
        ));
        assert!(matches!(
            timeline_of(&store, here, elsewhere).await.unwrap(),
            Err(Refusal::NoSuchGame)
        ));
        assert!(matches!(
            timeline_of(&store, here, 9999).await.unwrap(),
            Err(Refusal::NoSuchGame)
        ));
        // The history lists this chat's finished games only.
        assert_eq!(store.finished_in(here, 10).await.unwrap(), vec![done]);
        // Every part of a long timeline fits a Discord message.
        let Ok((_, t)) = told else { return };
        for lang in Lang::ALL {
            let parts = parts(lang, done, &t);
            assert!(!parts.is_empty());
            assert!(parts.iter().all(|p| p.chars().count() <= PART_CHARS));
        }
    }

    #[test]
    fn long_lines_are_cut_to_fit() {
        let long = "x".repeat(5000);
        let pieces = cut(&long, 1000);
        assert_eq!(pieces.len(), 5);
        assert!(pieces.iter().all(|p| p.chars().count() <= 1000));
        assert_eq!(cut("short", 1000), vec!["short".to_string()]);
    }
}
