-- narrator schema, version 2: per-player results of finished games, for
-- statistics and leaderboards.
--
-- Written in the same transaction as the game's result (games.result_json),
-- so a running game never has rows here. The primary key makes recording
-- idempotent: a result delivered again after a restart adds nothing.
CREATE TABLE player_results (
    game_id        INTEGER NOT NULL REFERENCES games (id),
    seat           INTEGER NOT NULL CHECK (seat >= 0),
    -- Platform identity, e.g. 'telegram:42'.
    player         TEXT    NOT NULL,
    -- The seat's display name when the game ended (to find a person by name).
    name           TEXT    NOT NULL,
    kind           TEXT    NOT NULL,
    preset         TEXT    NOT NULL,
    role           TEXT    NOT NULL,
    team           TEXT    NOT NULL,
    won            INTEGER NOT NULL CHECK (won IN (0, 1)),
    survived       INTEGER NOT NULL CHECK (survived IN (0, 1)),
    -- The game's phase counter when the seat died (NULL: survived).
    died_phase     INTEGER,
    afk            INTEGER NOT NULL CHECK (afk IN (0, 1)),
    -- 'person', 'computer' or 'external': only people are ranked.
    controller     TEXT    NOT NULL,
    -- Where the game was played (the game's surface, e.g. 'telegram:-100123').
    place          TEXT    NOT NULL,
    finished_at_ms INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
) WITHOUT ROWID;

CREATE INDEX player_results_by_place ON player_results (place, finished_at_ms);
CREATE INDEX player_results_by_player ON player_results (player, finished_at_ms);
