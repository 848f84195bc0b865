/**
 * Link previews and search results for the pages a shopper shares: the home page, a category and a product
 * are served with their own <title>, meta description, canonical link, Open Graph and Twitter tags and
 * schema.org JSON-LD in the <head> of index.html, so a chat app or a crawler that runs no script sees the
 * product's name, price in INR and image. The <body> is the app's shell as before: the app renders the page
 * itself and takes over unchanged. A product or category the catalog does not have answers 404 (the app's
 * shell still, so the app shows its not-found page), marked noindex.
 *
 * The catalog data for a page is looked up through the public reply cache, so it is read once per cache
 * state and a price or name change shows on the next load.
 */
import { asc, eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, formatPaise } from '@storefront/sdk/core';
import { type Category, type ProductCard, listCategories, productCards } from '../catalog/model.js';
import { banners, categories, productImages, products } from '../catalog/tables.js';
import { readSetting } from '../config/settings.js';
import type { Database } from '../db/index.js';
import { messages } from '../messages.js';
import { escapeHtml } from './html.js';
import { type PageAddress, type PagePaths, pathOf } from './pagePaths.js';

/** Products listed in a category page's JSON-LD at most (the app pages through the rest). */
const CATEGORY_LIST_LIMIT = 48;

/** The catalog data of a page, as kept in the public reply cache (JSON). */
export type PreviewData =
  | { kind: 'home'; storeName: string; banner: string | undefined }
  | {
      kind: 'product';
      storeName: string;
      product: ProductCard;
      categoryName: string;
      image: string;
    }
  | { kind: 'category'; storeName: string; category: Category; products: ProductCard[] }
  | { kind: 'missing' };

type CatalogAddress = Extract<PageAddress, { kind: 'home' | 'product' | 'category' }>;

async function storeNameOf(db: Database): Promise<string> {
  return (await readSetting(db, 'storeConfigs'))?.storeName ?? '';
}

/** The catalog data the page at `address` shows in its preview, or `missing`. */
export async function previewDataFor(db: Database, address: CatalogAddress): Promise<PreviewData> {
  if (address.kind === 'home') {
    const [banner] = await db
      .select({ url: banners.imageUrl })
      .from(banners)
      .orderBy(asc(banners.position), asc(banners.id))
      .limit(1);
    return { kind: 'home', storeName: await storeNameOf(db), banner: banner?.url };
  }
  if (address.kind === 'category') {
    const [category] = await listCategories(db, DEFAULT_LOCALE, eq(categories.slug, address.slug));
    if (!category) return { kind: 'missing' };
    const listed = await productCards(
      db,
      DEFAULT_LOCALE,
      eq(products.categoryId, category.CategoryId),
      {
        limit: CATEGORY_LIST_LIMIT,
        offset: 0,
      },
    );
    return { kind: 'category', storeName: await storeNameOf(db), category, products: listed };
  }
  const [product] = await productCards(db, DEFAULT_LOCALE, eq(products.slug, address.slug));
  if (!product) return { kind: 'missing' };
  const [category] = await listCategories(
    db,
    DEFAULT_LOCALE,
    eq(categories.id, product.CategoryId),
  );
  // The product page's first picture (the gallery's), as the boot shell draws it.
  const [image] = await db
    .select({ url: productImages.url })
    .from(productImages)
    .where(eq(productImages.productId, product.ProductId))
    .orderBy(asc(productImages.position), asc(productImages.id))
    .limit(1);
  return {
    kind: 'product',
    storeName: await storeNameOf(db),
    product,
    categoryName: category?.Name ?? '',
    image: image?.url ?? product.ImageUrl,
  };
}

/** A meta or link element: its name and attributes (values escaped when written). */
type Tag = [name: 'meta' | 'link', attributes: Record<string, string>];

/** What the <head> says about a page. */
export interface HeadTags {
  /** The <title> text; undefined keeps the shell's. */
  title: string | undefined;
  /** The meta description; undefined keeps the shell's. */
  description: string | undefined;
  /** Meta and link elements, in order. */
  tags: Tag[];
  /** schema.org data, written as JSON-LD. */
  jsonLd: Record<string, unknown> | undefined;
}

/** The preview image (a large card) when the page has one, else the small card. */
const imageTags = (image: string | undefined): Tag[] =>
  image
    ? [
        ['meta', { property: 'og:image', content: image }],
        ['meta', { name: 'twitter:card', content: 'summary_large_image' }],
        ['meta', { name: 'twitter:image', content: image }],
      ]
    : [['meta', { name: 'twitter:card', content: 'summary' }]];

