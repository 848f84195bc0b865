import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { notificationTokens } from './tables.js';

export function notificationRoutes(app: FastifyInstance): void {
  defineRoute(app, endpoints.saveNotificationToken, async ({ db, user, input }) => {
    // A shopper saves tokens for themselves only; another shopper's id is answered as unknown.
    if (input.userId !== user.userId) throw notFound();
    await db
      .insert(notificationTokens)
      .values({ userId: user.userId, token: input.token })
      .onConflictDoUpdate({
        target: [notificationTokens.userId, notificationTokens.token],
        set: { updatedAt: new Date() },
      });
    return { Success: true };
  });
}
