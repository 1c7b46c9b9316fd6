-- An admin may delete any auction (the spec), and its bids go with the product row. The ledger is
-- the proof of what was bid, so a copy of it, as it stood, is kept here: without a foreign key,
-- so that it outlives the product, and as the rows the public ledger served (bidder names included).
CREATE TABLE "removed_auctions" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL,
	"bid_count" integer NOT NULL,
	"ledger" jsonb NOT NULL
);
