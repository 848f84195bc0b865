ALTER TABLE "order_lines" ADD COLUMN "if_short" text DEFAULT 'Refund' NOT NULL;--> statement-breakpoint
ALTER TABLE "packed_lines" ADD COLUMN "replacement_product_id" integer;--> statement-breakpoint
ALTER TABLE "packed_lines" ADD COLUMN "replacement_name" text;--> statement-breakpoint
ALTER TABLE "packed_lines" ADD COLUMN "replacement_unit_price" integer;