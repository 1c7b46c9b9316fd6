-- On the PostgreSQL server the per-bidder bid limit counted in its own round trip before the bid's
-- snapshot (express-rate-limit's store, ADR 0003): a bid decided on a price one round trip staler,
-- and more bids refused as too low under contention. The same counter row is now counted in the
-- snapshot's call: { hits, resetAt, snapshot } where snapshot is bidhub_bid_snapshot()'s reply.
--
-- bidhub_count_hit() is the one way a hit is counted, by the store (db/rate-limit-counters.ts) and
-- by the bid: a window that has ended starts again at 1, otherwise the count goes up by one, in one
-- statement so that concurrent processes never lose a count.
CREATE OR REPLACE FUNCTION bidhub_count_hit(p_key text, p_window_ms integer, OUT hits integer, OUT reset_at timestamptz)
LANGUAGE sql AS $$
  INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
  VALUES (p_key, 1, now() + p_window_ms * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
    reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
  RETURNING c.hits, c.reset_at
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bidhub_counted_bid_snapshot(p_product uuid, p_bidder uuid, p_key text, p_counter text, p_window_ms integer)
RETURNS json LANGUAGE sql AS $$
  SELECT json_build_object('hits', hit.hits, 'resetAt', hit.reset_at, 'snapshot', bidhub_bid_snapshot(p_product, p_bidder, p_key))
  FROM bidhub_count_hit(p_counter, p_window_ms) AS hit
$$;
