-- An accepted bid that outbids someone wrote the bid (one call) and then the outbid notice (a second
-- statement), so both ran in an explicit transaction: BEGIN, two statements, COMMIT - four round
-- trips after the snapshot. This function records the bid and its notices in one call, which is one
-- statement and so atomic on its own: the common case is the snapshot plus this call. p_notices:
-- the notices to insert (id, userId, kind, message, productName, productSlug, createdAt), with ids
-- made by the caller so it can publish them after the commit without reading them back. Nothing is
-- written when the product moved since the snapshot.
CREATE OR REPLACE FUNCTION bidhub_record_bid_and_notices(p_product uuid, p_version text, p_move jsonb, p_rows jsonb,
  p_maximum jsonb, p_reply jsonb, p_notices jsonb)
RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT bidhub_record_bid(p_product, p_version, p_move, p_rows, p_maximum, p_reply) THEN
    RETURN false;
  END IF;
  INSERT INTO notifications (id, user_id, product_id, product_name, product_slug, kind, message, created_at)
  SELECT n.id, n."userId", p_product, n."productName", n."productSlug", n.kind, n.message, n."createdAt"
  FROM jsonb_to_recordset(p_notices) AS n(id uuid, "userId" uuid, "productName" text, "productSlug" text, kind text,
    message text, "createdAt" timestamptz);
  RETURN true;
END $$;
