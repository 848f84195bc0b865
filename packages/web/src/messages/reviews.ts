import { MAX_RATING } from '@storefront/sdk/core';
import { group, icu, text, loadTexts } from '../i18n/i18n';

// This module's texts in the shopper's language, before anything reads them (src/i18n/i18n.ts).
await loadTexts('reviews');

/** Texts of the review form and the shopper's own review (product page, order details). */
export const messages = {
  reviews: group('reviews', {
    write: text,
    edit: text,
    signInToWrite: text,
    yourReview: text,
    formTitle: icu((productName: string) => ({ productName })),
    rating: text,
    /** `max`: the SDK's MAX_RATING. */
    star: icu((stars: number) => ({ stars, max: MAX_RATING })),
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
    rated: icu((rating: number) => ({ rating, max: MAX_RATING })),
  }),
};
