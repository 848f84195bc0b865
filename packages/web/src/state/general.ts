/** The general slice (spec section 3): analytics id, store and product configs, cache state, content. */
import type { ReplyOf } from '@storefront/sdk';
import { DEFAULT_MAX_QTY } from '@storefront/sdk/core';
import { createSlice } from '../lib/slice';

export { DEFAULT_MAX_QTY };

export type StoreConfigs = ReplyOf<'storeConfigs'>['StoreConfigs'];
type ProductConfigs = ReplyOf<'productConfigs'>['ProductConfigs'];

export const general = createSlice({
  clarityProjectId: undefined as string | null | undefined,
  storeConfigs: undefined as StoreConfigs | undefined,
  productConfigs: undefined as ProductConfigs | undefined,
  cacheState: undefined as string | undefined,
  isAboutUsEnabled: false,
  aboutUsContent: undefined as string | undefined,
  privacyPolicyContent: undefined as string | undefined,
  termsAndConditionContent: undefined as string | undefined,
  dummyNotificationSent: false,
});

export function maxQtyPerProduct(configs: ProductConfigs | undefined): number {
  return configs?.maxAllowedQtyPerProduct ?? DEFAULT_MAX_QTY;
}
