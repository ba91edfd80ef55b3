//! The files every page uses, built into the binary.

/// The style sheet.
pub(crate) const STYLE: &str = include_str!("../static/style.css");
/// The Verify button's script: hashes the seed and the deal with Web
/// Crypto and compares the commitment.
pub(crate) const VERIFY: &str = include_str!("../static/verify.js");

/// A static file by its name under `/static/`: its bytes and type.
pub(crate) fn file(name: &str) -> Option<(&'static str, &'static str)> {
    match name {
        "style.css" => Some((STYLE, "text/css; charset=utf-8")),
        "verify.js" => Some((VERIFY, "text/javascript; charset=utf-8")),
        _ => None,
    }
}
