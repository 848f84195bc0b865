/**
 * Every endpoint fuzzed from its request schema: the SDK's endpoint table, the sandbox admin calls and the
 * routes outside the table (health, payment webhook, sandbox pages, web pages), each sent hostile input
 * through the real app on a fresh database — wrong types, missing and extra fields, huge and unicode
 * strings, control characters, negative, fractional and huge numbers, arrays for objects, invalid JSON,
 * wrong content types — signed out, signed in and with a forged token. No input may answer 5xx or show a
 * stack trace; every API refusal is the one error body with Message and Description. Every JSON route
 * (shopper, staff, sandbox admin, webhook) is also sent bodies nested 5,000 and 100,000 levels deep, and
 * huge strings and numbers in each field of its request.
 *
 * FUZZ_RUNS sets the runs per endpoint (default 40); FUZZ_SEED replays a run.
 * The provider-states route is left out: it empties the database by design and production never serves it.
 */
import { randomUUID } from 'node:crypto';
import { endpoints, type EndpointDefinition } from '@storefront/sdk';
import { opsEndpoints, OPS_API_PREFIX } from '@storefront/sdk/ops';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { REPORT_BODY_LIMIT } from '../feedback/routes.js';
import { webhookSignature } from '../payments/signature.js';
import { WEBHOOK_PATH } from '../payments/webhook.js';
import { SANDBOX_ADMIN_HEADER, sandboxAdminEndpoints } from '../sandbox/admin.js';
import { createTestApp, type SignedInShopper, type TestApp } from '../testing/app.js';
import { addAddress } from '../testing/fixtures.js';
import { signInStaff } from '../testing/staff.js';
import { DOOR_PHOTO_BODY_LIMIT } from '../tracking/routes.js';
import { BODY_LIMIT_BYTES, MAX_JSON_DEPTH } from './json-body.js';
import { API_PREFIX } from './route.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const ADMIN_TOKEN = 'fuzz-admin-token';
/** Per test: room for a few milliseconds per request, and for a shrink after a failure. */
const TIMEOUT = 20_000 + RUNS * 200;

let t: TestApp;
const tried = { requests: 0, endpoints: 0 };

beforeAll(async () => {
  t = await createTestApp({ config: { sandboxAdminToken: ADMIN_TOKEN } });
});
afterAll(async () => {
  console.info(`fuzz: ${tried.requests} hostile requests over ${tried.endpoints} endpoints`);
  await t.close();
});

// ---- hostile values --------------------------------------------------------------------------------

const INT4 = 2_147_483_647;
const hostileStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0007\b\t\n\r\u001b\u007f',
  '\ud800',
  '\udfff\ud800',
  '\u202etxt.exe',
  '🐔🥩👨‍👩‍👧',
  'चिकन करी कट',
  'ಕೋಳಿ',
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  '%00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"$ne":null}',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  '2147483648',
  '9876543210',
  '+919876543210',
  'a@b.co',
  'FLAT100',
  'chicken',
  'Bearer x',
  '2025-01-01T00:00:00Z',
  'x'.repeat(101),
  'x'.repeat(5_000),
];
const hugeString = 'x'.repeat(300_000);

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...hostileStrings) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constant(hugeString) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -3, max: 60 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      -0,
      0.5,
      1.5,
      -1,
      INT4,
      INT4 + 1,
      -INT4 - 2,
      Number.MAX_SAFE_INTEGER,
      Number.MAX_SAFE_INTEGER + 2,
      1e308,
      -1e308,
      Number.MIN_VALUE,
    ),
  },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }) },
  { weight: 1, arbitrary: fc.integer() },
);

const anything: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [[]], [{}]) },
);

const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'userId', 'UserId', 'price', 'total'),
  fc.string({ minLength: 1, maxLength: 12 }),
);

/** A value shaped by the schema most of the time, anything at all sometimes. */
function arbitraryFor(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 5, arbitrary: shaped(schema) }, { weight: 1, arbitrary: anything });
}

