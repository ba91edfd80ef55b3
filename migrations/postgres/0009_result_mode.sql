-- narrator schema, version 9, for PostgreSQL: the mode a finished game was
-- played in (issue 31), beside its preset, so real games of a mode can be
-- set against the mode's simulated balance.
--
-- NULL for a game started without a mode, and for every result recorded
-- before this version (those games had none).
ALTER TABLE player_results ADD COLUMN mode TEXT;

-- The results of one game kind's modes (`Store::mode_games`).
CREATE INDEX player_results_by_mode ON player_results (kind, mode)
    WHERE mode IS NOT NULL;
