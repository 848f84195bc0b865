/**
 * The one source of the first page's drawing in the boot shell: for `/` the banner strip, for a product page
 * its first image, for a category page its first product cards' images, with the classes and sizes the app
 * draws them with (catalog/pages/HomePage.tsx, catalog/components/Gallery.tsx, catalog/components/ProductCard.tsx). The stylesheet inlined in index.html lays it out before any script runs,
 * and bootPreview.tsx keeps those very elements on screen while the first page loads.
 *
 * The build writes these templates to dist/boot-templates.json (vite.config.ts, emitBootTemplates). The
 * server reads that file next to index.html, fills the `{{slot}}`s with the page's data (HTML-escaped) and
 * puts the result between the boot marks of index.html (packages/server/src/web/boot.ts); without the file,
 * index.html is served as built. Only the build and tests import this module: it adds nothing to the app's
 * scripts.
 */

/** The file the build writes next to index.html. */
export const BOOT_TEMPLATES_FILE = 'boot-templates.json';

/**
 * What the build writes. Value slots are filled HTML-escaped; `{{banners}}` stands for the banners' filled
 * templates, in order (the first with `firstBanner`, the rest with `laterBanner`).
 */
export interface BootTemplates {
  /** `/`: the banner strip around `{{banners}}`. */
  home: string;
  /** The first banner (`{{url}}`): the largest paint, fetched with high priority. */
  firstBanner: string;
  /** Every later banner (`{{url}}`): off screen in the strip, loaded lazily. */
  laterBanner: string;
  /** A product page (`{{slug}}`) with its first image (`{{url}}`, `{{alt}}`, `{{width}}`, `{{height}}`). */
  product: string;
  /** A category page (`{{slug}}`) around `{{cards}}`: its first product cards. */
  category: string;
  /** A product card's image (`{{url}}`), decorative as in the app (the card's heading names it). */
  categoryCard: string;
}

/** The banner artwork's size, as the home page draws it. */
const BANNER = { width: 1200, height: 400 };
/** A product card image's size, as ProductCard draws it. */
const CARD_IMAGE = { width: 400, height: 300 };

export const bootTemplates: BootTemplates = {
  home:
    '<main class="main container" data-boot-page="home"><div class="page home">' +
    '<div class="banner-strip">{{banners}}</div></div></main>',
  // The banner artwork carries its own title and subtitle, hence the empty alt (as in the app).
  firstBanner: `<div class="banner"><img src="{{url}}" alt="" width="${BANNER.width}" height="${BANNER.height}" fetchpriority="high"></div>`,
  laterBanner: `<div class="banner"><img src="{{url}}" alt="" width="${BANNER.width}" height="${BANNER.height}" loading="lazy"></div>`,
  product:
    '<main class="main container" data-boot-page="product" data-boot-slug="{{slug}}">' +
    '<div class="page product-page"><div class="boot-crumbs"></div><div class="product-layout">' +
    '<div class="product-gallery">' +
    '<img class="gallery-main" src="{{url}}" alt="{{alt}}" width="{{width}}" height="{{height}}" fetchpriority="high">' +
    '</div></div></div></main>',
  // The head stands for the page's title and description, so the cards sit about where the app draws them.
  category:
    '<main class="main container" data-boot-page="category" data-boot-slug="{{slug}}">' +
    '<div class="page"><div class="boot-listing-head"></div><ul class="product-grid boot-cards">{{cards}}</ul></div></main>',
  categoryCard: `<li><div class="card product-card"><img class="product-card-img" src="{{url}}" alt="" width="${CARD_IMAGE.width}" height="${CARD_IMAGE.height}"></div></li>`,
};

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** A template with its slots filled in one pass: `values` escaped, `markup` as is. */
function fill(
  template: string,
  values: Record<string, string | number>,
  markup: Record<string, string> = {},
): string {
  return template.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => {
    if (name in markup) return markup[name] ?? '';
    const value = values[name];
    return value === undefined ? slot : escapeHtml(String(value));
  });
}

export interface BootImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The drawing of `/` with these banners, as the server fills it. */
export function homeDrawing(bannerUrls: readonly string[]): string {
  const banners = bannerUrls
    .map((url, index) =>
      fill(index === 0 ? bootTemplates.firstBanner : bootTemplates.laterBanner, { url }),
    )
    .join('');
  return fill(bootTemplates.home, {}, { banners });
}

/** The drawing of a product page with its first image, as the server fills it. */
export function productDrawing(slug: string, image: BootImage): string {
  return fill(bootTemplates.product, { slug, ...image });
}

/** The drawing of a category page with its first product cards' images, as the server fills it. */
export function categoryDrawing(slug: string, imageUrls: readonly string[]): string {
  const cards = imageUrls.map((url) => fill(bootTemplates.categoryCard, { url })).join('');
  return fill(bootTemplates.category, { slug }, { cards });
}
