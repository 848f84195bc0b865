/**
 * The staff view of an order (GET /ops/v1/orders/:id): its money from the ledger, its lines with what was
 * packed and refunded, its open refund requests and its timeline. Every move answers with it.
 */
import { DEFAULT_LOCALE, type Locale } from '@storefront/sdk/core';
import type { OpsOrderDetails, OpsOrderLine } from '@storefront/sdk/ops';
import { and, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { ensureStaffSeesOrder } from '../hubs/service.js';
import { HttpError } from '../http/errors.js';
import { opsMessages } from '../messages.js';
import { lineFiguresOf } from '../orders/line-figures.js';
import { orderLinesOf, orderTimeline, type OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { moneyOf } from '../orders/ledger.js';
import { refunds } from '../payments/tables.js';
import type { StaffRow } from '../staff/service.js';

type Db = Database | Transaction;

export const slotOf = (order: OrderRow) =>
  order.slotId && order.slotStartsAt && order.slotEndsAt
    ? {
        SlotId: order.slotId,
        StartsAt: order.slotStartsAt.toISOString(),
        EndsAt: order.slotEndsAt.toISOString(),
      }
    : null;

async function findOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  return order;
}

/** The order's lines with their ordered net grams and what was packed. */
export async function linesOf(db: Db, orderId: number): Promise<OpsOrderLine[]> {
  const lines = await orderLinesOf(db, orderId);
  const { packOf, figuresOf } = await lineFiguresOf(db, orderId, lines);
  return lines.map((line) => {
    return {
      LineId: line.id,
      ProductId: line.productId,
      ProductName: line.productName,
      SelectedOptions: line.selectedOptions,
      UnitPrice: line.unitPrice,
      Qty: line.qty,
      LineTotal: line.lineTotal,
      ...figuresOf(line),
      Refunded: packOf(line)?.refunded ?? 0,
    };
  });
}

/**
 * The order as `staff` sees it: 404 for none, and for another hub's order (hubs/service.ts). The timeline's
 * notes are written in the member's console language (staff_members.locale; English until chosen).
 */
export async function orderForStaff(
  db: Db,
  orderId: number,
  staff: StaffRow,
  locale: Locale = staff.locale ?? DEFAULT_LOCALE,
): Promise<OpsOrderDetails> {
  const order = await findOrder(db, orderId);
  if (!order)
    throw new HttpError(
      404,
      opsMessages.orderNotFound.Message,
      opsMessages.orderNotFound.Description,
    );
  await ensureStaffSeesOrder(db, staff, order);
  const timeline = await orderTimeline(db, orderId, locale);
  const money = await moneyOf(db, orderId);
  return {
    OrderId: order.id,
    OrderNumber: orderNumber(order.id, order.createdAt),
    Status: order.status,
    PaymentStatus: order.paymentStatus,
    UserId: order.userId,
    Address: order.address,
    DeliveryMethodName: order.deliveryMethodName,
    Slot: slotOf(order),
    DeliveryInstructions: order.deliveryInstructions,
    Total: order.total,
    WalletUsed: order.walletUsed,
    AmountPayable: money.Due,
    DeductedFromPayable: order.deductedFromPayable,
    Money: money,
    Lines: await linesOf(db, orderId),
    RefundRequests: (
      await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'Requested')))
        .orderBy(asc(refunds.id))
    ).map((refund) => ({
      RefundId: refund.id,
      Amount: refund.amount,
      Destination: refund.destination,
      Reason: refund.reason,
      CreatedAt: refund.createdAt.toISOString(),
    })),
    Events: timeline.map(({ event, note }) => ({
      Status: event.status,
      At: event.at.toISOString(),
      Note: note,
      Source: event.source,
    })),
    CreatedAt: order.createdAt.toISOString(),
    UpdatedAt: order.updatedAt.toISOString(),
  };
}
