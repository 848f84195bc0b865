/**
 * An order's records are data, read in the language of the request (docs/i18n.md, "Records hold data,
 * not sentences"): the same order followed in Kannada and read again in English answers each in its own
 * words — the timeline's notes, the wallet's entry, the product's and the methods' names.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productOptionRows, products } from '../catalog/tables.js';
import { deliveryMethods } from '../checkout/tables.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { placePaidOrder, type SignedInStaff, signInStaff } from '../testing/staff.js';
import { orderLinesOf } from './model.js';
import { orderEvents } from './tables.js';

let t: TestApp;
let packer: SignedInStaff;
let rider: SignedInStaff;

beforeAll(async () => {
  t = await createTestApp();
  packer = await signInStaff(t, 'packer');
  rider = await signInStaff(t, 'rider');
});
afterAll(() => t.close());

const KANNADA = /[\u0c80-\u0cff]/;
const LATIN_WORD = /[A-Za-z]{2,}/;

const staff = (who: SignedInStaff, path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: who.authorization });

const shopperGet = (shopper: SignedInShopper, url: string, language: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...shopper.authorization, 'accept-language': language },
  });

interface Details {
  OrderNumber: string;
  Items: { ProductName: string; SelectedOptions: Record<string, { Label: string }> }[];
  DeliveryMethod: string;
  PaymentMethod: string;
  Timeline: { Status: string; Note: string; Kind?: string; Values?: Record<string, unknown> }[];
}

async function details(shopper: SignedInShopper, orderId: number, language: string) {
  const reply = await shopperGet(shopper, `/v1/order-details?orderId=${orderId}`, language);
  expect(reply.statusCode, reply.body).toBe(200);
  expect(reply.headers['content-language']).toBe(language);
  // The details differ by language now: a cache keys them by it, as by the shopper.
  expect(reply.headers.vary).toMatch(/accept-language/i);
  expect(reply.headers.vary).toMatch(/authorization/i);
  return reply.json<{ OrderDetails: Details }>().OrderDetails;
}

async function wallet(shopper: SignedInShopper, language: string) {
  const reply = await shopperGet(shopper, '/v1/wallet-transactions?pageNo=1', language);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{
    Transactions: {
      Type: string;
      Amount: number;
      Description: string;
      Kind?: string;
      Values?: Record<string, unknown>;
    }[];
  }>().Transactions;
}

describe('an order followed in Kannada', () => {
  it('reads its timeline, its wallet credit and its names in Kannada, and the same records in English', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper, 2); // 2 × 500 g, paid from the wallet
    // The product and its option have Kannada names, as the seeded catalog's do.
    const [line] = await orderLinesOf(t.db, orderId);
    const optionRowId = Object.values(line!.selectedOptions)[0]!.RowId;
    await t.db
      .update(products)
      .set({ translations: { kn: { name: 'ಚಿಕನ್ ಬ್ರೆಸ್ಟ್ ಬೋನ್‌ಲೆಸ್' } } })
      .where(eq(products.id, line!.productId));
    await t.db
      .update(productOptionRows)
      .set({ translations: { kn: { label: '500 ಗ್ರಾಂ' } } })
      .where(eq(productOptionRows.id, optionRowId));

    expect((await staff(packer, '/orders/confirm', { orderId })).statusCode).toBe(200);
    expect((await staff(packer, '/orders/start-packing', { orderId })).statusCode).toBe(200);
    // 100 g under the 1 000 g ordered, beyond the tolerance: ₹80 back to the wallet.
    const packed = await staff(packer, '/orders/pack', {
      orderId,
      lines: [{ lineId: line!.id, grams: 900, pieces: 6 }],
    });
    expect(packed.statusCode, packed.body).toBe(200);
    expect((await staff(rider, '/orders/dispatch', { orderId })).statusCode).toBe(200);
    expect((await staff(rider, '/orders/deliver', { orderId })).statusCode).toBe(200);

    const kn = await details(shopper, orderId, 'kn');
    const number = kn.OrderNumber;
    expect(kn.Timeline.map(({ Status, Note }) => [Status, Note])).toEqual([
      ['Placed', 'ಆರ್ಡರ್ ಮಾಡಲಾಗಿದೆ ಮತ್ತು ವಾಲೆಟ್‌ನಿಂದ ಪಾವತಿಸಲಾಗಿದೆ'],
      ['Confirmed', 'ಸ್ಟೋರ್ ನಿಮ್ಮ ಆರ್ಡರ್ ಅನ್ನು ದೃಢಪಡಿಸಿದೆ.'],
      ['Packing', 'ನಿಮ್ಮ ಆರ್ಡರ್ ಪ್ಯಾಕ್ ಆಗುತ್ತಿದೆ.'],
      ['Packed', 'ನಿಮ್ಮ ಆರ್ಡರ್ ಪ್ಯಾಕ್ ಆಗಿದೆ.'],
      ['OutForDelivery', 'ನಿಮ್ಮ ಆರ್ಡರ್ ದಾರಿಯಲ್ಲಿದೆ.'],
      ['Delivered', 'ನಿಮ್ಮ ಆರ್ಡರ್ ಡೆಲಿವರಿ ಆಗಿದೆ.'],
    ]);
    for (const event of kn.Timeline) expect(event.Note).not.toMatch(LATIN_WORD);
    expect(kn.Timeline[0]).toMatchObject({ Kind: 'PlacedPaidFromWallet', Values: {} });
    expect(kn.Items[0]).toMatchObject({
      ProductName: 'ಚಿಕನ್ ಬ್ರೆಸ್ಟ್ ಬೋನ್‌ಲೆಸ್',
      SelectedOptions: { Weight: { RowId: optionRowId, Label: '500 ಗ್ರಾಂ' } },
    });
    // The seeded method's Kannada name, and the wallet's word for an order it paid in full.
    const [standard] = await t.db
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.name, 'Standard'));
    expect(kn.DeliveryMethod).toBe(standard!.translations.kn?.name);
    expect(kn.DeliveryMethod).toMatch(KANNADA);
    expect(kn.PaymentMethod).toBe('ವಾಲೆಟ್');

    const [credit] = await wallet(shopper, 'kn');
    expect(credit).toMatchObject({
      Type: 'Credit',
      Amount: 8_000,
      Kind: 'UnderWeight',
      Values: {
        order: number,
        productId: line!.productId,
        product: 'Chicken Breast Boneless',
        missingGrams: 100,
        orderedGrams: 1_000,
      },
      Description: `ಆರ್ಡರ್ ${number}: ಚಿಕನ್ ಬ್ರೆಸ್ಟ್ ಬೋನ್‌ಲೆಸ್ ಆರ್ಡರ್ ಮಾಡಿದ 1000 ಗ್ರಾಂಗಿಂತ 100 ಗ್ರಾಂ ಕಡಿಮೆ ಪ್ಯಾಕ್ ಆಗಿದೆ`,
    });

    const history = await shopperGet(shopper, '/v1/order-history?pageNo=1', 'kn');
    expect(history.json().Orders[0]).toMatchObject({
      OrderId: orderId,
      FirstItemName: 'ಚಿಕನ್ ಬ್ರೆಸ್ಟ್ ಬೋನ್‌ಲೆಸ್',
    });

    // The same records, read in English.
    const en = await details(shopper, orderId, 'en');
    expect(en.Timeline.map(({ Note }) => Note)).toEqual([
      'Order placed and paid from the wallet',
      'The store confirmed your order.',
      'Your order is being packed.',
      'Your order is packed.',
      'Your order is on its way.',
      'Your order was delivered.',
    ]);
    expect(en.Items[0]).toMatchObject({
      ProductName: 'Chicken Breast Boneless',
      SelectedOptions: { Weight: { Label: '500 g' } },
    });
    expect([en.DeliveryMethod, en.PaymentMethod]).toEqual(['Standard', 'Wallet']);
    const [inEnglish] = await wallet(shopper, 'en');
    expect(inEnglish?.Description).toBe(
      `Order ${number}: Chicken Breast Boneless packed 100 g under the 1000 g ordered`,
    );

    // The staff console reads the same timeline in its member's language (English until chosen).
    const staffTimeline = async () => {
      const reply = await t.app.inject({
        method: 'GET',
        url: `/ops/v1/order?orderId=${orderId}`,
        headers: packer.authorization,
      });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{ Order: { Events: { Note: string }[] } }>().Order.Events;
    };
    expect((await staffTimeline()).at(-1)?.Note).toBe('Your order was delivered.');
    expect((await staff(packer, '/staff/language', { locale: 'kn' })).statusCode).toBe(200);
    expect((await staffTimeline()).map(({ Note }) => Note)).toEqual(
      kn.Timeline.map(({ Note }) => Note),
    );
  });

  it('reads the store’s own reason for a refund in the language, and a typed reason as typed', async () => {
    const refundOf = async (shopper: SignedInShopper, language: string) => {
      const reply = await shopperGet(shopper, '/v1/get-refunds?pageNo=1', language);
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<{
        RefundsData: { Reason: string; ReasonKind?: string; ReasonValues?: object }[];
      }>().RefundsData[0]!;
    };
    const cancel = async (shopper: SignedInShopper, orderId: number, reason: string) => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/v1/cancel-order',
        headers: { ...shopper.authorization, 'idempotency-key': `cancel-${orderId}` },
        payload: { orderId, reason },
      });
      expect(reply.statusCode, reply.body).toBe(200);
    };

    const silent = await t.signIn();
    await cancel(silent, await placePaidOrder(t, silent), '');
    expect(await refundOf(silent, 'kn')).toMatchObject({
      Reason: 'ಆರ್ಡರ್ ರದ್ದುಗೊಳಿಸಲಾಗಿದೆ',
      ReasonKind: 'OrderCancelled',
      ReasonValues: {},
    });
    expect((await refundOf(silent, 'hi')).Reason).toBe('ऑर्डर रद्द किया गया');
    expect((await refundOf(silent, 'en')).Reason).toBe('Order cancelled');

    const typed = await t.signIn();
    await cancel(typed, await placePaidOrder(t, typed), 'Ordered twice');
    const own = await refundOf(typed, 'kn');
    expect(own.Reason).toBe('Ordered twice');
    expect(own).not.toHaveProperty('ReasonKind');
  });

  it('answers a timeline entry written before kinds with its saved note, in any language', async () => {
    const shopper = await t.signIn();
    const orderId = await placePaidOrder(t, shopper);
    await t.db
      .insert(orderEvents)
      .values({ orderId, status: 'Confirmed', note: 'Order confirmed' });
    const kn = await details(shopper, orderId, 'kn');
    expect(kn.Timeline.at(-1)).toEqual({
      Status: 'Confirmed',
      At: expect.any(String),
      Note: 'Order confirmed',
    });
  });
});
