import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { commerceMessages } from '../checkout/messages.js';
import { HttpError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { findOwnOrder, orderLinesOf, toOrderDetails, toOrderSummary } from './model.js';
import { cancelOrder, orderHistory } from './service.js';

export async function orderRoutes(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.orderHistory, async ({ db, user, input }) => {
    const page = await orderHistory(db, user.userId, input.pageNo);
    return {
      NoOrders: page.total === 0,
      CountTotalOrders: page.total,
      CountPlacedOrders: page.placed,
      Orders: page.summaries,
      PageNo: input.pageNo,
      TotalPages: page.totalPages,
    };
  });

  /** Another shopper's order id answers NoOrder, exactly like an id that does not exist. */
  defineRoute(app, endpoints.orderHistoryById, async ({ db, user, input }) => {
    const order = await findOwnOrder(db, user.userId, input.orderId);
    if (!order) return { NoOrder: true, Order: null };
    return { NoOrder: false, Order: toOrderSummary(order, await orderLinesOf(db, order.id)) };
  });

  defineRoute(app, endpoints.orderDetails, async ({ db, config, user, input }) => {
    const order = await findOwnOrder(db, user.userId, input.orderId);
    if (!order) return { NoOrder: true, OrderDetails: null };
    return { NoOrder: false, OrderDetails: await toOrderDetails(db, config, order) };
  });

  /** 200 with Error true and a Message when the order can no longer be cancelled; 404 when not the shopper's. */
  defineRoute(app, endpoints.cancelOrder, async ({ db, user, input }) => {
    const outcome = await cancelOrder(db, user.userId, input.orderId, input.reason);
    if (!outcome) {
      const notFound = commerceMessages.payment.orderNotFound;
      throw new HttpError(404, notFound.Message, notFound.Description);
    }
    return outcome;
  });
}
