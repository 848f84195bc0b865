/**
 * Migration 0018 gives every refresh token issued before sessions had ids a session of its own, so no
 * shopper is signed out by the deploy: the store is taken back to before 0018 (its tables and column
 * dropped), refresh tokens are written as they were then, and 0018's SQL is run again, on PGlite and
 * PostgreSQL (TEST_DB).
 */
import { createHash, randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '../paths.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { authSessions, sessions, users } from './tables.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

describe('migration 0018 (session ids)', () => {
  it('turns each earlier refresh token into a session: a live one still refreshes, a revoked one does not', async () => {
    await t.db.execute(sql.raw('DROP TABLE "staff_sessions"'));
    await t.db.execute(sql.raw('ALTER TABLE "sessions" DROP COLUMN "session_id"'));
    await t.db.execute(sql.raw('DROP TABLE "auth_sessions"'));

    const [user] = await t.db
      .insert(users)
      .values({
        identityKey: `test:migration:${randomBytes(4).toString('hex')}`,
        loginFrom: 'Phone',
      })
      .returning();
    const live = randomBytes(32).toString('base64url');
    const revoked = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await t.db.execute(sql`
      insert into sessions (user_id, token_hash, expires_at, revoked_at) values
        (${user!.id}, ${hash(live)}, ${expiresAt}, null),
        (${user!.id}, ${hash(revoked)}, ${expiresAt}, now())`);

    const migration = await readFile(join(migrationsFolder, '0018_session_ids.sql'), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));

    const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
    const families = await t.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.userId, user!.id));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.sessionId)).size).toBe(2);
    expect(families.map((family) => family.id).sort()).toEqual(
      rows.map((row) => row.sessionId).sort(),
    );
    const familyOf = (token: string) => {
      const row = rows.find((r) => r.tokenHash === hash(token))!;
      return families.find((family) => family.id === row.sessionId)!;
    };
    expect(familyOf(live).endedAt).toBeNull();
    expect(familyOf(revoked).endedAt).not.toBeNull();

    const refresh = (token: string) =>
      t.app.inject({ method: 'POST', url: '/v1/refresh-session', cookies: { sf_refresh: token } });
    const renewed = await refresh(live);
    expect(renewed.statusCode).toBe(200);
    const token = renewed.json<{ Token: string }>().Token;
    expect(decodeJwt(token).sid).toBe(familyOf(live).id);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/get-profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.statusCode).toBe(200);
    expect((await refresh(revoked)).statusCode).toBe(401);
  });
});
