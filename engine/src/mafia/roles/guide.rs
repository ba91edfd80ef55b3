//! The roles explained to players (`/mafia roles`, `/mafia role NAME`):
//! which roles a ruleset deals, each role's name, one line and
//! description from the `mafia-roles` catalogue
//! (`locales/LANG/mafia-roles.ftl`, messages keyed by the role's stable
//! name), and the role a person names. Adding a role to [`Role::ALL`]
//! asks for its three texts in every language (the engine's
//! `role_texts` test fails without them); nothing here names a role.

use super::Role;
use crate::mafia::ruleset::Ruleset;
use crate::render::Lang;
use narrator_i18n::{args, text};

/// How many of one role a ruleset deals over its seat range.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Dealt {
    /// The role.
    pub role: Role,
    /// The fewest dealt at some table size (0 when a small table has none).
    pub fewest: usize,
    /// The most dealt at some table size.
    pub most: usize,
}

/// The roles `rules` deal at some table size from `min_players` to
/// `max_players`, in the deal's order, with the fewest and most of each.
/// Read from the deal itself, so it says what a game would deal.
pub fn deck(rules: &Ruleset) -> Vec<Dealt> {
    let mut out: Vec<Dealt> = Vec::new();
    let seats = usize::from(rules.min_players)..=usize::from(rules.max_players);
    for (i, n) in seats.enumerate() {
        let counts = crate::mafia::deal::role_counts(rules, n);
        // A role met before but missing at this size has none here.
        for dealt in &mut out {
            if !counts.iter().any(|(r, _)| *r == dealt.role) {
                dealt.fewest = 0;
            }
        }
        for (role, k) in counts {
            match out.iter_mut().find(|d| d.role == role) {
                Some(d) => {
                    d.fewest = d.fewest.min(k);
                    d.most = d.most.max(k);
                }
                None => out.push(Dealt {
                    role,
                    // A role first met at a larger table has none at the
                    // smaller ones.
                    fewest: if i == 0 { k } else { 0 },
                    most: k,
                }),
            }
        }
    }
    out.retain(|d| d.most > 0);
    out
}

/// The catalogue ids of a role's texts: its name, its line and its
/// description (`mafia-role-name-cop`, `mafia-role-line-cop`,
/// `mafia-role-about-cop`).
pub fn text_ids(role: Role) -> [String; 3] {
    ["name", "line", "about"].map(|part| format!("mafia-role-{part}-{}", role.name()))
}

/// The role's name in `lang`, capitalised (`Godfather`).
pub fn name(lang: Lang, role: Role) -> String {
    let [id, _, _] = text_ids(role);
    text(lang, &id, None)
}

/// The role in one line: its side and what it does.
pub fn line(lang: Lang, role: Role) -> String {
    let [_, id, _] = text_ids(role);
    text(lang, &id, None)
}

/// The role in full: its side, its night, what an investigation shows,
/// its special rules.
pub fn about(lang: Lang, role: Role) -> String {
    let [_, _, id] = text_ids(role);
    text(lang, &id, None)
}

/// Every role's name in `lang`, in [`Role::ALL`]'s order, each once.
pub fn names(lang: Lang) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for role in Role::ALL {
        let n = name(lang, role);
        if !out.contains(&n) {
            out.push(n);
        }
    }
    out
}

/// The role a person named: its stable name (`godfather`,
/// `serial_killer` or `serial killer`) or its name in `lang`
/// (`главарь мафии`), in any case and spacing. Where two roles
/// share a name in `lang` (Russian's villager and commoner), the one
/// `rules` deal.
pub fn find(lang: Lang, rules: &Ruleset, typed: &str) -> Option<Role> {
    let typed = normal(typed);
    if typed.is_empty() {
        return None;
    }
    let named: Vec<Role> = Role::ALL
        .into_iter()
        .filter(|r| normal(r.name()) == typed || normal(&name(lang, *r)) == typed)
        .collect();
    let dealt = deck(rules);
    named
        .iter()
        .copied()
        .find(|r| dealt.iter().any(|d| d.role == *r))
        .or_else(|| named.first().copied())
}

/// Lower case, words separated by one space (`serial_killer` is
/// `serial killer`).
fn normal(s: &str) -> String {
    s.replace('_', " ")
        .split_whitespace()
        .map(str::to_lowercase)
        .collect::<Vec<_>>()
        .join(" ")
}

fn yes_no(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

/// `/mafia roles`: which rules these are, then each role `rules` deal in
/// one line with how many.
pub fn listing(lang: Lang, rules: &Ruleset) -> String {
    let head = text(
        lang,
        "mafia-roles-head",
        Some(&args![
            ("preset", rules.preset.code()),
            ("listed", yes_no(rules.roles.is_some())),
            ("min", rules.min_players),
            ("max", rules.max_players),
        ]),
    );
    let mut lines = vec![head];
    for d in deck(rules) {
        lines.push(text(
            lang,
            "mafia-roles-entry",
            Some(&args![
                ("name", name(lang, d.role)),
                ("fewest", d.fewest),
                ("most", d.most),
                ("span", if d.fewest == d.most { "one" } else { "range" }),
                ("line", line(lang, d.role)),
            ]),
        ));
    }
    lines.join("\n")
}

/// `/mafia role NAME`: the role's name and description, and a note when
/// `rules` do not deal it.
pub fn described(lang: Lang, rules: &Ruleset, role: Role) -> String {
    let mut parts = vec![name(lang, role), about(lang, role)];
    if !deck(rules).iter().any(|d| d.role == role) {
        parts.push(text(
            lang,
            "mafia-role-not-dealt",
            Some(&args![
                ("preset", rules.preset.code()),
                ("listed", yes_no(rules.roles.is_some())),
            ]),
        ));
    }
    parts.join("\n")
}
