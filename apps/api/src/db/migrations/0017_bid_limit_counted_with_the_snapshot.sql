-- On the PostgreSQL server the per-bidder bid limit counted in its own round trip before the bid's
-- snapshot (express-rate-limit's store, ADR 0003): a bid decided on a price one round trip staler,
-- and more bids refused as too low under contention. The same counter row is now counted in the
-- snapshot's call: { hits, resetAt, snapshot } where snapshot is bidhub_bid_snapshot()'s reply.
CREATE OR REPLACE FUNCTION bidhub_counted_bid_snapshot(p_product uuid, p_bidder uuid, p_key text, p_counter text, p_window_ms integer)
RETURNS json LANGUAGE sql AS $$
  WITH hit AS (
    INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
    VALUES (p_counter, 1, now() + p_window_ms * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
      reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
    RETURNING c.hits, c.reset_at
  )
  SELECT json_build_object('hits', hit.hits, 'resetAt', hit.reset_at, 'snapshot', bidhub_bid_snapshot(p_product, p_bidder, p_key))
  FROM hit
$$;
