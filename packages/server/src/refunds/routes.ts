import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { refusal } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { REFUND_PAGE_SIZE, createRefund, lastRefund, ownRefund, refundsPage } from './service.js';

export async function refundsPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.refunds, async ({ db, user, input, locale }) => {
    const page = await refundsPage(db, user.userId, input.pageNo, locale);
    return {
      NoRefunds: page.total === 0,
      CountTotalRefunds: page.total,
      RefundsData: page.refunds,
      PageNo: input.pageNo,
      TotalPages: Math.ceil(page.total / REFUND_PAGE_SIZE),
    };
  });

  defineRoute(app, endpoints.lastRefund, async ({ db, user, locale }) => {
    const refund = await lastRefund(db, user.userId, locale);
    return { Norefund: refund === null, Refund: refund };
  });

  /** Another shopper's refund id answers NoRefund, like one that does not exist. */
  defineRoute(app, endpoints.refundDetails, async ({ db, user, input, locale }) => {
    const refund = await ownRefund(db, user.userId, input.refundId, locale);
    return { NoRefund: refund === null, RefundDetails: refund };
  });

  defineRoute(app, endpoints.createRefund, async ({ db, user, input }) => {
    const outcome = await createRefund(db, user.userId, input.orderId, input.reason);
    if (outcome === 'noOrder') throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    if (outcome === 'notRefundable')
      throw refusal(400, (t) => t.commerceMessages.refund.notRefundable);
    if (outcome === 'alreadyRequested')
      throw refusal(409, (t) => t.commerceMessages.refund.alreadyRequested);
    return { Success: true, Refund: outcome };
  });
}
