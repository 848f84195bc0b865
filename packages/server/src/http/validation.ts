import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { textsIn } from '../i18n/texts.js';
import { badRequest } from './errors.js';

type Issue = z.core.$ZodIssue;

function describeIssue(issue: Issue): string {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Report the branch that came closest (fewest problems), e.g. "phoneNumber: Enter a valid…".
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
    if (closest.length > 0)
      return closest.map((inner) => describeIssue(prefixed(inner, issue.path))).join('; ');
  }
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => (path ? `${path}.${key}` : key));
    return `Unknown field${keys.length > 1 ? 's' : ''} not allowed: ${keys.join(', ')}`;
  }
  return path ? `${path}: ${issue.message}` : issue.message;
}

function prefixed(issue: Issue, path: readonly PropertyKey[]): Issue {
  return { ...issue, path: [...path, ...issue.path] } as Issue;
}

/** A one-line description naming each offending field, for the 400 reply's Description. */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map(describeIssue).join('; ');
}

/** PostgreSQL's `integer`, the type of every id, quantity and amount column. */
export const INT4_MAX = 2_147_483_647;

/**
 * Text PostgreSQL cannot store: a NUL character (text and jsonb refuse it) or an unpaired UTF-16 surrogate
 * (not encodable as UTF-8; jsonb refuses its escape, text would keep a replacement character).
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for.
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A value met on a walk over a request's value: its path, and the key it sits under (none for the root). */
interface Visited {
  path: string;
  key: string | undefined;
  value: unknown;
}

/**
 * The path of the first value under `root` that `matches` (depth first, in key order), or undefined. The
 * walk keeps its own stack instead of recursing, so its cost is the value's size whatever its depth.
 */
function firstPathWhere(
  root: unknown,
  rootPath: string,
  matches: (visited: Visited) => boolean,
): string | undefined {
  const pending: Visited[] = [{ path: rootPath, key: undefined, value: root }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (matches(next)) return next.path || 'value';
    const { path, value } = next;
    if (typeof value !== 'object' || value === null) continue;
    // Pushed last to first, so the first key is visited first.
    for (const [key, inner] of Object.entries(value).reverse())
      pending.push({ path: path ? `${path}.${key}` : key, key, value: inner });
  }
  return undefined;
}

const isUnstorable = ({ key, value }: Visited) =>
  (key !== undefined && UNSTORABLE.test(key)) ||
  (typeof value === 'string' && UNSTORABLE.test(value));

const isOversized = ({ value }: Visited) => typeof value === 'number' && Math.abs(value) > INT4_MAX;

/** The path of the first string (or key) under `value` holding text PostgreSQL cannot store. */
export function findUnstorableText(value: unknown, path = ''): string | undefined {
  return firstPathWhere(value, path, isUnstorable);
}

/** The path of the first number under `value` beyond PostgreSQL's integer range (every numeric column but coordinates). */
export function findOversizedNumber(value: unknown, path = ''): string | undefined {
  return firstPathWhere(value, path, isOversized);
}

/**
 * A preValidation hook for every route, table or not: a NUL character or an unpaired surrogate in a header,
 * a path parameter, the query or the body answers 400 before any handler can hand it to the database.
 */
export async function refuseUnstorableText(request: FastifyRequest): Promise<void> {
  const where =
    findUnstorableText(request.query) ??
    findUnstorableText(request.body, typeof request.body === 'string' ? 'body' : '') ??
    findUnstorableText(request.params) ??
    Object.entries(request.headers)
      .filter(([, value]) => findUnstorableText(value) !== undefined)
      .map(([name]) => `${name} header`)[0];
  if (where !== undefined) throw badRequest(textsIn(request.locale).messages.unstorableText(where));
}
