-- Every bid moves its product's price, so every bid fired the statement trigger that collects the
-- words of product names (0003): a transition table, a regexp split, a DISTINCT and an insert probing
-- product_words, for a name the bid never changes (a CPU profile of the server engine under bid load
-- put ~4% of all its time there). A rename is now collected by a row trigger that fires only when
-- an UPDATE sets the name and changes it (a trigger with a column list cannot have a transition
-- table); inserts keep the statement trigger, which collects a bulk load in one statement.
DROP TRIGGER "products_words_update" ON "products";--> statement-breakpoint
CREATE FUNCTION "product_words_collect_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("word")
    SELECT DISTINCT w FROM regexp_split_to_table(lower(NEW."name"), '[^[:alnum:]]+') AS w WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_words_rename" AFTER UPDATE OF "name" ON "products"
  FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "product_words_collect_renamed"();--> statement-breakpoint
-- On PostgreSQL before 18 a LANGUAGE sql function that is not inlined parses and plans its body on
-- every call; the bid's counted snapshot and the hit it counts ran that way on every bid (the same
-- profile: ~3% in parsing and planning them). PL/pgSQL keeps the plans for the session.
CREATE OR REPLACE FUNCTION bidhub_count_hit(p_key text, p_window_ms integer, OUT hits integer, OUT reset_at timestamptz)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
BEGIN
  INSERT INTO rate_limit_counters AS c (key, hits, reset_at)
  VALUES (p_key, 1, now() + p_window_ms * interval '1 millisecond')
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN c.reset_at <= now() THEN 1 ELSE c.hits + 1 END,
    reset_at = CASE WHEN c.reset_at <= now() THEN excluded.reset_at ELSE c.reset_at END
  RETURNING c.hits, c.reset_at INTO hits, reset_at;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION bidhub_counted_bid_snapshot(p_product uuid, p_bidder uuid, p_key text, p_counter text, p_window_ms integer)
RETURNS json LANGUAGE plpgsql AS $$
DECLARE
  hit record;
BEGIN
  SELECT * INTO hit FROM bidhub_count_hit(p_counter, p_window_ms);
  RETURN json_build_object('hits', hit.hits, 'resetAt', hit.reset_at, 'snapshot', bidhub_bid_snapshot(p_product, p_bidder, p_key));
END $$;
