/**
 * Writes to the push outbox (docs/operations.md, "The push path"): one event per update a shopper is told
 * about and one pending push per token the shopper has saved, in the caller's transaction, so the change
 * and its notification exist together or not at all. The sender loop (operations/push.ts) sends them.
 *
 * The event keeps the push's kind and values (PUSH_KINDS in the SDK core); each token's push is written
 * here, in the language of the app that saved the token (docs/i18n.md, "Records hold data, not sentences"),
 * so the sender sends what its row says and a retry sends the same words.
 */
import { eq } from 'drizzle-orm';
import type { Locale, PushRecord } from '@storefront/sdk/core';
import { catalogNamesIn } from '../catalog/names.js';
import type { Transaction } from '../db/index.js';
import { namedIds, pushSentence } from '../i18n/records.js';
import type { OrderRow } from '../orders/model.js';
import { orderNumber } from '../orders/rules.js';
import { notificationTokens, orderOutbox, pushDeliveries } from './tables.js';

export interface OutboxEvent {
  userId: number;
  /** The order the update is about; null for news about no order (a product back in stock). */
  orderId: number | null;
  /** What the push says, as data: written in each token's language. */
  push: PushRecord;
  /** The page of the store a click opens (click_action), a path such as /order/details/42. */
  link: string;
  /** Data for the device besides the kind, which is added (orderId, productId…). */
  payload: Record<string, string>;
}

/** Writes the event and a pending push for each of the shopper's tokens; answers the event's id. */
export async function enqueuePush(tx: Transaction, event: OutboxEvent): Promise<number> {
  const { push } = event;
  // The event's own title and body are the English words with the names as written (staff logs).
  const english = pushSentence(push, { locale: 'en' });
  const [written] = await tx
    .insert(orderOutbox)
    .values({
      userId: event.userId,
      orderId: event.orderId,
      kind: push.kind,
      title: english.title,
      body: english.body,
      link: event.link,
      payload: { ...event.payload, kind: push.kind },
      values: push.values,
    })
    .returning({ id: orderOutbox.id });
  const eventId = written!.id;
  const tokens = await tx
    .select({ token: notificationTokens.token, locale: notificationTokens.locale })
    .from(notificationTokens)
    .where(eq(notificationTokens.userId, event.userId));
  if (tokens.length === 0) return eventId;
  const texts = new Map<Locale, { title: string; body: string }>();
  for (const locale of new Set(tokens.map((token) => token.locale))) {
    const names = await catalogNamesIn(tx, locale, namedIds([push]));
    texts.set(locale, pushSentence(push, { locale, names }));
  }
  await tx
    .insert(pushDeliveries)
    .values(
      tokens.map(({ token, locale }) => ({
        eventId,
        userId: event.userId,
        token,
        locale,
        ...texts.get(locale)!,
      })),
    )
    .onConflictDoNothing();
  return eventId;
}

/** A push about an order: it opens the order's page and carries its id. */
export function enqueueOrderPush(
  tx: Transaction,
  order: Pick<OrderRow, 'id' | 'userId'>,
  push: PushRecord,
): Promise<number> {
  return enqueuePush(tx, {
    orderId: order.id,
    userId: order.userId,
    push,
    link: `/order/details/${order.id}`,
    payload: { orderId: String(order.id) },
  });
}

/** Order updates that name only the order. */
type PlainUpdate =
  | 'Confirmed'
  | 'Packed'
  | 'OutForDelivery'
  | 'Delivered'
  | 'DeliveryFailed'
  | 'Cancelled'
  | 'RefundDeclined'
  | 'PaymentExpired';
/** Order updates about an amount of it (paise). */
type AmountUpdate = 'WeightCredit' | 'Refunded' | 'RefundedToSource' | 'DeductedFromPayable';

/** What the shopper is told of an order update: a staff move, an expiry, or an amount credited. */
export type OrderUpdate = { kind: PlainUpdate } | { kind: AmountUpdate; amount: number };

/**
 * Writes an order update to the outbox, with one pending push per token the shopper has saved; in the
 * caller's transaction, so the update and its notification exist together or not at all.
 */
export async function enqueueOrderUpdate(
  tx: Transaction,
  order: OrderRow,
  update: OrderUpdate,
): Promise<void> {
  const number = orderNumber(order.id, order.createdAt);
  await enqueueOrderPush(
    tx,
    order,
    'amount' in update
      ? { kind: update.kind, values: { order: number, amount: update.amount } }
      : { kind: update.kind, values: { order: number } },
  );
}
