/**
 * Delivery instructions (issue 29): quick choices and a note given at checkout are kept on the order, shown
 * to the shopper in the order's details and to the packer and the rider in the staff's order view; an
 * order placed without any (or before them) says null.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress, addProduct, creditWallet, seededMethods } from '../testing/fixtures.js';
import { signInStaff, type SignedInStaff } from '../testing/staff.js';

let t: TestApp;
let packer: SignedInStaff;
let rider: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
});
afterAll(() => t.close());

/** A checkout of one ₹400 line paid from the wallet, with `extra` fields in its body. */
async function checkout(shopper: SignedInShopper, extra: Record<string, unknown> = {}) {
  const product = await addProduct(t.db, {
    name: 'Mutton Curry Cut',
    price: 40_000,
    options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
  });
  const methods = await seededMethods(t.db);
  const addressId = await addAddress(t.db, shopper.userId);
  await creditWallet(t.db, shopper.userId, 100_000);
  return t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [
        {
          productId: product.productId,
          qty: 1,
          configPriceIds: [product.rows['500 g']],
          price: 40_000,
        },
      ],
      ...extra,
    },
  });
}

async function placed(shopper: SignedInShopper, extra: Record<string, unknown> = {}) {
  const reply = await checkout(shopper, extra);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ OrderData: { OrderId: number } }>().OrderData.OrderId;
}

const shopperSees = async (shopper: SignedInShopper, orderId: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/v1/order-details',
      query: { orderId: String(orderId) },
      headers: shopper.authorization,
    })
  ).json().OrderDetails.DeliveryInstructions;

const staffSees = async (staff: SignedInStaff, orderId: number) => {
  const reply = await t.app.inject({
    method: 'GET',
    url: '/ops/v1/order',
    query: { orderId: String(orderId) },
    headers: staff.authorization,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().Order.DeliveryInstructions;
};

describe('delivery instructions', () => {
  it('are kept at checkout and shown to the shopper, the packer and the rider', async () => {
    const shopper = await t.signIn();
    const orderId = await placed(shopper, {
      deliveryInstructions: {
        choices: ['CallOnArrival', 'LeaveWithGuard'],
        note: '  Tower B, flat 1204. The lift needs the code 42.  ',
      },
    });
    const expected = {
      Choices: ['CallOnArrival', 'LeaveWithGuard'],
      Note: 'Tower B, flat 1204. The lift needs the code 42.',
    };
    expect(await shopperSees(shopper, orderId)).toEqual(expected);
    expect(await staffSees(packer, orderId)).toEqual(expected);
    expect(await staffSees(rider, orderId)).toEqual(expected);
  });

  it('keep a note alone or choices alone', async () => {
    const shopper = await t.signIn();
    const noteOnly = await placed(shopper, { deliveryInstructions: { note: 'Ring twice' } });
    expect(await shopperSees(shopper, noteOnly)).toEqual({ Choices: [], Note: 'Ring twice' });
    const choicesOnly = await placed(shopper, {
      deliveryInstructions: { choices: ['NoDoorbell'] },
    });
    expect(await staffSees(rider, choicesOnly)).toEqual({ Choices: ['NoDoorbell'], Note: '' });
  });

  it('are null on an order placed without any, or with empty ones', async () => {
    const shopper = await t.signIn();
    const without = await placed(shopper);
    expect(await shopperSees(shopper, without)).toBeNull();
    expect(await staffSees(packer, without)).toBeNull();
    const empty = await placed(shopper, { deliveryInstructions: { choices: [], note: '   ' } });
    expect(await shopperSees(shopper, empty)).toBeNull();
    expect(await staffSees(rider, empty)).toBeNull();
  });

  it.each([
    [
      'an unknown choice',
      { choices: ['ThrowOverTheWall'] },
      /deliveryInstructions\.choices\.0: Invalid option/,
    ],
    [
      'more than four choices',
      { choices: ['CallOnArrival', 'LeaveWithGuard', 'LeaveAtDoor', 'NoDoorbell', 'PetAtHome'] },
      /deliveryInstructions\.choices: Too big/,
    ],
    [
      'a note over 200 characters',
      { note: 'x'.repeat(201) },
      /deliveryInstructions\.note: Too big/,
    ],
    [
      'an unknown field',
      { leaveAt: 'door' },
      /Unknown field not allowed: deliveryInstructions\.leaveAt/,
    ],
  ])('refuse %s with a 400 that names the field', async (_case, instructions, description) => {
    const shopper = await t.signIn();
    const reply = await checkout(shopper, { deliveryInstructions: instructions });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().Description).toMatch(description);
  });

  it('keep a choice given twice once', async () => {
    const shopper = await t.signIn();
    const orderId = await placed(shopper, {
      deliveryInstructions: { choices: ['LeaveAtDoor', 'NoDoorbell', 'LeaveAtDoor'] },
    });
    expect(await staffSees(rider, orderId)).toEqual({
      Choices: ['LeaveAtDoor', 'NoDoorbell'],
      Note: '',
    });
  });

  it('accept a note of 200 characters once trimmed', async () => {
    const shopper = await t.signIn();
    const note = 'n'.repeat(200);
    const orderId = await placed(shopper, { deliveryInstructions: { note: `  ${note}\n` } });
    expect(await shopperSees(shopper, orderId)).toEqual({ Choices: [], Note: note });
  });
});
