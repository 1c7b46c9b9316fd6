ALTER TABLE "products" ADD COLUMN "reserve_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "buy_now_price" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "v" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "auto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "kind" text DEFAULT 'bid' NOT NULL;--> statement-breakpoint
CREATE TABLE "max_bids" (
	"product_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"latest_price" numeric(14, 2) NOT NULL,
	"set_seq" integer NOT NULL,
	"set_at" timestamp with time zone NOT NULL,
	CONSTRAINT "max_bids_product_id_bidder_id_pk" PRIMARY KEY("product_id","bidder_id")
);--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "max_bids" ("product_id", "bidder_id", "amount", "latest_price", "set_seq", "set_at")
SELECT "product_id", "bidder_id", max("amount"), max("amount"), max("sequence"), max("created_at") FROM "bids" GROUP BY "product_id", "bidder_id";
