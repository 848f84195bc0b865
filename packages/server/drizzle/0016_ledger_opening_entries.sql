-- Opening entries for the orders placed before the ledger (docs/money.md, "Orders placed before the ledger"):
-- their charge as billed, their credits as recorded (packed lines, accepted requests, a cancellation), the
-- payments the order records, and what went back as far as the order's state says it did. An order's
-- figures are derived from these entries from then on. Orders that already have entries are left alone.
DO $$
DECLARE
  o record;
  credits bigint;
  owed bigint;
  paid_wallet bigint;
  paid_online bigint;
  paid_door bigint;
  held bigint;
  back bigint;
  to_source bigint;
  on_delivery boolean;
BEGIN
  FOR o IN SELECT * FROM "orders" WHERE NOT EXISTS (
    SELECT 1 FROM "order_ledger" l WHERE l."order_id" = "orders"."id"
  ) LOOP
    INSERT INTO "order_ledger" ("order_id", "kind", "amount", "order_line_id")
      SELECT o."id", 'LinesCharged', "line_total", "id" FROM "order_lines" WHERE "order_id" = o."id";
    INSERT INTO "order_ledger" ("order_id", "kind", "amount")
      SELECT o."id", k, v FROM (VALUES
        ('ShippingFee', o."shipping_fee"), ('DeliveryCharge', o."delivery_charge"),
        ('PlatformFee', o."platform_fee"), ('CouponDiscount', o."coupon_discount")
      ) AS fees(k, v) WHERE v > 0;

    -- Credits as recorded at packing and after delivery, then an accepted request or the cancellation.
    INSERT INTO "order_ledger" ("order_id", "kind", "amount", "order_line_id")
      SELECT o."id", CASE WHEN "short" THEN 'ShortLine' ELSE 'WeightCredit' END, "weight_credit", "order_line_id"
        FROM "packed_lines" WHERE "order_id" = o."id" AND "weight_credit" > 0
      UNION ALL
      SELECT o."id", 'LineRefund', "refunded", "order_line_id"
        FROM "packed_lines" WHERE "order_id" = o."id" AND "refunded" > 0;
    SELECT coalesce(sum("weight_credit" + "refunded"), 0) INTO credits FROM "packed_lines" WHERE "order_id" = o."id";
    owed := greatest(0, o."total" - credits);
    IF o."status" = 'Cancelled' THEN
      INSERT INTO "order_ledger" ("order_id", "kind", "amount") SELECT o."id", 'Cancellation', owed WHERE owed > 0;
      owed := 0;
    ELSE
      SELECT least(owed, coalesce(sum("amount"), 0)) INTO back FROM "refunds"
        WHERE "order_id" = o."id" AND "order_line_id" IS NULL AND "status" IN ('Processing', 'Completed');
      INSERT INTO "order_ledger" ("order_id", "kind", "amount") SELECT o."id", 'RefundAccepted', back WHERE back > 0;
      owed := owed - back;
    END IF;

    -- The payments the order records, and what the store holds of them by the order's state.
    SELECT coalesce(sum("amount"), 0) INTO paid_online FROM "payment_attempts"
      WHERE "order_id" = o."id" AND "status" = 'Paid';
    SELECT "kind" = 'OnDelivery' INTO on_delivery FROM "payment_methods" WHERE "id" = o."payment_method_id";
    paid_wallet := o."wallet_used";
    paid_door := CASE WHEN coalesce(on_delivery, false) AND o."payment_status" = 'Paid' THEN o."amount_payable" ELSE 0 END;
    held := CASE
      WHEN o."status" = 'Cancelled' THEN 0
      WHEN o."payment_status" = 'Paid' THEN owed
      WHEN o."payment_status" = 'DueOnDelivery' THEN greatest(0, owed - o."amount_payable")
      ELSE least(owed, o."wallet_used")
    END;
    held := least(held, paid_wallet + paid_online + paid_door);
    INSERT INTO "order_ledger" ("order_id", "kind", "amount")
      SELECT o."id", k, v FROM (VALUES
        ('PaidFromWallet', paid_wallet), ('PaidOnline', paid_online), ('PaidAtDoor', paid_door)
      ) AS paid(k, v) WHERE v > 0;
    back := paid_wallet + paid_online + paid_door - held;
    SELECT least(back, coalesce(sum("amount"), 0)) INTO to_source FROM "refunds"
      WHERE "order_id" = o."id" AND "destination" = 'Source' AND "status" IN ('Processing', 'Completed');
    INSERT INTO "order_ledger" ("order_id", "kind", "amount", "destination")
      SELECT o."id", 'RefundToSource', to_source, 'Source' WHERE to_source > 0
      UNION ALL
      SELECT o."id", 'RefundToWallet', back - to_source, 'Wallet' WHERE back - to_source > 0;
  END LOOP;
END;
$$;
