import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { eq } from 'drizzle-orm';
import { orders } from '../orders/tables.js';
import {
  abandonIdempotencyKey,
  addAddress,
  addProduct,
  creditWallet,
  seededMethods,
  type ProductFixture,
} from '../testing/fixtures.js';

let t: TestApp;
let chicken: ProductFixture;
let eggs: ProductFixture;
let methods: Awaited<ReturnType<typeof seededMethods>>;

beforeAll(async () => {
  t = await createTestApp();
  chicken = await addProduct(t.db, {
    name: 'Chicken Curry Cut',
    price: 19_900,
    options: [
      {
        group: 'Weight',
        rows: [
          { label: '500 g', delta: 0 },
          { label: '1 kg', delta: 18_000 },
        ],
      },
    ],
  });
  eggs = await addProduct(t.db, { name: 'Farm Eggs', price: 8_900 });
  methods = await seededMethods(t.db);
});
afterAll(() => t.close());

/** A shopper with an address in Koramangala (560034), or in another served zone's pincode at its centroid. */
async function shopperWithAddress(place?: {
  postalCode: string;
  latitude: number;
  longitude: number;
}) {
  const shopper = await t.signIn();
  const addressId = await addAddress(t.db, shopper.userId, place ?? {});
  return { shopper, addressId };
}

function post(shopper: SignedInShopper, url: string, payload: object, key: string = randomUUID()) {
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...shopper.authorization, 'idempotency-key': key },
  });
}

const oneKgChicken = (qty = 2) => ({
  productId: chicken.productId,
  qty,
  configPriceIds: [chicken.rows['1 kg']!],
  price: 37_900,
});

describe('checkout settings', () => {
  it('lists the delivery methods, shipping and platform fee settings and the sandbox payment method', async () => {
    const delivery = await t.app.inject({ method: 'GET', url: '/v1/get-delivery-methods' });
    expect(delivery.json().DeliveryMethods).toMatchObject([
      { Name: 'Standard', Charge: 0 },
      { Name: 'Express', Charge: 4_900, EstimatedMinutes: 30, Kind: 'Express' },
      { Name: 'Scheduled', Charge: 0, Kind: 'Slot' },
    ]);
    const shipping = await t.app.inject({ method: 'GET', url: '/v1/get-shipping-configs' });
    expect(shipping.json().ShippingConfigs).toEqual({
      FreeShippingAbove: 49_900,
      BaseFee: 2_900,
      BaseDistance: 3_000,
      PerKmFee: 800,
      MaxDeliveryDistance: 15_000,
    });
    const fees = await t.app.inject({ method: 'GET', url: '/v1/get-platformfee-configs' });
    expect(fees.json().PlatformFeeConfigs[0]).toEqual({
      MinOrderValue: 0,
      MaxOrderValue: 49_999,
      Fee: 1_500,
    });
    const payment = await t.app.inject({ method: 'GET', url: '/v1/get-payment-methods' });
    expect(payment.json().PaymentMethods).toMatchObject([
      { Gateway: 'sandbox', Kind: 'Online' },
      { Gateway: 'sandbox', Kind: 'OnDelivery' },
    ]);
  });
});

describe('calculate-bill', () => {
  it('prices options, free shipping above the threshold, the delivery charge and the platform fee', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const reply = await post(shopper, '/v1/calculate-bill', {
      addressId,
      deliveryMethodId: methods.express,
      useWallet: false,
      products: [oneKgChicken()],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      Bill: {
        ItemsTotal: 75_800,
        CouponDiscount: 0,
        ShippingFee: 0,
        DeliveryCharge: 4_900,
        PlatformFee: 1_000,
        Total: 81_700,
        WalletUsed: 0,
        AmountPayable: 81_700,
      },
      AppliedCoupon: null,
      WalletBalance: 0,
    });
  });

  it('charges shipping by the route of the address’s zone below the threshold', async () => {
    // Indiranagar: a 5.8 km route, ₹29 for 3 km and ₹8 for each of the 3 km started beyond.
    const { shopper, addressId } = await shopperWithAddress({
      postalCode: '560038',
      latitude: 12.9719,
      longitude: 77.6412,
    });
    const reply = await post(shopper, '/v1/calculate-bill', {
      addressId,
      deliveryMethodId: methods.standard,
      useWallet: false,
      products: [{ productId: eggs.productId, qty: 1, configPriceIds: [], price: 8_900 }],
    });
    expect(reply.json().Bill).toMatchObject({
      ShippingFee: 5_300,
      PlatformFee: 1_500,
      Total: 15_700,
    });
  });
});

