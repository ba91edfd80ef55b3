//! Discord's OpenAPI document: path matching and JSON Schema validation of
//! request and response bodies.
//!
//! The document is parsed once per process and shared by every fake, and
//! each schema is compiled the first time it is needed: compiling all of the
//! spec's ~500 schemas up front would make every test binary pay for routes
//! it never touches.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::{Draft, Registry, Resource, Validator};
use narrator_lock::LockExt;
use serde_json::Value;

/// The spec, vendored next to this crate so tests never depend on files
/// outside the repository.
const SPEC_TEXT: &str = include_str!("../spec/openapi.json");

/// The URI under which the whole document is registered; every
/// `#/components/...` reference is rewritten to point into it.
const SPEC_URI: &str = "urn:discord:openapi";

/// The parsed spec with its compiled-schema cache.
pub struct Spec {
    doc: Value,
    registry: Registry<'static>,
    /// Path templates split into segments, e.g. `["channels", "{channel_id}"]`.
    templates: Vec<(String, Vec<String>)>,
    /// Compiled validators keyed by the JSON pointer of the schema they check.
    cache: Mutex<HashMap<String, Arc<Validator>>>,
}

/// Returns the process-wide spec, parsing it on first use.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(Spec::load)
}

impl Spec {
    fn load() -> Spec {
        // The document is compiled into the crate, so failing to parse it is
        // a build defect rather than a runtime condition.
        let mut doc: Value = serde_json::from_str(SPEC_TEXT).expect("vendored openapi.json parses");
        relax_known_deviations(&mut doc);
        let registry = Registry::new()
            .draft(Draft::Draft202012)
            .add(SPEC_URI, Resource::from_contents(doc.clone()))
            .and_then(|b| b.prepare())
            .expect("vendored openapi.json registers as a schema resource");
        let templates = doc["paths"]
            .as_object()
            .map(|paths| {
                paths
                    .keys()
                    .map(|k| {
                        let segs = k.trim_matches('/').split('/').map(str::to_owned).collect();
                        (k.clone(), segs)
                    })
                    .collect()
            })
            .unwrap_or_default();
        Spec {
            doc,
            registry,
            templates,
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// Finds the spec's path template for a concrete path (without the
    /// `/api/v10` prefix). Literal segments win over parameters, so
    /// `/messages/@original` does not match `/messages/{message_id}`.
    pub fn match_path(&self, path: &str) -> Option<&str> {
        let segs: Vec<&str> = path.trim_matches('/').split('/').collect();
        self.templates
            .iter()
            .filter(|(_, t)| t.len() == segs.len())
            .filter(|(_, t)| t.iter().zip(&segs).all(|(t, s)| is_param(t) || t == s))
            .max_by_key(|(_, t)| t.iter().filter(|s| !is_param(s)).count())
            .map(|(k, _)| k.as_str())
    }

    /// Whether the template has an operation for this method.
    pub fn has_operation(&self, template: &str, method: &str) -> bool {
        self.doc["paths"][template]
            .get(method.to_ascii_lowercase())
            .is_some()
    }

    /// Validates a request body; returns the error messages (empty when valid).
    pub fn check_request(&self, template: &str, method: &str, body: &Value) -> Vec<String> {
        let m = method.to_ascii_lowercase();
        let pointer = format!(
            "/paths/{}/{m}/requestBody/content/application~1json/schema",
            escape(template)
        );
        if self.doc.pointer(&pointer).is_none() {
            return vec![format!(
                "the spec has no JSON request body for {method} {template}"
            )];
        }
        self.validate(&pointer, body)
    }

    /// Validates a response body for a status; `None` when the body is empty.
    pub fn check_response(
        &self,
        template: &str,
        method: &str,
        status: u16,
        body: Option<&Value>,
    ) -> Vec<String> {
        let m = method.to_ascii_lowercase();
        let responses = format!("/paths/{}/{m}/responses", escape(template));
        let Some(table) = self.doc.pointer(&responses) else {
            return vec![format!("the spec has no operation {method} {template}")];
        };
        let class = format!("{}XX", status / 100);
        let Some(key) = [status.to_string(), class, "default".into()]
            .into_iter()
            .find(|k| table.get(k).is_some())
        else {
            return vec![format!(
                "the spec lists no response {status} for {method} {template}"
            )];
        };
        let mut pointer = format!("{responses}/{}", escape(&key));
        // Shared responses (errors, rate limits) live in components/responses.
        if let Some(r) = self.doc.pointer(&pointer).and_then(|r| r["$ref"].as_str()) {
            pointer = r.trim_start_matches('#').to_owned();
        }
        let schema_pointer = format!("{pointer}/content/application~1json/schema");
        match (self.doc.pointer(&schema_pointer), body) {
            (None, None) => vec![],
            (None, Some(_)) => vec![format!("response {status} must have no body")],
            (Some(_), None) => vec![format!("response {status} must have a JSON body")],
            (Some(_), Some(body)) => self.validate(&schema_pointer, body),
        }
    }

    /// Validates an instance against the schema at `pointer`, compiling and
    /// caching the schema on first use.
    fn validate(&self, pointer: &str, instance: &Value) -> Vec<String> {
        let validator = match self.validator(pointer) {
            Ok(v) => v,
            Err(e) => return vec![format!("schema {pointer} does not compile: {e}")],
        };
        validator
            .iter_errors(instance)
            .map(|e| format!("at {}: {}", e.instance_path(), truncate(&e.to_string())))
            .collect()
    }

    fn validator(&self, pointer: &str) -> Result<Arc<Validator>, String> {
        let mut cache = self.cache.lock_or_recover();
        if let Some(v) = cache.get(pointer) {
            return Ok(Arc::clone(v));
        }
        let schema = self
            .doc
            .pointer(pointer)
            .ok_or_else(|| format!("no schema at {pointer}"))?;
        let schema = rebase_refs(schema);
        let v = jsonschema::options()
            .with_draft(Draft::Draft202012)
            .with_registry(&self.registry)
            .build(&schema)
            .map_err(|e| e.to_string())?;
        let v = Arc::new(v);
        cache.insert(pointer.to_owned(), Arc::clone(&v));
        Ok(v)
    }
}

/// Request fields where Discord accepts more than the spec says, and
/// clients rely on it: `(pointer, alternative schema)`. Each field is
/// widened to `anyOf [spec's schema, alternative]` so correct clients are
/// not reported.
const RELAXED: &[(&str, &str)] = &[
    // The docs type `default_member_permissions` as a string bit set and
    // serenity sends a string; the spec's request schemas say integer only.
    (
        "/components/schemas/ApplicationCommandCreateRequest/properties/default_member_permissions",
        DIGITS,
    ),
    (
        "/components/schemas/ApplicationCommandUpdateRequest/properties/default_member_permissions",
        DIGITS,
    ),
    (
        "/components/schemas/ApplicationCommandPatchRequestPartial/properties/default_member_permissions",
        DIGITS,
    ),
    // For a new upload the id is the index n of `files[n]`, sent as a
    // number (the docs' own examples do this, and so does serenity).
    (
        "/components/schemas/MessageAttachmentRequest/properties/id",
        r#"{"type": "integer", "minimum": 0}"#,
    ),
];

const DIGITS: &str = r#"{"type": "string", "pattern": "^[0-9]+$"}"#;

/// Applies [`RELAXED`].
fn relax_known_deviations(doc: &mut Value) {
    for (pointer, alternative) in RELAXED {
        let alternative: Value =
            serde_json::from_str(alternative).expect("RELAXED holds valid JSON");
        if let Some(schema) = doc.pointer_mut(pointer) {
            let original = schema.take();
            *schema = serde_json::json!({"anyOf": [original, alternative]});
        }
    }
}

fn is_param(segment: &str) -> bool {
    segment.starts_with('{') && segment.ends_with('}')
}

/// Escapes a key for use as one JSON-pointer token.
fn escape(key: &str) -> String {
    key.replace('~', "~0").replace('/', "~1")
}

/// Points local `#/...` references at the registered document, because an
/// inline schema compiled on its own would otherwise resolve them against
/// itself.
fn rebase_refs(schema: &Value) -> Value {
    match schema {
        Value::Object(map) => Value::Object(
            map.iter()
                .map(|(k, v)| match (k.as_str(), v) {
                    ("$ref", Value::String(r)) if r.starts_with('#') => {
                        (k.clone(), Value::String(format!("{SPEC_URI}{r}")))
                    }
                    _ => (k.clone(), rebase_refs(v)),
                })
                .collect(),
        ),
        Value::Array(items) => Value::Array(items.iter().map(rebase_refs).collect()),
        other => other.clone(),
    }
}

/// Error texts quote the whole offending instance; a message object can be
/// kilobytes long, so keep reports readable.
fn truncate(s: &str) -> String {
    const MAX: usize = 300;
    if s.len() <= MAX {
        return s.to_owned();
    }
    let mut end = MAX;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    format!("{}…", &s[..end])
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn literal_segments_win_over_parameters() {
        let s = spec();
        assert_eq!(
            s.match_path("/webhooks/1/tok/messages/@original"),
            Some("/webhooks/{webhook_id}/{webhook_token}/messages/@original")
        );
        assert_eq!(
            s.match_path("/channels/5/messages/7"),
            Some("/channels/{channel_id}/messages/{message_id}")
        );
        assert_eq!(s.match_path("/users/@me"), Some("/users/@me"));
        assert_eq!(s.match_path("/no/such/route"), None);
    }

    #[test]
    fn request_schema_rejects_a_numeric_content() {
        let s = spec();
        let t = "/channels/{channel_id}/messages";
        assert!(
            s.check_request(t, "POST", &json!({"content": "hi"}))
                .is_empty()
        );
        assert!(
            !s.check_request(t, "POST", &json!({"content": 5}))
                .is_empty()
        );
    }

    #[test]
    fn permissions_may_be_sent_as_a_digit_string() {
        let s = spec();
        let t = "/applications/{application_id}/commands";
        let cmd = |p: Value| json!([{"name": "mafia", "description": "d", "default_member_permissions": p}]);
        assert!(s.check_request(t, "PUT", &cmd(json!("32"))).is_empty());
        assert!(s.check_request(t, "PUT", &cmd(json!(32))).is_empty());
        assert!(!s.check_request(t, "PUT", &cmd(json!("manage"))).is_empty());
    }

    #[test]
    fn a_message_response_without_required_fields_is_flagged() {
        let s = spec();
        let t = "/channels/{channel_id}/messages";
        let errors = s.check_response(t, "POST", 200, Some(&json!({"id": "1", "content": "x"})));
        assert!(errors.iter().any(|e| e.contains("author")), "{errors:?}");
    }

    #[test]
    fn error_responses_use_the_shared_schema() {
        let s = spec();
        let t = "/channels/{channel_id}/messages";
        let ok = json!({"code": 50007, "message": "Cannot send messages to this user"});
        assert!(s.check_response(t, "POST", 403, Some(&ok)).is_empty());
        assert!(
            !s.check_response(t, "POST", 403, Some(&json!({"oops": 1})))
                .is_empty()
        );
    }
}
