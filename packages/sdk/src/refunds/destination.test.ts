/**
 * Where a refund goes (beyond the spec): the shopper's cancel call and the staff line refund send a
 * destination only when one is chosen (the wallet stays the default), and an unknown destination is
 * refused before anything is sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { RequestValidationError } from '../errors/index.js';
import { createOpsClient } from '../ops/client.js';
import { startLocalServer, type LocalServer } from '../test-support/local-server.js';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const cancelled = { Success: true, Error: false, Message: 'Your order is cancelled.', RefundId: 7 };

async function shopperClient() {
  server = await startLocalServer(() => ({ json: cancelled }));
  return createClient({ baseUrl: server.url, getToken: () => 'token-1' });
}

describe('cancelling with a refund destination', () => {
  it('sends the original payment method when the shopper chooses it', async () => {
    const client = await shopperClient();
    await expect(
      client.orders.cancel({ orderId: 5, destination: 'Source' }, { idempotencyKey: 'key-1' }),
    ).resolves.toEqual(cancelled);
    expect(server!.requests[0]?.body).toEqual({ orderId: 5, reason: '', destination: 'Source' });
  });

  it('sends no destination by default, so the refund goes to the wallet', async () => {
    const client = await shopperClient();
    await client.orders.cancel({ orderId: 5, reason: 'Changed my mind' });
    expect(server!.requests[0]?.body).toEqual({ orderId: 5, reason: 'Changed my mind' });
  });

  it('refuses an unknown destination without sending anything', async () => {
    const client = await shopperClient();
    const attempt = client.orders.cancel({
      orderId: 5,
      destination: 'Bank' as unknown as 'Source',
    });
    await expect(attempt).rejects.toBeInstanceOf(RequestValidationError);
    expect(server!.requests).toHaveLength(0);
  });
});

describe('a staff line refund with a destination', () => {
  it('sends the original payment method when staff choose it', async () => {
    server = await startLocalServer(() => ({ status: 409, json: { Message: 'Nothing left' } }));
    const ops = createOpsClient({ baseUrl: server.url, getToken: () => 'staff-token' });
    await expect(
      ops.orders.refundLine({ orderId: 3, lineId: 9, reason: 'Not fresh', destination: 'Source' }),
    ).rejects.toThrow('Nothing left');
    expect(server.requests[0]).toMatchObject({
      path: '/ops/v1/orders/refund-line',
      body: { orderId: 3, lineId: 9, reason: 'Not fresh', destination: 'Source' },
    });
  });
});
