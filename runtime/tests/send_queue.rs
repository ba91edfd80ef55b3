//! The send queue keeps within the limits, batches instead of dropping,
//! and obeys "retry after".

use narrator_runtime::send_queue::{Limits, SendError, SendQueue, Transport};
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::time::Instant;

#[derive(Default)]
struct Fake {
    sends: Mutex<Vec<(i64, Instant, String)>>,
    /// Answer 429 to this many sends first.
    throttle: Mutex<u32>,
}

impl Transport for Fake {
    type Chat = i64;
    type Extra = &'static str;
    type Sent = ();
    fn is_group(&self, chat: &i64) -> bool {
        *chat < 0
    }
    fn supersedes(&self, newer: &&'static str, older: &&'static str) -> bool {
        newer.starts_with("edit") && newer == older
    }
    async fn send(
        &self,
        chat: &i64,
        text: &str,
        extra: Option<&&'static str>,
    ) -> Result<(), SendError> {
        {
            let mut t = self.throttle.lock().unwrap_or_else(|p| p.into_inner());
            if *t > 0 {
                *t -= 1;
                return Err(SendError::RetryAfter(Duration::from_secs(5)));
            }
        }
        self.sends.lock().unwrap_or_else(|p| p.into_inner()).push((
            *chat,
            Instant::now(),
            match extra {
                Some(e) => format!("{text} [{e}]"),
                None => text.to_string(),
            },
        ));
        Ok(())
    }
}

impl Fake {
    fn log(&self) -> Vec<(i64, Instant, String)> {
        self.sends.lock().unwrap_or_else(|p| p.into_inner()).clone()
    }
}

async fn send_all(q: &SendQueue<Fake>, msgs: Vec<(i64, String)>) {
    let tasks: Vec<_> = msgs
        .into_iter()
        .map(|(c, t)| {
            let q = q.clone();
            tokio::spawn(async move { q.send(c, t).await })
        })
        .collect();
    for t in tasks {
        assert_eq!(t.await.ok(), Some(Ok(())));
    }
}

#[tokio::test(start_paused = true)]
async fn a_burst_to_one_chat_is_batched_one_send_per_second() {
    let fake = Arc::new(Fake::default());
    let q = SendQueue::start(fake.clone(), Limits::telegram());
    send_all(&q, (0..30).map(|i| (7, format!("line {i}"))).collect()).await;
    let log = fake.log();
    let all: String = log
        .iter()
        .map(|(_, _, t)| t.as_str())
        .collect::<Vec<_>>()
        .join("\n\n");
    let expected: Vec<String> = (0..30).map(|i| format!("line {i}")).collect();
    assert_eq!(all, expected.join("\n\n"), "nothing dropped, order kept");
    assert!(log.len() < 30, "messages were joined: {} sends", log.len());
    for w in log.windows(2) {
        assert!(w[1].1.duration_since(w[0].1) >= Duration::from_secs(1));
    }
}

#[tokio::test(start_paused = true)]
async fn a_group_gets_at_most_twenty_sends_a_minute() {
    let fake = Arc::new(Fake::default());
    let limits = Limits {
        max_len: 10,
        ..Limits::telegram()
    };
    let q = SendQueue::start(fake.clone(), limits);
    // Long texts cannot be joined under max_len, so each is its own send.
    send_all(
        &q,
        (0..45).map(|i| (-100, format!("announce {i}"))).collect(),
    )
    .await;
    let log = fake.log();
    assert_eq!(log.len(), 45);
    for (i, (_, t, _)) in log.iter().enumerate().skip(20) {
        assert!(
            t.duration_since(log[i - 20].1) >= Duration::from_secs(60),
            "send {i}"
        );
    }
}

#[tokio::test(start_paused = true)]
async fn all_chats_together_stay_under_thirty_a_second() {
    let fake = Arc::new(Fake::default());
    let q = SendQueue::start(fake.clone(), Limits::telegram());
    send_all(&q, (0..100).map(|c| (c, "hi".to_string())).collect()).await;
    let log = fake.log();
    assert_eq!(log.len(), 100);
    for (i, (_, t, _)) in log.iter().enumerate().skip(30) {
        assert!(
            t.duration_since(log[i - 30].1) >= Duration::from_secs(1),
            "send {i}"
        );
    }
}

#[tokio::test(start_paused = true)]
async fn retry_after_is_obeyed() {
    let fake = Arc::new(Fake {
        throttle: Mutex::new(2),
        ..Fake::default()
    });
    let q = SendQueue::start(fake.clone(), Limits::telegram());
    let start = Instant::now();
    send_all(&q, vec![(5, "hello".into())]).await;
    let log = fake.log();
    assert_eq!(log.len(), 1);
    assert!(
        log[0].1.duration_since(start) >= Duration::from_secs(10),
        "two 5 s waits"
    );
}

