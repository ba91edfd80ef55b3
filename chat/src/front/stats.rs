//! `/WORD stats [@user|name]` and `/WORD top [preset] [week|month|all]
//! [global]`: statistics and leaderboards from finished games only (the
//! store has per-player results of a game only once it has ended).

use super::{Caller, Front, FrontError, Place};
use crate::api::ChatApi;
use crate::games::ChatGame;
use crate::links;
use crate::pages::GroupPages;
use narrator_i18n::{Lang, args, text as tr};
use narrator_store::stats::{self, MIN_RANKED_GAMES, PlayerStats, Ranked, Tally, Tie};
use narrator_store::{PlayerResult, ResultFilter};
use std::collections::BTreeMap;

/// A day in milliseconds.
const DAY_MS: i64 = 24 * 60 * 60 * 1000;

/// The time span of a leaderboard.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Period {
    /// The last 7 days.
    Week,
    /// The last 30 days.
    Month,
    /// Every game.
    All,
}

impl Period {
    /// Every period, the shortest first.
    pub const ALL: [Period; 3] = [Period::Week, Period::Month, Period::All];

    /// Its word in commands and addresses.
    pub fn code(self) -> &'static str {
        match self {
            Period::Week => "week",
            Period::Month => "month",
            Period::All => "all",
        }
    }

    /// The earliest end time counted, given the time now.
    pub fn since(self, now_ms: i64) -> Option<i64> {
        match self {
            Period::Week => Some(now_ms - 7 * DAY_MS),
            Period::Month => Some(now_ms - 30 * DAY_MS),
            Period::All => None,
        }
    }
}

/// What `top` asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct TopQuery {
    /// One preset only.
    pub preset: Option<String>,
    /// The time span.
    pub period: Period,
    /// Every place, not only this group.
    pub global: bool,
}

/// Reads the words after `top`; the word not understood otherwise. Each
/// of preset, period and `global` may come once, in any order.
pub(crate) fn parse_top(args: &str, presets: &[&str]) -> Result<TopQuery, String> {
    let mut query = TopQuery {
        preset: None,
        period: Period::All,
        global: false,
    };
    let mut period_seen = false;
    for word in args.split_whitespace() {
        let lower = word.to_lowercase();
        let period = match lower.as_str() {
            "week" => Some(Period::Week),
            "month" => Some(Period::Month),
            "all" => Some(Period::All),
            _ => None,
        };
        match period {
            Some(p) if !period_seen => {
                query.period = p;
                period_seen = true;
            }
            Some(_) => return Err(word.to_owned()),
            None if lower == "global" && !query.global => query.global = true,
            None if query.preset.is_none() && presets.contains(&lower.as_str()) => {
                query.preset = Some(lower);
            }
            None => return Err(word.to_owned()),
        }
    }
    Ok(query)
}

impl<A: ChatApi> Front<A> {
    /// `/WORD stats [who]`: the caller's statistics, or a named player's
    /// (by `@name`, name or player id among those who finished a game of
    /// this kind here; anywhere when asked in private).
    pub(super) async fn stats(
        &self,
        place: &Place,
        caller: &Caller,
        game: &dyn ChatGame,
        who: Option<String>,
    ) -> Result<String, FrontError> {
        let lang = self.reply_lang(place, caller).await;
        let word = game.word();
        let kind = ResultFilter {
            kind: Some(word.to_owned()),
            ..ResultFilter::default()
        };
        let who_is_caller = who.is_none();
        let player = match who {
            None => self.person_of(&caller.id.0).await,
            Some(typed) => {
                let here = ResultFilter {
                    place: place.group.then(|| place.key.clone()),
                    ..kind.clone()
                };
                let rows = self.results(&here).await?;
                // A linked identity's id names the person it counts as.
                let found = match find_player(&rows, &typed) {
                    Found::None => find_player(&rows, &self.person_of(name_of(&typed)).await),
                    found => found,
                };
                match found {
                    Found::One(id) => id,
                    Found::None => {
                        return Ok(tr(
                            lang,
                            "stats-unknown-player",
                            Some(&args![("name", name_of(&typed)), ("game", word)]),
                        ));
                    }
                    Found::Many(ids) => {
                        return Ok(tr(
                            lang,
                            "stats-ambiguous",
                            Some(&args![("name", name_of(&typed)), ("ids", ids.join(", "))]),
                        ));
                    }
                }
            }
        };
        // Every game of the kind: the rating needs the other seats too.
        let rows = self.results(&kind).await?;
        let ratings = stats::ratings(&rows);
        Ok(match stats::player_stats(&rows, &player) {
            Some(mut s) => {
                s.rating = ratings.get(&player).map(stats::shown_rating);
                let mut reply = stats_text(lang, word, &s);
                let link =
                    super::pages::player_link_line(&self.store, &place.key, lang, &player).await;
                if let Some(link) = link {
                    reply.push('\n');
                    reply.push_str(&link);
                }
                reply
            }
            None if who_is_caller => tr(lang, "stats-no-games-you", Some(&args![("game", word)])),
            None => tr(
                lang,
                "stats-no-games-player",
                Some(&args![("name", player), ("game", word)]),
            ),
        })
    }

