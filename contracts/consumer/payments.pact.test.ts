/** Payment of an order awaiting it: a new attempt, the gateway's signature (accepted and refused), a failure. */
import { MatchersV3 } from '@pact-foundation/pact';
import { SignatureErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearerAndIdempotencyKey,
  clientFor,
  errorBody,
  expectApiError,
  IDEMPOTENCY_KEY,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import { orderData } from '../support/templates.js';

const { boolean, like, reify } = MatchersV3;
const pact = storefrontPact();

const SIGNATURE = 'a'.repeat(64);
const FORGED_SIGNATURE = '0'.repeat(64);

describe('payments', () => {
  it('starts a new payment attempt for an order awaiting payment', async () => {
    const body = { OrderData: orderData('PendingPayment', 'Pending') };
    await pact
      .addInteraction()
      .given(states.awaitingPayment)
      .uponReceiving('a request for a new payment attempt')
      .withRequest('POST', '/v1/revise-payment', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({ orderId: stateNumber('orderId', 501) }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const revised = await clientFor(mockServer, TOKEN).payments.revise(
          { orderId: 501 },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(revised).toEqual(reify(body));
      });
  });

  it("accepts the gateway's signature and answers the paid order", async () => {
    const body = { Success: boolean(true), OrderData: orderData('Placed', 'Paid') };
    await pact
      .addInteraction()
      .given(states.awaitingPayment)
      .uponReceiving("a request to validate the gateway's payment signature")
      .withRequest('POST', '/v1/validate-payment-signature', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          paymentId: stateString('paymentId', 'pay_sandbox_1'),
          signature: stateString('signature', SIGNATURE),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const validated = await clientFor(mockServer, TOKEN).payments.validateSignature({
          orderId: 501,
          paymentId: 'pay_sandbox_1',
          signature: SIGNATURE,
        });
        expect(validated).toEqual(reify(body));
        expect(validated.OrderData.PaymentStatus).toBe('Paid');
      });
  });

  it('refuses a forged signature for a payment the gateway has not captured with 400 and ClearOrder, so the app clears the order', async () => {
    const body = {
      ...errorBody('Payment could not be verified', 'If money was debited it will be refunded'),
      ClearOrder: true,
    };
    await pact
      .addInteraction()
      // A forged signature is checked with the gateway: a captured payment would pay the order.
      .given(states.awaitingPaymentNothingCaptured)
      .uponReceiving('a request to validate a forged payment signature')
      .withRequest('POST', '/v1/validate-payment-signature', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          paymentId: stateString('paymentId', 'pay_sandbox_1'),
          signature: FORGED_SIGNATURE,
        }),
      )
      .willRespondWith(400, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).payments.validateSignature({
          orderId: 501,
          paymentId: 'pay_sandbox_1',
          signature: FORGED_SIGNATURE,
        });
        const error = await expectApiError(call, 400, SignatureErrorReply, body);
        expect(error.bodyAs(SignatureErrorReply)?.ClearOrder).toBe(true);
      });
  });

  it('records a failed payment attempt', async () => {
    await pact
      .addInteraction()
      .given(states.awaitingPayment)
      .uponReceiving('a report of a failed payment attempt')
      .withRequest('POST', '/v1/payment-failed', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          reason: like('Payment window closed'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const recorded = await clientFor(mockServer, TOKEN).payments.failed({
          orderId: 501,
          reason: 'Payment window closed',
        });
        expect(recorded).toEqual({ Success: true });
      });
  });
});
