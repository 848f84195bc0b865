CREATE TABLE "tax_document_series" (
	"series" text PRIMARY KEY NOT NULL,
	"next" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series" text NOT NULL,
	"seq" integer NOT NULL,
	"number" text NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"ledger_through_id" integer NOT NULL,
	"total" integer NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "tax_documents_invoice_check" CHECK (("tax_documents"."kind" = 'Invoice') = ("tax_documents"."invoice_id" is null)),
	CONSTRAINT "tax_documents_total_check" CHECK ("tax_documents"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text DEFAULT '0207' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_number_idx" ON "tax_documents" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_seq_idx" ON "tax_documents" USING btree ("series","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice_idx" ON "tax_documents" USING btree ("order_id") WHERE "tax_documents"."kind" = 'Invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order_idx" ON "tax_documents" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_gst_rate_bp_check" CHECK ("products"."gst_rate_bp" between 0 and 10000);--> statement-breakpoint
-- A tax document never changes, and is never deleted but with its order (the cascade runs inside the
-- foreign key's own trigger, so its depth is above 1). A correction is a credit note (docs/invoices.md).
CREATE FUNCTION "tax_documents_unchanging"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'tax_documents never change (% refused)', TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "tax_documents_unchanging" BEFORE UPDATE OR DELETE ON "tax_documents"
  FOR EACH ROW EXECUTE FUNCTION "tax_documents_unchanging"();
--> statement-breakpoint
-- The HSN code and GST rate of the products already in the store, by the seed's rules (seedTaxOf in
-- src/seed/catalog-data.ts; a test runs this statement against the seeded catalogue): fresh meat, fish
-- and eggs exempt, sausages and prepared or marinated meat and fish at 5 %.
UPDATE "products" AS p SET
  "hsn_code" = CASE
    WHEN c."slug" = 'mutton' AND p."slug" ~ '(liver|paya)' THEN '0206'
    WHEN c."slug" = 'mutton' THEN '0204'
    WHEN c."slug" = 'fish-and-seafood' AND p."slug" ~ '(prawn|crab)' THEN '0306'
    WHEN c."slug" = 'fish-and-seafood' AND p."slug" ~ 'squid' THEN '0307'
    WHEN c."slug" = 'fish-and-seafood' AND p."slug" ~ '(fillet|steak|curry-cut)' THEN '0304'
    WHEN c."slug" = 'fish-and-seafood' THEN '0302'
    WHEN c."slug" = 'eggs' THEN '0407'
    WHEN c."slug" = 'marinades-and-ready-to-cook' AND p."slug" ~ 'fish' THEN '1604'
    WHEN c."slug" = 'marinades-and-ready-to-cook' THEN '1602'
    WHEN c."slug" = 'cold-cuts' AND p."slug" ~ '(sausage|salami)' THEN '1601'
    WHEN c."slug" = 'cold-cuts' THEN '1602'
    ELSE '0207'
  END,
  "gst_rate_bp" = CASE WHEN c."slug" IN ('marinades-and-ready-to-cook', 'cold-cuts') THEN 500 ELSE 0 END
FROM "categories" AS c
WHERE c."id" = p."category_id";
