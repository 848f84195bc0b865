/** The categories slice (spec section 3). */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice, runRequest } from '../../../lib/slice';
import { onLocaleChange } from '../../../state/locale';

export const categories = createSlice({
  categoryData: undefined as ReplyOf<'categories'>['Categories'] | undefined,
});

// Held in the shopper's language: dropped on a switch (the page mounts again and loads it in the new one).
onLocaleChange(() => categories.reset());

export function loadCategories(): Promise<unknown> {
  const state = categories.state;
  if (state.categoryData || state.loading) return Promise.resolve(state.categoryData);
  return runRequest(
    state,
    (api) => api.catalog.categories(),
    (reply) => {
      state.categoryData = reply.Categories;
    },
  );
}
