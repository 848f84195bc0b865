/** The offers slice (spec section 3): the coupons offered to the signed-in shopper. */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice, runRequest } from '../../../lib/slice';

export const offers = createSlice({
  offers: undefined as ReplyOf<'offers'> | undefined,
});

export function loadOffers(): Promise<unknown> {
  return runRequest(
    offers.state,
    (api) => api.offers.list(),
    (reply) => {
      offers.state.offers = reply;
    },
    { showDialog: false },
  );
}