function shaped(schema: z.core.$ZodType): fc.Arbitrary<unknown> {
  const typed = schema as z.core.$ZodTypes;
  const def = typed._zod.def;
  switch (def.type) {
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(def.shape)) model[key] = arbitraryFor(inner);
      return fc
        .tuple(
          fc.oneof(
            { weight: 3, arbitrary: fc.record(model) },
            { weight: 1, arbitrary: fc.record(model, { requiredKeys: [] }) },
          ),
          fc.oneof(
            { weight: 4, arbitrary: fc.constant({}) },
            { weight: 1, arbitrary: fc.dictionary(extraKey, anything, { maxKeys: 2 }) },
          ),
        )
        .map(([known, extra]) => ({ ...known, ...extra }));
    }
    case 'string':
      return hostileString;
    case 'number':
      return hostileNumber;
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.oneof(
        { weight: 4, arbitrary: fc.array(arbitraryFor(def.element), { maxLength: 4 }) },
        { weight: 1, arbitrary: fc.array(shaped(def.element), { minLength: 30, maxLength: 200 }) },
      );
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return fc.oneof(
        { weight: 4, arbitrary: arbitraryFor(def.innerType) },
        { weight: 1, arbitrary: fc.constantFrom(undefined, null) },
      );
    case 'enum':
      return fc.oneof(fc.constantFrom(...Object.values(def.entries)), hostileString);
    case 'literal':
      return fc.oneof(fc.constantFrom(...def.values), anything);
    case 'union':
      return fc.oneof(...def.options.map((option) => arbitraryFor(option)));
    case 'pipe':
      return arbitraryFor(def.in);
    case 'record':
      return fc.dictionary(fc.string({ maxLength: 8 }), arbitraryFor(def.valueType), {
        maxKeys: 3,
      });
    default:
      return anything;
  }
}

// ---- requests --------------------------------------------------------------------------------------

type Caller = 'anonymous' | 'shopper' | 'forged';

interface Hostile {
  caller: Caller;
  /** Query string (GET) without '?'. */
  query?: string;
  body?: string;
  contentType?: string;
  idempotencyKey?: string;
}

const caller = fc.constantFrom<Caller>('anonymous', 'shopper', 'shopper', 'forged');

const idempotencyKey = fc.oneof(
  { weight: 4, arbitrary: fc.uuid() },
  { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'k'.repeat(256), '../x', '%00', ' ') },
);

const queryValue = (value: unknown): string[] => {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (typeof value === 'string') return [value];
  if (value === null || typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
};

/** Percent-encodes every UTF-8 byte, so lone surrogates and control characters travel too. */
const encode = (text: string) =>
  [...Buffer.from(text, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null) return queryValue(value).join('&');
  return Object.entries(value)
    .flatMap(([key, inner]) => queryValue(inner).map((text) => `${encode(key)}=${encode(text)}`))
    .join('&');
}

/** Raw query text with broken percent escapes, repeated keys and bracket syntax. */
const rawQuery = fc
  .array(
    fc.constantFrom('%', '%zz', '%00', '%ff', '&', '=', '[]', '[a]', 'a', 'pageNo', '+', ';'),
    {
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''));

const truncatedJson = fc.tuple(fc.jsonValue({ maxDepth: 2 }), fc.nat()).map(([value, cut]) => {
  const text = JSON.stringify(value) ?? '';
  return text.slice(0, text.length === 0 ? 0 : cut % text.length);
});

function requestArbitrary(endpoint: EndpointDefinition): fc.Arbitrary<Hostile> {
  const input = arbitraryFor(endpoint.request);
  if (endpoint.method === 'GET') {
    return fc.record({
      caller,
      query: fc.oneof(
        { weight: 4, arbitrary: input.map(queryString) },
        { weight: 1, arbitrary: rawQuery },
      ),
    });
  }
  const body = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        body: input.map((value) => JSON.stringify(value) ?? ''),
        contentType: fc.constant('application/json'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: fc.oneof(truncatedJson, fc.constantFrom('', '{', '[', 'nul', '{"a":}', '\u0000')),
        contentType: fc.constant('application/json'),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        body: input.map((value) => JSON.stringify(value) ?? ''),
        contentType: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/xml',
          'application/json; charset=utf-16',
          'application/json; charset=latin1',
          '',
        ),
      }),
    },
  );
  return fc
    .record({ caller, idempotencyKey, sent: body })
    .map(({ caller: who, idempotencyKey: key, sent }) => ({
      caller: who,
      idempotencyKey: key,
      ...sent,
    }));
}

