/**
 * Seats in delivery slots. A hold is one conditional update (booked < capacity), which PostgreSQL
 * re-checks on the newest row after any concurrent update, so a slot never takes more orders than its
 * capacity however many checkouts race for its last seat.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { deliverySlotHolds, orders } from './tables.js';

type Db = Database | Transaction;

/** An order as its seat sees it: the hub, method and slot it holds a seat in while slotHeld. */
type SeatHolder = {
  id: number;
  hubId: number | null;
  deliveryMethodId: number;
  slotId: string | null;
  slotHeld: boolean;
};

/** Booked seats per slot id of one method at one hub (slots nobody holds are absent). */
export async function bookedSeats(
  db: Db,
  hubId: number,
  deliveryMethodId: number,
  slotIds: string[],
): Promise<Map<string, number>> {
  if (slotIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(deliverySlotHolds)
    .where(
      and(
        eq(deliverySlotHolds.hubId, hubId),
        eq(deliverySlotHolds.deliveryMethodId, deliveryMethodId),
        inArray(deliverySlotHolds.slotId, slotIds),
      ),
    );
  return new Map(rows.map((row) => [row.slotId, row.booked]));
}

/** Takes one seat of the slot at the hub; false when it is full. Call inside the order's transaction. */
export async function takeSeat(
  tx: Transaction,
  hubId: number,
  deliveryMethodId: number,
  window: { slotId: string; start: Date },
  capacity: number,
): Promise<boolean> {
  await tx
    .insert(deliverySlotHolds)
    .values({
      hubId,
      deliveryMethodId,
      slotId: window.slotId,
      startsAt: window.start,
      booked: 0,
      capacity,
    })
    .onConflictDoNothing();
  const taken = await tx
    .update(deliverySlotHolds)
    .set({ booked: sql`${deliverySlotHolds.booked} + 1`, capacity })
    .where(
      and(
        eq(deliverySlotHolds.hubId, hubId),
        eq(deliverySlotHolds.deliveryMethodId, deliveryMethodId),
        eq(deliverySlotHolds.slotId, window.slotId),
        sql`${deliverySlotHolds.booked} < ${capacity}`,
      ),
    )
    .returning({ booked: deliverySlotHolds.booked });
  return taken.length === 1;
}

/**
 * A new payment attempt of an order whose seat was released (its payment failed) takes the seat back,
 * against the slot's stored capacity; false when the slot has filled up or its cut-off has passed.
 */
export async function retakeSeat(
  tx: Transaction,
  order: SeatHolder,
  cutOffPassed: boolean,
): Promise<boolean> {
  if (order.slotHeld || order.slotId === null) return true;
  if (cutOffPassed || order.hubId === null) return false;
  const taken = await tx
    .update(deliverySlotHolds)
    .set({ booked: sql`${deliverySlotHolds.booked} + 1` })
    .where(
      and(
        eq(deliverySlotHolds.hubId, order.hubId),
        eq(deliverySlotHolds.deliveryMethodId, order.deliveryMethodId),
        eq(deliverySlotHolds.slotId, order.slotId),
        sql`${deliverySlotHolds.booked} < ${deliverySlotHolds.capacity}`,
      ),
    )
    .returning({ booked: deliverySlotHolds.booked });
  if (taken.length === 0) return false;
  await tx.update(orders).set({ slotHeld: true }).where(eq(orders.id, order.id));
  return true;
}

/** Gives the order's seat back (cancelled, or its payment failed); nothing when it holds none. */
export async function releaseSeat(tx: Transaction, order: SeatHolder): Promise<void> {
  if (!order.slotHeld || order.slotId === null || order.hubId === null) return;
  const released = await tx
    .update(orders)
    .set({ slotHeld: false })
    .where(and(eq(orders.id, order.id), eq(orders.slotHeld, true)))
    .returning({ id: orders.id });
  if (released.length === 0) return;
  await tx
    .update(deliverySlotHolds)
    .set({ booked: sql`greatest(${deliverySlotHolds.booked} - 1, 0)` })
    .where(
      and(
        eq(deliverySlotHolds.hubId, order.hubId),
        eq(deliverySlotHolds.deliveryMethodId, order.deliveryMethodId),
        eq(deliverySlotHolds.slotId, order.slotId),
      ),
    );
}
