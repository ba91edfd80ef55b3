//! Reading request bodies: JSON, or multipart with a `payload_json` part
//! and files (how serenity sends messages with attachments).

use serde_json::Value;

use crate::messages::Upload;

/// A parsed request body, handed to the handlers as an extension.
#[derive(Clone, Debug, Default)]
pub struct Body {
    /// The JSON payload, if there was one.
    pub json: Option<Value>,
    /// Uploaded files.
    pub uploads: Vec<Upload>,
}

impl Body {
    /// The JSON payload, or `null` when none was sent.
    pub fn value(&self) -> Value {
        self.json.clone().unwrap_or(Value::Null)
    }
}

/// Parses a body by its content type; the error is a readable reason.
pub fn parse(content_type: &str, bytes: &[u8]) -> Result<Body, String> {
    if bytes.is_empty() {
        return Ok(Body::default());
    }
    if let Some(boundary) = boundary(content_type) {
        return multipart(&boundary, bytes);
    }
    serde_json::from_slice(bytes)
        .map(|v| Body {
            json: Some(v),
            uploads: vec![],
        })
        .map_err(|e| format!("body is not JSON: {e}"))
}

fn boundary(content_type: &str) -> Option<String> {
    if !content_type.starts_with("multipart/form-data") {
        return None;
    }
    content_type
        .split(';')
        .filter_map(|p| p.trim().strip_prefix("boundary="))
        .map(|b| b.trim_matches('"').to_owned())
        .next()
}

/// A minimal multipart reader: enough for `payload_json` and `files[n]`
/// parts, which is all Discord accepts.
fn multipart(boundary: &str, bytes: &[u8]) -> Result<Body, String> {
    let delimiter = format!("--{boundary}");
    let mut body = Body::default();
    for part in split(bytes, delimiter.as_bytes()).into_iter().skip(1) {
        if part.starts_with(b"--") {
            break;
        }
        let part = part.strip_prefix(b"\r\n").unwrap_or(part);
        let Some(split_at) = find(part, b"\r\n\r\n") else {
            continue;
        };
        let headers = String::from_utf8_lossy(&part[..split_at]).to_string();
        let mut content = &part[split_at + 4..];
        content = content.strip_suffix(b"\r\n").unwrap_or(content);
        let disposition = headers
            .lines()
            .find(|l| l.to_ascii_lowercase().starts_with("content-disposition"))
            .unwrap_or_default();
        let name = param(disposition, "name");
        if let Some(filename) = param(disposition, "filename") {
            let content_type = headers.lines().find_map(|l| {
                let (k, v) = l.split_once(':')?;
                k.trim()
                    .eq_ignore_ascii_case("content-type")
                    .then(|| v.trim().to_owned())
            });
            body.uploads.push(Upload {
                field: name.unwrap_or_default(),
                filename,
                size: content.len() as u64,
                bytes: content.to_vec(),
                content_type,
            });
        } else if name.as_deref() == Some("payload_json") {
            let v = serde_json::from_slice(content)
                .map_err(|e| format!("payload_json is not JSON: {e}"))?;
            body.json = Some(v);
        }
    }
    Ok(body)
}

fn param(header: &str, key: &str) -> Option<String> {
    header
        .split(';')
        .filter_map(|p| p.trim().strip_prefix(&format!("{key}=")))
        .map(|v| v.trim_matches('"').to_owned())
        .next()
}

fn split<'a>(haystack: &'a [u8], needle: &[u8]) -> Vec<&'a [u8]> {
    let mut out = Vec::new();
    let mut rest = haystack;
    while let Some(i) = find(rest, needle) {
        out.push(&rest[..i]);
        rest = &rest[i + needle.len()..];
    }
    out.push(rest);
    out
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_payload_json_and_files() {
        let raw = "--XX\r\nContent-Disposition: form-data; name=\"payload_json\"\r\n\r\n{\"content\":\"hi\"}\r\n--XX\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"a.png\"\r\nContent-Type: image/png\r\n\r\nPNGDATA\r\n--XX--\r\n";
        let b = parse("multipart/form-data; boundary=XX", raw.as_bytes()).unwrap();
        assert_eq!(b.json.unwrap()["content"], "hi");
        assert_eq!(b.uploads[0].filename, "a.png");
        assert_eq!(b.uploads[0].size, 7);
        assert_eq!(b.uploads[0].bytes, b"PNGDATA");
        assert_eq!(b.uploads[0].index(), Some(0));
        assert_eq!(b.uploads[0].content_type.as_deref(), Some("image/png"));
    }
}
