-- narrator schema, version 1, for PostgreSQL (migrations/sqlite/ holds the
-- same schema for SQLite; both are versioned alike).
--
-- The store is opaque about game content: every *_json column holds JSON
-- text written by the runtime and handed back to it unchanged (TEXT, not
-- JSONB, so it comes back byte for byte). Times are milliseconds since the
-- Unix epoch as BIGINT, as on SQLite.

-- Marks the database as narrator's, so `Store::open` can tell it apart from
-- a database another sqlx application migrated.
CREATE TABLE narrator_meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

INSERT INTO narrator_meta (key, value) VALUES ('application', 'narrator');

-- One row per game. A game is unfinished while finished_at_ms is NULL; the
-- result is kept after the game ends for statistics. A sequence never hands
-- out an id twice, so an id quoted in logs or chat always names one game.
CREATE TABLE games (
    id             BIGSERIAL PRIMARY KEY,
    kind           TEXT   NOT NULL,
    surface        TEXT   NOT NULL,
    setup_json     TEXT   NOT NULL,
    created_at_ms  BIGINT NOT NULL,
    result_json    TEXT,
    finished_at_ms BIGINT,
    CHECK ((result_json IS NULL) = (finished_at_ms IS NULL))
);

-- `latest_unfinished(surface)` and `unfinished_games()`.
CREATE INDEX games_unfinished_by_surface
    ON games (surface, created_at_ms)
    WHERE finished_at_ms IS NULL;

-- `finished_games(limit)`: most recent results first.
CREATE INDEX games_finished_by_time
    ON games (finished_at_ms)
    WHERE finished_at_ms IS NOT NULL;

-- The input log: replaying a game's inputs in seq order through the engine
-- rebuilds its state. seq is 0-based and contiguous per game.
CREATE TABLE inputs (
    game_id    BIGINT NOT NULL REFERENCES games (id),
    seq        BIGINT NOT NULL CHECK (seq >= 0),
    input_json TEXT   NOT NULL,
    at_ms      BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Effects already delivered to players, so a resumed game does not send a
-- message twice. An effect is named by the input that produced it and its
-- index among that input's effects; the input must be stored.
CREATE TABLE delivered_effects (
    game_id      BIGINT NOT NULL,
    seq          BIGINT NOT NULL,
    effect_index BIGINT NOT NULL CHECK (effect_index >= 0),
    PRIMARY KEY (game_id, seq, effect_index),
    FOREIGN KEY (game_id, seq) REFERENCES inputs (game_id, seq)
);

-- Key/value settings per scope, e.g. a chat's default ruleset.
CREATE TABLE settings (
    scope TEXT NOT NULL,
    key   TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (scope, key)
);
