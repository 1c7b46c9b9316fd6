-- A password changed on the profile ends every other session, but no longer the one that changed
-- it: clients that never read the renewed token (the original app's) kept sending the old one and
-- were signed out. The account keeps that session's '{iat}.{pv}'; the bid's snapshot reads it too.
ALTER TABLE "users" ADD COLUMN "kept_session" text;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bidhub_bid_snapshot(p_product uuid, p_bidder uuid, p_key text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result json;
BEGIN
  SELECT json_build_object(
    'bidder', (SELECT json_build_object('email', u.email,
                 'passwordVersion', left(encode(sha256(convert_to(u.password_hash, 'UTF8')), 'hex'), 16),
                 'keptSession', u.kept_session)
               FROM users u WHERE u.id = p_bidder),
    'product', (SELECT json_build_object(
      'id', p.id, 'name', p.name, 'slug', p.slug, 'description', p.description,
      'price', p.price, 'startingPrice', p.starting_price, 'endtime', p.endtime, 'winner', p.winner,
      'bidCount', p.bid_count, 'watchers', p.watcher_count, 'photoVersion', p.photo_version,
      'createdBy', p.created_by, 'winnerId', p.winner_id, 'reservePrice', p.reserve_price,
      'buyNowPrice', p.buy_now_price, 'closedAt', p.closed_at, 'createdAt', p.created_at, 'updatedAt', p.updated_at,
      'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
      'version', p.xmin::text,
      'maxima', (SELECT coalesce(json_agg(json_build_object('bidderId', m.bidder_id, 'username', mu.email, 'amount', m.amount,
                   'latestPrice', m.latest_price, 'setSeq', m.set_seq)), '[]'::json)
                 FROM max_bids m JOIN users mu ON mu.id = m.bidder_id WHERE m.product_id = p.id AND m.amount >= p.price),
      'lastHash', (SELECT b.hash FROM bids b WHERE b.product_id = p.id ORDER BY b.sequence DESC LIMIT 1),
      'stored', (SELECT json_build_object('statusCode', k.status_code, 'responseBody', k.response_body)
                 FROM idempotency_keys k WHERE p_key IS NOT NULL AND k.user_id = p_bidder AND k.key = p_key))
    FROM products p JOIN categories c ON c.id = p.category_id
    WHERE p.id = p_product))
  INTO result;
  RETURN result;
END $$;
