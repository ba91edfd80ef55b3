//! The fake's rules checked with raw HTTP: spec validation catches a bad
//! body, the per-channel message limit answers 429, and interaction
//! callbacks follow Discord's timing rules.

use std::time::Duration;

use narrator_discord_fake::{Config, FakeDiscord, SlashCommand};
use serde_json::{Value, json};

fn client() -> reqwest::Client {
    reqwest::Client::new()
}

async fn post(fake: &FakeDiscord, path: &str, body: Value) -> reqwest::Response {
    client()
        .post(format!("{}/api/v10{path}", fake.url()))
        .header("Authorization", "Bot fake-token")
        .json(&body)
        .send()
        .await
        .expect("the fake answers")
}

#[tokio::test]
async fn gateway_url_points_at_the_fake() {
    let fake = FakeDiscord::start().await.unwrap();
    let v: Value = client()
        .get(format!("{}/api/v10/gateway", fake.url()))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(v["url"], fake.gateway_url());
    fake.assert_no_violations();
}

#[tokio::test]
async fn validator_flags_a_message_whose_content_is_a_number() {
    let fake = FakeDiscord::start().await.unwrap();
    let g = fake.add_guild("Town");
    let path = format!("/channels/{}/messages", g.channel_id);
    post(&fake, &path, json!({"content": "fine"})).await;
    fake.assert_no_violations();
    post(&fake, &path, json!({"content": 5})).await;
    let v = fake.violations();
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!(v[0].what, "request");
    assert_eq!(
        v[0].template.as_deref(),
        Some("/channels/{channel_id}/messages")
    );
    assert!(v[0].errors.iter().any(|e| e.contains("/content")), "{v:?}");
}

#[tokio::test]
async fn unknown_routes_are_recorded() {
    let fake = FakeDiscord::start().await.unwrap();
    let resp = client()
        .get(format!("{}/api/v10/users/@me/guilds", fake.url()))
        .header("Authorization", "Bot fake-token")
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 404);
    assert_eq!(
        fake.unhandled_routes(),
        vec!["GET /api/v10/users/@me/guilds".to_string()]
    );
}

#[tokio::test]
async fn sixth_quick_message_in_a_channel_is_rate_limited() {
    let fake = FakeDiscord::start().await.unwrap();
    let g = fake.add_guild("Town");
    let path = format!("/channels/{}/messages", g.channel_id);
    for i in 0..5 {
        let resp = post(&fake, &path, json!({"content": format!("m{i}")})).await;
        assert_eq!(resp.status(), 200);
        let h = resp.headers();
        assert_eq!(h["x-ratelimit-limit"], "5");
        assert_eq!(h["x-ratelimit-remaining"], (4 - i).to_string().as_str());
        assert!(h.contains_key("x-ratelimit-reset"));
        assert!(h.contains_key("x-ratelimit-reset-after"));
        assert!(h.contains_key("x-ratelimit-bucket"));
    }
    let resp = post(&fake, &path, json!({"content": "one too many"})).await;
    assert_eq!(resp.status(), 429);
    assert!(resp.headers().contains_key("retry-after"));
    let body: Value = resp.json().await.unwrap();
    assert_eq!(body["message"], "You are being rate limited.");
    assert_eq!(body["global"], false);
    assert!(body["retry_after"].as_f64().unwrap() > 0.0);
    assert_eq!(fake.rate_limited_count(), 1);
    assert_eq!(fake.messages(g.channel_id).len(), 5);
    fake.assert_no_violations();
}

