/**
 * Indian mobile numbers as people write them: `+91 98450 12345`, `98450-12345`, `098450 12345`,
 * `919845012345`, `0091 98450 12345`. Read with libphonenumber-js and its mobile-only metadata (a landline
 * such as `080 2345 6789` is refused); the API takes the 10-digit national number (PHONE_NUMBER_PATTERN).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/** Longer than any way of writing one number: the parser never sees more. */
const MAX_PHONE_TEXT_LENGTH = 40;
/**
 * The 10 digits PHONE_NUMBER_PATTERN takes (without its optional +91; phone.test.ts holds them to it). Not
 * imported from core: this module loads on its own, when a phone sign-in starts, and needs nothing else.
 */
const NATIONAL_MOBILE = /^[6-9][0-9]{9}$/;

/**
 * The 10-digit national number of an Indian mobile number typed in any usual way, or undefined when the
 * text is not one (too short or long, a landline, another country's number, letters, an extension).
 * @example
 * normalizeMobileNumber('+91 98450 12345'); // '9845012345'
 * normalizeMobileNumber('080 2345 6789'); // undefined (a landline)
 */
export function normalizeMobileNumber(text: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > MAX_PHONE_TEXT_LENGTH) return undefined;
  // extract: false reads the whole text as the number: 'call 98450 12345 now' is not one.
  const parsed = parsePhoneNumberFromString(trimmed, { defaultCountry: 'IN', extract: false });
  if (!parsed || parsed.country !== 'IN' || parsed.ext !== undefined || !parsed.isValid())
    return undefined;
  const national = String(parsed.nationalNumber);
  return NATIONAL_MOBILE.test(national) ? national : undefined;
}
