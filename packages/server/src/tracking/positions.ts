/**
 * The rider's own calls (docs/after-the-order.md): the orders they have out, sharing their position while
 * one is out (one row per rider, replaced by each share), and stopping.
 */
import type { OpsReplyOf, OpsRequestOf } from '@storefront/sdk/ops';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { HttpError } from '../http/errors.js';
import { opsExtraMessages } from '../messages.js';
import { riderPositions } from './tables.js';
import { ordersOutOf, positionOf } from './trip.js';

type TripReply = OpsReplyOf<'riderTrip'>;
type PositionRow = typeof riderPositions.$inferSelect;

const positionView = (row: PositionRow | null): TripReply['Position'] =>
  row && {
    Latitude: row.latitude,
    Longitude: row.longitude,
    Accuracy: row.accuracy,
    UpdatedAt: row.updatedAt.toISOString(),
  };

/** The member's orders out and the position their customers see. */
export async function riderTrip(db: Database, staffId: number): Promise<TripReply> {
  const [out, position] = await Promise.all([ordersOutOf(db, staffId), positionOf(db, staffId)]);
  return { OrdersOut: out, Position: positionView(position) };
}

/**
 * Keeps the member's position while they have an order out; 409 otherwise (nothing is kept). Their orders
 * out are share-locked first, so a delivery that ends the trip at the same moment either waits for this
 * position and deletes it, or ends first and this one is refused.
 */
export async function sharePosition(
  db: Database,
  staffId: number,
  input: OpsRequestOf<'shareRiderPosition'>,
  now: Date,
): Promise<TripReply> {
  return db.transaction(async (tx) => {
    const out = await ordersOutOf(tx, staffId, true);
    if (out.length === 0)
      throw new HttpError(
        409,
        opsExtraMessages.rider.noOrderOut.Message,
        opsExtraMessages.rider.noOrderOut.Description,
      );
    const position = {
      latitude: input.latitude,
      longitude: input.longitude,
      accuracy: Math.round(input.accuracy),
      updatedAt: now,
    };
    const [row] = await tx
      .insert(riderPositions)
      .values({ staffId, ...position })
      .onConflictDoUpdate({ target: riderPositions.staffId, set: position })
      .returning();
    return { OrdersOut: out, Position: positionView(row ?? null) };
  });
}

/** Deletes the member's position: their customers see the rider without distance until they share again. */
export async function stopSharing(db: Database, staffId: number): Promise<TripReply> {
  await db.delete(riderPositions).where(eq(riderPositions.staffId, staffId));
  return riderTrip(db, staffId);
}
