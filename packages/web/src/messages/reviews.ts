import { group, icu, loadTexts, text } from '../i18n/i18n';
import parts from 'virtual:catalog/parts/reviews';

/** Texts of the review form and the shopper's own review (product page, order details). */
export const messages = {
  reviews: group('reviews', {
    write: text,
    edit: text,
    signInToWrite: text,
    yourReview: text,
    formTitle: icu((productName: string) => ({ productName })),
    rating: text,
    /** Out of the SDK's MAX_RATING (5), written in the catalogs as catalog.averageOutOf is. */
    star: icu((stars: number) => ({ stars })),
    comment: text,
    commentHint: icu((max: number) => ({ max })),
    charactersLeft: icu((left: number) => ({ left })),
    chooseRating: text,
    tooLong: icu((max: number) => ({ max })),
    post: text,
    update: text,
    cancel: text,
    posted: text,
    updated: text,
    rated: icu((rating: number) => ({ rating })),
  }),
};

// This module's texts in the shopper's language, before any importer runs (src/i18n/i18n.ts).
await loadTexts(parts);
