/**
 * The SDK's ops client (@storefront/sdk/ops) against this server over real HTTP: a packer and a rider take
 * a paid order to delivered, and a refused move arrives as the SDK's ConflictError with the server's words.
 */
import { ConflictError, UnauthorizedError } from '@storefront/sdk';
import { createOpsClient } from '@storefront/sdk/ops';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.js';
import { placePaidOrder } from '../testing/staff.js';
import { saveStaff } from '../staff/service.js';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  await saveStaff(t.db, {
    email: 'packer@client.test',
    name: 'Packer',
    role: 'packer',
    password: 'packer-pass-1',
  });
  await saveStaff(t.db, {
    email: 'rider@client.test',
    name: 'Rider',
    role: 'rider',
    password: 'rider-pass-1',
  });
});
afterAll(() => t.close());

/** A console session: signs in, then sends its token on every call. */
async function consoleFor(email: string, password: string) {
  const session: { token?: string } = {};
  const client = createOpsClient({ baseUrl, getToken: () => session.token });
  session.token = (await client.staff.signIn({ email, password })).Token;
  return client;
}

describe('the ops client', () => {
  it('takes an order from paid to delivered', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const packer = await consoleFor('packer@client.test', 'packer-pass-1');
    const rider = await consoleFor('rider@client.test', 'rider-pass-1');

    expect((await packer.staff.me()).Staff.Role).toBe('packer');
    const board = await packer.orders.list({ status: 'Placed' });
    expect(board.Orders.map((o) => o.OrderId)).toContain(orderId);

    await packer.orders.confirm(orderId);
    await packer.orders.startPacking(orderId);
    const { Order } = await packer.orders.get(orderId);
    const packed = await packer.orders.pack({
      orderId,
      lines: Order.Lines.map((line) => ({ lineId: line.LineId, grams: line.OrderedGrams ?? 0 })),
    });
    expect(packed.Order.Status).toBe('Packed');

    const refused = await rider.orders.deliver(orderId).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ConflictError);
    expect(refused).toMatchObject({
      Message: 'This order cannot do that now',
      Description: 'The order is packed; it cannot be delivered now.',
    });
    await rider.orders.dispatch(orderId);
    expect((await rider.orders.deliver(orderId)).Order.Status).toBe('Delivered');
  });

  it('turns a wrong password into the SDK’s UnauthorizedError', async () => {
    const client = createOpsClient({ baseUrl });
    const error = await client.staff
      .signIn({ email: 'packer@client.test', password: 'wrong-password' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnauthorizedError);
  });
});
