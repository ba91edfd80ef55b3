//! No public text names a hidden role (issue 30): computer games dealing
//! the newer roles, with roles not shown on death, every public message
//! before the winner rendered in en, ru and vi. Only the roles the rules
//! make public name themselves (the hunter aiming, the mayor revealing,
//! the lynched jester).

use crate::common::NEWER_ROLE_LISTS;
use narrator_engine::bots::simulate;
use narrator_engine::game::{GameMessage, Message};
use narrator_engine::mafia::{MafiaMessage, Role, Ruleset};
use narrator_engine::render::{self, Lang, Names};
use narrator_engine::{Audience, EffectKind, GameConfig, Seed};

/// Roles the rules show publicly while the game runs.
const SHOWN: [Role; 3] = [Role::Hunter, Role::Mayor, Role::Jester];

/// A role's name as the public text would carry it: without the English
/// article, and in Russian without the ending a case changes.
fn word(lang: Lang, role: Role) -> String {
    let phrase = narrator_engine::mafia::render::role(lang, role).to_lowercase();
    let bare = phrase
        .strip_prefix("the ")
        .or_else(|| phrase.strip_prefix("a "))
        .unwrap_or(&phrase)
        .to_string();
    match lang {
        Lang::Ru => {
            let first: String = bare.split(' ').next().unwrap_or(&bare).to_string();
            let chars: Vec<char> = first.chars().collect();
            let keep = chars.len().saturating_sub(2).max(3);
            chars[..keep.min(chars.len())].iter().collect()
        }
        _ => bare,
    }
}

fn listed(roles: &[&str]) -> Ruleset {
    Ruleset {
        min_players: u8::try_from(roles.len()).unwrap_or(u8::MAX),
        reveal_on_death: false,
        roles: Some(roles.iter().map(|r| (r.to_string(), 1)).collect()),
        ..Ruleset::classic()
    }
}

#[test]
fn no_public_text_names_a_hidden_role_in_any_language() {
    let mut read = 0;
    for list in NEWER_ROLE_LISTS {
        let rules = listed(list);
        let hidden: Vec<Role> = list
            .iter()
            .filter_map(|n| Role::named(n))
            .filter(|r| !SHOWN.contains(r))
            .collect();
        let config = GameConfig::Mafia(rules);
        for seed in 0..40 {
            let sim = simulate::run(&config, Seed::from_number(seed), 12, true);
            assert!(sim.result.is_some(), "seed {seed} ends");
            let names: Vec<String> = sim
                .effects
                .iter()
                .find_map(|e| match &e.kind {
                    EffectKind::Message(Message::Started { names, .. }) => Some(names.clone()),
                    _ => None,
                })
                .expect("the start");
            let names = Names::new(&names);
            for e in &sim.effects {
                let EffectKind::Message(m) = &e.kind else {
                    continue;
                };
                if matches!(
                    m,
                    Message::Game(GameMessage::Mafia(MafiaMessage::Winner { .. }))
                        | Message::GameOver(_)
                ) {
                    break;
                }
                if e.audience != Audience::Public {
                    continue;
                }
                for lang in Lang::ALL {
                    let text = render::message(lang, m, &names).to_lowercase();
                    read += 1;
                    for role in &hidden {
                        let w = word(lang, *role);
                        assert!(
                            !text.contains(&w),
                            "{lang:?}: a public text names {role:?} ({w}): {text}"
                        );
                    }
                }
            }
        }
    }
    assert!(read > 1000, "only {read} texts read");
}
