import type { ReplyOf } from '@storefront/sdk';
import type { LoginUsing } from '@storefront/sdk/core';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/index.js';
import type { VerifiedIdentity } from './identity.js';
import { users } from './tables.js';

export type UserRow = typeof users.$inferSelect;
export type UserData = ReplyOf<'profile'>['UserData'];

export function toUserData(user: UserRow): UserData {
  return {
    UserId: user.id,
    Username: user.username,
    Email: user.email,
    PhoneNumber: user.phoneNumber,
    LoginFrom: user.loginFrom,
  };
}

export async function findUser(db: Database, userId: number): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/**
 * The shopper behind a proven identity, created on first sign-in. A returning shopper keeps the name they
 * have; an email or phone number is filled in only when the sign-in proved one.
 */
export async function upsertSignedInUser(
  db: Database,
  identity: VerifiedIdentity,
  signIn: { username: string; loginFrom: LoginUsing },
): Promise<UserRow | undefined> {
  const [user] = await db
    .insert(users)
    .values({
      identityKey: identity.identityKey,
      username: signIn.username,
      email: identity.email,
      phoneNumber: identity.phoneNumber,
      loginFrom: signIn.loginFrom,
      isTestUser: identity.isTestUser,
    })
    .onConflictDoUpdate({
      target: users.identityKey,
      set: {
        username: sql`case when ${users.username} = '' then excluded.username else ${users.username} end`,
        email: sql`case when excluded.email <> '' then excluded.email else ${users.email} end`,
        phoneNumber: sql`case when excluded.phone_number <> '' then excluded.phone_number else ${users.phoneNumber} end`,
        loginFrom: signIn.loginFrom,
      },
    })
    .returning();
  return user;
}

/** Changes the given profile fields; undefined when the shopper no longer exists. */
export async function updateUser(
  db: Database,
  userId: number,
  changes: Partial<Pick<UserRow, 'username' | 'email' | 'phoneNumber'>>,
): Promise<UserRow | undefined> {
  const [user] = await db.update(users).set(changes).where(eq(users.id, userId)).returning();
  return user;
}

/** 10-digit Indian mobile number without +91, or '' when the input is not one. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return /^[6-9][0-9]{9}$/.test(local) ? local : '';
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
