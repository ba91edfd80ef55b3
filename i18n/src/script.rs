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
    }
}
