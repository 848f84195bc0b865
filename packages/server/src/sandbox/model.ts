/**
 * Sandbox sign-in codes (sandbox mode only): a 6-digit code for a phone number or email, valid 5 minutes,
 * shown in the server log and the sandbox inbox. Sends and attempts are counted in the database so
 * several app instances enforce the same limits.
 */
import { randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm';
import { type SandboxChannel, issueSandboxSignInToken } from '../auth/identity.js';
import { sandboxOtps } from '../auth/tables.js';
import { normalizeEmail, normalizePhone } from '../auth/users.js';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import { HttpError, type InWords } from '../http/errors.js';

export const OTP_TTL_SECONDS = 5 * 60;
export const MAX_ATTEMPTS_PER_CODE = 5;
export const MAX_SENDS_PER_DESTINATION = 5;
/** Generous: browser tests sign in many shoppers from one address. */
export const MAX_SENDS_PER_IP = 100;
const SEND_WINDOW_MS = 15 * 60 * 1000;
/** Key spaces (the first key of pg_advisory_xact_lock(int, int)) of the send locks. */
const ADDRESS_LOCKS = 7301;
const DESTINATION_LOCKS = 7302;
const INBOX_SIZE = 20;

export async function latestSandboxCodes(db: Database, limit = INBOX_SIZE) {
  return db
    .select({
      destination: sandboxOtps.destination,
      code: sandboxOtps.code,
      createdAt: sandboxOtps.createdAt,
      expiresAt: sandboxOtps.expiresAt,
    })
    .from(sandboxOtps)
    .orderBy(desc(sandboxOtps.createdAt))
    .limit(limit);
}

const tooManyRequests = (description: InWords<string>) =>
  new HttpError(429, undefined, description);

/** Stores a new code for a phone number or email, or a 429 past the per-destination or per-address limit. */
export async function sendSandboxCode(
  db: Database,
  contact: { phoneNumber: string } | { email: string },
  clientIp: string,
): Promise<{ id: string; destination: string; code: string }> {
  const [channel, destination]: [SandboxChannel, string] =
    'phoneNumber' in contact
      ? ['phone', normalizePhone(contact.phoneNumber)]
      : ['email', normalizeEmail(contact.email)];
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Concurrent sends from one address, then to one destination, queue here, so neither count below can
    // be raced past (with the destination's lock alone, parallel sends to many destinations passed the
    // address's limit together). Every send takes an address lock, then a destination lock, from two
    // separate key spaces: no two sends can each hold the lock the other waits for.
    await tx.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCKS}, hashtext(${clientIp}))`);
    await tx.execute(
      sql`select pg_advisory_xact_lock(${DESTINATION_LOCKS}, hashtext(${destination}))`,
    );
    const since = new Date(Date.now() - SEND_WINDOW_MS);
    const [byDestination] = await tx
      .select({ n: count() })
      .from(sandboxOtps)
      .where(and(eq(sandboxOtps.destination, destination), gte(sandboxOtps.createdAt, since)));
    const [byIp] = await tx
      .select({ n: count() })
      .from(sandboxOtps)
      .where(and(eq(sandboxOtps.clientIp, clientIp), gte(sandboxOtps.createdAt, since)));
    if ((byDestination?.n ?? 0) >= MAX_SENDS_PER_DESTINATION || (byIp?.n ?? 0) >= MAX_SENDS_PER_IP)
      throw tooManyRequests((t) => t.messages.sandboxOtp.tooManySends);
    await tx.insert(sandboxOtps).values({
      id,
      destination,
      channel,
      code,
      clientIp: clientIp,
      expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
    });
  });
  return { id, destination, code };
}

/** Checks a code (at most MAX_ATTEMPTS_PER_CODE tries, once only) and answers the sign-in proof for it. */
export async function verifySandboxCode(
  db: Database,
  config: Config,
  requestId: string,
  code: string,
) {
  const now = new Date();
  const [attempt] = await db
    .update(sandboxOtps)
    .set({ attempts: sql`${sandboxOtps.attempts} + 1` })
    .where(
      and(
        eq(sandboxOtps.id, requestId),
        isNull(sandboxOtps.consumedAt),
        gt(sandboxOtps.expiresAt, now),
        lt(sandboxOtps.attempts, MAX_ATTEMPTS_PER_CODE),
      ),
    )
    .returning();
  if (!attempt) {
    const [existing] = await db.select().from(sandboxOtps).where(eq(sandboxOtps.id, requestId));
    if (existing && existing.attempts >= MAX_ATTEMPTS_PER_CODE && !existing.consumedAt)
      throw tooManyRequests((t) => t.messages.sandboxOtp.tooManyAttempts);
    throw new HttpError(
      400,
      (t) => t.messages.sandboxOtp.invalidCode,
      (t) => t.messages.sandboxOtp.invalidCodeDescription,
    );
  }
  const matches = timingSafeEqual(Buffer.from(attempt.code), Buffer.from(code.padEnd(6)));
  if (!matches)
    throw new HttpError(
      400,
      (t) => t.messages.sandboxOtp.invalidCode,
      (t) => t.messages.sandboxOtp.invalidCodeDescription,
    );
  const consumed = await db
    .update(sandboxOtps)
    .set({ consumedAt: now })
    .where(and(eq(sandboxOtps.id, attempt.id), isNull(sandboxOtps.consumedAt)))
    .returning({ id: sandboxOtps.id });
  if (consumed.length === 0)
    throw new HttpError(
      400,
      (t) => t.messages.sandboxOtp.invalidCode,
      (t) => t.messages.sandboxOtp.invalidCodeDescription,
    );
  const channel: SandboxChannel = attempt.channel === 'email' ? 'email' : 'phone';
  return {
    Token: await issueSandboxSignInToken(config, channel, attempt.destination),
    Email: channel === 'email' ? attempt.destination : '',
    PhoneNumber: channel === 'phone' ? attempt.destination : '',
  };
}
