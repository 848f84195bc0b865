/** The refunds slice (spec section 3): the list paged by pageNo, details, and creating a refund. */
import { createIdempotencyKey, isApiError, type ReplyOf } from '@storefront/sdk';
import { withApi } from '../lib/api';
import { earlyLoadable } from '../lib/earlyLoad';
import { describeFailure, type ErrorDescription } from '../lib/errors';
import { createSlice } from '../lib/slice';
import { notRead, runRead } from './reads';

export const refunds = createSlice({
  refundData: [] as ReplyOf<'refunds'>['RefundsData'],
  refundDetails: undefined as ReplyOf<'refundDetails'> | undefined,
  countCreatedRefunds: 0,
  countTotalRefunds: 0,
  pageFetched: 0,
  totalPages: 0,
  /** The list and the open refund as last read (state/reads.ts). */
  listRead: notRead(),
  detailsRead: notRead(),
});

export const loadRefunds = earlyLoadable((pageNo: number): Promise<unknown> => {
  const state = refunds.state;
  return runRead(
    state,
    state.listRead,
    (api) => api.refunds.list({ pageNo }),
    (reply) => {
      state.refundData =
        pageNo === 1 ? reply.RefundsData : [...state.refundData, ...reply.RefundsData];
      state.countTotalRefunds = reply.CountTotalRefunds;
      state.pageFetched = reply.PageNo;
      state.totalPages = reply.TotalPages;
    },
  );
});

export function loadRefundDetails(refundId: number): Promise<unknown> {
  return runRead(
    refunds.state,
    refunds.state.detailsRead,
    (api) => api.refunds.details({ refundId }),
    (reply) => {
      refunds.state.refundDetails = reply;
    },
  );
}

const refundKeys = new Map<number, string>();

export type CreateRefundResult =
  | { ok: true; reply: ReplyOf<'createRefund'> }
  | { ok: false; error: Pick<ErrorDescription, 'title' | 'description'> };

/**
 * Creates a refund request; one key per order's request, reused if the shopper retries it. Counts go up by
 * one. A refusal answers the server's own words (its Message and, when it gives one, its Description: "This
 * order already has an open refund request"), never the general 'try again after some time': the request's
 * dialog shows them in place.
 */
export async function createRefund(orderId: number, reason: string): Promise<CreateRefundResult> {
  const key = refundKeys.get(orderId) ?? createIdempotencyKey();
  refundKeys.set(orderId, key);
  const state = refunds.state;
  state.loading = true;
  try {
    const reply = await withApi((api) =>
      api.refunds.create({ orderId, reason }, { idempotencyKey: key }),
    );
    refundKeys.delete(orderId);
    state.countCreatedRefunds += 1;
    state.countTotalRefunds += 1;
    state.refundData = [reply.Refund, ...state.refundData];
    return { ok: true, reply };
  } catch (error) {
    const described = await describeFailure(error);
    // The server said why: its reason stands alone. Without one, the general rule's words.
    return {
      ok: false,
      error: isApiError(error)
        ? { title: described.title, description: error.Description ?? '' }
        : described,
    };
  } finally {
    state.loading = false;
  }
}
