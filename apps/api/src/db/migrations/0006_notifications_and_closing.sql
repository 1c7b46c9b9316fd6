CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id", "created_at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "notifications_user_unread_idx" ON "notifications" USING btree ("user_id") WHERE "read_at" IS NULL;
--> statement-breakpoint
-- A closing notice is sent once per user and auction, even if two processes ever tried.
CREATE UNIQUE INDEX "notifications_closing_once" ON "notifications" USING btree ("user_id", "product_id", "kind") WHERE "kind" <> 'outbid';
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "closed_at" timestamp with time zone;
--> statement-breakpoint
-- Auctions that ended before closing existed are history: nobody is notified about them now.
UPDATE "products" SET "closed_at" = "endtime" WHERE "endtime" <= now();
--> statement-breakpoint
CREATE INDEX "products_due_to_close_idx" ON "products" USING btree ("endtime") WHERE "closed_at" IS NULL;
