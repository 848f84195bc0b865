import { MAX_RATING } from '@storefront/sdk/core';

/** Texts of the review form and the shopper's own review (product page, order details). */
export const messages = {
  reviews: {
    write: 'Write a review',
    edit: 'Edit your review',
    signInToWrite: 'Sign in to write a review',
    yourReview: 'Your review',
    formTitle: (productName: string) => `Review ${productName}`,
    rating: 'Your rating',
    star: (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'} out of ${MAX_RATING}`,
    comment: 'Your review (optional)',
    commentHint: (max: number) => `Up to ${max.toLocaleString('en-IN')} characters.`,
    charactersLeft: (left: number) => `${left.toLocaleString('en-IN')} characters left`,
    chooseRating: 'Choose a rating',
    tooLong: (max: number) => `Keep your review to ${max.toLocaleString('en-IN')} characters.`,
    post: 'Post review',
    update: 'Update review',
    cancel: 'Cancel',
    posted: 'Thank you! Your review is posted.',
    updated: 'Your review is updated.',
    rated: (rating: number) => `Rated ${rating} out of ${MAX_RATING}`,
  },
};
