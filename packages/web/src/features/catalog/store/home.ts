/** The home slice (spec section 3): banners, categories, best sellers and offers of the home page. */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice, runRequest } from '../../../lib/slice';

export const home = createSlice({
  homePageData: undefined as ReplyOf<'home'> | undefined,
});

export function loadHome(): Promise<unknown> {
  const state = home.state;
  if (state.homePageData || state.loading) return Promise.resolve(state.homePageData);
  return runRequest(
    state,
    (api) => api.catalog.home(),
    (reply) => {
      state.homePageData = reply;
    },
    // The page says so itself, with a retry (HomePage).
    { showDialog: false },
  );
}
