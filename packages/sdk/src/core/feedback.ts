/**
 * After delivery the shopper rates the order and may report a problem with one line, with photos
 * (docs/after-the-order.md). The apps word each reason; the server keeps the ids.
 */

/** Why a line disappointed, most common first. */
export const COMPLAINT_REASONS = [
  'NotFresh',
  'BadSmell',
  'WrongCut',
  'LessWeight',
  'PoorCleaning',
  'Damaged',
  'Other',
] as const;
export type ComplaintReason = (typeof COMPLAINT_REASONS)[number];

/** Open until an admin refunds the line (through the order's ledger) or answers in words. */
export const COMPLAINT_STATUSES = ['Open', 'Refunded', 'Answered'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/** How an admin settles a complaint. */
export const COMPLAINT_OUTCOMES = ['Refund', 'Reply'] as const;
export type ComplaintOutcome = (typeof COMPLAINT_OUTCOMES)[number];

/** A problem may be reported until this long after delivery. */
export const COMPLAINT_WINDOW_HOURS = 48;
/** At most this many photos with one complaint. */
export const MAX_COMPLAINT_PHOTOS = 3;
/** The words of a rating, a complaint or an admin's reply, after trimming. */
export const MAX_FEEDBACK_TEXT_LENGTH = 500;
/** The image types a photo may be sent as; the server re-encodes every one as JPEG. */
export const PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type PhotoContentType = (typeof PHOTO_CONTENT_TYPES)[number];
/** The longest side of a stored photo, in pixels (apps resize before sending, the server again). */
export const MAX_PHOTO_SIDE = 1280;
/** A photo's bytes as sent (base64 of at most about 1 MB). */
export const MAX_PHOTO_BASE64_LENGTH = 1_400_000;

/**
 * What the shopper asks, per line at checkout, should the cut run out at packing: a refund (the default),
 * or a similar cut of the same price or less, the difference credited (docs/after-the-order.md).
 */
export const IF_SHORT_CHOICES = ['Refund', 'Replace'] as const;
export type IfShortChoice = (typeof IF_SHORT_CHOICES)[number];
