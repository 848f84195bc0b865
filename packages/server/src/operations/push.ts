/**
 * Delivers the outbox's order updates as push notifications: one push_deliveries row per event and
 * token, its title and body written with the event in the token's language (notifications/outbox.ts).
 * A sender loop, in-process and started with the server, claims due rows with FOR UPDATE SKIP LOCKED
 * (several servers never take the same row), sends each and marks it sent in the same transaction; a
 * failed send is retried with exponential back-off, and a token the push service reports as gone is
 * removed from the shopper's tokens.
 *
 * Exactly once per token and event holds for the sandbox sender, which records the message in that same
 * transaction; a real push service (FCM) is at least once: a server that dies between FCM's answer and
 * the commit sends that one message again after the row's lock is released.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/index.js';
import { notificationTokens, orderOutbox, pushDeliveries } from '../notifications/tables.js';
import { sandboxPushes } from './tables.js';

export interface PushMessage {
  deliveryId: number;
  token: string;
  title: string;
  body: string;
  /** The page a click opens (click_action), e.g. /order/details/42. */
  link: string;
  data: Record<string, string>;
}

/** 'gone': the token no longer reaches a device (uninstalled, expired) and is removed. */
export type PushOutcome = { kind: 'sent' } | { kind: 'gone' } | { kind: 'retry'; error: string };

export interface PushSender {
  readonly name: string;
  /** Runs inside the claiming transaction (the sandbox sender records its message there). */
  send(message: PushMessage, tx: Transaction): Promise<PushOutcome>;
}

/** Sandbox mode: records each message (shown at /sandbox) instead of sending it. */
export const sandboxPushSender: PushSender = {
  name: 'sandbox',
  async send(message, tx) {
    await tx.insert(sandboxPushes).values({
      deliveryId: message.deliveryId,
      token: message.token,
      title: message.title,
      body: message.body,
      link: message.link,
    });
    return { kind: 'sent' };
  },
};

export const MAX_PUSH_ATTEMPTS = 8;
/** 10 s, 20 s, 40 s … capped at one hour. */
export function backoffMs(attempts: number): number {
  return Math.min(10_000 * 2 ** Math.max(0, attempts - 1), 60 * 60_000);
}

/** A push_deliveries row due now, as the sender loop claimed it. */
interface DueDelivery {
  id: number;
  eventId: number;
  userId: number;
  token: string;
  attempts: number;
  /** The push in the token's language (null for a row written before: the event's words are sent). */
  title: string | null;
  body: string | null;
}

/** Locks up to `limit` due deliveries, oldest first, skipping rows another server holds. */
async function claimDueDeliveries(tx: Transaction, limit: number): Promise<DueDelivery[]> {
  return tx
    .select({
      id: pushDeliveries.id,
      eventId: pushDeliveries.eventId,
      userId: pushDeliveries.userId,
      token: pushDeliveries.token,
      attempts: pushDeliveries.attempts,
      title: pushDeliveries.title,
      body: pushDeliveries.body,
    })
    .from(pushDeliveries)
    .where(
      and(
        isNull(pushDeliveries.sentAt),
        isNull(pushDeliveries.failedAt),
        lte(pushDeliveries.nextAttemptAt, sql`now()`),
      ),
    )
    .orderBy(asc(pushDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Records a send's outcome: sent; failed with its token removed; or retried after a back-off. */
async function recordOutcome(
  tx: Transaction,
  row: DueDelivery,
  outcome: PushOutcome,
): Promise<void> {
  if (outcome.kind === 'sent') {
    await tx
      .update(pushDeliveries)
      .set({ sentAt: new Date(), attempts: row.attempts + 1 })
      .where(eq(pushDeliveries.id, row.id));
  } else if (outcome.kind === 'gone') {
    await tx
      .update(pushDeliveries)
      .set({ failedAt: new Date(), attempts: row.attempts + 1, lastError: 'token gone' })
      .where(eq(pushDeliveries.id, row.id));
    await tx
      .delete(notificationTokens)
      .where(
        and(eq(notificationTokens.userId, row.userId), eq(notificationTokens.token, row.token)),
      );
  } else {
    const attempts = row.attempts + 1;
    await tx
      .update(pushDeliveries)
      .set({
        attempts,
        lastError: outcome.error.slice(0, 500),
        ...(attempts >= MAX_PUSH_ATTEMPTS
          ? { failedAt: new Date() }
          : { nextAttemptAt: new Date(Date.now() + backoffMs(attempts)) }),
      })
      .where(eq(pushDeliveries.id, row.id));
  }
}

/** Sends the due deliveries, up to `limit`; answers how many were claimed. */
export async function deliverDuePushes(
  db: Database,
  sender: PushSender,
  limit = 50,
): Promise<number> {
  return db.transaction(async (tx) => {
    const due = await claimDueDeliveries(tx, limit);
    if (due.length === 0) return 0;
    const events = await tx
      .select()
      .from(orderOutbox)
      .where(
        inArray(
          orderOutbox.id,
          due.map((row) => row.eventId),
        ),
      );
    for (const row of due) {
      const event = events.find((e) => e.id === row.eventId)!;
      const outcome = await sender
        .send(
          {
            deliveryId: row.id,
            token: row.token,
            title: row.title ?? event.title,
            body: row.body ?? event.body,
            link: event.link,
            data: { ...event.payload, click_action: event.link },
          },
          tx,
        )
        .catch((error: unknown): PushOutcome => ({ kind: 'retry', error: String(error) }));
      await recordOutcome(tx, row, outcome);
    }
    return due.length;
  });
}

export interface PushLoop {
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
  /** Runs one round now (e.g. right after an update), unless one is running. */
  kick(): void;
}

/** Polls for due deliveries every `intervalMs` (and drains the backlog in full batches). */
export function startPushLoop(
  db: Database,
  sender: PushSender,
  options: { intervalMs?: number; onError?: (error: unknown) => void } = {},
): PushLoop {
  let stopped = false;
  let running: Promise<void> | undefined;
  const round = async () => {
    try {
      while (!stopped && (await deliverDuePushes(db, sender)) === 50);
    } catch (error) {
      options.onError?.(error);
    }
  };
  const kick = () => {
    if (stopped || running) return;
    running = round().finally(() => (running = undefined));
  };
  const timer = setInterval(kick, options.intervalMs ?? 2_000);
  timer.unref();
  kick();
  return {
    kick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** The latest recorded sandbox pushes, newest first (for /sandbox). */
export async function latestSandboxPushes(db: Database, limit = 50) {
  return db.select().from(sandboxPushes).orderBy(desc(sandboxPushes.id)).limit(limit);
}
