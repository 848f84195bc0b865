CREATE TABLE "order_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"order_line_id" integer,
	"refund_id" integer,
	"destination" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_ledger_order_idx" ON "order_ledger" USING btree ("order_id","id");--> statement-breakpoint
ALTER TABLE "order_ledger" ADD CONSTRAINT "order_ledger_amount_check" CHECK ("amount" >= 0);--> statement-breakpoint
-- Append-only: an entry is never changed, and never deleted but with its order (the cascade runs inside
-- the foreign key's own trigger, so its depth is above 1). A correction is a new entry (docs/money.md).
CREATE FUNCTION "order_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'order_ledger is append-only (% refused)', TG_OP USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "order_ledger_append_only" BEFORE UPDATE OR DELETE ON "order_ledger"
  FOR EACH ROW EXECUTE FUNCTION "order_ledger_append_only"();
--> statement-breakpoint
-- The ledger's rules (docs/money.md), checked by the database when each transaction that wrote entries
-- commits, so no path can leave an order that paid back more than it took, credited more than it charged,
-- or kept more than it costs. The kinds and their directions are the SDK's LEDGER_ENTRY_KINDS (a server
-- test checks this function against that table).
CREATE FUNCTION "order_ledger_balances"("order" integer, OUT "owed" bigint, OUT "held" bigint)
LANGUAGE sql STABLE AS $$
  SELECT
    coalesce(sum(CASE
      WHEN "kind" IN ('LinesCharged', 'ShippingFee', 'DeliveryCharge', 'PlatformFee', 'Reinstated') THEN "amount"
      WHEN "kind" IN ('CouponDiscount', 'WeightCredit', 'ShortLine', 'LineRefund', 'RefundAccepted', 'Cancellation') THEN -"amount"
      ELSE 0 END), 0),
    coalesce(sum(CASE
      WHEN "kind" IN ('PaidFromWallet', 'PaidOnline', 'PaidAtDoor', 'SourceRefundFailed') THEN "amount"
      WHEN "kind" IN ('RefundToWallet', 'RefundToSource') THEN -"amount"
      ELSE 0 END), 0)
  FROM "order_ledger" WHERE "order_id" = "order"
$$;--> statement-breakpoint
CREATE FUNCTION "order_ledger_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  -- Once per order and transaction: the order's last entry checks them all (writers hold the order's row
  -- lock until they commit, so no other transaction's entry can come after it meanwhile).
  IF EXISTS (SELECT 1 FROM "order_ledger" WHERE "order_id" = NEW."order_id" AND "id" > NEW."id") THEN
    RETURN NULL;
  END IF;
  SELECT * INTO b FROM "order_ledger_balances"(NEW."order_id");
  IF b."owed" < 0 OR b."held" < 0 OR b."held" > b."owed" THEN
    RAISE EXCEPTION 'order % ledger out of balance: owed %, held %', NEW."order_id", b."owed", b."held"
      USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "order_ledger_balanced" AFTER INSERT ON "order_ledger"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "order_ledger_check"();