/** Price in rupees as schema.org and Open Graph want it: a decimal number with two places. */
const rupees = (paise: number) => (paise / 100).toFixed(2);

const SCHEMA_IN_STOCK = 'https://schema.org/InStock';
const SCHEMA_OUT_OF_STOCK = 'https://schema.org/OutOfStock';

/** The text of the shell's <title> and meta description (the app's own words for the home page). */
function shellTexts(html: string): { title: string | undefined; description: string | undefined } {
  const title = /<title>([^<]*)<\/title>/i.exec(html)?.[1];
  const description = DESCRIPTION.exec(html)?.[1];
  return {
    title: title === undefined ? undefined : unescapeHtml(title.trim()),
    description: description === undefined ? undefined : unescapeHtml(description),
  };
}

const DESCRIPTION = /<meta\s+name="description"\s+content="([^"]*)"\s*\/?>\s*/i;
const TITLE = /<title>[^<]*<\/title>/i;

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity);

/** Where the head tags are written for: the store's origin, the build's page paths and index.html. */
interface HeadContext {
  base: string;
  paths: PagePaths;
  shell: string;
}

/** An address made absolute against the store's origin. */
const absoluteIn = (base: string) => (url: string) => new URL(url, `${base}/`).toString();

/** What a page says in its Open Graph and Twitter tags. */
interface SharedPage {
  title: string;
  description: string;
  url: string;
  image: string | undefined;
  type: string;
}

/** The canonical link, Open Graph and Twitter tags every catalog page has. */
function commonTags(store: string, page: SharedPage): Tag[] {
  const { title, description, url, image, type } = page;
  return [
    ['link', { rel: 'canonical', href: url }],
    ['meta', { property: 'og:type', content: type }],
    ['meta', { property: 'og:site_name', content: store }],
    ['meta', { property: 'og:locale', content: 'en_IN' }],
    ['meta', { property: 'og:title', content: title }],
    ['meta', { property: 'og:description', content: description }],
    ['meta', { property: 'og:url', content: url }],
    ...imageTags(image),
    ['meta', { name: 'twitter:title', content: title }],
    ['meta', { name: 'twitter:description', content: description }],
  ];
}

/** The home page keeps the shell's title and description; it is the WebSite of schema.org. */
function homeHead(data: Extract<PreviewData, { kind: 'home' }>, context: HeadContext): HeadTags {
  const absolute = absoluteIn(context.base);
  const store = data.storeName;
  const texts = shellTexts(context.shell);
  const title = texts.title ?? store;
  const description = texts.description ?? '';
  const url = absolute(context.paths.file.home);
  const image = data.banner === undefined ? undefined : absolute(data.banner);
  return {
    title: undefined,
    description: undefined,
    tags: commonTags(store, { title, description, url, image, type: 'website' }),
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'WebSite',
      name: store,
      url,
      description,
    },
  };
}

/** A category page: a CollectionPage listing its first products. */
function categoryHead(
  data: Extract<PreviewData, { kind: 'category' }>,
  context: HeadContext,
): HeadTags {
  const absolute = absoluteIn(context.base);
  const { paths } = context;
  const { category } = data;
  const title = messages.linkPreview.pageTitle(category.Name, data.storeName);
  const url = absolute(pathOf(paths.file.category, category.Slug));
  const image = absolute(category.ImageUrl);
  const description = category.Description;
  return {
    title,
    description,
    tags: [
      ...commonTags(data.storeName, { title, description, url, image, type: 'website' }),
      ['meta', { name: 'twitter:image:alt', content: category.Name }],
    ],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: category.Name,
      description,
      url,
      image,
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: category.ProductCount,
        itemListElement: data.products.map((product, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: absolute(pathOf(paths.file.product, product.Slug)),
          name: product.ProductName,
        })),
      },
    },
  };
}

/** A product's price and availability, for Open Graph and Twitter's two labelled data fields. */
function productOfferTags(product: ProductCard, price: string): Tag[] {
  return [
    ['meta', { name: 'twitter:image:alt', content: product.ProductName }],
    ['meta', { property: 'product:price:amount', content: rupees(product.Price) }],
    ['meta', { property: 'product:price:currency', content: 'INR' }],
    [
      'meta',
      {
        property: 'product:availability',
        content: product.IsAvailable ? 'in stock' : 'out of stock',
      },
    ],
    ['meta', { name: 'twitter:label1', content: messages.linkPreview.priceLabel }],
    ['meta', { name: 'twitter:data1', content: price }],
    ['meta', { name: 'twitter:label2', content: messages.linkPreview.availabilityLabel }],
    [
      'meta',
      {
        name: 'twitter:data2',
        content: product.IsAvailable
          ? messages.linkPreview.inStock
          : messages.linkPreview.outOfStock,
      },
    ],
  ];
}

