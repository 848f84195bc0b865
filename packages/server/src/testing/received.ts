/**
 * A shopper who received a product, for tests that need one (only such a shopper may review it): an order
 * of it paid from the wallet, taken to Delivered through the operations API by an admin, packed whole.
 */
import { randomUUID } from 'node:crypto';
import type { SignedInShopper, TestApp } from './app.js';
import { addAddress, creditWallet, seededMethods } from './fixtures.js';
import { signInStaff } from './staff.js';

export interface ReceivedLine {
  productId: number;
  configPriceIds: number[];
  /** The unit price the shopper sees (product price plus the options' differences), paise. */
  price: number;
}

/** Places and delivers one unit of the line for the shopper; answers the order id. */
export async function receiveProduct(
  t: TestApp,
  shopper: SignedInShopper,
  line: ReceivedLine,
): Promise<number> {
  const methods = await seededMethods(t.db);
  const addressId = await addAddress(t.db, shopper.userId);
  // The line, shipping and fees, all from the wallet.
  await creditWallet(t.db, shopper.userId, line.price + 100_000);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [{ ...line, qty: 1 }],
    },
  });
  if (placed.statusCode !== 200) throw new Error(`checkout failed: ${placed.body}`);
  const orderId = placed.json<{ OrderData: { OrderId: number } }>().OrderData.OrderId;
  const admin = await signInStaff(t, 'admin');
  const move = async (path: string, payload: object = {}) => {
    const reply = await t.app.inject({
      method: 'POST',
      url: `/ops/v1${path}`,
      payload: { orderId, ...payload },
      headers: admin.authorization,
    });
    if (reply.statusCode !== 200) throw new Error(`${path} failed: ${reply.body}`);
    return reply.json<{
      Order: { Lines: { LineId: number; Qty: number; OrderedGrams: number | null }[] };
    }>();
  };
  await move('/orders/confirm');
  const { Order } = await move('/orders/start-packing');
  await move('/orders/pack', {
    lines: Order.Lines.map((packed) =>
      packed.OrderedGrams === null
        ? { lineId: packed.LineId, pieces: packed.Qty }
        : { lineId: packed.LineId, grams: packed.OrderedGrams },
    ),
  });
  await move('/orders/dispatch');
  await move('/orders/deliver');
  return orderId;
}
