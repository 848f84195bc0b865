/** Push notification tokens a shopper's devices register. */
import type { Database } from '../db/index.js';
import { notificationTokens } from './tables.js';

/** Saves the token for the shopper; saving it again only marks it as recently seen. */
export async function saveNotificationToken(
  db: Database,
  userId: number,
  token: string,
): Promise<void> {
  await db
    .insert(notificationTokens)
    .values({ userId, token })
    .onConflictDoUpdate({
      target: [notificationTokens.userId, notificationTokens.token],
      set: { updatedAt: new Date() },
    });
}
