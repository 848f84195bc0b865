/**
 * The address slice's calls (spec section 3): list, add, update, delete, set default, the map key and the
 * route from the store.
 */
import type {
  Address,
  AddressInput,
  DistanceReply,
  ReplyOf,
  ServiceabilityReply,
} from '@storefront/sdk';
import { runRequest } from '../lib/slice';
import { address, selectAddress, type MapProvider } from './address';
import { runRead } from './reads';
import { subscribe } from 'valtio';
import { deliveryArea } from './deliveryArea';
import { orderProcess } from './orderProcess';

type AddressList = ReplyOf<'addressList'>;

/** Keeps the selected address in step with the list (edited, deleted or default changed). */
function syncSelected(list: readonly Address[]): void {
  const selected = orderProcess.state.selectedAddress;
  const fresh = selected ? list.find((item) => item.AddressId === selected.AddressId) : undefined;
  if (fresh) selectAddress(fresh);
  else if (selected || list.length > 0)
    selectAddress(list.find((item) => item.IsDefault === 1) ?? null);
}

export function loadAddresses(): Promise<AddressList | undefined> {
  return runRead(
    address.state,
    address.state.listRead,
    (api) => api.addresses.list(),
    (reply) => {
      address.state.addressList = reply;
      syncSelected(reply.AddressList);
    },
  );
}

/** The map key: Google's when there is one, else HERE's; none (or a failed call) means the plain form. */
export function loadMapKey(): Promise<unknown> {
  return runRequest(
    address.state,
    (api) => api.maps.serviceKey(),
    (reply) => {
      const { Google, Here } = reply.Keys;
      address.state.mapApiKey = Google ?? Here ?? undefined;
      address.state.mapProvider = Google ? 'google' : Here ? 'here' : undefined;
    },
    { showDialog: false },
  );
}

export async function addAddress(input: AddressInput): Promise<Address | undefined> {
  const reply = await runRequest(
    address.state,
    (api) => api.addresses.add({ AddressData: input }),
    (saved) => {
      address.state.newAddress = saved;
    },
  );
  if (reply) await loadAddresses();
  return reply?.Address;
}

export async function updateAddress(
  addressId: number,
  input: AddressInput,
): Promise<Address | undefined> {
  const reply = await runRequest(
    address.state,
    (api) => api.addresses.update({ UpdatedAddressData: { ...input, addressId } }),
    (saved) => {
      address.state.updatedAddress = saved;
    },
  );
  if (reply) await loadAddresses();
  return reply?.Address;
}

export async function deleteAddress(addressId: number): Promise<boolean> {
  const reply = await runRequest(address.state, (api) => api.addresses.remove({ addressId }));
  if (reply) await loadAddresses();
  return reply !== undefined;
}

export async function setDefaultAddress(addressId: number): Promise<boolean> {
  const reply = await runRequest(address.state, (api) => api.addresses.setDefault({ addressId }));
  if (reply) await loadAddresses();
  return reply !== undefined;
}

/**
 * The route from the store to a point, from the provider whose key the server gave (Google's call when there
 * is none: the server then estimates it).
 */
export function routeTo(
  latitude: number,
  longitude: number,
  provider: MapProvider = 'google',
): Promise<DistanceReply | undefined> {
  return runRequest(address.state, (api) =>
    provider === 'here'
      ? api.maps.hereDistance({ latitude, longitude })
      : api.maps.googleDistance({ latitude, longitude }),
  );
}

/**
 * The delivery quote of an address being written (the area check's call): whether the store delivers to
 * its postal code, and when a position is set, whether it is near that postal code. The server asks the
 * same quote again when the address is saved.
 */
export function deliveryAreaOf(
  pincode: string,
  point?: { latitude: number; longitude: number },
): Promise<ServiceabilityReply | undefined> {
  return runRequest(
    address.state,
    (api) => api.checkout.serviceability({ pincode, ...point }),
    undefined,
    {
      showDialog: false,
    },
  );
}

/** The address whose hub deliveryArea.hub holds (its postal code and position), so each is asked once. */
let hubOf: string | undefined;

/**
 * The selected address decides the hub that delivers (docs/inventory.md): its area check's hub becomes the
 * one the product pages and the delivery slots ask for, as the header's area dialog does for a pincode.
 */
async function followSelectedAddress(): Promise<void> {
  const chosen = orderProcess.state.selectedAddress;
  if (!chosen) return;
  const key = `${chosen.postalCode}@${chosen.latitude},${chosen.longitude}`;
  if (key === hubOf) return;
  hubOf = key;
  const point = { latitude: chosen.latitude, longitude: chosen.longitude };
  const reply = await deliveryAreaOf(chosen.postalCode, point);
  if (hubOf !== key) return;
  if (!reply)
    hubOf = undefined; // not known now: asked again at the next change
  else if (reply.Serviceable && reply.Hub) deliveryArea.hub = reply.Hub.Slug;
}

subscribe(orderProcess.state, () => void followSelectedAddress());
void followSelectedAddress();
