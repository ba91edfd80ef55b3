//! The send queue keeps within the limits, batches instead of dropping,
//! and obeys "retry after".

use narrator_send_queue::{Limits, SendError, SendQueue, Transport};
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
        _key: Option<&str>,
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
    let first = q.queue(-7, "news".into(), None);
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
        _: Option<&str>,
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
        .map(|i| q.queue_with(-3, format!("edit {i}"), "keys", None))
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

/// When requests arrived: all chats, and per chat.
type Arrivals = (Vec<Instant>, std::collections::HashMap<i64, Vec<Instant>>);

/// A platform that enforces Telegram's limits by the time each request
/// reaches it (not when it was sent), answers 429 beyond them, and takes a
/// varying time to receive and to answer; it also fails, times out or
/// refuses sends as told.
struct Strict {
    /// Arrival times: all chats, and per chat.
    arrivals: Mutex<Arrivals>,
    /// Accepted sends: chat, text, key.
    accepted: Mutex<Vec<(i64, String, Option<String>)>>,
    refused_429: Mutex<u32>,
    tries: Mutex<u32>,
    /// A small pseudo-random sequence for latencies.
    seed: Mutex<u64>,
    /// Fail this many sends for now, then work.
    transient: Mutex<u32>,
    /// Hang (no answer) on this many sends, then work.
    hang: Mutex<u32>,
    /// Refuse sends to this chat for good.
    refuse: Option<i64>,
}

impl Strict {
    fn new() -> Strict {
        Strict {
            arrivals: Mutex::new(Default::default()),
            accepted: Mutex::new(Vec::new()),
            refused_429: Mutex::new(0),
            tries: Mutex::new(0),
            seed: Mutex::new(0x2545_f491_4f6c_dd1d),
            transient: Mutex::new(0),
            hang: Mutex::new(0),
            refuse: None,
        }
    }

    fn latency(&self) -> Duration {
        let mut s = self.seed.lock().unwrap_or_else(|p| p.into_inner());
        *s ^= *s << 13;
        *s ^= *s >> 7;
        *s ^= *s << 17;
        Duration::from_millis(*s % 300)
    }

    fn take(counter: &Mutex<u32>) -> bool {
        let mut n = counter.lock().unwrap_or_else(|p| p.into_inner());
        let yes = *n > 0;
        *n = n.saturating_sub(1);
        yes
    }

    /// Whether a request arriving now is within the limits; counts it.
    fn admit(&self, chat: i64) -> bool {
        let now = Instant::now();
        let mut guard = self.arrivals.lock().unwrap_or_else(|p| p.into_inner());
        let (all, per_chat) = &mut *guard;
        let within = |v: &Vec<Instant>, window: Duration| {
            v.iter()
                .filter(|t| now.duration_since(**t) < window)
                .count()
        };
        let mine = per_chat.entry(chat).or_default();
        let ok = within(all, Duration::from_secs(1)) < 30
            && if chat < 0 {
                within(mine, Duration::from_secs(60)) < 20
            } else {
                within(mine, Duration::from_secs(1)) < 1
            };
        if ok {
            all.push(now);
            mine.push(now);
        }
        ok
    }

    fn accepted(&self) -> Vec<(i64, String, Option<String>)> {
        self.accepted
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .clone()
    }
}

impl Transport for Strict {
    type Chat = i64;
    type Extra = ();
    type Sent = ();
    fn is_group(&self, chat: &i64) -> bool {
        *chat < 0
    }
    async fn send(
        &self,
        chat: &i64,
        text: &str,
        _extra: Option<&()>,
        key: Option<&str>,
    ) -> Result<(), SendError> {
        *self.tries.lock().unwrap_or_else(|p| p.into_inner()) += 1;
        tokio::time::sleep(self.latency()).await;
        if Strict::take(&self.hang) {
            std::future::pending::<()>().await;
        }
        if Strict::take(&self.transient) {
            return Err(SendError::Transient("502 Bad Gateway".into()));
        }
        if self.refuse == Some(*chat) {
            return Err(SendError::Refused(
                "Forbidden: bot was blocked by the user".into(),
            ));
        }
        if !self.admit(*chat) {
            *self.refused_429.lock().unwrap_or_else(|p| p.into_inner()) += 1;
            tokio::time::sleep(self.latency()).await;
            return Err(SendError::RetryAfter(Duration::from_secs(1)));
        }
        self.accepted
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((*chat, text.to_string(), key.map(str::to_string)));
        tokio::time::sleep(self.latency()).await;
        Ok(())
    }
}

