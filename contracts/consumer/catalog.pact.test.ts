/** Catalog: home, categories, products of a category (paged, unknown slug), search, details, ratings, reviews. */
import { MatchersV3 } from '@pact-foundation/pact';
import { ErrorReply } from '@storefront/sdk';
import { describe, expect, it } from 'vitest';
import {
  bearer,
  clientFor,
  count,
  errorBody,
  expectApiError,
  id,
  nullableInteger,
  nullableString,
  paise,
  states,
  stateNumber,
  stateString,
  storefrontPact,
  TOKEN,
} from '../support/pact.js';
import { category, listOf, productCard, ratings, review } from '../support/templates.js';

const { boolean, eachLike, integer, like, nullValue, reify, string } = MatchersV3;
const pact = storefrontPact();

describe('home and categories', () => {
  it('reads the home page: banners, categories, best sellers and offers', async () => {
    const body = {
      Banners: eachLike({
        BannerId: id(1),
        Title: string('Fresh chicken, delivered in 90 minutes'),
        Subtitle: string('Cleaned and cut to order'),
        ImageUrl: string('/images/banners/chicken.webp'),
        Link: string('/category/chicken'),
      }),
      Categories: eachLike(category),
      BestSellers: eachLike(productCard),
      Offers: listOf({
        Code: string('WELCOME50'),
        Title: string('₹50 off your first order'),
        Description: string('On orders above ₹499'),
      }),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the home page')
      .withRequest('GET', '/v1/get-home-data')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).catalog.home()).toEqual(reify(body));
      });
  });

  it('lists the categories with their product counts', async () => {
    const body = { Categories: eachLike(category) };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the categories')
      .withRequest('GET', '/v1/get-categories')
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        expect(await clientFor(mockServer).catalog.categories()).toEqual(reify(body));
      });
  });
});

