-- narrator schema, version 8, for PostgreSQL: updates answered but not
-- handled yet.
--
-- Telegram does not send an update again once it was answered 200, so a
-- process keeps each update here, in the transaction that records its
-- sighting (seen_updates), before it answers, and deletes it once the
-- update is handled. A process renews the rows it holds while it runs;
-- when it dies, their hold expires and another process takes them over and
-- handles them (a process alone on its database takes them at start-up).
--
-- The chat lets a process hold an update back while an earlier one of the
-- same chat is still being handled by another process, so one chat's
-- updates take effect in the order Telegram numbered them.
CREATE TABLE pending_updates (
    -- Whose ids these are, as in seen_updates.
    scope         TEXT   NOT NULL,
    update_id     BIGINT NOT NULL,
    -- The chat the update came from; '' when it has none.
    chat          TEXT   NOT NULL,
    -- The update as it came.
    body          TEXT   NOT NULL,
    -- The process handling it, and until when (milliseconds since the
    -- Unix epoch, by the database's clock) unless that process renews it.
    held_by       TEXT   NOT NULL,
    held_until_ms BIGINT NOT NULL,
    PRIMARY KEY (scope, update_id)
);

CREATE INDEX pending_updates_by_chat ON pending_updates (scope, chat, update_id);
CREATE INDEX pending_updates_by_holder ON pending_updates (held_by);
