import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { OrderDetails } from '../orders/schemas.js';
import { OrderData } from '../checkout/schemas.js';
import { BadRequestError, isApiError } from '../errors/index.js';
import { startLocalServer, type LocalServer, type Reply } from '../test-support/local-server.js';
import { validOf } from '../test-support/schema-arbitrary.js';
import { confirmPayment } from './confirm.js';

const ORDER_ID = 41;
const request = { orderId: ORDER_ID, paymentId: 'pay_1', signature: 'a'.repeat(64) };
const refused = {
  status: 400,
  json: { Message: 'Payment verification failed', Description: 'x', ClearOrder: true },
};

const sample = <T>(schema: Parameters<typeof validOf>[0]) =>
  fc.sample(validOf(schema), { numRuns: 1, seed: 25 })[0] as T;
const details = (PaymentStatus: string) => ({
  NoOrder: false,
  OrderDetails: {
    ...sample<Record<string, unknown>>(OrderDetails),
    OrderId: ORDER_ID,
    Status: PaymentStatus === 'Paid' ? 'Placed' : 'PaymentFailed',
    PaymentStatus,
  },
});

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function clientAnswering(routes: Record<string, () => Reply>) {
  server = await startLocalServer((incoming) => {
    const route = routes[incoming.path.replace('/v1', '')];
    return route ? route() : { status: 404, json: { Message: 'Not found' } };
  });
  return createClient({ baseUrl: server.url, getToken: () => 'token', retry: { limit: 0 } });
}

const calls = (path: string) => server!.requests.filter((each) => each.path === `/v1${path}`);

describe('confirmPayment: a failed verification is believed only once the order is read again', () => {
  it('answers the verified order without reading it again', async () => {
    const orderData = { ...sample<Record<string, unknown>>(OrderData), OrderId: ORDER_ID };
    const client = await clientAnswering({
      '/validate-payment-signature': () => ({ json: { Success: true, OrderData: orderData } }),
    });
    const confirmation = await confirmPayment(client, request, { idempotencyKey: 'k'.repeat(16) });
    expect(confirmation.kind).toBe('verified');
    expect(calls('/order-details')).toHaveLength(0);
    expect(calls('/validate-payment-signature')[0]?.headers['idempotency-key']).toBe(
      'k'.repeat(16),
    );
  });

  it('a refused signature for an order the server has paid is a paid order', async () => {
    const client = await clientAnswering({
      '/validate-payment-signature': () => refused,
      '/order-details': () => ({ json: details('Paid') }),
    });
    const confirmation = await confirmPayment(client, request);
    expect(confirmation).toMatchObject({
      kind: 'paidPerOrder',
      order: { OrderId: ORDER_ID, PaymentStatus: 'Paid' },
    });
    expect(calls('/order-details')[0]?.query.get('orderId')).toBe(String(ORDER_ID));
  });

  it('a server error for an order the server has paid is a paid order too', async () => {
    const client = await clientAnswering({
      '/validate-payment-signature': () => ({ status: 500, json: { Message: 'Internal' } }),
      '/order-details': () => ({ json: details('Paid') }),
    });
    expect((await confirmPayment(client, request)).kind).toBe('paidPerOrder');
  });

  it('rethrows the refusal, typed, when the order is not paid', async () => {
    const client = await clientAnswering({
      '/validate-payment-signature': () => refused,
      '/order-details': () => ({ json: details('Failed') }),
    });
    const error = await confirmPayment(client, request).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(isApiError(error) && error.Message).toBe('Payment verification failed');
  });

  it('rethrows the refusal when the order cannot be read', async () => {
    const client = await clientAnswering({
      '/validate-payment-signature': () => refused,
      '/order-details': () => ({ status: 503, json: { Message: 'Unavailable' } }),
    });
    await expect(confirmPayment(client, request)).rejects.toBeInstanceOf(BadRequestError);
  });
});
