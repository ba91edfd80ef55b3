//! Every `/link` text renders in English, Russian and Vietnamese with its
//! arguments filled, and the Russian minutes take their plural forms.

use narrator_i18n::{Lang, args, text};

#[test]
fn every_link_text_is_translated() {
    narrator_i18n::start_recording();
    let ids = narrator_i18n::area_ids("link");
    assert!(ids.len() >= 10, "{ids:?}");
    for id in &ids {
        for platform in ["telegram", "discord"] {
            let a = args![
                ("code", "K7QX2M"),
                ("minutes", 10),
                ("typed", "K7QX2M"),
                ("platform", platform),
                ("identities", "discord:9, telegram:1")
            ];
            let [en, ru, vi] = Lang::ALL.map(|lang| text(lang, id, Some(&a)));
            if id == "link-platform" {
                // A platform's name is the same in every language.
                assert_eq!([&ru, &vi], [&en, &en]);
                continue;
            }
            narrator_i18n::script::translated(
                id,
                [&en, &ru, &vi],
                &["K7QX2M", "discord:9", "telegram:1", "Telegram", "Discord"],
            )
            .unwrap();
        }
    }
    let errors = narrator_i18n::errors();
    assert!(errors.is_empty(), "{errors:#?}");
    let minutes = |n: i64| {
        text(
            Lang::Ru,
            "link-expired",
            Some(&args![("typed", "X"), ("minutes", n)]),
        )
    };
    assert!(minutes(1).contains("1 минуту"), "{}", minutes(1));
    assert!(minutes(3).contains("3 минуты"), "{}", minutes(3));
    assert!(minutes(10).contains("10 минут)"), "{}", minutes(10));
    assert!(minutes(21).contains("21 минуту"), "{}", minutes(21));
}
