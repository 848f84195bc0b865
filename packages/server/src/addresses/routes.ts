import { endpoints } from '@storefront/sdk';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../http/route.js';
import { textsIn } from '../i18n/texts.js';
import {
  addAddress,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
  type PlaceAddress,
} from './service.js';

export interface AddressesOptions {
  /** Checkout's delivery quote for an address (domains.ts): served or refused, its position and route. */
  placeAddress: PlaceAddress;
}

export async function addressesPlugin(
  app: FastifyInstance,
  { placeAddress }: AddressesOptions,
): Promise<void> {
  defineRoute(app, endpoints.addressList, async ({ db, user, locale }) => {
    const list = await listAddresses(db, user.userId);
    return list.length === 0
      ? { AddressList: [], Message: textsIn(locale).messages.addresses.none }
      : { AddressList: list };
  });

  defineRoute(app, endpoints.addAddress, async ({ db, config, user, input }) => ({
    Success: true,
    Address: await addAddress(db, config, placeAddress, user.userId, input.AddressData),
  }));

  defineRoute(app, endpoints.updateAddress, async ({ db, config, user, input }) => {
    const { addressId, ...fields } = input.UpdatedAddressData;
    return {
      Success: true,
      Address: await updateAddress(db, config, placeAddress, user.userId, addressId, fields),
    };
  });

  defineRoute(app, endpoints.deleteAddress, async ({ db, user, input }) => {
    await deleteAddress(db, user.userId, input.addressId);
    return { Success: true };
  });

  defineRoute(app, endpoints.setDefaultAddress, async ({ db, user, input }) => {
    await setDefaultAddress(db, user.userId, input.addressId);
    return { Success: true };
  });
}
