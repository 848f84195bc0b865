/**
 * Review posting rules: any signed-in shopper may review (no purchase needed), one review per shopper and
 * product that a later post edits, the star counters following every change, and the public reply cache
 * answering the new ratings and reviews on the very next read.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_REVIEW_COMMENT_LENGTH } from '@storefront/sdk/core';
import { type SignedInShopper, type TestApp, createTestApp } from '../testing/app.js';

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

describe('posting and editing a review', () => {
  let t: TestApp;
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

  beforeAll(async () => {
    t = await createTestApp();
    const details = await get(t.app, '/v1/get-product-details?productSlug=chicken-breast-boneless');
    productId = details.json<{ ProductDetails: { ProductId: number } }>().ProductDetails.ProductId;
  });
  afterAll(() => t.close());

  it('takes a review from a signed-in shopper who never ordered the product', async () => {
    const shopper = await t.signIn(undefined, 'Kiran');
    const orders = await get(t.app, '/v1/order-history?pageNo=1', shopper.authorization);
    expect(orders.json<{ CountTotalOrders: number }>().CountTotalOrders).toBe(0);
    const before = await ratings();

    const posted = await post(shopper, 4, 'Clean cuts.');

    expect(posted.statusCode).toBe(200);
    expect(posted.json()).toMatchObject({
      Success: true,
      Review: { Username: 'Kiran', Rating: 4, Comment: 'Clean cuts.' },
      Ratings: { TotalRatings: before.TotalRatings + 1, FourStar: before.FourStar + 1 },
    });
  });

  it('edits the shopper’s review on a second post: the same review, its star moved, nothing added', async () => {
    const shopper = await t.signIn(undefined, 'Devi');
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
    const shopper = await t.signIn();
    await post(shopper, 3, 'Fine.');
    const before = await ratings();

    const edited = await post(shopper, 3, 'Fine, arrived cold and fresh.');

    expect(edited.json<{ Ratings: Ratings }>().Ratings).toEqual(before);
    expect(await ratings()).toEqual(before);
  });

  it('never lets one shopper’s post touch another shopper’s review', async () => {
    const [asha, ravi] = [await t.signIn(undefined, 'Asha'), await t.signIn(undefined, 'Ravi')];
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
    const shopper = await t.signIn();
    const before = await ratings();

    expect((await post(shopper, 0, 'Zero')).statusCode).toBe(400);
    expect((await post(shopper, 4, 'x'.repeat(MAX_REVIEW_COMMENT_LENGTH + 1))).statusCode).toBe(
      400,
    );

    expect(await ratings()).toEqual(before);
  });
});
