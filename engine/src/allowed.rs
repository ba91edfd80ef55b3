//! What a setting allows, as data: a refused option names it, and each
//! reader's language words it (`render::allowed`).

/// The values an option allows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Allowed {
    /// A whole number from `lo` to `hi`.
    Range {
        /// The least.
        lo: i64,
        /// The most.
        hi: i64,
    },
    /// A percentage from `lo` to `hi`.
    Percent {
        /// The least.
        lo: i64,
        /// The most.
        hi: i64,
    },
    /// A number of seconds from `lo` to `hi`.
    Seconds {
        /// The least.
        lo: i64,
        /// The most.
        hi: i64,
    },
    /// A table size a preset or game needs.
    Seats {
        /// The preset or game (`classic`, `sport`…).
        preset: String,
        /// The fewest players.
        lo: i64,
        /// The most players.
        hi: i64,
    },
    /// At least another option's value.
    AtLeast {
        /// The other option.
        option: String,
        /// Its value.
        value: i64,
    },
    /// From `lo` up to another option's value.
    UpTo {
        /// The least.
        lo: i64,
        /// The other option.
        option: String,
        /// Its value.
        value: i64,
    },
    /// From `lo` to `hi` players, most of them human (the Zombie Game).
    MostlyHuman {
        /// The fewest players.
        lo: i64,
        /// The most players.
        hi: i64,
    },
    /// One of a list of words.
    OneOf {
        /// The words, comma-separated.
        items: String,
    },
    /// One of the words a preset allows.
    PresetAllows {
        /// The preset.
        preset: String,
        /// The words, comma-separated.
        items: String,
    },
    /// Only `false`: pseudonyms belong to the sport preset.
    NoPseudonyms {
        /// The preset that has none.
        preset: String,
    },
    /// Only "en" (an old ruleset field; the language is the group's).
    OnlyEnglish,
    /// Only the classic preset deals a list of roles.
    OnlyClassic {
        /// The preset that does not.
        preset: String,
    },
    /// A list that names at least one of some items (a Mafia list of
    /// roles needs a killer on the mafia's side).
    NeedsOneOf {
        /// The items.
        items: String,
    },
    /// A whole number within the option's range.
    WholeNumber,
}
