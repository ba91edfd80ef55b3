//! One way to lock a [`Mutex`] for every narrator crate:
//! [`LockExt::lock_or_recover`], which takes the data even when a holder
//! panicked (the lock is "poisoned").
//!
//! Recovering is right for narrator's locks because each guards plain
//! data (maps of running games, leases and tasks, caches, counters,
//! queues) that its holders change by single steps: an insert, a remove,
//! a take, an assignment. Each step either happened or did not, and none
//! of them panics halfway through, so a panic while the lock is held came
//! from the code around it (a game's task, a handler) and left the data
//! as consistent as it ever is. Refusing the lock from then on would turn
//! that one bug into a bot that stops answering, every later caller
//! panicking in turn. A lock whose holder changes the data in several
//! steps that must all happen does not belong behind this.

use std::sync::{Mutex, MutexGuard, PoisonError};

/// [`Mutex::lock`], keeping the data a panicking holder left: see the
/// crate's doc for why that is sound for narrator's locks.
pub trait LockExt<T: ?Sized> {
    /// Locks, waiting as [`Mutex::lock`] does; a poisoned lock is locked
    /// all the same.
    fn lock_or_recover(&self) -> MutexGuard<'_, T>;
}

impl<T: ?Sized> LockExt<T> for Mutex<T> {
    fn lock_or_recover(&self) -> MutexGuard<'_, T> {
        self.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::LockExt;
    use std::sync::Mutex;

    #[test]
    fn a_poisoned_lock_keeps_its_data() {
        let lock = Mutex::new(vec![1]);
        let panicked = std::thread::scope(|s| {
            s.spawn(|| {
                let mut held = lock.lock_or_recover();
                held.push(2);
                panic!("a holder panics");
            })
            .join()
            .is_err()
        });
        assert!(panicked);
        assert!(lock.is_poisoned());
        assert_eq!(*lock.lock_or_recover(), vec![1, 2]);
    }
}