function headersFor(request: Hostile, shopper: SignedInShopper): Record<string, string> {
  const headers: Record<string, string> = {};
  if (request.caller === 'shopper') Object.assign(headers, shopper.authorization);
  if (request.caller === 'forged') {
    // A token signed with another key, with alg none and a garbage one, in turn.
    headers.authorization = `Bearer ${
      [
        'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
        'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwiZXhwIjo5OTk5OTk5OTk5fQ.c2lnbmF0dXJl',
        'not-a-token',
      ][tried.requests % 3]!
    }`;
  }
  if (request.contentType) headers['content-type'] = request.contentType;
  if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
  return headers;
}

const STACK = /\n\s+at\s|node_modules|\.ts:\d+|\.js:\d+|Error: .*\n/;

/** The promises every answer keeps, whatever was sent. */
function expectHandled(response: LightMyRequestResponse, isApi: boolean, label: string): void {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  expect(response.body, label).not.toMatch(STACK);
  if (isApi && response.statusCode >= 400) {
    const body: unknown = response.json();
    expect(body, `${label} → ${response.body.slice(0, 300)}`).toMatchObject({
      Message: expect.any(String),
      Description: expect.any(String),
    });
  }
}

async function send(options: InjectOptions, isApi: boolean): Promise<void> {
  tried.requests += 1;
  const response = await t.app.inject(options);
  const body = typeof options.payload === 'string' ? options.payload.slice(0, 200) : '';
  expectHandled(
    response,
    isApi,
    `${options.method} ${String(options.url).slice(0, 200)} ${JSON.stringify(options.headers)} ${body}`,
  );
}

async function fuzzEndpoint(
  endpoint: EndpointDefinition,
  extraHeaders: fc.Arbitrary<Record<string, string>> = fc.constant({}),
): Promise<void> {
  tried.endpoints += 1;
  const shopper = await t.signIn();
  // A saved address, so checkout-shaped requests with small ids sometimes get past validation.
  await addAddress(t.db, shopper.userId);
  const url = API_PREFIX + endpoint.path;
  await fc.assert(
    fc.asyncProperty(requestArbitrary(endpoint), extraHeaders, async (request, extra) => {
      await send(
        {
          method: endpoint.method,
          url: request.query ? `${url}?${request.query}` : url,
          headers: { ...headersFor(request, shopper), ...extra },
          ...(request.body !== undefined ? { payload: request.body } : {}),
        },
        true,
      );
    }),
    { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
  );
}

describe('every endpoint of the SDK table, fuzzed from its request schema', () => {
  it.each(Object.entries(endpoints))(
    '%s never answers 5xx or a stack trace',
    async (_name, endpoint) => {
      await fuzzEndpoint(endpoint);
    },
    TIMEOUT,
  );
});

describe('the sandbox admin calls, fuzzed', () => {
  it.each(Object.entries(sandboxAdminEndpoints))(
    '%s never answers 5xx',
    async (_name, endpoint) => {
      await fuzzEndpoint(
        endpoint,
        fc.constantFrom(
          {},
          { [SANDBOX_ADMIN_HEADER]: ADMIN_TOKEN },
          { [SANDBOX_ADMIN_HEADER]: 'wrong' },
        ),
      );
    },
    TIMEOUT,
  );
});

describe('the routes outside the endpoint table, fuzzed', () => {
  const segment = fc.oneof(
    fc.constantFrom('order_1', '%00', '%zz', '..%2f..', 'a'.repeat(200), '%F0%9F%90%94', '%E0%A4'),
    fc.string({ maxLength: 30 }).map(encode),
  );

  it(
    'the payment webhook answers any body, signed or not, without 5xx',
    async () => {
      tried.endpoints += 1;
      const secret = t.config.payment.webhookSecret;
      const body = fc.oneof(
        fc.jsonValue().map((value) => JSON.stringify(value) ?? ''),
        fc
          .record({
            id: fc.oneof(fc.uuid(), hostileString),
            event: fc.constantFrom('payment.captured', 'payment.failed', 'order.paid', 'x'),
            payload: fc.oneof(
              anything,
              fc.record({
                payment: fc.record({
                  entity: fc.record({
                    id: hostileString,
                    order_id: hostileString,
                    amount: hostileNumber,
                    status: hostileString,
                    error_description: hostileString,
                  }),
                }),
              }),
            ),
          })
          .map((value) => JSON.stringify(value)),
        truncatedJson,
        hostileString,
      );
      const forgedSignature = fc.option(
        fc.oneof(
          hostileString.filter((s) => !/[^\t\u0020-\u007e]/.test(s)),
          fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 64 }),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          fc.oneof(fc.constant('signed' as const), forgedSignature),
          fc.option(fc.uuid()),
          fc.constantFrom('application/json', 'text/plain', ''),
          async (payload, signature, eventId, contentType) => {
            const headers: Record<string, string> = {};
            if (contentType) headers['content-type'] = contentType;
            // Signed with the real secret, a hostile body reaches the event handling and the database.
            if (signature === 'signed')
              headers['x-razorpay-signature'] = webhookSignature(secret, payload);
            else if (signature !== null) headers['x-razorpay-signature'] = signature;
            if (eventId !== null) headers['x-razorpay-event-id'] = eventId;
            await send({ method: 'POST', url: API_PREFIX + WEBHOOK_PATH, headers, payload }, true);
          },
        ),
        { numRuns: RUNS * 2, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    },
    TIMEOUT,
  );

  it(
    'the sandbox payment page, its form post and the web pages never answer 5xx',
    async () => {
      tried.endpoints += 4;
      await fc.assert(
        fc.asyncProperty(
          segment,
          fc.oneof(
            rawQuery,
            hostileString.map((s) => `return=${encode(s)}`),
          ),
          fc.record({
            action: fc.oneof(fc.constantFrom('pay', 'fail', 'cancel'), hostileString),
            return: hostileString,
          }),
          async (id, query, form) => {
            await send({ method: 'GET', url: `/sandbox/pay/${id}?${query}` }, false);
            await send(
              {
                method: 'POST',
                url: `/sandbox/pay/${id}`,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: new URLSearchParams(form).toString(),
              },
              false,
            );
            await send({ method: 'GET', url: `/${id}?${query}` }, false);
            await send({ method: 'GET', url: `/sandbox?${query}` }, false);
          },
        ),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    },
    TIMEOUT,
  );

  it(
    'health and unknown API paths answer with the error body',
    async () => {
      tried.endpoints += 1;
      await fc.assert(
        fc.asyncProperty(
          segment,
          fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
          async (id, method) => {
            await send({ method: 'GET', url: `/healthz?${id}` }, true);
            await send(
              { method, url: `${API_PREFIX}/${id}`, headers: { 'idempotency-key': randomUUID() } },
              true,
            );
          },
        ),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}) },
      );
    },
    TIMEOUT,
  );
});

