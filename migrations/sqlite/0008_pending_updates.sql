-- narrator schema, version 8: updates answered but not handled yet (see
-- migrations/postgres/0008_pending_updates.sql; a SQLite database has the
-- same table, for the one process that uses it).
CREATE TABLE pending_updates (
    scope         TEXT    NOT NULL,
    update_id     INTEGER NOT NULL,
    -- The chat the update came from; '' when it has none.
    chat          TEXT    NOT NULL,
    -- The update as it came.
    body          TEXT    NOT NULL,
    -- The process handling it, and until when (milliseconds since the
    -- Unix epoch, by the database's clock) unless that process renews it.
    held_by       TEXT    NOT NULL,
    held_until_ms INTEGER NOT NULL,
    PRIMARY KEY (scope, update_id)
) WITHOUT ROWID;

CREATE INDEX pending_updates_by_chat ON pending_updates (scope, chat, update_id);
CREATE INDEX pending_updates_by_holder ON pending_updates (held_by);
