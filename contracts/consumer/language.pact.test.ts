/**
 * The shopper's language: the SDK sends the app's language as Accept-Language (createClient's getLocale), and
 * the server answers the catalog's names and its refusals' Message in it, saying so in Content-Language.
 */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  clientFor,
  expectApiError,
  id,
  inHindi,
  nullableInteger,
  nullableString,
  paise,
  states,
  stateString,
  storefrontPact,
} from '../support/pact.js';
import { category, listOf, productCard } from '../support/templates.js';

const { boolean, eachLike, integer, reify, string } = MatchersV3;
const pact = storefrontPact();

const inHindiHeaders = { 'Accept-Language': 'hi' };
const answeredInHindi = { 'Content-Language': 'hi' };

describe('the catalog in Hindi', () => {
  it('lists the categories with their Hindi names', async () => {
    const body = {
      Categories: eachLike({
        ...category,
        Name: inHindi('चिकन'),
        Description: inHindi('फ़ार्म का ताज़ा चिकन, ऑर्डर पर काटा गया'),
      }),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the categories in Hindi')
      .withRequest('GET', '/v1/get-categories', (request) => request.headers(inHindiHeaders))
      .willRespondWith(200, (reply) => reply.headers(answeredInHindi).jsonBody(body))
      .executeTest(async (mockServer) => {
        const reply = await clientFor(mockServer, undefined, 'hi').catalog.categories();
        expect(reply).toEqual(reify(body));
        expect(reply.Categories[0]?.Name).toBe('चिकन');
      });
  });

  it('reads a product with its Hindi name, category and option names', async () => {
    const body = {
      ProductDetails: {
        ProductId: id(11),
        Slug: string('chicken-curry-cut'),
        ProductName: inHindi('चिकन करी कट (बिना स्किन)'),
        Description: inHindi('बिना स्किन वाले पूरे चिकन के नरम, रसीले हड्डी वाले टुकड़े।'),
        CategoryId: id(1),
        CategorySlug: string('chicken'),
        CategoryName: inHindi('चिकन'),
        Price: paise(10900),
        Mrp: nullableInteger(12500),
        IsAvailable: boolean(true),
        ProductImages: eachLike({
          Url: string('/images/products/chicken-curry-cut.webp'),
          Alt: inHindi('चिकन करी कट (बिना स्किन)'),
          Width: integer(600),
          Height: integer(450),
        }),
        ProductConfig: eachLike({
          ConfigId: id(1),
          Name: inHindi('वज़न'),
          Options: eachLike({
            RowId: id(101),
            Label: string('250 g'),
            PriceDelta: paise(0),
            GrossWeight: nullableString('270 g'),
            NetWeight: nullableString('250 g'),
            Pieces: nullableString('4 - 6'),
            Serves: nullableString('1'),
            IsDefault: boolean(true),
            IsAvailable: boolean(true),
          }),
        }),
        RelatedProducts: listOf({ ...productCard, ProductName: inHindi('चिकन ब्रेस्ट बोनलेस') }),
      },
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the details of a product in Hindi')
      .withRequest('GET', '/v1/get-product-details', (request) =>
        request
          .query({ productSlug: stateString('productSlug', 'chicken-curry-cut') })
          .headers(inHindiHeaders),
      )
      .willRespondWith(200, (reply) => reply.headers(answeredInHindi).jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer, undefined, 'hi').catalog.product({
          productSlug: 'chicken-curry-cut',
        });
        expect(details).toEqual(reify(body));
      });
  });
});

describe('a refusal in Hindi', () => {
  it('answers an unknown product with a Hindi Message', async () => {
    const body = {
      Message: inHindi('उत्पाद नहीं मिला'),
      Description: inHindi('यह मौजूद नहीं है, या आपका नहीं है।'),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request in Hindi for the details of an unknown product')
      .withRequest('GET', '/v1/get-product-details', (request) =>
        request.query({ productSlug: 'no-such-product' }).headers(inHindiHeaders),
      )
      .willRespondWith(404, (reply) => reply.headers(answeredInHindi).jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer, undefined, 'hi').catalog.product({
          productSlug: 'no-such-product',
        });
        const error = await expectApiError(call, 404, ErrorReply, body);
        expect(error.Message).toBe('उत्पाद नहीं मिला');
      });
  });
});
