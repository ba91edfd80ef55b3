-- narrator schema, version 4, for PostgreSQL: chat events handed to the
-- process that runs their game.
--
-- A press, a private message or a command may reach a process that does not
-- run its game (a Telegram webhook lands anywhere, a Discord DM on shard 0).
-- That process queues the event itself (relayed = TRUE) in the game's input
-- queue, so the owner handles it in order with the game's inputs, and waits
-- for the owner's answer in relay_answers to show the person.
ALTER TABLE input_queue ADD COLUMN relayed BOOLEAN NOT NULL DEFAULT FALSE;

-- The owner's answer to a relayed event, by the event's queue id. The
-- process that relayed it takes (deletes) it; answers nobody took are
-- pruned after a few minutes.
CREATE TABLE relay_answers (
    queue_id    BIGINT PRIMARY KEY,
    answer_json TEXT   NOT NULL,
    at_ms       BIGINT NOT NULL
);

CREATE INDEX relay_answers_by_age ON relay_answers (at_ms);

-- Who sits at or watches each game, so a private message reaching any
-- process finds the writer's games.
CREATE TABLE game_people (
    player_id TEXT   NOT NULL,
    game_id   BIGINT NOT NULL REFERENCES games (id),
    PRIMARY KEY (player_id, game_id)
);