// ---- deep and huge bodies on every JSON route -----------------------------------------------------

interface JsonRoute {
  label: string;
  method: NonNullable<InjectOptions['method']>;
  url: string;
  request: z.core.$ZodType;
  headers: Record<string, string>;
}

/** Every route that reads a JSON body, with the headers that get it past authentication. */
async function jsonRoutes(): Promise<JsonRoute[]> {
  const shopper = await t.signIn();
  const admin = await signInStaff(t, 'admin');
  const withBody = <E extends { method: string }>(table: Record<string, E>) =>
    Object.entries(table).filter(([, endpoint]) => endpoint.method !== 'GET');
  return [
    ...withBody(endpoints).map(([name, endpoint]) => ({
      label: name,
      method: endpoint.method,
      url: API_PREFIX + endpoint.path,
      request: endpoint.request,
      headers: shopper.authorization,
    })),
    ...withBody(sandboxAdminEndpoints).map(([name, endpoint]) => ({
      label: `sandbox admin ${name}`,
      method: endpoint.method,
      url: API_PREFIX + endpoint.path,
      request: endpoint.request,
      headers: { [SANDBOX_ADMIN_HEADER]: ADMIN_TOKEN },
    })),
    ...withBody(opsEndpoints).map(([name, endpoint]) => ({
      label: `ops ${name}`,
      method: endpoint.method,
      url: OPS_API_PREFIX + endpoint.path,
      request: endpoint.request,
      headers: admin.authorization,
    })),
  ];
}

/** A fresh Idempotency-Key per request (the routes that need none ignore it). */
const jsonHeaders = (route: JsonRoute) => ({
  ...route.headers,
  'content-type': 'application/json',
  'idempotency-key': randomUUID(),
});

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);
const deepMixed = (levels: number) => '{"a":['.repeat(levels / 2) + ']}'.repeat(levels / 2);

