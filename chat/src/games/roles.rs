//! What a game tells players about its roles (`/WORD roles`, `/WORD role
//! NAME`), for the games that have a book of roles: the front asks the
//! registration ([`super::ChatGame::roles`]) and names no game's role.

use narrator_engine::GameConfig;
use narrator_i18n::Lang;

/// A game's roles explained.
pub trait RoleBook: Send + Sync {
    /// `/WORD roles`: which rules `config` are and the roles they deal,
    /// one line each.
    fn listing(&self, lang: Lang, config: &GameConfig) -> String;

    /// `/WORD role NAME`: the role a person named (its stable name or its
    /// name in `lang`, in any case), described.
    fn describe(&self, lang: Lang, config: &GameConfig, typed: &str)
    -> Result<String, UnknownRole>;
}

/// No role of the game goes by the name typed: data, worded per language
/// by [`crate::text::unknown_role`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRole {
    /// What was typed.
    pub typed: String,
    /// The game's roles, by their names in the reader's language.
    pub known: Vec<String>,
}
