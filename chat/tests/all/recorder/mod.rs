//! A recording fake platform for the chat front's tests.

#![allow(dead_code)]

use narrator_chat::{ChatApi, Keyboard, Picture, Posted, Target};
use narrator_engine::PlayerId;
use narrator_runtime::DeliveryError;
use std::future::Future;
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// A platform that records every text it is asked to send (posts, edits
/// and plain texts), and where everyone is an admin and reachable (unless
/// `unreachable`: then nobody, so the host opens a lobby without a seat).
#[derive(Default)]
pub struct Recorder {
    sent: Mutex<Vec<(Target, String)>>,
    next: AtomicU64,
    unreachable: bool,
    /// While true, sends are recorded but not answered (a group's rate
    /// limit holding them).
    held: tokio::sync::watch::Sender<bool>,
}

impl Recorder {
    /// A platform where the host has no seat: everyone playing is a
    /// computer or an external bot, so nobody idles through the game (an
    /// idle person dealt the last mafioso would make it endless).
    pub fn host_watches() -> Recorder {
        Recorder {
            unreachable: true,
            ..Recorder::default()
        }
    }
}

impl Recorder {
    /// Records a send; the returned future ends once sends are not held.
    fn record(&self, to: Target, text: String) -> impl Future<Output = ()> + Send + 'static {
        self.sent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push((to, text));
        let mut held = self.held.subscribe();
        async move {
            let _ = held.wait_for(|held| !held).await;
        }
    }

    /// Holds every send from now on unanswered (`true`), or lets them go.
    pub fn hold(&self, on: bool) {
        self.held.send_replace(on);
    }

    /// Every text sent to `to`, in order.
    pub fn texts_to(&self, to: &Target) -> Vec<String> {
        self.sent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
            .filter(|(t, _)| t == to)
            .map(|(_, s)| s.clone())
            .collect()
    }

    /// How many texts were sent.
    pub fn count(&self) -> usize {
        self.sent.lock().unwrap_or_else(|p| p.into_inner()).len()
    }

    pub fn targets(&self) -> Vec<Target> {
        self.sent
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .iter()
            .map(|(t, _)| t.clone())
            .collect()
    }
}

impl ChatApi for Recorder {
    fn say(
        &self,
        to: &Target,
        text: String,
        _key: Option<String>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = self.record(to.clone(), text);
        async move {
            sent.await;
            Ok(())
        }
    }

    fn post(
        &self,
        to: &Target,
        text: String,
        _keys: Keyboard,
        _key: Option<String>,
    ) -> impl Future<Output = Result<Posted, DeliveryError>> + Send + 'static {
        let sent = self.record(to.clone(), text);
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        async move {
            sent.await;
            Ok(Posted(format!("m{id}")))
        }
    }

    fn picture(
        &self,
        to: &Target,
        picture: Picture,
        caption: String,
        _key: Option<String>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = self.record(
            to.clone(),
            format!("[picture {}] {caption}", picture.file_name()),
        );
        async move {
            sent.await;
            Ok(())
        }
    }

    fn edit(
        &self,
        msg: &Posted,
        text: String,
        _keys: Option<Keyboard>,
    ) -> impl Future<Output = Result<(), DeliveryError>> + Send + 'static {
        let sent = self.record(Target::Place(format!("edit:{}", msg.0)), text);
        async move {
            sent.await;
            Ok(())
        }
    }

    async fn is_admin(&self, _place: &str, _user: &PlayerId) -> bool {
        true
    }

    async fn reachable(&self, _user: &PlayerId) -> bool {
        !self.unreachable
    }
}
