CREATE TABLE "delivery_slot_holds" (
	"delivery_method_id" integer NOT NULL,
	"slot_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	CONSTRAINT "delivery_slot_holds_delivery_method_id_slot_id_pk" PRIMARY KEY("delivery_method_id","slot_id")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"pincode" text PRIMARY KEY NOT NULL,
	"area" text NOT NULL,
	"route_length" integer NOT NULL,
	"time_duration" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "kind" text DEFAULT 'Standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "slot_capacity" integer;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "express_capacity" integer;--> statement-breakpoint
ALTER TABLE "delivery_methods" ADD COLUMN "max_route_length" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_held" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_deadline" timestamp with time zone;--> statement-breakpoint
-- A store seeded before kinds existed: its Express method becomes the express kind (the seed adds the slot method).
UPDATE "delivery_methods" SET "kind" = 'Express', "express_capacity" = 10, "max_route_length" = 6000 WHERE "name" = 'Express';