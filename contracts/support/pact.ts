/**
 * Shared pieces of the consumer tests: the pact under test, a client of the SDK aimed at the mock server,
 * the provider states, and the matchers every domain uses (so the pacts pin shapes, not sample values).
 */
import { fileURLToPath } from 'node:url';
import { MatchersV3, PactV4, type V3MockServer } from '@pact-foundation/pact';
import { createClient, isApiError, type ApiError, type StorefrontClient } from '@storefront/sdk';
import type { Locale } from '@storefront/sdk/core';
import { expect } from 'vitest';

const { fromProviderState, integer, regex, reify, string } = MatchersV3;

export const PACT_DIR = fileURLToPath(new URL('../pacts', import.meta.url));
export const CONSUMER = 'storefront-sdk';
export const PROVIDER = 'storefront-api';

/** One pact per test file; every file writes into the same pact file (Pact merges and sorts interactions). */
export function storefrontPact(): PactV4 {
  return new PactV4({ consumer: CONSUMER, provider: PROVIDER, dir: PACT_DIR, logLevel: 'warn' });
}

/**
 * The SDK's own client, aimed at the mock server. Retries off, so an unexpected failure shows at once. With a
 * locale it sends it as Accept-Language, as an app's getLocale does.
 */
export function clientFor(
  mockServer: V3MockServer,
  token?: string,
  locale?: Locale,
): StorefrontClient {
  return createClient({
    baseUrl: mockServer.url,
    getToken: () => token,
    getLocale: () => locale,
    retry: { limit: 0 },
  });
}

/** The token the consumer tests sign with; the provider verification swaps in a real one (see README). */
export const TOKEN = 'token';

/**
 * Provider states, named after the business situation. The server team implements one handler per state; each
 * handler also returns the values that `fromProviderState` expressions below read (listed in contracts/README.md).
 */
export const states = {
  catalog: 'the store is open with a seeded catalog',
  sandboxCodeSent: 'a shopper with a sandbox code sent to 9876543210',
  sandboxCodeVerified: 'a shopper who verified a sandbox code for 9876543210',
  signInFailing: 'the sign-in service is failing',
  newShopper: 'a signed-in shopper with no orders',
  twoAddresses: 'a signed-in shopper with two saved addresses',
  paidOrder: 'a signed-in shopper with a paid order',
  paidSlotOrder: 'a signed-in shopper with a paid order in a delivery slot',
  deliveredOrder: 'a signed-in shopper with a delivered order',
  packedOrder: 'a signed-in shopper with an order packed under weight',
  awaitingPayment: 'a signed-in shopper with an order awaiting payment',
  awaitingPaymentNothingCaptured:
    'a signed-in shopper with an order awaiting payment that the gateway has not captured',
  manyOrders: 'a signed-in shopper with more than one page of orders',
  refundedOrder: 'a signed-in shopper with a refunded order',
  soldOutItem: 'a signed-in shopper whose cart has an item that is sold out',
  aboveMaxAmount: 'a signed-in shopper whose cart is above the maximum order amount',
  waitingForSoldOutOption: 'a signed-in shopper waiting for a sold-out product option',
} as const;

// ---- request headers ----

/** Authorization on authenticated calls: any bearer token. */
export const bearer = { Authorization: regex(/^Bearer .+$/, `Bearer ${TOKEN}`) };

/** An example idempotency key, as `crypto.randomUUID()` makes them. */
export const IDEMPOTENCY_KEY = '3f6c2a9e-8b1d-4c7a-9e2f-5a4b3c2d1e0f';
/** Authorization plus the Idempotency-Key of checkout and payment calls. */
export const bearerAndIdempotencyKey = {
  ...bearer,
  'Idempotency-Key': regex(/^[A-Za-z0-9_-]{16,128}$/, IDEMPOTENCY_KEY),
};

// ---- values the provider state supplies (ids and slugs of the provider's own data) ----

/** A number from the provider state in a JSON body, e.g. `stateNumber('orderId', 1)`. */
export const stateNumber = (name: string, example: number) =>
  fromProviderState(`\${${name}}`, example);
/** A string from the provider state, in a JSON body or a query string (query values are strings). */
export const stateString = (name: string, example: string) =>
  fromProviderState(`\${${name}}`, example);

// ---- reply matchers ----

/** An id or a count: any integer. */
export const id = (example: number) => integer(example);
export const count = (example: number) => integer(example);
/** Money: always an integer number of paise. */
export const paise = (example: number) => integer(example);

/** One of a fixed set of strings (a zod enum on the SDK side). */
export const oneOf = (values: readonly string[], example: string) =>
  regex(new RegExp(`^(${values.join('|')})$`), example);

const ISO_DATETIME = '\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}(\\.\\d+)?(Z|[+-]\\d{2}:\\d{2})';
/** A text written in Devanagari (Hindi): at least one letter of the script (U+0900–U+097F). */
export const inHindi = (example: string) => regex(/^.*[ऀ-ॿ].*$/, example);

/** An ISO 8601 date-time with an offset, as the SDK's Timestamp schema accepts. */
export const datetime = (example = '2026-01-15T10:30:00.000Z') =>
  regex(new RegExp(`^${ISO_DATETIME}$`), example);

/** An integer whose JSON text matches the pattern, e.g. a rating `[1-5]` (regex rules read numbers as text). */
export const integerMatching = (pattern: string, example: number) => ({
  'pact:matcher:type': 'regex',
  regex: `^(${pattern})$`,
  value: example,
});
/** Exactly these paise, a business outcome such as "nothing credited yet", pinned as a whole number. */
export const exactPaise = (value: number) => integerMatching(String(value), value);

/**
 * Pact has no "X or null" matcher. A regex rule is applied to the JSON text of a non-string value, so
 * `^(null|…)$` accepts null and the values the pattern allows; the example keeps its JSON type.
 */
function nullableRegex<T extends number | string>(pattern: string, example: T) {
  return { 'pact:matcher:type': 'regex', regex: `^(null|${pattern})$`, value: example };
}
/** An integer id or amount, or null. */
export const nullableInteger = (example: number) => nullableRegex('-?\\d+', example);
/** A date-time, or null. */
export const nullableDatetime = (example = '2026-01-15T10:30:00.000Z') =>
  nullableRegex(ISO_DATETIME, example);
/** A string, or null. */
export const nullableString = (example: string) => nullableRegex('.*', example);

/**
 * The one error body of every failed call (spec section 8): a Message, and a Description where the UI shows the
 * server's (checkout refusals, login, coupons). Without one, Description may be absent, as the SDK's schema allows.
 */
export const errorBody = (message: string, description?: string) => ({
  Message: string(message),
  ...(description === undefined ? {} : { Description: string(description) }),
});

// ---- assertions ----

type ErrorSchema = Parameters<ApiError['bodyAs']>[0];

/**
 * Runs a call that must fail with the SDK's ApiError of this status, and checks that its body, read through the
 * SDK's error schema, is exactly the template's example (so the error reply satisfies the schema).
 */
export async function expectApiError(
  call: Promise<unknown>,
  status: number,
  schema: ErrorSchema,
  body: unknown,
): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  if (!isApiError(error))
    throw new Error(`expected an ApiError with status ${status}`, { cause: error });
  expect(error.status).toBe(status);
  expect(error.bodyAs(schema)).toEqual(reify(body));
  return error;
}
