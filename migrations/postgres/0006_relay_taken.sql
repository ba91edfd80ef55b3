-- narrator schema, version 6, for PostgreSQL: a relayed chat event stays
-- queued until its game's owner has answered it, so an owner that dies
-- between taking an event and answering it leaves the event to the process
-- that takes the game over.
--
-- The lease epoch of the owner the event was last handed to: an owner is
-- handed each event once, and the next owner (a higher epoch) gets the
-- events still unanswered.
ALTER TABLE input_queue ADD COLUMN taken_epoch BIGINT;
