/** Cart price validation (spec sections 3 and 4): unchanged prices, a changed price, a sold-out product. */
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { clientFor, id, paise, states, stateNumber, storefrontPact } from '../support/pact.js';

const { eachLike, reify, string } = MatchersV3;
const pact = storefrontPact();

/** The reply line for the state's product and option. */
const updatedProduct = (flags: {
  PriceUpdated: boolean;
  IsUnavailable: boolean;
  IsInvalidConfigFound: boolean;
}) => ({
  ProductId: id(11),
  ConfigPriceId: eachLike(id(101)),
  ...flags,
  UpdatedPrice: paise(24900),
});

describe('cart price validation', () => {
  it('answers PriceUpdated false when the cart has the current prices', async () => {
    const body = {
      PriceUpdated: false,
      UpdatedProducts: eachLike({
        ...updatedProduct({
          PriceUpdated: false,
          IsUnavailable: false,
          IsInvalidConfigFound: false,
        }),
        // A sellable line's product name in the request's language (docs/i18n.md): the cart shows it.
        ProductName: string('Chicken Curry Cut'),
      }),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a price check of a cart with current prices')
      .withRequest('POST', '/v1/validate-cart-products-price', (request) =>
        request.jsonBody({
          products: [
            {
              productId: stateNumber('productId', 11),
              price: stateNumber('price', 24900),
              configPriceIds: [stateNumber('configPriceId', 101)],
            },
          ],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const checked = await clientFor(mockServer).cart.validatePrices({
          products: [{ productId: 11, price: 24900, configPriceIds: [101] }],
        });
        expect(checked).toEqual(reify(body));
      });
  });

  it('answers the current price when the cart holds an old one', async () => {
    const body = {
      PriceUpdated: true,
      UpdatedProducts: [
        updatedProduct({ PriceUpdated: true, IsUnavailable: false, IsInvalidConfigFound: false }),
      ],
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a price check of a cart holding an old price')
      .withRequest('POST', '/v1/validate-cart-products-price', (request) =>
        request.jsonBody({
          products: [
            {
              productId: stateNumber('productId', 11),
              price: 100,
              configPriceIds: [stateNumber('configPriceId', 101)],
            },
          ],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const checked = await clientFor(mockServer).cart.validatePrices({
          products: [{ productId: 11, price: 100, configPriceIds: [101] }],
        });
        expect(checked.PriceUpdated).toBe(true);
        expect(checked.UpdatedProducts[0]).toMatchObject({
          PriceUpdated: true,
          UpdatedPrice: 24900,
        });
      });
  });

  it('flags a sold-out product as unavailable', async () => {
    const body = {
      PriceUpdated: true,
      UpdatedProducts: [
        updatedProduct({ PriceUpdated: false, IsUnavailable: true, IsInvalidConfigFound: false }),
      ],
    };
    await pact
      .addInteraction()
      .given(states.soldOutItem)
      .uponReceiving('a price check of a cart with a sold-out product')
      .withRequest('POST', '/v1/validate-cart-products-price', (request) =>
        request.jsonBody({
          products: [
            {
              productId: stateNumber('productId', 11),
              price: stateNumber('price', 24900),
              configPriceIds: [stateNumber('configPriceId', 101)],
            },
          ],
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const checked = await clientFor(mockServer).cart.validatePrices({
          products: [{ productId: 11, price: 24900, configPriceIds: [101] }],
        });
        expect(checked.UpdatedProducts[0]?.IsUnavailable).toBe(true);
      });
  });
});
