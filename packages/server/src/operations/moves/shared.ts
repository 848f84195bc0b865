/**
 * What every staff move shares: the order row locked FOR UPDATE (so a shopper's cancel and a packer's
 * click serialize) once the member may see it (their hubs), the refusal of a move the status does not allow, a status change with its timeline
 * entry and audit row, and an amount taken off what the rider collects.
 */
import type { OrderEventRecord } from '@storefront/sdk/core';
import type { Transaction } from '../../db/index.js';
import { eq } from 'drizzle-orm';
import { ensureStaffSeesOrder } from '../../hubs/service.js';
import { HttpError } from '../../http/errors.js';
import { opsMessages } from '../../messages.js';
import { addOrderEvent, type OrderRow } from '../../orders/model.js';
import { orders } from '../../orders/tables.js';
import { recordAudit, type StaffRow } from '../../staff/service.js';
import { TRANSITIONS, type TransitionName } from '../rules.js';

/** The order locked for `staff`'s move: 404 for none, and for another hub's order (hubs/service.ts). */
export async function lockOrder(
  tx: Transaction,
  orderId: number,
  staff: StaffRow,
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order)
    throw new HttpError(
      404,
      opsMessages.orderNotFound.Message,
      opsMessages.orderNotFound.Description,
    );
  await ensureStaffSeesOrder(tx, staff, order);
  return order;
}

export function refuse(order: OrderRow, action: keyof typeof opsMessages.action): never {
  throw new HttpError(
    409,
    opsMessages.transitionRefused.Message,
    opsMessages.transitionRefused.Description(
      opsMessages.status[order.status],
      opsMessages.action[action],
    ),
  );
}

/** Sets the status with its timeline entry and audit row; the caller holds the lock. */
export async function moveTo(
  tx: Transaction,
  staff: StaffRow,
  action: TransitionName,
  order: OrderRow,
  event: OrderEventRecord,
  details: Record<string, unknown> = {},
): Promise<OrderRow> {
  const to = TRANSITIONS[action].to;
  const [updated] = await tx
    .update(orders)
    .set({ status: to, updatedAt: new Date() })
    .where(eq(orders.id, order.id))
    .returning();
  await addOrderEvent(tx, order.id, to, event);
  await recordAudit(tx, {
    staffId: staff.id,
    action,
    orderId: order.id,
    before: { Status: order.status },
    after: { Status: to, ...details },
  });
  return updated!;
}

/**
 * Takes paise off what an unpaid pay-on-delivery order collects at the door (never below nothing); an
 * order left with nothing to collect is paid. The caller holds the order's lock.
 */
export async function deductFromPayable(tx: Transaction, order: OrderRow, amount: number) {
  const amountPayable = order.amountPayable - amount;
  const [updated] = await tx
    .update(orders)
    .set({
      amountPayable,
      deductedFromPayable: order.deductedFromPayable + amount,
      ...(amountPayable === 0 ? { paymentStatus: 'Paid' as const, paidAt: new Date() } : {}),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}
