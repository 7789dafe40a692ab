-- Rate-limit counters (lib/auth/rate-limit.ts) need no durability: a crash of the database empties
-- an unlogged table, which only gives every caller a fresh window. Unlogged, a hit writes no WAL,
-- so the statement that counts it (every checkout and login) commits without waiting for a flush
-- to disk.
ALTER TABLE "RateLimitBucket" SET UNLOGGED;
