//! The post-game timeline and the list of finished games, from the
//! `timeline` catalogue (`locales/LANG/timeline.ftl`). The game's own
//! story is worded by the game (through [`crate::game::Story`]).

use super::Timeline;
use crate::game::{AnyGame, GameConfig, GameResult, Outcome};
use crate::render::{Lang, Names, name_with_role};
use crate::seat::Seat;
use narrator_i18n::{args, text};

/// A game's kind and preset as the catalogue names it, e.g. "classic
/// Mafia".
pub fn game(lang: Lang, config: &GameConfig) -> String {
    let preset = config.preset_label();
    // A game without presets files its results under its own name.
    let preset = if preset == config.kind().code() {
        "none".to_string()
    } else {
        preset
    };
    text(
        lang,
        "timeline-game",
        Some(&args![("kind", config.kind().code()), ("preset", preset)]),
    )
}

/// How a game ended, in a few words: the winning team, or "stopped".
pub fn winner(lang: Lang, result: Option<&GameResult>) -> String {
    match result.map(|r| &r.outcome) {
        Some(Outcome::Won(team)) => text(
            lang,
            "timeline-winner",
            Some(&args![("team", crate::render::team(lang, *team))]),
        ),
        Some(Outcome::Stopped) => text(lang, "timeline-stopped", None),
        None => text(lang, "timeline-not-played", None),
    }
}

/// One line of the list of finished games.
pub fn history_line(
    lang: Lang,
    id: i64,
    config: &GameConfig,
    when: &str,
    result: Option<&GameResult>,
) -> String {
    text(
        lang,
        "timeline-history-line",
        Some(&args![
            ("id", id),
            ("game", game(lang, config)),
            ("when", when),
            ("winner", winner(lang, result)),
        ]),
    )
}

/// The timeline of game `id`, one line per event, headed by its title and
/// ended by the winner, every role, the seed and the commitment.
pub fn timeline(lang: Lang, id: i64, t: &Timeline) -> Vec<String> {
    let names = Names::new(&t.names);
    let mut lines = vec![text(
        lang,
        "timeline-title",
        Some(&args![("id", id), ("game", game(lang, &t.config))]),
    )];
    let roles = t.result.as_ref().map_or(&[][..], |r| r.roles.as_slice());
    lines.extend(t.story.lines(lang, &names, roles));
    lines.extend(ending(lang, t));
    lines
}

/// How the timeline ends: the winner, every role, the seed and the
/// commitment (or that the game was not played).
pub fn ending(lang: Lang, t: &Timeline) -> Vec<String> {
    let names = Names::new(&t.names);
    let Some(result) = &t.result else {
        return vec![text(lang, "timeline-not-played", None)];
    };
    let roles: Vec<String> = (0..t.names.len())
        .filter_map(|i| u8::try_from(i).ok())
        .map(|i| name_with_role::<AnyGame>(lang, Seat(i), &result.roles, &names))
        .collect();
    vec![
        text(
            lang,
            "timeline-end",
            Some(&args![("winner", winner(lang, Some(result)))]),
        ),
        text(
            lang,
            "timeline-roles",
            Some(&args![("list", roles.join(", "))]),
        ),
        text(
            lang,
            "timeline-seed",
            Some(&args![
                ("seed", result.seed.to_string()),
                ("commitment", result.commitment.as_str()),
            ]),
        ),
    ]
}
