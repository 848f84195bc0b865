import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { editCatalogProduct } from '../operations/catalog.js';
import { bumpCacheState } from '../config/settings.js';
import { type OpenedDatabase, openDatabase } from '../db/index.js';
import { testConfig } from '../env.js';
import { type TestApp, createTestApp } from '../testing/app.js';
import { createTestDatabaseLocation, testDatabaseKind } from '../testing/database.js';
import { receiveProduct } from '../testing/received.js';
import { PUBLIC_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, PublicReplyCache } from './public-cache.js';

const ADMIN_TOKEN = 'public-cache-tests';
const DETAILS = '/v1/get-product-details?productSlug=chicken-wings';
const CATEGORY = '/v1/get-category-products?categorySlug=chicken&pageNo=1';

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function setPrice(app: FastifyInstance, productId: number, price: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/sandbox/admin/product-price',
    headers: { 'x-sandbox-admin-token': ADMIN_TOKEN },
    payload: { productId, price },
  });
  expect(res.statusCode).toBe(200);
}

type Details = {
  ProductDetails: {
    ProductId: number;
    Price: number;
    ProductConfig: {
      Options: { RowId: number; PriceDelta: number; IsDefault: boolean; IsAvailable: boolean }[];
    }[];
  };
};
const details = async (app: FastifyInstance) => (await get(app, DETAILS)).json<Details>();

/** A new shopper who received the product (only such a shopper may review it): its default options. */
async function shopperWhoReceived(t: TestApp) {
  const { ProductId, Price, ProductConfig } = (await details(t.app)).ProductDetails;
  const rows = ProductConfig.map(
    (group) =>
      group.Options.find((row) => row.IsDefault && row.IsAvailable) ??
      group.Options.find((row) => row.IsAvailable)!,
  );
  const shopper = await t.signIn();
  await receiveProduct(t, shopper, {
    productId: ProductId,
    configPriceIds: rows.map((row) => row.RowId),
    price: Price + rows.reduce((sum, row) => sum + row.PriceDelta, 0),
  });
  return shopper;
}

/**
 * "Within a second" is measured on the cache poll's clock, faked (setInterval only: the database and the
 * requests run in real time), so a slow machine cannot fail it and a poll slower than a second cannot pass.
 */
const fakePollClock = () => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
const NO_LIMIT = { timeout: 30_000 };
// Test files share a worker (isolate: false): a failed test must not leave its fake clock to the next.
afterEach(() => {
  vi.useRealTimers();
});

