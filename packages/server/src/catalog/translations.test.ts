import type { FastifyInstance } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bumpCacheState } from '../config/settings.js';
import { productTexts } from '../seed/catalog-translations.js';
import { catalog } from '../seed/catalog-data.js';
import { type TestApp, createTestApp } from '../testing/app.js';
import { categories, products } from './tables.js';

type Details = {
  ProductDetails: {
    ProductName: string;
    Description: string;
    CategoryName: string;
    ProductImages: { Alt: string }[];
    ProductConfig: { Name: string; Options: { Label: string; Pieces: string | null }[] }[];
    RelatedProducts: { ProductName: string }[];
  };
};
type Card = { Slug: string; ProductName: string; ShortDescription: string };
type Search = { Products: Card[]; Categories: { Slug: string; Name: string }[] };

const get = (app: FastifyInstance, url: string, locale?: string) =>
  app.inject({ method: 'GET', url, headers: locale ? { 'accept-language': locale } : {} });

describe('catalog fields in the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Drops the app's cached replies after a direct write, as a catalog change through the app does. */
  async function changed() {
    await bumpCacheState(t.db);
    await t.app.publicCache.refresh();
  }

  it('seeds Hindi and Kannada for every category and product', () => {
    const slugs = catalog.flatMap((c) => c.products.map((p) => p.slug));
    expect(Object.keys(productTexts).sort()).toEqual([...slugs].sort());
  });

  it('answers a product page in Hindi: names, description, category, options and pictures', async () => {
    const { ProductDetails: details } = (
      await get(t.app, '/v1/get-product-details?productSlug=whole-chicken', 'hi')
    ).json<Details>();
    expect(details.ProductName).toBe('पूरा चिकन (स्किन के साथ)');
    expect(details.Description).toMatch(/^स्किन के साथ साफ़ किया हुआ पूरा चिकन/);
    expect(details.CategoryName).toBe('चिकन');
    expect(details.ProductImages[0]?.Alt).toBe('पूरा चिकन (स्किन के साथ)');
    expect(details.ProductConfig.map((group) => group.Name)).toEqual(['वज़न', 'कट']);
    const [weight, cut] = details.ProductConfig;
    // Weights are written alike in every language; words are translated.
    expect(weight?.Options.map((o) => [o.Label, o.Pieces])).toEqual([
      ['250 g', '1/4 मुर्गा'],
      ['500 g', '1/2 मुर्गा'],
      ['1 kg', '1 मुर्गा'],
    ]);
    expect(cut?.Options.map((o) => o.Label)).toEqual(['करी कट', 'बोनलेस']);
    expect(details.RelatedProducts.every((p) => /[\u0900-\u097f]/.test(p.ProductName))).toBe(true);
  });

  it('answers the same page in Kannada and in English', async () => {
    const url = '/v1/get-product-details?productSlug=chicken-curry-cut';
    const kannada = (await get(t.app, url, 'kn')).json<Details>().ProductDetails;
    const english = (await get(t.app, url)).json<Details>().ProductDetails;
    expect(kannada.ProductName).toBe('ಚಿಕನ್ ಕರಿ ಕಟ್ (ಚರ್ಮರಹಿತ)');
    expect(kannada.CategoryName).toBe('ಚಿಕನ್');
    expect(english.ProductName).toBe('Chicken Curry Cut (Skinless)');
    expect(english.ProductConfig[0]?.Name).toBe('Weight');
  });

  it('falls back to English field by field when a language lacks one', async () => {
    await t.db
      .update(products)
      .set({
        translations: sql`${products.translations} #- '{hi,description}' #- '{kn}'`,
      })
      .where(eq(products.slug, 'chicken-wings'));
    await changed();
    const url = '/v1/get-product-details?productSlug=chicken-wings';
    const hindi = (await get(t.app, url, 'hi')).json<Details>().ProductDetails;
    expect(hindi.ProductName).toBe('चिकन विंग्स');
    expect(hindi.Description).toBe(
      'Two-joint wings with skin, ideal for barbecue, hot wings and lollipops.',
    );
    const kannada = (await get(t.app, url, 'kn')).json<Details>().ProductDetails;
    expect(kannada.ProductName).toBe('Chicken Wings');
    expect(kannada.CategoryName).toBe('ಚಿಕನ್');
  });

  it('treats an empty translation as missing', async () => {
    await t.db
      .update(categories)
      .set({ translations: sql`jsonb_set(${categories.translations}, '{hi,name}', '""')` })
      .where(eq(categories.slug, 'eggs'));
    await changed();
    const { Categories } = (await get(t.app, '/v1/get-categories', 'hi')).json<{
      Categories: { Slug: string; Name: string; Description: string }[];
    }>();
    const eggs = Categories.find((c) => c.Slug === 'eggs');
    expect(eggs?.Name).toBe('Eggs');
    expect(eggs?.Description).toMatch(/^बेंगलुरु के पास/);
  });

  it('finds a product by its name in the requested language, and by its English name too', async () => {
    const term = encodeURIComponent('करी कट');
    const hindi = (await get(t.app, `/v1/search?term=${term}`, 'hi')).json<Search>();
    expect(hindi.Products.map((p) => p.Slug)).toContain('chicken-curry-cut');
    expect(hindi.Products.find((p) => p.Slug === 'chicken-curry-cut')?.ProductName).toBe(
      'चिकन करी कट (बिना स्किन)',
    );
    // An English shopper's search does not look at the Hindi names.
    const english = (await get(t.app, `/v1/search?term=${term}`)).json<Search>();
    expect(english.Products).toEqual([]);
    // A Hindi shopper who types English still finds the product, answered in Hindi.
    const typedInEnglish = (await get(t.app, '/v1/search?term=curry%20cut', 'hi')).json<Search>();
    expect(typedInEnglish.Products.find((p) => p.Slug === 'chicken-curry-cut')?.ProductName).toBe(
      'चिकन करी कट (बिना स्किन)',
    );
  });

  it('matches categories in the requested language (and their products with them)', async () => {
    const term = encodeURIComponent('ಮಟನ್');
    const found = (await get(t.app, `/v1/search?term=${term}`, 'kn')).json<Search>();
    expect(found.Categories.map((c) => [c.Slug, c.Name])).toEqual([['mutton', 'ಮಟನ್']]);
    expect(found.Products.map((p) => p.Slug)).toContain('lamb-curry-cut');
  });

  it('answers the home page’s banners, categories, best sellers and offers in Kannada', async () => {
    const home = (await get(t.app, '/v1/get-home-data', 'kn')).json<{
      Banners: { Title: string; Subtitle: string }[];
      Categories: { Name: string }[];
      BestSellers: Card[];
      Offers: { Code: string; Title: string; Description: string }[];
    }>();
    expect(home.Banners[0]).toMatchObject({
      Title: 'ತಾಜಾ ಚಿಕನ್, ಆರ್ಡರ್ ಮೇರೆಗೆ ಕತ್ತರಿಸಿದ್ದು',
      Subtitle: 'ಬೆಂಗಳೂರಿನಾದ್ಯಂತ 2 ಗಂಟೆಯೊಳಗೆ ಡೆಲಿವರಿ',
    });
    const kannada = /[\u0c80-\u0cff]/;
    expect(home.Categories.every((c) => kannada.test(c.Name))).toBe(true);
    expect(home.BestSellers.every((p) => kannada.test(p.ProductName))).toBe(true);
    expect(home.Offers.find((o) => o.Code === 'WELCOME20')?.Title).toBe(
      'ನಿಮ್ಮ ಮೊದಲ ಆರ್ಡರ್‌ಗೆ 20% ರಿಯಾಯಿತಿ',
    );
  });

  it('answers the delivery and payment methods in Hindi', async () => {
    const shopper = await t.signIn();
    const headers = { ...shopper.authorization, 'accept-language': 'hi' };
    const delivery = await t.app.inject({
      method: 'GET',
      url: '/v1/get-delivery-methods',
      headers,
    });
    const payment = await t.app.inject({ method: 'GET', url: '/v1/get-payment-methods', headers });
    expect(
      delivery.json<{ DeliveryMethods: { Name: string }[] }>().DeliveryMethods.map((m) => m.Name),
    ).toEqual(['स्टैंडर्ड', 'एक्सप्रेस', 'तय समय पर']);
    expect(
      payment.json<{ PaymentMethods: { Name: string }[] }>().PaymentMethods.map((m) => m.Name),
    ).toEqual(['ऑनलाइन भुगतान', 'डिलीवरी पर भुगतान (नकद या UPI)']);
  });
});

describe('content pages in the shopper’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers the about, terms and privacy pages in Hindi and Kannada, English otherwise', async () => {
    const content = async (path: string, locale?: string) =>
      (await get(t.app, `/v1/${path}`, locale)).json<{ Content: string }>().Content;
    expect(await content('get-about-us-content', 'hi')).toMatch(/^# FreshCuts के बारे में/);
    expect(await content('get-terms-content', 'kn')).toMatch(/^# ನಿಯಮಗಳು ಮತ್ತು ಷರತ್ತುಗಳು/);
    expect(await content('get-privacy-content', 'hi')).toMatch(/^# गोपनीयता नीति/);
    expect(await content('get-privacy-content')).toMatch(/^# Privacy policy/);
  });
});
