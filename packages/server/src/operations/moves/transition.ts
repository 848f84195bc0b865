/**
 * The plain lifecycle moves (operations/rules.ts): confirm, start packing, dispatch, deliver and fail a
 * delivery. Packing has its own move (moves/pack.ts).
 */
import { formatPaise, type OrderEventRecord } from '@storefront/sdk/core';
import type { OpsOrderDetails } from '@storefront/sdk/ops';
import type { Database, Transaction } from '../../db/index.js';
import { HttpError } from '../../http/errors.js';
import { opsMessages } from '../../messages.js';
import { enqueueOrderUpdate } from '../../notifications/outbox.js';
import { moneyOf } from '../../orders/ledger.js';
import type { OrderRow } from '../../orders/model.js';
import type { StaffRow } from '../../staff/service.js';
import { orderForStaff } from '../order-view.js';
import { TRANSITIONS, canTransition, type TransitionName } from '../rules.js';
import { lockOrder, moveTo, refuse } from './shared.js';

/**
 * What another domain adds to a move, in its transaction (the app wires them in: domains.ts), so the
 * lifecycle needs not know of it: the rider's trip (tracking/trip.ts) and a no-contact handover.
 */
export interface MoveHooks {
  /** Runs once the status changed, before the shopper's push is written. */
  within?: (tx: Transaction, moved: OrderRow) => Promise<void>;
  /** Tells the shopper instead of the status's own push. */
  push?: (tx: Transaction, moved: OrderRow) => Promise<void>;
}

/**
 * Confirm, start packing, dispatch, deliver or fail a delivery (pack and the return to store, which refunds,
 * have their own calls).
 */
export async function transition(
  db: Database,
  staff: StaffRow,
  action: Exclude<TransitionName, 'pack' | 'returnToStore'>,
  orderId: number,
  reason?: string,
  hooks: MoveHooks = {},
): Promise<OpsOrderDetails> {
  await db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, staff);
    if (!canTransition(action, order.status)) refuse(order, action);
    // Decided under the order's lock, so a delivery and the collection of its money never cross.
    if (!canTransition(action, order.status, order.paymentStatus)) {
      const { Due } = await moneyOf(tx, order.id);
      throw new HttpError(
        409,
        opsMessages.collectFirst.Message,
        opsMessages.collectFirst.Description(formatPaise(Due)),
      );
    }
    const to = TRANSITIONS[action].to;
    const event: OrderEventRecord =
      to === 'DeliveryFailed'
        ? { kind: to, values: { reason: reason ?? '' } }
        : { kind: to, values: {} };
    const moved = await moveTo(tx, staff, action, order, event, reason ? { Reason: reason } : {});
    await hooks.within?.(tx, moved);
    // Starting to pack is the store's own business; every other move is news for the shopper.
    if (hooks.push) await hooks.push(tx, moved);
    else if (to !== 'Packing') await enqueueOrderUpdate(tx, moved, { kind: to });
  });
  return orderForStaff(db, orderId, staff);
}
