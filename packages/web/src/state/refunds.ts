/** The refunds slice (spec section 3): the list paged by pageNo, details, and creating a refund. */
import { createIdempotencyKey, type ReplyOf } from '@storefront/sdk';
import { earlyLoadable } from '../lib/earlyLoad';
import { createSlice, runRequest } from '../lib/slice';

export const refunds = createSlice({
  refundData: [] as ReplyOf<'refunds'>['RefundsData'],
  refundDetails: undefined as ReplyOf<'refundDetails'> | undefined,
  countCreatedRefunds: 0,
  countTotalRefunds: 0,
  pageFetched: 0,
  totalPages: 0,
});

export const loadRefunds = earlyLoadable((pageNo: number): Promise<unknown> => {
  const state = refunds.state;
  return runRequest(
    state,
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
  return runRequest(
    refunds.state,
    (api) => api.refunds.details({ refundId }),
    (reply) => {
      refunds.state.refundDetails = reply;
    },
  );
}

const refundKeys = new Map<number, string>();

/** Creates a refund request; one key per order's request, reused if the shopper retries it. Counts go up by one. */
export async function createRefund(
  orderId: number,
  reason: string,
): Promise<ReplyOf<'createRefund'> | undefined> {
  const key = refundKeys.get(orderId) ?? createIdempotencyKey();
  refundKeys.set(orderId, key);
  const reply = await runRequest(refunds.state, (api) =>
    api.refunds.create({ orderId, reason }, { idempotencyKey: key }),
  );
  if (reply) {
    refundKeys.delete(orderId);
    refunds.state.countCreatedRefunds += 1;
    refunds.state.countTotalRefunds += 1;
    refunds.state.refundData = [reply.Refund, ...refunds.state.refundData];
  }
  return reply;
}