describe('checkout refusals', () => {
  it('lists unavailable products and options (409 UnAvailableItems)', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const gone = await addProduct(t.db, { name: 'Mutton Keema', price: 49_900, available: false });
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [
        { productId: gone.productId, qty: 1, configPriceIds: [], price: 49_900 },
        {
          productId: chicken.productId,
          qty: 1,
          configPriceIds: [eggs.productId + 99_999],
          price: 19_900,
        },
      ],
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({
      UnAvailableItems: true,
      Products: [
        { ProductId: gone.productId, ProductName: 'Mutton Keema', ConfigPriceIds: [] },
        { ProductId: chicken.productId, ProductName: 'Chicken Curry Cut' },
      ],
    });
  });

  it('refuses a stale client price (409 PriceUpdated) and never trusts it', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [{ ...oneKgChicken(1), price: 100 }],
    });
    expect(reply.statusCode).toBe(409);
    expect(reply.json()).toMatchObject({ PriceUpdated: true, Message: 'Product Updates Detected' });
  });

  it('lists missing fields: an address without a phone number and an unknown delivery method', async () => {
    const shopper = await t.signIn();
    const addressId = await addAddress(t.db, shopper.userId, { phoneNumber: '' });
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: 9_999,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [oneKgChicken(1)],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().MissingFields).toEqual([
      {
        Field: 'phoneNumber',
        Description: 'The delivery address has no phone number. Update the address.',
      },
      { Field: 'deliveryMethodId', Description: 'Choose a delivery method.' },
    ]);
  });

  it('refuses another shopper’s address as missing', async () => {
    const { addressId } = await shopperWithAddress();
    const stranger = await t.signIn();
    const reply = await post(stranger, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [oneKgChicken(1)],
    });
    expect(reply.json().MissingFields).toEqual([
      { Field: 'addressId', Description: 'Choose a saved delivery address.' },
    ]);
  });

  it('refuses an order above the maximum amount (ExceedMaxAllowedAmount)', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const premium = await addProduct(t.db, { name: 'Whole Goat', price: 600_000 });
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [{ productId: premium.productId, qty: 10, configPriceIds: [], price: 600_000 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({
      ExceedMaxAllowedAmount: true,
      Message: 'Order amount too high',
    });
  });

  it('refuses fields a shopper may not set, such as a total or a wallet amount', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      walletUsed: 50_000,
      products: [{ ...oneKgChicken(1), unitPrice: 1 }],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().Description).toMatch(/Unknown field/);
  });

  it('refuses to use an empty wallet (WalletError)', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [oneKgChicken(1)],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ WalletError: true });
  });
});

describe('placing an order', () => {
  it('creates a pending order with a sandbox gateway attempt and holds the wallet part', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    await creditWallet(t.db, shopper.userId, 10_000);
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [oneKgChicken(1)],
    });
    expect(reply.statusCode).toBe(200);
    const order = reply.json().OrderData;
    expect(order).toMatchObject({
      Status: 'PendingPayment',
      PaymentStatus: 'Pending',
      Bill: {
        ItemsTotal: 37_900,
        ShippingFee: 2_900,
        PlatformFee: 1_500,
        Total: 42_300,
        WalletUsed: 10_000,
        AmountPayable: 32_300,
      },
      Payment: {
        Gateway: 'sandbox',
        Amount: 32_300,
        Currency: 'INR',
        KeyId: t.config.payment.keyId,
      },
    });
    expect(order.OrderNumber).toMatch(/^SF-\d{8}-\d{5}$/);
    expect(order.Payment.CheckoutUrl).toBe(`/sandbox/pay/${order.Payment.GatewayOrderId}`);

    const wallet = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-data',
      headers: shopper.authorization,
    });
    expect(wallet.json()).toEqual({ Balance: 0 });
    const transactions = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet-transactions',
      headers: shopper.authorization,
    });
    expect(transactions.json().Transactions[0]).toMatchObject({
      Type: 'Debit',
      Amount: 10_000,
      OrderId: order.OrderId,
      BalanceAfter: 0,
    });
  });

  it('places the order directly when the wallet covers everything', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    await creditWallet(t.db, shopper.userId, 100_000);
    const reply = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: [oneKgChicken(2)],
    });
    expect(reply.json().OrderData).toMatchObject({
      Status: 'Placed',
      PaymentStatus: 'Paid',
      Payment: null,
      Bill: { Total: 76_800, WalletUsed: 76_800, AmountPayable: 0 },
    });
  });

  it('uses the applied coupon and clears it', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const applied = await post(shopper, '/v1/apply-coupon', {
      couponCode: 'flat100',
      products: [{ productId: chicken.productId, qty: 2, configPriceIds: [chicken.rows['1 kg']!] }],
    });
    expect(applied.json()).toMatchObject({
      Success: true,
      AppliedCoupon: { Code: 'FLAT100', Discount: 10_000 },
    });
    const checkout = await post(shopper, '/v1/checkout', {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: false,
      products: [oneKgChicken(2)],
    });
    expect(checkout.json().OrderData.Bill).toMatchObject({ CouponDiscount: 10_000, Total: 66_800 });
    const bill = await post(shopper, '/v1/calculate-bill', {
      addressId,
      deliveryMethodId: methods.standard,
      useWallet: false,
      products: [oneKgChicken(2)],
    });
    expect(bill.json().AppliedCoupon).toBeNull();
  });
});

