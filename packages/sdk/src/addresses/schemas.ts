import * as z from 'zod/mini';
import { Id } from '../common/schemas.js';
import { ADDRESS_TYPES, PHONE_NUMBER_PATTERN, POSTAL_CODE_PATTERN } from '../core/index.js';

export const AddressType = z.enum(ADDRESS_TYPES);
export type AddressType = z.infer<typeof AddressType>;

/** Indian postal code: 6 digits, not starting with 0. */
export const PostalCode = z
  .string()
  .check(z.regex(POSTAL_CODE_PATTERN, 'Enter a valid 6-digit postal code'));
/** Indian mobile number: 10 digits starting 6-9, optionally prefixed +91. */
export const PhoneNumber = z
  .string()
  .check(z.regex(PHONE_NUMBER_PATTERN, 'Enter a valid 10-digit mobile number'));

/** A saved address as the server returns it. RouteLength is metres, TimeDuration seconds (server-computed). */
export const Address = z.object({
  AddressId: Id,
  IsDefault: z.union([z.literal(0), z.literal(1)]),
  fullName: z.string(),
  phoneNumber: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  postalCode: z.string(),
  type: AddressType,
  latitude: z.number(),
  longitude: z.number(),
  RouteLength: z.int().check(z.nonnegative()),
  TimeDuration: z.int().check(z.nonnegative()),
});
export type Address = z.infer<typeof Address>;

/**
 * What a shopper may set on an address. Route length is never taken from the client. The position is
 * optional: without one the server places the address at its pincode's centroid (docs/delivery.md).
 */
export const AddressInput = z.strictObject({
  fullName: z.string().check(z.trim(), z.minLength(2, 'Enter the full name'), z.maxLength(80)),
  phoneNumber: PhoneNumber,
  addressLine1: z
    .string()
    .check(z.trim(), z.minLength(3, 'Enter the house and street'), z.maxLength(200)),
  addressLine2: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
  landmark: z._default(z.string().check(z.trim(), z.maxLength(120)), ''),
  city: z.string().check(z.trim(), z.minLength(2, 'Enter the city'), z.maxLength(80)),
  state: z.string().check(z.trim(), z.minLength(2, 'Enter the state'), z.maxLength(80)),
  postalCode: PostalCode,
  type: AddressType,
  latitude: z.optional(z.number().check(z.minimum(-90), z.maximum(90))),
  longitude: z.optional(z.number().check(z.minimum(-180), z.maximum(180))),
});
export type AddressInput = z.input<typeof AddressInput>;

/** GET /get-user-address: AddressList, or an empty list with a Message when there is none. */
export const AddressListReply = z.object({
  AddressList: z.array(Address),
  Message: z.optional(z.string()),
});
export type AddressListReply = z.infer<typeof AddressListReply>;

/** POST /post-user-address */
export const PostAddressRequest = z.strictObject({ AddressData: AddressInput });
export type PostAddressRequest = z.input<typeof PostAddressRequest>;

/** PUT /update-user-address */
export const UpdateAddressRequest = z.strictObject({
  UpdatedAddressData: z.extend(AddressInput, { addressId: Id }),
});
export type UpdateAddressRequest = z.input<typeof UpdateAddressRequest>;

export const AddressReply = z.object({ Success: z.boolean(), Address });
export type AddressReply = z.infer<typeof AddressReply>;

/** DELETE /delete-user-address and PUT /set-default-address */
export const AddressIdRequest = z.strictObject({ addressId: Id });
export type AddressIdRequest = z.input<typeof AddressIdRequest>;
