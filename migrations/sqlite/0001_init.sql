-- narrator schema, version 1.
--
-- The store is opaque about game content: every *_json column holds JSON
-- text written by the runtime and handed back to it unchanged. Times are
-- milliseconds since the Unix epoch as INTEGER so the same schema can later
-- be expressed for Postgres (sqlx::Any carries only integers and text).

-- Marks the file as a narrator database, so `Store::open` can tell it apart
-- from a database another sqlx application migrated.
CREATE TABLE narrator_meta (
    key   TEXT PRIMARY KEY NOT NULL,
    value TEXT NOT NULL
) WITHOUT ROWID;

INSERT INTO narrator_meta (key, value) VALUES ('application', 'narrator');

-- One row per game. A game is unfinished while finished_at_ms is NULL; the
-- result is kept after the game ends for statistics.
-- AUTOINCREMENT: a game id is never reused, even after rows are deleted, so
-- an id quoted in logs or chat always names the same game.
CREATE TABLE games (
    id             INTEGER PRIMARY KEY AUTOINCREMENT,
    kind           TEXT    NOT NULL,
    surface        TEXT    NOT NULL,
    setup_json     TEXT    NOT NULL,
    created_at_ms  INTEGER NOT NULL,
    result_json    TEXT,
    finished_at_ms INTEGER,
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
-- A rowid table on purpose: rows land at the end of the table in arrival
-- order, so a commit holding one input from each of a thousand games dirties
-- a few table pages plus the small (game_id, seq) index entries, instead of
-- one full table page per game as a table clustered by (game_id, seq)
-- would (measured: about 3x the throughput).
CREATE TABLE inputs (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 0),
    input_json TEXT    NOT NULL,
    at_ms      INTEGER NOT NULL,
    UNIQUE (game_id, seq)
);

-- Effects already delivered to players, so a resumed game does not send a
-- message twice. An effect is named by the input that produced it and its
-- index among that input's effects; the input must be stored.
CREATE TABLE delivered_effects (
    game_id      INTEGER NOT NULL,
    seq          INTEGER NOT NULL,
    effect_index INTEGER NOT NULL CHECK (effect_index >= 0),
    PRIMARY KEY (game_id, seq, effect_index),
    FOREIGN KEY (game_id, seq) REFERENCES inputs (game_id, seq)
) WITHOUT ROWID;

-- Key/value settings per scope, e.g. a chat's default ruleset.
CREATE TABLE settings (
    scope TEXT NOT NULL,
    key   TEXT NOT NULL,
    value TEXT NOT NULL,
    PRIMARY KEY (scope, key)
) WITHOUT ROWID;
