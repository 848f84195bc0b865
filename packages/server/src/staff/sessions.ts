/**
 * Staff sessions: one per sign-in (one shift), named by the staff token's `sid` and checked on every staff
 * call (http/live-sessions.ts), so signing out ends the token at once on every server. There is no refresh
 * token for staff: a session lasts STAFF_TOKEN_TTL_SECONDS, then the member signs in again.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { type StoredSession, announceEnded } from '../http/live-sessions.js';
import { staffSessions } from './tables.js';
import { STAFF_TOKEN_TTL_SECONDS } from './token.js';
import { randomBytes } from 'node:crypto';

/** A new session for a member who just signed in: its id (the token's sid) and when it runs out. */
export async function startStaffSession(
  db: Database,
  staffId: number,
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(16).toString('base64url');
  const expiresAt = new Date(Date.now() + STAFF_TOKEN_TTL_SECONDS * 1000);
  await db.insert(staffSessions).values({ id: sessionId, staffId, expiresAt });
  return { sessionId, expiresAt };
}

/** Ends a member's session (sign-out) and tells every server; false when it had ended already. */
export async function endStaffSession(
  db: Database,
  staffId: number,
  sessionId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const ended = await tx
      .update(staffSessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(staffSessions.id, sessionId),
          eq(staffSessions.staffId, staffId),
          isNull(staffSessions.endedAt),
        ),
      )
      .returning({ id: staffSessions.id });
    if (ended.length > 0) await announceEnded(tx, 'staff', [sessionId]);
    return ended.length > 0;
  });
}

/** A staff session as the liveness check needs it. */
export async function storedStaffSession(
  db: Database,
  sessionId: string,
): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({
      staffId: staffSessions.staffId,
      endedAt: staffSessions.endedAt,
      expiresAt: staffSessions.expiresAt,
    })
    .from(staffSessions)
    .where(eq(staffSessions.id, sessionId));
  return (
    row && { ownerId: row.staffId, ended: row.endedAt !== null || row.expiresAt <= new Date() }
  );
}