#[tokio::test]
async fn interaction_callbacks_follow_discords_timing_rules() {
    let config = Config {
        ack_deadline: Duration::from_millis(1000),
        ..Config::default()
    };
    let fake = FakeDiscord::start_with(config).await.unwrap();
    let g = fake.add_guild("Town");
    let commands = format!("/applications/{}/commands", fake.bot_id());
    let resp = client()
        .put(format!("{}/api/v10{commands}", fake.url()))
        .header("Authorization", "Bot fake-token")
        .json(&json!([{"name": "mafia", "description": "Play mafia"}]))
        .send()
        .await
        .unwrap();
    assert_eq!(resp.status(), 200);
    let reply = json!({"type": 4, "data": {"content": "hi"}});

    let on_time = fake
        .slash_command(g.channel_id, g.owner_id, &SlashCommand::new("mafia"))
        .unwrap();
    let path = format!("/interactions/{}/{}/callback", on_time.id, on_time.token);
    assert_eq!(post(&fake, &path, reply.clone()).await.status(), 204);
    let second = post(&fake, &path, reply.clone()).await;
    assert_eq!(second.status(), 400);
    assert_eq!(second.json::<Value>().await.unwrap()["code"], 40060);

    let late = fake
        .slash_command(g.channel_id, g.owner_id, &SlashCommand::new("mafia"))
        .unwrap();
    tokio::time::sleep(Duration::from_millis(1200)).await;
    let path = format!("/interactions/{}/{}/callback", late.id, late.token);
    let resp = post(&fake, &path, reply).await;
    assert_eq!(resp.status(), 404);
    assert_eq!(resp.json::<Value>().await.unwrap()["code"], 10062);
    assert!(fake.interaction(late.id).unwrap().acked_after.is_none());
    fake.assert_no_violations();
}

#[test]
fn blocking_fake_serves_sync_tests() {
    let fake = FakeDiscord::start_blocking().unwrap();
    let g = fake.add_guild("Town");
    let url = format!("{}/api/v10/channels/{}", fake.url(), g.channel_id);
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let v: Value = rt.block_on(async {
        client()
            .get(url)
            .header("Authorization", "Bot t")
            .send()
            .await
            .unwrap()
            .json()
            .await
            .unwrap()
    });
    assert_eq!(v["name"], "general");
    fake.assert_no_violations();
}

#[tokio::test]
async fn a_repeated_nonce_with_enforce_nonce_returns_the_first_message() {
    let fake = FakeDiscord::start().await.unwrap();
    let g = fake.add_guild("Town");
    let path = format!("/channels/{}/messages", g.channel_id);
    let body = json!({"content": "once", "nonce": "n-1", "enforce_nonce": true});
    let first: Value = post(&fake, &path, body.clone()).await.json().await.unwrap();
    let again: Value = post(&fake, &path, body).await.json().await.unwrap();
    assert_eq!(first["id"], again["id"], "the earlier message is returned");
    assert_eq!(fake.messages(g.channel_id).len(), 1);
    assert_eq!(fake.nonce_repeats(), 1);
    // Without enforce_nonce, or with another nonce, a new message is made.
    post(&fake, &path, json!({"content": "once", "nonce": "n-1"})).await;
    post(
        &fake,
        &path,
        json!({"content": "once", "nonce": "n-2", "enforce_nonce": true}),
    )
    .await;
    assert_eq!(fake.messages(g.channel_id).len(), 3);
    fake.assert_no_violations();
}

#[tokio::test]
async fn faults_fail_message_sends_as_configured() {
    use narrator_discord_fake::{Fault, FaultConfig};
    let config = Config {
        faults: Some(FaultConfig {
            rate: 1.0,
            seed: 7,
            hold: Duration::from_millis(50),
            kinds: vec![Fault::ServerError, Fault::DropAfter],
        }),
        ..Config::default()
    };
    let fake = FakeDiscord::start_with(config).await.unwrap();
    let g = fake.add_guild("Town");
    let path = format!("/channels/{}/messages", g.channel_id);
    for _ in 0..4 {
        let sent = client()
            .post(format!("{}/api/v10{path}", fake.url()))
            .header("Authorization", "Bot fake-token")
            .json(&json!({"content": "hello"}))
            .send()
            .await;
        // A 500, or a connection that breaks before the body arrives.
        let failed = match sent {
            Ok(resp) => resp.status().is_server_error() || resp.text().await.is_err(),
            Err(_) => true,
        };
        assert!(failed);
    }
    let served = fake.faults_served();
    assert_eq!(served.total(), 4);
    // Each dropped-after send was made; each 500 was not.
    assert_eq!(
        fake.messages(g.channel_id).len() as u64,
        served.dropped_after
    );
}

