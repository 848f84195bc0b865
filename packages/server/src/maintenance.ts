/**
 * Deletes rows that can no longer matter: used sign-in proofs past their expiry, sandbox codes, refused
 * sign-in proofs and idempotency keys older than a day, refresh sessions that expired or were revoked over a day ago, order
 * updates (outbox events with their push deliveries) older than 30 days: their last retry is long past;
 * shoppers' sessions left without refresh tokens and staff sessions over a day past their end (their access
 * tokens expired long before);
 * "Notify me" alerts notified over 30 days ago (the product page stopped mentioning them after 7);
 * photos past their keeping day (a rider's door photo after 30 days, a complaint's after 90).
 * Safe to run from every instance at once (plain DELETEs by age).
 */
import { and, eq, isNotNull, lt, notExists, or } from 'drizzle-orm';
import {
  authSessions,
  refusedSignIns,
  sandboxOtps,
  sessions,
  usedSignInTokens,
} from './auth/tables.js';
import type { Database } from './db/index.js';
import { purgeExpiredPhotos } from './feedback/photos.js';
import { idempotencyKeys } from './http/tables.js';
import { orderOutbox } from './notifications/tables.js';
import { sandboxPushes } from './operations/tables.js';
import { stockAlerts } from './restock/tables.js';
import { staffSessions } from './staff/tables.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function purgeExpired(db: Database, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - DAY_MS);
  await db.delete(usedSignInTokens).where(lt(usedSignInTokens.expiresAt, now));
  await db.delete(sandboxOtps).where(lt(sandboxOtps.createdAt, dayAgo));
  await db.delete(refusedSignIns).where(lt(refusedSignIns.at, dayAgo));
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, dayAgo));
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  await db.delete(orderOutbox).where(lt(orderOutbox.createdAt, monthAgo));
  await db.delete(sandboxPushes).where(lt(sandboxPushes.at, monthAgo));
  await db.delete(stockAlerts).where(lt(stockAlerts.notifiedAt, monthAgo));
  await purgeExpiredPhotos(db, now);
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, dayAgo),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, dayAgo)),
      ),
    );
  // A live session always keeps an unexpired refresh token, so one without any has ended or run out.
  await db
    .delete(authSessions)
    .where(
      and(
        lt(authSessions.createdAt, dayAgo),
        notExists(
          db
            .select({ id: sessions.id })
            .from(sessions)
            .where(eq(sessions.sessionId, authSessions.id)),
        ),
      ),
    );
  await db
    .delete(staffSessions)
    .where(or(lt(staffSessions.expiresAt, dayAgo), lt(staffSessions.endedAt, dayAgo)));
}

/** Runs purgeExpired now and every hour; returns a stop function. Failures are logged, never thrown. */
export function schedulePurge(db: Database, onError: (error: unknown) => void): () => void {
  const run = () => void purgeExpired(db).catch(onError);
  run();
  const timer = setInterval(run, 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
