/**
 * Checkout: the configurations the bill is built from, the bill itself, and placing the order with each
 * refusal of spec section 8 (unavailable items, missing fields, above the maximum amount, wallet, price change).
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { CheckoutErrorReply, describeError, type RequestOf } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  bearerAndIdempotencyKey,
  clientFor,
  count,
  errorBody,
  expectApiError,
  IDEMPOTENCY_KEY,
  id,
  integerMatching,
  nullableInteger,
  oneOf,
  paise,
  states,
  stateNumber,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import { bill, orderData } from '../support/templates.js';

const { eachLike, integer, nullValue, reify, string } = MatchersV3;
const pact = storefrontPact();

/** How a checkout differs from the plain one: a literal value where the provider state's would be used. */
interface Variant {
  useWallet?: boolean;
  price?: number;
  addressId?: number;
  qty?: number;
}

/** The checkout request as the pact expects it: ids and prices from the provider state unless the variant says. */
function checkoutRequest(variant: Variant = {}) {
  return {
    addressId: variant.addressId ?? stateNumber('addressId', 2),
    deliveryMethodId: stateNumber('deliveryMethodId', 1),
    paymentMethodId: stateNumber('paymentMethodId', 1),
    useWallet: variant.useWallet ?? false,
    products: [
      {
        productId: stateNumber('productId', 11),
        qty: variant.qty ?? integerMatching('[1-9]|10', 2),
        configPriceIds: [stateNumber('configPriceId', 101)],
        price: variant.price ?? stateNumber('price', 24900),
      },
    ],
  };
}

/** The same checkout as the shopper's app passes it to the SDK (the examples of checkoutRequest). */
function checkout(variant: Variant = {}): RequestOf<'checkout'> {
  return {
    addressId: variant.addressId ?? 2,
    deliveryMethodId: 1,
    paymentMethodId: 1,
    useWallet: variant.useWallet ?? false,
    products: [
      {
        productId: 11,
        qty: variant.qty ?? 2,
        configPriceIds: [101],
        price: variant.price ?? 24900,
      },
    ],
  };
}

describe('checkout configuration', () => {
  it('lists the delivery methods with their charges', async () => {
    const body = {
      DeliveryMethods: eachLike({
        DeliveryMethodId: id(1),
        Name: string('Express'),
        Description: string('Within 90 minutes'),
        Charge: paise(2900),
        EstimatedMinutes: integer(90),
      }),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the delivery methods')
      .withRequest('GET', '/v1/get-delivery-methods')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).checkout.deliveryMethods()).toEqual(reify(body));
      });
  });

  it('lists the platform fee bands', async () => {
    const body = {
      PlatformFeeConfigs: eachLike({
        MinOrderValue: paise(0),
        MaxOrderValue: nullableInteger(49899),
        Fee: paise(500),
      }),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the platform fee bands')
      .withRequest('GET', '/v1/get-platformfee-configs')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).checkout.platformFeeConfigs()).toEqual(reify(body));
      });
  });

  it('reads the shipping rules', async () => {
    const body = {
      ShippingConfigs: {
        FreeShippingAbove: paise(49900),
        BaseFee: paise(2000),
        BaseDistance: count(3000),
        PerKmFee: paise(500),
        MaxDeliveryDistance: integer(15000),
      },
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the shipping rules')
      .withRequest('GET', '/v1/get-shipping-configs')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).checkout.shippingConfigs()).toEqual(reify(body));
      });
  });

  it('lists the payment methods', async () => {
    const body = {
      PaymentMethods: eachLike({
        PaymentMethodId: id(1),
        Name: string('UPI, cards and net banking'),
        Description: string('Pay securely online'),
        Gateway: oneOf(['sandbox', 'razorpay'], 'sandbox'),
      }),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the payment methods')
      .withRequest('GET', '/v1/get-payment-methods')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).checkout.paymentMethods()).toEqual(reify(body));
      });
  });
});

describe('bill', () => {
  it('calculates the bill of the cart for a saved address, without creating an order', async () => {
    const body = { Bill: bill, AppliedCoupon: nullValue(), WalletBalance: paise(0) };
    const { paymentMethodId: _request, ...billRequest } = checkoutRequest();
    const { paymentMethodId: _choice, ...billChoices } = checkout();
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a request for the bill of a cart')
      .withRequest('POST', '/v1/calculate-bill', (request) =>
        request.headers(bearer).jsonBody(billRequest),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const calculated = await clientFor(mockServer, TOKEN).checkout.calculateBill(billChoices);
        expect(calculated).toEqual(reify(body));
      });
  });
});

