//! Mafia's roles explained to players (`/mafia roles`, `/mafia role
//! NAME`, issue 30): every role has its texts in every language, the
//! deck a ruleset deals is read from the deal, and a role is found by the
//! names people type.

use narrator_engine::mafia::roles::guide::{self, Dealt};
use narrator_engine::mafia::{Role, Ruleset};
use narrator_i18n::Lang;

/// Classic with the roles `list` (villagers for the other seats).
fn listed(list: &[(&str, u8)]) -> Ruleset {
    let mut rules = Ruleset::classic();
    rules.roles = Some(list.iter().map(|(r, n)| (r.to_string(), *n)).collect());
    rules
}

/// The presets, and lists that deal every classic role beyond the four:
/// a mafioso and five others each, so every list is valid.
fn rulesets() -> Vec<Ruleset> {
    let four = [Role::Villager, Role::Mafioso, Role::Cop, Role::Doctor];
    let more: Vec<&str> = Role::ALL
        .into_iter()
        .filter(|r| r.classic() && !four.contains(r))
        .map(Role::name)
        .collect();
    let mut out = vec![Ruleset::classic(), Ruleset::hp(), Ruleset::sport()];
    for chunk in more.chunks(5) {
        let mut list = vec![("mafioso", 1)];
        list.extend(chunk.iter().map(|r| (*r, 1)));
        let rules = listed(&list);
        assert_eq!(rules.validate(), Ok(()), "{list:?}");
        out.push(rules);
    }
    out
}

fn dealt(role: Role, fewest: usize, most: usize) -> Dealt {
    Dealt { role, fewest, most }
}

/// The test that makes a new role bring its texts: a role of
/// `Role::ALL` without its name, its line or its description in any
/// language fails here.
#[test]
fn every_role_has_its_name_line_and_description_in_every_language() {
    let mut missing = Vec::new();
    for lang in Lang::ALL {
        let ids = narrator_i18n::ids(lang);
        for role in Role::ALL {
            for id in guide::text_ids(role) {
                if !ids.contains(&id) {
                    missing.push(format!("{lang}: {id}"));
                }
            }
            for text in [
                guide::name(lang, role),
                guide::line(lang, role),
                guide::about(lang, role),
            ] {
                assert!(
                    !text.trim().is_empty() && !text.contains("mafia-role-"),
                    "{lang} {}: {text}",
                    role.name()
                );
            }
        }
    }
    assert!(
        missing.is_empty(),
        "roles without their texts (locales/LANG/mafia-roles.ftl): {missing:#?}"
    );
}

#[test]
fn every_role_is_dealt_by_some_ruleset_here() {
    // So the tests below see every role in a deck.
    for role in Role::ALL {
        assert!(
            rulesets()
                .iter()
                .any(|r| guide::deck(r).iter().any(|d| d.role == role)),
            "{}",
            role.name()
        );
    }
}

#[test]
fn the_deck_is_what_the_deal_gives_over_the_seat_range() {
    use Role::*;
    assert_eq!(
        guide::deck(&Ruleset::classic()),
        vec![
            dealt(Mafioso, 2, 6),
            dealt(Cop, 1, 1),
            dealt(Doctor, 1, 1),
            dealt(Villager, 2, 12),
        ]
    );
    assert_eq!(
        guide::deck(&listed(&[("godfather", 1), ("mafioso", 2), ("cop", 1)])),
        vec![
            dealt(Mafioso, 2, 2),
            dealt(Cop, 1, 1),
            dealt(Godfather, 1, 1),
            dealt(Villager, 2, 16),
        ]
    );
    assert_eq!(
        guide::deck(&Ruleset::hp()),
        vec![
            dealt(Mafioso, 1, 6),
            dealt(Detective, 1, 6),
            dealt(Healer, 1, 3),
            dealt(Commoner, 3, 17),
        ]
    );
    assert_eq!(
        guide::deck(&Ruleset::sport()),
        vec![
            dealt(Don, 1, 1),
            dealt(Mafioso, 2, 4),
            dealt(Sheriff, 1, 1),
            dealt(Villager, 6, 10),
        ]
    );
    // A role no table gets is left out.
    let no_doctor = Ruleset {
        doctors: 0,
        ..Ruleset::classic()
    };
    assert!(
        !guide::deck(&no_doctor).iter().any(|d| d.role == Doctor),
        "{:?}",
        guide::deck(&no_doctor)
    );
}

