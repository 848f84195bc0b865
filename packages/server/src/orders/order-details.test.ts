/**
 * The shopper's order details beyond the spec: per line the ordered and packed weight with any weight
 * credit, the order's settlement, and an ETag so an open page can poll cheaply (never shared between
 * shoppers).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';

let t: TestApp;
let packer: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  packer = await signInStaff(t, 'packer');
});
afterAll(() => t.close());

const details = (shopper: SignedInShopper, orderId: number, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/v1/order-details',
    query: { orderId: String(orderId) },
    headers: { ...shopper.authorization, ...headers },
  });

const staffPost = (path: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/ops/v1${path}`,
    payload,
    headers: packer.authorization,
  });

async function packLighter(orderId: number, grams: number) {
  await staffPost('/orders/confirm', { orderId });
  await staffPost('/orders/start-packing', { orderId });
  const order = await t.app.inject({
    method: 'GET',
    url: '/ops/v1/order',
    query: { orderId: String(orderId) },
    headers: packer.authorization,
  });
  const lineId = order.json().Order.Lines[0].LineId as number;
  const packed = await staffPost('/orders/pack', {
    orderId,
    lines: [{ lineId, grams, pieces: 6 }],
  });
  expect(packed.statusCode).toBe(200);
}

describe('order details with the weight settlement', () => {
  it('shows the ordered grams before packing and no credit', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 2);
    const reply = await details(shopper, orderId);
    expect(reply.json().OrderDetails).toMatchObject({
      Items: [
        {
          OrderedGrams: 1_000,
          PackedGrams: null,
          PackedPieces: null,
          Short: false,
          WeightCredit: 0,
        },
      ],
      WeightCredit: 0,
    });
  });

  it('shows the packed grams, pieces and the credit per line and for the order once packed', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 2); // 2 × 500 g for ₹800
    await packLighter(orderId, 900);
    const reply = await details(shopper, orderId);
    // 100 g under 1 000 g, beyond the 3 % tolerance: ₹80 back.
    expect(reply.json().OrderDetails).toMatchObject({
      Status: 'Packed',
      Items: [
        {
          OrderedGrams: 1_000,
          PackedGrams: 900,
          PackedPieces: 6,
          Short: false,
          WeightCredit: 8_000,
        },
      ],
      WeightCredit: 8_000,
    });
  });
});

describe('order details ETag', () => {
  it('answers 304 to a matching If-None-Match until the order changes', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    const first = await details(shopper, orderId);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.vary).toMatch(/authorization/i);

    const again = await details(shopper, orderId, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    await staffPost('/orders/confirm', { orderId });
    const changed = await details(shopper, orderId, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().OrderDetails.Status).toBe('Confirmed');
  });

  it('never matches another shopper’s tag, even for the same NoOrder reply', async () => {
    const owner = await t.signIn();
    const orderId = await placePaidOrder(t, owner);
    const stranger = await t.signIn();
    const other = await t.signIn();
    const strangers = await details(stranger, orderId);
    expect(strangers.json()).toEqual({ NoOrder: true, OrderDetails: null });
    const ownerTag = (await details(owner, orderId)).headers.etag as string;

    const reply = await details(other, orderId, {
      'if-none-match': strangers.headers.etag as string,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ NoOrder: true, OrderDetails: null });
    const byTag = await details(stranger, orderId, { 'if-none-match': ownerTag });
    expect(byTag.statusCode).toBe(200);
    expect(byTag.json().NoOrder).toBe(true);
  });
});
