/** The offers slice (spec section 3): the coupons offered to the signed-in shopper. */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice, runRequest } from '../../../lib/slice';
import { onLocaleChange } from '../../../state/locale';

export const offers = createSlice({
  offers: undefined as ReplyOf<'offers'> | undefined,
});

// Held in the shopper's language: dropped on a switch (the page mounts again and loads it in the new one).
onLocaleChange(() => offers.reset());

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
