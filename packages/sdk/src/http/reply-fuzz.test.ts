/**
 * Every endpoint's reply fuzzed over real HTTP: the SDK's transport calls a node:http server on 127.0.0.1
 * that answers with generated replies — valid ones, ones with a wrong type, a missing or extra field, a huge
 * array or deep nesting, truncated JSON, empty bodies, HTML error pages, plain text, every content type,
 * every status, and connections dropped in the middle of the body. Whatever comes back, a call either
 * resolves with exactly what its reply schema makes of the body, or rejects with the one SDK error that
 * reply calls for; never anything else.
 *
 * FUZZ_RUNS sets the runs per endpoint (default 10, a few seconds in all); FUZZ_SEED replays a run (the
 * seed of each run is printed). Requests are not under test here (the request schemas have their own
 * tests): each endpoint is called with its method, path, auth and idempotency but an empty request.
 */
import fc from 'fast-check';
import * as z from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply } from '../common/schemas.js';
import { endpoints, type EndpointDefinition, type EndpointName } from '../endpoints.js';
import {
  AbortedError,
  ApiError,
  NetworkError,
  ReplyValidationError,
  createApiError,
  isStorefrontError,
} from '../errors/index.js';
import { startLocalServer, type LocalServer, type Reply } from '../test-support/local-server.js';
import { mutate, validOf } from '../test-support/schema-arbitrary.js';
import { createTransport } from './transport.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED =
  process.env.FUZZ_SEED === undefined
    ? Math.floor(Math.random() * 2 ** 31)
    : Number(process.env.FUZZ_SEED);
/** Per test: room for a few milliseconds per call with a huge body, and for a shrink after a failure. */
const TIMEOUT = 20_000 + RUNS * 300;

let server: LocalServer;
/** What the server answers next. */
let next: Reply = { status: 500 };
const outcomes = new Map<string, number>();

beforeAll(async () => {
  console.info(`reply fuzz: seed ${SEED}, ${RUNS} runs per endpoint (FUZZ_SEED, FUZZ_RUNS)`);
  server = await startLocalServer(() => next);
});
afterAll(async () => {
  const summary = [...outcomes].map(([outcome, count]) => `${outcome} ${count}`).join(', ');
  console.info(`reply fuzz: ${server.requests.length} replies served: ${summary}`);
  await server.close();
});

const transport = () =>
  createTransport({
    baseUrl: server.url,
    getToken: () => 'fuzz-token',
    // One attempt per call: the reply under test is the one the caller sees.
    retry: { limit: 0 },
    timeoutMs: 10_000,
  });

/** Requests are not under test: any request is accepted and none is sent in the query. */
const withoutRequest = (endpoint: EndpointDefinition): EndpointDefinition => ({
  ...endpoint,
  request: z.object({}),
});

// ---- replies ---------------------------------------------------------------------------------------

const htmlPages = [
  '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>',
  '<html><body><h1>Service Unavailable</h1><p>The store is under maintenance, back soon.</p></body></html>',
  '<!doctype html><title>Attention Required! | Cloudflare</title><div id="cf-error-details">Sorry, you have been blocked</div>',
  '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>',
  '<html><body>{"Message":"looks like JSON inside HTML"}</body></html>',
];
const oddBodies = [
  '',
  ' ',
  '\n',
  'null',
  'true',
  '0',
  '""',
  '[]',
  '{}',
  '{',
  '[',
  '{"',
  'undefined',
  'NaN',
];

function truncated(json: fc.Arbitrary<string>): fc.Arbitrary<string> {
  return fc
    .tuple(json, fc.nat())
    .filter(([text]) => text.length > 1)
    .map(([text, cut]) => text.slice(0, 1 + (cut % (text.length - 1))));
}

/** JSON nested past any stack (JSON.stringify and recursive walks overflow on it), built as text. */
const deepText = fc
  .tuple(fc.integer({ min: 100_000, max: 300_000 }), fc.boolean())
  .map(([depth, arrays]) =>
    arrays
      ? '['.repeat(depth) + ']'.repeat(depth)
      : `${'{"a":'.repeat(depth)}{}${'}'.repeat(depth)}`,
  );

function bodyFor(schema: z.core.$ZodType): fc.Arbitrary<string> {
  const valid = validOf(schema).map((value) => JSON.stringify(value) ?? '');
  return fc.oneof(
    { weight: 4, arbitrary: valid },
    {
      weight: 5,
      arbitrary: mutate(validOf(schema)).map(({ value }) => JSON.stringify(value) ?? ''),
    },
    { weight: 1, arbitrary: truncated(valid) },
    { weight: 1, arbitrary: fc.constantFrom(...oddBodies, ...htmlPages) },
    { weight: 1, arbitrary: fc.oneof(fc.string(), fc.string({ unit: 'binary', maxLength: 40 })) },
    { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: deepText },
  );
}

const contentType = fc.constantFrom<string | undefined>(
  'application/json',
  'application/json; charset=utf-8',
  'application/problem+json',
  'text/html; charset=utf-8',
  'text/plain',
  'application/xml',
  'application/octet-stream',
  'multipart/form-data; boundary=x',
  undefined,
);

