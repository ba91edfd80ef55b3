-- narrator schema, version 5: updates seen by any process (used on
-- PostgreSQL, where several processes share the database; a SQLite database
-- has the same table so the store's API is the same on both, see
-- migrations/postgres/0005_seen_updates.sql).
--
-- It shares no table with version 4, so a database that got version 5
-- first takes version 4 afterwards.
CREATE TABLE seen_updates (
    -- Whose ids these are, e.g. one Telegram bot's updates.
    scope      TEXT    NOT NULL,
    update_id  INTEGER NOT NULL,
    -- Milliseconds since the Unix epoch, by the clock of the process that
    -- saw it first.
    seen_at_ms INTEGER NOT NULL,
    -- Which request of which process inserted the row, so a request whose
    -- answer was lost with its connection can recognise its own row.
    seen_by    TEXT    NOT NULL,
    PRIMARY KEY (scope, update_id)
) WITHOUT ROWID;

CREATE INDEX seen_updates_by_time ON seen_updates (seen_at_ms);
