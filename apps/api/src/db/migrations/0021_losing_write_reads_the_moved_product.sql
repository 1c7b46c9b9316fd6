-- A bid decided on a snapshot whose write found the product moved went to a locked attempt: BEGIN,
-- the row lock (queued behind every other such bid on a hot lot), a new snapshot, ROLLBACK when it
-- was refused - four round trips, mostly for bids the move had made too low. This call records as
-- bidhub_record_bid_and_notices does (which stays, for processes of the previous release during a
-- rolling restart) and, when the product moved, returns what it moved to in the same statement:
-- Node refuses a bid too low for it at once (prices only rise) and decides the others under the lock.
-- Reply: {"recorded": true}, or {"recorded": false, "moved": {price, bidCount, endtime, closedAt}},
-- moved null when the product is gone.
CREATE OR REPLACE FUNCTION bidhub_record_bid_or_read_moved(p_product uuid, p_version text, p_move jsonb, p_rows jsonb,
  p_maximum jsonb, p_reply jsonb, p_notices jsonb)
RETURNS json
LANGUAGE plpgsql AS $$
BEGIN
  IF bidhub_record_bid_and_notices(p_product, p_version, p_move, p_rows, p_maximum, p_reply, p_notices) THEN
    RETURN json_build_object('recorded', true);
  END IF;
  RETURN json_build_object('recorded', false, 'moved',
    (SELECT json_build_object('price', p.price, 'bidCount', p.bid_count, 'endtime', p.endtime, 'closedAt', p.closed_at)
     FROM products p WHERE p.id = p_product));
END $$;
