/** The address form's values as typed, its fields, and what the SDK's AddressInput schema says of them. */
import { AddressInput, type Address } from '@storefront/sdk';
import type { AddressType } from '@storefront/sdk/core';
import { messages } from '../../../messages/addresses';
import type { Point } from './location';
import type { PlaceChoice } from './maps';

export type Values = {
  fullName: string;
  phoneNumber: string;
  addressLine1: string;
  addressLine2: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  type: AddressType;
};
export type FieldName = keyof Values;
/** Each field's message, and the location's. */
export type FieldErrors = Partial<Record<FieldName | 'location', string>>;

export const TEXT_FIELDS: {
  name: Exclude<FieldName, 'type'>;
  autoComplete: string;
  inputMode?: 'numeric' | 'tel';
}[] = [
  { name: 'fullName', autoComplete: 'name' },
  { name: 'phoneNumber', autoComplete: 'tel-national', inputMode: 'tel' },
  { name: 'addressLine1', autoComplete: 'address-line1' },
  { name: 'addressLine2', autoComplete: 'address-line2' },
  { name: 'landmark', autoComplete: 'off' },
  { name: 'city', autoComplete: 'address-level2' },
  { name: 'state', autoComplete: 'address-level1' },
  { name: 'postalCode', autoComplete: 'postal-code', inputMode: 'numeric' },
];

export function initialValues(from: Address | undefined): Values {
  return {
    fullName: from?.fullName ?? '',
    phoneNumber: from?.phoneNumber ?? '',
    addressLine1: from?.addressLine1 ?? '',
    addressLine2: from?.addressLine2 ?? '',
    landmark: from?.landmark ?? '',
    city: from?.city ?? '',
    state: from?.state ?? '',
    postalCode: from?.postalCode ?? '',
    type: from?.type ?? 'Home',
  };
}

/** The fields a suggested place knows. */
export function valuesOfPlace(place: PlaceChoice): Partial<Values> {
  const filled: Partial<Values> = {};
  if (place.street) filled.addressLine1 = place.street;
  if (place.locality) filled.addressLine2 = place.locality;
  if (place.city) filled.city = place.city;
  if (place.state) filled.state = place.state;
  if (place.postalCode) filled.postalCode = place.postalCode;
  return filled;
}

/** The address to send, or each field's first problem (no point: the postal code places it). */
export function parseAddress(
  values: Values,
  point: Point | undefined,
): { ok: true; input: AddressInput } | { ok: false; errors: FieldErrors } {
  const parsed = AddressInput.safeParse({ ...values, ...point });
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === 'latitude' || field === 'longitude') {
      errors.location ??= messages.address.locationFromPostalCode;
    } else if (typeof field === 'string') {
      errors[field as FieldName] ??= issue.message;
    }
  }
  return { ok: false, errors };
}
