//! Reading a getUpdates answer one update at a time.
//!
//! teloxide reads a whole batch with one strict parser, so a single update
//! it cannot read (text that is not valid JSON for it, such as half of an
//! emoji's surrogate pair, or a field of an unexpected type) fails the
//! batch, the offset never moves past it, and the bot stops answering
//! everyone. Here the `result` array is cut into its elements without
//! judging them, and each element is read on its own: a bad one is
//! skipped (with its `update_id`, so it can be confirmed) and the others
//! go on in order.

use serde::Deserialize;
use serde_json::Value;
use teloxide::types::{CallbackQuery, Message, Update, UpdateKind};

/// One element of a batch.
#[derive(Debug)]
pub(crate) enum Item {
    /// An update the bot can read.
    Update(Box<Update>),
    /// One it cannot: skipped.
    Unreadable {
        /// Its `update_id`, when even that cannot be read `None`.
        id: Option<u32>,
        /// Why it cannot be read.
        reason: String,
    },
}

impl Item {
    /// The update's id, read or not.
    pub(crate) fn id(&self) -> Option<u32> {
        match self {
            Item::Update(u) => Some(u.id.0),
            Item::Unreadable { id, .. } => *id,
        }
    }
}

/// The elements of a successful getUpdates answer, each read on its own;
/// `None` when the body has no `result` array that can be cut out (cut
/// short, or not an answer at all).
pub(crate) fn read(body: &str) -> Option<Vec<Item>> {
    Some(elements(body)?.into_iter().map(item).collect())
}

/// One update's text, read on its own (a getUpdates element or a webhook
/// request's body).
pub(crate) fn item(raw: &str) -> Item {
    match serde_json::from_str::<Update>(raw) {
        // teloxide reads a kind it does not know, or one whose fields
        // have unexpected types, as an error kind rather than failing.
        Ok(u) if matches!(u.kind, UpdateKind::Error(_)) => Item::Unreadable {
            id: Some(u.id.0),
            reason: kind_problem(raw),
        },
        Ok(u) => Item::Update(Box::new(u)),
        Err(e) => Item::Unreadable {
            id: update_id(raw),
            reason: match e.classify() {
                serde_json::error::Category::Data => {
                    format!("it does not have the shape of an update: {e}")
                }
                _ => format!("it is not valid JSON: {e}"),
            },
        },
    }
}

/// Why teloxide took a well-formed update for an error: its kind is
/// unknown, or reading it strictly fails (and says where).
fn kind_problem(raw: &str) -> String {
    let Ok(Value::Object(map)) = serde_json::from_str::<Value>(raw) else {
        return "it is not a JSON object".into();
    };
    let Some((kind, value)) = map.into_iter().find(|(k, _)| k != "update_id") else {
        return "it carries nothing but its update_id".into();
    };
    let strict = match kind.as_str() {
        "message"
        | "edited_message"
        | "channel_post"
        | "edited_channel_post"
        | "business_message"
        | "edited_business_message" => serde_json::from_value::<Message>(value).err(),
        "callback_query" => serde_json::from_value::<CallbackQuery>(value).err(),
        _ => return format!("updates of kind {kind:?} are unknown to teloxide"),
    };
    match strict {
        Some(e) => format!("its {kind:?} does not have the expected shape: {e}"),
        None => format!("teloxide could not read its {kind:?}"),
    }
}

/// The `update_id` of an element that does not parse as an update.
fn update_id(raw: &str) -> Option<u32> {
    #[derive(Deserialize)]
    struct Id {
        update_id: u32,
    }
    // serde skips the other fields without judging their strings (half a
    // surrogate pair is fine), so this often works where the update fails.
    if let Ok(id) = serde_json::from_str::<Id>(raw) {
        return Some(id.update_id);
    }
    // Else the first `"update_id":` followed by digits. Inside a JSON
    // string a quote is always escaped, so `d"` cannot close a key there.
    let (_, after) = raw.split_once("\"update_id\"")?;
    let digits = after.trim_start().strip_prefix(':')?.trim_start();
    let end = digits
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    digits[..end].parse().ok()
}

