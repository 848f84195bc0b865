/**
 * Rating an order and reporting a problem with one of its lines (beyond the spec; docs/after-the-order.md).
 * Photos travel inline as base64 in the JSON body, each at most MAX_PHOTO_BASE64_LENGTH characters; the
 * server re-encodes them (JPEG, MAX_PHOTO_SIDE pixels, no metadata) and answers short-lived signed URLs.
 */
import * as z from 'zod/mini';
import { Id, Paise, Timestamp } from '../common/schemas.js';
import {
  COMPLAINT_REASONS,
  COMPLAINT_STATUSES,
  MAX_COMPLAINT_PHOTOS,
  MAX_FEEDBACK_TEXT_LENGTH,
  MAX_PHOTO_BASE64_LENGTH,
  MAX_RATING,
  MIN_RATING,
  PHOTO_CONTENT_TYPES,
} from '../core/index.js';

const Words = z._default(z.string().check(z.trim(), z.maxLength(MAX_FEEDBACK_TEXT_LENGTH)), '');

/** A photo as sent: its type and its bytes in base64 (no `data:` prefix). */
export const PhotoUpload = z.strictObject({
  contentType: z.enum(PHOTO_CONTENT_TYPES),
  data: z
    .string()
    .check(
      z.minLength(4),
      z.maxLength(MAX_PHOTO_BASE64_LENGTH),
      z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Not base64'),
    ),
});
export type PhotoUpload = z.input<typeof PhotoUpload>;

export const ComplaintReason = z.enum(COMPLAINT_REASONS);
export type ComplaintReason = z.infer<typeof ComplaintReason>;
export const ComplaintStatus = z.enum(COMPLAINT_STATUSES);
export type ComplaintStatus = z.infer<typeof ComplaintStatus>;

/** POST /rate-order (bearer): 1–5 stars and optional words for a delivered order; rating again replaces. */
export const RateOrderRequest = z.strictObject({
  orderId: Id,
  stars: z.int().check(z.minimum(MIN_RATING), z.maximum(MAX_RATING)),
  words: Words,
});
export type RateOrderRequest = z.input<typeof RateOrderRequest>;

/**
 * POST /report-problem (bearer, Idempotency-Key): one line of a delivered order, within
 * COMPLAINT_WINDOW_HOURS of delivery, one open complaint per line.
 */
export const ReportProblemRequest = z.strictObject({
  orderId: Id,
  lineId: Id,
  reason: ComplaintReason,
  words: Words,
  photos: z._default(z.array(PhotoUpload).check(z.maxLength(MAX_COMPLAINT_PHOTOS)), []),
});
export type ReportProblemRequest = z.input<typeof ReportProblemRequest>;

export const OrderRating = z.object({
  Stars: z.int().check(z.minimum(MIN_RATING), z.maximum(MAX_RATING)),
  Words: z.string(),
  RatedAt: Timestamp,
});
export type OrderRating = z.infer<typeof OrderRating>;

export const Complaint = z.object({
  ComplaintId: Id,
  OrderId: Id,
  LineId: Id,
  ProductName: z.string(),
  Reason: ComplaintReason,
  Words: z.string(),
  /** Signed addresses of the photos, valid for an hour (GET, no bearer needed). */
  PhotoUrls: z.array(z.string()),
  Status: ComplaintStatus,
  /** The admin's words to the shopper (null while open). */
  Reply: z.nullable(z.string()),
  /** Paise refunded for the line when the complaint was settled with a refund. */
  Refunded: Paise,
  CreatedAt: Timestamp,
  ResolvedAt: z.nullable(Timestamp),
});
export type Complaint = z.infer<typeof Complaint>;

/** GET /order-feedback?orderId (bearer), and the reply of rate-order and report-problem. */
export const OrderFeedbackReply = z.object({
  OrderId: Id,
  /** Whether the order may be rated now (delivered). */
  CanRate: z.boolean(),
  Rating: z.nullable(OrderRating),
  /** Until when a problem may be reported (null: not delivered). */
  ComplainUntil: z.nullable(Timestamp),
  CanComplain: z.boolean(),
  Complaints: z.array(Complaint),
});
export type OrderFeedbackReply = z.infer<typeof OrderFeedbackReply>;
