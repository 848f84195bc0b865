import * as z from 'zod/mini';
import { Id } from '../common/schemas.js';

/** POST /save-notification-token */
export const SaveNotificationTokenRequest = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(4096)),
  userId: Id,
});
export type SaveNotificationTokenRequest = z.input<typeof SaveNotificationTokenRequest>;

/** A push message as the messaging worker receives it. */
export const PushNotification = z.object({
  title: z.string(),
  body: z.string(),
  icon: z.optional(z.string()),
  image: z.optional(z.string()),
  click_action: z.optional(z.string()),
});
export type PushNotification = z.infer<typeof PushNotification>;
