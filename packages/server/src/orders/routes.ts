import { createHash } from 'node:crypto';
import { moneyOf } from './ledger.js';
import { endpoints } from '@storefront/sdk';
import type { Locale, RefundDestination } from '@storefront/sdk/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/index.js';
import type { Config } from '../env.js';
import { refusal } from '../http/errors.js';
import { addVary } from '../http/locale.js';
import { matchesEtag } from '../http/public-cache.js';
import { defineRoute } from '../http/route.js';
import { serverNow } from '../clock.js';
import {
  type CancelOutcome,
  type DetailsReader,
  type OrderDetails,
  type OrderPayment,
  type OrderRow,
  findOwnOrder,
  lineNamesIn,
  orderLinesOf,
  toOrderDetails,
  toOrderSummary,
} from './model.js';
import { orderHistory } from './service.js';

/**
 * What orders show and do with money, which the payments and refunds domains own (they build on the
 * orders tables, so the app passes these in rather than orders importing them).
 */
export interface OrdersOptions {
  orderPayment: (db: Database, config: Config, order: OrderRow) => Promise<OrderPayment>;
  /**
   * Moves the shopper's slot order to another slot (checkout/reschedule.ts; the checkout domain owns slots);
   * null when the order is not the shopper's, a refusal when it cannot move there.
   */
  rescheduleOrder: (
    db: Database,
    config: Config,
    request: { userId: number; orderId: number; slotId: string; now: Date },
  ) => Promise<OrderRow | null>;
  /**
   * The order's delivery and payment methods named in a language, by their rows (checkout/methods.ts; the
   * checkout domain owns the methods).
   */
  methodNames: (db: Database, order: OrderRow, locale: Locale) => Promise<DetailsReader['methods']>;
  /** Null when the order is not the shopper's; the request is where work after the commit is queued. */
  cancelOrder: (
    db: Database,
    cancel: {
      userId: number;
      orderId: number;
      reason: string;
      destination: RefundDestination;
      now: Date;
      /** The language of the reply's Message. */
      locale: Locale;
    },
    request: FastifyRequest,
  ) => Promise<CancelOutcome | null>;
  /**
   * The delivery's part of the shopper's own order details (tracking/view.ts): the rider while it is out,
   * the no-contact handover and its door photo once delivered.
   */
  deliveryDetails: (
    db: Database,
    config: Config,
    order: OrderRow,
    now: Date,
  ) => Promise<Pick<OrderDetails, 'Rider' | 'DeliveredWithoutContact' | 'DoorPhotoUrl'>>;
}

export async function ordersPlugin(app: FastifyInstance, options: OrdersOptions): Promise<void> {
  defineRoute(app, endpoints.orderHistory, async ({ db, user, input, locale }) => {
    const page = await orderHistory(db, user.userId, input.pageNo, locale);
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
  defineRoute(app, endpoints.orderHistoryById, async ({ db, user, input, locale }) => {
    const order = await findOwnOrder(db, user.userId, input.orderId);
    if (!order) return { NoOrder: true, Order: null };
    const lines = await orderLinesOf(db, order.id);
    return {
      NoOrder: false,
      Order: toOrderSummary(
        order,
        lines,
        await moneyOf(db, order.id),
        await lineNamesIn(db, locale, lines.slice(0, 1)),
      ),
    };
  });

  /**
   * Order details carry an ETag so an open page can poll with If-None-Match and get 304 while nothing
   * changed. The tag hashes the shopper's id with the body, and the reply stays private (never stored by
   * a shared cache; `no-cache` lets the browser keep it for revalidation only).
   */
  const orderDetailsUrl = app.prefix + endpoints.orderDetails.path;
  app.addHook('onSend', async (request, reply, payload) => {
    if (
      request.routeOptions.url !== orderDetailsUrl ||
      reply.statusCode !== 200 ||
      typeof payload !== 'string' ||
      !request.user
    )
      return payload;
    const etag = `"${createHash('sha256')
      .update(`${request.user.userId}\n${payload}`)
      .digest('base64url')
      .slice(0, 27)}"`;
    // The browser keys its cache by URL only: Vary keeps one signed-in shopper's copy from another's (and,
    // added to what the reply varies by already, one language's from another's: the records are written in it).
    reply.header('cache-control', 'private, no-cache').header('etag', etag);
    addVary(reply, 'authorization');
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });

  defineRoute(app, endpoints.orderDetails, async ({ db, config, user, input, locale }) => {
    const order = await findOwnOrder(db, user.userId, input.orderId);
    if (!order) return { NoOrder: true, OrderDetails: null };
    const now = serverNow(config);
    const payment = await options.orderPayment(db, config, order);
    const methods = await options.methodNames(db, order, locale);
    return {
      NoOrder: false,
      OrderDetails: {
        ...(await toOrderDetails(db, order, payment, now, { locale, methods })),
        // Only now that the order is known to be the shopper's own: the rider's position never leaks.
        ...(await options.deliveryDetails(db, config, order, now)),
      },
    };
  });

  /**
   * 200 with Error true and a Message when the order can no longer be cancelled; 404 when not the
   * shopper's. The refund goes to the wallet unless the shopper asks for the original payment method.
   */
  defineRoute(app, endpoints.cancelOrder, async ({ db, config, user, input, locale, request }) => {
    const outcome = await options.cancelOrder(
      db,
      {
        userId: user.userId,
        orderId: input.orderId,
        reason: input.reason,
        destination: input.destination ?? 'Wallet',
        now: serverNow(config),
        locale,
      },
      request,
    );
    if (!outcome) throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    return outcome;
  });

  defineRescheduleRoute(app, options);
}

/**
 * POST /reschedule-order: moves a slot order to another slot of its hub (checkout/reschedule.ts) and answers
 * its details as GET /order-details does; 404 when not the shopper's, 409 or 400 when it cannot move there.
 */
function defineRescheduleRoute(app: FastifyInstance, options: OrdersOptions): void {
  defineRoute(app, endpoints.rescheduleOrder, async ({ db, config, user, input, locale }) => {
    const now = serverNow(config);
    const order = await options.rescheduleOrder(db, config, {
      userId: user.userId,
      orderId: input.orderId,
      slotId: input.slotId,
      now,
    });
    if (!order) throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    const payment = await options.orderPayment(db, config, order);
    const methods = await options.methodNames(db, order, locale);
    return {
      NoOrder: false,
      OrderDetails: await toOrderDetails(db, order, payment, now, { locale, methods }),
    };
  });
}
