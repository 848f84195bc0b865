ALTER TABLE "hubs" ADD COLUMN "opens_at_minute" integer;--> statement-breakpoint
ALTER TABLE "hubs" ADD COLUMN "closes_at_minute" integer;--> statement-breakpoint
ALTER TABLE "hubs" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "hubs" ADD COLUMN "express_capacity" integer;--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" ADD COLUMN "hub_id" integer;--> statement-breakpoint
-- Seats held before hubs were the one store's: its orders' hub (migration 0019), the main hub.
UPDATE "delivery_slot_holds" SET "hub_id" = (SELECT "id" FROM "hubs" ORDER BY "position", "id" LIMIT 1);--> statement-breakpoint
DELETE FROM "delivery_slot_holds" WHERE "hub_id" IS NULL;--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" ALTER COLUMN "hub_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" DROP CONSTRAINT "delivery_slot_holds_delivery_method_id_slot_id_pk";--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" ADD CONSTRAINT "delivery_slot_holds_hub_id_delivery_method_id_slot_id_pk" PRIMARY KEY("hub_id","delivery_method_id","slot_id");--> statement-breakpoint
ALTER TABLE "delivery_slot_holds" ADD CONSTRAINT "delivery_slot_holds_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;
