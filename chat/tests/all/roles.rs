//! `/mafia roles` and `/mafia role NAME` through the front (issue 30):
//! the roles the group's settings deal, one role by its English or its
//! localized name, and the replies to an unknown name, a missing name and
//! a game without roles. Replies are compared with what the engine's
//! guide and the front's texts render, so the words are checked once, in
//! the catalogue tests and in the last test here.

use crate::recorder::Recorder;
use narrator_chat::games::UnknownRole;
use narrator_chat::{Caller, Command, Front, Games, Place, Usage, text};
use narrator_engine::mafia::roles::guide;
use narrator_engine::mafia::{Role, Ruleset};
use narrator_engine::{PlayerId, Timestamp};
use narrator_i18n::Lang;
use narrator_runtime::{Clock, Store};
use std::sync::Arc;

const GROUP: &str = "test:-100";

fn group(locale: Option<Lang>) -> Place {
    Place {
        key: GROUP.into(),
        group: true,
        locale,
    }
}

fn private() -> Place {
    Place {
        key: "test:1".into(),
        group: false,
        locale: None,
    }
}

fn admin() -> Caller {
    Caller {
        id: PlayerId::new("test:1"),
        name: "Ann".into(),
        locale: None,
    }
}

async fn front() -> Front<Recorder> {
    let store = Store::open("sqlite::memory:").await.expect("store");
    Front::new(
        "test:",
        Arc::new(Recorder::default()),
        store,
        Clock::starting_at(Timestamp(1_000_000), 1),
        0,
    )
}

async fn ask(front: &Front<Recorder>, place: &Place, word: &str, cmd: &str) -> String {
    front
        .command(place, &admin(), word, Command::parse(cmd))
        .await
}

/// The listing's reply: the guide's listing, then how to read one role.
fn listing_reply(lang: Lang, rules: &Ruleset) -> String {
    text::roles(lang, "mafia", guide::listing(lang, rules))
}

#[tokio::test]
async fn roles_lists_the_default_deck_of_the_groups_preset() {
    let front = front().await;
    for lang in Lang::ALL {
        let reply = ask(&front, &group(Some(lang)), "mafia", "roles").await;
        assert_eq!(reply, listing_reply(lang, &Ruleset::classic()));
        // A head, classic's four roles, and the hint.
        assert_eq!(reply.lines().count(), 6, "{reply}");
        for role in [Role::Mafioso, Role::Cop, Role::Doctor, Role::Villager] {
            assert!(reply.contains(&guide::name(lang, role)), "{reply}");
        }
        assert!(reply.contains("/mafia role"), "{reply}");
    }
    // Another preset's deck once the group switches to it.
    let set = ask(&front, &group(None), "mafia", "config preset hp").await;
    assert!(set.contains("hp"), "{set}");
    let hp = ask(&front, &group(None), "mafia", "roles").await;
    assert_eq!(hp, listing_reply(Lang::En, &Ruleset::hp()));
    // In a private chat: the defaults.
    let mine = ask(&front, &private(), "mafia", "roles").await;
    assert_eq!(mine, listing_reply(Lang::En, &Ruleset::classic()));
}

#[tokio::test]
async fn roles_lists_the_groups_own_list_with_its_counts() {
    let front = front().await;
    let set = ask(
        &front,
        &group(None),
        "mafia",
        "config roles godfather:1,mafioso,cop:1",
    )
    .await;
    assert!(set.contains("godfather"), "{set}");
    let reply = ask(&front, &group(None), "mafia", "roles").await;
    let mut rules = Ruleset::classic();
    rules.roles = Some(
        [("godfather", 1), ("mafioso", 1), ("cop", 1)]
            .into_iter()
            .map(|(r, n)| (r.to_string(), n))
            .collect(),
    );
    assert_eq!(reply, listing_reply(Lang::En, &rules));
    let dealt: Vec<Role> = guide::deck(&rules).iter().map(|d| d.role).collect();
    assert_eq!(
        dealt,
        vec![Role::Mafioso, Role::Cop, Role::Godfather, Role::Villager]
    );
    assert!(
        !reply.contains(&guide::name(Lang::En, Role::Doctor)),
        "{reply}"
    );
}

