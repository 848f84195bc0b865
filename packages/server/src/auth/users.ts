import type { ReplyOf } from '@storefront/sdk';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/index.js';
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

/** 10-digit Indian mobile number without +91, or '' when the input is not one. */
export function normalizePhone(phone: string): string {
  const digits = phone.replace(/[^0-9]/g, '');
  const local = digits.length === 12 && digits.startsWith('91') ? digits.slice(2) : digits;
  return /^[6-9][0-9]{9}$/.test(local) ? local : '';
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
