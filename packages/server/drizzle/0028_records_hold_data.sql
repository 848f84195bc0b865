ALTER TABLE "notification_tokens" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_outbox" ADD COLUMN "values" jsonb;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "push_deliveries" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "values" jsonb;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "wallet_transactions" ADD COLUMN "values" jsonb;