-- Which auctions have had their "ends within the hour" reminder sent. A row is claimed with
-- INSERT ... ON CONFLICT DO NOTHING, so of several API processes exactly one sends each reminder,
-- without locking the product row that bids need.
CREATE TABLE "auction_reminders" (
	"product_id" uuid PRIMARY KEY NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"sent_at" timestamp with time zone NOT NULL
);