/// A PNG's first bytes: the signature and an IHDR of `w`×`h`.
fn png_head(w: u32, h: u32) -> Vec<u8> {
    let mut b = b"\x89PNG\r\n\x1a\n\0\0\0\x0dIHDR".to_vec();
    b.extend(w.to_be_bytes());
    b.extend(h.to_be_bytes());
    b.extend([8, 6, 0, 0, 0, 0, 0, 0, 0]);
    b
}

/// A multipart message create: `payload_json` and one file as `files[0]`.
async fn post_file(
    fake: &FakeDiscord,
    path: &str,
    payload: &Value,
    name: &str,
    bytes: &[u8],
) -> reqwest::Response {
    let mut body = Vec::new();
    body.extend(b"--XYZ\r\nContent-Disposition: form-data; name=\"payload_json\"\r\nContent-Type: application/json\r\n\r\n");
    body.extend(payload.to_string().as_bytes());
    body.extend(format!("\r\n--XYZ\r\nContent-Disposition: form-data; name=\"files[0]\"; filename=\"{name}\"\r\nContent-Type: image/png\r\n\r\n").as_bytes());
    body.extend(bytes);
    body.extend(b"\r\n--XYZ--\r\n");
    client()
        .post(format!("{}/api/v10{path}", fake.url()))
        .header("Authorization", "Bot fake-token")
        .header("Content-Type", "multipart/form-data; boundary=XYZ")
        .body(body)
        .send()
        .await
        .expect("the fake answers")
}

#[tokio::test]
async fn a_picture_upload_is_stored_shown_in_its_embed_and_deduplicated_by_nonce() {
    let fake = FakeDiscord::start().await.unwrap();
    let g = fake.add_guild("Town");
    let path = format!("/channels/{}/messages", g.channel_id);
    let png = png_head(900, 700);
    let payload = json!({
        "embeds": [{"description": "the cave", "image": {"url": "attachment://cave.png"}}],
        "attachments": [{"id": 0, "filename": "cave.png"}],
        "nonce": "pic-1",
        "enforce_nonce": true,
    });
    let first: Value = post_file(&fake, &path, &payload, "upload.png", &png)
        .await
        .json()
        .await
        .unwrap();
    // The attachments entry names the file; the embed points at it.
    let a = &first["attachments"][0];
    assert_eq!(a["filename"], "cave.png");
    assert_eq!(a["size"], png.len());
    assert_eq!(a["width"], 900);
    assert_eq!(a["height"], 700);
    assert_eq!(a["content_type"], "image/png");
    assert_eq!(first["embeds"][0]["image"]["url"], a["url"]);
    assert_eq!(first["embeds"][0]["image"]["width"], 900);
    // A retry with the same nonce posts nothing new.
    let again: Value = post_file(&fake, &path, &payload, "upload.png", &png)
        .await
        .json()
        .await
        .unwrap();
    assert_eq!(again["id"], first["id"]);
    assert_eq!(fake.nonce_repeats(), 1);
    let stored = fake.messages(g.channel_id);
    assert_eq!(stored.len(), 1);
    assert_eq!(stored[0].attachments[0].bytes, png);
    fake.assert_no_violations();
}

#[tokio::test]
async fn an_attachment_entry_without_its_file_is_refused() {
    let fake = FakeDiscord::start().await.unwrap();
    let g = fake.add_guild("Town");
    let path = format!("/channels/{}/messages", g.channel_id);
    let payload = json!({
        "content": "two?",
        "attachments": [{"id": 1, "filename": "missing.png"}],
    });
    let resp = post_file(&fake, &path, &payload, "a.png", &png_head(1, 1)).await;
    assert_eq!(resp.status(), 400);
    assert!(fake.messages(g.channel_id).is_empty());
}