const statusOf = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom(200, 200, 200, 201, 202, 203, 206) },
  { weight: 1, arbitrary: fc.constantFrom(204, 205, 304) },
  { weight: 1, arbitrary: fc.constantFrom(300, 301, 302, 303, 305, 307, 308) },
  { weight: 6, arbitrary: fc.integer({ min: 400, max: 599 }) },
);

/** Statuses whose replies carry no body (Node's server drops one if given). */
const NO_BODY = new Set([204, 205, 304]);

interface Scenario {
  status: number;
  body: string;
  contentType: string | undefined;
  /** Bytes of the body sent before the connection drops. */
  dropAfter: number | undefined;
  retryAfter?: string | undefined;
}

function scenarioFor(endpoint: EndpointDefinition): fc.Arbitrary<Scenario> {
  return fc
    .record({
      status: statusOf,
      successBody: bodyFor(endpoint.reply),
      errorBody: bodyFor(ErrorReply),
      contentType,
      drop: fc.oneof(
        { weight: 9, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.nat() },
      ),
    })
    .map(({ status, successBody, errorBody, contentType: type, drop }) => {
      const body = NO_BODY.has(status) ? '' : status < 300 ? successBody : errorBody;
      const bytes = Buffer.byteLength(body);
      return {
        status,
        body,
        contentType: type,
        dropAfter: drop === null || bytes === 0 ? undefined : drop % bytes,
      };
    });
}

// ---- the oracle ------------------------------------------------------------------------------------

/** The text the client reads: UTF-8 as sent (lone surrogates become U+FFFD), a leading BOM dropped. */
const asReceived = (body: string) => new TextDecoder().decode(Buffer.from(body, 'utf8'));

function jsonOf(text: string): { json: true; value: unknown } | { json: false } {
  if (text.trim() === '') return { json: false };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>).Message;
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

type Outcome = { resolves: unknown } | { rejects: (error: unknown) => void };

function expectedOutcome(endpoint: EndpointDefinition, scenario: Scenario): Outcome {
  const { status } = scenario;
  if (status === 407) {
    // The fetch standard turns a 407 (the proxy wants credentials) into a network error.
    return { rejects: (error) => expect(error).toBeInstanceOf(NetworkError) };
  }
  if (status === 421) {
    // The fetch standard sends a request answered 421 (misdirected) again on a new connection; Node's
    // fetch cannot always send a request body a second time, and then ends the call as a network error.
    // Either way the caller gets a typed error.
    return {
      rejects: (error) =>
        expect(
          error instanceof NetworkError || (error instanceof ApiError && error.status === 421),
          String(error),
        ).toBe(true),
    };
  }
  if (status >= 300) {
    const expectedClass = createApiError({ call: '', method: '', url: '', status, body: undefined })
      .constructor as typeof ApiError;
    const text = asReceived(scenario.body);
    const parsed = scenario.dropAfter === undefined ? jsonOf(text) : { json: false as const };
    return {
      rejects: (error) => {
        expect(error).toBeInstanceOf(expectedClass);
        expect((error as ApiError).status).toBe(status);
        // A body cut short is dropped, so only a whole one can name the Message.
        if (parsed.json) expect((error as ApiError).Message).toBe(messageOf(parsed.value));
      },
    };
  }
  if (scenario.dropAfter !== undefined) {
    return {
      rejects: (error) => {
        expect(error).toBeInstanceOf(NetworkError);
        expect((error as NetworkError).reason).toBe('interrupted');
      },
    };
  }
  const parsed = jsonOf(asReceived(scenario.body));
  let result: ReturnType<typeof endpoint.reply.safeParse> | undefined;
  let uncheckable = false;
  try {
    result = parsed.json ? endpoint.reply.safeParse(parsed.value) : undefined;
  } catch {
    // Thousands of broken entries: their issues exhaust the stack, here as in the client.
    uncheckable = true;
  }
  if (result?.success) return { resolves: result.data };
  // Whether JSON.parse gets through deep nesting depends on how much stack is left where it runs, and
  // toEqual cannot walk it either: of a deeply nested body only the error's class is checked.
  const deep = scenario.body.length >= 200_000 || uncheckable;
  return {
    rejects: (error) => {
      expect(error).toBeInstanceOf(ReplyValidationError);
      if (deep) return;
      if (parsed.json) expect((error as ReplyValidationError).rawValue).toEqual(parsed.value);
      else expect((error as ReplyValidationError).paths).toEqual(['(root)']);
    },
  };
}

function describeScenario(scenario: Scenario): string {
  const body = scenario.body.length > 200 ? `${scenario.body.slice(0, 200)}…` : scenario.body;
  return `${scenario.status} ${scenario.contentType ?? '(no content type)'}${
    scenario.dropAfter === undefined ? '' : ` dropped after ${scenario.dropAfter} bytes`
  } ${JSON.stringify(body)}`;
}

function count(outcome: string): void {
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
}