describe('products of a category', () => {
  it('reads the first page of products of a category', async () => {
    const body = {
      NoCategoryFound: false,
      Category: category,
      Products: eachLike(productCard),
      TotalProducts: count(8),
      PageNo: 1,
      TotalPages: count(1),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the first page of products of a category')
      .withRequest('GET', '/v1/get-category-products', (request) =>
        request.query({ categorySlug: stateString('categorySlug', 'chicken'), pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer).catalog.categoryProducts({
          categorySlug: 'chicken',
        });
        expect(page).toEqual(reify(body));
      });
  });

  it('says NoCategoryFound for an unknown category', async () => {
    const body = {
      NoCategoryFound: true,
      Category: nullValue(),
      Products: [],
      TotalProducts: 0,
      PageNo: 1,
      TotalPages: 0,
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the products of an unknown category')
      .withRequest('GET', '/v1/get-category-products', (request) =>
        request.query({ categorySlug: 'no-such-category', pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer).catalog.categoryProducts({
          categorySlug: 'no-such-category',
          pageNo: 1,
        });
        expect(page.NoCategoryFound).toBe(true);
        expect(page.Products).toEqual([]);
      });
  });

  it('searches products and categories by a term', async () => {
    const body = {
      Products: eachLike(productCard),
      Categories: listOf(category),
      TotalProducts: count(8),
      PageNo: 1,
      TotalPages: count(1),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a search for chicken')
      .withRequest('GET', '/v1/search', (request) =>
        request.query({ term: 'chicken', pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const found = await clientFor(mockServer).catalog.search({ term: 'chicken' });
        expect(found).toEqual(reify(body));
      });
  });
});

describe('product details', () => {
  it('reads a product with its images, option groups and related products', async () => {
    const body = {
      ProductDetails: {
        ProductId: id(11),
        Slug: string('chicken-curry-cut'),
        ProductName: string('Chicken Curry Cut'),
        Description: string('Bone-in pieces from farm-fresh chicken, skinless.'),
        CategoryId: id(1),
        CategorySlug: string('chicken'),
        CategoryName: string('Chicken'),
        Price: paise(24900),
        Mrp: nullableInteger(27900),
        IsAvailable: boolean(true),
        ProductImages: eachLike({
          Url: string('/images/products/chicken-curry-cut.webp'),
          Alt: string('Chicken curry cut'),
          Width: integer(800),
          Height: integer(800),
        }),
        ProductConfig: eachLike({
          ConfigId: id(1),
          Name: string('Weight'),
          Options: eachLike({
            RowId: id(101),
            Label: string('500 g'),
            PriceDelta: paise(0),
            GrossWeight: nullableString('550 g'),
            NetWeight: nullableString('500 g'),
            Pieces: nullableString('12-16 pieces'),
            Serves: nullableString('2-3'),
            IsDefault: boolean(true),
            IsAvailable: boolean(true),
          }),
        }),
        RelatedProducts: listOf(productCard),
      },
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the details of a product with options')
      .withRequest('GET', '/v1/get-product-details', (request) =>
        request.query({ productSlug: stateString('productSlug', 'chicken-curry-cut') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const details = await clientFor(mockServer).catalog.product({
          productSlug: 'chicken-curry-cut',
        });
        expect(details).toEqual(reify(body));
      });
  });

  it('is refused with 404 for an unknown product', async () => {
    const body = errorBody('Product not found');
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the details of an unknown product')
      .withRequest('GET', '/v1/get-product-details', (request) =>
        request.query({ productSlug: 'no-such-product' }),
      )
      .willRespondWith(404, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const call = clientFor(mockServer).catalog.product({ productSlug: 'no-such-product' });
        const error = await expectApiError(call, 404, ErrorReply, body);
        expect(error.Message).toBe('Product not found');
      });
  });

  it('reads the ratings of a product', async () => {
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the ratings of a product')
      .withRequest('GET', '/v1/get-product-ratings', (request) =>
        request.query({ productId: stateString('productId', '11') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(ratings))
      .executeTest(async (mockServer) => {
        const read = await clientFor(mockServer).catalog.ratings({ productId: 11 });
        expect(read).toEqual(reify(ratings));
      });
  });

  it('reads the first page of reviews of a product', async () => {
    const body = {
      ProductReviews: eachLike(review),
      TotalReviews: count(3),
      PageNo: 1,
      TotalPages: count(1),
    };
    await pact
      .addInteraction()
      .given(states.catalog)
      .uponReceiving('a request for the first page of reviews of a product')
      .withRequest('GET', '/v1/get-product-reviews', (request) =>
        request.query({ productId: stateString('productId', '11'), pageNo: '1' }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const page = await clientFor(mockServer).catalog.reviews({ productId: 11 });
        expect(page).toEqual(reify(body));
      });
  });
});

describe('reviews by the shopper', () => {
  it('says the shopper has not reviewed the product yet', async () => {
    const body = { IsUserAlreadyPostedReview: false, Review: nullValue() };
    await pact
      .addInteraction()
      .given(states.newShopper)
      .uponReceiving("a request for the shopper's review of a product they have not reviewed")
      .withRequest('GET', '/v1/get-my-review', (request) =>
        request.headers(bearer).query({ productId: stateString('productId', '11') }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const mine = await clientFor(mockServer, TOKEN).catalog.myReview({ productId: 11 });
        expect(mine).toEqual({ IsUserAlreadyPostedReview: false, Review: null });
      });
  });

  it('posts a review of a delivered product and answers the new ratings', async () => {
    const body = {
      Success: boolean(true),
      Review: review,
      Ratings: ratings,
    };
    await pact
      .addInteraction()
      .given(states.deliveredOrder)
      .uponReceiving('a review of a product the shopper received')
      .withRequest('POST', '/v1/post-product-review', (request) =>
        request.headers(bearer).jsonBody({
          productId: stateNumber('productId', 11),
          rating: 5,
          comment: like('Fresh and neatly cut'),
        }),
      )
      .willRespondWith(200, (reply) => reply.jsonBody(body))
      .executeTest(async (mockServer) => {
        const posted = await clientFor(mockServer, TOKEN).catalog.postReview({
          productId: 11,
          rating: 5,
          comment: 'Fresh and neatly cut',
        });
        expect(posted).toEqual(reify(body));
      });
  });
});
