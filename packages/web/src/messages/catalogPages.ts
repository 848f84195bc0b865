import { extend, group, icu, loadTexts, lookup, text } from '../i18n/i18n';
import { messages as catalog } from './catalog';
import parts from 'virtual:catalog/parts/catalogPages';

const soldOut = lookup('stockAlert.soldOut');
const soldOutThis = lookup('stockAlert.soldOutThis');
const backInStock = lookup('stockAlert.backInStock');
const backInStockThis = lookup('stockAlert.backInStockThis');

/** Texts of the catalog's own pages: all categories, a category's products, a product and its reviews. */
export const messages = {
  ...catalog,
  catalog: extend(
    catalog.catalog,
    group('catalog', {
      categoriesTitle: text,
      noCategory: text,
      emptyCategory: text,
      endOfList: text,
      addToCart: text,
      add: text,
      added: text,
      quantity: text,
      decrease: text,
      increase: text,
      maxQty: icu((max: number) => ({ max })),
      grossWeight: text,
      netWeight: text,
      pieces: text,
      serves: text,
      description: text,
      ratings: text,
      averageOutOf: icu((rating: string) => ({ rating })),
      ratingsCount: icu((count: number) => ({ count })),
      starLabel: icu((stars: number) => ({ stars })),
      noReviews: text,
      moreReviews: text,
      relatedProducts: text,
      productNotFound: text,
      breadcrumb: text,
      gallery: text,
      showImage: icu((index: number) => ({ index })),
      unavailableOption: text,
      /** A counted option with few units left at the serving hub (issue 28). */
      onlyLeft: icu((count: number) => ({ count })),
      price: text,
      total: text,
    }),
  ),
  cart: group('cart', {
    alreadyAdded: text,
    zeroQuantity: text,
    productMax: icu((max: number) => ({ max })),
  }),
  /** "Notify me" for a sold-out option on the product page (docs/api.md, "Back in stock"). */
  stockAlert: group('stockAlert', {
    notifyMe: text,
    /** 'stockAlert.soldOut' with the option's name; 'stockAlert.soldOutThis' without one. */
    soldOut: (option: string) => (option ? soldOut({ option }) : soldOutThis()),
    signInFirst: text,
    waiting: text,
    cancel: text,
    cancelled: text,
    /** 'stockAlert.backInStock' with the option's name; 'stockAlert.backInStockThis' without one. */
    backInStock: (option: string) => (option ? backInStock({ option }) : backInStockThis()),
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
