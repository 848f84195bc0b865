CREATE TABLE "hub_zones" (
	"hub_id" integer NOT NULL,
	"pincode" text NOT NULL,
	"route_length" integer NOT NULL,
	"time_duration" integer NOT NULL,
	CONSTRAINT "hub_zones_hub_id_pincode_pk" PRIMARY KEY("hub_id","pincode")
);
--> statement-breakpoint
CREATE TABLE "hubs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"radius_metres" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hubs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "staff_hubs" (
	"staff_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	CONSTRAINT "staff_hubs_staff_id_hub_id_pk" PRIMARY KEY("staff_id","hub_id")
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"hub_id" integer NOT NULL,
	"option_row_id" integer NOT NULL,
	"on_hand" integer DEFAULT 0 NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_levels_hub_id_option_row_id_pk" PRIMARY KEY("hub_id","option_row_id"),
	CONSTRAINT "stock_levels_reserved_within" CHECK ("stock_levels"."reserved" >= 0 and "stock_levels"."reserved" <= "stock_levels"."on_hand")
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"hub_id" integer NOT NULL,
	"option_row_id" integer NOT NULL,
	"kind" text NOT NULL,
	"units" integer NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"order_id" integer,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"hub_id" integer NOT NULL,
	"option_row_id" integer NOT NULL,
	"units" integer NOT NULL,
	"status" text DEFAULT 'Held' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hub_id" integer;--> statement-breakpoint
ALTER TABLE "hub_zones" ADD CONSTRAINT "hub_zones_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hubs" ADD CONSTRAINT "staff_hubs_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_hubs" ADD CONSTRAINT "staff_hubs_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_option_row_id_product_option_rows_id_fk" FOREIGN KEY ("option_row_id") REFERENCES "public"."product_option_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_option_row_id_product_option_rows_id_fk" FOREIGN KEY ("option_row_id") REFERENCES "public"."product_option_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_option_row_id_product_option_rows_id_fk" FOREIGN KEY ("option_row_id") REFERENCES "public"."product_option_rows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_level_idx" ON "stock_movements" USING btree ("hub_id","option_row_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_reservations_order_idx" ON "stock_reservations" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_hub_id_hubs_id_fk" FOREIGN KEY ("hub_id") REFERENCES "public"."hubs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A store that ran before hubs was one shop: it becomes the hub "koramangala", serving every zone it
-- served on the routes it had, keeping the stock it counted, and owning every order placed so far.
INSERT INTO "hubs" ("slug", "name", "address", "latitude", "longitude", "radius_metres", "position")
SELECT 'koramangala', 'Koramangala', '80 Feet Road, Koramangala 4th Block, Bengaluru 560034', 12.9352, 77.6245, 12000, 0
WHERE EXISTS (SELECT 1 FROM "delivery_zones") OR EXISTS (SELECT 1 FROM "product_option_rows" WHERE "stock" IS NOT NULL) OR EXISTS (SELECT 1 FROM "orders");--> statement-breakpoint
INSERT INTO "hub_zones" ("hub_id", "pincode", "route_length", "time_duration")
SELECT h."id", z."pincode", z."route_length", z."time_duration" FROM "delivery_zones" z CROSS JOIN "hubs" h WHERE h."slug" = 'koramangala';--> statement-breakpoint
INSERT INTO "stock_levels" ("hub_id", "option_row_id", "on_hand", "reserved")
SELECT h."id", r."id", r."stock", 0 FROM "product_option_rows" r CROSS JOIN "hubs" h WHERE h."slug" = 'koramangala' AND r."stock" IS NOT NULL;--> statement-breakpoint
INSERT INTO "stock_movements" ("hub_id", "option_row_id", "kind", "units", "reason")
SELECT "hub_id", "option_row_id", 'Received', "on_hand", 'Counted before hubs' FROM "stock_levels" WHERE "on_hand" > 0;--> statement-breakpoint
UPDATE "orders" SET "hub_id" = (SELECT "id" FROM "hubs" WHERE "slug" = 'koramangala');--> statement-breakpoint
-- Its packers and riders work there, so they go on seeing the orders they saw.
INSERT INTO "staff_hubs" ("staff_id", "hub_id")
SELECT s."id", h."id" FROM "staff_members" s CROSS JOIN "hubs" h WHERE h."slug" = 'koramangala' AND s."role" IN ('packer', 'rider') ON CONFLICT DO NOTHING;--> statement-breakpoint
ALTER TABLE "product_option_rows" DROP COLUMN "stock";--> statement-breakpoint
ALTER TABLE "delivery_zones" DROP COLUMN "route_length";--> statement-breakpoint
ALTER TABLE "delivery_zones" DROP COLUMN "time_duration";