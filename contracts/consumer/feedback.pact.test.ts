/**
 * After delivery (docs/after-the-order.md): the order's feedback (may it be rated, until when a problem may
 * be reported), rating it, reporting a problem with one line (once per Idempotency-Key), and the refusal
 * for an order that is not delivered yet.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  bearerAndIdempotencyKey,
  clientFor,
  datetime,
  errorBody,
  exactPaise,
  expectApiError,
  IDEMPOTENCY_KEY,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';

const { boolean, eachLike, like, nullValue, reify, string } = MatchersV3;
const pact = storefrontPact();

describe('an order’s feedback', () => {
  it('reads whether a delivered order may be rated and a problem reported', async () => {
    const body = {
      OrderId: stateNumber('orderId', 501),
      CanRate: true,
      Rating: nullValue(),
      ComplainUntil: datetime(),
      CanComplain: boolean(true),
      Complaints: [],
    };
    await pact
      .addInteraction()
      .given(states.deliveredOrder)
      .uponReceiving('a request for a delivered order’s feedback')
      .withRequest('GET', '/v1/order-feedback', (request) =>
        request.headers(bearer).query({ orderId: stateString('orderId', '501') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const feedback = await clientFor(mockServer, TOKEN).orders.feedback({ orderId: 501 });
        expect(feedback).toEqual(reify(body));
        expect(feedback.CanRate).toBe(true);
      });
  });

  it('rates a delivered order', async () => {
    const body = {
      OrderId: stateNumber('orderId', 501),
      CanRate: true,
      Rating: { Stars: 5, Words: 'Tender and fresh', RatedAt: datetime() },
      ComplainUntil: datetime(),
      CanComplain: boolean(true),
      Complaints: [],
    };
    await pact
      .addInteraction()
      .given(states.deliveredOrder)
      .uponReceiving('a rating of a delivered order')
      .withRequest('POST', '/v1/rate-order', (request) =>
        request.headers(bearer).jsonBody({
          orderId: stateNumber('orderId', 501),
          stars: 5,
          words: 'Tender and fresh',
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const rated = await clientFor(mockServer, TOKEN).orders.rate({
          orderId: 501,
          stars: 5,
          words: 'Tender and fresh',
        });
        expect(rated.Rating?.Stars).toBe(5);
      });
  });

  it('refuses to rate an order that is not delivered yet', async () => {
    const body = errorBody(
      'Not delivered yet',
      'You can rate an order or report a problem with it once it is delivered.',
    );
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a rating of an order not delivered yet')
      .withRequest('POST', '/v1/rate-order', (request) =>
        request
          .headers(bearer)
          .jsonBody({ orderId: stateNumber('orderId', 501), stars: 4, words: '' }),
      )
      .willRespondWith(409, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).orders.rate({ orderId: 501, stars: 4 });
        await expectApiError(call, 409, ErrorReply, body);
      });
  });

  it('reports a problem with one line of a delivered order', async () => {
    const body = {
      OrderId: stateNumber('orderId', 501),
      CanRate: true,
      Rating: nullValue(),
      ComplainUntil: datetime(),
      CanComplain: boolean(true),
      Complaints: eachLike({
        ComplaintId: like(1),
        OrderId: stateNumber('orderId', 501),
        LineId: stateNumber('lineId', 901),
        ProductName: string('Chicken Curry Cut'),
        Reason: 'NotFresh',
        Words: 'Smelled off',
        PhotoUrls: [],
        Status: 'Open',
        Reply: nullValue(),
        Refunded: exactPaise(0),
        CreatedAt: datetime(),
        ResolvedAt: nullValue(),
      }),
    };
    await pact
      .addInteraction()
      .given(states.deliveredOrder)
      .uponReceiving('a problem reported with one line of a delivered order')
      .withRequest('POST', '/v1/report-problem', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          lineId: stateNumber('lineId', 901),
          reason: 'NotFresh',
          words: 'Smelled off',
          photos: [],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const reported = await clientFor(mockServer, TOKEN).orders.reportProblem(
          { orderId: 501, lineId: 901, reason: 'NotFresh', words: 'Smelled off' },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(reported.Complaints[0]?.Status).toBe('Open');
      });
  });
});
