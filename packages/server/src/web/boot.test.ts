import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productImages, products } from '../catalog/tables.js';
import { type TestApp, createTestApp } from '../testing/app.js';
import {
  BOOT_END,
  BOOT_START,
  BOOT_TEMPLATES_FILE,
  type BootTemplates,
  parseBootTemplates,
  withBootPage,
} from './boot.js';

const SPINNER = '<div class="spinner-wrap"><span class="spinner"></span></div>';
const HOME_DATA =
  '<link rel="preload" as="fetch" href="/v1/get-home-data" crossorigin="use-credentials">';
const ENTRY_SCRIPT = '<script type="module" crossorigin src="/assets/index.js"></script>';
const INDEX_HTML = `<!doctype html><html><head><title>FreshCuts</title>${ENTRY_SCRIPT}${HOME_DATA}\n</head><body><div id="root"><div class="boot"><div class="boot-header">FreshCuts</div>${BOOT_START}${SPINNER}${BOOT_END}</div></div></body></html>`;

/**
 * Stand-ins for the templates the web build writes (its markup is the web's own, tested there): what the
 * server must do is fill the slots and put the result between the marks.
 */
const TEMPLATES: BootTemplates = {
  home: '<section data-boot-page="home">{{banners}}</section>',
  firstBanner: '<img src="{{url}}" fetchpriority="high">',
  laterBanner: '<img src="{{url}}" loading="lazy">',
  product:
    '<section data-boot-page="product" data-boot-slug="{{slug}}"><img src="{{url}}" alt="{{alt}}" width="{{width}}" height="{{height}}"></section>',
  category: '<section data-boot-page="category" data-boot-slug="{{slug}}">{{cards}}</section>',
  categoryCard: '<img src="{{url}}">',
};

/**
 * Rewrites a build file with a modification time no earlier write had: the server rereads a file when its
 * mtime changes, and two writes within the file system's clock tick could share one.
 */
let lastMtime = Math.floor(Date.now() / 1000);
async function rewrite(file: string, text: string) {
  await writeFile(file, text);
  lastMtime += 1;
  await utimes(file, lastMtime, lastMtime);
}

