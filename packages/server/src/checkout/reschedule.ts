/**
 * Rescheduling (issue 29, docs/after-the-order.md): until its slot's cut-off, a slot order that is placed
 * and not dispatched moves to another open slot of its hub. One transaction with the order row locked: the
 * new seat is taken by the conditional update of slot-holds.ts (never past the slot's capacity) and the old
 * one given back, so the seat moves whole or not at all; the order's window and free-cancel deadline follow,
 * and the timeline and a push to the shopper's devices say so.
 */
import { eq } from 'drizzle-orm';
import {
  cancelDeadlineFor,
  resolveSlot,
  slotCapacityAt,
  type DeliveryHub,
  type DeliveryMethodRow,
} from './delivery.js';
import type { SlotWindow, StoreHours } from './slots.js';
import { deliveryMethods } from './tables.js';
import type { Database, Transaction } from '../db/index.js';
import { type InWords, type Refusal, refusal } from '../http/errors.js';
import { hubs } from '../hubs/tables.js';
import { clockOf } from '../i18n/records.js';
import type { ServerTexts } from '../i18n/texts.js';
import { enqueueOrderPush } from '../notifications/outbox.js';
import { addOrderEvent, lockOwnOrder, type OrderRow } from '../orders/model.js';
import { orderNumber, rescheduleDeadline } from '../orders/rules.js';
import { releaseSeat, takeSeat } from '../orders/slot-holds.js';
import { orders } from '../orders/tables.js';

/** The timeline's and the push's kind. */
export const RESCHEDULED = 'Rescheduled';

export interface RescheduleRequest {
  userId: number;
  orderId: number;
  slotId: string;
  /** The server's clock (serverNow): the cut-offs are checked against it. */
  now: Date;
  /** The store's hours (the hub's own hours come first). */
  hours: StoreHours;
}

type RescheduleTexts = ServerTexts['commerceMessages']['reschedule'];

function refuse(status: number, pick: (texts: RescheduleTexts) => Refusal) {
  const words: InWords<Refusal> = (t) => pick(t.commerceMessages.reschedule);
  return refusal(status, words);
}

/** Refuses an order that cannot move now: 409 with the reason (no slot, its status, its cut-off). */
function requireMovable(order: OrderRow, now: Date): void {
  if (order.slotId === null || order.slotStartsAt === null || order.hubId === null)
    throw refuse(409, (r) => r.notSlotOrder);
  const deadline = rescheduleDeadline(order);
  if (deadline === null) throw refuse(409, (r) => r.notNow);
  if (now.getTime() >= deadline.getTime()) {
    const cutOff = clockOf(deadline);
    throw refuse(409, (r) => r.pastCutOff(cutOff));
  }
}

/** The order's delivery method and hub, as the slot rules read them. */
async function deliveryOf(
  tx: Transaction,
  order: OrderRow,
): Promise<{ method: DeliveryMethodRow; hub: DeliveryHub }> {
  // The method is read whether or not it is still offered: the order was placed with it.
  const [method] = await tx
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.id, order.deliveryMethodId));
  const [hub] = await tx
    .select()
    .from(hubs)
    .where(eq(hubs.id, order.hubId ?? 0));
  if (!method || !hub) throw refuse(409, (r) => r.notSlotOrder);
  return { method, hub };
}

/**
 * Takes the new seat and gives the old one back. Two orders swapping slots touch both slots' rows, so
 * the rows are always updated in slot id order: two such moves wait for each other, never deadlock. A
 * full slot throws (400) and the caller's transaction undoes the release.
 */
async function moveSeat(
  tx: Transaction,
  order: OrderRow,
  to: { method: DeliveryMethodRow; hub: DeliveryHub; window: SlotWindow },
): Promise<void> {
  const { method, hub, window } = to;
  const take = async () => {
    const capacity = slotCapacityAt(method, hub);
    if (!(await takeSeat(tx, hub.id, method.id, window, capacity)))
      throw refusal(400, (t) => t.commerceMessages.delivery.slotFull);
  };
  if (window.slotId < (order.slotId ?? '')) {
    await take();
    await releaseSeat(tx, order);
  } else {
    await releaseSeat(tx, order);
    await take();
  }
}

/**
 * The timeline's entry and the push to the shopper's devices: the new window as data, written in the
 * reader's language (each device's, for the push).
 */
async function tellShopper(tx: Transaction, order: OrderRow, window: SlotWindow) {
  const slot = { start: window.start.toISOString(), end: window.end.toISOString() };
  await addOrderEvent(tx, order.id, RESCHEDULED, { kind: 'Rescheduled', values: slot });
  await enqueueOrderPush(tx, order, {
    kind: 'Rescheduled',
    values: { order: orderNumber(order.id, order.createdAt), ...slot },
  });
}

/**
 * Moves the shopper's order to the slot; answers the order as it is now, or null when it is not the
 * shopper's. Refusals (409: no slot, past its status or its cut-off; 400: the same slot, or one that is
 * unknown, closed or full at the order's hub) are thrown inside the transaction, which then changes
 * nothing. A double submit waits on the row lock and then finds the order in its new slot (the route's
 * Idempotency-Key answers the first reply again before that).
 */
export async function rescheduleOrder(
  db: Database,
  request: RescheduleRequest,
): Promise<OrderRow | null> {
  const { userId, orderId, slotId, now } = request;
  return db.transaction(async (tx) => {
    const order = await lockOwnOrder(tx, userId, orderId);
    if (!order) return null;
    requireMovable(order, now);
    if (order.slotId === slotId) throw refuse(400, (r) => r.sameSlot);
    const { method, hub } = await deliveryOf(tx, order);
    const window = await resolveSlot(tx, method, slotId, { hub, hours: request.hours }, now);
    if (!window) throw refuse(409, (r) => r.notSlotOrder);
    await moveSeat(tx, order, { method, hub, window });
    const [moved] = await tx
      .update(orders)
      .set({
        slotId: window.slotId,
        slotStartsAt: window.start,
        slotEndsAt: window.end,
        slotHeld: true,
        cancelDeadline: cancelDeadlineFor(method, window, order.createdAt),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    await tellShopper(tx, moved!, window);
    return moved!;
  });
}
