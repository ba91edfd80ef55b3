//! Runs narrator games for every surface: the engine's tables, their
//! computer players and the store, glued so that every accepted input is
//! durable before its effects go out, and a restarted host resumes each
//! game exactly, sending only what was not delivered.
//!
//! Adapters (terminal, Telegram, Discord) own delivery: they take the
//! effects a [`LiveGame`] returns, send them, and mark them delivered.

mod clock;
mod error;
pub mod host;
mod live;
mod record;
mod results;
pub mod seed;

pub use clock::Clock;
pub use error::RuntimeError;
pub use host::{Adopted, DeliveryError, Host, HostError, Ownership, Sending, Surface};
pub use live::{Keyed, LiveGame};
pub use narrator_store::{EffectKey, GameId, Store};
pub use record::{GameRecord, InputEntry};

/// How `narrator` sets up its allocator, jemalloc (the scale benchmark
/// runs with the same): freed pages go back to the system half a second
/// after they come free, by a background thread, rather than after ten
/// seconds. With glibc's allocator a burst of inputs left ten thousand
/// games' process at about 22 KiB resident per game, 8 of them held by
/// the games: the rest was freed memory cut into pieces too small to give
/// back (100 MiB in 180,000 free chunks). jemalloc keeps small objects of
/// one size together, so whole pages come free and go back: about 13 KiB
/// per game once a burst is over. Giving them back at once instead (a
/// decay of 0) keeps the burst itself at that size too, but every free
/// then costs a system call and a TLB flush: 40,000 inputs/s became
/// 28,000 (measured with `cargo bench -p narrator-runtime --bench scale`).
pub const JEMALLOC_CONF: &std::ffi::CStr =
    c"background_thread:true,dirty_decay_ms:500,muzzy_decay_ms:0";

/// Gives jemalloc (`tikv-jemallocator`, the binary's global allocator)
/// [`JEMALLOC_CONF`] at its start. Once per binary, at the top level.
#[macro_export]
macro_rules! jemalloc_settings {
    () => {
        /// A C string's address, as jemalloc reads its settings.
        #[repr(transparent)]
        struct MallocConf(*const ::std::ffi::c_char);

        // SAFETY: it points to a constant C string, never written.
        #[allow(unsafe_code)]
        unsafe impl Sync for MallocConf {}

        // SAFETY: jemalloc (built with the `_rjem_` prefix) reads this
        // symbol as a `const char *` once, at its start; nothing else has
        // that name.
        #[allow(unsafe_code)]
        #[unsafe(export_name = "_rjem_malloc_conf")]
        static MALLOC_CONF: MallocConf = MallocConf($crate::JEMALLOC_CONF.as_ptr());
    };
}

/// The current wall-clock time for the engine. Adapters call this, never
/// the engine.
pub fn now() -> narrator_engine::Timestamp {
    let ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX));
    narrator_engine::Timestamp(ms)
}
