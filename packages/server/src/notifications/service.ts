/** Push notification tokens a shopper's devices register. */
import type { Locale } from '@storefront/sdk/core';
import type { Database } from '../db/index.js';
import { notificationTokens } from './tables.js';

/**
 * Saves the token for the shopper with the language of the app that saved it (the request's): its pushes
 * are written in it. Saving it again marks it as recently seen, in the language it is saved in now.
 */
export async function saveNotificationToken(
  db: Database,
  userId: number,
  token: string,
  locale: Locale,
): Promise<void> {
  await db
    .insert(notificationTokens)
    .values({ userId, token, locale })
    .onConflictDoUpdate({
      target: [notificationTokens.userId, notificationTokens.token],
      set: { locale, updatedAt: new Date() },
    });
}
