import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  AbortedError,
  ApiError,
  AuthError,
  NetworkError,
  RateLimitError,
  ReplyValidationError,
  ServerError,
  StorefrontError,
  TimeoutError,
  UnauthorizedError,
  createApiError,
  formatPath,
  isAbortedError,
  isApiError,
  isAuthError,
  isNetworkError,
  isReplyValidationError,
  isStorefrontError,
  isTimeoutError,
} from './index.js';

const where = { call: 'walletData', method: 'GET', url: 'http://shop.test/v1/wallet-data' };

describe('error tree', () => {
  it('maps statuses to subclasses that are all ApiErrors and StorefrontErrors', () => {
    expect(createApiError({ ...where, status: 401, body: undefined })).toBeInstanceOf(
      UnauthorizedError,
    );
    expect(createApiError({ ...where, status: 429, body: undefined })).toBeInstanceOf(
      RateLimitError,
    );
    expect(createApiError({ ...where, status: 503, body: undefined })).toBeInstanceOf(ServerError);
    const plain = createApiError({ ...where, status: 418, body: { Message: 'teapot' } });
    expect(plain.constructor).toBe(ApiError);
    expect(plain).toBeInstanceOf(StorefrontError);
    expect(plain.message).toBe(
      'walletData (GET http://shop.test/v1/wallet-data) failed with 418: teapot',
    );
  });

  it('ignores a blank or non-string Message', () => {
    expect(
      createApiError({ ...where, status: 500, body: { Message: '  ' } }).Message,
    ).toBeUndefined();
    expect(createApiError({ ...where, status: 500, body: { Message: 5 } }).Message).toBeUndefined();
    expect(createApiError({ ...where, status: 500, body: 'plain text' }).Message).toBeUndefined();
  });

  it('guards recognise errors by name too, as across realms or duplicated bundles', () => {
    const foreign = (name: string) => Object.assign(new Error('x'), { name });
    expect(isApiError(foreign('ConflictError'))).toBe(true);
    expect(isNetworkError(foreign('NetworkError'))).toBe(true);
    expect(isTimeoutError(foreign('TimeoutError'))).toBe(true);
    expect(isReplyValidationError(foreign('ReplyValidationError'))).toBe(true);
    expect(isAuthError(foreign('AuthError'))).toBe(true);
    expect(isAbortedError(foreign('AbortedError'))).toBe(true);
    expect(isAbortedError(foreign('AbortError'))).toBe(false);
    expect(isStorefrontError(foreign('AbortedError'))).toBe(true);
    expect(isStorefrontError(foreign('ServerError'))).toBe(true);
    expect(isApiError(foreign('TypeError'))).toBe(false);
    expect(isApiError('ApiError')).toBe(false);
    expect(isStorefrontError(null)).toBe(false);
  });

  it('keeps the original error as cause', () => {
    const cause = new TypeError('fetch failed');
    const error = new NetworkError({ ...where, reason: 'refused', cause });
    expect(error.cause).toBe(cause);
    expect(new TimeoutError({ ...where, timeoutMs: 10, cause }).cause).toBe(cause);
    const aborted = new AbortedError({ ...where, cause: 'left the page' });
    expect([aborted.cause, aborted.message]).toEqual([
      'left the page',
      'walletData (GET http://shop.test/v1/wallet-data) was aborted',
    ]);
    expect(aborted).toBeInstanceOf(StorefrontError);
    expect(new AuthError({ reason: 'offline', title: 't', description: 'd', cause }).cause).toBe(
      cause,
    );
  });

  it('keeps zod issues and the raw value on a reply validation error', () => {
    const raw = { Orders: [{ OrderId: 'x' }] };
    const result = z.object({ Orders: z.array(z.object({ OrderId: z.number() })) }).safeParse(raw);
    const error = new ReplyValidationError({
      call: 'orderHistory',
      issues: result.error!.issues,
      rawValue: raw,
    });
    expect(error.paths).toEqual(['Orders[0].OrderId']);
    expect(error.rawValue).toBe(raw);
    expect(error.issues).toMatchInlineSnapshot(`
      [
        {
          "code": "invalid_type",
          "expected": "number",
          "message": "Invalid input: expected number, received string",
          "path": [
            "Orders",
            0,
            "OrderId",
          ],
        },
      ]
    `);
  });

  it('formats paths', () => {
    expect(formatPath([])).toBe('(root)');
    expect(formatPath([0, 'a', 'b', 2])).toBe('[0].a.b[2]');
  });
});
