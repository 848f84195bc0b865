/** What sign-in and logout do to the shopper's data slices (spec section 4). */
import type { Address } from '@storefront/sdk';
import { address } from '../../addresses/store/address';
import { offers } from '../../checkout/store/offers';
import { orderData } from '../../checkout/store/orderData';
import {
  orderProcess,
  resetOrderProcess,
  saveOrderProcess,
} from '../../checkout/store/orderProcess';
import { refunds } from '../../refunds/store/refunds';
import { user } from '../../wallet/store/user';

/** After sign-in: the server's default address becomes the selected one unless one is chosen already. */
export function selectDefaultAddress(defaultAddress: Address): void {
  if (orderProcess.state.selectedAddress) return;
  orderProcess.state.selectedAddress = defaultAddress;
  saveOrderProcess();
}

/** After logout: offers, order process, order data, address, refunds and user data back to their initial state. */
export function resetShopperData(): void {
  offers.reset();
  resetOrderProcess();
  const { shippingConfigs, platformFeeConfigs } = orderData.state;
  orderData.reset();
  // Store-wide configs fetched at start-up are not the shopper's data.
  orderData.state.shippingConfigs = shippingConfigs;
  orderData.state.platformFeeConfigs = platformFeeConfigs;
  address.reset();
  refunds.reset();
  user.reset();
}
