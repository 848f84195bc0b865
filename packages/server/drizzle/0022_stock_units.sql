ALTER TABLE "stock_levels" ADD COLUMN "unit" text DEFAULT 'Units' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "per_unit" integer DEFAULT 1 NOT NULL;