/// Cuts the top-level `result` array out of `body` and splits it into its
/// elements' text. Only strings (with their escapes) and brackets are
/// followed, so an element that is not valid JSON inside is still cut out
/// whole. JSON's structural characters are ASCII, and UTF-8 never uses
/// ASCII bytes inside a multi-byte character, so scanning bytes is safe.
fn elements(body: &str) -> Option<Vec<&str>> {
    let bytes = body.as_bytes();
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    // The last string closed at depth 1: a key, when a value follows.
    let mut key: Option<(usize, usize)> = None;
    let mut string_start = 0;
    // Inside `result`: where the current element began.
    let mut element: Option<usize> = None;
    let mut out = Vec::new();
    for (i, &b) in bytes.iter().enumerate() {
        if in_string {
            if escaped {
                escaped = false;
            } else if b == b'\\' {
                escaped = true;
            } else if b == b'"' {
                in_string = false;
                if depth == 1 {
                    key = Some((string_start, i));
                }
            }
            continue;
        }
        match b {
            b'"' => {
                in_string = true;
                string_start = i + 1;
            }
            b'[' | b'{' => {
                if depth == 1 && b == b'[' && key.map(|(s, e)| &body[s..e]) == Some("result") {
                    element = Some(i + 1);
                }
                depth += 1;
            }
            b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 1
                    && let Some(start) = element.take()
                {
                    push_element(&mut out, &body[start..i]);
                    return Some(out);
                }
            }
            b',' if depth == 2 => {
                if let Some(start) = element {
                    push_element(&mut out, &body[start..i]);
                    element = Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

fn push_element<'a>(out: &mut Vec<&'a str>, text: &'a str) {
    let text = text.trim();
    if !text.is_empty() {
        out.push(text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const MESSAGE: &str = r#"{"update_id":7,"message":{"message_id":3,"date":1700000000,"chat":{"id":-1001,"type":"group","title":"g"},"from":{"id":5,"is_bot":false,"first_name":"A"},"text":"TEXT"}}"#;

    fn message(id: u32, text: &str) -> String {
        MESSAGE
            .replace("\"update_id\":7", &format!("\"update_id\":{id}"))
            .replace("TEXT", text)
    }

    fn batch(items: &[String]) -> String {
        format!("{{\"ok\":true,\"result\":[{}]}}", items.join(","))
    }

    fn text_of(item: &Item) -> Option<String> {
        match item {
            Item::Update(u) => match &u.kind {
                UpdateKind::Message(m) => m.text().map(str::to_string),
                _ => None,
            },
            Item::Unreadable { .. } => None,
        }
    }

    #[test]
    fn cuts_elements_whatever_their_strings_hold() {
        let tricky = [
            message(1, r#"brackets ] } [ { and a comma, inside"#),
            message(2, r#"an escaped quote \" and a backslash \\"#),
            message(3, "ünïcødé and emoji 🎲"),
        ];
        let body = format!(
            "{{\"result\": [ {} ,\n {} , {} ], \"ok\": true}}",
            tricky[0], tricky[1], tricky[2]
        );
        let cut = elements(&body).expect("a batch");
        assert_eq!(cut, tricky.iter().map(String::as_str).collect::<Vec<_>>());
        assert_eq!(elements(r#"{"ok":true,"result":[]}"#), Some(vec![]));
    }

    #[test]
    fn a_result_key_deeper_down_is_not_the_batch() {
        let body = r#"{"ok":true,"description":"result","x":{"result":[1,2]},"result":[3]}"#;
        assert_eq!(elements(body), Some(vec!["3"]));
    }

    #[test]
    fn a_body_cut_short_is_not_a_batch() {
        let whole = batch(&[message(1, "a"), message(2, "b")]);
        assert!(elements(&whole[..whole.len() / 2]).is_none());
        assert!(elements("<html>Bad Gateway</html>").is_none());
    }

    #[test]
    fn half_a_surrogate_pair_skips_that_update_only() {
        let body = batch(&[
            message(1, "before"),
            message(2, r"half an emoji \ud83d"),
            message(3, "after"),
        ]);
        // The strict parser refuses the whole batch.
        assert!(serde_json::from_str::<Value>(&body).is_err());
        let items = read(&body).expect("a batch");
        assert_eq!(
            items.iter().map(Item::id).collect::<Vec<_>>(),
            [Some(1), Some(2), Some(3)]
        );
        assert_eq!(text_of(&items[0]).as_deref(), Some("before"));
        assert!(
            matches!(&items[1], Item::Unreadable { reason, .. } if reason.contains("not valid JSON")),
            "{:?}",
            items[1]
        );
        assert_eq!(text_of(&items[2]).as_deref(), Some("after"));
    }

    #[test]
    fn a_field_of_the_wrong_type_is_named() {
        let wrong = message(4, "x").replace("\"message_id\":3", "\"message_id\":\"three\"");
        let items = read(&batch(&[wrong, message(5, "fine")])).expect("a batch");
        match &items[0] {
            Item::Unreadable { id, reason } => {
                assert_eq!(*id, Some(4));
                assert!(reason.contains("\"message\""), "{reason}");
                assert!(reason.contains("three"), "{reason}");
            }
            other => panic!("read: {other:?}"),
        }
        assert_eq!(text_of(&items[1]).as_deref(), Some("fine"));
    }

    #[test]
    fn an_unknown_kind_is_named() {
        let items = read(&batch(&[
            r#"{"update_id":9,"space_weather":{"kp":7}}"#.to_string()
        ]))
        .expect("a batch");
        match &items[0] {
            Item::Unreadable { id, reason } => {
                assert_eq!(*id, Some(9));
                assert!(reason.contains("space_weather"), "{reason}");
            }
            other => panic!("read: {other:?}"),
        }
    }

    #[test]
    fn the_id_is_found_even_in_broken_json() {
        assert_eq!(
            update_id(r#"{"update_id": 42, "message": {"text": "a"#),
            Some(42)
        );
        assert_eq!(
            update_id("{\"update_id\":43,\"message\":{\"text\":\"raw \u{1} control\"}}"),
            Some(43)
        );
        assert_eq!(
            update_id(r#"{"message":{"text":"\"update_id\": 5"}}"#),
            None
        );
        assert_eq!(update_id(r#"{"update_id":"seven"}"#), None);
    }
}
