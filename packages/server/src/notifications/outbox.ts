/**
 * Writes to the push outbox (docs/operations.md, "The push path"): one event per update a shopper is told
 * about and one pending push per token the shopper has saved, in the caller's transaction, so the change
 * and its notification exist together or not at all. The sender loop (operations/push.ts) sends them.
 */
import { eq } from 'drizzle-orm';
import { formatPaise } from '@storefront/sdk/core';
import type { Transaction } from '../db/index.js';
import { opsExtraMessages, opsMessages } from '../messages.js';
import type { OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
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

/** What the shopper is told of each kind of order update (a staff move, a credit, an expiry). */
const pushTexts = { ...opsMessages.push, ...opsExtraMessages.push };
export type PushKind = keyof typeof pushTexts;

/**
 * Writes an order update to the outbox, with one pending push per token the shopper has saved; in the
 * caller's transaction, so the update and its notification exist together or not at all.
 */
export async function enqueueOrderUpdate(
  tx: Transaction,
  order: OrderRow,
  kind: PushKind,
  amount = 0,
): Promise<void> {
  const number = orderNumber(order.id, order.createdAt);
  const text = pushTexts[kind](number, formatPaise(amount));
  await enqueuePush(tx, {
    orderId: order.id,
    userId: order.userId,
    kind,
    title: text.title,
    body: text.body,
    link: `/order/details/${order.id}`,
    payload: { orderId: String(order.id), kind },
  });
}
