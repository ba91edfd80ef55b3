//! What a request asks for: its query parameters (read by hand, so a
//! malformed one is a 400 page rather than a framework's plain text) and
//! the language it is answered in.

use crate::error::PageError;
use narrator_i18n::Lang;

/// The longest query string read; a longer one is refused.
const MAX_QUERY: usize = 2048;

/// A request's query parameters, decoded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Query {
    pairs: Vec<(String, String)>,
}

impl Query {
    /// Reads `a=1&b=x%20y`; refuses bad percent-escapes, text that is not
    /// UTF-8, a parameter given twice and an overlong query.
    pub(crate) fn parse(raw: Option<&str>) -> Result<Query, PageError> {
        let raw = raw.unwrap_or("");
        if raw.len() > MAX_QUERY {
            return Err(PageError::BadRequest);
        }
        let mut pairs: Vec<(String, String)> = Vec::new();
        for part in raw.split('&').filter(|p| !p.is_empty()) {
            let (key, value) = part.split_once('=').unwrap_or((part, ""));
            let (key, value) = (decode(key)?, decode(value)?);
            if pairs.iter().any(|(k, _)| *k == key) {
                return Err(PageError::BadRequest);
            }
            pairs.push((key, value));
        }
        Ok(Query { pairs })
    }

    /// A parameter's value, if given.
    pub(crate) fn get(&self, key: &str) -> Option<&str> {
        self.pairs
            .iter()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_str())
    }

    /// A parameter that must be one of `allowed` when given.
    pub(crate) fn one_of<'a>(
        &self,
        key: &str,
        allowed: &[&'a str],
    ) -> Result<Option<&'a str>, PageError> {
        match self.get(key) {
            None | Some("") => Ok(None),
            Some(value) => allowed
                .iter()
                .find(|a| **a == value)
                .copied()
                .map(Some)
                .ok_or(PageError::BadRequest),
        }
    }
}

/// Percent-decoding (`+` is a space, as forms send it).
fn decode(text: &str) -> Result<String, PageError> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'%' => {
                let hex = bytes.get(i + 1..i + 3).ok_or(PageError::BadRequest)?;
                let hex = std::str::from_utf8(hex).map_err(|_| PageError::BadRequest)?;
                out.push(u8::from_str_radix(hex, 16).map_err(|_| PageError::BadRequest)?);
                i += 3;
            }
            b'+' => {
                out.push(b' ');
                i += 1;
            }
            b => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8(out).map_err(|_| PageError::BadRequest)
}

