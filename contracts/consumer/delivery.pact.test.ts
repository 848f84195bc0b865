/**
 * The delivery promise (designed calls beyond spec section 7): whether the store delivers to a pincode or a
 * point, with the next slot, express and the fee; a slot method's slots; and a checkout with a chosen slot.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { SLOT_STATUSES } from '@storefront/sdk/core';
import { describe, expect, it } from 'vitest';
import {
  bearerAndIdempotencyKey,
  clientFor,
  count,
  datetime,
  id,
  IDEMPOTENCY_KEY,
  nullableInteger,
  oneOf,
  paise,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import { orderData } from '../support/templates.js';

const { boolean, eachLike, reify, regex, string } = MatchersV3;
const pact = storefrontPact();

const slot = {
  SlotId: regex(/^[0-9]{8}-[0-9]{4}$/, '20261125-1400'),
  DeliveryMethodId: id(3),
  Start: datetime('2026-11-25T08:30:00.000Z'),
  End: datetime('2026-11-25T10:30:00.000Z'),
  CutOffAt: datetime('2026-11-25T08:00:00.000Z'),
  Capacity: count(8),
  Left: count(8),
  Status: oneOf(SLOT_STATUSES, 'Open'),
};

const served = {
  Serviceable: true,
  Message: string('We deliver to Koramangala (560034).'),
  RouteLength: count(1500),
  DeliveryFee: paise(2900),
  FreeDeliveryAbove: paise(49900),
  NextSlot: { ...slot, Status: 'Open' },
  Express: {
    DeliveryMethodId: id(2),
    Available: boolean(true),
    EtaMinutes: nullableInteger(14),
  },
};

describe('serviceability', () => {
  it('serves a pincode of the delivery zones, with the next slot, express and the fee', async () => {
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a serviceability check of a served pincode')
      .withRequest('GET', '/v1/check-serviceability', (request) =>
        request.query({ pincode: '560034' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(served))
      .executeTest(async (mockServer) => {
        const answer = await clientFor(mockServer).checkout.serviceability({ pincode: '560034' });
        expect(answer).toEqual(reify(served));
      });
  });

  it('serves a point inside the delivery radius', async () => {
    const body = { ...served, Message: string('We deliver to your location.') };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a serviceability check of a point inside the delivery area')
      .withRequest('GET', '/v1/check-serviceability', (request) =>
        request.query({
          latitude: regex(/^-?[0-9]{1,3}(\.[0-9]+)?$/, '12.9719'),
          longitude: regex(/^-?[0-9]{1,3}(\.[0-9]+)?$/, '77.6412'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const answer = await clientFor(mockServer).checkout.serviceability({
          latitude: 12.9719,
          longitude: 77.6412,
        });
        expect(answer.Serviceable).toBe(true);
      });
  });

  it('says Serviceable false, with a message, for a pincode outside the zones', async () => {
    const body = {
      Serviceable: false,
      Message: string('We do not deliver here yet.'),
      RouteLength: null,
      // Money fields are pinned as integers; null-or-integer here (the provider answers null).
      DeliveryFee: nullableInteger(0),
      FreeDeliveryAbove: paise(49900),
      NextSlot: null,
      Express: null,
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a serviceability check of a pincode outside the delivery zones')
      .withRequest('GET', '/v1/check-serviceability', (request) =>
        request.query({ pincode: '400001' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const answer = await clientFor(mockServer).checkout.serviceability({ pincode: '400001' });
        expect(answer).toMatchObject({ Serviceable: false, NextSlot: null, Express: null });
      });
  });
});

describe('delivery slots', () => {
  it("lists a slot method's slots with what is left of each", async () => {
    const body = {
      DeliveryMethodId: id(3),
      Kind: 'Slot',
      Slots: eachLike(slot),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the slots of a slot delivery method')
      .withRequest('GET', '/v1/get-delivery-slots', (request) =>
        request.query({ deliveryMethodId: stateString('slotDeliveryMethodId', '3') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const answer = await clientFor(mockServer).checkout.deliverySlots({ deliveryMethodId: 3 });
        expect(answer).toEqual(reify(body));
      });
  });

  it('places an order in a chosen slot', async () => {
    const body = { OrderData: orderData('PendingPayment', 'Pending') };
    await pact
      .addInteraction()
      .given(states.twoAddresses)
      .uponReceiving('a checkout of a cart in a delivery slot')
      .withRequest('POST', '/v1/checkout', (request) =>
        request.headers(bearerAndIdempotencyKey).jsonBody({
          addressId: stateNumber('addressId', 2),
          deliveryMethodId: stateNumber('slotDeliveryMethodId', 3),
          paymentMethodId: stateNumber('paymentMethodId', 1),
          useWallet: false,
          slotId: stateString('slotId', '20261125-2000'),
          products: [
            {
              productId: stateNumber('productId', 11),
              qty: 2,
              configPriceIds: [stateNumber('configPriceId', 101)],
              price: stateNumber('price', 24900),
            },
          ],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const placed = await clientFor(mockServer, TOKEN).checkout.placeOrder(
          {
            addressId: 2,
            deliveryMethodId: 3,
            paymentMethodId: 1,
            useWallet: false,
            slotId: '20261125-2000',
            products: [{ productId: 11, qty: 2, configPriceIds: [101], price: 24900 }],
          },
          { idempotencyKey: IDEMPOTENCY_KEY },
        );
        expect(placed).toEqual(reify(body));
      });
  });
});
