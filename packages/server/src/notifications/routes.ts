import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { saveNotificationToken } from './service.js';

export async function notificationsPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.saveNotificationToken, async ({ db, user, input, locale }) => {
    // A shopper saves tokens for themselves only; another shopper's id is answered as unknown.
    if (input.userId !== user.userId) throw notFound();
    // The device's pushes are written in the language its app asks in (Accept-Language, ?lang=).
    await saveNotificationToken(db, user.userId, input.token, locale);
    return { Success: true };
  });
}
