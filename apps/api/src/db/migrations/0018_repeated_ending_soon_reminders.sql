-- An auction whose end an admin moved out of its last hour is reminded of again when it enters the
-- new one, so "ending-soon" joins "outbid" among the kinds a user may get more than once per
-- product. Closing notices stay once per user, product and kind.
DROP INDEX "notifications_closing_once";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_closing_once" ON "notifications" USING btree ("user_id", "product_id", "kind") WHERE "kind" NOT IN ('outbid', 'ending-soon');
