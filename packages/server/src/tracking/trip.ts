/**
 * The rider's trip (docs/after-the-order.md): who took each order out, and the rider's shared position,
 * kept only while they have an order out. Each function runs in the caller's transaction: the moves'
 * (operations/moves/transition.ts calls recordTripMove through the hook domains.ts wires in) or a rider's
 * own call.
 */
import type { OrderMove } from '@storefront/sdk/core';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import type { OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { orders } from '../orders/tables.js';
import { orderDeliveries, riderPositions } from './tables.js';

type Db = Database | Transaction;

/** The status of an order on its way; a rider shares their position only while one of theirs is in it. */
const OUT = 'OutForDelivery';

/**
 * The orders a member sent out and has not handed over (or failed) yet, oldest first. `lock` holds a
 * share lock on them until the transaction ends, so a move handing one over (which locks it for update)
 * waits for a position being written, or the position waits for the move and then sees it done.
 */
export async function ordersOutOf(db: Db, staffId: number, lock = false) {
  const query = db
    .select({ id: orders.id, createdAt: orders.createdAt })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(and(eq(orderDeliveries.riderId, staffId), eq(orders.status, OUT)))
    .orderBy(asc(orderDeliveries.dispatchedAt), asc(orders.id));
  const rows = lock ? await query.for('share', { of: orders }) : await query;
  return rows.map((row) => ({ OrderId: row.id, OrderNumber: orderNumber(row.id, row.createdAt) }));
}

/**
 * A move's work on the trip, in the move's transaction. Dispatch: the member who sends the order out is its
 * rider (again when it goes out a second time, the handover's details cleared). Deliver or a failed
 * delivery: the rider's position is deleted when this was their last order out.
 */
export async function recordTripMove(
  tx: Transaction,
  staffId: number,
  move: OrderMove,
  moved: OrderRow,
  now: Date,
): Promise<void> {
  if (move === 'dispatch') {
    const trip = {
      riderId: staffId,
      dispatchedAt: now,
      deliveredAt: null,
      noContact: false,
      doorPhotoId: null,
    };
    await tx
      .insert(orderDeliveries)
      .values({ orderId: moved.id, ...trip })
      .onConflictDoUpdate({ target: orderDeliveries.orderId, set: trip });
    return;
  }
  if (move !== 'deliver' && move !== 'deliveryFailed') return;
  const [trip] = await tx
    .select({ riderId: orderDeliveries.riderId })
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, moved.id));
  // An order sent out before this table existed has no trip: nobody's position to end.
  if (!trip) return;
  if (move === 'deliver')
    await tx
      .update(orderDeliveries)
      .set({ deliveredAt: now })
      .where(eq(orderDeliveries.orderId, moved.id));
  const others = await tx
    .select({ id: orders.id })
    .from(orderDeliveries)
    .innerJoin(orders, eq(orders.id, orderDeliveries.orderId))
    .where(
      and(
        eq(orderDeliveries.riderId, trip.riderId),
        eq(orders.status, OUT),
        ne(orders.id, moved.id),
      ),
    )
    .limit(1);
  if (others.length === 0)
    await tx.delete(riderPositions).where(eq(riderPositions.staffId, trip.riderId));
}

/** The rider's shared position, null when none is kept. */
export async function positionOf(db: Db, staffId: number) {
  const [row] = await db.select().from(riderPositions).where(eq(riderPositions.staffId, staffId));
  return row ?? null;
}

/** The order's trip (null: never sent out, or sent out before trips were recorded). */
export async function tripOf(db: Db, orderId: number) {
  const [trip] = await db
    .select()
    .from(orderDeliveries)
    .where(eq(orderDeliveries.orderId, orderId));
  return trip ?? null;
}
