-- narrator schema, version 5, for PostgreSQL: updates seen by any process.
--
-- A platform that pushes updates (Telegram's webhook) behind a load
-- balancer may deliver one update to two processes (a re-send after a slow
-- answer). The first process to insert the update's key handles it; the
-- others see the row and drop their copy. Rows older than a day are pruned
-- by the processes themselves (see seen_at_ms).
--
-- It shares no table with version 4, so a database that got version 5
-- first takes version 4 afterwards.
CREATE TABLE seen_updates (
    -- Whose ids these are, e.g. one Telegram bot's updates.
    scope      TEXT   NOT NULL,
    update_id  BIGINT NOT NULL,
    -- Milliseconds since the Unix epoch, by the clock of the process that
    -- saw it first.
    seen_at_ms BIGINT NOT NULL,
    -- Which request of which process inserted the row, so a request whose
    -- answer was lost with its connection can recognise its own row.
    seen_by    TEXT   NOT NULL,
    PRIMARY KEY (scope, update_id)
);

CREATE INDEX seen_updates_by_time ON seen_updates (seen_at_ms);
