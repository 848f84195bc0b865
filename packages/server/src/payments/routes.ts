import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { formatPaise } from '@storefront/sdk/core';
import { commerceMessages } from '../messages.js';
import { HttpError } from '../http/errors.js';
import { defineRoute } from '../http/route.js';
import { reportPaymentFailed, revisePayment, validatePaymentSignature } from './service.js';
import { PAYMENT_SWEEP_INTERVAL_MS, sweepPayments } from './expiry.js';
import { sendAfterCommit } from './refunds.js';
import { paymentWebhookPlugin } from './webhook.js';

const texts = commerceMessages.payment;

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
          throw new HttpError(404, texts.orderNotFound.Message, texts.orderNotFound.Description);
        case 'notPayable':
          throw new HttpError(400, texts.notPayable.Message, texts.notPayable.Description, {
            ClearOrder: true,
          });
        case 'returned': {
          const returned = (
            outcome.destination === 'Source' ? texts.returnedToSource : texts.returnedToWallet
          )(formatPaise(outcome.amount));
          throw new HttpError(400, returned.Message, returned.Description, { ClearOrder: true });
        }
        case 'amount':
          throw new HttpError(400, texts.amountMismatch.Message, texts.amountMismatch.Description, {
            ClearOrder: true,
          });
        case 'signature':
          throw new HttpError(
            400,
            texts.signatureInvalid.Message,
            texts.signatureInvalid.Description,
            {
              ClearOrder: true,
            },
          );
      }
    },
  );

  defineRoute(app, endpoints.revisePayment, async ({ db, config, user, input }) => {
    const outcome = await revisePayment(db, config, user.userId, input.orderId);
    if (outcome === 'noOrder') {
      throw new HttpError(404, texts.orderNotFound.Message, texts.orderNotFound.Description);
    }
    if (outcome === 'notPayable') {
      throw new HttpError(400, texts.notPayable.Message, texts.notPayable.Description);
    }
    if (outcome === 'slotGone') {
      const gone = commerceMessages.delivery.slotFull;
      throw new HttpError(400, gone.Message, gone.Description);
    }
    if ('refusal' in outcome) {
      throw new HttpError(400, outcome.refusal.Message, outcome.refusal.Description);
    }
    return { OrderData: outcome };
  });

  /** Records the failure; the wallet hold stays with the order so /revise-payment can retry the same bill. */
  defineRoute(app, endpoints.paymentFailed, async ({ db, user, input }) => {
    const found = await reportPaymentFailed(db, user.userId, input.orderId, input.reason);
    if (!found)
      throw new HttpError(404, texts.orderNotFound.Message, texts.orderNotFound.Description);
    return { Success: true };
  });
}
