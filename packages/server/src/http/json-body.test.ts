/**
 * Regression: deep JSON answered 500 on every JSON route. `'[' × 100000 + ']' × 100000` (200 KB) posted to
 * /v1/logout overflowed the stack of the NUL guard (a recursive walk) and wrote a stack trace; 5,000 levels
 * were enough. A body deeper than MAX_JSON_DEPTH now answers 400 before it is parsed, and the walks over
 * a request's value keep their own stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookSignature } from '../payments/signature.js';
import { WEBHOOK_PATH } from '../payments/webhook.js';
import { createTestApp, type TestApp } from '../testing/app.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body.js';
import { API_PREFIX } from './route.js';
import { findOversizedNumber, findUnstorableText } from './validation.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deepArray = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const deepObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels);

/** A value nested `levels` deep, built without recursion, with `leaf` at the bottom. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = i % 2 === 0 ? [value] : { a: value };
  return value;
}

const TOO_DEEP = {
  Message: 'Invalid request',
  Description: `The request body nests arrays and objects too deeply: at most ${MAX_JSON_DEPTH} levels are accepted`,
};

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  });

describe('nestsDeeperThan', () => {
  it('counts the levels of arrays and objects', () => {
    expect(nestsDeeperThan('1', 0)).toBe(false);
    expect(nestsDeeperThan('[]', 0)).toBe(true);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[1,{"b":2}]}', 2)).toBe(true);
    expect(nestsDeeperThan('[[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan(deepArray(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(deepArray(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
  });

  it('skips brackets inside strings, escaped quotes and backslashes included', () => {
    expect(nestsDeeperThan(JSON.stringify(['[[[[{{{{']), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ '[[[': '"[[[\\"{{' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify(['\\', [['x']]]), 2)).toBe(true);
  });
});

describe('the walks over a request value keep their own stack', () => {
  it('find a NUL or a huge number 100,000 levels down, and the first one in key order', () => {
    expect(findUnstorableText(nested(100_000, 'a\u0000'))).toMatch(/^a\.0\.a\.0\./);
    expect(findOversizedNumber(nested(100_000, 2 ** 40))).toMatch(/^a\.0\.a\.0\./);
    expect(findUnstorableText({ a: 'ok', b: ['x', 'y\u0000'], c: '\u0000' })).toBe('b.1');
    expect(findUnstorableText({ a: { 'k\u0000': 1 } })).toBe('a.k\u0000');
    expect(findOversizedNumber({ a: [1, 2], b: { c: 2 ** 31 }, d: 2 ** 32 })).toBe('b.c');
    expect(findOversizedNumber(2 ** 31)).toBe('value');
    expect(findUnstorableText('\ud800', 'body')).toBe('body');
  });
});

describe('regression: deep JSON answered 500', () => {
  it('100,000 and 5,000 levels of arrays or objects posted to /v1/logout answer 400, not 500', async () => {
    for (const body of [deepArray(100_000), deepArray(5_000), deepObject(5_000)]) {
      const reply = await post(`${API_PREFIX}/logout`, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toEqual(TOO_DEEP);
    }
  });

  it('is refused in the request’s language', async () => {
    const reply = await post(`${API_PREFIX}/logout`, deepArray(5_000), { 'accept-language': 'hi' });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ Message: 'अमान्य अनुरोध' });
  });

  it(`accepts ${MAX_JSON_DEPTH} levels and refuses one more`, async () => {
    const atLimit = await post(`${API_PREFIX}/logout`, deepArray(MAX_JSON_DEPTH));
    // Past the depth check: the call's own schema refuses an array.
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json()).not.toEqual(TOO_DEEP);
    const overLimit = await post(`${API_PREFIX}/logout`, deepArray(MAX_JSON_DEPTH + 1));
    expect(overLimit.json()).toEqual(TOO_DEEP);
  });

  it('does not count brackets inside a string', async () => {
    const shopper = await t.signIn();
    const reply = await t.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/update-profile`,
      headers: shopper.authorization,
      payload: { username: `Asha ${'['.repeat(40)}` },
    });
    expect(reply.json()).not.toEqual(TOO_DEEP);
  });

  it('on the staff API too', async () => {
    const reply = await post('/ops/v1/staff/sign-in', deepObject(5_000));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual(TOO_DEEP);
  });
});

describe('the payment webhook keeps its raw body', () => {
  const secret = () => t.config.payment.webhookSecret;
  const webhook = (body: string, signature: string) =>
    post(API_PREFIX + WEBHOOK_PATH, body, { 'x-razorpay-signature': signature });

  it('checks the signature over the bytes sent, spaces included', async () => {
    const body = '{ "id" : "evt_raw_1",  "event": "x.unknown" }';
    const reply = await webhook(body, webhookSignature(secret(), body));
    // Signed and parsed: refused for its event only, not for its signature or its JSON.
    expect(reply.json()).not.toMatchObject({ Message: 'Invalid webhook signature' });
    expect(reply.json()).not.toMatchObject({ Message: 'Invalid JSON' });
    expect(reply.statusCode).toBeLessThan(500);
  });

  it('refuses a deep body with 400, signed or not', async () => {
    const body = `{"id":"evt_deep","event":"payment.captured","payload":${deepArray(100_000)}}`;
    const signed = await webhook(body, webhookSignature(secret(), body));
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toEqual({
      Success: false,
      Message: 'Invalid JSON',
      Description: `The body nests arrays and objects deeper than ${MAX_JSON_DEPTH} levels.`,
    });
    const unsigned = await webhook(body, 'f'.repeat(64));
    expect(unsigned.statusCode).toBe(400);
    expect(unsigned.json()).toMatchObject({ Message: 'Invalid webhook signature' });
  });
});
