import * as z from 'zod/mini';
import { Id, Paise, PageInfo, Timestamp } from '../common/schemas.js';
import { REFUND_DESTINATIONS, REFUND_STATUSES } from '../core/index.js';
import { RecordValuesSchema } from '../orders/schemas.js';

export const RefundStatus = z.enum(REFUND_STATUSES);
export type RefundStatus = z.infer<typeof RefundStatus>;

export const Refund = z.object({
  RefundId: Id,
  OrderId: Id,
  OrderNumber: z.string(),
  Amount: Paise,
  Status: RefundStatus,
  /** In the request's language when the store wrote it (ReasonKind); a reason a person typed, as typed. */
  Reason: z.string(),
  /**
   * Beyond the spec (docs/i18n.md): the store's own reason as data, one of REFUND_REASON_KINDS with its
   * values (absent for a reason a person typed). A plain string, so a kind added later still validates.
   */
  ReasonKind: z.optional(z.string()),
  ReasonValues: z.optional(RecordValuesSchema),
  /** Where the money goes: the shopper's wallet or the original payment method. */
  Destination: z.enum(REFUND_DESTINATIONS),
  CreatedAt: Timestamp,
  ProcessedAt: z.nullable(Timestamp),
});
export type Refund = z.infer<typeof Refund>;

/** GET /get-refunds?pageNo (bearer) */
export const RefundsReply = z.object({
  NoRefunds: z.boolean(),
  CountTotalRefunds: z.int().check(z.nonnegative()),
  RefundsData: z.array(Refund),
  ...PageInfo,
});
export type RefundsReply = z.infer<typeof RefundsReply>;

/** GET /get-last-refund (bearer) */
export const LastRefundReply = z.object({ Norefund: z.boolean(), Refund: z.nullable(Refund) });
export type LastRefundReply = z.infer<typeof LastRefundReply>;

export const RefundIdQuery = z.strictObject({
  refundId: z.coerce.number().check(z.int(), z.positive()),
});
export type RefundIdQuery = z.input<typeof RefundIdQuery>;

/** GET /get-refund-details?refundId (bearer) */
export const RefundDetailsReply = z.object({
  NoRefund: z.boolean(),
  RefundDetails: z.nullable(Refund),
});
export type RefundDetailsReply = z.infer<typeof RefundDetailsReply>;

/** POST /create-refund (bearer): for a paid order not yet refunded in full; one open request per order. */
export const CreateRefundRequest = z.strictObject({
  orderId: Id,
  reason: z.string().check(z.trim(), z.minLength(5, 'Tell us what went wrong'), z.maxLength(500)),
});
export type CreateRefundRequest = z.input<typeof CreateRefundRequest>;

export const CreateRefundReply = z.object({ Success: z.boolean(), Refund });
export type CreateRefundReply = z.infer<typeof CreateRefundReply>;