#[test]
fn a_role_is_found_by_its_stable_or_its_own_name_in_any_case() {
    for rules in rulesets() {
        for d in guide::deck(&rules) {
            let role = d.role;
            for lang in Lang::ALL {
                let name = guide::name(lang, role);
                for typed in [
                    role.name().to_string(),
                    role.name().to_uppercase(),
                    name.clone(),
                    name.to_lowercase(),
                    format!("  {}  ", name.to_uppercase()),
                ] {
                    assert_eq!(
                        guide::find(lang, &rules, &typed),
                        Some(role),
                        "{lang} {typed:?} with {}",
                        rules.preset
                    );
                }
            }
        }
    }
    let classic = Ruleset::classic();
    for typed in ["serial killer", "Serial_Killer"] {
        assert_eq!(
            guide::find(Lang::En, &classic, typed),
            Some(Role::SerialKiller),
            "{typed:?}"
        );
    }
    for typed in ["", "  ", "joker", "cop cop"] {
        assert_eq!(guide::find(Lang::En, &classic, typed), None, "{typed:?}");
    }
    // Another language's name is not this one's.
    assert_eq!(guide::find(Lang::En, &classic, "комиссар"), None);
}

#[test]
fn a_name_two_roles_share_finds_the_one_the_rules_deal() {
    // Russian calls the villager and hp's commoner alike.
    let shared = guide::name(Lang::Ru, Role::Commoner);
    assert_eq!(shared, guide::name(Lang::Ru, Role::Villager));
    assert_eq!(
        guide::find(Lang::Ru, &Ruleset::hp(), &shared),
        Some(Role::Commoner)
    );
    assert_eq!(
        guide::find(Lang::Ru, &Ruleset::classic(), &shared),
        Some(Role::Villager)
    );
    // The known names list it once.
    let names = guide::names(Lang::Ru);
    assert_eq!(names.iter().filter(|n| **n == shared).count(), 1);
    assert_eq!(guide::names(Lang::En).len(), Role::ALL.len());
}

#[test]
fn the_listing_has_a_head_and_one_line_per_dealt_role() {
    for rules in rulesets() {
        let deck = guide::deck(&rules);
        for lang in Lang::ALL {
            let listing = guide::listing(lang, &rules);
            let lines: Vec<&str> = listing.lines().collect();
            assert_eq!(lines.len(), 1 + deck.len(), "{listing}");
            assert!(lines[0].contains(rules.preset.code()), "{listing}");
            for (line, d) in lines[1..].iter().zip(&deck) {
                assert!(line.contains(&guide::name(lang, d.role)), "{line}");
                assert!(line.contains(&guide::line(lang, d.role)), "{line}");
                assert!(line.contains(&d.most.to_string()), "{line}");
            }
        }
    }
}

#[test]
fn a_description_notes_when_the_rules_do_not_deal_the_role() {
    let classic = Ruleset::classic();
    for lang in Lang::ALL {
        let cop = guide::described(lang, &classic, Role::Cop);
        assert_eq!(
            cop.lines().collect::<Vec<_>>(),
            vec![guide::name(lang, Role::Cop), guide::about(lang, Role::Cop)]
        );
        let don = guide::described(lang, &classic, Role::Don);
        let lines: Vec<&str> = don.lines().collect();
        assert_eq!(lines.len(), 3, "{don}");
        assert!(lines[2].contains("classic"), "{don}");
    }
}

/// Every message of the area is rendered by the guide, in every
/// language, with every argument it reads.
#[test]
fn the_guide_uses_every_message_of_its_catalogue() {
    narrator_i18n::start_recording();
    for lang in Lang::ALL {
        for rules in rulesets() {
            guide::listing(lang, &rules);
            for role in Role::ALL {
                guide::described(lang, &rules, role);
            }
        }
    }
    let used = narrator_i18n::used();
    let unused: Vec<String> = narrator_i18n::area_ids("mafia-roles")
        .into_iter()
        .filter(|id| !used.contains(id))
        .collect();
    assert!(unused.is_empty(), "never rendered: {unused:?}");
    let errors: Vec<String> = narrator_i18n::errors()
        .into_iter()
        .filter(|e| e.contains("mafia-role"))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");
}

/// The words themselves, once per language.
#[test]
fn the_classic_listing_and_a_role_read_in_each_language() {
    let classic = Ruleset::classic();
    let en = guide::listing(Lang::En, &classic);
    assert!(
        en.starts_with(
            "The roles the classic preset deals (6 to 20 players):\n• Mafioso × 2–6: mafia"
        ),
        "{en}"
    );
    assert!(en.contains("\n• Cop × 1: village;"), "{en}");
    let ru = guide::listing(Lang::Ru, &classic);
    assert!(ru.contains("\n• Комиссар × 1: мирные;"), "{ru}");
    let vi = guide::listing(Lang::Vi, &classic);
    assert!(vi.contains("\n• Cảnh sát × 1: dân làng;"), "{vi}");
    let godfather = guide::described(Lang::En, &classic, Role::Godfather);
    assert!(
        godfather.starts_with("Godfather\nSide: the mafia"),
        "{godfather}"
    );
    assert!(
        godfather.ends_with("These rules (classic) do not deal this role."),
        "{godfather}"
    );
}
