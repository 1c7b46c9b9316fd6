-- A rename gave a lot a new slug and its old address answered 404, then went to the next lot of that
-- name: shared links, bookmarks and search results led nowhere or to another lot. The old slugs stay
-- the lot's addresses while it exists.
CREATE TABLE "product_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_former_slugs" ADD CONSTRAINT "product_former_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_former_slugs_product_idx" ON "product_former_slugs" USING btree ("product_id");