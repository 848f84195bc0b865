/**
 * The whole purchase over real HTTP with the SDK's own client, as the web app does it: address, coupon,
 * checkout, the sandbox gateway's page, signature validation, then a cancellation refunded to the wallet.
 */
import type { AddressInfo } from 'node:net';
import { createClient, formatPaise, type StorefrontClient } from '@storefront/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addProduct, seededMethods, type ProductFixture } from '../testing/fixtures.js';

let t: TestApp;
let baseUrl: string;
let shopper: SignedInShopper;
let client: StorefrontClient;
let chicken: ProductFixture;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
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
  shopper = await t.signIn();
  client = createClient({ baseUrl, getToken: () => shopper.token, retry: { limit: 0 } });
});
afterAll(() => t.close());

describe('a shopper buys, pays on the sandbox gateway and cancels', () => {
  it('goes from an empty account to a placed order and back to a wallet refund', async () => {
    const { Address } = await client.addresses.add({
      AddressData: {
        fullName: 'Asha Rao',
        phoneNumber: '9876543210',
        addressLine1: '4th Cross, 5th Block',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560095',
        type: 'Home',
        latitude: 12.9345,
        longitude: 77.6266,
      },
    });
    expect(Address.RouteLength).toBeGreaterThan(0);

    const lines = [
      { productId: chicken.productId, qty: 2, configPriceIds: [chicken.rows['1 kg']!] },
    ];
    const prices = await client.cart.validatePrices({
      products: lines.map(({ productId, configPriceIds }) => ({
        productId,
        configPriceIds,
        price: 37_900,
      })),
    });
    expect(prices.PriceUpdated).toBe(false);

    const coupon = await client.offers.applyCoupon({ couponCode: 'WELCOME20', products: lines });
    expect(coupon.AppliedCoupon.Discount).toBe(15_000);

    const methods = await seededMethods(t.db);
    const order = {
      addressId: Address.AddressId,
      deliveryMethodId: methods.standard,
      useWallet: false,
      products: lines.map((line) => ({ ...line, price: 37_900 })),
    };
    const { Bill } = await client.checkout.calculateBill(order);
    expect(Bill).toMatchObject({ ItemsTotal: 75_800, CouponDiscount: 15_000, ShippingFee: 0 });

    const { OrderData } = await client.checkout.placeOrder(
      { ...order, paymentMethodId: methods.online },
      { idempotencyKey: 'flow-place-order-1' },
    );
    expect(OrderData).toMatchObject({ Status: 'PendingPayment', Bill });
    const payment = OrderData.Payment!;

    const page = await fetch(`${baseUrl}${payment.CheckoutUrl}?return=/order/checkout`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(formatPaise(Bill.AmountPayable));

    const paid = await fetch(`${baseUrl}${payment.CheckoutUrl}`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'pay', return: '/order/checkout' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('location')!, baseUrl);
    expect(back.pathname).toBe('/order/checkout');

    const validated = await client.payments.validateSignature({
      orderId: OrderData.OrderId,
      paymentId: back.searchParams.get('payment_id')!,
      signature: back.searchParams.get('signature')!,
    });
    expect(validated.OrderData).toMatchObject({ Status: 'Placed', PaymentStatus: 'Paid' });

    const { OrderDetails } = await client.orders.details({ orderId: OrderData.OrderId });
    expect(OrderDetails).toMatchObject({
      Status: 'Placed',
      CouponCode: 'WELCOME20',
      CanCancel: true,
    });
    const history = await client.orders.history({ pageNo: 1 });
    expect(history).toMatchObject({ CountTotalOrders: 1, CountPlacedOrders: 1 });

    const cancelled = await client.orders.cancel({
      orderId: OrderData.OrderId,
      reason: 'Changed my mind',
    });
    expect(cancelled).toMatchObject({ Success: true, Error: false });
    expect(await client.wallet.data()).toEqual({ Balance: Bill.Total });
    const refund = await client.refunds.last();
    expect(refund).toMatchObject({
      Norefund: false,
      Refund: { Amount: Bill.Total, Destination: 'Wallet', Status: 'Completed' },
    });
  });
});
