import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { commerceMessages } from '../messages.js';
import { HttpError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { REFUND_PAGE_SIZE, createRefund, lastRefund, ownRefund, refundsPage } from './service.js';

export async function refundsPlugin(app: FastifyInstance): Promise<void> {
  defineRoute(app, endpoints.refunds, async ({ db, user, input }) => {
    const page = await refundsPage(db, user.userId, input.pageNo);
    return {
      NoRefunds: page.total === 0,
      CountTotalRefunds: page.total,
      RefundsData: page.refunds,
      PageNo: input.pageNo,
      TotalPages: Math.ceil(page.total / REFUND_PAGE_SIZE),
    };
  });

  defineRoute(app, endpoints.lastRefund, async ({ db, user }) => {
    const refund = await lastRefund(db, user.userId);
    return { Norefund: refund === null, Refund: refund };
  });

  /** Another shopper's refund id answers NoRefund, like one that does not exist. */
  defineRoute(app, endpoints.refundDetails, async ({ db, user, input }) => {
    const refund = await ownRefund(db, user.userId, input.refundId);
    return { NoRefund: refund === null, RefundDetails: refund };
  });

  defineRoute(app, endpoints.createRefund, async ({ db, user, input }) => {
    const outcome = await createRefund(db, user.userId, input.orderId, input.reason);
    const texts = commerceMessages;
    if (outcome === 'noOrder') {
      throw new HttpError(
        404,
        texts.payment.orderNotFound.Message,
        texts.payment.orderNotFound.Description,
      );
    }
    if (outcome === 'notRefundable') {
      throw new HttpError(
        400,
        texts.refund.notRefundable.Message,
        texts.refund.notRefundable.Description,
      );
    }
    if (outcome === 'alreadyRequested') {
      throw new HttpError(
        409,
        texts.refund.alreadyRequested.Message,
        texts.refund.alreadyRequested.Description,
      );
    }
    return { Success: true, Refund: outcome };
  });
}
