/** Reading a reply's text: JSON first, then the endpoint's reply schema. */
import type * as z from 'zod/mini';
import { ReplyValidationError } from '../errors/ValidationError.js';

export function parseJsonText(text: string): { json: true; value: unknown } | { json: false } {
  if (text.trim() === '') return { json: false };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

/** The reply's value as its schema reads it; a ReplyValidationError when it is not JSON or not valid. */
export function readReply<T extends z.ZodMiniType>(
  call: string,
  schema: T,
  text: string,
): z.output<T> {
  const body = parseJsonText(text);
  if (!body.json) {
    throw new ReplyValidationError({
      call,
      issues: [{ code: 'custom', path: [], message: 'The reply is not JSON', input: text }],
      rawValue: text,
    });
  }
  const result = checkReply(schema, body.value);
  if (!result.success) {
    throw new ReplyValidationError({ call, issues: result.issues, rawValue: body.value });
  }
  return result.data;
}

/**
 * The schema's reading of a reply. A reply too large or too deep to check (thousands of broken entries
 * whose issues exhaust the stack) is refused as one issue, rather than escaping as a RangeError.
 */
function checkReply<T extends z.ZodMiniType>(
  schema: T,
  value: unknown,
): { success: true; data: z.output<T> } | { success: false; issues: z.core.$ZodIssue[] } {
  try {
    const result = schema.safeParse(value);
    return result.success
      ? { success: true, data: result.data }
      : { success: false, issues: result.error.issues };
  } catch (error) {
    const message = `The reply could not be checked: ${error instanceof Error ? error.message : String(error)}`;
    return { success: false, issues: [{ code: 'custom', path: [], message, input: value }] };
  }
}
