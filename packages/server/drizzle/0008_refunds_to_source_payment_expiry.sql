CREATE TABLE "sandbox_refunds" (
	"refund_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_due_by" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD COLUMN "method" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "method" text DEFAULT 'upi' NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_payment_id" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "gateway_refund_id" text;--> statement-breakpoint
CREATE INDEX "orders_payment_due_idx" ON "orders" USING btree ("payment_due_by") WHERE "orders"."status" in ('PendingPayment', 'PaymentFailed');--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_gateway_refund_idx" ON "refunds" USING btree ("gateway_refund_id") WHERE "refunds"."gateway_refund_id" is not null;--> statement-breakpoint
CREATE INDEX "refunds_unsent_idx" ON "refunds" USING btree ("id") WHERE "refunds"."destination" = 'Source' and "refunds"."status" = 'Processing' and "refunds"."gateway_refund_id" is null;--> statement-breakpoint
UPDATE "orders" SET "payment_due_by" = "updated_at" + interval '15 minutes' WHERE "status" in ('PendingPayment', 'PaymentFailed') AND "amount_payable" > 0;