    /// `/WORD top …`: the leaderboard of this group (or every group).
    pub(super) async fn top(
        &self,
        place: &Place,
        caller: &Caller,
        game: &dyn ChatGame,
        args: &str,
    ) -> Result<String, FrontError> {
        let lang = self.reply_lang(place, caller).await;
        let word = game.word();
        let query = match parse_top(args, game.presets()) {
            Ok(query) => query,
            Err(typed) => {
                // Command syntax, the same in every language.
                let presets = match game.presets() {
                    [] => String::new(),
                    presets => format!(" [{}]", presets.join("|")),
                };
                let usage = format!("/{word} top{presets} [week|month|all] [global]");
                return Ok(tr(
                    lang,
                    "stats-bad-top",
                    Some(&args![("typed", typed), ("usage", usage)]),
                ));
            }
        };
        // In private there is no group: the whole leaderboard.
        let global = query.global || !place.group;
        let filter = ResultFilter {
            place: (!global).then(|| place.key.clone()),
            kind: Some(word.to_owned()),
            preset: query.preset.clone(),
            since_ms: query.period.since(self.host.now().0),
            ..ResultFilter::default()
        };
        let rows = self.results(&filter).await?;
        let board = stats::leaderboard(&rows, MIN_RANKED_GAMES);
        if rows.is_empty() {
            return Ok(tr(lang, "stats-top-empty", None));
        }
        if board.is_empty() {
            return Ok(too_few(lang, &rows, MIN_RANKED_GAMES));
        }
        let heading = Heading {
            word,
            global,
            preset: query.preset.as_deref(),
            period: query.period.code(),
            min: MIN_RANKED_GAMES,
        };
        let mut reply = board_text(lang, &heading, &board);
        if !global {
            let link =
                super::pages::link_line(&self.store, &place.key, lang, GroupPages::group_path)
                    .await;
            if let Some(link) = link {
                reply.push('\n');
                reply.push_str(&link);
            }
        }
        Ok(reply)
    }
}

impl<A: ChatApi> Front<A> {
    /// Finished games' results matching `filter`, each seat under the
    /// person its player counts as (identities joined with `/link` are one
    /// player).
    async fn results(&self, filter: &ResultFilter) -> Result<Vec<PlayerResult>, FrontError> {
        let mut rows = self.store.player_results(filter).await?;
        let persons = self.links.persons().await?;
        if !persons.is_empty() {
            for row in &mut rows {
                row.seat.player = links::canonical(&persons, &row.seat.player);
            }
        }
        Ok(rows)
    }

    /// The person `id` counts as in statistics.
    async fn person_of(&self, id: &str) -> String {
        match self.links.persons().await {
            Ok(persons) => links::canonical(&persons, id),
            Err(e) => {
                tracing::warn!("cannot read linked identities: {e}");
                id.to_owned()
            }
        }
    }
}

/// Whom a typed name means.
#[derive(Debug, PartialEq, Eq)]
pub enum Found {
    /// One player, by id.
    One(String),
    /// Nobody.
    None,
    /// Several players have that name: their ids.
    Many(Vec<String>),
}

/// The typed name without a leading `@`.
pub fn name_of(typed: &str) -> &str {
    typed.trim().trim_start_matches('@')
}

/// Finds a player by id, or by the name they had (case-insensitive), among
/// `rows`; several people with one name are named by their ids.
pub fn find_player(rows: &[PlayerResult], typed: &str) -> Found {
    let typed = name_of(typed);
    if rows.iter().any(|r| r.seat.player == typed) {
        return Found::One(typed.to_owned());
    }
    let wanted = typed.to_lowercase();
    let mut ids: Vec<String> = rows
        .iter()
        .filter(|r| r.seat.name.trim_start_matches('@').to_lowercase() == wanted)
        .map(|r| r.seat.player.clone())
        .collect();
    ids.sort();
    ids.dedup();
    match ids.len() {
        0 => Found::None,
        1 => Found::One(ids.remove(0)),
        _ => Found::Many(ids),
    }
}

/// Why a leaderboard is empty though games were played: nobody has the
/// games it takes yet, or only computer players finished any.
pub fn too_few(lang: Lang, rows: &[PlayerResult], min: u32) -> String {
    match stats::most_games_of_people(rows) {
        0 => tr(lang, "stats-top-no-people", None),
        most => tr(
            lang,
            "stats-top-too-few",
            Some(&args![("min", min), ("most", most)]),
        ),
    }
}

/// A rating as shown: one decimal, or a dash when there is none.
fn rating_text(rating: Option<f64>) -> String {
    rating.map_or_else(|| "—".to_owned(), |r| format!("{r:.1}"))
}

