ALTER TABLE "delivery_zones" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD COLUMN "longitude" double precision;