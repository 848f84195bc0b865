/**
 * Review posting rules: only a shopper who received the product may review it (a delivered order of theirs
 * holds a line of it that was not out of stock nor refunded whole), one review per shopper and product that
 * a later post edits, the star counters following every change, and the public reply cache answering the
 * new ratings and reviews on the very next read.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REVIEW_COMMENT_LENGTH } from '@storefront/sdk/core';
import { type SignedInShopper, type TestApp, createTestApp } from '../testing/app.js';
import {
  addAddress,
  addProduct,
  creditWallet,
  seededMethods,
  type ProductFixture,
} from '../testing/fixtures.js';
import { type SignedInStaff, signInStaff } from '../testing/staff.js';

type Ratings = {
  AverageRating: number;
  TotalRatings: number;
  FiveStar: number;
  FourStar: number;
  ThreeStar: number;
  TwoStar: number;
  OneStar: number;
};
type Review = { ReviewId: number; Username: string; Rating: number; Comment: string };
type ReviewsPage = { ProductReviews: Review[]; TotalReviews: number };

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

let t: TestApp;
let admin: SignedInStaff;
const PRICE = 40_000;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInStaff(t, 'admin');
});
afterAll(() => t.close());

const ops = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/ops/v1${path}`, payload, headers: admin.authorization });

const newProduct = (name: string) =>
  addProduct(t.db, {
    name,
    price: PRICE,
    options: [{ group: 'Weight', rows: [{ label: '500 g', delta: 0 }] }],
  });

/** How a line of the order is packed: whole, out of stock, or packed whole and then refunded whole. */
type Packing = 'whole' | 'short' | 'refunded';

/**
 * An order of the products paid from the wallet, taken by staff through the operations API up to
 * `until` (delivered, or out for delivery), each line packed as asked. Answers the order id.
 */
async function orderOf(
  shopper: SignedInShopper,
  lines: { product: ProductFixture; packing?: Packing }[],
  until: 'Delivered' | 'OutForDelivery' = 'Delivered',
) {
  const methods = await seededMethods(t.db);
  const addressId = await addAddress(t.db, shopper.userId);
  await creditWallet(t.db, shopper.userId, 100_000 * lines.length);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/v1/checkout',
    headers: { ...shopper.authorization, 'idempotency-key': randomUUID() },
    payload: {
      addressId,
      deliveryMethodId: methods.standard,
      paymentMethodId: methods.online,
      useWallet: true,
      products: lines.map(({ product }) => ({
        productId: product.productId,
        qty: 1,
        configPriceIds: [product.rows['500 g']],
        price: PRICE,
      })),
    },
  });
  expect(placed.statusCode).toBe(200);
  const orderId = placed.json<{ OrderData: { OrderId: number } }>().OrderData.OrderId;
  await ops('/orders/confirm', { orderId });
  await ops('/orders/start-packing', { orderId });
  const staffView = await get(t.app, `/ops/v1/order?orderId=${orderId}`, admin.authorization);
  const lineIds = staffView
    .json<{ Order: { Lines: { LineId: number }[] } }>()
    .Order.Lines.map((line) => line.LineId);
  const packed = await ops('/orders/pack', {
    orderId,
    lines: lineIds.map((lineId, index) =>
      lines[index]!.packing === 'short' ? { lineId, short: true } : { lineId, grams: 500 },
    ),
  });
  expect(packed.statusCode).toBe(200);
  await ops('/orders/dispatch', { orderId });
  if (until === 'Delivered') {
    expect((await ops('/orders/deliver', { orderId })).statusCode).toBe(200);
    for (const [index, lineId] of lineIds.entries()) {
      if (lines[index]!.packing !== 'refunded') continue;
      const refunded = await ops('/orders/refund-line', { orderId, lineId, reason: 'Not fresh' });
      expect(refunded.statusCode).toBe(200);
    }
  }
  return orderId;
}

describe('who may review', () => {
  let product: ProductFixture;
  const post = (shopper: SignedInShopper) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: shopper.authorization,
      payload: { productId: product.productId, rating: 1, comment: ' Too small. ' },
    });
  const ratings = async () =>
    (await get(t.app, `/v1/get-product-ratings?productId=${product.productId}`)).json<Ratings>();

  beforeAll(async () => {
    product = await newProduct('Mutton Keema');
  });

  async function expectRefused(shopper: SignedInShopper) {
    const before = await ratings();
    const reply = await post(shopper);
    expect(reply.statusCode).toBe(403);
    expect(reply.json()).toEqual({
      Message: 'You can review this product once you have received it',
      Description:
        'Reviews come from shoppers whose order of this product was delivered to them. Items that were out of stock or fully refunded cannot be reviewed.',
    });
    expect(await ratings()).toEqual(before);
    const mine = await get(
      t.app,
      `/v1/get-my-review?productId=${product.productId}`,
      shopper.authorization,
    );
    expect(mine.json()).toMatchObject({ IsUserAlreadyPostedReview: false });
  }

  it('refuses a shopper who never ordered the product (403, in their words), changing nothing', async () => {
    const shopper = await t.signIn(undefined, 'Kiran');
    await expectRefused(shopper);
  });

  it('refuses a shopper whose order of it is not delivered yet', async () => {
    const shopper = await t.signIn();
    await orderOf(shopper, [{ product }], 'OutForDelivery');
    await expectRefused(shopper);
  });

  it('refuses a shopper whose delivered order had it out of stock', async () => {
    const shopper = await t.signIn();
    const other = await newProduct('Chicken Liver');
    await orderOf(shopper, [{ product: other }, { product, packing: 'short' }]);
    await expectRefused(shopper);
  });

  it('refuses a shopper whose line of it was refunded whole', async () => {
    const shopper = await t.signIn();
    await orderOf(shopper, [{ product, packing: 'refunded' }]);
    await expectRefused(shopper);
  });

  it('refuses another shopper than the one who received it', async () => {
    const buyer = await t.signIn();
    await orderOf(buyer, [{ product }]);
    await expectRefused(await t.signIn());
  });

  it('answers in the shopper’s language', async () => {
    const shopper = await t.signIn();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: { ...shopper.authorization, 'accept-language': 'hi' },
      payload: { productId: product.productId, rating: 4, comment: '' },
    });
    expect(reply.statusCode).toBe(403);
    expect(reply.json().Message).toBe('यह उत्पाद मिलने के बाद ही आप इसकी समीक्षा कर सकते हैं');
  });

  it('takes the review of a shopper who received it, and says which lines were received', async () => {
    const shopper = await t.signIn(undefined, 'Meena');
    const short = await newProduct('Prawns');
    const orderId = await orderOf(shopper, [{ product }, { product: short, packing: 'short' }]);
    const details = await get(t.app, `/v1/order-details?orderId=${orderId}`, shopper.authorization);
    expect(
      details
        .json<{ OrderDetails: { Items: { ProductId: number; Received: boolean }[] } }>()
        .OrderDetails.Items.map((item) => [item.ProductId, item.Received]),
    ).toEqual([
      [product.productId, true],
      [short.productId, false],
    ]);

    const before = await ratings();
    const posted = await post(shopper);
    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      Success: true,
      // The comment is kept trimmed.
      Review: { Username: 'Meena', Rating: 1, Comment: 'Too small.' },
      Ratings: { TotalRatings: before.TotalRatings + 1, OneStar: before.OneStar + 1 },
    });
  });
});

