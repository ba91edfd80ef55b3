//! The catalogues are complete and sound: every language has exactly the
//! English messages, every file parses, nothing is left untranslated, and
//! Russian plurals take the right form.

use narrator_i18n::{Lang, args, ids, problems, text, variables};

#[test]
fn every_language_has_every_message_and_every_file_parses() {
    assert_eq!(problems(), Vec::new());
    assert!(ids(Lang::En).len() > 20);
}

/// Sample arguments for every variable `id` reads in any language: a
/// number, so plural selectors and names alike have a value.
fn sample(id: &str) -> narrator_i18n::Args<'static> {
    let mut args = narrator_i18n::Args::new();
    for lang in Lang::ALL {
        for name in variables(lang, id) {
            args.set(name, 7);
        }
    }
    args
}

#[test]
fn nothing_is_left_in_english_and_no_placeholder_is_unfilled() {
    for id in ids(Lang::En) {
        let args = sample(&id);
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
    let expected = |n: u64| narrator_i18n::script::russian_form(n, ["игрок", "игрока", "игроков"]);
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
