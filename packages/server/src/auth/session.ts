/**
 * Refresh tokens and the sessions they belong to. A session (auth_sessions) is one sign-in on one device;
 * its refresh tokens are rotating, kept hashed in the database and sent as an httpOnly, SameSite=Strict
 * cookie scoped to the API. Rotation keeps the session: the short-lived access tokens (http/access-token.ts)
 * name it (sid), and every authenticated call checks it has not ended (http/live-sessions.ts).
 *
 * A session ends on sign-out, and when a refresh token rotated longer than ROTATION_GRACE_MS ago is
 * presented again: that token was copied, so the session it belongs to (the whole family, the rightful
 * holder's newer token included) ends, as the OAuth 2.0 Security BCP (RFC 9700, 4.14.2) asks. The
 * shopper's other sessions (other devices) stay: the replay proves one family's token leaked, not the
 * others', and signing every device out on one stale cookie would let a stray replay sign a shopper out
 * everywhere.
 *
 * Every change to a session takes its row lock first (SELECT … FOR UPDATE on auth_sessions), so a
 * rotation, a sign-out and a replay of one family are decided one after the other, on PGlite and
 * PostgreSQL alike: a rotation never hands out a token of a session a concurrent sign-out ended.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { type StoredSession, announceEnded } from '../http/live-sessions.js';
import { API_PREFIX } from '../http/route.js';
import { authSessions, sessions } from './tables.js';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'sf_refresh';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
/** A session id: 128 random bits, base64url (the access tokens' sid). */
export const newSessionId = () => randomBytes(16).toString('base64url');

async function addRefreshToken(db: Database, userId: number, sessionId: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    sessionId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** A new session for a sign-in: its id (for the access token) and its first refresh token. */
export async function startSession(
  db: Database,
  userId: number,
): Promise<{ sessionId: string; refreshToken: string }> {
  const sessionId = newSessionId();
  return db.transaction(async (tx) => {
    await tx.insert(authSessions).values({ id: sessionId, userId });
    return { sessionId, refreshToken: await addRefreshToken(tx, userId, sessionId) };
  });
}

/** A new session's refresh token alone (a session started without an access token: tools, tests). */
export async function createRefreshToken(db: Database, userId: number): Promise<string> {
  return (await startSession(db, userId)).refreshToken;
}

/** Two tabs that reload together both present the same token; the later one within this window is not theft. */
export const ROTATION_GRACE_MS = 30_000;

/** The session a refresh token belongs to, locked for the rest of the transaction; undefined when ended. */
async function lockSessionOf(db: Database, tokenHash: string) {
  const [token] = await db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
  if (!token) return undefined;
  const [session] = await db
    .select()
    .from(authSessions)
    .where(eq(authSessions.id, token.sessionId))
    .for('update');
  return session && session.endedAt === null ? session : undefined;
}

/** Ends a session (locked by the caller) and all its refresh tokens, and tells every server. */
async function endLockedSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(authSessions).set({ endedAt: now }).where(eq(authSessions.id, sessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.sessionId, sessionId), isNull(sessions.revokedAt)));
  await announceEnded(db, 'shopper', [sessionId]);
}

export type Rotation =
  | { rotated: true; userId: number; sessionId: string; token: string }
  /** `ended`: the session this call ended (a replayed token), for the caller to forget at once. */
  | { rotated: false; ended?: string };

/**
 * Exchanges a refresh token for a new one of the same session (rotation). A token rotated moments ago
 * (another tab's concurrent refresh) still gets a new one; a token rotated earlier ends its session
 * (it was probably stolen); a token of an ended session, an expired or an unknown one is refused.
 */
export async function rotateRefreshToken(db: Database, token: string): Promise<Rotation> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx): Promise<Rotation> => {
    const session = await lockSessionOf(tx, tokenHash);
    if (!session) return { rotated: false };
    const now = new Date();
    const renewed = async (): Promise<Rotation> => ({
      rotated: true,
      userId: session.userId,
      sessionId: session.id,
      token: await addRefreshToken(tx, session.userId, session.id),
    });
    const [current] = await tx
      .update(sessions)
      .set({ revokedAt: now, rotatedAt: now })
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      )
      .returning({ id: sessions.id });
    if (current) return renewed();

    const [previous] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    if (!previous?.rotatedAt) return { rotated: false };
    const recentlyRotated = now.getTime() - previous.rotatedAt.getTime() <= ROTATION_GRACE_MS;
    if (recentlyRotated && previous.expiresAt > now) return renewed();
    await endLockedSession(tx, session.id, now);
    return { rotated: false, ended: session.id };
  });
}

/**
 * Signs a session out: the one of the refresh token and the one an access token names (`sessionId`, only
 * when that token was verified as the user's). Answers the sessions it ended, for the caller to forget.
 */
export async function endSessions(
  db: Database,
  named: { refreshToken?: string | undefined; sessionId?: string | undefined },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const ended: string[] = [];
    const now = new Date();
    if (named.refreshToken) {
      const session = await lockSessionOf(tx, hashToken(named.refreshToken));
      if (session) {
        await endLockedSession(tx, session.id, now);
        ended.push(session.id);
      }
    }
    if (named.sessionId && !ended.includes(named.sessionId)) {
      const [session] = await tx
        .select()
        .from(authSessions)
        .where(and(eq(authSessions.id, named.sessionId), isNull(authSessions.endedAt)))
        .for('update');
      if (session) {
        await endLockedSession(tx, session.id, now);
        ended.push(session.id);
      }
    }
    return ended;
  });
}

/** A session as the liveness check needs it (http/live-sessions.ts). */
export async function storedSession(
  db: Database,
  sessionId: string,
): Promise<StoredSession | undefined> {
  const [row] = await db
    .select({ userId: authSessions.userId, endedAt: authSessions.endedAt })
    .from(authSessions)
    .where(eq(authSessions.id, sessionId));
  return row && { ownerId: row.userId, ended: row.endedAt !== null };
}

export function refreshCookieOptions(config: Config) {
  return {
    path: API_PREFIX,
    httpOnly: true,
    sameSite: 'strict' as const,
    secure: !config.isSandbox,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  };
}
