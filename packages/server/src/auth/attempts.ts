/**
 * Refused sign-in proofs per client address. Each /auth-users call costs a proof check (for OTPless, a
 * call to its API), so an address that keeps sending bad proofs is stopped for a while. Counted in the
 * database (refused_sign_ins), so the limit is the store's, not one server's: behind a load balancer, N
 * servers do not allow N times the attempts. Sign-in codes themselves are limited per phone/email and per
 * address in the database too (sandbox/model.ts), or by the hosted OTP service in production.
 */
import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import { refusedSignIns } from './tables.js';

export const MAX_REFUSED_SIGN_INS_PER_ADDRESS = 20;
export const REFUSED_SIGN_IN_WINDOW_MS = 15 * 60 * 1000;

/** A proof check the address may make: release it when the proof turns out good. */
export interface SignInSlot {
  id: number;
}

/**
 * Takes one of the address's MAX_REFUSED_SIGN_INS_PER_ADDRESS slots in the window before its proof is
 * checked, or null when they are all taken (the caller answers 429 without checking). A slot is a
 * refused_sign_ins row: it stays as the refusal when the proof is refused, and is released when it is
 * good, so only refusals use the limit up. Counting and taking happen under a lock on the address, so
 * parallel calls on every server cannot check more proofs than there are slots; a slot left behind by a
 * server that died mid-check counts as a refusal until the window passes it.
 */
export async function takeSignInSlot(
  db: Database,
  address: string,
  now = new Date(),
): Promise<SignInSlot | null> {
  const since = new Date(now.getTime() - REFUSED_SIGN_IN_WINDOW_MS);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sign-in-proofs:${address}`}))`);
    const [recent] = await tx
      .select({ n: count() })
      .from(refusedSignIns)
      .where(and(eq(refusedSignIns.clientIp, address), gt(refusedSignIns.at, since)));
    if ((recent?.n ?? 0) >= MAX_REFUSED_SIGN_INS_PER_ADDRESS) return null;
    const [slot] = await tx
      .insert(refusedSignIns)
      .values({ clientIp: address, at: now })
      .returning({ id: refusedSignIns.id });
    return slot ?? null;
  });
}

/** Gives a slot back: its proof was good, or could not be checked through no fault of the caller. */
export async function releaseSignInSlot(db: Database, slot: SignInSlot): Promise<void> {
  await db.delete(refusedSignIns).where(eq(refusedSignIns.id, slot.id));
}

/** Records one refusal outright (what a taken slot becomes when its proof is refused). */
export async function recordRefusedSignIn(db: Database, address: string, now = new Date()) {
  await db.insert(refusedSignIns).values({ clientIp: address, at: now });
}