/// A player's statistics, in `lang`, for the game `word`.
pub fn stats_text(lang: Lang, word: &str, s: &PlayerStats) -> String {
    let tallies = |map: &BTreeMap<String, Tally>, id: &str, arg: &str| {
        let list: Vec<String> = map
            .iter()
            .map(|(code, t)| {
                let what = tr(lang, id, Some(&args![(arg, code.as_str())]));
                tr(
                    lang,
                    "stats-tally",
                    Some(&args![
                        ("what", what),
                        ("wins", t.wins),
                        ("games", t.games),
                        ("rate", t.percent())
                    ]),
                )
            })
            .collect();
        list.join(", ")
    };
    let mut lines = vec![
        tr(
            lang,
            "stats-header",
            Some(&args![("name", s.name.as_str()), ("game", word)]),
        ),
        tr(
            lang,
            "stats-summary",
            Some(&args![
                ("games", s.total.games),
                ("wins", s.total.wins),
                ("rate", s.total.percent()),
                ("survived", s.survived),
                ("survival", stats::percent(s.survived, s.total.games))
            ]),
        ),
        tr(
            lang,
            "stats-rating",
            Some(&args![("rating", rating_text(s.rating))]),
        ),
    ];
    if let Some(role) = &s.favourite_role {
        let role = tr(lang, "stats-role", Some(&args![("role", role.as_str())]));
        lines.push(tr(lang, "stats-favourite", Some(&args![("role", role)])));
    }
    lines.push(tr(
        lang,
        "stats-streak",
        Some(&args![("streak", s.longest_streak)]),
    ));
    lines.push(tr(
        lang,
        "stats-by-role",
        Some(&args![("list", tallies(&s.by_role, "stats-role", "role"))]),
    ));
    lines.push(tr(
        lang,
        "stats-by-team",
        Some(&args![("list", tallies(&s.by_team, "stats-team", "team"))]),
    ));
    lines.join("\n")
}

/// What a leaderboard covers, for its heading.
#[derive(Clone, Copy, Debug)]
pub struct Heading<'a> {
    /// The game's command word.
    pub word: &'a str,
    /// Every place rather than one group.
    pub global: bool,
    /// One preset only.
    pub preset: Option<&'a str>,
    /// `week`, `month` or `all`.
    pub period: &'a str,
    /// The fewest games to be ranked.
    pub min: u32,
}

/// A leaderboard with its heading, in `lang`.
pub fn board_text(lang: Lang, heading: &Heading<'_>, board: &[Ranked]) -> String {
    let header = tr(
        lang,
        "stats-top-header",
        Some(&args![
            ("game", heading.word),
            ("scope", if heading.global { "global" } else { "group" }),
            ("preset", heading.preset.unwrap_or("any")),
            ("period", heading.period),
            ("min", heading.min)
        ]),
    );
    let mut lines = vec![header];
    lines.extend(board.iter().map(|r| top_line(lang, r)));
    lines.join("\n")
}

/// A leaderboard line, with why it ties with the line above.
fn top_line(lang: Lang, r: &Ranked) -> String {
    let line = tr(
        lang,
        "stats-top-line",
        Some(&args![
            ("rank", r.rank),
            ("name", r.stats.name.as_str()),
            ("wins", r.stats.total.wins),
            ("games", r.stats.total.games),
            ("rate", r.stats.total.percent()),
            ("rating", rating_text(r.stats.rating))
        ]),
    );
    match r.tie {
        None => line,
        Some(tie) => {
            let code = match tie {
                Tie::OnWinRate => "rate",
                Tie::OnWinRateAndGames => "games",
                Tie::Full => "full",
            };
            let why = tr(lang, "stats-tie", Some(&args![("tie", code)]));
            format!("{line} ({why})")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PRESETS: &[&str] = &["classic", "hp", "sport"];

    #[test]
    fn reads_top_in_any_order() {
        assert_eq!(
            parse_top("", PRESETS),
            Ok(TopQuery {
                preset: None,
                period: Period::All,
                global: false
            })
        );
        assert_eq!(
            parse_top("week HP global", PRESETS),
            Ok(TopQuery {
                preset: Some("hp".into()),
                period: Period::Week,
                global: true
            })
        );
        assert_eq!(
            parse_top("global month", PRESETS).map(|q| (q.period, q.global)),
            Ok((Period::Month, true))
        );
    }

    #[test]
    fn refuses_unknown_or_repeated_words() {
        assert_eq!(parse_top("yearly", PRESETS), Err("yearly".into()));
        assert_eq!(parse_top("week month", PRESETS), Err("month".into()));
        assert_eq!(parse_top("hp sport", PRESETS), Err("sport".into()));
        assert_eq!(parse_top("classic", &[]), Err("classic".into()));
    }

    #[test]
    fn periods_start_7_and_30_days_back() {
        assert_eq!(Period::Week.since(10 * DAY_MS), Some(3 * DAY_MS));
        assert_eq!(Period::Month.since(40 * DAY_MS), Some(10 * DAY_MS));
        assert_eq!(Period::All.since(1), None);
    }
}
