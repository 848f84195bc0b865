import { group, icu, text, loadTexts } from '../i18n/i18n';
import { messages as shell } from './shell';

// This module's texts in the shopper's language, before anything reads them (src/i18n/i18n.ts).
await loadTexts('catalog');

/** Texts of the catalog: home, categories and the product page. */
export const messages = {
  ...shell,
  home: group('home', {
    heading: text,
    shopByCategory: text,
    bestSellers: text,
    offers: text,
    useCode: icu((code: string) => ({ code })),
    shopNow: text,
    banners: text,
  }),
  catalog: group('catalog', {
    categoriesTitle: text,
    productCount: icu((count: number) => ({ count })),
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
    gallery: text,
    showImage: icu((index: number) => ({ index })),
    unavailableOption: text,
    price: text,
    total: text,
    rated: icu((rating: string) => ({ rating })),
  }),
  cart: group('cart', {
    alreadyAdded: text,
    zeroQuantity: text,
    productMax: icu((max: number) => ({ max })),
  }),
};