async function replyWith(
  name: EndpointName,
  scenario: Scenario,
  client = transport(),
): Promise<void> {
  const endpoint = endpoints[name] as EndpointDefinition;
  next = {
    status: scenario.status,
    text: scenario.body,
    headers: {
      ...(scenario.contentType === undefined ? {} : { 'content-type': scenario.contentType }),
      ...(scenario.retryAfter === undefined ? {} : { 'retry-after': scenario.retryAfter }),
    },
    ...(scenario.dropAfter === undefined ? {} : { dropAfterBytes: scenario.dropAfter }),
  };
  const expected = expectedOutcome(endpoint, scenario);
  const label = `${name}: ${describeScenario(scenario)}`;
  let settled: { value: unknown } | { error: unknown };
  try {
    settled = { value: await client.call(name, withoutRequest(endpoint), {}) };
  } catch (error) {
    settled = { error };
  }
  if ('resolves' in expected) {
    expect(settled, label).toEqual({ value: expected.resolves });
    count('resolved');
    return;
  }
  expect('error' in settled, `${label} resolved`).toBe(true);
  const error = (settled as { error: unknown }).error;
  expect(isStorefrontError(error), `${label} → ${String(error)}`).toBe(true);
  expected.rejects(error);
  count((error as Error).name);
}

// ---- properties ------------------------------------------------------------------------------------

describe('every reply of every endpoint', () => {
  const names = Object.keys(endpoints) as EndpointName[];

  it.each(names)(
    '%s resolves with its schema’s reading of the body or rejects with a typed error',
    async (name) => {
      await fc.assert(
        fc.asyncProperty(scenarioFor(endpoints[name] as EndpointDefinition), (scenario) =>
          replyWith(name, scenario),
        ),
        { numRuns: RUNS, seed: SEED },
      );
    },
    TIMEOUT,
  );
});

describe('every status', () => {
  const statuses = Array.from({ length: 200 }, (_, index) => 400 + index);

  it('every 4xx and 5xx, with a JSON error body, an HTML page or nothing, is its ApiError', async () => {
    const bodies = [
      {
        body: JSON.stringify({ Message: 'Refused', Description: 'Try again' }),
        type: 'application/json',
      },
      { body: htmlPages[0]!, type: 'text/html' },
      { body: '', type: undefined },
    ];
    for (const status of statuses) {
      for (const { body, type } of bodies) {
        await replyWith('walletData', { status, body, contentType: type, dropAfter: undefined });
      }
    }
  });
});

describe('retried replies', () => {
  it('a reply worth retrying, with any Retry-After, ends in the typed error of the last attempt', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    const retrying = createTransport({
      baseUrl: server.url,
      getToken: () => 'fuzz-token',
      retry: { limit: 2, baseDelayMs: 1, maxDelayMs: 2, maxRetryAfterMs: 5 },
      timeoutMs: 10_000,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.oneof(fc.constantFrom(409, 429, 400, 404), fc.integer({ min: 500, max: 599 })),
        bodyFor(ErrorReply),
        contentType,
        fc.option(
          fc.constantFrom(
            '0',
            '1',
            '-1',
            '1.5',
            '',
            'soon',
            '99999999',
            'Wed, 21 Oct 2015 07:28:00 GMT',
          ),
          { nil: undefined },
        ),
        async (name, status, body, type, retryAfter) => {
          const endpoint = endpoints[name] as EndpointDefinition;
          const served = server.requests.length;
          const scenario = { status, body, contentType: type, dropAfter: undefined, retryAfter };
          await replyWith(name, scenario, retrying);
          const retryable = endpoint.method === 'GET' || endpoint.idempotent === true;
          const worthIt =
            status === 409
              ? retryAfter !== undefined && endpoint.idempotent === true
              : status >= 429;
          expect(server.requests.length - served, `${name} ${status} ${retryAfter}`).toBe(
            retryable && worthIt ? 3 : 1,
          );
        },
      ),
      { numRuns: RUNS * 5, seed: SEED },
    );
  });
});

describe('aborts', () => {
  it('an abort at any moment of any call is an AbortedError', async () => {
    const names = Object.keys(endpoints) as EndpointName[];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...names),
        fc.nat({ max: 40 }),
        fc.nat({ max: 3 }),
        async (name, sentBytes, ticks) => {
          const body = JSON.stringify({ Padding: 'x'.repeat(60) });
          // The server sends the headers and part of the body, then nothing more: only the abort ends the call.
          next = { status: 200, text: body, stallAfterBytes: sentBytes };
          const controller = new AbortController();
          const served = server.requests.length;
          const call = transport().call(
            name,
            withoutRequest(endpoints[name] as EndpointDefinition),
            {},
            {
              signal: controller.signal,
            },
          );
          while (server.requests.length === served)
            await new Promise((resolve) => setImmediate(resolve));
          for (let tick = 0; tick < ticks; tick++)
            await new Promise((resolve) => setImmediate(resolve));
          controller.abort();
          const error = await call.then(
            () => undefined,
            (reason: unknown) => reason,
          );
          expect(error, `${name} after ${sentBytes} bytes, ${ticks} ticks`).toBeInstanceOf(
            AbortedError,
          );
          count('AbortedError');
        },
      ),
      { numRuns: RUNS * 3, seed: SEED },
    );
  });
});
