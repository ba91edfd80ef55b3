//! Pictures already drawn: a finished game's log never changes, so its
//! pictures are drawn once and kept (the most recent few), instead of
//! drawn again at every request — drawing a cave is the costliest thing
//! a visitor can ask for. Who may see a picture is checked before the
//! cache is asked.

use narrator_lock::LockExt;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// How many pictures are kept.
const KEPT: usize = 64;

/// Picture `n` of game `id`.
type Key = (i64, usize);

/// The pictures kept, and the order they were drawn in (the oldest go
/// first).
#[derive(Debug, Default)]
struct Kept {
    pictures: HashMap<Key, Arc<Vec<u8>>>,
    order: VecDeque<Key>,
}

/// The pictures drawn lately.
#[derive(Debug, Default)]
pub(crate) struct Drawn {
    kept: Mutex<Kept>,
}

impl Drawn {
    /// Picture `n` of game `id`, drawn by `draw` unless it is kept.
    pub(crate) async fn get<F, E>(&self, id: i64, n: usize, draw: F) -> Result<Arc<Vec<u8>>, E>
    where
        F: std::future::Future<Output = Result<Vec<u8>, E>>,
    {
        if let Some(png) = self.kept.lock_or_recover().pictures.get(&(id, n)) {
            return Ok(png.clone());
        }
        let png = Arc::new(draw.await?);
        let mut kept = self.kept.lock_or_recover();
        if kept.pictures.insert((id, n), png.clone()).is_none() {
            kept.order.push_back((id, n));
        }
        while kept.order.len() > KEPT {
            if let Some(old) = kept.order.pop_front() {
                kept.pictures.remove(&old);
            }
        }
        Ok(png)
    }

    /// How many pictures are kept now.
    #[cfg(test)]
    fn len(&self) -> usize {
        self.kept.lock_or_recover().pictures.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_picture_is_drawn_once_and_the_oldest_are_let_go() {
        let drawn = Drawn::default();
        let draws = std::sync::atomic::AtomicUsize::new(0);
        let counter = &draws;
        // Counted when the drawing runs, not when it is asked for.
        let draw = |byte: u8| async move {
            counter.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
            Ok::<_, ()>(vec![byte])
        };
        for _ in 0..3 {
            let png = drawn.get(7, 1, draw(1)).await.expect("drawn");
            assert_eq!(*png, vec![1]);
        }
        assert_eq!(
            draws.load(std::sync::atomic::Ordering::SeqCst),
            1,
            "drawn once"
        );
        // A failed drawing is not kept.
        assert!(
            drawn
                .get(8, 1, async { Err::<Vec<u8>, ()>(()) })
                .await
                .is_err()
        );
        for id in 0..(KEPT as i64 + 10) {
            drawn.get(100 + id, 1, draw(2)).await.expect("drawn");
        }
        assert_eq!(drawn.len(), KEPT);
        // The first picture was let go: asked again, it is drawn again.
        let before = draws.load(std::sync::atomic::Ordering::SeqCst);
        drawn.get(7, 1, draw(1)).await.expect("drawn");
        assert_eq!(draws.load(std::sync::atomic::Ordering::SeqCst), before + 1);
    }
}
