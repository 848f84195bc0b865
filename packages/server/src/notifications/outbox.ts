/**
 * Writes to the push outbox (docs/operations.md, "The push path"): one event per update a shopper is told
 * about and one pending push per token the shopper has saved, in the caller's transaction, so the change
 * and its notification exist together or not at all. The sender loop (operations/push.ts) sends them.
 */
import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/index.js';
import { notificationTokens, orderOutbox, pushDeliveries } from './tables.js';

export interface OutboxEvent {
  userId: number;
  /** The order the update is about; null for news about no order (a product back in stock). */
  orderId: number | null;
  kind: string;
  title: string;
  body: string;
  /** The page of the store a click opens (click_action), a path such as /order/details/42. */
  link: string;
  payload: Record<string, string>;
}

/** Writes the event and a pending push for each of the shopper's tokens; answers the event's id. */
export async function enqueuePush(tx: Transaction, event: OutboxEvent): Promise<number> {
  const [written] = await tx.insert(orderOutbox).values(event).returning({ id: orderOutbox.id });
  const eventId = written!.id;
  const tokens = await tx
    .select({ token: notificationTokens.token })
    .from(notificationTokens)
    .where(eq(notificationTokens.userId, event.userId));
  if (tokens.length > 0)
    await tx
      .insert(pushDeliveries)
      .values(tokens.map(({ token }) => ({ eventId, userId: event.userId, token })))
      .onConflictDoNothing();
  return eventId;
}
