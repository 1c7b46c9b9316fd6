-- A notice outlives the auction it is about. Deleting a product used to delete every notice about
-- it: a bidder's 'outbid' or 'won' vanished from their bell, and nobody was told the auction was
-- gone. Now deleting an auction with bids tells each bidder (kind 'removed'), and earlier notices
-- stay; each keeps the product's name and slug from when it was written, for when the product is gone.
ALTER TABLE "notifications" DROP CONSTRAINT IF EXISTS "notifications_product_id_products_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "product_name" text NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "product_slug" text NOT NULL DEFAULT '';
--> statement-breakpoint
UPDATE "notifications" SET "product_name" = "products"."name", "product_slug" = "products"."slug" FROM "products" WHERE "products"."id" = "notifications"."product_id";
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "product_name" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "product_slug" DROP DEFAULT;
