import * as z from 'zod/mini';
import { UserData } from '../auth/schemas.js';

/** GET /get-profile */
export const ProfileReply = z.object({ UserData });
export type ProfileReply = z.infer<typeof ProfileReply>;

/** PUT /update-profile: only the display name and a contact not used to sign in may change. */
export const UpdateProfileRequest = z.strictObject({
  username: z.optional(
    z.string().check(z.trim(), z.minLength(2, 'Enter your name'), z.maxLength(80)),
  ),
  email: z.optional(z.email('Enter a valid email address')),
  phoneNumber: z.optional(
    z.string().check(z.regex(/^(\+91)?[6-9][0-9]{9}$/, 'Enter a valid 10-digit mobile number')),
  ),
});
export type UpdateProfileRequest = z.input<typeof UpdateProfileRequest>;

export const UpdateProfileReply = z.object({ Success: z.boolean(), UserData });
export type UpdateProfileReply = z.infer<typeof UpdateProfileReply>;
