ALTER TABLE "order_events" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_attempt_once_idx" ON "order_events" USING btree ("order_id","status","attempt_id");