-- The end as the admin last set it, apart from the end late bids extended: an edit that sends it back
-- (a form read before the extension) leaves the extended end. Existing lots start from their end.
ALTER TABLE "products" ADD COLUMN "scheduled_end" timestamp with time zone;--> statement-breakpoint
UPDATE "products" SET "scheduled_end" = "endtime";
