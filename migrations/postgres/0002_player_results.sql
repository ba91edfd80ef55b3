-- narrator schema, version 2, for PostgreSQL: per-player results of
-- finished games, for statistics and leaderboards.
--
-- Written in the same transaction as the game's result (games.result_json),
-- so a running game never has rows here. The primary key makes recording
-- idempotent: a result delivered again after a restart adds nothing.
CREATE TABLE player_results (
    game_id        BIGINT  NOT NULL REFERENCES games (id),
    seat           BIGINT  NOT NULL CHECK (seat >= 0),
    -- Platform identity, e.g. 'telegram:42'.
    player         TEXT    NOT NULL,
    -- The seat's display name when the game ended (to find a person by name).
    name           TEXT    NOT NULL,
    kind           TEXT    NOT NULL,
    preset         TEXT    NOT NULL,
    role           TEXT    NOT NULL,
    team           TEXT    NOT NULL,
    won            BOOLEAN NOT NULL,
    survived       BOOLEAN NOT NULL,
    -- The game's phase counter when the seat died (NULL: survived).
    died_phase     BIGINT,
    afk            BOOLEAN NOT NULL,
    -- 'person', 'computer' or 'external': only people are ranked.
    controller     TEXT    NOT NULL,
    -- Where the game was played (the game's surface, e.g. 'telegram:-100123').
    place          TEXT    NOT NULL,
    finished_at_ms BIGINT  NOT NULL,
    PRIMARY KEY (game_id, seat)
);

CREATE INDEX player_results_by_place ON player_results (place, finished_at_ms);
CREATE INDEX player_results_by_player ON player_results (player, finished_at_ms);
