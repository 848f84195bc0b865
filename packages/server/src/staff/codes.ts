/**
 * Staff sign-in with a one-time code mailed to the member's email, besides the password. A code is six
 * digits, valid STAFF_CODE_TTL_SECONDS, good for one sign-in and MAX_CODE_ATTEMPTS tries. Only its HMAC
 * under a key derived from the session secret is stored, so the table alone reveals no code. Requests are
 * limited per email and per client address, counted in the database so every server agrees; an email no
 * enabled member has gets the same answer and the same limits, but no mail.
 */
import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import { secretKey } from '../http/access-token.js';
import { HttpError } from '../http/errors.js';
import { messages, opsExtraMessages } from '../messages.js';
import type { Mail } from './mail.js';
import { type StaffRow, activeStaff, findStaffByEmail } from './service.js';
import { staffSignInCodes } from './tables.js';

export const STAFF_CODE_TTL_SECONDS = 10 * 60;
export const MAX_CODE_ATTEMPTS = 5;
export const MAX_CODES_PER_EMAIL = 5;
export const MAX_CODES_PER_CLIENT = 20;
/** Key spaces (the first key of pg_advisory_xact_lock(int, int)) of the request locks. */
const CLIENT_LOCKS = 7311;
const EMAIL_LOCKS = 7312;
export const CODE_WINDOW_MS = 15 * 60_000;

const texts = opsExtraMessages.codeSignIn;

function codeHash(config: Config, requestId: string, code: string): string {
  return createHmac('sha256', secretKey(config, 'staff-sign-in-code'))
    .update(`${requestId}:${code}`)
    .digest('base64url');
}

/**
 * Stores a new code for the email and answers its id and, for an enabled member, the mail to send (the
 * caller sends it without waiting, so the reply's timing does not tell who is staff). 429 past a limit.
 */
export async function requestStaffCode(
  db: Database,
  config: Config,
  email: string,
  clientIp: string,
): Promise<{ requestId: string; mail: Mail | null }> {
  const requestId = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const member = await findStaffByEmail(db, email);
  const enabled = member && !member.disabledAt ? member : undefined;
  const address = email.trim().toLowerCase();
  await db.transaction(async (tx) => {
    // Concurrent requests from one address, then for one email, queue here, so neither count below can be
    // raced past (with the email's lock alone, parallel requests for many emails passed the address's
    // limit together). Always the address's lock first, from separate key spaces: no two requests can each
    // hold the lock the other waits for.
    await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCKS}, hashtext(${clientIp}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(${EMAIL_LOCKS}, hashtext(${address}))`);
    const since = new Date(Date.now() - CODE_WINDOW_MS);
    const [byEmail] = await tx
      .select({ n: count() })
      .from(staffSignInCodes)
      .where(and(eq(staffSignInCodes.email, address), gte(staffSignInCodes.createdAt, since)));
    const [byClient] = await tx
      .select({ n: count() })
      .from(staffSignInCodes)
      .where(and(eq(staffSignInCodes.clientIp, clientIp), gte(staffSignInCodes.createdAt, since)));
    if ((byEmail?.n ?? 0) >= MAX_CODES_PER_EMAIL || (byClient?.n ?? 0) >= MAX_CODES_PER_CLIENT)
      throw new HttpError(429, messages.tooManyRequests, texts.tooManyCodes);
    await tx.insert(staffSignInCodes).values({
      id: requestId,
      email: address,
      staffId: enabled?.id ?? null,
      codeHash: codeHash(config, requestId, code),
      clientIp,
      expiresAt: new Date(Date.now() + STAFF_CODE_TTL_SECONDS * 1000),
    });
  });
  const mail = enabled
    ? {
        to: enabled.email,
        subject: texts.mailSubject,
        text: texts.mailText(enabled.name, code, STAFF_CODE_TTL_SECONDS / 60),
      }
    : null;
  return { requestId, mail };
}

const invalidCode = () => new HttpError(400, texts.invalid.Message, texts.invalid.Description);

/**
 * The member a right code names: once, before it expires, within MAX_CODE_ATTEMPTS tries, while the
 * member is still enabled. Otherwise 400 (a wrong, used, expired or unknown code alike) or 429 once
 * the tries are used up.
 */
export async function signInWithCode(
  db: Database,
  config: Config,
  requestId: string,
  code: string,
): Promise<StaffRow> {
  const now = new Date();
  const [attempt] = await db
    .update(staffSignInCodes)
    .set({ attempts: sql`${staffSignInCodes.attempts} + 1` })
    .where(
      and(
        eq(staffSignInCodes.id, requestId),
        isNull(staffSignInCodes.consumedAt),
        gt(staffSignInCodes.expiresAt, now),
        lt(staffSignInCodes.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning();
  if (!attempt) {
    const [existing] = await db
      .select({ attempts: staffSignInCodes.attempts, consumedAt: staffSignInCodes.consumedAt })
      .from(staffSignInCodes)
      .where(eq(staffSignInCodes.id, requestId));
    if (existing && existing.attempts >= MAX_CODE_ATTEMPTS && !existing.consumedAt)
      throw new HttpError(429, messages.tooManyRequests, texts.tooManyAttempts);
    throw invalidCode();
  }
  const expected = Buffer.from(attempt.codeHash);
  const actual = Buffer.from(codeHash(config, requestId, code));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) throw invalidCode();
  // Single use: of two right answers at once, one consumes it.
  const consumed = await db
    .update(staffSignInCodes)
    .set({ consumedAt: now })
    .where(and(eq(staffSignInCodes.id, requestId), isNull(staffSignInCodes.consumedAt)))
    .returning({ staffId: staffSignInCodes.staffId });
  const staffId = consumed[0]?.staffId;
  if (staffId === null || staffId === undefined) throw invalidCode();
  const member = await activeStaff(db, staffId);
  if (!member) throw invalidCode();
  return member;
}