describe('placing an order', () => {
  it('creates the order and answers the payment to make at the gateway', async () => {
    const body = { OrderData: orderData('PendingPayment', 'Pending') };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a checkout of a cart')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody(checkoutRequest()),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const placed = await clientFor(mockServer, TOKEN).checkout.placeOrder(checkout(), {
          idempotencyKey: IDEMPOTENCY_KEY,
        });
        expect(placed).toEqual(reify(body));
      });
  });

  it('is refused with 409, UnAvailableItems and the products to remove when an item is sold out', async () => {
    const body = {
      ...errorBody('Some items are unavailable', 'Remove them from your cart to continue'),
      UnAvailableItems: true,
      Products: eachLike({
        ProductId: id(11),
        ProductName: string('Chicken Curry Cut'),
        ConfigPriceIds: eachLike(id(101)),
      }),
    };
    await pact
      .addInteraction()
      .given(states.soldOutItem)
      .uponReceiving('a checkout of a cart with a sold-out item')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody(checkoutRequest()),
      )
      .willRespondWith(409, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).checkout.placeOrder(checkout());
        const error = await expectApiError(call, 409, CheckoutErrorReply, body);
        const described = describeError(error, 'checkout');
        expect(described.checkout).toEqual(reify(body));
        expect(described.checkout?.Products?.map((product) => product.ProductId)).toEqual([11]);
      });
  });

  it('is refused with 400 and the MissingFields table when the address is not one of the shopper', async () => {
    const body = {
      ...errorBody('Some details are missing', 'Complete them to place your order'),
      MissingFields: eachLike({
        Field: string('addressId'),
        Description: string('Choose a delivery address'),
      }),
    };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a checkout with an address the shopper does not have')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody(checkoutRequest({ addressId: 999999 })),
      )
      .willRespondWith(400, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).checkout.placeOrder(
          checkout({ addressId: 999999 }),
        );
        const error = await expectApiError(call, 400, CheckoutErrorReply, body);
        expect(describeError(error, 'checkout').checkout?.MissingFields).toEqual([
          { Field: 'addressId', Description: 'Choose a delivery address' },
        ]);
      });
  });

  it('is refused with 400 and ExceedMaxAllowedAmount above the maximum order amount', async () => {
    const body = {
      ...errorBody('Order amount too high', 'Orders can be at most ₹10,000'),
      ExceedMaxAllowedAmount: true,
    };
    await pact
      .addInteraction()
      .given(states.aboveMaxAmount)
      .uponReceiving('a checkout above the maximum order amount')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody(checkoutRequest({ qty: 10 })),
      )
      .willRespondWith(400, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).checkout.placeOrder(checkout({ qty: 10 }));
        const error = await expectApiError(call, 400, CheckoutErrorReply, body);
        const described = describeError(error, 'checkout');
        expect(described.checkout?.ExceedMaxAllowedAmount).toBe(true);
        expect([described.title, described.description]).toEqual([
          'Order amount too high',
          'Orders can be at most ₹10,000',
        ]);
      });
  });

  it('is refused with 400 and WalletError when the wallet is asked for with no balance', async () => {
    const body = {
      ...errorBody('Wallet cannot be used', 'Your wallet has no balance'),
      WalletError: true,
    };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a checkout using an empty wallet')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody(checkoutRequest({ useWallet: true })),
      )
      .willRespondWith(400, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).checkout.placeOrder(
          checkout({ useWallet: true }),
        );
        const error = await expectApiError(call, 400, CheckoutErrorReply, body);
        const described = describeError(error, 'checkout');
        expect(described.checkout?.WalletError).toBe(true);
        expect(described.description).toBe('Your wallet has no balance');
      });
  });

  it('is refused with 409 and PriceUpdated when a price changed since the cart was checked', async () => {
    const body = {
      ...errorBody('Prices have changed', 'Review your cart before placing the order'),
      PriceUpdated: true,
    };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a checkout with an old price')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody(checkoutRequest({ price: 100 })),
      )
      .willRespondWith(409, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).checkout.placeOrder(checkout({ price: 100 }));
        const error = await expectApiError(call, 409, CheckoutErrorReply, body);
        expect(describeError(error, 'checkout').checkout?.PriceUpdated).toBe(true);
      });
  });
});
