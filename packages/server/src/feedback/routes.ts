/**
 * The shopper's feedback calls (docs/after-the-order.md) and the signed photo addresses they answer.
 */
import { endpoints } from '@storefront/sdk';
import { MAX_COMPLAINT_PHOTOS, MAX_PHOTO_BASE64_LENGTH } from '@storefront/sdk/core';
import type { FastifyInstance } from 'fastify';
import { serverNow } from '../clock.js';
import { defineRoute } from '../http/route.js';
import { orderFeedback, rateOrder, reportProblem } from './service.js';

/** Room for the photos a complaint may carry, with the rest of its body. */
export const REPORT_BODY_LIMIT = MAX_COMPLAINT_PHOTOS * (MAX_PHOTO_BASE64_LENGTH + 100) + 16 * 1024;

export async function feedbackPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.orderFeedback, ({ db, config, user, input, locale }) =>
    orderFeedback(db, config, {
      userId: user.userId,
      orderId: input.orderId,
      now: serverNow(config),
      locale,
    }),
  );

  defineRoute(app, endpoints.rateOrder, ({ db, config, user, input, locale }) =>
    rateOrder(db, config, { ...input, userId: user.userId, now: serverNow(config), locale }),
  );

  defineRoute(
    app,
    endpoints.reportProblem,
    ({ db, config, user, input, locale }) =>
      reportProblem(db, config, {
        ...input,
        userId: user.userId,
        now: serverNow(config),
        locale,
      }),
    { bodyLimit: REPORT_BODY_LIMIT },
  );
}