#[tokio::test(start_paused = true)]
async fn a_send_with_a_keyboard_goes_alone_in_its_turn() {
    let fake = Arc::new(Fake::default());
    let q = SendQueue::start(fake.clone(), Limits::telegram());
    let tasks: Vec<_> = [
        (None, "x"),
        (None, "a"),
        (None, "b"),
        (Some("keys"), "c"),
        (None, "d"),
    ]
    .into_iter()
    .map(|(extra, text)| {
        let q = q.clone();
        let text = text.to_string();
        tokio::spawn(async move {
            match extra {
                Some(e) => q.send_with(-1, text, e).await,
                None => q.send(-1, text).await,
            }
        })
    })
    .collect();
    for t in tasks {
        tokio::task::yield_now().await;
        drop(t);
    }
    tokio::time::sleep(Duration::from_secs(10)).await;
    let texts: Vec<String> = fake.log().into_iter().map(|(_, _, t)| t).collect();
    // How the plain texts are joined depends on when each arrives; the
    // keyboard always goes alone, and the order is kept.
    assert!(texts.contains(&"c [keys]".to_string()), "{texts:?}");
    assert_eq!(texts.join("\n\n"), "x\n\na\n\nb\n\nc [keys]\n\nd");
}

/// With the real clock (the other tests pause it), a lone message goes
/// out at once: the scheduler must not mistake the clock moving on
/// between two readings for a busy chat.
#[tokio::test]
async fn a_lone_message_goes_out_at_once_on_the_real_clock() {
    let fake = Arc::new(Fake::default());
    let q = SendQueue::start(fake.clone(), Limits::telegram());
    let sent = tokio::time::timeout(Duration::from_secs(10), q.send(-5, "hello".into())).await;
    assert_eq!(sent, Ok(Ok(())), "the send never completed");
    assert_eq!(fake.log().len(), 1);
}

#[tokio::test(start_paused = true)]
async fn queued_edits_of_one_message_collapse_into_the_last() {
    let fake = Arc::new(Fake::default());
    let q = SendQueue::start(fake.clone(), Limits::telegram());
    // The first send takes the chat's slot; everything after it waits.
    let first = q.queue(-7, "news".into());
    let edits: Vec<_> = (0..5)
        .map(|i| {
            let q = q.clone();
            tokio::spawn(async move { q.send_with(-7, format!("tally {i}"), "edit-1").await })
        })
        .collect();
    let other = {
        let q = q.clone();
        tokio::spawn(async move { q.send_with(-7, "other message".into(), "edit-2").await })
    };
    assert_eq!(first.await, Ok(()));
    for e in edits {
        assert_eq!(e.await.ok(), Some(Ok(())), "every waiter hears the result");
    }
    assert_eq!(other.await.ok(), Some(Ok(())));
    let texts: Vec<String> = fake.log().into_iter().map(|(_, _, t)| t).collect();
    let tallies: Vec<&String> = texts.iter().filter(|t| t.contains("tally")).collect();
    assert!(
        tallies.len() < 5 && tallies.last().is_some_and(|t| t.starts_with("tally 4")),
        "edits of one message collapse and the last text wins: {texts:?}"
    );
    assert!(
        texts.iter().any(|t| t.contains("other message")),
        "an edit of another message is kept"
    );
}

/// A platform whose every answer takes 100 ms, as a real one over the
/// network does.
#[derive(Default)]
struct Slow {
    sends: Mutex<Vec<(i64, String)>>,
}

impl Transport for Slow {
    type Chat = i64;
    type Extra = &'static str;
    type Sent = ();
    fn is_group(&self, chat: &i64) -> bool {
        *chat < 0
    }
    async fn send(
        &self,
        chat: &i64,
        text: &str,
        _: Option<&&'static str>,
    ) -> Result<(), SendError> {
        tokio::time::sleep(Duration::from_millis(100)).await;
        self.sends
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((*chat, text.to_string()));
        Ok(())
    }
}

#[tokio::test(start_paused = true)]
async fn sends_to_different_chats_are_on_their_way_together() {
    let slow = Arc::new(Slow::default());
    let q = SendQueue::start(slow.clone(), Limits::telegram());
    let start = Instant::now();
    let tasks: Vec<_> = (1..=30)
        .map(|chat| {
            let q = q.clone();
            tokio::spawn(async move { q.send(chat, "news".into()).await })
        })
        .collect();
    for t in tasks {
        assert_eq!(t.await.ok(), Some(Ok(())));
    }
    // One at a time would take 30 round trips (3 s).
    assert!(
        start.elapsed() < Duration::from_millis(500),
        "30 chats took {:?}",
        start.elapsed()
    );
}

#[tokio::test(start_paused = true)]
async fn one_chat_still_gets_its_sends_in_order() {
    let slow = Arc::new(Slow::default());
    let q = SendQueue::start(slow.clone(), Limits::telegram());
    // Sends with an extra are never joined: five separate sends.
    let sends: Vec<_> = (0..5)
        .map(|i| q.queue_with(-3, format!("edit {i}"), "keys"))
        .collect();
    for s in sends {
        assert_eq!(s.await, Ok(()));
    }
    let texts: Vec<String> = slow
        .sends
        .lock()
        .unwrap_or_else(|p| p.into_inner())
        .iter()
        .map(|(_, t)| t.clone())
        .collect();
    assert_eq!(texts, ["edit 0", "edit 1", "edit 2", "edit 3", "edit 4"]);
}
