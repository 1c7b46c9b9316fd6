-- Rate-limit counters are only worth their window (a minute or so): they need no WAL and no fsync.
-- On the PostgreSQL server every bid and login counted one logged, flushed commit; unlogged, a
-- counter is an in-buffer write. A crash empties the table, which starts every window afresh.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
