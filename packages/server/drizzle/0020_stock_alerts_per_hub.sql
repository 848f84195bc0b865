DROP INDEX "stock_alerts_user_option_idx";--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "hub_id" integer;--> statement-breakpoint
-- The alerts asked before hubs waited for the one store: they wait for the main hub now (a store with
-- alerts but no hub cannot tell which stock they waited for, and they are dropped).
UPDATE "stock_alerts" SET "hub_id" = (SELECT "id" FROM "hubs" ORDER BY "position", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "stock_alerts" WHERE "hub_id" IS NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ALTER COLUMN "hub_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_user_option_hub_idx" ON "stock_alerts" USING btree ("user_id","product_id","option_key","hub_id");