/** The schema.org Product: its offer in INR and, once rated, its aggregate rating. */
function productJsonLd(
  data: Extract<PreviewData, { kind: 'product' }>,
  page: { url: string; image: string },
): Record<string, unknown> {
  const { product, storeName: store } = data;
  const { url, image } = page;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.ProductName,
    description: product.ShortDescription,
    image: [image],
    sku: String(product.ProductId),
    url,
    ...(data.categoryName ? { category: data.categoryName } : {}),
    brand: { '@type': 'Brand', name: store },
    offers: {
      '@type': 'Offer',
      url,
      price: rupees(product.Price),
      priceCurrency: 'INR',
      availability: product.IsAvailable ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: store },
    },
    ...(product.TotalRatings > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.AverageRating,
            ratingCount: product.TotalRatings,
          },
        }
      : {}),
  };
}

function productHead(
  data: Extract<PreviewData, { kind: 'product' }>,
  context: HeadContext,
): HeadTags {
  const absolute = absoluteIn(context.base);
  const { product } = data;
  const title = messages.linkPreview.pageTitle(product.ProductName, data.storeName);
  const price = formatPaise(product.Price);
  const description = messages.linkPreview.productDescription(
    price,
    product.WeightLabel,
    product.ShortDescription,
  );
  const url = absolute(pathOf(context.paths.file.product, product.Slug));
  const image = absolute(data.image);
  const shared = { title: product.ProductName, description, url, image, type: 'product' };
  return {
    title,
    description,
    tags: [...commonTags(data.storeName, shared), ...productOfferTags(product, price)],
    jsonLd: productJsonLd(data, { url, image }),
  };
}

/**
 * The head tags for a page found in the catalog. `base` is the store's absolute origin, `paths` the build's
 * page paths (for canonical addresses), `shell` index.html (its title and description stand for the home
 * page's).
 */
export function headTagsFor(
  data: Exclude<PreviewData, { kind: 'missing' }>,
  context: HeadContext,
): HeadTags {
  if (data.kind === 'home') return homeHead(data, context);
  if (data.kind === 'category') return categoryHead(data, context);
  return productHead(data, context);
}

/**
 * JSON for a <script> element: `<`, `>` and `&` as \u escapes, so no text in it can close the element or
 * open a comment; U+2028/U+2029 escaped as well.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const tagHtml = ([name, attributes]: Tag) =>
  `<${name}${Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('')}>`;

/**
 * index.html with the page's head tags: its <title> and meta description replaced (when the page has its
 * own), the other tags after the title, the JSON-LD before </head>. A shell without <head> is unchanged.
 */
export function withHeadTags(html: string, head: HeadTags): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  let top = html.slice(0, end);
  let tags = head.tags.map(tagHtml).join('');
  if (head.description !== undefined) {
    top = top.replace(DESCRIPTION, '');
    tags = `<meta name="description" content="${escapeHtml(head.description)}">${tags}`;
  }
  top = insertAfterTitle(top, tags, head.title);
  const jsonLd =
    head.jsonLd === undefined
      ? ''
      : `<script type="application/ld+json">${scriptJson(head.jsonLd)}</script>`;
  return top + jsonLd + html.slice(end);
}

/** `markup` right after the <title> (replaced by `title` when given), or at the end of `top`. */
function insertAfterTitle(top: string, markup: string, title: string | undefined): string {
  const match = TITLE.exec(top);
  const titleHtml = title === undefined ? match?.[0] : `<title>${escapeHtml(title)}</title>`;
  if (!match) return top + (titleHtml ?? '') + markup;
  return (
    top.slice(0, match.index) +
    (titleHtml ?? '') +
    markup +
    top.slice(match.index + match[0].length)
  );
}

/** index.html for an address that is no page, or a catalog item that does not exist: kept out of indexes. */
export function withNoIndex(html: string): string {
  const end = html.indexOf('</head>');
  if (end < 0) return html;
  return `${html.slice(0, end)}<meta name="robots" content="noindex">${html.slice(end)}`;
}
