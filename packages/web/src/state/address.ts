/**
 * The address slice (spec section 3): what the app shell reads (the update route exists only while
 * addressIdToUpdateAddress is set) and the selected address. Its calls are in addressCalls.ts, which loads
 * with the pages that use them.
 */
import type { Address, ReplyOf } from '@storefront/sdk';
import { createSlice } from '../lib/slice';
import { orderProcess, saveOrderProcess } from './orderProcess';
import type { ReadStatus } from './readStatus';

type AddressList = ReplyOf<'addressList'>;
export type MapProvider = 'google' | 'here';

export const address = createSlice({
  mapApiKey: undefined as string | undefined,
  /** Whose key mapApiKey is: Google (map-assisted form) or HERE (plain form, HERE's route). */
  mapProvider: undefined as MapProvider | undefined,
  addressIdToUpdateAddress: undefined as number | undefined,
  addressList: undefined as AddressList | undefined,
  newAddress: undefined as ReplyOf<'addAddress'> | undefined,
  updatedAddress: undefined as ReplyOf<'updateAddress'> | undefined,
  /** The address list as last read (state/reads.ts); written out: this slice is in the first page's code. */
  listRead: { at: undefined, error: undefined, busy: false } as ReadStatus,
});

export function setAddressToUpdate(addressId: number): void {
  address.state.addressIdToUpdateAddress = addressId;
}

export function clearAddressToUpdate(): void {
  address.state.addressIdToUpdateAddress = undefined;
}

/** The address chosen for delivery, kept in the persisted order process ('primary'). */
export function selectAddress(chosen: Address | null): void {
  orderProcess.state.selectedAddress = chosen;
  saveOrderProcess();
}
