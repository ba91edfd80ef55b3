//! Which script a text is written in, for the tests that check each
//! message reached its reader in their language.

/// Whether `text` has a Cyrillic letter (Russian).
pub fn cyrillic(text: &str) -> bool {
    text.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c))
}

/// Whether `text` has a letter only Vietnamese uses: ă â đ ê ô ơ ư, or a
/// vowel with a tone mark.
pub fn vietnamese(text: &str) -> bool {
    text.chars().any(|c| {
        let c = c.to_lowercase().next().unwrap_or(c);
        "ăâđêôơư".contains(c)
            || ('\u{1EA0}'..='\u{1EF9}').contains(&c)
            || "àáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ".contains(c)
    })
}

/// The letters of `text` without `names` and anything but letters: what a
/// translation must change (names, numbers and punctuation stay).
pub fn words(text: &str, names: &[&str]) -> String {
    let mut t = text.to_string();
    for name in names {
        t = t.replace(name, "");
    }
    t.chars().filter(|c| c.is_alphabetic()).collect()
}

/// The form a Russian noun takes after the count `n`, by the rule the
/// tests hold the catalogues to (written out here, not taken from CLDR):
/// `one` after 1, 21, 101 (not 11, 111); `few` after 2–4, 22–24 (not
/// 12–14); `many` otherwise.
pub fn russian_form(n: u64, [one, few, many]: [&str; 3]) -> &str {
    let (last, last_two) = (n % 10, n % 100);
    if last == 1 && last_two != 11 {
        one
    } else if (2..=4).contains(&last) && !(12..=14).contains(&last_two) {
        few
    } else {
        many
    }
}

/// Checks one text rendered in English, Russian and Vietnamese: nothing
/// is left unfilled or empty, Russian and Vietnamese are translated (their
/// words differ from the English once `names` are removed) and written in
/// their scripts, and each name appears as often as in English (a
/// translation says no more and no less about who). The error names
/// `label` and what is wrong.
pub fn translated(label: &str, [en, ru, vi]: [&str; 3], names: &[&str]) -> Result<(), String> {
    for (lang, t) in [("en", en), ("ru", ru), ("vi", vi)] {
        if t.contains(['{', '}', '$']) {
            return Err(format!("{lang} {label}: a placeholder is left: {t}"));
        }
        if t.trim().is_empty() {
            return Err(format!("{lang} {label} is empty"));
        }
    }
    for (lang, t, script) in [
        ("ru", ru, cyrillic as fn(&str) -> bool),
        ("vi", vi, vietnamese),
    ] {
        if words(t, names) == words(en, names) {
            return Err(format!("{lang} {label} is still English: {t}"));
        }
        if !script(t) {
            return Err(format!("{lang} {label} is not in its script: {t}"));
        }
        for name in names {
            if t.matches(name).count() != en.matches(name).count() {
                return Err(format!(
                    "{lang} {label} names {name} unlike English ({en}): {t}"
                ));
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scripts_are_told_apart() {
        assert!(cyrillic("Игра начинается."));
        assert!(!cyrillic("The game begins."));
        assert!(vietnamese("Ván chơi bắt đầu."));
        assert!(vietnamese("ĐÊM"));
        assert!(!vietnamese("The game begins."));
        assert!(!vietnamese("Игра"));
        assert_eq!(words("Ann wins 3 times!", &["Ann"]), "winstimes");
        let forms = ["игрок", "игрока", "игроков"];
        for (n, want) in [
            (1, "игрок"),
            (2, "игрока"),
            (5, "игроков"),
            (11, "игроков"),
            (21, "игрок"),
            (112, "игроков"),
            (123, "игрока"),
        ] {
            assert_eq!(russian_form(n, forms), want, "{n}");
        }
        let ok = ["Ann wins.", "Ann побеждает.", "Ann thắng."];
        assert_eq!(translated("win", ok, &["Ann"]), Ok(()));
        for bad in [
            ["Ann wins.", "Ann wins.", "Ann thắng."],
            ["Ann wins.", "Побеждает.", "Ann thắng."],
            ["Ann wins.", "Ann побеждает.", "Ann { $x }"],
            ["Ann wins.", "Ann побеждает.", "Ann wins!"],
        ] {
            assert!(translated("win", bad, &["Ann"]).is_err(), "{bad:?}");
        }
    }
}