/** Deep bodies: the ones within the size limit answer 400 for their depth, the others 413 for their size. */
const DEEP_BODIES = [
  deepArray(5_000),
  deepArray(100_000),
  deepObject(5_000),
  deepObject(100_000),
  deepMixed(5_000),
  deepMixed(100_000),
];

/** The fields of an object schema (a body of another shape gets one made-up field). */
function fieldsOf(schema: z.core.$ZodType): string[] {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  const fields = def.type === 'object' ? Object.keys(def.shape) : [];
  return fields.length > 0 ? fields : ['value'];
}

const HUGE_VALUES = [
  JSON.stringify('x'.repeat(200_000)),
  JSON.stringify('चिकन '.repeat(12_000)),
  JSON.stringify('"[{'.repeat(50_000)),
  '9'.repeat(200_000),
  `-${'9'.repeat(200_000)}`,
  '1e999999',
  '-1e999999',
  '1e-999999',
  `0.${'1'.repeat(200_000)}`,
];

/** Each huge value in each field of the route's request, and as the whole body. */
function hugeBodies(request: z.core.$ZodType): string[] {
  return [
    ...HUGE_VALUES,
    ...fieldsOf(request).flatMap((field) =>
      HUGE_VALUES.map((value) => `{${JSON.stringify(field)}:${value}}`),
    ),
  ];
}

/** The routes that carry photos take larger bodies than BODY_LIMIT_BYTES. */
const RAISED_BODY_LIMITS: Record<string, number> = {
  reportProblem: REPORT_BODY_LIMIT,
  'ops deliverNoContact': DOOR_PHOTO_BODY_LIMIT,
};

const bodyRefusal = (body: string, route?: JsonRoute) =>
  Buffer.byteLength(body) > ((route && RAISED_BODY_LIMITS[route.label]) ?? BODY_LIMIT_BYTES)
    ? { status: 413, description: expect.any(String) }
    : {
        status: 400,
        description: `The request body nests arrays and objects too deeply: at most ${MAX_JSON_DEPTH} levels are accepted`,
      };

describe('deep and huge bodies on every JSON route', () => {
  it(
    'a body nested 5,000 or 100,000 levels answers 400 (413 beyond the size limit), never 5xx',
    async () => {
      for (const route of await jsonRoutes()) {
        tried.endpoints += 1;
        for (const payload of DEEP_BODIES) {
          tried.requests += 1;
          const reply = await t.app.inject({
            method: route.method,
            url: route.url,
            headers: jsonHeaders(route),
            payload,
          });
          const expected = bodyRefusal(payload, route);
          expect(
            { route: route.label, bytes: payload.length, status: reply.statusCode },
            reply.body.slice(0, 300),
          ).toEqual({ route: route.label, bytes: payload.length, status: expected.status });
          expect(reply.json()).toEqual({
            Message: 'Invalid request',
            Description: expected.description,
          });
        }
      }
    },
    TIMEOUT,
  );

  it(
    'the payment webhook answers a deep body, signed or not, with 400 or 413',
    async () => {
      tried.endpoints += 1;
      for (const payload of DEEP_BODIES) {
        for (const signature of [
          webhookSignature(t.config.payment.webhookSecret, payload),
          'f'.repeat(64),
        ]) {
          tried.requests += 1;
          const reply = await t.app.inject({
            method: 'POST',
            url: API_PREFIX + WEBHOOK_PATH,
            headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
            payload,
          });
          expect(reply.statusCode).toBe(bodyRefusal(payload).status);
          expect(reply.json()).toMatchObject({
            Message: expect.any(String),
            Description: expect.any(String),
          });
        }
      }
    },
    TIMEOUT,
  );

  it(
    'huge strings and numbers in every field answer without 5xx or a stack trace',
    async () => {
      for (const route of await jsonRoutes()) {
        tried.endpoints += 1;
        for (const payload of hugeBodies(route.request)) {
          await send(
            {
              method: route.method,
              url: route.url,
              headers: jsonHeaders(route),
              payload,
            },
            true,
          );
        }
      }
    },
    TIMEOUT * 2,
  );
});
