import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@storefront/sdk/core';
import { refusal } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { reportPaymentFailed, revisePayment, validatePaymentSignature } from './service.js';
import { PAYMENT_SWEEP_INTERVAL_MS, sweepPayments } from './expiry.js';
import { sendAfterCommit } from './refunds.js';
import { paymentWebhookPlugin } from './webhook.js';

export async function paymentsPlugin(app: FastifyInstance): Promise<void> {
  await app.register(paymentWebhookPlugin);

  // Every server sweeps: unpaid orders past their time, refunds the gateway has not taken yet.
  let sweep: NodeJS.Timeout | undefined;
  let sweeping: Promise<void> | undefined;
  app.addHook('onReady', async () => {
    sweep = setInterval(() => {
      if (sweeping) return;
      sweeping = sweepPayments(app.db, app.config, app.log)
        .then(
          () => undefined,
          (err: unknown) => app.log.warn({ err }, 'the payment sweep failed'),
        )
        .finally(() => {
          sweeping = undefined;
        });
    }, PAYMENT_SWEEP_INTERVAL_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(sweep);
    await sweeping;
  });

  /**
   * 200 with the paid order (also when it was already settled, e.g. by the webhook); 404 for an order that
   * is not the shopper's; 400 SignatureErrorReply with ClearOrder true when the signature, the payment or
   * its amount does not check out.
   */
  defineRoute(
    app,
    endpoints.validatePaymentSignature,
    async ({ db, config, user, input, request }) => {
      const outcome = await validatePaymentSignature(db, config, user.userId, input, (refundId) =>
        sendAfterCommit(request, refundId),
      );
      if (outcome.ok) return { Success: true, OrderData: outcome.orderData };
      switch (outcome.error) {
        case 'noOrder':
          throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
        case 'notPayable':
          throw refusal(400, (t) => t.commerceMessages.payment.notPayable, { ClearOrder: true });
        case 'returned': {
          const amount = formatPaise(outcome.amount);
          const toSource = outcome.destination === 'Source';
          throw refusal(
            400,
            ({ commerceMessages: { payment } }) =>
              (toSource ? payment.returnedToSource : payment.returnedToWallet)(amount),
            { ClearOrder: true },
          );
        }
        case 'amount':
          throw refusal(400, (t) => t.commerceMessages.payment.amountMismatch, {
            ClearOrder: true,
          });
        case 'signature':
          throw refusal(400, (t) => t.commerceMessages.payment.signatureInvalid, {
            ClearOrder: true,
          });
      }
    },
  );

  defineRoute(app, endpoints.revisePayment, async ({ db, config, user, input }) => {
    const outcome = await revisePayment(db, config, user.userId, input.orderId);
    if (outcome === 'noOrder') throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    if (outcome === 'notPayable') throw refusal(400, (t) => t.commerceMessages.payment.notPayable);
    if (outcome === 'slotGone') throw refusal(400, (t) => t.commerceMessages.delivery.slotFull);
    if (outcome === 'soldOut')
      throw refusal(409, (t) => t.commerceMessages.payment.soldOutMeanwhile);
    if ('refusal' in outcome) throw refusal(400, outcome.refusal);
    return { OrderData: outcome };
  });

  /** Records the failure; the wallet hold stays with the order so /revise-payment can retry the same bill. */
  defineRoute(app, endpoints.paymentFailed, async ({ db, user, input }) => {
    const found = await reportPaymentFailed(db, user.userId, input.orderId, input.reason);
    if (!found) throw refusal(404, (t) => t.commerceMessages.payment.orderNotFound);
    return { Success: true };
  });
}
