/** The categories slice (spec section 3). */
import type { ReplyOf } from '@storefront/sdk';
import { createSlice, runRequest } from '../../../lib/slice';

export const categories = createSlice({
  categoryData: undefined as ReplyOf<'categories'>['Categories'] | undefined,
});

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
