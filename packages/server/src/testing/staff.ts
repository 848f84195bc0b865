/** Staff for the operations tests: a member of each role, signed in through /ops/v1/staff/sign-in. */
import { randomBytes, randomUUID } from 'node:crypto';
import type { StaffRole } from '@storefront/sdk/core';
import type { TestApp } from './app.js';
import { saveStaff } from '../staff/service.js';
import { addAddress, addProduct, countStock, creditWallet, seededMethods } from './fixtures.js';
import type { SignedInShopper } from './app.js';

export interface SignedInStaff {
  staffId: number;
  email: string;
  role: StaffRole;
  token: string;
  authorization: { authorization: string };
}

export async function signInStaff(t: TestApp, role: StaffRole): Promise<SignedInStaff> {
  const email = `${role}-${randomBytes(4).toString('hex')}@staff.test`;
  const password = `pw-${randomUUID()}`;
  const member = await saveStaff(t.db, { email, name: `Test ${role}`, role, password });
  const reply = await t.app.inject({
    method: 'POST',
    url: '/ops/v1/staff/sign-in',
    payload: { email, password },
  });
  if (reply.statusCode !== 200) throw new Error(`staff sign-in failed: ${reply.body}`);
  const token = reply.json<{ Token: string }>().Token;
  return {
    staffId: member.id,
    email,
    role,
    token,
    authorization: { authorization: `Bearer ${token}` },
  };
}

/**
 * A paid (Placed) order of one line: `qty` × the product's '500 g' option at ₹400 (paid from the
 * wallet, so no gateway is involved); with `byPiece`, `qty` packs of eggs ('12 pcs', sold by the piece,
 * no weight) at ₹400 instead. Answers the order id.
 */
export async function placePaidOrder(
  t: TestApp,
  shopper: SignedInShopper,
  qty = 1,
  /** stock: units counted at the main hub before the checkout (none: not counted). */
  options: { scheduled?: boolean; byPiece?: boolean; stock?: number } = {},
) {
  const label = options.byPiece ? '12 pcs' : '500 g';
  const product = await addProduct(t.db, {
    name: options.byPiece ? 'Farm Fresh Eggs' : 'Chicken Breast Boneless',
    price: 40_000,
    options: [{ group: options.byPiece ? 'Pack' : 'Weight', rows: [{ label, delta: 0 }] }],
    ...(options.byPiece ? { weightLabel: label } : {}),
  });
  if (options.stock !== undefined) await countStock(t.db, product.rows[label]!, options.stock);
  const methods = await seededMethods(t.db);
  const addressId = await addAddress(t.db, shopper.userId);
  await creditWallet(t.db, shopper.userId, 100_000 * qty);
  // For the Scheduled method, the first open slot.
  let slotId: string | undefined;
  if (options.scheduled) {
    const slots = await t.app.inject({
      method: 'GET',
      url: `/v1/get-delivery-slots?deliveryMethodId=${methods.scheduled}`,
    });
    slotId = slots
      .json<{ Slots: { SlotId: string; Status: string }[] }>()
      .Slots.find((slot) => slot.Status === 'Open')?.SlotId;
    if (!slotId) throw new Error(`no open slot: ${slots.body}`);
  }
  const reply = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: options.scheduled ? methods.scheduled : methods.standard,
      ...(slotId ? { slotId } : {}),
      paymentMethodId: methods.online,
      useWallet: true,
      products: [
        {
          productId: product.productId,
          qty,
          configPriceIds: [product.rows[label]],
          price: 40_000,
        },
      ],
    },
  });
  if (reply.statusCode !== 200) throw new Error(`checkout failed: ${reply.body}`);
  const order = reply.json<{ OrderData: { OrderId: number; Status: string } }>().OrderData;
  if (order.Status !== 'Placed') throw new Error(`order is ${order.Status}, not Placed`);
  return order.OrderId;
}