#[tokio::test]
async fn role_describes_a_role_by_its_english_or_its_russian_name() {
    let front = front().await;
    let classic = Ruleset::classic();
    for typed in ["role godfather", "role GodFather", "role  Godfather "] {
        let reply = ask(&front, &group(None), "mafia", typed).await;
        assert_eq!(
            reply,
            guide::described(Lang::En, &classic, Role::Godfather),
            "{typed}"
        );
    }
    let ru = group(Some(Lang::Ru));
    let want = guide::described(Lang::Ru, &classic, Role::Godfather);
    for typed in ["role главарь мафии", "role Главарь Мафии", "role godfather"]
    {
        assert_eq!(ask(&front, &ru, "mafia", typed).await, want, "{typed}");
    }
    // A name Russian gives two roles: the one the group's rules deal.
    let shared = guide::name(Lang::Ru, Role::Commoner);
    let reply = ask(&front, &ru, "mafia", &format!("role {shared}")).await;
    assert_eq!(reply, guide::described(Lang::Ru, &classic, Role::Villager));
}

#[tokio::test]
async fn an_unknown_role_is_refused_with_the_known_ones() {
    let front = front().await;
    for lang in Lang::ALL {
        let reply = ask(&front, &group(Some(lang)), "mafia", "role joker").await;
        let unknown = UnknownRole {
            typed: "joker".into(),
            known: guide::names(lang),
        };
        assert_eq!(
            reply,
            text::about_command(
                lang,
                "command-failed",
                "/mafia role",
                &text::unknown_role(lang, &unknown)
            )
        );
        for role in Role::ALL {
            assert!(reply.contains(&guide::name(lang, role)), "{reply}");
        }
    }
    // Another language's name is unknown here.
    let reply = ask(&front, &group(None), "mafia", "role комиссар").await;
    assert!(reply.contains("комиссар"), "{reply}");
    assert_ne!(
        reply,
        guide::described(Lang::En, &Ruleset::classic(), Role::Cop)
    );
}

#[tokio::test]
async fn role_without_a_name_says_what_to_type() {
    let front = front().await;
    let games = Games::standard();
    let mafia = games.by_word("mafia").expect("mafia");
    for lang in Lang::ALL {
        let reply = ask(&front, &group(Some(lang)), "mafia", "role").await;
        let usage = text::usage(lang, mafia.as_ref(), Usage::Role);
        assert_eq!(reply, text::bad_command(lang, "/mafia role", &usage));
        assert!(usage.contains("/mafia role") && usage.contains("/mafia roles"));
    }
}

#[tokio::test]
async fn a_game_without_roles_says_so_and_its_help_leaves_them_out() {
    let front = front().await;
    let games = Games::standard();
    let zombie = games.by_word("zombie").expect("zombie");
    let all = text::usage(Lang::En, zombie.as_ref(), Usage::All);
    for cmd in ["roles", "role human"] {
        let reply = ask(&front, &group(None), "zombie", cmd).await;
        assert_eq!(
            reply,
            text::about_command(Lang::En, "no-roles", "/zombie", &all),
            "{cmd}"
        );
    }
    assert!(!all.contains("role"), "{all}");
    let mafia = games.by_word("mafia").expect("mafia");
    let help = text::help(Lang::En, mafia.as_ref());
    assert!(
        help.contains("/mafia roles") && help.contains("/mafia role NAME"),
        "{help}"
    );
}

/// The words of the front's own replies, once per language.
#[tokio::test]
async fn the_replies_read_in_each_language() {
    let front = front().await;
    let en = ask(&front, &group(None), "mafia", "role joker").await;
    assert!(
        en.starts_with(
            "/mafia role: there is no role “joker”; the roles are: Villager, Mafioso, Cop,"
        ),
        "{en}"
    );
    let more = ask(&front, &group(None), "mafia", "roles").await;
    assert!(
        more.ends_with("\nOne role in full: /mafia role NAME"),
        "{more}"
    );
    let ru = ask(&front, &group(Some(Lang::Ru)), "mafia", "role").await;
    assert!(ru.contains("/mafia role ИМЯ (название роли"), "{ru}");
    let vi = ask(&front, &group(Some(Lang::Vi)), "zombie", "roles").await;
    assert!(vi.starts_with("/zombie không có vai trò nào"), "{vi}");
}
