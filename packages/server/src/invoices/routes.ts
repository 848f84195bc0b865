/**
 * An order's GST documents (docs/invoices.md): the shopper's list (GET /v1/order-documents) and the
 * admins' (GET /ops/v1/orders/documents); the PDF behind each signed address is documents.ts's own plugin.
 */
import { endpoints } from '@storefront/sdk';
import { opsEndpoints } from '@storefront/sdk/ops';
import type { FastifyInstance } from 'fastify';
import { serverNow } from '../clock.js';
import { defineRoute } from '../http/route.js';
import { HttpError, refusal } from '../http/errors.js';
import { opsMessages } from '../messages.js';
import { findOwnOrder } from '../orders/model.js';
import { defineStaffRoute } from '../staff/route.js';
import { findOrder } from './service.js';
import { orderDocuments } from './documents.js';

export async function invoicesPlugin(app: FastifyInstance): Promise<void> {
  // Another shopper's order is no order at all (404), as every order call answers.
  defineRoute(app, endpoints.orderDocuments, async ({ db, config, user, input }) => {
    const order = await findOwnOrder(db, user.userId, input.orderId);
    if (!order) throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    return { Documents: await orderDocuments(db, config, order, serverNow(config)) };
  });
}

export async function invoicesStaffPlugin(app: FastifyInstance): Promise<void> {
  defineStaffRoute(app, opsEndpoints.orderDocuments, async ({ db, config, input }) => {
    const order = await findOrder(db, input.orderId);
    if (!order)
      throw new HttpError(
        404,
        opsMessages.orderNotFound.Message,
        opsMessages.orderNotFound.Description,
      );
    return { Documents: await orderDocuments(db, config, order, serverNow(config)) };
  });
}
