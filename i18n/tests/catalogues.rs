//! The catalogues are complete and sound: every language has exactly the
//! English messages, every file parses, nothing is left untranslated, and
//! Russian plurals take the right form.

use narrator_i18n::{Lang, args, ids, problems, text};

#[test]
fn every_language_has_every_message_and_every_file_parses() {
    assert_eq!(problems(), Vec::new());
    assert!(ids(Lang::En).len() > 20);
}

/// Sample arguments for every placeholder the catalogues use.
fn sample() -> narrator_i18n::Args<'static> {
    args![
        ("summary", "S"),
        ("commands", "/c"),
        ("config", "/x config"),
        ("addbot", "/x addbot"),
        ("games", "G"),
        ("start", "/x start"),
        ("helps", "H"),
        ("typed", "/t"),
        ("title", "T"),
        ("min", 3),
        ("max", 7),
        ("count", 2),
        ("names", "Ann, Bob"),
        ("choice", "C"),
        ("voters", "V"),
        ("name", "Ann"),
        ("link", "https://t.me/x"),
        ("secs", 5),
        ("lang", "xx"),
        ("part", 1),
        ("word", "w"),
    ]
}

#[test]
fn nothing_is_left_in_english_and_no_placeholder_is_unfilled() {
    let args = sample();
    for id in ids(Lang::En) {
        let english = text(Lang::En, &id, Some(&args));
        assert!(
            !english.contains('{'),
            "{id}: an unfilled placeholder: {english}"
        );
        // A text that is only its arguments (a tally line) reads the same
        // in every language.
        let words = english.chars().filter(|c| c.is_alphabetic()).count();
        for lang in [Lang::Ru, Lang::Vi] {
            let theirs = text(lang, &id, Some(&args));
            assert!(!theirs.contains('{'), "{lang} {id}: {theirs}");
            if words > 6 {
                assert_ne!(theirs, english, "{lang} {id} is still English");
            }
        }
    }
}

#[test]
fn russian_plurals_take_one_few_and_many() {
    let form = |n: u64| {
        let args = args![("count", n)];
        text(Lang::Ru, "players", Some(&args))
    };
    let expected = |n: u64| {
        let (last, last_two) = (n % 10, n % 100);
        if last == 1 && last_two != 11 {
            "игрок"
        } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
            "игрока"
        } else {
            "игроков"
        }
    };
    for n in (0..=30).chain(100..=125) {
        assert_eq!(form(n), format!("{n} {}", expected(n)), "{n}");
    }
    assert_eq!(form(21), "21 игрок");
    assert_eq!(form(22), "22 игрока");
    assert_eq!(form(25), "25 игроков");
}

#[test]
fn languages_are_read_from_codes_and_locales() {
    assert_eq!("ru".parse::<Lang>(), Ok(Lang::Ru));
    assert!("de".parse::<Lang>().is_err());
    assert_eq!(Lang::from_locale("vi-VN"), Some(Lang::Vi));
    assert_eq!(Lang::from_locale("ru_RU"), Some(Lang::Ru));
    assert_eq!(Lang::from_locale("en-GB"), Some(Lang::En));
    assert_eq!(Lang::from_locale("pt-BR"), None);
}
