import * as z from 'zod/mini';
import { en } from 'zod/locales';

/*
 * zod/mini loads no locale, so without one every issue reads 'Invalid input'. Classic zod installs English
 * as the default locale when its first schema is built; do the same, so the messages callers show (a
 * form's field errors, ReplyValidationError issues, the reference server's 400 descriptions) stay English
 * whether or not the app also loads classic zod. A locale the app chose first is kept.
 */
if (!z.config().localeError) z.config(en());

/** Money is always an integer number of paise (1 INR = 100 paise). */
export const Paise = z.int().check(z.nonnegative());
export const Id = z.int().check(z.positive());
export const PageNo = z.int().check(z.minimum(1));
export const Timestamp = z.iso.datetime({ offset: true });

/** Every paged reply carries the page it answers and how many pages exist. */
export const PageInfo = {
  PageNo,
  TotalPages: z.int().check(z.nonnegative()),
};

export const PageQuery = z.strictObject({
  pageNo: z._default(z.coerce.number().check(z.int(), z.minimum(1)), 1),
});

/** The one error body every failed call answers with (spec section 8). */
export const ErrorReply = z.object({
  Message: z.string(),
  Description: z.optional(z.string()),
});
export type ErrorReply = z.infer<typeof ErrorReply>;

export const SuccessReply = z.object({ Success: z.boolean() });
export type SuccessReply = z.infer<typeof SuccessReply>;

export const EmptyRequest = z.strictObject({});
