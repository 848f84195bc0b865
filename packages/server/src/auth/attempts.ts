/**
 * Refused sign-in proofs per client address. Each refused /auth-users call costs a proof check (for
 * OTPless, a call to its API), so an address that keeps sending bad proofs is stopped for a while.
 * Counted in the database (refused_sign_ins), so the limit is the store's, not one server's: behind a load
 * balancer, N servers do not allow N times the attempts. Sign-in codes themselves are limited per
 * phone/email and per address in the database too (sandbox/model.ts), or by the hosted OTP service in
 * production.
 */
import { and, count, eq, gt } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { refusedSignIns } from './tables.js';

export const MAX_REFUSED_SIGN_INS_PER_ADDRESS = 20;
export const REFUSED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/**
 * True once the address has MAX_REFUSED_SIGN_INS_PER_ADDRESS refusals within the window. A blocked address
 * records nothing more, so an address holds at most that many rows in a window.
 */
export async function isSignInBlocked(db: Database, address: string, now = new Date()) {
  const since = new Date(now.getTime() - REFUSED_SIGN_IN_WINDOW_MS);
  const [recent] = await db
    .select({ n: count() })
    .from(refusedSignIns)
    .where(and(eq(refusedSignIns.clientIp, address), gt(refusedSignIns.at, since)));
  return (recent?.n ?? 0) >= MAX_REFUSED_SIGN_INS_PER_ADDRESS;
}

export async function recordRefusedSignIn(db: Database, address: string, now = new Date()) {
  await db.insert(refusedSignIns).values({ clientIp: address, at: now });
}
