-- The bid's snapshot read every maximum ever set on the product, each joined to its bidder: on a lot
-- with many bidders most are spent (below the price), and every bid built, sent and parsed them all.
-- It now reads only the maxima at or above the price. A spent one cannot change a bid's outcome: the
-- leader's maximum is at or above the price, an accepted bid's amount (so its bidder's maximum) is
-- above it, so the leader and runner-up are never spent ones, except when the leader raises: then a
-- spent runner-up's maximum plus its increment stays at or below the price plus its increment, which
-- the leader's new bid already reaches (proxy-rules.ts resolveAuction). A bidder's own spent maximum
-- is below any amount they may now send, so their new maximum is the same without it.
CREATE OR REPLACE FUNCTION bidhub_bid_snapshot(p_product uuid, p_bidder uuid, p_key text) RETURNS json
LANGUAGE plpgsql STABLE AS $$
DECLARE
  result json;
BEGIN
  SELECT json_build_object(
    'bidder', (SELECT json_build_object('email', u.email,
                 'passwordVersion', left(encode(sha256(convert_to(u.password_hash, 'UTF8')), 'hex'), 16))
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