describe('posting and editing a review', () => {
  let product: ProductFixture;
  let productId: number;
  const ratingsUrl = () => `/v1/get-product-ratings?productId=${productId}`;
  const reviewsUrl = () => `/v1/get-product-reviews?productId=${productId}&pageNo=1`;
  const ratings = async () => (await get(t.app, ratingsUrl())).json<Ratings>();
  const reviews = async () => (await get(t.app, reviewsUrl())).json<ReviewsPage>();
  const post = (shopper: SignedInShopper, rating: number, comment: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: shopper.authorization,
      payload: { productId, rating, comment },
    });
  /** A shopper who received the product. */
  const buyer = async (name?: string) => {
    const shopper = await t.signIn(undefined, name);
    await orderOf(shopper, [{ product }]);
    return shopper;
  };

  beforeAll(async () => {
    product = await newProduct('Chicken Breast Boneless');
    productId = product.productId;
  });

  it('edits the shopper’s review on a second post: the same review, its star moved, nothing added', async () => {
    const shopper = await buyer('Devi');
    const first = (await post(shopper, 2, 'Too small.')).json<{ Review: Review }>();
    const ratingsBefore = await ratings();
    const reviewsBefore = await reviews();

    const edited = await post(shopper, 5, 'Bigger this time, lovely.');

    expect(edited.statusCode).toBe(200);
    const reply = edited.json<{ Review: Review; Ratings: Ratings }>();
    expect(reply.Review).toMatchObject({
      ReviewId: first.Review.ReviewId,
      Rating: 5,
      Comment: 'Bigger this time, lovely.',
    });
    expect(reply.Ratings).toMatchObject({
      TotalRatings: ratingsBefore.TotalRatings,
      TwoStar: ratingsBefore.TwoStar - 1,
      FiveStar: ratingsBefore.FiveStar + 1,
    });
    const mine = await get(
      t.app,
      `/v1/get-my-review?productId=${productId}`,
      shopper.authorization,
    );
    expect(mine.json()).toMatchObject({
      IsUserAlreadyPostedReview: true,
      Review: { ReviewId: first.Review.ReviewId, Rating: 5 },
    });
    // Served through the public reply cache, which the post moved on: the new summary and text at once.
    expect(await ratings()).toEqual(reply.Ratings);
    const page = await reviews();
    expect(page.TotalReviews).toBe(reviewsBefore.TotalReviews);
    expect(
      page.ProductReviews.find((review) => review.ReviewId === first.Review.ReviewId),
    ).toMatchObject({ Rating: 5, Comment: 'Bigger this time, lovely.' });
  });

  it('keeps the counters when an edit changes only the words', async () => {
    const shopper = await buyer();
    await post(shopper, 3, 'Fine.');
    const before = await ratings();

    const edited = await post(shopper, 3, 'Fine, arrived cold and fresh.');

    expect(edited.json<{ Ratings: Ratings }>().Ratings).toEqual(before);
    expect(await ratings()).toEqual(before);
  });

  it('never lets one shopper’s post touch another shopper’s review', async () => {
    const [asha, ravi] = [await buyer('Asha'), await buyer('Ravi')];
    const ashas = (await post(asha, 1, 'Not for me.')).json<{ Review: Review }>().Review;
    const ravis = (await post(ravi, 5, 'Great.')).json<{ Review: Review }>().Review;

    expect(ravis.ReviewId).not.toBe(ashas.ReviewId);
    const page = await reviews();
    expect(page.ProductReviews.find((review) => review.ReviewId === ashas.ReviewId)).toMatchObject({
      Username: 'Asha',
      Rating: 1,
      Comment: 'Not for me.',
    });
  });

  it('refuses a comment over the limit and a rating outside 1 to 5, changing nothing', async () => {
    const shopper = await buyer();
    const before = await ratings();

    expect((await post(shopper, 0, 'Zero')).statusCode).toBe(400);
    expect((await post(shopper, 4, 'x'.repeat(MAX_REVIEW_COMMENT_LENGTH + 1))).statusCode).toBe(
      400,
    );

    expect(await ratings()).toEqual(before);
  });
});
