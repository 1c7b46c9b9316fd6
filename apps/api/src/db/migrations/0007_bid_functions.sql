-- The bid path in two calls: bidhub_bid_snapshot reads everything a bid is decided on (one
-- snapshot), bidhub_record_bid writes everything an accepted bid changes, only while the product row
-- is still the version the bid was decided on (xmin). Node decides and hashes between the two, so the
-- proxy rules and the ledger's canonical text stay in one place (TypeScript). PL/pgSQL keeps each
-- inner statement's plan for the session: on PGlite, parsing and planning dominate a statement's cost.
CREATE OR REPLACE FUNCTION bidhub_bid_snapshot(p_product uuid, p_bidder uuid, p_key text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result json;
BEGIN
  SELECT json_build_object(
    'id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
    'price', p.price, 'startingPrice', p.starting_price, 'endtime', p.endtime, 'winner', p.winner,
    'bidCount', p.bid_count, 'watchers', p.watcher_count, 'photoVersion', p.photo_version,
    'createdBy', p.created_by, 'winnerId', p.winner_id, 'reservePrice', p.reserve_price,
    'buyNowPrice', p.buy_now_price, 'closedAt', p.closed_at, 'createdAt', p.created_at, 'updatedAt', p.updated_at,
    'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
    'version', p.xmin::text,
    'maxima', (SELECT coalesce(json_agg(json_build_object('bidderId', m.bidder_id, 'username', u.email, 'amount', m.amount,
                 'latestPrice', m.latest_price, 'setSeq', m.set_seq)), '[]'::json)
               FROM max_bids m JOIN users u ON u.id = m.bidder_id WHERE m.product_id = p.id),
    'lastHash', (SELECT b.hash FROM bids b WHERE b.product_id = p.id ORDER BY b.sequence DESC LIMIT 1),
    'stored', (SELECT json_build_object('statusCode', k.status_code, 'responseBody', k.response_body)
               FROM idempotency_keys k WHERE p_key IS NOT NULL AND k.user_id = p_bidder AND k.key = p_key))
  INTO result
  FROM products p JOIN categories c ON c.id = p.category_id
  WHERE p.id = p_product;
  RETURN result;
END $$;
--> statement-breakpoint
-- p_move: the product's new price, winner, winnerId, bidCount, endtime, updatedAt; p_rows: the
-- hash-chained ledger rows; p_maximum: the bidder's standing maximum; p_reply: the reply stored under
-- the Idempotency-Key (null without one). False, writing nothing, when the product moved meanwhile.
CREATE OR REPLACE FUNCTION bidhub_record_bid(p_product uuid, p_version text, p_move jsonb, p_rows jsonb, p_maximum jsonb, p_reply jsonb)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET
    price = (p_move->>'price')::numeric, winner = p_move->>'winner', winner_id = (p_move->>'winnerId')::uuid,
    bid_count = (p_move->>'bidCount')::integer, endtime = (p_move->>'endtime')::timestamptz,
    updated_at = (p_move->>'updatedAt')::timestamptz
  WHERE id = p_product AND xmin::text = p_version;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO bids (product_id, bidder_id, amount, sequence, prev_hash, hash, created_at, v, auto, kind)
  SELECT p_product, r."bidderId", r.amount, r.seq, r."prevHash", r.hash, r."createdAt", 2, r.auto, r.kind
  FROM jsonb_to_recordset(p_rows) AS r("bidderId" uuid, amount numeric, seq integer, "prevHash" text, hash text,
    "createdAt" timestamptz, auto boolean, kind text);
  INSERT INTO max_bids (product_id, bidder_id, amount, latest_price, set_seq, set_at)
  VALUES (p_product, (p_maximum->>'bidderId')::uuid, (p_maximum->>'amount')::numeric, (p_maximum->>'latestPrice')::numeric,
    (p_maximum->>'setSeq')::integer, (p_maximum->>'setAt')::timestamptz)
  ON CONFLICT (product_id, bidder_id) DO UPDATE SET amount = excluded.amount, latest_price = excluded.latest_price,
    set_seq = excluded.set_seq, set_at = excluded.set_at;
  IF p_reply IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, status_code, response_body)
    VALUES ((p_reply->>'userId')::uuid, p_reply->>'key', (p_reply->>'statusCode')::integer, p_reply->'responseBody');
  END IF;
  RETURN true;
END $$;