#[tokio::test(start_paused = true)]
async fn a_burst_of_any_size_draws_no_429_from_a_platform_with_varying_latency() {
    let strict = Arc::new(Strict::new());
    let q = SendQueue::start(strict.clone(), Limits::telegram());
    // 180 private chats answered at once, three groups with 30 news each
    // (long enough not to be joined), and a second text to 60 of the
    // private chats.
    let limits_len = Limits::telegram().max_len;
    let long = "x".repeat(limits_len - 10);
    let mut waits = Vec::new();
    for c in 1..=180 {
        waits.push(q.queue(c, format!("hello {c}"), None));
    }
    for g in [-1, -2, -3] {
        for i in 0..30 {
            waits.push(q.queue(g, format!("{long} {g} {i}"), None));
        }
    }
    for c in 1..=60 {
        waits.push(q.queue(c, format!("again {c}"), None));
    }
    for w in waits {
        assert_eq!(w.await, Ok(()));
    }
    assert_eq!(
        *strict.refused_429.lock().unwrap_or_else(|p| p.into_inner()),
        0
    );
    // Every text arrived once (texts to one chat may be joined).
    let accepted = strict.accepted();
    let mut texts: Vec<&str> = accepted
        .iter()
        .flat_map(|(_, t, _)| t.split("\n\n"))
        .collect();
    texts.sort_unstable();
    assert_eq!(texts.len(), 180 + 90 + 60, "nothing lost or repeated");
    texts.dedup();
    assert_eq!(texts.len(), 180 + 90 + 60, "nothing repeated");
}

#[tokio::test(start_paused = true)]
async fn a_send_that_fails_for_now_is_tried_again_in_its_place() {
    let strict = Arc::new(Strict::new());
    *strict.transient.lock().unwrap_or_else(|p| p.into_inner()) = 4;
    let q = SendQueue::start(strict.clone(), Limits::telegram());
    let first = q.queue(7, "one".into(), None);
    let start = Instant::now();
    assert_eq!(first.await, Ok(()));
    // 0.5 + 1 + 2 + 4 s of backoff, at least.
    assert!(
        start.elapsed() >= Duration::from_millis(7500),
        "{:?}",
        start.elapsed()
    );
    let second = q.queue(7, "two".into(), None);
    assert_eq!(second.await, Ok(()));
    let texts: Vec<String> = strict.accepted().into_iter().map(|(_, t, _)| t).collect();
    assert_eq!(texts, ["one", "two"]);
    assert_eq!(*strict.tries.lock().unwrap_or_else(|p| p.into_inner()), 6);
}

#[tokio::test(start_paused = true)]
async fn order_holds_while_a_chat_retries() {
    let strict = Arc::new(Strict::new());
    *strict.transient.lock().unwrap_or_else(|p| p.into_inner()) = 2;
    let limits = Limits {
        max_len: 3,
        ..Limits::telegram()
    };
    let q = SendQueue::start(strict.clone(), limits);
    let waits: Vec<_> = (0..5).map(|i| q.queue(7, format!("m{i}"), None)).collect();
    for w in waits {
        assert_eq!(w.await, Ok(()));
    }
    let texts: Vec<String> = strict.accepted().into_iter().map(|(_, t, _)| t).collect();
    assert_eq!(texts, ["m0", "m1", "m2", "m3", "m4"]);
}

#[tokio::test(start_paused = true)]
async fn a_send_with_no_answer_is_given_up_and_tried_again() {
    let strict = Arc::new(Strict::new());
    *strict.hang.lock().unwrap_or_else(|p| p.into_inner()) = 1;
    let q = SendQueue::start(strict.clone(), Limits::telegram());
    assert_eq!(q.queue(7, "hello".into(), None).await, Ok(()));
    assert_eq!(*strict.tries.lock().unwrap_or_else(|p| p.into_inner()), 2);
    assert_eq!(strict.accepted().len(), 1);
}

#[tokio::test(start_paused = true)]
async fn a_refusal_ends_the_attempts_and_other_chats_go_on() {
    let mut strict = Strict::new();
    strict.refuse = Some(8);
    let strict = Arc::new(strict);
    let q = SendQueue::start(strict.clone(), Limits::telegram());
    let refused = q.queue(8, "to a blocker".into(), None);
    let fine = q.queue(9, "to a friend".into(), None);
    assert!(matches!(refused.await, Err(SendError::Refused(_))));
    assert_eq!(fine.await, Ok(()));
    assert_eq!(*strict.tries.lock().unwrap_or_else(|p| p.into_inner()), 2);
}

#[tokio::test(start_paused = true)]
async fn joined_texts_carry_every_key_and_a_retry_the_same_key() {
    let strict = Arc::new(Strict::new());
    *strict.transient.lock().unwrap_or_else(|p| p.into_inner()) = 1;
    let q = SendQueue::start(strict.clone(), Limits::telegram());
    // The first fails once and goes again with its key; the next three
    // wait for the chat's interval and are joined.
    assert_eq!(q.queue(7, "a".into(), Some("k1".into())).await, Ok(()));
    let waits = vec![
        q.queue(7, "b".into(), Some("k2".into())),
        q.queue(7, "c".into(), None),
        q.queue(7, "d".into(), Some("k4".into())),
    ];
    for w in waits {
        assert_eq!(w.await, Ok(()));
    }
    let keys: Vec<Option<String>> = strict.accepted().into_iter().map(|(_, _, k)| k).collect();
    assert_eq!(keys, [Some("k1".to_string()), Some("k2+k4".to_string())]);
    assert_eq!(*strict.tries.lock().unwrap_or_else(|p| p.into_inner()), 3);
}
