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

/// The counts every message is rendered with: none, one, two, some, and
/// the ones Russian treats as "one" again (21, 101).
const COUNTS: [u64; 6] = [0, 1, 2, 5, 21, 101];

/// The word right after the number `n` where the text shows that number
/// in place of its variable: the texts for `n` and for the reference `r`
/// are compared token by token, so a literal number in the text is not
/// taken for the variable. `None` when the texts differ in shape (a
/// variant that words it otherwise) or the number is not followed by a
/// word.
fn word_after(text: &str, n: u64, reference: &str, r: u64) -> Option<String> {
    let a: Vec<&str> = text.split_whitespace().collect();
    let b: Vec<&str> = reference.split_whitespace().collect();
    if a.len() != b.len() {
        return None;
    }
    let digits = |t: &str| {
        let t = t.trim_matches(|c: char| !c.is_alphanumeric());
        if t.chars().all(|c| c.is_ascii_digit()) {
            t.to_string()
        } else {
            String::new()
        }
    };
    (0..a.len().saturating_sub(1))
        .find(|&i| digits(a[i]) == n.to_string() && digits(b[i]) == r.to_string() && a[i] != b[i])
        .map(|i| {
            a[i + 1]
                .trim_matches(|c: char| !c.is_alphabetic())
                .to_string()
        })
        .filter(|w| w.chars().count() > 2 && w.chars().all(char::is_alphabetic))
}

/// The variables that hold a count of something (the others are names,
/// ordinals, ids or lists).
const COUNTED: [&str; 33] = [
    "count",
    "secs",
    "max",
    "min",
    "minutes",
    "zombies",
    "humans",
    "pebbles",
    "bows",
    "lo",
    "hi",
    "strikes",
    "left",
    "games",
    "wins",
    "turns",
    "streak",
    "limit",
    "distance",
    "rooms",
    "exits",
    "seats",
    "times",
    "need",
    "most",
    "helps",
    "healers",
    "detectives",
    "doctors",
    "cops",
    "alive",
    "least",
    "n",
];

/// Every message, for every numeric variable it reads, rendered with
/// each of [`COUNTS`] (the other variables at 7): English says "1 player"
/// and "5 players", never "1 players"; Russian takes the form of one for
/// 1, 21 and 101 and of many for 0 and 5, and tells them apart wherever
/// English does.
#[test]
fn every_count_agrees_with_its_noun() {
    let mut wrong = Vec::new();
    for id in ids(Lang::En) {
        let mut vars = std::collections::BTreeSet::new();
        for lang in Lang::ALL {
            vars.extend(variables(lang, &id));
        }
        for var in vars.into_iter().filter(|v| COUNTED.contains(&v.as_str())) {
            let render = |lang: Lang, n: u64| {
                let mut args = sample(&id);
                args.set(var.clone(), n);
                text(lang, &id, Some(&args))
            };
            let en: Vec<String> = COUNTS.iter().map(|&n| render(Lang::En, n)).collect();
            let ru: Vec<String> = COUNTS.iter().map(|&n| render(Lang::Ru, n)).collect();
            let en_one = word_after(&en[1], 1, &en[3], 5);
            let en_many = word_after(&en[3], 5, &en[1], 1);
            if let (Some(one), Some(many)) = (&en_one, &en_many)
                && one == many
                && one.ends_with('s')
            {
                wrong.push(format!("en {id} (${var}): \"1 {one}\": {}", en[1]));
            }
            for (i, &n) in COUNTS.iter().enumerate() {
                if n == 1 || n == 5 {
                    continue;
                }
                let theirs = word_after(&en[i], n, &en[1], 1);
                if let (Some(w), Some(many)) = (&theirs, &en_many)
                    && w != many
                {
                    wrong.push(format!("en {id} (${var}): \"{n} {w}\": {}", en[i]));
                }
            }
            // Russian: wherever English tells one from many.
            if en_one.is_some() && en_one != en_many {
                let ru_one = word_after(&ru[1], 1, &ru[3], 5);
                let ru_many = word_after(&ru[3], 5, &ru[1], 1);
                // Words Russian does not decline after a number.
                let invariant = ru_one
                    .as_deref()
                    .is_some_and(|w| ["человек", "зомби"].contains(&w));
                if ru_one.is_some() && ru_one == ru_many && !invariant {
                    wrong.push(format!("ru {id} (${var}): 1 and 5 read alike: {}", ru[1]));
                }
                for (i, like) in [(4, 1), (5, 1), (0, 3)] {
                    let n = COUNTS[i];
                    let r = if like == 1 { 5 } else { 1 };
                    let reference = if like == 1 { &ru[3] } else { &ru[1] };
                    let got = word_after(&ru[i], n, reference, r);
                    let want = if like == 1 { &ru_one } else { &ru_many };
                    if got.is_some() && want.is_some() && &got != want {
                        wrong.push(format!(
                            "ru {id} (${var}): {n} should read as {}: {}",
                            COUNTS[like], ru[i]
                        ));
                    }
                }
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{} disagreements:\n{}",
        wrong.len(),
        wrong.join("\n")
    );
}

/// Every message with a second-person selector (`name-you`, `target-you`,
/// …: the seat it names is the reader's own), rendered for the reader's
/// own seat in every language: wherever English reads otherwise for the
/// reader, Russian and Vietnamese do too, and English never says "You
/// is", "You has", "You was" or the like. (Some messages name the reader
/// "you" through the name itself, the selector only choosing a verb's
/// form where a language needs it.)
#[test]
fn the_readers_own_seat_is_you_in_every_language() {
    let third_person = [
        "is", "has", "was", "says", "wants", "leaves", "stays", "speaks",
    ];
    let mut wrong = Vec::new();
    let mut seen = 0;
    for id in ids(Lang::En) {
        let mut vars = std::collections::BTreeSet::new();
        for lang in Lang::ALL {
            vars.extend(variables(lang, &id));
        }
        for var in vars.iter().filter(|v| *v == "you" || v.ends_with("-you")) {
            seen += 1;
            // A seat shown through `Who` (`KEY`, `KEY-cap`, `KEY-you`) is
            // already "you" by name; the selector only picks verb forms,
            // which Vietnamese does not have.
            let named_you = var == "you"
                || var
                    .strip_suffix("-you")
                    .is_some_and(|key| vars.contains(&format!("{key}-cap")));
            let mut english_differs = false;
            for lang in Lang::ALL {
                let render = |you: &str| {
                    let mut args = sample(&id);
                    for other in vars.iter().filter(|v| *v == "you" || v.ends_with("-you")) {
                        args.set(other.clone(), "no");
                    }
                    args.set(var.clone(), you);
                    text(lang, &id, Some(&args))
                };
                let (own, other) = (render("yes"), render("no"));
                if lang == Lang::En {
                    english_differs = own != other;
                } else if english_differs && own == other && !(named_you && lang == Lang::Vi) {
                    wrong.push(format!(
                        "{lang} {id} (${var}): the same for the reader: {own}"
                    ));
                }
                if lang == Lang::En {
                    let words: Vec<&str> = own.split_whitespace().collect();
                    for pair in words.windows(2) {
                        let verb = pair[1].trim_matches(|c: char| !c.is_alphabetic());
                        if pair[0] == "You" && third_person.contains(&verb) {
                            wrong.push(format!("en {id} (${var}): \"You {verb}\": {own}"));
                        }
                    }
                }
            }
        }
    }
    assert!(seen > 15, "only {seen} second-person selectors found");
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}
