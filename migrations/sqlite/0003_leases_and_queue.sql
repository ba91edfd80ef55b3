-- narrator schema, version 3: several processes sharing one database (on
-- PostgreSQL; a SQLite database has the same tables so the store's API is
-- the same on both, see migrations/postgres/0003_leases_and_queue.sql).
--
-- Each running game is owned by one process at a time through a lease. The
-- epoch grows by one whenever the game changes hands (taken, released), and
-- every fenced write carries the epoch its writer holds, checked in the
-- write's own transaction: a process that lost the game cannot add to its
-- log. A lease row is never deleted, so the epoch never starts over.
CREATE TABLE game_leases (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id),
    -- The process holding the game; NULL once released.
    owner         TEXT,
    epoch         INTEGER NOT NULL CHECK (epoch > 0),
    -- Milliseconds since the Unix epoch, by the database's clock.
    expires_at_ms INTEGER NOT NULL
);

-- Inputs that arrived at a process which does not own their game, waiting
-- for the owner to take them, in arrival (id) order.
CREATE TABLE input_queue (
    id         INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id    INTEGER NOT NULL REFERENCES games (id),
    input_json TEXT    NOT NULL,
    at_ms      INTEGER NOT NULL
);

CREATE INDEX input_queue_by_game ON input_queue (game_id, id);
