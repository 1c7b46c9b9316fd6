-- One btree per sort, plain and within a category, each ending in id so that equal values keep a
-- stable page order; read forwards or backwards they serve both directions. (price, id) and
-- (endtime, id) take over from the single-column indexes.
DROP INDEX IF EXISTS "products_price_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "products_endtime_idx";--> statement-breakpoint
CREATE INDEX "products_price_id_idx" ON "products" USING btree ("price","id");--> statement-breakpoint
CREATE INDEX "products_endtime_id_idx" ON "products" USING btree ("endtime","id");--> statement-breakpoint
CREATE INDEX "products_bid_count_id_idx" ON "products" USING btree ("bid_count","id");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price","id");--> statement-breakpoint
CREATE INDEX "products_category_endtime_idx" ON "products" USING btree ("category_id","endtime","id");--> statement-breakpoint
CREATE INDEX "products_category_bid_count_idx" ON "products" USING btree ("category_id","bid_count","id");
--> statement-breakpoint
-- The words of product names, so that a typo is corrected against a small vocabulary (a trigram
-- match on a few thousand words) and the corrected words are then found through the full-text
-- index, instead of computing a trigram similarity for every product. Words are only added: a word
-- no name uses any more just corrects to nothing.
CREATE TABLE "product_words" ("word" text PRIMARY KEY);--> statement-breakpoint
CREATE INDEX "product_words_trigram_idx" ON "product_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "product_words" ("word")
  SELECT DISTINCT w FROM "products", regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w WHERE w <> ''
  ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION "product_words_collect"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "product_words" ("word")
    SELECT DISTINCT w FROM "new_rows", regexp_split_to_table(lower("name"), '[^[:alnum:]]+') AS w WHERE w <> ''
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_words_insert" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_words_collect"();--> statement-breakpoint
CREATE TRIGGER "products_words_update" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "product_words_collect"();
