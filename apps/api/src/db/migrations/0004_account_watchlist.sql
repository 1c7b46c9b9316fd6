CREATE TABLE "watchlist_items" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_items_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "watchlist_items_product_idx" ON "watchlist_items" USING btree ("product_id");
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "watcher_count" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The counter moves in the same transaction as the row that changes it, whichever way the row goes
-- (the API, or a cascade when an account is deleted), so product lists read a column, never a count.
CREATE FUNCTION "watchlist_items_count_watchers"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		UPDATE "products" SET "watcher_count" = "watcher_count" + 1 WHERE "id" = NEW."product_id";
		RETURN NEW;
	END IF;
	UPDATE "products" SET "watcher_count" = "watcher_count" - 1 WHERE "id" = OLD."product_id";
	RETURN OLD;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "watchlist_items_count_watchers" AFTER INSERT OR DELETE ON "watchlist_items"
	FOR EACH ROW EXECUTE FUNCTION "watchlist_items_count_watchers"();
