/**
 * Keeps the store configs and shows the store's name: start-up, and the contact page when start-up could
 * not load them. Apart from the general slice so that the first paint does not carry it.
 */
import { brand } from '../lib/brand';
import { general, type StoreConfigs } from './general';

export function applyStoreConfigs(configs: StoreConfigs): void {
  general.state.storeConfigs = configs;
  brand.configured = configs.storeName;
}
