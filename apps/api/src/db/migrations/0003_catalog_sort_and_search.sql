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