describe('public reply cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { sandboxAdminToken: ADMIN_TOKEN } });
  });
  afterAll(() => t.close());

  it('answers a repeated read with the same bytes from the cache, with a public Cache-Control', async () => {
    const first = await get(t.app, CATEGORY);
    const entries = t.app.publicCache.entryCount;
    const second = await get(t.app, CATEGORY);
    // The same query in another order, with the default page number left out, is the same request.
    const reordered = await get(t.app, '/v1/get-category-products?categorySlug=chicken');

    expect(first.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(reordered.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(t.app.publicCache.entryCount).toBe(entries);
    expect(second.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
  });

  it('answers 304 to a matching If-None-Match, and a new ETag after the cache state moves', async () => {
    const first = await get(t.app, DETAILS);
    const etag = String(first.headers.etag);

    const revalidated = await get(t.app, DETAILS, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await get(t.app, DETAILS, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await bumpCacheState(t.db);
    await t.app.publicCache.refresh();
    const after = await get(t.app, DETAILS, { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('shows a price changed through the sandbox admin call on the very next read', async () => {
    const before = (await details(t.app)).ProductDetails;
    const listed = () =>
      get(t.app, CATEGORY).then(
        (res) =>
          res
            .json<{ Products: { ProductId: number; Price: number }[] }>()
            .Products.find((p) => p.ProductId === before.ProductId)?.Price,
      );
    const listedBefore = await listed();

    await setPrice(t.app, before.ProductId, before.Price + 1234);

    expect((await details(t.app)).ProductDetails.Price).toBe(before.Price + 1234);
    if (listedBefore !== undefined) expect(await listed()).toBe(before.Price + 1234);
  });

  it('shows a posted review in the rating summary and the reviews list at once', async () => {
    const { ProductId } = (await details(t.app)).ProductDetails;
    const ratingsUrl = `/v1/get-product-ratings?productId=${ProductId}`;
    const reviewsUrl = `/v1/get-product-reviews?productId=${ProductId}&pageNo=1`;
    const ratingsBefore = (await get(t.app, ratingsUrl)).json<{ FiveStar: number }>();
    const reviewsBefore = (await get(t.app, reviewsUrl)).json<{ TotalReviews: number }>();

    const shopper = await shopperWhoReceived(t);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: shopper.authorization,
      payload: { productId: ProductId, rating: 5, comment: 'Fresh and tender.' },
    });
    expect(posted.statusCode).toBe(200);

    expect((await get(t.app, ratingsUrl)).json<{ FiveStar: number }>().FiveStar).toBe(
      ratingsBefore.FiveStar + 1,
    );
    expect((await get(t.app, reviewsUrl)).json<{ TotalReviews: number }>().TotalReviews).toBe(
      reviewsBefore.TotalReviews + 1,
    );
  });

  it('never lets a signed-in reply reach another shopper or an anonymous one', async () => {
    const { ProductId } = (await details(t.app)).ProductDetails;
    const [asha, ravi] = [await shopperWhoReceived(t), await t.signIn()];
    await t.app.inject({
      method: 'POST',
      url: '/v1/post-product-review',
      headers: asha.authorization,
      payload: { productId: ProductId, rating: 4, comment: 'Asha was here.' },
    });
    const myReview = `/v1/get-my-review?productId=${ProductId}`;
    const entries = t.app.publicCache.entryCount;

    const ashas = await get(t.app, myReview, asha.authorization);
    const ravis = await get(t.app, myReview, ravi.authorization);
    const anonymous = await get(t.app, myReview);

    expect(ashas.json<{ IsUserAlreadyPostedReview: boolean }>().IsUserAlreadyPostedReview).toBe(
      true,
    );
    expect(ravis.json<{ IsUserAlreadyPostedReview: boolean }>().IsUserAlreadyPostedReview).toBe(
      false,
    );
    expect(anonymous.statusCode).toBe(401);
    for (const res of [ashas, ravis]) {
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect(res.headers.etag).toBeUndefined();
    }
    expect(t.app.publicCache.entryCount).toBe(entries);

    // A public read with a token is the same reply, byte for byte, as without one: it never sees the caller.
    const signedIn = await get(t.app, DETAILS, asha.authorization);
    const signedOut = await get(t.app, DETAILS);
    expect(signedIn.rawPayload.equals(signedOut.rawPayload)).toBe(true);
    expect(signedIn.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    const profile = await get(t.app, '/v1/get-profile', asha.authorization);
    expect(profile.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
  });

  it('sends a brotli copy to a client that accepts it, with its own ETag', async () => {
    const plain = await get(t.app, CATEGORY);
    const compressed = await get(t.app, CATEGORY, { 'accept-encoding': 'gzip, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(compressed.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
    const revalidated = await get(t.app, CATEGORY, {
      'accept-encoding': 'br',
      'if-none-match': String(compressed.headers.etag),
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('sees a cache state bumped outside this instance within a second', async () => {
    fakePollClock();
    const t = await createTestApp();
    try {
      const before = (await details(t.app)).ProductDetails;
      // What another instance's catalog edit does, straight on the database: this app sees no request.
      await editCatalogProduct(t.db, before.ProductId, { price: before.Price + 1 }, null);
      vi.advanceTimersByTime(1_000);
      await expect
        .poll(async () => (await details(t.app)).ProductDetails.Price, NO_LIMIT)
        .toBe(before.Price + 1);
    } finally {
      await t.close();
      vi.useRealTimers();
    }
  });
});

describe('public reply cache memory', () => {
  it('evicts the least recently used replies to stay under its byte cap', async () => {
    const cache = new PublicReplyCache({ maxBytes: 4_500, readState: async () => 'state-1' });
    await cache.refresh();
    const body = Buffer.alloc(900, 'x');
    for (const key of ['a', 'b', 'c', 'd']) await cache.reply(key, async () => body);
    // 'a' is used again, so 'b' is now the least recently used.
    await cache.reply('a', async () => Buffer.from('rebuilt'));
    await cache.reply('e', async () => body);

    expect(cache.size).toBeLessThanOrEqual(4_500);
    expect((await cache.reply('a', async () => Buffer.from('rebuilt')))?.body).toBe(body);
    expect((await cache.reply('b', async () => Buffer.from('rebuilt')))?.body.toString()).toBe(
      'rebuilt',
    );
  });

  it('keeps the app under CATALOG_CACHE_MAX_BYTES however many products are read', async () => {
    const t = await createTestApp({ config: { catalogCacheMaxBytes: 20_000 } });
    try {
      const categories = (await get(t.app, '/v1/get-categories')).json<{
        Categories: { Slug: string }[];
      }>().Categories;
      for (const category of categories)
        for (const page of [1, 2, 3])
          await get(
            t.app,
            `/v1/get-category-products?categorySlug=${category.Slug}&pageNo=${page}`,
          );
      expect(t.app.publicCache.entryCount).toBeGreaterThan(1);
      expect(t.app.publicCache.size).toBeLessThanOrEqual(20_000);
    } finally {
      await t.close();
    }
  });

  it('builds a reply once for concurrent misses and keeps nothing before the state is known', async () => {
    const cache = new PublicReplyCache({ maxBytes: 10_000, readState: async () => 's' });
    expect(await cache.reply('k', async () => Buffer.from('x'))).toBeUndefined();
    await cache.refresh();
    let builds = 0;
    // The build finishes only once all three misses have asked: they are concurrent however fast the machine.
    let finishBuild = () => {};
    const built = new Promise<void>((resolve) => (finishBuild = resolve));
    const build = async () => {
      builds += 1;
      await built;
      return Buffer.from('{}');
    };
    const replies = [cache.reply('k', build), cache.reply('k', build), cache.reply('k', build)];
    finishBuild();
    await Promise.all(replies);
    expect(builds).toBe(1);
  });
});

describe.skipIf(testDatabaseKind() !== 'postgres')('public reply cache on two instances', () => {
  const apps: FastifyInstance[] = [];
  const databases: OpenedDatabase[] = [];
  let dispose: () => Promise<void> = async () => {};

  beforeAll(async () => {
    fakePollClock();
    const location = await createTestDatabaseLocation();
    dispose = location.dispose;
    for (let i = 0; i < 2; i++) {
      const database = await openDatabase({ databaseUrl: location.databaseUrl, migrate: false });
      databases.push(database);
      const app = await buildApp({
        config: testConfig({ sandboxAdminToken: ADMIN_TOKEN }),
        db: database.db,
      });
      await app.ready();
      apps.push(app);
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const database of databases) await database.close();
    await dispose();
    vi.useRealTimers();
  });

  it('shows a price changed through one instance on the other within a second', async () => {
    const [one, other] = apps as [FastifyInstance, FastifyInstance];
    const before = (await details(other)).ProductDetails;
    // The other instance has the old price cached.
    expect((await details(other)).ProductDetails.Price).toBe(before.Price);

    await setPrice(one, before.ProductId, before.Price + 700);

    vi.advanceTimersByTime(1_000);
    await expect
      .poll(async () => (await details(other)).ProductDetails.Price, NO_LIMIT)
      .toBe(before.Price + 700);
  });
});