describe('the boot shell with the first page’s image', () => {
  let t: TestApp;
  let webDist: string;

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'storefront-boot-'));
    await writeFile(join(webDist, 'index.html'), INDEX_HTML);
    await writeFile(join(webDist, BOOT_TEMPLATES_FILE), JSON.stringify(TEMPLATES));
    t = await createTestApp({ config: { webDist } });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('draws the banners for / and preloads the first one with high priority, ahead of the scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const preload =
      '<link rel="preload" as="image" href="/images/banners/banner-1.webp" fetchpriority="high">';
    expect(head).toContain(preload);
    expect(head.indexOf(preload)).toBeLessThan(head.indexOf(ENTRY_SCRIPT));
    expect(res.body).toContain(
      `${BOOT_START}<section data-boot-page="home">` +
        '<img src="/images/banners/banner-1.webp" fetchpriority="high">' +
        '<img src="/images/banners/banner-2.webp" loading="lazy">',
    );
    expect(res.body).toContain(`</section>${BOOT_END}`);
    expect(res.body).not.toContain(SPINNER);
  });

  it('draws a product page’s first image at its size, with its alt text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/chicken-curry-cut?utm_source=x' });
    expect(res.statusCode).toBe(200);
    const [image] = await t.db
      .select({
        url: productImages.url,
        alt: productImages.alt,
        width: productImages.width,
        height: productImages.height,
      })
      .from(productImages)
      .innerJoin(products, eq(products.id, productImages.productId))
      .where(eq(products.slug, 'chicken-curry-cut'))
      .orderBy(productImages.position, productImages.id)
      .limit(1);
    expect(image).toBeDefined();
    expect(res.body).toContain(`<link rel="preload" as="image" href="${image?.url}"`);
    expect(res.body).toContain(
      `${BOOT_START}<section data-boot-page="product" data-boot-slug="chicken-curry-cut">` +
        `<img src="${image?.url}" alt="${image?.alt}" width="${image?.width}" height="${image?.height}">` +
        `</section>${BOOT_END}`,
    );
  });

  it('draws a category page’s first product cards and preloads the first card’s image', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/category/chicken' });
    expect(res.statusCode).toBe(200);
    const cards = await t.app.inject({
      method: 'GET',
      url: '/v1/get-category-products?categorySlug=chicken&pageNo=1',
    });
    const urls = (cards.json() as { Products: { ImageUrl: string }[] }).Products.slice(0, 4).map(
      (product) => product.ImageUrl,
    );
    expect(urls).toHaveLength(4);
    const preload = `<link rel="preload" as="image" href="${urls[0]}" fetchpriority="high">`;
    expect(res.body).toBe(
      INDEX_HTML.replace(`${HOME_DATA}\n`, '')
        .replace(ENTRY_SCRIPT, preload + ENTRY_SCRIPT)
        .replace(
          `${BOOT_START}${SPINNER}${BOOT_END}`,
          `${BOOT_START}<section data-boot-page="category" data-boot-slug="chicken">` +
            urls.map((url) => `<img src="${url}">`).join('') +
            `</section>${BOOT_END}`,
        ),
    );
  });

  it('serves the plain shell for other pages and unknown slugs, without the home data preload', async () => {
    for (const url of [
      '/cart',
      '/no-such-product',
      '/category/no-such-category',
      '/order/details/12',
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(INDEX_HTML.replace(`${HOME_DATA}\n`, ''));
    }
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(HOME_DATA);
    expect((await t.app.inject({ method: 'GET', url: '/chicken-curry-cut' })).body).not.toContain(
      'get-home-data',
    );
  });

  it('answers a repeated load with 304 while the page is unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.app.inject({ method: 'GET', url: '/chicken-curry-cut' });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('shows a new build without a restart', async () => {
    const rebuilt = INDEX_HTML.replace('<title>FreshCuts</title>', '<title>FreshCuts 2</title>');
    await rewrite(join(webDist, 'index.html'), rebuilt);
    const res = await t.app.inject({ method: 'GET', url: '/cart' });
    expect(res.body).toBe(rebuilt.replace(`${HOME_DATA}\n`, ''));
    await rewrite(join(webDist, 'index.html'), INDEX_HTML);

    await rewrite(
      join(webDist, BOOT_TEMPLATES_FILE),
      JSON.stringify({ ...TEMPLATES, home: '<ul data-boot-page="home">{{banners}}</ul>' }),
    );
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain(`${BOOT_START}<ul data-boot-page="home"><img`);
    await rewrite(join(webDist, BOOT_TEMPLATES_FILE), JSON.stringify(TEMPLATES));
  });

  it('serves index.html as built when the build wrote no templates, or ones it cannot fill', async () => {
    const templatesFile = join(webDist, BOOT_TEMPLATES_FILE);
    await rm(templatesFile);
    for (const url of ['/', '/chicken-curry-cut']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(`${BOOT_START}${SPINNER}${BOOT_END}`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX_HTML);

    for (const unusable of ['{"home": ', JSON.stringify({ ...TEMPLATES, product: 42 })]) {
      await rewrite(templatesFile, unusable);
      expect((await t.app.inject({ method: 'GET', url: '/' })).body).toBe(INDEX_HTML);
    }

    await rewrite(templatesFile, JSON.stringify(TEMPLATES));
    expect((await t.app.inject({ method: 'GET', url: '/' })).body).toContain(
      '<section data-boot-page="home">',
    );
  });
});

describe('parseBootTemplates', () => {
  it('takes the six templates the web build writes', () => {
    expect(parseBootTemplates(JSON.stringify({ ...TEMPLATES, version: 'extra' }))).toEqual(
      TEMPLATES,
    );
  });

  it('refuses a template missing, or one with a slot the server does not fill', () => {
    const { laterBanner: _missing, ...withoutLaterBanner } = TEMPLATES;
    expect(parseBootTemplates(JSON.stringify(withoutLaterBanner))).toBeUndefined();
    expect(
      parseBootTemplates(JSON.stringify({ ...TEMPLATES, firstBanner: '<img src="{{src}}">' })),
    ).toBeUndefined();
    expect(parseBootTemplates('null')).toBeUndefined();
    expect(parseBootTemplates('not json')).toBeUndefined();
  });
});

describe('withBootPage', () => {
  const image = { url: '/images/a.svg', alt: 'A', width: 600, height: 450 };

  it('escapes what it writes into attributes', () => {
    const html = withBootPage(
      INDEX_HTML,
      {
        kind: 'product',
        slug: 'x"y',
        image: {
          ...image,
          url: '/images/"><script>alert(1)</script>.svg',
          alt: `Tom's "best" <cut> & {{slug}}`,
        },
      },
      TEMPLATES,
    );
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('data-boot-slug="x&quot;y"');
    expect(html).toContain('src="/images/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.svg"');
    // Filled in one pass: a slot's value is never read as a slot.
    expect(html).toContain('alt="Tom&#39;s &quot;best&quot; &lt;cut&gt; &amp; {{slug}}"');
  });

  it('leaves a shell without the boot marks unchanged', () => {
    const plain = '<html><head></head><body><div id="root"></div></body></html>';
    expect(withBootPage(plain, { kind: 'product', slug: 'x', image }, TEMPLATES)).toBe(plain);
  });
});
