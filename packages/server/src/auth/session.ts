/**
 * Refresh tokens: rotating, kept hashed in the database and sent as an httpOnly, SameSite=Strict cookie
 * scoped to the API. The short-lived access tokens they are exchanged for are in http/access-token.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Config } from '../env.js';
import type { Database } from '../db/index.js';
import { API_PREFIX } from '../http/route.js';
import { sessions } from './tables.js';

export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const REFRESH_COOKIE = 'sf_refresh';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createRefreshToken(db: Database, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000),
  });
  return token;
}

/** Two tabs that reload together both present the same token; the later one within this window is not theft. */
export const ROTATION_GRACE_MS = 30_000;

/**
 * Exchanges a refresh token for a new one (rotation). A token rotated moments ago (another tab's
 * concurrent refresh) still gets a fresh session; a token rotated earlier or revoked by logout is refused,
 * and an old rotated one revokes every session of its user (it was probably stolen).
 * Returns null when the token is not valid.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
): Promise<{ userId: number; token: string } | null> {
  const tokenHash = hashToken(token);
  return db.transaction(async (tx) => {
    const now = new Date();
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
      .returning({ userId: sessions.userId });
    if (current)
      return { userId: current.userId, token: await createRefreshToken(tx, current.userId) };

    const [previous] = await tx.select().from(sessions).where(eq(sessions.tokenHash, tokenHash));
    if (!previous?.rotatedAt) return null;
    const recentlyRotated = now.getTime() - previous.rotatedAt.getTime() <= ROTATION_GRACE_MS;
    if (recentlyRotated && previous.expiresAt > now)
      return { userId: previous.userId, token: await createRefreshToken(tx, previous.userId) };
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, previous.userId), isNull(sessions.revokedAt)));
    return null;
  });
}

export async function revokeRefreshToken(db: Database, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
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
