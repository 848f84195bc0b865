/** A shopper's own profile: reading it and changing the name or a contact they do not sign in with. */
import type { RequestOf } from '@storefront/sdk';
import {
  type UserData,
  findUser,
  normalizeEmail,
  normalizePhone,
  toUserData,
  updateUser,
} from '../auth/users.js';
import { bumpCacheState } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { badRequest, notFound } from '../http/errors.js';

export async function profileOf(db: Database, userId: number): Promise<UserData> {
  const row = await findUser(db, userId);
  if (!row) throw notFound();
  return toUserData(row);
}

export async function updateProfile(
  db: Database,
  userId: number,
  input: RequestOf<'updateProfile'>,
): Promise<UserData> {
  const row = await findUser(db, userId);
  if (!row) throw notFound();
  // The contact a shopper signs in with is proven by the sign-in service and cannot be edited here.
  const signsInWithPhone = row.identityKey.includes(':phone:') || row.loginFrom === 'Phone';
  const email = input.email === undefined ? undefined : normalizeEmail(input.email);
  const phoneNumber =
    input.phoneNumber === undefined ? undefined : normalizePhone(input.phoneNumber);
  if (signsInWithPhone && phoneNumber !== undefined && phoneNumber !== row.phoneNumber)
    throw badRequest((t) => `phoneNumber: ${t.messages.profile.contactLocked}`);
  if (!signsInWithPhone && email !== undefined && row.email !== '' && email !== row.email)
    throw badRequest((t) => `email: ${t.messages.profile.contactLocked}`);
  const changes = {
    ...(input.username !== undefined ? { username: input.username } : {}),
    ...(email !== undefined ? { email } : {}),
    ...(phoneNumber !== undefined ? { phoneNumber } : {}),
  };
  if (Object.keys(changes).length === 0) return toUserData(row);
  const updated = await db.transaction(async (tx) => {
    const user = await updateUser(tx, userId, changes);
    // The name shows on the shopper's reviews, which are cached public replies.
    if (user && user.username !== row.username) await bumpCacheState(tx);
    return user;
  });
  if (!updated) throw notFound();
  return toUserData(updated);
}
