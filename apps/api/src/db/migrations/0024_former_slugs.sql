-- A rename gave a lot (or a category) a new slug and its old address answered 404, then went to the
-- next one of that name: shared links, bookmarks and search results led nowhere or elsewhere. The old
-- slugs stay its addresses while it exists.
CREATE TABLE "category_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_former_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "category_former_slugs" ADD CONSTRAINT "category_former_slugs_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_former_slugs" ADD CONSTRAINT "product_former_slugs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "category_former_slugs_category_idx" ON "category_former_slugs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "product_former_slugs_product_idx" ON "product_former_slugs" USING btree ("product_id");