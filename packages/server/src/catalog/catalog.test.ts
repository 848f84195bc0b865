import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../testing/app.js';

describe('catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('home shows banners, the six categories, best sellers and offers', async () => {
    const home = (await get('/v1/get-home-data')).json();
    expect(home.Banners.length).toBeGreaterThan(0);
    expect(home.Categories.map((c: { Slug: string }) => c.Slug)).toEqual([
      'chicken',
      'mutton',
      'fish-and-seafood',
      'eggs',
      'marinades-and-ready-to-cook',
      'cold-cuts',
    ]);
    expect(home.BestSellers.length).toBeGreaterThan(3);
    expect(Array.isArray(home.Offers)).toBe(true);
  });

  it('lists about forty products with integer paise prices', async () => {
    const { Categories } = (await get('/v1/get-categories')).json();
    const total = Categories.reduce(
      (n: number, c: { ProductCount: number }) => n + c.ProductCount,
      0,
    );
    expect(total).toBeGreaterThanOrEqual(38);
    const page = (await get('/v1/get-category-products?categorySlug=chicken')).json();
    for (const p of page.Products) expect(Number.isInteger(p.Price)).toBe(true);
  });

  it('pages category products twelve at a time', async () => {
    const first = (
      await get('/v1/get-category-products?categorySlug=fish-and-seafood&pageNo=1')
    ).json();
    expect(first).toMatchObject({
      NoCategoryFound: false,
      PageNo: 1,
      TotalProducts: 9,
      TotalPages: 1,
    });
    expect(first.Products).toHaveLength(9);
    // Unavailable products are listed after the available ones.
    const availability = first.Products.map((p: { IsAvailable: boolean }) => p.IsAvailable);
    expect(availability.indexOf(false)).toBeGreaterThan(availability.lastIndexOf(true));
    const beyond = (
      await get('/v1/get-category-products?categorySlug=fish-and-seafood&pageNo=2')
    ).json();
    expect(beyond.Products).toEqual([]);
  });

  it('says NoCategoryFound for an unknown category', async () => {
    const res = await get('/v1/get-category-products?categorySlug=unicorn');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ NoCategoryFound: true, Category: null, Products: [] });
  });

  it('searches names, descriptions and categories case-insensitively', async () => {
    const prawns = (await get('/v1/search?term=PRAWNS')).json();
    expect(prawns.Products.map((p: { Slug: string }) => p.Slug)).toContain('tiger-prawns');
    const mutton = (await get('/v1/search?term=mutton')).json();
    expect(mutton.Categories.map((c: { Slug: string }) => c.Slug)).toEqual(['mutton']);
    expect(mutton.Products.length).toBeGreaterThanOrEqual(7);
    const chicken = (await get('/v1/search?term=chicken&pageNo=2')).json();
    expect(chicken.PageNo).toBe(2);
    expect(chicken.TotalPages).toBe(Math.ceil(chicken.TotalProducts / 12));
    expect((await get('/v1/search?term=100%25')).json().Products).toEqual([]);
  });

  it('validates the search term', async () => {
    const res = await get('/v1/search?term=');
    expect(res.statusCode).toBe(400);
    expect(res.json().Description).toContain('term');
  });

  it('answers product details with options, images and related products', async () => {
    const { ProductDetails } = (
      await get('/v1/get-product-details?productSlug=chicken-curry-cut')
    ).json();
    expect(ProductDetails).toMatchObject({ Slug: 'chicken-curry-cut', CategorySlug: 'chicken' });
    const weight = ProductDetails.ProductConfig.find((g: { Name: string }) => g.Name === 'Weight');
    expect(weight.Options.map((o: { Label: string }) => o.Label)).toEqual([
      '250 g',
      '500 g',
      '1 kg',
    ]);
    expect(weight.Options[0]).toMatchObject({ IsDefault: true, PriceDelta: 0 });
    expect(weight.Options[2].NetWeight).toBe('1 kg');
    expect(ProductDetails.ProductImages[0].Url).toBe('/images/products/chicken-curry-cut.webp');
    expect(ProductDetails.RelatedProducts.length).toBeGreaterThan(0);
    const eggs = (await get('/v1/get-product-details?productSlug=farm-eggs-12')).json();
    expect(eggs.ProductDetails.ProductConfig).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const res = await get('/v1/get-product-details?productSlug=dodo-wings');
    expect(res.statusCode).toBe(404);
    expect(res.json().Message).toBe('Product not found');
  });

  it('pages reviews five at a time, newest first', async () => {
    const { ProductDetails } = (
      await get('/v1/get-product-details?productSlug=mutton-curry-cut')
    ).json();
    const ratings = (
      await get(`/v1/get-product-ratings?productId=${ProductDetails.ProductId}`)
    ).json();
    const reviews = (
      await get(`/v1/get-product-reviews?productId=${ProductDetails.ProductId}`)
    ).json();
    expect(reviews.TotalReviews).toBe(ratings.TotalRatings);
    expect(reviews.ProductReviews.length).toBeLessThanOrEqual(5);
    const dates = reviews.ProductReviews.map((r: { CreatedAt: string }) => r.CreatedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('refuses a review of a product the shopper never received (the review rules: reviews.test.ts)', async () => {
    const shopper = await t.signIn(undefined, 'Meera');
    const { ProductDetails } = (
      await get('/v1/get-product-details?productSlug=basa-fillet')
    ).json();
    const productId = ProductDetails.ProductId;
    const before = (await get(`/v1/get-product-ratings?productId=${productId}`)).json();
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: shopper.authorization,
      payload: { productId, rating: 5, comment: ' Lovely fillets ' },
    });
    expect(posted.statusCode).toBe(403);
    expect((await get(`/v1/get-product-ratings?productId=${productId}`)).json()).toEqual(before);
    const mine = (
      await get(`/v1/get-my-review?productId=${productId}`, shopper.authorization)
    ).json();
    expect(mine).toEqual({ IsUserAlreadyPostedReview: false, Review: null });
  });

  it('refuses a review without sign-in, with a bad rating or for an unknown product', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      payload: { productId: 1, rating: 5 },
    });
    expect(anonymous.statusCode).toBe(401);
    const shopper = await t.signIn();
    const bad = await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: shopper.authorization,
      payload: { productId: 1, rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: shopper.authorization,
      payload: { productId: 99999, rating: 4 },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
