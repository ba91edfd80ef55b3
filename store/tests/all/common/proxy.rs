//! A TCP proxy between a store and the PostgreSQL test cluster that cuts a
//! connection at a chosen moment: after the server got a request but
//! before the client heard the answer (a COMMIT lost with its connection),
//! or before the request reached the server.

use std::net::SocketAddr;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};

/// Where a trapped connection is cut.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cut {
    /// The request goes on to the server, which does the work; its answers
    /// are swallowed, then the connection is cut.
    AfterRequest,
    /// The connection is cut instead of passing the request on.
    BeforeRequest,
}

/// The trap a connection springs.
struct Trap {
    /// Each trap has its own number, so a connection's progress through
    /// an older one does not count.
    number: usize,
    /// What the client must send, in this order, on one connection; the
    /// last one springs the trap.
    patterns: Vec<Vec<u8>>,
    cut: Cut,
}

/// A proxy in front of the test cluster.
pub struct Proxy {
    /// `url` with the proxy's address.
    pub url: String,
    trap: Arc<Mutex<Option<Trap>>>,
    sprung: Arc<AtomicUsize>,
    armed: AtomicUsize,
}

impl Proxy {
    /// Starts a proxy to the server at `url` (a `postgres://` URL naming
    /// its host and port).
    pub async fn start(url: &str) -> Proxy {
        let (before, address, after) = split_address(url);
        let server: SocketAddr = address
            .parse()
            .unwrap_or_else(|e| panic!("{address} is not host:port: {e}"));
        let listener = TcpListener::bind("127.0.0.1:0").await.expect("bind");
        let local = listener.local_addr().expect("local address");
        let trap: Arc<Mutex<Option<Trap>>> = Arc::new(Mutex::new(None));
        let sprung = Arc::new(AtomicUsize::new(0));
        let (t, s) = (trap.clone(), sprung.clone());
        tokio::spawn(async move {
            while let Ok((client, _)) = listener.accept().await {
                tokio::spawn(pipe(client, server, t.clone(), s.clone()));
            }
        });
        Proxy {
            url: format!("{before}{local}{after}"),
            trap,
            sprung,
            armed: AtomicUsize::new(0),
        }
    }

    /// Sets the trap: the connection whose client sends `patterns` in this
    /// order is cut at the last one, as `cut` says. One connection springs
    /// it, once.
    pub fn arm(&self, patterns: &[&str], cut: Cut) {
        let number = self.armed.fetch_add(1, Ordering::Relaxed) + 1;
        *self.trap.lock().unwrap() = Some(Trap {
            number,
            patterns: patterns.iter().map(|p| p.as_bytes().to_vec()).collect(),
            cut,
        });
    }

    /// How many traps were sprung.
    pub fn sprung(&self) -> usize {
        self.sprung.load(Ordering::SeqCst)
    }
}

/// `url` as (what comes before host:port, host:port, what follows).
fn split_address(url: &str) -> (&str, &str, &str) {
    let scheme_end = url.find("://").expect("a URL") + 3;
    let host_start = url[scheme_end..]
        .find('@')
        .map_or(scheme_end, |at| scheme_end + at + 1);
    let host_end = url[host_start..]
        .find(['/', '?'])
        .map_or(url.len(), |at| host_start + at);
    (
        &url[..host_start],
        &url[host_start..host_end],
        &url[host_end..],
    )
}

fn find(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack.windows(needle.len()).position(|w| w == needle)
}

/// Carries one connection both ways until either side closes or a trap
/// cuts it.
async fn pipe(
    client: TcpStream,
    server: SocketAddr,
    trap: Arc<Mutex<Option<Trap>>>,
    sprung: Arc<AtomicUsize>,
) {
    let Ok(upstream) = TcpStream::connect(server).await else {
        return;
    };
    let (mut from_client, mut to_client) = client.into_split();
    let (mut from_server, mut to_server) = upstream.into_split();
    let muted = Arc::new(AtomicBool::new(false));
    let deaf = muted.clone();
    let up = async move {
        let mut buf = vec![0_u8; 64 * 1024];
        // The end of what came before, so a pattern cut in two by the
        // reads is still found.
        let mut tail: Vec<u8> = Vec::new();
        let mut progress = (0, 0);
        loop {
            let n = match from_client.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            };
            let mut hay = std::mem::take(&mut tail);
            hay.extend_from_slice(&buf[..n]);
            let mut cut = None;
            {
                let mut trap = trap.lock().unwrap();
                if let Some(t) = trap.as_ref() {
                    if progress.0 != t.number {
                        progress = (t.number, 0);
                    }
                    let mut at = 0;
                    while let Some(pattern) = t.patterns.get(progress.1) {
                        match find(&hay[at..], pattern) {
                            Some(found) => {
                                at += found + pattern.len();
                                progress.1 += 1;
                            }
                            None => break,
                        }
                    }
                    if progress.1 == t.patterns.len() {
                        cut = Some(t.cut);
                        *trap = None;
                        sprung.fetch_add(1, Ordering::SeqCst);
                    }
                }
            }
            let keep = hay.len().saturating_sub(64);
            tail = hay.split_off(keep);
            match cut {
                Some(Cut::BeforeRequest) => return,
                Some(Cut::AfterRequest) => {
                    deaf.store(true, Ordering::SeqCst);
                    if to_server.write_all(&buf[..n]).await.is_err() {
                        return;
                    }
                    // Time for the server to do the work and answer (into
                    // the void) before the connection is cut.
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    return;
                }
                None => {
                    if to_server.write_all(&buf[..n]).await.is_err() {
                        return;
                    }
                }
            }
        }
    };
    let down = async move {
        let mut buf = vec![0_u8; 64 * 1024];
        loop {
            let n = match from_server.read(&mut buf).await {
                Ok(0) | Err(_) => return,
                Ok(n) => n,
            };
            // Muted answers are read (so closing sends no reset to the
            // server) and dropped.
            if !muted.load(Ordering::SeqCst) && to_client.write_all(&buf[..n]).await.is_err() {
                return;
            }
        }
    };
    // Whichever ends first ends both: dropping the halves closes the
    // sockets.
    tokio::select! {
        () = up => {}
        () = down => {}
    }
}
