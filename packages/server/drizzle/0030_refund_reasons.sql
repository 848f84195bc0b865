ALTER TABLE "refunds" ADD COLUMN "reason_kind" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "reason_values" jsonb;