-- narrator schema, version 7: leases on gateway shards (Discord), so
-- that when a process dies, another one runs its shards, and a process that
-- comes back gets the shards of its range handed back.
--
-- A shard is run by one process at a time: the one holding its lease. A
-- process renews its shards' leases while it runs them and takes over the
-- ones whose lease expired. wanted_by names a process that was configured
-- to run the shard and found it held by another; the holder stops the
-- shard and hands the lease over.
CREATE TABLE shard_leases (
    -- Whose shards: one bot on one platform, e.g. 'discord'.
    scope         TEXT    NOT NULL,
    -- The shard count the shard belongs to: shard 1 of 4 is not shard 1
    -- of 8.
    total         INTEGER NOT NULL,
    shard         INTEGER NOT NULL,
    owner         TEXT    NOT NULL,
    -- Milliseconds since the Unix epoch by the database's clock.
    expires_at_ms INTEGER NOT NULL,
    wanted_by     TEXT,
    PRIMARY KEY (scope, total, shard)
) WITHOUT ROWID;