/// Percent-encodes a query value (everything but unreserved characters).
pub(crate) fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'_' | b'.' | b'~') {
            out.push(char::from(b));
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The language a page is shown in: `?lang=` when given (an unknown one is
/// a bad request), else the first of the browser's `Accept-Language`
/// narrator speaks, by preference, else English.
pub(crate) fn language(query: &Query, accept: Option<&str>) -> Result<(Lang, bool), PageError> {
    if let Some(code) = query.get("lang") {
        return code
            .parse::<Lang>()
            .map(|lang| (lang, true))
            .map_err(|_| PageError::BadRequest);
    }
    Ok((accept.and_then(preferred).unwrap_or_default(), false))
}

/// The most preferred language of an `Accept-Language` header that
/// narrator speaks (`ru-RU,ru;q=0.9,en;q=0.5`).
fn preferred(header: &str) -> Option<Lang> {
    let mut best: Option<(u32, Lang)> = None;
    for item in header.split(',').take(32) {
        let mut parts = item.split(';');
        let tag = parts.next().unwrap_or("").trim();
        let weight = parts
            .find_map(|p| p.trim().strip_prefix("q="))
            .map_or(Some(1000), |q| {
                q.trim()
                    .parse::<f32>()
                    .ok()
                    .filter(|q| (0.0..=1.0).contains(q))
                    // Weights have three decimals at most.
                    .map(|q| (q * 1000.0).round() as u32)
            });
        let (Some(weight), Some(lang)) = (weight, Lang::from_locale(tag)) else {
            continue;
        };
        if weight > 0 && best.is_none_or(|(w, _)| weight > w) {
            best = Some((weight, lang));
        }
    }
    best.map(|(_, lang)| lang)
}

/// What every page needs to know about its request: the language, whether
/// the visitor chose it (links then keep it), and the address to switch
/// languages on.
#[derive(Clone, Debug)]
pub(crate) struct Ctx {
    /// The language of the page.
    pub lang: Lang,
    /// Chosen with `?lang=`: every link on the page carries it on.
    pub chosen: bool,
    /// The page's path and query, without `lang`.
    pub here: String,
}

impl Ctx {
    /// A link to `path` (which may have a query) in this page's language.
    pub(crate) fn href(&self, path: &str) -> String {
        if self.chosen {
            with_lang(path, self.lang)
        } else {
            path.to_owned()
        }
    }

    /// This page in `lang`.
    pub(crate) fn in_lang(&self, lang: Lang) -> String {
        with_lang(&self.here, lang)
    }
}

fn with_lang(path: &str, lang: Lang) -> String {
    let join = if path.contains('?') { '&' } else { '?' };
    format!("{path}{join}lang={}", lang.code())
}

/// `path` with the query parameters `pairs` (empty values left out).
pub(crate) fn with_query(path: &str, pairs: &[(&str, &str)]) -> String {
    let query: Vec<String> = pairs
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| format!("{k}={}", encode(v)))
        .collect();
    if query.is_empty() {
        path.to_owned()
    } else {
        format!("{path}?{}", query.join("&"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn queries_decode_and_refuse_what_is_malformed() {
        let q = Query::parse(Some("a=x%20y&b=%D0%B4&c")).unwrap();
        assert_eq!(q.get("a"), Some("x y"));
        assert_eq!(q.get("b"), Some("д"));
        assert_eq!(q.get("c"), Some(""));
        assert_eq!(q.get("d"), None);
        for bad in ["a=%", "a=%zz", "a=%ff", "a=1&a=2"] {
            assert!(Query::parse(Some(bad)).is_err(), "{bad}");
        }
        assert!(Query::parse(Some(&"a".repeat(MAX_QUERY + 1))).is_err());
        assert_eq!(encode("a b/д"), "a%20b%2F%D0%B4");
    }

    #[test]
    fn the_language_is_the_query_s_then_the_browser_s_by_weight() {
        let none = Query::default();
        assert_eq!(language(&none, None).unwrap(), (Lang::En, false));
        assert_eq!(
            language(&none, Some("de-DE,ru;q=0.5,vi;q=0.8")).unwrap(),
            (Lang::Vi, false)
        );
        assert_eq!(
            language(&none, Some("ru-RU, en;q=0.9")).unwrap(),
            (Lang::Ru, false)
        );
        assert_eq!(language(&none, Some("ru;q=0, x;q=zz")).unwrap().0, Lang::En);
        let ru = Query::parse(Some("lang=ru")).unwrap();
        assert_eq!(language(&ru, Some("vi")).unwrap(), (Lang::Ru, true));
        let bad = Query::parse(Some("lang=xx")).unwrap();
        assert!(language(&bad, None).is_err());
    }

    #[test]
    fn links_keep_a_chosen_language() {
        let ctx = Ctx {
            lang: Lang::Ru,
            chosen: true,
            here: "/game/3?step=2".into(),
        };
        assert_eq!(ctx.href("/"), "/?lang=ru");
        assert_eq!(ctx.href("/game/1?g=x"), "/game/1?g=x&lang=ru");
        assert_eq!(ctx.in_lang(Lang::Vi), "/game/3?step=2&lang=vi");
        assert_eq!(with_query("/g", &[("a", "1"), ("b", "")]), "/g?a=1");
    }
}
