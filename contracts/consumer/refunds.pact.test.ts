/** Refunds: the list (and none), the last refund (and Norefund), one refund, requesting a refund. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  bearerAndIdempotencyKey,
  clientFor,
  count,
  IDEMPOTENCY_KEY,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import { refund } from '../support/templates.js';

const { boolean, eachLike, like, nullValue, reify } = MatchersV3;
const pact = storefrontPact();

describe('refund list', () => {
  it('reads the first page of refunds', async () => {
    const body = {
      NoRefunds: false,
      CountTotalRefunds: count(1),
      RefundsData: eachLike(refund),
      PageNo: 1,
      TotalPages: count(1),
    };
    await pact
      .addInteraction()
      .given(states.refundedOrder)
      .uponReceiving('a request for the first page of refunds')
      .withRequest('GET', '/v1/get-refunds', (request) =>
        request.headers(bearer).query({ pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer, TOKEN).refunds.list({ pageNo: 1 });
        expect(page).toEqual(reify(body));
      });
  });

  it('says NoRefunds when the shopper has none', async () => {
    const body = {
      NoRefunds: true,
      CountTotalRefunds: 0,
      RefundsData: [],
      PageNo: 1,
      TotalPages: 0,
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the refunds of a shopper with none')
      .withRequest('GET', '/v1/get-refunds', (request) =>
        request.headers(bearer).query({ pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).refunds.list({})).toEqual(body);
      });
  });
});

describe('one refund', () => {
  it('reads the last refund', async () => {
    const body = { Norefund: false, Refund: refund };
    await pact
      .addInteraction()
      .given(states.refundedOrder)
      .uponReceiving('a request for the last refund')
      .withRequest('GET', '/v1/get-last-refund', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).refunds.last()).toEqual(reify(body));
      });
  });

  it('says Norefund when the shopper has no refund', async () => {
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the last refund of a shopper with none')
      .withRequest('GET', '/v1/get-last-refund', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody({ Norefund: true, Refund: nullValue() }))
      .executeTest(async (mockServer) => {
        const last = await clientFor(mockServer, TOKEN).refunds.last();
        expect(last).toEqual({ Norefund: true, Refund: null });
      });
  });

  it('reads the details of a refund', async () => {
    const body = { NoRefund: false, RefundDetails: refund };
    await pact
      .addInteraction()
      .given(states.refundedOrder)
      .uponReceiving('a request for the details of a refund')
      .withRequest('GET', '/v1/get-refund-details', (request) =>
        request.headers(bearer).query({ refundId: stateString('refundId', '71') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer, TOKEN).refunds.details({ refundId: 71 });
        expect(details).toEqual(reify(body));
      });
  });

  it('says NoRefund for a refund that is not the shopper’s', async () => {
    const body = { NoRefund: true, RefundDetails: nullValue() };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the details of a refund the shopper does not have')
      .withRequest('GET', '/v1/get-refund-details', (request) =>
        request.headers(bearer).query({ refundId: '999999' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer, TOKEN).refunds.details({ refundId: 999999 });
        expect(details).toEqual({ NoRefund: true, RefundDetails: null });
      });
  });
});

describe('requesting a refund', () => {
  it('requests a refund of a paid order', async () => {
    const body = { Success: boolean(true), Refund: { ...refund, Status: 'Requested' } };
    await pact
      .addInteraction()
      .given(states.paidOrder)
      .uponReceiving('a request for a refund of a paid order')
      .withRequest('POST', '/v1/create-refund', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          orderId: stateNumber('orderId', 501),
          reason: like('The packet arrived damaged'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const created = await clientFor(mockServer, TOKEN).refunds.create(
          { orderId: 501, reason: 'The packet arrived damaged' },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(created).toEqual(reify(body));
        expect(created.Refund.Status).toBe('Requested');
      });
  });
});