describe('idempotent checkout', () => {
  const request = (addressId: number) => ({
    addressId,
    deliveryMethodId: methods.standard,
    paymentMethodId: methods.online,
    useWallet: false,
    products: [oneKgChicken(1)],
  });

  async function orderCount(shopper: SignedInShopper) {
    const history = await t.app.inject({
      method: 'GET',
      url: '/v1/order-history',
      headers: shopper.authorization,
    });
    return history.json().CountTotalOrders as number;
  }

  it('replays the same order for a repeated Idempotency-Key and creates nothing', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const key = randomUUID();
    const first = await post(shopper, '/v1/checkout', request(addressId), key);
    const second = await post(shopper, '/v1/checkout', request(addressId), key);
    expect(second.statusCode).toBe(200);
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(second.json()).toEqual(first.json());
    expect(await orderCount(shopper)).toBe(1);
  });

  it('creates exactly one order for concurrent duplicates', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post(shopper, '/v1/checkout', request(addressId), key)),
    );
    const orderIds = new Set(replies.map((reply) => reply.json().OrderData.OrderId));
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(orderIds.size).toBe(1);
    expect(await orderCount(shopper)).toBe(1);
  });

  it('lets a retry take over from a server that died before committing the order, and places it once', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const key = randomUUID();
    const first = await post(shopper, '/v1/checkout', request(addressId), key);
    // What a server killed mid-checkout leaves: its transaction rolled back, the key still running.
    await t.db.delete(orders).where(eq(orders.id, first.json().OrderData.OrderId));
    await abandonIdempotencyKey(t.db, { userId: shopper.userId, route: '/v1/checkout', key });

    const retry = await post(shopper, '/v1/checkout', request(addressId), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
    expect(await orderCount(shopper)).toBe(1);
    const replay = await post(shopper, '/v1/checkout', request(addressId), key);
    expect(replay.json()).toEqual(retry.json());
  });

  it('lets a retry take over from a server that died after committing the order, and answers that order', async () => {
    const { shopper, addressId } = await shopperWithAddress();
    const key = randomUUID();
    const first = await post(shopper, '/v1/checkout', request(addressId), key);
    await abandonIdempotencyKey(t.db, { userId: shopper.userId, route: '/v1/checkout', key });

    const retry = await post(shopper, '/v1/checkout', request(addressId), key);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().OrderData.OrderId).toBe(first.json().OrderData.OrderId);
    expect(retry.json()).toEqual(first.json());
    expect(await orderCount(shopper)).toBe(1);
  });

  it('places one order when two servers on one database take the same shopper’s retries', async () => {
    const other = await t.anotherInstance();
    const { shopper, addressId } = await shopperWithAddress();
    const key = randomUUID();
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? t.app : other).inject({
          method: 'POST',
          url: '/v1/checkout',
          payload: request(addressId),
          headers: { ...shopper.authorization, 'idempotency-key': key },
        }),
      ),
    );
    expect(replies.map((reply) => reply.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(replies.map((reply) => reply.json().OrderData.OrderId)).size).toBe(1);
    expect(replies.filter((reply) => !reply.headers['idempotent-replayed'])).toHaveLength(1);
    expect(await orderCount(shopper)).toBe(1);
  });
});
