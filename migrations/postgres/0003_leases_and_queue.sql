-- narrator schema, version 3, for PostgreSQL: several processes sharing one
-- database.
--
-- Each running game is owned by one process at a time through a lease. The
-- epoch grows by one whenever the game changes hands (taken, released), and
-- every fenced write carries the epoch its writer holds, checked in the
-- write's own transaction: a process that lost the game cannot add to its
-- log. A lease row is never deleted, so the epoch never starts over.
CREATE TABLE game_leases (
    game_id       BIGINT PRIMARY KEY REFERENCES games (id),
    -- The process holding the game; NULL once released.
    owner         TEXT,
    epoch         BIGINT NOT NULL CHECK (epoch > 0),
    -- Milliseconds since the Unix epoch, by the database's clock.
    expires_at_ms BIGINT NOT NULL
);

-- Inputs that arrived at a process which does not own their game, waiting
-- for the owner to take them, in arrival (id) order. Enqueuing notifies the
-- channel narrator_input_queue with the game's id.
CREATE TABLE input_queue (
    id         BIGSERIAL PRIMARY KEY,
    game_id    BIGINT NOT NULL REFERENCES games (id),
    input_json TEXT   NOT NULL,
    at_ms      BIGINT NOT NULL
);

CREATE INDEX input_queue_by_game ON input_queue (game_id, id);
