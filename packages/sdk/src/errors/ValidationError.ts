import type * as z from 'zod/mini';
import { StorefrontError, errorNames, hasName } from './StorefrontError.js';

type Issue = z.core.$ZodIssue;

/** 'OrderData.Bill.Total', 'Orders[0].Status'; '(root)' for the value itself. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out === '' ? '(root)' : out;
}

function uniquePaths(issues: readonly Issue[]): string[] {
  return [...new Set(issues.map((issue) => formatPath(issue.path)))];
}

/**
 * A reply that does not match the call's schema. Nothing unvalidated reaches a caller: the issues and
 * the raw value are kept so the drift can be logged exactly.
 */
export class ReplyValidationError extends StorefrontError {
  override name: string = errorNames.replyValidation;
  readonly call: string;
  /** The failing field paths, e.g. ['OrderData.Bill.Total']. */
  readonly paths: readonly string[];
  readonly issues: readonly Issue[];
  readonly rawValue: unknown;

  constructor(init: { call: string; issues: readonly Issue[]; rawValue: unknown }) {
    const paths = uniquePaths(init.issues);
    super(`The reply of ${init.call} did not match its schema at ${paths.join(', ')}`);
    this.call = init.call;
    this.paths = paths;
    this.issues = init.issues;
    this.rawValue = init.rawValue;
  }
}

/** A request refused by the call's own schema before anything was sent; the issue messages suit a form. */
export class RequestValidationError extends StorefrontError {
  override name: string = errorNames.requestValidation;
  readonly call: string;
  readonly paths: readonly string[];
  readonly issues: readonly Issue[];
  readonly rawValue: unknown;

  constructor(init: { call: string; issues: readonly Issue[]; rawValue: unknown }) {
    const paths = uniquePaths(init.issues);
    super(`The request of ${init.call} is invalid at ${paths.join(', ')}`);
    this.call = init.call;
    this.paths = paths;
    this.issues = init.issues;
    this.rawValue = init.rawValue;
  }

  /** The first message per field, keyed by path: what a form shows next to each input. */
  fieldErrors(): Record<string, string> {
    const fields: Record<string, string> = {};
    for (const issue of this.issues) fields[formatPath(issue.path)] ??= issue.message;
    return fields;
  }
}

export function isReplyValidationError(error: unknown): error is ReplyValidationError {
  return error instanceof ReplyValidationError || hasName(error, [errorNames.replyValidation]);
}

export function isRequestValidationError(error: unknown): error is RequestValidationError {
  return error instanceof RequestValidationError || hasName(error, [errorNames.requestValidation]);
}
