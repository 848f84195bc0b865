/** Offers and coupons: the shopper's offers, applying a coupon (and a refusal), removing it. */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  errorBody,
  expectApiError,
  id,
  integerMatching,
  nullableDatetime,
  nullableInteger,
  oneOf,
  paise,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';

const { boolean, eachLike, integer, reify, string } = MatchersV3;
const pact = storefrontPact();

/** A cart line as sent for coupons: the state's product with one of its options. */
const cartLineRequest = {
  productId: stateNumber('productId', 11),
  qty: integerMatching('[1-9]|10', 2),
  configPriceIds: [stateNumber('configPriceId', 101)],
};
const cartLine = { productId: 11, qty: 2, configPriceIds: [101] };

describe('offers', () => {
  it("lists the offers with each coupon's rule and whether the shopper can use it", async () => {
    const body = {
      Offers: eachLike({
        CouponId: id(1),
        Code: string('WELCOME50'),
        Title: string('₹50 off your first order'),
        Description: string('On orders above ₹499'),
        DiscountType: oneOf(['Flat', 'Percent'], 'Flat'),
        DiscountValue: integer(5000),
        MaxDiscount: nullableInteger(5000),
        MinOrderValue: paise(49900),
        FirstOrderOnly: boolean(true),
        ExpiresAt: nullableDatetime(),
        IsEligible: boolean(true),
      }),
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request for the offers of a new shopper')
      .withRequest('GET', '/v1/get-offers', (request) => request.headers(bearer))
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer, TOKEN).offers.list()).toEqual(reify(body));
      });
  });

  it('applies a coupon the shopper is eligible for and answers the discount', async () => {
    const body = {
      Success: boolean(true),
      AppliedCoupon: {
        CouponId: id(1),
        Code: string('WELCOME50'),
        Title: string('₹50 off your first order'),
        Discount: paise(5000),
      },
    };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to apply a coupon the shopper is eligible for')
      .withRequest('POST', '/v1/apply-coupon', (request) =>
        request.headers(bearer).jsonBody({
          couponCode: stateString('couponCode', 'WELCOME50'),
          products: [cartLineRequest],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const applied = await clientFor(mockServer, TOKEN).offers.applyCoupon({
          couponCode: 'WELCOME50',
          products: [cartLine],
        });
        expect(applied).toEqual(reify(body));
      });
  });

  it('refuses an unknown coupon code with 400, Message and Description', async () => {
    const body = errorBody('Invalid coupon', 'This coupon code does not exist');
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to apply an unknown coupon code')
      .withRequest('POST', '/v1/apply-coupon', (request) =>
        request
          .headers(bearer)
          .jsonBody({ couponCode: 'NO-SUCH-COUPON', products: [cartLineRequest] }),
      )
      .willRespondWith(400, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, TOKEN).offers.applyCoupon({
          couponCode: 'NO-SUCH-COUPON',
          products: [cartLine],
        });
        const error = await expectApiError(call, 400, ErrorReply, body);
        expect([error.Message, error.Description]).toEqual([
          'Invalid coupon',
          'This coupon code does not exist',
        ]);
      });
  });

  it('removes a coupon', async () => {
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving('a request to remove a coupon')
      .withRequest('POST', '/v1/remove-coupon', (request) =>
        request.headers(bearer).jsonBody({ couponCode: stateString('couponCode', 'WELCOME50') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody({ Success: boolean(true) }))
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, TOKEN).offers.removeCoupon({
          couponCode: 'WELCOME50',
        });
        expect(reply).toEqual({ Success: true });
      });
  });
});
