-- A notice that an admin moved an open auction's end ('rescheduled') is sent each time it moves, so
-- like 'outbid' and 'ending-soon' it stays out of the once-per-auction rule of the closing notices.
DROP INDEX "notifications_closing_once";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_closing_once" ON "notifications" USING btree ("user_id", "product_id", "kind") WHERE "kind" NOT IN ('outbid', 'ending-soon', 'rescheduled');
