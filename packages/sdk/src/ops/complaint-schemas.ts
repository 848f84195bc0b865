/**
 * The admins' complaint queue (docs/after-the-order.md): problems shoppers reported with a delivered line,
 * settled with a refund of the line through the order's ledger or with a reply in words.
 */
import * as z from 'zod/mini';
import { Id, PageInfo } from '../common/schemas.js';
import {
  COMPLAINT_OUTCOMES,
  COMPLAINT_STATUSES,
  MAX_FEEDBACK_TEXT_LENGTH,
  REFUND_DESTINATIONS,
} from '../core/index.js';
import { Complaint } from '../feedback/schemas.js';

export const ComplaintsQuery = z.strictObject({
  /** Absent: the open ones. */
  status: z._default(z.enum(COMPLAINT_STATUSES), 'Open'),
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});
export type ComplaintsQuery = z.input<typeof ComplaintsQuery>;

/** A complaint as the admin sees it: with the order's number, the shopper and the line's figures. */
export const OpsComplaint = z.object({
  ...Complaint.shape,
  OrderNumber: z.string(),
  CustomerName: z.string(),
  CustomerPhone: z.string(),
  /** The paise a refund would give back now (what is left of the line in the order's ledger). */
  Refundable: z.int().check(z.nonnegative()),
  ResolvedBy: z.nullable(z.string()),
});
export type OpsComplaint = z.infer<typeof OpsComplaint>;

/** GET /complaints?status&pageNo (admins), oldest first, so the longest wait is on top. */
export const ComplaintsReply = z.object({
  Complaints: z.array(OpsComplaint),
  Count: z.int().check(z.nonnegative()),
  ...PageInfo,
});
export type ComplaintsReply = z.infer<typeof ComplaintsReply>;

/**
 * POST /complaints/resolve (admins): a refund of what is left of the line (to the wallet, or to the original
 * payment method), or a reply only; either way the shopper reads the reply on the order and gets a push.
 */
export const ResolveComplaintRequest = z.strictObject({
  complaintId: Id,
  outcome: z.enum(COMPLAINT_OUTCOMES),
  reply: z.string().check(z.trim(), z.minLength(1), z.maxLength(MAX_FEEDBACK_TEXT_LENGTH)),
  destination: z.optional(z.enum(REFUND_DESTINATIONS)),
});
export type ResolveComplaintRequest = z.input<typeof ResolveComplaintRequest>;

export const ResolveComplaintReply = z.object({ Complaint: OpsComplaint });
export type ResolveComplaintReply = z.infer<typeof ResolveComplaintReply>;
