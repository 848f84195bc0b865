ALTER TABLE "order_events" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "attempt_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "order_events_attempt_once_idx" ON "order_events" USING btree ("order_id","status","attempt_id");--> statement-breakpoint
-- Entries written before: the shopper's words in the note, the channel and the gateway's reason for staff.
UPDATE "order_events" SET "source" = substring("note" from '^Payment received \((.*)\)$'), "note" = 'Payment received.'
  WHERE "status" = 'Placed' AND "note" LIKE 'Payment received (%)';--> statement-breakpoint
UPDATE "order_events" SET "source" = substring("note" from '^Payment failed: (.*)$'), "note" = 'Your payment did not go through.'
  WHERE "status" = 'PaymentFailed' AND ("note" LIKE 'Payment failed: %' OR "note" = 'Payment failed');--> statement-breakpoint
UPDATE "order_events" SET "note" = 'You started a new payment.'
  WHERE "status" = 'PendingPayment' AND "note" = 'New payment attempt started';
